"""One slip in a PBN play row or a LIN item is one message at it, with the edit that
mends it: a card cut from a row of PBN's play (P008), a '|' lost in a LIN item
(P013), a LIN 'pc' lost within a trick that BBO's 'pg' marks bound (L006). What the
slip sets off (the cards after it in the wrong columns or the wrong tricks, the card
kept that makes a revoke) is folded under it, and the rows and tricks are kept as
written, not the later cards carried into the gap."""

from __future__ import annotations

from pathlib import Path

from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Card, Seat

from .said import BEN, LIN, loud

# BEN's board 1: 4H by E, S leads ([Play "S"]: the columns S W N E). Line 41 is trick
# 8, "D4 HQ DT S5": S's ♦4, W's ♥Q, N's ♦10, E's ♠5 (E holds ♠K75, W ♥AKQJ5).
# LIN's board 1: the first trick "pc|C9|pc|C3|pc|C2|pc|CK|pg||", each trick closed by
# pg||.

# 5HX by S, W leads ([Play "W"]: the columns W N E S); line 26 "SK =1= H3 S4 S3" holds a
# note, line 28 is trick 3, "S2 H6 S5 S7". E holds ♠A8654, N no spade; the play stops
# at trick 7's lead, the [Result] claiming the rest.
SPEC = (Path(__file__).resolve().parents[2] / "hands" / "pbn" / "pbn-spec-example.pbn"
        ).read_text(encoding="utf-8")


def _line(text: str, number: int, old: str, new: str) -> str:
    lines = text.split("\n")
    assert old in lines[number - 1]
    lines[number - 1] = lines[number - 1].replace(old, new, 1)
    return "\n".join(lines)


def test_a_card_cut_from_the_end_of_a_pbn_row_is_one_message() -> None:
    text = _line(BEN, 41, "\tS5", "")
    (row,) = loud(text, "cut.pbn")
    assert (row.code, row.line, row.column) == ("P008", 41, 1)
    assert row.message == "this row has 3 cards but the play has 4 columns"
    assert row.hint == ("E's ♠5, never played, is missing from the row: write it in the "
                        "fourth column ('D4 HQ DT S5')")
    # E keeps ♠5, so at trick 10 (S9 S2 S3 H9, spades led) his ♥9 is a revoke: folded
    assert [(f.code, f.line, f.column) for f in row.folded] == [("L003", 43, 10)]


def test_a_pbn_row_cut_short_is_kept_as_written() -> None:
    record, found = read_pbn(_line(BEN, 41, "\tS5", ""))
    assert [d.code for d in found] == ["P008"]
    play = record.deals[0].play
    assert play is not None and len(play.tricks) == 13
    # trick 8 the three cards of its line, in the first columns; trick 9 its own line's
    assert [(c.card, c.seat) for c in play.tricks[7].cards] == [
        (Card.D4, Seat.S), (Card.HQ, Seat.W), (Card.D10, Seat.N)]
    assert [c.card for c in play.tricks[8].cards] == [Card.D7, Card.C6, Card.D6, Card.C9]


def test_a_card_cut_from_the_middle_of_a_pbn_row_names_its_column() -> None:
    # "D4 DT S5": read in the first columns ♦10 is W's and ♠5 N's, neither held
    (row,) = loud(_line(BEN, 41, "\tHQ", ""), "mid.pbn")
    assert row.code == "P008"
    assert row.hint == ("W's ♥Q, never played, is missing from the row: write it in the "
                        "second column ('D4 HQ DT S5')")
    assert ("L001", 41, 4) in [(f.code, f.line, f.column) for f in row.folded]
    assert ("L001", 41, 7) in [(f.code, f.line, f.column) for f in row.folded]


def test_a_card_cut_from_a_row_after_a_row_with_a_note_is_one_message() -> None:
    # "S2 H6 S7": read in the first columns ♠7 is E's, held by S. E's card is missing
    # from the third column: he must follow to ♠2 and never plays a spade after, so
    # ♠A, ♠8, ♠6 and ♠5 (♠4 gone at trick 1) fit alike, too many to name.
    (row,) = loud(_line(SPEC, 28, " S5", ""), "note.pbn")
    assert (row.code, row.line, row.column) == ("P008", 28, 1)
    assert row.hint == ("E's card, never played, is missing from the row: write it in the "
                        "third column, before 'S7' (4 of his cards fit the play)")
    assert [(f.code, f.line, f.column) for f in row.folded] == [("L001", 28, 7)]


def test_a_pbn_row_cut_short_with_commentary_on_it_or_after_it_is_one_message() -> None:
    cut = _line(SPEC, 28, " S5", "")
    # the row's own commentary cuts its line into words: the line is still the row
    # ("S2 H6 {ruffed} S7", ♠7 at columns 16-17, the row's span to column 18)
    (row,) = loud(_line(cut, 28, "H6", "H6 {ruffed}"), "own.pbn")
    assert row.span is not None
    assert (row.code, row.line, row.column, row.span.end_column) == ("P008", 28, 1, 18)
    assert [(f.code, f.line, f.column) for f in row.folded] == [("L001", 28, 16)]
    record, _ = read_pbn(_line(cut, 28, "H6", "H6 {ruffed}"))
    play = record.deals[0].play
    assert play is not None
    assert [(c.card, c.seat) for c in play.tricks[2].cards] == [
        (Card.S2, Seat.W), (Card.H6, Seat.N), (Card.S7, Seat.E)]
    assert play.tricks[2].cards[1].note is not None
    # commentary on the row after it: that row is still a row of four
    (after,) = loud(_line(cut, 29, "C8", "C8 {low}"), "after.pbn")
    assert (after.code, after.line) == ("P008", 28)
    assert [(f.code, f.line, f.column) for f in after.folded] == [("L001", 28, 7)]


def test_a_pbn_play_in_long_lines_is_still_read_as_a_run_of_cards() -> None:
    # Rows not one a line (eight cards, then four): no row is short, nothing said.
    start = BEN.index("DA\tH5\tD2\tD8\nH3\tHA\tH4\tH2\n")
    text = BEN[:start] + "DA H5 D2 D8 H3 HA H4 H2\n" + BEN[start + 24:]
    assert loud(text, "long.pbn") == loud(BEN, "whole.pbn")


def test_a_lin_bar_lost_in_an_explanation_keeps_it() -> None:
    # the explanation of 4S, the sixth call (p p 1H 2H p 4S)
    text = LIN.replace("|an|4+ !S; 11- HCP", "|an4+ !S; 11- HCP", 1)
    (lost,) = loud(text, "an.lin")
    assert lost.code == "P013" and lost.hint == "write a '|' after 'an': an|4+ !S; 11- HCP; 7-12…"
    auction = read_lin(text)[0].deals[0].auction
    assert auction is not None and auction.calls[5].note == (
        "4+ ♠; 11- HCP; 7-12 total points ")


def test_a_lin_bar_lost_after_the_code_is_read_as_meant() -> None:
    text = LIN.replace("|pc|C2|pc|CK|", "|pc|C2|pcCK|", 1)
    (lost,) = loud(text, "bar.lin")
    assert lost.code == "P013"
    assert lost.message == "'pcCK|' is not a LIN item: the '|' after 'pc' is missing"
    assert lost.hint == "write pc|CK|"
    assert _cards(text) == _cards(LIN)


def _cards(text: str) -> list[list[Card]]:
    play = read_lin(text)[0].deals[0].play
    assert play is not None
    return [[c.card for c in t.cards] for t in play.tricks]


def test_a_lin_bar_lost_after_a_value_is_two_items() -> None:
    text = LIN.replace("|pc|C3|pc|C2|", "|pc|C3pc|C2|", 1)
    (lost,) = loud(text, "value.lin")
    assert lost.code == "P013"
    assert lost.hint == "write pc|C3|pc|C2|"
    assert _cards(text) == _cards(LIN)
    assert _cards(LIN)[:2] == [[Card.C9, Card.C3, Card.C2, Card.CK],
                               [Card.HA, Card.H3, Card.H8, Card.H2]]


def test_a_lin_pc_lost_at_a_tricks_end_is_one_trick_short() -> None:
    # Board 1's first trick: ♣9 ♣3 ♣2, then pg||: ♣K (S's) never played.
    text = LIN.replace("|pc|CK|", "|", 1)
    (short,) = loud(text, "pc.lin")
    assert (short.code, short.trick) == ("L006", 1)
    assert short.hint == ("S's ♣K, never played, fits the play: write pc|CK| last in the "
                          "trick, before its pg||")
    assert [len(t) for t in _cards(text)] == [3] + [4] * 12


def test_a_lin_pc_lost_within_a_trick_names_its_place() -> None:
    text = LIN.replace("|pc|C3|", "|", 1)
    (short,) = loud(text, "pc.lin")
    assert short.code == "L006"
    # trick 1: W's ♣9, N's ♣3, E's ♣2, S's ♣K; the second card lost is N's
    assert short.message == "trick 1 has 3 cards, not four: no card of N"
    assert short.hint == ("the trick's second card, ♣3, never played, fits the play: "
                          "write pc|C3| after pc|C9|")
    assert {f.code for f in short.folded} == {"L001"}


def test_a_lin_lead_lost_names_it_first_in_the_trick() -> None:
    # Board 1's ♣9, the opening lead: read in turn from the leader, each card of the
    # trick after it would be the next seat's
    (short,) = loud(LIN.replace("|pc|C9|", "|", 1), "lead.lin")
    assert (short.code, short.trick, short.seat) == ("L006", 1, Seat.W)
    assert short.message == "trick 1 has 3 cards, not four: no card of W"
    assert short.hint == ("the trick's first card, ♣9, never played, fits the play: "
                          "write pc|C9| first in the trick")


def test_a_pbn_row_left_out_is_one_message() -> None:
    # Trick 8's row "D4 HQ DT S5" deleted: twelve rows, and S ♦4, W ♥Q, N ♦10, E ♠5
    # never played. Trick 7 (D3 CJ CA C7) is won by N's ♣A: N leads trick 8.
    lines = BEN.split("\n")
    assert lines[40] == "D4\tHQ\tDT\tS5"
    del lines[40]
    (left,) = loud("\n".join(lines), "row.pbn")
    assert (left.code, left.line, left.trick) == ("L004", 41, 8)
    assert left.hint == ("S's ♦4, W's ♥Q, N's ♦10 and E's ♠5 are never played: they are "
                         "trick 8, led by N; write 'D4 HQ DT S5' above this row (the deal "
                         "is checked so)")
    # the claim made from [Result] of a trick short (L007, L008) and E's ♥9 on a spade
    # lead at trick 10 (now 9) while holding ♠5 (L003)
    assert sorted(f.code for f in left.folded) == ["L003", "L007", "L008"]


def test_a_last_row_cut_short_before_a_row_of_dashes_is_no_slip() -> None:
    # The play stops in trick 8 (its last card not written), a row of '-' after it,
    # as PBN writes the cards not played: the [Result] claims the rest, nothing said.
    lines = BEN.split("\n")
    at = lines.index("D4\tHQ\tDT\tS5")
    text = "\n".join([*lines[:at], "D4\tHQ\tDT", "-\t-\t-\t-", *lines[at + 6:]])
    assert [d for d in loud(text, "stops.pbn") if d.deal == 1] == []

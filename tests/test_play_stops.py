"""A trick row that ends '...' (or '…'): the play stops there, the last row; a note
in braces after the mark is the last card's; on a row that is not the last it is one
message (P047), an error when the row is short of cards."""

from __future__ import annotations

import time

from notation_deals import HANDS_COMPASS, PBN_7NT

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Seat
from bridgebook.syntax import parse

# N's thirteen top cards bar a club; E leads ♠7, S plays ♠3, W ♠2, N ♠A.
HEAD = """\
deal 1: the play stops
laws: contract-rubber
dealer: N
""" + HANDS_COMPASS + """auction: 7NT pass pass pass
play:
"""


def found(rows: str) -> list[Diagnostic]:
    return [d for d in check_text(HEAD + rows).diagnostics if d.severity is not Severity.INFO]


def test_a_note_after_the_mark_is_the_last_card_s() -> None:
    record, problems = parse(HEAD + "1. E: S7 S3 ... {why the play stops}\n")
    assert problems == []
    play = record.deals[0].play
    assert play is not None
    (trick,) = play.tricks
    assert trick.stops and [c.card.code for c in trick.cards] == ["S7", "S3"]
    assert trick.cards[0].note is None
    assert trick.cards[1].note is not None
    assert trick.cards[1].note.text == "why the play stops"
    assert trick.notes == ()
    # Kept by every writer: the notation, PBN (its columns from E: -, - for W and N).
    hand, lost = convert_record(record, "hand")
    assert lost == [] and "1. E: S7 S3{why the play stops} ...\n" in hand
    pbn, _ = convert_record(record, "pbn")
    assert '[Play "E"]\nS7 S3 {why the play stops} - -\n*\n' in pbn


def test_a_note_after_the_mark_with_no_card_before_it_is_on_the_trick() -> None:
    record, problems = parse(HEAD + "1. E: S7 ... {the lead alone}\n")
    assert problems == []
    play = record.deals[0].play
    assert play is not None
    assert play.tricks[0].cards[0].note is not None
    # A table whose last cell before the mark is empty: the note has no card to take it.
    record, problems = parse(HEAD.replace("play:\n", "play: E S W N\n")
                             + "1.  S7  -  -  -  ... {the lead alone}\n")
    assert problems == []
    play = record.deals[0].play
    assert play is not None
    (trick,) = play.tricks
    assert [c.card.code for c in trick.cards] == ["S7"] and trick.cards[0].note is None
    assert [n.text for n in trick.notes] == ["the lead alone"]


def test_a_short_row_that_stops_before_the_last_is_one_error_at_the_mark() -> None:
    # Trick 1 has three cards and says the play stops; trick 2 follows it. Without
    # the fix, the '...' was read as an empty cell: no P047, no L006, and an L004 at
    # trick 2 ("E won the last trick"), which nobody won.
    for note in (" {x}", ""):
        (only,) = found(f"1. E: S7 S3 S2 ...{note}\n2. N: SK S8 S4 C2\n")
        assert (only.code, only.severity, only.line, only.column) == (
            "P047", Severity.ERROR, 10, 16)
        assert only.message == ("'...' says the play stops in trick 1, but 1 more trick "
                                "follows; and trick 1 has 3 cards, not four")
        assert only.hint == ("a play stops only in its last row: give trick 1 its missing "
                             "card and remove the '...', or remove the rows after it if the "
                             "play stops here")


def test_a_full_row_that_stops_before_the_last_is_a_warning_quoting_the_mark_typed() -> None:
    (only,) = found("1. E: S7 S3 S2 SA … {x}\n2. N: SK S8 S4 C2\n")
    assert (only.code, only.severity, only.line, only.column) == (
        "P047", Severity.WARNING, 10, 19)
    assert only.message == "'…' says the play stops in trick 1, but 1 more trick follows"
    assert only.hint is not None and only.hint.startswith(
        "a play stops only in its last row: remove the '…'")


def test_a_trick_nobody_won_does_not_deny_the_next_leader() -> None:
    # A short row in the middle of the play (no mark) is its L006 alone: trick 2's
    # leader is not said to be wrong, for trick 1 has no winner.
    (only,) = found("1. E: S7 S3 S2\n2. N: SK S8 S4 C2\n")
    assert (only.code, only.line) == ("L006", 10)


PBN = PBN_7NT + """\
7NT Pass Pass Pass
[Play "E"]
S7 S3 S2 SA
"""


def test_pbn_s_plus_ends_the_play_with_its_row() -> None:
    # PBN's '+' is where the play goes on, unrecorded (PBN 2.1's own example game
    # reads "S3 C3 +  SA"): W's card is not known; N led ♠K to trick 2 and E played
    # ♠8, S ♠4: the cards of the row are the play. A row after it is not read (P047).
    for after, codes in (("", []), ("C2 H2 H3 H4\n", ["P047"])):
        record, problems = read_pbn(PBN + "S8 S4 + SK\n" + after)
        assert [d.code for d in problems] == codes
        play = record.deals[0].play
        assert play is not None
        assert [[(c.seat, c.card.code) for c in t.cards] for t in play.tricks] == [
            [(Seat.E, "S7"), (Seat.S, "S3"), (Seat.W, "S2"), (Seat.N, "SA")],
            [(Seat.E, "S8"), (Seat.S, "S4"), (Seat.N, "SK")]]
        assert play.tricks[-1].stops
        hand, lost = convert_record(record, "hand")
        assert "1. E: S7 S3 S2 SA\n2. N: SK S8 S4 ...\n" in hand and lost == []
        # PBN written again keeps the '+' in W's cell (not '-', a card not played),
        # and reads back the same.
        pbn, lost = convert_record(record, "pbn")
        assert '[Play "E"]\nS7 S3 S2 SA\nS8 S4 + SK\n*\n' in pbn and lost == []
        again, problems = read_pbn(pbn)
        replayed = again.deals[0].play
        assert problems == [] and replayed is not None and replayed.tricks[-1].stops
        assert [[(c.seat, c.card) for c in t.cards] for t in replayed.tricks] == [
            [(c.seat, c.card) for c in t.cards] for t in play.tricks]
    (told,) = read_pbn(PBN + "S8 S4 + SK\nC2 H2 H3 H4\n")[1]
    assert (told.line, told.column) == (11, 7)
    assert told.message == ("'+' ends the play with its row, but 4 cards follow it (the "
                            "first 'C2', line 12): not read")


def test_a_long_run_of_braces_after_the_mark_is_read_in_linear_time() -> None:
    """The mark's look at what follows it reads the braces one way only: 40 braces
    (which took hours, each brace doubling the time) are read at once."""
    started = time.perf_counter()
    # Braces and then a word that is not in braces: not a stop; the word is no card.
    row = "1. E: S7 S3 ... " + "{" * 40 + "}x\n"
    record, problems = parse(HEAD + row)
    assert [(d.code, d.message, d.span.line, d.span.column) for d in problems
            if d.span is not None] == [("P002", "not a card: 'x'", 10, 58)]
    play = record.deals[0].play
    assert play is not None and not play.tricks[0].stops
    # Braces closed at the end of the row: the play stops, the commentary S3's.
    record, problems = parse(HEAD + "1. E: S7 S3 ... {" + "{" * 40 + " why}\n")
    assert problems == []
    play = record.deals[0].play
    assert play is not None
    (trick,) = play.tricks
    assert trick.stops and trick.cards[1].note is not None
    assert trick.cards[1].note.text == "why"
    assert time.perf_counter() - started < 5


def test_pbn_commentary_after_the_end_of_the_play_is_kept() -> None:
    """Commentary after the row of a '+' or after the '*' is the play's as anywhere
    else: on a line of its own after a row, the trick's; on the row's line, the last
    card's. Trick 2: N leads after ♠A won trick 1; E ♠8, S ♠4, W (void) ♥2, N ♠K."""
    cases = [
        ("S8 S4 + SK\n{the trick's commentary}\n*\n", "trick", "the trick's commentary"),
        ("S8 S4 + SK {after plus}\n*\n", "card", "after plus"),
        ("S8 S4 H2 SK\n*\n{after the end}\n", "trick", "after the end"),
        ("S8 S4 H2 SK * {on the king}\n", "card", "on the king"),
    ]
    for rows, whose, said in cases:
        record, problems = read_pbn(PBN + rows)
        assert problems == [], rows
        play = record.deals[0].play
        assert play is not None
        assert len(play.tricks) == 2
        last = play.tricks[1]
        king = next(c for c in last.cards if c.card.code == "SK")
        if whose == "trick":
            assert [n.text for n in last.notes] == [said] and king.note is None, rows
        else:
            assert last.notes == () and king.note is not None, rows
            assert king.note.text == said
        hand, lost = convert_record(record, "hand")
        assert said in hand and lost == [], rows
    # After a card that is not read, the commentary goes with it: P047 says so.
    (told,) = read_pbn(PBN + "S8 S4 + SK\nC2 H2 H3 H4 {not read}\n")[1]
    assert told.message == ("'+' ends the play with its row, but 4 cards follow it (the "
                            "first 'C2', line 12): not read, nor the commentary after them")


def test_pbn_commentary_before_the_first_card_is_the_deal_s() -> None:
    record, problems = read_pbn(PBN.replace('[Play "E"]\n', '[Play "E"]\n{Play comment}\n'))
    assert problems == []
    (deal,) = record.deals
    assert [n.text for n in deal.notes] == ["Play comment"]
    assert deal.play is not None and all(c.note is None for c in deal.play.tricks[0].cards)
    hand, lost = convert_record(record, "hand")
    assert "> Play comment\n" in hand and lost == []


def _stops(text: str, name: str = "<text>") -> list[str]:
    return [d.message for d in check_text(text, name).diagnostics if d.code == "L010"]


def test_the_note_says_where_the_play_stops() -> None:
    # E leads ♠7 to N's ♠A; N leads ♠K at trick 2, E ♠8, S ♠4, W (no spade left) ♣2.
    one = "1. E: S7 S3 S2 SA\n"
    for rows, said in (
            ("1. E: S7 ...\n", "after the opening lead"),
            (one + "...\n", "after 1 trick"),
            (one + "2. N: SK ...\n", "after the lead to trick 2"),
            (one + "2. N: SK S8 S4 ...\n", "after 3 cards of trick 2"),
            (one + "2. N: SK S8 S4 C2\n", "after 2 tricks")):
        assert _stops(HEAD + rows) == [f"the play stops {said} with no claim"], rows


def test_a_last_row_short_of_a_card_is_no_full_trick() -> None:
    # Trick 2 has three cards and no '...': the L006 says the card missing, or the '...'
    # to write, and the note that follows from it, folded under it, does not count the
    # trick as played.
    (short,) = check_text(HEAD + "1. E: S7 S3 S2 SA\n2. N: SK S8 S4\n").diagnostics
    assert (short.code, short.message) == ("L006", "trick 2 has 3 cards, not four: no card of W")
    assert short.hint is not None and short.hint.endswith(
        "; or, if the play stops there, end the row with '...'")
    assert [(d.code, d.message) for d in short.folded] == [
        ("L010", "the play stops after 3 cards of trick 2 with no claim")]


def test_a_pbn_play_that_stops_within_a_trick() -> None:
    # PBN's columns E S W N: the second row's '-' is W's card, never played.
    text = PBN_7NT + '7NT Pass Pass Pass\n[Play "E"]\nS7 S3 S2 SA\nS8 S4 - SK\n*\n'
    assert _stops(text, "t.pbn") == ["the play stops after 3 cards of trick 2 with no claim"]

"""LIN's commentary keeps its place: an ``nt`` after a ``pc`` (BBO's vugraph
comments so on the card just played) is that card's note, written back after the
same card in LIN and as the card's note in PBN and the book notation; an ``nt``
among the calls or after the claim is the deal's, written back where it stood (one
among the calls after its call in PBN's auction; the book notation says it lost)."""

from __future__ import annotations

import json

from notation_deals import LIN_MD

from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Card, HandRecord
from bridgebook.syntax import parse

from .said import placed, read_clean_lin

# The board of LIN_MD: 1H 2H 4H by East, South leads; two tricks, then a claim.
_MD = LIN_MD
_LIN = (_MD + "nt|before the auction|pg||mb|1H|nt|after 1H|pg||mb|p|mb|2H|mb|p|mb|4H|"
        "mb|p|mb|p|mb|p|nt|after the auction|pg||pc|c5|nt|on the !C5|pg||nt|again on it|"
        "pg||pc|c3|pc|cA|pc|cJ|pg||pc|c4|pc|cK|pc|c2|pc|c9|nt|after the second trick|pg||"
        "mc|10|nt|after the claim|pg||")


def _read() -> HandRecord:
    return read_clean_lin(_LIN)


def test_an_nt_after_a_card_is_the_cards_note_one_line_an_nt() -> None:
    deal = _read().deals[0]
    assert [n.text for n in deal.notes] == [
        "before the auction", "after 1H", "after the auction", "after the claim"]
    assert deal.play is not None
    notes = {c.card: c.note.text for t in deal.play.tricks for c in t.cards if c.note}
    assert notes == {Card.C5: "on the ♣5\nagain on it", Card.C9: "after the second trick"}


def test_lin_to_lin_writes_every_nt_where_it_stood() -> None:
    lin, dropped = convert_record(_read(), "lin")
    assert dropped == []
    assert lin == (
        "pn|South,West,North,East|st||md|4SJ5H9DAT862CQ8752,SKQT94HAK73DQ4C93,"
        "S872HQT5DJ97CAT64,SA63HJ8642DK53CKJ|rh||ah|Board 1|sv|o|"
        "nt|before the auction|mb|1H|nt|after 1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pg||"
        "nt|after the auction|pc|C5|nt|on the !C5|nt|again on it|pc|C3|pc|CA|pc|CJ|pg||"
        "pc|C4|pc|CK|pc|C2|pc|C9|nt|after the second trick|pg||mc|10|nt|after the claim|\n")


def test_lin_to_pbn_and_the_book_notation_write_a_cards_note_with_its_card() -> None:
    pbn, dropped = convert_record(_read(), "pbn")
    assert dropped == []
    # South leads: the columns are S W N E; trick 2 is led by North (the ♣A won)
    assert "[Play \"S\"]\nC5 {on the \\C5\nagain on it} C3 CA CJ\n" \
        "C2 C9 {after the second trick} C4 CK\n*" in pbn
    hand, dropped = convert_record(_read(), "hand")
    # the 'nt' before 1H and the one after it, in the auction, have no place inside
    # the notation's auction: the deal's commentary, said (at the first's text: the md
    # item is 64 characters, then 'nt|' 3)
    assert placed(dropped) == [
        "1:68 P017 the book notation has no place for commentary among the calls: "
        "LIN's nt before the first call and after 1H (call 1) is kept as the deal's "
        "commentary"]
    # the card's two 'nt', two notes in braces on the card, each a line of its note
    assert "1. S: C5{on the ♣5}{again on it} C3 CA CJ\n" \
        "2. N: C4 CK C2 C9{after the second trick}\n" in hand
    again, found = parse(hand)
    assert found == []
    lin, dropped = convert_record(again, "lin")
    assert dropped == []
    assert "|pc|C5|nt|on the !C5|nt|again on it|pc|C3|" in lin


_PBN = ('[Board "1"]\n[Dealer "E"]\n'
        '[Deal "E:A63.J8642.K53.KJ J5.9.AT862.Q8752 KQT94.AK73.Q4.93 872.QT5.J97.AT64"]\n'
        '{on the deal}\n[Declarer "E"]\n[Contract "4H"]\n[Result "10"]\n'
        '[Auction "E"]\n1H Pass 2H Pass\n4H Pass Pass Pass\n[Play "S"]\n'
        'C5 {fourth best \\C} C3 CA CJ\nC2 C9 C4 CK {a trick for the king}\n*\n')


def test_pbn_to_lin_to_pbn_keeps_a_card_note_a_card_note() -> None:
    record, found = read_pbn(_PBN)
    assert found == []
    lin, dropped = convert_record(record, "lin")
    assert dropped == []
    assert "pc|C5|nt|fourth best !C|pc|C3|" in lin
    assert "pc|CK|nt|a trick for the king|pc|C2|" in lin
    again, found = read_lin(lin)
    assert found == []
    pbn, dropped = convert_record(again, "pbn")
    assert dropped == []
    assert "C5 {fourth best \\C} C3 CA CJ\nC2 C9 C4 CK {a trick for the king}\n*" in pbn
    assert pbn.count("{") == 3 and "{on the deal}" in pbn


def test_a_trick_too_long_for_a_line_of_the_notation_has_its_notes_under_it() -> None:
    # Vugraph talk on a card can run past a line of the book notation (2,000
    # characters): its trick's notes go under the row, each after its card.
    talk = "|".join(f"nt|kibitzer {i}: " + "x" * 90 for i in range(20)) + "|"
    before = _MD + "mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pc|c5|"
    record, found = read_lin(before + talk + "pc|c3|nt|ok|pc|cA|pc|cJ|pg||mc|10|")
    assert found == []
    hand, dropped = convert_record(record, "hand")
    lines = hand.splitlines()
    at = lines.index("1. S: C5 C3 CA CJ")
    assert lines[at + 1] == "> C5: kibitzer 0: " + "x" * 90
    assert lines[at + 2:at + 21] == [f"> kibitzer {i}: " + "x" * 90 for i in range(1, 20)]
    assert lines[at + 21:at + 23] == [">", "> C3: ok"]  # each card's note a paragraph
    # said at the first nt's text
    assert placed(dropped) == [
        f"1:{len(before) + len('nt|') + 1} P017 a trick's line with its cards' commentary "
        "is longer than a line of the notation (2,000 characters): the commentary is "
        "written under the trick, each note after its card's name"]
    again, found = parse(hand)
    assert [d for d in found if d.severity.name == "ERROR"] == []
    play = again.deals[0].play
    assert play is not None and [n.text for n in play.tricks[0].notes][::20] == [
        "C5: kibitzer 0: " + "x" * 90, ""]
    assert [n.text for n in play.tricks[0].notes][-1] == "C3: ok"


def test_a_note_with_no_place_too_long_for_its_row_is_said_at_the_deal() -> None:
    # JSON keeps no places: the notes still go under the row, and it is still said.
    talk = "|".join(f"nt|kibitzer {i}: " + "x" * 90 for i in range(20)) + "|"
    record, _ = read_lin(_MD + "mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|pc|c5|" + talk
                         + "pc|c3|pc|cA|pc|cJ|pg||mc|10|")
    data, _ = convert_record(record, "json")
    again = read_json(json.loads(data))
    deal = again.deals[0]
    assert deal.play is not None and deal.play.tricks[0].cards[0].note is not None
    assert deal.play.tricks[0].cards[0].note.span is None and deal.span is None
    hand, dropped = convert_record(again, "hand")
    assert "1. S: C5 C3 CA CJ\n> C5: kibitzer 0: " in hand
    assert [(d.code, d.message) for d in dropped] == [
        ("P017", "a trick's line with its cards' commentary is longer than a line of the "
         "notation (2,000 characters): the commentary is written under the trick, each "
         "note after its card's name")]

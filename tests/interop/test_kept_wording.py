"""What a conversion keeps of the record's own wording, where the target can hold it:
LIN's separate ``nt`` items and the runs of spaces in them, the record's result in its
words, its seat letters; and what a target cannot hold said once (P017)."""

from __future__ import annotations

from notation_deals import LIN_MD

from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

from .said import nt_items, read_clean_lin

# The board of LIN_MD: 1H 2H 4H by East, South leads the ♣5: West ♣3, North ♣A, East ♣J.
_AUCTION = "mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|"
# Three kibitzers' comments on lines one under the other (as BBO's vugraph writes
# them), the third with runs of spaces; and a card's note with a double space.
_LIN = (LIN_MD + _AUCTION + "pg||\nnt|caitlin: Hi all|pg||\nnt|vdoubleu: welcome|pg||\n"
        "nt|ahollan1: same boards   use http://x   to spy|pg||\n"
        "pc|c5|nt|Fleisher Team  http://y|pc|c3|pc|cA|pc|cJ|pg||mc|10|")
_SAID = ["caitlin: Hi all", "vdoubleu: welcome", "ahollan1: same boards   use http://x   to spy"]


def test_lin_nt_items_come_back_from_pbn_each_as_it_was() -> None:
    record = read_clean_lin(_LIN)
    assert [n.text for n in record.deals[0].notes] == _SAID
    pbn, dropped = convert_record(record, "pbn")
    assert dropped == []
    # each nt a paragraph of the deal's comment: PBN's comments one under the other
    # would be read as the lines of one paragraph
    assert "{caitlin: Hi all\n\nvdoubleu: welcome\n\nahollan1: same boards   use" in pbn
    again, found = read_pbn(pbn)
    assert found == []
    lin, dropped = convert_record(again, "lin")
    assert dropped == []
    assert nt_items(lin) == [*_SAID, "Fleisher Team  http://y"]


def test_lin_text_keeps_its_runs_of_spaces_in_lin_and_the_notation() -> None:
    record = read_clean_lin(_LIN)
    lin, dropped = convert_record(record, "lin")
    assert dropped == [] and nt_items(lin) == [*_SAID, "Fleisher Team  http://y"]
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert "C5{Fleisher Team  http://y}" in hand
    assert "> ahollan1: same boards   use http://x   to spy" in hand
    again, found = parse(hand)
    assert found == []
    play = again.deals[0].play
    assert play is not None and play.tricks[0].cards[0].note is not None
    assert play.tricks[0].cards[0].note.text == "Fleisher Team  http://y"
    lin, dropped = convert_record(again, "lin")
    assert nt_items(lin) == [*_SAID, "Fleisher Team  http://y"]

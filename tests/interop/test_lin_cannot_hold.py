"""What LIN cannot hold is said (P017): an auction that goes on unrecorded ('+'),
an end position (LIN's 'md' is read as a whole deal), PBN's irregularity marks
(the book notation has no place for them either)."""

from __future__ import annotations

from notation_deals import HANDS_COMPASS, PBN_DEAL

from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

HANDS = HANDS_COMPASS


def test_an_auction_that_goes_on_unrecorded_is_said() -> None:
    record, problems = parse("deal 1\ndealer: N\n" + HANDS + "auction: 1S pass 2D +\n")
    assert problems == []
    lin, lost = convert_record(record, "lin")
    assert "mb|1S|mb|p|mb|2D|pg||" in lin
    assert [d.message for d in lost] == [
        "LIN has no mark for an auction that goes on unrecorded (PBN's and the notation's "
        "'+'): the calls written end there, which LIN reads as an auction not finished"]
    assert [d.code for d in lost] == ["P017"]


def test_an_end_position_is_said() -> None:
    # Three cards each, hearts trumps, West to lead (PBN's end position: no auction).
    pbn = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQ... JT9... ..AKQ ...AKQ"]\n'
           '[Declarer "S"]\n[Contract "H"]\n')
    record, problems = read_pbn(pbn)
    assert problems == []
    assert record.deals[0].meta.get("position") == "end"
    _, lost = convert_record(record, "lin")
    assert ("P017", "LIN holds whole deals: an end position is written as its hands, "
            "which LIN reads as a deal short of cards") in [(d.code, d.message) for d in lost]


def test_pbns_irregularity_marks_are_named_where_they_are_left_out() -> None:
    # West's pass out of turn (^S, the third call) and South's revoke (^R on ♠3).
    pbn = ('[Board "1"]\n[Dealer "N"]\n'
           '[Deal "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 6543.6543.6543.Q 2.2.2.JT98765432"]\n'
           '[Declarer "N"]\n[Contract "7NT"]\n[Result "13"]\n[Auction "N"]\n'
           '7NT Pass Pass^S Pass\n[Play "E"]\nS7 S3^R S2 SA\n*\n')
    record, problems = read_pbn(pbn)
    assert [d.code for d in problems] == ["P016", "P016"]
    marks = "(^S on call 3 of the auction, ^R on S3); left out"
    for target, said in (("lin", "LIN has no place for PBN's irregularity marks "),
                         ("hand", "the book notation has no place for PBN's irregularity "
                          "marks ")):
        _, lost = convert_record(record, target)
        assert [(d.code, d.message) for d in lost] == [("P017", said + marks)]
    pbn_again, lost = convert_record(record, "pbn")
    assert lost == [] and "Pass^S" in pbn_again and "S3^R" in pbn_again


def test_a_tag_a_game_takes_from_an_earlier_one_is_said_at_the_game() -> None:
    # PBN's '##': "use this text for every later game" (PBN 4.8); LIN has no item
    # for an event, and each game's loss is placed at that game, not at the tag.
    games = [f'[Board "{n}"]\n[Dealer "N"]\n' + PBN_DEAL for n in (1, 2, 3)]
    pbn = '[Event "##Autumn"]\n' + "\n".join(games)
    record, problems = read_pbn(pbn)
    assert problems == []
    assert [d.meta.get("event") for d in record.deals] == ["Autumn"] * 3
    for deal, line in zip(record.deals, (1, 6, 10), strict=True):
        _, lost = convert_record(type(record)((deal,), record.meta), "lin")
        assert [(d.message, d.line) for d in lost] == [
            ("LIN has no item for Event; left out", line)]


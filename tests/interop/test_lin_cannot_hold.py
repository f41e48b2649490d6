"""What LIN cannot hold is said (P017): an auction that goes on unrecorded ('+'),
an end position (LIN's 'md' is read as a whole deal), PBN's irregularity marks
(the book notation has no place for them either)."""

from __future__ import annotations

from pathlib import Path

from notation_deals import HANDS_COMPASS, PBN_DEAL

from bridgebook.checking.deal import check_deal
from bridgebook.interop.convert import convert_record
from bridgebook.interop.lin import read_lin
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


def test_marks_of_their_own_are_kept_on_the_call_or_card_after_them() -> None:
    # PBN writes a mark of its own before what it marks ('1D ^I 1C': the 1C is
    # insufficient; the standard's test file). Two marks on one call are two; a
    # card's mark was lost at reading; each comes back where it stood.
    from notation_deals import PBN_7NT

    pbn = (PBN_7NT + "7NT Pass ^S ^I Pass Pass\n"
           '[Play "E"]\nS7 ^R S3 S2 SA\n*\n')
    record, problems = read_pbn(pbn)
    assert [(d.code, d.line, d.column) for d in problems] == [
        ("P016", 8, 10), ("P016", 8, 13), ("P016", 10, 4)]
    meta = record.deals[0].meta
    assert meta["pbn:Auction:mark:2"] == "^S ^I" and meta["pbn:Play:mark:S3"] == "^R"
    again, lost = convert_record(record, "pbn")
    assert lost == []
    assert "7NT Pass ^S ^I Pass Pass\n" in again and "S7 ^R S3 S2 SA\n" in again
    json_text, _ = convert_record(record, "json")
    assert '"pbn:Play:mark:S3": "^R"' in json_text
    marks = "(^S ^I on call 3 of the auction, ^R on S3); left out"
    for target in ("hand", "lin"):
        _, lost = convert_record(record, target)
        said = [d for d in lost if "irregularity" in d.message]
        # at the first mark, the ^S of line 8
        assert [(d.code, d.line, d.column, d.message.endswith(marks)) for d in said] == [
            ("P017", 8, 10, True)]


def test_a_marked_declarer_is_written_back_as_the_record_states_it() -> None:
    # The standard's test file marks South declarer after calls out of turn
    # ([Declarer "^S"]), though the auction as written makes East declarer: the
    # mark is on the record's South, which PBN written again keeps; the notation
    # and LIN name the marks of the tags too.
    from .test_real_files import REAL

    record, _ = read_pbn((REAL / "timheilman__bridge-pbn__correct_10.pbn").read_text(
        encoding="latin-1"))
    deal = next(d for d in record.deals if d.meta.get("event") == "Test illegals")
    single = type(record)((deal,), record.meta)
    pbn, _ = convert_record(single, "pbn")
    assert '[Declarer "^S"]' in pbn and '[Result "^5"]' in pbn
    # its five call marks and three card marks, before what they mark, as written
    assert "^S 1D ^I 1C 4S ^I 3NT\n^S ^S X 5H X Pass\n" in pbn
    assert "^L CK" in pbn and "^R S5" in pbn and "^R C6" in pbn
    _, lost = convert_record(single, "hand")
    assert any("^ on the Declarer tag, ^ on the Result tag, ^S on call 1 of the auction"
               in d.message for d in lost)


def test_a_mark_that_ends_a_play_row_is_on_the_next_row_s_first_card() -> None:
    # A mark of its own marks the card after it, wherever the row breaks; the
    # next row, which looks like four plain cards, is read word by word for it.
    from notation_deals import PBN_7NT

    pbn = PBN_7NT + '7NT Pass Pass Pass\n[Play "E"]\nS7 S3 S2 SA ^R\nS8 S4 H2 SK\n*\n'
    record, problems = read_pbn(pbn)
    assert [(d.code, d.line, d.column) for d in problems] == [("P016", 10, 13)]
    assert record.deals[0].meta["pbn:Play:mark:S8"] == "^R"
    again, _ = convert_record(record, "pbn")
    assert "S7 S3 S2 SA\n^R S8 S4 H2 SK\n" in again


def test_a_result_after_a_play_that_stops_short_is_said_where_it_becomes_a_claim() -> None:
    # The play stops at trick 1's gap (South's card not known) with no claim: the
    # source says so (L006, L010); LIN holds the result only as 'mc', which it reads
    # as a claim of the tricks not played: said once, at the Result.
    pbn = ('[Board "1"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
           '[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432"]\n'
           '[Declarer "N"]\n[Contract "3NT"]\n[Result "12"]\n[Auction "N"]\n'
           '3NT Pass Pass Pass\n[Play "E"]\nST - S2 SA\nS9 S6 S3 SK\n*\n')
    record, _ = read_pbn(pbn)
    lin, lost = convert_record(record, "lin")
    assert "pc|ST|pg||mc|12|" in lin
    (said,) = [d for d in lost if "claim" in d.message]
    assert said.code == "P017" and (said.line, said.column) == (7, 10)
    # A play that ends in a claim of its own is a claim in LIN: nothing to say.
    claimed = pbn.replace("ST - S2 SA\nS9 S6 S3 SK\n*\n", "ST S5 S2 SA\n*\n")
    record, _ = read_pbn(claimed)
    _, lost = convert_record(record, "lin")
    assert [d for d in lost if "claim" in d.message] == []


def test_a_trick_short_of_its_last_card_ends_the_play_in_lin() -> None:
    # The PBN standard's example with East's card of trick 3 not known ('-'): S won
    # trick 2 with ♣K and leads ♠7, W ♠2, N ♥6, and East, last to play, '-'. LIN
    # numbers no trick: the cards of trick 4 would be read as trick 3's fourth card
    # and on, every later card by the wrong seat. The play ends after trick 3's three
    # cards (4 + 4 + 3 = 11), said.
    path = Path(__file__).resolve().parents[2] / "hands" / "pbn" / "pbn-spec-example.pbn"
    text = path.read_text(encoding="utf-8").replace("S2 H6 S5 S7", "S2 H6 - S7")
    record, _ = read_pbn(text)
    lin, lost = convert_record(record, "lin")
    assert lin.count("|pc|") == 11 and lin.endswith("pc|S7|pc|S2|pc|H6|pg||mc|9|\n")
    (said,) = [d for d in lost if d.message.startswith("trick 3")]
    assert (said.code, said.line, said.column) == ("P017", 28, 1)
    assert "the card of E is not known" in said.message
    assert said.message.endswith("tricks 4 to 7 left out")
    again, problems = read_lin(lin)
    assert problems == []
    assert [d.code for d in check_deal(again.deals[0]).diagnostics if d.code == "L001"] == []


def test_a_card_played_twice_at_the_end_of_a_trick_is_kept_in_lin() -> None:
    # Deal 06 with W's ♥3 played again at trick 6 (its last card): written in the
    # order played as the record gives it (9 tricks, 36 cards), nothing said lost;
    # the LIN's check finds ♥3 played twice at trick 6, as the record's does.
    path = Path(__file__).resolve().parents[2] / "hands" / "deals" / "06-duck-for-the-suit.hand"
    text = path.read_text(encoding="utf-8").replace("6. N: 3♦ 5♥ 2♣ 3♣", "6. N: 3♦ 5♥ 2♣ 3♥")
    record, _ = parse(text)
    lin, lost = convert_record(record, "lin")
    assert lin.count("|pc|") == 36 and "pc|D3|pc|H5|pc|C2|pc|H3|" in lin
    assert [d for d in lost if d.message.startswith("trick")] == []
    again, _ = read_lin(lin)
    assert [(d.code, d.trick) for d in check_deal(again.deals[0]).diagnostics
            if d.code == "L002"] == [("L002", 6)]

"""What a PBN game states is written back as stated: a Declarer tag the auction does
not bear out (A012, told by the check of either file), and a play that goes on
unrecorded (PBN's '+'), which no one claimed, stopped as the book notation's '...'."""

from __future__ import annotations

import json
from pathlib import Path

from notation_deals import PBN_3NT

from bridgebook.checking import check_file
from bridgebook.checking.text import check_text
from bridgebook.diagnostics import Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

# North deals and bids 3NT after 2C 2D: North declares, East leads ♥J to North's ♥A,
# and North cashes ♠A (columns E S W N).
BASE = PBN_3NT


def _said(text: str, name: str) -> list[str]:
    return [f"{d.line}:{d.column} {d.code}" for d in check_text(text, name).diagnostics
            if d.severity is not Severity.INFO]


def test_a_declarer_tag_the_auction_denies_is_written_back_as_stated() -> None:
    text = BASE.replace('[Declarer "N"]', '[Declarer "S"]') + "ST S5 S2 SA\n*\n"
    assert _said(text, "s.pbn") == ["5:12 A012"]
    record, _ = read_pbn(text)
    pbn, lost = convert_record(record, "pbn")
    assert lost == []
    assert '[Declarer "S"]\n[Contract "3NT"]\n' in pbn
    # the check of the PBN written says what the source's does, at its own tag
    assert [s.split()[1] for s in _said(pbn, "again.pbn")] == ["A012"]


def test_a_play_that_goes_on_unrecorded_is_no_claim() -> None:
    # '+' in West's column of trick 2 (North led ♠A, East ♠10, South ♠5): the play
    # goes on, unrecorded; the result is 13, but no one claimed.
    text = BASE + "ST S5 + SA\n*\n"
    record, found = read_pbn(text)
    assert found == [] and record.deals[0].claim is None
    assert _said(text, "plus.pbn") == []
    hand, lost = convert_record(record, "hand")
    assert lost == []
    assert hand.endswith("play:\n1. E: HJ H5 H2 HA\n2. N: SA S10 S5 ...\nresult: 13\n")
    assert _said(hand, "plus.hand") == []
    # back to PBN: the '+' in the cell of the seat to play next, West's
    again, _ = parse(hand)
    pbn, lost = convert_record(again, "pbn")
    assert lost == [] and "HJ H5 H2 HA\nST S5 + SA\n*\n" in pbn
    assert read_pbn(pbn)[0].deals[0].claim is None


def test_a_play_stopped_after_a_whole_trick_is_written_with_a_plus_row() -> None:
    # the book notation's '...' on a whole trick, North (who won it) to lead next:
    # North's column is PBN's fourth, so '- - - +'
    record, _ = read_pbn(BASE + "*\n")
    hand, _ = convert_record(record, "hand")
    stopped = hand.replace("1. E: HJ H5 H2 HA\nclaim: N 12\n", "1. E: HJ H5 H2 HA ...\n")
    assert "1. E: HJ H5 H2 HA ...\nresult: 13\n" in stopped
    pbn, lost = convert_record(parse(stopped)[0], "pbn")
    assert lost == [] and "HJ H5 H2 HA\n- - - +\n*\n" in pbn
    assert read_pbn(pbn)[0].deals[0].claim is None


def test_a_contract_tag_the_auction_denies_is_written_back_as_stated() -> None:
    # the auction ends 3NT passed out, undoubled; the tag says 3NTX
    text = BASE.replace('[Contract "3NT"]', '[Contract "3NTX"]') + "ST S5 S2 SA\n*\n"
    assert _said(text, "x.pbn") == ["6:12 A012"]
    record, _ = read_pbn(text)
    pbn, _ = convert_record(record, "pbn")
    assert '[Declarer "N"]\n[Contract "3NTX"]\n' in pbn
    assert [s.split()[1] for s in _said(pbn, "again.pbn")] == ["A012"]


def test_a_play_tag_the_auction_denies_keeps_its_columns() -> None:
    # 3NT by North: East leads; the Play tag says West, whose column comes first:
    # West's ♥2, North's ♥A, East's ♥J, South's ♥5 (trick 1 led by the wrong seat)
    text = BASE.replace('[Play "E"]\nHJ H5 H2 HA\n', '[Play "W"]\nH2 HA HJ H5\n') + "*\n"
    told = _said(text, "w.pbn")
    assert [s.split()[1] for s in told] == ["L004"]
    record, _ = read_pbn(text)
    pbn, _ = convert_record(record, "pbn")
    assert '[Play "W"]\nH2 HA HJ H5\n*\n' in pbn
    assert [s.split()[1] for s in _said(pbn, "again.pbn")] == ["L004"]


# The same deal in the book notation: North bids 3NT after 2C 2D, so North declares.
HAND = """\
deal 1
laws: contract-duplicate
dealer: N
N: S—A, K, Q, J; H—A, K, Q; D—A, K, Q; C—A, K, Q
E: S—10, 9, 8; H—J, 10, 9, 8; D—J, 10, 9; C—J, 10, 9
S: S—7, 6, 5; H—7, 6, 5; D—8, 7, 6, 5; C—8, 7, 6
W: S—4, 3, 2; H—4, 3, 2; D—4, 3, 2; C—5, 4, 3, 2
auction: 2♣ pass 2♦ pass 3NT pass pass pass
"""


def _stated(line: str) -> str:
    return HAND.replace("dealer: N\n", f"dealer: N\n{line}\n")


def test_a_declarer_line_in_words_is_kept_as_the_letter_is() -> None:
    # 'South', 'south' and 'S' state one seat: each is A012 at its value (line 4,
    # column 11) and written as PBN's Declarer "S", which the check of the PBN tells
    # again at its own tag; nothing is lost
    for said in ("South", "south", "S"):
        text = _stated(f"declarer: {said}")
        assert _said(text, "d.hand") == ["4:11 A012"]
        pbn, lost = convert_record(parse(text)[0], "pbn")
        assert lost == []
        assert '[Declarer "S"]\n[Contract "3NT"]\n' in pbn
        assert [s.split()[1] for s in _said(pbn, "again.pbn")] == ["A012"]


def test_a_contracts_by_is_kept_as_the_declarer_tag() -> None:
    # '4S by S': PBN's Contract tag has no declarer, so South goes in the Declarer tag;
    # the PBN states both again: one contradiction with the auction (3NT by N), told
    # once at the Contract tag, naming both tags' contract, with the Declarer tag's
    # A012 folded under it
    text = _stated("contract: 4S by S")
    assert _said(text, "c.hand") == ["4:11 A012"]
    (hand,) = check_text(text, "c.hand").diagnostics
    assert hand.message == "the record says 4♠ by S, but the auction makes 3NT by N"
    assert hand.hint is not None and hand.hint.endswith(
        "; write 'contract: 3NT by N'; the deal is checked so")
    pbn, lost = convert_record(parse(text)[0], "pbn")
    assert lost == []
    assert '[Declarer "S"]\n[Contract "4S"]\n' in pbn
    lines = pbn.splitlines()
    at = lines.index('[Contract "4S"]') + 1
    assert _said(pbn, "again.pbn") == [f"{at}:12 A012"]
    (again,) = check_text(pbn, "again.pbn").diagnostics
    assert again.message == "the record says 4♠ by S, but the auction makes 3NT by N"
    assert again.hint is not None and again.hint.endswith(
        '; write [Contract "3NT"] and [Declarer "N"]; the deal is checked so')
    assert [(d.code, d.line) for d in again.folded] == [("A012", at - 1)]


def test_a_contracts_by_that_the_declarer_line_denies_is_said_lost() -> None:
    # 'declarer: S' and '4S by W': PBN has one Declarer tag, the declarer: line's; the
    # contract's 'by W' cannot be written (P017 at the contract line, line 5)
    text = _stated("declarer: S\ncontract: 4S by W")
    pbn, lost = convert_record(parse(text)[0], "pbn")
    assert '[Declarer "S"]\n[Contract "4S"]\n' in pbn
    assert [(d.code, d.line, d.column) for d in lost] == [("P017", 5, 11)]
    assert "'by W'" in lost[0].message


def test_the_claim_a_result_makes_under_a_wrong_declarer_tag_is_folded() -> None:
    # The auction makes 3NT by N; the tags say 4S by E. N wins trick 1 (CA over CJ);
    # PBN's claim of the rest counted from Result "9" for the Declarer tag's side (EW)
    # gives E 9 of the 12 left, and NS 1 + 3 = 4 tricks, not 9 (L008). For N, the claim
    # is 9 - 1 = 8, and the result checks: one message, both A012 and the L008 under it.
    text = """\
[Board "1"]
[Dealer "N"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432"]
[Declarer "E"]
[Contract "4S"]
[Result "9"]
[Auction "N"]
2C Pass 2D Pass
3NT Pass Pass Pass
[Play "E"]
CJ C6 C2 CA
*
"""
    (told,) = check_text(text, "t.pbn").diagnostics
    assert (told.code, told.line, told.column) == ("A012", 5, 12)
    assert told.message == "the record says 4♠ by E, but the auction makes 3NT by N"
    assert [(d.code, d.line, d.column) for d in told.folded] == [("A012", 4, 12),
                                                                 ("L008", 6, 10)]
    (report,) = check_text(text, "t.pbn").deals
    assert report.deal.claim is not None and report.deal.claim.tricks == 8


PASSED_OUT = """\
[Event "x"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJT.A432.8643.K2 A875.JT9.A5.T765 9642.765.JT.QJ93 K3.KQ8.KQ972.A84"]
[Declarer ""]
[Contract "Pass"]
[Result ""]
[Auction "N"]
Pass Pass Pass Pass
"""


def test_a_passed_out_boards_empty_result_is_written_back_empty() -> None:
    # four passes: no declarer, no contract, no tricks; the game's Result states none
    # with "", and PBN written from it says so as the game does, not '?'
    record, _ = read_pbn(PASSED_OUT)
    pbn, lost = convert_record(record, "pbn")
    assert lost == []
    assert '\n[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n' in pbn
    again, _ = read_pbn(pbn)
    assert convert_record(again, "pbn")[0] == pbn


def test_a_passed_out_deal_of_the_notation_is_written_with_an_empty_result() -> None:
    # The notation has no result for a deal passed out (no tricks are played): PBN
    # written from it gives the Result a passed-out board has, "", not '?'; so does
    # the same board read from PBN, through the notation and back.
    hands = ("N: S—Q, J, 10; H—A, 4, 3, 2; D—8, 6, 4, 3; C—K, 2\n"
             "E: S—A, 8, 7, 5; H—J, 10, 9; D—A, 5; C—10, 7, 6, 5\n"
             "S: S—9, 6, 4, 2; H—7, 6, 5; D—J, 10; C—Q, J, 9, 3\n"
             "W: S—K, 3; H—K, Q, 8; D—K, Q, 9, 7, 2; C—A, 8, 4\n")
    for tail in ("auction: pass pass pass pass\n", "contract: passed out\n"):
        record, problems = parse("deal 1\ndealer: N\n" + hands + tail)
        assert problems == []
        pbn = convert_record(record, "pbn")[0]
        assert '\n[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n' in pbn, pbn
    record, _ = read_pbn(PASSED_OUT)
    hand = convert_record(record, "hand")[0]
    assert "result" not in hand
    record, _ = parse(hand)
    assert '\n[Result ""]\n' in convert_record(record, "pbn")[0]
    # A passed-out board's Result "0" (no tricks taken) is written back as read.
    record, _ = read_pbn(PASSED_OUT.replace('[Result ""]', '[Result "0"]'))
    assert '\n[Result "0"]\n' in convert_record(record, "pbn")[0]


def test_a_passed_out_result_of_no_trick_goes_through_the_notation_and_json(
        tmp_path: Path) -> None:
    # Result "0": the notation writes it 'result: 0' (which it reads on a deal passed
    # out); JSON, whose "tricks" are the declarer's (none: there is no declarer),
    # keeps its text "0", read back as no trick won. Back to PBN, each is "0" again.
    record, _ = read_pbn(PASSED_OUT.replace('[Result ""]', '[Result "0"]'))
    hand, lost = convert_record(record, "hand")
    assert lost == [] and hand.endswith("auction: pass pass pass pass\nresult: 0\n")
    again, problems = parse(hand)
    assert problems == []
    assert '\n[Result "0"]\n' in convert_record(again, "pbn")[0]
    text, lost = convert_record(record, "json")
    assert lost == []
    deal = json.loads(text)["deals"][0]
    assert deal["result"] == {"text": "0", "tricks": None}
    from_json = read_json(json.loads(text))
    assert from_json.deals[0].result is not None and from_json.deals[0].result.tricks == 0
    assert '\n[Result "0"]\n' in convert_record(from_json, "pbn")[0]
    # and each is checked clean, as the PBN is
    assert check_text(hand, "x.hand").diagnostics == []
    (tmp_path / "x.json").write_text(text, encoding="utf-8")
    assert check_file(tmp_path / "x.json").diagnostics == []


def test_a_result_tag_of_a_question_mark_is_written_back_so() -> None:
    record, _ = read_pbn(PASSED_OUT.replace('[Result ""]', '[Result "?"]'))
    assert '\n[Result "?"]\n' in convert_record(record, "pbn")[0]

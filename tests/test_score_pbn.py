"""A PBN score record (a score keeper's tags: Rubber, Honours, Chicane, Revoke) is
scored by ``check`` as the book notation's is: its mistakes are told, by ``check``
and by ``score`` alike.

Figures from the contract laws (docs/scoring.md): 4♠ made by South, 120 below the
line, is North-South's first game, so they are vulnerable at deal 2 (not "None");
3NT made, 100, is their second game and the rubber: deal 3 comes after it.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from bridgebook.checking import check_file, check_text
from bridgebook.cli import main
from bridgebook.diagnostics import Diagnostic


def _game(board: int, contract: str, vulnerable: str, extra: str = "") -> str:
    return (f'[Board "{board}"]\n[Dealer "N"]\n[Vulnerable "{vulnerable}"]\n'
            f'[Deal "N:- - - -"]\n[Scoring "Rubber"]\n[Declarer "S"]\n'
            f'[Contract "{contract}"]\n[Result "{3 + int(contract[0]) + 3}"]\n{extra}\n')


_RUBBER = ("% PBN 2.1\n\n" + _game(1, "4S", "None", '[Rubber "one"]\n')
           + _game(2, "3NT", "None") + _game(3, "1NT", "?"))


def _codes(found: list[Diagnostic]) -> list[tuple[str, int]]:
    return [(d.code, d.line) for d in found]


def test_a_pbn_record_of_rubbers_is_scored_by_check(tmp_path: Path) -> None:
    # Game 2's Vulnerable is line 15 (its column 14: the value); game 3 opens at 22.
    assert _codes(check_text(_RUBBER, "r.pbn").diagnostics) == [("S004", 15), ("S002", 22)]
    path = tmp_path / "r.pbn"
    path.write_text(_RUBBER, encoding="utf-8")
    # as 'bridgebook check' reads it (its deals not kept, unless it is a score record)
    assert _codes(check_file(path, keep=False).diagnostics) == [("S004", 15), ("S002", 22)]
    checked = CliRunner().invoke(main, ["check", str(path)])
    assert checked.exit_code == 1 and "S004" in checked.output and "S002" in checked.output
    scored = CliRunner().invoke(main, ["score", "--json", str(path)])
    data = json.loads(scored.output)
    assert [(d["code"], d["line"], d["column"]) for d in data["diagnostics"]] == [
        ("S004", 15, 14), ("S002", 22, 1)]
    assert scored.exit_code == 1


def test_a_score_keepers_tag_not_understood_is_told_in_pbn(tmp_path: Path) -> None:
    text = "% PBN 2.1\n\n" + _game(1, "4S", "None", '[Rubber "one"]\n[Honours "garbage"]\n')
    path = tmp_path / "h.pbn"
    path.write_text(text, encoding="utf-8")
    (said,) = check_file(path, keep=False).diagnostics
    assert (said.code, said.line, said.column) == ("S008", 12, 11)
    assert "garbage" in said.message




def test_a_deal_passed_out_with_no_hands_is_no_score_record() -> None:
    # A passed-out deal written with no hands scores nothing: the record stays a
    # record of deals, not scored by the check (deal 2's vulnerability, stated none
    # where board 2 gives North-South, is not weighed: no S004).
    text = ("laws: contract-duplicate\n\ndeal 1\ncontract: passed out\n\n"
            "deal 2\ndealer: E\nvulnerable: none\nauction: pass 4S pass pass pass\n"
            "result: 10\n")
    assert "S004" not in {d.code for d in check_text(text).diagnostics}
    # with a contract played at deal 1 it is one (a contract with no hands): S004
    played = text.replace("contract: passed out", "contract: 1NT by N\nresult: 7")
    assert "S004" in {d.code for d in check_text(played).diagnostics}


def _kept(board: int, dealer: str, declarer: str, contract: str, tricks: int,
          vulnerable: str) -> str:
    # A score keeper's game: the dealer, the contract and its result, no hands,
    # auction or play (the auction PBN's Contract implies is none of the deal's own).
    return (f'[Board "{board}"]\n[Dealer "{dealer}"]\n[Vulnerable "{vulnerable}"]\n'
            f'[Scoring "Rubber"]\n[Declarer "{declarer}"]\n[Contract "{contract}"]\n'
            f'[Result "{tricks}"]\n\n')


def test_a_pbn_contract_deal_with_no_hands_is_scored_by_check(tmp_path: Path) -> None:
    # Contract rubber bridge: 4♠ by North making ten tricks is 4 × 30 = 120 below the
    # line, North-South's game, so they are vulnerable at board 2 ("None" is S004 at
    # line 13, its value at column 14); 3NT by East making nine is 40 + 30 + 30 = 100,
    # East-West's game, so both are vulnerable at board 3 (S004 at line 21, "All").
    text = ("% PBN 2.1\n\n" + _kept(1, "N", "N", "4S", 10, "None")
            + _kept(2, "E", "E", "3NT", 9, "None") + _kept(3, "S", "N", "2H", 8, "None"))
    path = tmp_path / "kept.pbn"
    path.write_text(text, encoding="utf-8")
    for found in (check_text(text, "kept.pbn").diagnostics,
                  check_file(path, keep=False).diagnostics):
        assert [(d.code, d.line, d.column) for d in found] == [("S004", 13, 14),
                                                                ("S004", 21, 14)]
        assert ['[Vulnerable "NS"]' in (d.hint or "") for d in found] == [True, False]
        assert '[Vulnerable "All"]' in (found[1].hint or "")
    checked = CliRunner().invoke(main, ["check", str(path)])
    assert checked.exit_code == 1 and checked.output.count("S004") == 2


def test_a_contract_with_no_dealer_and_no_board_is_another_tables_not_a_score() -> None:
    # A team match's file gives the other room's contract after a board as a game of
    # Declarer, Contract and Result alone (no Board, no Dealer): it is no score
    # keeper's deal, and the file stays a file of boards. Board 2's Vulnerable "None"
    # (North-South by the duplicate order) is not weighed: no S004.
    board = ('[Board "{n}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
             '[Deal "N:AKQJ.AKQ.AKQ.AKQ 5432.5432.5432.5 T987.T987.T987.T 6.J6.J6.J98765432"]\n'
             '[Declarer "N"]\n[Contract "1C"]\n[Result "7"]\n'
             '[Auction "N"]\n1C Pass Pass Pass\n\n')
    other = '[Declarer "N"]\n[Contract "1C"]\n[Result "7"]\n\n'
    text = board.format(n=1) + other + board.format(n=2) + other
    assert "S004" not in {d.code for d in check_text(text, "teams.pbn").diagnostics}


def test_a_pbn_deal_that_cannot_be_scored_is_hinted_in_pbns_terms() -> None:
    # A Contract tag alone is a score keeper's deal with no Result: no tricks to score
    # (S009 at its one line). Its hint names PBN's Result tag, the tricks the declarer
    # won, not the book notation's 'result:' line and its Y Z.
    (said,) = check_text('[Contract "1C"]\n', "kept.pbn").diagnostics
    assert (said.code, said.line, said.message) == ("S009", 1, "deal 1 gives no tricks won")
    assert said.hint == 'add a [Result] tag, the tricks the declarer won: [Result "8"]'
    # the book notation's deal keeps its own words
    (said,) = check_text("deal 1\ncontract: 1C by Z\n").diagnostics
    assert (said.code, said.hint) == ("S009", "add a 'result:' line: 'Y Z win two by cards'")


_NO_SCORING = """\
[Event "score pad"]
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Contract "4S"]
[Declarer "S"]
[Result "10"]

[Board "3"]
[Dealer "S"]
[Vulnerable "NS"]
[Contract "2H"]
[Declarer "W"]
[Result "8"]
"""


def test_a_board_vulnerability_without_a_scoring_tag_points_to_a_rubber() -> None:
    # No [Scoring] tag: the games are duplicate boards, and board 3 is East-West
    # vulnerable by its number (the board cycle: 1 none, 2 NS, 3 EW, 4 both).
    found = check_text(_NO_SCORING, "pad.pbn").diagnostics
    assert [(d.code, d.span.line if d.span else 0) for d in found] == [("S004", 11)]
    assert "board 3 makes it east-west" in found[0].message
    assert (found[0].hint or "").startswith('write [Vulnerable "EW"], as board 3 gives it')
    assert '[Scoring "Rubber"]' in (found[0].hint or "")
    # Scored as a rubber, North-South are vulnerable after their game at board 1.
    rubber = _NO_SCORING.replace('[Board "1"]', '[Scoring "Rubber"]\n[Board "1"]').replace(
        '[Board "3"]', '[Scoring "Rubber"]\n[Board "3"]')
    assert check_text(rubber, "pad.pbn").diagnostics == []

"""A record that names no rubber: a run of rubbers, as a score pad is, and what it
states (a vulnerability) weighed against the games won, as in a record of rubbers.

Figures from the contract text (docs/scoring.md): 4♠ made is 4 x 30 = 120 below the
line, a game; two games to none is the rubber, 700; an unfinished rubber scores 300 for
a game up (bridgebook's reading, the text is silent).
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from bridgebook.checking import check_text
from bridgebook.cli import main
from bridgebook.engine.scoring import score_record
from bridgebook.model import Side

_FOUR_SPADES = "contract: 4S by S\nresult: 10\n"


def _record(deals: int, head: str = "laws: contract-rubber\n") -> str:
    return head + "".join(f"\ndeal {n}\n{_FOUR_SPADES}" for n in range(1, deals + 1))


def test_a_deal_after_a_rubber_decided_starts_the_next() -> None:
    checked = check_text(_record(3))
    assert checked.diagnostics == []
    scored = score_record(checked.deals, checked.record.meta)
    first, second = scored.rubbers
    assert [d.ident for d in first.deals] == [1, 2]
    assert first.finished and first.winner is Side.NS
    assert first.total(Side.NS) == 120 + 120 + 700
    assert [d.ident for d in second.deals] == [3]
    assert not second.finished
    assert second.tricks == (120, 0) and second.bonus == 300
    assert scored.members == [[0, 1], [2]]


def test_the_score_command_shows_every_rubber_of_the_pad(tmp_path: Path) -> None:
    path = tmp_path / "pad.hand"
    path.write_text(_record(5), encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", str(path)])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["diagnostics"] == []
    # deals 1-2 the first rubber, 3-4 the second (940 each), 5 the third, unfinished
    assert [[d["deal"] for d in r["deals"]] for r in data["rubbers"]] == [[1, 2], [3, 4], [5]]
    assert [r["totals"]["NS"]["total"] for r in data["rubbers"]] == [940, 940, 420]


def test_a_record_of_rubbers_still_reports_a_deal_after_its_rubber() -> None:
    # Its 'rubber:' line says where its rubber starts: a third deal in it is S002.
    checked = check_text(_record(3, "laws: contract-rubber\nrubber: one\n"))
    assert [(d.code, d.line) for d in checked.diagnostics] == [("S002", 12)]


def test_a_chicago_record_runs_on_in_sets_of_four() -> None:
    text = _record(5, "laws: chicago\n")
    checked = check_text(text)
    assert checked.diagnostics == []
    rubbers = score_record(checked.deals, checked.record.meta).rubbers
    assert [[d.ident for d in r.deals] for r in rubbers] == [[1, 2, 3, 4], [5]]


def test_a_stated_vulnerability_is_weighed_without_a_rubber_line() -> None:
    # 3♣X made with two over by South: the stated vulnerability (north-south) is not
    # the games' (none), S004; the overtricks are scored as the games make it, not
    # vulnerable, 2 x 100 (200 vulnerable each: the 400 the line would give).
    text = ("laws: contract-rubber\n\ndeal 1\ncontract: 3♣X by S\n"
            "vulnerable: north-south\nresult: +2\n")
    checked = check_text(text)
    assert [(d.code, d.line, d.column) for d in checked.diagnostics] == [("S004", 5, 13)]
    rubber = score_record(checked.deals, checked.record.meta).rubbers[0]
    assert rubber.deals[0].points(Side.NS, below=False, what="overtricks") == 200


def test_score_says_a_vulnerability_the_games_do_not_give_in_any_record(
        tmp_path: Path) -> None:
    # A deal with its auction (no score keeper's line: the check does not score it),
    # stated vulnerable both on the first deal of a rubber: 'score' scores it not
    # vulnerable, and says so.
    path = tmp_path / "lesson.hand"
    path.write_text("laws: contract-rubber\n\ndeal 1\ndealer: S\nvulnerable: both\n"
                    "auction: 1NT pass 3NT pass pass pass\nresult: south wins nine tricks\n",
                    encoding="utf-8")
    assert check_text(path.read_text(encoding="utf-8")).diagnostics == []
    out = CliRunner().invoke(main, ["score", "--json", str(path)])
    data = json.loads(out.output)
    assert [(d["code"], d["line"]) for d in data["diagnostics"]] == [("S004", 5)]
    assert out.exit_code == 1


# --- through PBN ---------------------------------------------------------------

_RUBBERS = """\
laws: contract-rubber
sides: north-south Smith, Jones; east-west Brown, Robinson

deal 1
rubber: first
contract: 4♠ by S
result: =
honours: north-south four honours in one hand

deal 2
contract: 3NT by S
result: =

deal 3
rubber: second
contract: 3NT by S
result: =
"""


def _totals(text: str) -> list[tuple[int, int, int]]:
    checked = check_text(text)
    return [(r.total(Side.NS), r.total(Side.EW), len(r.deals))
            for r in score_record(checked.deals, checked.record.meta).rubbers]


def test_a_record_goes_to_pbn_and_back_with_its_rubbers_and_honours() -> None:
    from bridgebook.interop.convert import convert_record
    from bridgebook.syntax import parse

    # Rubber 'first': 4♠ (120) and 3NT (100), two games to none, 700; four trump
    # honours in one hand 100: 1020. Rubber 'second' (its own line, not run on from
    # the first): 3NT, a game up in an unfinished rubber, 100 + 300.
    assert _totals(_RUBBERS) == [(1020, 0, 2), (400, 0, 1)]
    pbn, lost = convert_record(parse(_RUBBERS)[0], "pbn")
    assert '[Rubber "first"]' in pbn and '[Rubber "second"]' in pbn
    assert '[Honours "north-south four honours in one hand"]' in pbn
    # the record's 'sides:' (names for the columns) is said lost once, not a game; the
    # results' words ('=') are written as tricks, said at each (the report folds them)
    words = ("PBN has no place for the record's words of the result: the result written "
             "as the declaring side's tricks (the Result tag)")
    assert [(d.line, d.column, d.message) for d in lost] == [
        (7, 9, words), (2, 8, "PBN has no tag for the book notation's 'sides:'; left out"),
        (12, 9, words), (17, 9, words)]
    back, _ = convert_record(check_text(pbn, "r.pbn").record, "hand")
    assert _totals(back) == [(1020, 0, 2), (400, 0, 1)]


def test_a_deal_under_other_laws_starts_a_rubber_of_its_own() -> None:
    # Deal 1 under 1905: no trump, two by cards, 24 (12 a trick); deal 2 a contract
    # deal, 3NT made, 100: scored under its own laws, no S014.
    text = ("laws: laws-1905\n\ndeal 1\nmake: Z no trump\n"
            "result: north-south win two by cards\nhonours: none\n\n"
            "deal 2\nlaws: contract-rubber\ncontract: 3NT by N\nresult: =\n")
    checked = check_text(text)
    assert checked.diagnostics == []
    rubbers = score_record(checked.deals, checked.record.meta).rubbers
    assert [(r.code, r.tricks) for r in rubbers] == [("laws-1905", (24, 0)),
                                                      ("contract-rubber", (100, 0))]


def test_a_rubbers_vulnerability_left_to_the_games_goes_to_pbn_as_unknown() -> None:
    from bridgebook.interop.convert import convert_record
    from bridgebook.syntax import parse

    # Three 4♠ made by South with no 'vulnerable:' line: after deal 1 North-South are
    # vulnerable, which PBN's "None" would contradict (S004 after the round trip).
    text = _record(3)
    pbn, _ = convert_record(parse(text)[0], "pbn")
    assert [line for line in pbn.splitlines() if line.startswith("[Vulnerable")] == [
        '[Vulnerable "None"]', '[Vulnerable "?"]', '[Vulnerable "?"]']
    back, _ = convert_record(check_text(pbn, "r.pbn").record, "hand")
    assert "vulnerable:" not in back.replace("vulnerable: None", "", 1)
    checked = check_text(back)
    assert checked.diagnostics == []
    assert [r.total(Side.NS) for r in score_record(checked.deals,
                                                   checked.record.meta).rubbers] == [940, 420]


def test_a_chicago_set_is_won_as_a_set() -> None:
    from bridgebook.scoresheet import rubber_value

    # Dealers N, E, S, W: deal 1 nobody vulnerable, 4♠ by N 120 and game 300; deal 2
    # East-West vulnerable, 3NT by E 100 and 500; deal 3 North-South vulnerable, 2♥
    # by S 60; deal 4, 1NT by W 40: a part score each left at the end, 100 each.
    # North-South 120 + 300 + 60 + 100 = 580, East-West 100 + 500 + 40 + 100 = 740.
    text = ("laws: chicago\n\ndeal 1\ncontract: 4♠ by N\nresult: =\n\n"
            "deal 2\ncontract: 3NT by E\nresult: =\n\ndeal 3\ncontract: 2♥ by S\nresult: =\n\n"
            "deal 4\ncontract: 1NT by W\nresult: =\n")
    checked = check_text(text)
    (chicago,) = score_record(checked.deals, checked.record.meta).rubbers
    assert (chicago.total(Side.NS), chicago.total(Side.EW)) == (580, 740)
    assert rubber_value(chicago) == "East-West win the set by 160"


def test_a_record_in_the_books_letters_keeps_its_sides_through_json(tmp_path: Path) -> None:
    source = tmp_path / "book.hand"
    source.write_text("laws: laws-1905\nrubber: r\n\ndeal 1\nmake: Z declares hearts\n"
                      "result: Y Z win two by cards\n", encoding="utf-8")
    target = tmp_path / "book.json"
    converted = CliRunner().invoke(main, ["convert", str(source), "-o", str(target)])
    assert converted.exit_code == 0, converted.output
    for path in (source, target):
        out = CliRunner().invoke(main, ["score", "--json", str(path)])
        (rubber,) = json.loads(out.output)["rubbers"]
        assert rubber["sides"] == {"NS": "Y Z", "EW": "A B"}
        # two by cards in hearts, 8 a trick (1905 law 4): 16 to Y Z
        assert rubber["totals"]["NS"]["tricks"] == 16


def test_a_lesson_hand_among_contract_deals_is_no_mistake() -> None:
    # Deals 2 and 3 are written as a score keeper writes them (a contract, no hands):
    # the record is scored. Deal 1, a lesson's hand with nothing to score, is not
    # one of his deals: no S009. 4♠ made by South at deal 2 is North-South's first
    # game, so deal 3's 'vulnerable: none' is S004 (line 13, its value at column 13).
    text = ("laws: contract-rubber\n\ndeal 1\nN: ♠ A K Q J ♥ A K Q ♦ A K Q ♣ A K Q\n"
            "> A lesson hand.\n\ndeal 2\ncontract: 4S by S\nresult: 10\n\n"
            "deal 3\ncontract: 3NT by S\nvulnerable: none\nresult: 9\n")
    checked = check_text(text)
    assert [(d.code, d.line, d.column) for d in checked.diagnostics] == [("S004", 13, 13)]
    # In a record of rubbers (a 'rubber:' line) a deal with no contract is still S009.
    checked = check_text(text.replace("laws: contract-rubber\n",
                                      "laws: contract-rubber\nrubber: one\n"))
    assert [(d.code, d.line) for d in checked.diagnostics] == [("S009", 4), ("S004", 14)]


def test_a_lesson_hand_under_other_laws_does_not_split_a_duplicate_session() -> None:
    # Board 1, nobody vulnerable: 4♠ by South made, 120 and the game 300, 420. Board 3,
    # East-West vulnerable: 3NT by East made, 100 and the game 500, 600. Deal 2, a
    # hand under rubber bridge with nothing to score, sits between: one session.
    text = ("laws: contract-duplicate\n\ndeal 1\ncontract: 4S by S\nresult: 10\n\n"
            "deal 2\nlaws: contract-rubber\nN: ♠ A K Q J ♥ A K Q ♦ A K Q ♣ A K Q\n\n"
            "deal 3\ncontract: 3NT by E\nresult: 9\n")
    checked = check_text(text)
    assert checked.diagnostics == []
    scored = score_record(checked.deals, checked.record.meta)
    (session,) = scored.rubbers
    assert [d.ident for d in session.deals] == [1, 3]
    assert (session.total(Side.NS), session.total(Side.EW)) == (420, 600)
    assert scored.members == [[0, 1, 2]]


def test_a_duplicate_deal_with_no_board_number_is_scored_as_it_states() -> None:
    # No board number gives its vulnerability (its place in the file is not a board):
    # 'vulnerable: north-south' stands, 4♠ made by South vulnerable, 120 and the game
    # 500, 620, and no S004 (board 1, its place, would be nobody vulnerable).
    text = ("laws: contract-duplicate\n\ndeal\ncontract: 4S by S\n"
            "vulnerable: north-south\nresult: 10\n")
    checked = check_text(text)
    assert checked.diagnostics == []
    (session,) = score_record(checked.deals, checked.record.meta).rubbers
    assert session.deals[0].vulnerable == (True, False)
    assert session.total(Side.NS) == 620

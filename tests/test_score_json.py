"""A JSON score record (``bridgebook convert`` of a score record to ``.json``) is
scored by ``check`` as the same record is in the book notation and in PBN: its
mistakes are told, placed as every JSON problem is (no line: JSON has none; the
deal named instead).

Figures from the contract laws (docs/scoring.md): 4♠ made by North with ten
tricks is 4 × 30 = 120 below the line, North-South's first game, so they are
vulnerable at deal 2; 3NT made by East with nine is 40 + 30 + 30 = 100,
East-West's game, so at deal 3 both sides are vulnerable. The record says "none"
at both: S004 at deals 2 and 3. Under the Whist Club laws (1897, law 5) two by
cards in hearts is 2 × 8 = 16 below the line, not the 18 a record prints: S001.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from bridgebook.checking import check_file
from bridgebook.cli import main

_CONTRACTS = """laws: contract-rubber

deal 1
dealer: N
vulnerable: none
contract: 4S by N
result: 10

deal 2
dealer: E
vulnerable: none
contract: 3NT by E
result: 9

deal 3
dealer: S
vulnerable: none
contract: 2H by N
result: 8
"""

_WHIST = """laws: whist-club-1897
sides: north-south A, B; east-west C, D

deal 1
rubber: one
make: Z declares hearts
result: north-south win two by cards
honours: north-south four honours
printed: north-south 18 below; north-south 32 above
"""


def _as_json(tmp_path: Path, name: str, text: str) -> tuple[Path, Path]:
    source = tmp_path / f"{name}.hand"
    source.write_text(text, encoding="utf-8")
    target = tmp_path / f"{name}.json"
    converted = CliRunner().invoke(main, ["convert", str(source), "-o", str(target)])
    assert converted.exit_code == 0, converted.output
    return source, target


def test_a_json_record_of_contracts_is_scored_by_check(tmp_path: Path) -> None:
    source, target = _as_json(tmp_path, "contracts", _CONTRACTS)
    said = check_file(source, keep=False).diagnostics
    assert [(d.code, d.line) for d in said] == [("S004", 11), ("S004", 17)]
    found = check_file(target, keep=False).diagnostics
    assert [(d.code, d.deal, d.span) for d in found] == [("S004", 2, None), ("S004", 3, None)]
    # the same findings as the book notation's, worded alike
    assert [d.message for d in found] == [d.message for d in said]
    assert "make it north-south" in found[0].message and "make it both" in found[1].message
    checked = CliRunner().invoke(main, ["check", "--json", str(target)])
    data = json.loads(checked.output)
    assert [(d["code"], d["deal"], d["line"], d["column"]) for d in data["diagnostics"]] == [
        ("S004", 2, 1, 1), ("S004", 3, 1, 1)]
    assert checked.exit_code == 1
    scored = CliRunner().invoke(main, ["score", str(target)])
    assert scored.exit_code == 1 and scored.output.count("S004") == 2


def test_a_printed_figure_of_a_json_record_is_checked(tmp_path: Path) -> None:
    _, target = _as_json(tmp_path, "whist", _WHIST)
    (found,) = check_file(target, keep=False).diagnostics
    assert (found.code, found.deal, found.span) == ("S001", 1, None)
    # the deal is named once, by its place (the message does not name it again)
    assert found.message.startswith("the record prints 'north-south 18 below', but the "
                                    "deals as recorded give 16")
    checked = CliRunner().invoke(main, ["check", str(target)])
    assert checked.output.count("deal 1:") == 1


def test_a_json_record_right_by_the_laws_is_clean(tmp_path: Path) -> None:
    right = _CONTRACTS.replace("vulnerable: none\ncontract: 3NT",
                               "vulnerable: north-south\ncontract: 3NT").replace(
        "vulnerable: none\ncontract: 2H", "vulnerable: both\ncontract: 2H")
    _, target = _as_json(tmp_path, "right", right)
    assert check_file(target, keep=False).diagnostics == []


def test_a_json_record_of_two_rubbers_is_scored_as_two(tmp_path: Path) -> None:
    # Each deal's 'rubber' starts a rubber, as its line does in the book notation:
    # the score names both rubbers, under --laws too, as the .hand's score does.
    two = _WHIST.replace("north-south 18 below", "north-south 16 below") + (
        "\ndeal 2\nrubber: two\nmake: Z declares spades\n"
        "result: east-west win the odd trick\nhonours: east-west four honours\n"
        "printed: east-west 2 below; east-west 8 above\n")
    source, target = _as_json(tmp_path, "two", two)
    for path in (source, target):
        for more in ([], ["--laws", "whist-club-1897"]):
            scored = CliRunner().invoke(main, ["score", "--json", *more, str(path)])
            data = json.loads(scored.output)
            assert [r["name"] for r in data["rubbers"]] == ["one", "two"]
            assert data["diagnostics"] == [] and scored.exit_code == 0

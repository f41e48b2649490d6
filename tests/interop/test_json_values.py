"""A JSON deal's values that the reader takes as they come (its board, its
vulnerability) are checked: a bad one is a coded message at the deal (JSON has no
places), not passed over, and the deal is checked all the same."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bridgebook.checking import check_file
from bridgebook.diagnostics import Severity

HANDS = {"N": "AKQJ.AKQ.AKQ.AKQ", "E": "T98.JT98.JT9.JT9", "S": "765.765.8765.876",
         "W": "432.432.432.5432"}


def _record(deal: dict[str, Any]) -> str:
    return json.dumps({"schema": "bridgebook-record", "version": 1, "meta": {},
                       "deals": [{"position": 1, "dealer": "W", "meta": {}, "hands": HANDS,
                                  **deal}]})


def _said(tmp_path: Path, deal: dict[str, Any]) -> list[tuple[str, str, str | None]]:
    path = tmp_path / "deal.json"
    path.write_text(_record(deal), encoding="utf-8")
    return [(d.code, d.message, d.hint) for d in check_file(path).diagnostics
            if d.severity is not Severity.INFO]


@pytest.mark.parametrize(("board", "said"), [
    ("abc", '"abc"'), (-3, "-3"), ("7", '"7"'), (2.5, "2.5"), (True, "true")])
def test_a_board_that_is_no_board_number_is_told(tmp_path: Path, board: object,
                                                 said: str) -> None:
    # The deal is then numbered by its place (1), as a deal with no board.
    assert _said(tmp_path, {"board": board}) == [
        ("P007", f"board: {said} is not a board number",
         'the number of the board, a whole number without quotes: "board": 1')]


def test_a_board_number_is_read(tmp_path: Path) -> None:
    assert _said(tmp_path, {"board": 4, "meta": {"vulnerable": "both"}}) == []


@pytest.mark.parametrize("said", ["XYZ", "nobody", "7"])
def test_a_vulnerability_that_is_none_is_told(tmp_path: Path, said: str) -> None:
    assert _said(tmp_path, {"board": 4, "meta": {"vulnerable": said}}) == [
        ("P007", f"vulnerable: {said!r} is not a vulnerability",
         "none, both, north-south or east-west (NS, EW)")]


def test_a_vulnerability_that_is_a_number_is_told(tmp_path: Path) -> None:
    # The reader takes only texts in 'meta': a number there is its P013, not a traceback.
    assert [code for code, _, _ in _said(tmp_path, {"meta": {"vulnerable": 3}})] == ["P013"]


def test_a_board_in_meta_that_is_no_number_is_told(tmp_path: Path) -> None:
    assert _said(tmp_path, {"board": 4, "meta": {"board": "abc"}}) == [
        ("P007", "board: 'abc' is not a board number", "the number of the board, as 1")]


def test_the_record_s_own_values_are_checked(tmp_path: Path) -> None:
    # The record's 'meta', before its deals: told once, with no deal named.
    path = tmp_path / "deal.json"
    record = json.loads(_record({"board": 4}))
    record["meta"] = {"vulnerable": "XYZ", "board": "x"}
    path.write_text(json.dumps(record), encoding="utf-8")
    assert sorted((d.code, d.message, d.deal) for d in check_file(path).diagnostics) == [
        ("P007", "board: 'x' is not a board number", None),
        ("P007", "vulnerable: 'XYZ' is not a vulnerability", None)]

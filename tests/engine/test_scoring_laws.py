"""The laws' own worked examples, transcribed in hands/laws/, come out right; the
printed figures that do not follow from the hands are reported (S001)."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

from bridgebook.checking import check_file
from bridgebook.engine.scoring import score_record
from bridgebook.model import Side

LAWS = Path(__file__).resolve().parents[2] / "hands" / "laws"


def _score(name: str):  # type: ignore[no-untyped-def]
    result = check_file(LAWS / name)
    rubbers = score_record(result.deals, result.record.meta).rubbers
    assert len(rubbers) == 1
    return result, rubbers[0]


def test_1897_score_one() -> None:
    result, rubber = _score("whist-club-1897-score-1.hand")
    assert result.diagnostics == []
    assert rubber.tricks == (80, 50) and rubber.honours == (172, 112)
    assert rubber.winner is Side.NS and rubber.bonus == 100
    assert (rubber.total(Side.NS), rubber.total(Side.EW), rubber.value) == (352, 162, 190)
    assert [g.winner for g in rubber.games] == [Side.NS, Side.EW, Side.NS]
    little_slam = rubber.deals[3]
    assert [(e.points, e.what) for e in little_slam.entries] == [
        (36, "six by cards"), (54, "four honours in one hand and the fifth in partner's"),
        (20, "little slam")]
    chicane = rubber.deals[6]
    assert [(e.points, e.what) for e in chicane.entries if e.above] == [
        (16, "simple honours"), (16, "chicane")]


def test_1897_score_two_reports_the_honour_column() -> None:
    result, rubber = _score("whist-club-1897-score-2.hand")
    assert rubber.tricks == (118, 46) and rubber.honours == (92, 52)
    assert (rubber.total(Side.NS), rubber.total(Side.EW), rubber.value) == (310, 98, 212)
    # The doubled spade hand: 2 x 2 x 2 = 8 a trick, the honours not doubled.
    assert [(e.points, e.below) for e in rubber.deals[1].entries] == [(24, True), (8, False)]
    found = [(d.code, d.message.split(": ", 1)[1]) for d in result.diagnostics]
    assert found == [
        ("S001", "the record prints 'east-west 4 for honours', but the deals as recorded "
                 "give 8"),
        ("S001", "the record prints 'east-west 48 honours', but the deals as recorded give 52"),
        ("S001", "the record prints 'east-west 94 total', but the deals as recorded give 98"),
        ("S001", "the record prints 'north-south win 216', but the deals as recorded give 212"),
    ]


def test_1904_scoring_block() -> None:
    result, rubber = _score("portland-1904-scoring-block.hand")
    assert rubber.total(Side.NS, with_bonus=False) == 104
    assert (rubber.total(Side.NS), rubber.total(Side.EW), rubber.value) == (204, 178, 26)
    assert rubber.deals[2].below_after == (34, 24)
    assert [(d.code, d.line) for d in result.diagnostics] == [("S001", 28)]
    assert "32 in the game" in result.diagnostics[0].message


@pytest.mark.parametrize("module", [
    "values", "whist", "whist_club_1897", "portland_1904", "laws_1905", "contract",
    "registry", "rubber", "keeper", "facts", "record", "bridgebook.scoresheet"])
def test_doctests(module: str) -> None:
    name = module if "." in module else f"bridgebook.engine.scoring.{module}"
    mod = importlib.import_module(name)
    failed, _ = doctest.testmod(mod)
    assert failed == 0

"""Every fenced ``hand`` block of docs/scoring.md checks with no error: each of its
``printed:`` and ``totals:`` figures follows from the deals."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bridgebook.checking import check_text
from bridgebook.diagnostics import Severity
from bridgebook.engine.scoring import score_record

PAGE = Path(__file__).resolve().parent.parent / "docs" / "scoring.md"
BLOCKS = re.findall(r"```hand\n(.*?)```", PAGE.read_text(encoding="utf-8"), re.DOTALL)


def test_the_page_has_its_examples() -> None:
    assert len(BLOCKS) >= 6


@pytest.mark.parametrize("text", BLOCKS, ids=[f"block-{i + 1}" for i in range(len(BLOCKS))])
def test_example_checks_clean(text: str) -> None:
    result = check_text(text, "scoring.md")
    problems = [(d.code, d.line, d.message) for d in result.diagnostics
                if d.severity is not Severity.INFO]
    assert problems == []
    scored = score_record(result.deals, result.record.meta)
    assert scored.rubbers and not scored.problems
    # Each example says something about the score: a printed figure or a game.
    assert re.search(r"^(printed|totals|game):", text, re.MULTILINE)

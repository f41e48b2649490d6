"""Every input the fuzzer (scripts/fuzz.py) found to raise an exception is kept in
tests/data/fuzz/; each must now be read and checked with diagnostics, never a
traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgebook.build import check_lesson_text
from bridgebook.checking import check_text

ROOT = Path(__file__).parent.parent
FOUND = sorted((Path(__file__).parent / "data" / "fuzz").glob("*-*.*"))


@pytest.mark.parametrize("path", FOUND, ids=[p.name for p in FOUND])
def test_found_input_is_diagnosed(path: Path) -> None:
    text = path.read_bytes().decode("utf-8", "surrogatepass")
    if path.suffix == ".md":
        found = check_lesson_text(text, "lessons/fuzz.md", ROOT)
        # An exception the lesson checker caught is said as R004: still a bug.
        assert [d.message for d in found if d.code == "R004"] == []
    else:
        found = list(check_text(text, "fuzz" + path.suffix).diagnostics)
    assert found, "a damaged input gets at least one diagnostic"
    assert all(d.line >= 1 and d.column >= 1 for d in found if d.line)


def test_the_corpus_is_kept() -> None:
    assert len(FOUND) >= 2

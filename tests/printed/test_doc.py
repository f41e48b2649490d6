"""docs/printed.md tells the truth: its printed hand gives the report it shows, and
``import`` writes the notation it shows."""

from __future__ import annotations

import re
from pathlib import Path

from bridgebook.checking import check_text
from bridgebook.interop.printed_hand import printed_as_hand
from bridgebook.report import format_diagnostic, summary

DOC = Path(__file__).resolve().parent.parent.parent / "docs" / "printed.md"


def _blocks(kind: str) -> list[str]:
    return re.findall(rf"^```{kind}\n(.*?)^```$", DOC.read_text(encoding="utf-8"),
                      re.MULTILINE | re.DOTALL)


def test_the_page_shows_what_check_and_import_give() -> None:
    book, notation = _blocks("text")
    [console] = _blocks("console")
    result = check_text(book, "hand99.txt")
    lines = book.splitlines()
    shown = [format_diagnostic(d, lines) for d in result.diagnostics]
    assert "\n".join([*shown, summary([result])]) + "\n" == console
    assert printed_as_hand(result.record) == notation

"""Helpers for the printed-text tests: the generated hands, and the places of their
printed cards (line and column, 1-based, found in the text itself)."""

from __future__ import annotations

import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent.parent / "bench"))

from printed_speed import PrintedHand, elwell, generate, later

__all__ = ["PrintedHand", "cell", "elwell", "generate", "later", "line_of", "swap"]


def line_of(text: str, pattern: str) -> int:
    """The 1-based number of the first line matching ``pattern``."""
    return next(k for k, line in enumerate(text.splitlines(), start=1)
                if re.search(pattern, line))


def cell(text: str, trick: int, seat: str) -> tuple[int, int]:
    """The line and column of the card printed for ``seat`` at ``trick``."""
    line = line_of(text, rf"^\s*\|\s*{trick}\s*\|")
    row = text.splitlines()[line - 1]
    head = text.splitlines()[line_of(text, r"\|\s*TRICK\s*\|") - 1]
    bars = [i for i, ch in enumerate(head) if ch == "|"]
    column = "TAYBZ".index(seat) if seat != "T" else 0
    start, end = bars[column] + 1, bars[column + 1]
    content = row[start:end]
    return line, start + len(content) - len(content.lstrip()) + 1


def swap(text: str, line: int, old: str, new: str) -> str:
    """The text with ``old`` replaced by ``new`` on one line (a misprint)."""
    lines = text.splitlines()
    assert old in lines[line - 1], (lines[line - 1], old)
    lines[line - 1] = lines[line - 1].replace(old, new, 1)
    return "\n".join(lines) + "\n"

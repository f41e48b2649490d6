"""How fast PBN commentary becomes the book notation's Markdown (``convert`` to .hand
and JSON) and LIN's text (``convert`` to LIN), against printing the same notes
(bridgebook's own reader of PBN commentary), in the same run: every note of the
real PBN files that holds a backslash or a tag, best of five rounds, by CPU time.
LIN's text is timed against its regular expressions of before too (kept here).

    .venv/bin/python bench/commentary_speed.py
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path

from bridgebook.checking import read_record
from bridgebook.interop.commentary import LinText, book_commentary
from bridgebook.model import Deal
from bridgebook.render.env import PbnText, markdown_inline

REAL = Path(__file__).resolve().parent.parent / "tests" / "data" / "real-files"


def _notes(deal: Deal) -> list[str]:
    notes = [n.text for n in deal.notes]
    for trick in deal.play.tricks if deal.play is not None else ():
        notes += [n.text for n in trick.notes]
        notes += [c.note.text for c in trick.cards if c.note is not None]
    return notes


def _best(job: Callable[[str], object], texts: list[str]) -> float:
    best = float("inf")
    for _ in range(5):
        start = time.process_time()
        for text in texts:
            job(text)
        best = min(best, time.process_time() - start)
    return best


#: The LIN writer's reading of PBN commentary before it read it as bridgebook prints
#: it: a suit escape or a symbol, and every tag, by regular expressions.
_SUIT = re.compile(r"(?<!\\)\\([SHDC])(?![a-z])|([♠♤])|([♥♡])|([♦♢])|([♣♧])")
_MARK = re.compile(r"</?(?P<tag>b|i|u|em|strong|br)\s*/?>", re.IGNORECASE)


def _lin_before(text: str) -> tuple[str, list[str]]:
    marks = sorted({f"<{m['tag'].lower()}>" for m in _MARK.finditer(text)})
    text = _SUIT.sub(lambda m: "!" + (m[1] or "SHDC"[(m.lastindex or 2) - 2]),
                     _MARK.sub("", text))
    return " ".join(text.replace("|", "/").split()), marks


def main() -> None:
    texts = [t for path in sorted(REAL.glob("*.pbn")) for deal in read_record(path)[0].deals
             for t in _notes(deal) if "\\" in t or "<" in t]
    convert = _best(book_commentary, texts)
    printed = _best(lambda t: markdown_inline(PbnText(t)), texts)
    size = sum(len(t) for t in texts)
    print(f"{len(texts)} notes, {size} characters")
    print(f"to Markdown: {convert * 1000:.2f} ms CPU; printed: {printed * 1000:.2f} ms CPU; "
          f"ratio {convert / printed:.2f}")
    lin = _best(lambda t: LinText().text(t, pbn=True), texts)
    before = _best(_lin_before, texts)
    print(f"to LIN: {lin * 1000:.2f} ms CPU, ratio {lin / printed:.2f}; before (regular "
          f"expressions): {before * 1000:.2f} ms CPU, ratio {before / printed:.2f}")


if __name__ == "__main__":
    main()

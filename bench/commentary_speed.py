"""How fast PBN commentary becomes the book notation's Markdown (``convert`` to .hand
and JSON), against printing the same notes (bridgebook's own reader of PBN
commentary), in the same run: every note of the real PBN files that holds a
backslash or a tag, best of five rounds, by CPU time.

    .venv/bin/python bench/commentary_speed.py
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path

from bridgebook.checking import read_record
from bridgebook.interop.commentary import book_commentary
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


def main() -> None:
    texts = [t for path in sorted(REAL.glob("*.pbn")) for deal in read_record(path)[0].deals
             for t in _notes(deal) if "\\" in t or "<" in t]
    convert = _best(book_commentary, texts)
    printed = _best(lambda t: markdown_inline(PbnText(t)), texts)
    size = sum(len(t) for t in texts)
    print(f"{len(texts)} notes, {size} characters")
    print(f"to Markdown: {convert * 1000:.2f} ms CPU; printed: {printed * 1000:.2f} ms CPU; "
          f"ratio {convert / printed:.2f}")


if __name__ == "__main__":
    main()

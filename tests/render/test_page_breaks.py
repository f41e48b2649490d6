"""Where the book's pages break: what belongs together stays on one page, and what
is long may break so that pages are filled (read back with pdftotext, page by page)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from .conftest import build_in

#: Laws of Bridge (1905): the dealer, Z, declares no trump and claims after trick 3;
#: the hand's score (its caption, then a table headed by the sides YZ and AB) follows.
GRAND_SLAM = """laws: laws-1905
deal 1: A grand slam in no trump
Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A
A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K
Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q
B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2
make: Z no trump
play:
1. A: CK CQ C2 CA
2. Z: SA S7 S3 S2
3. Z: SK S8 S4 C3
claim: Z the rest
result: the dealer wins thirteen tricks; grand slam
"""


def _page_lines(pdf: Path) -> list[list[str]]:
    """The text lines of each page, blank lines left out."""
    info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True,
                          text=True).stdout
    found = re.search(r"Pages:\s+(\d+)", info)
    assert found is not None
    pages = []
    for page in range(1, int(found.group(1)) + 1):
        text = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page),
                               str(pdf), "-"], check=True, capture_output=True,
                              text=True).stdout
        pages.append([line.strip() for line in text.splitlines() if line.strip()])
    return pages


def test_the_score_s_caption_stays_with_its_table(project: Path) -> None:
    # The same deal eight times, after 1, 2, ... 8 lines of prose: the score falls
    # at every height of the A5 page, the foot among them (without its caption kept
    # with it, "The score of the hand" was the last line of pages 3 and 8, the table
    # on the page after).
    parts = ["# Scores\n"]
    for lines in range(1, 9):
        parts.append("\\\n".join(["Count your tricks."] * lines) + "\n")
        parts.append(f"```hand\n{GRAND_SLAM}```\n")
    (project / "lessons" / "book.toml").write_text('title = "T"\n[page]\nsize = "A5"\n')
    (project / "lessons" / "01-scores.md").write_text("\n".join(parts), encoding="utf-8")
    result = build_in(project, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    captions = 0
    for lines in _page_lines(project / "out" / "book.pdf"):
        for n, line in enumerate(lines):
            if line.startswith("The score of the hand (Laws of Bridge, 1905)"):
                captions += 1
                assert n + 1 < len(lines) and lines[n + 1].split() == ["YZ", "AB"], lines
    assert captions == 8

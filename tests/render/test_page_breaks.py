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
    for count in range(1, 9):
        parts.append("\\\n".join(["Count your tricks."] * count) + "\n")
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


def _book(project: Path, blocks: list[str]) -> list[list[str]]:
    """The A5 book of one lesson of ``blocks`` (Markdown), as its pages' lines."""
    (project / "lessons" / "book.toml").write_text('title = "T"\n[page]\nsize = "A5"\n')
    (project / "lessons" / "01-play.md").write_text("\n".join(["# Play\n", *blocks]),
                                                    encoding="utf-8")
    result = build_in(project, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    return _page_lines(project / "out" / "book.pdf")


def test_a_long_commentary_breaks_to_fill_the_page(project: Path) -> None:
    # Board 1 of Bridge Composer's ABS2-2.pbn: its commentary (14 paragraphs, "Bidding.
    # North, dealer, holds 13 points" to "... the winning cards.") is longer than an
    # A5 page; kept whole it went to the page after the deal, leaving the lower part
    # of the deal's page blank. It starts right after the contract, "1NT by North".
    top = Path(__file__).resolve().parents[2]
    source = top / "tests/data/real-files/Rick-Wilson__bridge-wrangler__ABS2-2.pbn"
    (project / "hands" / "abs2-2.pbn").write_bytes(source.read_bytes())
    pages = _book(project, ["```hand file=../hands/abs2-2.pbn deal=1\n```\n"])
    (deal,) = [lines for lines in pages if "1NT by North (contract duplicate bridge)" in lines]
    after = deal[deal.index("1NT by North (contract duplicate bridge)") + 1]
    assert after.startswith("Bidding. North, dealer, holds 13 points")
    # The commentary goes on to the next page, its last paragraph with the one before.
    (end,) = [" ".join(lines) for lines in pages
              if "so that you can get to the winning cards." in " ".join(lines)]
    assert pages.index(deal) + 1 == [" ".join(lines) for lines in pages].index(end)
    assert "Key point. As you plan to make your contract" in end


def test_a_short_commentary_stays_whole(project: Path) -> None:
    # A note of one paragraph of five lines, after the result, at every height of the
    # page (after 1 ... 10 lines of prose): never split between two pages (it was, 2
    # lines and 3, with prose's orphans and widows of 2).
    note = ("> The dealer wins the first trick with the ace of clubs and runs the spades "
            "before the diamonds, the hearts last of all: he counts thirteen tricks on "
            "the table once the club is gone, and claims them, as he may, at the third "
            "trick, with the twelve winners of the four suits.\n")
    blocks = []
    for count in range(1, 11):
        blocks.append("\\\n".join(["Count your tricks."] * count) + "\n")
        blocks.append(f"```hand\n{GRAND_SLAM}{note}```\n")
    pages = _book(project, blocks)
    whole = 0
    for lines in pages:
        text = " ".join(lines)
        starts, ends = text.count("The dealer wins the first"), text.count("of the four suits.")
        assert starts == ends, lines
        whole += starts
    assert whole == 10

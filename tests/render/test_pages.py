"""The printed pages, looked at as pictures (pdftoppm): pages are filled (a deal
breaks between its diagram and its play table, a long play table between its
tricks, never inside a diagram or a trick's row); the diagram of a board laid out
as the reference picture, judged right by eye, shows it; the demo book shows a
quiz, a claim and its own theme; a one-lesson PDF has its bookmark.

The reference picture is made by the code (``BRIDGEBOOK_NEW_REFERENCE=1`` writes
it again): look at it before committing a new one.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from pypdf import PdfReader

TOP = Path(__file__).resolve().parents[2]
REFERENCE = Path(__file__).resolve().parent / "reference" / "board-diagram.png"
BRIDGEBOOK = str(Path(sys.executable).with_name("bridgebook"))
#: A trick's row as pdftotext prints it: its number, then cards (the lead marked ›).
TRICK = re.compile(r"^\s*(\d{1,2})\s+›?(?:10|[2-9AKQJ])[♠♥♦♣]")
CARD = re.compile(r"(?:10|[2-9AKQJ])[♠♥♦♣]")
#: A page counts as filled when at most this much of its text area is left blank.
BLANK = 0.25

NOTE = ("> The play of this trick, told at length as the old books tell it: who led "
        "what and why, what the dealer saw in the dummy, what the leader's partner "
        "could infer from the fall of the cards, and what would have happened had "
        "either side played otherwise; the count of the suit so far and the tricks "
        "still to come.")


def _long_commentary(hand: str) -> str:
    """A deal with a long note under every trick."""
    lines = []
    for line in hand.splitlines():
        lines.append(line)
        if re.match(r"\d+\. ", line):
            lines.append(NOTE)
    return "\n".join(lines) + "\n"


def _run(root: Path, *args: str) -> None:
    result = subprocess.run([BRIDGEBOOK, *args], cwd=root, capture_output=True,
                            text=True, check=False)
    assert result.returncode == 0, result.stderr


@pytest.fixture(scope="module")
def long_book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A lesson of long-commentary deals, and a second lesson, built once."""
    root = tmp_path_factory.mktemp("long")
    shutil.copytree(TOP / "hands" / "deals", root / "hands" / "deals")
    for name in ("03-holding-up", "04-ruff-in-the-dummy"):
        text = (root / "hands" / "deals" / f"{name}.hand").read_text(encoding="utf-8")
        (root / "hands" / "deals" / f"{name}-long.hand").write_text(
            _long_commentary(text), encoding="utf-8")
    (root / "lessons").mkdir()
    prose = "The dealer counts his tricks before he plays to the first. " * 12
    (root / "lessons" / "01-long.md").write_text(
        f"# Long notes\n\n{prose}\n\n"
        "```hand file=../hands/deals/03-holding-up-long.hand\n```\n\n"
        f"{prose}\n\n```hand file=../hands/deals/04-ruff-in-the-dummy-long.hand\n```\n\n"
        f"{prose}\n\n```hand file=../hands/deals/02-going-over.hand after=7\n```\n",
        encoding="utf-8")
    (root / "lessons" / "02-short.md").write_text(
        "# Short\n\n```hand file=../hands/deals/01-the-hints-no-trump.hand\n```\n",
        encoding="utf-8")
    _run(root, "build", "lessons", "-o", "out")
    return root / "out" / "book.pdf"


@pytest.fixture(scope="module")
def demo(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo book (lessons/, with the hands it uses), built as scripts/demo does."""
    root = tmp_path_factory.mktemp("demo")
    shutil.copytree(TOP / "hands", root / "hands")
    shutil.copytree(TOP / "lessons", root / "lessons")
    _run(root, "build", "lessons", "-o", "book")
    return root / "book"


def _chapter_ends(pdf: Path) -> set[int]:
    """The pages (from 1) that end a chapter (or the front matter)."""
    reader = PdfReader(pdf)
    starts = {reader.get_destination_page_number(e) for e in reader.outline
              if not isinstance(e, list)}
    return {s for s in starts if s is not None and s > 0} | {len(reader.pages)}


def _blank_below(pdf: Path, folder: Path) -> dict[int, float]:
    """How much of each page's text area (inside the 20 mm margins of A4) is blank
    below its last ink, at 30 dpi."""
    subprocess.run(["pdftoppm", "-r", "30", "-gray", "-png", str(pdf), str(folder / "p")],
                   check=True)
    blank = {}
    for number, path in enumerate(sorted(folder.glob("p*.png")), start=1):
        image = Image.open(path).convert("L")
        width, height = image.size
        margin = round(height * 20 / 297) + 2
        top, bottom = margin, height - margin
        band = image.crop((0, top, width, bottom)).point(lambda v: 255 if v < 160 else 0)
        box = band.getbbox()
        last = box[3] if box else 0
        blank[number] = (bottom - top - last) / (bottom - top)
    return blank


def _page_texts(pdf: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout
    return text.split("\f")[:-1]


@pytest.mark.parametrize("which", ["long_book", "demo"])
def test_pages_are_filled(which: str, request: pytest.FixtureRequest,
                          tmp_path: Path) -> None:
    """No page inside a chapter is left more than a quarter blank: a deal's play
    table follows its diagram on the same page, or a long one breaks between tricks."""
    book = request.getfixturevalue(which)
    pdf = book if book.suffix == ".pdf" else book / "book.pdf"
    ends = _chapter_ends(pdf)
    blank = _blank_below(pdf, tmp_path)
    emptied = {page: f"{share:.0%}" for page, share in blank.items()
               if page > 2 and page not in ends and share > BLANK}
    assert not emptied, f"pages left blank at the foot: {emptied}"


def test_a_long_play_table_breaks_between_tricks_never_inside_a_row(
        long_book: Path) -> None:
    pages = _page_texts(long_book)
    continued = 0
    for number, text in enumerate(pages, start=1):
        lines = [line for line in text.splitlines() if line.strip()]
        for line in lines:
            if TRICK.match(line):
                assert len(CARD.findall(line)) == 4, f"page {number}: a trick cut: {line}"
        # Under the running head: a play table carried over starts with its head
        # (the seats), not with a trick.
        if len(lines) > 2 and TRICK.match(lines[2]):
            assert re.fullmatch(r"\s*[AYBZNESW](\s+[AYBZNESW]){3}\s*", lines[1]), (
                f"page {number} starts with a trick but not the table's head: {lines[:3]}")
            continued += 1
        assert not (len(lines) > 1 and TRICK.match(lines[1])), \
            f"page {number} starts with a trick without the table's head"
    # The long tables did break between tricks (the point of the lesson).
    assert continued >= 1
    # Each trick's note is on the page of its trick: no page starts with one.
    for number, text in enumerate(pages, start=1):
        lines = [line.strip() for line in text.splitlines() if line.strip()]
        assert len(lines) < 2 or not lines[1].startswith("The play of this trick"), number


def _diagram(pdf: Path, folder: Path) -> Image.Image:
    """The top of the first page at 50 dpi, grey: the running head, the title and the
    board's diagram."""
    subprocess.run(["pdftoppm", "-r", "50", "-gray", "-png", "-f", "1", "-l", "1", str(pdf),
                    str(folder / "d")], check=True)
    image = Image.open(next(folder.glob("d*.png"))).convert("L")
    width, height = image.size
    return image.crop((0, 0, width, round(height * 0.385)))


def _compass_box(image: Image.Image) -> tuple[int, int, int, int]:
    """The compass box: the block of its tinted background (#f6f3ec, grey 243): the
    columns and rows with a run of it (a letter's edge has a pixel or two)."""
    width, height = image.size
    pixels = image.load()
    assert pixels is not None

    def tinted(x: int, y: int) -> bool:
        value = pixels[x, y]
        return isinstance(value, int) and 240 <= value <= 246

    columns = [x for x in range(width) if sum(tinted(x, y) for y in range(height)) >= 8]
    rows = [y for y in range(height) if sum(tinted(x, y) for x in range(width)) >= 8]
    assert columns and rows, "no compass box"
    return columns[0], rows[0], columns[-1] + 1, rows[-1] + 1


def test_the_diagram_matches_its_reference_picture(tmp_path: Path) -> None:
    """Board 1 of the PBN standard's example, rendered alone, against the picture of
    it committed in tests/render/reference/: the compass box centred on the page,
    the board, dealer and vulnerability in the top-left corner, the hands round the
    box; compared pixel by pixel with a tolerance (a font's hinting may move a
    letter), and by the places of the box and the corner."""
    shutil.copytree(TOP / "hands" / "pbn", tmp_path / "hands" / "pbn")
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "board.md").write_text(
        "# A board\n\n```hand file=../hands/pbn/pbn-spec-example.pbn deal=1\n```\n",
        encoding="utf-8")
    _run(tmp_path, "render", "lessons/board.md", "-o", "board.pdf")
    got = _diagram(tmp_path / "board.pdf", tmp_path)
    if os.environ.get("BRIDGEBOOK_NEW_REFERENCE"):
        got.save(REFERENCE)
    reference = Image.open(REFERENCE).convert("L")
    assert got.size == reference.size
    width, _ = got.size
    # The box: centred on the page, where the reference has it.
    box, expected = _compass_box(got), _compass_box(reference)
    centre = (box[0] + box[2]) / 2
    assert abs(centre - width / 2) < width * 0.03, (box, width)
    assert all(abs(a - b) <= 2 for a, b in zip(box, expected, strict=True)), (box, expected)
    # The corner: ink left of the box's left side, above its top, right of the
    # west hand's start (the diagram's top-left cell).
    corner = got.crop((0, 0, box[0], box[1])).point(lambda v: 255 if v < 128 else 0)
    ink = corner.getbbox()
    assert ink is not None and ink[2] < box[0]
    # Pixel by pixel: few pixels differ, and none by much over a large area.
    counts = ImageChops.difference(got, reference).histogram()
    total = sum(counts)
    changed = sum(counts[97:]) / total
    mean = sum(value * n for value, n in enumerate(counts)) / total
    assert changed < 0.015 and mean < 4, (changed, mean)


def test_the_demo_book_shows_a_quiz_a_claim_and_its_own_theme(demo: Path) -> None:
    text = " ".join(" ".join(_page_texts(demo / "book.pdf")).split())
    # A quiz: its question, and on paper its answer after the lesson.
    assert "You are the dealer, Z. What do you make it?" in text
    assert "Answer to deal 1" in text
    page = (demo / "01-the-make.html").read_text(encoding="utf-8")
    assert '<details class="answer-reveal"' in page
    # A claim, in the play table and the result.
    assert "South claims the rest" in text
    assert "after trick 8, South claims the rest" in text
    # The theme of lessons/book.toml: its title page, and its colours on screen and
    # on paper (the red of the suits, the accent of the headings).
    assert "Demonstration edition" in text
    assert "--red: #b3122e" in page and "--accent: #1f3f6e" in page
    # The title page (its title in the accent) and the first lesson's (red suits).
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "1", "-l", "3",
                    str(demo / "book.pdf"), str(demo / "t")], check=True)
    colours = {colour for path in demo.glob("t*.png")
               for _, colour in Image.open(path).convert("RGB").getcolors(1 << 20) or []}

    def near(target: tuple[int, int, int]) -> bool:
        return any(all(abs(a - b) <= 6 for a, b in zip(c, target, strict=True))
                   for c in colours if isinstance(c, tuple))

    assert near((0xb3, 0x12, 0x2e)), "the book's red"
    assert near((0x1f, 0x3f, 0x6e)), "the book's accent"


def test_a_one_lesson_pdf_has_its_bookmark(tmp_path: Path) -> None:
    shutil.copytree(TOP / "hands" / "deals", tmp_path / "hands" / "deals")
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "one.md").write_text(
        "# The hold-up\n\n## Why\n\n```hand file=../hands/deals/03-holding-up.hand\n```\n",
        encoding="utf-8")
    _run(tmp_path, "render", "lessons/one.md", "-o", "one.pdf")
    _run(tmp_path, "render", "hands/deals/04-ruff-in-the-dummy.hand", "-o", "deal.pdf")
    for pdf, title in (("one.pdf", "The hold-up"), ("deal.pdf", "Ruff first, draw trumps after")):
        reader = PdfReader(tmp_path / pdf)
        entries = [(e.title, reader.get_destination_page_number(e)) for e in reader.outline
                   if not isinstance(e, list)]
        assert len(entries) == len(reader.outline)
        assert entries == [(title, 0)], pdf


AUCTION_ALONE = """```hand
laws: contract-rubber
dealer: E
auction:
N      E      S      W
-      1♥     pass   1♠
2♣     pass   3NT    pass
pass   pass
```
"""


def test_a_deals_head_is_never_left_at_the_foot_of_a_page(tmp_path: Path) -> None:
    # A deal of an auction alone (its head "Deal 1", "Dealer East", the bidding):
    # with the prose before it one paragraph longer each time, the deal comes to the
    # foot of the first page and then goes over to the second. Its head and dealer go
    # with the bidding, never on a page without it.
    pages_of_the_head: set[int] = set()
    for paragraphs in range(21, 28):
        lesson = tmp_path / f"l{paragraphs}.md"
        lesson.write_text("# Filler\n\n" + "".join(
            f"Paragraph {k} of the prose before the deal.\n\n" for k in range(paragraphs))
            + AUCTION_ALONE, encoding="utf-8")
        _run(tmp_path, "render", lesson.name, "-o", "l.pdf")
        text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "l.pdf"), "-"],
                              check=True, capture_output=True, text=True).stdout
        pages = text.split("\f")
        head = [i for i, page in enumerate(pages) if "Deal 1" in page]
        dealer = [i for i, page in enumerate(pages) if "Dealer East" in page]
        bidding = [i for i, page in enumerate(pages) if "1♥" in page and "3NT" in page]
        assert len(head) == 1 and head == dealer == bidding, (paragraphs, head, bidding)
        pages_of_the_head.add(head[0])
    # The prose did bring the deal to the page's foot: on the first page at first,
    # then (the whole deal) on the second.
    assert pages_of_the_head == {0, 1}

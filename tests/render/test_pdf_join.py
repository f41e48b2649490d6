"""The book's PDF joined from its chapters: each font embedded once (read back with
pdffonts), the pages drawn as each chapter drew them, one bookmark a lesson, and a
chapter laid out once and taken from the cache after."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image, ImageChops
from pypdf import PdfReader

from bridgebook.render.fonts import (
    font_digest,
    merge_truetype,
    merged_again,
    pdf_widths,
    read_to_unicode,
    write_to_unicode,
)

from .conftest import build_in

TOP = Path(__file__).resolve().parents[2]

LESSONS = {
    "01-make.md": "# The make\n\n**Bold** words, *italic* ones and `code`.\n\n"
                  "```hand file=../hands/deals/03-holding-up.hand\n```\n",
    "02-ruff.md": "# The ruff\n\nOther words: *quizzical* **jazz**, ♠♥♦♣.\n\n"
                  "```hand file=../hands/deals/04-ruff-in-the-dummy.hand\n```\n",
    "03-duck.md": "# The duck\n\nA third chapter, with its own glyphs: Ωmega, ß, ½.\n\n"
                  "```hand file=../hands/deals/06-duck-for-the-suit.hand\n```\n",
}


@pytest.fixture(scope="module")
def built(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A three-lesson book (several fonts in each chapter), built once."""
    root = tmp_path_factory.mktemp("joined")
    shutil.copytree(TOP / "hands", root / "hands")
    (root / "lessons").mkdir()
    (root / "lessons" / "book.toml").write_text('title = "Joined"\n', encoding="utf-8")
    for name, text in LESSONS.items():
        (root / "lessons" / name).write_text(text, encoding="utf-8")
    result = build_in(root, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    return root


def _fonts(pdf: Path) -> list[tuple[str, str]]:
    """(name, object number) of each font pdffonts lists."""
    out = subprocess.run(["pdffonts", str(pdf)], check=True, capture_output=True,
                         text=True).stdout.splitlines()[2:]
    return [(line.split()[0], line.split()[-2]) for line in out if line.strip()]


def test_each_font_is_embedded_once(built: Path) -> None:
    fonts = _fonts(built / "out" / "book.pdf")
    names = [name for name, _ in fonts]
    assert len(names) >= 3  # serif, bold, italic, the diagrams' sans at least
    assert len(names) == len(set(names)), fonts
    # Each chapter, on its own, embeds its own subsets of the same fonts.
    chapters = sorted((built / ".bridgebook-cache" / "chapters").glob("*.pdf"))
    assert len(chapters) == 3
    per_chapter = [{n for n, _ in _fonts(c)} for c in chapters]
    assert set().union(*per_chapter) <= set(names)


def test_every_word_of_every_chapter_is_still_text(built: Path) -> None:
    text = subprocess.run(["pdftotext", str(built / "out" / "book.pdf"), "-"], check=True,
                          capture_output=True, text=True).stdout
    for words in ("Bold words, italic ones and code", "Other words: quizzical jazz, ♠♥♦♣",
                  "Ωmega, ß, ½"):
        assert words in text


def test_the_pages_are_drawn_as_the_chapters_drew_them(built: Path, tmp_path: Path) -> None:
    """Each chapter's first page in the book is, pixel for pixel, the chapter's own
    (less the page number stamped at its foot): the merged fonts draw every glyph."""
    book = built / "out" / "book.pdf"
    chapters = {PdfReader(p).pages[0].extract_text()[:40]: p for p in
                (built / ".bridgebook-cache" / "chapters").glob("*.pdf")}
    reader = PdfReader(book)
    starts = [int(reader.get_destination_page_number(entry) or 0)
              for entry in reader.outline if not isinstance(entry, list)][1:]
    assert len(starts) == 3
    for start in starts:
        head = reader.pages[start].extract_text()[:40]
        own = next(p for text, p in chapters.items() if text[:20] in head)
        a, b = tmp_path / f"book-{start}", tmp_path / f"own-{start}"
        subprocess.run(["pdftoppm", "-r", "50", "-f", str(start + 1), "-l", str(start + 1),
                        "-singlefile", "-png", str(book), str(a)], check=True)
        subprocess.run(["pdftoppm", "-r", "50", "-singlefile", "-png", str(own), str(b)],
                       check=True)
        with Image.open(f"{a}.png") as x, Image.open(f"{b}.png") as y:
            height = x.height
            top = (0, 0, x.width, int(height * 0.9))  # the page number's band left out
            diff = ImageChops.difference(x.convert("L").crop(top), y.convert("L").crop(top))
            assert diff.getbbox() is None, f"page {start + 1} differs from its chapter"
            foot = x.convert("L").crop((0, int(height * 0.9), x.width, height))
            darkest = foot.getextrema()[0]
            assert isinstance(darkest, int) and darkest < 128  # the number is there


def test_one_bookmark_a_lesson(built: Path) -> None:
    outline = PdfReader(built / "out" / "book.pdf").outline
    titles = [entry.title for entry in outline if not isinstance(entry, list)]
    assert titles == ["Joined", "The make", "The ruff", "The duck"]


def test_the_page_numbers_follow_the_contents(built: Path) -> None:
    text = subprocess.run(["pdftotext", "-layout", str(built / "out" / "book.pdf"), "-"],
                          check=True, capture_output=True, text=True).stdout
    pages = text.split("\f")
    listed = dict(re.findall(r"(The \w+)\s*\.*\s*(\d+)\s*$", pages[1], re.M))
    for title, number in listed.items():
        page = pages[int(number) - 1]
        assert title in page and page.strip().endswith(number)


def test_a_rebuild_takes_every_chapter_from_the_cache(built: Path) -> None:
    chapters = built / ".bridgebook-cache" / "chapters"
    before = {p.name: p.stat().st_mtime_ns for p in chapters.glob("*.pdf")}
    result = build_in(built, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    after = {p.name: p.stat().st_mtime_ns for p in chapters.glob("*.pdf")}
    assert after == before
    assert len({n for n, _ in _fonts(built / "out" / "book.pdf")}) == len(
        _fonts(built / "out" / "book.pdf"))


def test_merged_subsets_hold_every_glyph_of_each() -> None:
    """Two subsets of DejaVu Sans that kept the glyphs' numbers (as WeasyPrint's do),
    merged: each glyph's outline is the full font's."""
    from io import BytesIO

    from fontTools import subset  # type: ignore[import-untyped]
    from fontTools.ttLib import TTFont  # type: ignore[import-untyped]

    found = subprocess.run(["fc-match", "-f", "%{file}", "DejaVu Sans"], capture_output=True,
                           text=True, check=False).stdout
    if not found.endswith(".ttf"):
        pytest.skip("DejaVu Sans is not installed")
    full = TTFont(found)
    cmap = full.getBestCmap()

    def part(text: str) -> bytes:
        font = TTFont(found)
        options = subset.Options(retain_gids=True, hinting=False)
        sub = subset.Subsetter(options)
        sub.populate(gids=[full.getGlyphID(cmap[ord(c)]) for c in text])
        sub.subset(font)
        out = BytesIO()
        font.save(out)
        return out.getvalue()

    merged = TTFont(BytesIO(merge_truetype([part("Hand ♠"), part("Ruff ♥A")])))
    glyf, whole = merged["glyf"], full["glyf"]
    order = merged.getGlyphOrder()
    for char in "HandRuf♠♥A":
        gid = full.getGlyphID(cmap[ord(char)])
        mine = glyf[order[gid]]
        theirs = whole[cmap[ord(char)]]
        assert mine.numberOfContours == theirs.numberOfContours > 0
        assert merged["hmtx"][order[gid]][0] == full["hmtx"][cmap[ord(char)]][0]
    assert merged["maxp"].numGlyphs == max(
        TTFont(BytesIO(part(t)))["maxp"].numGlyphs for t in ("Hand ♠", "Ruff ♥A"))
    # The preview joins the book after each edit: the same subsets, read again from
    # the chapters (equal bytes, other objects), give the font merged the last time.
    hand, ruff = part("Hand ♠"), part("Ruff ♥A")
    def again(*fonts: bytes) -> bytes:
        return merged_again(tuple(font_digest(f) for f in fonts), lambda: fonts)

    first = again(hand, ruff)
    assert again(bytes(bytearray(hand)), bytes(bytearray(ruff))) is first
    assert first == merge_truetype([hand, ruff])
    assert again(hand, part("Ruff ♥K")) != first


def test_the_text_map_and_widths_round_trip() -> None:
    mapping = {3: "A", 70: "fi", 4000: "♠"}
    assert read_to_unicode(write_to_unicode(mapping)) == mapping
    assert pdf_widths({3: 600, 4: 610, 9: 500}) == [3, [600, 610], 9, [500]]


def test_the_book_says_the_pdf_version_of_its_chapters(built: Path) -> None:
    """A new document starts at PDF 1.3; the book is joined from WeasyPrint's 1.7
    chapters (which may hold what 1.4 brought, soft masks for a picture's alpha) and
    says 1.7 as they do."""
    info = subprocess.run(["pdfinfo", str(built / "out" / "book.pdf")], check=True,
                          capture_output=True, text=True).stdout
    assert re.search(r"^PDF version:\s+1\.7$", info, re.M), info

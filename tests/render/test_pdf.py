"""The PDF, read back as a person would: pdftotext for the words, pdftoppm for the
pages as pictures; the fetcher that keeps WeasyPrint inside the project; a failed
build that leaves the last output as it was."""

from __future__ import annotations

import io
import re
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

from bridgebook.build import swap_into
from bridgebook.cli import main
from bridgebook.render.pdf import ProjectFetcher, write_pdf

LESSON = """# The hold-up

The dealer holds up the ace of spades twice.

```hand file=../hands/deals/03-holding-up.hand
```

## And ruffing

```hand file=../hands/deals/04-ruff-in-the-dummy.hand
```
"""


def _text(pdf: Path, page: int | None = None) -> str:
    pages = ["-f", str(page), "-l", str(page)] if page else []
    return subprocess.run(["pdftotext", "-layout", *pages, str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout


def _pages(pdf: Path) -> int:
    info = subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True,
                          text=True).stdout
    found = re.search(r"Pages:\s+(\d+)", info)
    assert found is not None
    return int(found.group(1))


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A two-lesson book built once for the module (WeasyPrint is the slow part)."""
    import shutil

    top = Path(__file__).resolve().parents[2]
    root = tmp_path_factory.mktemp("book")
    shutil.copytree(top / "hands" / "deals", root / "hands" / "deals")
    (root / "lessons").mkdir()
    (root / "lessons" / "book.toml").write_text('title = "Hold-ups and Ruffs"\n')
    (root / "lessons" / "01-hold-up.md").write_text(LESSON, encoding="utf-8")
    (root / "lessons" / "02-short.md").write_text(
        "# A short lesson\n\nNo hands here.\n", encoding="utf-8")
    result = subprocess.run([str(Path(sys.executable).with_name("bridgebook")), "build",
                             "lessons", "-o", "out"],
                            cwd=root, capture_output=True, text=True, check=False)
    assert result.returncode == 0, result.stderr
    return root / "out" / "book.pdf"


def test_the_book_has_a_cover_contents_with_page_numbers_and_running_heads(book: Path) -> None:
    cover = _text(book, 1)
    assert "Hold-ups and Ruffs" in cover
    contents = _text(book, 2)
    numbers = dict(re.findall(r"(The hold-up|A short lesson)\s*\.*\s*(\d+)", contents))
    assert set(numbers) == {"The hold-up", "A short lesson"}
    first = int(numbers["The hold-up"])
    assert first == 3
    # The contents' page number is the page the chapter starts on, with its heading.
    assert "The hold-up" in _text(book, first).split("\n", 3)[-1]
    short = int(numbers["A short lesson"])
    assert "No hands here." in _text(book, short)
    # Running heads and page numbers on the chapter's pages.
    for page in range(first, short):
        text = _text(book, page).strip().splitlines()
        assert text[0].strip() == "The hold-up", text[0]
        assert text[-1].strip() == str(page)
    assert _pages(book) == short


def test_the_pdf_carries_the_book_title_in_its_document_information(book: Path) -> None:
    info = subprocess.run(["pdfinfo", str(book)], check=True, capture_output=True,
                          text=True).stdout
    assert re.search(r"^Title:\s+Hold-ups and Ruffs$", info, re.MULTILINE), info


def test_the_text_of_the_deal_is_in_the_pdf_with_its_suit_symbols(book: Path) -> None:
    text = _text(book)
    assert "The make passed, and the ace held up twice" in text
    assert "♠" in text and "♥" in text and "♦" in text and "♣" in text
    # Y Z take ten tricks at Z's no trump: four over the book.
    assert "Z's no trump: the dealer wins four odd tricks" in text
    fonts = subprocess.run(["pdffonts", str(book)], check=True, capture_output=True,
                           text=True).stdout
    rows = [line.split() for line in fonts.splitlines()[2:]]
    assert rows and all(row[-5] == "yes" for row in rows), fonts  # every font embedded


def test_no_diagram_is_cut_by_a_page_break(book: Path) -> None:
    """Each compass diagram (N, W and E, S hands) stands whole on one page: the
    four seat letters of a deal appear together on the page of its first seat."""
    for page in range(3, _pages(book) + 1):
        lines = [line.strip() for line in _text(book, page).splitlines() if line.strip()]
        for i, line in enumerate(lines):
            if line in ("Y", "N") and i + 1 < len(lines) and lines[i + 1].startswith("♠"):
                block = lines[i:i + 14]
                west_east = [x for x in block if re.fullmatch(r"[AW]\s+[BE]", x)]
                south = [x for x in block if x in ("Z", "S")]
                assert west_east and south, f"page {page}: a diagram is cut: {block}"


def test_the_pages_look_like_pages(book: Path, tmp_path: Path) -> None:
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", "3", "-l", "3", str(book),
                    str(tmp_path / "page")], check=True)
    image = Image.open(next(tmp_path.glob("page*.png"))).convert("RGB")
    width, height = image.size
    assert abs(height / width - 297 / 210) < 0.02  # A4
    data = image.tobytes()
    pixels = list(zip(data[0::3], data[1::3], data[2::3], strict=True))
    red = sum(1 for r, g, b in pixels if r > 150 and g < 90 and b < 90)
    dark = sum(1 for r, g, b in pixels if r < 80 and g < 80 and b < 80)
    assert red > 100 and dark > 1000  # red hearts and diamonds, black text


def test_letter_paper(tmp_path: Path) -> None:
    html = "<html><body><p>♠ A K Q</p></body></html>"
    pages = write_pdf(html.replace("<body>", "<body><style>@page{size:Letter}</style>"),
                      tmp_path / "x.pdf", tmp_path)
    info = subprocess.run(["pdfinfo", str(tmp_path / "x.pdf")], capture_output=True,
                          text=True, check=True).stdout
    assert pages == 1 and "612 x 792" in info


def _picture(pdf: Path) -> bytes:
    done = subprocess.run(["pdftoppm", "-r", "40", "-f", "1", "-l", "1", "-png", str(pdf)],
                          check=True, capture_output=True)
    return done.stdout


def test_the_style_sheets_taken_out_of_the_page_weigh_as_in_it(tmp_path: Path) -> None:
    """The page's plain ``<style>`` elements are parsed once and handed to WeasyPrint
    apart (split_styles): the later sheet still wins over the earlier, a ``style``
    attribute over both, and ``@page`` still sizes the paper. Drawn the same as when
    a ``<style media>`` keeps every sheet in the page (the path WeasyPrint reads)."""
    html = ("<style>@page { size: A6 } p { color: #d00000; margin: 0 }</style>"
            "<style>p { color: #0000d0 } p.big { font-size: 40pt }</style>"
            "<p class='big'>♠ A K Q</p><p style='color: #00a000'>♥ J 10 9</p>")
    taken_out, in_page = tmp_path / "out.pdf", tmp_path / "in.pdf"
    write_pdf(html, taken_out, tmp_path)
    write_pdf(html + "<style media='all'></style>", in_page, tmp_path)
    image = Image.open(io.BytesIO(_picture(taken_out))).convert("RGB")
    assert abs(image.size[1] / image.size[0] - 148 / 105) < 0.03  # A6
    data = image.tobytes()
    colours = set(zip(data[0::3], data[1::3], data[2::3], strict=True))
    assert any(b > 150 and r < 80 for r, g, b in colours)  # the later sheet's blue
    assert any(g > 120 and r < 80 and b < 80 for r, g, b in colours)  # the attribute's green
    assert not any(r > 150 and g < 80 and b < 80 for r, g, b in colours)  # no red
    assert _picture(taken_out) == _picture(in_page)


@pytest.mark.parametrize("url", [
    "file:///etc/passwd",
    "file:///etc/hostname",
    "http://127.0.0.1:9/x.png",
    "https://example.org/a.css",
    "ftp://example.org/x",
])
def test_the_fetcher_refuses_anything_outside_the_project(url: str, tmp_path: Path) -> None:
    assert not ProjectFetcher.allows(url, tmp_path)


def test_weasyprint_fetches_nothing_outside_the_project(tmp_path: Path) -> None:
    (tmp_path / "inside.css").write_text("p { color: red }")
    refused: list[str] = []
    html = ('<link rel="stylesheet" href="inside.css">'
            '<link rel="stylesheet" href="file:///etc/passwd">'
            '<img src="http://127.0.0.1:9/x.png"><img src="../outside.png"><p>text</p>')
    write_pdf(html, tmp_path / "x.pdf", tmp_path, refused)
    outside = (tmp_path.parent / "outside.png").as_uri()
    assert sorted(refused) == sorted(["file:///etc/passwd", "http://127.0.0.1:9/x.png",
                                      outside])


def test_a_failed_build_leaves_the_output_as_it_was(tmp_path: Path) -> None:
    out = tmp_path / "output"
    out.mkdir()
    (out / "index.html").write_text("the previous book")

    def broken(folder: Path) -> None:
        (folder / "index.html").write_text("half a new book")
        raise RuntimeError("the PDF could not be made")

    with pytest.raises(RuntimeError):
        swap_into(out, broken)
    assert (out / "index.html").read_text() == "the previous book"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output"]


def test_a_hand_with_an_error_stops_the_build_and_writes_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "a.md").write_text(
        "# A\n\n```hand\nZ: S—A, K, Q; H—A, A\n```\n", encoding="utf-8")
    (tmp_path / "output").mkdir()
    (tmp_path / "output" / "index.html").write_text("the previous book")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "output"])
    assert result.exit_code == 1
    assert "lessons/a.md:4:" in result.output and "nothing written" in result.output
    assert (tmp_path / "output" / "index.html").read_text() == "the previous book"
    assert sorted(p.name for p in (tmp_path / "output").iterdir()) == ["index.html"]


def test_a_build_that_writes_nothing_says_what_it_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A lesson with no hand (written: 1 lesson, 0 deals), then beside it one whose
    # only hand is refused (Z holds three cards, D002, one problem): 2 lessons read,
    # no deal built and the one refused, no page written, said in the words of the
    # line a build that writes ends with.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "a.md").write_text("# Words\n\nNo hand.\n", encoding="utf-8")
    written = CliRunner().invoke(main, ["build", "lessons", "-o", "output", "--no-pdf"])
    assert written.exit_code == 0, written.output
    assert "1 lesson, 0 deals -> output/ (index.html) in " in written.output
    (tmp_path / "lessons" / "b.md").write_text(
        "# B\n\n```hand\nZ: H—K, 4; D—Q\n```\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "output", "--no-pdf"])
    assert result.exit_code == 1
    assert result.output.splitlines()[-2:-1] == [
        "bridgebook build: nothing written: 1 problem in the hands above"]
    assert result.output.splitlines()[-1].startswith(
        "2 lessons, 0 deals, 1 refused for its problems above -> no page written "
        "(output/ is as it was) in ")
    # With --strict a lesson with no hand and no title (R037, a warning) alone: 0 deals.
    (tmp_path / "lessons" / "b.md").unlink()
    (tmp_path / "lessons" / "a.md").write_text("No hand, no title.\n", encoding="utf-8")
    strict = CliRunner().invoke(main, ["build", "lessons", "-o", "output", "--no-pdf",
                                       "--strict"])
    assert strict.exit_code == 1 and "R037" in strict.output
    assert strict.output.splitlines()[-1].startswith(
        "1 lesson, 0 deals -> no page written (output/ is as it was) in ")
    assert (tmp_path / "output" / "a.html").read_text(encoding="utf-8").count("No hand.") == 1


def test_a_build_that_refuses_a_hand_counts_the_others(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # One lesson, three hands: the first whole and regular, the second with the ace
    # of spades in two hands (D001, an error), the third with seats named both ways
    # (P010, a warning). Without --strict the second alone is refused: 2 deals, 1
    # refused; with --strict the third is too: 1 deal, 2 refused.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    good = ("```hand\nN: S—A K Q J; H—A K Q; D—A K Q; C—A K Q\n"
            "E: S—5 4 3 2; H—5 4 3 2; D—5 4 3 2; C—5\n"
            "S: S—10 9 8 7; H—10 9 8 7; D—10 9 8 7; C—10\n"
            "W: S—6; H—J 6; D—J 6; C—J 9 8 7 6 4 3 2\n```\n\n")
    twice = good.replace("E: S—5 4 3 2", "E: S—A 4 3 2")
    both_ways = ("```hand\nZ: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
                 "N: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\n```\n")
    (tmp_path / "lessons" / "a.md").write_text("# A\n\n" + good + twice + both_ways,
                                               encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "output", "--no-pdf"])
    assert result.exit_code == 1
    assert "D001" in result.output and "P010" in result.output
    assert result.output.splitlines()[-1].startswith(
        "1 lesson, 2 deals, 1 refused for its problems above -> no page written "
        "(output/ is as it was) in ")
    strict = CliRunner().invoke(main, ["build", "lessons", "-o", "output", "--no-pdf",
                                       "--strict"])
    assert strict.exit_code == 1
    assert strict.output.splitlines()[-1].startswith(
        "1 lesson, 1 deal, 2 refused for their problems above -> no page written "
        "(output/ is as it was) in ")
    assert not (tmp_path / "output").exists()


def test_strict_stops_on_a_warning(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    # Seats named both ways in one deal: P010, a warning.
    (tmp_path / "a.md").write_text("```hand\nZ: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
                                   "N: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\n```\n",
                                   encoding="utf-8")
    relaxed = CliRunner().invoke(main, ["render", "a.md", "-o", "a.html"])
    assert relaxed.exit_code == 0, relaxed.output
    strict = CliRunner().invoke(main, ["render", "a.md", "-o", "b.html", "--strict"])
    assert "P010" in strict.output
    assert strict.exit_code == 1 and not (tmp_path / "b.html").exists()


def test_an_edited_lesson_is_the_only_one_laid_out_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    for n in range(3):
        (lessons / f"{n}.md").write_text(f"# Lesson {n}\n\nText {n}.\n", encoding="utf-8")
    runner = CliRunner()
    assert runner.invoke(main, ["build", "lessons", "-o", "out"]).exit_code == 0
    cache = tmp_path / ".bridgebook-cache" / "chapters"
    first = {p.name: p.stat().st_mtime_ns for p in cache.glob("*.pdf")}
    assert len(first) == 3
    (lessons / "1.md").write_text("# Lesson 1\n\nText 1, longer now.\n", encoding="utf-8")
    assert runner.invoke(main, ["build", "lessons", "-o", "out"]).exit_code == 0
    second = {p.name: p.stat().st_mtime_ns for p in cache.glob("*.pdf")}
    assert len(second) == 4 and all(second[name] == t for name, t in first.items())
    text = _text(tmp_path / "out" / "book.pdf")
    assert "Text 1, longer now." in text and "Text 1." not in text
    contents = _text(tmp_path / "out" / "book.pdf", 2)
    assert re.findall(r"Lesson (\d)\s+(\d+)", contents) == [("0", "3"), ("1", "4"), ("2", "5")]


def test_render_one_hand_file_to_pdf_on_letter(tmp_path: Path) -> None:
    top = Path(__file__).resolve().parents[2]
    out = tmp_path / "deal.pdf"
    result = CliRunner().invoke(main, ["render", str(top / "hands/deals/04-ruff-in-the-dummy.hand"),
                                       "-o", str(out), "--paper", "letter", "--root", str(top)])
    assert result.exit_code == 0, result.output
    info = subprocess.run(["pdfinfo", str(out)], capture_output=True, text=True,
                          check=True).stdout
    assert "612 x 792" in info
    text = _text(out)
    assert "Ruff first, draw trumps after" in text and text.strip().endswith(
        str(_pages(out)))


def test_two_equal_lessons_make_two_chapters(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    for name in ("a.md", "b.md", "c.md"):
        (tmp_path / "lessons" / name).write_text("# Same\n\nSame text.\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out"])
    assert result.exit_code == 0, result.output
    assert _pages(tmp_path / "out" / "book.pdf") == 2 + 3
    assert len(list((tmp_path / ".bridgebook-cache" / "chapters").glob("*.pdf"))) == 1


def test_the_build_says_what_the_pdf_left_out(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "a.md").write_text(
        "# A\n\n![x](" + "../" * 16 + "etc/passwd) ![y](http://127.0.0.1:9/a.png)\n",
        encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out"])
    assert result.exit_code == 0, result.output
    assert "leaves out file:///etc/passwd" in result.output
    assert "leaves out http://127.0.0.1:9/a.png" in result.output
    assert "root:" not in _text(tmp_path / "out" / "book.pdf")

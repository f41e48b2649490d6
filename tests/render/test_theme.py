"""The book's theme: book.toml's title page fields, page size, font size and colours
reach the PDF and the pages; a templates folder overrides a default by name; every
setting or template error names its file and line, and nothing is written."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from bridgebook.cli import main

GOOD = "```hand\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n```\n"
THEME = """title = "Bridge at the Club"
author = "A. Teacher"
edition = "Second edition"
date = "March 1905"

[page]
size = "A5"
font_size = "13pt"

[colours]
red = "crimson"
accent = "#204a87"

[extra]
club = "The Whist Club"
"""


@pytest.fixture
def book(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "a.md").write_text("# The no trumper\n\nProse.\n\n" + GOOD,
                                               encoding="utf-8")
    return tmp_path


def _build(*more: str) -> Result:
    return CliRunner().invoke(main, ["build", "lessons", "-o", "out", *more])


def _info(pdf: Path) -> str:
    return subprocess.run(["pdfinfo", str(pdf)], check=True, capture_output=True,
                          text=True).stdout


def _text(pdf: Path, page: int) -> str:
    return subprocess.run(["pdftotext", "-f", str(page), "-l", str(page), str(pdf), "-"],
                          check=True, capture_output=True, text=True).stdout


def _height(pdf: Path, word: str) -> float:
    """The height of the first ``word`` of the PDF: its font size, near enough."""
    html = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout
    m = re.search(rf'yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">{word}<', html)
    assert m is not None, word
    return float(m.group(2)) - float(m.group(1))


def test_the_theme_reaches_the_title_page_the_page_and_the_pages(book: Path) -> None:
    (book / "lessons" / "book.toml").write_text(THEME, encoding="utf-8")
    mine = book / "mine"
    mine.mkdir()
    # A template of the author's, by name, over bridgebook's: the title page.
    (mine / "cover.html").write_text(
        '<section class="cover"><h1 class="book-title">{{ book.title }}</h1>'
        "<p>{{ book.author }}, {{ book.extra.club }}</p>"
        "<p>{{ book.edition }}, {{ book.date }}</p></section>\n", encoding="utf-8")
    result = _build("--templates", "mine")
    assert result.exit_code == 0, result.output
    pdf = book / "out" / "book.pdf"
    info = _info(pdf)
    assert "419.528 x 595.276 pts" in info  # 148 x 210 mm
    assert re.search(r"Author:\s+A\. Teacher", info)
    cover = _text(pdf, 1)
    assert "Bridge at the Club" in " ".join(cover.split())
    assert "A. Teacher, The Whist Club" in cover
    assert "Second edition, March 1905" in cover
    page = (book / "out" / "a.html").read_text(encoding="utf-8")
    assert "--red: crimson;" in page and "--accent: #204a87;" in page
    # The heading scales with the base font size: 13pt here, 9pt below.
    big = _height(pdf, "trumper")
    (book / "lessons" / "book.toml").write_text(
        THEME.replace('"A5"', '"170x240mm"').replace('"13pt"', '"9pt"'), encoding="utf-8")
    result = _build()
    assert result.exit_code == 0, result.output
    assert "481.89 x 680.315 pts" in _info(pdf)  # 170 x 240 mm
    small = _height(pdf, "trumper")
    assert big / small == pytest.approx(13 / 9, rel=0.08)
    # --paper is over book.toml's size.
    assert _build("--paper", "letter").exit_code == 0
    assert "612 x 792 pts" in _info(pdf)


def test_a_templates_folder_that_is_not_there_is_an_error(book: Path) -> None:
    result = _build("--templates", "nonexist", "--no-pdf")
    assert result.exit_code == 2
    # Placed where the command line names it (the folder, with its slash), not at a
    # line 1 of a file that is not there.
    assert ("nonexist/: R031 --templates 'nonexist': the templates folder does not exist"
            in result.output)
    assert "nonexist:1:1" not in result.output
    assert "templates/" in result.output  # where bridgebook's own are
    assert not (book / "out").exists()


def test_a_name_a_template_is_not_given_is_said_at_its_file_and_line(book: Path) -> None:
    (book / "mine").mkdir()
    (book / "mine" / "page.html").write_text(
        '{% extends "base.html" %}\n{% block body %}\n{{ page.body }}\n'
        "<footer>{{ book.autor }}</footer>\n{% endblock %}\n", encoding="utf-8")
    assert _build("--no-pdf").exit_code == 0
    before = (book / "out" / "a.html").read_text(encoding="utf-8")
    result = _build("--templates", "mine", "--no-pdf")
    assert result.exit_code == 1
    assert ("mine/page.html:4:17: R032 template error: 'dict object' has no attribute "
            "'autor'") in result.output
    # the build's last line, as at any other problem: the lesson and its deal read
    assert result.output.splitlines()[-2] == (
        "bridgebook build: nothing written: a template cannot be used (above)")
    assert result.output.splitlines()[-1].startswith(
        "1 lesson, 1 deal -> no page written (out/ is as it was) in ")
    assert (book / "out" / "a.html").read_text(encoding="utf-8") == before


def test_a_syntax_error_in_a_template_is_said_at_its_line(book: Path) -> None:
    (book / "mine").mkdir()
    (book / "mine" / "book.html").write_text("<html>\n{% if %}\n</html>\n", encoding="utf-8")
    result = _build("--templates", "mine")
    assert result.exit_code == 1
    assert "mine/book.html:2:1: R032 template error:" in result.output
    assert result.output.splitlines()[-1].startswith(
        "1 lesson, 1 deal -> no page written (out/ is as it was) in ")
    assert not (book / "out").exists()


def test_a_template_error_while_the_lessons_are_read_ends_with_the_builds_line(
        book: Path) -> None:
    # deal.html is used reading the lesson, for its deal: no lesson is read whole, so
    # the last line counts the lessons there were to read, and no deal.
    (book / "mine").mkdir()
    (book / "mine" / "deal.html").write_text("{% if %}\n", encoding="utf-8")
    result = _build("--templates", "mine", "--no-pdf")
    assert result.exit_code == 1
    assert "mine/deal.html:1:1: R032 template error:" in result.output
    assert result.output.splitlines()[-2] == (
        "bridgebook build: nothing written: a template cannot be used (above)")
    assert result.output.splitlines()[-1].startswith(
        "1 lesson -> no page written (out/ is as it was) in ")
    assert not (book / "out").exists()


@pytest.mark.parametrize(("toml", "said"), [
    ('title = "T"\nautor = "A. Teacher"\n',
     "lessons/book.toml:2:1: R034 book.toml: unknown key 'autor'"),
    ('title = "T"\n\n[page]\nsize = "B7"\n',
     "lessons/book.toml:4:8: R035 book.toml: [page] size = 'B7': not a paper size"),
    ('[colours]\nred = "crimsom"\n',
     "lessons/book.toml:2:7: R035 book.toml: [colours] red = 'crimsom': not a colour\n"
     '    red = "crimsom"\n          ^^^^^^^^^\n    hint: did you mean \'crimson\'? a colour '
     'as "#c0102a" or a name ("firebrick", "crimson")'),
    ('title = "T\n', "lessons/book.toml:1:11: R033 book.toml cannot be read: a quoted text is not "
     "closed on its line"),
])
def test_a_bad_book_toml_is_said_at_its_line(book: Path, toml: str, said: str) -> None:
    (book / "lessons" / "book.toml").write_text(toml, encoding="utf-8")
    result = _build("--no-pdf")
    assert result.exit_code == 1
    assert said in result.output
    assert not (book / "out").exists()


def test_the_title_page_fits_an_a5_page(book: Path) -> None:
    """bridgebook's own title page, with every field, on one A5 page: the contents
    begin on page 2."""
    (book / "lessons" / "book.toml").write_text(
        THEME.replace('title = "Bridge at the Club"', 'title = "Bridge from the Old Books"\n'
                      'subtitle = "Six lessons on the make, the doubling and the play, with '
                      "the hands of the Whist Club's hints (1897) and deals built round "
                      'them"'), encoding="utf-8")
    result = _build()
    assert result.exit_code == 0, result.output
    pdf = book / "out" / "book.pdf"
    cover, second = _text(pdf, 1), _text(pdf, 2)
    assert "A. Teacher" in cover and "March 1905" in cover
    assert second.lstrip().startswith("Contents")


def test_a_stylesheet_of_the_authors_overrides_bridgebooks_by_name(book: Path) -> None:
    (book / "mine").mkdir()
    (book / "mine" / "style.css").write_text("/* the club's own style */\n"
                                             "body { font-family: serif; }\n",
                                             encoding="utf-8")
    result = _build("--templates", "mine", "--no-pdf")
    assert result.exit_code == 0, result.output
    page = (book / "out" / "a.html").read_text(encoding="utf-8")
    assert "/* the club's own style */" in page
    assert "/* bridgebook: the pages of a lesson" not in page  # bridgebook's is not used
    assert "--accent:" in page  # the other defaults (theme.css) still are

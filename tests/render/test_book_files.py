"""The files round a book: a lesson's images copied into the site and served by
``serve`` (only from the lesson's folder), printed in the PDF; the half-written
files a killed build left in the cache swept by the next; what the PDF leaves out
said with its code and place; and ``\\!S``, the shorthand kept as typed."""

from __future__ import annotations

import os
import shutil
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image
from playwright.sync_api import Browser

from bridgebook.build import read_lesson
from bridgebook.cli import main
from bridgebook.render.env import markdown_inline, suits
from bridgebook.serve.book import PreviewBook

from .conftest import Served

TOP = Path(__file__).resolve().parents[2]

LESSON = """# Pictures

The squeeze: ![the squeeze](squeeze.png)

Its end: ![the end](img/the%20end.png)

From the hands' folder: ![outside](../hands/outside.png)

Through a link: ![linked](linked.png)

Not there: ![missing](missing.png)
"""


def _picture(path: Path, colour: str, size: tuple[int, int] = (40, 30)) -> bytes:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", size, colour).save(path)
    return path.read_bytes()


@pytest.fixture
def pictures(project: Path) -> Path:
    """A lesson with two images in its folder, one in the project outside it, one
    linked from outside, one missing."""
    lessons = project / "lessons"
    _picture(lessons / "squeeze.png", "red")
    _picture(lessons / "img" / "the end.png", "blue")
    _picture(project / "hands" / "outside.png", "green")
    (lessons / "linked.png").symlink_to(project / "hands" / "outside.png")
    (lessons / "01-pictures.md").write_text(LESSON, encoding="utf-8")
    return project


def test_a_lessons_images_are_copied_into_the_site(pictures: Path) -> None:
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out"])
    assert result.exit_code == 0, result.output
    out = pictures / "out"
    # The images of the lesson's folder, at their paths there; nothing else.
    assert (out / "squeeze.png").read_bytes() == (pictures / "lessons/squeeze.png").read_bytes()
    assert (out / "img" / "the end.png").read_bytes() == \
        (pictures / "lessons/img/the end.png").read_bytes()
    made = sorted(str(p.relative_to(out)) for p in out.rglob("*") if p.is_file())
    assert made == [".bridgebook-site", "01-pictures.html", "book.pdf", "img/the end.png",
                    "index.html", "squeeze.png"]
    page = (out / "01-pictures.html").read_text(encoding="utf-8")
    assert '<img src="squeeze.png" alt="the squeeze" data-digest="' in page
    assert '<img src="img/the%20end.png" alt="the end" data-digest="' in page
    # Each image left out is said, at its line and column.
    for place, what in (("lessons/01-pictures.md:7:36", "the image ../hands/outside.png is "
                         "outside the lesson's folder: the site leaves it out"),
                        ("lessons/01-pictures.md:9:27", "the image linked.png is outside "
                         "the lesson's folder"),
                        ("lessons/01-pictures.md:11:23", "no image missing.png in the "
                         "lesson's folder")):
        assert f"{place}: R050 warning: {what}" in result.output, result.output
    # With --strict a warning stops the build, which writes nothing.
    strict = CliRunner().invoke(main, ["build", "lessons", "-o", "strict", "--strict"])
    assert strict.exit_code == 1 and not (pictures / "strict").exists()


def test_the_pdf_prints_a_lessons_images(pictures: Path) -> None:
    """Read from the lesson's folder (not the project's): the two of the lesson's
    folder, and the one elsewhere in the project (the PDF reads the project)."""
    (pictures / "lessons" / "01-pictures.md").write_text(
        LESSON.replace("Not there: ![missing](missing.png)\n", ""), encoding="utf-8")
    result = CliRunner().invoke(main, ["render", "lessons/01-pictures.md", "-o", "p.pdf"])
    assert result.exit_code == 0, result.output
    listed = subprocess.run(["pdfimages", "-list", str(pictures / "p.pdf")], check=True,
                            capture_output=True, text=True).stdout.splitlines()[2:]
    assert len(listed) == 4, listed  # the link is printed too: it is in the project
    assert "leaves out" not in result.output


def test_the_site_shows_the_images_in_a_browser(pictures: Path, browser: Browser) -> None:
    # Built away from the project's own folders (where ../hands would find the file).
    assert CliRunner().invoke(main, ["build", "lessons", "-o", "site/book"]).exit_code == 0
    page = browser.new_page()
    page.goto((pictures / "site" / "book" / "01-pictures.html").as_uri())
    widths = page.eval_on_selector_all("img", "all => all.map(i => i.naturalWidth)")
    # The two copied show; the three left out do not.
    assert widths == [40, 40, 0, 0, 0]
    page.context.close()


def test_serve_serves_the_images_of_the_lessons_folder_and_nothing_else(
        pictures: Path, browser: Browser) -> None:
    book = PreviewBook([pictures / "lessons"], pictures)
    book.update()
    assert book.image("squeeze.png") == (pictures / "lessons/squeeze.png").resolve()
    assert book.image("img/the end.png") is not None
    for name in ("linked.png", "../hands/outside.png", "hands/outside.png", "missing.png",
                 "01-pictures.md", "lessons/squeeze.png", "/etc/passwd"):
        assert book.image(name) is None, name
    served = Served(pictures)
    try:
        with urllib.request.urlopen(served.url + "squeeze.png") as answer:
            assert answer.headers["Content-Type"] == "image/png"
            assert answer.read() == (pictures / "lessons/squeeze.png").read_bytes()
        for name in ("linked.png", "..%2Fhands%2Foutside.png", "hands/outside.png",
                     "01-pictures.md", "book.toml", "..%2F..%2Fetc%2Fpasswd"):
            with pytest.raises(urllib.error.HTTPError) as refused:
                urllib.request.urlopen(served.url + name)
            assert refused.value.code == 404, name
        page = browser.new_page()
        page.goto(served.url + "01-pictures.html")
        widths = page.eval_on_selector_all("img", "all => all.map(i => i.naturalWidth)")
        assert widths == [40, 40, 0, 0, 0]
        # An image saved again is served as it now is: the open page reloads itself.
        _picture(pictures / "lessons" / "squeeze.png", "black", (60, 30))
        page.wait_for_function("() => document.querySelector('img').naturalWidth === 60",
                               timeout=10_000)
        page.context.close()
    finally:
        served.stop()


def test_a_killed_builds_half_written_files_are_swept(project: Path) -> None:
    (project / "lessons" / "a.md").write_text("# A\n\nText.\n", encoding="utf-8")
    cache = project / ".bridgebook-cache"
    dead = 2 ** 22 + 1  # above Linux's highest process id: no process has it
    left = [cache / "chapters" / f"{'a' * 64}.pdf.{dead}.part",
            cache / "chapters" / f"{'b' * 64}.pdf.part",  # the form of an older build
            cache / "front" / f"{'c' * 64}.pdf.{dead}.part",
            cache / "lessons" / f"{'d' * 32}.json.{dead}.part"]
    running = cache / "chapters" / f"{'e' * 64}.pdf.{os.getpid()}.part"
    for path in [*left, running]:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(b"%PDF-1.7 half")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out"])
    assert result.exit_code == 0, result.output
    assert not any(path.exists() for path in left)
    assert running.exists()  # a build still running: its file is left alone
    assert len(list((cache / "chapters").glob("*.pdf"))) == 1
    assert sorted(p.name for p in cache.rglob("*.part")) == [running.name]


def test_what_the_pdf_leaves_out_is_said_with_its_code_and_place(project: Path) -> None:
    (project / "lessons" / "a.md").write_text(
        "# A\n\nA board: ![b](http://127.0.0.1:9/board.png)\n", encoding="utf-8")
    theme = project / "mytheme"
    theme.mkdir()
    css = (TOP / "templates" / "print.css").read_text(encoding="utf-8")
    (theme / "print.css").write_text(
        css + '\nhtml body.print { background-image: url("file:///etc/hostname"); }\n',
        encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out",
                                       "--templates", "mytheme"])
    assert result.exit_code == 0, result.output
    assert ("lessons/a.md:3:15: R051 warning: the PDF leaves out http://127.0.0.1:9/"
            "board.png") in result.output
    assert "out/book.pdf:1:1: R051 warning: the PDF leaves out file:///etc/hostname" in \
        result.output
    assert result.output.count("leaves out") == 2


def test_the_shorthand_escaped_is_kept_as_typed(project: Path) -> None:
    assert str(markdown_inline(r"lead the !SK, not \!SK")) == \
        'lead the <span class="spades">♠</span>K, not !SK'
    assert str(markdown_inline(r"\!H and \! alone, `\!D` in code")) == \
        "!H and ! alone, <code>\\!D</code> in code"
    assert str(suits(r"What after 1!H? Not \!H.")) == \
        'What after 1<span class="hearts">♥</span>? Not !H.'
    lesson = project / "lessons" / "escaped.md"
    lesson.write_text(
        "# Escaped\n\nWrite \\!S for the spade sign: !S.\n\n"
        "```hand file=../hands/deals/03-holding-up.hand show=Z "
        "quiz=\"Does \\!S print !S?\"\n```\n", encoding="utf-8")
    body = read_lesson(lesson, project).lesson.body
    assert 'Write !S for the spade sign: <span class="spades">♠</span>.' in body
    assert '<p class="question">Does !S print <span class="spades">♠</span>?</p>' in body
    shutil.rmtree(project / "lessons")

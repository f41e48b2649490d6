"""A page with no title of its own is named from its file the same way whether it
is a lesson with no heading or a hand record whose deals have no title."""

from __future__ import annotations

import subprocess
from pathlib import Path

from notation_deals import HANDS_1905

from bridgebook.build import read_lesson
from bridgebook.render.lesson import title_of_name

from .conftest import build_in

DEAL = """\
laws: laws-1905
""" + HANDS_1905


def test_a_record_with_no_title_is_named_as_a_lesson_with_no_heading(tmp_path: Path) -> None:
    record = tmp_path / "02-the_hold-up.hand"
    record.write_text(DEAL, encoding="utf-8")
    lesson = tmp_path / "03-the_hold-up.md"
    lesson.write_text("Lead the king.\n", encoding="utf-8")
    assert read_lesson(record, tmp_path).lesson.title == "The hold up"
    assert read_lesson(lesson, tmp_path).lesson.title == "The hold up"
    assert title_of_name(str(record)) == "The hold up"


def test_a_record_of_several_deals_is_headed_by_the_same_name(tmp_path: Path) -> None:
    record = tmp_path / "04-ruffing_finesse.hand"
    record.write_text(f"deal 1\n{DEAL}\ndeal 2\n{DEAL}", encoding="utf-8")
    page = read_lesson(record, tmp_path).lesson
    assert page.title == "Ruffing finesse"
    assert page.body.startswith("<h1>Ruffing finesse</h1>\n")


def test_a_deals_own_title_comes_first(tmp_path: Path) -> None:
    record = tmp_path / "05-x.hand"
    record.write_text(f"title: The Whist Club's no trump\n{DEAL}", encoding="utf-8")
    assert read_lesson(record, tmp_path).lesson.title == "The Whist Club's no trump"


def test_a_lesson_s_title_is_its_heading_s_words(project: Path) -> None:
    # The heading's Markdown is read: the shorthand !HA is the ♥A, the emphasis and the
    # code marks are not words; an escaped \\!S stays as written. The contents and the
    # page's <title> show the same words.
    path = project / "lessons" / "01-lead.md"
    path.write_text("# Lead the !HA, *then* `duck` \\!S\n\nText.\n", encoding="utf-8")
    assert read_lesson(path, project).lesson.title == "Lead the ♥A, then duck !S"
    result = build_in(project, "lessons", "-o", "out", "--no-pdf")
    assert result.exit_code == 0, result.output
    page = (project / "out" / "01-lead.html").read_text(encoding="utf-8")
    assert "<title>Lead the ♥A, then duck !S — " in page
    contents = (project / "out" / "index.html").read_text(encoding="utf-8")
    assert '<a href="01-lead.html">Lead the ♥A, then duck !S</a>' in contents


def test_a_lesson_with_no_heading_has_its_title_as_the_running_head(project: Path) -> None:
    # 02-the_hold-up.md has no '# ' heading (R037): titled "The hold up", that is its
    # running head on each of its pages, as "Lead the ♥A" (the heading, its suit drawn)
    # is the first lesson's. Running heads are the first line of a lesson's pages.
    lessons = project / "lessons"
    (lessons / "01-lead.md").write_text("# Lead the !HA\n\nText.\n", encoding="utf-8")
    prose = "The dealer holds up the ace until the third round of the suit. " * 8
    (lessons / "02-the_hold-up.md").write_text(f"{prose}\n\n" * 12, encoding="utf-8")
    result = build_in(project, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    pdf = str(project / "out" / "book.pdf")
    heads = []
    for page in range(3, 6):  # the cover and the contents first
        text = subprocess.run(["pdftotext", "-layout", "-f", str(page), "-l", str(page),
                               pdf, "-"], check=True, capture_output=True, text=True).stdout
        heads.append(text.split("\n", 1)[0].strip())
    assert heads == ["Lead the ♥A", "The hold up", "The hold up"]

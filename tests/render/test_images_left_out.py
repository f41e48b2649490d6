"""What a lesson's image outside the project comes to: the PDF leaves it out, and so
does the site, and the one message says both."""

from __future__ import annotations

from pathlib import Path

from bridgebook.build import read_lesson


def test_an_image_outside_the_project_is_left_out_of_the_site_and_the_pdf(
        tmp_path: Path) -> None:
    project, elsewhere = tmp_path / "project", tmp_path / "elsewhere"
    (project / "lessons").mkdir(parents=True)
    elsewhere.mkdir()
    (elsewhere / "far.png").write_bytes(b"picture")
    lesson = project / "lessons" / "01-far.md"
    lesson.write_text("# Far\n\n![far](../../elsewhere/far.png)\n", encoding="utf-8")
    page = read_lesson(lesson, project)
    (problem,) = page.lesson.diagnostics
    assert (problem.code, problem.line, problem.column) == ("R051", 3, 8)
    assert problem.message == (
        f"the PDF leaves out {(elsewhere / 'far.png').as_uri()}: bridgebook fetches nothing "
        "outside the project folder, and the site leaves it out too: it is outside the "
        "lesson's folder")
    assert page.lesson.images == []


def test_an_image_of_a_lessons_folder_outside_the_project_is_in_the_site(
        tmp_path: Path) -> None:
    # The lessons kept outside the project (--root): the site copies the image, the
    # PDF alone leaves it out.
    project, lessons = tmp_path / "project", tmp_path / "lessons"
    project.mkdir()
    lessons.mkdir()
    (lessons / "near.png").write_bytes(b"picture")
    lesson = lessons / "01-near.md"
    lesson.write_text("# Near\n\n![near](near.png)\n", encoding="utf-8")
    page = read_lesson(lesson, project)
    (problem,) = page.lesson.diagnostics
    assert problem.code == "R051" and "site" not in problem.message
    assert page.lesson.images == ["near.png"]

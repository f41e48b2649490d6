"""The kinds of image a lesson may show are one table: each the lesson takes is
copied, served with its type and counted among a built site's files; any other
kind is refused by all three alike."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgebook.build import read_lesson
from bridgebook.outfolder import output_problem
from bridgebook.render.images import IMAGE_SUFFIXES, IMAGE_TYPES


def _shown(folder: Path, name: str) -> tuple[list[str], list[str]]:
    """The images a lesson showing ``name`` keeps, and the codes of its problems."""
    (folder / name).write_bytes(b"picture")
    lesson = folder / "lesson.md"
    lesson.write_text(f"# Pictures\n\n![a picture]({name})\n", encoding="utf-8")
    page = read_lesson(lesson, folder)
    return page.lesson.images, [d.code for d in page.lesson.diagnostics]


@pytest.mark.parametrize("suffix", sorted(IMAGE_SUFFIXES))
def test_every_kind_is_shown_served_and_counted_as_made(suffix: str, tmp_path: Path) -> None:
    assert _shown(tmp_path, f"pic{suffix}") == ([f"pic{suffix}"], [])
    assert IMAGE_TYPES[suffix].startswith("image/")
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>a site</p>", encoding="utf-8")
    (site / f"pic{suffix.upper()}").write_bytes(b"picture")
    assert output_problem(site, []) is None


def test_another_kind_is_refused_by_all_three(tmp_path: Path) -> None:
    assert _shown(tmp_path, "pic.bmp") == ([], ["R050"])
    assert ".bmp" not in IMAGE_TYPES
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>a site</p>", encoding="utf-8")
    (site / "pic.bmp").write_bytes(b"picture")
    problem = output_problem(site, [])
    assert problem is not None and problem.code == "R036"

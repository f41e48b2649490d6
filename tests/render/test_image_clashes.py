"""Two lessons in different folders that show images of one path (``img/s.png``):
the site holds one file of that name, so two different pictures are said (R050, at
the second lesson's image), and the same picture twice is not."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from click.testing import CliRunner
from PIL import Image

from bridgebook import site_images
from bridgebook.build import read_lesson
from bridgebook.cli import main
from bridgebook.serve.book import PreviewBook


def _lessons(root: Path, second: str) -> None:
    for folder, colour, text in (("a", "red", "# One\n\nRed: ![red](img/s.png)\n"),
                                 ("b", second, "# Two\n\nText.\n\nBlue: ![blue](img/s.png)\n")):
        (root / "lessons" / folder / "img").mkdir(parents=True)
        Image.new("RGB", (40, 30), colour).save(root / "lessons" / folder / "img" / "s.png")
        name = "01-one.md" if folder == "a" else "02-two.md"
        (root / "lessons" / folder / name).write_text(text, encoding="utf-8")


def test_two_different_images_of_one_name_are_said(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _lessons(tmp_path, "blue")
    result = CliRunner().invoke(main, ["build", "lessons/a", "lessons/b", "-o", "out",
                                       "--no-pdf"])
    assert result.exit_code == 0, result.output
    # Line 5 of the second lesson, the path after "Blue: ![blue](".
    assert ("lessons/b/02-two.md:5:15: R050 warning: the image img/s.png is not the one "
            "lessons/a/01-one.md shows under that name (lessons/a/img/s.png): the site "
            "holds one file of each name, keeps that lesson's") in result.output
    # The site keeps the first lesson's picture, as said.
    assert (tmp_path / "out/img/s.png").read_bytes() == \
        (tmp_path / "lessons/a/img/s.png").read_bytes()
    strict = CliRunner().invoke(main, ["build", "lessons/a", "lessons/b", "-o", "strict",
                                       "--no-pdf", "--strict"])
    assert strict.exit_code == 1 and not (tmp_path / "strict").exists()


def test_the_same_picture_twice_is_not_said(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _lessons(tmp_path, "red")
    result = CliRunner().invoke(main, ["build", "lessons/a", "lessons/b", "-o", "out",
                                       "--no-pdf"])
    assert result.exit_code == 0 and "R050" not in result.output, result.output


def test_the_preview_shows_it_on_the_second_lessons_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _lessons(tmp_path, "blue")
    preview = PreviewBook([Path("lessons/a"), Path("lessons/b")], Path("."))
    preview.update()
    first, second = preview.page("01-one.html"), preview.page("02-two.html")
    assert first is not None and first.problems == []
    assert second is not None and [(d.code, d.line, d.column) for d in second.problems] == [
        ("R050", 5, 15)]


def test_images_of_names_no_two_lessons_share_are_not_read(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Each build and preview update looks for clashes: a book whose image names are
    # all its own reads none of its images to do so; a shared name reads its two files.
    monkeypatch.chdir(tmp_path)
    _lessons(tmp_path, "blue")
    (tmp_path / "lessons/b/02-two.md").write_text("# Two\n\n![blue](img/t.png)\n",
                                                  encoding="utf-8")
    (tmp_path / "lessons/b/img/s.png").rename(tmp_path / "lessons/b/img/t.png")
    read: list[Path] = []
    real = site_images._digest

    def counted(path: Path) -> str:
        read.append(path)
        return real(path)

    monkeypatch.setattr(site_images, "_digest", counted)
    pages = [read_lesson(tmp_path / "lessons/a/01-one.md", tmp_path),
             read_lesson(tmp_path / "lessons/b/02-two.md", tmp_path)]
    assert site_images.image_clashes(pages) == [] and read == []
    _lessons(tmp_path / "shared", "blue")
    pages = [read_lesson(tmp_path / "shared/lessons/a/01-one.md", tmp_path),
             read_lesson(tmp_path / "shared/lessons/b/02-two.md", tmp_path)]
    assert [d.code for d in site_images.image_clashes(pages)] == ["R050"]
    assert sorted(p.parent.parent.name for p in read) == ["a", "b"]


def test_a_path_with_no_way_from_the_working_folder_is_shown_whole(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # os.path.relpath raises ValueError across the drives of Windows.
    def no_way(path: str, start: str) -> str:
        raise ValueError("path is on mount 'D:', start on mount 'C:'")

    monkeypatch.setattr(os.path, "relpath", no_way)
    assert site_images._shown(Path("/book/img/s.png")) == str(Path("/book/img/s.png"))

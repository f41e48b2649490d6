"""The small points of publishing: --no-pdf keeps the book's PDF, a misspelt fence is
said, ``file=`` paths are read from the lesson's own folder whatever the current one."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.cli import main

TOP = Path(__file__).resolve().parents[2]
GOOD = "```hand\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n```\n"


def test_no_pdf_into_the_same_folder_keeps_the_book_pdf(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "a.md").write_text("# A\n\n" + GOOD, encoding="utf-8")
    out = tmp_path / "out"
    out.mkdir()
    earlier = b"%PDF-1.7 the book the user had\n"
    (out / "book.pdf").write_bytes(earlier)
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out", "--no-pdf"])
    assert result.exit_code == 0, result.output
    assert (out / "book.pdf").read_bytes() == earlier
    assert "book.pdf kept from the last build" in result.output
    assert 'href="book.pdf"' in (out / "index.html").read_text(encoding="utf-8")
    # Without a PDF before, none is linked.
    shutil.rmtree(out)
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out", "--no-pdf"])
    assert result.exit_code == 0 and not (out / "book.pdf").exists()
    assert "book.pdf" not in (out / "index.html").read_text(encoding="utf-8")


def test_a_misspelt_fence_is_a_warning_at_its_line(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "a.md").write_text(
        "# A\n\nProse.\n\n" + GOOD.replace("```hand", "```hnad"), encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out", "--no-pdf"])
    assert result.exit_code == 0, result.output
    assert ("lessons/a.md:5:4: R030 warning: ```hnad is shown as code: did you mean "
            "```hand?") in result.output
    assert "hint: write ```hand" in result.output
    strict = CliRunner().invoke(main, ["build", "lessons", "-o", "out2", "--no-pdf",
                                       "--strict"])
    assert strict.exit_code == 1 and not (tmp_path / "out2").exists()


def _book(root: Path) -> None:
    shutil.copytree(TOP / "hands" / "deals", root / "hands" / "deals")
    (root / "lessons").mkdir()
    (root / "lessons" / "a.md").write_text(
        "# A\n\n```hand file=../hands/deals/03-holding-up.hand\n```\n", encoding="utf-8")


def test_file_paths_are_read_from_the_lessons_folder_wherever_the_command_runs(
        tmp_path: Path) -> None:
    root = tmp_path / "book"
    _book(root)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    here = Path.cwd()
    os.chdir(elsewhere)
    try:
        result = CliRunner().invoke(main, ["build", str(root / "lessons"), "-o",
                                           str(tmp_path / "out"), "--no-pdf",
                                           "--root", str(root)])
    finally:
        os.chdir(here)
    assert result.exit_code == 0, result.output
    assert "the ace held up twice" in (tmp_path / "out" / "a.html").read_text(encoding="utf-8")


def test_a_path_from_the_project_top_is_told_the_path_to_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _book(tmp_path)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons" / "a.md").write_text(
        "# A\n\n```hand file=hands/deals/03-holding-up.hand\n```\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out", "--no-pdf"])
    assert result.exit_code == 1
    assert ("lessons/a.md:3:14: R001 no hand record 'hands/deals/03-holding-up.hand' in "
            "lessons/: file= paths are read from the lesson's own folder") in result.output
    assert "hint: write file=../hands/deals/03-holding-up.hand" in result.output


@pytest.mark.parametrize("written", [
    "03-holding-up.hand", "../hands/03-holding-up.hand", "deals/03-holding-up.hand"])
def test_a_path_that_finds_nothing_is_told_the_record_of_its_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, written: str) -> None:
    """The record of the name the path ends in, wherever it is in the project, not
    the project's first record (01-the-hints-no-trump.hand)."""
    _book(tmp_path)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons" / "a.md").write_text(
        f"# A\n\n```hand file={written}\n```\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "lessons/a.md"])
    assert result.exit_code == 1
    assert (f"lessons/a.md:3:14: R001 no hand record {written!r} in lessons/: file= "
            "paths are read from the lesson's own folder") in result.output
    assert "hint: write file=../hands/deals/03-holding-up.hand\n" in result.output


def test_of_two_records_of_the_name_the_one_in_the_folder_named_is_told(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _book(tmp_path)
    shutil.copytree(tmp_path / "hands" / "deals", tmp_path / "hands" / "copies")
    monkeypatch.chdir(tmp_path)
    told = {}
    for written in ("copies/03-holding-up.hand", "deals/03-holding-up.hand",
                    "other/03-holding-up.hand"):
        (tmp_path / "lessons" / "a.md").write_text(
            f"# A\n\n```hand file={written}\n```\n", encoding="utf-8")
        output = CliRunner().invoke(main, ["check", "lessons/a.md"]).output
        told[written] = [line.strip() for line in output.splitlines()
                         if line.strip().startswith("hint:")]
    # hands/copies is read before hands/deals: the first found where no folder fits.
    assert told == {
        "copies/03-holding-up.hand": ["hint: write file=../hands/copies/03-holding-up.hand"],
        "deals/03-holding-up.hand": ["hint: write file=../hands/deals/03-holding-up.hand"],
        "other/03-holding-up.hand": ["hint: write file=../hands/copies/03-holding-up.hand"]}


def test_a_lesson_with_no_heading_is_titled_after_its_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "02-the-hold-up.md").write_text("Prose first.\n\n" + GOOD,
                                                           encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out", "--no-pdf"])
    assert result.exit_code == 0, result.output
    assert ("lessons/02-the-hold-up.md:1:1: R037 warning: the lesson has no '# ' heading: it is "
            "titled 'The hold up', after its file's name") in result.output
    assert "hint: begin the lesson with its title: '# The hold up'" in result.output
    page = (tmp_path / "out" / "02-the-hold-up.html").read_text(encoding="utf-8")
    assert "<title>The hold up" in page
    assert "lessons/02-the-hold-up.md" not in (tmp_path / "out" / "index.html").read_text(
        encoding="utf-8")

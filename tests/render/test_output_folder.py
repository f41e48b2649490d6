"""What the user had is never lost to an output: `build` refuses a folder it would
wipe (R036), and `convert`/`import` refuse to write over the file they read (P018)."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.cli import main
from bridgebook.outfolder import MARK

GOOD = "# A lesson\n\n```hand\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n```\n"
HAND = "laws: laws-1905\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "one.md").write_text(GOOD, encoding="utf-8")
    (tmp_path / "notes.txt").write_text("important", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    return tmp_path


def _build(out: str) -> tuple[int, str]:
    done = CliRunner().invoke(main, ["build", "lessons", "-o", out, "--no-pdf"])
    return done.exit_code, done.output


def _everything(root: Path) -> list[str]:
    return sorted(str(p.relative_to(root)) for p in root.rglob("*"))


@pytest.mark.parametrize(("out", "holds"), [
    (".", "the folder the command runs in"),
    ("lessons", "'lessons'"),
])
def test_a_folder_holding_the_lessons_or_the_project_is_refused(
        project: Path, out: str, holds: str) -> None:
    before = _everything(project)
    code, said = _build(out)
    assert code == 2
    assert f"R036 the output folder '{out}' holds {holds}" in said
    assert _everything(project) == before  # not a file touched


def test_a_folder_of_the_users_own_files_is_refused(project: Path) -> None:
    mine = project / "mine"
    mine.mkdir()
    (mine / "draft.txt").write_text("a draft", encoding="utf-8")
    code, said = _build("mine")
    assert code == 2
    assert "R036 the output folder 'mine' holds files bridgebook did not make (draft.txt)" \
        in said
    assert (mine / "draft.txt").read_text(encoding="utf-8") == "a draft"
    assert _everything(mine) == ["draft.txt"]


def test_a_new_folder_then_its_own_folder_are_taken(project: Path) -> None:
    assert _build("output/book")[0] == 0
    site = project / "output" / "book"
    assert (site / MARK).is_file() and (site / "one.html").is_file()
    assert _build("output/book")[0] == 0  # the second build replaces the first


def test_a_site_made_before_the_mark_is_taken(project: Path) -> None:
    old = project / "site"
    old.mkdir()
    (old / "index.html").write_text("the previous book", encoding="utf-8")
    (old / "book.pdf").write_bytes(b"%PDF-1.7")
    assert _build("site")[0] == 0
    assert (old / MARK).is_file() and (old / "book.pdf").is_file()  # the PDF kept


def test_the_site_has_the_users_permissions(project: Path) -> None:
    mask = os.umask(0o022)
    try:
        assert _build("output")[0] == 0
    finally:
        os.umask(mask)
    assert stat.S_IMODE((project / "output").stat().st_mode) == 0o755


@pytest.mark.parametrize(("command", "name", "text"), [
    ("convert", "same.hand", HAND),
    ("import", "same.txt", "BRIDGE\n\nA page of prose and no hand.\n"),
])
def test_an_output_that_is_the_input_is_refused(project: Path, command: str, name: str,
                                                text: str) -> None:
    source = project / name
    source.write_text(text, encoding="utf-8")
    done = CliRunner().invoke(main, [command, name, "-o", name])
    assert done.exit_code == 1
    assert f"{name}:1:1: P018 cannot write {name}: it is the file being read" in done.output
    assert source.read_text(encoding="utf-8") == text


def test_the_same_file_by_another_name_is_refused(project: Path) -> None:
    (project / "same.hand").write_text(HAND, encoding="utf-8")
    (project / "also.hand").symlink_to(project / "same.hand")
    done = CliRunner().invoke(main, ["convert", "same.hand", "-o", "also.hand"])
    assert done.exit_code == 1
    assert "P018 cannot write also.hand: it is same.hand, the file being read" in done.output
    assert (project / "same.hand").read_text(encoding="utf-8") == HAND


@pytest.mark.parametrize(("output", "missing"), [
    ("nodir/x.pbn", "nodir"),
    ("nodir/deeper/x.pbn", "nodir"),
])
def test_an_output_in_a_folder_that_is_not_there_names_the_folder(
        project: Path, output: str, missing: str) -> None:
    """The P018 is the command's own, with no place in a file: the output is not there
    to be pointed at (it was told at 1:1 of the missing file, in the system's words)."""
    (project / "deal.hand").write_text(HAND, encoding="utf-8")
    done = CliRunner().invoke(main, ["convert", "deal.hand", "-o", output])
    assert done.exit_code == 1
    assert (f"bridgebook: P018 cannot write {output}: there is no folder {missing}\n"
            "    hint: make the folder first, or name a file in a folder that exists "
            "(a conversion makes no folders)") in done.output
    assert ":1:1:" not in done.output
    assert not (project / "nodir").exists()

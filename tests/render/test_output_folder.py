"""What the user had is never lost to an output: `build` refuses a folder it would
wipe (R036), and `convert`, `import`, `render` and `scoresheet` refuse to write over
the file they read (P018), write through a link and keep a file's permissions."""

from __future__ import annotations

import os
import stat
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.cli import main
from bridgebook.outfile import write_output, write_text
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
    # A folder has no line: it is named with its slash, not placed at 1:1.
    assert said.startswith("mine/: R036 "), said
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
    # the command's own, as every output P018: no place in the file read
    assert (f"bridgebook: P018 cannot write {name}: it is the file being read"
            in done.output)
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


LESSON = "# A lesson\n\nSome text.\n"


@pytest.mark.parametrize(("command", "source", "text", "output"), [
    ("render", "src.md", LESSON, "out.html"),
    ("render", "src.md", LESSON, "page.pdf"),
    ("scoresheet", "rec.json", '{"rubbers": []}\n', "sheet.html"),
])
def test_a_link_to_the_file_read_is_refused(project: Path, command: str, source: str,
                                            text: str, output: str) -> None:
    """`render` and `scoresheet` refuse a link that leads to the file they read, as
    `convert` does: it would be replaced by the page made of it."""
    (project / source).write_text(text, encoding="utf-8")
    (project / output).symlink_to(source)
    done = CliRunner().invoke(main, [command, source, "-o", output])
    assert done.exit_code == 1
    assert f"P018 cannot write {output}: it is {source}, the file being read" in done.output
    assert f"bridgebook {command}: nothing written" in done.output
    assert (project / source).read_text(encoding="utf-8") == text
    assert (project / output).is_symlink()
    assert sorted(p.name for p in project.iterdir()) == sorted(
        ["lessons", "notes.txt", source, output])  # no file left half made


@pytest.mark.parametrize("command", [
    ["render", "lessons/one.md"], ["scoresheet"], ["convert", "deal.hand"]])
def test_a_link_that_leads_back_to_itself_is_said(project: Path, command: list[str]) -> None:
    (project / "deal.hand").write_text(HAND, encoding="utf-8")
    name = "loop.pbn" if command[0] == "convert" else "loop.html"
    (project / name).symlink_to(name)
    done = CliRunner().invoke(main, [*command, "-o", name])
    assert done.exit_code == 1
    assert done.exception is None or isinstance(done.exception, SystemExit)
    assert (f"bridgebook: P018 cannot write {name}: it is a symbolic link that leads back "
            "to itself\n") in done.output
    assert "Traceback" not in done.output
    assert (project / name).is_symlink()


def test_render_and_scoresheet_make_the_folder_of_their_output(project: Path) -> None:
    """docs/publishing.md: the folder of the output (or of a link's target) is made
    when it is not there; the link is kept."""
    (project / "dl.html").symlink_to(Path("nodir2") / "y.html")
    done = CliRunner().invoke(main, ["scoresheet", "-o", "dl.html"])
    assert done.exit_code == 0, done.output
    assert (project / "dl.html").is_symlink()
    assert "<html" in (project / "nodir2" / "y.html").read_text(encoding="utf-8")
    done = CliRunner().invoke(main, ["scoresheet", "-o", "new/deeper/sheet.html"])
    assert done.exit_code == 0, done.output
    assert (project / "new" / "deeper" / "sheet.html").is_file()
    done = CliRunner().invoke(main, ["render", "lessons/one.md", "-o", "pages/one.html"])
    assert done.exit_code == 0, done.output
    assert sorted(p.name for p in (project / "pages").iterdir()) == ["one.html"]


def test_a_link_to_a_file_of_another_kind_is_refused(project: Path) -> None:
    """A link is written through only to a file whose name says the same kind of file
    as the link's own (`-o out.html` is HTML): not into a PDF, nor over the hand
    record or the lesson a page is made from, with `--to` or not."""
    (project / "real.pdf").write_bytes(b"%PDF-1.7 the user's own\n")
    (project / "out2.html").symlink_to("real.pdf")
    for command in (["render", "lessons/one.md"], ["scoresheet"]):
        done = CliRunner().invoke(main, [*command, "-o", "out2.html"])
        assert done.exit_code == 1
        assert (f"P018 cannot write out2.html: it is a link to {project / 'real.pdf'}, "
                "and a .html is not written into a .pdf file") in done.output
        assert (project / "real.pdf").read_bytes() == b"%PDF-1.7 the user's own\n"
    (project / "deal.hand").write_text(HAND, encoding="utf-8")
    (project / "real.lin").write_text("the user's own\n", encoding="utf-8")
    (project / "deals.pbn").symlink_to("real.lin")
    for to in ([], ["--to", "lin"]):
        done = CliRunner().invoke(main, ["convert", "deal.hand", "-o", "deals.pbn", *to])
        assert done.exit_code == 1
        assert "and a .pbn is not written into a .lin file" in done.output
        assert (project / "real.lin").read_text(encoding="utf-8") == "the user's own\n"
    # A page's link to the hand record the lesson reads, a record's to a lesson.
    (project / "lessons" / "with.md").write_text(
        "# With a deal\n\n```hand file=../deal.hand\n```\n", encoding="utf-8")
    (project / "page.html").symlink_to("deal.hand")
    done = CliRunner().invoke(main, ["render", "lessons/with.md", "-o", "page.html"])
    assert done.exit_code == 1
    assert "and a .html is not written into a .hand file" in done.output
    assert (project / "deal.hand").read_text(encoding="utf-8") == HAND
    lesson = (project / "lessons" / "one.md").read_text(encoding="utf-8")
    (project / "o.pbn").symlink_to("lessons/one.md")
    done = CliRunner().invoke(main, ["convert", "deal.hand", "-o", "o.pbn"])
    assert done.exit_code == 1
    assert "and a .pbn is not written into a .md file" in done.output
    assert (project / "lessons" / "one.md").read_text(encoding="utf-8") == lesson


def test_an_output_under_a_file_says_it_is_a_file(project: Path) -> None:
    (project / "deal.hand").write_text(HAND, encoding="utf-8")
    done = CliRunner().invoke(main, ["convert", "deal.hand", "-o", "notes.txt/x.pbn"])
    assert done.exit_code == 1
    assert ("bridgebook: P018 cannot write notes.txt/x.pbn: notes.txt is a file, not a "
            "folder") in done.output
    assert (project / "notes.txt").read_text(encoding="utf-8") == "important"


def test_a_scoresheet_is_written_into_a_pipe(project: Path) -> None:
    pipe = project / "sheet.html"
    os.mkfifo(pipe)
    read: list[str] = []
    reader = threading.Thread(target=lambda: read.append(pipe.read_text(encoding="utf-8")),
                              daemon=True)
    reader.start()
    done = CliRunner().invoke(main, ["scoresheet", "-o", "sheet.html"])
    reader.join(timeout=30)
    assert done.exit_code == 0, done.output
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    assert read and "<html" in read[0]


def test_a_failure_in_the_making_leaves_the_file_as_it_was(tmp_path: Path) -> None:
    """The one writer of outputs: the file made under a name of its own is removed when
    the making fails, the output untouched; a file replaced keeps its permissions."""
    out = tmp_path / "page.html"
    out.write_text("the old page", encoding="utf-8")
    out.chmod(0o640)

    def failing(made: Path) -> None:
        made.write_text("half", encoding="utf-8")
        raise ValueError("the layout failed")

    with pytest.raises(ValueError, match="the layout failed"):
        write_output(out, failing)
    assert out.read_text(encoding="utf-8") == "the old page"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["page.html"]
    assert write_text(out, "the new page") is None
    assert out.read_text(encoding="utf-8") == "the new page"
    assert stat.S_IMODE(out.stat().st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["page.html"]


def test_an_output_whose_name_says_no_format_is_the_commands_own_p018(project: Path) -> None:
    (project / "deal.hand").write_text(HAND, encoding="utf-8")
    for name, said in (("noext", ""), ("x.txt", " ('txt')")):
        done = CliRunner().invoke(main, ["convert", "deal.hand", "-o", name])
        assert done.exit_code == 1
        # not at a place in the file read: the output's name is at fault
        assert done.output.startswith(f"bridgebook: P018 cannot write {name}: its name "
                                      f"says no format bridgebook writes{said}\n")
        assert not (project / name).exists()


def test_a_page_under_a_file_is_p018_naming_the_file(project: Path) -> None:
    (project / "afile").write_text("the user's own\n", encoding="utf-8")
    for command in (["render", "lessons/one.md"], ["scoresheet"]):
        done = CliRunner().invoke(main, [*command, "-o", "afile/x.html"])
        assert done.exit_code == 1
        assert ("bridgebook: P018 cannot write afile/x.html: afile is a file, not a "
                "folder") in done.output
        assert (project / "afile").read_text(encoding="utf-8") == "the user's own\n"

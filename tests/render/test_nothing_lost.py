"""Nothing is lost: an interrupted build leaves the previous book whole and no
temporary folder behind, and a lesson bridgebook fails on (a bug, stood in for here
by a step made to raise) is reported as R004 while the other lessons are still
checked and made, their problems all reported."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result

import bridgebook.build
import bridgebook.publish
import bridgebook.render.chapters
from bridgebook.build import swap_into
from bridgebook.cli import main
from bridgebook.render.lesson import Lesson, LessonReader

GOOD = "```hand\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n```\n"
#: The ace of hearts twice in one hand: D001 at the second (column 20).
WRONG = "```hand\nZ: S—A, K, Q; H—A, A\n```\n"


def _project(root: Path, lessons: dict[str, str]) -> None:
    (root / "lessons").mkdir()
    for name, text in lessons.items():
        (root / "lessons" / name).write_text(text, encoding="utf-8")
    old = root / "output"
    old.mkdir()
    (old / "index.html").write_text("the previous book", encoding="utf-8")
    (old / "a.html").write_text("the previous lesson", encoding="utf-8")


def _previous_book_whole(root: Path) -> None:
    out = root / "output"
    assert sorted(p.name for p in out.iterdir()) == ["a.html", "index.html"]
    assert (out / "index.html").read_text(encoding="utf-8") == "the previous book"
    assert (out / "a.html").read_text(encoding="utf-8") == "the previous lesson"
    # No temporary folder beside it, no half-made chapter in the cache.
    assert sorted(p.name for p in root.iterdir() if p.name.startswith(".")) in (
        [], [".bridgebook-cache"])
    assert list(root.rglob("*.part")) == []


def _build(*more: str) -> Result:
    return CliRunner().invoke(main, ["build", "lessons", "-o", "output", *more])


def _raising_on(calls: int, error: BaseException,
                step: Callable[..., Any]) -> Callable[..., Any]:
    """``step``, raising ``error`` on its ``calls``-th call."""
    count = 0

    def run(*args: Any, **kwargs: Any) -> Any:
        nonlocal count
        count += 1
        if count == calls:
            raise error
        return step(*args, **kwargs)

    return run


@pytest.mark.parametrize("error", [KeyboardInterrupt(), OSError(28, "No space left")])
def test_interrupted_while_writing_the_pages(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                             error: BaseException) -> None:
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD, "b.md": "# B\n\n" + GOOD})
    # The contents and the first lesson's page are written, then the second fails.
    written: list[str] = []
    page_html = bridgebook.build.page_html

    def writing(*args: Any, **kwargs: Any) -> str:
        written.append(args[1].slug)
        return page_html(*args, **kwargs)

    monkeypatch.setattr(bridgebook.build, "page_html", _raising_on(2, error, writing))
    result = _build("--no-pdf")
    assert result.exit_code == 1
    assert written == ["a"]
    _previous_book_whole(tmp_path)


def test_a_book_not_written_says_so_once(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD, "b.md": "# B\n\n" + GOOD})

    def full(*args: Any, **kwargs: Any) -> None:
        raise OSError(28, "No space left")

    monkeypatch.setattr(bridgebook.publish, "write_site", full)
    result = _build("--no-pdf")
    assert result.exit_code == 1
    # the folder as it was is said in the build's last line alone
    assert result.output.splitlines()[-2:-1] == [
        "bridgebook build: the book could not be written: No space left"]
    assert result.output.splitlines()[-1].startswith(
        "2 lessons, 2 deals -> no page written (output/ is as it was) in ")
    assert result.output.count("is as it was") == 1
    _previous_book_whole(tmp_path)


@pytest.mark.parametrize("step", ["_lay_out", "join_book"])
def test_interrupted_while_laying_out_the_pdf(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              step: str) -> None:
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD})
    original = getattr(bridgebook.render.chapters, step)

    def interrupted(*args: Any, **kwargs: Any) -> Any:
        if step == "_lay_out":  # half a chapter is written, then the interrupt
            Path(args[0][1]).write_bytes(b"%PDF-1.7 half")
        else:
            original(*args, **kwargs)  # the book is joined, then the interrupt
        raise KeyboardInterrupt

    monkeypatch.setattr(bridgebook.render.chapters, step, interrupted)
    result = _build()
    assert result.exit_code == 1
    _previous_book_whole(tmp_path)


def test_interrupted_while_swapping_the_folders(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "output"
    out.mkdir()
    (out / "index.html").write_text("the previous book")
    rename = Path.rename

    def rename_but_not_the_new_one(self: Path, target: Any) -> Path:
        if self.name.startswith(".output-new-"):
            raise KeyboardInterrupt
        return rename(self, target)

    monkeypatch.setattr(Path, "rename", rename_but_not_the_new_one)
    with pytest.raises(KeyboardInterrupt):
        swap_into(out, lambda folder: (folder / "index.html").write_text("a new book"))
    assert (out / "index.html").read_text() == "the previous book"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output"]


def _read_failing_on(word: str) -> Callable[[LessonReader, str], Lesson]:
    read = LessonReader.read

    def reading(self: LessonReader, text: str) -> Lesson:
        lesson = read(self, text)  # its hands checked, its problems found
        if word in text:
            raise RuntimeError("a bug")
        return lesson

    return reading


def test_a_lesson_bridgebook_fails_on_does_not_stop_the_others(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD, "b.md": "# B, which breaks\n\n" + WRONG,
                        "c.md": "# C\n\n" + WRONG})
    monkeypatch.setattr(LessonReader, "read", _read_failing_on("breaks"))
    result = _build("--no-pdf")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    failed = [line for line in lines if " R004 " in line]
    assert len(failed) == 1
    assert failed[0].startswith("lessons/b.md:1:1: R004 ")
    assert "RuntimeError: a bug (at test_nothing_lost.py:" in failed[0]
    # b's own hand problem, found before the failure, and c's, found after it.
    assert any(line.startswith("lessons/b.md:4:20: D001 ") for line in lines)
    assert any(line.startswith("lessons/c.md:4:20: D001 ") for line in lines)
    assert "nothing written" in result.output
    _previous_book_whole(tmp_path)


def test_pages_bridgebook_fails_on_are_each_reported(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {f"{n}.md": f"# {n.upper()}\n\n" + GOOD for n in "abc"})
    page_html = bridgebook.build.page_html

    def making(*args: Any, **kwargs: Any) -> str:
        if args[1].slug in ("a", "c"):
            raise ValueError(f"no page for {args[1].slug}")
        return str(page_html(*args, **kwargs))

    monkeypatch.setattr(bridgebook.build, "page_html", making)
    result = _build("--no-pdf")
    assert result.exit_code == 1
    failed = [line for line in result.output.splitlines() if " R004 " in line]
    assert [line.split(" R004 ")[0] for line in failed] == ["lessons/a.md:1:1:",
                                                             "lessons/c.md:1:1:"]
    assert "making its page: ValueError: no page for c" in failed[1]
    # said once, in the last line, that the book is as it was
    assert result.output.splitlines()[-2] == (
        "bridgebook build: nothing written: bridgebook failed on 2 lessons above")
    assert result.output.splitlines()[-1].startswith(
        "3 lessons, 3 deals -> no page written (output/ is as it was) in ")
    assert result.output.count("is as it was") == 1
    _previous_book_whole(tmp_path)


def test_a_chapter_bridgebook_fails_on_is_reported(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {f"{n}.md": f"# {n.upper()}\n\n" + GOOD for n in "abc"})
    chapter_html = bridgebook.render.chapters.chapter_html
    lay_out = bridgebook.render.chapters._lay_out

    def making(env: Any, title: str, body: str, book: dict[str, Any]) -> str:
        if title == "A":
            raise ValueError("no chapter")
        return chapter_html(env, title, body, book)

    def laying_out(job: tuple[str, str, str]) -> list[str]:
        if "<h1>C</h1>" in job[0]:
            raise ValueError("no layout")
        return lay_out(job)

    monkeypatch.setattr(bridgebook.render.chapters, "chapter_html", making)
    monkeypatch.setattr(bridgebook.render.chapters, "_lay_out", laying_out)
    monkeypatch.setattr("os.cpu_count", lambda: 1)  # laid out here, not in a worker
    result = _build()
    assert result.exit_code == 1
    failed = [line for line in result.output.splitlines() if " R004 " in line]
    assert [line.split(": R004 ")[0] for line in failed] == ["lessons/a.md:1:1",
                                                             "lessons/c.md:1:1"]
    assert all("laying out its chapter of the PDF: ValueError" in line for line in failed)
    _previous_book_whole(tmp_path)
    # b's chapter was made and is kept for the next build.
    assert len(list((tmp_path / ".bridgebook-cache" / "chapters").glob("*.pdf"))) == 1


def test_a_chapter_failing_in_a_worker_is_named(tmp_path: Path) -> None:
    from bridgebook.render.chapters import Chapter, ChaptersFailed, lay_out_chapters, part_name

    cache = tmp_path / "chapters"
    cache.mkdir()
    page = "<!DOCTYPE html><html><body><p>{}</p></body></html>"
    chapters = [Chapter(t, page.format(t), f"key{i}") for i, t in enumerate("ABC")]
    # B's chapter cannot be written: a folder stands where its file would go.
    Path(part_name(str(cache / "key1.pdf"))).mkdir()
    with pytest.raises(ChaptersFailed) as failed:
        lay_out_chapters(chapters, cache, tmp_path, workers=2)
    assert list(failed.value.failures) == [1]
    assert isinstance(failed.value.failures[1], IsADirectoryError)
    assert sorted(p.name for p in cache.glob("*.pdf")) == ["key0.pdf", "key2.pdf"]


@pytest.mark.parametrize("entry", ['{"settings": "s"}', '["a list"]',
                                   '{"settings": "s", "inputs": 3, "digests": []}'])
def test_a_damaged_cache_entry_is_made_again(tmp_path: Path, entry: str) -> None:
    from bridgebook.build import LessonCache

    lesson = tmp_path / "a.md"
    lesson.write_text("# A\n", encoding="utf-8")
    cache = LessonCache(tmp_path / "cache", "s")
    cache.folder.mkdir()
    cache._entry(lesson).write_text(entry, encoding="utf-8")
    assert cache.get(lesson) is None


def _dead_pid() -> int:
    import subprocess
    import sys

    process = subprocess.Popen([sys.executable, "-c", "pass"])
    process.wait()
    return process.pid


def test_what_a_killed_build_left_is_put_right_by_the_next(tmp_path: Path) -> None:
    # A build killed outright (SIGKILL) cannot tidy up: its half-made folder stays.
    out = tmp_path / "output"
    out.mkdir()
    (out / "index.html").write_text("the previous book")
    dead = _dead_pid()
    half_made = tmp_path / f".output-new-{dead}-x1"
    half_made.mkdir()
    (half_made / "index.html").write_text("half a book")
    swap_into(out, lambda folder: (folder / "index.html").write_text("a new book"))
    assert (out / "index.html").read_text() == "a new book"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output"]


def test_a_build_killed_between_its_two_renames_loses_nothing(tmp_path: Path) -> None:
    # Killed after moving the previous output aside and before putting the new one
    # in its place: the next build puts the previous one back first.
    dead = _dead_pid()
    aside = tmp_path / f".output-old-{dead}-x2"
    aside.mkdir()
    (aside / "index.html").write_text("the previous book")
    (tmp_path / f".output-new-{dead}-x3").mkdir()
    bridgebook.build.sweep_leftovers(tmp_path / "output")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["output"]
    assert (tmp_path / "output" / "index.html").read_text() == "the previous book"


def test_the_folder_of_a_build_still_running_is_left_alone(tmp_path: Path) -> None:
    import os

    mine = tmp_path / f".output-new-{os.getpid()}-x4"
    mine.mkdir()
    bridgebook.build.sweep_leftovers(tmp_path / "output")
    assert mine.is_dir()


def _full_at(name: str, method: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk full when the file ``name`` is written (by ``Path.method``): the
    system's error, which names no file."""
    write = getattr(Path, method)

    def full(self: Path, *args: Any, **kwargs: Any) -> Any:
        if self.name.startswith(name):
            raise OSError(28, "No space left on device")
        return write(self, *args, **kwargs)

    monkeypatch.setattr(Path, method, full)


def test_a_disk_full_while_writing_a_page_names_the_page(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The system's error, not a bug in bridgebook nor a lesson's: no R004, one line
    # saying what the system said and of which file (the page as the output names
    # it, not the folder made in its place), and the previous book whole.
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD, "b.md": "# B\n\n" + GOOD})
    _full_at("b.html", "write_text", monkeypatch)
    result = _build("--no-pdf")
    assert result.exit_code == 1
    assert " R004 " not in result.output
    assert result.output.splitlines()[-2] == (
        "bridgebook build: the book could not be written: output/b.html: No space left on "
        "device")
    assert result.output.splitlines()[-1].startswith(
        "2 lessons, 2 deals -> no page written (output/ is as it was) in ")
    _previous_book_whole(tmp_path)


def test_a_disk_full_while_laying_out_a_chapter_names_its_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # Each chapter of the disk full would be an R004 "bridgebook failed on the
    # lesson": it is the system's error, said once, with the chapter's file.
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD, "b.md": "# B\n\n" + GOOD})

    def full(html: str, target: Path, *args: Any) -> int:
        target.write_bytes(b"%PDF-1.7 half")  # half a chapter, then the disk full
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(bridgebook.render.chapters, "write_pdf", full)
    monkeypatch.setattr("os.cpu_count", lambda: 1)  # laid out here, not in a worker
    result = _build()
    assert result.exit_code == 1
    assert " R004 " not in result.output
    said = result.output.splitlines()[-2]
    assert said.startswith("bridgebook build: the book could not be written: "
                           ".bridgebook-cache/chapters/")
    assert said.endswith(".pdf: No space left on device")
    assert result.output.count("No space left") == 1
    _previous_book_whole(tmp_path)


def test_a_disk_full_while_writing_the_pdf_names_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The book's PDF, joined in memory, then written: the system's refusal is an
    # error said (the PDF as the output names it), never the process ended.
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD})
    _full_at("book.pdf", "write_bytes", monkeypatch)
    result = _build()
    assert result.exit_code == 1
    assert result.output.splitlines()[-2] == (
        "bridgebook build: the book could not be written: output/book.pdf: No space left on "
        "device")
    _previous_book_whole(tmp_path)


def test_a_lesson_not_kept_in_the_cache_does_not_stop_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The cache of lessons made is the build's own: a disk full there loses the
    # entry (the lesson is made again next time), no half-written entry left.
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD})
    write_text = Path.write_text

    def full(self: Path, *args: Any, **kwargs: Any) -> int:
        written = write_text(self, *args, **kwargs)
        if self.name.endswith(".part"):  # the entry written, then the disk full
            raise OSError(28, "No space left on device")
        return written

    monkeypatch.setattr(Path, "write_text", full)
    result = _build("--no-pdf")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1].startswith("1 lesson, 1 deal -> output/ ")
    assert list(tmp_path.rglob("*.part")) == []


def _full_in_a_copy(monkeypatch: pytest.MonkeyPatch) -> None:
    """The disk full as a file is copied: the system's copy, which names the file
    copied first and the file written second."""
    def full(*args: Any, **kwargs: Any) -> int:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("os.sendfile", full)


def test_a_disk_full_while_copying_an_image_names_the_copy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # The lesson's own image is not the file that could not be written: its copy
    # in the output is.
    from PIL import Image

    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n![the end](img/end.png)\n\n" + GOOD})
    (tmp_path / "lessons" / "img").mkdir()
    Image.new("RGB", (40, 30), "blue").save(tmp_path / "lessons" / "img" / "end.png")
    _full_in_a_copy(monkeypatch)
    result = _build("--no-pdf")
    assert result.exit_code == 1
    assert result.output.splitlines()[-2] == (
        "bridgebook build: the book could not be written: output/img/end.png: No space "
        "left on device")
    _previous_book_whole(tmp_path)


def test_a_disk_full_while_keeping_the_pdf_names_the_copy(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # --no-pdf keeps the book's PDF, copied when it cannot be linked: the copy in the
    # new output is named, not the PDF kept.
    monkeypatch.chdir(tmp_path)
    _project(tmp_path, {"a.md": "# A\n\n" + GOOD})
    (tmp_path / "output" / "book.pdf").write_bytes(b"%PDF-1.7 the previous book")

    def elsewhere(*args: Any, **kwargs: Any) -> None:
        raise OSError(18, "Invalid cross-device link")

    monkeypatch.setattr("os.link", elsewhere)
    _full_in_a_copy(monkeypatch)
    result = _build("--no-pdf")
    assert result.exit_code == 1
    assert result.output.splitlines()[-2] == (
        "bridgebook build: the book could not be written: output/book.pdf: No space left "
        "on device")
    assert (tmp_path / "output" / "book.pdf").read_bytes() == b"%PDF-1.7 the previous book"


def test_a_disk_full_while_rendering_a_pdf_names_it_and_keeps_the_old(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A lesson's PDF, bookmarked in memory, then written: the system's refusal is one
    # message naming the PDF as the command names it, never the process ended; the
    # PDF the user had is as it was and no half-made file is left beside it.
    monkeypatch.chdir(tmp_path)
    (tmp_path / "a.md").write_text("# A\n\n" + GOOD, encoding="utf-8")
    (tmp_path / "a.pdf").write_bytes(b"the previous PDF")
    write_bytes = Path.write_bytes

    def full(self: Path, data: Any) -> int:
        if self.name.startswith(".a.pdf."):  # the new PDF beside the old, then renamed
            write_bytes(self, bytes(data)[:100])  # half of it, then the disk full
            raise OSError(28, "No space left on device")
        return write_bytes(self, data)

    monkeypatch.setattr(Path, "write_bytes", full)
    result = CliRunner().invoke(main, ["render", "a.md", "-o", "a.pdf"])
    assert result.exit_code == 1
    assert result.output.count("No space left on device") == 1
    assert " P018 " in result.output and "a.pdf" in result.output
    assert result.output.splitlines()[-1] == "bridgebook render: nothing written"
    assert (tmp_path / "a.pdf").read_bytes() == b"the previous PDF"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.md", "a.pdf"]

"""``render -o x.html`` of a lesson with images writes them beside the page, at the
paths the page names them by, as a built site holds them; it never writes over
another file, nor over the lesson's own image."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner, Result
from PIL import Image

from bridgebook.cli import main

LESSON = ("# Pictures\n\nThe squeeze: ![the squeeze](img/squeeze.png)\n\n"
          "Again: ![a](img/squeeze.png)\n")


@pytest.fixture
def lesson(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.chdir(tmp_path)
    (tmp_path / "lessons" / "img").mkdir(parents=True)
    Image.new("RGB", (40, 30), "red").save(tmp_path / "lessons" / "img" / "squeeze.png")
    path = tmp_path / "lessons" / "01-pictures.md"
    path.write_text(LESSON, encoding="utf-8")
    return path


def _render(*args: str) -> Result:
    return CliRunner().invoke(main, ["render", "lessons/01-pictures.md", *args])


def test_the_images_are_written_beside_the_page(lesson: Path, tmp_path: Path) -> None:
    result = _render("-o", "out/x.html")
    assert result.exit_code == 0, result.output
    assert '<img src="img/squeeze.png"' in (tmp_path / "out/x.html").read_text(encoding="utf-8")
    assert (tmp_path / "out/img/squeeze.png").read_bytes() == \
        (tmp_path / "lessons/img/squeeze.png").read_bytes()
    assert "-> out/x.html and 1 image beside it" in result.output
    made = sorted(str(p.relative_to(tmp_path / "out")) for p in (tmp_path / "out").rglob("*"))
    assert made == [".bridgebook-images", "img", "img/squeeze.png", "x.html"]


def test_a_page_beside_the_lesson_leaves_its_image_as_it_is(lesson: Path,
                                                            tmp_path: Path) -> None:
    before = (tmp_path / "lessons/img/squeeze.png").read_bytes()
    result = _render("-o", "lessons/x.html")
    assert result.exit_code == 0, result.output
    assert (tmp_path / "lessons/img/squeeze.png").read_bytes() == before
    assert "image" not in result.output


def test_another_file_of_the_images_name_is_left_and_said(lesson: Path, tmp_path: Path) -> None:
    (tmp_path / "out" / "img").mkdir(parents=True)
    Image.new("RGB", (40, 30), "blue").save(tmp_path / "out" / "img" / "squeeze.png")
    theirs = (tmp_path / "out/img/squeeze.png").read_bytes()
    result = _render("-o", "out/x.html")
    assert result.exit_code == 0, result.output
    assert ("lessons/01-pictures.md:3:29: R050 warning: the image img/squeeze.png is not "
            "written beside the page: out/img/squeeze.png is there already and is another "
            "file") in result.output
    assert (tmp_path / "out/img/squeeze.png").read_bytes() == theirs
    strict = _render("-o", "out/y.html", "--strict")
    assert strict.exit_code == 1 and not (tmp_path / "out/y.html").exists()


def test_a_pdf_writes_no_image_beside_it(lesson: Path, tmp_path: Path) -> None:
    result = _render("-o", "out/x.pdf")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["x.pdf"]


def test_a_second_render_replaces_the_image_it_wrote_when_the_lessons_changed(
        lesson: Path, tmp_path: Path) -> None:
    assert _render("-o", "out/x.html").exit_code == 0
    Image.new("RGB", (40, 30), "green").save(tmp_path / "lessons/img/squeeze.png")
    result = _render("-o", "out/x.html")
    assert result.exit_code == 0, result.output
    assert "R050" not in result.output
    assert "-> out/x.html and 1 image beside it" in result.output
    assert (tmp_path / "out/img/squeeze.png").read_bytes() == \
        (tmp_path / "lessons/img/squeeze.png").read_bytes()
    # Unchanged, it is not written again; --strict has nothing to refuse.
    again = _render("-o", "out/x.html", "--strict")
    assert again.exit_code == 0, again.output
    assert "image" not in again.output


def test_a_written_image_the_author_then_edited_is_theirs(lesson: Path,
                                                          tmp_path: Path) -> None:
    assert _render("-o", "out/x.html").exit_code == 0
    Image.new("RGB", (40, 30), "blue").save(tmp_path / "out/img/squeeze.png")
    theirs = (tmp_path / "out/img/squeeze.png").read_bytes()
    Image.new("RGB", (40, 30), "green").save(tmp_path / "lessons/img/squeeze.png")
    result = _render("-o", "out/x.html")
    assert "out/img/squeeze.png is there already and is another file" in result.output
    assert (tmp_path / "out/img/squeeze.png").read_bytes() == theirs


def test_an_image_written_for_another_page_is_not_replaced(lesson: Path,
                                                           tmp_path: Path) -> None:
    # Two pages in one folder that show img/squeeze.png: the second page's picture
    # would change the first page's; it is said, and the first picture kept.
    assert _render("-o", "out/x.html").exit_code == 0
    first = (tmp_path / "out/img/squeeze.png").read_bytes()
    Image.new("RGB", (40, 30), "green").save(tmp_path / "lessons/img/squeeze.png")
    result = _render("-o", "out/y.html")
    assert "out/img/squeeze.png is there already and is another file" in result.output
    assert (tmp_path / "out/img/squeeze.png").read_bytes() == first


def test_a_file_in_the_place_of_the_images_folder_is_said(lesson: Path,
                                                          tmp_path: Path) -> None:
    (tmp_path / "out").mkdir()
    (tmp_path / "out/img").write_text("x\n", encoding="utf-8")
    strict = _render("-o", "out/x.html", "--strict")
    assert strict.exit_code == 1, strict.output
    assert ("lessons/01-pictures.md:3:29: R050 warning: the image img/squeeze.png is not "
            "written beside the page: out/img is a file, not a folder") in strict.output
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["img"]
    result = _render("-o", "out/x.html")
    assert result.exit_code == 0, result.output
    assert "Traceback" not in result.output
    assert (tmp_path / "out/img").read_text(encoding="utf-8") == "x\n"
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["img", "x.html"]


def test_a_page_that_is_a_link_is_written_through_it_the_images_beside_its_target(
        lesson: Path, tmp_path: Path) -> None:
    """`render -o` to a link writes the page the link leads to (the link is kept, and
    the page keeps its permissions, as `convert` does), and the images beside that
    page: where the page is, its pictures are; the link's folder gets none."""
    site, links = tmp_path / "site", tmp_path / "links"
    site.mkdir()
    links.mkdir()
    (site / "x.html").write_text("an old page", encoding="utf-8")
    (site / "x.html").chmod(0o640)
    (links / "x.html").symlink_to(Path("..") / "site" / "x.html")
    result = _render("-o", "links/x.html")
    assert result.exit_code == 0, result.output
    assert (links / "x.html").is_symlink()
    assert '<img src="img/squeeze.png"' in (site / "x.html").read_text(encoding="utf-8")
    assert (site / "x.html").stat().st_mode & 0o777 == 0o640
    assert (site / "img/squeeze.png").read_bytes() == \
        (tmp_path / "lessons/img/squeeze.png").read_bytes()
    assert sorted(p.name for p in links.iterdir()) == ["x.html"]
    assert (f"-> links/x.html (a link: written to {site / 'x.html'}) and 1 image beside it"
            in result.output)
    # A link whose page is not there yet: the page is made where it leads.
    (links / "y.html").symlink_to(Path("..") / "site" / "y.html")
    result = _render("-o", "links/y.html")
    assert result.exit_code == 0, result.output
    assert (links / "y.html").is_symlink() and (site / "y.html").is_file()


def test_a_page_written_into_a_device_or_a_pipe_has_its_images_said_not_written(
        lesson: Path, tmp_path: Path) -> None:
    """A pipe or a device has no folder to hold the images beside it: the page is
    written into it, and R050 says, once, at the first image, that they are not."""
    said = ("lessons/01-pictures.md:3:29: R050 warning: the image img/squeeze.png is not "
            "written beside the page: {} is a pipe or a device, not a file in a folder")
    # A link to a device: nothing made beside the link nor in the device's folder.
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "x.html").symlink_to(os.devnull)
    before = sorted(Path(os.devnull).parent.iterdir())
    result = _render("-o", "out/x.html")
    assert result.exit_code == 0, result.output
    assert said.format("out/x.html") in result.output
    assert result.output.count("R050") == 1
    assert sorted(p.name for p in (tmp_path / "out").iterdir()) == ["x.html"]
    assert sorted(Path(os.devnull).parent.iterdir()) == before
    assert f"-> out/x.html (a link: written to {os.devnull})\n" in result.output
    # A pipe: its reader gets the whole page, and no image is written beside it.
    os.mkfifo(tmp_path / "pipe.html")
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append((tmp_path / "pipe.html").read_bytes()))
    reader.start()
    result = _render("-o", "pipe.html")
    reader.join(timeout=60)
    assert result.exit_code == 0, result.output
    assert said.format("pipe.html") in result.output
    assert b'<img src="img/squeeze.png"' in got[0] and got[0].rstrip().endswith(b"</html>")
    assert not (tmp_path / "img").exists() and not (tmp_path / ".bridgebook-images").exists()


def test_a_link_to_standard_output_writes_the_page_into_the_pipe(lesson: Path,
                                                                 tmp_path: Path) -> None:
    """`-o page.html`, a link to /dev/stdout that is a pipe: the system follows the
    link to the pipe (a name no path spells, 'pipe:[…]'); the page goes into it."""
    (tmp_path / "page.html").symlink_to("/dev/stdout")
    run = subprocess.run([sys.executable, "-m", "bridgebook", "render",
                          "lessons/01-pictures.md", "-o", "page.html"],
                         capture_output=True, cwd=tmp_path, timeout=300, check=False)
    assert run.returncode == 0, run.stderr
    assert b'<img src="img/squeeze.png"' in run.stdout
    assert b"R050 warning" in run.stderr and b"Traceback" not in run.stderr
    assert (tmp_path / "page.html").is_symlink() and not (tmp_path / "img").exists()

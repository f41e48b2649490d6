"""An image a book shows many times, on one page or on many, is read and hashed once
per build (and again in the live preview only once it is saved again)."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from PIL import Image

import bridgebook.render.images as images
from bridgebook.cli import main
from bridgebook.serve.book import PreviewBook


class _Counted:
    """hashlib as the image module uses it, counting what it hashes."""

    def __init__(self) -> None:
        self.hashed: list[bytes] = []

    def sha256(self, data: bytes = b"") -> Any:
        self.hashed.append(data)
        return hashlib.sha256(data)


def _book(root: Path) -> None:
    for folder, colour, shown in (("a", "red", 3), ("b", "blue", 2)):
        (root / "lessons" / folder / "img").mkdir(parents=True)
        Image.new("RGB", (40, 30), colour).save(root / "lessons" / folder / "img" / "s.png")
        body = "\n\n".join(f"Picture {n}: ![p{n}](img/s.png)" for n in range(shown))
        (root / "lessons" / folder / f"0{shown}-{folder}.md").write_text(
            f"# Lesson {folder}\n\n{body}\n", encoding="utf-8")


def test_each_image_file_is_hashed_once_per_build(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _book(tmp_path)
    counted = _Counted()
    monkeypatch.setattr(images, "hashlib", counted)
    monkeypatch.setattr(images, "_DIGESTS", {})
    result = CliRunner().invoke(main, ["build", "lessons/a", "lessons/b", "-o", "out",
                                       "--no-pdf"])
    assert result.exit_code == 0, result.output
    # Lesson a shows its picture three times, lesson b its own twice; the site's
    # check of images of one name (img/s.png twice, different pictures: R050) reads
    # both again. Two files: two reads.
    assert "R050" in result.output
    assert sorted(counted.hashed) == sorted(
        (tmp_path / "lessons" / f / "img" / "s.png").read_bytes() for f in "ab")


def test_the_preview_reads_an_image_again_once_it_is_saved_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    _book(tmp_path)
    counted = _Counted()
    monkeypatch.setattr(images, "hashlib", counted)
    monkeypatch.setattr(images, "_DIGESTS", {})
    preview = PreviewBook([Path("lessons/a"), Path("lessons/b")], Path("."))
    preview.update()
    assert len(counted.hashed) == 2
    lesson = tmp_path / "lessons" / "a" / "03-a.md"
    lesson.write_text(lesson.read_text(encoding="utf-8") + "\nMore.\n", encoding="utf-8")
    preview.update([lesson])
    assert len(counted.hashed) == 2  # the lesson read again, its image unchanged
    picture = tmp_path / "lessons" / "a" / "img" / "s.png"
    Image.new("RGB", (40, 30), "green").save(picture)
    later = picture.stat().st_mtime_ns + 1_000_000_000
    os.utime(picture, ns=(later, later))
    preview.update([picture, lesson])
    assert len(counted.hashed) == 3 and counted.hashed[-1] == picture.read_bytes()

"""Shared pieces of the render tests: a project folder with a lesson in it, a
build run in a folder, a ``bridgebook serve`` process, and headless Debian Chromium."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner, Result
from playwright.sync_api import Browser, sync_playwright

from bridgebook.cli import main

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

TOP = Path(__file__).resolve().parents[2]


def chapter_page(root: Path, lesson: str) -> str:
    """The print page of ``lesson`` (Markdown using the bundled deals), as a build
    in ``root`` hands it to WeasyPrint."""
    import bridgebook.render.chapters

    shutil.copytree(TOP / "hands" / "deals", root / "hands" / "deals")
    (root / "lessons").mkdir()
    (root / "lessons" / "book.toml").write_text('title = "Hold-ups"\n')
    (root / "lessons" / "01.md").write_text(lesson, encoding="utf-8")
    pages: list[str] = []
    made = bridgebook.render.chapters.chapter_html

    def making(env: Any, title: str, body: str, book: dict[str, Any]) -> str:
        pages.append(made(env, title, body, book))
        return pages[-1]

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(bridgebook.render.chapters, "chapter_html", making)
        patch.chdir(root)
        result = CliRunner().invoke(main, ["build", "lessons", "-o", "out"])
    assert result.exit_code == 0, result.output
    assert len(pages) == 1 and '<table class="play">' in pages[0]
    return pages[0]


def pictures(pdf_file: Path, folder: Path) -> list[bytes]:
    """Each page of ``pdf_file`` as a PNG's bytes (pdftoppm, 80 dpi), made in ``folder``."""
    folder.mkdir(exist_ok=True)
    subprocess.run(["pdftoppm", "-r", "80", "-png", str(pdf_file), str(folder / "page")],
                   check=True, capture_output=True)
    return [p.read_bytes() for p in sorted(folder.glob("page*.png"))]


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project folder (the current directory) with the bundled hands in it."""
    shutil.copytree(TOP / "hands" / "deals", tmp_path / "hands" / "deals")
    (tmp_path / "lessons").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path


def build_in(root: Path, *args: str) -> Result:
    """``bridgebook build ARGS`` run from the folder ``root``."""
    here = Path.cwd()
    os.chdir(root)
    try:
        return CliRunner().invoke(main, ["build", *args])
    finally:
        os.chdir(here)


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    assert Path(CHROMIUM).exists(), "Debian's chromium is missing: run scripts/setup"
    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield launched
        launched.close()


class Served:
    """A ``bridgebook serve`` process and the address it serves at."""

    def __init__(self, root: Path, *args: str) -> None:
        self.root = root
        # The server's report goes to a file: a pipe nobody reads could fill and stop it.
        self.log = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 (closed in stop)
        self.process = subprocess.Popen(
            [sys.executable, "-m", "bridgebook", "serve", "lessons", "--port", "0", *args],
            cwd=root, stdout=subprocess.PIPE, stderr=self.log, text=True,
            env={**os.environ, "PYTHONUNBUFFERED": "1"})
        assert self.process.stdout is not None
        self.url = self.process.stdout.readline().strip()
        assert self.url.startswith("http://127.0.0.1:"), self.stop()

    def stop(self) -> tuple[int, str]:
        if self.log.closed:
            return self.process.returncode, ""
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
        self.process.communicate(timeout=20)
        self.log.seek(0)
        report = self.log.read()
        self.log.close()
        return self.process.returncode, report

    def lesson(self, name: str) -> Path:
        return self.root / "lessons" / name

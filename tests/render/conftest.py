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

import pytest
from click.testing import CliRunner, Result
from playwright.sync_api import Browser, sync_playwright

from bridgebook.cli import main

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--no-first-run"]

TOP = Path(__file__).resolve().parents[2]


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

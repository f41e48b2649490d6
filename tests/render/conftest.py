"""Shared pieces of the render tests: a project folder with a lesson in it, a
build run in a folder, and headless Debian Chromium."""

from __future__ import annotations

import os
import shutil
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

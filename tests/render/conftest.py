"""Shared pieces of the render tests: a project folder with a lesson in it."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

TOP = Path(__file__).resolve().parents[2]


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project folder (the current directory) with the bundled hands in it."""
    shutil.copytree(TOP / "hands" / "deals", tmp_path / "hands" / "deals")
    (tmp_path / "lessons").mkdir()
    monkeypatch.chdir(tmp_path)
    return tmp_path

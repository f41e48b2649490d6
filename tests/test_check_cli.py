"""``bridgebook check`` on paths that hold no record, and on unreadable files."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from bridgebook.cli import main

HAND = "Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"


def test_empty_folder_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(HAND, encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert out.exit_code == 2
    assert f"no hand records (.hand, .pbn, .lin) in {tmp_path}" in out.output


def test_upper_case_ending_is_found(tmp_path: Path) -> None:
    (tmp_path / "x.HAND").write_text(HAND, encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert out.exit_code == 0, out.output
    assert "1 file, 1 deal" in out.output


def test_empty_file_warns_and_strict_fails(tmp_path: Path) -> None:
    empty = tmp_path / "empty.hand"
    empty.write_text("", encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(empty)])
    assert out.exit_code == 0
    assert "P021 warning: the file holds no deal" in out.output
    assert CliRunner().invoke(main, ["check", "--strict", str(empty)]).exit_code == 1

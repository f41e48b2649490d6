"""Score sheets: blank club blocks on A4 and Letter, and the filled sheet's shape."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.build import check_lesson_text
from bridgebook.cli import main
from bridgebook.render.scoresheet import parse_sheet

TOP = Path(__file__).resolve().parents[2]


def _run(args: list[str]) -> str:
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


@pytest.mark.parametrize(("game", "paper", "size", "sides"), [
    ("bridge", "a4", "595.276 x 841.89", ("YZ", "AB")),  # pdftotext joins "Y Z"
    ("contract", "letter", "612 x 792", ("We", "They")),
])
def test_blank_blocks_several_to_a_page(tmp_path: Path, game: str, paper: str, size: str,
                                        sides: tuple[str, str]) -> None:
    out = tmp_path / "blocks.pdf"
    result = CliRunner().invoke(main, ["scoresheet", "--game", game, "--paper", paper,
                                       "--blocks", "6", "--pages", "2", "-o", str(out)])
    assert result.exit_code == 0, result.output
    info = _run(["pdfinfo", str(out)])
    assert "Pages:           2" in info and size in info
    first = _run(["pdftotext", "-f", "1", "-l", "1", str(out), "-"])
    assert first.count(sides[0]) == 6 and first.count(sides[1]) == 6
    assert first.count("total") == 12


def test_the_filled_sheet_has_a_line_per_hand_and_the_totals(tmp_path: Path) -> None:
    out = tmp_path / "sheet.html"
    result = CliRunner().invoke(main, ["scoresheet", str(TOP / "lessons" / "sample-sheet.json"),
                                       "-o", str(out)])
    assert result.exit_code == 0, result.output
    html = out.read_text(encoding="utf-8")
    assert html.count("<tr") == 2 + 3 + 1  # two heading rows, three hands, the totals
    assert html.count('class="game"') == 2
    # 16 + 32 + 30 + 48 + 100 for Y Z, nothing for A B.
    assert '<td class="num" colspan="2">226</td>' in html


def test_a_sheet_that_is_not_of_the_shape_is_refused(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"hands": [{"above": [1, "two"]}]}))
    result = CliRunner().invoke(main, ["scoresheet", str(bad), "-o", str(tmp_path / "x.html")])
    assert result.exit_code == 1
    assert "hand 1: 'above' and 'below' are two whole numbers each" in result.output
    assert not (tmp_path / "x.html").exists()


def test_the_sheet_shape() -> None:
    sheet, problem = parse_sheet({"sides": ["We", "They"], "hands": [
        {"deal": "1", "above": [0, 50], "below": [60, 0], "game": True}], "totals": [60, 50]})
    assert problem is None and sheet is not None
    assert sheet["hands"][0]["game"] is True and sheet["totals"] == [60, 50]
    assert parse_sheet([])[1] == "a score sheet is a JSON object"
    assert parse_sheet({"sides": ["We"], "hands": []})[1] is not None


def test_the_demo_lessons_check_clean() -> None:
    for lesson in sorted((TOP / "lessons").glob("*.md")):
        found = check_lesson_text(lesson.read_text(encoding="utf-8"), lesson.name, TOP)
        assert found == [], [f"{d.file}:{d.line}: {d.code} {d.message}" for d in found]


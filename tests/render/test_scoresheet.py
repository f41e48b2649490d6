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
        found = check_lesson_text(lesson.read_text(encoding="utf-8"), f"lessons/{lesson.name}", TOP)
        assert found == [], [f"{d.file}:{d.line}: {d.code} {d.message}" for d in found]



def test_a_rubber_record_is_scored_onto_the_sheet(tmp_path: Path) -> None:
    """The 1904 laws' scoring block: 204 against 178, A and B win by 26 (the laws'
    own totals); the text's wrong 32 for 34 (deal 3) is reported, the sheet shows 34's
    parts (18 and 16 below)."""
    record = TOP / "hands" / "laws" / "portland-1904-scoring-block.hand"
    pdf, html_out = tmp_path / "sheet.pdf", tmp_path / "sheet.html"
    for out in (pdf, html_out):
        result = CliRunner().invoke(main, ["scoresheet", str(record), "-o", str(out)])
        assert result.exit_code == 0, result.output
        assert "S001 deal 3" in result.output and "give 34" in result.output
    text = _run(["pdftotext", "-layout", str(pdf), "-"])
    lines = [" ".join(line.split()) for line in text.splitlines()]
    assert "Totals 204 178 A, B win the rubber by 26" in lines
    assert "1 24 18 A, B three by cards; A, B four honours" in lines
    assert "5 24 100 A, B two by cards; C, D four aces in one hand" in lines
    assert "Rubber 100 A, B rubber" in lines
    html = html_out.read_text(encoding="utf-8")
    assert '<td class="num" colspan="2">204</td>' in html
    assert '<td class="num" colspan="2">178</td>' in html
    assert "A, B win the rubber by 26" in html
    assert html.count('class="game"') == 2  # the line under deals 3 and 6


def test_a_record_with_errors_draws_no_sheet(tmp_path: Path) -> None:
    bad = tmp_path / "bad.hand"
    bad.write_text("deal 1\nmake: Z declares noodles\n", encoding="utf-8")
    out = tmp_path / "x.html"
    result = CliRunner().invoke(main, ["scoresheet", str(bad), "-o", str(out)])
    assert result.exit_code == 1 and "bad.hand:2" in result.output
    assert not out.exists()


def test_a_record_in_the_books_letters_names_its_columns_y_z_and_a_b(tmp_path: Path) -> None:
    """Deal 02 (1897): A B win the odd trick doubled and redoubled at hearts (8 x 8 = 64);
    Y Z hold simple honours (2 tricks' value, 16): one deal, the rubber unfinished."""
    out = tmp_path / "sheet.html"
    result = CliRunner().invoke(main, ["scoresheet", str(TOP / "hands" / "deals" /
                                                         "02-going-over.hand"), "-o", str(out)])
    assert result.exit_code == 0, result.output
    html = out.read_text(encoding="utf-8")
    assert '<th colspan="2">Y Z</th><th colspan="2">A B</th>' in html
    assert "A B the odd trick; Y Z simple honours" in html
    assert "unfinished: A B ahead by 48" in html

"""The filled score sheet drawn as the club block the blank sheet draws: a column per
side, honours above the heavy line (the first scored nearest it), tricks below, a rule
under each game, the totals; where the record's figure differs from the laws', the
laws' figure drawn and the record's noted on the sheet itself.

The figures are the 1904 laws' own scoring block (hands/laws/portland-1904-scoring-
block.hand): A, B score 18 and 16 below in game 1 (three and two by cards at 6 and
8 a trick), 4, 24 and 2 in game 2; above the line 24 and 16 four honours and the
rubber's 100; C, D score 24 below and 30, 16, 100 and 8 above: 204 against 178."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from click.testing import CliRunner
from PIL import Image

from bridgebook.cli import main

TOP = Path(__file__).resolve().parents[2]
RECORD = TOP / "hands" / "laws" / "portland-1904-scoring-block.hand"


def _sheet(tmp_path: Path, suffix: str, *more: str) -> Path:
    out = tmp_path / f"sheet{suffix}"
    result = CliRunner().invoke(main, ["scoresheet", str(RECORD), "-o", str(out), *more])
    assert result.exit_code == 0, result.output
    assert "S001 deal 3" in result.output  # said on standard error too
    return out


def _figures(cell: str) -> list[int]:
    return [int(n) for n in re.findall(r'<span class="pts">(\d+)</span>', cell)]


def test_the_block_has_honours_above_the_line_and_tricks_below_game_by_game(
        tmp_path: Path) -> None:
    html = _sheet(tmp_path, ".html").read_text(encoding="utf-8")
    assert "<th>A, B</th><th>C, D</th>" in html
    above = re.search(r'<tr class="above-line">(.*?)</tr>', html, re.S)
    assert above is not None
    left, right = re.findall(r'<td class="above">(.*?)</td>', above.group(1), re.S)
    # The latest at the top, the first scored nearest the line; the rubber last of all.
    assert _figures(left) == [100, 16, 24]
    assert _figures(right) == [8, 100, 16, 30]
    games = re.findall(r'<tr class="below-line( first)?( game)?">(.*?)</tr>', html, re.S)
    assert [(bool(first), bool(ruled)) for first, ruled, _ in games] == [
        (True, True), (False, True)]  # the heavy line over game 1; a rule under each
    cells = [re.findall(r'<td class="below">(.*?)</td>', body, re.S) for _, _, body in games]
    assert [[_figures(c) for c in row] for row in cells] == [[[18, 16], [24]],
                                                            [[4, 24, 2], []]]
    assert re.findall(r'<td class="total">(\d+)</td>', html) == ["204", "178"]
    assert "A, B win the rubber by 26" in html


def test_the_records_different_figure_is_noted_on_the_sheet(tmp_path: Path) -> None:
    pdf = _sheet(tmp_path, ".pdf")
    text = " ".join(subprocess.run(["pdftotext", str(pdf), "-"], check=True,
                                   capture_output=True, text=True).stdout.split())
    assert "Where the record differs" in text
    assert ("Deal 3: the record prints 'north-south 32 in the game', but the deals as "
            "recorded give 34; the sheet gives the laws' figure (S001, ") in text
    assert "204" in text and "178" in text
    html = _sheet(tmp_path, ".html").read_text(encoding="utf-8")
    # Deal 3's figures carry the note's mark, and no other deal's do.
    marked = re.findall(r'deal (\d+)</span><sup class="mark">1</sup>', html)
    assert sorted(marked) == ["3", "3"]


def test_the_ledger_is_kept_as_an_option(tmp_path: Path) -> None:
    html = _sheet(tmp_path, ".html", "--ledger").read_text(encoding="utf-8")
    assert '<table class="filled">' in html and 'class="filled-block"' not in html
    assert '<td class="num" colspan="2">204</td>' in html


def test_the_heavy_line_is_drawn_across_the_block(tmp_path: Path) -> None:
    """On the page (PDF to PNG): the line between honours and tricks is the thickest
    rule across the block, as on the blank block; the game rules are thinner."""
    pdf = _sheet(tmp_path, ".pdf")
    subprocess.run(["pdftoppm", "-r", "100", "-png", "-f", "1", "-l", "1", str(pdf),
                    str(tmp_path / "page")], check=True)
    image = Image.open(next(tmp_path.glob("page*.png"))).convert("L")
    width, height = image.size
    grey = image.tobytes()  # one byte a pixel, row by row
    # Rows dark across at least half the page: the block's rules.
    dark = [y for y in range(height)
            if sum(grey[y * width + x] < 100 for x in range(0, width, 2)) > width // 4]
    runs: list[list[int]] = []
    for y in dark:
        if runs and y == runs[-1][-1] + 1:
            runs[-1].append(y)
        else:
            runs.append([y])
    thickness = [len(r) for r in runs]
    # top, under the heads, the heavy line, game 1, game 2 and the totals' double rule
    assert len(runs) >= 5, thickness
    heavy = thickness[2]
    assert heavy == max(thickness) and heavy >= 3, thickness
    assert thickness[3] < heavy and thickness[4] < heavy, thickness


def test_a_rubbers_printed_totals_are_noted_by_the_totals(tmp_path: Path) -> None:
    """The Whist Club's second score (1897): the text's 4 for honours in deal 2 (the
    laws give 8) is marked by deal 2's figures; its rubber totals (48 honours, 94
    total, 216 won: the laws give 52, 98 and 212) are marked by the totals."""
    out = tmp_path / "sheet.html"
    result = CliRunner().invoke(main, ["scoresheet", str(TOP / "hands" / "laws" /
                                                         "whist-club-1897-score-2.hand"),
                                       "-o", str(out)])
    assert result.exit_code == 0, result.output
    html = out.read_text(encoding="utf-8")
    # Deal 2's figures (A, B's tricks, C, D's honours), and no other deal's.
    assert set(re.findall(r'deal (\d+)</span><sup class="mark">([^<]*)</sup>', html)) == {
        ("2", "1")}
    assert re.findall(r'<td class="total">(\d+)<sup class="mark">([^<]*)</sup></td>',
                      html) == [("310", "2, 3, 4"), ("98", "2, 3, 4")]
    notes = re.findall(r"<li>(.*?)</li>", html)
    assert [n.split(":")[0] for n in notes] == ["Deal 2"] + ["Rubber &#39;Score 2&#39;"] * 3
    assert "give 212; the sheet gives the laws&#39; figure" in notes[3]

"""A call's explanation reaches the page and the PDF: a number by the call in the
bidding table, the explanations as numbered notes under it."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

from click.testing import CliRunner

from bridgebook.build import read_lesson
from bridgebook.cli import main

TOP = Path(__file__).resolve().parents[2]

#: East deals and opens 1♥; North's 2♣ is alerted and explained, South's 3NT only
#: explained, West's 1♠ neither.
ALERTED = """laws: contract-rubber
dealer: E
auction:
N      E      S      W
-      1♥     pass   1♠
2♣! (natural, *forcing*)    pass   3NT (to play)   pass
pass   pass
"""


def _body(project: Path, block: str) -> str:
    path = project / "lessons" / "alerts.md"
    path.write_text("# Alerts\n\n" + block, encoding="utf-8")
    page = read_lesson(path, project)
    assert [d.code for d in page.lesson.diagnostics] == []
    return page.lesson.body


def _auction(body: str) -> str:
    found = re.search(r'<table class="auction">.*?</table>', body, re.S)
    assert found is not None
    return found.group(0)


def test_the_notations_explanations_numbered_under_the_auction(project: Path) -> None:
    body = _body(project, "```hand\n" + ALERTED + "```\n")
    rows = re.findall(r"<tr>(.*?)</tr>", _auction(body).split("<tbody>")[1])
    # Columns W N E S; East deals: the first row's W and N cells empty.
    assert rows[0] == '<td></td><td></td><td>1<span class="hearts">♥</span></td><td>Pass</td>'
    # The alerted call keeps its "!", and takes the first number; 3NT the second.
    assert rows[1] == ('<td>1<span class="spades">♠</span></td>'
                       '<td>2<span class="clubs">♣</span>!<sup>1</sup></td>'
                       '<td>Pass</td><td>3NT<sup>2</sup></td>')
    assert rows[2] == "<td>Pass</td><td>Pass</td><td>Pass</td><td></td>"
    notes = re.findall(r'<div class="note auction-note">(.*?)</div>', body)
    assert notes == ["<sup>1</sup> natural, <em>forcing</em>", "<sup>2</sup> to play"]
    # Under the bidding table, before the contract.
    assert body.index("</table>\n<div class=\"note auction-note\">") < body.index(
        '<span class="contract">3NT by South</span>')


def test_an_alert_without_explanation_has_no_number(project: Path) -> None:
    body = _body(project, "```hand\nlaws: contract-rubber\ndealer: N\n"
                          "auction: 1NT! pass 3NT pass pass pass\n```\n")
    assert "<td>1NT!</td>" in _auction(body)
    assert "<sup>" not in _auction(body) and "auction-note" not in body


def test_pbn_notes_are_the_calls_explanations(project: Path) -> None:
    # christy170a, board 1: "[Auction "N"] PASS =1= 1C =2= PASS =3= 1D =4= ...", the
    # notes 1 to 13 written as [Note "1: ..."], suits as PBN's !C !D !H !S.
    shutil.copy(TOP / "tests" / "data" / "real-files" / "lorserker__ben__christy170a.pbn",
                project / "hands" / "christy170a.pbn")
    body = _body(project, "```hand file=../hands/christy170a.pbn deal=1\n```\n")
    auction = _auction(body)
    assert ('<tr><td></td><td>Pass<sup>1</sup></td><td>1<span class="clubs">♣</span>'
            '<sup>2</sup></td><td>Pass<sup>3</sup></td></tr>') in auction
    assert re.findall(r"<sup>(\d+)</sup>", auction) == [str(n) for n in range(1, 14)]
    notes = re.findall(r'<div class="note auction-note">(.*?)</div>', body)
    assert len(notes) == 13
    assert notes[0] == "<sup>1</sup> -- ; 11- HCP"
    assert notes[1] == ('<sup>2</sup> 3+ <span class="clubs">♣</span> -- 3+'
                        '<span class="clubs">♣</span>; 5-<span class="hearts">♥</span>; '
                        '5-<span class="spades">♠</span>; 11-21 HCP')
    assert notes[3] == ('<sup>4</sup> Bidable suit -- 6-<span class="clubs">♣</span>; '
                        '4+<span class="diamonds">♦</span>; 6-29 HCP; Forcing')


def test_the_explanations_are_printed(tmp_path: Path) -> None:
    record = tmp_path / "alerts.hand"
    record.write_text(ALERTED, encoding="utf-8")
    result = CliRunner().invoke(main, ["render", str(record), "-o", str(tmp_path / "a.pdf")])
    assert result.exit_code == 0, result.output
    text = subprocess.run(["pdftotext", "-layout", str(tmp_path / "a.pdf"), "-"],
                          check=True, capture_output=True, text=True).stdout
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    assert "1 natural, forcing" in lines and "2 to play" in lines
    # The notes come after the bidding table's last row and before the contract.
    assert lines.index("2 to play") == lines.index("1 natural, forcing") + 1
    assert lines.index("1 natural, forcing") > next(i for i, line in enumerate(lines)
                                                    if line.startswith("W"))
    assert lines.index("2 to play") < next(i for i, line in enumerate(lines)
                                           if line.startswith("3NT by South"))

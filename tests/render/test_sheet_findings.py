"""What a rubber comes to, and what the filled sheet says of a record with findings.

The figures are worked by hand from the texts: the contract text ("The side which
first wins two games wins the rubber. For this they get a bonus of 700 if they won
it two games to zero ... the side with the higher score wins the difference"), and
1904 law 11 ("the difference between the two scores is the number of points won,
or lost, by the winners of the rubber").
"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

from click.testing import CliRunner

from bridgebook.cli import main

#: Smith, Jones win the rubber two games to none and lose on the points.
#: Deal 5, 1NT down 3 not vulnerable, undoubled: 3 x 50 = 150 to Brown, Robinson.
#: Deal 6, 1NTX down 3 not vulnerable: 100 + 200 + 200 = 500 to them.
#: Deal 7, 7NT made: 40 + 6 x 30 = 220 below, grand slam 1000: game to Smith, Jones.
#: Deal 8, 3♦ made: 60 below to Brown, Robinson.
#: Deal 9, 4♠XX down 4 vulnerable: (200 + 3 x 300) x 2 = 2200 to Brown, Robinson.
#: Deal 10, 5♦X made: 5 x 20 x 2 = 200 below, 50 insult; five honours in one hand
#: 150 (docs/scoring.md): the second game, and the rubber, 700 (two games to none).
#: Smith, Jones: 220 + 200 + 1000 + 50 + 150 + 700 = 2320;
#: Brown, Robinson: 150 + 500 + 60 + 2200 = 2910. The difference, 590, is theirs.
CONTRACT = """\
laws: contract-rubber
sides: north-south Smith, Jones; east-west Brown, Robinson

deal 5
rubber: second
contract: 1NT by S
result: down 3

deal 6
contract: 1NTX by S
result: down 3

deal 7
contract: 7NT by N
result: =

deal 8
contract: 3♦ by E
result: =

deal 9
contract: 4♠XX by N
result: down 4

deal 10
contract: 5♦X by S
result: =
honours: north-south five honours in one hand
"""

#: 1904: Z makes no trump and North-South win three by cards twice (36 each, law 4:
#: twelve a trick), the two games; East-West hold the four aces in one hand each time
#: (100 each, law 7). North-South 36 + 36 + 100 = 172, East-West 200: the winners of
#: the rubber lose 28 by it (law 11).
OLD = """\
laws: portland-1904
rubber: lost on the points

deal 1
make: Z no trump
result: north-south win three by cards
honours: east-west four aces in one hand

deal 2
make: Z no trump
result: north-south win three by cards
honours: east-west four aces in one hand
"""


def _write(tmp_path: Path, text: str, name: str = "r.hand") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def _sheet(tmp_path: Path, record: Path, out: str = "sheet.html") -> tuple[str, str]:
    target = tmp_path / out
    result = CliRunner().invoke(main, ["scoresheet", str(record), "-o", str(target)])
    assert result.exit_code == 0, result.output
    return target.read_text(encoding="utf-8"), result.output


def test_the_winners_of_the_rubber_and_the_side_that_wins_the_difference(
        tmp_path: Path) -> None:
    record = _write(tmp_path, CONTRACT)
    out = CliRunner().invoke(main, ["score", str(record)])
    assert out.exit_code == 0, out.output
    assert " 2320  total" in out.output and " 2910  total" in out.output
    assert ("Smith, Jones win the rubber; Brown, Robinson win the difference, 590"
            in out.output.splitlines())
    assert "-590" not in out.output
    data = json.loads(CliRunner().invoke(main, ["score", "--json", str(record)]).output)
    rubber = data["rubbers"][0]
    assert (rubber["winner"], rubber["ahead"], rubber["difference"]) == ("NS", "EW", 590)
    assert rubber["value"] == -590  # what the winners of the rubber gain: they lose 590
    assert rubber["bonus"] == [{"side": "NS", "points": 700, "above": True,
                                "for": "rubber"}]
    html, _ = _sheet(tmp_path, record)
    # Each clause kept whole on its line: a narrow sheet breaks after the ';', never
    # leaves the figure alone on a line of its own.
    assert ('<p class="value"><span class="clause">Smith, Jones win the rubber;</span> '
            '<span class="clause">Brown, Robinson win the difference, 590</span></p>') in html


def test_under_the_old_laws_the_winners_of_the_rubber_may_lose_by_it(tmp_path: Path) -> None:
    out = CliRunner().invoke(main, ["score", "--json", str(_write(tmp_path, OLD))])
    assert out.exit_code == 0, out.output
    rubber = json.loads(out.output)["rubbers"][0]
    assert [rubber["totals"][s]["total"] for s in ("NS", "EW")] == [172, 200]
    assert (rubber["winner"], rubber["value"], rubber["ahead"], rubber["difference"]) == (
        "NS", -28, "EW", 28)
    text = CliRunner().invoke(main, ["score", str(tmp_path / "r.hand")]).output
    assert "Y Z win the rubber; A B win the difference, 28" in text  # the books' letters


#: The 1904 doubling limit (law 58, docs/scoring.md judgement 4): Z's third redouble
#: takes a trick in hearts to 8 x 16 = 128 (A005). The record is read whole: the
#: deal is scored as it gives it, the odd trick 128 below.
PAST_THE_LIMIT = """\
laws: portland-1904

deal 1
rubber: limits
make: Z declares hearts
doubling: A doubles; Z redoubles; A redoubles; Z redoubles
result: north-south win the odd trick
"""


def test_a_double_past_the_limit_is_scored_and_noted_on_the_sheet(tmp_path: Path) -> None:
    html, said = _sheet(tmp_path, _write(tmp_path, PAST_THE_LIMIT))
    assert "A005" in said and "nothing written" not in said
    assert '<span class="pts">128</span><span class="for"><span>the odd trick</span>' in html
    notes = re.findall(r"<li>(.*?)</li>", html)
    assert len(notes) == 1 and notes[0].startswith("Z redoubles: a trick in hearts would be "
                                                   "worth 128 points, past the limit of 100")
    assert notes[0].endswith("the sheet scores the deal as the record gives it "
                             f"(A005, {tmp_path / 'r.hand'}:6)")


def test_a_record_not_read_whole_is_refused_in_plain_words(tmp_path: Path) -> None:
    """One line not read (P005) in a file of two rubbers: nothing is written, and the
    message says why (it used to say the record had no rubber to score)."""
    record = _write(tmp_path, PAST_THE_LIMIT.replace("A doubles; Z redoubles; A redoubles; "
                                                     "Z redoubles", "doubled")
                    + "\ndeal 2\nrubber: another\nmake: Z no trump\n"
                    "result: north-south win the odd trick\n")
    out = tmp_path / "x.html"
    result = CliRunner().invoke(main, ["scoresheet", str(record), "-o", str(out)])
    assert result.exit_code == 1 and not out.exists()
    assert result.output.count("P005 make or doubling not understood") == 1
    assert (f"nothing written: {record} is not read whole (1 reading error, the first "
            "P005 at line 6); a sheet is drawn only from a record read whole") in result.output
    assert "no rubber to score" not in result.output


def test_a_deal_after_the_rubber_is_decided_is_noted_on_its_rubbers_sheet(
        tmp_path: Path) -> None:
    """Two games to North-South (3NT, 100 each): deal 3 is after the rubber (S002); it
    scores nothing, and its sheet says so."""
    record = _write(tmp_path, "laws: contract-rubber\n\ndeal 1\nrubber: short\n"
                    "contract: 3NT by N\nresult: =\n\ndeal 2\ncontract: 3NT by N\nresult: =\n"
                    "\ndeal 3\ncontract: 2♥ by E\nresult: =\n")
    html, said = _sheet(tmp_path, record)
    assert "S002" in said
    notes = re.findall(r"<li>(.*?)</li>", html)
    assert notes == ["Deal 3 is played after the rubber was decided (NS won 2 games) "
                     f"(S002, {record}:12)"]
    assert '<td class="total">900</td>' in html  # 100 + 100 + 700


#: An unfinished contract rubber (docs/scoring.md: 300 for a game up, 100 for a part
#: score). Deal 1, 2♥X made: 2 x 30 x 2 = 120, game to North-South, 50 insult.
#: Deal 2, 1NT +2: 40 below, 2 x 30 = 60 above. Deal 3, 2♣ by W down 1, not
#: vulnerable: 50 to North-South. Deal 4, 1♠ made: 30 below to East-West.
#: North-South: a game up (300) and a part score (40: 100); East-West a part score
#: (30: 100). Totals 120 + 40 + 50 + 60 + 50 + 400 = 720 against 30 + 100 = 130.
UNFINISHED = """\
laws: contract-rubber

deal 1
rubber: unfinished
contract: 2♥X by S
result: =

deal 2
contract: 1NT by N
result: +2

deal 3
contract: 2♣ by W
result: down 1

deal 4
contract: 1♠ by E
result: =
"""


def test_an_unfinished_rubbers_bonuses_are_named_on_the_sheet(tmp_path: Path) -> None:
    record = _write(tmp_path, UNFINISHED)
    html, _ = _sheet(tmp_path, record)
    above = re.findall(r'<span class="pts">(\d+)</span><span class="for"><span>([^<]*)</span>',
                       html)
    assert ("400", "game up 300, part score 100 in an unfinished rubber") in above
    assert ("100", "part score in an unfinished rubber") in above
    assert "the rubber" not in html
    assert re.findall(r'<td class="total">(\d+)</td>', html) == ["720", "130"]
    assert '<p class="value">unfinished: North-South ahead by 590</p>' in html


def test_a_figure_for_several_things_wraps_to_the_right_of_its_figure(tmp_path: Path) -> None:
    """1897: B's revoke, the value of three tricks added (law 89): in hearts 3 x 8 =
    24 added to North-South's 24 for three by cards (law 5), 48 below. The text of a
    figure is in parts, one a thing scored; a line that wraps stays to the right of
    its figure, never under it."""
    record = _write(tmp_path, "laws: whist-club-1897\nrubber: r\n"
                    "make: Z declares hearts\nresult: north-south win three by cards\n"
                    "revoke: B revokes, value added\n")
    html, _ = _sheet(tmp_path, record)
    assert ('<span class="pts">48</span><span class="for"><span>three by cards;</span> '
            "<span>revoke penalty: value added</span>") in html
    sheet = tmp_path / "long.json"
    sheet.write_text(json.dumps({"sides": ["Smith, Jones", "Brown, Robinson"], "hands": [
        {"deal": "4", "above": [0, 0], "below": [30, 0], "below_for": [
            "two by cards; revoke penalty: value added; and a note long enough to take "
            "the figure's text over two lines of its column", ""]}]}), encoding="utf-8")
    pdf = tmp_path / "sheet.pdf"
    result = CliRunner().invoke(main, ["scoresheet", str(sheet), "-o", str(pdf)])
    assert result.exit_code == 0, result.output
    words = subprocess.run(["pdftotext", "-bbox", str(pdf), "-"], check=True,
                           capture_output=True, text=True).stdout
    boxes = [(float(x), float(y), w) for x, y, w in re.findall(
        r'xMin="([\d.]+)" yMin="([\d.]+)" xMax="[\d.]+" yMax="[\d.]+">([^<]+)<', words)]
    figure = next((x, y) for x, y, w in boxes if w == "30")
    text = [(x, y) for x, y, w in boxes if figure[1] - 5 < y < figure[1] + 60
            and w not in ("30", "Smith,", "Jones", "Brown,", "Robinson")]
    assert len({round(y) for _, y in text}) >= 2, text  # the text wraps
    assert min(x for x, _ in text) > figure[0] + 5, (figure, text)


def test_blank_blocks_fill_the_page_at_any_count(tmp_path: Path) -> None:
    """Twelve blocks to a page used to leave the bottom sixth of the page empty, with
    about one line of writing space a block: the rows now share the page, the last
    ending within 12 mm of the bottom margin (14 mm; 41 mm was left at twelve blocks),
    on one page each."""
    for game, paper, blocks in (("bridge", "a4", 12), ("contract", "letter", 12),
                                ("bridge", "letter", 4), ("contract", "a4", 6)):
        out = tmp_path / f"{game}-{paper}-{blocks}.pdf"
        result = CliRunner().invoke(main, ["scoresheet", "--game", game, "--paper", paper,
                                           "--blocks", str(blocks), "--pages", "2",
                                           "-o", str(out)])
        assert result.exit_code == 0, result.output
        info = subprocess.run(["pdfinfo", str(out)], check=True, capture_output=True,
                              text=True).stdout
        assert "Pages:           2" in info, (game, paper, blocks)
        words = subprocess.run(["pdftotext", "-bbox", "-f", "1", "-l", "1", str(out), "-"],
                               check=True, capture_output=True, text=True).stdout
        size = re.search(r'<page width="[\d.]+" height="([\d.]+)"', words)
        assert size is not None
        page = float(size[1])
        bottom = max(float(y) for y in re.findall(r'yMax="([\d.]+)">below<', words))
        margin = 14 / 25.4 * 72
        assert 0 < page - margin - bottom < 12 / 25.4 * 72, (game, paper, blocks, bottom)


def test_a_double_the_check_ignores_is_noted_as_left_out_of_the_sheets_score(
        tmp_path: Path) -> None:
    """Portland 1904: Y doubles his own side's spades (A004, ignored, laws 54-58), so
    the three by cards are 3 x 2 = 6 undoubled; a redouble past the limit of 100 (A005,
    law 58) is counted as the record gives it: 12 x 16 = 192 a trick in no trump."""
    record = _write(tmp_path, "laws: portland-1904\nrubber: mistakes\n\ndeal 1\n"
                    "make: Z no trump\n"
                    "doubling: A doubles; Z redoubles; A redoubles; Z redoubles\n"
                    "result: north-south win the odd trick\n\ndeal 2\n"
                    "make: Z declares spades\ndoubling: Y doubles\n"
                    "result: north-south win three by cards\n")
    html, _ = _sheet(tmp_path, record)
    notes = re.findall(r"<li>(.*?)</li>", html)
    assert [n for n in notes if "(A004" in n] == [
        "Y doubles, but the adversaries speak first: it is for A or B to double or be "
        f"satisfied; the sheet scores the deal without it (A004, {record}:11)"]
    assert next(n for n in notes if "(A005" in n).endswith(
        f"; the sheet scores the deal as the record gives it (A005, {record}:6)")
    scored = json.loads(CliRunner().invoke(main, ["score", "--json", str(record)]).output)
    below = [[e["points"] for e in d["below"]] for d in scored["rubbers"][0]["deals"]]
    assert below == [[192], [6]]


def test_a_record_that_names_no_rubber_gets_a_sheet_for_each_rubber_of_the_pad(
        tmp_path: Path) -> None:
    """Three 4♠ made by South (120 each, a game each): the first two are a rubber,
    two games to none, 700 (940 in all); the third starts the next, unfinished, a game
    up 300 (420)."""
    record = _write(tmp_path, "laws: contract-rubber\n" + "".join(
        f"\ndeal {n}\ncontract: 4♠ by S\nresult: =\n" for n in (1, 2, 3)))
    html, said = _sheet(tmp_path, record)
    assert re.findall(r'<td class="total">(\d+)</td>', html) == ["940", "0", "420", "0"]
    assert "S002" not in said  # the third deal is no deal after a rubber decided

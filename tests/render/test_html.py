"""The HTML of lessons and deals: structure, and every input comes out as text."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from bridgebook.build import check_lesson_text, read_lesson
from bridgebook.checking import check_text
from bridgebook.cli import main
from bridgebook.render.views import Options, deal_view

HOLDING_UP = "hands/deals/03-holding-up.hand"
TOP = Path(__file__).resolve().parents[2]
#: A text that must come out as text in every field: markup, quotes, a template.
NASTY = "<script>alert(1)</script> \"quoted\" 'single' {{ 7*7 }} {% if x %}"


def _lesson(project: Path, text: str, name: str = "lesson.md") -> str:
    path = project / "lessons" / name
    path.write_text(text, encoding="utf-8")
    page = read_lesson(path, project)
    assert [d for d in page.lesson.diagnostics if d.severity.value == "error"] == []
    return page.lesson.body


def test_the_play_table_is_printed_as_the_book_prints_it(project: Path) -> None:
    body = _lesson(project, f"# Hold-up\n\n```hand file=../{HOLDING_UP}\n```\n")
    head = re.search(r'<table class="play">.*?</thead>', body, re.S)
    assert head is not None
    # One column per seat from the opening leader: A leads, then Y, B, Z.
    assert re.findall(r"<th>(\w)</th>", head.group(0)) == ["A", "Y", "B", "Z"]
    rows = re.findall(r'<tr class="trick" data-trick="(\d+)">(.*?)</tr>', body, re.S)
    assert [int(n) for n, _ in rows] == list(range(1, 14))
    first = rows[0][1]
    # Trick 1: A leads the king of spades and it wins (Y 3, B 6, Z 5).
    led = re.search(r'class="spades won led"\s*data-card="SK"', first)
    assert led is not None, first
    # Trick 3: the dealer takes the ace of spades at last, led by A.
    third = rows[2][1]
    assert re.search(r'class="spades won"\s*data-card="SA"', third)
    assert re.search(r'class="spades led"\s*data-card="SJ"', third)


def test_the_compass_diagram_names_the_seats_as_the_record_does(project: Path) -> None:
    body = _lesson(project, f"```hand file=../{HOLDING_UP}\n```\n")
    seats = re.findall(r'<div class="seat" title="(\w+)">(\w)</div>', body)
    assert seats == [("North", "Y"), ("West", "A"), ("East", "B"), ("South", "Z")]
    assert "Z passes the make; Y declares no trump" in body
    # Y Z take ten tricks: four over the book of six.
    assert "<strong>Z&#39;s no trump: the dealer wins four odd tricks</strong>" in body


def test_a_deal_of_the_contract_game_gets_a_bidding_table(project: Path) -> None:
    body = _lesson(project, "```hand file=../hands/deals/05-discard-before-trumps.hand\n```\n")
    table = re.search(r'<table class="auction">.*?</table>', body, re.S)
    assert table is not None
    cells = re.findall(r"<td>(.*?)</td>", table.group(0))
    # Dealer S opens 3♠ in the fourth column (W N E S).
    assert cells[:5] == ["", "", "", '3<span class="spades">♠</span>', "Pass"]
    # South takes the first eight tricks' share and claims the rest: ten tricks, 4♠ made.
    assert ('<strong>4<span class="spades">♠</span> by South, made: 10 tricks</strong> '
            "(after trick 8, South claims the rest)") in body
    assert ('<tr class="claim"><td class="num"></td>'
            '<td colspan="4">South claims the rest</td></tr>') in body


def test_partial_hands_print_x_for_small_cards() -> None:
    report = check_text("S: S—A, K, x, x; H—Q, x; D—x; C——").deals[0]
    rows = deal_view(report)["diagram"]["seats"]["S"]["rows"]
    assert [r["text"] for r in rows] == ["A K x x", "Q x", "x", "—"]


def test_a_quiz_hides_the_hands_and_the_answer_comes_later(project: Path) -> None:
    body = _lesson(project, f'```hand file=../{HOLDING_UP} quiz="What should Z make?" show=Z\n'
                   "```\n\nThink.\n")
    quiz, _, answers = body.partition('<section class="answers">')
    assert "What should Z make?" in quiz
    assert quiz.count('class="hidden-hand"') == 3
    assert 'class="play"' not in quiz and "declares no trump" not in quiz
    assert answers and 'class="play"' in answers and "declares no trump" in answers


def test_a_position_after_a_trick_shows_the_cards_left(project: Path) -> None:
    body = _lesson(project, f"```hand file=../{HOLDING_UP} after=3\n```\n")
    position = re.search(r'<tr class="position"[^>]*>.*?</table>', body, re.S)
    assert position is not None and "After trick 3" in position.group(0)
    # After three spade tricks A (West) has two spades left: 9 and 2.
    west = re.search(r'<td class="west">.*?</td>', position.group(0), re.S)
    assert west is not None
    spades = re.search(r'suit spades">.*?</div>', west.group(0), re.S)
    assert spades is not None
    assert re.findall(r">(\w+)</span>", spades.group(0)) == ["9", "2"]


def test_commentary_on_a_card_is_placed_with_its_trick(project: Path) -> None:
    text = ("```hand\nlaws: laws-1905\n"
            "Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
            "A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\n"
            "Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q\n"
            "B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n"
            "make: Z no trump\nplay:\n     A      Y      B      Z\n"
            "1.   K♣{the king, *alone*}     Q♣     2♣     _A♣_\n"
            "> Z wins with the ace.\n"
            "claim: Z the rest\nresult: 13\n```\n")
    body = _lesson(project, text)
    row = re.search(r'data-trick="1">.*?<tr class="trick-note"[^>]*>.*?</tr>', body, re.S)
    assert row is not None
    assert "<sup>1</sup> the king, <em>alone</em>" in row.group(0)
    assert "Z wins with the ace." in row.group(0)


def test_no_input_text_reaches_the_html_unescaped(project: Path) -> None:
    hand = (f"deal 1: {NASTY}\nsource: {NASTY}\nlaws: laws-1905\n"
            "Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
            "A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\n"
            "Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q\n"
            "B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n"
            f"> {NASTY}\nmake: Z no trump\nplay:\n1. A: CK CQ C2 CA\n> {NASTY}\n"
            "claim: Z the rest\nresult: 13\n")
    quoted = NASTY.replace('"', "'")
    lesson = (f"# {NASTY}\n\n{NASTY}\n\n<b>raw</b> [link](javascript:alert(1))\n\n"
              f"```hand quiz=\"{quoted}\" id=q\n{hand}```\n\n```hand answer=q\n```\n")
    (project / "lessons" / "book.toml").write_text(
        f"title = '''{NASTY}'''\n", encoding="utf-8")
    (project / "lessons" / "one.md").write_text(lesson, encoding="utf-8")
    result = CliRunner().invoke(main, ["build", "lessons", "-o", "out", "--no-pdf"])
    assert result.exit_code == 0, result.output
    for page in ("index.html", "one.html"):
        html = (project / "out" / page).read_text(encoding="utf-8")
        body = html.split("<body", 1)[1].rsplit("<script>", 1)[0]
        assert "<script>alert" not in body
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in body
        assert "{{ 7*7 }}" in body and ">49<" not in body and "{% if x %}" in body
        assert "<b>raw</b>" not in body and 'href="javascript:' not in body
    one = (project / "out" / "one.html").read_text(encoding="utf-8")
    assert one.count("&lt;script&gt;alert(1)&lt;/script&gt;") >= 6


def test_lesson_diagnostics_point_at_lesson_lines(project: Path) -> None:
    text = ("# A lesson\n\nSome prose.\n\n```hand\nlaws: laws-1905\n"
            "Z: S—A, K, Q; H—A, A\n```\n")
    found = check_lesson_text(text, "lessons/x.md", project)
    assert found and all(d.file == "lessons/x.md" for d in found)
    # The block starts at line 5; its second line is line 7 of the lesson.
    assert {d.line for d in found} == {7}


def test_four_colour_is_an_option(project: Path) -> None:
    body = _lesson(project, f"```hand file=../{HOLDING_UP} four-colour\n```\n")
    assert 'class="deal four-colour"' in body


def test_a_bare_block_shows_the_diagram_only() -> None:
    report = check_text((TOP / HOLDING_UP).read_text(encoding="utf-8")).deals[0]
    view = deal_view(report, Options(bare=True))
    assert view["play"] is None and view["make"] == [] and view["notes"] == []


def test_the_lesson_cache_follows_the_records_a_lesson_uses(project: Path) -> None:
    (project / "lessons" / "a.md").write_text(f"# A\n\n```hand file=../{HOLDING_UP}\n```\n",
                                              encoding="utf-8")
    (project / "lessons" / "b.md").write_text("# B\n\nProse only.\n", encoding="utf-8")
    runner = CliRunner()
    args = ["build", "lessons", "-o", "out", "--no-pdf"]
    assert runner.invoke(main, args).exit_code == 0
    assert len(list((project / ".bridgebook-cache" / "lessons").glob("*.json"))) == 2
    record = project / HOLDING_UP
    record.write_text(record.read_text(encoding="utf-8").replace(
        "The make passed, and the ace held up twice", "Held up, twice"), encoding="utf-8")
    assert runner.invoke(main, args).exit_code == 0
    page = (project / "out" / "a.html").read_text(encoding="utf-8")
    assert "Held up, twice" in page and "the ace held up twice</span>" not in page
    # A lesson with a warning is not kept: its warning is shown on every build.
    (project / "lessons" / "c.md").write_text(
        "```hand\nZ: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
        "N: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\n```\n", encoding="utf-8")
    for _ in range(2):
        result = runner.invoke(main, args)
        assert result.exit_code == 0 and "P010" in result.output


def test_the_authors_templates_come_first_and_their_errors_are_messages(
        project: Path) -> None:
    mine = project / "my-templates"
    mine.mkdir()
    (mine / "page.html").write_text(
        '{% extends "base.html" %}{% block body %}<main>{{ page.body }}</main>'
        "<footer>Printed for the club</footer>{% endblock %}", encoding="utf-8")
    (project / "lessons" / "a.md").write_text("# A\n\nText.\n", encoding="utf-8")
    runner = CliRunner()
    done = runner.invoke(main, ["render", "lessons/a.md", "-o", "a.html", "--templates",
                                str(mine)])
    assert done.exit_code == 0, done.output
    assert "<footer>Printed for the club</footer>" in (project / "a.html").read_text()
    (mine / "page.html").write_text("{{ page.no_such_thing }}", encoding="utf-8")
    done = runner.invoke(main, ["render", "lessons/a.md", "-o", "b.html", "--templates",
                                str(mine)])
    assert done.exit_code == 1 and "template error" in done.output
    assert "no_such_thing" in done.output and not (project / "b.html").exists()


def test_the_lesson_examples_of_the_publishing_page_check_clean() -> None:
    page = (TOP / "docs" / "publishing.md").read_text(encoding="utf-8")
    examples = re.findall(r"````markdown\n(.*?)````", page, re.S)
    assert len(examples) >= 2
    for example in examples:
        # An example is a part of a lesson, shown without the lesson's heading (R037).
        found = check_lesson_text(example, "docs/publishing.md", TOP)
        assert [d for d in found if d.code != "R037"] == []


def test_the_make_is_said_once_when_the_declarer_declares(project: Path) -> None:
    """"Z declares hearts" says who plays what: no "Z plays hearts" after it. A make
    passed, or doubled, still gets the line that sums it up."""
    record = ("laws: laws-1905\n"
              "Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
              "make: Z declares hearts\n")
    body = _lesson(project, f"# Once\n\n```hand\n{record}```\n")
    make = re.search(r'<div class="make">(.*?)</div>', body, re.S)
    assert make is not None
    text = re.sub(r"<[^>]+>", "", make.group(1)).split()
    assert " ".join(text) == "Z declares hearts. (Laws of Bridge, 1905)"
    assert "plays" not in make.group(1)
    doubled = _lesson(project, f"# Doubled\n\n```hand\n{record}doubling: A doubles\n```\n",
                      "doubled.md")
    shown = re.search(r'<div class="make">(.*?)</div>', doubled, re.S)
    assert shown is not None
    assert " ".join(re.sub(r"<[^>]+>", "", shown.group(1)).split()) == \
        "Z declares hearts; A doubles. Z plays hearts doubled (Laws of Bridge, 1905)"
    passed = _lesson(project, "```hand file=../hands/deals/03-holding-up.hand\n```\n",
                     "passed.md")
    assert "Z plays no trump (made by Y)" in passed


def test_a_hand_block_never_closed_is_one_message(project: Path) -> None:
    # The record is lines 4-5; the prose at lines 7 and 9, and the opening fence of
    # the block after it at line 11, are read as lines of the record: each a P001,
    # folded under the one R038 at the fence.
    text = ("# A lesson\n\n```hand\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"
            "> Z holds seven spades.\n\nCount your tricks.\n\nAnd again.\n\n"
            f"```hand file=../{HOLDING_UP}\n```\n")
    found = check_lesson_text(text, "lessons/x.md", project)
    (closed,) = [d for d in found if d.severity.value == "error"]
    assert (closed.code, closed.line, closed.column) == ("R038", 3, 1)
    assert closed.hint == "add a line ``` after line 5, the record's last"
    assert [(d.code, d.line) for d in closed.folded] == [("P001", 7), ("P001", 9),
                                                         ("P001", 11)]


def test_a_quiz_never_closed_after_its_auction_is_one_message(project: Path) -> None:
    # The record is lines 4-9, ending with the auction; the prose at line 11 would be
    # read as more calls (four P004, and A010: calls after the auction ended), the
    # answer's fence at line 13 as two more words. One R038 at the quiz's fence.
    text = ("# A quiz\n\n```hand quiz=\"How many tricks?\" id=q1 show=N,S\ndealer: S\n"
            "N: S—A, K, 3; H—Q, J, 10, 9; D—7, 6, 2; C—A, 8, 4\n"
            "E: S—8, 7, 6, 5, 4; H—5, 4, 3; D—10, 9, 8; C—7, 6\n"
            "S: S—2; H—A, K, 2; D—A, 5, 4, 3; C—10, 9, 5, 3, 2\n"
            "W: S—Q, J, 10, 9; H—8, 7, 6; D—K, Q, J; C—K, Q, J\n"
            "auction: 1♣ pass 1♥ pass 1NT pass 3NT pass pass pass\n\n"
            "Think before you look.\n\n```hand answer=q1\n```\n\nThe end.\n")
    found = check_lesson_text(text, "lessons/x.md", project)
    (closed,) = [d for d in found if d.severity.value == "error"]
    assert (closed.code, closed.line, closed.column) == ("R038", 3, 1)
    assert closed.hint == "add a line ``` after line 9, the record's last"
    assert sorted((d.code, d.line, d.column) for d in closed.folded) == [
        ("A010", 11, 1), ("P004", 11, 1), ("P004", 11, 7), ("P004", 11, 14),
        ("P004", 11, 18), ("P004", 13, 1), ("P004", 13, 9)]


def test_a_slip_in_the_last_line_of_a_quiz_never_closed_is_told_on_its_own(project: Path) -> None:
    # The auction, after a blank line, is line 10 and the record's last; its last call
    # is mistyped, 'pasz' at column 49 (the key's 9 characters, then nine calls and
    # their spaces, 39). Its line is the record's, read up to the slip: the block is to
    # be closed after line 10, and the slip is its own P004. The prose at line 12 and
    # the answer's fence at line 14, read as calls, follow from the block not closed.
    text = ("# A quiz\n\n```hand quiz=\"How many tricks?\" id=q1 show=N,S\ndealer: S\n"
            "N: S—A, K, 3; H—Q, J, 10, 9; D—7, 6, 2; C—A, 8, 4\n"
            "E: S—8, 7, 6, 5, 4; H—5, 4, 3; D—10, 9, 8; C—7, 6\n"
            "S: S—2; H—A, K, 2; D—A, 5, 4, 3; C—10, 9, 5, 3, 2\n"
            "W: S—Q, J, 10, 9; H—8, 7, 6; D—K, Q, J; C—K, Q, J\n\n"
            "auction: 1♣ pass 1♥ pass 1NT pass 3NT pass pass pasz\n\n"
            "Think before you look.\n\n```hand answer=q1\n```\n\nThe end.\n")
    found = check_lesson_text(text, "lessons/x.md", project)
    closed, slip = [d for d in found if d.severity.value == "error"]
    assert (closed.code, closed.line, closed.column) == ("R038", 3, 1)
    assert closed.hint == "add a line ``` after line 10, the record's last"
    assert (slip.code, slip.line, slip.column, slip.message) == (
        "P004", 10, 49, "not a call: 'pasz'")
    assert sorted((d.code, d.line, d.column) for d in closed.folded) == [
        ("P004", 12, 1), ("P004", 12, 7), ("P004", 12, 14), ("P004", 12, 18),
        ("P004", 14, 1), ("P004", 14, 9)]

"""A hand block's mistakes in a lesson: each told once, at its place, and what can
be shown of the deal shown and counted all the same."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from bridgebook.build import read_lesson
from bridgebook.cli import main

HOLDING_UP = "../hands/deals/03-holding-up.hand"
#: Claimed by South after trick 8 (its play has eight tricks).
DISCARD = "../hands/deals/05-discard-before-trumps.hand"


def _read(project: Path, text: str, name: str = "lesson.md") -> tuple[list[str], int, str]:
    path = project / "lessons" / name
    path.write_text(text, encoding="utf-8")
    lesson = read_lesson(path, project).lesson
    return [f"{d.code} {d.line}:{d.column}" for d in lesson.diagnostics], lesson.deals, \
        lesson.body


def test_a_markdown_file_named_as_a_record_is_one_message(project: Path) -> None:
    # notes.md has four lines, none of them a record's: read as one, each would be
    # "line not understood" (P001) in notes.md, and the block "holds no deal".
    (project / "lessons" / "notes.md").write_text(
        "# Notes\n\nThe hold-up, told in words.\n\nAnd a second paragraph.\n",
        encoding="utf-8")
    found, deals, _ = _read(project, "# L\n\n```hand file=notes.md\n```\n")
    assert found == ["R001 3:14"]  # at the option's value: 'file=' is columns 9-13
    page = read_lesson(project / "lessons" / "lesson.md", project)
    (problem,) = page.lesson.diagnostics
    assert problem.message == ("file=notes.md is a Markdown file, not a hand record: a hand "
                               "record's name ends in .hand, .pbn, .lin, .json or .txt")
    # lessons/ holds no record: the first of the project's, from the lesson's folder.
    assert problem.hint == ("name a hand record, e.g. "
                            "file=../hands/deals/01-the-hints-no-trump.hand, or write the "
                            "deal in the block")
    assert deals == 0
    assert page.inputs == [project / "lessons" / "lesson.md"]  # notes.md not read


def test_the_hint_names_the_record_of_the_same_name(project: Path) -> None:
    deals = project / "hands" / "deals"
    (deals / "holding.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    text = ("# L\n\n```hand file=../hands/deals/03-holding-up.md\n```\n\n"
            "```hand file=../hands/deals/holding.png\n```\n")
    (deals / "03-holding-up.md").write_text("# words\n", encoding="utf-8")
    path = project / "lessons" / "lesson.md"
    path.write_text(text, encoding="utf-8")
    found = read_lesson(path, project).lesson.diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("R001", 3, 14), ("R001", 6, 14)]
    assert found[0].hint == "name a hand record: file=../hands/deals/03-holding-up.hand"
    assert found[1].message.startswith("file=../hands/deals/holding.png is a .png file, "
                                       "not a hand record")
    # No record named holding.*: the folder's first.
    assert found[1].hint == "name a hand record: file=../hands/deals/01-the-hints-no-trump.hand"


def test_a_bad_on_off_value_is_told_and_the_deal_still_counted(project: Path) -> None:
    found, deals, body = _read(project, f"# L\n\n```hand file={HOLDING_UP} play=maybe\n```\n")
    # '```hand ' is columns 1-8, the path 14-46, 'play=' 48-52: the value from 53.
    assert found == ["R002 3:53"]
    assert deals == 1
    # play taken as not written (on): the play table of 13 tricks is there.
    assert body.count('<tr class="trick"') == 13


def test_seats_that_are_no_seats_in_a_quiz_leave_the_quiz_showing_z(project: Path) -> None:
    found, deals, body = _read(
        project, f'# L\n\n```hand file={HOLDING_UP} quiz="What now?" show=Q\n```\n')
    assert [f.split()[0] for f in found] == ["R002"]
    assert deals == 1
    # The quiz as if show= were not written: Z's hand alone, the three others "?".
    assert body.count('class="hidden-hand"') == 3


def test_an_after_past_the_play_keeps_the_tricks_the_play_has(project: Path) -> None:
    found, deals, body = _read(project, f"# L\n\n```hand file={DISCARD} after=3,9\n```\n")
    assert [f.split()[0] for f in found] == ["R002"]
    assert deals == 1
    assert "After trick 3" in body and "After trick 9" not in body
    # The check's summary counts the deal.
    result = CliRunner().invoke(main, ["check", "lessons/lesson.md"])
    assert result.exit_code == 1
    assert "1 file, 1 deal: 1 error, 0 warnings" in result.output


def test_every_block_with_a_bad_option_is_counted(project: Path) -> None:
    text = (f"# L\n\n```hand file={HOLDING_UP} pionts\n```\n\n"
            f"```hand file={HOLDING_UP} points=maybe\n```\n\n"
            f"```hand file={HOLDING_UP} after=x\n```\n")
    found, deals, _ = _read(project, text)
    assert [f.split()[0] for f in found] == ["R002", "R002", "R002"]
    assert deals == 3


def test_a_templates_folder_not_there_is_placed_at_the_folder(project: Path) -> None:
    (project / "lessons" / "one.md").write_text("# One\n", encoding="utf-8")
    for command in (["build", "lessons", "-o", "out"], ["render", "lessons/one.md", "-o",
                                                         "one.html"]):
        result = CliRunner().invoke(main, [*command, "--templates", "my-theme"])
        assert result.exit_code == 2
        first = result.output.splitlines()[0]
        assert first == ("my-theme/: R031 --templates 'my-theme': the templates folder does "
                         "not exist")


TWO_HANDS = """```hand bare
laws: laws-1905
Z: S—A, K, Q, 10, 7, 6, 3; H—K, 4; D—Q, 6, 2; C—A
Y: S—8; H—10, 9, 7, 3; D—J, 10, 5, 4; C—9, 7, 6, 5
```
"""
ONE_HAND = "```hand {}\nlaws: laws-1905\nZ: S—A, K, Q, 10, 7, 6, 3; H—K, 4; D—Q, 6, 2; C—A\n```\n"


def _places(project: Path, text: str) -> tuple[str, str]:
    path = project / "lessons" / "places.md"
    path.write_text(f"# Places\n\n{text}", encoding="utf-8")
    lesson = read_lesson(path, project).lesson
    assert lesson.diagnostics == []
    return lesson.body, lesson.paper_body


def test_a_seat_the_record_does_not_give_keeps_its_place(project: Path) -> None:
    # Z and Y given: A and B are empty places (their letters over an empty box), on
    # screen and on paper, and the compass box is drawn between the four.
    for body in _places(project, TWO_HANDS):
        assert body.count('class="empty-hand"') == 2
        assert 'class="hidden-hand"' not in body
        assert '<td class="west"><div class="hand"' in body
        assert '<td class="east"><div class="hand"' in body
        assert "<div class=\"seat\"" in body and ">A</div>" in body and ">B</div>" in body
    screen, paper = _places(project, TWO_HANDS)
    assert '<table class="box">' in screen and 'class="paper-box"' in paper


def test_a_quiz_on_one_hand_marks_the_three_others_hidden(project: Path) -> None:
    # The record gives Z alone; the quiz hides A, Y and B: each a "?" box, as a
    # quiz on a whole deal shows them, and the compass box between them.
    screen, paper = _places(project, ONE_HAND.format('quiz="What do you make?"'))
    for body in (screen, paper):
        assert body.count('class="hidden-hand"') == 3
        assert 'class="empty-hand"' not in body
    assert '<table class="box">' in screen


def test_a_hand_alone_is_drawn_alone(project: Path) -> None:
    screen, paper = _places(project, ONE_HAND.format("bare"))
    for body in (screen, paper):
        assert 'class="empty-hand"' not in body and 'class="hidden-hand"' not in body
    assert '<table class="box">' not in screen


def test_the_options_after_a_quote_never_closed_are_read(project: Path) -> None:
    # The question's quote is never closed (R002 at column 53, the quote): it is read
    # as closed before ' id=', so the quiz's id, 'lead', and show=Q (no seat: R002 at
    # its value, column 78) are read too; the answer below answers it (no R003), and
    # the deal is shown and counted.
    found, deals, _ = _read(project, f"# L\n\n```hand file={HOLDING_UP} quiz=\"Your lead? "
                            "id=lead show=Q\n```\n\nThink.\n\n```hand answer=lead\n```\n")
    assert found == ["R002 3:53", "R002 3:78"]
    assert deals == 1
    page = read_lesson(project / "lessons" / "lesson.md", project)
    quote = page.lesson.diagnostics[0]
    assert quote.message == "a quote in the options is never closed"
    assert quote.hint == 'close it: quiz="Your lead?"'


def test_only_the_deal_a_block_shows_is_reported(project: Path) -> None:
    # ABS2-2.pbn's four boards each stop after the opening lead with no claim (L010,
    # a note, at each [Play] tag: lines 109, 174, 239 and 305). A lesson showing
    # deal 1 is told of deal 1's alone; the file checked whole is told of all four.
    from bridgebook.checking import check_file

    top = Path(__file__).resolve().parents[2]
    source = top / "tests/data/real-files/Rick-Wilson__bridge-wrangler__ABS2-2.pbn"
    (project / "hands" / "abs2-2.pbn").write_bytes(source.read_bytes())
    path = project / "lessons" / "lesson.md"
    path.write_text("# L\n\n```hand file=../hands/abs2-2.pbn deal=1\n```\n", encoding="utf-8")
    found = read_lesson(path, project).lesson.diagnostics
    assert [(d.code, d.line, d.deal) for d in found] == [("L010", 109, 1)]
    whole = check_file(project / "hands" / "abs2-2.pbn").diagnostics
    assert [(d.code, d.line) for d in whole] == [("L010", 109), ("L010", 174),
                                                 ("L010", 239), ("L010", 305)]


#: Two deals under a header whose code of laws is mistyped ('19O4', a letter O), the
#: first with a dealer that is no seat (line 5).
_TWO = ("laws: portland-19O4\n\ndeal 1: First\nZ: H—K, 4; D—Q, 6, 2; C—A; "
        "S—A, K, Q, 10, 7, 6, 3\ndealer: Q\n\ndeal 2: Second\nZ: H—K, 4; D—Q, 6, 2; C—A; "
        "S—A, K, Q, 10, 7, 6, 3\n")


def test_a_block_of_one_deal_is_told_the_files_own_problems(project: Path) -> None:
    # The unknown laws (P007 at 1:7, the value) rule both deals: the check tells it
    # once, with deal 1, but a block of deal 2 is told it too, not built silently
    # under laws the file does not name. Deal 1's P009 (5:9) is deal 1's block's.
    (project / "hands" / "two.hand").write_text(_TWO, encoding="utf-8")
    found, _, _ = _read(project, "# Two\n\n```hand file=../hands/two.hand deal=2\n```\n")
    assert found == ["P007 1:7"]
    found, _, _ = _read(project, "# Two\n\n```hand file=../hands/two.hand deal=1\n```\n")
    assert found == ["P007 1:7", "P009 5:9"]
    # written in the lesson, the block's lines are the lesson's: its fence is line 3
    found, _, _ = _read(project, f"# Two\n\n```hand deal=2\n{_TWO}```\n")
    assert found == ["P007 4:7"]


def test_building_a_block_of_one_deal_stops_at_the_files_own_error(project: Path) -> None:
    (project / "hands" / "two.hand").write_text(_TWO, encoding="utf-8")
    (project / "lessons" / "lesson.md").write_text(
        "# Two\n\n```hand file=../hands/two.hand deal=2\n```\n", encoding="utf-8")
    out = project / "out"
    result = CliRunner().invoke(main, ["build", str(project / "lessons" / "lesson.md"),
                                       "-o", str(out), "--no-pdf"])
    assert result.exit_code == 1
    assert "P007 unknown code of laws: 'portland-19o4'" in result.output
    assert not out.exists()

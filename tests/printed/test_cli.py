"""The printed text from the command line: check, replay, score, import, and a
lesson that shows a hand of a book's text by ``file=``."""

from __future__ import annotations

from pathlib import Path

from click.testing import CliRunner

from bridgebook.checking import check_text
from bridgebook.cli import main
from bridgebook.diagnostics import Severity
from bridgebook.model import Side, Span

from .book import cell, generate, later, line_of, swap

HAND = generate(2)[1]


def _book(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "book.txt"
    path.write_text(text, encoding="utf-8")
    return path


def _misprinted() -> tuple[str, int, int]:
    text = later(HAND)
    line, column = cell(text, 2, "A")
    return swap(text, line, " 3♣ ", " 5♣ "), line, column


def test_check_reports_the_misprint_at_its_place_in_the_book(tmp_path: Path) -> None:
    text, line, column = _misprinted()
    book = _book(tmp_path, text)
    out = CliRunner().invoke(main, ["check", str(book)])
    assert out.exit_code == 1
    assert f"{book}:{line}:{column}: L001 ♣5 by A at trick 2: A does not hold it" in (
        out.output)
    assert "  |   2   |  5♣   | [A♣]  |  J♣   |  8♣   |" in out.output  # the book's line


def test_a_clean_book_checks_replays_and_scores(tmp_path: Path) -> None:
    book = _book(tmp_path, later(HAND) + later(generate(4)[3]))
    out = CliRunner().invoke(main, ["check", str(book)])
    assert (out.exit_code, out.output.strip()) == (0, "1 file, 2 deals: 0 errors, 0 warnings")
    replay = CliRunner().invoke(main, ["replay", str(book)])
    assert replay.exit_code == 0
    assert "Deal 2: A STUDY IN THE PLAY" in replay.output
    assert "  2. B ♣J   Z ♣8   A ♣3   Y ♣A            won by Y (N)" in replay.output
    score = CliRunner().invoke(main, ["score", str(book)])
    assert score.exit_code == 0, score.output


def test_import_writes_the_hands_as_printed(tmp_path: Path) -> None:
    text, _, _ = _misprinted()
    book = _book(tmp_path, text)
    target = tmp_path / "hands.hand"
    out = CliRunner().invoke(main, ["import", str(book), "-o", str(target)])
    assert out.exit_code == 0, out.output
    assert f"{target}: 1 hand written" in out.output
    written = target.read_text(encoding="utf-8")
    assert "2. 5♣ _A♣_ J♣ 8♣\n" in written
    again = CliRunner().invoke(main, ["check", str(target)])
    first = CliRunner().invoke(main, ["check", str(book)])
    def codes(output: str) -> list[str]:
        return sorted(line.split(": ", 1)[1] for line in output.splitlines()
                      if line.startswith(str(tmp_path)))
    assert codes(again.output) == codes(first.output) != []


def test_import_of_a_text_with_unread_parts_leaves_the_output_as_it_was(
        tmp_path: Path) -> None:
    text = later(HAND).replace("| TRICK |   A   |   Y   |   B   |   Z   |",
                               "| TRICK |   A   |   Y   |   B   |   Y   |")
    book = _book(tmp_path, text)
    target = tmp_path / "hands.hand"
    target.write_text("kept\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["import", str(book), "-o", str(target)])
    assert out.exit_code == 1
    assert "not written" in out.output and "P042" in out.output
    assert target.read_text(encoding="utf-8") == "kept\n"
    forced = CliRunner().invoke(main, ["import", "--force", str(book), "-o", str(target)])
    assert forced.exit_code == 1 and "play:" not in target.read_text(encoding="utf-8")


def test_import_of_prose_with_no_hand_is_one_message(tmp_path: Path) -> None:
    book = _book(tmp_path, "CHAPTER I\n\nThe game of bridge is played by four.\n")
    out = CliRunner().invoke(main, ["import", str(book), "-o", str(tmp_path / "x.hand")])
    assert out.exit_code == 1
    assert "P021" in out.output and not (tmp_path / "x.hand").exists()


def test_a_lesson_shows_a_hand_of_a_book_by_file(tmp_path: Path) -> None:
    _book(tmp_path, later(generate(1)[0]) + later(HAND))
    lesson = tmp_path / "lesson.md"
    lesson.write_text("# From the book\n\n```hand file=book.txt deal=2\n```\n",
                      encoding="utf-8")
    page = tmp_path / "lesson.html"
    out = CliRunner().invoke(main, ["render", str(lesson), "-o", str(page), "--root",
                                    str(tmp_path)])
    assert out.exit_code == 0, out.output
    html = page.read_text(encoding="utf-8")
    assert "A STUDY IN THE PLAY" in html


def test_a_misprint_and_a_wrong_result_in_a_book_are_two_messages(tmp_path: Path) -> None:
    # The misprint of _misprinted (A's ♣3 printed ♣5 at trick 2), and the result
    # sentence giving the dealer one trick more than the mended play does.
    text, line, column = _misprinted()
    clean = check_text(later(HAND), "book.txt")
    (report,) = clean.deals
    won = report.replay.tricks_won
    sentence = line_of(text, r"^\s*The dealer (wins|loses)")
    printed = text.splitlines()[sentence - 1].strip()
    start = text.splitlines()[sentence - 1].index(printed) + 1
    dealer = won[Side.NS]
    wrong = f"The dealer wins {WORDS[dealer + 1]} tricks."
    text = swap(text, sentence, printed, wrong)
    found = [d for d in check_text(text, "book.txt").diagnostics
             if d.severity is not Severity.INFO]
    assert [(d.code, d.line, d.column) for d in found] == [("L001", line, column),
                                                           ("L008", sentence, start)]
    assert found[0].hint == "A's ♣3 is never played: ♣3 was meant at trick 2"
    assert found[1].message == (f"the result says Y Z won {dealer + 1} tricks, but the play "
                                f"gives Y Z {dealer}")
    assert found[1].hint == (f"the play gives Y Z {dealer} and A B {13 - dealer}, with the "
                             f"play mended as L001 {line}:{column} says")


WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
         "eleven", "twelve", "thirteen"]


def test_render_shows_a_book_s_text_as_its_hands_as_the_import_is_shown(
        tmp_path: Path) -> None:
    text = later(HAND)
    book = _book(tmp_path, text)
    notation = tmp_path / "book.hand"
    assert CliRunner().invoke(main, ["import", str(book), "-o", str(notation)]).exit_code == 0
    pages = []
    for source in (book, notation):
        page = tmp_path / f"{source.suffix[1:]}.html"
        out = CliRunner().invoke(main, ["render", str(source), "-o", str(page), "--root",
                                        str(tmp_path)])
        assert out.exit_code == 0, out.output
        assert "R037" not in out.output  # not read as a lesson in Markdown
        pages.append(page.read_text(encoding="utf-8"))
    # The deal drawn, the book's title its page's: the same page as the notation's.
    assert "<title>A STUDY IN THE PLAY" in pages[0]
    assert pages[0] == pages[1]


def test_render_refuses_a_book_s_text_with_a_misprint_as_a_record(tmp_path: Path) -> None:
    text, line, column = _misprinted()
    book = _book(tmp_path, text)
    out = CliRunner().invoke(main, ["render", str(book), "-o", str(tmp_path / "b.html")])
    assert out.exit_code == 1
    assert f":{line}:{column}: L001 ♣5 by A at trick 2" in out.output
    assert not (tmp_path / "b.html").exists()


def test_notes_on_a_hand_the_text_does_not_hold_are_told_at_the_number_and_kept(
        tmp_path: Path) -> None:
    heading = "NOTES ON ILLUSTRATIVE HAND NO. 12"
    text = f"{heading}\n\nTRICK 3.--The dealer wins this trick.\n\n\n" + later(HAND)
    book = _book(tmp_path, text)
    [unheld] = check_text(text, "book.txt").diagnostics
    # The hand's number '12' is the misprint: line 1, columns 32 and 33.
    assert (unheld.code, unheld.severity, unheld.span) == (
        "P044", Severity.WARNING, Span(1, heading.index("12") + 1, 1, heading.index("12") + 3))
    notation = tmp_path / "book.hand"
    out = CliRunner().invoke(main, ["import", str(book), "-o", str(notation)])
    assert out.exit_code == 0, out.output
    assert "P044 warning: notes on hand 12, which this text does not hold" in out.output
    assert f"{notation} keeps them, as comments at its head" in out.output
    written = notation.read_text(encoding="utf-8").splitlines()
    assert written[:4] == ["# Notes on a hand this text does not hold (P044), as printed:",
                           f"# {heading}", "#", "# TRICK 3.--The dealer wins this trick."]
    assert check_text("\n".join(written) + "\n", "book.hand").diagnostics == []


#: The book notation kept in a .txt: a comment, then the deal's heading (deal 3).
NOTES = ("# the hold-up, typed in the notation\n"
         "deal 3: The hold-up\nlaws: portland-1904\ndealer: Z\n"
         "Z: S—A, 7, 5; H—8, 6, 4, 3; D—Q, 3; C—K, Q, J, 9\n"
         "A: S—K, Q, J, 9, 2; H—J, 10, 9; D—7, 5; C—8, 7, 6\n"
         "Y: S—4, 3; H—A, Q, 2; D—K, J, 10, 8, 4; C—A, 10, 2\n"
         "B: S—10, 8, 6; H—K, 7, 5; D—A, 9, 6, 2; C—5, 4, 3\n"
         "make: Z passes the make; Y declares no trump\n")


def test_a_txt_that_holds_the_notation_is_read_as_the_notation(tmp_path: Path) -> None:
    # Read as a book's text it holds no hand (P021); read as the notation, deal 3,
    # clean, as check, build and a lesson's file= all read it.
    notes = tmp_path / "notes.txt"
    notes.write_text(NOTES, encoding="utf-8")
    out = CliRunner().invoke(main, ["check", "--json", str(notes)])
    assert out.exit_code == 0, out.output
    assert '"diagnostics": []' in out.output
    assert [r.deal.ident for r in check_text(NOTES, "notes.txt").deals] == [3]
    (tmp_path / "lessons").mkdir()
    (tmp_path / "lessons" / "hold-up.md").write_text(
        "# The hold-up\n\n```hand file=../notes.txt deal=3\n```\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["build", str(tmp_path / "lessons"), "-o",
                                    str(tmp_path / "site"), "--no-pdf", "--root",
                                    str(tmp_path)])
    assert out.exit_code == 0, out.output
    assert "1 lesson, 1 deal" in out.output
    # The notation is no book's text to import: said, and nothing written.
    out = CliRunner().invoke(main, ["import", str(notes), "-o", str(tmp_path / "x.hand")])
    assert out.exit_code == 2 and "holds the book notation" in out.output
    assert not (tmp_path / "x.hand").exists()


def test_a_txt_that_opens_with_prose_is_a_books_text(tmp_path: Path) -> None:
    # A key's word in the prose after the opening line (a transcriber's 'Title:'
    # further down) does not make the text the notation: its hand is read as printed.
    text = "A STUDY OF THE HOLD-UP\n\nTitle: as printed\n\n" + later(HAND)
    assert [r.deal.ident for r in check_text(text, "book.txt").deals] == [
        r.deal.ident for r in check_text(later(HAND), "book.txt").deals]
    assert check_text(text, "book.txt").deals


def _doc_hand() -> str:
    """docs/printed.md's illustrative hand no. 99, as the book prints it."""
    import re

    page = (Path(__file__).resolve().parent.parent.parent / "docs" / "printed.md").read_text(
        encoding="utf-8")
    found: list[str] = re.findall(r"^```text\n(.*?)^```$", page, re.MULTILINE | re.DOTALL)
    return found[0]


def test_import_tells_a_line_not_read_as_check_does(tmp_path: Path) -> None:
    """A's diamonds printed 'O K 10 8': check's hint (the line is A's diamonds, the
    ♦K ♦10 ♦8 A plays and no hand holds), not the general one; nothing written."""
    text = _doc_hand()
    assert "    [D] K 10 8    |A       B|" in text
    book = _book(tmp_path, text.replace("    [D] K 10 8    |A       B|",
                                        "    O K 10 8      |A       B|"))
    hint = ("hint: 'O K 10 8' is A's diamonds: ♦K ♦10 ♦8, which A plays and no hand "
            "holds, are that line")
    checked = CliRunner().invoke(main, ["check", str(book)])
    assert hint in checked.output
    target = tmp_path / "hands.hand"
    out = CliRunner().invoke(main, ["import", str(book), "-o", str(target)])
    assert out.exit_code == 1 and not target.exists()
    assert out.output.count(": P040 not a suit line of A's hand: 'O K 10 8'") == 1
    assert hint in out.output and "a diagram's line is a suit" not in out.output
    forced = CliRunner().invoke(main, ["import", "--force", str(book), "-o", str(target)])
    assert forced.exit_code == 1 and "1 hand written" in forced.output
    assert hint in forced.output


def test_import_refuses_a_line_above_the_box_not_read(tmp_path: Path) -> None:
    """Y's first line printed '[S] I< Q 10 2' (its K read as I<): the line is the
    diagram's, told as check tells it (♠K ♠Q ♠10 ♠2, which Y plays, are that line),
    and nothing is written, rather than the line kept as a note and Y left short."""
    text = _doc_hand()
    assert text.count("                   [S] K Q 10 2\n") == 1
    book = _book(tmp_path, text.replace("                   [S] K Q 10 2\n",
                                        "                   [S] I< Q 10 2\n"))
    hint = ("hint: '[S] I< Q 10 2' is Y's spades: ♠K ♠Q ♠10 ♠2, which Y plays and no "
            "hand holds, are that line")
    checked = CliRunner().invoke(main, ["check", str(book)])
    assert checked.exit_code == 1 and hint in checked.output
    # (the page's own misprint, A's ♠9 for ♠6 at trick 4, is the second error)
    assert "2 errors, 0 warnings" in checked.output
    target = tmp_path / "hands.hand"
    out = CliRunner().invoke(main, ["import", str(book), "-o", str(target)])
    assert out.exit_code == 1 and not target.exists()
    assert out.output.count(": P040 not a suit line of Y's hand: '[S] I< Q 10 2'") == 1
    assert hint in out.output


def test_import_writes_a_table_with_a_row_skipped_as_printed_and_exits_0(
        tmp_path: Path) -> None:
    """Row 5 of the table left out: the text is read whole and written as printed,
    so the import succeeds; its P020 is told, as check on the output tells it."""
    text = _doc_hand()
    row = "  |   5   |     [H]2      |     [H]8      |  <f>[H]J</f>  |     [H]7      |\n"
    assert row in text
    book = _book(tmp_path, text.replace(row, ""))
    target = tmp_path / "hands.hand"
    out = CliRunner().invoke(main, ["import", str(book), "-o", str(target)])
    assert out.exit_code == 0, out.output
    assert f"{target}: 1 hand written" in out.output
    assert ": P020 trick 5 is missing: the rows go from 4 to 6" in out.output
    again = CliRunner().invoke(main, ["check", str(target)])
    assert again.exit_code == 1 and "P020 trick 5 is missing" in again.output

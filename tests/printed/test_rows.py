"""The rows of a printed play table: a row missing from its numbers, a rule under
the row of seats, a row with a cell too many. Each is told once, at its row, with
what follows from it folded under it (the text is the PRINTED.md Elwell layout,
whose play is regular)."""

from __future__ import annotations

from pathlib import Path

from bridgebook.checking import check_text
from bridgebook.checking.printed import check_printed_quick
from bridgebook.interop.printed_hand import printed_as_hand
from bridgebook.syntax.printed.book import notes_for, read_parts
from bridgebook.syntax.printed.quick import read_compact

from .book import line_of

ELWELL = (Path(__file__).resolve().parent.parent / "data" / "printed"
          / "elwell-layout.txt").read_text(encoding="utf-8")


def _without_row(text: str, trick: int) -> str:
    lines = text.splitlines()
    del lines[line_of(text, rf"^\s*\|\s*{trick}\s*\|") - 1]
    return "\n".join(lines) + "\n"


def test_a_row_missing_from_the_table_is_told_at_the_row_after_the_gap() -> None:
    text = _without_row(ELWELL, 7)
    eight = line_of(text, r"^\s*\|\s*8\s*\|")
    found = check_text(text, "book.txt").diagnostics
    [gap] = found
    assert (gap.code, gap.line, gap.column, gap.message) == (
        "P020", eight, text.splitlines()[eight - 1].index("8") + 1,
        "trick 7 is missing: the rows go from 6 to 8")
    # Twelve rows, numbered to 13: the play stops short because of the gap.
    assert [(d.code, d.message) for d in gap.folded] == [
        ("L010", "the play stops after 12 tricks with no claim")]
    assert check_printed_quick(text.splitlines(), "book.txt").diagnostics == found


def test_the_quick_reader_declines_a_table_with_a_row_missing() -> None:
    hands, notes_of, _ = read_parts(_without_row(ELWELL, 7).splitlines())
    assert [read_compact(h, notes_for(h, notes_of)) for h in hands] == [None]


def test_the_import_of_a_table_with_a_row_missing_says_the_same() -> None:
    text = _without_row(ELWELL, 7)
    notation = printed_as_hand(check_text(text, "book.txt").record)
    assert "7. " not in notation and "8. _A♥_ 5♥ 10♥ J♦" in notation.splitlines()
    book = check_text(text, "book.txt").diagnostics
    hand = check_text(notation, "book.hand").diagnostics
    assert [(d.code, d.message, [f.code for f in d.folded]) for d in hand] == [
        (d.code, d.message, [f.code for f in d.folded]) for d in book]


def test_a_table_stopping_after_twelve_rows_is_still_a_play_that_stops() -> None:
    text = _without_row(ELWELL, 13)
    found = check_text(text, "book.txt").diagnostics
    assert [(d.code, d.message) for d in found] == [
        ("L010", "the play stops after 12 tricks with no claim")]


def _ruled_with_strokes(text: str) -> str:
    """The table's rules drawn ``|-------|---…|`` instead of ``+-------+---…+``."""
    lines = [line.replace("+", "|") if line.strip().startswith("+-------+") else line
             for line in text.splitlines()]
    return "\n".join(lines) + "\n"


def test_a_rule_drawn_with_strokes_is_a_rule_not_a_trick() -> None:
    text = _ruled_with_strokes(ELWELL)
    assert "  |-------|---------------|" in text
    result = check_text(text, "book.txt")
    assert result.diagnostics == []
    [deal] = [kept.deal for kept in result.deals]
    assert deal.play is not None
    assert [t.number for t in deal.play.tricks] == list(range(1, 14))
    # The rows as printed, trick 1 first: A's ♣10, Y's ♣2, B's ♣A, Z's ♣5.
    assert [c.card.code for c in deal.play.tricks[0].cards] == ["CT", "C2", "CA", "C5"]
    hands, notes_of, _ = read_parts(text.splitlines())
    assert [read_compact(h, notes_for(h, notes_of)) is not None for h in hands] == [True]
    assert check_printed_quick(text.splitlines(), "book.txt").diagnostics == []


def test_a_last_row_with_a_cell_too_many_folds_the_play_stopping_short() -> None:
    lines = ELWELL.splitlines()
    at = line_of(ELWELL, r"^\s*\|\s*13\s*\|")
    lines[at - 1] += "   2[D]   |"  # a sixth cell: the row is not read
    text = "\n".join(lines) + "\n"
    [row] = check_text(text, "book.txt").diagnostics
    assert (row.code, row.line, row.message) == (
        "P008", at, "this row has 6 cells but the table has 5 columns")
    # Thirteen rows, the last not read: twelve tricks played, and that is the row's doing.
    assert [(d.code, d.message) for d in row.folded] == [
        ("L010", "the play stops after 12 tricks with no claim")]
    assert check_printed_quick(text.splitlines(), "book.txt").diagnostics == [row]


def test_a_file_cut_in_a_row_folds_the_play_stopping_short() -> None:
    cut = ELWELL.index("|  11   |") + len("|  11   | <f>10[D]</f>  |     7[D]      |")
    text = ELWELL[:cut] + "\n"
    eleven = line_of(text, r"^\s*\|\s*11\s*\|")
    [row] = check_text(text, "book.txt").diagnostics
    assert (row.code, row.line, row.message) == (
        "P008", eleven, "this row has 3 cells but the table has 5 columns")
    assert [(d.code, d.message) for d in row.folded] == [
        ("L010", "the play stops after 10 tricks with no claim")]


def test_a_row_not_read_in_the_middle_of_a_short_play_leaves_the_note() -> None:
    lines = ELWELL.splitlines()
    at = line_of(ELWELL, r"^\s*\|\s*3\s*\|")
    lines[at - 1] += "   2[D]   |"
    twelve = line_of(ELWELL, r"^\s*\|\s*12\s*\|")
    del lines[twelve - 1:twelve + 1]  # the table stops after trick 11 as well
    found = check_text("\n".join(lines) + "\n", "book.txt").diagnostics
    assert ("L010", "the play stops after 10 tricks with no claim") in [
        (d.code, d.message) for d in found]
    [row] = [d for d in found if d.code == "P008"]
    assert row.line == at and not [d for d in row.folded if d.code == "L010"]

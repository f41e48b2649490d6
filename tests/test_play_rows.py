"""A play table row with a card too many is one message, with the card to strike out,
and what the card sets off (cards in the wrong column, the winner's mark) folded; so
are rows with neither their 'play:' line nor their row of seats."""

from __future__ import annotations

from pathlib import Path

from notation_deals import HANDS_1905

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity

HEAD = """\
laws: laws-1905
""" + HANDS_1905 + """\
make: Z no trump
play:
     A      Y      B      Z
1.   K♣     Q♣     2♣     _A♣_
"""


def reported(rows: str) -> list[Diagnostic]:
    found = check_text(HEAD + rows + "claim: Z the rest\n").diagnostics
    return [d for d in found if d.severity is not Severity.INFO]


def test_a_card_carried_into_the_row_is_struck_and_the_shifted_columns_folded() -> None:
    # Read to the fourth column, the row gives ♠K to B (who holds ♠2) and ♠2 to Z
    # (who holds ♠K), and the mark on ♠A is lost: two L001 and an L011. Struck out,
    # ♠K leaves A ♠7, Y ♠3, B ♠2, Z ♠A: every card held, ♠A marked and winning.
    (row,) = reported("2.   7♠     3♠     K♠     2♠     _A♠_\n"
                      "3.   7♥     3♥     2♥     _A♥_\n")
    assert (row.code, row.line, row.column) == ("P008", 10, 1)
    assert row.hint is not None and row.hint.startswith("strike out ♠K (the third card)")
    assert sorted((f.code, f.line, f.column) for f in row.folded) == [
        ("L001", 10, 20), ("L001", 10, 27), ("L011", 10, 1)]


def test_a_mark_lost_past_the_last_column_is_folded() -> None:
    # The mark is on ♠A, the fifth card: the four read carry none (L011). Z holds
    # both ♠K and ♠A; struck out, ♠K leaves the marked ♠A winning, while ♠A struck
    # out leaves a trick with no mark: ♠K is the card too many.
    (row,) = reported("2.   7♠     3♠     2♠     K♠     _A♠_\n")
    assert row.code == "P008"
    assert row.hint is not None and row.hint.startswith("strike out ♠K (the fourth card):")
    assert [f.code for f in row.folded] == ["L011"]


def test_two_cards_the_row_can_do_without_are_both_named() -> None:
    # No mark on the row: Z holds ♠A and ♠K, and either struck out leaves a trick
    # that follows; the L011 of the row (no card marked) cannot be judged.
    (row,) = reported("2.   7♠     3♠     2♠     A♠     K♠\n")
    assert row.hint is not None and row.hint.startswith(
        "strike out ♠A (the fourth card) or ♠K (the fifth card):")
    assert [f.code for f in row.folded] == ["L011"]


def test_a_row_that_fits_when_its_last_card_is_struck_needs_nothing_folded() -> None:
    (row,) = reported("2.   7♠     3♠     2♠     _A♠_    4♠\n")
    assert row.hint is not None and row.hint.startswith("strike out ♠4 (the fifth card)")
    assert row.folded == ()


def test_a_short_row_keeps_its_own_fix() -> None:
    rows = [d for d in reported("2.   7♠     3♠     _A♠_\n") if d.code == "P008"]
    assert [d.hint for d in rows] == ["mark an empty cell with '-'"]


def test_a_misprinted_trick_number_is_one_message_and_read_as_meant() -> None:
    # Rows 1 to 4, then trick 5 printed "6." before the real 6: one number is wrong,
    # no row is skipped and none repeated. A card of the misnumbered row not held
    # (♠5 by A, who holds ♠10 9 8) is told at trick 5, with no word of a missing trick.
    text = (HEAD.replace("play:\n     A      Y      B      Z\n1.   K♣     Q♣     2♣     _A♣_\n",
                         "play:\n1. A: CK CQ C2 CA\n")
            + "2. Z: SA S7 S3 S2\n3. Z: HA H7 H3 H2\n4. Z: DA D7 D3 D2\n"
            + "6. Z: SK S5 S4 C3\n6. Z: HK H8 H4 C4\nclaim: Z the rest\n")
    result = check_text(text)
    numbers = [d for d in result.diagnostics if d.code == "P020"]
    assert [(d.line, d.message, d.hint) for d in numbers] == [(
        12, "trick 5 is numbered 6: it comes between tricks 4 and 6",
        "write 5 for this row's number; the tricks are replayed in the order of the rows")]
    (report,) = result.deals
    assert report.deal.play is not None
    assert [t.number for t in report.deal.play.tricks] == [1, 2, 3, 4, 5, 6]
    (held,) = [d for d in result.diagnostics if d.code == "L001"]
    assert held.trick == 5 and held.hint == "Y holds ♠5"


def test_rows_with_no_play_line_and_no_row_of_seats_are_one_message() -> None:
    # The PRINTED.md hand in fixed columns, A Y B Z, with neither 'play:' nor its
    # seats: read in the order of play from each winner, most cards fall to the
    # wrong seats (L001) and the tricks won differ from the result (L008); all of it
    # follows from the line left out, which names the columns.
    case = (Path(__file__).parent / "cases" / "P032.cases").read_text(encoding="utf-8")
    start = case.index("deal 99\n")
    text = case[start:case.index("--- P032", start)]
    [one] = check_text(text, "book.hand").diagnostics
    assert (one.code, one.line, one.column) == ("P032", 7, 1)
    assert one.hint is not None and one.hint.startswith(
        "add a line 'play: A Y B Z' above line 7: the rows are in fixed columns")
    assert {d.code for d in one.folded} == {"L001", "L008"}
    with_line = text.replace("1. 10♣", "play: A Y B Z\n1. 10♣")
    assert check_text(with_line, "book.hand").diagnostics == []


def test_a_card_written_twice_is_struck_though_the_reading_shows_the_row_unmarked() -> None:
    # A's ♠7 is written twice: read to the fourth column, Y plays ♠7 (A's, played
    # already: L002), B ♠3 (Y's: L001) and Z ♠2 (B's: L001). With either ♠7 struck
    # out, A ♠7, Y ♠3, B ♠2, Z ♠A are all held; that the row marks no winner
    # cannot be judged, so it does not count against the reading.
    (row,) = reported("2.   7♠  7♠  3♠  2♠  A♠\n")
    assert (row.code, row.line) == ("P008", 10)
    assert row.hint is not None and row.hint.startswith("strike out ♠7 (the first card):")
    assert sorted((f.code, f.line, f.column) for f in row.folded) == [
        ("L001", 10, 14), ("L001", 10, 18), ("L002", 10, 10)]

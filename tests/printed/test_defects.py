"""The defects period books print (docs/printed.md), each reported at its root, at
the printed card's line and column in the book's text; and ``import`` writes the
hands as printed, so that ``check`` says the same of the notation as of the book."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.printed_hand import printed_as_hand

from .book import cell, generate, later, line_of, swap

HAND = generate(2)[1]  # hand 2: A holds ♠A 8, ♣K Q 6 3 2, ♦8 4, ♥Q 10 9 8
TEXT = later(HAND)


def _errors(text: str) -> list[Diagnostic]:
    return [d for d in check_text(text, "book.txt").diagnostics
            if d.severity is not Severity.INFO]


def _a_line(suit: str) -> int:
    """The line of A's suit beside the box."""
    return line_of(TEXT, rf"^\s+{suit} .*\|")


def card_not_held() -> tuple[str, tuple[str, int, int]]:
    # A's ♣3 at trick 2 printed as ♣5, a card Z holds (and plays at trick 9).
    line, column = cell(TEXT, 2, "A")
    return swap(TEXT, line, " 3♣ ", " 5♣ "), ("L001", line, column)


def card_played_twice() -> tuple[str, tuple[str, int, int]]:
    # A's ♣3 at trick 2 printed as ♣6, which A plays again at trick 4.
    line, _ = cell(TEXT, 2, "A")
    again = cell(TEXT, 4, "A")
    return swap(TEXT, line, " 3♣ ", " 6♣ "), ("L002", *again)


def fourteen_cards() -> tuple[str, tuple[str, int, int]]:
    # B's ♠5 printed in A's spades as well.
    # The root is the card B holds too, at its printed place in A's hand (the
    # fourteenth card follows from it and is folded in).
    line = _a_line("♠")
    column = TEXT.splitlines()[line - 1].index("♠ A 8") + len("♠ A 8 ") + 1
    return swap(TEXT, line, "♠ A 8 ", "♠ A 8 5"), ("D001", line, column)


def suit_line_missing() -> tuple[str, tuple[str, int, int]]:
    # A's diamond line (♦ 8 4) not printed: a hand of eleven.
    line = _a_line("♦")
    spades = _a_line("♠")
    column = TEXT.splitlines()[spades - 1].index("♠") + 1
    return swap(TEXT, line, "♦ 8 4 ", "      "), ("D002", spades, column)


def line_under_the_wrong_seat() -> tuple[str, tuple[str, int, int]]:
    # Y's clubs (♣ A) printed beside the box on B's side, under B's hearts: B holds
    # 14 cards, clubs twice; Y 12, no clubs. The root is the stray line.
    top = line_of(TEXT, r"^\s+♣ A$")
    z_row = line_of(TEXT, r"^\s+\|\s+Z\s+\|$")
    moved = swap(swap(TEXT, top, "♣ A", "   "), z_row, "|      Z      |",
                 "|      Z      | ♣ A")
    column = moved.splitlines()[z_row - 1].index("♣") + 1
    return moved, ("D004", z_row, column)


def winner_mark_misplaced() -> tuple[str, tuple[str, int, int]]:
    # Trick 3: A's ♦8 wins, but Y's ♦7 is underlined.
    line, _ = cell(TEXT, 3, "A")
    marked = swap(swap(TEXT, line, "[8♦]", " 8♦ "), line, " 7♦ ", "[7♦]")
    return marked, ("L005", *cell(marked, 3, "Y"))


def result_not_given_by_the_play() -> tuple[str, tuple[str, int, int]]:
    line = line_of(TEXT, "The dealer wins the odd trick")
    column = TEXT.splitlines()[line - 1].index("The") + 1
    return TEXT.replace("wins the odd trick", "wins two by cards"), ("L008", line, column)


DEFECTS: dict[str, Callable[[], tuple[str, tuple[str, int, int]]]] = {
    "a card played that the seat does not hold": card_not_held,
    "the same card played twice": card_played_twice,
    "a hand of 14 cards": fourteen_cards,
    "a suit line missing": suit_line_missing,
    "a suit line under the wrong seat": line_under_the_wrong_seat,
    "the underline on a card that did not win": winner_mark_misplaced,
    "a stated result the play does not give": result_not_given_by_the_play,
}


@pytest.mark.parametrize("name", DEFECTS)
def test_a_printed_defect_is_reported_first_at_its_printed_place(name: str) -> None:
    text, root = DEFECTS[name]()
    found = _errors(text)
    first = min(found, key=lambda d: (d.line, d.column))
    assert (first.code, first.line, first.column) == root, [
        (d.code, d.line, d.column, d.message) for d in found]


def test_the_messages_of_the_defects() -> None:
    text, _ = suit_line_missing()
    [short] = [d for d in _errors(text) if d.code == "D002"]
    assert short.message == "A's hand holds 11 cards, not 13"
    assert short.hint == ("A's diamonds are not given: ♦8 ♦4, which A plays and no hand "
                          "holds, are that line")
    assert [d.code for d in short.folded] == ["L001", "L001"]
    text, _ = winner_mark_misplaced()
    [mark] = [d for d in _errors(text) if d.code == "L005"]
    assert mark.message == "trick 3: ♦7 is marked as the winner, but ♦8 by A wins it"
    text, _ = result_not_given_by_the_play()
    [result] = _errors(text)
    assert result.message == "the result says Y Z won 8 tricks, but the play gives Y Z 7"
    text, _ = fourteen_cards()
    [twice] = _errors(text)
    assert (twice.code, twice.message, twice.hint) == (
        "D001", "♠5 is in A's hand and in B's hand",
        "♠5 is B's, played by B at trick 11: drop it from A's hand")
    assert [(d.code, d.message) for d in twice.folded] == [
        ("D002", "A's hand holds 14 cards, not 13")]


def test_a_suit_line_under_the_wrong_seat_is_one_message_naming_the_seat() -> None:
    text, (_, line, column) = line_under_the_wrong_seat()
    [moved] = _errors(text)
    assert (moved.code, moved.line, moved.column) == ("D004", line, column)
    assert moved.message == "clubs are given twice in B's hand"
    # Y is the seat whose hand lacks exactly ♣A, and Y plays it at trick 2.
    assert moved.hint == ("♣A printed under B is Y's: Y's hand lacks exactly that card, "
                          "and Y plays it; the line stands under the wrong seat")
    assert sorted((d.code, d.message) for d in moved.folded) == [
        ("D002", "B's hand holds 14 cards, not 13"),
        ("D002", "Y's hand holds 12 cards, not 13"),
        ("L001", "♣A by Y at trick 2: Y does not hold it")]
    # A's diamonds (♦ 8 4) printed under Z's hand: Z 15 cards, A 11.
    below = line_of(TEXT, r"^\s+♥ 7 2$")
    lines = TEXT.splitlines()
    lines[below - 1] += "\n                   ♦ 8 4"
    lines[line_of(TEXT, r"^\s+♦ 8 4 ") - 1] = lines[line_of(TEXT, r"^\s+♦ 8 4 ") - 1].replace(
        "♦ 8 4", "     ")
    [moved] = _errors("\n".join(lines) + "\n")
    assert (moved.code, moved.line, moved.column) == ("D004", below + 1, 20)
    assert moved.hint == ("♦8 ♦4 printed under Z are A's diamonds: A's hand lacks exactly "
                          "those cards, and A plays them; the line stands under the wrong seat")
    assert sorted((d.code, d.message) for d in moved.folded)[:2] == [
        ("D002", "A's hand holds 11 cards, not 13"), ("D002", "Z's hand holds 15 cards, not 13")]


def _report(text: str, name: str) -> list[tuple[str, str, str | None]]:
    return sorted((d.code, d.message, d.hint) for d in check_text(text, name).diagnostics)


@pytest.mark.parametrize("name", [None, *DEFECTS])
def test_check_on_the_import_says_what_it_says_on_the_book(name: str | None) -> None:
    text = TEXT if name is None else DEFECTS[name]()[0]
    record = check_text(text, "book.txt").record
    notation = printed_as_hand(record)
    assert _report(notation, "book.hand") == _report(text, "book.txt")


def test_the_import_keeps_the_misprint_the_notes_and_the_sentences() -> None:
    text, _ = card_not_held()
    notation = printed_as_hand(check_text(text, "book.txt").record)
    lines = notation.splitlines()
    assert lines[0] == "deal 2: A STUDY IN THE PLAY"
    assert "source: ILLUSTRATIVE HAND NO. 2" in lines
    assert "score: It is the first game, score eight to nothing against the dealer." in lines
    assert "make: Z declares spades" in lines
    assert "2. 5♣ _A♣_ J♣ 8♣" in lines  # the misprint as printed
    assert lines[lines.index("2. 5♣ _A♣_ J♣ 8♣") + 1] == (
        "> TRICK 2.--The dealer wins this trick.")
    assert lines[-1] == "result: The dealer wins the odd trick."

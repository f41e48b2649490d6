"""The quick path of ``bridgebook check`` for a printed book's text, against the full
check.

``bridgebook check`` reads a hand of a book's text in the common layout straight
into integers (bridgebook.syntax.printed.quick), counts it when the quick verdict
finds it regular, and reads every other hand in full (checking.printed). The two
must never disagree: on every printed text and printed case of the project, on the
benchmark's generated hands in both layouts (their score sentences among them), and
on the same hands damaged, the quick path reports exactly what the full check
reports, at the same places.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_properties import PROFILE
from test_quick import _damage

from bridgebook.checking import READERS, _no_deal, check_file, check_lines, check_text
from bridgebook.checking.printed import check_printed_quick
from bridgebook.engine.laws import DEFAULT_BRIDGE, LAWS
from bridgebook.engine.quick import regular
from bridgebook.model import Seat
from bridgebook.model.compact import CompactDeal
from bridgebook.syntax.printed.book import notes_for, read_parts
from bridgebook.syntax.printed.quick import read_compact

from .book import cell, elwell, generate, later, line_of, swap

ROOT = Path(__file__).resolve().parent.parent.parent
PRINTED = sorted((ROOT / "tests" / "data" / "printed").glob("*.txt"))
CODE = LAWS[DEFAULT_BRIDGE]


def _same(text: str) -> None:
    """The quick path reports what the full check reports, where it reports it, and
    counts the same deals."""
    lines = text.splitlines()
    full = _no_deal(check_lines(lines, READERS[".txt"], "book.txt", keep=False))
    quick = check_printed_quick(lines, "book.txt")
    assert quick.diagnostics == full.diagnostics, text
    assert quick.deal_count == full.deal_count
    kept = check_text(text, "book.txt")  # every deal kept, as `replay` reads it
    assert [str(d) for d in quick.diagnostics] == [str(d) for d in kept.diagnostics]


def _compact(text: str) -> list[CompactDeal | None]:
    """What the quick reader makes of each hand of the text (None: declined)."""
    hands, notes_of, _ = read_parts(text.splitlines())
    return [read_compact(printed, notes_for(printed, notes_of)) for printed in hands]


@pytest.mark.parametrize("path", PRINTED, ids=lambda p: p.name)
def test_every_printed_text_of_the_project_gets_the_same_report_both_ways(path: Path) -> None:
    full = check_file(path, "x")
    quick = check_file(path, "x", keep=False)
    assert [str(d) for d in quick.diagnostics] == [str(d) for d in full.diagnostics]
    assert quick.deal_count == full.deal_count
    _same(path.read_text(encoding="utf-8"))


def _printed_cases() -> list[tuple[str, str]]:
    """The printed-text cases of the code cases (``=== … (txt): …``)."""
    found = []
    for path in sorted((ROOT / "tests" / "cases").glob("*.cases")):
        name, body = "", list[str]()
        for line in [*path.read_text(encoding="utf-8").splitlines(), "=== end"]:
            if line.startswith("=== "):
                if "(txt)" in name:
                    found.append((f"{path.name}: {name}", "\n".join(body) + "\n"))
                name, body = line[4:], []
            elif not line.startswith("--- ") and name:
                body.append(line)
    return found


@pytest.mark.parametrize(("name", "text"), _printed_cases(), ids=lambda v: v[:60])
def test_every_printed_case_gets_the_same_report_both_ways(name: str, text: str) -> None:
    _same(text)
    _same(text + "\n\n" + text.replace("NO. 99", "NO. 100"))


def test_the_printed_cases_are_found() -> None:
    assert len(_printed_cases()) >= 10


# --- the benchmark's hands -------------------------------------------------------

@pytest.mark.parametrize("layout", [elwell, later], ids=["elwell", "later"])
def test_a_generated_hand_in_either_layout_is_read_quick_and_judged_regular(layout: object
                                                                          ) -> None:
    assert callable(layout)
    for hand in generate(12, seed=5):
        text = layout(hand)
        [deal] = _compact(text)
        assert deal is not None, text
        assert regular(deal, CODE), text
        # The hands where the diagram prints them: Y (N) on top, A (W) left, B (E)
        # right, Z (S) below; the play in the table's columns A Y B Z.
        assert deal.columns == (int(Seat.W), int(Seat.N), int(Seat.E), int(Seat.S))
        z = sum(1 << int(_card(card)) for card in hand.hands["Z"])
        assert deal.hands[int(Seat.S)] == z
        assert deal.naming.name == "BOOK" and deal.result is not None
        _same(text)


def _card(code: str) -> int:
    """A card of the generator (``SK``, ``HT``) as the model numbers it."""
    return 13 * "CDHS".index(code[0]) + "23456789TJQKA".index(code[1])


def test_a_book_of_generated_hands_is_all_taken_quick_and_reports_nothing() -> None:
    from printed_speed import book

    text = book(generate(30, seed=11))
    assert all(deal is not None for deal in _compact(text))
    result = check_printed_quick(text.splitlines(), "book.txt")
    assert result.diagnostics == [] and result.deal_count == 30
    _same(text)


HAND = generate(2)[1]
TEXT = later(HAND)


def test_each_printed_defect_is_declined_and_reported_as_in_full() -> None:
    # A misprinted card, a wrong result, a misplaced underline, a suit line lost:
    # each hand is still read by the quick reader or declined, and the quick verdict
    # never lets it go, so the report is the full check's.
    line, _ = cell(TEXT, 2, "A")
    misprint = swap(TEXT, line, " 3♣ ", " 5♣ ")
    result = TEXT.replace("wins the odd trick", "wins two by cards")
    row3, _ = cell(TEXT, 3, "A")
    underline = swap(swap(TEXT, row3, "[8♦]", " 8♦ "), row3, " 7♦ ", "[7♦]")
    diamonds = line_of(TEXT, r"^\s+♦ .*\|")
    lost_line = swap(TEXT, diamonds, "♦ 8 4 ", "      ")
    for text, code in ((misprint, "L001"), (result, "L008"), (underline, "L005"),
                       (lost_line, "D002")):
        [deal] = _compact(text)
        assert deal is None or not regular(deal, CODE)
        found = check_printed_quick(text.splitlines(), "book.txt").diagnostics
        assert found and found[0].code == code, [str(d) for d in found]
        _same(text)


def test_a_hand_the_quick_reader_does_not_know_for_certain_is_declined() -> None:
    # Small cards 'x' (the hand's cards unknown), a trick numbered out of order, a
    # result sentence not understood: each is read in full. A hand with no result
    # sentence is read quick (nothing stated, nothing to compare).
    spades = line_of(TEXT, r"^\s+♠ .*\|")
    row = line_of(TEXT, r"^\s+\|\s*5\s*\|")
    for text in (swap(TEXT, spades, "♠ A 8", "♠ A x"),
                 swap(TEXT, row, "|   5   |", "|   6   |"),
                 TEXT.replace("The dealer wins the odd trick.", "The dealer wims the odd.")):
        assert _compact(text) == [None], text
        _same(text)
    silent = TEXT.replace("The dealer wins the odd trick.", "")
    [deal] = _compact(silent)
    assert deal is not None and deal.result is None and regular(deal, CODE)
    _same(silent)


def test_a_hand_whose_diagram_names_compass_seats_is_read_in_full() -> None:
    text = (TEXT.replace("      Y      ", "      N      ")
            .replace("  A      B   ", "  W      E   ").replace("      Z      ", "      S      "))
    [deal] = _compact(text)
    assert deal is None
    _same(text)


def test_a_score_sentence_already_a_game_is_reported_whichever_path_the_hand_takes(
        ) -> None:
    # Thirty below the line is a game (1905 law 2). The quick reader read the score
    # sentence only to see that it read, and the hand was judged regular: its S011
    # was lost. Z deals: "against the dealer" gives the thirty to A B, "in favour of
    # the dealer" to Y Z; a game said to be won is no misprint.
    later_score = "score eight to nothing against the dealer"
    elwell_score = "The score is love-all, rubber game."
    for text, told in (
            (TEXT.replace(later_score, "score thirty to nothing against the dealer"),
             ["7:1 the score gives A B 30"]),
            (TEXT.replace(later_score, "score twenty-nine all"), []),
            (TEXT.replace(later_score, "score forty to thirty-six"),
             ["7:1 the score gives Y Z 40 and A B 36"]),
            (elwell(HAND).replace(elwell_score, "The score is thirty-two to six in favour "
                                  "of the dealer, rubber game."),
             ["10:1 the score gives Y Z 32"]),
            (elwell(HAND).replace(elwell_score, "The score is thirty to nothing, the "
                                  "dealer having won the game."), [])):
        assert text not in (TEXT, elwell(HAND))
        [deal] = _compact(text)
        assert deal is not None and deal.score is not None, text
        assert regular(deal, CODE) == (not told), text
        found = check_printed_quick(text.splitlines(), "book.txt").diagnostics
        assert [f"{d.line}:{d.column} {d.message.split(' below')[0]}" for d in found
                if d.code == "S011"] == told
        assert all(d.code == "S011" for d in found)
        _same(text)


# --- damaged hands -----------------------------------------------------------------

_TOKEN = re.compile(r"[^\s|]+")
DAMAGE = ["", "x", "None", "----", "10", "IO", "K", "[S]", "♠", "♣7", "7♣", "[7♣]", "[C]7",
          "<f>[C]7</f>", "_7♣_", "A", "Y", "B", "Z", "N", "|", "+---+", "No. 3", "TRICK",
          "13", "14", "wins", "wims", "loses", "two", "declares", "doubles", "passes",
          "hearts", "spades", "no-trump", "score", "TRICK 3.--", "_Title._", "thirty",
          "forty-two", "30"]


@PROFILE
@given(st.integers(1, 10_000), st.booleans(), st.data())
def test_a_damaged_printed_hand_gets_the_same_report_both_ways(seed: int, first: bool,
                                                              data: st.DataObject) -> None:
    hand = generate(1, seed=seed)[0]
    text = elwell(hand) if first else later(hand)
    lines = _damage(text.splitlines(), data, first=0, tokens=_TOKEN, pieces=DAMAGE,
                    times=data.draw(st.integers(1, 3)))
    _same("\n".join(lines) + "\n")


@PROFILE
@given(st.lists(st.tuples(st.integers(1, 10_000), st.booleans(), st.booleans()),
                min_size=2, max_size=4), st.data())
def test_several_hands_regular_or_damaged_get_the_same_report_both_ways(
        hands: list[tuple[int, bool, bool]], data: st.DataObject) -> None:
    parts = []
    for number, (seed, first, damage) in enumerate(hands, start=1):
        hand = generate(1, seed=seed)[0]
        text = (elwell(hand) if first else later(hand)).replace("NO. 1", f"NO. {number}")
        lines = text.splitlines()
        if damage:
            lines = _damage(lines, data, first=0, tokens=_TOKEN, pieces=DAMAGE, times=1)
        parts.append("\n".join(lines) + "\n")
    _same("".join(parts))

"""A printed book's text read as it stands: the two layouts of docs/printed.md and
every printed form of a diagram and a play table give the same deals, with every
card at its place in the book's text."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bridgebook.checking import check_text
from bridgebook.checking.report import CheckResult
from bridgebook.interop.printed_hand import printed_as_hand
from bridgebook.model import Act, Card, Deal, HandRecord, Seat, Strain

from .book import PrintedHand, cell, elwell, generate, later, line_of, swap

DATA = Path(__file__).resolve().parent.parent / "data" / "printed"
#: Texts of a transcriber's trial, as typed.
TEXTS = Path(__file__).resolve().parent / "texts"
SEATS = {"A": Seat.W, "Y": Seat.N, "B": Seat.E, "Z": Seat.S}
STRAINS = {"S": Strain.SPADES, "H": Strain.HEARTS, "D": Strain.DIAMONDS, "C": Strain.CLUBS,
           "NT": Strain.NOTRUMP}
HANDS = generate(6)


def _card(code: str) -> Card:
    return Card.parse(code[0] + ("10" if code[1] == "T" else code[1]))


def _check(text: str) -> CheckResult:
    return check_text(text, "book.txt")


def _same_deal(deal: Deal, hand: PrintedHand) -> None:
    """The deal read is the generated one: hands, tricks, marks, make and result."""
    for letter, seat in SEATS.items():
        held = deal.hand(seat)
        assert held is not None
        assert sorted(held.cards) == sorted(_card(c) for c in hand.hands[letter])
    assert deal.play is not None
    assert [t.number for t in deal.play.tricks] == list(range(1, 14))
    for trick, printed, winner in zip(deal.play.tricks, hand.plays, hand.winners, strict=True):
        assert {c.seat: c.card for c in trick.cards} == {
            SEATS[s]: _card(c) for s, c in printed.items()}
        assert [c.seat for c in trick.cards if c.marked] == [SEATS[winner]]
    acts = [(d.seat, d.act, d.strain) for d in deal.declaration]
    strain = STRAINS[hand.trump]
    assert acts == ([(Seat.S, Act.PASS_MAKE, None), (Seat.N, Act.DECLARE, strain)]
                    if hand.passed else [(Seat.S, Act.DECLARE, strain)])
    assert deal.result is not None and deal.result.tricks == hand.dealer_tricks


@pytest.mark.parametrize("layout", [elwell, later])
@pytest.mark.parametrize("hand", HANDS, ids=[f"hand{h.number}" for h in HANDS])
def test_each_layout_reads_the_deal_as_printed(layout: object, hand: PrintedHand) -> None:
    assert callable(layout)
    text = layout(hand)
    result = _check(text)
    assert result.diagnostics == []
    [report] = result.deals
    _same_deal(report.deal, hand)
    assert report.deal.number == hand.number
    assert report.deal.meta["source"] == f"ILLUSTRATIVE HAND NO. {hand.number}"
    assert [t.winner for t in report.replay.tricks] == [SEATS[w] for w in hand.winners]


def test_every_card_keeps_its_place_in_the_book() -> None:
    hand = HANDS[1]
    text = later(hand)
    [report] = _check(text).deals
    play = report.deal.play
    assert play is not None
    for trick in play.tricks:
        for played in trick.cards:
            assert played.span is not None
            letter = played.seat.book_name if played.seat else "?"
            assert (played.span.line, played.span.column) == cell(text, trick.number or 0,
                                                                  letter)
    # The diagram: A's first spade stands after the '♠ ' of the line beside the box.
    a_hand = report.deal.hand(Seat.W)
    assert a_hand is not None
    spades = a_hand.holdings[0]
    line = line_of(text, r"^\s+♠ .*\|\s+Y\s+\|")
    assert spades.card_spans[0][:2] == (line, text.splitlines()[line - 1].index("♠") + 3)


def test_the_examples_of_the_two_layouts() -> None:
    for name, title, notes in (
            ("elwell-layout.txt", "Leading from the Long Suit.", (3, 4)),
            ("later-layout.txt", "A CLEAR CASE FOR THE RUFF", (3, 4))):
        result = _check((DATA / name).read_text(encoding="utf-8"))
        assert result.diagnostics == [], name
        [report] = result.deals
        deal = report.deal
        assert (deal.number, deal.title) == (99, title)
        assert deal.play is not None
        assert [t.number for t in deal.play.tricks if t.notes] == list(notes)
        assert deal.play.tricks[2].notes[0].text == "TRICK 3.--The dealer wins this trick."
        assert "score" in deal.meta and deal.result is not None


def test_notes_headed_by_a_hand_number_go_to_that_hand_and_prose_is_skipped() -> None:
    text = "".join(later(h) if h.number % 2 else elwell(h) for h in HANDS[:4])
    text = "A chapter of the book, in prose.\n\nAnother paragraph.\n\n" + text
    result = _check(text)
    assert result.diagnostics == []
    assert [r.deal.number for r in result.deals] == [1, 2, 3, 4]
    play = result.deals[1].deal.play  # hand 2, printed in Elwell's layout
    assert play is not None
    assert play.tricks[0].notes[0].text == "TRICK 1.--A opens his longest suit."


def test_a_score_sentence_above_a_heading_is_the_hands_and_read() -> None:
    text = (DATA / "later-layout.txt").read_text(encoding="utf-8")
    own = text.replace("It is the first game, score eight to nothing against the dealer. Z\n"
                       "deals", "Z\ndeals")
    # Above the first heading, and above the second hand's heading after the first
    # hand's result: each the hand's own score, read ("eight to nothing against the
    # dealer": the dealer's side 0, the adversaries 8).
    said = "It is the first game, score eight to nothing against the dealer."
    result = _check(said + "\n\n" + own + "\n" + said + "\n\n" + own)
    assert result.diagnostics == []
    for report in result.deals:
        assert report.deal.meta["score"] == said
        assert report.deal.score is not None and report.deal.score.below == (0, 8)
    # One that opens as the books' score sentence but cannot be read is said at its
    # place (line 1), not skipped as prose.
    result = _check("The score is umpteen to nothing against the dealer.\n\n" + own)
    assert [(d.code, d.line, d.column) for d in result.diagnostics] == [("P030", 1, 1)]


# --- every printed form of a diagram and a table ----------------------------------

BASE = (DATA / "later-layout.txt").read_text(encoding="utf-8")


def _unicode_box(text: str) -> str:
    text = text.replace("x-------------x", "┌─────────────┐")
    text = text.replace("                  +-------------+", "                  └─────────────┘")
    return "\n".join(line.replace("|", "│") if "│" not in line and "┌" not in line
                     and line.count("|") == 2 else line for line in text.splitlines()) + "\n"


def _void(text: str, void: str) -> str:
    """The text with each void suit line printed with ``void``."""
    return re.sub(r"([♠♥♦♣]) ----", lambda m: f"{m.group(1)} {void}", text)


VARIANTS: dict[str, Callable[[str], str]] = {
    "unicode box": _unicode_box,
    "outline symbols": lambda t: t.translate(str.maketrans("♠♥♦♣", "♤♡♢♧")),
    "letters for suits": lambda t: re.sub(r"(?m)(^|\| |^\s+)([♠♥♦♣]) ", lambda m: m.group(1)
                                          + "SHDC"["♠♥♦♣".index(m.group(2))] + " ", t),
    "bracketed suits": lambda t: re.sub(r"(?m)(^|\| |^\s+)([♠♥♦♣]) ", lambda m: m.group(1)
                                        + "[" + "SHDC"["♠♥♦♣".index(m.group(2))] + "] ", t),
    "void as an em dash": lambda t: _void(t, "—"),
    "void as two em dashes": lambda t: _void(t, "——"),
    "void as a hyphen": lambda t: _void(t, "-"),
    "void as None": lambda t: _void(t, "None"),
    "void as NONE": lambda t: _void(t, "NONE"),
    "void left blank": lambda t: _void(t, "    "),
    "doubled spaces": lambda t: t.replace("♣ A Q 9 3 2", "♣ A  Q 9  3 2").replace(
        "♦ K J 8 6 5 4 |", "♦ K  J 8 6 5 4|"),
    "a blank line inside the diagram": lambda t: t.replace(
        "♥ K 7 6 4 2\n", "♥ K 7 6 4 2\n\n"),
    "winners underlined _.._": lambda t: re.sub(r"\[([^\]♠♥♦♣]*[♠♥♦♣])\]", r"_\1_", t),
    "winners underlined <f>..</f>": lambda t: re.sub(r"\[([^\]]*[♠♥♦♣])\]", r"<f>\1</f>", t),
    "suit left of the rank": lambda t: re.sub(r"(10|[AKQJ2-9])([♠♥♦♣])", r"\2\1", t),
}


@pytest.mark.parametrize("name", VARIANTS)
def test_a_printed_form_reads_the_same_deal(name: str) -> None:
    want = _check(BASE).deals[0].deal
    text = VARIANTS[name](BASE)
    assert text != BASE
    result = _check(text)
    assert [(d.code, d.line, d.message) for d in result.diagnostics] == []
    deal = result.deals[0].deal
    for seat in Seat:
        held, wanted = deal.hand(seat), want.hand(seat)
        assert held is not None and wanted is not None
        assert held.cards == wanted.cards
    assert deal.play is not None and want.play is not None
    assert [[(c.seat, c.card, c.marked) for c in t.cards] for t in deal.play.tricks] == [
        [(c.seat, c.card, c.marked) for c in t.cards] for t in want.play.tricks]


def test_broken_underline_marks_of_a_transcription_are_marks() -> None:
    text = (DATA / "elwell-layout.txt").read_text(encoding="utf-8")
    text = text.replace("<f>[H]A</f>", "<f>[H]A</f ").replace("<f>10[D]</f>", "f>10[D]</f>")
    [report] = _check(text).deals
    assert _check(text).diagnostics == []
    play = report.deal.play
    assert play is not None
    assert [c.card for c in play.tricks[7].cards if c.marked] == [Card.HA]
    assert [c.card for c in play.tricks[10].cards if c.marked] == [Card.D10]


def foster(first: PrintedHand, second: PrintedHand) -> str:
    """Two deals in one table, the trick number in the middle column, no diagram."""
    def cells(hand: PrintedHand, k: int) -> str:
        row = []
        for seat in "AYBZ":
            code = hand.plays[k][seat]
            text = ("10" if code[1] == "T" else code[1]) + "♠♥♦♣"["SHDC".index(code[0])]
            row.append(f"{f'[{text}]' if hand.winners[k] == seat else text:^7}")
        return "|".join(row)
    lines = ["ILLUSTRATIVE HANDS NOS. 1 AND 2", "",
             "In both deals Z makes it hearts.", "",
             "|" + "|".join(f"{s:^7}" for s in "AYBZ") + "| TRICK |"
             + "|".join(f"{s:^7}" for s in "AYBZ") + "|"]
    for k in range(13):
        lines.append(f"|{cells(first, k)}|{k + 1:^7}|{cells(second, k)}|")
    return "\n".join(lines) + "\n"


def test_two_deals_in_one_table_take_their_hands_from_the_columns() -> None:
    first, second = [h for h in generate(40) if h.trump == "H" and not h.passed][:2]
    result = _check(foster(first, second))
    deals = [r.deal for r in result.deals]
    assert len(deals) == 2
    for deal, hand in zip(deals, (first, second), strict=True):
        for letter, seat in SEATS.items():
            held = deal.hand(seat)
            assert held is not None
            assert sorted(held.cards) == sorted(_card(c) for c in hand.hands[letter])
        assert [(d.seat, d.strain) for d in deal.declaration] == [(Seat.S, Strain.HEARTS)]
    assert [d.code for d in result.diagnostics] == []


def test_a_card_misprinted_in_the_table_is_reported_at_its_place() -> None:
    text = later(HANDS[1])
    line, column = cell(text, 2, "A")
    printed = HANDS[1].plays[1]["A"]
    other = next(c for c in HANDS[1].hands["Z"] if c[0] == printed[0])
    symbol = "♠♥♦♣"["SHDC".index(printed[0])]
    def rank(c: str) -> str:
        return "10" if c[1] == "T" else c[1]
    bad = swap(text, line, f" {rank(printed)}{symbol} ", f" {rank(other)}{symbol} ")
    found = _check(bad).diagnostics
    assert (found[0].code, found[0].line, found[0].column) == ("L001", line, column) or any(
        (d.code, d.line, d.column) == ("L001", line, column) for d in found)


def test_the_score_sentence_is_the_score_the_hand_was_played_at() -> None:
    # "The score is love-all, rubber game": one game each, nothing towards the next.
    # "the first game, score eight to nothing against the dealer": Z deals, so
    # A B (east-west in the model) have 8 towards the first game.
    for name, below, games in (("elwell-layout.txt", (0, 0), (1, 1)),
                               ("later-layout.txt", (0, 8), (0, 0))):
        [report] = _check((DATA / name).read_text(encoding="utf-8")).deals
        score = report.deal.score
        assert score is not None, name
        assert (score.below, score.games) == (below, games), name


def test_a_make_sentence_naming_each_deal_of_a_two_deal_table_is_that_deals() -> None:
    # "No. 1. Z makes it no-trumps. No. 2. Z makes it hearts.": the first deal's
    # make is Z's no-trumps only, the second's Z's hearts only (Z the dealer, south).
    first = next(h for h in generate(40) if h.trump == "NT" and not h.passed)
    second = next(h for h in generate(40) if h.trump == "H" and not h.passed)
    text = foster(first, second).replace(
        "In both deals Z makes it hearts.", "No. 1. Z makes it no-trumps. No. 2. Z makes\n"
        "it hearts.")
    result = _check(text)
    assert [[(d.seat, d.strain) for d in r.deal.declaration] for r in result.deals] == [
        [(Seat.S, Strain.NOTRUMP)], [(Seat.S, Strain.HEARTS)]]
    assert [d.code for d in result.diagnostics] == []


def test_a_result_sentence_naming_each_deal_of_a_two_deal_table_is_that_deals() -> None:
    # "No. 1. The dealer loses four by cards. No. 2. The dealer loses two by cards."
    # Deal 1's tricks won (the cards in brackets, left of TRICK) by Y or Z: 7, 9 and
    # 12, three, so A B win ten, four by cards; deal 2's: 1, 2, 4, 5 and 8, five, so
    # A B win eight, two by cards. Each sentence is its deal's.
    text = (TEXTS / "foster-two-deals.txt").read_text(encoding="utf-8")
    result = _check(text)
    stated = [r.deal.result for r in result.deals]
    assert [(s.text, s.tricks, s.span.column) if s and s.span else None
            for s in stated] == [("The dealer loses four by cards.", 3, 8),
                                 ("The dealer loses two by cards.", 5, 47)]
    assert [d.code for d in result.diagnostics] == []
    written = printed_as_hand(HandRecord(tuple(r.deal for r in result.deals)))
    assert [line for line in written.splitlines() if line.startswith("result:")] == [
        "result: The dealer loses four by cards.", "result: The dealer loses two by cards."]
    # The second deal's result misprinted, three by cards: Y Z won four, not five.
    wrong = _check(text.replace("loses two by", "loses three by"))
    assert [(d.code, d.line, d.column, d.message) for d in wrong.diagnostics] == [
        ("L008", 24, 47, "the result says Y Z won 4 tricks, but the play gives Y Z 5")]


def _notes(deal: Deal) -> list[tuple[int | None, str]]:
    """Each note on a trick of the deal: the trick and the note's first words."""
    assert deal.play is not None
    return [(trick.number, note.text[:8]) for trick in deal.play.tricks
            for note in trick.notes]


def test_a_text_without_headings_gives_each_hand_the_paragraphs_before_its_diagram(
        ) -> None:
    # Two hands, each printed as its trick 2 note, its title, its score and make
    # sentence, its diagram, table and result, with no heading: the second hand's
    # note, title and sentence (Z makes it diamonds) are the second hand's.
    text = (TEXTS / "no-headings.txt").read_text(encoding="utf-8")
    result = _check(text)
    assert [d.code for d in result.diagnostics] == []
    first, second = (r.deal for r in result.deals)
    assert (first.title, second.title) == ("The Ace of Diamonds Led.", "Trumping the Club.")
    assert [(d.seat, d.strain) for d in second.declaration] == [(Seat.S, Strain.DIAMONDS)]
    assert _notes(first) == [(2, "TRICK 2.")] and _notes(second) == [(2, "TRICK 2.")]
    assert second.meta["score"].startswith("The score is 18 to 0")


def test_a_note_after_a_hand_without_headings_is_its_own_where_notes_follow_the_play(
        ) -> None:
    # The first hand's note left out before its diagram: its notes are printed after
    # the play, so the note after its result is its own, not the next hand's.
    text = (TEXTS / "no-headings.txt").read_text(encoding="utf-8")
    assert text.startswith("\nTRICK 2.--The dummy wins this trick.\n\n_The Ace")
    result = _check(text.replace("\nTRICK 2.--The dummy wins this trick.\n", "", 1))
    first, second = (r.deal for r in result.deals)
    assert _notes(first) == [(2, "TRICK 2.")] and _notes(second) == []
    assert second.title == "Trumping the Club."
    assert [(d.seat, d.strain) for d in second.declaration] == [(Seat.S, Strain.DIAMONDS)]

"""Read a box diagram: Y above the box, A on its left, B on its right, Z below.

The box may be drawn with ``+---+``, ``x---x``, ``|`` or the box characters; the
seat letters printed inside it say which hand stands where (the books' Y A B Z by
default). Each side's lines are suit lines, read with the notation's own reader so
that every card keeps its line and column in the book's text.

>>> from bridgebook.syntax.lines import LineProblems
>>> rows = ["   ♠ A K", "  +-----+", "♠ Q|  Y  |♠ J", "  |A   B|", "  |  Z  |",
...         "  +-----+", "   ♠ 2"]
>>> read = read_diagram(list(enumerate(rows, start=1)), LineProblems([]))
>>> [(h.seat.book_name, [c.code for c in h.cards]) for h in read.hands]
[('Y', ['SA', 'SK']), ('A', ['SQ']), ('B', ['SJ']), ('Z', ['S2'])]
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from bridgebook.model import Hand, Holding, Seat, Span
from bridgebook.syntax.lines import LineProblems, read_holdings
from bridgebook.syntax.printed.layout import BARS, RULE, SUIT_LINE, bar_count

#: ``No. 99`` printed beside a diagram.
_NUMBER = re.compile(r"\s*\bno\.?\s*(?P<number>\d{1,6})\.?\s*$", re.IGNORECASE)
_LETTER = re.compile(r"(?<![A-Za-z])(?P<seat>[ZAYBNESW])(?![A-Za-z])")
#: A ``5`` read as ``S`` among the ranks of a suit line whose suit is a sign
#: (``♦ K J 8 6 S 4``): where suits are signs, a lone S there is a misread rank.
_MISREAD_FIVE = re.compile(r"(?<=\s)S(?=\s|$)")
_SIGNS = "♠♥♦♣♤♡♢♧["
#: Where each hand stands, by default: the books' order.
PLACES = ("top", "left", "right", "bottom")
_DEFAULT = {"top": Seat.N, "left": Seat.W, "right": Seat.E, "bottom": Seat.S}


@dataclass(slots=True)
class DiagramRead:
    """The hands of a diagram, the number printed beside it, and the seats' naming
    (True: the books' letters)."""

    hands: list[Hand]
    number: int | None = None
    book_letters: bool = True
    pieces: dict[str, list[tuple[int, int, str]]] = field(default_factory=dict)


def read_diagram(lines: list[tuple[int, str]], problems: LineProblems) -> DiagramRead:
    """The four hands of a diagram (fewer where a side is not printed)."""
    pieces, seats, number, book = diagram_pieces(lines)
    hands = []
    for place in PLACES:
        if pieces[place]:
            hands.append(_hand(seats[place], pieces[place], problems))
    return DiagramRead(hands, number, book, pieces)


def diagram_pieces(lines: list[tuple[int, str]]
                   ) -> tuple[dict[str, list[tuple[int, int, str]]], dict[str, Seat],
                              int | None, bool]:
    """Where each piece of text of a diagram stands (top, left, right, bottom: its
    line, its 0-based column and its text), the seat of each place, the number
    printed beside the diagram, and whether the seats are the books' letters."""
    rules = [i for i, (_, text) in enumerate(lines) if RULE.match(text.strip())]
    boxed = [i for i, (_, text) in enumerate(lines) if bar_count(text)]
    top = rules[0] if rules else (boxed[0] if boxed else 0)
    bottom = rules[-1] if len(rules) > 1 else (boxed[-1] if boxed else len(lines) - 1)
    if boxed:
        top, bottom = min(top, boxed[0]), max(bottom, boxed[-1])
    edge = lines[rules[0]][1] if rules else ""
    left_col = len(edge) - len(edge.lstrip()) if edge else -1
    right_col = len(edge.rstrip()) - 1 if edge else -1
    pieces: dict[str, list[tuple[int, int, str]]] = {place: [] for place in PLACES}
    inside: list[tuple[int, int, str]] = []
    number = None
    for index, (line, text) in enumerate(lines):
        if index < top:
            cut = [("top", 0, text)]
        elif index > bottom:
            cut = [("bottom", 0, text)]
        else:
            cut = _split(text, left_col, right_col)
        for place, start, piece in cut:
            if place == "inside":
                inside.extend((line, start + m.start(), m.group("seat"))
                              for m in _LETTER.finditer(piece))
                continue
            # (the number's 'No.' holds an o: a test of that spares the search)
            m = _NUMBER.search(piece) if "o" in piece or "O" in piece else None
            if m is not None:
                number = int(m.group("number"))
                piece = piece[: m.start()]
            if piece.strip():
                pieces[place].append((line, start, piece))
    seats, book = _seats(inside)
    return pieces, seats, number, book


def _split(text: str, left_col: int, right_col: int) -> list[tuple[str, int, str]]:
    """A line of the box's height cut into the left hand's text, the inside of the
    box and the right hand's text, at its strokes (else at the box's columns)."""
    if RULE.match(text.strip()):
        first = len(text) - len(text.lstrip())
        last = len(text.rstrip()) - 1
        return [("left", 0, text[:first]), ("right", last + 1, text[last + 1:])]
    # The first and the last stroke (the same when there is one).
    found = [at for bar in BARS if (at := text.find(bar)) >= 0]
    first_bar = min(found) if found else -1
    last_bar = max(text.rfind(bar) for bar in BARS)
    if first_bar != last_bar:
        first, last = first_bar, last_bar
    elif first_bar >= 0 and left_col >= 0:
        near_left = abs(first_bar - left_col) <= abs(first_bar - right_col)
        first, last = (first_bar, right_col) if near_left else (left_col, first_bar)
    elif left_col >= 0:
        first, last = left_col, right_col
    else:
        return [("left", 0, text)]
    return [("left", 0, text[:first]), ("inside", first + 1, text[first + 1: last]),
            ("right", last + 1, text[last + 1:])]


def _seats(inside: list[tuple[int, int, str]]) -> tuple[dict[str, Seat], bool]:
    """The seat of each place from the letters inside the box: the highest letter is
    the top hand's, the lowest the bottom's, the others left and right by column."""
    if len(inside) != 4:
        return dict(_DEFAULT), True
    by_row = sorted(inside, key=lambda item: (item[0], item[1]))
    top, bottom = by_row[0], by_row[-1]
    left, right = sorted(by_row[1:3], key=lambda item: item[1])
    try:
        seats = {place: Seat.parse(item[2]) for place, item in
                 zip(PLACES, (top, left, right, bottom), strict=True)}
    except ValueError:
        return dict(_DEFAULT), True
    if len(set(seats.values())) != 4:
        return dict(_DEFAULT), True
    return seats, top[2] in "ZAYB"


def _hand(seat: Seat, pieces: list[tuple[int, int, str]], problems: LineProblems) -> Hand:
    holdings: list[Holding] = []
    first: Span | None = None
    last: Span | None = None
    for line, start, piece in pieces:
        stripped = piece.strip()
        at = start + piece.find(stripped) + 1
        span = Span(line, at, line, at + len(stripped))
        first = first or span
        last = span
        if len(stripped) == 1 and stripped in "ZAYBNESW":
            continue  # a seat's letter printed beside its hand
        if not SUIT_LINE.match(stripped):
            problems.add("P040", f"not a suit line of {seat.book_name}'s hand: {stripped!r}",
                         line, at, len(stripped),
                         hint="a diagram's line is a suit and its ranks: '♠ K Q 10 2', "
                              "'[S] K Q 10 2' or 'S K Q 10 2'; a void '—' or 'None'")
            continue
        holdings.extend(_suit_line(stripped, line, at, problems))
    assert first is not None and last is not None
    return Hand(seat, tuple(holdings), Span(first.line, first.column, last.end_line,
                                            last.end_column))


def _suit_line(text: str, line: int, at: int, problems: LineProblems) -> list[Holding]:
    """A diagram's suit line, a lone ``S`` among its ranks told as a rank not read
    (a misread 5) rather than read as a second spade line."""
    misread = list(_MISREAD_FIVE.finditer(text)) if text[0] in _SIGNS else []
    if not misread:
        return read_holdings(text, line, at, problems)
    for m in misread:
        text = text[: m.start()] + " " + text[m.end():]
    holdings = read_holdings(text, line, at, problems)
    word = holdings[0].suit.word if holdings else "this suit"
    for m in misread:
        problems.add("P002", f"not a rank: 'S' in {word}", line, at + m.start(), 1,
                     hint="did you mean 5? (OCR often reads 5 as S)")
    return holdings

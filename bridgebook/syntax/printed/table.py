"""Read a printed play table: ``| TRICK | A | Y | B | Z |``, one row a trick.

The columns are the seats in a fixed order (not the order of play); the card that
won is underlined in the book, which transcriptions write ``<f>K[S]</f>`` (or a
broken form of it: ``<f>[H]A</f``, ``f>10[D]</f>``), ``[K♠]`` or ``_K♠_``. Foster
prints two deals in one table, the trick number in the middle column: each run of
four seat columns is a deal of its own.

>>> from bridgebook.syntax.lines import LineProblems
>>> rows = ["| TRICK | A | Y | B | Z |", "| 1 | 2♠ | <f>A♠</f> | 3♠ | 4♠ |"]
>>> [table] = read_tables(list(enumerate(rows, start=1)), LineProblems([]))
>>> [(c.card.code, c.seat.book_name, c.marked) for c in table.play.tricks[0].cards]
[('S2', 'A', False), ('SA', 'Y', True), ('S3', 'B', False), ('S4', 'Z', False)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Card, Play, PlayedCard, PlayForm, Seat, Span, Trick
from bridgebook.syntax.lines import EMPTY_CELL, LOST_CELL, LineProblems, read_card
from bridgebook.syntax.numbers import numbered_tricks
from bridgebook.syntax.printed.layout import is_rule

SEAT_CELL = re.compile(r"^(?P<seat>[ZAYBNESW])\.?$")
TRICK_CELL = re.compile(r"^tricks?\.?$|^no\.?$|^#$", re.IGNORECASE)
#: The underline of a transcription, whole or broken: <f>..</f>, f>..</f, <f>..
_OPEN = re.compile(r"^<?f>", re.IGNORECASE)
_CLOSE = re.compile(r"<?/f>?$|</?f$", re.IGNORECASE)


@dataclass(slots=True)
class TableRead:
    """One deal's play from a table, its columns' seats, and where it stands."""

    play: Play
    span: Span


def row_cells(text: str) -> list[tuple[int, str]]:
    """The cells of a row between its strokes, each with its 0-based column."""
    pieces = _pieces(text)
    cells = []
    at = len(pieces[0]) + 1
    for piece in pieces[1:-1]:
        cells.append((at, piece))
        at += len(piece) + 1
    return cells


def cell_texts(text: str) -> list[str]:
    """The cells of a row between its strokes, as :func:`row_cells` cuts them, less
    their columns."""
    return _pieces(text)[1:-1]


def _pieces(text: str) -> list[str]:
    """A row cut at its strokes; a row all in ASCII has only ``|`` for a stroke."""
    if not text.isascii() and ("│" in text or "║" in text or "┃" in text):
        text = text.replace("│", "|").replace("║", "|").replace("┃", "|")
    return text.split("|")


def read_tables(lines: list[tuple[int, str]], problems: LineProblems) -> list[TableRead]:
    """The plays of a table: one, or two side by side (Foster)."""
    rows = [(line, text) for line, text in lines
            if text.strip() and not is_rule(text.strip())]
    header_at = next((k for k, (_, text) in enumerate(rows)
                      if any(SEAT_CELL.match(c.strip()) for _, c in row_cells(text))), None)
    if header_at is None:
        line, text = rows[0] if rows else lines[0]
        problems.add("P042", "a play table with no row of seats", line,
                     len(text) - len(text.lstrip()) + 1, len(text.strip()),
                     hint="the table's first row names its columns: "
                          "'| TRICK | A | Y | B | Z |'")
        return []
    line, head = rows[header_at]
    cells = row_cells(head)
    groups = seat_groups(cells)
    trick_index = next((k for k, (_, c) in enumerate(cells) if TRICK_CELL.match(c.strip())),
                       None)
    if not groups:
        problems.add("P042", f"the table's columns are not the four seats once each: "
                     f"{head.strip()!r}", line, len(head) - len(head.lstrip()) + 1,
                     len(head.strip()),
                     hint="name the columns 'TRICK | A | Y | B | Z' (each seat once)")
        return []
    tables: list[list[Trick]] = [[] for _ in groups]
    numbers: dict[int, Span] = {}  # the place of each row's printed number, by line
    for row_line, text in rows[header_at + 1:]:
        row = row_cells(text)
        number = _number(row, trick_index)
        if number is not None and trick_index is not None:
            at, cell = row[trick_index]
            start = at + 1 + cell.find(cell.strip())
            numbers[row_line] = Span(row_line, start, row_line, start + len(cell.strip()))
        for index, (columns, seats) in enumerate(groups):
            tables[index].append(_trick(row, columns, seats, number, row_line, text,
                                        len(cells), problems))

    def place(trick: Trick) -> Span:
        span = trick.span or Span.point(line, 1)
        return numbers.get(span.line, span)

    # The numbers are the rows' own, checked once for the deals side by side.
    tables = [numbered_tricks(tricks, problems.found if index == 0 else [], place)
              for index, tricks in enumerate(tables)]
    reads = []
    for (columns, seats), tricks in zip(groups, tables, strict=True):
        first = Span(line, cells[columns[0]][0] + 1, line, cells[columns[-1]][0] + 1)
        last = tricks[-1].span if tricks and tricks[-1].span else first
        span = Span(line, first.column, last.end_line, last.end_column)
        reads.append(TableRead(Play(tuple(tricks), seats, span), span))
    return reads


def seat_groups(cells: list[tuple[int, str]]) -> list[tuple[list[int], tuple[Seat, ...]]]:
    """Each run of four seat columns: the cells' indexes and their seats."""
    groups: list[tuple[list[int], tuple[Seat, ...]]] = []
    run: list[int] = []
    for index, (_, cell) in enumerate([*cells, (0, "")]):
        if SEAT_CELL.match(cell.strip()):
            run.append(index)
            continue
        if run:
            seats = tuple(Seat.parse(cells[k][1].strip().rstrip(".")) for k in run)
            if len(run) != 4 or len(set(seats)) != 4:
                return []
            groups.append((run, seats))
            run = []
    return groups


def _number(row: list[tuple[int, str]], index: int | None) -> int | None:
    if index is None or index >= len(row):
        return None
    text = row[index][1].strip().rstrip(".")
    return int(text) if text.isdecimal() and len(text) < 4 else None


def _trick(row: list[tuple[int, str]], columns: list[int], seats: tuple[Seat, ...],
           number: int | None, line: int, text: str, width: int,
           problems: LineProblems) -> Trick:
    start = len(text) - len(text.lstrip()) + 1
    span = Span(line, start, line, len(text.rstrip()) + 1)
    if len(row) != width:
        problems.add("P008", f"this row has {len(row)}{LOST_CELL}{width} columns",
                     line, start, len(text.strip()),
                     hint="a cell was lost or split: mend the row's strokes '|'")
        return Trick(_cut_row(row, columns, seats, number, line, width), PlayForm.TABLE,
                     number, None, (), span, True)
    cards: list[PlayedCard] = []
    unread: list[tuple[Seat, str]] = []
    damaged = False
    for index, seat in zip(columns, seats, strict=True):
        at, cell = row[index]
        played = read_cell(cell, line, at + 1, seat, number, problems)
        if played is None:
            damaged = True
            if cell.strip():
                unread.append((seat, cell.strip()))
        else:
            cards.append(played)
    return Trick(tuple(cards), PlayForm.TABLE, number, None, (), span, damaged,
                 unread=tuple(unread))


def _cut_row(row: list[tuple[int, str]], columns: list[int], seats: tuple[Seat, ...],
             number: int | None, line: int, width: int) -> tuple[PlayedCard, ...]:
    """The cards of a numbered row of one table that lost a cell, stroke and all: its
    three cards kept in its first three columns, as PBN keeps a row cut short (the
    check tries the card lost in each column); none where a cell is no card."""
    if (number is None or len(row) != width - 1 or len(columns) != 4
            or columns[-1] != width - 1):
        return ()
    cards = []
    for index, seat in zip(columns[:3], seats, strict=False):
        at, cell = row[index]
        card, marked = cell_card(cell.strip())
        if card is None:
            return ()
        stripped = cell.strip()
        start = at + 1 + cell.find(stripped)
        cards.append(PlayedCard(card, seat, marked, None,
                                Span(line, start, line, start + len(stripped))))
    return tuple(cards)


def read_cell(cell: str, line: int, col: int, seat: Seat, number: int | None,
              problems: LineProblems) -> PlayedCard | None:
    """One cell of a printed table: a card, underlined or not.

    >>> from bridgebook.syntax.lines import LineProblems
    >>> p = LineProblems([])
    >>> [(c.card.code, c.marked) for c in (read_cell(t, 1, 1, Seat.N, 1, p) for t in
    ...  ("<f>[H]A</f", "f>10[D]</f>", "[K♠]", "_K♠_", "[C]10", "Q [C]"))]
    [('HA', True), ('DT', True), ('SK', True), ('SK', True), ('CT', False), ('CQ', False)]
    """
    stripped = cell.strip()
    at = col + cell.find(stripped) if stripped else col
    span = Span(line, at, line, at + max(len(stripped), 1))
    where = f"trick {number}" if number is not None else "this trick"
    if not stripped:
        problems.found.append(_problem(
            "P041", f"{EMPTY_CELL}{seat.book_name} at {where}", span,
            "print the card the seat played in its column"))
        return None
    card, marked = cell_card(stripped)
    if card is None:
        problems.found.append(_problem(
            "P002", f"not a card: {stripped!r} ({seat.book_name} at {where})", span,
            "a card is a rank and a suit, either side: 'K♠', '[S]K', 'K[S]', 'SK'; the "
            "winner underlined '<f>K[S]</f>', '[K♠]' or '_K♠_'"))
        return None
    return PlayedCard(card, seat, marked, None, span)


#: Each cell text read so far: a book prints a few hundred spellings of its cards.
READ_CELLS: dict[str, tuple[Card | None, bool]] = {}


def cell_card(text: str) -> tuple[Card | None, bool]:
    read = READ_CELLS.get(text)
    if read is None:
        read = _read(text)
        if len(READ_CELLS) < 10_000:
            READ_CELLS[text] = read
    return read


def _read(text: str) -> tuple[Card | None, bool]:
    bare = text.replace(" ", "")
    marked = False
    opened, closed = _OPEN.search(bare), _CLOSE.search(bare)
    if opened or closed:
        marked = True
        bare = bare[opened.end() if opened else 0: closed.start() if closed else len(bare)]
    if len(bare) > 2 and bare[0] == "_" and bare[-1] == "_":
        marked, bare = True, bare[1:-1]
    elif len(bare) > 2 and bare[0] == "*":
        marked, bare = True, bare[1:]
    card = read_card(bare)
    if card is None and len(bare) > 3 and bare[0] == "[" and bare[-1] == "]":
        marked, card = True, read_card(bare[1:-1])
    return card, marked


def _problem(code: str, message: str, span: Span, hint: str) -> Diagnostic:
    return make(code, message, span, hint=hint)

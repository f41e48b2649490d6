"""Read a printed hand in its common layout with its cards as integers, for the quick
verdict of ``bridgebook check``.

:func:`read_compact` takes the parts of one printed hand (as the full reader
gathers them: :func:`bridgebook.syntax.printed.book.gather`) and gives a
:class:`~bridgebook.model.compact.CompactDeal`, or None when anything in it is not
in a form it knows for certain. It knows the layouts of ``docs/printed.md``:

- the notes, the title and the score and make sentences before the diagram, and
  the result sentence after the table, each read by the full reader's own
  functions (a paragraph's reading is kept by its text: a book prints the same
  sentences again and again), and every one read without a problem; the make, the
  score and the result are handed on, for the verdict judges them as the full check
  does (a score already a game, S011);
- a box diagram of four hands with the books' seat letters, each hand four suit
  lines, one to a suit, in the plain form (``[S] K Q 10 2``, ``♠ K Q 10 2``, a
  void ``None``, ``NONE``, ``----``, ``—`` or nothing): split as the full reader
  splits it (:func:`bridgebook.syntax.printed.diagram.diagram_pieces`);
- a play table of one run of four seat columns and a trick column, the tricks
  numbered 1 to 13 in order, every cell a card (its spelling read by the full
  reader's :func:`~bridgebook.syntax.printed.table.read_cell` rules).

Anything else (a Foster table of two deals, a table with no diagram, a hand with
small cards ``x``, a cell that is no card, a sentence not understood) gives None,
and the hand is read by the full reader, which also places every problem. So this
reader never reports anything: it only declines.
"""

from __future__ import annotations

import re

from bridgebook.diagnostics import Diagnostic
from bridgebook.model import Declaration, Seat, StatedResult, StatedScore
from bridgebook.model.compact import CompactDeal
from bridgebook.model.deal import Naming
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.printed.book import HandParts
from bridgebook.syntax.printed.diagram import PLACES, diagram_pieces
from bridgebook.syntax.printed.layout import Part, is_rule
from bridgebook.syntax.printed.sentences import (
    Paragraph,
    is_make,
    is_result,
    is_score,
    note_label,
    read_make,
    read_result_sentence,
    title_of,
)
from bridgebook.syntax.printed.table import (
    READ_CELLS,
    SEAT_CELL,
    TRICK_CELL,
    cell_card,
    cell_texts,
    row_cells,
    seat_groups,
)
from bridgebook.syntax.scores import read_score

#: A suit line of a diagram in the plain form: the suit, then ranks between blanks,
#: or a void. (Ranks only: a small card ``x`` leaves the hand's cards unknown.)
_SUIT_LINE = re.compile(
    r"(?:([♠♥♦♣♤♡♢♧])|\[([SHDCshdc])\])[ ]*"
    r"((?:10|[AKQJT2-9])(?:[ ]+(?:10|[AKQJT2-9]))*|None|NONE|none|-+|—+|–+|)$")
_SUIT = {"♣": 0, "♦": 1, "♥": 2, "♠": 3, "♧": 0, "♢": 1, "♡": 2, "♤": 3,
         "C": 0, "D": 1, "H": 2, "S": 3, "c": 0, "d": 1, "h": 2, "s": 3}
_RANK = {r: v for v, r in enumerate("23456789TJQKA")}
_RANK["10"] = 8
#: A suit line's text to (suit, its cards as a mask); None: not in the plain form.
_LINES: dict[str, tuple[int, int] | None] = {}
#: What a paragraph before the diagram says, by its text (see _before).
_BEFORE: dict[str, tuple[bool, bool, bool, tuple[Declaration, ...] | None,
                        StatedScore | None]] = {}
#: The readings of a paragraph's result sentences after the table, by its text
#: (see _after).
_AFTER: dict[str, tuple[bool, tuple[StatedResult | None, ...]]] = {}
_KEEP = 10_000  # spellings kept by each table above, at most


def _suit_line(text: str) -> tuple[int, int] | None:
    if text in _LINES:
        return _LINES[text]
    read: tuple[int, int] | None = None
    m = _SUIT_LINE.match(text)
    if m is not None:
        suit = _SUIT[m.group(1) or m.group(2)]
        body = m.group(3)
        mask = 0
        if body[:1].isalnum() and body[0] not in "Nn":
            base = 13 * suit
            for rank in body.split():
                bit = 1 << (base + _RANK[rank])
                if mask & bit:
                    mask = -1
                    break
                mask |= bit
        read = (suit, mask) if mask >= 0 else None
    if len(_LINES) < _KEEP:
        _LINES[text] = read
    return read


def _hands(diagram: Part) -> list[int] | None:
    """The four hands of a plain diagram as masks, by seat (N E S W)."""
    pieces, seats, _, book = diagram_pieces(diagram.lines)
    if not book:
        return None
    hands = [-1, -1, -1, -1]
    for place in PLACES:
        mask = suits = 0
        lines = pieces[place]
        if len(lines) != 4:
            return None
        for _, _, piece in lines:
            read = _suit_line(piece.strip())
            if read is None or suits >> read[0] & 1:
                return None
            suits |= 1 << read[0]
            mask |= read[1]
        hands[int(seats[place])] = mask
    return hands


def _play(table: Part) -> tuple[list[int], list[int], tuple[int, ...]] | None:
    """The cards of a plain play table in the order of its columns, the seat whose
    card each trick marks (-1: none, -2: more than one), and the columns' seats."""
    rows = [text for _, text in table.lines if text.strip() and not is_rule(text.strip())]
    # The row of seats: the first row with a seat's cell, as the full reader finds it.
    at, cells = next(((k, cells) for k, cells in ((k, row_cells(text)) for k, text in
                                                 enumerate(rows))
                      if any(SEAT_CELL.match(c.strip()) for _, c in cells)), (-1, []))
    groups = seat_groups(cells)
    if len(groups) != 1 or len(rows) - at - 1 != 13:
        return None
    trick_at = next((k for k, (_, c) in enumerate(cells) if TRICK_CELL.match(c.strip())),
                    None)
    if trick_at is None:
        return None
    columns, seats = groups[0]
    order = list(zip(columns, [int(seat) for seat in seats], strict=True))
    width = len(cells)
    cards: list[int] = []
    marks: list[int] = []
    for number, text in enumerate(rows[at + 1:], start=1):
        row = cell_texts(text)
        if len(row) != width or row[trick_at].strip().rstrip(".") != str(number):
            return None
        mark = -1
        for index, seat in order:
            spelt = row[index].strip()
            card, marked = READ_CELLS.get(spelt) or cell_card(spelt)
            if card is None:
                return None
            cards.append(int(card))
            if marked:
                mark = seat if mark == -1 else -2
        marks.append(mark)
    return cards, marks, tuple(seat for _, seat in order)


def _text(part: Part) -> str:
    return " ".join(stripped for _, raw in part.lines if (stripped := raw.strip()))


def _before(text: str) -> tuple[bool, bool, bool, tuple[Declaration, ...] | None,
                               StatedScore | None]:
    """A paragraph before the diagram, as the full reader takes it: whether it is a
    labelled note, whether it reads as a title, whether it holds the score or the
    make, the acts of its make (None: a sentence that does not read) and its score
    (None: it states none)."""
    if text in _BEFORE:
        return _BEFORE[text]
    paragraph = Paragraph.of([(1, text)])
    note = note_label(text) is not None
    title = title_of(text) is not None
    sentences = paragraph.sentences()
    said = any(is_score(s.text) or is_make(s.text) for s in sentences)
    acts: tuple[Declaration, ...] | None = ()
    stated: StatedScore | None = None
    if said and not note:
        found: list[Diagnostic] = []
        problems = LineProblems(found)
        score = [s.text for s in sentences if is_score(s.text)]
        if score:
            stated = read_score(" ".join(score), 1, 1, problems, Seat.S)
        made = [act for s in sentences if is_make(s.text)
                for act in read_make(paragraph, s, problems, Seat.S)]
        acts = None if found else tuple(made)
    reading = (note, title, said, acts, stated)
    if len(_BEFORE) < _KEEP:
        _BEFORE[text] = reading
    return reading


def _after(text: str) -> tuple[bool, tuple[StatedResult | None, ...]]:
    """A paragraph after the table: whether it is a labelled note, and the reading of
    each of its sentences that looks like a result (None: not read without a
    problem)."""
    if text in _AFTER:
        return _AFTER[text]
    paragraph = Paragraph.of([(1, text)])
    readings: list[StatedResult | None] = []
    note = note_label(text) is not None
    if not note:
        for stated in (s for s in paragraph.sentences() if is_result(s.text)):
            tried: list[Diagnostic] = []
            reading = read_result_sentence(paragraph, stated, LineProblems(tried))
            readings.append(reading if reading is not None and not tried else None)
    reading_of = (note, tuple(readings))
    if len(_AFTER) < _KEEP:
        _AFTER[text] = reading_of
    return reading_of


def read_compact(printed: HandParts, extra_notes: list[Part]) -> CompactDeal | None:
    """The deal of a printed hand with its cards as integers, or None when any of its
    parts is not in a form this reader knows (the hand is then read in full)."""
    if printed.diagram is None or printed.table is None:
        return None
    declaration: list[Declaration] = []
    score: StatedScore | None = None  # the last paragraph's that states one, as in full
    title = False
    for part in [*printed.before, *extra_notes]:
        text = _text(part)
        if not text:
            continue
        note, is_title, said, acts, stated = _before(text)
        if note:
            continue
        if not title and is_title:
            title = True
            continue
        if said:
            if acts is None:
                return None
            declaration.extend(acts)
            score = stated or score
    result: StatedResult | None = None
    looked = False  # a sentence that looks like a result was met
    for part in printed.after:
        note, readings = _after(_text(part))
        if note:
            continue
        for reading in readings:
            looked = True
            if reading is not None:
                result = reading
                break
        if result is not None:
            break
    if looked and result is None:
        return None  # the full reader reports the sentence not understood
    hands = _hands(printed.diagram)
    if hands is None:
        return None
    play = _play(printed.table)
    if play is None:
        return None
    cards, marks, columns = play
    return CompactDeal(Seat.S, hands, None, tuple(declaration), cards, [-1] * 13,
                       marks if any(m != -1 for m in marks) else [], None, result, None,
                       Naming.BOOK, columns, score=score)

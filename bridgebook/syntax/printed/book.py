"""Assemble the hands of a printed book's text into the model's deals.

A hand starts at its heading (``ILLUSTRATIVE HAND NO. 12``), or, in a text without
headings, at a diagram or table that follows a finished hand. Its paragraphs before
the play are notes, the title and the score and make sentences; the first sentence
after the table that reads as a result is its result. Notes headed ``NOTES ON …
HAND NO. 12`` go to hand 12 wherever they stand. Other prose between hands is
skipped, and not reported; above a heading, a paragraph of the hand's own score and
make sentences is the hand's, and one that opens as a book's score sentence ("The
score is …") is the hand's even when it does not read, so that its P030 is said.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import (
    Card,
    Deal,
    Declaration,
    Hand,
    Holding,
    Naming,
    Note,
    Play,
    Seat,
    Span,
    StatedResult,
    StatedScore,
    Suit,
)
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.printed.diagram import read_diagram
from bridgebook.syntax.printed.layout import HEADING, Part, parts_of
from bridgebook.syntax.printed.sentences import (
    Paragraph,
    deal_named,
    is_make,
    is_result,
    is_score,
    note_label,
    note_of,
    opens_as_score,
    read_make,
    read_result_sentence,
    title_of,
)
from bridgebook.syntax.printed.table import read_tables
from bridgebook.syntax.scores import read_score


@dataclass(slots=True)
class Notes:
    """Notes headed by a hand's number (``NOTES ON ILLUSTRATIVE HAND NO. 12``): the
    heading and the paragraphs under it."""

    heading: Part
    parts: list[Part] = field(default_factory=list)

    def number_span(self) -> Span:
        """The place of the hand's number in the heading."""
        line, raw = self.heading.lines[0]
        m = HEADING.match(raw)
        if m is None or m.start("number") < 0:
            stripped = raw.strip()
            return Span(line, raw.find(stripped) + 1, line,
                        raw.find(stripped) + 1 + len(stripped))
        return Span(line, m.start("number") + 1, line, m.end("number") + 1)


@dataclass(slots=True)
class HandParts:
    """The parts of one printed hand, gathered in the order the book gives them."""

    heading: Part | None = None
    number: int | None = None
    before: list[Part] = field(default_factory=list)
    diagram: Part | None = None
    table: Part | None = None
    after: list[Part] = field(default_factory=list)
    notes: list[Part] = field(default_factory=list)
    result_done: bool = False

    @property
    def has_hand(self) -> bool:
        return self.diagram is not None or self.table is not None


def gather(parts: list[Part]) -> tuple[list[HandParts], dict[int, Notes], list[Part]]:
    """The hands of a text, the notes headed by a hand's number, and the headings that
    have no hand under them."""
    hands: list[HandParts] = []
    current: HandParts | None = None
    notes_of: dict[int, Notes] = {}
    notes_for: int | None = None
    pending: list[Part] = []
    between: list[Part] = []  # after a finished hand: the next hand's, if its own
    late: list[Part] = []  # notes after a hand's result: perhaps the next hand's
    empty: list[Part] = []

    def close() -> None:
        nonlocal current
        if current is not None:
            if current.has_hand:
                hands.append(current)
            elif current.heading is not None:
                empty.append(current.heading)
        current = None

    for part in parts:
        if part.kind == "heading":
            if part.notes:
                notes_for = part.number
                notes_of.setdefault(part.number or 0, Notes(part))
                continue
            notes_for = None
            if current is not None and not current.has_hand and current.heading is None:
                current.heading, current.number = part, part.number
                continue
            if (current is not None and current.number is None and current.heading is None
                    and current.diagram is not None and current.table is None):
                current.number = part.number  # 'No. 12' printed under a diagram
                continue
            close()
            # What stands before a hand's heading is the book's prose (a chapter, the
            # laws), skipped as prose between hands is; only a paragraph that reads
            # as the hand's own (a labelled note, its score or make sentence) is kept.
            current = HandParts(part, part.number,
                               [p for p in [*pending, *between] if _reads_as_hand(p)])
            pending, between, late = [], [], []
        elif part.kind in ("diagram", "table"):
            notes_for = None
            if current is None or (part.kind == "diagram" and current.has_hand) or (
                    part.kind == "table" and current.table is not None):
                carried = _carried(current, late, between) if current is not None else []
                close()
                current = HandParts(None, None,
                                    [p for p in [*pending, *carried] if _belongs(p)])
                pending, between, late = [], [], []
            if part.kind == "diagram":
                current.diagram = part
            else:
                current.table = part
        elif notes_for is not None:
            notes_of[notes_for].parts.append(part)
        elif current is None:
            pending.append(part)
        elif current.table is None:
            current.before.append(part)
        elif not current.result_done or _labelled(part):
            if current.result_done:
                late.append(part)
            current.after.append(part)
            current.result_done = True
        else:
            between.append(part)
    close()
    return hands, notes_of, empty


def _carried(finished: HandParts, late: list[Part], between: list[Part]) -> list[Part]:
    """What stands between a finished hand and the diagram (or table) that starts the
    next with no heading: the next hand's, as the paragraphs before a diagram are. The
    notes printed after the finished hand's result are the next hand's too where the
    book prints a hand's notes before its diagram (the finished hand's were), and are
    taken from the finished hand."""
    if not late or not any(_labelled(p) for p in finished.before):
        return between
    finished.after = [p for p in finished.after if p not in late]
    return sorted([*late, *between], key=lambda p: p.first)


def _labelled(part: Part) -> bool:
    return note_label(Paragraph.of(part.lines).text) is not None


def _belongs(part: Part) -> bool:
    """Whether a paragraph before a hand with no heading is the hand's own: a note
    with its label, a title, or the score and make sentences (not prose)."""
    text = Paragraph.of(part.lines).text
    return (note_label(text) is not None or title_of(text) is not None
            or is_score(text) or is_make(text))


def _reads_as_hand(part: Part) -> bool:
    """Whether a paragraph before a hand's heading is the hand's own: a labelled note,
    or sentences of the score and the make that read without a problem ("The score
    is love-all.", not "The dealer should look at the score before he declares."),
    or that open as a book's score sentence ("The score is umpteen to nothing.": the
    hand's, its P030 said when it is read)."""
    paragraph = Paragraph.of(part.lines)
    text = paragraph.text
    if note_label(text) is not None:
        return True
    sentences = paragraph.sentences()
    said = [s for s in sentences if is_score(s.text) or is_make(s.text)]
    if not said or len(said) != len(sentences):
        return False  # prose, or prose around the sentences
    if any(opens_as_score(s.text) for s in said):
        return True
    found: list[Diagnostic] = []
    for sentence in said:
        if is_score(sentence.text):
            read = read_score(sentence.text, 1, 1, LineProblems(found), Seat.S)
            if read is None:
                return False
        if is_make(sentence.text) and not read_make(paragraph, sentence,
                                                    LineProblems(found), Seat.S):
            return False
    return not found


def read_parts(lines: Iterable[str]) -> tuple[list[HandParts], dict[int, Notes],
                                             list[Part]]:
    """The hands of a printed book's text (each as its parts), the notes headed by a
    hand's number, and the headings that have no hand under them."""
    text = [line.rstrip("\r\n") for line in lines]
    if text and text[0][:1] == "\ufeff":
        text[0] = text[0][1:]
    return gather(parts_of(text))


def unplaced(hands: list[HandParts], notes_of: dict[int, Notes], empty: list[Part]
             ) -> list[Diagnostic]:
    """The headings with no hand under them (P043) and the notes on a hand the text
    does not hold (P044)."""
    found = []
    for heading in empty:
        line, raw = heading.lines[0]
        stripped = raw.strip()
        found.append(make("P043", f"{stripped!r} heads no hand: no diagram or play table "
                          "follows it", Span(line, raw.find(stripped) + 1, line,
                                            raw.find(stripped) + 1 + len(stripped)),
                          hint="the diagram or the table of this hand was not found: is "
                               "its box or its row of seats printed?"))
    for number, notes in unheld_notes(hands, notes_of):
        found.append(make("P044", f"notes on hand {number}, which this text does not "
                          "hold", notes.number_span(), severity=None,
                          hint="check the hand's number in the notes' heading"))
    return found


def unheld_notes(hands: list[HandParts], notes_of: dict[int, Notes]
                 ) -> list[tuple[int, Notes]]:
    """The notes headed by the number of a hand the text does not hold (P044)."""
    numbers = {printed.number for printed in hands}
    return [(number, notes) for number, notes in notes_of.items()
            if number not in numbers and notes.parts]


def unheld_lines(lines: Iterable[str]) -> list[str]:
    """The text of the notes on hands a printed text does not hold (P044), heading
    and paragraphs as printed, a blank line between paragraphs: the import keeps
    them, the notation having no deal to put them on."""
    hands, notes_of, _ = read_parts(lines)
    out: list[str] = []
    for _, notes in unheld_notes(hands, notes_of):
        for part in (notes.heading, *notes.parts):
            if out:
                out.append("")
            out.extend(raw.strip() for _, raw in part.lines)
    return out


def notes_for(printed: HandParts, notes_of: dict[int, Notes]) -> list[Part]:
    """The notes headed by the hand's number, wherever they stand."""
    notes = notes_of.get(printed.number) if printed.number is not None else None
    return notes.parts if notes is not None else []


def iter_printed(lines: Iterable[str]) -> Iterator[tuple[Deal | None, list[Diagnostic]]]:
    """The deals of a printed book's text, one by one, each with the problems met
    reading it (the reader of ``.txt`` files)."""
    hands, notes_of, empty = read_parts(lines)
    for problem in unplaced(hands, notes_of, empty):
        yield None, [problem]
    position = 0
    for printed in hands:
        for deal, problems in deals_of(printed, notes_for(printed, notes_of), position):
            position += 1
            yield deal, problems


def deals_of(printed: HandParts, extra_notes: list[Part], position: int
           ) -> list[tuple[Deal, list[Diagnostic]]]:
    found: list[Diagnostic] = []
    problems = LineProblems(found)
    dealer = Seat.S
    meta: dict[str, str] = {}
    spans: dict[str, Span] = {}
    title: str | None = None
    stated_score: StatedScore | None = None
    # Each act of the make with the deal its sentence names (None: every deal's), for
    # a two-deal table: "No. 1. Z makes it no-trumps. No. 2. Z makes it hearts."
    declaration: list[tuple[int | None, Declaration]] = []
    deal_notes: list[Note] = []
    trick_notes: list[tuple[int, Note]] = []
    number = printed.number
    if printed.heading is not None:
        line, raw = printed.heading.lines[0]
        stripped = raw.strip()
        meta["source"] = stripped
        spans["source"] = Span(line, raw.find(stripped) + 1, line,
                               raw.find(stripped) + 1 + len(stripped))
    for part in [*printed.before, *extra_notes]:
        paragraph = Paragraph.of(part.lines)
        if not paragraph.text:
            continue
        label = note_label(paragraph.text)
        if label is not None:
            note = note_of(paragraph)
            (trick_notes.append((label[1], note)) if label[1] is not None
             else deal_notes.append(note))
            continue
        if title is None and (found_title := title_of(paragraph.text)) is not None:
            title = found_title
            meta["title"] = title
            spans["title"] = paragraph.span(0, len(paragraph.text))
            continue
        sentences = paragraph.sentences()
        if any(is_score(s.text) or is_make(s.text) for s in sentences):
            score = [s for s in sentences if is_score(s.text)]
            if score:
                meta["score"] = " ".join(s.text for s in score)
                spans["score"] = paragraph.span(score[0].offset,
                                                score[-1].offset + len(score[-1].text))
                # Read by the notation's score reader, as 'score:' of the import is.
                stated_score = read_score(meta["score"], spans["score"].line,
                                          spans["score"].column, problems, dealer)
            named: int | None = None
            for sentence in sentences:
                named = deal_named(sentence.text, named)
                if is_make(sentence.text):
                    declaration.extend((named, act) for act in read_make(
                        paragraph, sentence, problems, dealer))
            makes = [s.text for s in sentences if is_make(s.text)]
            if makes:
                meta["printed:make"] = " ".join(makes)
            continue
        deal_notes.append(note_of(paragraph))
    # The result of each deal its sentence names (None: no deal named), in the order
    # printed, and the first result-like sentence of each not understood: a two-deal
    # table's "No. 1. The dealer loses four by cards. No. 2. ..."
    results: dict[int | None, StatedResult] = {}
    unread: dict[int | None, list[Diagnostic]] = {}
    for part in printed.after:
        paragraph = Paragraph.of(part.lines)
        label = note_label(paragraph.text)
        if label is not None:
            note = note_of(paragraph)
            (trick_notes.append((label[1], note)) if label[1] is not None
             else deal_notes.append(note))
            continue
        # The first sentence that reads as a result is the result: one that only
        # looks like one ("A little more care wins the game.", the article read as
        # seat A) is passed over, and reported only if no sentence reads.
        named = None
        for stated in paragraph.sentences():
            if None in results:
                break  # a result that names no deal: the one result
            named = deal_named(stated.text, named)
            if named in results or not is_result(stated.text):
                continue
            tried: list[Diagnostic] = []
            reading = read_result_sentence(paragraph, stated, LineProblems(tried))
            if reading is not None and not tried:
                results[named] = reading
            elif named not in unread:
                unread[named] = tried or [make(
                    "P006", f"result not understood: {stated.text!r}",
                    paragraph.span(stated.offset, stated.offset + len(stated.text)))]
    for named, problem in unread.items():
        if named not in results and (named is not None or not results):
            found.extend(problem)
    hands: list[Hand] = []
    naming = Naming.BOOK
    if printed.diagram is not None:
        read = read_diagram(printed.diagram.lines, problems)
        hands = read.hands
        naming = Naming.BOOK if read.book_letters else Naming.COMPASS
        if number is None:
            number = read.number
    plays: list[Play | None] = [None]
    if printed.table is not None:
        tables = read_tables(printed.table.lines, problems)
        if tables:
            plays = [_with_notes(t.play, trick_notes, deal_notes) for t in tables]
        else:
            deal_notes.extend(note for _, note in trick_notes)
    else:
        deal_notes.extend(note for _, note in trick_notes)
    first = (printed.heading or printed.diagram or printed.table)
    assert first is not None
    span = Span(first.first, 1, first.first, len(first.lines[0][1]) + 1)
    deals = []
    for index, play in enumerate(plays):
        deal_hands = hands if hands or play is None else _hands_of(play)
        deals.append((Deal(
            position=position + index + 1, number=number if index == 0 else None,
            title=title, laws=None, dealer=dealer if naming is Naming.BOOK else None,
            naming=naming, meta=dict(meta), meta_spans=dict(spans), hands=tuple(deal_hands),
            declaration=tuple(act for named, act in declaration
                              if len(plays) == 1 or named in (None, index + 1)), play=play,
            result=_result_of(results, index, len(plays)),
            notes=tuple(deal_notes), span=span, score=stated_score if index == 0 else None),
            found if index == 0 else []))
    return deals


def _result_of(results: dict[int | None, StatedResult], index: int, deals: int
               ) -> StatedResult | None:
    """The result of the deal at ``index`` of a text's ``deals``: the one its number
    names where a table of more than one deal names them ("No. 2. The dealer loses
    two by cards."), else the first read, the first deal's."""
    if deals > 1 and any(named is not None for named in results):
        return results.get(index + 1)
    return next(iter(results.values()), None) if index == 0 else None


def _with_notes(play: Play, trick_notes: list[tuple[int, Note]], deal_notes: list[Note]
                ) -> Play:
    """The play with each note on its trick (a trick it does not have: on the deal)."""
    tricks = list(play.tricks)
    for number, note in trick_notes:
        index = next((k for k, t in enumerate(tricks) if t.number == number), None)
        if index is None:
            deal_notes.append(note)
            continue
        tricks[index] = replace(tricks[index], notes=(*tricks[index].notes, note))
    return replace(play, tricks=tuple(tricks))


def _hands_of(play: Play) -> list[Hand]:
    """The hands of a table printed without a diagram: each seat's cards as played."""
    cards: dict[Seat, list[tuple[Card, Span | None]]] = {}
    for trick in play.tricks:
        for played in trick.cards:
            if played.seat is not None:
                cards.setdefault(played.seat, []).append((played.card, played.span))
    hands = []
    for seat in play.columns or ():
        held = cards.get(seat, [])
        holdings = []
        for suit in Suit:
            mine = [(card, span) for card, span in held if card.suit is suit]
            if mine:
                holdings.append(Holding(suit, tuple(c for c, _ in mine), 0, mine[0][1],
                                        tuple(s for _, s in mine if s is not None)))
        spans = [span for _, span in held if span is not None]
        hands.append(Hand(seat, tuple(holdings), Span(spans[0].line, spans[0].column,
                                                      spans[-1].end_line, spans[-1].end_column)
                          if spans else None))
    return hands


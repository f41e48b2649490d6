"""Build the model from the parsed lines, with the span of every part.

The transformer reads what each line holds and builds model values; it checks
nothing about bridge (that is the engine's work), so a record with mistakes
still becomes a model the engine can report on.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from lark import Token, Transformer

from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.model import (
    Auction,
    Call,
    Claim,
    Deal,
    Declaration,
    Hand,
    HandRecord,
    Holding,
    Naming,
    Note,
    Play,
    PlayForm,
    Seat,
    Span,
    StatedResult,
    StatedScore,
    Trick,
)
from bridgebook.model.seats import BOOK_LETTERS
from bridgebook.syntax.keyline import META_KEYS, SEAT_HEAD
from bridgebook.syntax.lexer import known_key, seat_words
from bridgebook.syntax.lines import LineProblems, read_calls, read_holdings, read_trick_cards
from bridgebook.syntax.numbers import numbered_tricks
from bridgebook.syntax.phrases import read_claim, read_declaration, read_result
from bridgebook.syntax.scores import read_score

_KEY_VALUE = re.compile(r"([A-Za-z][A-Za-z\-]*)\s*:\s*(.*)$")
_DEAL_HEAD = re.compile(r"deal\b\s*(?:(?:no\.?|#)\s*)?(\d+)?\s*[:.\-—–]?\s*(.*)$", re.IGNORECASE)
#: A trick row that ends "..." (or "…"): the record stops the play in this trick, the
#: last, with no claim (as PBN and LIN may): its few cards are no error. Commentary in
#: braces may follow the mark (``S3 ... {why}``): it is the last card's.
#: Each part is possessive (one way to read the braces that follow): linear time on
#: any row, a long run of braces too. A ``\}`` in braces is Markdown's escaped brace.
_STOPS = re.compile(r"(\.\.\.|…)(?=(?:\s*+\{(?:[^}\\]|\\.|\\$)*+\}?+)*+\s*+$)")
_BRACED = re.compile(r"\{(?:[^}\\]|\\.|\\$)*(\})?")
_ROW_HEAD = re.compile(r"(?:(\d+)\s*[.):]?\s+)?(?:(north|east|south|west|[neswzayb])\s*:\s*)?",
                       re.IGNORECASE)
#: A deal is never longer than this many tricks; a longer play is refused (P011).
MAX_TRICKS = 40


def _span(tok: Token) -> Span:
    return Span(tok.line or 1, tok.column or 1, tok.end_line or tok.line or 1,
                tok.end_column or (tok.column or 1) + len(tok))


def _name_span(head: Token, names: list[str], which: int) -> Span:
    """The span of one seat's name on the head line of a pair of hands side by side
    (``A        B``): a problem of that hand points at its name, not at the line."""
    if not names:
        return _span(head)
    text = str(head)
    at = text.find(names[0]) if which == 0 else text.rfind(names[-1])
    line, column = head.line or 1, (head.column or 1) + at
    return Span(line, column, line, column + len(names[which]))


@dataclass
class _HandPart:
    seat: Seat | None
    holdings: list[Holding]
    span: Span
    seat_text: str | None


@dataclass
class _PlayPart:
    columns: tuple[Seat, ...] | None
    names: list[str]
    notes: list[Note]
    tricks: list[tuple[Token, list[Token], tuple[Seat, ...] | None]]
    span: Span
    head: Span | None = None


@dataclass
class _AuctionPart:
    head: Token
    seats_row: Token | None
    rows: list[Token]
    open: bool = False  # a '+' after the last call


@dataclass
class _Builder:
    """Gathers the items of one deal."""

    problems: LineProblems
    seats_seen: list[tuple[str, Span]] = field(default_factory=list)

    def seat(self, text: str, span: Span) -> Seat | None:
        try:
            seat = Seat.parse(text)
        except ValueError:
            self.problems.found.append(make("P009", f"not a seat: {text!r}", span))
            return None
        self.seats_seen.append((text, span))
        return seat


class DealTransformer(Transformer[Token, HandRecord]):
    """Called by the LALR parser as it reduces each rule (no tree is built)."""

    def __init__(self, problems: list[Diagnostic]) -> None:
        super().__init__()
        self.problems = LineProblems(problems)
        #: The place of each row's '...' (the play stops there) and the mark as it was
        #: typed ('...' or '…'), by the row's span.
        self.stop_marks: dict[Span | None, tuple[Span, str]] = {}

    # --- lines that group -----------------------------------------------------

    def hand(self, children: list[Token]) -> _HandPart:
        head, rows = children[0], children[1:]
        m = SEAT_HEAD.match(head)
        seat_text = m.group(1) if m else None
        rest_at = m.end() if m else 0
        holdings = read_holdings(head[rest_at:], head.line or 1, (head.column or 1) + rest_at,
                                 self.problems) if head[rest_at:].strip() else []
        for row in rows:
            holdings.extend(read_holdings(str(row), row.line or 1, row.column or 1,
                                          self.problems))
        end = rows[-1] if rows else head
        span = Span(head.line or 1, head.column or 1, end.end_line or 1, end.end_column or 1)
        return _HandPart(None, holdings, span, seat_text)

    def compass_pair(self, children: list[Token]) -> list[_HandPart]:
        head, rows = children[0], children[1:]
        names = seat_words(str(head)) or []
        right_col = (head.column or 1) + str(head).rfind(names[-1]) if names else 0
        left: list[Holding] = []
        right: list[Holding] = []
        for row in rows:
            groups = read_holdings(str(row), row.line or 1, row.column or 1, self.problems)
            for group in groups:
                on_right = group.span is not None and group.span.column >= right_col - 2
                (right if on_right or (len(groups) == 2 and group is groups[1]) else left
                 ).append(group)
        return [_HandPart(None, left, _name_span(head, names, 0), names[0] if names else None),
                _HandPart(None, right, _name_span(head, names, -1),
                          names[-1] if len(names) > 1 else None)]

    def auction(self, children: list[Token]) -> _AuctionPart:
        head = children[0]
        seats_row = next((c for c in children[1:] if c.type == "SEATS_ROW"), None)
        rows = [c for c in children[1:] if c.type == "CALLS_ROW"]
        return _AuctionPart(head, seats_row, rows)

    def play(self, children: list[Token]) -> _PlayPart:
        head: Token = children[0]
        columns_text = str(head).split(":", 1)[1] if ":" in head else ""
        notes: list[Note] = []
        tricks: list[tuple[Token, list[Token], tuple[Seat, ...] | None]] = []
        columns: tuple[Seat, ...] | None = None
        names: list[str] = []
        first: Token | None = None
        if columns_text.strip():
            columns, names = self._columns(head, columns_text, after_play=True)
        for child in children[1:]:
            kind = child.type
            if kind == "TRICK_ROW":
                tricks.append((child, [], columns))
            elif kind == "SEATS_ROW":
                # A row of seats (again) sets the columns from here on.
                columns, names_here = self._columns(child, str(child), after_play=False)
                names.extend(names_here)
                first = first or child
            elif tricks:
                tricks[-1][1].append(child)  # commentary after a trick is on that trick
            else:
                notes.append(_note(child))
        source = first if first is not None and not columns_text.strip() else head
        start = tricks[0][2] if tricks else columns
        return _PlayPart(start, names, notes, tricks, _span(source), _span(head))

    def _columns(self, source: Token, text: str, after_play: bool
                 ) -> tuple[tuple[Seat, ...] | None, list[str]]:
        """The seats of a play table's columns, from 'play: A Y B Z' or a row of seats."""
        names = seat_words(text)
        if names:
            columns = tuple(Seat.parse(name) for name in names)  # seat_words matched each
            if len(set(columns)) != 4:
                self.problems.add("P008", f"a play table needs the four seats once each, "
                                  f"not {text.strip()!r}", source.line or 1,
                                  source.column or 1, len(source))
                return None, names
            return columns, names
        if after_play:
            self.problems.add("P001", f"after 'play:' expected the seats of the table's "
                              f"columns, not {text.strip()!r}", source.line or 1,
                              source.column or 1, len(source))
        return None, []

    # --- the deal and the file -----------------------------------------------

    def deal(self, children: list[Any]) -> tuple[Token, list[Any]]:
        return children[0], children[1:]

    def start(self, children: list[Any]) -> HandRecord:
        items = [c for c in children if not (isinstance(c, tuple) and isinstance(c[0], Token)
                                            and c[0].type == "DEAL")]
        deals_raw = [c for c in children if isinstance(c, tuple) and isinstance(c[0], Token)
                     and c[0].type == "DEAL"]
        file_meta: dict[str, str] = {}
        file_spans: dict[str, Span] = {}
        if not deals_raw:
            if not items:
                return HandRecord((), {})
            return HandRecord((self._deal(None, items, 1, {}),), {})
        for item in items:
            if isinstance(item, Token) and item.type == "META":
                key, value = _key_value(item)
                file_meta[key] = value
                file_spans[key] = _meta_span(item, key)
            elif isinstance(item, Token) and item.type == "NOTE":
                continue
            else:
                where = _first_span(item)
                self.problems.found.append(make(
                    "P001", "this stands before the first 'deal' line, so it belongs to no deal",
                    where, hint="move it below a 'deal' line, or remove the 'deal' lines"))
        if file_meta.get("dealer", "").strip():
            # The file's dealer, reported once here, not with every deal.
            _Builder(self.problems).seat(file_meta["dealer"].strip(), file_spans["dealer"])
        # The score before the first deal is the score when the first hand was
        # played: that deal's, not every deal's (the score moves with each hand).
        later = {k: v for k, v in file_meta.items() if k != "score"}
        deals = tuple(self._deal(head, body, index, file_meta if index == 1 else later,
                                 file_spans if index == 1 else None)
                      for index, (head, body) in enumerate(deals_raw, start=1))
        if "score" in file_spans and deals and deals[0].meta_spans.get(
                "score") != file_spans["score"]:
            first = deals[0]
            self.problems.found.append(make(
                "P045", f"the score before the first deal is not read: deal {first.ident} "
                "states its own", file_spans["score"],
                hint=f"keep one: the file's {file_meta['score']!r} or the deal's "
                     f"{first.meta.get('score', '')!r}"))
        return HandRecord(deals, file_meta, file_spans)

    def _deal(self, head: Token | None, items: list[Any], position: int,
              file_meta: dict[str, str], file_spans: dict[str, Span] | None = None) -> Deal:
        builder = _Builder(self.problems)
        number: int | None = None
        title: str | None = None
        if head is not None:
            m = _DEAL_HEAD.match(str(head))
            if m:
                number = int(m.group(1)) if m.group(1) else None
                title = m.group(2).strip() or None
        meta = dict(file_meta)
        meta_spans: dict[str, Span] = {}
        if file_spans and "score" in file_spans:
            meta_spans["score"] = file_spans["score"]  # the first deal's, read as its own
        notes: list[Note] = []
        parts: list[_HandPart] = []
        lone: _HandPart | None = None
        make_tokens: list[Token] = []
        auction_part: _AuctionPart | None = None
        play_parts: list[_PlayPart] = []
        claim_token: Token | None = None
        result_token: Token | None = None
        for item in items:
            if not (isinstance(item, Token) and item.type == "LONE_ROW"):
                lone = None
            if isinstance(item, Token):
                kind = item.type
                if kind == "META":
                    key, value = _key_value(item)
                    meta[key] = value
                    meta_spans[key] = _meta_span(item, key)
                elif kind == "NOTE":
                    notes.append(_note(item))
                elif kind == "LONE_ROW":
                    holdings = read_holdings(str(item), item.line or 1, item.column or 1,
                                             self.problems)
                    if lone is None:
                        lone = _HandPart(None, [], _span(item), None)
                        parts.append(lone)
                    lone.holdings.extend(holdings)
                    lone.span = Span(lone.span.line, lone.span.column, item.end_line or 1,
                                     item.end_column or 1)
                elif kind == "MAKE":
                    make_tokens.append(item)
                elif kind == "CLAIM":
                    claim_token = item
                elif kind == "RESULT":
                    result_token = item
            elif isinstance(item, _HandPart):
                parts.append(item)
            elif isinstance(item, list):
                parts.extend(item)
            elif isinstance(item, _AuctionPart):
                if auction_part is not None:
                    first_line = auction_part.head.line or 1
                    self.problems.found.append(make(
                        "P019", f"a deal has one auction, begun at line {first_line}; the "
                        "calls below are read as going on from it", _span(item.head),
                        hint="remove this 'auction:' line (or start a new deal above it)"))
                    _, value, value_col = _after_colon(item.head)
                    if value.strip():  # calls on the 'auction:' line itself
                        auction_part.rows.append(Token(
                            "CALLS_ROW", value, line=item.head.line, column=value_col))
                    auction_part.rows.extend(item.rows)
                    auction_part.seats_row = auction_part.seats_row or item.seats_row
                else:
                    auction_part = item
            elif isinstance(item, _PlayPart):
                if play_parts:
                    first = play_parts[0].head or play_parts[0].span
                    self.problems.found.append(make(
                        "P019", f"a deal has one play, begun at line {first.line}; the "
                        "tricks below are read as going on from it", item.head or item.span,
                        hint="remove this 'play:' line (or start a new deal above it)"))
                play_parts.append(item)
                # Commentary between 'play:' and the first trick is the deal's (the
                # play holds none of its own): kept with the deal's, in its order.
                notes.extend(item.notes)
        if "board" in meta and number is None and meta["board"].strip().isdecimal():
            number = int(meta["board"].strip())
        title = title or meta.get("title")
        dealer = self._dealer(meta, meta_spans, builder)
        hands = tuple(self._hand(part, builder) for part in parts)
        declaration: list[Declaration] = []
        for tok in make_tokens:
            _, value, value_col = _after_colon(tok)
            # "the dealer" of a record that names none is South, as the check reads it
            declaration.extend(read_declaration(value, tok.line or 1, value_col, self.problems,
                                                dealer or Seat.S))
        if declaration:
            # the record's own lines of the make and the doubling ("make: The dealer,
            # Z, makes it no-trump.", then "doubling: A doubles"), one a line: a
            # conversion to the notation (through JSON too) writes them as they were
            # where they state the deal's acts (the writers compare the acts, never
            # this text, with the acts' own words)
            meta["make"] = "\n".join(" ".join(str(tok).split()) for tok in make_tokens)
        auction = self._auction(auction_part, builder) if auction_part else None
        if auction_part is not None and auction_part.open:
            meta["auction-open"] = "yes"  # '+': the auction goes on, unrecorded (as PBN)
        play = self._play(play_parts, builder) if play_parts else None
        claim = self._claim(claim_token, dealer) if claim_token is not None else None
        result = self._result(result_token) if result_token is not None else None
        naming = self._naming(builder, make_tokens, claim_token, declaration)
        if dealer is None and naming is Naming.BOOK:
            dealer = Seat.S
        score = self._score(meta, meta_spans, dealer or Seat.S)
        span = _span(head) if head is not None else (_first_span(items[0]) if items else None)
        return Deal(position=position, number=number, title=title, laws=meta.get("laws"),
                    dealer=dealer, naming=naming, meta=meta, meta_spans=meta_spans,
                    hands=hands, declaration=tuple(declaration), auction=auction, play=play,
                    claim=claim, result=result, notes=tuple(notes), span=span, score=score)

    def _score(self, meta: dict[str, str], spans: dict[str, Span],
               dealer: Seat) -> StatedScore | None:
        """The deal's own ``score:`` line, read (P030 when it cannot be)."""
        span = spans.get("score")
        if span is None or not meta.get("score", "").strip():
            return None
        return read_score(meta["score"], span.line, span.column, self.problems, dealer)

    def _dealer(self, meta: dict[str, str], spans: dict[str, Span],
                builder: _Builder) -> Seat | None:
        text = meta.get("dealer", "").strip()
        if not text:
            return None
        if "dealer" not in spans:  # the file's: reported once, by ``start``
            try:
                return Seat.parse(text)
            except ValueError:
                return None
        return builder.seat(text, spans["dealer"])

    def _hand(self, part: _HandPart, builder: _Builder) -> Hand:
        seat = None
        if part.seat_text is not None:
            seat = builder.seat(part.seat_text, Span.point(part.span.line, part.span.column,
                                                           len(part.seat_text)))
        return Hand(seat, tuple(part.holdings), part.span)

    def _auction(self, part: _AuctionPart, builder: _Builder) -> Auction:
        calls: list[Call] = []
        first: Seat | None = None
        columns: list[Seat] = []
        if part.seats_row is not None:
            for name in seat_words(str(part.seats_row)) or []:
                seat = builder.seat(name, _span(part.seats_row))
                if seat is not None:
                    columns.append(seat)
        _, value, value_col = _after_colon(part.head)
        table = bool(columns)
        rows = [(value, part.head.line or 1, value_col)] + [
            (str(r), r.line or 1, r.column or 1) for r in part.rows]
        last = max((i for i, row in enumerate(rows) if row[0].strip()), default=None)
        if last is not None and rows[last][0].split()[-1] == "+":
            # A '+' after the last call: the auction goes on, unrecorded (PBN's '+').
            text, line, col = rows[last]
            rows[last] = (text[:text.rstrip().rfind("+")], line, col)
            part.open = True
        for text, line, col in rows:
            if not text.strip():
                continue
            cells = read_calls(text, line, col, self.problems, table=table)
            for index, call in enumerate(cells):
                if call is None:
                    continue
                if first is None and columns and not calls:
                    first = columns[index % len(columns)]
                calls.append(call)
        return Auction(tuple(calls), first, _span(part.head))

    def _play(self, parts: list[_PlayPart], builder: _Builder) -> Play:
        rows = [row for part in parts for row in part.tricks]
        if len(rows) > MAX_TRICKS:
            row = rows[MAX_TRICKS][0]
            self.problems.add("P011", f"a play of {len(rows)} tricks is refused: a deal "
                              "has thirteen", row.line or 1, row.column or 1)
            rows = rows[:MAX_TRICKS]
        tricks = [self._trick(row, notes, columns, builder) for row, notes, columns in rows]
        tricks = self._numbered(tricks)
        self._stops_early(tricks)
        for part in parts:
            for name in part.names:
                builder.seats_seen.append((name, part.span))
        return Play(tuple(tricks), parts[0].columns, parts[0].span)

    def _stops_early(self, tricks: list[Trick]) -> None:
        """A row's '...' says the play stops in that trick: on a row before the last
        it says what the rows after it deny (P047). The rows are all read, and the
        mark is not kept. A row short of cards so marked is wrong whichever is meant
        (a trick in the middle of the play has four cards): its P047 is an error and
        the one message on it (the trick short of cards is not told again, L006)."""
        for index, trick in enumerate(tricks[:-1]):
            if not trick.stops:
                continue
            mark, typed = self.stop_marks.get(trick.span) or (
                trick.span or Span.point(1, 1), "...")
            number = trick.number or index + 1
            after = len(tricks) - index - 1
            follow = f"{after} more trick{' follows' if after == 1 else 's follow'}"
            short = len(trick.cards) < 4 and not trick.damaged
            if short:
                n = len(trick.cards)
                missing = "missing card" if n == 3 else f"{4 - n} missing cards"
                self.problems.found.append(make(
                    "P047", f"'{typed}' says the play stops in trick {number}, but {follow};"
                    f" and trick {number} has {n} card{'' if n == 1 else 's'}, not four",
                    mark, severity=Severity.ERROR,
                    hint=f"a play stops only in its last row: give trick {number} its "
                    f"{missing} and remove the '{typed}', or remove the rows after it if "
                    "the play stops here"))
            else:
                self.problems.found.append(make(
                    "P047", f"'{typed}' says the play stops in trick {number}, but {follow}",
                    mark, hint=f"a play stops only in its last row: remove the '{typed}' (the "
                    "rows after it are read), or the rows after it if the play stops here"))
            tricks[index] = replace(trick, stops=False, damaged=trick.damaged or short)

    def _numbered(self, tricks: list[Trick]) -> list[Trick]:
        """Check the written trick numbers (P020) and put the tricks in their order."""
        return numbered_tricks(tricks, self.problems.found, _number_place)

    def _trick(self, row: Token, note_tokens: list[Token], columns: tuple[Seat, ...] | None,
               builder: _Builder) -> Trick:
        text = str(row)
        head = _ROW_HEAD.match(text)
        number = int(head.group(1)) if head and head.group(1) else None
        leader = None
        if head and head.group(2):
            leader = builder.seat(head.group(2), Span.point(row.line or 1,
                                  (row.column or 1) + head.start(2), len(head.group(2))))
        start = head.end() if head else 0
        before = len(self.problems.found)
        stops = _STOPS.search(text, start)  # "1. E: SQ ...": the play stops here
        after: list[Note] = []  # the commentary in braces after the '...'
        if stops is not None:
            self.stop_marks[_span(row)] = (Span.point(
                row.line or 1, (row.column or 1) + stops.start(), len(stops[1])), stops[1])
            after = [Note(m[0][1:-1 if m[1] else None].lstrip("{").strip(), Span.point(
                row.line or 1, (row.column or 1) + m.start(), len(m[0])))
                for m in _BRACED.finditer(text, stops.end())]
            # The mark blanked out: the commentary after it is the last card's.
            text = text[:stops.start()] + " " * (stops.end() - stops.start()) + \
                text[stops.end():]
        cells = read_trick_cards(text[start:], row.line or 1, (row.column or 1) + start,
                                 self.problems, columns)
        # A cell not read as a card leaves the row short: told at the cell (P002).
        unread = any(d.code == "P002" for d in self.problems.found[before:])
        notes = tuple(_note(t) for t in note_tokens) if note_tokens else ()
        if after:
            # Commentary after the '...' with no card before it to take it (a row of
            # '...' alone, or a table's empty cell before it) is on the trick.
            # (a card's note may be several in braces: 'S3 ... {a}{b}')
            kept = [c.note.span for c in cells
                    if c is not None and c.note is not None and c.note.span is not None]
            notes = tuple(n for n in after if n.span is not None and not any(
                k.line == n.span.line and k.column <= n.span.column < k.end_column
                for k in kept)) + notes
        span = _span(row)
        if columns is not None:
            damaged = len(cells) != len(columns)
            if damaged:
                more = len(cells) > len(columns)
                self.problems.add("P008", f"this row has {len(cells)} cards but the table has "
                                  f"{len(columns)} columns", row.line or 1, row.column or 1,
                                  len(text), hint=_TOO_MANY if more else _TOO_FEW)
            cards = tuple(c for c in cells[: len(columns)] if c is not None)
            extra = tuple(c for c in cells[len(columns):] if c is not None)
            return Trick(cards, PlayForm.TABLE, number, leader, notes, span, damaged or unread,
                         extra, stops is not None)
        cards = tuple(c for c in cells if c is not None)
        damaged = len(cards) != len(cells)
        # A cell not read keeps its place: the cards after it keep their players (in
        # a row of four cells or fewer; in a longer one a cell is too many anyway).
        gaps = (tuple(k for k, c in enumerate(cells) if c is None)
                if damaged and len(cells) <= 4 else ())
        return Trick(cards, PlayForm.ORDER, number, leader, notes, span, damaged,
                     stops=stops is not None, gaps=gaps)

    def _claim(self, tok: Token, dealer: Seat | None) -> Claim | None:
        _, value, col = _after_colon(tok)
        return read_claim(value, tok.line or 1, col, self.problems, dealer)

    def _result(self, tok: Token) -> StatedResult | None:
        _, value, col = _after_colon(tok)
        return read_result(value, tok.line or 1, col, self.problems)

    def _naming(self, builder: _Builder, make_tokens: list[Token],
                claim: Token | None, declaration: list[Declaration]) -> Naming:
        texts = [t for t, _ in builder.seats_seen if t]
        # A lower-case 'a' in a make is the article ("N makes it no trumps, a bold
        # make") unless an act is read from it ("z declares hearts; a doubles").
        acts = {(d.span.line, d.span.column) for d in declaration if d.span is not None}
        for tok in make_tokens:
            _, value, column = _after_colon(tok)
            texts.extend(m.group(1) for m in _MAKE_LETTER.finditer(value)
                         if m.group(1) != "a" or (tok.line, column + m.start()) in acts)
        book = [t for t in texts if len(t) == 1 and t.lower() in BOOK_LETTERS]
        compass = [t for t in texts if t.lower() not in BOOK_LETTERS]
        if book and compass:
            where = next(span for t, span in builder.seats_seen if t in compass)
            self.problems.found.append(make(
                "P010", f"seats named both ways in one deal: {sorted(set(book))} and "
                f"{sorted(set(compass))}", where,
                hint="name the seats Z A Y B (dealer at South) or N E S W, not both"))
        return Naming.BOOK if book else Naming.COMPASS


#: The fixes of a play table row that does not fit its columns (P008).
_TOO_FEW = "mark an empty cell with '-'"
_TOO_MANY = ("a trick has one card from each player: strike out the card written twice or "
             "carried from another trick")

#: A seat letter of the books in a make line.
_MAKE_LETTER = re.compile(r"\b([ZAYBzayb])\b")


def _number_place(trick: Trick) -> Span:
    """A row's number: it starts the row."""
    span = trick.span or Span.point(1, 1)
    return Span.point(span.line, span.column,
                      len(str(trick.number)) if trick.number is not None else 1)


def _key_value(tok: Token) -> tuple[str, str]:
    m = _KEY_VALUE.match(str(tok))
    if m is None:  # pragma: no cover - the lexer only makes META of key: lines
        return "", str(tok)
    # A key one edit from a keyword is that keyword (reported once, P031, by the lexer).
    return known_key(m.group(1)) or m.group(1).lower(), m.group(2).strip()


def _meta_span(tok: Token, key: str) -> Span:
    """Where a ``key: value`` line's problem is shown: a known key's value (its
    first character to the line's end; the end of the line when it is empty), and
    an unknown key's whole line, so that the key is pointed at."""
    if key not in META_KEYS:
        return _span(tok)
    _, value, column = _after_colon(tok)
    line = tok.line or 1
    return Span(line, column, line, column + max(len(value), 1))


def _after_colon(tok: Token) -> tuple[str, str, int]:
    text = str(tok)
    key, _, value = text.partition(":")
    lead = len(value) - len(value.lstrip())
    return key, value.strip(), (tok.column or 1) + len(key) + 1 + lead


def _note(tok: Token) -> Note:
    return Note(str(tok).lstrip()[1:].strip(), _span(tok))


def _first_span(item: Any) -> Span | None:
    if isinstance(item, Token):
        return _span(item)
    if isinstance(item, _HandPart):
        return item.span
    if isinstance(item, list) and item:
        return _first_span(item[0])
    if isinstance(item, _AuctionPart):
        return _span(item.head)
    if isinstance(item, _PlayPart):
        return item.span
    if isinstance(item, tuple) and item:
        return _first_span(item[0])
    return None

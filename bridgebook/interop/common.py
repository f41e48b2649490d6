"""What the PBN and LIN readers share: hands written as rank letters, tricks won.

>>> hand, found = read_hand("AKQ.T9..J2", Seat.N, line=1, column=8, letters=False)
>>> str(hand.cards), hand.holdings[0].card_spans[1], found
('♠AKQ ♥T9 ♣J2', Span(line=1, column=9, end_line=1, end_column=10), [])
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.replay import trick_winner
from bridgebook.interop.calls import call_text
from bridgebook.interop.fast import holding as fast_holding
from bridgebook.interop.fast import span as fast_span
from bridgebook.model import (
    PRINT_ORDER,
    Card,
    Columns,
    Deal,
    Hand,
    Holding,
    Note,
    Rank,
    Seat,
    Side,
    Span,
    Suit,
)

_RANK_OF = {r.letter: r for r in Rank}
_RANK_OF.update({r.letter.lower(): r for r in Rank})
_SUIT_OF = {"S": Suit.SPADES, "H": Suit.HEARTS, "D": Suit.DIAMONDS, "C": Suit.CLUBS,
            "s": Suit.SPADES, "h": Suit.HEARTS, "d": Suit.DIAMONDS, "c": Suit.CLUBS}
_CARD_OF = {s + r.letter: Card.of(suit, r) for s, suit in _SUIT_OF.items() for r in Rank}
_CARD_OF.update({s + r.letter.lower(): Card.of(suit, r) for s, suit in _SUIT_OF.items()
                 for r in Rank})
_CARD_OF.update({s + "10": Card.of(suit, Rank.TEN) for s, suit in _SUIT_OF.items()})


_BY_SUIT = {suit: {r.letter: Card.of(suit, r) for r in Rank} | {
    r.letter.lower(): Card.of(suit, r) for r in Rank} for suit in Suit}


_RANK_LETTERS = frozenset("AKQJT98765432akqjt")
#: The cards of a suit written in rank letters alone, by the suit and the letters.
_WRITTEN: dict[tuple[Suit, str], tuple[Card, ...]] = {}


#: Cards as PBN and LIN write them (``SA``, ``h10``, ``DT``).
CARD_OF = _CARD_OF


def read_card(text: str) -> Card | None:
    """``SA``, ``h10``, ``DT`` as a card; None when it is no card.

    >>> read_card("h10"), read_card("DT"), read_card("ZZ")
    (Card.H10, Card.D10, None)
    """
    return _CARD_OF.get(text)


def read_hand(text: str, seat: Seat, *, line: int, column: int,
              letters: bool) -> tuple[Hand, list[Diagnostic]]:
    """A hand written ``S.H.D.C`` (PBN) or ``SAKHQ…`` (LIN, ``letters``), with a
    span at each card; ``column`` is where ``text`` starts on ``line``.

    Lenient: suit letters inside a PBN hand (``SAK.HQ…``), a LIN hand without its
    leading ``S``, ``10`` for the ten, lower case, ``-`` for a void.
    """
    if not letters:  # the commonest hand: ``AKQ.T9..J2``, rank letters alone
        parts = text.split(".")
        if len(parts) == 4:
            spades = _WRITTEN.get((Suit.SPADES, parts[0]))
            hearts = _WRITTEN.get((Suit.HEARTS, parts[1]))
            diamonds = _WRITTEN.get((Suit.DIAMONDS, parts[2]))
            clubs = _WRITTEN.get((Suit.CLUBS, parts[3]))
            if (spades is not None and hearts is not None and diamonds is not None
                    and clubs is not None):
                return Hand(seat, (_known(Suit.SPADES, spades, line, column, parts[0]),
                                   _known(Suit.HEARTS, hearts, line,
                                          column + len(parts[0]) + 1, parts[1]),
                                   _known(Suit.DIAMONDS, diamonds, line,
                                          column + len(parts[0]) + len(parts[1]) + 2,
                                          parts[2]),
                                   _known(Suit.CLUBS, clubs, line,
                                          column + len(text) - len(parts[3]), parts[3])),
                            Span(line, column, line, column + max(len(text), 1))), []
    found: list[Diagnostic] = []
    groups = _groups_by_letter(text) if letters or ("." not in text and text[:1] in "SsHhDdCc"
                                                   and len(text) > 1) else _groups_by_dot(text)
    holdings: list[Holding] = []
    for suit, start, body in groups:
        table = _BY_SUIT[suit]
        base = column + start
        written = _WRITTEN.get((suit, body))
        if written is None and _RANK_LETTERS.issuperset(body):  # rank letters only
            written = tuple([table[ch] for ch in body])
            if len(_WRITTEN) < 50_000:
                _WRITTEN[(suit, body)] = written
        if written is not None:  # the usual case
            holdings.append(fast_holding(
                suit, written, fast_span(line, base, base + max(len(body), 1)),
                Columns(line, base, len(body))))
            continue
        cards: list[Card] = []
        spans: list[Span] = []
        small = 0
        i = 0
        while i < len(body):
            ch = body[i]
            width = 1
            if ch == "1" and body[i + 1:i + 2] == "0":
                rank: Rank | None = Rank.TEN
                width = 2
            else:
                rank = _RANK_OF.get(ch)
            at = column + start + i
            if rank is not None:
                cards.append(Card.of(suit, rank))
                spans.append(Span(line, at, line, at + width))
            elif ch in "xX":
                small += 1
            elif ch not in "-— ":
                found.append(make("P002", f"not a rank: {ch!r} in {suit.word}",
                                  Span.point(line, at), hint="ranks are A K Q J T 9 … 2"))
            i += width
        span = Span(line, column + start, line, column + start + max(len(body), 1))
        holdings.append(Holding(suit, tuple(cards), small, span, tuple(spans)))
    hand_span = Span(line, column, line, column + max(len(text), 1))
    return Hand(seat, tuple(holdings), hand_span), found


def _known(suit: Suit, written: tuple[Card, ...], line: int, base: int,
           body: str) -> Holding:
    """A suit's holding whose cards were read before (``_WRITTEN``)."""
    return fast_holding(suit, written, fast_span(line, base, base + max(len(body), 1)),
                        Columns(line, base, len(body)))


def _groups_by_dot(text: str) -> list[tuple[Suit, int, str]]:
    groups = []
    start = 0
    for suit, part in zip(PRINT_ORDER, text.split("."), strict=False):
        body, offset = part, 0
        if body[:1] in _SUIT_OF and _SUIT_OF[body[:1]] is suit:
            body, offset = body[1:], 1  # a suit letter inside the Deal tag
        if body[:1] == ":":
            body, offset = body[1:], offset + 1
        groups.append((suit, start + offset, body))
        start += len(part) + 1
    return groups


def _groups_by_letter(text: str) -> list[tuple[Suit, int, str]]:
    groups: list[tuple[Suit, int, str]] = []
    suit, start = Suit.SPADES, 0  # a hand without its leading suit letter starts in spades
    for i, ch in enumerate(text):
        if ch in _SUIT_OF:
            if i > start or groups or i > 0:
                groups.append((suit, start, text[start:i]))
            suit, start = _SUIT_OF[ch], i + 1
    groups.append((suit, start, text[start:]))
    return [g for g in groups if g[2] or g[1] > 0]


def tricks_won(tricks: Sequence[Sequence[tuple[Seat, Card]]],
               trump: Suit | None) -> dict[Side, int]:
    """The complete tricks each side won (cards in the order played).

    >>> tricks_won([[(Seat.W, Card.SK), (Seat.N, Card.SA), (Seat.E, Card.S2),
    ...              (Seat.S, Card.S3)]], None)[Side.NS]
    1
    """
    won = {Side.NS: 0, Side.EW: 0}
    for cards in tricks:
        if len(cards) == 4:
            won[trick_winner(list(cards), trump).side] += 1
    return won


#: A byte not UTF-8, as ``errors="surrogateescape"`` reads it.
ESCAPED_BYTE = re.compile("[\udc80-\udcff]")
#: Where a line mixes UTF-8 and bytes that are not: its number, the column of the
#: first such byte and the byte.
Mixed = tuple[int, int, int]


def not_utf8(line: str, number: int, mixed: list[Mixed] | None) -> str:
    """A line read with ``errors="surrogateescape"`` that holds bytes not UTF-8: each
    such byte read as Latin-1 (PBN 2.0's character set, still common in the wild), the
    line's UTF-8 kept as it is. A line with UTF-8 beyond ASCII as well is a slip (one
    Latin-1 byte typed into a UTF-8 file): its place is added to ``mixed``, so that
    it is said (a wholly Latin-1 line is read so without a word).

    >>> found = []
    >>> not_utf8("Zo\\udceb", 3, found), not_utf8("A\\u2014Promoti\\udcf3n", 4, found), found
    ('Zoë', 'A—Promotión', [(4, 10, 243)])
    """
    first = ESCAPED_BYTE.search(line)
    if first is None:
        return line
    if mixed is not None and any(
            ch > "\x7f" and not "\udc80" <= ch <= "\udcff" for ch in line):
        mixed.append((number, first.start() + 1, ord(first[0]) - 0xDC00))
    return ESCAPED_BYTE.sub(lambda m: chr(ord(m[0]) - 0xDC00), line)


def read_lines(path: Path, mixed: list[Mixed] | None = None) -> Iterator[str]:
    """The lines of a PBN or LIN file, one by one: UTF-8, and the bytes of a line
    that are not UTF-8 read as Latin-1 (:func:`not_utf8`, which adds to ``mixed``
    the lines that mix the two).

    >>> import tempfile, os
    >>> with tempfile.NamedTemporaryFile("wb", suffix=".pbn", delete=False) as f:
    ...     _ = f.write('[West "Zoë"]\\n'.encode("latin-1"))
    >>> list(read_lines(Path(f.name))); os.unlink(f.name)
    ['[West "Zoë"]\\n']
    """
    with path.open(encoding="utf-8", errors="surrogateescape", newline=None) as lines:
        yield from _lines(lines, mixed)


def bytes_lines(data: bytes, mixed: list[Mixed] | None = None) -> Iterator[str]:
    """The lines of a file's bytes already read, as :func:`read_lines` reads them
    from the file.

    >>> list(bytes_lines(b'\\xef\\xbb\\xbf[West "Zo\\xeb"]\\r\\n[East "B"]'))
    ['[West "Zoë"]\\n', '[East "B"]']
    """
    with io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="surrogateescape",
                          newline=None) as lines:
        yield from _lines(lines, mixed)


def _lines(lines: Iterable[str], mixed: list[Mixed] | None) -> Iterator[str]:
    for number, line in enumerate(lines):
        if number == 0 and line[:1] == "\ufeff":
            line = line[1:]  # one byte-order mark opens a file; a second is text
        if not line.isascii():
            line = not_utf8(line, number + 1, mixed)
        yield line


#: A run of blank lines (blanks and tabs allowed) between two paragraphs.
_BLANK_RUN = re.compile(r"\n(?:[ \t\f\v]*\n)+")


def read_paragraphs(path: Path, block: int = 1 << 20,
                    mixed: list[Mixed] | None = None) -> Iterator[tuple[int, list[str]]]:
    """The paragraphs of a file (its runs of lines between blank lines), each with the
    number of its first line, read a block at a time: the lines as
    :func:`read_lines` reads them, without their line ends.

    >>> import tempfile, os
    >>> with tempfile.NamedTemporaryFile("wb", suffix=".pbn", delete=False) as f:
    ...     _ = f.write(b'[Board "1"]\\r\\n[West "Zo\\xeb"]\\n \\n\\n[Board "2"]\\n')
    >>> list(read_paragraphs(Path(f.name), block=7)); os.unlink(f.name)
    [(1, ['[Board "1"]', '[West "Zoë"]']), (5, ['[Board "2"]'])]
    """
    number = 1
    tail = ""
    with path.open(encoding="utf-8", errors="surrogateescape", newline=None) as source:
        chunk = source.read(block)
        if chunk[:1] == "\ufeff":
            chunk = chunk[1:] or source.read(block)  # one mark opens a file
        while True:
            text = tail + chunk
            done = 0
            for gap in _BLANK_RUN.finditer(text):
                yield from paragraphs(text[done:gap.start()], number, mixed)
                number += text.count("\n", done, gap.end())
                done = gap.end()
            tail = text[done:]
            if not chunk:
                break
            chunk = source.read(block)
    if tail:
        yield from paragraphs(tail, number, mixed)


def paragraphs(text: str, number: int = 1,
               mixed: list[Mixed] | None = None) -> Iterator[tuple[int, list[str]]]:
    """The paragraphs of a text whose first line is line ``number``: its runs of
    lines between blank lines (a line of any white space, a no-break space too),
    each with the number of its first line.

    >>> list(paragraphs('[Board "1"]\\n\\u00a0\\n[Board "2"]\\nSA'))
    [(1, ['[Board "1"]']), (3, ['[Board "2"]', 'SA'])]
    """
    lines = text.split("\n")
    if not lines[-1]:
        lines.pop()
    if not text.isascii():
        lines = [line if line.isascii() else not_utf8(line, number + at, mixed)
                 for at, line in enumerate(lines)]
    start = 0
    for index, line in enumerate(lines):
        if not line or line.isspace():
            if index > start:
                yield number + start, lines[start:index]
            start = index + 1
    if start < len(lines):
        yield number + start, lines[start:] if start else lines


#: LIN's ``qx`` room letter (``o12`` open room, ``c12`` closed room).
_LIN_ROOMS = {"o": "open", "c": "closed"}
#: The rooms of a match (the book notation's ``room:``, PBN's ``Room``).
ROOMS = ("open", "closed")
#: The meta key a PBN game read as the last game's board again carries (P050).
AGAIN = "pbn:Board:again"
#: The meta key of the seat a PBN Deal tag starts from, where it is not the dealer's
#: (``[Deal "E:..."]`` with South dealer): the tag is written again from it.
DEAL_FIRST = "pbn:Deal:first"


def room_of(meta: dict[str, str]) -> str | None:
    """The room of a match a board was played in, ``open`` or ``closed``, as its
    record names it: the book notation's ``room:``, PBN's ``Room`` tag, LIN's ``qx``
    letter; None where none names one of the two.

    >>> room_of({"room": "Closed"}), room_of({"pbn:Room": "open"}), room_of({"lin:qx": "c3"})
    ('closed', 'open', 'closed')
    >>> room_of({"lin:qx": "3"}), room_of({"pbn:Room": "Lounge"}), room_of({"lin:qx": "C3"})
    (None, None, 'closed')
    """
    for key in ("room", "pbn:Room"):
        room = meta.get(key, "").strip().lower()
        if room in ROOMS:
            return room
    qx = meta.get("lin:qx", "").strip().lower()
    return _LIN_ROOMS[qx[:1]] if qx[:1] in _LIN_ROOMS and qx[1:].isdecimal() else None


def table_of(meta: dict[str, str]) -> str | None:
    """The table a game was played at, as its record names it: PBN's ``Room`` and
    ``Table`` tags, LIN's ``qx`` (``o12``, ``c12``); "another table" for a PBN game
    read as the last game's board again (P050); None where nothing says.

    >>> table_of({"pbn:Room": "Closed"}), table_of({"pbn:Room": "Open", "pbn:Table": "3"})
    ('closed room', 'open room, table 3')
    >>> table_of({"lin:qx": "c12"}), table_of({AGAIN: "yes"}), table_of({"lin:qx": "12"})
    ('closed room', 'another table', None)
    >>> table_of({"room": "closed"})
    'closed room'
    """
    parts = []
    room = meta.get("pbn:Room", "").strip()
    named = room_of(meta)
    if named is not None:
        parts.append(f"{named} room")
    elif room and room not in ("?", "-"):
        parts.append(room)
    table = meta.get("pbn:Table", "").strip()
    if table and table not in ("?", "-"):
        parts.append(f"table {table}")
    if not parts and AGAIN in meta:
        parts.append("another table")
    return ", ".join(parts) or None


#: The key of the place of a game's first irregularity mark, among a deal's
#: ``meta_spans`` (where a target that cannot hold the marks says so).
IRREGULAR = "pbn:irregular"


def irregularity_marks(meta: dict[str, str]) -> list[str]:
    """PBN's irregularity marks (``^R`` a revoke, ``^S`` a call out of turn …) a
    record keeps, each with what it is on: the auction's call by its place, the
    play's card.

    >>> irregularity_marks({"pbn:Auction:mark:2": "^S ^I", "pbn:Play:mark:S5:after": "^R",
    ...                     "pbn:Declarer:mark": "^", "pbn:Auction:mark:2:after": " ^L"})
    ['^S ^I ^L on call 3 of the auction', '^R on S5', '^ on the Declarer tag']
    """
    marks: dict[str, list[str]] = {}  # what each is on: its marks (before it, then after)
    for key, mark in meta.items():
        if key in ("pbn:Declarer:mark", "pbn:Result:mark"):
            marks.setdefault(f"the {key[4:-5]} tag", []).append(mark)
            continue
        on = key.removesuffix(":after")
        if on.startswith("pbn:Auction:mark:") and on[17:].isdecimal():
            marks.setdefault(f"call {int(on[17:]) + 1} of the auction", []).extend(mark.split())
        elif on.startswith("pbn:Play:mark:"):
            marks.setdefault(on[14:], []).extend(mark.split())
    return [f"{' '.join(said)} on {what}" for what, said in marks.items()]


#: Between two of PBN's comments after one call (``1S {there} {two}``) in the value of
#: its ``pbn:Auction:comment:`` key, which keeps them apart: a comment in braces
#: holds no ``}``. The call's note holds them joined by a space.
COMMENTS_APART = "} {"


def comments_after(value: str) -> list[str]:
    """The comments after one call, as its ``pbn:Auction:comment:`` key keeps them.

    >>> comments_after("there} {two"), comments_after("five")
    (['there', 'two'], ['five'])
    """
    return value.split(COMMENTS_APART)


#: The meta key JSON keeps LIN's commentary among the calls with: for each of the
#: deal's notes in order, the index of the call it follows, or nothing (``,0,1,``).
NT_AFTER = "lin:nt:after"


def nt_after(deal: Deal) -> str | None:
    """The value of :data:`NT_AFTER` for a deal with commentary among its calls (or
    before the first: ``-1``).

    >>> from bridgebook.interop.lin import read_lin
    >>> nt_after(read_lin("md|1S2,H2,D2,|nt|a|mb|p|nt|b|mb|p|nt|c|mb|p|mb|p|nt|d|")[0].deals[0])
    '-1,0,1,'
    """
    placed = among_calls(deal)
    if not placed:
        return None
    after = {id(note): str(i) for i, notes in placed.items() for note in notes}
    return ",".join(after.get(id(note), "") for note in deal.notes)


def among_calls(deal: Deal) -> dict[int, list[Note]]:
    """LIN's commentary read among the calls (``mb|1S|nt|hello|mb|p|``), by the index
    of the call it follows: it is not after the last, so its place is inside the
    auction (the deal's other commentary is not). Commentary before the first call,
    LIN's or PBN's in its Auction section (``{hello} 1S Pass``), is at index -1.

    >>> from bridgebook.interop.lin import read_lin
    >>> deal = read_lin("md|1S2,H2,D2,|nt|a|mb|p|nt|b|mb|p|nt|c|mb|p|mb|p|nt|d|")[0].deals[0]
    >>> {k: [n.text for n in v] for k, v in among_calls(deal).items()}
    {-1: ['a'], 0: ['b'], 1: ['c']}
    """
    auction = deal.auction
    calls = auction.calls if auction is not None else ()
    spans = [call.span for call in calls]
    placed: dict[int, list[Note]] = {}
    kept = deal.meta.get(NT_AFTER)
    if kept is not None and (None in spans or not spans):
        # read from JSON, which has no places: each note's call as the key keeps it
        for note, after in zip(deal.notes, kept.split(","), strict=False):
            if after.removeprefix("-").isdecimal() and -1 <= int(after) < len(calls) - 1:
                placed.setdefault(int(after), []).append(note)
        return placed
    known = [span for span in spans if span is not None]
    if not known or len(known) < len(spans):
        return placed
    first, last = known[0], known[-1]
    section = auction.span if auction is not None else None
    for note in deal.notes:
        where = note.span
        if where is None or not where < last:
            continue
        if where < first:
            if note.origin == "lin" or (
                    note.origin == "pbn" and section is not None and section < where):
                placed.setdefault(-1, []).append(note)
            continue
        if note.origin == "lin" and first < where:
            index = sum(1 for span in known if span < where) - 1
            placed.setdefault(index, []).append(note)
    return placed


def among_calls_lost(deal: Deal, target: str) -> Diagnostic | None:
    """P017 for a target with no place for commentary among the calls (the book
    notation, JSON): LIN's ``nt`` there is kept as the deal's commentary, its place
    named by the call it followed.

    >>> from bridgebook.interop.lin import read_lin
    >>> deal = read_lin("md|1S2,H2,D2,|mb|1S|nt|b|mb|p|nt|c|mb|p|mb|p|")[0].deals[0]
    >>> print(among_calls_lost(deal, "JSON").message.replace(": ", ":\\n"))
    JSON has no place for commentary among the calls:
    LIN's nt after 1S (call 1) and after Pass (call 2) is kept as the deal's commentary
    """
    placed = among_calls(deal)
    if not placed or deal.auction is None:
        return None
    calls = deal.auction.calls
    named = ["before the first call" if i < 0 else f"after {call_text(calls[i])} (call {i + 1})"
             for i in sorted(placed)]
    whose = "PBN's commentary" if all(
        n.origin == "pbn" for notes in placed.values() for n in notes) else "LIN's nt"
    first = min((n.span for notes in placed.values() for n in notes if n.span is not None),
                default=deal.span)
    return make("P017", f"{target} has no place for commentary among the calls: {whose} "
                + " and ".join(named) + " is kept as the deal's commentary", first)

"""Read LIN (Bridge Base Online's hand format) into the model.

A LIN text is a run of ``xx|value|`` items: ``md`` the deal (dealer digit 1-4 for
S W N E, then the hands of South, West, North and East), ``sv`` the
vulnerability, ``ah``/``qx`` the board, ``pn`` the players, ``mb`` a call (``!``
alerts it), ``an`` its explanation, ``pc`` a card, ``mc`` a claim (the declaring
side's tricks in all), ``nt`` commentary: after a ``pc``, on that card (the card's
note, a line an ``nt``), else on the deal (its place among the calls and the claim
is its span); an empty ``nt`` is none. In ``nt`` and ``an`` BBO's ``!S`` and ``@S``
are the suits' symbols. A file may hold many boards, on any number of lines: a board starts
at ``qx`` or at a second ``md``.

>>> record, found = read_lin("md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
...                          "sv|b|ah|Board 7|")
>>> deal = record.deals[0]
>>> deal.number, deal.dealer, str(deal.hand(Seat.E).cards), found
(7, Seat.N, '♣AKQJT98765432', [])
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field, replace

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.auction import settle_auction
from bridgebook.engine.laws import LAWS
from bridgebook.engine.replay import trick_winner
from bridgebook.interop.calls import read_call
from bridgebook.interop.common import read_card, read_hand
from bridgebook.interop.pbn_scan import MAX_LINE
from bridgebook.model import (
    FULL_PACK,
    SUIT_SYMBOLS,
    Auction,
    Call,
    CallKind,
    CardSet,
    Claim,
    Deal,
    Hand,
    HandRecord,
    Note,
    Play,
    PlayedCard,
    PlayForm,
    Seat,
    Span,
    Strain,
    Suit,
    Trick,
)

_ITEM = re.compile(r"([A-Za-z]{2})\|([^|]*)\|")
#: A line break inside an item's value followed by what may start an item (``pn|``):
#: the item before it was not closed on its line when the two letters are a LIN
#: item's code (:data:`ITEM_CODES`), not a card or a call its value goes on with.
_UNCLOSED = re.compile(r"\n(?=[ \t]*([A-Za-z]{2})\|)")
#: The items BBO writes: the deal, vulnerability, board and players (``md sv ah qx pn``),
#: the calls and their explanations (``mb an``), the cards and the claim (``pc mc``),
#: commentary (``nt``), a vugraph file's header (``vg rs``) and the viewer's own
#: (``st rh pg at bn pw sk up mn``: a title, a heading, a page, text and settings).
ITEM_CODES = frozenset({"md", "sv", "ah", "qx", "pn", "mb", "an", "pc", "mc", "nt", "vg",
                        "rs", "st", "rh", "pg", "at", "bn", "pw", "sk", "up", "mn"})
#: The last of an ``rs`` item's results (``4SWx-4``, ``3NN=``) with two letters after
#: it, its item not closed: the code of the item after it.
_RS_JOINED = re.compile(r"(?:^|,)([1-7][CDHSN][NESW](?:xx?)?(?:=|[+-]\d{1,2}))([A-Za-z]{2})$",
                        re.IGNORECASE)
#: md's hands, in order, and its dealer digit.
MD_SEATS = (Seat.S, Seat.W, Seat.N, Seat.E)
#: A ``qx`` value: the room's letter, ``o`` open or ``c`` closed (or none), then the board.
_QX = re.compile(r"[oc]?\d+", re.IGNORECASE)
_VULNERABLE = {"o": "None", "0": "None", "n": "NS", "e": "EW", "b": "All"}



#: BBO's suit shorthand in small letters, ``!s !h !d !c`` (BBO reads its ``!S`` in
#: either case): not before a small letter ("this!so"), nor after a letter but a
#: rank's ("!sK" and "K!s" are the king of spades; "yes!s" is text).
BBO_SMALL_SUIT = re.compile(r"(?<![^\W\d_AKQJT])!([shdc])(?![a-z])")
#: BBO's suits in commentary: ``!S !H !D !C`` (not before a small letter: "!Stop"),
#: in small letters too (:data:`BBO_SMALL_SUIT`: "1!c-2!h", but "this!so"),
#: and the other shorthand of BBO's vugraph commentators, ``@S @H @D @C`` (``@s``
#: too; after a rank, "K@C", as before one): not before a small letter but a
#: plural's "s" ("5@Ss" is five spades; "@Hamman" a name, "bob@site" an address).
_BBO_SUIT = re.compile(r"!([SHDC])(?![a-z])|@([SHDCshdc])(?![a-rt-z]|s[a-z])|"
                       + BBO_SMALL_SUIT.pattern)


def suits(text: str) -> str:
    """LIN commentary with BBO's suit shorthand read as the suits' symbols.

    >>> suits("lead the !SQ, !Stop; 5@Ss and 4@h, @sA, K@C; @Hamman, bob@site")
    'lead the ♠Q, !Stop; 5♠s and 4♥, ♠A, K♣; @Hamman, bob@site'
    >>> suits("1!c-2!h, !sK, K!s, 10!d; this!so, yes!s, !hello")
    '1♣-2♥, ♠K, K♠, 10♦; this!so, yes!s, !hello'
    """
    return _BBO_SUIT.sub(lambda m: SUIT_SYMBOLS[(m[1] or m[2] or m[3]).upper()], text)

@dataclass(slots=True)
class _Board:
    items: list[tuple[str, str, Span]] = field(default_factory=list)
    codes: set[str] = field(default_factory=set)

    def add(self, item: tuple[str, str, Span]) -> None:
        self.items.append(item)
        self.codes.add(item[0])

    def has(self, code: str) -> bool:
        return code in self.codes


def read_lin(text: str) -> tuple[HandRecord, list[Diagnostic]]:
    """Every board of a LIN text, and the problems met reading it."""
    deals: list[Deal] = []
    found: list[Diagnostic] = []
    for deal, problems in iter_lin(text.splitlines(keepends=True)):
        if deal is not None:
            deals.append(deal)
        found.extend(problems)
    return HandRecord(tuple(deals), {}), found


def iter_lin(lines: Iterable[str]) -> Iterator[tuple[Deal | None, list[Diagnostic]]]:
    """The boards of a LIN file one by one."""
    found: list[Diagnostic] = []
    kept: list[str] = []
    for number, line in enumerate(lines, start=1):
        if len(line) > MAX_LINE:  # refused, as in PBN and the book notation
            found.append(make("P011", f"line {number} has {len(line)} characters",
                              Span.point(number, 1), hint=f"LIN lines are read up to "
                              f"{MAX_LINE} characters"))
            line = ""
        kept.append(line if line.endswith("\n") else line + "\n")
    text = "".join(kept)
    starts = [0] + [m.end() for m in re.finditer("\n", text)]

    def span(offset: int, width: int) -> Span:
        line = bisect.bisect_right(starts, offset)
        column = offset - starts[line - 1] + 1
        return Span(line, column, line, column + max(width, 1))

    boards: list[_Board] = [_Board()]
    players: tuple[str, str, Span] | None = None
    header: dict[str, str] = {}  # 'vg' and 'rs' before the first board
    at = 0
    for code, value, begin, start, end, lost in _items(text):
        if lost is not None:  # an item with a '|' lost: read as meant, told at it
            told, hint, where, width = lost
            found.append(make("P013", told, span(where, width), hint=hint))
        elif text[at:begin].strip():
            gap = text[at:begin]
            offset = at + len(gap) - len(gap.lstrip())
            found.append(make("P013", f"{gap.strip()[:20]!r} is not a LIN item",
                              span(offset, len(gap.strip())), hint="items are xx|value|"))
        at = end
        code = code.lower()
        # (a value begun on the next line, 'pc|' then 'SA|': placed where it begins)
        lead = len(value) - len(value.lstrip())
        begins = start + lead if "\n" in value[:lead] else start
        item = (code, value, span(begins, len(value) - (begins - start)))
        board = boards[-1]
        if code in _HEADER and not board.has("md") and not board.has("qx"):
            header.setdefault(f"lin:{code}", value)  # a vugraph file's, before any board
            continue
        if code == "pn":
            players = item
        starts_board = code == "qx" or (code == "md" and board.has("md"))
        if starts_board and (board.has("md") or board.has("qx")):
            board = _Board()
            boards.append(board)
        if lost is not None and code in _BARRED and not value.strip():
            # a 'pc|' or an 'mb|' left open with nothing in it, the next item on the
            # next line: no card, no call, told once (P013), not read
            continue
        board.add(item)
    tail = text[at:]
    left = tail.strip()
    if left:
        place = span(at + len(tail) - len(tail.lstrip()), len(left))
        cut = _CUT.fullmatch(left)
        if cut is not None and cut[1].lower() in ITEM_CODES:
            found.append(make("P013", f"the {cut[1]!r} item is not closed: the text ends "
                              f"after {left!r}", place,
                              hint=f"an item ends with a bar: {cut[1]}|value|"))
        else:
            found.append(make("P013", f"{left[:20]!r} is not a LIN item", place,
                              hint="items are xx|value|"))
    position = 0
    for board in boards:
        if not board.has("md"):
            continue
        if players is not None and not board.has("pn"):
            board.items.insert(0, players)
            board.codes.add(players[0])
        position += 1
        deal, problems = _read_board(board, position)
        if position == 1:
            problems = found + problems
            deal.meta.update(header)  # kept with the first board, written back before it
        yield deal, problems
    if position == 0 and found:
        yield None, found


#: The items whose value a lost ``|`` runs into the code or the value beside it.
_BARRED = frozenset({"pc", "mb"})
#: An item with the ``|`` after its code lost: ``pcCK|``, ``an4+ !S|``.
_NO_BAR = re.compile(r"([A-Za-z]{2})([^|]+)\|")
#: The most characters of an item shown in its message.
_SHOWN = 20
#: The items of text, whose value may be any text: their code with its ``|`` lost.
_TEXTS = frozenset({"an", "nt"})
_BARRED_OR_TEXT = _BARRED | _TEXTS
#: An item's code and bar, and nothing after them: the text cut there (``mb|``).
_CUT = re.compile(r"([A-Za-z]{2})\|")
#: An item whose two-letter code a line break splits (``p`` ending a line, ``c|D2|``
#: starting the next): its code's letters, its value.
_BROKEN_CODE = re.compile(r"([A-Za-z])\r?\n([A-Za-z])\|([^|\n]*)\|")
#: What each item whose value a line break may split holds (a card, a call, a number).
_HOLDS = {"pc": "card", "mb": "call", "mc": "number of tricks"}
#: A value, up to its ``|``.
_VALUE = re.compile(r"([^|]*)\|")
#: A ``|`` lost, told: the message, the hint, its offset and width in the text.
_Lost = tuple[str, str, int, int]


def _readable(code: str, value: str) -> bool:
    """Whether ``value`` is a card (``pc``), a call (``mb``) or text (``an``, ``nt``)."""
    if code in _TEXTS:
        return True
    if code == "pc":
        return read_card(value.strip()) is not None
    try:
        read_call(value.strip().rstrip("!"))
    except ValueError:
        return False
    return True


def _broken(match: re.Match[str]) -> tuple[str, str, int, int, int, _Lost | None] | None:
    """An item whose code a line break splits (``p`` then ``c|D2|``), read as meant
    and told once at it; None where its letters are no item's code (or its card or
    call is none)."""
    code, value = match[1] + match[2], match[3]
    if code.lower() not in ITEM_CODES or (code.lower() in _BARRED
                                           and not _readable(code.lower(), value)):
        return None
    return code, value, match.start(), match.start(3), match.end(), (
        f"a line break inside the code {code!r}: {match[0][:_SHOWN]!r} is read as "
        f"{code}|{value[:_SHOWN]}|", f"LIN's lines break between items: write "
        f"{code}|{value[:_SHOWN]}| on one line", match.start(), len(match[0]))


def _split_value(code: str, value: str) -> str | None:
    r"""The card, call or number of tricks of a ``pc``, ``mb`` or ``mc`` item whose
    value a line break splits (``pc|S`` then ``K|``), or None: no line break inside
    it (one before it is BBO's ``pc|`` then ``SK|``), or what it joins to is none.

    >>> _split_value("pc", "S\nK"), _split_value("mc", "1\r\n3"), _split_value("pc", "\nSK")
    ('SK', '13', None)
    >>> _split_value("pc", "S\nX"), _split_value("nt", "a\nb")
    (None, None)
    """
    kind = code.lower()
    inner = value.strip()
    if kind not in _HOLDS or "\n" not in inner:
        return None
    joined = "".join(inner.split())
    if kind == "mc":
        return joined if joined.isdecimal() else None
    return joined if _readable(kind, joined) else None


def _items(text: str) -> Iterator[tuple[str, str, int, int, int, _Lost | None]]:
    """The ``xx|value|`` items of ``text``: each its code, value, the offsets of the
    item, of its value and of its end, and, where a ``|`` of a card or a call was lost and
    the item is read as meant, what to tell. ``pcCK|`` (the ``|`` after the code
    lost) is ``pc|CK|``; ``pc|C3pc|C2|`` (the ``|`` after a value lost) is
    ``pc|C3|pc|C2|``: the items after it keep their places, so one ``|`` lost is one
    message, not a play shifted.

    >>> [(c, v, lost is not None) for c, v, *_, lost in _items("pc|C2|pcCK|pc|C3pc|D2|")]
    [('pc', 'C2', False), ('pc', 'CK', True), ('pc', 'C3', True), ('pc', 'D2', False)]
    """
    at = 0
    search = _ITEM.search
    while (match := search(text, at)) is not None:
        if match.start() > at:
            gap = text[at:match.start()]
            split = _BROKEN_CODE.fullmatch(text, at + len(gap) - len(gap.lstrip()),
                                           match.start())
            broken = _broken(split) if split is not None else None
            if broken is not None:
                yield broken
                at = broken[4]
                continue
            lost = _NO_BAR.match(text, at + len(gap) - len(gap.lstrip()))
            if (lost is not None and lost[1].lower() in _BARRED_OR_TEXT
                    and _readable(lost[1].lower(), lost[2])):
                code, value = lost[1], lost[2]
                yield code, value, lost.start(), lost.start(2), lost.end(), (
                    f"{lost[0][:_SHOWN]!r} is not a LIN item: the '|' after {code!r} is missing",
                    f"write {code}|{value}|" if len(value) <= _SHOWN else
                    f"write a '|' after {code!r}: {code}|{value[:_SHOWN]}…", lost.start(),
                    len(lost[0]))
                at = lost.end()
                continue
        code, value = match[1], match[2]
        if (code.lower() in _BARRED and value[-2:].lower() in _BARRED
                and not _readable(code.lower(), value)
                and _readable(code.lower(), value[:-2])):
            after = _VALUE.match(text, match.end())
            if after is not None and _readable(value[-2:].lower(), after[1]):
                head, tail = value[:-2], value[-2:]
                yield code, head, match.start(), match.start(2), match.start(2) + len(head), (
                    f"{match[0] + after[0]!r} is not two LIN items: the '|' between "
                    f"{head!r} and {tail!r} is missing",
                    f"write {code}|{head}|{tail}|{after[1]}|", match.start(2), len(value))
                yield (tail, after[1], match.start(2) + len(head), after.start(1), after.end(),
                       None)
                at = after.end()
                continue
        joined_value = _split_value(code, value)
        if joined_value is not None:
            # a line break inside a card, a call or a number ('pc|S' then 'K|'): read
            # as meant, told once
            yield code, joined_value, match.start(), match.start(2), match.end(), (
                f"a line break inside the {_HOLDS[code.lower()]} {joined_value!r} of the "
                f"{code!r} item", f"LIN's lines break between items: write "
                f"{code}|{joined_value}| on one line", match.start(), len(match[0]))
            at = match.end()
            continue
        # An item not closed on its line ('rs|3NN=,4SS-1' and no bar) would take the
        # next line's item for the rest of its value: its value ends with its line,
        # said once, and the next item is read as itself.
        unclosed = _unclosed(text, code.lower(), match.start(2), match.end()) \
            if "\n" in value else None
        # (on the same line, an 'rs' whose last result runs into the next item's code,
        # '4SS-1pn|': the result, then the item)
        joined = _RS_JOINED.search(value) if code.lower() == "rs" else None
        if unclosed is not None:
            value = text[match.start(2):unclosed.start()].rstrip()
            ends, at = "ends with its line", unclosed.end()
        elif joined is not None:
            value = value[:joined.start(2)]
            ends, at = f"runs into the next item, '{joined[2]}|'", match.start(2) + len(value)
        else:
            yield code, value, match.start(), match.start(2), match.end(), None
            at = match.end()
            continue
        yield code, value, match.start(), match.start(2), match.start(2) + len(value), (
            f"the {code!r} item is not closed: its value, {value[:20]!r}, {ends}",
            f"an item ends with a bar: {code}|value|", match.start(), 3 + len(value))
    # the last item, its code split by a line break ('m' then 'c|13|' ending the text)
    rest = text[at:]
    split = _BROKEN_CODE.match(text, at + len(rest) - len(rest.lstrip()))
    broken = _broken(split) if split is not None and not text[split.end():].strip() else None
    if broken is not None:
        yield broken


def _unclosed(text: str, code: str, start: int, end: int) -> re.Match[str] | None:
    r"""The line break in the value from ``start`` to ``end`` (an item of ``code``)
    where the item was left open: the next line starts with an item's code and a bar.

    A ``pc`` or ``mb`` whose value is all on the next line (``pc|`` then ``SK|``)
    goes on with its card or call, though it reads as a code too.

    >>> text = "nt|hello\nok|pc|\nSK|pc|\nmb|"
    >>> _unclosed(text, "nt", 3, 12) is None, _unclosed(text, "pc", 15, 19) is None
    (True, True)
    >>> _unclosed(text, "pc", 22, 26).start()
    22
    """
    for found in _UNCLOSED.finditer(text, start, end):
        word = found[1]
        if word.lower() not in ITEM_CODES:
            continue
        if (code in _BARRED and not text[start:found.start()].strip()
                and _readable(code, word)):
            continue
        return found
    return None


#: The items of a vugraph file before its first board: ``vg`` (the event, the
#: segment, the boards, the teams and the scores they carry over) and ``rs`` (the
#: contract and result of each board at each table). Kept as written, for LIN.
_HEADER = frozenset({"vg", "rs"})

#: The cards of a board read, at most: fourteen tricks, one past the deal's thirteen.
_MOST_CARDS = 56


def _read_board(board: _Board, position: int) -> tuple[Deal, list[Diagnostic]]:
    found: list[Diagnostic] = []
    meta: dict[str, str] = {}
    spans: dict[str, Span] = {}
    hands: tuple[Hand, ...] = ()
    dealer: Seat | None = None
    number: int | None = None
    calls: list[Call] = []
    cards: list[PlayedCard | None] = []  # None: a card not read, which keeps its turn
    notes: list[Note] = []
    claim_item: tuple[str, Span] | None = None
    gaps: dict[int, Span] = {}  # the cards not read, by their place among the cards
    pages: list[int] = []  # the cards read before each 'pg' (BBO's mark after a trick)
    first_span: Span | None = None
    after = ""  # the last call, card or claim item read: what an 'nt' comments on
    for code, value, where in board.items:
        first_span = first_span or where
        if code in ("mb", "pc", "mc"):
            after = code
        if code == "md":
            dealer, hands = _deal(value, where, found)
        elif code == "sv" and value.strip() and value.strip().lower()[:1] not in _VULNERABLE:
            found.append(make("P007", f"sv: {value!r} is not a vulnerability", where,
                              hint="o (none), n (NS), e (EW) or b (both)"))
        elif code == "sv":
            meta["vulnerable"] = _VULNERABLE.get(value.strip().lower()[:1], value)
            spans["vulnerable"] = where
        elif code == "ah":
            digits = "".join(ch for ch in value if ch.isdecimal())
            number = int(digits) if digits else number
            meta["lin:ah"] = value
        elif code == "qx":
            if not _QX.fullmatch(value.strip()):  # the room's letter, in either case
                found.append(make("P007", f"qx: {value!r} is not a room and board", where,
                                  hint="o (open room) or c (closed room), then the board "
                                  "number: o12, c12"))
            digits = "".join(ch for ch in value if ch.isdecimal())
            number = number if number is not None or not digits else int(digits)
            meta["lin:qx"] = value
        elif code == "pn":
            meta["lin:pn"] = value
        elif code == "mb":
            text = value.strip()
            alert = text.endswith("!")
            try:
                calls.append(read_call(text.rstrip("!"), where, alert=alert))
            except ValueError:
                found.append(make("P004", f"not a call: {value!r}", where,
                                  hint="a bid (1C…7N), p, d or r"))
                # It keeps its turn, so the calls after it stay with their players.
                calls.append(Call(CallKind.UNKNOWN, alert=alert, span=where))
        elif code == "an" and calls:
            old = calls[-1]
            calls[-1] = Call(old.kind, old.level, old.strain, old.alert, suits(value),
                             old.span, "lin")
        elif code == "pc" and len(cards) >= _MOST_CARDS:
            continue  # past trick 14: its L009 says enough, the rest is not replayed
        elif code == "pc":
            card = read_card(value.strip())
            if card is None:
                found.append(make("P002", f"not a card: {value!r}", where,
                                  hint="a card is a suit letter and a rank: SA, HT, C2"))
                # It keeps its turn, so the cards after it stay with their players.
                cards.append(None)
                gaps[len(cards) - 1] = where
            else:
                cards.append(PlayedCard(card, span=where))
        elif code == "mc":
            claim_item = (value, where)
        elif code == "pg" and cards and (not pages or pages[-1] != len(cards)):
            pages.append(len(cards))
        elif code == "nt" and not value.strip():
            continue  # an empty 'nt' (BBO's clearing of the commentary) says nothing
        elif code == "nt" and after == "pc" and cards and cards[-1] is not None:
            # commentary on the card just played (BBO's vugraph writes it so): the
            # card's note, each 'nt' one of its lines (written back one 'nt' a line)
            last = cards[-1]
            said = last.note
            text = " ".join(suits(value).splitlines())
            cards[-1] = replace(last, note=Note(
                text if said is None else f"{said.text}\n{text}",
                where if said is None else said.span, origin="lin"))
        elif code == "nt":
            notes.append(Note(suits(value), where, origin="lin"))
    auction = Auction(tuple(calls), dealer) if calls else None
    # A last trick cut short with no claim: LIN's play stops where the cards stop.
    tricks = tuple(_trick(cards, start, end, number, gaps, claim_item is None)
                   for number, (start, end) in enumerate(_bounds(len(cards), pages), start=1))
    play = (Play(tricks, None, tricks[0].span if tricks else claim_item[1] if claim_item
                 else first_span) if tricks or claim_item else None)
    claim = _claim(claim_item, auction, dealer, tricks, found)
    deal = Deal(position=position, number=number, laws="contract-duplicate", dealer=dealer,
                meta=meta, meta_spans=spans, hands=hands, auction=auction, play=play,
                claim=claim, notes=tuple(notes), span=first_span, read_from="lin")
    return deal, found


def _bounds(count: int, pages: list[int]) -> list[tuple[int, int]]:
    """Where each trick of ``count`` cards starts and ends: four cards a trick; but
    where BBO's ``pg`` marks the tricks' ends and the cards between two marks are
    short of a trick and the next marks' cards too many to complete it (a ``pc``
    lost), the mark bounds the trick short, so the cards after the one lost keep
    their tricks (the trick short is told by the check, L006). A ``pg`` within a
    trick (vugraph's pause for commentary) bounds none.

    >>> _bounds(9, [4, 8]), _bounds(11, [3, 7, 11]), _bounds(8, [1, 4, 8])
    ([(0, 4), (4, 8), (8, 9)], [(0, 3), (3, 7), (7, 11)], [(0, 4), (4, 8)])
    """
    fours = [(at, min(at + 4, count)) for at in range(0, count, 4)]
    ends = [*pages, count] if not pages or pages[-1] != count else pages
    starts = [0, *ends[:-1]]
    sizes = [end - start for start, end in zip(starts, ends, strict=True)]
    if any(not 0 < size <= 4 for size in sizes):
        return fours
    out: list[tuple[int, int]] = []
    start = 0
    for at, end in enumerate(ends):
        size = end - start
        after = sizes[at + 1] if at + 1 < len(sizes) else 0
        if size == 4 or size + after > 4 or not after:
            out.append((start, end))
            start = end
    return out


def _trick(cards: list[PlayedCard | None], at: int, end: int, number: int,
           gaps: dict[int, Span], stops: bool) -> Trick:
    """The trick of the cards from ``at`` to ``end``: a card not read (None) is a gap
    that keeps its turn (the trick damaged, its P002 said); the last trick, short of
    cards with no claim, ``stops`` the play."""
    row = cards[at:end]
    read = tuple(c for c in row if c is not None)
    holes = tuple(k for k, c in enumerate(row) if c is None)
    first = read[0].span if read else gaps[at + holes[0]]
    return Trick(read, PlayForm.ORDER, number, span=first,
                 stops=stops and len(row) < 4 and end == len(cards), damaged=bool(holes),
                 gaps=holes)


def _deal(value: str, where: Span, found: list[Diagnostic]) -> tuple[Seat | None,
                                                                       tuple[Hand, ...]]:
    dealer = None
    offset = 0
    if value[:1].isdecimal():
        if value[0] in "1234":
            dealer = MD_SEATS[int(value[0]) - 1]
        else:
            found.append(make("P009", f"md: dealer {value[0]!r} is not 1-4",
                              Span.point(where.line, where.column),
                              hint="1 South, 2 West, 3 North, 4 East"))
        offset = 1
    hands: list[Hand] = []
    held = 0
    for seat, part in zip(MD_SEATS, value[offset:].split(","), strict=False):
        if part.strip():
            hand, problems = read_hand(part.strip(), seat, line=where.line,
                                       column=where.column + offset, letters=True)
            found.extend(problems)
            hands.append(hand)
            held |= hand.cards.mask
        offset += len(part) + 1
    if len(hands) == 3 and all(h.count == 13 for h in hands):
        rest = CardSet(FULL_PACK & ~held)
        seat = next(s for s in MD_SEATS if all(h.seat is not s for h in hands))
        hands.append(Hand.holding(seat, rest, where))
    return dealer, tuple(hands)


def _claim(item: tuple[str, Span] | None, auction: Auction | None, dealer: Seat | None,
           tricks: tuple[Trick, ...], found: list[Diagnostic]) -> Claim | None:
    """``mc|10|``: the declaring side takes 10 tricks in all."""
    if item is None:
        return None
    value, where = item
    if not value.strip().isdecimal():
        found.append(make("P006", f"mc: {value!r} is not a number of tricks", where))
        return None
    if auction is None or dealer is None:
        return Claim(None, None, where)
    contract, _ = settle_auction(auction, LAWS["contract-duplicate"], dealer)
    if contract is None:
        return Claim(None, None, where)
    trump = None if contract.strain is Strain.NOTRUMP else Suit(int(contract.strain))
    leader = contract.leader
    won = 0
    for trick in tricks:
        holes = set(trick.gaps)
        places = [k for k in range(len(trick.cards) + len(holes)) if k not in holes]
        played = [(leader.after(k), c.card) for k, c in zip(places, trick.cards, strict=True)]
        if len(places) + len(holes) == 4 and played:
            # a card not read is taken not to win its trick (its P002 says it)
            leader = trick_winner(played, trump)
            won += leader.side is contract.side
    during = bool(tricks) and len(tricks[-1].cards) + len(tricks[-1].gaps) < 4
    return Claim(contract.declarer, max(int(value) - won, 0), where, during, int(value))

"""Read a deal in its commonest form with its cards as integers, for the quick verdict.

:func:`read_compact` takes the lines of one deal (from its ``deal`` line to the
next) and gives a :class:`~bridgebook.model.compact.CompactDeal`, or None when
any line is not in a form it knows. It knows what books and generated files
print most, each line just so:

    deal 12: a title              title: / source: / date: / event: / laws: / dealer:
    score: love all               (read, and judged as the full check judges it)
    Z: S—A, K, 5; H—K, J, 10, 8, 7; D—A, Q, J, 4; C—5      (the four hands so)
    make: Z declares hearts       doubling: A doubles; Z satisfied; …
    auction: 1♥ pass 4♥ pass pass pass          declarer: / contract:
    play:                         play: A Y B Z       (a table: the seats of the columns,
    1. A: 2♣ 3♣ A♣ 5♣             1.  K♣  Q♣  2♣  _A♣_   on the line or the next)
    claim: Z the rest             result: the dealer wins six tricks
    > commentary, anywhere

A hand names its four suits with a letter or a symbol and a dash (a void as
``—`` or ``None``); every trick is numbered, in order; a card of the play is
spelled as the full reader spells it. The make, the auction, the claim, the
result and the score are read by the full reader's own functions and must read
without a problem; each is handed on, for the verdict judges it as the full check
does (the score too: one already a game, S011). Anything else (a compass diagram,
suit rows, a card with commentary, a key it does not know or a mistyped one, tricks
with no ``play:`` line, a line it cannot read) gives None, and the deal is read by
the full reader (:func:`bridgebook.syntax.parse`), which also places every problem.
So this reader never reports anything: it only declines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bridgebook.model import (
    Auction,
    Call,
    Claim,
    Declaration,
    Naming,
    Seat,
    StatedResult,
    StatedScore,
)
from bridgebook.model.compact import CompactDeal
from bridgebook.model.seats import BOOK_LETTERS
from bridgebook.syntax.lexer import seat_words
from bridgebook.syntax.limits import MAX_LINE
from bridgebook.syntax.lines import LineProblems, read_calls, read_card
from bridgebook.syntax.phrases import read_claim, read_declaration, read_result
from bridgebook.syntax.scores import read_score

_DEAL = re.compile(r"deal\s+\d+\s*(?::\s*\S.*)?$", re.IGNORECASE)
#: A ``key: value`` line: the key and the value, stripped.
KEY_LINE = re.compile(r"([A-Za-z][A-Za-z\-]*)\s*:\s*(.*?)\s*$")

#: The seat each name stands for, as the model reads it (``Seat.parse``).
_SEATS = {name: int(Seat.parse(name)) for name in (
    "n", "e", "s", "w", "y", "b", "z", "a", "north", "east", "south", "west")}
_BOOK = BOOK_LETTERS
#: One suit of a hand: its marker, a dash, the ranks between commas or blanks. A
#: blank is a space or a tab: the full reader reports any other (a no-break space)
#: inside a hand as not a rank (P002).
_GROUP = re.compile(
    r"[ \t]*([SHDC♠♥♦♣])[ \t]*[—–:\-][ \t]*"
    r"((?:10|Kn|[AKQJT2-9])(?:(?:,[ \t]*|[ \t]+)(?:10|Kn|[AKQJT2-9]))*|[—–\-]+|None|none|void)"
    r"[ \t]*$")
_SUIT = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3}
_RANK = {r: v for v, r in enumerate("23456789TJQKA")}
_RANK["10"], _RANK["Kn"] = 8, 9
_TRICK = re.compile(r"(\d{1,2})\.\s+(?:([NESWZAYBneswzayb])\s*:\s+)?(.*)$")
#: Keys whose value checks nothing: free text.
_FREE = frozenset({"title", "source", "date", "event"})
#: Keys read by the full reader's own functions.
_MAKE = frozenset({"make", "declaration", "doubling", "declare"})
_STATED = frozenset({"declarer", "contract"})
_BOOK_LETTER = re.compile(r"\b([ZAYBzayb])\b")
#: A card of the play by its spelling: (card, marked); (-1, False) when not plain.
_CELLS: dict[str, tuple[int, bool]] = {}


def _cell(token: str) -> tuple[int, bool]:
    read = _CELLS.get(token)
    if read is None:
        bare, marked = token, False
        if len(token) > 2 and token[0] == "_" and token[-1] == "_":
            bare, marked = token[1:-1], True
        elif token[0] == "*":
            bare, marked = token[1:], True
        elif token[0] == "[" and token[-1] == "]":
            bare, marked = token[1:-1], True
        card = read_card(bare) if bare and bare[0] not in "_*" else None
        read = (-1, False) if card is None or (marked and len(bare) < 2) else (
            int(card), marked)
        if len(_CELLS) < 10_000:
            _CELLS[token] = read
    return read


def _hand(text: str) -> int:
    """The cards of a hand line's suits as a mask; -1 when not in the plain form or
    when a suit or a card is given twice, or the hand is not thirteen cards."""
    mask = count = suits = 0
    for part in text.split(";"):
        m = _GROUP.match(part)
        if m is None:
            return -1
        suit = _SUIT[m.group(1)]
        if suits >> suit & 1:
            return -1
        suits |= 1 << suit
        body = m.group(2)
        if body[0] in "—–-Nnv":
            continue
        base = 13 * suit
        for rank in body.replace(",", " ").split():
            bit = 1 << (base + _RANK[rank])
            if mask & bit:
                return -1
            mask |= bit
            count += 1
    return mask if count == 13 else -1


def _calls(text: str) -> list[Call] | None:
    if "(" in text:
        return None
    problems = LineProblems([])
    calls = read_calls(text, 1, 1, problems)
    if problems.found or any(call is None for call in calls):
        return None
    return [call for call in calls if call is not None]


class _Deal:
    """What the lines of one deal have said so far."""

    __slots__ = (
        "book",
        "calls",
        "cards",
        "claim",
        "columns",
        "compass",
        "dealer",
        "hands",
        "keys",
        "leaders",
        "make",
        "marks",
        "meta",
        "played",
        "result",
        "score",
        "state",
    )

    def __init__(self) -> None:
        self.dealer: Seat | None = None
        self.hands = [-1, -1, -1, -1]
        self.calls: list[Call] | None = None
        self.make: list[str] = []
        self.cards: list[int] = []
        self.leaders: list[int] = []
        self.marks: list[int] = []  # of a table; all -1 when no card is marked
        self.columns: list[int] | None = None
        self.claim: str | None = None
        self.result: str | None = None
        self.score: str | None = None
        self.meta: dict[str, str] = {}
        self.book = self.compass = self.played = False
        self.keys: set[str] = set()
        self.state = "top"  # "auction" (a key line must follow), "play", "table"

    def seat(self, word: str) -> int:
        low = word.lower()
        if low in _BOOK:
            self.book = True
        else:
            self.compass = True
        return _SEATS[low]

    def trick(self, text: str) -> bool:
        m = _TRICK.match(text)
        if m is None or int(m.group(1)) != len(self.leaders) + 1 or "{" in text:
            return False
        if m.group(2) is not None and self.columns is not None:
            return False
        self.leaders.append(-1 if m.group(2) is None else self.seat(m.group(2)))
        cells = m.group(3).split()
        if len(cells) != 4:
            return False
        mark = -1
        for index, token in enumerate(cells):
            card, marked = _cell(token)
            if card < 0:
                return False
            self.cards.append(card)
            if marked:
                if self.columns is None:
                    return False  # a mark in play order: left to the full reader
                mark = self.columns[index] if mark == -1 else -2
        if self.columns is not None:
            self.marks.append(mark)
        return True

    def key(self, key: str, value: str) -> bool:
        if key in self.keys:
            return False
        self.keys.add(key)
        if key in _FREE:
            pass
        elif key == "room":  # a match's room: open or closed (else P007, in full)
            if value.strip().lower() not in ("open", "closed"):
                return False
        elif key == "dealer":
            if value.lower() not in _SEATS:
                return False
            self.dealer = Seat(self.seat(value))
        elif key == "laws":
            self.meta["laws"] = value.lower()
        elif key in _STATED:
            self.meta[key] = value
        elif key in _MAKE:
            if not value:
                return False
            self.keys.discard(key)  # 'doubling:' may follow 'make:', each once or more
            self.make.append(value)
            for letter in _BOOK_LETTER.findall(value):
                self.seat(letter)
        elif key == "auction":
            self.calls = _calls(value)
            if self.calls is None:
                return False
            self.state = "auction"
            return True
        elif key == "play":
            if value:
                names = seat_words(value)
                if names is None or not self._columns(names):
                    return False
            self.state = "play"
            self.played = True
            return True
        elif key == "score":
            # Read once the dealer is known (compact), as the full reader reads it.
            self.score = value
        elif key in ("claim", "result"):
            if key == "claim":
                self.claim = value
            else:
                self.result = value
        else:
            return False
        self.state = "top"  # as the line lexer: a key line ends the auction or the play
        return True

    def _columns(self, names: list[str]) -> bool:
        columns = [self.seat(name) for name in names]
        if len(columns) != 4 or len(set(columns)) != 4:
            return False
        self.columns = columns
        return True

    def line(self, text: str) -> bool:
        """Take one line (stripped, not blank); False when it is not in a known form."""
        if text[0].isdecimal():
            return self.state == "play" and self.trick(text)
        if self.state == "play" and self.columns is None and not self.leaders:
            names = seat_words(text)
            if names is not None and ":" not in text:
                return self._columns(names)
        m = KEY_LINE.match(text)
        if m is None:
            return False
        key, value = m.group(1).lower(), m.group(2)
        if key in _SEATS and len(key) == 1:
            if self.state != "top" or self.hands[_SEATS[key]] >= 0:
                return False
            mask = _hand(value)
            if mask < 0:
                return False
            self.hands[self.seat(key)] = mask
            return True
        return self.key(key, value)

    def compact(self) -> CompactDeal | None:
        if (self.book and self.compass) or (self.played and not self.leaders):
            return None
        problems = LineProblems([])
        declaration: list[Declaration] = []
        for value in self.make:
            declaration.extend(read_declaration(value, 1, 1, problems,
                                                self.dealer or Seat.S))
        claim: Claim | None = None
        if self.claim is not None:
            claim = read_claim(self.claim, 1, 1, problems, self.dealer)
            if claim is None:
                return None
        result: StatedResult | None = None
        if self.result is not None:
            result = read_result(self.result, 1, 1, problems)
            if result is None:
                return None
        dealer = self.dealer if self.dealer is not None or not self.book else Seat.S
        score: StatedScore | None = None
        if self.score is not None and self.score.strip():
            # The score before the hand, read with the dealer as the full reader reads
            # it ("in favour of the dealer"): judged by the verdict as by the full check.
            score = read_score(self.score, 1, 1, problems, dealer or Seat.S)
            if score is None:
                return None
        if problems.found:
            return None
        auction = Auction(tuple(self.calls)) if self.calls is not None else None
        naming = Naming.BOOK if self.book else Naming.COMPASS
        marks = self.marks if any(m != -1 for m in self.marks) else []
        return CompactDeal(dealer, self.hands, auction, tuple(declaration), self.cards,
                           self.leaders, marks, claim, result,
                           self.meta.get("laws"), naming,
                           tuple(self.columns) if self.columns is not None else None,
                           {k: v for k, v in self.meta.items() if k in _STATED} or None,
                           score=score)


def read_compact(lines: Sequence[tuple[int, str]]) -> CompactDeal | None:
    """The deal of ``lines`` (numbered, its ``deal`` line first) with its cards as
    integers, or None when any line is not in a form this reader knows.

    >>> text = '''deal 1
    ... dealer: N
    ... N: S—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; H—None; D—None; C—None
    ... E: H—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; S—None; D—None; C—None
    ... S: D—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; S—None; H—None; C—None
    ... W: C—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; S—None; H—None; D—None
    ... auction: 7NT pass pass pass
    ... result: 13'''
    >>> deal = read_compact(list(enumerate(text.splitlines(), 1)))
    >>> deal.dealer, [bin(h).count("1") for h in deal.hands], deal.auction.calls[0].text
    (Seat.N, [13, 13, 13, 13], '7NT')
    >>> read_compact([(1, "deal 1"), (2, "Z: S—A; H—K")]) is None
    True
    """
    if not lines or _DEAL.match(lines[0][1].strip()) is None:
        return None
    deal = _Deal()
    for _, raw in lines[1:]:
        if len(raw) > MAX_LINE:
            return None
        text = raw.strip()
        if not text or text[0] == "#":
            continue
        if text[0] == ">":
            if deal.state == "auction":
                deal.state = "top"  # as the line lexer: a note ends the auction
            continue
        if not deal.line(text):
            return None
    return deal.compact()

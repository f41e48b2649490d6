"""Read a deal in its commonest form straight into integers, for the quick verdict.

:func:`read_compact` takes the lines of one deal (from its ``deal`` line to the
next) and gives a :class:`~bridgebook.model.compact.CompactDeal`, or None when
any line is not in the form it knows. It knows only what books and generated
files print most, each line exactly so:

    deal 12: a title               title: / source: / date: / event: / laws:
    dealer: E                      N: S—8; H—10, 7, 6; D—A, K, 7; C—Q, 9, 3
    auction: 1♥ pass 4♥ pass pass pass
    play:
    1. W: H4 H10 HA HQ             (every trick numbered, in order, with its leader)
    result: 10                     > commentary, anywhere

A hand names its four suits with a letter or a symbol and a dash (a void as
``—`` or ``None``); the cards of the play are spelled as the full reader spells
them, unmarked. Anything else (a compass diagram, a play table, a make, a claim,
a key it does not know, a card it cannot read) gives None, and the deal is read
by the full reader (:func:`bridgebook.syntax.parse`), which also places every
problem. So this reader never reports anything: it only declines.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bridgebook.model import CallKind, Seat
from bridgebook.model.compact import CompactDeal
from bridgebook.syntax.lexer import MAX_LINE
from bridgebook.syntax.lines import LineProblems, read_calls, read_card
from bridgebook.syntax.phrases import read_result

_DEAL = re.compile(r"deal\s+\d+\s*(?::\s*\S.*)?$", re.IGNORECASE)
_KEY = re.compile(r"([A-Za-z][A-Za-z\-]*)\s*:\s*(.*?)\s*$")
_SEATS = {"n": 0, "e": 1, "s": 2, "w": 3, "y": 0, "b": 1, "z": 2, "a": 3,
          "north": 0, "east": 1, "south": 2, "west": 3}
_BOOK = frozenset("zayb")
#: One suit of a hand: its marker, a dash, the ranks between commas or blanks.
_GROUP = re.compile(
    r"\s*([SHDC♠♥♦♣])\s*[—–:\-]\s*"
    r"((?:10|Kn|[AKQJT2-9])(?:(?:,\s*|\s+)(?:10|Kn|[AKQJT2-9]))*|[—–\-]+|None|none|void)\s*$")
_SUIT = {"C": 0, "D": 1, "H": 2, "S": 3, "♣": 0, "♦": 1, "♥": 2, "♠": 3}
_RANK = {r: v for v, r in enumerate("23456789TJQKA")}
_RANK["10"], _RANK["Kn"] = 8, 9
_TRICK = re.compile(r"(\d{1,2})\.\s+(?:([NESWZAYBneswzayb])\s*:\s+)?(.*)$")
#: Keys whose value checks nothing: free text.
_FREE = frozenset({"title", "source", "date", "event"})
#: A card of the play by its spelling (-1: not a plain card).
_CELLS: dict[str, int] = {}


def _cell(token: str) -> int:
    number = _CELLS.get(token)
    if number is None:
        card = None
        if token[0] not in "_*" and not (token[0] == "[" and token[-1] == "]"):
            card = read_card(token)
        number = -1 if card is None else int(card)
        if len(_CELLS) < 10_000:
            _CELLS[token] = number
    return number


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


def _calls(text: str) -> list[int] | None:
    if "(" in text:
        return None
    problems = LineProblems([])
    out: list[int] = []
    for call in read_calls(text, 1, 1, problems):
        if call is None or call.alert:
            return None
        kind = call.kind
        if kind is CallKind.PASS:
            out.append(-1)
        elif kind is CallKind.DOUBLE:
            out.append(-2)
        elif kind is CallKind.REDOUBLE:
            out.append(-3)
        elif kind is CallKind.BID and call.strain is not None:
            out.append((call.level - 1) * 5 + int(call.strain))
        else:
            return None
    return None if problems.found else out


def _result(text: str) -> tuple[int, int, bool] | None:
    problems = LineProblems([])
    stated = read_result(text, 1, 1, problems)
    if stated is None or problems.found:
        return None
    side = -1 if stated.side is None else int(stated.side)
    if stated.relative is not None:
        return side, stated.relative, True
    if stated.tricks is None:
        return None
    return side, stated.tricks, False


def read_compact(lines: Sequence[tuple[int, str]]) -> CompactDeal | None:
    """The deal of ``lines`` (numbered, its ``deal`` line first) as integers, or None.

    >>> text = '''deal 1
    ... dealer: N
    ... N: S—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; H—None; D—None; C—None
    ... E: H—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; S—None; D—None; C—None
    ... S: D—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; S—None; H—None; C—None
    ... W: C—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2; S—None; H—None; D—None
    ... auction: 7NT pass pass pass
    ... result: 13'''
    >>> deal = read_compact(list(enumerate(text.splitlines(), 1)))
    >>> deal.dealer, [bin(h).count("1") for h in deal.hands], deal.calls, deal.cards
    (0, [13, 13, 13, 13], [34, -1, -1, -1], [])
    >>> read_compact([(1, "deal 1"), (2, "Z: S—A; H—K")]) is None
    True
    """
    if not lines or _DEAL.match(lines[0][1].strip()) is None:
        return None
    dealer = -1
    hands = [-1, -1, -1, -1]
    calls: list[int] | None = None
    cards: list[int] = []
    leaders: list[int] = []
    result: tuple[int, int, bool] | None = None
    laws: str | None = None
    book = compass = played = False
    state = "top"  # then "auction" (a key line must follow) and "play"
    seen: set[str] = set()
    for _, raw in lines[1:]:
        if len(raw) > MAX_LINE:
            return None
        text = raw.strip()
        if not text or text[0] == "#" or text[0] == ">":
            continue
        if text[0].isdecimal():
            if state != "play":
                return None
            m = _TRICK.match(text)
            if m is None or int(m.group(1)) != len(leaders) + 1 or "{" in text:
                return None
            seat = m.group(2)
            if seat is None:
                leaders.append(-1)
            else:
                low = seat.lower()
                book = book or low in _BOOK
                compass = compass or low not in _BOOK
                leaders.append(_SEATS[low])
            cells = m.group(3).split()
            if len(cells) != 4:
                return None
            for token in cells:
                card = _cell(token)
                if card < 0:
                    return None
                cards.append(card)
            continue
        m = _KEY.match(text)
        if m is None:
            return None
        key, value = m.group(1).lower(), m.group(2)
        if key in seen:
            return None
        if key in _SEATS and len(key) == 1:
            if state != "top":
                return None
            seat_index = _SEATS[key]
            if hands[seat_index] >= 0:
                return None
            mask = _hand(value)
            if mask < 0:
                return None
            hands[seat_index] = mask
            book = book or key in _BOOK
            compass = compass or key not in _BOOK
            continue
        seen.add(key)
        if key in _FREE:
            pass
        elif key == "dealer":
            low = value.lower()
            if low not in _SEATS:
                return None
            dealer = _SEATS[low]
            book = book or low in _BOOK
            compass = compass or low not in _BOOK
        elif key == "laws":
            laws = value.lower()
        elif key == "auction":
            calls = _calls(value)
            if calls is None:
                return None
            state = "auction"
            continue
        elif key == "play":
            if value:
                return None
            played = True
            state = "play"
            continue
        elif key == "result":
            result = _result(value)
            if result is None:
                return None
        else:
            return None
        state = "top"  # as the line lexer: a key line ends the auction or the play
    if (book and compass) or calls is None or (played and not leaders):
        return None
    return CompactDeal(Seat.S if dealer < 0 else dealer, hands, calls, cards, leaders, result,
                       laws)

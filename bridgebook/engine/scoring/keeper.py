"""Read what a score keeper writes: honours, chicane, revokes, printed figures.

These are ``key: value`` lines of a deal (see docs/scoring.md). A side is named
``north-south`` or ``east-west`` (``NS``, ``EW``), by a pair of seats (``Y Z``,
``A B``), by one seat (its side), or as ``the dealer`` / ``the adversaries``.
Each reader raises ValueError with the form expected when it cannot read.

>>> read_honours("east-west four honours in one hand", None)
HonoursHeld(side=Side.EW, count=4, in_one_hand=4)
>>> read_side("Y Z", None), read_side("the adversaries", Seat.S)
(Side.NS, Side.EW)
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass

from bridgebook.engine.scoring.values import HonoursHeld, Revoke
from bridgebook.model import Seat, Side, Span

_NUMBER = {"three": 3, "four": 4, "five": 5, "3": 3, "4": 4, "5": 5, "simple": 3}
#: A side at the start of a phrase, followed by a space, ``:``, ``=`` or the end: never
#: by ``.``, so that an initial (``S. Smith``) is not read as a seat.
_SIDE = re.compile(
    r"\s*(?P<side>north[- ]?south|east[- ]?west|n-?s|e-?w|the dealer(?:'s side)?|dealer"
    r"|the adversaries|adversaries|(?:north|east|south|west|[neswzayb])"
    r"(?:\s*(?:,|and|&|-)?\s*(?:north|east|south|west|[neswzayb]))?)(?=\s|[:=]|$)\s*"
    r"(?P<rest>.*)$",
    re.IGNORECASE)


def read_side(text: str, dealer: Seat | None) -> Side:
    """A side as the score keeper names it."""
    low = " ".join(text.lower().replace(",", " ").split())
    if low.startswith(("north-south", "north south", "northsouth", "ns", "n-s")):
        return Side.NS
    if low.startswith(("east-west", "east west", "eastwest", "ew", "e-w")):
        return Side.EW
    if low.startswith(("the dealer", "dealer")):
        return (dealer or Seat.S).side
    if low.startswith(("the adversaries", "adversaries")):
        return (dealer or Seat.S).side.other
    words = low.replace("&", " ").replace("-", " ").replace(" and ", " ").split()
    seats = [Seat.parse(w) for w in words]
    if not seats or len({s.side for s in seats}) != 1:
        raise ValueError(f"not a side: {text.strip()!r}")
    return seats[0].side


def split_side(text: str, dealer: Seat | None) -> tuple[Side, str]:
    """The side a score keeper's phrase starts with, and the words after it.

    >>> split_side("Y Z four honours", None)
    (Side.NS, 'four honours')
    """
    m = _SIDE.match(text)
    if m is None:
        raise ValueError(f"no side named in {text.strip()!r}")
    return read_side(m.group("side"), dealer), m.group("rest").strip(" .")


def side_written(text: str) -> str:
    """The side a score keeper's phrase starts with, as it is written ('' if none).

    >>> side_written("east-west four honours"), side_written("Y Z five honours")
    ('east-west', 'Y Z')
    """
    m = _SIDE.match(text)
    return m.group("side").strip() if m is not None else ""


def read_honours(text: str, dealer: Seat | None) -> HonoursHeld | None:
    """``SIDE four honours``, ``SIDE four in one hand and the fifth in partner's``,
    ``SIDE three aces``; ``none`` or ``aces divided`` for no honours scored."""
    low = text.strip().lower()
    if low in ("none", "no honours", "aces divided", "divided", "the aces divided"):
        return None
    side, rest = split_side(text, dealer)
    rest = re.sub(r"\((?:divided|between them)\)|\bdivided\b|\bbetween them\b", "",
                  rest.lower()).strip()
    m = re.fullmatch(r"(?P<n>simple|three|four|five|[345])\s*(?:honou?rs|aces)?"
                     r"(?P<one>\s+(?:all\s+)?in one hand)?"
                     r"(?P<fifth>\s+and the fifth in (?:his )?partner'?s(?: hand)?)?", rest)
    if m is None:
        raise ValueError(f"honours not understood: {text.strip()!r}{_meant(rest)}")
    count = _NUMBER[m.group("n")]
    in_one = count if m.group("one") else min(count, 3)
    if m.group("fifth"):
        count, in_one = 5, 4
    return HonoursHeld(side, count, in_one)


#: The words of an ``honours:`` line after its side.
_HONOURS_WORDS = ("simple", "three", "four", "five", "honours", "honors", "aces", "all", "in",
                  "one", "hand", "and", "the", "fifth", "his", "partner", "partner's")


def _meant(rest: str) -> str:
    """' (did you mean 'four'?)' for the first word of an honours line that is not one
    of its words but close to one ("fuor honours"); else ''.

    >>> _meant("fuor honours"), _meant("six honours")
    (" (did you mean 'four'?)", '')
    """
    for word in re.findall(r"[a-z']+", rest.lower()):
        if word in _HONOURS_WORDS:
            continue
        near = difflib.get_close_matches(word, _HONOURS_WORDS, n=1, cutoff=0.7)
        return f" (did you mean {near[0]!r}?)" if near else ""
    return ""


def read_chicane(text: str, dealer: Seat | None) -> tuple[int, int]:
    """Voids per side (NS, EW): ``SIDE``, a seat, ``SIDE double chicane``; ``none``.

    >>> read_chicane("Y", None), read_chicane("east-west double chicane", None)
    ((1, 0), (0, 2))
    """
    voids = [0, 0]
    for part in text.split(";"):
        part = part.strip(" .")
        if not part or part.lower() == "none":
            continue
        double = "double" in part.lower()
        part = re.sub(r"double\s+chicane|chicane|\bhas\b|\bholds\b", "", part,
                      flags=re.IGNORECASE)
        side = read_side(part, dealer)
        voids[side] += 2 if double else 1
    return voids[0], voids[1]


def read_revokes(text: str, dealer: Seat | None, span: Span | None) -> tuple[Revoke, ...]:
    """``B revokes, three tricks taken``; ``Z revokes, value added``; ``… value deducted``.

    >>> [(r.side, r.penalty) for r in read_revokes("EW revoke, value added; Z", None, None)]
    [(Side.EW, 'add'), (Side.NS, 'tricks')]
    """
    found: list[Revoke] = []
    for part in text.split(";"):
        part = part.strip(" .")
        if not part:
            continue
        who, _, penalty = part.partition(",")
        who = re.sub(r"\s+revoked?s?$|\s+revoke$", "", who.strip(), flags=re.IGNORECASE)
        low = penalty.lower()
        kind = "add" if "add" in low else "deduct" if "deduct" in low else (
            "tricks" if not low.strip() or "trick" in low or "take" in low else "")
        if not kind:
            raise ValueError(f"revoke penalty not understood: {penalty.strip()!r}")
        found.append(Revoke(read_side(who, dealer), kind, span))
    return tuple(found)


#: Printed figures of a deal, and of a rubber, by the words that name them.
DEAL_KINDS = ("below", "above", "for honours", "for chicane", "for slam", "in the game")
RUBBER_KINDS = ("tricks and rubber", "tricks", "honours", "points", "rubber", "total")


@dataclass(frozen=True, slots=True)
class Printed:
    """A figure the record prints: ``side`` scores ``points`` for ``kind``.

    ``kind`` is one of DEAL_KINDS (a deal's figure) or RUBBER_KINDS or "value" (the
    rubber's); ``text`` is what the record says.
    """

    side: Side | None
    points: int
    kind: str
    text: str
    span: Span | None = None


def read_printed(text: str, dealer: Seat | None, span: Span | None, *,
                 rubber: bool) -> tuple[Printed, ...]:
    """``SIDE N KIND`` parts separated by ``;``; a rubber adds ``SIDE win N``.

    >>> [p.kind for p in read_printed("north-south 16 below; east-west 8 above", None,
    ...                               None, rubber=False)]
    ['below', 'above']
    >>> read_printed("north-south win 190", None, None, rubber=True)[0].kind
    'value'
    """
    kinds = RUBBER_KINDS if rubber else DEAL_KINDS
    found: list[Printed] = []
    for part in text.split(";"):
        part = part.strip(" .")
        if not part:
            continue
        side, rest = split_side(part, dealer)
        if rubber:
            win = re.fullmatch(r"(?:wins?|won|gains?|gain)\s+(\d+)(?:\s+points)?", rest)
            if win is not None:
                found.append(Printed(side, int(win.group(1)), "value", part, span))
                continue
        m = re.fullmatch(r"(-?\d+)\s+(.+)", rest)
        kind = m.group(2).strip().lower() if m else ""
        if m is None or kind not in kinds:
            raise ValueError(f"printed figure not understood: {part!r}")
        found.append(Printed(side, int(m.group(1)), kind, part, span))
    return tuple(found)

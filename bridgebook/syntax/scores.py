"""Read the score when the hand was played, as the books word it.

A ``score:`` line takes the book's score sentence, read clause by clause (the
clauses between commas, "on", "who"):

- the points, the dealer's side's first: ``24 to 0``, ``eighteen to nothing``,
  ``8-0``; ``love all``, ``twenty-four all``; or by side: ``A B 0, Y Z 22``;
- whom the points favour: ``in favour of the dealer`` (or ``favor``), ``against the
  dealer`` (which turns them: the adversaries' figure comes first), ``for Y Z``;
- the games: ``the rubber game`` (a game each), ``the first game``, ``game all``,
  ``who has a game in`` (the side just named, the dealer where none is);
- filler: ``it is``, ``the score is``, a seat letter beside the dealer (``, Z,``);
- the make, where the book prints it in the same sentence (``who has a game in and
  makes it diamonds, having four honours``): it is read from the ``make:`` line.

Counts are words or figures; case, quotes and a final full stop do not matter.
"""

from __future__ import annotations

import re

from bridgebook.model import Seat, Side, Span, StatedScore
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.words import COUNT_WORDS, NUMBER, did_you_mean, number, plain

_SEATS = (r"(?:north[- ]south|east[- ]west|ns|ew|n-s|e-w"
          r"|[nsewzayb](?:\s*(?:,|and|&|-)?\s*[nsewzayb])?)")
_DEALER = r"(?:the\s+)?dealer(?:'s\s+(?:side|partner))?|he|his\s+side"
_ADVERSARIES = r"(?:the\s+)?(?:dealer's\s+)?(?:adversaries|opponents)|they|their\s+side"
_WHO = r"(?P<who>" + _DEALER + "|" + _ADVERSARIES + "|" + _SEATS + r")"

_FILLER = re.compile(r"(?:(?:and|on|who)\s+)?(?:it\s+is\s+)?"
                     r"(?:(?:the\s+)?score\s*(?:is|stands(?:\s+at)?)?\s*:?\s*)?")
_POINTS = re.compile(r"(?P<a>" + NUMBER + r")\s*(?:to|-|–|—)\s*(?P<b>" + NUMBER + r")"
                     r"(?:\s+(?P<rel>in\s+favou?r\s+of|for|against)\s+" + _WHO + r")?")
_ALL = re.compile(r"(?P<n>" + NUMBER + r")[\s-]+all")
#: "in the dealer's favour", "in the adversaries' favor": said as "in favour of …".
_POSSESSIVE = re.compile(r"\bin\s+(?P<who>(?:the\s+)?(?:dealer|adversaries|opponents))(?:'s|')?"
                         r"\s+favou?r\b")
_RELATION = re.compile(r"(?P<rel>in\s+favou?r\s+of|for|against)\s+" + _WHO)
_BY_SIDE = re.compile(_WHO + r"\s*:?\s*(?P<n>" + NUMBER + r")")
_GAME = re.compile(r"(?:the\s+)?(?P<which>rubber|first|second|third|deciding|odd)\s+game"
                   r"|(?P<all>(?:one\s+)?games?\s+all|a\s+game\s+each"
                   r"|each\s+side\s+(?:has\s+)?(?:won\s+)?(?:a|one)\s+game)")
_GAME_IN = re.compile(r"(?:" + _WHO + r"\s+)?(?:has|have|having)\s+(?:won\s+)?(?:a|one)\s+game"
                      r"(?:\s+(?:in|up))?")
#: The game the points below made: "the dealer having won the game" (a book's score
#: of a hand that ends a game); the points still stand as stated.
_GAME_WON = re.compile(r"(?:" + _WHO + r"\s+)?(?:has|have|having)\s+won\s+the\s+game")
_APPOSITION = re.compile(r"(?:the\s+dealer|" + _SEATS + r")")
#: The make, which the books print in the score's sentence ("who has a game in and
#: makes it diamonds, having four honours", "and A leads for the first trick"): it is
#: read from the ``make:`` line, and passed over here.
_MAKE_VERB = r"(?:makes?\s+it|declares?|passes\s+the\s+make|leaves\s+it|deals|leads)\b"
_MAKE_CLAUSE = re.compile(r"(?:(?:the\s+dealer|he|[nsewzayb])\s+)?" + _MAKE_VERB + r".*"
                          r"|having\s.*")
_CLAUSES = re.compile(r"[,;]|\.(?=\s)|\s+(?=(?:on|who)\s)"
                      r"|\s+and\s+(?=(?:(?:the\s+dealer|he|[nsewzayb])\s+)?" + _MAKE_VERB
                      + ")", re.IGNORECASE)
_HINT = ("write the book's sentence ('love all', '24 to 0 against the dealer on the rubber "
         "game', 'eighteen to nothing in favour of the dealer') or the sides' points "
         "('Y Z 0, A B 24')")


class _Said:
    """What the clauses have said so far, dealer's side first."""

    def __init__(self, dealer: Seat) -> None:
        self.dealer = dealer
        self.points: tuple[int, int] | None = None  # (first said, second said)
        self.favours: Side | None = None  # the side the first figure is
        self.by_side: dict[Side, int] = {}
        self.games: dict[Side, int] | None = None
        self.last: Side = dealer.side  # the side last named, for "who has a game in"

    def side(self, who: str | None) -> Side:
        """The side ``who`` names; the dealer's where none is named."""
        low = (who or "").lower()
        if not low or re.fullmatch(_DEALER, low):
            return self.dealer.side
        if re.fullmatch(_ADVERSARIES, low):
            return self.dealer.side.other
        if low.startswith(("north", "south")) or low in ("ns", "n-s"):
            return Side.NS
        if low.startswith(("east", "west")) or low in ("ew", "e-w"):
            return Side.EW
        return Seat.parse(low[0]).side

    def clause(self, text: str) -> bool:
        """Take one clause; False when it says nothing this reader knows."""
        text = text[_FILLER.match(text).end() :].strip()  # type: ignore[union-attr]
        text = _POSSESSIVE.sub(r"in favour of \g<who>", text)
        if not text:
            return True
        if m := _POINTS.fullmatch(text):
            self.points = (number(m.group("a")), number(m.group("b")))
            if m.group("rel"):
                self._relation(m.group("rel"), m.group("who"))
            return True
        if m := _ALL.fullmatch(text):
            self.points = (number(m.group("n")),) * 2
            return True
        if m := _RELATION.fullmatch(text):
            self._relation(m.group("rel"), m.group("who"))
            return True
        if m := _GAME.fullmatch(text):
            which = (m.group("which") or "").lower()
            if m.group("all") or which in ("rubber", "deciding", "odd"):
                self.games = {Side.NS: 1, Side.EW: 1}
            elif which == "first":
                self.games = {Side.NS: 0, Side.EW: 0}
            return True
        if m := _GAME_IN.fullmatch(text):
            side = self.side(m.group("who")) if m.group("who") else self.last
            self.games = {side: 1, side.other: (self.games or {}).get(side.other, 0)}
            return True
        if _GAME_WON.fullmatch(text):
            return True
        if _MAKE_CLAUSE.fullmatch(text):
            return True
        if m := _BY_SIDE.fullmatch(text):
            side = self.side(m.group("who"))
            self.by_side[side] = number(m.group("n"))
            self.last = side
            return True
        return _APPOSITION.fullmatch(text) is not None

    def _relation(self, rel: str, who: str) -> None:
        side = self.side(who)
        self.last = side
        self.favours = side.other if rel.lower() == "against" else side

    def score(self, text: str, span: Span) -> StatedScore | None:
        below: tuple[int, int] | None = None
        if self.points is not None:
            first = self.favours if self.favours is not None else self.dealer.side
            pair = {first: self.points[0], first.other: self.points[1]}
            below = (pair[Side.NS], pair[Side.EW])
        elif len(self.by_side) == 2:
            below = (self.by_side[Side.NS], self.by_side[Side.EW])
        elif self.by_side:
            return None  # one side's points only
        games = (self.games[Side.NS], self.games[Side.EW]) if self.games is not None else None
        if below is None and games is None:
            return None
        return StatedScore(text, below, games, span)


def read_score(text: str, line: int, col: int, problems: LineProblems,
               dealer: Seat) -> StatedScore | None:
    """Read a ``score:`` line: the score when the hand was played, (NS, EW).

    >>> p = LineProblems([])
    >>> s = read_score("24 to 0 against the dealer on the rubber game", 1, 8, p, Seat.S)
    >>> s.below, s.games
    ((0, 24), (1, 1))
    >>> read_score("eighteen to nothing in favour of the dealer", 1, 8, p, Seat.E).below
    (0, 18)
    >>> s = read_score("The score is 18 to 0 in favour of the dealer, Z, who has a game in.",
    ...                1, 8, p, Seat.S); s.below, s.games
    ((18, 0), (1, 0))
    >>> s = read_score("18 to 0 in favour of the dealer, Z, who has a game in and makes it "
    ...                "diamonds, having four honours", 1, 8, p, Seat.S); s.below, s.games
    ((18, 0), (1, 0))
    >>> read_score("Love all", 1, 8, p, Seat.S).below, read_score("A B 0, Y Z 22", 1, 8, p,
    ...     Seat.S).below
    ((0, 0), (22, 0))
    >>> s = read_score("It is the first game, score sixteen to nothing, in favor of the dealer",
    ...                1, 8, p, Seat.S); s.below, s.games
    ((16, 0), (0, 0))
    >>> read_score("It is the rubber game, score twenty-four all", 1, 8, p, Seat.S).below
    (24, 24)
    >>> read_score("The score is 10 to 2 in the dealer's favour.", 1, 8, p, Seat.E).below
    (2, 10)
    >>> read_score("10 to 2 in the adversaries' favor", 1, 8, p, Seat.S).below
    (2, 10)
    >>> p.found
    []
    >>> read_score("eihgt to nothing", 1, 8, p, Seat.S) is None, p.found[0].hint
    (True, "did you mean 'eight'? 'eihgt' is read as no word of a score")
    """
    span = Span(line, col, line, col + max(len(text.rstrip()), 1))
    score, unread = _reading(text, dealer, span)
    if score is None:
        where = f": {unread!r} is not a part of a score" if unread else ""
        meant = did_you_mean(plain(text), _SCORE_WORDS, lambda mended: _reading(
            mended, dealer, span)[0] is not None, "a score")
        problems.add("P030", f"score not understood: {text.strip()!r}{where}", line, col,
                     max(len(text.rstrip()), 1), hint=meant or _HINT)
    return score


#: The words of a score a misspelt word may be meant for ("eihgt", "favuor").
_SCORE_WORDS = (*COUNT_WORDS, "favour", "favor", "against", "dealer", "adversaries", "game",
                "rubber", "first", "second", "third", "all", "score")


def _reading(text: str, dealer: Seat, span: Span) -> tuple[StatedScore | None, str | None]:
    """The score a text says, or None and the clause not understood (if one is not)."""
    said = _Said(dealer)
    clauses = [c.strip() for c in _CLAUSES.split(plain(text).lower())]
    unread = next((c for c in clauses if c and not said.clause(c)), None)
    return (said.score(text.strip(), span) if unread is None else None), unread

"""The score as plain values: entries above and below the line, games, rubbers.

Everything here is a frozen dataclass of ints, strings and tuples, so a score
sheet (HTML, PDF, JSON) can be drawn from it without knowing how it was scored.

>>> e = Entry(Side.NS, 16, below=True, what="odd tricks")
>>> str(e)
'NS 16 below: odd tricks'
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bridgebook.model import Seat, Side, Span, StatedScore, Strain


@dataclass(frozen=True, slots=True)
class Entry:
    """One figure a score keeper writes: who scores it, how much, where, for what."""

    side: Side
    points: int
    below: bool
    what: str

    @property
    def above(self) -> bool:
        return not self.below

    def __str__(self) -> str:
        where = "below" if self.below else "above"
        return f"{self.side.name} {self.points} {where}: {self.what}"


@dataclass(frozen=True, slots=True)
class HonoursHeld:
    """The honours a side holds: how many, and the most held in one hand.

    In a suit the honours are A K Q J 10 of trumps; at no trump the four aces.
    ``fifth_with_partner`` is four in one hand and the fifth in his partner's.
    """

    side: Side
    count: int
    in_one_hand: int

    @property
    def fifth_with_partner(self) -> bool:
        return self.count == 5 and self.in_one_hand == 4


@dataclass(frozen=True, slots=True)
class Revoke:
    """A revoke by ``side``, and the penalty its adversaries chose.

    ``penalty`` is "tricks" (take three tricks), "deduct" (deduct the value of
    three tricks from the revokers' score) or "add" (add it to their own).
    """

    side: Side
    penalty: str = "tricks"
    span: Span | None = None


@dataclass(frozen=True, slots=True)
class HandFacts:
    """What the score of one deal needs, from the play or from the score keeper.

    ``tricks`` is the number of tricks North-South won (East-West won the rest);
    ``voids`` counts, per side (NS, EW), the hands void of trumps.
    """

    ident: int
    strain: Strain | None
    tricks: int | None
    factor: int = 1
    level: int = 0
    declarer: Seat | None = None
    honours: HonoursHeld | None = None
    voids: tuple[int, int] = (0, 0)
    revokes: tuple[Revoke, ...] = ()
    dealer: Seat | None = None
    span: Span | None = None
    #: The score when the hand was played, as the record states it (``score:``).
    score: StatedScore | None = None
    #: A contract deal passed out (four passes, or ``contract: passed out``): it
    #: scores nothing.
    passed_out: bool = False
    #: The vulnerability the deal states, where no board number gives it (duplicate).
    vulnerable: tuple[bool, bool] | None = None

    def won(self, side: Side) -> int:
        """Tricks won by ``side`` in the play (before any revoke penalty)."""
        assert self.tricks is not None
        return self.tricks if side is Side.NS else 13 - self.tricks


@dataclass(frozen=True, slots=True)
class DealScore:
    """The entries of one deal, with the game it belongs to and the state after it."""

    ident: int
    game: int  # 1, 2, 3 within the rubber
    entries: tuple[Entry, ...]
    below_after: tuple[int, int]  # each side's points towards the game after this deal
    vulnerable: tuple[bool, bool] = (False, False)  # before the deal (contract)
    note: str = ""

    def points(self, side: Side, *, below: bool | None = None, what: str | None = None) -> int:
        """The points ``side`` scores in this deal, optionally only below/above or for ``what``.

        >>> d = DealScore(1, 1, (Entry(Side.NS, 16, True, "odd tricks"),
        ...                      Entry(Side.NS, 32, False, "4 honours")), (16, 0))
        >>> d.points(Side.NS), d.points(Side.NS, below=False), d.points(Side.NS, what="honours")
        (48, 32, 32)
        """
        return sum(e.points for e in self.entries if e.side is side
                   and (below is None or e.below == below)
                   and (what is None or what in e.what))


@dataclass(frozen=True, slots=True)
class Game:
    """A game of the rubber: its number, its deals, and who won it (None: unfinished)."""

    number: int
    deals: tuple[int, ...]
    winner: Side | None


@dataclass(frozen=True, slots=True)
class RubberScore:
    """A rubber added up: deals, games, each side's totals, the bonus and the value.

    ``totals`` are (NS, EW) with everything but the rubber bonus; ``bonus`` goes to
    ``winner``; ``value`` is what the winners of the rubber gain (the difference of
    the totals with the bonus; negative when they win the rubber but lose on the
    points). ``ahead`` is the side with the higher total and ``difference`` what it
    is ahead by: the points that change hands. An unfinished rubber has
    ``finished`` False, and its ``winner`` is the side ahead.
    """

    name: str
    code: str
    deals: tuple[DealScore, ...]
    games: tuple[Game, ...]
    tricks: tuple[int, int]  # below the line
    honours: tuple[int, int]  # above the line (honours, chicane, slam, penalties…)
    bonus: int
    bonus_entries: tuple[Entry, ...]
    winner: Side | None
    finished: bool
    sides: tuple[str, str] = ("North-South", "East-West")
    value: int = 0
    extra: dict[str, str] = field(default_factory=dict)
    #: Where the record takes the rubber up (its first deal's ``score:`` line): each
    #: side's points towards the game and games won before the first deal recorded.
    start_below: tuple[int, int] = (0, 0)
    start_games: tuple[int, int] = (0, 0)

    @property
    def ahead(self) -> Side | None:
        """The side with the higher total (None when the totals are level): the side
        that wins the difference, whoever won the rubber."""
        ns, ew = self.total(Side.NS), self.total(Side.EW)
        return None if ns == ew else Side.NS if ns > ew else Side.EW

    @property
    def difference(self) -> int:
        """The difference of the totals, never negative."""
        return abs(self.total(Side.NS) - self.total(Side.EW))

    def total(self, side: Side, *, with_bonus: bool = True) -> int:
        """A side's total: tricks and honours, and the rubber bonus if it won it."""
        points = self.tricks[side] + self.honours[side]
        if with_bonus:
            points += sum(e.points for e in self.bonus_entries if e.side is side)
        return points

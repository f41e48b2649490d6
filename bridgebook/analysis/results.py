"""The results of double-dummy analysis: plain, frozen values with a JSON form.

Everything here is bridgebook's own: compass seats (N E S W), strains in contract
order (clubs to no trump), :class:`~bridgebook.model.Card`. Nothing imports the
solver; these values are what the cache stores and what a renderer draws.

>>> table = DDTable(((13, 0, 13, 0),) * 5)
>>> table.tricks(Strain.NOTRUMP, Seat.S), makeable(table)[0]
(13, Makeable(strain=Strain.CLUBS, declarer=Seat.N, level=7))
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgebook.model import Card, Seat, Side, Strain

_SEATS = tuple(Seat)
_STRAINS = tuple(Strain)


@dataclass(frozen=True, slots=True)
class DDTable:
    """Tricks each declarer takes in each strain, the opening lead on his left.

    ``rows[strain][seat]``: strains clubs, diamonds, hearts, spades, no trump;
    seats N, E, S, W.
    """

    rows: tuple[tuple[int, ...], ...]

    def tricks(self, strain: Strain, declarer: Seat) -> int:
        return self.rows[strain][declarer]

    def as_dict(self) -> dict[str, dict[str, int]]:
        """``{"NT": {"N": 9, ...}, "S": {...}, ...}``.

        >>> DDTable(((7, 6, 7, 6),) * 5).as_dict()["NT"]
        {'N': 7, 'E': 6, 'S': 7, 'W': 6}
        """
        return {strain.code: {seat.name: self.rows[strain][seat] for seat in _SEATS}
                for strain in _STRAINS}

    @staticmethod
    def from_dict(data: dict[str, dict[str, int]]) -> DDTable:
        return DDTable(tuple(tuple(int(data[strain.code][seat.name]) for seat in _SEATS)
                             for strain in _STRAINS))


@dataclass(frozen=True, slots=True)
class Makeable:
    """The highest contract ``declarer`` makes in ``strain`` double dummy."""

    strain: Strain
    declarer: Seat
    level: int

    @property
    def text(self) -> str:
        return f"{self.level}{self.strain.symbol} by {self.declarer.name}"


def makeable(table: DDTable) -> tuple[Makeable, ...]:
    """Every declarer's highest makeable contract in every strain (seven tricks or more).

    >>> [m.text for m in makeable(DDTable(((6, 7, 6, 7),) + ((0, 0, 0, 0),) * 4))]
    ['1♣ by E', '1♣ by W']
    """
    return tuple(Makeable(strain, seat, table.rows[strain][seat] - 6)
                 for strain in _STRAINS for seat in _SEATS if table.rows[strain][seat] >= 7)


@dataclass(frozen=True, slots=True)
class ParContract:
    """A par contract: ``result`` is the overtricks (+) or undertricks (-)."""

    level: int
    strain: Strain
    declarer: Seat
    doubled: bool
    result: int

    @property
    def text(self) -> str:
        """``4♠ by N``, ``5♦X by E -2``, ``3NT by S +1``.

        >>> ParContract(5, Strain.DIAMONDS, Seat.E, True, -2).text
        '5♦X by E -2'
        """
        made = f" {self.result:+d}" if self.result else ""
        return (f"{self.level}{self.strain.symbol}{'X' if self.doubled else ''} "
                f"by {self.declarer.name}{made}")


@dataclass(frozen=True, slots=True)
class Par:
    """The par score (North-South's point of view) and the contracts that reach it."""

    score: int
    contracts: tuple[ParContract, ...]
    vulnerable: str  # "none", "NS", "EW" or "both"
    dealer: Seat


@dataclass(frozen=True, slots=True)
class CardResult:
    """One card of the play and what double dummy says after it.

    ``tricks`` is the declaring side's total for the deal with best play from here
    on (tricks already won included); ``change`` is how that moved with this card
    (negative: the declaring side lost a trick); ``cost`` is the tricks the card
    cost the side that played it (0 for a card that keeps the best result).

    >>> c = CardResult(3, Seat.W, Card.SJ, 9, -1, 0)
    >>> c.mark, c.side, CardResult(3, Seat.S, Card.SA, 9, -1, 1).mark
    ('', Side.EW, '−1')
    """

    trick: int
    seat: Seat
    card: Card
    tricks: int
    change: int
    cost: int

    @property
    def side(self) -> Side:
        return self.seat.side

    @property
    def mark(self) -> str:
        """The printed mark: ``−1`` (a true minus sign) on a card that cost a trick."""
        return f"\u2212{self.cost}" if self.cost > 0 else ""


@dataclass(frozen=True, slots=True)
class PlayAnalysis:
    """The recorded play card by card, for the declaring side ``side``.

    ``start`` is the double-dummy result before the opening lead. ``stopped``
    says why the analysis ends before the recorded play does (a card that breaks
    the laws), else None.
    """

    side: Side
    start: int
    cards: tuple[CardResult, ...]
    stopped: str | None = None

    @property
    def final(self) -> int:
        return self.cards[-1].tricks if self.cards else self.start

    def costly(self) -> tuple[CardResult, ...]:
        """The cards that cost their side a trick or more."""
        return tuple(c for c in self.cards if c.cost > 0)


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """Does the claim hold against any defence? ``can_take`` is what double dummy
    gives the claimer's side of the tricks still to play."""

    seat: Seat
    claimed: int
    remaining: int
    can_take: int

    @property
    def holds(self) -> bool:
        return self.can_take >= self.claimed


@dataclass(frozen=True, slots=True)
class Declared:
    """The declared strain as played: declarer (in bridge whist, the dealer, who
    plays both hands), the opening leader, and the double-dummy tricks of his side."""

    strain: Strain
    declarer: Seat
    leader: Seat
    tricks: int
    level: int = 0  # 0 in bridge whist


@dataclass(frozen=True, slots=True)
class DealAnalysis:
    """Everything double dummy says about one deal."""

    table: DDTable
    par: Par | None = None
    declared: Declared | None = None
    play: PlayAnalysis | None = None
    claim: ClaimVerdict | None = None

    @property
    def makeable(self) -> tuple[Makeable, ...]:
        return makeable(self.table)

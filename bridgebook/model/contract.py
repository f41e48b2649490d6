"""What the make or the auction settles: the strain, who plays, the doubling."""

from __future__ import annotations

from dataclasses import dataclass

from bridgebook.model.seats import Seat, Side, Strain


@dataclass(frozen=True, slots=True)
class Contract:
    """The outcome of the declaration (bridge whist) or the auction (contract).

    In bridge whist the dealer plays both his hand and the dummy's, whoever named
    the trump, and ``level`` is 0; ``doubles`` counts every double and redouble
    (each doubles the value of a trick). In contract bridge ``level`` is 1-7 and
    ``doubles`` is 0, 1 (doubled) or 2 (redoubled).

    >>> c = Contract(Strain.HEARTS, declarer=Seat.S, maker=Seat.N)
    >>> c.dummy, c.leader, c.side, c.factor
    (Seat.N, Seat.W, Side.NS, 1)
    """

    strain: Strain
    declarer: Seat
    level: int = 0
    doubles: int = 0
    maker: Seat | None = None

    @property
    def dummy(self) -> Seat:
        return self.declarer.partner

    @property
    def leader(self) -> Seat:
        """The opening leader: the eldest hand, on the declarer's left."""
        return self.declarer.lho

    @property
    def side(self) -> Side:
        return self.declarer.side

    @property
    def factor(self) -> int:
        return 1 << self.doubles

    @property
    def trump(self) -> str:
        return self.strain.code

    def __str__(self) -> str:
        doubling = ("", "X", "XX")[self.doubles] if self.doubles < 3 else f"×{self.factor}"
        if self.level:
            return f"{self.level}{self.strain.code}{doubling} by {self.declarer.name}"
        doubled = f" {doubling}" if doubling else ""
        return f"{self.strain.word}{doubled}, {self.declarer.name} plays"

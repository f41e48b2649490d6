"""Seats, sides and strains.

The books name the seats from the dealer: Z deals, A sits on his left and leads,
Y is his partner (the dummy), B sits on his right. bridgebook keeps compass seats
and maps the books' letters with the dealer at South: Z = S, A = W, Y = N, B = E.

>>> Seat.parse("A"), Seat.S.lho, Seat.S.partner, Seat.W.book_name
(Seat.W, Seat.W, Seat.N, 'A')
"""

from __future__ import annotations

import enum

from bridgebook.model.members import Named


class Seat(Named, enum.IntEnum):
    """Compass seats in clockwise order, the order of play."""

    N = 0
    E = 1
    S = 2
    W = 3

    @property
    def lho(self) -> Seat:
        """The seat on this one's left: the next to play."""
        return SEATS[(self + 1) % 4]

    @property
    def rho(self) -> Seat:
        return SEATS[(self + 3) % 4]

    @property
    def partner(self) -> Seat:
        return SEATS[(self + 2) % 4]

    @property
    def side(self) -> Side:
        return _SIDES[self & 1]

    @property
    def word(self) -> str:
        return ("North", "East", "South", "West")[self]

    @property
    def book_name(self) -> str:
        """The letter the old books give the seat when South deals."""
        return "YBZA"[self]

    def after(self, steps: int) -> Seat:
        return SEATS[(self + steps) % 4]

    @staticmethod
    def parse(text: str) -> Seat:
        """Read ``N E S W``, ``North``…, or the books' ``Z A Y B`` (dealer at South)."""
        try:
            return _SEAT_NAMES[text.strip().lower()]
        except KeyError:
            raise ValueError(f"not a seat: {text!r}") from None

    def __repr__(self) -> str:
        return f"Seat.{self.name}"

    def __str__(self) -> str:
        return self.name


#: The seats in the order of play.
SEATS: tuple[Seat, ...] = tuple(Seat)
#: The seats round the table from each seat: ``ROUND[seat][i]`` is ``seat.after(i)``.
ROUND: tuple[tuple[Seat, ...], ...] = tuple(SEATS[seat:] + SEATS[:seat] for seat in SEATS)
_SEAT_NAMES: dict[str, Seat] = {
    "n": Seat.N, "north": Seat.N, "y": Seat.N,
    "e": Seat.E, "east": Seat.E, "b": Seat.E,
    "s": Seat.S, "south": Seat.S, "z": Seat.S,
    "w": Seat.W, "west": Seat.W, "a": Seat.W,
}  # fmt: skip

#: Letters that name a seat only in the books' naming.
BOOK_LETTERS = frozenset("zayb")


class Side(Named, enum.IntEnum):
    """A partnership: North-South or East-West."""

    NS = 0
    EW = 1

    @property
    def seats(self) -> tuple[Seat, Seat]:
        return (Seat.N, Seat.S) if self is Side.NS else (Seat.E, Seat.W)

    @property
    def other(self) -> Side:
        return _SIDES[1 - self]

    def __repr__(self) -> str:
        return f"Side.{self.name}"


_SIDES = (Side.NS, Side.EW)


class Strain(Named, enum.IntEnum):
    """What the hand is played in: a trump suit or no trump (contract order)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3
    NOTRUMP = 4

    @property
    def code(self) -> str:
        return ("C", "D", "H", "S", "NT")[self]

    @property
    def symbol(self) -> str:
        return ("♣", "♦", "♥", "♠", "NT")[self]

    @property
    def word(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades", "no trump")[self]

    @property
    def is_suit(self) -> bool:
        return self is not Strain.NOTRUMP

    def __repr__(self) -> str:
        return f"Strain.{self.name}"

"""A deal as the record gives it: hands, declaration or auction, play, result.

These are plain values. They keep what the text says, mistakes included (a card
written twice, a trick of three cards), each with its source span, so the engine
can report every problem with its place. Nothing here checks anything.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Literal

from bridgebook.model.cards import PRINT_ORDER, Card, CardSet, Suit
from bridgebook.model.seats import Seat, Side, Strain
from bridgebook.model.span import Span

#: Where a note's text was written (see :class:`Note`).
Origin = Literal["book", "pbn", "lin"]
#: The format a deal was read from (see :attr:`Deal.read_from`).
Source = Literal["book", "pbn", "lin", "json"]


@dataclass(frozen=True, slots=True)
class Note:
    """Commentary on a deal, a trick or a card, and where its text was written:
    ``"book"`` the book notation's Markdown (and bridgebook's JSON), ``"pbn"`` a PBN
    file's commentary, which may carry PBN's own marks (``\\S`` for ♠, ``<b>``),
    ``"lin"`` a LIN file's (its suits read as symbols, no other mark).

    >>> Note("a", origin="pbn").pbn, Note("a").pbn
    (True, False)
    """

    text: str
    span: Span | None = None
    origin: Origin = field(default="book", compare=False)

    @property
    def pbn(self) -> bool:
        """Read from PBN commentary, PBN's marks and all."""
        return self.origin == "pbn"


@dataclass(frozen=True, slots=True)
class Holding:
    """One suit of a hand as written: cards in the order given, and ``x`` cards.

    >>> Holding(Suit.HEARTS, (Card.HK, Card.H4)).count
    2
    """

    suit: Suit
    cards: tuple[Card, ...] = ()
    small: int = 0
    span: Span | None = None
    #: Each card's place: a tuple of spans, or Columns (one character a card).
    card_spans: Sequence[Span] = ()

    @property
    def count(self) -> int:
        return len(self.cards) + self.small

    def span_of(self, card: Card) -> Span | None:
        for written, span in zip(self.cards, self.card_spans, strict=False):
            if written == card:
                return span
        return self.span


@dataclass(frozen=True, slots=True)
class Hand:
    """A player's thirteen cards (or fewer, or more: the text may be wrong).

    ``seat`` is None for a lone hand printed with no seat, as the 1897 hints do.
    """

    seat: Seat | None
    holdings: tuple[Holding, ...]
    span: Span | None = None

    @classmethod
    def holding(cls, seat: Seat | None, cards: CardSet, span: Span | None = None) -> Hand:
        """The hand of ``seat`` holding ``cards``, a suit a line in print order, as no
        text wrote it (LIN's fourth hand, the cards the other three leave).

        >>> hand = Hand.holding(Seat.N, CardSet.parse("♠AK ♣2"))
        >>> [(h.suit.name, [str(c) for c in h.cards]) for h in hand.holdings]
        [('SPADES', ['♠A', '♠K']), ('HEARTS', []), ('DIAMONDS', []), ('CLUBS', ['♣2'])]
        """
        return cls(seat, tuple(Holding(s, tuple(cards.suit(s))) for s in PRINT_ORDER), span)

    @property
    def cards(self) -> CardSet:
        mask = 0
        for holding in self.holdings:
            for card in holding.cards:
                mask |= 1 << card
        return CardSet(mask)

    @property
    def small(self) -> int:
        return sum(h.small for h in self.holdings)

    @property
    def count(self) -> int:
        return sum(h.count for h in self.holdings)

    @property
    def complete(self) -> bool:
        """Every card is named (no ``x``)."""
        return self.small == 0

    def span_of(self, card: Card) -> Span | None:
        for holding in self.holdings:
            if card in holding.cards:
                return holding.span_of(card)
        return self.span


class Act(enum.Enum):
    """What a player says while the trump is made and doubled (bridge whist)."""

    PASS_MAKE = "passes the make"
    DECLARE = "declares"
    DOUBLE = "doubles"
    REDOUBLE = "redoubles"
    SATISFIED = "is satisfied"
    ASK = "asks 'may I lead?'"
    CONSENT = "answers 'lead'"


@dataclass(frozen=True, slots=True)
class Declaration:
    """One act of the make or the doubling: "Y declares hearts", "A doubles"."""

    seat: Seat
    act: Act
    strain: Strain | None = None
    span: Span | None = None


class CallKind(enum.Enum):
    BID = "bid"
    PASS = "pass"
    DOUBLE = "double"
    REDOUBLE = "redouble"
    #: A call the record has but that cannot be read (``8H``): it keeps its turn.
    UNKNOWN = "unknown"


@dataclass(frozen=True, slots=True)
class Call:
    """A call of a contract auction.

    >>> Call(CallKind.BID, 3, Strain.NOTRUMP).text
    '3NT'
    """

    kind: CallKind
    level: int = 0
    strain: Strain | None = None
    alert: bool = False
    note: str | None = None
    span: Span | None = None
    #: Where the explanation was written, as a note's :attr:`Note.origin`: the book
    #: notation's Markdown, PBN's text with its marks, LIN's.
    note_origin: Origin = field(default="book", compare=False)

    @property
    def explanation(self) -> Note | None:
        """The explanation as a note, with where it was written.

        >>> Call(CallKind.PASS, note="<b>weak</b>", note_origin="pbn").explanation.pbn
        True
        """
        return None if self.note is None else Note(self.note, self.span, self.note_origin)

    @property
    def text(self) -> str:
        if self.kind is CallKind.BID and self.strain is not None:
            return f"{self.level}{self.strain.code}"
        return {"pass": "Pass", "double": "X", "redouble": "XX"}.get(self.kind.value, "?")


@dataclass(frozen=True, slots=True)
class Auction:
    """The calls in order. ``first`` is the seat that called first where the
    record shows it (a bidding table); otherwise the dealer calls first."""

    calls: tuple[Call, ...]
    first: Seat | None = None
    span: Span | None = None


@dataclass(frozen=True, slots=True)
class PlayedCard:
    """A card in the play. ``seat`` is known in a table (by column) and for the
    first card of a trick typed with its leader; otherwise it follows from the
    order of play. ``marked`` is the book's mark of the card that won."""

    card: Card
    seat: Seat | None = None
    marked: bool = False
    note: Note | None = None
    span: Span | None = None


class PlayForm(enum.Enum):
    TABLE = "table"  # one column per seat in fixed order, as the books print it
    ORDER = "order"  # cards in the order played, from the leader


@dataclass(frozen=True, slots=True)
class Trick:
    """A trick as written: its number, the stated leader, the cards."""

    cards: tuple[PlayedCard, ...]
    form: PlayForm
    number: int | None = None
    leader: Seat | None = None
    notes: tuple[Note, ...] = ()
    span: Span | None = None
    #: The reader could not fit the row to the table's columns (already reported).
    damaged: bool = False
    #: The cards a table row gives past its last column (a damaged row), in order.
    extra: tuple[PlayedCard, ...] = ()
    #: The record stops the play in this trick, the last, cut short with no claim (PBN
    #: and LIN let a play end anywhere: a lone opening lead); its few cards are no error.
    stops: bool = False
    #: The cells of a printed table not read as cards (``1O♦``), each with its seat,
    #: as printed: a damaged row.
    unread: tuple[tuple[Seat, str], ...] = ()
    #: The places in the order of play (0 the lead) of the cells of a row in the
    #: order played not read as cards (``HJJ``): the cards after one keep their
    #: players. A damaged row.
    gaps: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Play:
    tricks: tuple[Trick, ...]
    columns: tuple[Seat, ...] | None = None
    span: Span | None = None
    #: The rows are in PBN's fixed columns (the first always the opening leader's),
    #: not under a table's row of seats.
    fixed: bool = False


@dataclass(frozen=True, slots=True)
class Claim:
    """``seat`` claims ``tricks`` of the remaining tricks (None: all of them).
    ``during``: the claim is made during a trick (as online play records it), and
    that trick, cut short, is among the tricks claimed."""

    seat: Seat | None
    tricks: int | None = None
    span: Span | None = None
    during: bool = False
    #: The declaring side's tricks in all, where the record states the claim so (LIN's
    #: ``mc``) and ``tricks`` is counted from it: a check that mends a trick of the
    #: play counts the claim again. Not part of the claim's value.
    total: int | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class StatedResult:
    """The result the record prints.

    ``tricks`` is the number of tricks won by ``side`` (None: the declaring
    side); ``relative`` is a contract result written against the contract
    (``=`` is 0, ``+1``, ``-2``).
    """

    text: str
    side: Side | None = None
    tricks: int | None = None
    relative: int | None = None
    span: Span | None = None


@dataclass(frozen=True, slots=True)
class StatedScore:
    """The score when the hand was played, as the record states it: "love all",
    "24 to 0 against the dealer on the rubber game".

    ``below`` is each side's points towards the game (below the line), ``games``
    the games each side has won in the rubber, both (North-South, East-West); None
    where the record does not say.
    """

    text: str
    below: tuple[int, int] | None = None
    games: tuple[int, int] | None = None
    span: Span | None = None

    def words(self, naming: Naming) -> str:
        """The score in the record's seat names.

        >>> StatedScore("", (0, 24), (1, 1)).words(Naming.BOOK)
        'Y Z 0, A B 24 (a game each)'
        >>> StatedScore("", (0, 0)).words(Naming.BOOK), StatedScore("", (16, 0), (0, 0)).words(
        ...     Naming.COMPASS)
        ('love all', 'N S 16, E W 0 (no game yet)')
        """
        parts = []
        if self.below is not None and self.below[0] == self.below[1]:
            parts.append("love all" if self.below[0] == 0 else f"{self.below[0]} all")
        elif self.below is not None:
            parts.append(", ".join(f"{naming.side(side)} {self.below[side]}" for side in Side))
        if self.games is not None:
            ns, ew = self.games
            games = ("no game yet" if ns == ew == 0 else "a game each" if ns == ew == 1
                     else ", ".join(f"{naming.side(side)} {self.games[side]} game"
                                    f"{'' if self.games[side] == 1 else 's'}" for side in Side))
            parts.append(f"({games})" if parts else games)
        return " ".join(parts)


class Naming(enum.Enum):
    """How a record names the seats, and so how every message names them back.

    >>> Naming.BOOK.seat(Seat.S), Naming.BOOK.side(Side.EW), Naming.COMPASS.side(Side.EW)
    ('Z', 'A B', 'E W')
    """

    BOOK = "book"  # Z A Y B
    COMPASS = "compass"  # N E S W

    def seat(self, seat: Seat) -> str:
        return seat.book_name if self is Naming.BOOK else seat.name

    def side(self, side: Side) -> str:
        """``Y Z`` / ``A B`` as the books print the sides; ``N S`` / ``E W`` otherwise."""
        if self is Naming.BOOK:
            return "Y Z" if side is Side.NS else "A B"
        return " ".join(seat.name for seat in side.seats)


#: The key of a deal's meta whose auction is not its own but the shortest one reaching
#: its contract, implied by PBN's Contract and Declarer tags where no Auction is given.
IMPLIED_AUCTION = "pbn:Auction:implied"


@dataclass(frozen=True, slots=True)
class Deal:
    """One deal of a hand record, as written."""

    position: int
    number: int | None = None
    title: str | None = None
    laws: str | None = None
    dealer: Seat | None = None
    naming: Naming = Naming.COMPASS
    meta: dict[str, str] = field(default_factory=dict)
    meta_spans: dict[str, Span] = field(default_factory=dict)
    hands: tuple[Hand, ...] = ()
    declaration: tuple[Declaration, ...] = ()
    auction: Auction | None = None
    play: Play | None = None
    claim: Claim | None = None
    result: StatedResult | None = None
    notes: tuple[Note, ...] = ()
    span: Span | None = None
    #: The score when the hand was played (a ``score:`` line), if the record gives it.
    score: StatedScore | None = None
    #: The format the deal was read from: what a conversion says it loses (P017) is
    #: named as that format writes it (PBN's ``Event`` tag, the notation's ``event:``).
    read_from: Source = field(default="book", compare=False)
    #: The book notation's ``#`` lines in the deal, each as written (``#`` and all)
    #: at its place: they print nothing, and a conversion to the notation writes
    #: them back where they were.
    comments: tuple[Note, ...] = field(default=(), compare=False)

    @property
    def ident(self) -> int:
        """The board number where the record gives one, else the position."""
        return self.number if self.number is not None else self.position

    def hand(self, seat: Seat) -> Hand | None:
        for hand in self.hands:
            if hand.seat is seat:
                return hand
        return None


@dataclass(frozen=True, slots=True)
class HandRecord:
    """What one file holds: its deals, and metadata that applies to all of them
    (the keys before the first deal), with the place of each key's value."""

    deals: tuple[Deal, ...]
    meta: dict[str, str] = field(default_factory=dict)
    meta_spans: dict[str, Span] = field(default_factory=dict)
    #: The book notation's ``#`` lines before the first deal (see
    #: :attr:`Deal.comments`).
    comments: tuple[Note, ...] = field(default=(), compare=False)

"""Suits, ranks, cards and card sets.

A card is one of 52 members of an ``IntEnum``; a set of cards is a 52-bit mask.
"Four disjoint hands of thirteen" is then a handful of bit operations.

>>> Card.parse("Q♣"), Card.SA.suit, Card.H10.rank
(Card.CQ, Suit.SPADES, Rank.TEN)
>>> str(CardSet([Card.SA, Card.SK, Card.H4]))
'♠AK ♥4'
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Iterator

from bridgebook.model.members import Named


class Suit(Named, enum.IntEnum):
    """The four suits, in the order of contract bidding (clubs lowest)."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def word(self) -> str:
        return ("clubs", "diamonds", "hearts", "spades")[self]

    @property
    def mask(self) -> int:
        """The bits of the 13 cards of this suit."""
        return 0x1FFF << (13 * self)

    @staticmethod
    def parse(text: str) -> Suit:
        """Read a suit letter, symbol (filled or outline), bracketed letter or word.

        >>> Suit.parse("♡"), Suit.parse("[S]"), Suit.parse("clubs")
        (Suit.HEARTS, Suit.SPADES, Suit.CLUBS)
        """
        try:
            return _SUIT_NAMES[text.strip().lower()]
        except KeyError:
            raise ValueError(f"not a suit: {text!r}") from None

    def __repr__(self) -> str:
        return f"Suit.{self.name}"


#: Each suit's letter and its symbol, the one table of them (commentary's ``\\S``,
#: LIN's ``!S`` and the book notation's shorthand all name a suit by its letter).
SUIT_SYMBOLS: dict[str, str] = {s.letter: s.symbol for s in reversed(Suit)}

_SUIT_NAMES: dict[str, Suit] = {}
for _suit, _names in (
    (Suit.SPADES, ("s", "♠", "♤", "[s]", "spade", "spades")),
    (Suit.HEARTS, ("h", "♥", "♡", "[h]", "heart", "hearts")),
    (Suit.DIAMONDS, ("d", "♦", "♢", "[d]", "diamond", "diamonds")),
    (Suit.CLUBS, ("c", "♣", "♧", "[c]", "club", "clubs")),
):
    for _name in _names:
        _SUIT_NAMES[_name] = _suit

#: Suits in the order the books and PBN print a hand: spades, hearts, diamonds, clubs.
PRINT_ORDER: tuple[Suit, ...] = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)


class Rank(enum.IntEnum):
    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def letter(self) -> str:
        """The rank as PBN writes it (``T`` for ten)."""
        return "23456789TJQKA"[self - 2]

    @property
    def text(self) -> str:
        """The rank as the books print it (``10`` for ten)."""
        return "10" if self == Rank.TEN else self.letter

    @staticmethod
    def parse(text: str) -> Rank:
        """Read a rank: ``A K Q J 10 T Kn 9 … 2`` (any case).

        >>> Rank.parse("Kn"), Rank.parse("10"), Rank.parse("t")
        (Rank.JACK, Rank.TEN, Rank.TEN)
        """
        try:
            return _RANK_NAMES[text.strip().lower()]
        except KeyError:
            raise ValueError(f"not a rank: {text!r}") from None

    def __repr__(self) -> str:
        return f"Rank.{self.name}"


_RANK_NAMES: dict[str, Rank] = {r.letter.lower(): r for r in Rank}
_RANK_NAMES.update({"10": Rank.TEN, "kn": Rank.JACK, "1": Rank.ACE})
del _RANK_NAMES["1"]  # "1" alone is no rank; kept out on purpose


class Card(Named, enum.IntEnum):
    """One of the 52 cards; the value is ``13 * suit + rank - 2``."""

    C2 = 0; C3 = 1; C4 = 2; C5 = 3; C6 = 4; C7 = 5; C8 = 6; C9 = 7  # noqa: E702
    C10 = 8; CJ = 9; CQ = 10; CK = 11; CA = 12  # noqa: E702
    D2 = 13; D3 = 14; D4 = 15; D5 = 16; D6 = 17; D7 = 18; D8 = 19; D9 = 20  # noqa: E702
    D10 = 21; DJ = 22; DQ = 23; DK = 24; DA = 25  # noqa: E702
    H2 = 26; H3 = 27; H4 = 28; H5 = 29; H6 = 30; H7 = 31; H8 = 32; H9 = 33  # noqa: E702
    H10 = 34; HJ = 35; HQ = 36; HK = 37; HA = 38  # noqa: E702
    S2 = 39; S3 = 40; S4 = 41; S5 = 42; S6 = 43; S7 = 44; S8 = 45; S9 = 46  # noqa: E702
    S10 = 47; SJ = 48; SQ = 49; SK = 50; SA = 51  # noqa: E702

    @staticmethod
    def of(suit: Suit, rank: Rank) -> Card:
        return _CARDS[13 * suit + rank - 2]

    @property
    def suit(self) -> Suit:
        return _SUITS[self // 13]

    @property
    def rank(self) -> Rank:
        return _RANKS[self % 13]

    @property
    def bit(self) -> int:
        return 1 << self

    @property
    def code(self) -> str:
        """Suit letter and rank with ``T`` for ten, as in the JSON: ``'HT'``."""
        return _CODES[self]

    @staticmethod
    def parse(text: str) -> Card:
        """Read a card with the suit before or after the rank.

        >>> [Card.parse(t).code for t in ("♣Q", "Q♣", "[C]Q", "Q[C]", "CQ", "h10", "SKn")]
        ['CQ', 'CQ', 'CQ', 'CQ', 'CQ', 'HT', 'SJ']
        """
        t = text.strip()
        for suit_text, rank_text in _card_splits(t):
            try:
                return Card.of(Suit.parse(suit_text), Rank.parse(rank_text))
            except ValueError:
                continue
        raise ValueError(f"not a card: {text!r}")

    def __str__(self) -> str:
        return _TEXTS[self]

    def __repr__(self) -> str:
        return f"Card.{self.name}"


def _card_splits(t: str) -> Iterator[tuple[str, str]]:
    if t.startswith("["):
        end = t.find("]")
        yield t[: end + 1], t[end + 1 :]
    if t.endswith("]"):
        start = t.rfind("[")
        yield t[start:], t[:start]
    yield t[:1], t[1:]
    yield t[-1:], t[:-1]


_CARDS: tuple[Card, ...] = tuple(Card)
_SUITS: tuple[Suit, ...] = tuple(Suit)
_RANKS: tuple[Rank, ...] = tuple(Rank)
#: Each card's code (``'HT'``), by its number: writers ask for it a great many times.
#: Each card as the messages print it (``♠10``), by its number.
_TEXTS: tuple[str, ...] = tuple(c.suit.symbol + c.rank.text for c in _CARDS)
_CODES: tuple[str, ...] = tuple(_SUITS[c // 13].letter + _RANKS[c % 13].letter for c in range(52))
FULL_PACK = (1 << 52) - 1


class CardSet:
    """An immutable set of cards kept as a 52-bit mask.

    >>> hand = CardSet.parse("♠AKQ ♥4")
    >>> Card.SK in hand, len(hand), hand.suit(Suit.SPADES).highest()
    (True, 4, Card.SA)
    """

    __slots__ = ("mask",)

    def __init__(self, cards: Iterable[Card] | int = 0) -> None:
        if isinstance(cards, int):
            self.mask = cards
        else:
            mask = 0
            for card in cards:
                mask |= 1 << card
            self.mask = mask

    @staticmethod
    def parse(text: str) -> CardSet:
        """Read groups like ``♠AKQ ♥4 ♦— ♣T92`` (the form ``str`` prints)."""
        mask = 0
        for group in text.split():
            suit = Suit.parse(group[0])
            for ch in group[1:]:
                if ch not in "—-":
                    mask |= 1 << Card.of(suit, Rank.parse(ch))
        return CardSet(mask)

    def __contains__(self, card: object) -> bool:
        return isinstance(card, int) and bool(self.mask >> card & 1)

    def __iter__(self) -> Iterator[Card]:
        """Cards from the highest spade down to the lowest club."""
        mask = self.mask
        while mask:
            top = mask.bit_length() - 1
            yield _CARDS[top]
            mask ^= 1 << top

    def __len__(self) -> int:
        return self.mask.bit_count()

    def __bool__(self) -> bool:
        return self.mask != 0

    def __or__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask | other.mask)

    def __and__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & other.mask)

    def __sub__(self, other: CardSet) -> CardSet:
        return CardSet(self.mask & ~other.mask)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, CardSet) and other.mask == self.mask

    def __hash__(self) -> int:
        return hash(self.mask)

    def suit(self, suit: Suit) -> CardSet:
        return CardSet(self.mask & suit.mask)

    def highest(self) -> Card | None:
        return _CARDS[self.mask.bit_length() - 1] if self.mask else None

    def __repr__(self) -> str:
        return f"CardSet.parse({str(self)!r})"

    def __str__(self) -> str:
        groups = []
        for suit in PRINT_ORDER:
            ranks = "".join(c.rank.letter for c in self.suit(suit))
            if ranks:
                groups.append(suit.symbol + ranks)
        return " ".join(groups) if groups else "—"

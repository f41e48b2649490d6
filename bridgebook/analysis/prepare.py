"""From a checked deal to a solver problem: is the deal complete, which part of
the play is legal, what vulnerability and dealer par is reckoned with.

>>> from bridgebook.model import Deal
>>> missing_cards(Deal(position=1))
'no hands are given'
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgebook.engine.replay import PlayedTrick, trick_winner
from bridgebook.model import (
    FULL_PACK,
    Card,
    CardSet,
    Contract,
    Deal,
    Naming,
    Seat,
    Strain,
    Suit,
)

_SEATS = tuple(Seat)
_VULNERABLE = {
    "none": "none", "-": "none", "love": "none", "nil": "none", "neither": "none",
    "ns": "NS", "n-s": "NS", "ns vulnerable": "NS", "north-south": "NS",
    "ew": "EW", "e-w": "EW", "ew vulnerable": "EW", "east-west": "EW",
    "both": "both", "all": "both",
}  # fmt: skip


def missing_cards(deal: Deal) -> str | None:
    """Why the deal cannot be solved, or None when all 52 cards are placed.

    >>> from bridgebook.model import Hand, Holding, Suit
    >>> hand = Hand(Seat.N, (Holding(Suit.SPADES, (Card.SA,)),))
    >>> missing_cards(Deal(position=1, hands=(hand,)))
    'only N is given (a deal needs all four hands)'
    """
    seated = [h for h in deal.hands if h.seat is not None]
    if not seated:
        return "no hands are given"
    seats = {h.seat for h in seated}
    if len(seats) < 4 or len(seated) != 4:
        names = " ".join(_called(s, deal.naming) for s in _SEATS if s in seats)
        verb = "is" if len(seats) == 1 else "are"
        return f"only {names} {verb} given (a deal needs all four hands)"
    for hand in seated:
        if not hand.complete:
            return (f"{_called(hand.seat, deal.naming)} has cards written as x (every card "
                    "must be named)")
        if hand.count != 13:
            return f"{_called(hand.seat, deal.naming)} holds {hand.count} cards, not 13"
    placed = 0
    for hand in seated:
        if placed & hand.cards.mask:
            return f"{CardSet(placed & hand.cards.mask)} is in two hands"
        placed |= hand.cards.mask
    if placed != FULL_PACK:
        return f"{CardSet(FULL_PACK & ~placed)} is in no hand"
    return None


def hands_of(deal: Deal) -> tuple[int, int, int, int]:
    """Card masks for N, E, S, W (the deal must be complete).

    >>> from bridgebook.model import Hand, Holding, Suit
    >>> deal = Deal(position=1, hands=tuple(Hand(seat, (Holding(Suit.SPADES, (card,)),))
    ...             for seat, card in zip(Seat, (Card.SA, Card.SK, Card.SQ, Card.SJ))))
    >>> hands_of(deal) == (Card.SA.bit, Card.SK.bit, Card.SQ.bit, Card.SJ.bit)
    True
    """
    masks = {h.seat: h.cards.mask for h in deal.hands if h.seat is not None}
    return (masks[Seat.N], masks[Seat.E], masks[Seat.S], masks[Seat.W])


def vulnerability(deal: Deal) -> str:
    """``none``, ``NS``, ``EW`` or ``both`` from ``vulnerable:`` (none when not given).

    >>> vulnerability(Deal(position=1, meta={"vulnerable": "N-S"}))
    'NS'
    """
    text = (deal.meta.get("vulnerable") or deal.meta.get("vul") or "none").strip().lower()
    return _VULNERABLE.get(text, "none")


_SEE = " (see bridgebook check)"


def _called(seat: Seat | None, naming: Naming) -> str:
    """A seat as the deal names it: ``Z A Y B`` in the books' naming, else ``N E S W``."""
    if seat is None:
        return "?"
    return naming.seat(seat)


def legal_play(hands: tuple[int, int, int, int], tricks: Sequence[PlayedTrick],
               contract: Contract, naming: Naming = Naming.COMPASS
               ) -> tuple[list[tuple[int, Seat, Card]], str | None]:
    """The recorded play up to the first card that breaks the laws, as
    (trick, seat, card); and why it stops there (None: it does not stop).

    The solver can only follow a legal play; ``bridgebook check`` reports the fault.

    >>> from bridgebook.model import Strain
    >>> hands = (Card.SA.bit, Card.S2.bit, Card.S3.bit | Card.H3.bit, Card.H2.bit | Card.D2.bit)
    >>> trick = PlayedTrick(1, Seat.W, ((Seat.W, Card.H2), (Seat.N, Card.SA),
    ...                                 (Seat.E, Card.S2), (Seat.S, Card.S3)), Seat.W)
    >>> cards, why = legal_play(hands, [trick], Contract(Strain.NOTRUMP, Seat.S))
    >>> len(cards), why
    (3, 'trick 1: S revokes with ♠3 (see bridgebook check)')
    """
    held = list(hands)
    trump = None if contract.strain is Strain.NOTRUMP else Suit(int(contract.strain))
    leader = contract.leader
    cards: list[tuple[int, Seat, Card]] = []
    for index, trick in enumerate(tricks, start=1):
        if trick.leader is not leader or len(trick.cards) > 4:
            return cards, f"trick {index} is not led by {_called(leader, naming)}{_SEE}"
        expected = leader
        for seat, card in trick.cards:
            who = _called(seat, naming)
            if seat is not expected:
                return cards, f"trick {index}: {who} plays out of turn{_SEE}"
            if not held[seat] >> card & 1:
                return cards, f"trick {index}: {who} does not hold {card}{_SEE}"
            led = trick.cards[0][1].suit
            if (seat is not leader and card.suit is not led and held[seat] & led.mask):
                return cards, f"trick {index}: {who} revokes with {card}{_SEE}"
            held[seat] ^= 1 << card
            cards.append((index, seat, card))
            expected = seat.lho
        if len(trick.cards) < 4:
            if index < len(tricks):
                return cards, f"trick {index} has {len(trick.cards)} cards (see bridgebook check)"
            break
        leader = trick_winner(list(trick.cards), trump)
    return cards, None

"""The model: cards, seats, hands, declaration or auction, play. Plain values, no I/O.

The model imports nothing else of bridgebook; every other stage imports it.
"""

from bridgebook.model.cards import FULL_PACK, PRINT_ORDER, SUIT_SYMBOLS, Card, CardSet, Rank, Suit
from bridgebook.model.contract import Contract
from bridgebook.model.deal import (
    IMPLIED_AUCTION,
    Act,
    Auction,
    Call,
    CallKind,
    Claim,
    Deal,
    Declaration,
    Hand,
    HandRecord,
    Holding,
    Naming,
    Note,
    Origin,
    Play,
    PlayedCard,
    PlayForm,
    Source,
    StatedResult,
    StatedScore,
    Trick,
)
from bridgebook.model.seats import ROUND, SEATS, Seat, Side, Strain
from bridgebook.model.span import Columns, Span

__all__ = [
    "FULL_PACK",
    "IMPLIED_AUCTION",
    "PRINT_ORDER",
    "ROUND",
    "SEATS",
    "SUIT_SYMBOLS",
    "Act",
    "Auction",
    "Call",
    "CallKind",
    "Card",
    "CardSet",
    "Claim",
    "Columns",
    "Contract",
    "Deal",
    "Declaration",
    "Hand",
    "HandRecord",
    "Holding",
    "Naming",
    "Note",
    "Origin",
    "Play",
    "PlayForm",
    "PlayedCard",
    "Rank",
    "Seat",
    "Side",
    "Source",
    "Span",
    "StatedResult",
    "StatedScore",
    "Strain",
    "Suit",
    "Trick",
]  # fmt: skip

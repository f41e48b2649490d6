"""Build the model's frozen values quickly, for readers that make millions of them.

A frozen dataclass sets each field through ``object.__setattr__``; these builders
set the slots directly, and build a span (a named tuple) as the tuple it is, which
halves the cost of the spans and played cards a long PBN file is made of. The
values are the model's own, equal to those built the ordinary way.

>>> span(3, 5, 7) == Span(3, 5, 3, 7), played(Card.SA, Seat.N, span(1, 1, 3)) == PlayedCard(
...     Card.SA, Seat.N, span=Span(1, 1, 1, 3))
(True, True)
>>> call(CallKind.BID, 1, Strain.CLUBS, span(2, 1, 3)) == Call(CallKind.BID, 1, Strain.CLUBS,
...                                                           span=Span(2, 1, 2, 3))
True
>>> holding(Suit.HEARTS, (Card.HK,), span(1, 4, 5), (span(1, 4, 5),)) == Holding(
...     Suit.HEARTS, (Card.HK,), 0, Span(1, 4, 1, 5), (Span(1, 4, 1, 5),))
True
>>> table_trick((), 2, Seat.W, span(3, 1, 3)) == Trick((), PlayForm.TABLE, 2, Seat.W,
...                                                    span=Span(3, 1, 3, 3))
True
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgebook.model import (
    Auction,
    Call,
    CallKind,
    Card,
    Claim,
    Deal,
    Holding,
    Play,
    PlayedCard,
    PlayForm,
    Seat,
    Span,
    Strain,
    Suit,
    Trick,
)
from bridgebook.model.slots import slot_setters

_new = object.__new__
_tuple_new = tuple.__new__


_CARD, _SEAT, _MARKED, _NOTE, _SPAN = slot_setters(
    PlayedCard, "card", "seat", "marked", "note", "span")
_KIND, _LEVEL, _STRAIN, _ALERT, _CALL_NOTE, _CALL_SPAN, _CALL_ORIGIN = slot_setters(
    Call, "kind", "level", "strain", "alert", "note", "span", "note_origin")
_SUIT, _CARDS, _SMALL, _HOLDING_SPAN, _CARD_SPANS = slot_setters(
    Holding, "suit", "cards", "small", "span", "card_spans")
(_TRICK_CARDS, _FORM, _NUMBER, _LEADER, _TRICK_NOTES, _TRICK_SPAN, _DAMAGED, _EXTRA,
 _STOPS, _UNREAD, _GAPS) = slot_setters(Trick, "cards", "form", "number", "leader", "notes",
                                     "span", "damaged", "extra", "stops", "unread", "gaps")
_TABLE = PlayForm.TABLE
_DEAL_FIELDS = ("position", "number", "title", "laws", "dealer", "naming", "meta", "meta_spans",
                "hands", "declaration", "auction", "play", "claim", "result", "notes", "span",
                "score", "read_from", "comments")
_DEAL_SLOTS = tuple(zip(_DEAL_FIELDS, slot_setters(Deal, *_DEAL_FIELDS), strict=True))


def span(line: int, column: int, end_column: int) -> Span:
    """``Span(line, column, line, end_column)``."""
    # A Span is a named tuple: building the tuple directly skips its keyword handling.
    return _tuple_new(Span, (line, column, line, end_column))


def played(card: Card, seat: Seat, where: Span) -> PlayedCard:
    """``PlayedCard(card, seat, span=where)``."""
    value: PlayedCard = _new(PlayedCard)
    _CARD(value, card)
    _SEAT(value, seat)
    _MARKED(value, False)
    _NOTE(value, None)
    _SPAN(value, where)
    return value


def row(where: Span, cards: tuple[Card, Card, Card, Card],
        columns: tuple[Seat, ...]) -> tuple[PlayedCard, PlayedCard, PlayedCard, PlayedCard]:
    """A row of a PBN play table written as ``SA HT D2 C9``, its first card at
    ``where`` (``span(line, 1, 3)``): its four cards, each ``played(card, its
    column's seat, span(line, column, column + 2))``.

    >>> row(span(3, 1, 3), (Card.SA, Card.H10, Card.D2, Card.C9),
    ...     (Seat.W, Seat.N, Seat.E, Seat.S))[1] == PlayedCard(Card.H10, Seat.N,
    ...                                                       span=Span(3, 4, 3, 6))
    True
    """
    line = where[0]
    # As played() makes each card, without its call, the four written out.
    a: PlayedCard = _new(PlayedCard)
    b: PlayedCard = _new(PlayedCard)
    c: PlayedCard = _new(PlayedCard)
    d: PlayedCard = _new(PlayedCard)
    _CARD(a, cards[0])
    _CARD(b, cards[1])
    _CARD(c, cards[2])
    _CARD(d, cards[3])
    _SEAT(a, columns[0])
    _SEAT(b, columns[1])
    _SEAT(c, columns[2])
    _SEAT(d, columns[3])
    for value in (a, b, c, d):
        _MARKED(value, False)
        _NOTE(value, None)
    _SPAN(a, where)
    _SPAN(b, _tuple_new(Span, (line, 4, line, 6)))
    _SPAN(c, _tuple_new(Span, (line, 7, line, 9)))
    _SPAN(d, _tuple_new(Span, (line, 10, line, 12)))
    return a, b, c, d


def reseated(card: PlayedCard, seat: Seat) -> PlayedCard:
    """``dataclasses.replace(card, seat=seat)``.

    >>> first = PlayedCard(Card.SA, Seat.N, True, span=Span(1, 1, 1, 3))
    >>> reseated(first, Seat.E) == PlayedCard(Card.SA, Seat.E, True, span=Span(1, 1, 1, 3))
    True
    """
    value: PlayedCard = _new(PlayedCard)
    _CARD(value, card.card)
    _SEAT(value, seat)
    _MARKED(value, card.marked)
    _NOTE(value, card.note)
    _SPAN(value, card.span)
    return value


def call(kind: CallKind, level: int, strain: Strain | None, where: Span) -> Call:
    """``Call(kind, level, strain, span=where)``."""
    value: Call = _new(Call)
    _KIND(value, kind)
    _LEVEL(value, level)
    _STRAIN(value, strain)
    _ALERT(value, False)
    _CALL_NOTE(value, None)
    _CALL_SPAN(value, where)
    _CALL_ORIGIN(value, "book")
    return value


def holding(suit: Suit, cards: tuple[Card, ...], where: Span,
            card_spans: Sequence[Span]) -> Holding:
    """``Holding(suit, cards, 0, where, card_spans)``."""
    value: Holding = _new(Holding)
    _SUIT(value, suit)
    _CARDS(value, cards)
    _SMALL(value, 0)
    _HOLDING_SPAN(value, where)
    _CARD_SPANS(value, card_spans)
    return value


def table_trick(cards: tuple[PlayedCard, ...], number: int, leader: Seat | None,
                where: Span) -> Trick:
    """``Trick(cards, PlayForm.TABLE, number, leader, span=where)``."""
    value: Trick = _new(Trick)
    _TRICK_CARDS(value, cards)
    _FORM(value, _TABLE)
    _NUMBER(value, number)
    _LEADER(value, leader)
    _TRICK_NOTES(value, ())
    _TRICK_SPAN(value, where)
    _DAMAGED(value, False)
    _EXTRA(value, ())
    _STOPS(value, False)
    _UNREAD(value, ())
    _GAPS(value, ())
    return value


def recarded(trick: Trick, cards: tuple[PlayedCard, ...]) -> Trick:
    """``dataclasses.replace(trick, cards=cards)``.

    >>> first = Trick((), PlayForm.TABLE, 2, Seat.W, span=Span(3, 1, 3, 3), stops=True)
    >>> lead = (PlayedCard(Card.SA, Seat.W),)
    >>> recarded(first, lead) == Trick(lead, PlayForm.TABLE, 2, Seat.W,
    ...                                span=Span(3, 1, 3, 3), stops=True)
    True
    """
    value: Trick = _new(Trick)
    _TRICK_CARDS(value, cards)
    _FORM(value, trick.form)
    _NUMBER(value, trick.number)
    _LEADER(value, trick.leader)
    _TRICK_NOTES(value, trick.notes)
    _TRICK_SPAN(value, trick.span)
    _DAMAGED(value, trick.damaged)
    _EXTRA(value, trick.extra)
    _STOPS(value, trick.stops)
    _UNREAD(value, trick.unread)
    _GAPS(value, trick.gaps)
    return value


def redealt(deal: Deal, *, auction: Auction | None = None, play: Play | None = None,
            claim: Claim | None = None) -> Deal:
    """``dataclasses.replace(deal, auction=…, play=…, claim=…)`` with each part given
    (None: the deal's own), built by its slots: the root search of a long file's
    check makes a deal again with one part mended some ten thousand times.

    >>> from dataclasses import replace
    >>> deal = Deal(3, number=7, meta={"declarer": "S"})
    >>> redealt(deal, claim=Claim(Seat.S, 2)) == replace(deal, claim=Claim(Seat.S, 2))
    True
    >>> redealt(deal) == deal
    True
    """
    value: Deal = _new(Deal)
    for name, put in _DEAL_SLOTS:
        put(value, getattr(deal, name))
    if auction is not None:
        _DEAL_AUCTION(value, auction)
    if play is not None:
        _DEAL_PLAY(value, play)
    if claim is not None:
        _DEAL_CLAIM(value, claim)
    return value


_DEAL_AUCTION, _DEAL_PLAY, _DEAL_CLAIM = (dict(_DEAL_SLOTS)[name]
                                          for name in ("auction", "play", "claim"))

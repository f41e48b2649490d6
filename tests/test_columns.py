"""Columns stands for the tuple of a suit's card places: equal to it, hashed as it,
indexed and sliced as it, kept through pickling, and the holdings the PBN reader
makes with it equal to those made with the tuple."""

from __future__ import annotations

import pickle

import pytest

from bridgebook.interop.common import read_hand
from bridgebook.model import Card, Columns, Holding, Seat, Span, Suit


def test_it_is_the_tuple_of_spans_it_stands_for() -> None:
    places = Columns(7, 12, 4)
    spans = tuple(Span(7, c, 7, c + 1) for c in range(12, 16))
    assert places == spans and spans == places and tuple(places) == spans
    assert hash(places) == hash(spans)
    assert places[0] == spans[0] and places[-1] == spans[-1] and places[1:3] == spans[1:3]
    assert places[::-1] == spans[::-1] and list(places) == list(spans)
    assert repr(places) == repr(spans)
    assert places != spans[:3] and places != Columns(7, 13, 4) and places == Columns(7, 12, 4)
    assert Columns(1, 1, 0) == Columns(9, 9, 0) == ()
    with pytest.raises(IndexError):
        places[4]
    with pytest.raises(IndexError):
        places[-5]
    assert pickle.loads(pickle.dumps(places)) == places


def test_a_hand_read_with_columns_equals_the_hand_with_every_span() -> None:
    hand, found = read_hand("AKQ.T9..J2", Seat.N, line=4, column=8, letters=False)
    assert not found
    spades = hand.holdings[0]
    assert isinstance(spades.card_spans, Columns)
    written = Holding(Suit.SPADES, (Card.SA, Card.SK, Card.SQ), 0, Span(4, 8, 4, 11),
                      (Span(4, 8, 4, 9), Span(4, 9, 4, 10), Span(4, 10, 4, 11)))
    assert spades == written and hash(spades) == hash(written)
    assert spades.span_of(Card.SQ) == Span(4, 10, 4, 11)
    assert hand.span_of(Card.C2) == Span(4, 17, 4, 18)

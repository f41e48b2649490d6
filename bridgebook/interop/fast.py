"""Build the model's frozen values quickly, for readers that make millions of them.

A frozen dataclass sets each field through ``object.__setattr__``; these builders
set the slots directly, and build a span (a named tuple) as the tuple it is, which
halves the cost of the spans and played cards a long PBN file is made of. The
values are the model's own, equal to those built the ordinary way.

>>> span(3, 5, 7) == Span(3, 5, 3, 7), played(Card.SA, Seat.N, span(1, 1, 3)) == PlayedCard(
...     Card.SA, Seat.N, span=Span(1, 1, 1, 3))
(True, True)
"""

from __future__ import annotations

from typing import Any

from bridgebook.model import Card, PlayedCard, Seat, Span

_new = object.__new__
_tuple_new = tuple.__new__


def _setter(cls: type, name: str) -> Any:
    return getattr(cls, name).__set__


_CARD, _SEAT, _MARKED, _NOTE, _SPAN = (
    _setter(PlayedCard, f) for f in ("card", "seat", "marked", "note", "span"))


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

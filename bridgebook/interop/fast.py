"""Build the model's frozen values quickly, for readers that make millions of them.

A frozen dataclass sets each field through ``object.__setattr__``; these builders
set the slots directly, which halves the cost of the spans and played cards a long
PBN file is made of. The values are the model's own, equal to those built the
ordinary way.

>>> span(3, 5, 7) == Span(3, 5, 3, 7), played(Card.SA, Seat.N, span(1, 1, 3)) == PlayedCard(
...     Card.SA, Seat.N, span=Span(1, 1, 1, 3))
(True, True)
"""

from __future__ import annotations

from typing import Any

from bridgebook.model import Card, PlayedCard, Seat, Span

_new = object.__new__


def _setter(cls: type, name: str) -> Any:
    return getattr(cls, name).__set__


_LINE, _COLUMN, _END_LINE, _END_COLUMN = (
    _setter(Span, f) for f in ("line", "column", "end_line", "end_column"))
_CARD, _SEAT, _MARKED, _NOTE, _SPAN = (
    _setter(PlayedCard, f) for f in ("card", "seat", "marked", "note", "span"))


def span(line: int, column: int, end_column: int) -> Span:
    """``Span(line, column, line, end_column)``."""
    value: Span = _new(Span)
    _LINE(value, line)
    _COLUMN(value, column)
    _END_LINE(value, line)
    _END_COLUMN(value, end_column)
    return value


def played(card: Card, seat: Seat, where: Span) -> PlayedCard:
    """``PlayedCard(card, seat, span=where)``."""
    value: PlayedCard = _new(PlayedCard)
    _CARD(value, card)
    _SEAT(value, seat)
    _MARKED(value, False)
    _NOTE(value, None)
    _SPAN(value, where)
    return value

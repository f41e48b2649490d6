"""The quick builders of model values set every field, and stop the import when the
model gains one they do not set."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bridgebook.interop.fast import table_trick
from bridgebook.model import Card, PlayedCard, PlayForm, Seat, Span, Trick
from bridgebook.model.slots import slot_setters


@dataclass(frozen=True, slots=True)
class _Two:
    first: int
    second: int = 0


def test_a_field_not_set_is_refused_when_the_builders_are_made() -> None:
    with pytest.raises(TypeError, match=r"builds _Two with the fields \['first'\], but it "
                       r"has \['first', 'second'\]"):
        slot_setters(_Two, "first")
    assert len(slot_setters(_Two, "second", "first")) == 2


def test_a_trick_built_quickly_equals_one_built_the_ordinary_way() -> None:
    cards = (PlayedCard(Card.SA, Seat.W, span=Span(3, 5, 3, 7)),)
    quick = table_trick(cards, 4, Seat.W, Span(3, 1, 3, 20))
    assert quick == Trick(cards, PlayForm.TABLE, 4, Seat.W, span=Span(3, 1, 3, 20))
    assert (quick.extra, quick.stops, quick.damaged, quick.notes) == ((), False, False, ())

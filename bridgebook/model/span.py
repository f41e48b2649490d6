"""Where a thing stands in its source text."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple, overload


class Span(NamedTuple):
    """A place in a source text: 1-based line and column, end exclusive.

    A named tuple rather than a dataclass: a record of a few thousand deals
    makes hundreds of thousands of spans, and a tuple is made four times faster.

    >>> Span(3, 5, 3, 8).length
    3
    """

    line: int
    column: int
    end_line: int
    end_column: int

    @property
    def length(self) -> int:
        return self.end_column - self.column if self.end_line == self.line else 1

    @staticmethod
    def point(line: int, column: int, width: int = 1) -> Span:
        """``Span(line, column, line, column + width)``, built as the tuple it is (a
        reader places every tag and call of a long file).

        >>> Span.point(2, 5, 3) == Span(2, 5, 2, 8)
        True
        """
        return _tuple_new(Span, (line, column, line, column + width))


_tuple_new = tuple.__new__


class Columns(Sequence[Span]):
    """The places of ``size`` cards written one character each, side by side from
    ``column`` on ``line`` (``AKQ`` in ``AKQ.T9..J2``), made only when asked for.

    A reader of a long file places every card, and hardly ever needs a card's place
    (only for a message about it): this stands for the tuple of their spans, equal
    to it, at the cost of one object instead of one a card.

    >>> places = Columns(3, 5, 3)
    >>> places[1], len(places), places == (Span(3, 5, 3, 6), Span(3, 6, 3, 7), Span(3, 7, 3, 8))
    (Span(line=3, column=6, end_line=3, end_column=7), 3, True)
    >>> places[1:] == (Span(3, 6, 3, 7), Span(3, 7, 3, 8)), places[-1].column
    (True, 7)
    """

    __slots__ = ("column", "line", "size")

    def __init__(self, line: int, column: int, size: int) -> None:
        self.line = line
        self.column = column
        self.size = size

    def __len__(self) -> int:
        return self.size

    @overload
    def __getitem__(self, index: int) -> Span: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Span, ...]: ...

    def __getitem__(self, index: int | slice) -> Span | tuple[Span, ...]:
        if isinstance(index, slice):
            return tuple(self._at(i) for i in range(*index.indices(self.size)))
        if index < 0:
            index += self.size
        if not 0 <= index < self.size:
            raise IndexError("card index out of range")
        return self._at(index)

    def _at(self, index: int) -> Span:
        column = self.column + index
        return Span(self.line, column, self.line, column + 1)

    def __iter__(self) -> Iterator[Span]:
        return (self._at(i) for i in range(self.size))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Columns):
            return (self.line, self.column, self.size) == (other.line, other.column,
                                                             other.size) or not (
                self.size or other.size)
        if isinstance(other, tuple):
            return tuple(self) == other
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return repr(tuple(self))

    def __reduce__(self) -> tuple[type[Columns], tuple[int, int, int]]:
        return Columns, (self.line, self.column, self.size)

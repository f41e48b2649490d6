"""Where a thing stands in its source text."""

from __future__ import annotations

from typing import NamedTuple


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
        return Span(line, column, line, column + width)

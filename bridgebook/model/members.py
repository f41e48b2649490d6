"""What the model's enums share."""

from __future__ import annotations


class Named:
    """A mixin for the model's IntEnums: every member is true, even the one numbered 0.

    North, clubs and the two of clubs are numbered 0, and an IntEnum member of 0 is
    false, so ``seat or default`` would take North for "no seat". With this mixin it
    cannot.

    >>> import enum
    >>> class Seat(Named, enum.IntEnum):
    ...     N = 0
    >>> bool(Seat.N)
    True
    """

    __slots__ = ()

    def __bool__(self) -> bool:
        return True

"""Setting a frozen dataclass's fields by their slots, for code that builds millions of
the model's values: a frozen dataclass sets each field through ``object.__setattr__``."""

from __future__ import annotations

from dataclasses import fields
from typing import Any


def slot_setters(cls: type, *names: str) -> tuple[Any, ...]:
    """The slot setters of every field of ``cls``, in the order named: a field added
    to the model and not set by the builder would leave a value without it, so it
    stops the import instead.

    >>> from dataclasses import dataclass
    >>> @dataclass(frozen=True, slots=True)
    ... class Pair:
    ...     first: int
    >>> len(slot_setters(Pair, "first"))
    1
    """
    if {f.name for f in fields(cls)} != set(names):
        raise TypeError(f"bridgebook builds {cls.__name__} with the fields "
                        f"{sorted(names)}, but it has {sorted(f.name for f in fields(cls))}")
    return tuple(getattr(cls, name).__set__ for name in names)

"""The cycle collector held off while a record is read and checked (no lark here:
the PBN and LIN paths use it too)."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def gc_paused() -> Iterator[None]:
    """Hold off the cycle collector while a record is read and checked.

    Reading makes a great many small objects and no cycles worth collecting; with
    the collector running, a file of thousands of deals spends more time in it
    than in reading. The collector runs again (if it ran before) on the way out.

    >>> with gc_paused():
    ...     gc.isenabled()
    False
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()

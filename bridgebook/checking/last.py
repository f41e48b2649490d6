"""The last answer of a check, kept for the same objects asked again.

The search for the root of a deal's cascade (:mod:`bridgebook.checking.roots`)
checks the deal again with one part mended: the auction with the dealer's passes
written, the play with its rows turned back. The other parts are the very same
objects, and their checks the same answers, so the last answer is given again
when every object it was worked out from is the same: by identity (the objects
are held, so none is another's copy at the same address), and a dict, which can
be changed in place, by a copy of its items taken when the answer was worked out.
The answer and what it was worked out from are kept as one pair, read once, so
that two checks at once (the preview server's) never read one's answer for the
other's deal.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Generic, TypeVar

Answer = TypeVar("Answer")


class Last(Generic[Answer]):
    """One answer, and the objects it was worked out from.

    >>> last: Last[list[int]] = Last()
    >>> deal = [1, 2]
    >>> one = last.answer(lambda d: [len(d)], deal, given=(deal,))
    >>> two = last.answer(lambda d: [0], deal, given=(deal,))
    >>> one, two, one is two
    ([2], [2], False)
    >>> last.answer(lambda d: [0], [1, 2], given=([1, 2],))
    [0]
    """

    __slots__ = ("_last",)

    def __init__(self) -> None:
        self._last: tuple[tuple[object, ...], Any] | None = None

    def answer(self, work: Callable[..., Answer], *args: Any,
               given: tuple[object, ...]) -> Answer:
        """``work(*args)``, or the last answer when ``given`` are the same objects as
        the last time (a dict: the same items). A list, or a tuple whose last item is
        a list, is given as a copy, so that no caller changes another's."""
        last = self._last
        if last is not None and _same(last[0], given):
            return _copy(last[1])  # type: ignore[no-any-return]
        answer = work(*args)
        self._last = (tuple(dict(g) if type(g) is dict else g for g in given), answer)
        return _copy(answer)  # type: ignore[no-any-return]


def _same(kept: tuple[object, ...], given: tuple[object, ...]) -> bool:
    return len(kept) == len(given) and all(
        a is b or (type(a) is dict and a == b) for a, b in zip(kept, given, strict=True))


def _copy(answer: Any) -> Any:
    if isinstance(answer, list):
        return list(answer)
    if isinstance(answer, tuple) and answer and isinstance(answer[-1], list):
        return (*answer[:-1], list(answer[-1]))
    return answer

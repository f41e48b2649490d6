"""The last answer of a check, kept for the same objects asked again.

The search for the root of a deal's cascade (:mod:`bridgebook.checking.roots`)
checks the deal again with one part mended: the auction with the dealer's passes
written, the play with its rows turned back. The other parts are the very same
objects, and their checks the same answers, so the last answer is given again
when every object it was worked out from is the same (by identity; the objects
are held, so none is another's copy at the same address).
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

    __slots__ = ("_answer", "_given")

    def __init__(self) -> None:
        self._given: tuple[object, ...] | None = None
        self._answer: Any = None

    def answer(self, work: Callable[..., Answer], *args: Any,
               given: tuple[object, ...]) -> Answer:
        """``work(*args)``, or the last answer when ``given`` are the same objects as
        the last time. A list, or a tuple whose last item is a list, is given as a
        copy, so that no caller changes another's."""
        last = self._given
        if last is None or len(last) != len(given) or any(
                a is not b for a, b in zip(last, given, strict=True)):
            self._given, self._answer = given, work(*args)
        return _copy(self._answer)  # type: ignore[no-any-return]


def _copy(answer: Any) -> Any:
    if isinstance(answer, list):
        return list(answer)
    if isinstance(answer, tuple) and answer and isinstance(answer[-1], list):
        return (*answer[:-1], list(answer[-1]))
    return answer

"""The trick numbers written on a play's rows, checked (P020) in the notation and in
a printed book's table alike: a row skipped, a number printed twice, a misprinted
number, rows out of their order. The tricks are put in the order of their numbers
when every row has its own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.model import Span, Trick

#: Where a trick's problem with its number is placed.
Place = Callable[[Trick], Span]


def numbered_tricks(tricks: list[Trick], found: list[Diagnostic], place: Place
                    ) -> list[Trick]:
    """Check the written trick numbers (P020, each added to ``found`` at ``place`` of
    its row) and put the tricks in their order.

    >>> from bridgebook.model import PlayForm
    >>> rows = [Trick((), PlayForm.TABLE, n, None, (), Span.point(n, 1)) for n in (1, 2, 4)]
    >>> found: list[Diagnostic] = []
    >>> [t.number for t in numbered_tricks(rows, found, lambda t: t.span or Span.point(1, 1))]
    [1, 2, 4]
    >>> [(d.code, d.line, d.message) for d in found]
    [('P020', 4, 'trick 3 is missing: the rows go from 2 to 4')]
    """
    def misnumbered(trick: Trick, message: str, hint: str,
                    severity: Severity | None = None) -> None:
        found.append(make("P020", message, place(trick), hint=hint, severity=severity))

    numbered = [t for t in tricks if t.number is not None]
    misprint = misprinted_number([t.number or 0 for t in numbered])
    if misprint is not None:
        at, meant = misprint
        trick = numbered[at]
        misnumbered(trick, f"trick {meant} is numbered {trick.number}: it comes "
                    f"between tricks {meant - 1} and {meant + 1}",
                    f"write {meant} for this row's number; the tricks are "
                    "replayed in the order of the rows")
        return [replace(t, number=meant) if t is trick else t for t in tricks]
    given = {t.number or 0 for t in numbered}
    seen: dict[int, Trick] = {}
    top = 0
    for trick in numbered:
        n = trick.number or 0
        if n in seen:
            first = seen[n].span
            where = f" (line {first.line})" if first is not None else ""
            misnumbered(trick, f"trick {n} is numbered twice: this row and the "
                        f"one above{where}", "renumber the rows 1, 2, 3 …")
            continue
        seen[n] = trick
        if n > top + 1:
            # The numbers between, not written: found from each end, so that a
            # number such as 99999999999999 costs no more than the rows written.
            gap = n - top - 1 - sum(1 for g in given if top < g < n)
            if gap:
                low = next(m for m in range(top + 1, n) if m not in given)
                high = next(m for m in range(n - 1, top, -1) if m not in given)
                what = (f"trick {low} is missing" if gap == 1 else
                        f"tricks {low} to {high} are missing")
                misnumbered(trick, f"{what}: the rows go from {top} to {n}",
                            "a row was skipped; its cards make later tricks look wrong")
            else:
                misnumbered(trick, f"trick {n} is written before trick {top + 1}; "
                            "the tricks are replayed in the order of their numbers",
                            "put the rows in the order of their numbers", Severity.WARNING)
        top = max(top, n)
    if len(numbered) == len(tricks) and len(given) == len(tricks):
        return sorted(tricks, key=lambda t: t.number or 0)
    return tricks


def misprinted_number(numbers: list[int]) -> tuple[int, int] | None:
    """The index of the one number that breaks a run of numbers each one more than
    the last, and the number meant there, when its neighbours on both sides fix it;
    else None.

    >>> misprinted_number([1, 2, 3, 4, 6, 6, 7])
    (4, 5)
    >>> misprinted_number([1, 2, 4, 5]) is None  # a row skipped, not misnumbered
    True
    """
    for at in range(1, len(numbers) - 1):
        meant = numbers[at - 1] + 1
        if numbers[at] != meant and numbers[at + 1] == meant + 1:
            start = numbers[0]
            fits = all(n == start + i for i, n in enumerate(numbers) if i != at)
            return (at, meant) if fits else None
    return None

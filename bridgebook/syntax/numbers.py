"""The trick numbers written on a play's rows, checked (P020) in the notation and in
a printed book's table alike: a row skipped, a number printed twice, a misprinted
number, rows out of their order. The tricks are put in the order of their numbers
when every row has its own."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bridgebook.diagnostics import Diagnostic, Severity, joined, make
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

    tricks = _without_repeats(tricks, misnumbered)
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
                        f"tricks {low} and {high} are missing" if gap == 2 else
                        f"tricks {low} to {high} are missing")
                rows = f"go from {top} to {n}" if top else f"begin at {n}"
                misnumbered(trick, f"{what}: the rows {rows}",
                            "a row was skipped; its cards make later tricks look wrong")
            else:
                misnumbered(trick, f"trick {n} is written before trick {top + 1}; "
                            "the tricks are replayed in the order of their numbers",
                            "put the rows in the order of their numbers", Severity.WARNING)
        top = max(top, n)
    if len(numbered) == len(tricks) and len(given) == len(tricks):
        return sorted(tricks, key=lambda t: t.number or 0)
    return tricks


def _without_repeats(tricks: list[Trick], misnumbered: Callable[[Trick, str, str], None]
                     ) -> list[Trick]:
    """``tricks`` less the rows written twice: a row with the number and the very cards
    of a row above it (pasted again) is the same trick, not another; the rows repeated
    one after another are told once, at the first of them, and the play is read
    without them (no card is played twice, no fourteenth trick).

    >>> from bridgebook.model import Card, PlayedCard, PlayForm
    >>> def row(n: int, at: int) -> Trick:
    ...     return Trick((PlayedCard(Card.parse(f"S{n + 1}")),), PlayForm.ORDER, n, None, (),
    ...                  Span.point(at, 1))
    >>> found: list[str] = []
    >>> kept = _without_repeats([row(1, 1), row(2, 2), row(1, 3), row(2, 4), row(3, 5)],
    ...                         lambda t, message, hint: found.append(message))
    >>> [t.number for t in kept], found
    ([1, 2, 3], ['tricks 1 and 2 are written twice: these rows repeat lines 1 and 2'])
    """
    seen: dict[tuple[object, ...], Trick] = {}
    kept: list[Trick] = []
    runs: list[list[tuple[Trick, Trick]]] = []
    last = False
    for trick in tricks:
        key = (trick.number, trick.form, trick.leader,
               tuple((c.card, c.seat) for c in trick.cards))
        first = seen.get(key) if trick.number is not None and trick.cards else None
        if first is None:
            seen.setdefault(key, trick)
            kept.append(trick)
            last = False
            continue
        if last:
            runs[-1].append((trick, first))
        else:
            runs.append([(trick, first)])
        last = True
    for run in runs:
        numbers = [str(t.number) for t, _ in run]
        lines = [str(f.span.line) if f.span is not None else "?" for _, f in run]
        if len(run) == 1:
            misnumbered(run[0][0], f"trick {numbers[0]} is written twice: this row repeats "
                        f"the one on line {lines[0]}",
                        "drop this row: the play is read without it")
        else:
            misnumbered(run[0][0], f"tricks {joined(numbers)} are written twice: these rows "
                        f"repeat lines {joined(lines)}",
                        f"drop these {len(run)} rows: the play is read without them")
    return kept


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

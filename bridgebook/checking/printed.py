"""The quick path of ``bridgebook check`` for a printed book's text: a hand in the
common layout judged regular without a place for any card; every other hand read
and checked in full."""

from __future__ import annotations

import gc
from collections.abc import Iterable

from bridgebook.checking.deal import after_unread_make, check_deal
from bridgebook.checking.report import CheckResult, _no_deal, again_once, placed
from bridgebook.diagnostics import Diagnostic
from bridgebook.engine.laws import DEFAULT_BRIDGE, LAWS
from bridgebook.engine.quick import regular
from bridgebook.model import HandRecord
from bridgebook.syntax.collector import gc_paused

#: Hands checked in full between two runs of the collector (a hand let go by the
#: quick path leaves no cycle).
_COLLECT = 1000


def check_printed_quick(lines: Iterable[str], path: str = "<text>") -> CheckResult:
    """Check a printed book's text for ``bridgebook check``, keeping no deal.

    The text's hands are found as the full reader finds them
    (:func:`bridgebook.syntax.printed.book.read_parts`); a hand in the common layout
    (:mod:`bridgebook.syntax.printed.quick`) that the quick verdict finds regular
    (:mod:`bridgebook.engine.quick`) is counted and let go: the full check would
    report nothing on it. Every other hand is read and checked in full, so the
    diagnostics are those of ``check_lines`` with the printed reader.

    >>> text = ["ILLUSTRATIVE HAND NO. 1", "", "NOTES ON HAND NO. 2", "", "TRICK 1.--A note."]
    >>> [(d.code, d.line) for d in check_printed_quick(text).diagnostics]
    [('P021', 1), ('P043', 1), ('P044', 3)]
    """
    with gc_paused():
        return _no_deal(_check_printed_quick(lines, path))


def _check_printed_quick(lines: Iterable[str], path: str) -> CheckResult:
    from bridgebook.syntax.printed.book import deals_of, notes_for, read_parts, unplaced
    from bridgebook.syntax.printed.quick import read_compact

    code = LAWS[DEFAULT_BRIDGE]  # a printed hand names no code: the bridge default
    hands, notes_of, empty = read_parts(lines)
    found: list[Diagnostic] = [placed(d, path, None) for d in unplaced(hands, notes_of, empty)]
    count = full = 0
    for printed in hands:
        extra = notes_for(printed, notes_of)
        compact = read_compact(printed, extra)
        if compact is not None and regular(compact, code):
            count += 1
            continue
        for deal, problems in deals_of(printed, extra, count):
            count += 1
            report = check_deal(deal)
            after_unread_make([report], problems)
            found.extend(placed(d, path, deal) for d in problems)
            found.extend(placed(d, path, deal) for d in report.diagnostics)
        full += 1
        if not full % _COLLECT:
            gc.collect()  # the cycles of the deals checked in full and let go, if any
    found.sort(key=lambda d: (d.line, d.column, d.code))
    return CheckResult(path, HandRecord(()), [], again_once(found), count)

"""The quick path of ``bridgebook check``: deals in their commonest form judged
regular without a place for any card; every other deal checked in full."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace

from bridgebook.checking.deal import after_unread_make, check_deal
from bridgebook.checking.report import (
    CheckResult,
    DealReport,
    _bare,
    _no_deal,
    placed,
    problem_placed,
)
from bridgebook.checking.text import BATCH, _numbered, _ScoreRecord
from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.laws import DEFAULT_BRIDGE, DEFAULT_CONTRACT, LAWS
from bridgebook.engine.quick import regular
from bridgebook.engine.replay import NO_TRICK
from bridgebook.engine.scoring.record import kept_score
from bridgebook.interop.common import paragraphs
from bridgebook.interop.pbn import iter_pbn
from bridgebook.interop.pbn_quick import NotQuick as NotQuickPbn
from bridgebook.interop.pbn_quick import read_compact as read_pbn_compact
from bridgebook.interop.pbn_scan import scan_state
from bridgebook.model import HandRecord, Span
from bridgebook.syntax.collector import gc_paused


class _NotQuick(Exception):
    """A record the quick path does not take (its keys before the first deal are
    not plain, or it has no ``deal`` line): it is checked in full."""


#: Keys before the first deal that the quick path takes (with a known ``laws:``).
_QUICK_HEADER = frozenset({"laws", "title", "source", "date", "event"})


def check_book_quick(lines: Iterable[str], path: str = "<text>",
                     batch: int | None = None) -> CheckResult:
    """Check a book-notation record for ``bridgebook check``, keeping no deal.

    A deal in the commonest form (:mod:`bridgebook.syntax.quick`) that the quick
    verdict finds regular (:mod:`bridgebook.engine.quick`) is counted and let go:
    the full check would report nothing on it. Every other deal is read and
    checked in full, ``batch`` at a time, as :func:`check_book_lines` does; so the
    diagnostics are those of :func:`check_text` on the whole text. Raises
    _NotQuick (nothing reported yet) for a record the quick path does not take,
    and _ScoreRecord for a score record, whose rubbers need all of its deals.

    >>> text = "deal 1\\nZ: H—K\\ndeal 2\\nZ: H—K\\n"
    >>> [(d.code, d.line) for d in check_book_quick(text.splitlines()).diagnostics]
    [('D002', 2), ('D002', 4)]
    """
    with gc_paused():
        return _no_deal(_check_book_quick(lines, path, batch or BATCH))


def _check_book_quick(lines: Iterable[str], path: str, batch: int) -> CheckResult:
    from bridgebook.syntax import parse  # the book notation's grammar: loaded when needed
    from bridgebook.syntax.lexer import is_deal_line
    from bridgebook.syntax.quick import read_compact

    header: list[tuple[int, str]] = []
    laws: str | None = None
    block: list[tuple[int, str]] = []
    slow: list[tuple[int, list[tuple[int, str]]]] = []  # (position, lines) to read in full
    found: list[Diagnostic] = []
    bare: list[DealReport] = []  # the deals checked, while every one is bare (P021)
    count = quick = 0

    def settle(lines_of_deal: list[tuple[int, str]]) -> None:
        nonlocal count, quick
        count += 1
        compact = read_compact(lines_of_deal)
        if compact is not None:
            name = compact.laws or laws or (
                DEFAULT_CONTRACT if compact.auction is not None else DEFAULT_BRIDGE)
            if name in LAWS and regular(compact, LAWS[name]):
                quick += 1
                return
        slow.append((count, lines_of_deal))
        if len(slow) == batch:
            flush()

    def flush() -> None:
        if not slow:
            return
        first = slow[0][1][0][0]
        record, problems = parse("", header + [line for _, part in slow for line in part])
        if len(record.deals) != len(slow):  # pragma: no cover - a deal line starts each
            raise _NotQuick
        deals = tuple(replace(deal, position=position)
                      for (position, _), deal in zip(slow, record.deals, strict=True))
        record = HandRecord(deals, record.meta, record.meta_spans)
        if any(kept_score(deal) for deal in deals):
            raise _ScoreRecord
        reports = [check_deal(deal, record.meta, record.meta_spans) for deal in deals]
        after_unread_make(reports, problems, record.meta, record.meta_spans)
        found.extend(problem_placed(d, path, record) for d in problems
                     if d.line >= first)
        for report in reports:
            deal = report.deal
            found.extend(placed(d, path, deal) for d in report.diagnostics)
            if not quick and len(bare) + 1 == deal.position and _bare(deal):
                bare.append(report)
        slow.clear()

    for number, raw in _numbered(lines):
        if is_deal_line(raw):
            if block:
                settle(block)
            elif laws is None:
                laws = _quick_header(header)
            block = [(number, raw)]
        elif block:
            block.append((number, raw))
        else:
            header.append((number, raw))
    if not block:
        raise _NotQuick
    settle(block)
    flush()
    found.sort(key=lambda d: (d.line, d.column, d.code))
    if bare and len(bare) == count:
        return CheckResult(path, HandRecord(tuple(r.deal for r in bare)), bare, found)
    return CheckResult(path, HandRecord(()), [], found, count)


def check_pbn_quick(lines: Iterable[str], path: str = "<text>") -> CheckResult:
    """Check a PBN file for ``bridgebook check``, keeping no deal: as
    :func:`check_book_quick`, a game in the commonest form
    (:mod:`bridgebook.interop.pbn_quick`) that the quick verdict finds regular is
    counted and let go; every other game is read and checked in full, so the
    diagnostics are those of :func:`check_lines`. Raises _NotQuick (nothing
    reported yet) for a file whose games are not each a paragraph of their own, or
    whose games repeat a value of the game before (``#``).

    >>> text = '[Dealer "N"]\\n[Deal "N:AK - - -"]\\n\\n[Dealer "Q"]\\n'
    >>> [(d.code, d.line) for d in check_pbn_quick(text.splitlines()).diagnostics]
    [('D002', 2), ('P009', 4)]
    """
    return check_pbn_games(paragraphs("\n".join(line.rstrip("\r\n") for line in lines)),
                           path)


def check_pbn_games(games: Iterable[tuple[int, list[str]]], path: str = "<text>"
                    ) -> CheckResult:
    """:func:`check_pbn_quick` on a file's paragraphs (``read_paragraphs``)."""
    with gc_paused():
        return _no_deal(_check_pbn_games(games, path))


def full_games(games: Iterable[tuple[int, list[str]]],
               quick: Callable[[list[str], int], bool]) -> Iterator[tuple[list[str], int]]:
    """The games of a PBN file's paragraphs that the full reader must read, as (lines,
    first line); ``quick(game, start)`` is offered each game that may take the quick
    path first, and a game it takes (True) is not given.

    A paragraph is a game of its own when the scanner starts it outside any
    commentary. Paragraphs with no tag belong to the game after them (commentary, or
    words the reader skips), and a '{' left open runs on over the blank line: such
    paragraphs are kept, with the blank lines between, until the game ends."""
    pending: list[str] = []
    pending_start = 0
    pending_plain = True  # only '%' lines: escapes, which change nothing
    tags = comment = False  # of the lines pending
    for start, game in games:
        if pending_plain and not comment and quick(game, start):
            pending, pending_plain, tags = [], True, False
            continue
        lines, first = game, start
        if pending:
            lines = pending + [""] * (start - pending_start - len(pending)) + game
            first = pending_start
        has_tags, comment = scan_state(game, comment)
        tags = tags or has_tags
        if comment or not tags:
            pending, pending_start = lines, first
            pending_plain = pending_plain and not comment and all(
                line.startswith("%") for line in game)
            continue
        yield lines, first
        pending, pending_plain, tags = [], True, False
    if pending:
        yield pending, pending_start


def _check_pbn_games(games: Iterable[tuple[int, list[str]]], path: str) -> CheckResult:
    found: list[Diagnostic] = []
    count = 0
    bare: list[DealReport] = []  # the deals checked, while every one is bare (P021)

    def full(lines: list[str], start: int) -> None:
        nonlocal count
        if any('"#' in line for line in lines) or same_board(lines):
            raise _NotQuick  # a value of the game before ('#'): read with the whole file
        for deal, problems in iter_pbn(lines, start, count):
            if deal is None:
                found.extend(placed(d, path, deal) for d in problems)
            else:
                count += 1
                if kept_score(deal):
                    raise _ScoreRecord  # its rubbers need all of its deals
                report = check_deal(deal)
                after_unread_make([report], problems)
                found.extend(placed(d, path, deal) for d in problems)
                found.extend(placed(d, path, deal) for d in report.diagnostics)
                if len(bare) + 1 == count and _bare(deal):
                    bare.append(report)

    def quick(game: list[str], start: int) -> bool:
        nonlocal count
        try:
            compact = read_pbn_compact(game)
        except NotQuickPbn:
            raise _NotQuick from None
        if compact is None or compact.laws not in LAWS or not regular(
                compact, LAWS[compact.laws]):
            return False
        count += 1
        if compact.started is not None:  # the full check's one note on it
            at, width, number, table = compact.started
            found.append(make("L010", NO_TRICK, Span.point(start + at, 2, width)).at(
                file=path, deal=number if number is not None else count, game=count,
                table=table))
        return True

    for lines, first in full_games(games, quick):
        full(lines, first)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    if bare and len(bare) == count:
        return CheckResult(path, HandRecord(tuple(r.deal for r in bare)), bare, found)
    return CheckResult(path, HandRecord(()), [], found, count)


def same_board(lines: list[str]) -> bool:
    """Whether a game gives an auction or a play but no Deal and no Board: it is read
    as the last game's board (P050), so with the whole file."""
    starts = {line.lstrip()[:6].lower() for line in lines}
    return ("[deal " not in starts and "[deal\"" not in starts and "[board" not in starts
            and bool({"[aucti", "[play ", "[play\""} & starts))


def _quick_header(header: list[tuple[int, str]]) -> str:
    """The file's ``laws:`` ("" for none) when its lines before the first deal are
    plain keys the quick path takes; else _NotQuick."""
    from bridgebook.syntax.limits import MAX_LINE
    from bridgebook.syntax.quick import KEY_LINE

    laws = ""
    for _, raw in header:
        text = raw.strip()
        if not text or text[0] in "#>":
            continue
        m = KEY_LINE.match(text)
        if m is None or m.group(1).lower() not in _QUICK_HEADER or len(raw) > MAX_LINE:
            raise _NotQuick
        if m.group(1).lower() == "laws":
            laws = m.group(2).lower()
            if laws not in LAWS:
                raise _NotQuick
    return laws

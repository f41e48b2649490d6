"""Check a record given as text or as lines: the book notation (whole, or a batch
of deals at a time) and the interchange formats deal by deal."""

from __future__ import annotations

import gc
import io
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from pathlib import Path

from bridgebook.checking.report import (
    CheckResult,
    DealReport,
    _no_deal,
    again_once,
    keys_only,
    placed,
    problem_placed,
)
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.lin import iter_lin
from bridgebook.interop.pbn import iter_pbn
from bridgebook.model import Deal, HandRecord
from bridgebook.syntax.collector import gc_paused
from bridgebook.syntax.keyline import opens_as_notation


def check_text(text: str, path: str = "<text>") -> CheckResult:
    """Check every deal of a hand record given as text (PBN or LIN by the path's suffix)."""
    with gc_paused():
        return _no_deal(_check_text(text, path))


def _check_text(text: str, path: str) -> CheckResult:
    from bridgebook.checking.deal import _once, _unknown_file_keys, after_unread_make, check_deal
    from bridgebook.engine.scoring import is_score_record, score_record

    reader = reader_of(path, io.StringIO(text))  # (its first lines read only for a .txt)
    if reader is not None:
        return check_lines(text.splitlines(), reader, path)
    from bridgebook.syntax import parse  # the book notation's grammar: loaded when needed

    record, problems = parse(text)
    reports = [check_deal(deal, record.meta, record.meta_spans) for deal in record.deals]
    after_unread_make(reports, problems, record.meta, record.meta_spans)
    if is_score_record(reports, record.meta):
        for index, problem in score_record(reports, record.meta, None,
                                           record.meta_spans).problems:
            _add_score_problem(reports, index, problem, problems)
    found = [problem_placed(d, path, record)
             for d in [*problems, *_unknown_file_keys(record)]]
    for report in reports:
        report.diagnostics = [placed(d, path, report.deal) for d in report.diagnostics]
        found.extend(report.diagnostics)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    return keys_only(CheckResult(path, record, reports, _once(found)), text.splitlines)


def _add_score_problem(reports: list[DealReport], index: int, problem: Diagnostic,
                       said: list[Diagnostic]) -> None:
    """A problem the scoring of the record finds in deal ``index``. A deal "with no
    trump suit or contract" (S009) whose make has an error already said (A001: an
    adversary declares), or whose ``contract:`` line is none (P007), follows from that
    error: it is folded into it. So does a deal
    that "gives no tricks won" whose result line has an error already said: not read
    or contradicting itself (P006, among ``said``, the problems of the reading), or
    refused by the check (L008: written against a contract the deal does not have, a
    count of tricks no deal has). The result is there; the error is its one message."""
    from bridgebook.engine.scoring.facts import NO_TRICKS
    from bridgebook.syntax.keyline import NO_CONTRACT_KEYS, colon_left_out

    report = reports[index]
    if problem.code == "S009" and report.contract is None:
        for i, d in enumerate(report.diagnostics):
            if (d.code[0] == "A" or (d.code == "P007" and d.message.startswith(
                    "contract:"))) and d.severity is Severity.ERROR:
                report.diagnostics[i] = d.fold([problem])
                return
    start = report.deal.span.line if report.deal.span is not None else 0
    after = next((r.deal.span.line for r in reports[index + 1:] if r.deal.span is not None),
                 None)
    if problem.code == "S009":
        # A contract, make, auction or result line with its colon left out (P001):
        # the deal cannot be scored for that line not read.
        for i, d in enumerate(said):
            key = colon_left_out(d)
            if (key is not None and (key in NO_CONTRACT_KEYS if not problem.message.endswith(
                    NO_TRICKS) else key == "result")
                    and start <= d.line and (after is None or d.line < after)):
                said[i] = d.fold([problem if d.file is None else
                                  placed(problem, d.file, report.deal)])
                return
    if problem.code == "S009" and problem.message.endswith(NO_TRICKS):
        # The check's L008 is at the deal's result line, whatever it says: the scoring
        # finds no tricks by the result it refuses.
        for i, d in enumerate(report.diagnostics):
            if d.code == "L008" and d.severity is Severity.ERROR:
                report.diagnostics[i] = d.fold([problem])
                return
        for i, d in enumerate(said):
            if (d.code == "P006" and d.severity is Severity.ERROR and start <= d.line
                    and (after is None or d.line < after)):
                said[i] = d.fold([problem if d.file is None else
                                  placed(problem, d.file, report.deal)])
                return
    report.diagnostics.append(problem)


#: Readers of the interchange formats, by file suffix: each yields the deals of a
#: file's lines one by one, with the problems met (bridgebook.interop).
Reader = Callable[[Iterable[str]], Iterator[tuple[Deal | None, list[Diagnostic]]]]


def _printed(lines: Iterable[str]) -> Iterator[tuple[Deal | None, list[Diagnostic]]]:
    """A printed book's text (bridgebook.syntax.printed, loaded when one is read)."""
    from bridgebook.syntax.printed import iter_printed

    return iter_printed(lines)


READERS: dict[str, Reader] = {".pbn": iter_pbn, ".lin": iter_lin, ".txt": _printed}


def reader_of(path: str | Path, opening: Iterable[str]) -> Reader | None:
    """The reader of a file by its name (None: the notation's), its ``opening`` lines
    telling a ``.txt`` that holds the notation (:func:`opens_as_notation`: a ``deal``
    line or a hand by its seat first, past any keys' lines) from a printed book's text.

    >>> reader_of("notes.txt", ["deal 1", "Z: S—A"]) is None, reader_of("b.txt", ["NO. 12"])
    (True, <function _printed at ...>)
    """
    reader = READERS.get(Path(path).suffix.lower())
    if reader is _printed and opens_as_notation(opening):
        return None
    return reader


def check_lines(lines: Iterable[str], reader: Reader, path: str = "<text>",
                keep: bool = True) -> CheckResult:
    """Check a PBN or LIN file deal by deal; with ``keep`` false only the problems
    and the count are kept, so memory stays flat however long the file is. The
    collector is held off meanwhile (run every ``_COLLECT`` deals when none is kept):
    with it running, a long file's deals kept for ``replay`` cost as much again."""
    with gc_paused():
        return _check_lines(lines, reader, path, keep)


#: Deals checked between two runs of the collector when no deal is kept.
_COLLECT = 1000


def _check_lines(lines: Iterable[str], reader: Reader, path: str, keep: bool) -> CheckResult:
    from bridgebook.checking.deal import after_unread_make, check_deal
    from bridgebook.engine.scoring.record import kept_score

    reports: list[DealReport] = []
    found: list[Diagnostic] = []
    deals: list[Deal] = []
    count = 0
    # The text cut in an 'mb|' (P013, where in found): the last deal's, whose report
    # is held till the end when none is kept (bridgebook.interop.lin tells it with
    # the first deal's problems).
    cut_at: int | None = None
    held: DealReport | None = None
    for deal, problems in reader(lines):
        if deal is None:
            found.extend(placed(d, path, deal) for d in problems)
            continue
        count += 1
        if not keep and kept_score(deal):
            raise _ScoreRecord  # its rubbers are added up over all its deals: kept
        report = check_deal(deal)
        after_unread_make([report], problems)
        cut_at = next((len(found) + at for at, d in enumerate(problems) if _cut_call(d)),
                      cut_at)
        found.extend(placed(d, path, deal) for d in problems)
        if keep:
            # (placed, and said, once the record is scored: its problems join them)
            reports.append(report)
            deals.append(deal)
            continue
        if held is not None:
            found.extend(held.diagnostics)
        report.diagnostics = [placed(d, path, deal) for d in report.diagnostics]
        held = report
        if not count % _COLLECT:
            # The cycles of the deals let go, if any: all were made since the last
            # run, so the youngest generation holds them. A full run would walk every
            # problem kept so far, again and again, for nothing.
            gc.collect(0)
    if keep:
        _score_lines(reports, found)
        for report in reports:
            report.diagnostics = [placed(d, path, report.deal) for d in report.diagnostics]
    last = reports[-1] if reports else held
    if cut_at is not None and last is not None:
        found[cut_at] = _after_cut_call(last, found[cut_at])
    for report in reports if keep else [held] if held is not None else []:
        found.extend(report.diagnostics)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    found = again_once(found)
    return CheckResult(path, HandRecord(tuple(deals)), reports, found,
                       None if keep else count)


#: The message of a LIN text that ends in a call's item left open, ``mb|`` (P013).
_CUT_CALL = re.compile(r"the 'mb' item is not closed: the text ends after", re.IGNORECASE)


def _cut_call(problem: Diagnostic) -> bool:
    """Whether ``problem`` is a LIN text's end in an ``mb|`` left open (P013)."""
    return problem.code == "P013" and _CUT_CALL.match(problem.message) is not None


def _after_cut_call(last: DealReport, root: Diagnostic) -> Diagnostic:
    """A LIN text that ends in an ``mb|`` left open (P013, ``root``) is the one
    message of the ``last`` board, the one it cuts: the auction it leaves unfinished
    (A009) is its doing, folded under it."""
    taken = [d for d in last.diagnostics if d.code == "A009"]
    if not taken:
        return root
    last.diagnostics = [d for d in last.diagnostics if d.code != "A009"]
    return root.fold(taken)


def _score_lines(reports: list[DealReport], found: list[Diagnostic]) -> None:
    """The problems of a PBN or LIN score record's scoring (a score keeper's tags,
    a contract with no hands), added to its deals as the book notation's are."""
    from bridgebook.engine.scoring import is_score_record, score_record

    if is_score_record(reports, {}):
        for index, problem in score_record(reports, {}).problems:
            _add_score_problem(reports, index, problem, found)


#: Deals parsed at a time when a book-notation file is read deal by deal.
BATCH = 200
#: Book-notation files larger than this are read deal by deal (check_book_lines).
STREAM_BYTES = 1024 * 1024


def check_book_lines(lines: Iterable[str], path: str = "<text>", batch: int | None = None,
                     keep: bool = True) -> CheckResult:
    """Check a book-notation record read line by line, ``batch`` deals at a time, so
    that the parse of the whole file is never held. The lines before the first
    ``deal`` line (the file's keys) are read with every batch; the diagnostics are
    those of check_text on the whole text. With ``keep`` false the deals are not
    kept once checked (memory stays flat), unless the record is a score record,
    whose rubbers are added up over all its deals.

    >>> text = "laws: laws-1905\\ndeal 1\\nZ: H—K\\ndeal 2\\nZ: H—K\\n"
    >>> [(d.code, d.line) for d in check_book_lines(text.splitlines(), batch=1).diagnostics]
    [('D002', 3), ('D002', 5)]
    """
    with gc_paused():
        return _no_deal(_check_book_lines(lines, path, batch or BATCH, keep))


def _numbered(lines: Iterable[str]) -> Iterator[tuple[int, str]]:
    """The lines as str.splitlines() numbers them, whatever ends each one."""
    number = 0
    for raw in lines:
        for part in raw.splitlines() or [""]:
            number += 1
            # One byte-order mark opens a file (as parse() takes it off); a second is text.
            yield number, part[1:] if number == 1 and part[:1] == "\ufeff" else part


def _without_score(header: list[tuple[int, str]]) -> list[tuple[int, str]]:
    """The file's keys less its ``score:`` line, which only the first deal takes."""
    return [(n, raw) for n, raw in header
            if raw.split(":", 1)[0].strip().lower() != "score" or ":" not in raw]


class _ScoreRecord(Exception):
    """A score record met after deals were let go: it is read again, keeping them."""


def _check_book_lines(lines: Iterable[str], path: str, batch: int,
                      keep: bool) -> CheckResult:
    from bridgebook.checking.deal import _once, _unknown_file_keys, after_unread_make, check_deal
    from bridgebook.engine.scoring import is_score_record, score_record
    from bridgebook.syntax import parse
    from bridgebook.syntax.lexer import is_deal_line

    header: list[tuple[int, str]] = []
    part: list[tuple[int, str]] = []
    deals_in_part = 0
    first_deal = 0
    record = HandRecord(())
    deals: list[Deal] = []
    reports: list[DealReport] = []
    found: list[Diagnostic] = []
    count = 0

    def flush() -> None:
        nonlocal record, count
        shift = count
        # The file's score is the first deal's (the score when it was played): a later
        # batch is read without it.
        record, problems = parse("", (header if shift == 0 else _without_score(header)) + part)
        count += len(record.deals)
        mine = [replace(deal, position=deal.position + shift) for deal in record.deals]
        record = HandRecord(tuple(mine), record.meta, record.meta_spans)
        made = [check_deal(deal, record.meta, record.meta_spans) for deal in mine]
        after_unread_make(made, problems, record.meta, record.meta_spans)
        found.extend(problem_placed(d, path, record)
                     for d in [*problems, *_unknown_file_keys(record)]
                     if shift == 0 or d.line >= first_deal)
        reports.extend(made)
        deals.extend(mine)
        if keep or is_score_record(reports, record.meta):
            if not keep and len(deals) < count:
                raise _ScoreRecord
            return
        for report in reports:
            found.extend(placed(d, path, report.deal) for d in report.diagnostics)
        reports.clear()
        deals.clear()
        gc.collect()  # the collector is paused while checking: free the batch's cycles

    for number, raw in _numbered(lines):
        if is_deal_line(raw):
            first_deal = first_deal or number
            if deals_in_part == batch:
                flush()
                part, deals_in_part = [], 0
            deals_in_part += 1
        (part if first_deal else header).append((number, raw))
    flush()
    if is_score_record(reports, record.meta):
        for index, problem in score_record(reports, record.meta, None,
                                           record.meta_spans).problems:
            _add_score_problem(reports, index, problem, found)
    for report in reports:
        report.diagnostics = [placed(d, path, report.deal) for d in report.diagnostics]
        found.extend(report.diagnostics)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    return CheckResult(path, HandRecord(tuple(deals), record.meta, record.meta_spans),
                       reports, _once(found),
                       None if keep else count)

"""Check a file: refuse what is not a hand record, read the rest by its suffix."""

from __future__ import annotations

import io
import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from bridgebook.checking.report import (
    CheckResult,
    DealReport,
    _no_deal,
    _refused,
    again_once,
    placed,
    problem_placed,
)
from bridgebook.checking.text import (
    STREAM_BYTES,
    _printed,
    _ScoreRecord,
    check_book_lines,
    check_lines,
    check_text,
    reader_of,
)
from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.common import (
    ESCAPED_BYTE,
    Mixed,
    bytes_lines,
    read_lines,
    read_paragraphs,
)
from bridgebook.interop.json_out import read_json
from bridgebook.interop.pbn import iter_pbn
from bridgebook.model import Deal, HandRecord, Span
from bridgebook.syntax.collector import gc_paused

if TYPE_CHECKING:
    from bridgebook.engine.scoring import RecordScore

#: Files larger than this are refused (P011) rather than read.
MAX_FILE_BYTES = 64 * 1024 * 1024


def check_file(path: Path, shown: str | None = None, keep: bool = True,
               data: bytes | None = None) -> CheckResult:
    """Check a file; an unreadable file is a diagnostic, not an exception. A ``.txt``
    up to STREAM_BYTES is read whole, once: its first lines tell the notation from a
    book's text, and either is checked from the bytes read (``data``, where the caller
    has read them already); a longer one is read as it is checked."""
    from bridgebook.checking.printed import check_printed_quick
    from bridgebook.checking.quick import _NotQuick, check_book_quick, check_pbn_games

    name = shown or str(path)
    txt = path.suffix.lower() == ".txt"
    try:
        if txt and data is None and path.stat().st_size <= STREAM_BYTES:
            data = path.read_bytes()
        if data is not None:
            start = data[:8192]
        else:
            with path.open("rb") as head:
                start = head.read(8192)
    except OSError as error:
        return _refused(name, make("P011", f"cannot read the file: {error.strerror}", None))
    if not is_text(start):
        utf16 = start[:2] in (b"\xff\xfe", b"\xfe\xff")
        return _refused(name, make(
            "P022", "the file is UTF-16, not UTF-8" if utf16 else "not a text file", None,
            hint="save it as UTF-8" if utf16 else "hand records are text: .hand, .pbn or .lin"))
    if is_json(path):
        return _check_json(path, name, keep)
    try:
        # A .txt's lines are read until they tell the notation from a book's text (keys'
        # lines may run past the bytes read above); any other file's reader is its name's.
        if not txt:
            reader = reader_of(path, ())
        elif data is not None:
            with _opening(data) as opening:
                reader = reader_of(path, opening)
        else:
            with path.open(encoding="utf-8", errors="replace") as opening:
                reader = reader_of(path, opening)
    except OSError as error:
        return _refused(name, make("P011", f"cannot read the file: {error.strerror}", None))

    def lines_read(mixed: list[Mixed] | None = None) -> Iterator[str]:
        return read_lines(path, mixed) if data is None else bytes_lines(data, mixed)
    mixed: list[Mixed] = []
    if reader is iter_pbn and not keep:
        try:
            return _said_mixed(check_pbn_games(read_paragraphs(path, mixed=mixed), name),
                               mixed)
        except _NotQuick:
            pass  # checked in full below
        except _ScoreRecord:
            keep = True  # a score record: its deals are kept, to be scored together
        except OSError as error:
            return _refused(name, make("P011", f"cannot read the file: {error.strerror}",
                                       None))
    if reader is not None:
        try:
            if reader is _printed and not keep:
                return check_printed_quick(lines_read(), name)
            try:
                return _said_mixed(_no_deal(check_lines(lines_read(mixed), reader, name, keep)),
                                   mixed)
            except _ScoreRecord:  # a score record: its deals are kept, scored together
                mixed.clear()
                return _said_mixed(_no_deal(check_lines(lines_read(mixed), reader, name)), mixed)
        except OSError as error:
            return _refused(name, make("P011", f"cannot read the file: {error.strerror}",
                                       None))
    try:
        size = path.stat().st_size if data is None else len(data)
        if size > MAX_FILE_BYTES:
            return _refused(name, make("P011", f"the file is {size} bytes; hand records are "
                                       f"read up to {MAX_FILE_BYTES} bytes", None))
        if not keep:
            try:
                with _text(path, data) as lines:
                    return check_book_quick(lines, name)
            except (_NotQuick, _ScoreRecord):
                pass  # checked in full below
        if size > STREAM_BYTES:
            try:
                with path.open(encoding="utf-8", newline="") as lines:
                    return check_book_lines(lines, name, keep=keep)
            except _ScoreRecord:
                with path.open(encoding="utf-8", newline="") as lines:
                    return check_book_lines(lines, name)
        if data is None:
            data = path.read_bytes()
    except UnicodeDecodeError:
        if data is None:
            data = path.read_bytes()  # not UTF-8: read whole, as below
    except OSError as error:
        return _refused(name, make("P011", f"cannot read the file: {error.strerror}", None))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        # Read as Windows-1252 (the common 8-bit encoding of typed text), with one
        # warning at the first byte that is not UTF-8; the rest checks as usual.
        line_start = data.rfind(b"\n", 0, error.start) + 1
        line = data[: error.start].count(b"\n") + 1
        column = len(decode_text(data[line_start: error.start])) + 1
        result = _check_book_text(decode_text(data), name, keep)
        bad = make("P023", f"the file is not UTF-8 (byte 0x{data[error.start]:02X}); it is "
                   "read as Windows-1252", Span.point(line, column),
                   hint="save the file as UTF-8 (suit symbols need it)")
        result.diagnostics.insert(0, bad.at(file=name))
        return result
    return check_text(text, name)


def _said_mixed(result: CheckResult, mixed: list[Mixed]) -> CheckResult:
    """``result`` with the lines of its PBN or LIN file that mix UTF-8 with bytes that
    are not told once (P023), first."""
    told = mixed_lines(mixed)
    if told is not None:
        result.diagnostics.insert(0, told.at(file=result.path))
    return result


def mixed_lines(mixed: list[Mixed]) -> Diagnostic | None:
    """The lines of a PBN or LIN file that mix UTF-8 with bytes that are not, told
    once at the first such byte (P023); None where there is none.

    >>> mixed_lines([(46, 31, 0xF3)]).message[:60]
    'line 46 mixes UTF-8 with a byte that is not (0xF3): the byte'
    """
    if not mixed:
        return None
    line, column, byte = mixed[0]
    more = (f"; {len(mixed) - 1} more line{'s' if len(mixed) > 2 else ''} so, the last "
            f"line {mixed[-1][0]}" if len(mixed) > 1 else "")
    return make("P023", f"line {line} mixes UTF-8 with a byte that is not (0x{byte:02X}): the "
                f"byte is read as Latin-1 ({chr(byte)!r}), the rest as UTF-8{more}",
                Span.point(line, column),
                hint="save the file as UTF-8: the byte was typed in another encoding")


def _check_book_text(text: str, name: str, keep: bool) -> CheckResult:
    """A book-notation record already read whole: by the quick path when no deal is
    to be kept (``bridgebook check``), else in full."""
    from bridgebook.checking.quick import _NotQuick, check_book_quick

    if not keep:
        try:
            return check_book_quick(text.splitlines(), name)
        except (_NotQuick, _ScoreRecord):
            pass  # checked in full below
    return check_text(text, name)


def decode_text(data: bytes) -> str:
    """The text of a file: UTF-8, else each line that is not UTF-8 read as
    Windows-1252 (one character to a byte), the others still as UTF-8.

    >>> decode_text("Zoë ♠".encode()), decode_text(b"Zo\\xeb \\x96")
    ('Zoë ♠', 'Zoë –')
    >>> decode_text(b"Zo\\xeb\\nH\\xe2\\x80\\x94K"), decode_text(b"H\\xe2\\x80\\x94Zo\\xeb")
    ('Zoë\\nH—K', 'H—Zoë')
    """
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return "".join(_decode_line(line) for line in data.splitlines(keepends=True))


def _decode_line(line: bytes) -> str:
    """A line of bytes: UTF-8, each byte that is not read as Windows-1252 (a line that
    mixes the two keeps its UTF-8)."""
    try:
        return line.decode("utf-8")
    except UnicodeDecodeError:
        return ESCAPED_BYTE.sub(lambda m: bytes([ord(m[0]) - 0xDC00]).decode(
            "cp1252", errors="replace"), line.decode("utf-8", errors="surrogateescape"))


def is_text(start: bytes) -> bool:
    """Whether the first bytes of a file look like text: no NUL byte, and few control
    characters other than tab, line feed, carriage return and form feed.

    >>> is_text("Z: H—K, 4".encode()), is_text(b"\\x7fELF\\x02\\x01\\x00"), is_text(b"")
    (True, False, True)
    """
    if b"\x00" in start:
        return False
    controls = sum(1 for b in start if b < 32 and b not in (9, 10, 12, 13))
    return controls * 10 <= len(start)


def _check_json(path: Path, name: str, keep: bool) -> CheckResult:
    """bridgebook's own JSON record (``bridgebook convert -o x.json``), checked deal
    by deal. JSON has no lines, so the problems name their deal but no place."""
    from bridgebook.checking.deal import _unknown_file_keys, after_unread_make, check_deal

    record, found = read_record(path)
    reports = [check_deal(deal, record.meta) for deal in record.deals]
    # (what follows from a part of a deal told once, as for the other formats)
    after_unread_make(reports, found, record.meta)
    _score_json(path, reports, record, found)
    found = [d.at(file=name) for d in [*found, *_unknown_file_keys(record)]]
    for report in reports:
        report.diagnostics = [placed(replace(d, span=None), name, report.deal)
                              for d in report.diagnostics]
        found.extend(report.diagnostics)
    return _no_deal(CheckResult(name, record if keep else HandRecord(()),
                                reports if keep else [], found,
                                None if keep else len(reports)))


#: Where a JSON deal states a key: nowhere, JSON having no lines (its problems are
#: placed at their deal, as every JSON problem is).
_NOWHERE = Span.point(1, 1)


def _score_json(path: Path, reports: list[DealReport], record: HandRecord,
                found: list[Diagnostic]) -> None:
    """A JSON score record scored as the same record is in the book notation or PBN:
    its problems (S004, S001 ...) join its deals'."""
    from bridgebook.checking.text import _add_score_problem
    from bridgebook.engine.scoring import is_score_record

    if not is_score_record(reports, record.meta):
        return
    for index, problem in score_stated(path, reports, record).problems:
        _add_score_problem(reports, index, problem, found)


def is_json(path: Path) -> bool:
    """Whether ``path`` is bridgebook's own JSON record, by its suffix."""
    return path.suffix.lower() == ".json"


def score_stated(path: Path, reports: list[DealReport], record: HandRecord,
                 code: str | None = None) -> RecordScore:
    """The record of ``path`` (its deals checked, ``reports``) scored under ``code``
    (default: the deals' own); a JSON record's deals as stated (:func:`as_stated`), its
    problems placed as every JSON problem is (:func:`json_placed`)."""
    from bridgebook.engine.scoring import score_record

    if not is_json(path):
        return score_record(reports, record.meta, code)
    deals = as_stated(reports, record)
    scored = score_record(deals, record.meta, code)
    scored.problems = [(i, json_placed(d, deals[i].deal)) for i, d in scored.problems]
    return scored


def as_stated(reports: list[DealReport], record: HandRecord) -> list[DealReport]:
    """A JSON record's deals as the scoring reads a record's lines: a JSON deal's
    ``meta`` holds the file's keys too; a key with the file's own value is the
    file's, every other one the deal states, as a line of its own would (a
    ``rubber`` starts a rubber, a ``vulnerable`` is weighed against the games won).
    Each is placed nowhere (:func:`json_placed` takes the place off its problems)."""
    return [replace(report, deal=replace(report.deal, meta_spans={
        key: _NOWHERE for key, value in report.deal.meta.items()
        if record.meta.get(key) != value})) for report in reports]


def json_placed(problem: Diagnostic, deal: Deal) -> Diagnostic:
    """A problem of a JSON deal's scoring with no place, as every JSON problem has;
    told with its deal's name before it, a message that opens with the name (a
    printed figure's, S001) does not say it twice."""
    opening = f"deal {deal.ident}: "
    return replace(problem, span=None, message=problem.message.removeprefix(opening))


def read_record(path: Path, data: bytes | None = None) -> tuple[HandRecord, list[Diagnostic]]:
    """Read a record of any format (by its suffix) without checking it: for
    ``bridgebook convert``. The problems are those of reading. The file is read once
    (``data``: its bytes, where the caller has read them already)."""
    name = str(path)
    try:
        if data is None:
            data = path.read_bytes()
    except OSError as error:
        return HandRecord(()), [make("P011", f"cannot read the file: {error.strerror}",
                                     None).at(file=name)]
    suffix = path.suffix.lower()
    with _opening(data) as opening:
        reader = reader_of(path, opening)
    if suffix == ".json":
        try:
            return read_json(json.loads(_opening(data).read().removeprefix("\ufeff"))), []
        except (ValueError, KeyError, TypeError, AttributeError) as error:
            # AttributeError: a value of another shape than the schema's ({"deals": [1]})
            said = (f"a field {error} is missing" if isinstance(error, KeyError)
                    else str(error))
            return HandRecord(()), [make("P013", f"not a bridgebook JSON record: {said}",
                                         None).at(file=name)]
    if reader is not None:
        deals: list[Deal] = []
        found: list[Diagnostic] = []
        mixed: list[Mixed] = []
        with gc_paused():  # a great many small objects and no cycles worth collecting
            for deal, problems in reader(bytes_lines(data, mixed)):
                deals.extend([deal] if deal is not None else [])
                found.extend(placed(d, name, deal) for d in problems)
        told = mixed_lines(mixed)
        return HandRecord(tuple(deals)), [
            *([told.at(file=name)] if told is not None else []), *again_once(found)]
    from bridgebook.syntax import parse  # the book notation's grammar: loaded when needed

    record, problems = parse(_opening(data).read())
    return record, [problem_placed(d, name, record) for d in problems]


def _text(path: Path, data: bytes | None) -> io.TextIOWrapper:
    """The notation's text, from the bytes read (``data``) or else from the file:
    UTF-8, every line as it ends."""
    if data is None:
        return path.open(encoding="utf-8", newline="")
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", newline="")


def _opening(data: bytes) -> io.TextIOWrapper:
    """A file's bytes read as its text is opened for its kind and for the notation's
    reader: UTF-8, a byte that is not read as U+FFFD, every line end a newline."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8", errors="replace")

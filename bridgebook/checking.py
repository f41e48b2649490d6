"""Check a hand record end to end: parse, check the deal, settle the make or
auction, replay the play, compare the stated result. Every stage reports; none
stops the others.

>>> result = check_text("Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3")
>>> len(result.deals), result.diagnostics
(1, [])
"""

from __future__ import annotations

import gc
import json
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field, replace
from pathlib import Path

from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.engine.auction import settle_auction
from bridgebook.engine.deal import check_hands
from bridgebook.engine.declaration import settle_make
from bridgebook.engine.laws import DEFAULT_BRIDGE, DEFAULT_CONTRACT, LAWS, LawsCode
from bridgebook.engine.quick import regular
from bridgebook.engine.replay import Replay, replay
from bridgebook.engine.result import check_result
from bridgebook.engine.scoring import is_score_record, score_record, stated_contract
from bridgebook.engine.scoring.keeper import read_revokes
from bridgebook.engine.scoring.record import SCORE_KEYS
from bridgebook.interop.common import read_lines, read_paragraphs
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import iter_lin
from bridgebook.interop.pbn import iter_pbn
from bridgebook.interop.pbn_quick import NotQuick as NotQuickPbn
from bridgebook.interop.pbn_quick import read_compact as read_pbn_compact
from bridgebook.interop.pbn_scan import scan_state
from bridgebook.model import Contract, Deal, HandRecord, Seat, Span
from bridgebook.syntax import parse
from bridgebook.syntax.lexer import MAX_LINE, is_deal_line
from bridgebook.syntax.parser import gc_paused
from bridgebook.syntax.quick import read_compact

#: Files larger than this are refused (P011) rather than read.
MAX_FILE_BYTES = 64 * 1024 * 1024


@dataclass(slots=True)
class DealReport:
    """One deal as checked: the deal, its laws, the contract, the replay, its problems."""

    deal: Deal
    laws: LawsCode
    contract: Contract | None
    replay: Replay
    diagnostics: list[Diagnostic] = field(default_factory=list)


@dataclass(slots=True)
class CheckResult:
    path: str
    record: HandRecord
    deals: list[DealReport]
    diagnostics: list[Diagnostic]
    #: The deals checked, where they were not kept (a streamed PBN or LIN file).
    checked: int | None = None

    @property
    def deal_count(self) -> int:
        return self.checked if self.checked is not None else len(self.deals)

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity is Severity.ERROR)

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity is Severity.WARNING)


def check_text(text: str, path: str = "<text>") -> CheckResult:
    """Check every deal of a hand record given as text (PBN or LIN by the path's suffix)."""
    with gc_paused():
        return _no_deal(_check_text(text, path))


def _no_deal(result: CheckResult) -> CheckResult:
    """A file that holds no deal and nothing wrong gets a warning (P021), so that
    ``bridgebook check --strict`` fails it."""
    bare = bool(result.deals) and len(result.deals) == result.deal_count and all(
        _bare(r.deal) for r in result.deals)
    if (result.deal_count == 0 or bare) and not result.errors:
        result.diagnostics.insert(0, make("P021", "the file holds no deal", Span.point(1, 1),
                                          hint="a deal needs at least a hand").at(
                                              file=result.path))
    return result


def _check_text(text: str, path: str) -> CheckResult:
    reader = READERS.get(Path(path).suffix.lower())
    if reader is not None:
        return check_lines(text.splitlines(), reader, path)
    record, problems = parse(text)
    reports = [check_deal(deal, record.meta, record.meta_spans) for deal in record.deals]
    if is_score_record(reports, record.meta):
        for index, problem in score_record(reports, record.meta, None,
                                           record.meta_spans).problems:
            reports[index].diagnostics.append(problem)
    found = [d.at(file=path, deal=_deal_of(d, record))
             for d in [*problems, *_unknown_file_keys(record)]]
    for report in reports:
        report.diagnostics = [d.at(file=path, deal=report.deal.ident)
                              for d in report.diagnostics]
        found.extend(report.diagnostics)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    return CheckResult(path, record, reports, _once(found))


#: Readers of the interchange formats, by file suffix: each yields the deals of a
#: file's lines one by one, with the problems met (bridgebook.interop).
Reader = Callable[[Iterable[str]], Iterator[tuple[Deal | None, list[Diagnostic]]]]
READERS: dict[str, Reader] = {".pbn": iter_pbn, ".lin": iter_lin}


def check_lines(lines: Iterable[str], reader: Reader, path: str = "<text>",
                keep: bool = True) -> CheckResult:
    """Check a PBN or LIN file deal by deal; with ``keep`` false only the problems
    and the count are kept, so memory stays flat however long the file is."""
    reports: list[DealReport] = []
    found: list[Diagnostic] = []
    deals: list[Deal] = []
    count = 0
    for deal, problems in reader(lines):
        ident = deal.ident if deal is not None else None
        found.extend(d.at(file=path, deal=ident) for d in problems)
        if deal is None:
            continue
        count += 1
        report = check_deal(deal)
        report.diagnostics = [d.at(file=path, deal=ident) for d in report.diagnostics]
        found.extend(report.diagnostics)
        if keep:
            reports.append(report)
            deals.append(deal)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    return CheckResult(path, HandRecord(tuple(deals)), reports, found,
                       None if keep else count)


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
            yield number, part.lstrip("\ufeff") if number == 1 else part


class _ScoreRecord(Exception):
    """A score record met after deals were let go: it is read again, keeping them."""


def _check_book_lines(lines: Iterable[str], path: str, batch: int,
                      keep: bool) -> CheckResult:
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
        record, problems = parse("", header + part)
        shift = count
        count += len(record.deals)
        mine = [replace(deal, position=deal.position + shift) for deal in record.deals]
        record = HandRecord(tuple(mine), record.meta, record.meta_spans)
        found.extend(d.at(file=path, deal=_deal_of(d, record))
                     for d in [*problems, *_unknown_file_keys(record)]
                     if shift == 0 or d.line >= first_deal)
        for deal in mine:
            reports.append(check_deal(deal, record.meta, record.meta_spans))
        deals.extend(mine)
        if keep or is_score_record(reports, record.meta):
            if not keep and len(deals) < count:
                raise _ScoreRecord
            return
        for report in reports:
            found.extend(d.at(file=path, deal=report.deal.ident) for d in report.diagnostics)
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
            reports[index].diagnostics.append(problem)
    for report in reports:
        report.diagnostics = [d.at(file=path, deal=report.deal.ident)
                              for d in report.diagnostics]
        found.extend(report.diagnostics)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    return CheckResult(path, HandRecord(tuple(deals), record.meta, record.meta_spans),
                       reports, _once(found),
                       None if keep else count)


class _NotQuick(Exception):
    """A record the quick path does not take (its keys before the first deal are
    not plain, or it has no ``deal`` line): it is checked in full."""


#: Keys before the first deal that the quick path takes (with a known ``laws:``).
_QUICK_HEADER = frozenset({"laws", "title", "source", "date", "event"})
_HEADER_KEY = re.compile(r"([A-Za-z][A-Za-z\-]*)\s*:\s*(.*?)\s*$")


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
        record = HandRecord(deals, record.meta)
        found.extend(d.at(file=path, deal=_deal_of(d, record)) for d in problems
                     if d.line >= first)
        for deal in deals:
            if any(key in SCORE_KEYS for key in deal.meta):
                raise _ScoreRecord
            report = check_deal(deal, record.meta)
            found.extend(d.at(file=path, deal=deal.ident) for d in report.diagnostics)
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
    reported yet) for a file whose games are not each a paragraph of their own.

    >>> text = '[Dealer "N"]\\n[Deal "N:AK - - -"]\\n\\n[Dealer "Q"]\\n'
    >>> [(d.code, d.line) for d in check_pbn_quick(text.splitlines()).diagnostics]
    [('D002', 2), ('P009', 4)]
    """
    return check_pbn_games(_games(lines), path)


def _games(lines: Iterable[str]) -> Iterator[tuple[int, list[str]]]:
    """The paragraphs of PBN lines, each with the number of its first line."""
    game: list[str] = []
    start = 1
    for number, raw in enumerate(lines, start=1):
        if not raw or raw.isspace():
            if game:
                yield start, game
                game = []
            continue
        if not game:
            start = number
        game.append(raw.rstrip("\r\n"))
    if game:
        yield start, game


def check_pbn_games(games: Iterable[tuple[int, list[str]]], path: str = "<text>"
                    ) -> CheckResult:
    """:func:`check_pbn_quick` on a file's paragraphs (``read_paragraphs``)."""
    with gc_paused():
        return _no_deal(_check_pbn_games(games, path))


def _check_pbn_games(games: Iterable[tuple[int, list[str]]], path: str) -> CheckResult:
    found: list[Diagnostic] = []
    count = 0
    # A paragraph is a game of its own when the scanner starts it outside any
    # commentary. Paragraphs with no tag belong to the game after them (commentary,
    # or words the reader skips), and a '{' left open runs on over the blank line:
    # such paragraphs are kept, with the blank lines between, until the game ends.
    pending: list[str] = []
    pending_start = 0
    pending_plain = True  # only '%' lines: escapes, which change nothing
    tags = comment = False  # of the lines pending
    bare: list[DealReport] = []  # the deals checked, while every one is bare (P021)

    def full(lines: list[str], start: int) -> None:
        nonlocal count
        for deal, problems in iter_pbn(lines, start, count):
            ident = deal.ident if deal is not None else None
            found.extend(d.at(file=path, deal=ident) for d in problems)
            if deal is not None:
                count += 1
                report = check_deal(deal)
                found.extend(d.at(file=path, deal=ident) for d in report.diagnostics)
                if len(bare) + 1 == count and _bare(deal):
                    bare.append(report)

    for start, game in games:
        if pending_plain and not comment:
            try:
                compact = read_pbn_compact(game)
            except NotQuickPbn:
                raise _NotQuick from None
            if compact is not None and compact.laws in LAWS and regular(
                    compact, LAWS[compact.laws]):
                count += 1
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
        full(lines, first)
        pending, pending_plain, tags = [], True, False
    if pending:
        full(pending, pending_start)
    found.sort(key=lambda d: (d.line, d.column, d.code))
    if bare and len(bare) == count:
        return CheckResult(path, HandRecord(tuple(r.deal for r in bare)), bare, found)
    return CheckResult(path, HandRecord(()), [], found, count)


def _quick_header(header: list[tuple[int, str]]) -> str:
    """The file's ``laws:`` ("" for none) when its lines before the first deal are
    plain keys the quick path takes; else _NotQuick."""
    laws = ""
    for _, raw in header:
        text = raw.strip()
        if not text or text[0] in "#>":
            continue
        m = _HEADER_KEY.match(text)
        if m is None or m.group(1).lower() not in _QUICK_HEADER or len(raw) > MAX_LINE:
            raise _NotQuick
        if m.group(1).lower() == "laws":
            laws = m.group(2).lower()
            if laws not in LAWS:
                raise _NotQuick
    return laws


def check_file(path: Path, shown: str | None = None, keep: bool = True) -> CheckResult:
    """Check a file; an unreadable file is a diagnostic, not an exception."""
    name = shown or str(path)
    try:
        with path.open("rb") as head:
            start = head.read(8192)
    except OSError as error:
        return _refused(name, make("P011", f"cannot read the file: {error.strerror}", None))
    if not is_text(start):
        utf16 = start[:2] in (b"\xff\xfe", b"\xfe\xff")
        return _refused(name, make(
            "P022", "the file is UTF-16, not UTF-8" if utf16 else "not a text file", None,
            hint="save it as UTF-8" if utf16 else "hand records are text: .hand, .pbn or .lin"))
    reader = READERS.get(path.suffix.lower())
    if reader is iter_pbn and not keep:
        try:
            return check_pbn_games(read_paragraphs(path), name)
        except _NotQuick:
            pass  # checked in full below
        except OSError as error:
            return _refused(name, make("P011", f"cannot read the file: {error.strerror}",
                                       None))
    if reader is not None:
        try:
            return _no_deal(check_lines(read_lines(path), reader, name, keep))
        except OSError as error:
            return _refused(name, make("P011", f"cannot read the file: {error.strerror}",
                                       None))
    try:
        size = path.stat().st_size
        if size > MAX_FILE_BYTES:
            return _refused(name, make("P011", f"the file is {size} bytes; hand records are "
                                       f"read up to {MAX_FILE_BYTES} bytes", None))
        if not keep:
            try:
                with path.open(encoding="utf-8", newline="") as lines:
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
        data = path.read_bytes()
    except UnicodeDecodeError:
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
        result = check_text(decode_text(data), name)
        bad = make("P023", f"the file is not UTF-8 (byte 0x{data[error.start]:02X}); it is "
                   "read as Windows-1252", Span.point(line, column),
                   hint="save the file as UTF-8 (suit symbols need it)")
        result.diagnostics.insert(0, bad.at(file=name))
        return result
    return check_text(text, name)


def decode_text(data: bytes) -> str:
    """The text of a file: UTF-8, else Windows-1252 (one character to a byte).

    >>> decode_text("Zoë ♠".encode()), decode_text(b"Zo\\xeb \\x96")
    ('Zoë ♠', 'Zoë –')
    """
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return data.decode("cp1252", errors="replace")


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


def read_record(path: Path) -> tuple[HandRecord, list[Diagnostic]]:
    """Read a record of any format (by its suffix) without checking it: for
    ``bridgebook convert``. The problems are those of reading."""
    name = str(path)
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        return HandRecord(()), [make("P011", f"cannot read the file: {error.strerror}",
                                     None).at(file=name)]
    suffix = path.suffix.lower()
    if suffix == ".json":
        try:
            return read_json(json.loads(text)), []
        except (ValueError, KeyError, TypeError) as error:
            return HandRecord(()), [make("P013", f"not a bridgebook JSON record: {error}",
                                         None).at(file=name)]
    if suffix in READERS:
        deals: list[Deal] = []
        found: list[Diagnostic] = []
        for deal, problems in READERS[suffix](read_lines(path)):
            deals.extend([deal] if deal is not None else [])
            found.extend(d.at(file=name, deal=deal.ident if deal else None) for d in problems)
        return HandRecord(tuple(deals)), found
    record, problems = parse(text)
    return record, [d.at(file=name, deal=_deal_of(d, record)) for d in problems]


def _refused(path: str, diagnostic: Diagnostic) -> CheckResult:
    return CheckResult(path, HandRecord(()), [], [diagnostic.at(file=path)])


def _deal_of(d: Diagnostic, record: HandRecord) -> int | None:
    """The deal a parse problem falls in, by its line."""
    owner = None
    for deal in record.deals:
        if deal.span is not None and deal.span.line <= d.line:
            owner = deal.ident
    return owner


def resolve_laws(deal: Deal, file_meta: dict[str, str]) -> tuple[LawsCode, list[Diagnostic]]:
    """The code of laws the deal is read under."""
    name = (deal.laws or file_meta.get("laws") or "").strip().lower()
    if name in LAWS:
        return LAWS[name], []
    fallback = LAWS[DEFAULT_CONTRACT if deal.auction is not None else DEFAULT_BRIDGE]
    if not name:
        return fallback, []
    known = ", ".join(LAWS)
    return fallback, [make("P007", f"unknown code of laws: {name!r}", deal.meta_spans.get("laws"),
                           hint=f"use one of {known}; read here as {fallback.name}")]


def check_deal(deal: Deal, file_meta: dict[str, str] | None = None,
               file_spans: dict[str, Span] | None = None) -> DealReport:
    """Check one deal: its hands, its make or auction, its play and its result.
    ``file_spans`` place the problems of the file's own keys (``laws:``...)."""
    placed = replace(deal, meta_spans={**file_spans, **deal.meta_spans}) if file_spans else deal
    code, found = resolve_laws(placed, file_meta or {})
    found.extend(_unknown_keys(deal))
    found.extend(check_hands(deal, code))
    contract: Contract | None = None
    dealer = deal.dealer
    if code.is_contract and deal.auction is not None:
        contract, problems = settle_auction(deal.auction, code, dealer or deal.auction.first
                                            or _default_dealer(deal), meta=deal.meta,
                                            meta_spans=placed.meta_spans)
        found.extend(problems)
    elif not code.is_contract or deal.declaration:
        limit = _limit(placed, code, found)
        contract, problems = settle_make(deal.declaration, code, dealer or _default_dealer(deal),
                                         limit=limit, required=deal.play is not None,
                                         naming=deal.naming,
                                         where=deal.play.span if deal.play else deal.span)
        found.extend(problems)
    elif (stated := stated_contract(deal, dealer or _default_dealer(deal))) is not None:
        contract = stated  # a score keeper's contract deal: no auction, a 'contract:' line
    elif deal.play is not None:
        found.append(make("A011", "the play is given but the deal has no auction",
                          deal.play.span, hint="add an 'auction:' line"))
    outcome = replay(deal, contract, code)
    found.extend(_stated_revokes(deal, dealer or _default_dealer(deal),
                                 _after_missing_tricks(deal, outcome.diagnostics)))
    found.extend(check_result(deal, contract, outcome))
    return DealReport(deal, code, contract, outcome, found)


def _stated_revokes(deal: Deal, dealer: Seat, found: list[Diagnostic]) -> list[Diagnostic]:
    """A revoke the record states (``revoke: Z revokes, value added``) is shown on
    purpose: its L003 becomes a note. A revoke the record does not state stays an error."""
    text = deal.meta.get("revoke")
    if not text:
        return found
    try:
        sides = {r.side for r in read_revokes(text, dealer, None)}
    except ValueError:
        return found  # reported by the score keeper (S008)
    return [replace(d, severity=Severity.INFO,
                    message=d.message + " (stated by the record's 'revoke:' line)")
            if d.code == "L003" and d.severity is Severity.ERROR and d.seat is not None
            and d.seat.side in sides else d for d in found]


_SCORE_KEYS = ("contract", "declarer", "honours", "chicane", "revoke", "printed", "totals",
               "game")


def _bare(deal: Deal) -> bool:
    """A 'deal' of only commentary or keys: nothing of a deal to check."""
    return not (deal.hands or deal.declaration or deal.auction or deal.play or deal.claim
                or deal.result or any(key in deal.meta for key in _SCORE_KEYS))


def _after_missing_tricks(deal: Deal, found: list[Diagnostic]) -> list[Diagnostic]:
    """Point the revokes and cards not held that follow a skipped trick row at it."""
    if deal.play is None:
        return found
    numbers = {t.number for t in deal.play.tricks if t.number is not None}
    skipped: dict[int, int] = {}  # replay index -> the first missing trick number
    for index, trick in enumerate(deal.play.tricks, start=1):
        if trick.number is not None and trick.number > index:
            missing = next((m for m in range(1, trick.number) if m not in numbers), None)
            if missing is not None:
                skipped[index] = missing
    if not skipped:
        return found
    out: list[Diagnostic] = []
    for d in found:
        missing = skipped.get(d.trick or 0)
        if d.code in ("L001", "L003") and missing is not None:
            d = replace(d, hint=f"trick {missing} is not in the record (P020): its cards are "
                        "still in the hands here")
        out.append(d)
    return out


def _default_dealer(deal: Deal) -> Seat:
    """The books' dealer sits at South; a record that names none is read so."""
    return Seat.S


def _limit(deal: Deal, code: LawsCode, found: list[Diagnostic]) -> int | None:
    text = deal.meta.get("doubling-limit")
    if text is None:
        return code.doubling_limit
    digits = text.strip().split()[0] if text.strip() else ""
    if digits.isdecimal():
        return int(digits)
    if text.strip().lower() in ("none", "no limit", "unlimited"):
        return None
    found.append(make("P007", f"doubling-limit must be a number of points, not {text!r}",
                      deal.meta_spans.get("doubling-limit")))
    return code.doubling_limit


_KNOWN_KEYS = frozenset({
    "title", "source", "laws", "dealer", "score", "board", "vulnerable", "vul", "declarer",
    "contract", "date", "event", "players", "doubling-limit", "lead",
    "rubber", "sides", "honours", "chicane", "revoke", "printed", "totals", "game", "dummy-bridge",
})  # fmt: skip


def _unknown_keys(deal: Deal) -> list[Diagnostic]:
    found = []
    for key in deal.meta:
        if key in _KNOWN_KEYS or key not in deal.meta_spans:
            continue
        span = deal.meta_spans[key]
        if len(key) <= 2 and _SUIT_GROUP.match(deal.meta[key]):
            # 'X: H—K, 4; …' is a hand whose seat is mistyped, not a key.
            found.append(make("P009", f"not a seat: {key.upper()!r}",
                              Span.point(span.line, span.column, len(key)),
                              hint="a seat is N E S W (North…) or the books' Z A Y B"))
            continue
        found.append(make("P007", f"unknown key {key!r}", span,
                          hint="known keys: " + ", ".join(sorted(_KNOWN_KEYS))))
    return found


def _once(found: list[Diagnostic]) -> list[Diagnostic]:
    """A problem of the file's own keys (``laws:`` before the first deal) is found
    with every deal, at the same place: it is reported once."""
    seen: set[tuple[str, Span | None, str]] = set()
    out = []
    for d in found:
        key = (d.code, d.span, d.message)
        if d.span is None or key not in seen:
            seen.add(key)
            out.append(d)
    return out


def _unknown_file_keys(record: HandRecord) -> list[Diagnostic]:
    """The unknown keys before the first deal (each deal reports only its own)."""
    return _unknown_keys(Deal(0, meta=record.meta, meta_spans=record.meta_spans))


#: The start of a suit group: a hand's cards, after a seat that is no seat.
_SUIT_GROUP = re.compile(r"\s*(?:[♠♥♦♣♤♡♢♧]|\[[SHDCshdc]\]|[SHDCshdc]\s*[—–\-:])")

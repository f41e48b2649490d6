"""Check a hand record end to end: parse, check the deal, settle the make or
auction, replay the play, compare the stated result. Every stage reports; none
stops the others.

>>> from bridgebook.checking import check_text
>>> result = check_text("Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3")
>>> len(result.deals), result.diagnostics
(1, [])

The names below are imported from their modules when first asked for, so that
``bridgebook convert``, which reads a record without checking it (``read_record``),
does not load the checks.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bridgebook.checking.deal import check_deal, resolve_laws
    from bridgebook.checking.files import (
        MAX_FILE_BYTES,
        check_file,
        decode_text,
        is_text,
        read_record,
    )
    from bridgebook.checking.quick import (
        _NotQuick,
        check_book_quick,
        check_pbn_games,
        check_pbn_quick,
    )
    from bridgebook.checking.report import CheckResult, DealReport, _no_deal
    from bridgebook.checking.text import (
        BATCH,
        READERS,
        STREAM_BYTES,
        Reader,
        _ScoreRecord,
        check_book_lines,
        check_lines,
        check_text,
    )

#: The module of each name.
_MODULES = {
    "check_deal": "deal", "resolve_laws": "deal",
    "MAX_FILE_BYTES": "files", "check_file": "files", "decode_text": "files",
    "is_text": "files", "read_record": "files",
    "_NotQuick": "quick", "check_book_quick": "quick", "check_pbn_games": "quick",
    "check_pbn_quick": "quick",
    "CheckResult": "report", "DealReport": "report", "_no_deal": "report",
    "BATCH": "text", "READERS": "text", "STREAM_BYTES": "text", "Reader": "text",
    "_ScoreRecord": "text", "check_book_lines": "text", "check_lines": "text",
    "check_text": "text",
}


def __getattr__(name: str) -> Any:
    module = _MODULES.get(name)
    if module is None:
        raise AttributeError(f"module 'bridgebook.checking' has no attribute {name!r}")
    value = getattr(import_module(f"bridgebook.checking.{module}"), name)
    globals()[name] = value
    return value


__all__ = [
    "BATCH",
    "MAX_FILE_BYTES",
    "READERS",
    "STREAM_BYTES",
    "CheckResult",
    "DealReport",
    "Reader",
    "_NotQuick",
    "_ScoreRecord",
    "_no_deal",
    "check_book_lines",
    "check_book_quick",
    "check_deal",
    "check_file",
    "check_lines",
    "check_pbn_games",
    "check_pbn_quick",
    "check_text",
    "decode_text",
    "is_text",
    "read_record",
    "resolve_laws",
]

"""Check a hand record end to end: parse, check the deal, settle the make or
auction, replay the play, compare the stated result. Every stage reports; none
stops the others.

>>> result = check_text("Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3")
>>> len(result.deals), result.diagnostics
(1, [])
"""

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

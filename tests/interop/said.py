"""What the conversion tests share: diagnostics as ``line:column CODE message``
texts, a LIN text's ``nt`` items, a LIN board read with no problem; the texts of
two real files (a PBN file of BEN's and endplay's example LIN) and a text's
problems that are more than notes."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.lin import read_lin
from bridgebook.model import HandRecord


def placed(found: Iterable[Diagnostic]) -> list[str]:
    """Each diagnostic as ``line:column CODE message``."""
    return [f"{d.line}:{d.column} {d.code} {d.message}" for d in found]


def nt_items(lin: str) -> list[str]:
    """The words of each ``nt`` of a LIN text, in order."""
    return [item.split("|")[0] for item in lin.split("nt|")[1:]]


def read_clean_lin(text: str) -> HandRecord:
    """A LIN text read, which must give no problem."""
    record, found = read_lin(text)
    assert found == []
    return record


#: The real files of other programs (copies kept with the tests).
REAL = Path(__file__).resolve().parent.parent / "data" / "real-files"
#: A day's boards of BEN's robots, as PBN.
BEN = (REAL / "lorserker__ben__Ben_and_Friends_Daily_-_2024-06-03_Daylong.pbn").read_text(
    encoding="utf-8")
#: endplay's example LIN file.
LIN = (REAL / "dominicprice__endplay__example1.lin").read_text(encoding="utf-8")


def loud(text: str, name: str) -> list[Diagnostic]:
    """The problems of checking ``text`` (read as the file ``name``) but its notes."""
    return [d for d in check_text(text, name).diagnostics if d.severity is not Severity.INFO]

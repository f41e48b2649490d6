"""What the conversion tests share: diagnostics as ``line:column CODE message``
texts, a LIN text's ``nt`` items, a LIN board read with no problem."""

from __future__ import annotations

from collections.abc import Iterable

from bridgebook.diagnostics import Diagnostic
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

"""A catalogue of damaged records (tests/data/catalogue.txt): each gets the coded
diagnostics it must, at the line and column of the damage, never a traceback.

A case is ``=== bad (kind): title`` or ``=== good (kind): title``, the record, then
``--- CODE line:column`` lines (``--- CODE line:column folded``: folded into another
problem, its root). The kind is ``hand``, ``pbn`` or ``lin`` (the text is
the file) or ``bytes`` (the file's bytes spelt with Python escapes, read as .hand).
A bad case must get every listed diagnostic, and the first problem reported
(error or warning) must be the first listed; a good case must get no error.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bridgebook.checking import check_file, check_text
from bridgebook.diagnostics import Diagnostic, Severity

CATALOGUE = Path(__file__).parent / "data" / "catalogue.txt"
_HEAD = re.compile(r"=== (bad|good) \((hand|pbn|lin|bytes)\): (.*)$")
_EXPECT = re.compile(r"--- ([A-Z]\d{3}) (\d+):(\d+)( folded)?$")


@dataclass
class Entry:
    kind: str
    source: str
    title: str
    lines: list[str] = field(default_factory=list)
    expect: list[tuple[str, int, int]] = field(default_factory=list)
    folded: list[tuple[str, int, int]] = field(default_factory=list)


def read_catalogue() -> list[Entry]:
    entries: list[Entry] = []
    for raw in CATALOGUE.read_text(encoding="utf-8").splitlines():
        if head := _HEAD.match(raw):
            entries.append(Entry(head[1], head[2], head[3]))
        elif expect := _EXPECT.match(raw):
            (entries[-1].folded if expect[4] else entries[-1].expect).append(
                (expect[1], int(expect[2]), int(expect[3])))
        elif entries:
            entries[-1].lines.append(raw)
    return entries


ENTRIES = read_catalogue()


def diagnose(entry: Entry, tmp_path: Path) -> list[Diagnostic]:
    text = "\n".join(entry.lines)
    if entry.source == "bytes":
        path = tmp_path / "case.hand"
        path.write_bytes(text.encode("utf-8").decode("unicode_escape").encode("latin-1"))
        return list(check_file(path).diagnostics)
    return list(check_text(text + "\n", f"case.{entry.source}").diagnostics)


@pytest.mark.parametrize("entry", ENTRIES, ids=[e.title for e in ENTRIES])
def test_damaged_record(entry: Entry, tmp_path: Path) -> None:
    found = diagnose(entry, tmp_path)
    shown = "\n".join(f"{d.code} {d.line}:{d.column} {d.message}" for d in found)
    if entry.kind == "good":
        assert [d for d in found if d.severity is Severity.ERROR] == [], shown
        return
    got = {(d.code, d.line, d.column) for d in found}
    for want in entry.expect:
        assert want in got, f"missing {want}:\n{shown}"
    under = {(f.code, f.line, f.column) for d in found for f in d.folded}
    for want in entry.folded:
        assert want in under and want not in got, f"not folded {want}:\n{shown}"
    problems = [d for d in found if d.severity is not Severity.INFO]
    if problems and entry.expect:
        first = min(problems, key=lambda d: (d.line, d.column))
        assert (first.line, first.column) <= entry.expect[0][1:], shown


def test_the_catalogue_is_long_enough() -> None:
    assert sum(1 for e in ENTRIES if e.kind == "bad") >= 100

"""Every diagnostic code has a case file in tests/cases/: failing and passing records.

A case file holds cases like::

    === fail: what the case shows
    <a hand record>
    --- L003 13:22 severity=warning hint=were ♣6 (trick 6)

A case in another format names it: ``=== fail (pbn): …`` is read as PBN and
``=== fail (lin): …`` as LIN; ``=== fail (hand>lin): …`` converts the record to
LIN and takes the diagnostics of the conversion; ``=== fail (bytes): …`` spells
the file's bytes with Python escapes (``\\x00``) and checks the file.
A lesson case ``=== fail (crash): …`` is read with bridgebook made to raise as it
shows a deal: a bug, which no input should cause, stood in for (R004).
An ``=== fail (output): …`` case names the folder given to ``build -o`` on its
first line and the files already there on the lines after it (R036).

For a ``fail`` case the diagnostics of the file's code must be exactly the ones
listed (line and column; a listed severity must match; a listed hint must start
the diagnostic's hint). A ``pass`` case must produce no diagnostic of that code
and no error at all.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import NoReturn

import jinja2
import pytest

from bridgebook.build import check_lesson_text
from bridgebook.checking import check_file, check_text, read_record
from bridgebook.diagnostics import CODES, Diagnostic, Severity
from bridgebook.interop.convert import convert_record
from bridgebook.outfolder import output_problem
from bridgebook.render.env import environment, template_problem, templates_folder_problem
from bridgebook.render.lesson import LessonReader
from bridgebook.render.scoresheet import read_sheet_text
from bridgebook.render.theme import Theme, read_theme

CASES = Path(__file__).parent / "cases"
#: Codes that `bridgebook analyse` reports: their cases run the solver as well.
ANALYSIS_CODES = frozenset({"L014", "L015", "L016"})
_EXPECT = re.compile(r"--- (?P<code>[A-Z]\d{3}) (?P<line>\d+):(?P<col>\d+)"
                     r"(?: severity=(?P<severity>\w+))?(?: hint=(?P<hint>.*))?$")


@dataclass
class Case:
    code: str
    kind: str
    title: str
    text: str
    expect: list[re.Match[str]] = field(default_factory=list)
    source: str = "cases"
    target: str | None = None


def read_cases(path: Path) -> list[Case]:
    cases: list[Case] = []
    lines: list[str] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        head = re.match(r"=== (fail|pass)(?: \((\w+)(?:>(\w+))?\))?: (.*)$", raw)
        if head:
            if cases:
                cases[-1].text = "\n".join(lines) + "\n"
            cases.append(Case(path.stem, head.group(1), head.group(4), "",
                              source=head.group(2) or "cases", target=head.group(3)))
            lines = []
        elif raw.startswith("--- "):
            m = _EXPECT.match(raw)
            assert m is not None, f"{path.name}: bad expectation {raw!r}"
            cases[-1].expect.append(m)
        elif cases:
            lines.append(raw)
    if cases:
        cases[-1].text = "\n".join(lines) + "\n"
    return cases


ALL = [case for path in sorted(CASES.glob("*.cases")) for case in read_cases(path)]


def _theme_case(case: Case, tmp_path: Path) -> list[Diagnostic]:
    """A book's theme: ``(toml)`` the text is a book.toml; ``(template)`` it is a
    page.html of the author's, made with a lesson page's names; ``(folder)`` it names
    the --templates folder, from a folder that holds only ``here/``."""
    if case.source == "toml":
        return read_theme(case.text, "book.toml")[1]
    if case.source == "folder":
        (tmp_path / "here").mkdir()
        problem = templates_folder_problem(tmp_path / case.text.strip())
        return [] if problem is None else [problem]
    (tmp_path / "page.html").write_text(case.text, encoding="utf-8")
    book = Theme().book(home="index.html", pdf=None)
    try:
        environment(tmp_path).get_template("page.html").render(
            book=book, page={"title": "T", "body": "", "prev": None, "next": None})
    except jinja2.TemplateError as error:
        return [template_problem(error)]
    return []


def _output_case(case: Case, tmp_path: Path,
                 monkeypatch: pytest.MonkeyPatch) -> list[Diagnostic]:
    """``build -o``: the text's first line names the output folder, the lines after
    it the files there are before the build, in a project (the folder the command
    runs in) that holds ``lessons/one.md``."""
    out, *files = case.text.split("\n")
    for name in ["lessons/one.md", *filter(None, files)]:
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("made before", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    problem = output_problem(Path(out), [tmp_path, Path("lessons"), Path("lessons/one.md")])
    return [] if problem is None else [problem]


def _bug(*args: object) -> NoReturn:
    raise RuntimeError("a bug in bridgebook")


@pytest.mark.parametrize("case", ALL, ids=[f"{c.code}-{c.kind}-{c.title}" for c in ALL])
def test_case(case: Case, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    if case.source == "sheet":
        problem = read_sheet_text(case.text, "sheet.json")[1]
        found = [] if problem is None else [problem]
    elif case.source in ("toml", "template", "folder"):
        found = _theme_case(case, tmp_path)
    elif case.source == "output":
        found = _output_case(case, tmp_path, monkeypatch)
    elif case.code.startswith("R"):  # render: the case is a lesson in Markdown
        if case.source == "crash":
            monkeypatch.setattr(LessonReader, "_view", _bug)
        found = check_lesson_text(case.text, f"{case.code}.cases", CASES.parent.parent)
    elif case.source == "bytes":
        # The text spells the file's bytes with Python escapes (\x00, \xe9).
        source = tmp_path / f"{case.code}.hand"
        source.write_bytes(case.text.encode("utf-8").decode("unicode_escape").encode("latin-1"))
        found = list(check_file(source).diagnostics)
    elif case.target is not None:
        source = tmp_path / f"{case.code}.{case.source}"
        source.write_text(case.text, encoding="utf-8")
        record, _ = read_record(source)
        found = convert_record(record, case.target)[1]
    else:
        result = check_text(case.text, f"{case.code}.{case.source}")
        found = list(result.diagnostics)
        if case.code in ANALYSIS_CODES:
            from bridgebook.analysis import Checked, analyse

            done = analyse([Checked(r.deal, r.laws, r.contract, r.replay)
                            for r in result.deals])
            found += [d for a in done for d in a.diagnostics]
    mine = [d for d in found if d.code == case.code]
    if case.kind == "pass":
        assert mine == [], mine
        assert [d for d in found if d.severity is Severity.ERROR] == []
        return
    got = sorted((d.line, d.column) for d in mine)
    want = sorted((int(m["line"]), int(m["col"])) for m in case.expect)
    assert got == want, "\n".join(f"{d.line}:{d.column} {d.message}" for d in found)
    for m in case.expect:
        d = next(d for d in mine if (d.line, d.column) == (int(m["line"]), int(m["col"])))
        if m["severity"]:
            assert d.severity.value == m["severity"]
        if m["hint"]:
            assert d.hint is not None and d.hint.startswith(m["hint"]), d.hint


def test_every_severity_a_case_shows_is_in_the_table() -> None:
    # docs/diagnostics.md gives each code's severities; a case may not show another.
    for case in ALL:
        for m in case.expect:
            info = CODES[case.code]
            if m["severity"]:
                assert m["severity"] in {s.value for s in (info.severity, *info.also)}, case.title


def test_every_code_has_a_failing_and_a_passing_case() -> None:
    kinds: dict[str, set[str]] = {}
    for case in ALL:
        kinds.setdefault(case.code, set()).add(case.kind)
    missing = [code for code in CODES if kinds.get(code) != {"fail", "pass"}]
    assert missing == []

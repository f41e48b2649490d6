"""The book's settings and theme, read from ``book.toml`` (docs/publishing.md).

::

    title = "Bridge from the Old Books"
    author = "A. Teacher"
    edition = "Second edition"

    [page]
    size = "A5"            # A4, Letter, A5, or WxH: "170x240mm", "6x9in"
    font_size = "11pt"     # the PDF's body text; headings scale with it

    [colours]
    text = "#1a1a1a"
    red = "#b00020"        # hearts and diamonds
    accent = "#204a87"     # headings, rules and links

    [quiz]
    answers = "book"       # the PDF prints quiz answers after each "lesson" or the "book"

    [extra]
    school = "The Whist Club"   # any key: {{ book.extra.school }} in a template

Every problem is coded at book.toml's line: R033 (the file cannot be read as
TOML), R034 (a key bridgebook does not know), R035 (a value it cannot use), R020
(a place for the quiz answers that is neither "lesson" nor "book").

>>> theme, found = read_theme('title = "T"\\n[page]\\nsize = "B7"\\n', "book.toml")
>>> [(d.code, d.line) for d in found], theme.paper.css
([('R035', 3)], 'A4')
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, field
from typing import Any

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Span
from bridgebook.render.quiz import answers_place

#: Named paper sizes: the CSS name, and width and height in millimetres.
PAPERS: dict[str, tuple[str, float, float]] = {
    "a4": ("A4", 210.0, 297.0), "letter": ("Letter", 215.9, 279.4),
    "a5": ("A5", 148.0, 210.0)}
#: Millimetres in a unit of a ``WxH`` size.
_UNITS = {"mm": 1.0, "cm": 10.0, "in": 25.4}
_SIZE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*(mm|cm|in)\s*$", re.I)
_FONT = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*(pt)?\s*$")
_HEX = re.compile(r"^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$")
#: The CSS colour names bridgebook accepts besides ``#rgb`` and ``#rrggbb``.
COLOUR_NAMES = frozenset((
    "black", "white", "gray", "grey", "silver", "maroon", "red", "purple", "fuchsia",
    "green", "lime", "olive", "yellow", "navy", "blue", "teal", "aqua", "darkred",
    "firebrick", "crimson", "brown", "sienna", "saddlebrown", "darkgreen",
    "forestgreen", "seagreen", "darkblue", "midnightblue", "royalblue", "steelblue",
    "slategray", "slategrey", "darkslategray", "darkslategrey", "dimgray", "dimgrey",
    "indigo", "darkmagenta", "darkorange", "orange", "goldenrod", "darkgoldenrod",
    "chocolate", "tomato", "orangered", "indianred", "darkolivegreen", "cadetblue",
    "darkcyan"))

_TOP = ("title", "subtitle", "author", "edition", "date")
_TABLES: dict[str, tuple[str, ...]] = {
    "page": ("size", "font_size"), "colours": ("text", "red", "accent"),
    "quiz": ("answers",), "extra": ()}
_DEFAULT_COLOURS = {"text": "#1a1a1a", "red": "#c0102a", "accent": "#1a1a1a"}


@dataclass(frozen=True, slots=True)
class Paper:
    """A page size: as CSS's ``@page { size }`` takes it, and its height."""

    css: str
    width_mm: float
    height_mm: float

    @staticmethod
    def named(name: str) -> Paper:
        css, width, height = PAPERS[name.lower()]
        return Paper(css, width, height)


def parse_paper(text: str) -> Paper | None:
    """A paper size: ``A4``, ``Letter``, ``A5`` or ``WxH`` with a unit.

    >>> parse_paper("a5").css, parse_paper("6x9in").css, parse_paper("170 x 240 mm").height_mm
    ('A5', '152.4mm 228.6mm', 240.0)
    >>> parse_paper("B7") is None, parse_paper("0x100mm") is None
    (True, True)
    """
    if text.strip().lower() in PAPERS:
        return Paper.named(text.strip())
    m = _SIZE.match(text)
    if m is None:
        return None
    scale = _UNITS[m.group(3).lower()]
    width, height = float(m.group(1)) * scale, float(m.group(2)) * scale
    if not (50 <= width <= 1000 and 50 <= height <= 1000):
        return None
    return Paper(f"{width:g}mm {height:g}mm", width, height)


@dataclass(slots=True)
class Theme:
    """What ``book.toml`` says: the title page's fields, the page, the colours."""

    title: str = "Bridge lessons"
    subtitle: str = ""
    author: str = ""
    edition: str = ""
    date: str = ""
    extra: dict[str, str] = field(default_factory=dict)
    paper: Paper = field(default_factory=lambda: Paper.named("a4"))
    #: Whether book.toml chose the page size (``--paper`` overrides it).
    paper_set: bool = False
    font_size: str = "10.5pt"
    colours: dict[str, str] = field(default_factory=lambda: dict(_DEFAULT_COLOURS))
    #: Where the PDF prints the quizzes' answers: "lesson" or "book" (render.quiz).
    answers: str = "lesson"

    def book(self, **more: Any) -> dict[str, Any]:
        """The ``book`` a template gets: the title page's fields, ``extra``, the
        page, the font size and the colours, and ``more``."""
        return {"title": self.title, "subtitle": self.subtitle, "author": self.author,
                "edition": self.edition, "date": self.date, "extra": dict(self.extra),
                "paper": self.paper.css, "page_height": self.paper.height_mm,
                "font_size": self.font_size,
                "colours": dict(self.colours), **more}


#: A value after ``key =``: a quoted text, or a bare word or number.
_VALUE = re.compile(r"""=\s*("(?:[^"\\]|\\.)*"|'[^']*'|[^\s#]+)""")


class _Places:
    """The line of each key of book.toml, found in its text (TOML's reader gives
    none): ``[table]`` headers and ``key =`` lines, and where each key's value is
    written on its line."""

    def __init__(self, text: str) -> None:
        self.lines: dict[tuple[str, str], tuple[int, int]] = {}
        self.values: dict[tuple[str, str], Span] = {}
        self.tables: dict[str, int] = {}
        table = ""
        for number, raw in enumerate(text.splitlines(), start=1):
            line = raw.strip()
            if m := re.match(r"^\[\s*([A-Za-z0-9_\-\"' .]+?)\s*\]", line):
                table = m.group(1).strip("\"' ")
                self.tables.setdefault(table, number)
            elif m := re.match(r"^([A-Za-z0-9_\-\"']+)\s*=", line):
                key = m.group(1).strip("\"'")
                column = raw.find(m.group(1)) + 1
                self.lines.setdefault((table, key), (number, column))
                # The '=' after the key (and the blanks before it), then the value.
                value = _VALUE.match(raw, raw.index("=", column - 1 + len(m.group(1))))
                if value is not None:
                    self.values.setdefault((table, key), Span(
                        number, value.start(1) + 1, number, value.end(1) + 1))

    def of(self, table: str, key: str) -> Span:
        if (table, key) in self.lines:
            line, column = self.lines[(table, key)]
            return Span(line, column, line, column + len(key))
        return Span.point(self.tables.get(table, 1), 1)

    def value(self, table: str, key: str) -> Span:
        """Where the value of ``key`` is written (else where its key is)."""
        return self.values.get((table, key)) or self.of(table, key)


def _near(word: str, known: tuple[str, ...]) -> str:
    from difflib import get_close_matches

    close = get_close_matches(word, known, n=1)
    return f"did you mean {close[0]!r}? " if close else ""


def read_theme(text: str, shown: str) -> tuple[Theme, list[Diagnostic]]:
    """The theme a ``book.toml`` text gives, and every problem with it (each at its
    line); a key with a problem keeps its default."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        m = re.search(r"\(at line (\d+), column (\d+)\)", str(error))
        span = Span.point(int(m.group(1)), int(m.group(2))) if m else Span.point(1, 1)
        reason = re.sub(r"\s*\(at line \d+, column \d+\)", "", str(error))
        if reason == "Illegal character '\\n'":
            reason = "a quoted text is not closed on its line"
        return Theme(), [make("R033", f"book.toml cannot be read: {reason}", span,
                              hint="book.toml is TOML: key = \"text\", one a line, "
                              "[page] and [colours] tables").at(file=shown)]
    places = _Places(text)
    found: list[Diagnostic] = []
    theme = Theme()

    def problem(code: str, table: str, key: str, message: str, hint: str,
                value: bool = False) -> None:
        """A problem at ``key``'s line, under the key (under its value with ``value``)."""
        span = places.value(table, key) if value else places.of(table, key)
        found.append(make(code, message, span, hint=hint).at(file=shown))

    for key, value in data.items():
        if isinstance(value, dict) and key in _TABLES:
            _read_table(theme, key, value, problem)
        elif key in _TOP and not isinstance(value, dict | list):
            setattr(theme, key, str(value))
        elif key in _TOP or key in _TABLES:
            what = "a table [" + key + "]" if key in _TABLES else "text in quotes"
            problem("R035", "", key, f"book.toml: {key!r} must be {what}",
                    f"write {key} = \"...\"" if key in _TOP else f"write [{key}] on a line "
                    "of its own, and its keys under it")
        else:
            problem("R034", "" if not isinstance(value, dict) else key, key,
                    f"book.toml: unknown key {key!r}",
                    f"{_near(key, (*_TOP, *_TABLES))}the keys are "
                    f"{', '.join(_TOP)} and the tables [page], [colours], [quiz], [extra]; a key "
                    "of your own goes under [extra] (book.extra.NAME in a template)")
    return theme, found


def _read_table(theme: Theme, table: str, values: dict[str, Any], problem: Any) -> None:
    if table == "extra":
        for key, value in values.items():
            if isinstance(value, dict | list):
                problem("R035", table, key, f"book.toml: [extra] {key} must be text or a "
                        "number", f"write {key} = \"...\"")
            else:
                theme.extra[key] = str(value)
        return
    known = _TABLES[table]
    for key, value in values.items():
        if key not in known:
            problem("R034", table, key, f"book.toml: unknown key {key!r} in [{table}]",
                    f"{_near(key, known)}[{table}] takes {', '.join(known)}")
            continue
        if (table, key) == ("quiz", "answers"):
            place, trouble = answers_place({"quiz": values})
            theme.answers = place
            if trouble is not None:
                problem("R020", table, key, trouble, 'answers = "lesson" prints them after '
                        'each lesson, "book" in a chapter of their own at the end')
            continue
        text = str(value) if isinstance(value, str | int | float) and not isinstance(
            value, bool) else None
        bad = _set(theme, table, key, text)
        if bad is not None:
            near = _near(text.strip().lower(), tuple(sorted(COLOUR_NAMES))) if (
                table == "colours" and text is not None) else ""
            problem("R035", table, key, f"book.toml: [{table}] {key} = {value!r}: {bad}",
                    near + _HINTS[(table, key)], value=True)


_HINTS = {
    ("page", "size"): 'size = "A4", "Letter", "A5", or width x height: "170x240mm", "6x9in"',
    ("page", "font_size"): 'font_size = "11pt" (6 to 24 points)',
    ("colours", "text"): 'a colour as "#1a1a1a" or a name ("black", "navy")',
    ("colours", "red"): 'a colour as "#c0102a" or a name ("firebrick", "crimson")',
    ("colours", "accent"): 'a colour as "#204a87" or a name ("navy", "darkgreen")',
}


def _set(theme: Theme, table: str, key: str, text: str | None) -> str | None:
    """Put one value in the theme; what is wrong with it, if anything."""
    if text is None:
        return "not a value bridgebook can use"
    if (table, key) == ("page", "size"):
        paper = parse_paper(text)
        if paper is None:
            return "not a paper size"
        theme.paper, theme.paper_set = paper, True
    elif (table, key) == ("page", "font_size"):
        m = _FONT.match(text)
        if m is None or not 6 <= float(m.group(1)) <= 24:
            return "not a font size in points from 6 to 24"
        theme.font_size = f"{float(m.group(1)):g}pt"
    elif table == "colours":
        colour = text.strip()
        if not (_HEX.match(colour) or colour.lower() in COLOUR_NAMES):
            return "not a colour"
        theme.colours[key] = colour.lower()
    return None

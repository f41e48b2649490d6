"""Cut a PBN file into games and the games into tags, section tokens and commentary.

The scanner reads line by line, so a file of any size streams game by game. It
takes the lenient import format: comment-only lines and ``%`` lines between games,
no blank line after the last game, tags and section data on one line.

>>> [g.items[0] for g in scan_games(['[Board "1"]', '[Play "W"]', 'SA S2 {nice} S3 S4'])]
[Item(kind='tag', text='Board', value='1', line=1, column=2, value_column=9)]
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from typing import NamedTuple

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Span

_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]')
_WORD = re.compile(r'[^\s{;\[]+')
#: A tag over several lines (import format: its tokens on lines of their own).
_LONG_TAG = re.compile(r'\[\s*([A-Za-z0-9_]+)\s*"((?:[^"\\]|\\.)*)"\s*\]', re.S)
#: The start of a tag that goes on on the next line.
_OPEN_TAG = re.compile(r'\[\s*(?:[A-Za-z0-9_]+\s*(?:"(?:[^"\\]|\\.)*"?\s*)?)?', re.S)
#: An item built as the tuple it is (no keyword handling): a file makes many.
_new = tuple.__new__
#: The most lines one tag is read over.
_TAG_LINES = 20
#: The longest line read; a longer one is refused (P011), as in the book notation.
MAX_LINE = 100_000


class Item(NamedTuple):
    """A tag (``text`` its name, ``value`` its value), a word of section data, or
    commentary (``{…}`` or ``;…``)."""

    kind: str  # "tag", "word", "note", or "line" (a line of section data, not yet split)
    text: str
    value: str = ""
    line: int = 0
    column: int = 0
    value_column: int = 0

    @property
    def span(self) -> Span:
        width = len(self.text) + 2 if self.kind == "tag" else len(self.text)
        return Span.point(self.line, self.column, max(width, 1))


@dataclass(slots=True)
class Game:
    """One game as scanned: its items in order and the problems met."""

    items: list[Item] = field(default_factory=list)
    problems: list[Diagnostic] = field(default_factory=list)
    escapes: list[str] = field(default_factory=list)
    line: int = 0
    #: a tag left open at the end of a line: its line, column and text so far
    open_tag: tuple[int, int, list[str]] | None = None

    @property
    def has_tags(self) -> bool:
        return any(i.kind == "tag" for i in self.items)


def words(items: list[Item]) -> list[Item]:
    """The items with each line of section data split into its words.

    >>> [w.column for w in words([Item("line", " SA  H2", "", 4, 1)])]
    [2, 6]
    """
    out: list[Item] = []
    for item in items:
        if item.kind == "line":
            line = item.line
            out.extend(_new(Item, ("word", m[0], "", line, m.start() + 1, 0))
                       for m in _WORD.finditer(item.text))
        else:
            out.append(item)
    return out


def scan_games(lines: Iterable[str], first_line: int = 1) -> Iterator[Game]:
    """The games of a PBN file, one by one; a game ends at a blank line or the end.
    ``first_line`` is the number of the first line (a part of a file read alone)."""
    game = Game()
    comment: list[str] | None = None  # an open {…} running over several lines
    start = (0, 0)
    for number, raw in enumerate(lines, start=first_line):
        line = raw.rstrip("\r\n")
        if comment is not None:
            end = line.find("}")
            if end < 0:
                comment.append(line)
                continue
            end = _close(line, end, number, game)
            comment.append(line[:end])
            game.items.append(Item("note", "\n".join(comment).strip(), "", *start))
            comment = None
            line = " " * (end + 1) + line[end + 1:]
            if not line.strip():
                continue
        if len(line) > MAX_LINE:
            game.problems.append(make("P011", f"line {number} has {len(line)} characters",
                                      Span.point(number, 1)))
            continue
        if game.open_tag is not None:
            line = _go_on_tag(line, game)
            if not line.strip():
                continue
        if not line.strip():
            if game.has_tags:
                yield game
                game = Game()
            continue
        if line.startswith("%"):
            game.escapes.append(line)
            continue
        comment = _scan_line(line, number, game)
        if comment is not None:
            start = (number, line.find("{") + 1)
    if comment is not None:
        game.problems.append(make("P013", "commentary opened with '{' is never closed",
                                  Span.point(*start), hint="close it with '}'"))
    if game.open_tag is not None:
        _never_closed(game)
    if game.has_tags or game.items or game.problems:  # a refused line is still told
        yield game


def scan_state(lines: Iterable[str], comment: bool = False) -> tuple[bool, bool]:
    """Whether ``lines`` (no blank line among them) hold a tag, and whether a ``{``
    is left open at their end, as :func:`scan_games` reads them, starting inside an
    open ``{`` or not.

    >>> scan_state(['[Board "1"]', 'SA {a note']), scan_state(['runs on}'], comment=True)
    ((True, True), (False, False))
    """
    if not comment and isinstance(lines, list):
        plain = _plain_state(lines)
        if plain is not None:
            return plain
    game = Game()
    open_comment = comment
    for raw in lines:
        line = raw.rstrip("\r\n")
        if open_comment:
            end = line.find("}")
            if end < 0:
                continue
            open_comment = False
            line = " " * (end + 1) + line[end + 1:]
            if not line.strip():
                continue
        if len(line) > MAX_LINE or not line.strip() or line.startswith("%"):
            continue
        open_comment = _scan_line(line, 0, game) is not None
    return game.has_tags, open_comment


def _plain_state(lines: list[str]) -> tuple[bool, bool] | None:
    """:func:`scan_state` of a game as programs write it, without scanning it: a tag
    on a line of its own, commentary only as ``{…}`` lines; None for anything else.

    >>> _plain_state(['[Board "1"]', '{a note}', '1C Pass']), _plain_state(['SA {x'])
    ((True, False), None)
    """
    tags = False
    for raw in lines:
        if "{" in raw:
            text = raw.strip()
            if text[0] != "{" or text[-1] != "}" or text.count("{") != 1 or (
                    text.count("}") != 1 or len(raw) > MAX_LINE):
                return None
        elif not tags and raw[:1] == "[" and len(raw) <= MAX_LINE and _TAG.fullmatch(
                raw.rstrip("\r\n")):
            tags = True
    return (True, False) if tags else None


def _scan_line(line: str, number: int, game: Game) -> list[str] | None:
    """Scan one line into ``game``; a ``{`` left open returns its first part."""
    i, n = 0, len(line)
    items = game.items
    if not game.line:
        game.line = number
    if "[" not in line and "{" not in line and ";" not in line:
        items.append(_new(Item, ("line", line, "", number, 1, 0)))  # data: split when read
        return None
    if line[0] == "[":
        match = _TAG.fullmatch(line)
        if match is not None:
            value = match[2]
            items.append(_new(Item, ("tag", match[1], value.replace('\\"', '"') if "\\" in value
                                     else value, number, 2, match.start(2) + 1)))
            return None
    while i < n:
        ch = line[i]
        if ch.isspace():
            i += 1
        elif ch == "[":
            match = _TAG.match(line, i)
            if match is None and _OPEN_TAG.fullmatch(line, i):
                game.open_tag = (number, i + 1, [line[i:]])  # goes on on the next line
                return None
            if match is None:
                game.problems.append(make("P013", "a tag must be [Name \"value\"]",
                                          Span.point(number, i + 1, n - i)))
                return None
            items.append(Item("tag", match[1], match[2].replace('\\"', '"'),
                              number, i + 2, match.start(2) + 1))
            i = match.end()
        elif ch == "{":
            end = line.find("}", i + 1)
            if end < 0:
                return [line[i + 1:]]
            end = _close(line, end, number, game)
            items.append(Item("note", line[i + 1:end].strip(), "", number, i + 1))
            i = end + 1
        elif ch == ";":
            items.append(Item("note", line[i + 1:].strip(), "", number, i + 1))
            return None
        else:
            match = _WORD.match(line, i)
            assert match is not None
            items.append(Item("word", match[0], "", number, i + 1))
            i = match.end()
    return None


def _close(line: str, end: int, number: int, game: Game) -> int:
    """Where the commentary whose first ``}`` is at ``end`` is read to. PBN ends it
    there; text after it that runs to another ``}`` (before any ``{``, ``;`` or
    ``[``) was meant as part of it, as in ``{a brace } here}``: that text is said
    (P013, once) and read as commentary, never as cards or calls. Its last ``}``.

    >>> game = Game()
    >>> _close("SA {a } b} S2", 6, 4, game), game.problems[0].span.column
    (9, 9)
    """
    limit = len(line)
    for mark in "{;[":
        at = line.find(mark, end + 1)
        if at >= 0:
            limit = min(limit, at)
    last = line.rfind("}", end + 1, limit)
    if last < 0:
        return end
    stray = line[end + 1:last + 1]
    column = end + 2 + len(stray) - len(stray.lstrip())
    stray = stray.strip()
    game.problems.append(make(
        "P013", f"{stray!r} after the commentary's closing '}}' is stray: a comment in "
        "braces ends at its first '}' (the text is read here as part of the comment)",
        Span.point(number, column, len(stray)),
        hint="a '}' cannot stand inside a {...} comment; PBN offers a ';' comment, to "
        "the line's end, that may hold one"))
    return last


def _go_on_tag(line: str, game: Game) -> str:
    """Add ``line`` to the tag left open; the rest of the line once the tag is closed
    (blanked up to there, so columns stay true), or "" while it is still open."""
    assert game.open_tag is not None
    number, column, parts = game.open_tag
    parts.append(line)
    text = "\n".join(parts)
    match = _LONG_TAG.match(text)
    if match is not None:
        game.items.append(Item("tag", match[1], match[2].replace('\\"', '"'), number,
                               column + 1, column + 1))
        game.open_tag = None
        rest = text[match.end():]
        return " " * (len(line) - len(rest)) + rest
    if len(parts) >= _TAG_LINES or not _OPEN_TAG.fullmatch(text):
        _never_closed(game)
    return ""


def _never_closed(game: Game) -> None:
    assert game.open_tag is not None
    number, column, parts = game.open_tag
    name = re.match(r"\[\s*(\w+)", parts[0]) if parts else None
    game.problems.append(make("P013", (f"the [{name[1]}] tag is never closed: " if name else "")
                              + "a tag must be [Name \"value\"]",
                              Span.point(number, column), hint="close the tag with '\"]'"))
    game.open_tag = None

"""Find the parts of a printed book's text: headings, paragraphs, diagrams, play tables.

A book prints a hand as a heading, notes, a title, the score and make sentences, a
box diagram, a play table and a result sentence, in an order that varies by book.
Each line is first told by what it looks like; runs of lines then become the parts
the hand reader assembles.

>>> kinds = [part.kind for part in parts_of(["HAND NO. 3", "", "Some words", "here."])]
>>> kinds
['heading', 'paragraph']
"""

from __future__ import annotations

import re
from dataclasses import dataclass

#: ``ILLUSTRATIVE HAND NO. 12``, ``NOTES ON ILLUSTRATIVE HAND NO. 12``, ``No. 12``.
HEADING = re.compile(
    r"^\s*(?P<notes>notes\s+on\s+(?:the\s+)?)?(?:(?:illustrative\s+)?(?:bridge\s+)?"
    r"hand,?\s+)?no\.?\s*(?P<number>\d{1,6})\s*\.?\s*$", re.IGNORECASE)
#: The vertical strokes of a box or a table.
BARS = "|│║┃"
_BAR_SET = frozenset(BARS)
#: A rule of a box or a table: ``+-----+``, ``x-----x``, ``┌─────┐``, ``+---+---+``.
RULE = re.compile(r"^[+x┌└├╔╚╠┏┗|│║]?[-─━═=+┬┴┼╦╩╬x]*[-─━═=]{3}[-─━═=+┬┴┼╦╩╬x]*"
                   r"[+x┐┘┤╗╝╣┓┛|│║]?$")
#: A rule drawn with the strokes of the rows: ``|-------|-------|`` (``|:---:|``).
RULE_ROW = re.compile(r"^[|│║┃](?:[ ]*:?[-─━═=]{3,}:?[ ]*[|│║┃])+$")
_JOINTS = frozenset("+┬┴┼╦╩╬")
#: A suit line of a diagram: a suit marker, then ranks, a void, or nothing.
SUIT_LINE = re.compile(
    r"^(?:[♠♥♦♣♤♡♢♧]|\[[SHDCshdc]\]|[SHDC](?=[\s—–\-:]|$))\s*[—–\-:]?\s*"
    r"(?:10|[AKQJT2-9xX]|none\b|void\b|nil\b|[—–\-]+|$)", re.IGNORECASE)


@dataclass(slots=True)
class Part:
    """A run of lines of one kind: ``heading``, ``paragraph``, ``diagram``, ``table``."""

    kind: str
    lines: list[tuple[int, str]]
    number: int | None = None
    notes: bool = False

    @property
    def first(self) -> int:
        return self.lines[0][0]


def is_rule(stripped: str) -> bool:
    """Whether a line (stripped) is a rule of a table, to be skipped: ``+---+---+`` or
    ``|---|---|``."""
    return RULE.match(stripped) is not None or RULE_ROW.match(stripped) is not None


def bar_count(text: str) -> int:
    count = text.count("|")
    if text.isascii():
        return count  # the box characters are not ASCII
    return count + text.count("│") + text.count("║") + text.count("┃")


def _kind(text: str) -> str:
    """What one line looks like: blank, heading, rule, box, row, suit or text."""
    stripped = text.strip()
    if not stripped:
        return "blank"
    # (a heading's 'No.' holds an o: a test of that spares the pattern most lines)
    if ("o" in stripped or "O" in stripped) and HEADING.match(stripped):
        return "heading"
    if RULE.match(stripped):
        joints = sum(1 for ch in stripped[1:-1] if ch in _JOINTS)
        return "table-rule" if joints >= 2 else "box"
    bars = bar_count(stripped)
    if bars >= 4 and stripped[0] in _BAR_SET:
        return "table-rule" if RULE_ROW.match(stripped) else "row"
    if bars:
        return "box"
    if SUIT_LINE.match(stripped):
        return "suit"
    return "text"


#: A line of short words, each of one to three characters (``O A K``, ``[S] 1O 9 8 6``,
#: ``[D] B 2``): a suit line whose suit or rank is misread, when it stands among a
#: diagram's suit lines (see :func:`_misread_suit_lines`).
_SHORT_WORDS = re.compile(r"^\S{1,3}(?:[ ]+\S{1,3}){1,13}$")


def _misread_suit_lines(lines: list[str], kinds: list[str]) -> None:
    """Tell as suit lines the lines of text that stand among a diagram's suit lines
    above or below its box, with no blank between, at their indent (a box's line:
    between its strokes) and made of short words, such as a suit line whose first
    rank or suit is misread (``[S] 1O 9 8 6``, ``O A K`` for ``♦ A K``): the diagram
    then reads them and says what is wrong, rather than losing the hand's line.

    A line only turns from text to a suit line, by a neighbour, and the neighbours'
    test is the same both ways: one pass down the lines (a run of them told from the
    line above it) and one up (from the line below) tell every one."""
    count = len(lines)
    for index in (*range(count), *reversed(range(count))):
        if kinds[index] != "text":
            continue
        text = lines[index]
        if not _SHORT_WORDS.match(text.strip()):
            continue
        indent = len(text) - len(text.lstrip())
        if any(0 <= near < count and _beside(indent, lines[near], kinds[near])
               for near in (index - 1, index + 1)):
            kinds[index] = "suit"


def _beside(indent: int, text: str, kind: str) -> bool:
    """Whether a line at ``indent`` stands in a diagram's column beside ``text``, a
    suit line (at its indent, give or take two) or a box's rule (between its ends)."""
    at = len(text) - len(text.lstrip())
    if kind == "suit":
        return abs(at - indent) <= 2
    if kind == "box" and RULE.match(text.strip()):
        return at <= indent < len(text.rstrip())
    return False


_DIAGRAM_KINDS = frozenset({"box", "suit"})
_TABLE_KINDS = frozenset({"row", "table-rule"})


def parts_of(lines: list[str], first_line: int = 1) -> list[Part]:
    """The parts of a text, in order. A diagram is a run of suit and box lines with a
    box drawn in it (one blank line inside is allowed); a table a run of rows and
    rules; a paragraph the other lines between blanks. A run of suit lines with no
    box is read as a paragraph: prose."""
    kinds = [_kind(text) for text in lines]
    if "suit" in kinds:
        _misread_suit_lines(lines, kinds)
    numbered = list(enumerate(lines, start=first_line))
    parts: list[Part] = []
    index = 0
    count = len(lines)
    while index < count:
        kind = kinds[index]
        if kind == "blank":
            index += 1
            continue
        if kind == "heading":
            m = HEADING.match(lines[index].strip())
            assert m is not None
            parts.append(Part("heading", [numbered[index]], int(m.group("number")),
                              bool(m.group("notes"))))
            index += 1
            continue
        group = _DIAGRAM_KINDS if kind in _DIAGRAM_KINDS else (
            _TABLE_KINDS if kind in _TABLE_KINDS else None)
        if group is not None:
            end = _run_end(kinds, index, group)
            run = numbered[index:end]
            while run and not run[-1][1].strip():
                run.pop()
            inside = {kinds[i] for i in range(index, end)}
            if ("row" in inside if group is _TABLE_KINDS else {"box", "suit"} <= inside):
                parts.append(Part("diagram" if group is _DIAGRAM_KINDS else "table", run))
                index = end
                continue
        if group is None:
            end = index
            while end < count and kinds[end] == "text":
                end += 1
        parts.append(Part("paragraph", numbered[index:end]))
        index = end
    return parts


def _run_end(kinds: list[str], start: int, group: frozenset[str]) -> int:
    end = start
    while end < len(kinds):
        if kinds[end] in group:
            end += 1
        elif (kinds[end] == "blank" and end + 1 < len(kinds) and kinds[end + 1] in group
              and kinds[end - 1] != "blank"):
            end += 1  # one blank line inside a diagram or a table
        else:
            break
    return end

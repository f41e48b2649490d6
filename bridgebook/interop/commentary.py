"""Commentary between PBN's marks and the book notation's Markdown, each way.

PBN commentary writes a suit as ``\\S \\H \\D \\C`` (PBN 2.1, section 3.9) and bold or
italic as ``<b>`` or ``<i>`` (``<strong>``, ``<em>``) closed round words; the book
notation's commentary is Markdown, where a suit is its symbol and bold is ``**``,
italic ``*``. :func:`book_commentary` turns the one into the other and
:func:`pbn_commentary` back, each reading the marks where bridgebook prints them as
marks (docs/publishing.md, "Suits in text"): not in code, a ``\\S`` not after
Markdown's escaped backslash nor before a small letter, a tag closed by its own
closing tag in the same paragraph.

>>> book_commentary("<b>Defense.</b> East leads the \\\\SQ (<i>top of a sequence</i>).")
('**Defense.** East leads the ♠Q (*top of a sequence*).', [])
>>> pbn_commentary("**Defense.** East leads the ♠Q (*top of a sequence*).")
'<b>Defense.</b> East leads the \\\\SQ (<i>top of a sequence</i>).'
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.lin import BBO_SMALL_SUIT
from bridgebook.model import SUIT_SYMBOLS, Note, Span
from bridgebook.render.lin_text import BLOCK_START, NUMBERED, lin_markdown

if TYPE_CHECKING:
    from markdown_it.token import Token

_LETTER = dict(zip("♠♥♦♣♤♡♢♧", "SHDC" * 2, strict=True))  # the white symbols too
#: A code span (kept as written) and what Markdown escapes (kept as written too). A
#: code span lies within a paragraph: its backticks do not pair across a blank line.
_CODE = re.compile(r"(?<!`)(`+)(?!`)(?:(?!\n[ \t]*\n).)*?(?<!`)\1(?!`)", re.S)
_ESCAPE = r"\\[!-/:-@\[-`{-~]"
#: PBN's marks: an escape, a suit, a bold or italic tag.
_PBN_MARK = re.compile(_ESCAPE + r"|\\([SHDC])(?![a-z])|<(/?)((?i:b|i|strong|em))>")
#: Markdown's: an escape (so ``\\!S`` is "!S" as typed), a suit symbol, a literal
#: ``\\S`` (text, not a suit), a tag (text in Markdown), a run of ``*`` or ``_``, the
#: shorthand ``!S`` the book notation prints as ♠ (docs/publishing.md, "Suits in text").
_BOOK_MARK = re.compile(_ESCAPE + r"|([♠♥♦♣])(?![a-z])|(\\[SHDC])(?![a-z])"
                        r"|(</?(?i:b|i|strong|em)>)|(\*+|_+)|!([SHDC])(?![a-z])")
_PARAGRAPH = re.compile(r"(\n[ \t]*\n)")
#: The brackets the notation escapes in a note (its own ends: a call's ``(…)``, a
#: card's ``{…}``), which Markdown prints alike escaped or not.
_BRACKETS = frozenset("(){}")
_BOLD = {"b": "**", "strong": "**", "i": "*", "em": "*"}


def _code_spans(text: str) -> list[tuple[int, int]]:
    return [m.span() for m in _CODE.finditer(text)]


def _marks(pattern: re.Pattern[str], text: str) -> list[re.Match[str]]:
    """The matches of ``pattern`` in ``text`` outside its code spans."""
    code = _code_spans(text)
    return [m for m in pattern.finditer(text)
            if not any(start <= m.start() < end for start, end in code)]


def _punctuation(char: str) -> bool:
    return char != "" and unicodedata.category(char)[0] in "PS"


def _opens(before: str, after: str) -> bool:
    """A ``*`` run between these characters may open emphasis (CommonMark's left
    flank; no character is the text's start or end)."""
    return after != "" and not after.isspace() and (
        not _punctuation(after) or before == "" or before.isspace() or _punctuation(before))


def _closes(before: str, after: str) -> bool:
    return _opens(after, before)


def _written(text: str, edits: list[tuple[int, int, str]]) -> str:
    out, at = [], 0
    for start, end, new in sorted(edits):
        out += [text[at:start], new]
        at = end
    return "".join(out) + text[at:]


def book_commentary(text: str) -> tuple[str, list[str]]:
    r"""PBN commentary as the book notation's Markdown, and the tags it could not
    turn into Markdown's bold or italic, their words kept (a tag whose words start
    or end where Markdown's ``*`` cannot: ``a<b>(x)</b>b``).

    What is written is printed as the PBN note is (bridgebook's own reading of both,
    :func:`bridgebook.render.env.markdown_inline`): where the Markdown would print
    otherwise (its ``*`` joined to a neighbour's, ``<i>a</i><i>b</i>``), a suit is
    written ``!S``, or a bold or italic is left out (one, else all) and said, the
    words kept.

    >>> book_commentary("a <B> bold </B>, a<b>(x)</b>b, <i>open, \\\\S, `\\S`, \\Sx")
    ('a  **bold** , a(x)b, <i>open, \\\\S, `\\S`, \\Sx', ['<b>'])
    >>> book_commentary("<i>a</i><i>b</i>")
    ('a*b*', ['<i>'])
    """
    if not any(m[1] or m[3] for m in _marks(_PBN_MARK, text)):
        return text, []
    reading, printed = _reading(text)
    # a suit's symbol may end a word where PBN's '\S' ends none ('\S*a*'): the book
    # notation's '!S' then; then each pair of tags left out in turn, then all
    book, lost, meant, pairs = _book(text, None, True, reading)
    for left in [None, *([k] for k in range(pairs)), list(range(pairs))]:
        for symbols in (True, False):
            if left is not None or not symbols:
                book, lost, meant, _ = _book(text, left, symbols, reading)
            if _prints_alike(meant, book, printed if meant == text else None):
                return book, lost
    # none prints so ('*<b></b>' is a list's bullet without its tags, '```\\S' a
    # fence's language): the words kept, every mark said
    return book, sorted({f"<{m[3].lower()}>" if m[3] else m[0][:2]
                         for m in _marks(_PBN_MARK, text) if m[1] or m[3]} | set(lost))


def _reading(text: str) -> tuple[list[bool] | None, str]:
    """Whether each suit escape and bold or italic tag of ``text`` (in order) is a
    mark, as bridgebook prints PBN commentary, and the note printed; None where the
    printer's reading and this module's do not name the same candidates (then the
    safety of :func:`_prints_alike` alone)."""
    from bridgebook.render.env import pbn_reading  # (Markdown: loaded if used)

    read, printed = pbn_reading(text)
    mine = [m[0] for m in _marks(_PBN_MARK, text) if m[1] or m[3]]
    return [mark for _, mark in read] if [c for c, _ in read] == mine else None, printed


def _prints_alike(pbn: str, book: str, printed: str | None) -> bool:
    """Whether PBN's note (``printed`` if given) and the book notation's print the
    same."""
    from bridgebook.render.env import PbnText, markdown_inline  # (Markdown: loaded if used)

    return _printed(printed if printed is not None else markdown_inline(PbnText(pbn))) == \
        _printed(markdown_inline(book))


#: A space at the edge of bold or italic (printed as the space beside it), and runs
#: of spaces (printed as one).
_EDGE_SPACE = re.compile(r"(<(?:strong|em)>)(\s+)|(\s+)(</(?:strong|em)>)"
                         r"|<(strong|em)></\5>")
_SPACES = re.compile(r"\s+")


def _printed(html: str) -> str:
    """HTML as it prints: the words' spaces out of their bold or italic, one space
    for many (``<b> x </b>`` is written `` **x** ``), no bold round nothing."""
    while True:
        moved = _EDGE_SPACE.sub(lambda m: m[2] + m[1] if m[1] else m[4] + m[3] if m[3]
                                else "", html)
        if moved == html:
            return _SPACES.sub(" ", html)
        html = moved


def _book(text: str, left: list[int] | None, symbols: bool,
          reading: list[bool] | None = None) -> tuple[str, list[str], str, int]:
    """:func:`book_commentary`'s Markdown, with PBN's bold and italic as Markdown's
    where it can place them, but the pairs ``left`` out (by their order), its suits as
    symbols or (not ``symbols``) the book notation's ``!S``; the tags left out; the
    PBN note without them (what the Markdown should print as); the count of pairs.
    ``reading``: which suit escapes and tags are marks, in order (:func:`_reading`)."""
    pairs = 0
    lost: set[str] = set()
    out, meant = [], []
    read = iter(reading) if reading is not None else None
    for paragraph in _PARAGRAPH.split(text):
        marks = _marks(_PBN_MARK, paragraph)
        if read is not None:
            marks = [m for m in marks if not (m[1] or m[3]) or next(read)]
        edits = [(m.start(), m.end(), SUIT_SYMBOLS[m[1].upper()] if symbols else "!" + m[1].upper())
                 for m in marks if m[1]]
        opened: list[re.Match[str]] = []
        dropped: list[tuple[int, int, str]] = []
        for m in marks:
            if not m[3]:
                continue
            name = m[3].lower()
            if not m[2]:
                opened.append(m)
                continue
            at = next((i for i in range(len(opened) - 1, -1, -1)
                       if opened[i][3].lower() == name), None)
            if at is None:
                continue
            start = opened[at]
            del opened[at:]  # tags opened inside and never closed stay text
            words = paragraph[start.end():m.start()]
            inner = words.strip()
            lead = words[:len(words) - len(words.lstrip())]
            trail = words[len(words.rstrip()):]
            before, after = paragraph[:start.start()][-1:], paragraph[m.end():][:1]
            # Markdown's '*' cannot start or end there, or would join a '*' of the words
            pairs += 1
            placed = inner and _opens(lead[-1:] or before, inner[0]) and _closes(
                inner[-1], trail[:1] or after) and "*" not in (inner[0], inner[-1])
            if placed and (left is None or pairs - 1 not in left):
                mark = _BOLD[name]
                edits += [(start.start(), start.end() + len(lead), lead + mark),
                          (m.start() - len(trail), m.end(), mark + trail)]
            else:
                edits += [(start.start(), start.end(), ""), (m.start(), m.end(), "")]
                if inner:  # (bold round nothing prints nothing: nothing is lost)
                    lost.add(f"<{name}>")
                    dropped += edits[-2:]
        out.append(_written(paragraph, edits))
        meant.append(_written(paragraph, dropped))
    return "".join(out), sorted(lost), "".join(meant), pairs


class _Run:
    """A run of ``*`` or ``_`` and the emphasis it opens and closes."""

    def __init__(self, m: re.Match[str], text: str) -> None:
        self.start, self.end, self.char, self.left = m.start(), m.end(), m[0][0], len(m[0])
        self.size = self.left
        before, after = text[:m.start()][-1:], text[m.end():][:1]
        left, right = _opens(before, after), _closes(before, after)
        if self.char == "*":
            self.can_open, self.can_close = left, right
        else:  # '_' never inside a word
            self.can_open = left and (not right or _punctuation(before))
            self.can_close = right and (not left or _punctuation(after))
        self.opens: list[str] = []
        self.closes: list[str] = []

    def written(self, escaped: bool = False) -> str:
        """The run as PBN writes it: its emphasis as tags, the ``*`` or ``_`` left
        over as they are, or (``escaped``) each after a backslash, so that it stays
        text where a reading of PBN's note as Markdown would pair it anew."""
        left = ("\\" + self.char) * self.left if escaped else self.char * self.left
        return "".join(self.closes) + left + "".join(reversed(self.opens))


def _emphasis(runs: list[_Run]) -> None:
    """Pair the runs as CommonMark does: each closer with the nearest opener of its
    character, two at a time (bold) where both have two, else one (italic)."""
    stack: list[_Run] = []
    for run in runs:
        while run.can_close and run.left:
            at = next((i for i in range(len(stack) - 1, -1, -1)
                       if stack[i].char == run.char and stack[i].left and not (
                           (run.can_open or stack[i].can_close)
                           and (run.size + stack[i].size) % 3 == 0
                           and (run.size % 3 or stack[i].size % 3))), None)
            if at is None:
                break
            opener = stack[at]
            del stack[at + 1:]
            use = 2 if opener.left >= 2 and run.left >= 2 else 1
            tag = "b" if use == 2 else "i"
            opener.left -= use
            run.left -= use
            opener.opens.append(f"<{tag}>")
            run.closes.append(f"</{tag}>")
            if not opener.left:
                stack.pop()
        if run.can_open and run.left:
            stack.append(run)


def pbn_commentary(text: str) -> str:
    r"""The book notation's Markdown commentary as PBN writes it: a suit symbol as
    ``\S``, bold and italic as ``<b>`` and ``<i>``; what PBN would read as a mark
    but Markdown prints as text (``\S``, ``<b>``) escaped, so it stays text.

    A ``*`` Markdown prints as text is written as it is (``2*3``), unless PBN's
    note, read as bridgebook reads it, would pair it into a bold or italic the
    Markdown does not print (``**Lead:***top*`` prints ``**Lead:**`` as text, and
    ``**Lead:**<i>top</i>`` would print it bold): then it is escaped.

    >>> pbn_commentary("**a** *b* __c__ ♠Q ♣s `♥` \\S <b> com_content 2*3 ***d***")
    '<b>a</b> <i>b</i> <b>c</b> \\SQ ♣s `♥` \\\\S \\<b> com_content 2*3 <i><b>d</b></i>'
    >>> pbn_commentary("**Lead:***top*")
    '\\*\\*Lead:\\*\\*<i>top</i>'

    The notation's escaped brackets are written bare (``five (or more\\)`` is
    ``five (or more)``), unless that would print otherwise (``[a]\\(b)``, a link).

    >>> pbn_commentary("five (or more\\) \\} [a]\\(b)")
    'five (or more) } [a]\\(b)'
    """
    out = []
    for paragraph in _PARAGRAPH.split(text):
        marks = _marks(_BOOK_MARK, paragraph)
        runs = [_Run(m, paragraph) for m in marks if m[4]]
        _emphasis(runs)
        edits = []
        for m in marks:
            if m[1]:
                edits.append((m.start(), m.end(), "\\" + _LETTER[m[1]]))
            elif m[5]:
                edits.append((m.start(), m.end(), "\\" + m[5]))
            elif m[2] or m[3]:
                edits.append((m.start(), m.end(), "\\" + m[0]))
        written = _written(paragraph, edits + [(r.start, r.end, r.written()) for r in runs])
        if any(r.left for r in runs) and not _prints_alike(written, paragraph, None):
            edits += [(r.start, r.end, r.written(escaped=True)) for r in runs]
        else:
            edits += [(r.start, r.end, r.written()) for r in runs]
        written = _written(paragraph, edits)
        # the notation's escaped brackets (a note's own '\)' or '\}') are no mark
        # in PBN: written as the brackets, which PBN's readers show as typed
        brackets = [(m.start(), m.end(), m[0][1]) for m in marks
                    if m[0][1:] in _BRACKETS and m.lastindex is None]
        if brackets and _prints_alike(_written(paragraph, edits + brackets), paragraph, None):
            written = _written(paragraph, edits + brackets)
        elif brackets:  # one at a time, each kept bare where it prints alike
            bare: list[tuple[int, int, str]] = []
            for bracket in brackets:
                if _prints_alike(_written(paragraph, edits + bare + [bracket]), paragraph, None):
                    bare.append(bracket)
            written = _written(paragraph, edits + bare)
        out.append(written)
    return "".join(out)


def as_pbn(note: Note) -> str:
    """A note's text as PBN commentary: PBN's own as it was read, the book
    notation's (and JSON's) with its marks turned into PBN's, LIN's (which has none)
    so that it prints as typed.

    >>> print(as_pbn(Note("2* or **more**", origin="lin")), as_pbn(Note("2* or **more**")))
    2\\* or \\*\\*more\\*\\* 2* or <b>more</b>
    """
    if note.pbn:
        return note.text
    return pbn_commentary(lin_markdown(note.text) if note.origin == "lin" else note.text)


def round_trip(text: str) -> str:
    """PBN commentary as it comes back to PBN through the book notation's Markdown
    (a .hand or JSON note read from it): the same note, its marks written anew.

    >>> round_trip("<strong>Defense.</strong> \\\\SQ and ♠K")
    '<b>Defense.</b> \\\\SQ and \\\\SK'
    """
    return pbn_commentary(as_book(Note(text, origin="pbn"))[0])


def as_book(note: Note) -> tuple[str, list[str]]:
    """A note's text as the book notation's commentary, and the marks lost: PBN's
    with its marks as Markdown's, LIN's (which has none) escaped to print as typed."""
    if note.pbn:
        return book_commentary(note.text)
    return (lin_markdown(note.text) if note.origin == "lin" else note.text), []


class LostMarks:
    """A deal's notes as the book notation's Markdown (a .hand record's, JSON's), and
    the bold or italic that could not go with them, said once (P017) on the first
    note that lost one."""

    def __init__(self) -> None:
        self.marks: set[str] = set()
        self.first: Note | None = None

    def book(self, note: Note) -> str:
        """``note``'s text as the book notation's Markdown."""
        text, lost = as_book(note)
        if lost:
            self.marks.update(lost)
            self.first = self.first or note
        return text

    def said(self, where: Span | None) -> list[Diagnostic]:
        """The P017 for the marks left out (none if none were), at the first note
        that lost one, or ``where``."""
        if self.first is None:
            return []
        return [make("P017", "the book notation's Markdown cannot print the commentary's "
                     + ", ".join(sorted(self.marks)) + " as it stands (its bold or italic "
                     "cannot start or end there): left out, the words kept",
                     self.first.span or where)]


def one_paragraph(last: Note, note: Note) -> bool:
    """Whether ``note`` goes on the paragraph of ``last``, the note before it, as
    bridgebook prints them: its one line on the line under ``last``'s (the book
    notation's '>' lines); a note anywhere else (PBN's comment after another tag, each
    of JSON's notes, each of LIN's ``nt`` items, though on lines one under the other,
    as BBO's vugraph writes them) is a paragraph of its own."""
    return (last.span is not None and note.span is not None
            and note.span.line == last.span.line + 1 and "\n" not in note.text
            and "lin" not in (last.origin, note.origin))


def paragraphs(notes: tuple[Note, ...]) -> list[Note]:
    """Notes on lines one under the other (the book notation's '>' lines, '>' alone
    between paragraphs) joined into one commentary, as PBN writes it in braces.

    >>> from bridgebook.model import Span
    >>> lines = [Note(t, Span.point(n, 1)) for n, t in [(3, "a"), (4, ""), (5, "b"), (9, "c")]]
    >>> [n.text for n in paragraphs(tuple(lines))]
    ['a\\n\\nb', 'c']
    """
    runs: list[list[Note]] = []
    for note in notes:
        if runs and one_paragraph(runs[-1][-1], note):
            runs[-1].append(note)
        else:
            runs.append([note])
    return [run[0] if len(run) == 1 else
            Note("\n".join(n.text for n in run).strip(), run[0].span,
                 origin=run[0].origin if all(n.origin == run[0].origin for n in run)
                 else "book") for run in runs]


#: What may make a note print otherwise than as typed (Markdown's marks, an escape,
#: a tag, an entity, a line that starts a block): a note with none is written as it
#: is, with no parse.
_MARKED = re.compile(rf"[*_\\`<\[&]|^[ \t]*(?:[{re.escape(BLOCK_START)}]|{NUMBERED})", re.M)
#: A word that may not begin a line of commentary the notation's writer breaks: at
#: a line's start Markdown would read it as a block's start (what LIN's text has
#: escaped there), and besides as a '*' bullet, a block of HTML, a table or a fence
#: of backticks (LIN's text has its '*', '<' and '`' escaped wherever they stand).
NO_LINE_START = re.compile(rf"[{re.escape(BLOCK_START + '*<|`')}]|{NUMBERED}")
#: An ``!`` before a suit's letter printed as text (Markdown's escaped ``\\!S``, or
#: in code): NUL while the note is written, which no Markdown text holds.
_KEPT_SUIT = re.compile("\x00([SHDC])(?![a-z])")
#: The shorthand ``!S`` as bridgebook prints it (not before a small letter).
_SHORTHAND = re.compile(r"!([SHDC])(?![a-z])")
#: A suit's symbol BBO's ``!S`` can stand for: not before a small letter ("!Sx" is
#: text to BBO, so ``♠x`` keeps its symbol).
_SYMBOL = re.compile("[♠♥♦♣♤♡♢♧](?![a-z])")  # (the white ones too)
#: What each of Markdown's marks is, by its token.
_KIND = {"strong": "bold", "em": "italic", "code": "code", "fence": "code", "link": "link",
         "image": "image", "heading": "heading", "blockquote": "quote", "hr": "rule"}


def bbo_suits(text: str) -> str:
    """The suits' symbols of ``text`` in BBO's shorthand, but before a small letter.

    >>> bbo_suits("5+ ♠, !Stop, ♠x")
    '5+ !S, !Stop, ♠x'
    """
    return _SYMBOL.sub(lambda m: "!" + _LETTER[m[0]], text)


#: A line's end kept while a card's note is written for LIN (no Markdown text holds it).
_LINE = "\x01"
#: The gap between two of Markdown's tokens read apart (blocks, lines), while a note is
#: written for LIN: one space, where a run of spaces the writer typed is kept.
_GAP = "\x02"
_GAPS = re.compile(r"[\s\x02]*[\n\r\x02][\s\x02]*")


def one_line(text: str) -> str:
    """``text`` on one line, as LIN's ``nt`` holds it: its lines joined by a space, a
    run of spaces inside a line kept as typed (LIN holds it), the ends trimmed.

    >>> one_line(" Team  http://x \\n  and\\tmore ")
    'Team  http://x and\\tmore'
    """
    return _GAPS.sub(" ", text).strip()


class LinText:
    """Commentary as LIN's ``nt`` (or a call's ``an``) shows it: what bridgebook
    prints of a note (the notation's Markdown, or PBN's commentary with its own
    marks), its suits as BBO's ``!S``, its lines joined; and what LIN cannot show,
    each mark by its kind and as it was written, and each "!S" printed as text
    (an escaped ``\\!S``), which BBO shows as the suit (LIN has no escape).

    >>> said = LinText()
    >>> said.text("**Lead:** the ♠Q, `C:\\\\SAVES` and \\\\!S; <u>x</u> a_b_c", pbn=False)
    'Lead: the !SQ, C:\\\\SAVES and !S; <u>x</u> a_b_c'
    >>> sorted(said.marks), said.kinds, said.literal
    (['**', '`'], ['bold', 'code'], ['!S'])
    >>> said.text("<b>a</b> __b__ \\\\\\\\S \\\\H <i>open", pbn=True)
    'a b \\\\S !H <i>open'
    >>> sorted(said.marks)
    ['**', '<b>', '__', '`']
    """

    def __init__(self) -> None:
        self.marks: set[str] = set()
        self.found: set[str] = set()
        self.shown: set[str] = set()

    @property
    def kinds(self) -> list[str]:
        """The kinds of mark left out, in a fixed order."""
        order = list(dict.fromkeys(_KIND.values()))
        return [kind for kind in order if kind in self.found]

    @property
    def literal(self) -> list[str]:
        return sorted(self.shown)

    def _lost(self, kind: str, mark: str) -> None:
        self.found.add(kind)
        self.marks.add(mark)

    def text(self, text: str, pbn: bool, lines: bool = False) -> str:
        """``text`` as LIN shows it; what it loses is added to this one's sets.
        ``lines``: its lines kept (each to be an ``nt`` of a card), one a line of
        the result, but for the blank ones.

        >>> LinText().text("**a\\nb** c\\n\\n`d`", pbn=False, lines=True).split("\\n")
        ['a', 'b c', 'd']
        """
        if not _MARKED.search(text):
            if lines:
                return "\n".join(filter(None, (self.text(line, pbn)
                                                for line in text.split("\n"))))
            return self._small(one_line(bbo_suits(text).replace("|", "/")))
        from bridgebook.render.env import PbnText, note_tokens  # (Markdown: loaded if used)

        out: list[str] = []
        for token in note_tokens(PbnText(text) if pbn else text):
            kind = token.type.removesuffix("_open")
            if token.type == "inline":
                out.append(self._inline(token.children or [], lines))
            elif token.type in ("fence", "code_block"):
                self._lost("code", token.markup or "    ")
                out.append(_GAP + token.content.replace("!", "\x00"))
            elif token.type == "list_item_open":
                out.append(_GAP + (f"{token.info}{token.markup}" if token.info
                                   else token.markup) + " ")
            elif token.nesting != -1 and kind in _KIND:
                self._lost(_KIND[kind], token.markup)
            out.append(_LINE if lines and token.nesting == -1 and token.block else _GAP)
        # (the words joined first: a suit's symbol before a small letter keeps it)
        written = "\n".join(filter(None, (one_line(part.replace("|", "/"))
                                          for part in "".join(out).split(_LINE))))
        self.shown.update(f"!{m[1]}" for m in _KEPT_SUIT.finditer(written))
        return self._small(bbo_suits(written.replace("\x00", "!")))

    def _small(self, written: str) -> str:
        """``written``, its ``!s`` noted: text bridgebook prints as typed, which BBO
        (and bridgebook reading LIN) shows as the suit."""
        if "!" in written:
            self.shown.update(f"!{m[1]}" for m in BBO_SMALL_SUIT.finditer(written))
        return written

    def _inline(self, children: list[Token], lines: bool = False) -> str:
        out: list[str] = []
        for token in children:
            kind = token.type.removesuffix("_open")
            if token.type == "text":  # (its shorthand printed as the suit, token by token)
                out.append(_SHORTHAND.sub(lambda m: SUIT_SYMBOLS[m[1]], token.content))
            elif token.type == "code_inline":
                self._lost("code", token.markup)
                out.append(token.content.replace("!", "\x00"))
            elif token.type in ("softbreak", "hardbreak"):
                out.append(_LINE if lines else _GAP)
            elif token.type == "image":
                self._lost("image", "![…](…)")
                out.append(token.content)
            elif kind == "link" and token.markup != "autolink":
                self._lost("link", "[…](…)")
            elif kind in ("strong", "em"):
                self._lost(_KIND[kind], token.markup or token.content.lower())
        return "".join(out)

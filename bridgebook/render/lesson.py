"""A lesson in Markdown, with hands, to a page of HTML.

Prose is CommonMark (raw HTML off: a ``<script>`` in a lesson is text). A fenced
block whose info string starts with ``hand`` is a deal: either the record itself,
in the hand notation, or a reference to a deal of a file in ``hands/``::

    ```hand file=hands/deals/03-holding-up.hand deal=3 after=3
    ```

The reading of hand records is not done here: render never sees a parse tree. A
:class:`HandSource` is handed in that checks a record and returns checked deals
(the pipeline's reports) and diagnostics, already placed at the lesson's lines.

>>> from bridgebook.render.lesson import block_options
>>> block_options('hand file=a.hand deal=2 quiz="What should Z declare?" show=Z')[0]
{'file': 'a.hand', 'deal': '2', 'quiz': 'What should Z declare?', 'show': 'Z'}
"""

from __future__ import annotations

import difflib
import os
import re
import shlex
from collections.abc import Collection, Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Protocol
from urllib.parse import quote, unquote, urlsplit

from markdown_it import MarkdownIt
from markdown_it.token import Token
from markupsafe import Markup

from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.model import Seat, Span
from bridgebook.render.env import environment, inline_words, suit_markdown
from bridgebook.render.images import IMAGE_SUFFIXES, image_digest
from bridgebook.render.views import DealLike, Options, View, deal_view

#: The options a hand block knows (see docs/publishing.md).
KNOWN = frozenset({"file", "deal", "quiz", "show", "hide", "id", "answer", "after", "play",
                   "bare", "four-colour", "analysis", "points"})


class HandSource(Protocol):
    """Reads hand records for a lesson (the pipeline, injected)."""

    def text(self, text: str, first_line: int) -> tuple[list[DealLike], list[Diagnostic]]:
        """Check a record written in the lesson from ``first_line`` on."""
        ...

    def file(self, name: str) -> tuple[list[DealLike], list[Diagnostic]] | None:
        """Check the record ``name`` names; None when there is no such file in reach."""
        ...

    def missing(self, name: str) -> tuple[str, str]:
        """Why ``name`` names no file in reach, and the edit that mends it."""
        ...

    def extras(self, report: DealLike, analysis: bool, play: bool = True) -> dict[str, Any]:
        """What the other stages add to a deal (its score, the hand viewer link, and
        with ``analysis`` the double-dummy table and marks): see ``deal_view``. Without
        ``play`` (the page does not show it) the link holds no play either."""
        ...


@dataclass(slots=True)
class Lesson:
    """A lesson made into HTML: its title, its body, what was found on the way."""

    title: str
    body: str
    diagnostics: list[Diagnostic] = field(default_factory=list)
    deals: int = 0
    headings: list[str] = field(default_factory=list)
    #: The body for paper: the same deals with plain text where the screen has a
    #: span per card (for the step-through); much faster to lay out. The answers to
    #: its quizzes are not in it: they are in ``paper_answers``, printed after the
    #: lesson or at the end of the book (see ``render.quiz``).
    paper_body: str = ""
    paper_answers: str = ""
    #: The lesson's deals with an error of their own (the build refuses them: it
    #: writes nothing), and those with a warning and no error (refused with --strict).
    refused: int = 0
    warned: int = 0
    #: The lesson's images copied into the site (and served by ``serve``): each a
    #: path under the lesson's folder, as its page names it (``img/squeeze.png``).
    images: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        if not self.paper_body:
            self.paper_body = self.body


#: The options a hand block turns on or off, each with its value when not given.
SWITCHES: dict[str, bool] = {"bare": False, "play": True, "four-colour": False,
                             "analysis": False, "points": False}
_ON = frozenset({"", "yes", "on", "true"})
_OFF = frozenset({"no", "off", "false"})


def _switch(options: dict[str, str], key: str) -> bool | None:
    """Whether the on/off option ``key`` is on: alone or ``yes``/``on``/``true`` it
    is, ``no``/``off``/``false`` it is not, not given its default; None for any
    other value.

    >>> [_switch(o, "bare") for o in ({}, {"bare": ""}, {"bare": "No"}, {"bare": "x"})]
    [False, True, False, None]
    >>> _switch({}, "play"), _switch({"play": "false"}, "play")
    (True, False)
    """
    if key not in options:
        return SWITCHES[key]
    value = options[key].strip().lower()
    return True if value in _ON else False if value in _OFF else None


def block_options(info: str) -> tuple[dict[str, str], str | None]:
    """The ``key=value`` options of a hand block's info string (flags get ``""``),
    and what could not be read. A quote never closed is read as closed where
    :func:`quote_closed_at` says, so that the other options are still read (and
    told when they are wrong).

    >>> block_options('hand deal=2 quiz="Who wins? show=Z analysis=maybe')
    ({'deal': '2', 'quiz': 'Who wins?', 'show': 'Z', 'analysis': 'maybe'}, \
'a quote in the options is never closed')
    """
    trouble = None
    try:
        words = shlex.split(info)
    except ValueError:
        opened = _unclosed_quote(info)
        if opened is None:
            return {}, "the options cannot be read: a '\\' ends them"
        trouble = "a quote in the options is never closed"
        end = quote_closed_at(info, opened)
        try:
            words = shlex.split(info[:end] + info[opened] + info[end:])
        except ValueError:  # the quote closed there is escaped: nothing read
            return {}, trouble
    options: dict[str, str] = {}
    for word in words[1:]:
        key, _, value = word.partition("=")
        options[key.strip().lower()] = value
    return options, trouble


#: A known option's name and its '=', after a blank: where a quote never closed ends.
_NEXT_OPTION = re.compile(rf"\s+(?:{'|'.join(re.escape(k) for k in sorted(KNOWN))})=")


def quote_closed_at(info: str, opened: int) -> int:
    """Where a quote opened at ``opened`` and never closed is taken to end: before
    the first option after it (a known option's name and ``=``), else at the end of
    the options (their trailing blanks left out).

    >>> info = 'hand quiz="Who wins? id=q1'
    >>> info[:quote_closed_at(info, 9)]
    'hand quiz="Who wins?'
    """
    rest = info[opened + 1:]
    after = _NEXT_OPTION.search(rest)
    if after is not None:
        return opened + 1 + after.start()
    return len(info.rstrip())


def _unclosed_quote(info: str) -> int | None:
    """Where in a fence's options the quote that is never closed opens, read as the
    options are (a backslash escapes the next character outside single quotes).

    >>> _unclosed_quote('hand quiz="What now?'), _unclosed_quote("hand quiz='a b' x")
    (10, None)
    """
    opened: int | None = None
    escaped = False
    for at, char in enumerate(info):
        if escaped:
            escaped = False
        elif char == "\\" and (opened is None or info[opened] == '"'):
            escaped = True
        elif opened is None and char in "'\"":
            opened = at
        elif opened is not None and char == info[opened]:
            opened = None
    return opened


#: The words a hand block's fence is mistyped from: ``hand`` itself, and the names of
#: the record formats a ``hand`` block reads (``pbn``, ``lin``), which are not fences.
_FENCE_WORDS = ("hand", "pbn", "lin")


def looks_like_hand(word: str) -> bool:
    """Whether a fence's word is a slip for ``hand``: one letter wrong, missing, added
    or two swapped (``hnad``, ``hadn``, ``hands``, ``Hand``); or for the name of a
    record format (``pbm``). ``pbn`` and ``lin`` themselves are code blocks of a
    record's text, as anyone may show, and so is any word further off.

    >>> [w for w in ("hnad", "hadn", "Hand", "hands", "pbm", "pbn", "lin", "python", "haml")
    ...  if looks_like_hand(w)]
    ['hnad', 'hadn', 'Hand', 'hands', 'pbm']
    """
    lower = word.lower()
    if lower in ("pbn", "lin") or word == "hand":
        return False
    return any(_one_slip(lower, target) for target in _FENCE_WORDS)


def _one_slip(word: str, target: str) -> bool:
    """At most one letter changed, dropped, added, or two neighbours swapped."""
    if word == target:
        return True
    if len(word) == len(target):
        diffs = [i for i, (a, b) in enumerate(zip(word, target, strict=True)) if a != b]
        return len(diffs) == 1 or (len(diffs) == 2 and diffs[1] == diffs[0] + 1
                                   and word[diffs[0]] == target[diffs[1]]
                                   and word[diffs[1]] == target[diffs[0]])
    short, long = sorted((word, target), key=len)
    if len(long) - len(short) != 1:
        return False
    return any(long[:i] + long[i + 1:] == short for i in range(len(long)))


#: A line's first word when it ends with a colon (a key, or prose's 'Note:'), and
#: the spaces after it.
_KEYED = re.compile(r"\s*[^\s:]+:\s*")


def _unread_from(line: str) -> tuple[int, ...]:
    """The columns where a problem says nothing of the line was read: its first word,
    or the word after a first word ending with a colon.

    >>> _unread_from("  auction: 1♣ pass"), _unread_from("Think before you look.")
    ((3, 12), (1,))
    """
    keyed = _KEYED.match(line)
    first = len(line) - len(line.lstrip()) + 1
    return (first, keyed.end() + 1) if keyed is not None else (first,)


def _seats(text: str) -> frozenset[Seat] | None:
    try:
        return frozenset(Seat.parse(s) for s in re.split(r"[\s,]+", text.strip()) if s)
    except ValueError:
        return None


#: A fence that opens a block (its word after it): inside a hand block, a sign that
#: the block was never closed and what closes it is this fence's.
_OPENING = re.compile(r" {0,3}(?:`{3,}|~{3,})[ \t]*[^\s`~]")


@dataclass(slots=True)
class _Block:
    token: Token
    line: int  # the lesson line of the fence (1-based)
    options: dict[str, str]


def weighed(severities: Iterable[Collection[Severity]]) -> tuple[int, int]:
    """Of deals by the severities of their own problems, how many the build refuses
    (an error among them) and how many it warns of (a warning alone).

    >>> weighed([{Severity.ERROR, Severity.WARNING}, {Severity.WARNING}, set()])
    (1, 1)
    """
    refused = warned = 0
    for own in severities:
        if Severity.ERROR in own:
            refused += 1
        elif Severity.WARNING in own:
            warned += 1
    return refused, warned


def title_of_name(path: str) -> str:
    """A lesson's title made from its file's name, for a lesson with no heading: the
    order number and the dashes taken out.

    >>> title_of_name("lessons/02-the_hold-up.md"), title_of_name("07.md")
    ('The hold up', '07')
    """
    stem = Path(path).stem
    words = re.sub(r"[-_]+", " ", re.sub(r"^\d+[-_. ]+", "", stem)).strip()
    return (words[:1].upper() + words[1:]) if words else stem


class LessonReader:
    """Reads one lesson: Markdown with hand blocks, to HTML.

    With ``folder`` (the lesson's folder) and ``root`` (the project's), the lesson's
    images are placed: on screen by their path in the lesson's folder (the site gets
    a copy: ``Lesson.images``), on paper by their path in the project (the PDF reads
    only there).

    >>> class NoHands:
    ...     def text(self, text, first_line): return [], []
    ...     def file(self, name): return None
    ...     def missing(self, name): return "", ""
    ...     def extras(self, report, analysis, play=True): return {}
    >>> lesson = LessonReader(NoHands(), "l.md").read("# Leads\\n\\nLead the <b>king</b>.\\n")
    >>> lesson.title, "&lt;b&gt;king" in lesson.body
    ('Leads', True)
    """

    def __init__(self, source: HandSource, path: str, *, four_colour: bool = False,
                 env: Any = None, folder: Path | None = None,
                 root: Path | None = None) -> None:
        self.source = source
        self.path = path
        self.folder = folder.resolve() if folder is not None else None
        self.root = root.resolve() if root is not None else None
        self.images: list[str] = []
        #: The image files the lesson shows (the lesson is read again when one changes).
        self.image_files: list[Path] = []
        self.four_colour = four_colour
        self.env = env or environment()
        self.md = suit_markdown(MarkdownIt("commonmark", {"html": False}).enable("table"))
        reader = self

        def fence(renderer: Any, tokens: list[Token], idx: int, options: Any,
                  env: Any) -> str:
            return reader._render_fence(renderer, tokens, idx, options, env)

        def image(renderer: Any, tokens: list[Token], idx: int, options: Any,
                  env: Any) -> str:
            token = tokens[idx]
            src = token.meta.get("paper" if reader.paper else "screen")
            if src is not None:
                token.attrSet("src", src)
            if "digest" in token.meta:
                # The page changes with the picture, not only its name: the preview
                # reloads it, the chapter's cache key is another.
                token.attrSet("data-digest", token.meta["digest"])
            return str(renderer.image(tokens, idx, options, env))

        self.md.add_render_rule("fence", fence)
        self.md.add_render_rule("image", image)
        self.found: list[Diagnostic] = []
        #: Each quiz by name: its deals, how they are shown, and their places.
        self.quizzes: dict[str, tuple[list[DealLike], Options, list[int]]] = {}
        self.answered: set[str] = set()
        #: An answer block's own record (its play, claim, result and commentary), by
        #: quiz name: shown as the answer in place of the quiz's deal.
        self.own_answers: dict[str, tuple[list[DealLike], Options]] = {}
        self.count = 0  # deals shown, answers included (for element ids)
        self.deals = 0  # deals of the lesson, each once: a deal's place among them
        self.refused = 0  # of them, those with an error of their own
        self.warned = 0  # those with a warning of their own and no error
        self.paper = False
        self.lines: list[str] = []

    # -- reading -------------------------------------------------------------------------
    def read(self, text: str) -> Lesson:
        self.lines = text.splitlines()
        tokens = self.md.parse(text, {})
        headings: list[str] = []
        title = ""
        for i, token in enumerate(tokens):
            if token.type == "heading_open" and i + 1 < len(tokens):
                words = inline_words(tokens[i + 1])
                if token.tag == "h1" and not title:
                    title = words
                headings.append(words)
            if token.type == "fence" and token.info.split()[:1] == ["hand"]:
                self._resolve(token)
            elif token.type == "fence":
                self._misspelt(token)
            elif token.type == "inline" and token.children:
                self._images(token)
        answers = self._unanswered()
        bodies = []
        for paper in (False, True):
            self.paper = paper
            body = self.md.renderer.render(tokens, self.md.options, {})
            if answers and not paper:
                body += self.env.get_template("answers.html").render(
                    heading="Answers", parts=self._answer_parts(answers), reveal=True)
            bodies.append(body)
        every = [(name, self._view(r, opts, place=p))
                 for name in self.quizzes
                 for r, opts, p in self._answer_deals(name)]
        self.paper = True
        paper_answers = "".join(str(part["html"]) for part in self._answer_parts(every))
        if not title:
            title = title_of_name(self.path)
            self.found.append(make(
                "R037", f"the lesson has no '# ' heading: it is titled {title!r}, after "
                "its file's name", Span.point(1, 1),
                hint=f"begin the lesson with its title: '# {title}'").at(file=self.path))
        return Lesson(title, bodies[0], self.found, self.deals, headings,
                      paper_body=bodies[1], paper_answers=paper_answers,
                      images=list(dict.fromkeys(self.images)),
                      refused=self.refused, warned=self.warned)

    # -- images ----------------------------------------------------------------------------
    def _images(self, inline: Token) -> None:
        """Place each image of a paragraph (see the class's note); R050 for one the site
        leaves out, R051 for one the PDF does."""
        if self.folder is None or self.root is None:
            return
        for token in inline.children or ():
            if token.type != "image":
                continue
            src = str(token.attrGet("src") or "")
            line, column = self._image_place(inline, src)
            parts = urlsplit(src)
            if parts.scheme == "data" or not src:
                continue
            if parts.scheme or parts.netloc:
                self._image_problem("R051", f"the PDF leaves out {src}: bridgebook fetches "
                                    "nothing outside the project folder", line, column,
                                    "copy the image into the lesson's folder and name it "
                                    "from there: ![..](pic.png)")
                continue
            if "\0" in unquote(parts.path):
                self._image_problem("R050", f"{src} is not a file's name: the site and the "
                                    "PDF leave it out", line, column,
                                    "name the image's file: ![..](pic.png)")
                continue
            # As written (a link not followed: the PDF's fetcher follows and judges it),
            # and where it leads.
            written = Path(os.path.normpath(self.folder / unquote(parts.path)))
            target = written.resolve()
            inside_root = self.root == target or self.root in target.parents
            if inside_root:
                token.meta["paper"] = quote(os.path.relpath(written, self.root)
                                            .replace(os.sep, "/"))
            else:
                token.meta["paper"] = written.as_uri()
                # Outside the lesson's folder too, the site leaves it out as well: one
                # message says both.
                site = ("" if self.folder in target.parents else
                        ", and the site leaves it out too: it is outside the lesson's folder")
                self._image_problem("R051", f"the PDF leaves out {written.as_uri()}: "
                                    f"bridgebook fetches nothing outside the project folder"
                                    f"{site}", line, column,
                                    "copy the image into the lesson's folder")
            shown = unquote(src)
            if self.folder not in target.parents:
                if inside_root:
                    self._image_problem("R050", f"the image {shown} is outside the lesson's "
                                        "folder: the site leaves it out", line, column,
                                        "put the image in the lesson's folder (or a folder "
                                        "under it) and name it from there")
                continue
            if not target.is_file():
                self._image_problem("R050", f"no image {shown} in the lesson's folder",
                                    line, column, "the path is read from the lesson's "
                                    "own folder")
                continue
            if target.suffix.lower() not in IMAGE_SUFFIXES:
                self._image_problem("R050", f"{shown} is not an image the site shows "
                                    f"({', '.join(sorted(IMAGE_SUFFIXES))})", line, column)
                continue
            name = os.path.relpath(target, self.folder).replace(os.sep, "/")
            token.meta["screen"] = quote(name)
            token.meta["digest"] = image_digest(target)[:16]
            self.images.append(name)
            self.image_files.append(target)

    def _image_place(self, inline: Token, src: str) -> tuple[int, int]:
        """The line and column of an image's path (its paragraph's first line, else)."""
        first, last = inline.map if inline.map else (0, 1)
        for number in range(first, min(last, len(self.lines))):
            for written in (src, unquote(src)):
                at = self.lines[number].find(f"]({written}")
                if at >= 0:
                    return number + 1, at + 3
        return first + 1, 1

    def _image_problem(self, code: str, message: str, line: int, column: int,
                       hint: str | None = None) -> None:
        self.found.append(make(code, message, Span.point(line, column), hint=hint)
                          .at(file=self.path))

    def _answer_parts(self, answers: list[tuple[str, View]]) -> list[dict[str, Any]]:
        """Each answer's deal, headed "Answer to deal N" (N its question's place)."""
        template = self.env.get_template("deal.html")
        return [{"label": f"deal {view['place']}",
                 "html": Markup(template.render(deal=view, answer=f"deal {view['place']}",
                                                quiz=None, paper=self.paper))}
                for _, view in answers]

    def _problem(self, code: str, message: str, line: int, hint: str | None = None,
                 option: str | None = None, word: str | None = None) -> None:
        """A problem of a hand block at its fence's line: at ``option``'s value
        (``file=``, ``deal=``) when the fence gives it, at the option ``word`` itself
        (an option not understood: ``four-color``), else at the line's start."""
        span = Span.point(line, 1)
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        at = text.lower().find(f"{option}=") if option else -1
        if word is not None:
            found = re.search(rf"(?<=\s){re.escape(word)}(?=[\s=]|$)", text, re.I)
            if found is not None:
                span = Span(line, found.start() + 1, line, found.end() + 1)
        elif at >= 0:
            start = at + len(option or "") + 2  # 1-based, past the "="
            end = next((i for i in range(start - 1, len(text)) if text[i].isspace()),
                       len(text)) + 1
            span = Span(line, start, line, max(end, start + 1))
        self.found.append(make(code, message, span, hint=hint).at(file=self.path))

    def _unreadable(self, info: str, trouble: str, line: int) -> None:
        """R002: a fence whose options cannot be read, at the quote never closed
        with the edit that closes it (else at the line's start)."""
        opened = _unclosed_quote(info)
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        start = text.find(info) if info else -1
        if opened is None or start < 0:
            self._problem("R002", trouble, line, hint="end the options with a character "
                          "other than '\\'")
            return
        quote = info[opened]
        key = info[:opened].split()[-1] if info[:opened].split() else ""
        if info[:opened].endswith((" ", "\t")):
            key = ""
        value = info[opened + 1:quote_closed_at(info, opened)]
        column = start + opened + 1
        self.found.append(make(
            "R002", trouble, Span(line, column, line, column + 1),
            hint=f"close it: {key}{quote}{value}{quote}").at(file=self.path))

    def _misspelt(self, token: Token) -> None:
        """R030: a fence whose word is a slip for ``hand`` (```` ```hnad ````,
        ```` ```Hand ````, ```` ```pbm ````) is shown as code, which the author did not
        mean: said, with the edit, at the fence's line."""
        words = token.info.split()
        if not words or not looks_like_hand(words[0]):
            return
        line = (token.map[0] + 1) if token.map else 1
        text = self.lines[line - 1] if line <= len(self.lines) else ""
        column = max(text.find(words[0]), 0) + 1
        self.found.append(make(
            "R030", f"```{words[0]} is shown as code: did you mean ```hand?",
            Span(line, column, line, column + len(words[0])),
            hint=f"write ```hand{token.info[len(words[0]):]}").at(file=self.path))

    def _resolve(self, token: Token) -> None:
        line = (token.map[0] + 1) if token.map else 1
        options, trouble = block_options(token.info)
        token.meta["views"] = []
        if trouble:
            self._unreadable(token.info, trouble, line)
            if not options:  # a '\\' ends them: nothing read; else the quote read closed
                return
        for key in options:
            if key not in KNOWN:
                near = difflib.get_close_matches(key, sorted(KNOWN), n=1, cutoff=0.6)
                message = f"unknown hand block option {key!r}"
                if near:
                    message += f": did you mean {near[0]!r}?"
                self._problem("R002", message, line, word=key,
                              hint=(f"write {near[0]}" if near else
                                    "known options: " + ", ".join(sorted(KNOWN))))
        block = _Block(token, line, options)
        if "answer" in options:
            self._answer(block)
            return
        told = len(self.found)
        reports = self._deals(block)
        if reports is None:
            return
        self._weigh(reports, self.found[told:])
        # A bad option is told and the deal still shown (and counted), the option as
        # if not written: its other problems are still found, and the count is true.
        opts = self._positions_played(reports, self._options(block), block)
        places = list(range(self.deals + 1, self.deals + len(reports) + 1))
        if "quiz" in options:
            name = options.get("id") or f"quiz-{len(self.quizzes) + 1}"
            self.quizzes[name] = (reports, Options(four_colour=self.four_colour), places)
            token.meta["quiz"] = {"question": options["quiz"] or "What would you do?",
                                  "id": name}
        token.meta["views"] = [self._view(r, opts, line, place)
                               for r, place in zip(reports, places, strict=True)]
        self.deals += len(reports)

    def _weigh(self, reports: list[DealLike], said: list[Diagnostic]) -> None:
        """Count the block's deals the build refuses: each with an error of its own
        among the problems ``said`` of the block (and those with a warning alone)."""
        refused, warned = weighed({d.severity for d in said if d.deal == r.deal.ident
                                   and (d.game is None or d.game == r.deal.position)}
                                  for r in reports)
        self.refused += refused
        self.warned += warned

    def _view(self, report: DealLike, opts: Options, line: int | None = None,
              place: int | None = None) -> View:
        self.count += 1
        extras = ({} if opts.bare or opts.hide
                  else self.source.extras(report, opts.analysis, opts.play))
        for found in extras.pop("problems", []):  # e.g. L014: no analysis of a part deal
            self.found.append(replace(found, span=Span.point(line or 1, 1), file=self.path))
        view = deal_view(report, opts, ident=f"d{self.count}", extras=extras)
        if place is not None:
            view["place"] = place  # the deal's number in the lesson
        return view

    def _positions_played(self, reports: list[DealLike], opts: Options, block: _Block
                          ) -> Options:
        """R002 for an ``after=`` past the last trick a deal's play gives (a play
        claimed after trick 7 has no trick 9 to show the cards after): told once, and
        the deal shown with the small diagrams of the tricks it has. Where the play is
        not shown (``play=no``, ``bare``, a quiz), nothing is drawn after any trick,
        and nothing is told."""
        if not opts.positions or not opts.play or opts.bare or opts.hide:
            return opts
        last = max(opts.positions)
        for report in reports:
            played = len(report.replay.tricks)
            if last <= played:
                continue
            which = "this deal" if len(reports) == 1 else f"deal {report.deal.ident}"
            if played == 0:
                message = f"after={last}: {which} has no play to show the cards after"
                hint = "remove after=, or write the play in the record"
            else:
                claim = report.deal.claim is not None
                ends = f"is claimed after trick {played}" if claim else (
                    f"ends after trick {played}")
                message = f"after={last}: the play of {which} {ends}"
                hint = (f"give tricks of 1-{played}: after={played} shows the cards left "
                        f"{'at the claim' if claim else 'at its end'}")
            self._problem("R002", message, block.line, hint=hint, option="after")
            played = min(len(r.replay.tricks) for r in reports)
            return replace(opts, positions=tuple(n for n in opts.positions if n <= played))
        return opts

    def _never_closed(self, token: Token) -> bool:
        """Whether a hand block's fence is never closed: it runs to the lesson's end
        with no closing fence, or what closes it is another block's, after a fence
        opened inside it (```` ```hand file=... ````)."""
        if not token.map:
            return False
        start, end = token.map
        last = self.lines[end - 1] if start < end - 1 <= len(self.lines) else ""
        mark = token.markup or "```"
        if re.fullmatch(rf" {{0,3}}{re.escape(mark[0])}{{{len(mark)},}}[ \t]*", last) is None:
            return True
        return any(_OPENING.match(text) for text in token.content.splitlines())

    def _record_not_closed(self, block: _Block, reports: list[DealLike],
                           problems: list[Diagnostic]
                           ) -> tuple[list[DealLike], list[Diagnostic]]:
        """A record block never closed reads the lesson's prose after the record as
        lines of the record (P001 on each, or, after an ``auction:`` line, words that
        are not calls, P004): the record is read up to its last line before the first
        line not understood, and one R038 says so, the problems of the lines after it
        folded under it."""
        fence = block.line
        content = block.token.content.splitlines()
        # A fence opening a block inside this one is never a record's line.
        fences = [fence + 1 + n for n, text in enumerate(content) if _OPENING.match(text)]
        unread = sorted({d.line for d in problems if d.code == "P001" and d.line > fence})
        # A line of prose is not read from its first word on (P001, or P004 at each word
        # after an auction), or, a 'word:' starting it, from the word after it
        # ('Dealer: you must count.'); a record's line with a slip in it ('auction: …
        # pass pasz') is read up to the slip, its key and the words before understood.
        first_slip: dict[int, int] = {}
        for d in problems:
            if d.code.startswith("P") and 0 <= d.line - fence - 1 < len(content):
                first_slip[d.line] = min(d.column, first_slip.get(d.line, d.column))
        syntax = sorted({n for n, column in first_slip.items()
                         if column in _unread_from(content[n - fence - 1])} | set(fences))
        # The prose starts after a blank line; a line not understood in the record's
        # midst (a typing slip) has none before it.
        first = next((n for n in syntax if 0 <= n - fence - 2 < len(content)
                      and not content[n - fence - 2].strip()),
                     min(unread + fences, default=None))
        if first is None:
            return reports, problems  # the record runs to the end: nothing is lost
        lines = content[:first - fence - 1]
        while lines and not lines[-1].strip():
            lines.pop()
        kept_reports, kept = self.source.text("".join(f"{t}\n" for t in lines), fence + 1)
        seen = {(d.code, d.line, d.column) for d in kept}
        self._not_closed(block, fence + len(lines),
                         [d for d in problems if (d.code, d.line, d.column) not in seen])
        return kept_reports, kept

    def _not_closed(self, block: _Block, last: int, folded: list[Diagnostic]) -> None:
        """R038 at the fence of a hand block never closed: the line to close it after
        (its last), the problems of the lines it takes in folded."""
        text = self.lines[block.line - 1] if 0 < block.line <= len(self.lines) else ""
        start = len(text) - len(text.lstrip())
        mark = block.token.markup or "```"
        where = (f"after line {last}, the record's last" if "file" not in block.options
                 else "right after it (its record is the file)")
        self.found.append(make(
            "R038", "the hand block opened here is never closed: the lesson's lines "
            "after it are taken into it", Span(block.line, start + 1, block.line,
                                                    start + len(mark) + 5),
            hint=f"add a line {mark} {where}"
            ).at(file=self.path).fold(folded))

    def _deals(self, block: _Block) -> list[DealLike] | None:
        options, line, token = block.options, block.line, block.token
        if "file" in options:
            got = self.source.file(options["file"])
            if got is None:
                message, hint = self.source.missing(options["file"])
                self._problem("R001", message, line, hint=hint, option="file")
                return None
            reports, problems = got
            if token.content.strip() and self._never_closed(token):
                self._not_closed(block, line, [])
        else:
            reports, problems = self.source.text(token.content, line + 1)
            if self._never_closed(token):
                reports, problems = self._record_not_closed(block, reports, problems)
        if "deal" in options:
            wanted = options["deal"].strip()
            picked = [r for r in reports if str(r.deal.ident) == wanted]
            if picked:
                # The problems of the file's other deals are not the lesson's: told by
                # `bridgebook check` on the file, not on every build of the lesson. The
                # file's own are every block's: those of no deal, and those before its
                # first deal (its header's: an unknown 'laws:' rules every deal, though
                # the check tells it once, with the first deal).
                shift = 0 if "file" in options else line  # (a block's lines: the lesson's)
                first = min((r.deal.span.line + shift for r in reports
                             if r.deal.span is not None), default=None)
                problems = [d for d in problems if d.deal is None or str(d.deal) == wanted
                            or (first is not None and d.span is not None
                                and d.span.line < first)]
            self.found.extend(problems)
            if not picked:
                have = ", ".join(str(r.deal.ident) for r in reports) or "none"
                self._problem("R001", f"no deal {wanted!r} in "
                              f"{options.get('file', 'this block')} (deals: {have})", line,
                              option="deal")
                return None
            reports = picked
        else:
            self.found.extend(problems)
        if not reports:
            self._problem("R001", "the hand block holds no deal", line,
                          hint="write a hand record in the block, or file=... deal=N")
            return None
        return reports

    def _options(self, block: _Block) -> Options:
        """How the block shows its deal. Each bad option is told (not the first alone)
        and taken as if it were not written: the deal is shown all the same."""
        options, line = block.options, block.line
        hide: frozenset[Seat] | None = None  # the seats show= or hide= gives
        if "show" in options or "hide" in options:
            key = "show" if "show" in options else "hide"
            seats = _seats(options[key])
            if seats is None:
                self._problem("R002", f"{key}={options[key]!r} names no seats", line,
                              hint="name seats as Z A Y B or N E S W: show=Z,Y", option=key)
            else:
                hide = frozenset(Seat) - seats if key == "show" else seats
        if hide is None:  # not given, or naming no seat: a quiz shows Z (S) alone
            hide = frozenset({Seat.W, Seat.N, Seat.E}) if "quiz" in options else frozenset()
        after: list[int] = []
        for part in re.split(r"[\s,]+", options.get("after", "").strip()):
            if not part:
                continue
            if not part.isdigit() or not 1 <= int(part) <= 13:
                self._problem("R002", f"after={options['after']!r}: a trick number 1-13",
                              line, option="after")
                after = []
                break  # the option told once
            after.append(int(part))
        switches: dict[str, bool] = {}
        for key in SWITCHES:
            on = _switch(options, key)
            if on is None:
                self._problem("R002", f"{key}={options[key]!r}: {key} is on or off",
                              line, option=key,
                              hint=f"write {key} (or {key}=yes) to turn it on, {key}=no to "
                              "turn it off")
                on = SWITCHES[key]
            switches[key] = on
        return Options(hide=hide,
                       bare=switches["bare"], play=switches["play"],
                       positions=tuple(after),
                       four_colour=self.four_colour or switches["four-colour"],
                       analysis=switches["analysis"], points=switches["points"])

    def _answer(self, block: _Block) -> None:
        """An ``answer=NAME`` block: the quiz's deal in full, or, when the block has a
        record of its own (written in it, or ``file=``), that record, checked as any
        hand block is and shown as the answer with its play, claim, result and
        commentary (R052 when its hands are not the quiz's)."""
        name = block.options["answer"]
        own = "file" in block.options or bool(block.token.content.strip())
        if name not in self.quizzes:
            known = ", ".join(self.quizzes) or "none yet"
            self._problem("R003", f"answer={name!r} answers no quiz above it (quizzes: "
                          f"{known})", block.line, hint=self._answer_hint(name),
                          option="answer")
            if own:
                self._deals(block)  # its record is checked all the same
            return
        self.answered.add(name)
        if own:
            reports = self._deals(block)
            opts = self._options(block)
            if reports is not None:
                self._same_deal(name, reports, block.line)
                self.own_answers[name] = (reports, opts)
        block.token.meta["views"] = [self._view(r, opts, block.line, place=p)
                                     for r, opts, p in self._answer_deals(name)]
        block.token.meta["answer"] = name

    def _answer_hint(self, name: str) -> str:
        """The hint of R003: the quiz above the answer meant, if one is near its name
        or is the one quiz above not yet answered; else how to name a quiz."""
        open_quizzes = [q for q in self.quizzes if q not in self.answered]
        near = difflib.get_close_matches(name, list(self.quizzes), n=1, cutoff=0.6)
        meant = near[0] if near else (open_quizzes[0] if len(open_quizzes) == 1 else None)
        if meant is not None:
            return f"answer the quiz above: answer={meant}"
        return "give the quiz an id (id=NAME) and answer it after it"

    def _answer_deals(self, name: str) -> list[tuple[DealLike, Options, int]]:
        """The deals of quiz ``name``'s answer, how they are shown and their places (the
        quiz's): the answer block's own record when it has one, else the quiz's."""
        reports, opts, places = self.quizzes[name]
        if name in self.own_answers:
            own, shown = self.own_answers[name]
            return [(r, shown, places[min(i, len(places) - 1)]) for i, r in enumerate(own)]
        return [(r, opts, p) for r, p in zip(reports, places, strict=True)]

    def _same_deal(self, name: str, answer: list[DealLike], line: int) -> None:
        """R052: an answer's own record whose hands are not the quiz's (a hand the
        quiz gives is missing or holds other cards), or that holds another number of
        deals: the answer would not be the deal the reader was asked about."""
        quiz = self.quizzes[name][0]
        hint = ("copy the quiz's hands into the answer, or leave the answer block empty "
                "to show the quiz's deal in full")
        if len(quiz) != len(answer):
            self._problem("R052", f"the answer to quiz {name!r} holds {len(answer)} "
                          f"deal(s), the quiz {len(quiz)}", line, hint=hint,
                          option="answer")
            return
        for asked, given in zip(quiz, answer, strict=True):
            for hand in asked.deal.hands:
                if hand.seat is None:
                    continue
                mine = given.deal.hand(hand.seat)
                if mine is None or mine.cards != hand.cards:
                    seat = given.deal.naming.seat(hand.seat)
                    how = "is not given" if mine is None else "is not the quiz's"
                    self._problem("R052", f"the answer to quiz {name!r} is not its deal: "
                                  f"{seat}'s hand {how}", line, hint=hint, option="answer")
                    return

    def _unanswered(self) -> list[tuple[str, View]]:
        """Quizzes with no answer block get their full deal at the end of the lesson."""
        return [(name, self._view(report, opts, place=place))
                for name in self.quizzes if name not in self.answered
                for report, opts, place in self._answer_deals(name)]

    # -- rendering -------------------------------------------------------------------------
    def _render_fence(self, renderer: Any, tokens: list[Token], idx: int, options: Any,
                      env: Any) -> str:
        token = tokens[idx]
        if token.info.split()[:1] != ["hand"]:
            return str(renderer.fence(tokens, idx, options, env))
        views = token.meta.get("views", [])
        if token.meta.get("answer"):
            if self.paper:
                return ""  # on paper the answers are gathered after the lesson or book
            return str(self.env.get_template("answers.html").render(
                heading=None, parts=self._answer_parts([("", v) for v in views]),
                reveal=True))
        template = self.env.get_template("deal.html")
        return "".join(template.render(deal=view, quiz=token.meta.get("quiz"),
                                       answer=None, paper=self.paper)
                       for view in views)

"""The one Jinja2 environment: autoescape on, undefined names an error, the
author's template folder searched before bridgebook's own.

>>> env = environment()
>>> env.from_string("{{ x }}").render(x="<script>")
'&lt;script&gt;'
"""

from __future__ import annotations

import os
import re
import traceback
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import jinja2
from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.rules_core import StateCore
from markdown_it.token import Token
from markupsafe import Markup

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import SUIT_SYMBOLS, Span
from bridgebook.resources import data_dir

#: The suits' symbols and the class that colours each (hearts and diamonds red).
SUIT_CLASS = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
#: The shorthand for a suit in prose: ``!S !H !D !C`` (not before a small letter, so
#: "!Stop" stays as written). A backslash before it, ``\\!S``, keeps it as typed:
#: the text then reads "!S".
_SHORTHAND = re.compile(r"(\x00)?!([SHDC])(?![a-z])")
#: The same in a text that is not Markdown (a title, a question): ``\\!S`` kept.
_PLAIN_SHORTHAND = re.compile(r"(\\)?!([SHDC])(?![a-z])")
_SYMBOLS = re.compile("[♠♥♦♣]")
#: What an escaped ``!`` of Markdown (``\\!``) is while the shorthand is read: NUL,
#: which no Markdown text holds (CommonMark reads a NUL as U+FFFD).
_KEPT = "\x00"


def _shorthand(m: re.Match[str]) -> str:
    return f"!{m[2]}" if m[1] else SUIT_SYMBOLS[m[2]]


def _coloured(escaped: str, shorthand: re.Pattern[str] = _SHORTHAND) -> str:
    """Escaped text with the shorthand read and each suit symbol in its span."""
    text = shorthand.sub(_shorthand, escaped).replace(_KEPT, "!")
    return _SYMBOLS.sub(lambda m: f'<span class="{SUIT_CLASS[m[0]]}">{m[0]}</span>', text)


def inline_words(inline: Token) -> str:
    """The words of a line of Markdown (an inline token, a heading's) as plain text:
    the suit shorthand read, emphasis, links and code marks left out (a lesson's
    title in the contents, a page's ``<title>``, the PDF's outline).

    >>> from markdown_it import MarkdownIt
    >>> md = suit_markdown(MarkdownIt("commonmark"))
    >>> inline_words(md.parse("# Lead the !HA, *then* `play` [low](x) \\\\!S\\n")[1])
    'Lead the ♥A, then play low !S'
    """
    words = []
    for token in inline.children or ():
        if token.type in ("text", "text_special"):
            words.append(_SHORTHAND.sub(_shorthand, token.content).replace(_KEPT, "!"))
        elif token.type in ("code_inline", "image"):
            words.append(token.content)
        elif token.type in ("softbreak", "hardbreak"):
            words.append(" ")
    return " ".join("".join(words).split())


def suits(text: object) -> Markup:
    """Text with its suit symbols coloured (and ``!S`` read as ♠): the filter for
    every text a template prints that may name a suit (calls, questions, titles).

    >>> str(suits("1♦ <b> !H"))
    '1<span class="diamonds">♦</span> &lt;b&gt; <span class="hearts">♥</span>'
    >>> str(suits("not \\\\!H"))
    'not !H'
    """
    return Markup(_coloured(str(Markup.escape(text)), _PLAIN_SHORTHAND))


def _text_rule(renderer: Any, tokens: Sequence[Token], idx: int, options: Any,
               env: Any) -> str:
    return _coloured(escapeHtml(tokens[idx].content))


def _keep_escaped_marks(state: StateCore) -> None:
    """Mark each ``\\!`` of the text before Markdown joins it to the text round it,
    so that ``\\!S`` is printed "!S", not read as the shorthand."""
    for block in state.tokens:
        for token in block.children or ():
            if token.type == "text_special" and token.info == "escape" and \
                    token.content == "!":
                token.content = _KEPT


def suit_markdown(md: MarkdownIt) -> MarkdownIt:
    """``md`` printing the suits of prose in colour, and reading ``!S !H !D !C`` (not
    in code, which is printed as written; ``\\!S`` is printed "!S").

    >>> str(markdown_inline("lead the !SK, not \\\\!SK"))
    'lead the <span class="spades">♠</span>K, not !SK'
    """
    md.core.ruler.before("text_join", "bridgebook_kept_marks", _keep_escaped_marks)
    md.add_render_rule("text", _text_rule)
    return md


class PbnText(str):
    """Commentary read from a PBN file: its own marks, PBN's suit escapes and bold
    and italic tags, are read when it is printed (:func:`markdown_inline`)."""

    __slots__ = ()


def commentary(text: str, pbn: bool) -> str:
    """``text`` as a note to print: marked as PBN's when ``pbn``."""
    return PbnText(text) if pbn else text


#: PBN's suit escapes in commentary, ``\\S \\H \\D \\C`` (PBN 2.1, section 3.9),
#: each as Markdown reads it (``\\\\S`` is Markdown's escaped backslash and an S).
_PBN_SUIT = re.compile(r"\\[SHDC]")
#: The tags PBN commentary's writers put round words, and the markup each means.
_MEANT = {"<b>": "strong", "<strong>": "strong", "<i>": "em", "<em>": "em"}


def _pbn_marks(state: StateCore) -> None:
    """PBN's own marks in a note, run by run of its text (see :func:`_pbn_suits`,
    :func:`_pbn_tags`); every other tag is text."""
    read: list[tuple[str, bool]] | None = state.env.get("pbn_marks")
    for block in state.tokens:
        children = block.children or []
        if read is not None:
            candidates = [(t, t.content) for t in children if _candidate(t)]
        _pbn_suits(children)
        _pbn_tags(children)
        if read is not None:
            read.extend((content, not _candidate(t)) for t, content in candidates)
        for token in children:
            if token.type == "html_inline":
                token.type = "text"


def _candidate(token: Token) -> bool:
    """A suit escape or a bold or italic tag not (yet) read as a mark."""
    if token.type == "text_special":
        return token.info == "escape" and _PBN_SUIT.fullmatch(token.content) is not None
    tag = token.content.lower()
    return token.type == "html_inline" and tag.replace("/", "") in _MEANT


def pbn_reading(text: str) -> tuple[list[tuple[str, bool]], Markup]:
    r"""Each suit escape (``\S``) and bold or italic tag of PBN commentary, in order,
    and whether bridgebook prints it as a mark: the one reading of PBN's marks,
    which its conversion to Markdown follows; and the note printed so
    (:func:`markdown_inline`).

    >>> pbn_reading("<b>a</b> \\S \\\\S <i>b \\Sx `\\S`")[0]
    [('<b>', True), ('</b>', True), ('\\S', True), ('<i>', False), ('\\S', False)]
    """
    read: list[tuple[str, bool]] = []
    env = {"pbn_marks": read}
    tokens = _PBN_NOTES.parse(text, env)
    return read, _inline(_PBN_NOTES.renderer.render(tokens, _PBN_NOTES.options, env))


def _pbn_suits(children: list[Token]) -> None:
    """Each ``\\S`` of the text (not of code, nor after an escaped backslash, nor
    before a small letter) is the shorthand ``!S``."""
    for at, token in enumerate(children):
        after = children[at + 1].content[:1] if at + 1 < len(children) else ""
        if token.type == "text_special" and token.info == "escape" and \
                _PBN_SUIT.fullmatch(token.content) and not after.islower():
            token.content = f"!{token.content[1]}"


def _pbn_tags(children: list[Token]) -> None:
    """A ``<b>``, ``<i>``, ``<strong>`` or ``<em>`` (exactly so, no attributes) closed
    by its own closing tag in the same run of text, not across Markdown's markup and
    nested as HTML nests, is that markup."""
    opened: list[Token] = []
    for token in children:
        if token.type != "html_inline":
            if token.nesting == -1:  # Markdown's markup closed: no tag crosses it
                opened = [t for t in opened if t.level <= token.level]
            continue
        tag = token.content.lower()
        if tag in _MEANT:
            opened.append(token)
        elif tag.startswith("</") and f"<{tag[2:]}" in _MEANT:
            at = next((i for i in range(len(opened) - 1, -1, -1)
                       if opened[i].content.lower() == f"<{tag[2:]}"), None)
            if at is None or opened[at].level != token.level:
                continue
            del opened[at + 1:]  # tags opened inside and never closed stay text
            start = opened.pop()
            meant = _MEANT[tag.replace("/", "")]
            start.type, start.tag, start.nesting = f"{meant}_open", meant, 1
            token.type, token.tag, token.nesting = f"{meant}_close", meant, -1


#: The Markdown reader for commentary: CommonMark, raw HTML off, so a note's
#: ``<script>`` comes out as text.
_NOTES = suit_markdown(MarkdownIt("commonmark", {"html": False}))
#: The reader for PBN commentary: its tags are read as :func:`_pbn_marks` says (and
#: no line of HTML is a block of its own).
_PBN_NOTES = suit_markdown(MarkdownIt("commonmark", {"html": True}).disable("html_block"))
_PBN_NOTES.core.ruler.before("text_join", "bridgebook_pbn_marks", _pbn_marks)


def markdown_inline(text: str) -> Markup:
    """A note's Markdown as HTML (inline: no paragraph around a single line). A
    note taken from PBN commentary (:class:`PbnText`) may carry PBN's marks: ``\\S``
    is ♠, and a ``<b>`` or ``<i>`` closed round words is bold or italic; any other
    tag, in any note, is printed as text, never as markup.

    >>> str(markdown_inline("the *king* <b>"))
    'the <em>king</em> &lt;b&gt;'
    >>> str(markdown_inline(PbnText("<b>Defense.</b> \\\\SQ <script>")))
    '<strong>Defense.</strong> <span class="spades">♠</span>Q &lt;script&gt;'
    """
    reader = _PBN_NOTES if isinstance(text, PbnText) else _NOTES
    return _inline(reader.render(str(text)))


def note_tokens(text: str) -> list[Token]:
    """A note's Markdown read as :func:`markdown_inline` reads it to print it (PBN's
    marks read in a :class:`PbnText`), as markdown-it's tokens: what a target with
    other marks writes from. An escaped ``!`` (``\\!``) is NUL in a text token."""
    reader = _PBN_NOTES if isinstance(text, PbnText) else _NOTES
    tokens: list[Token] = reader.parse(str(text), {})
    return tokens


def _inline(html: str) -> Markup:
    html = html.strip()
    if html.startswith("<p>") and html.endswith("</p>") and html.count("<p>") == 1:
        html = html[3:-4]
    return Markup(html)


def template_dirs(user: Path | None = None) -> list[Path]:
    """The folders templates are looked up in, the author's first."""
    dirs = [user] if user is not None else []
    return [*dirs, data_dir("templates")]


def environment(user_templates: Path | None = None) -> jinja2.Environment:
    """The environment every page is made with."""
    folders: Sequence[str] = [str(p) for p in template_dirs(user_templates)]
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(folders),
        autoescape=True,
        undefined=jinja2.StrictUndefined,
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["markdown"] = markdown_inline
    env.filters["suits"] = suits
    env.globals["asset"] = lambda name: Markup(_asset(env, name))
    return env


def _asset(env: jinja2.Environment, name: str) -> str:
    """The text of a CSS or JS file in the template folders, to inline in a page
    (so a page works offline and alone). CSS and JS are the author's own files."""
    loader = env.loader
    assert loader is not None
    source, _, _ = loader.get_source(env, name)
    return source


def templates_folder_problem(folder: Path) -> Diagnostic | None:
    """R031 when the author's templates folder is not there: bridgebook's own would
    be used without a word, and the author's look lost.

    >>> templates_folder_problem(Path("no/such/folder")).code
    'R031'
    """
    if folder.is_dir():
        return None
    # Placed at the folder as the command line names it: with its slash, which says
    # that it has no line (``my-theme/: R031 ...``); a file is named as it is.
    place = str(folder) if folder.is_file() else str(folder).rstrip("/") + "/"
    what = "is a file, not a folder" if folder.exists() else "does not exist"
    return make("R031", f"--templates {str(folder)!r}: the templates folder {what}", None,
                hint="give a folder holding the templates to use instead of bridgebook's "
                f"own (which are in {_shown(data_dir('templates'))}/)").at(file=place)


def template_problem(error: jinja2.TemplateError) -> Diagnostic:
    """R032: a template that cannot be used, at its file and line: a syntax error, a
    name the template does not get (``{{ book.autor }}``), a template or stylesheet
    not found. The place is the template's own line, taken from the error (a syntax
    error) or from the frame of the template that raised it.

    >>> env = jinja2.Environment()
    >>> try:
    ...     env.from_string("{% if %}")
    ... except jinja2.TemplateError as error:
    ...     d = template_problem(error)
    >>> d.code, d.line
    ('R032', 1)
    """
    file: str | None = None
    line = 0
    if isinstance(error, jinja2.TemplateSyntaxError):
        file, line = error.filename, error.lineno
    else:
        for frame in traceback.extract_tb(error.__traceback__):
            if not frame.filename.endswith(".py") and not frame.filename.startswith("<"):
                file, line = frame.filename, frame.lineno or 0
    message = error.message or str(error) or type(error).__name__
    if isinstance(error, jinja2.TemplateNotFound):
        message = f"no template or stylesheet named {error.name!r} in the template folders"
    elif isinstance(error, jinja2.UndefinedError):
        message = f"{message}: the template uses a name it is not given"
    span = None
    if file is not None and line > 0:
        span = Span.point(line, _column(Path(file), line, message))
    hint = (f"the names a template gets are listed in docs/publishing.md; bridgebook's "
            f"own templates are in {_shown(data_dir('templates'))}/")
    return make("R032", f"template error: {message}", span, hint=hint).at(
        file=_shown(Path(file)) if file else "<templates>")


def _column(path: Path, line: int, message: str) -> int:
    """The column of the name the message quotes, on the template's line (else 1)."""
    try:
        text = path.read_text(encoding="utf-8").splitlines()[line - 1]
    except (OSError, UnicodeDecodeError, IndexError):
        return 1
    for name in reversed(re.findall(r"'([^']+)'", message)):
        at = text.find(name)
        if at >= 0:
            return at + 1
    return 1


def _shown(path: Path) -> str:
    shown = os.path.relpath(path, Path.cwd())
    return str(path) if shown.startswith("../..") else shown

"""The one Jinja2 environment: autoescape on, undefined names an error, the
author's template folder searched before bridgebook's own.

>>> env = environment()
>>> env.from_string("{{ x }}").render(x="<script>")
'&lt;script&gt;'
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import jinja2
from markdown_it import MarkdownIt
from markdown_it.common.utils import escapeHtml
from markdown_it.token import Token
from markupsafe import Markup

from bridgebook.resources import data_dir

#: The suits' symbols and the class that colours each (hearts and diamonds red).
SUIT_CLASS = {"♠": "spades", "♥": "hearts", "♦": "diamonds", "♣": "clubs"}
#: The shorthand for a suit in prose: ``!S !H !D !C`` (not before a small letter, so
#: "!Stop" stays as written).
_SHORTHAND = re.compile(r"!([SHDC])(?![a-z])")
_SYMBOLS = re.compile("[♠♥♦♣]")
_LETTER = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _coloured(escaped: str) -> str:
    """Escaped text with the shorthand read and each suit symbol in its span."""
    text = _SHORTHAND.sub(lambda m: _LETTER[m[1]], escaped)
    return _SYMBOLS.sub(lambda m: f'<span class="{SUIT_CLASS[m[0]]}">{m[0]}</span>', text)


def suits(text: object) -> Markup:
    """Text with its suit symbols coloured (and ``!S`` read as ♠): the filter for
    every text a template prints that may name a suit (calls, questions, titles).

    >>> str(suits("1♦ <b> !H"))
    '1<span class="diamonds">♦</span> &lt;b&gt; <span class="hearts">♥</span>'
    """
    return Markup(_coloured(str(Markup.escape(text))))


def _text_rule(renderer: Any, tokens: Sequence[Token], idx: int, options: Any,
               env: Any) -> str:
    return _coloured(escapeHtml(tokens[idx].content))


def suit_markdown(md: MarkdownIt) -> MarkdownIt:
    """``md`` printing the suits of prose in colour, and reading ``!S !H !D !C`` (not
    in code, which is printed as written)."""
    md.add_render_rule("text", _text_rule)
    return md


#: The Markdown reader for commentary: CommonMark, raw HTML off, so a note's
#: ``<script>`` comes out as text.
_NOTES = suit_markdown(MarkdownIt("commonmark", {"html": False}))


def markdown_inline(text: str) -> Markup:
    """A note's Markdown as HTML (inline: no paragraph around a single line).

    >>> str(markdown_inline("the *king* <b>"))
    'the <em>king</em> &lt;b&gt;'
    """
    html = _NOTES.render(text).strip()
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

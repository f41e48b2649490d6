"""The one Jinja2 environment: autoescape on, undefined names an error, the
author's template folder searched before bridgebook's own.

>>> env = environment()
>>> env.from_string("{{ x }}").render(x="<script>")
'&lt;script&gt;'
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

import jinja2
from markdown_it import MarkdownIt
from markupsafe import Markup

from bridgebook.resources import data_dir

#: The Markdown reader for commentary: CommonMark, raw HTML off, so a note's
#: ``<script>`` comes out as text.
_NOTES = MarkdownIt("commonmark", {"html": False})


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
    env.globals["asset"] = lambda name: Markup(_asset(env, name))
    return env


def _asset(env: jinja2.Environment, name: str) -> str:
    """The text of a CSS or JS file in the template folders, to inline in a page
    (so a page works offline and alone). CSS and JS are the author's own files."""
    loader = env.loader
    assert loader is not None
    source, _, _ = loader.get_source(env, name)
    return source

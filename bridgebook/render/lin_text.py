"""LIN's commentary as the Markdown bridgebook prints: LIN has no marks (BBO shows
its ``*``, ``_``, ``#`` as typed), so what Markdown would read as a mark is escaped.

Light on purpose (no Markdown reader is loaded): the conversions of LIN's text to
the book notation, JSON and PBN, and the printer of a LIN deal, use it.
"""

from __future__ import annotations

import re

#: What Markdown reads as a mark inside a line: a backslash before what it escapes
#: (or ending a line, a hard break), emphasis, code, a link's bracket, a tag or an
#: autolink, an entity.
_MARKDOWN_INLINE = re.compile(r"\\(?=[!-/:-@\[-`{-~]|$)|[*_`\[<]"
                              r"|&(?=#\d+;|#[xX][0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)", re.M)
#: The first characters of what starts a Markdown block at a line's start: a heading,
#: a quote, a list's bullet, a setext heading's or a rule's line, a fence of tildes.
#: (The notation's writer keeps a few more off a line's start: interop.commentary.)
BLOCK_START = "#>+=~-"
#: An ordered list's number at a line's start, which starts a block too: its digits,
#: then its mark (``12.``, ``3)``).
NUMBERED = r"(\d+)([.)])"
_MARKDOWN_START = re.compile(rf"^(?=[{re.escape(BLOCK_START)}])|^{NUMBERED}", re.M)
#: A line's indent and its trailing spaces (Markdown's code, its hard break).
_EDGES = re.compile(r"^[^\S\n]+|[^\S\n]+$", re.M)
#: A character Markdown may read as a mark anywhere in a line.
_MARK_CHAR = re.compile(r"[\\*_`\[<&]")
_NUMBERED = re.compile(NUMBERED)


def _plain(text: str) -> bool:
    """Whether ``text`` holds nothing Markdown reads as a mark (the commonest)."""
    if _MARK_CHAR.search(text):
        return False
    for line in text.split("\n"):
        first = line[:1]
        if first and (first in BLOCK_START or first.isspace() or line[-1].isspace()
                      or (first.isdecimal() and _NUMBERED.match(line))):
            return False
    return True


def lin_markdown(text: str) -> str:
    r"""LIN commentary (which has no marks: BBO shows ``*``, ``_``, ``#`` as typed)
    as the book notation's Markdown that prints as typed: each character Markdown
    would read as a mark escaped, each line's indent (Markdown's code) left out.
    Markdown's reading of it gives the text back (the LIN writer's).

    >>> print(lin_markdown("2* or **more**, _x_ `y` [a](b) <c> &amp; C:\\SAVES \\*"))
    2\* or \*\*more\*\*, \_x\_ \`y\` \[a](b) \<c> \&amp; C:\SAVES \\\*
    >>> print(lin_markdown("# one\n  > two\n- three\n12. four\n===\nfive"))
    \# one
    \> two
    \- three
    12\. four
    \===
    five
    """
    if _plain(text):
        return text
    text = _MARKDOWN_INLINE.sub(lambda m: "\\" + m[0], _EDGES.sub("", text))
    # the escape before a block's first character, or between a number and its mark
    return _MARKDOWN_START.sub(lambda m: (m[1] or "") + "\\" + (m[2] or ""), text)

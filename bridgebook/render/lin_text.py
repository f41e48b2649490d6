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
                              r"|&(?=#\d+;|#[xX][0-9a-fA-F]+;|[A-Za-z][A-Za-z0-9]*;)")
#: What starts a block at a line's start: a heading, a quote, a list's bullet, a
#: setext heading's or a rule's line, a fence of tildes; an ordered list's number.
_MARKDOWN_START = re.compile(r"[#>+=~-]|\d+(?=[.)])")


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
    out = []
    for line in text.split("\n"):
        line = _MARKDOWN_INLINE.sub(lambda m: "\\" + m[0], line.strip())
        start = _MARKDOWN_START.match(line)
        if start is not None:
            at = start.end()
            line = line[:at] + "\\" + line[at:] if start[0][0].isdecimal() else "\\" + line
        out.append(line)
    return "\n".join(out)

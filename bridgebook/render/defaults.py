"""WeasyPrint's default style sheet without the rules a page has no use for.

WeasyPrint's own sheet of the browser's defaults (``html5_ua.css``) gives six
pseudo-elements a style on every element: ``::marker`` (a list item's number or
bullet), ``::footnote-call``, ``::footnote-marker``, ``::note-call``,
``::note-marker`` and ``::note-callback``. Every element of a page matches the six
rules, and each is weighed in the cascade and given a computed style: a chapter of
ten played deals has about 2,000 elements, so 12,000 styles that nothing reads
(about a sixth of the CPU the chapter takes). A marker is only made for an element
shown as a list item, a footnote's call and marker only for an element floated to
the foot of the page (``float: footnote``), a note's for one placed as a note
(``position: note()``).

A page whose sheets are all read here (:func:`bridgebook.render.pdf.split_styles`
found them all) and set none of those (no ``list-item``, ``footnote`` or ``note(``
in them, and no ``inherit``, which could pass a list item's display on to its
children), and that has no ``style`` attribute, shows no list item but its
``<li>`` elements and has no footnote and no note: it is laid out with the same
sheet but ``li::marker`` for ``::marker`` and without the five rules of notes. The
styles of everything drawn are the same (the rule for ``li::marker`` weighs as the
one for ``::marker`` against every other, the browser's defaults having no other
rule for a marker), so the pages are the same, byte for byte. Any other page is
laid out with WeasyPrint's sheet as it is.

This reaches into WeasyPrint (``HTML._ua_stylesheets``, and the text of its sheet),
so it is done only for the version the project pins (``lines.KNOWN``) and when each
rule is found in its sheet as written there; otherwise every page is laid out with
WeasyPrint's own sheet.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from bridgebook.render import lines

#: The rules of the known WeasyPrint's sheet for pseudo-elements of every element,
#: each with what it becomes: the marker's for the list items, the notes' none.
EVERY_ELEMENT = {
    "::marker { font-variant-numeric: tabular-nums; white-space: pre; text-transform: none }":
        "li::marker { font-variant-numeric: tabular-nums; white-space: pre; "
        "text-transform: none }",
    "::footnote-call { content: counter(footnote); vertical-align: super; "
    "font-size: smaller; line-height: inherit }": "",
    '::footnote-marker { content: counter(footnote) ". " }': "",
    "::note-call { content: counter(note); vertical-align: super; font-size: smaller; "
    "line-height: inherit }": "",
    '::note-marker { content: counter(note) ". " }': "",
    '::note-callback { content: "\u202f↩" }': "",
}
#: What in a page's sheets may show an element other than ``<li>`` as a list item, or
#: float it as a footnote or place it as a note.
_NEEDS_ALL = re.compile(r"list-item|inherit|footnote|note\(", re.I)
#: A style attribute, which this does not read: the page keeps the whole sheet.
_STYLE_ATTRIBUTE = re.compile(r"\sstyle\s*=", re.I)


def fits(page: str, sheets: list[str]) -> bool:
    """Whether ``page`` (its ``<style>`` elements taken out) with ``sheets`` (their
    texts: all the page's sheets) can be laid out with the narrowed sheet.

    >>> fits('<ul><li>one</li></ul>', ['li { color: red }'])
    True
    >>> fits('<p>x</p>', ['p { display: list-item }'])
    False
    >>> fits('<p style="color: red">x</p>', ['p { color: red }'])
    False
    >>> fits('<p>x</p>', [])
    False
    """
    return (bool(sheets) and not _STYLE_ATTRIBUTE.search(page)
            and not any(_NEEDS_ALL.search(sheet) for sheet in sheets))


@lru_cache(maxsize=1)
def narrowed_sheet() -> Any:
    """WeasyPrint's default sheet, narrowed (parsed once a process); None when the
    WeasyPrint loaded is not the one known or its sheet is not as written there."""
    import weasyprint
    from weasyprint import html
    from weasyprint.css.counters import CounterStyle

    text = getattr(html, "UA", None)
    if (weasyprint.__version__ != lines.KNOWN or not isinstance(text, str)
            or not callable(getattr(weasyprint.HTML, "_ua_stylesheets", None))):
        return None
    for rule, replacement in EVERY_ELEMENT.items():
        if text.count(rule) != 1:
            return None
        text = text.replace(rule, replacement)
    # The counter styles its @counter-style rules define are the ones WeasyPrint
    # gives every document already: they are read into a dictionary of their own.
    return weasyprint.CSS(string=text, counter_style=CounterStyle())


@lru_cache(maxsize=1)
def _narrowed_html() -> type[Any]:
    import weasyprint

    sheet = narrowed_sheet()

    class NarrowedHTML(weasyprint.HTML):  # type: ignore[misc]
        """A page laid out with the narrowed default sheet (forms: WeasyPrint's)."""

        def _ua_stylesheets(self, forms: bool = False) -> Any:
            if forms:
                return super()._ua_stylesheets(forms)
            return [sheet]

    return NarrowedHTML


def html_class(page: str, sheets: list[str]) -> type[Any]:
    """The ``weasyprint.HTML`` to lay out ``page`` with (see :func:`fits`)."""
    import weasyprint

    if fits(page, sheets) and narrowed_sheet() is not None:
        return _narrowed_html()
    return weasyprint.HTML  # type: ignore[no-any-return]

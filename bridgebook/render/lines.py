"""Each text's first line laid out once a process, not once a box.

A book's pages repeat the same short texts in the same styles again and again: the
cards of the play table ("A♠" ... "2♣"), the seats' letters, the trick numbers,
"Pass", the suits of the diagrams. WeasyPrint breaks each text box's first line
through Pango (``weasyprint.text.line_break.split_first_line``), and measures the
cells of a table with an automatic layout the same way, every time. What that
function returns depends only on the text, the width it may take, and the text's
font and spacing properties: here it is kept under those, in a dictionary held
by the font configuration it was laid out with, and each box gets a copy of the
kept result (its Pango layout is made again when the text is drawn, as before).

This reaches into WeasyPrint's internals, so it is done only for the version it
was written and tested against (:data:`KNOWN`, the version the project pins); with
any other, or if the functions are not where they were, WeasyPrint is left as it
is. A test draws pages with and without it and compares them.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

#: The WeasyPrint whose ``split_first_line`` is known: its arguments, and the style
#: properties it and its Pango layout read (below).
KNOWN = "70.0"
ARGUMENTS = ("text", "style", "context", "max_width", "justification_spacing",
             "is_line_start", "minimum")
#: Every property of a text's style that the first line's layout reads: the font
#: (family, size, style, weight, stretch, variants, features, kerning, language),
#: the spacing, the white space, the breaking of words and the hyphenation, the
#: direction, the tab size and whether the text is decorated (the decoration's
#: metrics are kept with the layout).
PROPERTIES = (
    "text_decoration_line", "white_space", "font_size", "font_family", "font_style", "font_stretch",
    "font_weight", "font_variant_caps", "font_variant_ligatures", "font_variant_position",
    "font_variant_numeric", "font_variant_alternates", "font_variant_east_asian",
    "font_feature_settings", "font_variation_settings", "font_language_override",
    "font_kerning", "lang", "direction", "letter_spacing",
    "word_spacing", "overflow_wrap", "word_break", "hyphens", "hyphenate_limit_chars",
    "hyphenate_limit_zone", "hyphenate_character", "tab_size")
#: Kept results a font configuration holds at most (a long preview process lays out
#: many chapters): past this the dictionary starts again.
LIMIT = 10_000

_installed: list[bool] = []


def kept(split: Callable[..., Any]) -> Callable[..., Any]:
    """``split`` (WeasyPrint's ``split_first_line``) answering each question once per
    font configuration; each answer's layout is a copy, the kept one never lent."""

    def split_first_line(text: str, style: Any, context: Any, max_width: Any,
                         justification_spacing: Any, is_line_start: bool = True,
                         minimum: bool = False) -> Any:
        config = style.font_config
        answers = config.__dict__.get("bridgebook_lines")
        if answers is None or len(answers) > LIMIT:
            answers = config.bridgebook_lines = {}
        values = [*map(style.__getitem__, PROPERTIES)]
        if isinstance(values[0], set):  # the decorations' lines: a set or "none"
            values[0] = frozenset(values[0])
        try:
            key = (text, max_width, justification_spacing, is_line_start, minimum, *values)
            answer = answers.get(key)
        except TypeError:  # a value that cannot be a key: laid out as it comes
            return split(text, style, context, max_width, justification_spacing,
                         is_line_start, minimum)
        if answer is None:
            answer = answers[key] = split(text, style, context, max_width,
                                          justification_spacing, is_line_start, minimum)
        layout = answer[0]
        copy = object.__new__(type(layout))
        copy.__dict__.update(layout.__dict__)
        return (copy, *answer[1:])

    split_first_line.bridgebook_kept = True  # type: ignore[attr-defined]
    return split_first_line


def install() -> bool:
    """Keep the first lines' layouts in this process, if the WeasyPrint loaded is
    the one known; return whether they are kept."""
    if _installed:
        return _installed[0]
    import weasyprint
    from weasyprint.layout import inline, preferred
    from weasyprint.text import line_break

    original = line_break.split_first_line
    fits = (weasyprint.__version__ == KNOWN
            and tuple(inspect.signature(original).parameters) == ARGUMENTS
            and inline.split_first_line is original
            and preferred.split_first_line is original)
    if fits:
        wrapped = kept(original)
        inline.split_first_line = wrapped
        preferred.split_first_line = wrapped
    _installed.append(fits)
    return fits

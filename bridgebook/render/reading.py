"""The HTML parser's patterns for runs of characters made once a process.

WeasyPrint reads a page with tinyhtml5. Its input stream reads a run of characters
(a text, a tag's name, an attribute's value) with a regular expression made from
the characters that end the run, and keeps each expression in a dictionary,
``characters_until_regex``; but tinyhtml5 2.1.0 stores it under the expression
itself instead of the characters it was made from, so the next run made the same
expression again: about 5,000 times for a chapter of ten played deals, 40 % of the
time the page's parsing took. Here the dictionary makes the expression when it is
missing and keeps it under the characters asked for, as the parser means it to:
the same expression, made once.

This reaches into tinyhtml5, so it is done only for the version known
(:data:`KNOWN`) and when the dictionary is where that version has it; otherwise the
parser is left as it is.
"""

from __future__ import annotations

import re
from typing import Any

#: The tinyhtml5 whose input stream keeps its expressions under the wrong key.
KNOWN = "2.1.0"

_installed: list[bool] = []


class Patterns(dict[tuple[Any, bool], "re.Pattern[str]"]):
    """tinyhtml5's expressions for runs of characters, made when first asked for:
    a run of any of ``characters`` (``opposite``), or of none of them."""

    def __missing__(self, key: tuple[Any, bool]) -> re.Pattern[str]:
        characters, opposite = key
        # As tinyhtml5's ``HTMLInputStream.chars_until`` makes it.
        listed = "".join([f"\\x{ord(character):02x}" for character in characters])
        if not opposite:
            listed = f"^{listed}"
        pattern = self[key] = re.compile(f"[{listed}]+")
        return pattern


def install() -> bool:
    """Keep the parser's expressions in this process, if the tinyhtml5 loaded is the
    one known; return whether they are kept."""
    if _installed:
        return _installed[0]
    from importlib.metadata import version

    from tinyhtml5 import inputstream

    fits = (version("tinyhtml5") == KNOWN
            and type(getattr(inputstream, "characters_until_regex", None)) is dict)
    if fits:
        inputstream.characters_until_regex = Patterns()
    _installed.append(fits)
    return fits

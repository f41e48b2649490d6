"""A keyword's line with its colon left out (``contract 3NT by E``): the hint the
lexer gives its P001, and the keyword read back from it by the checks that fold what
follows from the line not read. Loads nothing of the parser."""

from __future__ import annotations

from bridgebook.diagnostics import Diagnostic

#: The end of the hint of such a line: "did you mean 'contract: 3NT by E'? …".
COLON_LEFT_OUT = "a key is followed by ':'"
#: The keywords whose line, not read, leaves a deal with no trump or contract.
NO_CONTRACT_KEYS = frozenset({"contract", "make", "auction"})


def colon_hint(mended: str) -> str:
    """The hint of a line that reads as ``mended`` with its colon.

    >>> colon_hint("contract: 3NT by E")
    "did you mean 'contract: 3NT by E'? a key is followed by ':'"
    """
    return f"did you mean {mended!r}? {COLON_LEFT_OUT}"


def colon_left_out(d: Diagnostic) -> str | None:
    """The keyword of a line not understood (P001) that reads with a colon after its
    first word; None for any other problem.

    >>> from bridgebook.diagnostics import make
    >>> colon_left_out(make("P001", "x", None, hint=colon_hint("contract: 3NT by E")))
    'contract'
    """
    if d.code != "P001" or d.hint is None or not d.hint.endswith(COLON_LEFT_OUT):
        return None
    return d.hint.split("'", 2)[1].split(":", 1)[0].lower()

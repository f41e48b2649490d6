"""The notation's keys: their words, whether a text opens as the notation (how a
``.txt`` is told from a printed book's text), and a keyword's line with its colon
left out (``contract 3NT by E``): the hint the lexer gives its P001, and the keyword
read back from it by the checks that fold what follows from the line not read.
Loads nothing of the parser."""

from __future__ import annotations

import re
from collections.abc import Iterable

from bridgebook.diagnostics import Diagnostic

#: The keys that open a section of a deal (the make, the auction, the play …).
SECTION_KEYS = {
    "make": "MAKE", "declaration": "MAKE", "doubling": "MAKE", "declare": "MAKE",
    "auction": "AUCTION", "bidding": "AUCTION",
    "play": "PLAY", "claim": "CLAIM", "result": "RESULT",
}  # fmt: skip
#: The keys of a deal's (or the file's) lines of facts: ``laws:``, ``title:`` …
META_KEYS = frozenset({
    "title", "source", "laws", "dealer", "score", "board", "vulnerable", "vul",
    "declarer", "contract", "date", "event", "players", "doubling-limit", "lead",
    "rubber", "sides", "honours", "chicane", "revoke", "printed", "totals", "game", "dummy-bridge",
    "position", "room",
})  # fmt: skip

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


#: The lines that open a record in the notation and no printed book's text: a deal's
#: heading (``deal 3``, ``deal 3: The squeeze``), a ``key:`` line of the notation's
#: keys, a hand given by its seat (``Z: S—A, 7, 5; …``).
_DEAL_HEADING = re.compile(r"deal\s+(?:no\.?\s*|#)?\d+\s*(?:[:.\-—–]\s*\S.*)?$", re.IGNORECASE)
_KEY = re.compile(r"([A-Za-z][A-Za-z\-]*)\s*:")
_SEAT_HAND = re.compile(r"(?:north|east|south|west|[NESWZAYB])\s*:\s*"
                        r"(?:[♠♥♦♣♤♡♢♧]|(?:spades?|hearts?|diamonds?|clubs?|[SHDC])\s*[—–\-:])",
                        re.IGNORECASE)


def opens_as_notation(lines: Iterable[str]) -> bool:
    """Whether a text opens as a record in the notation: its first line that is not
    blank nor a ``#`` comment is a ``deal`` heading, a line of one of the notation's
    keys (``laws:``, ``make:``, ``title:`` …) or a hand by its seat. A printed book's
    text opens with a heading or prose. (How a ``.txt`` file is told from a book's text.)

    >>> opens_as_notation(["# notes", "", "deal 3: The hold-up", "Z: S—A, 7, 5"])
    True
    >>> opens_as_notation(["laws: portland-1904"]), opens_as_notation(["Z: H—K, 4; D—Q"])
    (True, True)
    >>> opens_as_notation(["ILLUSTRATIVE HAND NO. 99", "deal 3"])
    False
    >>> opens_as_notation(["Deal the cards face down.", "make: Z no trump"])
    False
    >>> opens_as_notation(["Note: the dealer leads.", "make: Z no trump"]), opens_as_notation([])
    (False, False)
    """
    for raw in lines:
        text = raw.strip().removeprefix("\ufeff")
        if not text or text.startswith("#"):
            continue
        key = _KEY.match(text)
        return bool(_DEAL_HEADING.match(text) or _SEAT_HAND.match(text) or (
            key is not None and key.group(1).lower() in SECTION_KEYS.keys() | META_KEYS))
    return False

"""The notation's keys: their words, its ``deal`` line, whether a text is the notation
(how a ``.txt`` is told from a printed book's text), and a keyword's line with its colon
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


#: A deal's line, as the notation's lexer reads it: the word ``deal`` first, whatever
#: follows (``deal``, ``deal 3: The squeeze``, ``deal 3a``, ``deal: The hold-up``).
DEAL_LINE = re.compile(r"deal\b", re.IGNORECASE)
#: A ``key: value`` line.
KEY = re.compile(r"([A-Za-z][A-Za-z\-]*)\s*:")

#: A seat, as the notation writes one.
SEAT = r"(?:north|east|south|west|[neswzayb])"
#: The seat that opens a hand's line (``Z: ``, ``North.``).
SEAT_HEAD = re.compile(r"(" + SEAT + r")\b\s*[:.]?\s*", re.IGNORECASE)
#: A suit's marker, where a suit starts: a symbol, ``[S]``, a letter or word before a
#: dash, a colon or a space (``H—K, 4``, ``S K Q J``, ``Spades: A``).
SUIT_START = re.compile(
    r"(?:[♠♥♦♣♤♡♢♧]|\[[shdc]\]|(?:spades?|hearts?|diamonds?|clubs?|[shdc])(?=\s*[—–\-:]|\s))",
    re.IGNORECASE,
)
#: A character standing where a suit marker should, before the suit's dash.
_NO_SUIT = re.compile(r"[^\s;,.—–:\-]\s*[—–]")
#: A rank, where a suit's cards start.
_RANK_START = re.compile(r"(?:10|kn|[akqjt2-9x])(?:[\s,;.]|$)", re.IGNORECASE)


def seat_led(text: str) -> tuple[str, re.Match[str]] | None:
    """How the notation reads a line that opens with a seat: ``"hand"``, a hand by its
    seat in any of the suits' forms (``Z: H—K, 4; …``, ``Z: ♠ K Q J``, ``Z: S K Q J;
    H A 4``, ``Z: [S] KQJ862``), its first marker lost or no suit (``Z: K, 4; D—Q``,
    told later); ``"suit"``, the spade suit, not South (``S: A, K, Q``, ``S 8 6 2``);
    with the seat's head. None for any other line.

    >>> [seat_led(t)[0] for t in ("Z: H—K, 4", "Z: S K Q J 8; H A 4", "Z: [S] KQJ862",
    ...                           "North: ♠ A K", "Z: K, 4; D—Q", "S: A, K, Q")]
    ['hand', 'hand', 'hand', 'hand', 'hand', 'suit']
    >>> seat_led("Score: love-all"), seat_led("North"), seat_led("A leads the king")
    (None, None, None)
    """
    head = SEAT_HEAD.match(text)
    if head is None:
        return None
    rest = text[head.end() :]
    if SUIT_START.match(rest):
        return "hand", head
    # "S: A, K, Q" is a spade suit, not South; "S 8 6 2" likewise.
    if head.group(1).lower() == "s" and _RANK_START.match(rest):
        return "suit", head
    # "Z: K, 4; D—Q, 6, 2": a hand whose first suit lost its marker, and
    # "Z: R—K, 4; D—Q": one whose first marker is no suit (P003 later).
    if _NO_SUIT.match(rest) or (_RANK_START.match(rest) and any(
            SUIT_START.match(part.strip()) for part in rest.split(";")[1:])):
        return "hand", head
    return None


def opens_as_notation(lines: Iterable[str]) -> bool:
    """Whether a text is a record in the notation: its first line that is not blank,
    a ``#`` comment, ``>`` commentary nor a ``key: value`` line is a ``deal`` line (as the
    notation reads one: the word ``deal`` first) or a hand by its seat as the notation
    reads one (:func:`seat_led`), the seat with its colon (``Z: S—A, 7, 5; …``,
    ``Z: S K Q J 8 6 2; H A 4; …``, ``Z: [S] KQJ862; …``), which no printed book's text
    holds. Any other text is a printed book's, the keys' lines at its head included
    (``Source: Elwell``, ``Score: love-all``). (How a ``.txt`` file is told from a book's
    text.)

    >>> opens_as_notation(["# notes", "", "deal 3: The hold-up", "Z: S—A, 7, 5"])
    True
    >>> [opens_as_notation([head, "laws: whist-club-1897", "Z: H—K, 4; D—Q"]) for head in
    ...  ("deal", "deal: The hold-up", "deal 3 The hold-up", "deal 3a: The hold-up")]
    [True, True, True, True]
    >>> opens_as_notation(["laws: portland-1904", "", "deal 1"]), opens_as_notation(["Z: H—K"])
    (True, True)
    >>> [opens_as_notation([hand]) for hand in ("Z: S K Q J 8 6 2; H A 4; D 7; C K 7 5 3 2",
    ...  "Z: [S] KQJ862; [H] A4", "Z: ♠KQJ862 ♥A4", "South: Spades—A, K", "Z. ♠ A K")]
    [True, True, True, True, False]
    >>> opens_as_notation(["Source: Elwell, Bridge (1906)", "", "NOTES ON HAND NO. 99"])
    False
    >>> opens_as_notation(["Score: love-all.", "ILLUSTRATIVE HAND NO. 99", "deal 3"])
    False
    >>> opens_as_notation(["Dealing.--The cards are dealt one by one.", "deal 1"])
    False
    >>> opens_as_notation(["Note: the dealer leads.", "make: Z no trump"]), opens_as_notation([])
    (False, False)
    """
    for raw in lines:
        text = raw.strip().removeprefix("\ufeff").strip()
        if not text or text[0] in "#>":
            continue
        if DEAL_LINE.match(text):
            return True
        led = seat_led(text)
        if led is not None and led[0] == "hand" and ":" in led[1].group(0):
            return True
        if KEY.match(text) is None:
            return False
    return False

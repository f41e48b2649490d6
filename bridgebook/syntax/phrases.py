"""Read the books' words: the make and the doubling, the claim, the result.

"Z passes the make; Y declares hearts", "A doubles", "the dealer wins ten
tricks", "loses the odd trick", "two by cards", "little slam".
"""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Act, Claim, Declaration, Seat, Span, Strain
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.results import read_result
from bridgebook.syntax.words import COUNT_WORDS, NUMBER, did_you_mean, number, plain

__all__ = ["read_claim", "read_declaration", "read_result"]

_STRAIN_WORDS: dict[str, Strain] = {
    "no trump": Strain.NOTRUMP, "no trumps": Strain.NOTRUMP, "no-trump": Strain.NOTRUMP,
    "no-trumps": Strain.NOTRUMP, "notrump": Strain.NOTRUMP, "notrumps": Strain.NOTRUMP,
    "no-trumper": Strain.NOTRUMP, "no trumper": Strain.NOTRUMP, "notrumper": Strain.NOTRUMP,
    "nt": Strain.NOTRUMP, "n.t.": Strain.NOTRUMP, "n.t": Strain.NOTRUMP,
    "sans atout": Strain.NOTRUMP, "sans-atout": Strain.NOTRUMP,
    "spades": Strain.SPADES, "spade": Strain.SPADES, "s": Strain.SPADES, "♠": Strain.SPADES,
    "♤": Strain.SPADES,
    "hearts": Strain.HEARTS, "heart": Strain.HEARTS, "h": Strain.HEARTS, "♥": Strain.HEARTS,
    "♡": Strain.HEARTS,
    "diamonds": Strain.DIAMONDS, "diamond": Strain.DIAMONDS, "d": Strain.DIAMONDS,
    "♦": Strain.DIAMONDS, "♢": Strain.DIAMONDS,
    "clubs": Strain.CLUBS, "club": Strain.CLUBS, "c": Strain.CLUBS, "♣": Strain.CLUBS,
    "♧": Strain.CLUBS,
}  # fmt: skip
_STRAIN_RE = "|".join(sorted((re.escape(w) for w in _STRAIN_WORDS), key=len, reverse=True))
_SEAT_RE = r"north|east|south|west|dealer's partner|dealer|dummy|[neswzayb]"
#: A name beside the seat: "The dealer, Z, makes it no-trump", "Z, the dealer, declares".
_BESIDE = r"(?:the\s+)?(?:dealer's partner|dealer|dummy)|north|east|south|west|[neswzayb]"

_PHRASE = re.compile(r"\s*(?:the\s+)?(?P<seat>" + _SEAT_RE + r")\b(?:\s*,\s*(?P<beside>"
                     + _BESIDE + r")\s*,)?\s*[:,]?\s*(?P<rest>.*?)\s*$", re.IGNORECASE)
#: Both partners content with the doubling as it stands: "A and B are satisfied".
_BOTH = re.compile(r"\s*(?P<first>[neswzayb])\s+(?:and|&)\s+(?P<second>[neswzayb])\s+"
                   r"(?:are\s+|say,?\s+)?(?:satisfied|content)\s*\.?\s*$", re.IGNORECASE)
_ACTS: tuple[tuple[Act, re.Pattern[str]], ...] = tuple(
    (act, re.compile(pattern, re.IGNORECASE))
    for act, pattern in (
        (Act.PASS_MAKE, r"(?:passes|passed|pass)(?: the (?:make|declaration|option))?"
                        r"(?: to (?:his )?partner| to [nsewzayb])?"
                        r"|(?:says,? )?make it,? partner"
                        r"|leaves? it(?: to .*)?|i leave it to you,? partner|passes the make"),
        (Act.REDOUBLE, r"(?:re-?doubles?|re-?double|xx|re-?goes over|goes over again"
                       r"|over again)(?: again)?"),
        (Act.DOUBLE, r"(?:doubles?|double|i double|goes over|go over|over|x)(?: again)?"),
        (Act.SATISFIED, r"(?:is |says,? )?(?:satisfied|content)"),
        (Act.ASK, r"(?:asks,? )?may i (?:lead|play)\??"),
        (Act.CONSENT, r"(?:says,? |answers,? )?(?:yes|play|lead|you may)"),
        (Act.DECLARE, r"(?:declares|declared|makes it|makes|made it|made|names|named|calls|"
                      r"says|declares it)?\s*(?:it\s+)?(?:an?\s+)?(?P<strain>" + _STRAIN_RE
                      + r")"),
    )
)
#: Words before the act that change nothing: "Z deals and passes the make".
_PRELUDE = re.compile(r"(?:who\s+)?(?:deals|dealt|having dealt)\s*,?\s*(?:and\s+)?",
                      re.IGNORECASE)
#: Words after the act that change nothing: "makes it diamonds, having four honours".
_AFTER = re.compile(r"\s*,?\s*(?:having|holding|with)\s+.*$", re.IGNORECASE)
#: The opening lead named beside the make ("and A leads for the first trick"): the
#: play shows it, so the phrase is read and passed over.
_LEADS = re.compile(r"leads(?:\s+(?:for|to)\s+the\s+first\s+trick|\s+first)?", re.IGNORECASE)
# Phrases split at ";", at a "." followed by a seat and a verb (a new sentence), at a
# "," followed by a seat and a verb, and at an "and" followed by a seat and a verb;
# never inside "The dealer, Z, makes it", "Z, the dealer, declares" or "A and B are
# satisfied".
_NOT_BOTH = r"(?![neswzayb]\s+(?:(?:are|say),?\s+)?(?:satisfied|content)\b)"
_VERB_AFTER = r")\b\s*:?\s*[a-z\"“'‘♠♥♦♣])"
_SPLIT = re.compile(r";|\.(?=\s*(?:the\s+)?(?:" + _SEAT_RE + r")\b\s*[:,]?\s*[a-z\"“'‘♠♥♦♣])"
                    r"|,(?=\s*(?:" + _SEAT_RE + _VERB_AFTER
                    + r"|,?\s+and\s+" + _NOT_BOTH + r"(?=(?:the\s+)?(?:" + _SEAT_RE + _VERB_AFTER,
                    re.IGNORECASE)


def _seat(word: str, dealer: Seat | None, beside: str | None = None) -> Seat | None:
    """The seat a phrase names; None for the dealer where none is known, and for a
    word the patterns take for a seat only by ignoring case (a long s). A seat
    letter beside "the dealer" names him ("The dealer, Z, makes it no-trump").

    >>> _seat("dealer", Seat.S, "Z"), _seat("Y", None, "the dealer's partner")
    (Seat.S, Seat.N)
    >>> _seat("dealer's partner", Seat.E), _seat("\u017f", Seat.S)
    (Seat.W, None)
    """
    if beside is not None and len(beside) == 1 and beside.isascii():
        word = beside
    low = word.lower().removeprefix("the").strip()
    if low in ("dealer's partner", "dummy"):
        return dealer.partner if dealer is not None else None
    if low == "dealer":
        return dealer
    try:
        return Seat.parse(low)
    except ValueError:
        return None


def read_declaration(text: str, line: int, col: int, problems: LineProblems,
                     dealer: Seat | None) -> list[Declaration]:
    """Read the make and the doubling.

    >>> p = LineProblems([])
    >>> [(d.seat.name, d.act.name, d.strain and d.strain.name) for d in
    ...  read_declaration("Z passes the make; Y declares hearts; A doubles", 1, 7, p, Seat.S)]
    [('S', 'PASS_MAKE', None), ('N', 'DECLARE', 'HEARTS'), ('W', 'DOUBLE', None)]
    >>> [d.act.name for d in read_declaration("Z: make it, partner. Y: no trump", 1, 1, p, None)]
    ['PASS_MAKE', 'DECLARE']
    """
    acts: list[Declaration] = []
    start = 0
    pieces: list[tuple[int, str]] = []
    for m in _SPLIT.finditer(text):
        pieces.append((start, text[start : m.start()]))
        start = m.end()
    pieces.append((start, text[start:]))
    for offset, piece in pieces:
        if not plain(piece).strip(" ,"):
            continue
        lead = len(piece) - len(piece.lstrip())
        span = Span(line, col + offset + lead, line, col + offset + len(piece.rstrip()))
        act = _phrase(plain(piece), dealer)
        if act is None:
            problems.found.append(_bad_phrase(piece.strip(), span, _meant(plain(piece), dealer)))
            continue
        if isinstance(act, tuple):
            acts.extend(replace(each, span=span) for each in act)
        elif isinstance(act, Declaration):
            acts.append(replace(act, span=span))
    return acts


@lru_cache(maxsize=4096)
def _phrase(piece: str, dealer: Seat | None
            ) -> Declaration | tuple[Declaration, Declaration] | bool | None:
    """The act of one phrase, with no place yet (kept for the next deal: a book words
    most of its makes alike)."""
    both = _BOTH.match(piece)
    if both is not None:
        return _both_satisfied(both.group("first"), both.group("second"), dealer)
    phrase = _PHRASE.match(piece)
    if phrase is None:
        return None
    seat = _seat(phrase.group("seat"), dealer, phrase.group("beside"))
    return _act(phrase.group("rest"), seat, None)


def _both_satisfied(first: str, second: str, dealer: Seat | None
                    ) -> tuple[Declaration, Declaration] | None:
    """"A and B are satisfied": each partner is content, the one with the first right
    first. Said of the adversaries before any double, it is the eldest hand's "may I
    lead?" and his partner's "lead": no double (1897 laws 55, 58; 1904 laws 55, 60;
    1905 laws 52, 57). Two seats not partners are not understood.

    >>> [(d.seat.book_name, d.act.name) for d in _both_satisfied("B", "A", Seat.S)]
    [('A', 'SATISFIED'), ('B', 'SATISFIED')]
    >>> _both_satisfied("A", "Y", Seat.S) is None
    True
    """
    one, other = _seat(first, dealer), _seat(second, dealer)
    if one is None or other is None or one.partner is not other:
        return None
    if dealer is not None and other is dealer.lho:
        one, other = other, one  # the eldest hand has the first right
    return Declaration(one, Act.SATISFIED), Declaration(other, Act.SATISFIED)


def _act(rest: str, seat: Seat | None, span: Span | None) -> Declaration | bool | None:
    """The act a phrase says; True for words that say no act of the make (the opening
    lead named beside it); None when the phrase is not understood."""
    if seat is None:
        return None
    prelude = _PRELUDE.match(rest)
    if prelude is not None:
        rest = rest[prelude.end() :]
    rest = _AFTER.sub("", rest).strip(" .!,")
    if _LEADS.fullmatch(rest):
        return True
    for act, pattern in _ACTS:
        m = pattern.fullmatch(rest)
        if m is not None:
            strain = None
            if act is Act.DECLARE:
                strain = _STRAIN_WORDS.get(m.group("strain").lower())
                if strain is None:
                    return None  # 'ſpades': matched only by ignoring case
            return Declaration(seat, act, strain, span)
    return None


#: The verbs of the make, for a word misspelt by one letter ("declars", "maks it").
MAKE_VERBS = ("declares", "declared", "makes", "passes", "passed", "doubles", "doubled",
              "redoubles", "redoubled", "names", "named", "leaves")


#: The words of the make a misspelt word may be meant for: its verbs and its strains.
_MAKE_WORDS = MAKE_VERBS + tuple(w for w in _STRAIN_WORDS if len(w) > 2 and re.fullmatch(
    r"[a-z]+(?:-[a-z]+)*", w)) + ("trump", "trumps")


def _meant(piece: str, dealer: Seat | None) -> str | None:
    """'did you mean …' for a phrase whose verb or strain is misspelt by one letter,
    when the phrase reads with the word mended.

    >>> _meant("The dealer, Z, maks it hearts", Seat.S)
    "did you mean 'makes'? 'maks' is read as no word of the make"
    >>> _meant("Z makes it no-trunp", Seat.S)
    "did you mean 'no-trump'? 'no-trunp' is read as no word of the make"
    """
    return did_you_mean(piece, _MAKE_WORDS, lambda mended: isinstance(
        _phrase(mended, dealer), (Declaration, tuple)), "the make")


def _bad_phrase(piece: str, span: Span, meant: str | None = None) -> Diagnostic:
    return make("P005", f"make or doubling not understood: {piece!r}", span,
                hint=meant or "write who said what: 'Z declares hearts', 'Z passes the make', "
                     "'A doubles', 'Z redoubles', 'A satisfied'")


# --- claim --------------------------------------------------------------------

_CLAIM = re.compile(
    r"\s*(?:the\s+)?(?P<seat>" + _SEAT_RE + r")\b(?:\s+(?:claims|takes|wins|has))?"
    r"\s*(?:(?P<all>the rest|all|the remaining tricks|the remainder|rest)"
    r"|(?P<n>" + NUMBER + r")(?:\s+(?:more\s+)?tricks?)?(?:\s+of the remaining tricks)?)?"
    r"(?P<during>,?\s*(?:during|in)\s+(?:the\s+|this\s+)?trick|,?\s*in\s+mid-trick)?"
    r"\s*\.?\s*$",
    re.IGNORECASE,
)


def read_claim(text: str, line: int, col: int, problems: LineProblems,
               dealer: Seat | None) -> Claim | None:
    """Read ``Z the rest``, ``Z 3``, ``the dealer takes the remaining tricks``; a
    claim made during a trick, the last trick row cut short by it, ends ``during the
    trick`` (``W 7 during the trick``): that trick is among those claimed.

    >>> p = LineProblems([])
    >>> read_claim("Z the rest", 1, 8, p, None).tricks, read_claim("N 3", 1, 8, p, None).tricks
    (None, 3)
    >>> read_claim("S four", 1, 8, p, None).tricks, read_claim("Z wins ten", 1, 8, p, None).tricks
    (4, 10)
    >>> claim = read_claim("W 7 during the trick", 1, 8, p, None)
    >>> claim.tricks, claim.during, p.found
    (7, True, [])
    """
    span = Span(line, col, line, col + max(len(text), 1))
    m = _CLAIM.match(text)
    if m is None:
        problems.add("P006", f"claim not understood: {text.strip()!r}", line, col,
                     max(len(text), 1), hint=did_you_mean(
                         text, COUNT_WORDS, lambda t: _CLAIM.match(t) is not None, "a claim")
                     or "write 'claim: Z the rest', 'claim: Z 3' or 'claim: Z three'")
        return None
    seat = _seat(m.group("seat"), dealer)
    if seat is None and m.group("seat").lower() != "dealer":
        problems.add("P006", f"claim not understood: {text.strip()!r}", line, col,
                     max(len(text), 1), hint="write 'claim: Z the rest' or 'claim: Z 3'")
        return None
    tricks = number(m.group("n")) if m.group("n") else None
    return Claim(seat, tricks, span, during=m.group("during") is not None)

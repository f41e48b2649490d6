"""Read the books' words: the make and the doubling, the claim, the result.

"Z passes the make; Y declares hearts", "A doubles", "the dealer wins ten
tricks", "loses the odd trick", "two by cards", "little slam".
"""

from __future__ import annotations

import re

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Act, Claim, Declaration, Seat, Side, Span, StatedResult, Strain
from bridgebook.syntax.lines import LineProblems

_STRAIN_WORDS: dict[str, Strain] = {
    "no trump": Strain.NOTRUMP, "no trumps": Strain.NOTRUMP, "no-trump": Strain.NOTRUMP,
    "no-trumps": Strain.NOTRUMP, "notrump": Strain.NOTRUMP, "notrumps": Strain.NOTRUMP,
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
_SEAT_RE = r"north|east|south|west|dealer|[neswzayb]"

_PHRASE = re.compile(r"\s*(?P<seat>" + _SEAT_RE + r")\b\s*[:,]?\s*(?P<rest>.*?)\s*[.!]?\s*$",
                     re.IGNORECASE)
_ACTS: tuple[tuple[Act, re.Pattern[str]], ...] = tuple(
    (act, re.compile(pattern, re.IGNORECASE))
    for act, pattern in (
        (Act.PASS_MAKE, r"(?:passes|passed|pass)(?: the (?:make|declaration|option))?"
                        r"(?: to (?:his )?partner| to [nsewzayb])?"
                        r"|(?:says,? )?[\"“']?make it,? partner[\"”']?"
                        r"|leaves? it(?: to .*)?|i leave it to you,? partner|passes the make"),
        (Act.REDOUBLE, r"(?:re-?doubles?|re-?double|xx|re-?goes over|goes over again"
                       r"|over again)(?: again)?"),
        (Act.DOUBLE, r"(?:doubles?|double|i double|goes over|go over|over|x)(?: again)?"),
        (Act.SATISFIED, r"(?:is |says,? )?[\"“']?(?:satisfied|content)[\"”']?"),
        (Act.ASK, r"(?:asks,? )?[\"“']?may i (?:lead|play)\??[\"”']?"),
        (Act.CONSENT, r"(?:says,? |answers,? )?[\"“']?(?:yes|play|lead|you may)[\"”']?"),
        (Act.DECLARE, r"(?:declares|declared|makes it|makes|made it|made|names|named|calls|"
                      r"says|declares it)?\s*(?:it\s+)?(?P<strain>" + _STRAIN_RE + r")"),
    )
)
# Phrases split at ";" and at a "," or "." that is followed by a seat and a verb.
_SPLIT = re.compile(r";|[,.](?=\s*(?:" + _SEAT_RE + r")\b\s*[:,]?\s*[a-z\"“'♠♥♦♣])",
                    re.IGNORECASE)


def _seat(word: str, dealer: Seat | None) -> Seat | None:
    """The seat a phrase names; None for the dealer where none is known, and for a
    word the patterns take for a seat only by ignoring case (a long s)."""
    low = word.lower()
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
        if not piece.strip(" .,"):
            continue
        lead = len(piece) - len(piece.lstrip())
        span = Span(line, col + offset + lead, line, col + offset + len(piece.rstrip()))
        phrase = _PHRASE.match(piece)
        act = None
        if phrase is not None:
            seat = _seat(phrase.group("seat"), dealer)
            rest = phrase.group("rest")
            act = _act(rest, seat, span)
        if act is None:
            problems.found.append(_bad_phrase(piece.strip(), span))
            continue
        acts.append(act)
    return acts


def _act(rest: str, seat: Seat | None, span: Span) -> Declaration | None:
    if seat is None:
        return None
    for act, pattern in _ACTS:
        m = pattern.fullmatch(rest.strip(" .!"))
        if m is not None:
            strain = None
            if act is Act.DECLARE:
                strain = _STRAIN_WORDS.get(m.group("strain").lower())
                if strain is None:
                    return None  # 'ſpades': matched only by ignoring case
            return Declaration(seat, act, strain, span)
    return None


def _bad_phrase(piece: str, span: Span) -> Diagnostic:
    return make("P005", f"make or doubling not understood: {piece!r}", span,
                hint="write who said what: 'Z declares hearts', 'Z passes the make', "
                     "'A doubles', 'Z redoubles', 'A satisfied'")


# --- claim --------------------------------------------------------------------

_CLAIM = re.compile(
    r"\s*(?:the\s+)?(?P<seat>" + _SEAT_RE + r")\b(?:\s+(?:claims|takes|wins|has))?"
    r"\s*(?:(?P<all>the rest|all|the remaining tricks|the remainder|rest)"
    r"|(?P<n>\d+)(?:\s+(?:more\s+)?tricks?)?(?:\s+of the remaining tricks)?)?\s*\.?\s*$",
    re.IGNORECASE,
)


def read_claim(text: str, line: int, col: int, problems: LineProblems,
               dealer: Seat | None) -> Claim | None:
    """Read ``Z the rest``, ``Z 3``, ``the dealer takes the remaining tricks``.

    >>> p = LineProblems([])
    >>> read_claim("Z the rest", 1, 8, p, None).tricks, read_claim("N 3", 1, 8, p, None).tricks
    (None, 3)
    """
    span = Span(line, col, line, col + max(len(text), 1))
    m = _CLAIM.match(text)
    if m is None:
        problems.add("P006", f"claim not understood: {text.strip()!r}", line, col,
                     max(len(text), 1), hint="write 'claim: Z the rest' or 'claim: Z 3'")
        return None
    seat = _seat(m.group("seat"), dealer)
    if seat is None and m.group("seat").lower() != "dealer":
        problems.add("P006", f"claim not understood: {text.strip()!r}", line, col,
                     max(len(text), 1), hint="write 'claim: Z the rest' or 'claim: Z 3'")
        return None
    tricks = int(m.group("n")) if m.group("n") else None
    return Claim(seat, tricks, span)


# --- result -------------------------------------------------------------------

_NUMBERS = {w: i for i, w in enumerate((
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen"))}
_NUMBER_RE = r"\d+|" + "|".join(_NUMBERS)
_SIDE_RE = (r"(?P<side>the dealer|dealer|the declarer|declarer|the declaring side|n-?s|e-?w|"
            r"(?:the )?adversaries|"
            r"north[- ]south|east[- ]west|[nsewzayb](?:\s*(?:,|and|&|-)?\s*[nsewzayb])?)")
_RELATIVE = re.compile(
    r"\s*(?:(?P<eq>=|made|makes|making|just made)(?:\s*(?P<made>\d+))?"
    r"|(?P<plus>\+\s*\d+)|(?P<minus>[-−–]\s*\d+)|down\s+(?P<down>\d+)"
    r"|(?P<over>\d+)\s+overtricks?)\s*$",
    re.IGNORECASE,
)
_WORDS = re.compile(
    r"\s*(?:" + _SIDE_RE + r"\s+)?(?:(?P<verb>wins?|win|won|makes?|made|takes?|took|scores?|"
    r"loses?|lost)\s+)?(?:(?:all\s+)?(?P<num>" + _NUMBER_RE + r")\s+tricks?"
    r"|(?P<bycards>" + _NUMBER_RE + r")\s+by\s+cards?|(?P<odd>the\s+)?odd\s+trick"
    r"|(?P<slam>little slam|small slam|grand slam|slam))\s*\.?\s*$",
    re.IGNORECASE,
)
_SHORT = re.compile(r"\s*(?:" + _SIDE_RE + r"[:\s]\s*)?(?P<num>\d+)\s*(?:tricks?)?\s*$",
                    re.IGNORECASE)


def _side(text: str | None) -> Side | None:
    if not text:
        return None
    low = text.lower()
    if "dealer" in low or "declar" in low:
        return None
    letters = [c for c in low if c in "nsewzayb"]
    if low.startswith("north") or low.startswith("south"):
        return Side.NS
    if low.startswith("east") or low.startswith("west"):
        return Side.EW
    return Seat.parse(letters[0]).side if letters else None


def _number(text: str) -> int:
    return int(text) if text.isdecimal() else _NUMBERS[text.lower()]


def read_result(text: str, line: int, col: int, problems: LineProblems) -> StatedResult | None:
    """Read a stated result; each ``;`` part must agree with the others.

    >>> p = LineProblems([])
    >>> r = read_result("the dealer wins ten tricks", 1, 9, p); (r.side, r.tricks)
    (None, 10)
    >>> read_result("A B two by cards", 1, 9, p).tricks
    8
    >>> read_result("loses the odd trick", 1, 1, p).tricks
    6
    >>> read_result("the dealer loses two by cards", 1, 1, p).tricks  # 13 - (6 + 2)
    5
    >>> read_result("-2", 1, 9, p).relative, read_result("NS 9", 1, 9, p).side
    (-2, Side.NS)
    >>> r = read_result("the adversaries win the odd trick", 1, 9, p); (r.side, r.tricks)
    (None, 6)
    """
    span = Span(line, col, line, col + max(len(text.rstrip()), 1))
    found: StatedResult | None = None
    for part in text.split(";"):
        if not part.strip(" ."):
            continue
        result = _read_part(part, text, span)
        if result is None:
            problems.add("P006", f"result not understood: {part.strip()!r}", line,
                         col + text.find(part.strip()), len(part.strip()),
                         hint="say the tricks: 'the dealer wins ten tricks', 'Y Z 8', "
                              "'two by cards', '=', '+1', 'down 2'")
            return None
        if found is None or (found.tricks is None and found.relative is None):
            found = result
        elif result.tricks is not None and found.tricks is not None and not _agree(
                found, result):
            problems.add("P006", f"the result contradicts itself: {text.strip()!r}", line, col,
                         len(text.strip()))
            return None
    return found


def _agree(first: StatedResult, second: StatedResult) -> bool:
    """Two parts of a result agree: the same tricks for the same side, or, when they
    speak of different sides ("the dealer wins six; A B win the odd trick"), the
    tricks of the two add up to thirteen.

    >>> _agree(StatedResult("", tricks=6), StatedResult("", side=Side.EW, tricks=7))
    True
    """
    if first.tricks is None or second.tricks is None:
        return True
    if first.side == second.side:
        return first.tricks == second.tricks
    if first.side is None or second.side is None:
        return first.tricks in (second.tricks, 13 - second.tricks)
    return first.tricks == 13 - second.tricks


def _read_part(part: str, text: str, span: Span) -> StatedResult | None:
    whole = text.strip()
    rel = _RELATIVE.match(part)
    if rel is not None:
        if rel.group("plus"):
            return StatedResult(whole, relative=int(rel.group("plus").replace(" ", "")),
                                span=span)
        if rel.group("minus"):
            digits = re.sub(r"\D", "", rel.group("minus"))
            return StatedResult(whole, relative=-int(digits), span=span)
        if rel.group("down"):
            return StatedResult(whole, relative=-int(rel.group("down")), span=span)
        if rel.group("over"):
            return StatedResult(whole, relative=int(rel.group("over")), span=span)
        if rel.group("made"):
            return StatedResult(whole, tricks=int(rel.group("made")), span=span)
        return StatedResult(whole, relative=0, span=span)
    short = _SHORT.match(part)
    if short is not None:
        return StatedResult(whole, side=_side(short.group("side")),
                            tricks=int(short.group("num")), span=span)
    words = _WORDS.match(part)
    if words is None:
        return None
    # The adversaries are the side that did not make the trump: their tricks are
    # read as the declaring side's thirteen less.
    adversaries = (words.group("side") or "").lower().endswith("adversaries")
    side = None if adversaries else _side(words.group("side"))
    loses = (words.group("verb") or "").lower().startswith(("lose", "lost"))
    if words.group("num"):
        tricks = _number(words.group("num"))
        tricks = 13 - tricks if loses else tricks
    elif words.group("bycards"):
        by = _number(words.group("bycards"))
        tricks = 13 - (6 + by) if loses else 6 + by  # the other side wins 6 + by
    elif words.group("slam"):
        tricks = 13 if words.group("slam").lower() in ("grand slam", "slam") else 12
    else:  # the odd trick
        tricks = 6 if loses else 7
    return StatedResult(whole, side=side, tricks=13 - tricks if adversaries else tricks,
                        span=span)

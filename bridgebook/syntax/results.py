"""Read a stated result in the books' words, or short.

The books' result is one sentence about a side, built from a few parts:

    [who] [wins | loses | makes | takes …] what [and the game | and the rubber]

*who* is the dealer (his side made the trump), the dealer's partner, the
adversaries, or seat letters (``Y Z``, ``A and B``, ``north-south``); *what* is a
count of tricks in one of the books' two styles, total tricks ("ten tricks") or
tricks over the book of six ("two odd tricks", "the odd trick", "three by
cards"), or a slam ("a small slam", "a little slam", "a grand slam"). A count is
in words or figures. Short forms stand beside it: ``10``, ``NS 9``, ``A B 7``,
``declarer makes 10``, and against a contract ``=``, ``+1``, ``-2``, ``down 2``
(``down two``). A seat is a letter or its name (``south wins ten tricks``: its side).
"""

from __future__ import annotations

import re
from functools import lru_cache

from bridgebook.model import Seat, Side, Span, StatedResult
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.words import (
    COUNT_WORDS,
    NUMBER,
    did_you_mean,
    number,
    plain,
)

_SEATS = (r"(?:north[- ]south|east[- ]west|n-?s|e-?w|north|south|east|west"
          r"|[nsewzayb](?:\s*(?:,|and|&|-)?\s*[nsewzayb])?)")
_DEALER = (r"(?:the\s+)?(?:dealer\s+and\s+(?:his\s+)?partner|dealer's\s+(?:side|partner)"
           r"|dealer|declarer|declaring\s+side|dummy)")
_ADVERSARIES = (r"(?:the\s+)?(?:dealer's\s+)?(?:adversaries|opponents|defenders"
                r"|defending\s+side)")
#: Who the sentence is about, with a name beside it: "the dealer, Z,".
_WHO = (r"(?P<who>" + _DEALER + "|" + _ADVERSARIES + "|" + _SEATS + r")"
        r"(?:\s*,\s*(?:" + _DEALER + "|" + _ADVERSARIES + "|" + _SEATS + r")\s*,?)?")
_VERB = (r"(?:(?:thus|so|therefore|only|just)\s+)?(?P<verb>wins?|won|winning|makes?|made"
         r"|making|takes?|took|taking|scores?|scored|gets?|got|loses?|lost|losing)")
_WHAT = (
    r"(?:(?P<every>all\s+(?:the\s+)?(?:thirteen\s+)?tricks|every\s+trick)"
    r"|(?:all\s+)?(?P<total>" + NUMBER + r"|no)\s+tricks?"
    r"|(?P<odd>" + NUMBER + r"|the|an|a)\s+odd(?:\s+tricks?)?|(?P<bare_odd>odd\s+trick)"
    r"|(?P<by>" + NUMBER + r"|the|a)[\s-]+by[\s-]+cards?"
    r"|(?:an?\s+)?(?P<slam>(?:little|small|grand)\s+)?slam)"
)
_GAME = r"(?:the\s+)?(?:game|rubber)"
_TAIL = (r"(?:\s*,?\s*(?:(?:and|making|winning|so\s+winning|thus\s+winning|with)\s+)?"
         + _GAME + r"(?:\s+and\s+" + _GAME + r")?)?")
_BARE = re.compile(r"(?:" + _VERB + r"\s+)?" + _WHAT + _TAIL, re.IGNORECASE)
_SAID = re.compile(_WHO + r"\s*:?\s*(?:" + _VERB + r"\s+)?" + _WHAT + _TAIL, re.IGNORECASE)

_RELATIVE = re.compile(
    r"\s*(?:(?P<eq>=|made|makes|making|just made)(?:\s*(?P<made>\d+))?"
    r"|(?P<plus>\+\s*\d+)|(?P<minus>[-−–]\s*\d+)|down\s+(?P<down>" + NUMBER + r")"
    r"|(?P<over>\d+)\s+overtricks?)\s*$",
    re.IGNORECASE,
)
_SHORT = re.compile(r"\s*(?:(?P<who>" + _DEALER + "|" + _SEATS + r")[:\s]\s*)?"
                    r"(?:(?P<said>wins?|won|makes?|made|takes?|took)\s+)?(?P<num>\d+)"
                    r"\s*(?:tricks?)?\s*$", re.IGNORECASE)
#: The start of the message of a result not read (P006).
NOT_READ = "result not understood"
_HINT = ("say the tricks: 'the dealer wins ten tricks', 'the dealer wins two odd tricks', "
         "'the adversaries win the odd trick', 'Y Z 8', 'a little slam', '=', '+1', 'down 2'")


def read_result(text: str, line: int, col: int, problems: LineProblems) -> StatedResult | None:
    """Read a stated result; each ``;`` part must agree with the others.

    >>> p = LineProblems([])
    >>> r = read_result("the dealer wins ten tricks", 1, 9, p); (r.side, r.tricks)
    (None, 10)
    >>> read_result("The dealer wins two odd tricks.", 1, 9, p).tricks
    8
    >>> read_result("A B two by cards", 1, 9, p).tricks
    8
    >>> read_result("loses the odd trick", 1, 1, p).tricks
    6
    >>> read_result("The dealer loses three by-cards and the rubber.", 1, 1, p).tricks
    4
    >>> [read_result(s, 1, 1, p).tricks for s in ("The dealer makes a small slam.",
    ...  "makes a little slam", "makes a grand slam", "Y and Z win twelve tricks")]
    [12, 12, 13, 12]
    >>> read_result("-2", 1, 9, p).relative, read_result("NS 9", 1, 9, p).side
    (-2, Side.NS)
    >>> r = read_result("south wins ten tricks", 1, 9, p); (r.side, r.tricks)
    (Side.NS, 10)
    >>> r = read_result("declarer makes 10", 1, 9, p); (r.side, r.tricks)
    (None, 10)
    >>> read_result("declarer makes 4", 1, 9, LineProblems([])) is None  # level or tricks?
    True
    >>> read_result("makes 4", 1, 9, LineProblems([])) is None, read_result(
    ...     "makes 10", 1, 9, p).tricks
    (True, 10)
    >>> r = read_result("NS win 0 tricks", 1, 9, p); (r.side, r.tricks)
    (Side.NS, 0)
    >>> read_result("down one", 1, 9, p).relative
    -1
    >>> r = read_result("the adversaries win the odd trick", 1, 9, p); (r.side, r.tricks)
    (None, 6)
    >>> p.found
    []
    >>> _ = read_result("the dealer wins ten tricks; three by cards", 1, 9, p)
    >>> p.found[0].hint.split(": ")[0]
    "'the dealer wins ten tricks' counts 10 tricks and 'three by cards' 9"
    """
    span = Span(line, col, line, col + max(len(text.rstrip()), 1))
    found: StatedResult | None = None
    said = ""  # the part ``found`` was read from
    for part in text.split(";"):
        if not plain(part):
            continue
        result = _read_part(plain(part), text.strip(), span)
        if result is None:
            problems.add("P006", f"{NOT_READ}: {part.strip()!r}", line,
                         col + text.find(part.strip()), len(part.strip()),
                         hint=(result_meant(part) or _level_meant(part)
                               or _equals_meant(part) or _HINT))
            return None
        if found is None or (found.tricks is None and found.relative is None):
            found, said = result, part.strip()
        elif result.tricks is not None and found.tricks is not None and not _agree(
                found, result):
            other = " (the other side's)" if found.side != result.side else ""
            problems.add("P006", f"the result contradicts itself: {text.strip()!r}", line, col,
                         len(text.strip()),
                         hint=f"{said!r} counts {found.tricks} tricks and {part.strip()!r} "
                              f"{result.tricks}{other}: mend the one that is wrong")
            return None
    return found


#: The verbs of a result, for a word misspelt by one letter ("wims").
RESULT_VERBS = ("wins", "win", "loses", "lose", "makes", "make", "takes", "take")


#: The other words of a result a misspelt word may be meant for ("tirck").
_RESULT_NOUNS = ("trick", "tricks", "odd", "cards", "slam", "little", "small", "grand")


def result_meant(part: str) -> str | None:
    """'did you mean …' for a result one or two words of which (its verb, its count,
    its nouns) are misspelt by one letter each, when the result reads with them mended.

    >>> result_meant("The dealer wims the odd trick.")
    "did you mean 'wins'? 'wims' is read as no word of a result"
    >>> result_meant("The dealer wims the odd tirck.")
    "did you mean 'wins' and 'trick'? 'wims' and 'tirck' are read as no words of a result"
    >>> result_meant("The dealer will lead the odd trick.") is None
    True
    """
    words = (*RESULT_VERBS, *COUNT_WORDS, *_RESULT_NOUNS)

    def reads(mended: str) -> bool:
        return _reading(plain(mended)) is not None
    return did_you_mean(part, words, reads, "a result", two=True)


def _level_meant(part: str) -> str | None:
    """The hint of "makes 4", which may be the contract's level or four tricks.

    >>> _level_meant("declarer makes 4").split(":")[0]
    "'makes 4' may be the contract's level or 4 tricks"
    >>> _level_meant("just made 2").split(":")[0]
    "'just made 2' may be the contract's level or 2 tricks"
    """
    short = _SHORT.match(plain(part))
    if short is not None and short.group("said"):
        said, num = short.group("said").lower(), int(short.group("num"))
    else:
        rel = _RELATIVE.match(plain(part))
        if rel is None or rel.group("made") is None or rel.group("eq") == "=":
            return None
        said, num = rel.group("eq").lower(), int(rel.group("made"))
    return (f"'{said} {num}' may be the contract's level or {num} tricks: write the tricks "
            f"('{said} {num + 6}'), or '=' for the contract made")


def _equals_meant(part: str) -> str | None:
    """The hint of "= 4": '=' is the contract made, and takes no number; the number
    may be the level, the tricks or the tricks over the contract, and is not guessed.

    >>> _equals_meant("= 4").split(":")[0]
    "'=' takes no number"
    >>> _equals_meant("=") is None, _equals_meant("made 10") is None
    (True, True)
    """
    rel = _RELATIVE.match(plain(part))
    if rel is None or rel.group("eq") != "=" or rel.group("made") is None:
        return None
    return ("'=' takes no number: write '=' alone for the contract made, '+1' or "
            "'down 2' against it, or the tricks: '10', 'declarer makes 10'")


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


def _side(text: str | None) -> Side | None:
    """The side seat letters name; None for the dealer's side (the declaring side)."""
    if not text:
        return None
    low = text.lower()
    if re.search(r"dealer|declar|dummy", low):
        return None
    if low.startswith(("north", "south")):
        return Side.NS
    if low.startswith(("east", "west")):
        return Side.EW
    letters = [c for c in low if c in "nsewzayb"]
    return Seat.parse(letters[0]).side if letters else None


def _read_part(part: str, whole: str, span: Span) -> StatedResult | None:
    read = _reading(part)
    if read is None:
        return None
    side, tricks, relative = read
    return StatedResult(whole, side=side, tricks=tricks, relative=relative, span=span)


@lru_cache(maxsize=4096)
def _reading(part: str) -> tuple[Side | None, int | None, int | None] | None:
    """(side, tricks, relative) of one part of a result; None when not understood.
    Kept for the next deal: a book words most of its results alike."""
    # "makes 4", "declarer makes 4": the contract's level or four tricks? Not guessed,
    # with a seat or without; the words below read it only with "tricks" after it
    # ("wins 0 tricks", "makes 4 tricks"). From 7 on it can only be tricks. "=" with a
    # number ("= 4") is no form of a result: the level, the tricks or the overtricks?
    rel = _RELATIVE.match(part)
    if rel is not None:
        made = rel.group("made")
        if made is not None and (rel.group("eq") == "=" or int(made) < 7):
            return None  # "= 4", "= 10": '=' takes no number (not a documented form)
        return _relative(rel)
    short = _SHORT.match(part)
    if short is not None and not (short.group("said") and int(short.group("num")) < 7):
        return _side(short.group("who")), int(short.group("num")), None
    words = _BARE.fullmatch(part) or _SAID.fullmatch(part)
    if words is None:
        return None
    who = words.groupdict().get("who") or ""
    # The adversaries are the side that did not make the trump: their tricks are
    # read as the declaring side's thirteen less.
    adversaries = re.search(r"adversaries|opponents|defend", who, re.IGNORECASE) is not None
    side = None if adversaries else _side(who)
    loses = (words.group("verb") or "").lower().startswith(("lose", "lost"))
    won = _tricks(words)
    if loses:
        won = 13 - won  # the other side's tricks, counted the same way
    return side, 13 - won if adversaries else won, None


def _tricks(words: re.Match[str]) -> int:
    """The tricks the words count for the side that wins them."""
    if words.group("every"):
        return 13
    if words.group("total"):
        said = words.group("total").lower()
        return 0 if said == "no" else number(said)
    if words.group("odd") or words.group("bare_odd"):
        said = (words.group("odd") or "the").lower()
        return 6 + (1 if said in ("the", "an", "a") else number(said))
    if words.group("by"):
        said = words.group("by").lower()
        return 6 + (1 if said in ("the", "a") else number(said))
    return 13 if (words.group("slam") or "grand").strip().lower() == "grand" else 12


def _relative(rel: re.Match[str]) -> tuple[None, int | None, int | None]:
    if rel.group("plus"):
        return None, None, int(rel.group("plus").replace(" ", ""))
    if rel.group("minus"):
        return None, None, -int(re.sub(r"\D", "", rel.group("minus")))
    if rel.group("down"):
        return None, None, -number(rel.group("down"))
    if rel.group("over"):
        return None, None, int(rel.group("over"))
    if rel.group("made"):
        return None, int(rel.group("made")), None
    return None, None, 0

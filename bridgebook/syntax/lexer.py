"""Split a hand record into line tokens for the grammar.

Each non-blank line becomes one token (see ``grammars/hand.lark`` for the list).
What a line is depends a little on where it stands: after ``play:`` a row of
cards is a trick, after ``auction:`` a row of calls, after a seat a suit row
belongs to that seat. A line that is nothing at all is reported here (P001).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from lark import Token
from lark.lexer import Lexer

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Span
from bridgebook.syntax.keyline import DEAL_LINE as _DEAL
from bridgebook.syntax.keyline import (
    KEY,
    META_KEYS,
    SEAT,
    SECTION_KEYS,
    SUIT_START,
    colon_hint,
    seat_led,
)
from bridgebook.syntax.limits import MAX_LINE

#: The keys a mistyped key may be taken for (one edit away, see :func:`known_key`):
#: every section key, and the metadata keys of five letters or more (a shorter one,
#: such as ``game``, is one edit from too many words: ``name``).
_NEAR_KEYS = tuple(sorted(set(SECTION_KEYS) | {k for k in META_KEYS if len(k) >= 5}))

_SEAT_WORD = re.compile(SEAT + r"$", re.IGNORECASE)
_SUIT_WORDS = frozenset({"spade", "spades", "heart", "hearts", "diamond", "diamonds",
                         "club", "clubs"})
_NUMBERED = re.compile(r"\d+\s*[.):]?\s")


def seat_words(text: str) -> list[str] | None:
    """The words of ``text`` if every one names a seat, else None. (A seat is
    written in ASCII: ignoring case, the pattern alone would take a long s for S.)

    >>> seat_words("A Y B Z"), seat_words("A Y B \u017f")
    (['A', 'Y', 'B', 'Z'], None)
    """
    words = text.replace(",", " ").split()
    if words and all(w.isascii() and _SEAT_WORD.match(w) for w in words):
        return words
    return None


def one_edit(typed: str, known: str) -> bool:
    """Whether ``typed`` is ``known`` with one letter changed, added, dropped, or two
    neighbours swapped.

    >>> one_edit("auciton", "auction"), one_edit("paly", "play"), one_edit("dealr", "dealer")
    (True, True, True)
    >>> one_edit("play", "play"), one_edit("tempo", "title")
    (False, False)
    """
    if typed == known or abs(len(typed) - len(known)) > 1:
        return False
    if len(typed) == len(known):
        diff = [i for i, (a, b) in enumerate(zip(typed, known, strict=True)) if a != b]
        return len(diff) == 1 or (len(diff) == 2 and diff[1] == diff[0] + 1
                                  and typed[diff[0]] == known[diff[1]]
                                  and typed[diff[1]] == known[diff[0]])
    short, long = sorted((typed, known), key=len)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def known_key(word: str) -> str | None:
    """The keyword a line's key stands for: itself when known, else the one keyword
    it is a single edit away from (None when none is, or more than one).

    >>> known_key("auciton"), known_key("Reslut"), known_key("tempo"), known_key("title")
    ('auction', 'result', None, 'title')
    >>> known_key("ply"), known_key("vul"), known_key("gam")
    ('play', 'vul', None)
    """
    low = word.lower()
    if low in SECTION_KEYS or low in META_KEYS:
        return low
    if len(low) < 3:
        return None
    near = [key for key in _NEAR_KEYS if one_edit(low, key) and (
        len(low) >= 4 or key in SECTION_KEYS)]
    return near[0] if len(near) == 1 else None


def _token(kind: str, text: str, line: int, col: int) -> Token:
    return Token(kind, text, start_pos=0, line=line, column=col, end_line=line,
                 end_column=col + len(text), end_pos=len(text))


def is_deal_line(raw: str) -> bool:
    """Whether a line starts a deal (``deal 3: The squeeze``).

    >>> is_deal_line("deal 3: The squeeze"), is_deal_line("dealer: N")
    (True, False)
    """
    text = raw.strip()
    return bool(text) and text[0] in "dD" and _DEAL.match(text) is not None and len(
        raw) <= MAX_LINE


def tokenize(source: str, problems: list[Diagnostic],
             numbered: Iterable[tuple[int, str]] | None = None,
             comments: list[tuple[Span, str]] | None = None) -> list[Token]:
    """The line tokens of ``source``; unreadable lines go to ``problems``, the ``#``
    lines (which the grammar never sees) to ``comments``, each with its place.

    >>> [t.type for t in tokenize("deal 1\\nZ: H—K, 4\\n♠ A K\\nplay:\\n1. A: SA S2 S3 S4\\n", [])]
    ['DEAL', 'SEAT_LINE', 'SUIT_ROW', 'PLAY', 'TRICK_ROW']
    """
    tokens: list[Token] = []
    state = "top"
    lines = enumerate(source.splitlines(), start=1) if numbered is None else numbered
    table: int | None = None  # where a row of seats outside a play stands (its table?)
    for number, raw in lines:
        if len(raw) > MAX_LINE:
            problems.append(make("P011", f"line of {len(raw)} characters is too long to be "
                                 "part of a hand record", Span.point(number, 1),
                                 hint=f"lines are read up to {MAX_LINE} characters"))
            continue
        text = raw.strip()
        if not text:
            continue
        col = raw.find(text[0]) + 1
        if text[0] == "#":
            if comments is not None:
                comments.append((Span(number, col, number, col + len(text)), text))
            continue
        kind = _classify(text, state)
        bare = _BARE_KEY.fullmatch(text) if kind is None else None
        if bare is not None and known_key(bare.group(1)) in SECTION_KEYS:
            # "Play" or "auction;" on a line of its own: the keyword, its colon lost.
            meant = known_key(bare.group(1))
            kind = SECTION_KEYS[meant or ""]
            what = ("lacks its colon" if meant == bare.group(1).lower()
                    else "is not a keyword")
            problems.append(make("P031", f"{text!r} {what}", Span(
                number, col, number, col + len(text)), hint=f"did you mean `{meant}:`?"))
        if kind in ("TRICK_ROW", None) and state not in ("play", "auction") and (
                table is not None or (kind == "TRICK_ROW" and _holds_cards(text))):
            # Tricks with no 'play:' above them: one message, and the rows read as a play.
            kind = _classify(text, "play")
            at = table if table is not None else len(tokens)
            start = tokens[at] if table is not None else _token("TRICK_ROW", text, number, col)
            problems.append(_no_play(start))
            tokens.insert(at, _token("PLAY", "play:", start.line or number, start.column or col))
            state = "play"
        table = None
        if kind is None:
            problems.append(make("P001", f"line not understood: {_quote(text)}",
                                 Span(number, col, number, col + len(text)),
                                 hint=_hint_for(text, state)))
            continue
        if kind == "NOTE" and state == "play":
            kind = "TRICK_NOTE"
        token = _token(kind, raw.rstrip()[col - 1 :], number, col)
        if kind == "SEATS_ROW" and state not in ("play", "auction"):
            table = len(tokens)
        key = KEY.match(text)
        if key is not None and kind in _KEYED:
            typed = key.group(1)
            meant = known_key(typed)
            if meant is not None and meant != typed.lower():
                problems.append(make("P031", f"{typed + ':'!r} is not a keyword", Span(
                    number, col, number, col + len(typed)), hint=f"did you mean `{meant}:`?"))
        tokens.append(token)
        state = _next_state(kind, state)
    return tokens


_CARD = re.compile(r"[_\[*]?(?:(?:[♠♥♦♣♤♡♢♧SHDC]|\[[SHDC]\])(?:10|[AKQJT2-9])"
                   r"|(?:10|[AKQJT2-9])(?:[♠♥♦♣♤♡♢♧SHDC]|\[[SHDC]\]))[_\]]?", re.IGNORECASE)


def _holds_cards(text: str) -> bool:
    """Whether a numbered row holds cards (three or more), as a trick does: not a
    hand whose seat was read as a number ("2: H—K, 4; D—Q").

    >>> _holds_cards("1. A: K♠ 2♠ 5♠ 7♠"), _holds_cards("2: H—K, 4; D—Q, 6, 2")
    (True, False)
    """
    return sum(1 for word in text.split() if _CARD.fullmatch(word)) >= 3


#: A line of one word (a keyword whose colon was lost, or mistyped).
_BARE_KEY = re.compile(r"([A-Za-z][A-Za-z\-]*)\s*[.;,]?")

#: The kinds of line a key starts.
_KEYED = frozenset({"META", "MAKE", "AUCTION", "PLAY", "CLAIM", "RESULT"})


def _no_play(start: Token) -> Diagnostic:
    line, col = start.line or 1, start.column or 1
    return make("P032", "these rows are tricks, but no 'play:' line stands above them",
                Span(line, col, line, col + len(start)),
                hint=f"add a line 'play:' above line {line}; the rows are read as the play")


def _quote(text: str) -> str:
    return repr(text if len(text) <= 60 else text[:57] + "...")


def _next_state(kind: str, state: str) -> str:
    if kind in ("PLAY", "TRICK_ROW", "TRICK_NOTE") or (kind == "SEATS_ROW" and state == "play"):
        return "play"
    if kind in ("AUCTION", "CALLS_ROW") or (kind == "SEATS_ROW" and state == "auction"):
        return "auction"
    if kind in ("SEAT_LINE", "SUIT_ROW"):
        return "hand"
    if kind in ("PAIR_HEAD", "PAIR_ROW"):
        return "pair"
    return "top"


def _classify(text: str, state: str) -> str | None:
    first = text[0]
    if first == ">":
        return "NOTE"
    if first in "dD" and _DEAL.match(text):
        return "DEAL"
    key = KEY.match(text)
    if key is not None:
        word = known_key(key.group(1)) or key.group(1).lower()
        if word in SECTION_KEYS:
            return SECTION_KEYS[word]
        if word in META_KEYS:
            return "META"
        if not _SEAT_WORD.match(word) and word not in _SUIT_WORDS:
            return "META"  # an unknown key: read, then reported (P007)
    if state in ("play", "auction") and first.isalpha() and (
            _colon_left_out(text, state) or _bare_section_key(text)):
        # "result =", "claim Z the rest" below the rows: a keyword's line whose colon
        # was lost, not a row of calls or cards (P001, with the line as meant); "play"
        # on a line of its own, the keyword (P031, read as the keyword).
        return None
    if state == "play":
        if first.isdecimal():  # a numbered trick (a number is never a seat)
            return "TRICK_ROW"
        return "SEATS_ROW" if _is_seats_row(text) else "TRICK_ROW"
    if state == "auction":
        return "SEATS_ROW" if _is_seats_row(text) else "CALLS_ROW"
    seats = seat_words(text.rstrip(":."))
    if seats is not None:
        return {1: "SEAT_LINE", 2: "PAIR_HEAD", 4: "SEATS_ROW"}.get(len(seats))
    led = seat_led(text)
    if led is not None:
        return "SEAT_LINE" if led[0] == "hand" else _suit_row(state)
    if SUIT_START.match(text):
        return _suit_row(state)
    if _NUMBERED.match(text):
        return "TRICK_ROW"  # a trick before any play: line; the grammar reports it
    return None


def _suit_row(state: str) -> str:
    return {"hand": "SUIT_ROW", "pair": "PAIR_ROW"}.get(state, "LONE_ROW")


def _is_seats_row(text: str) -> bool:
    seats = seat_words(text.removeprefix("play:").removeprefix("auction:"))
    return seats is not None and len(seats) in (2, 3, 4)


#: A keyword and its value with no colon between: ``contract 3NT by E``.
_SPACED_KEY = re.compile(r"([A-Za-z][A-Za-z\-]*)\s+(\S.*)")


def _colon_left_out(text: str, state: str) -> bool:
    """Whether ``text`` is a keyword (as spelt) and its value with the colon left out,
    which reads as a keyed line with the colon put back.

    >>> [_colon_left_out(t, "auction") for t in ("result =", "contract 3NT by E",
    ...                                          "pass pass", "play A Y B Z")]
    [True, True, False, True]
    >>> _colon_left_out("claim Z the rest", "play"), _colon_left_out("CK CQ C2 CA", "play")
    (True, False)
    """
    mended = _colon_put_back(text)
    return mended is not None and _classify(mended, state) in _KEYED


def _colon_put_back(text: str) -> str | None:
    """``text`` as it reads with the colon put back after its first word, where that
    word is a keyword as spelt and a value follows; None where it is not. A keyword
    as spelt: no search for one a letter away (:func:`known_key`), which a row of
    calls or cards (``pass pass``, ``CK CQ C2 CA``) would run for nothing.

    >>> _colon_put_back("contract 3NT by E"), _colon_put_back("contrat 3NT by E")
    ('contract: 3NT by E', None)
    """
    spaced = _SPACED_KEY.fullmatch(text)
    if spaced is None:
        return None
    word = spaced.group(1).lower()
    if word not in SECTION_KEYS and word not in META_KEYS:
        return None
    return f"{spaced.group(1)}: {spaced.group(2)}"


def _bare_section_key(text: str) -> bool:
    """Whether ``text`` is a section's keyword, as spelt, alone with its colon lost.

    >>> _bare_section_key("play"), _bare_section_key("Result."), _bare_section_key("pass")
    (True, True, False)
    """
    bare = _BARE_KEY.fullmatch(text)
    return bare is not None and bare.group(1).lower() in SECTION_KEYS


def _hint_for(text: str, state: str) -> str:
    """The hint of a line not understood: a keyword's line with its colon left out
    (``contract 3NT by E``) is named as it reads with the colon.

    >>> _hint_for("contract 3NT by E", "top")
    "did you mean 'contract: 3NT by E'? a key is followed by ':'"
    """
    mended = _colon_put_back(text)
    if mended is not None and _classify(mended, state) is not None:
        return colon_hint(mended)
    if state == "top":
        return ("a line is a deal heading, 'key: value', a hand ('Z: H—K, 4; …'), a suit row "
                "('♠ K Q 2'), 'make:', 'auction:', 'play:', 'claim:', 'result:' or '> comment'")
    return "expected a row of the table above"


class LineLexer(Lexer):
    """Hands Lark the tokens made by :func:`tokenize` (passed in as the input)."""

    __future_interface__ = 0

    def __init__(self, lexer_conf: Any) -> None:
        pass

    def lex(self, tokens: list[Token], *_: Any) -> Iterator[Token]:  # type: ignore[override]
        return iter(tokens)

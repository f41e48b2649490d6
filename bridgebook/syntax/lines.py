"""Read the inside of one line: holdings, cards of a trick, calls.

The grammar (``grammars/hand.lark``) works on whole lines; these functions read
what a line holds, with the column of every card, and report what they cannot
read. They check nothing about bridge: a card given twice is kept twice.

Columns are 1-based; ``col`` is the column of ``text[0]`` in the source line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import (
    Call,
    CallKind,
    Card,
    Holding,
    Note,
    PlayedCard,
    Rank,
    Seat,
    Span,
    Strain,
    Suit,
)

#: The words of a printed table's row with a cell too few (P008), by which the check
#: knows it lost a cell; here, in a module the check loads anyway, not the table's.
LOST_CELL = " cells but the table has "
#: The start of the message of a cell with no card (P041).
EMPTY_CELL = "no card printed for "

# Suit markers: symbols (filled or outline), [S]-style, letters, words.
SUIT_SYMBOLS = "♠♥♦♣♤♡♢♧"
_SUIT_OF: dict[str, Suit] = {}
for _ch, _suit in zip(SUIT_SYMBOLS, (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS) * 2,
                      strict=True):
    _SUIT_OF[_ch] = _suit
for _word, _suit in (("s", Suit.SPADES), ("h", Suit.HEARTS), ("d", Suit.DIAMONDS),
                     ("c", Suit.CLUBS)):
    _SUIT_OF[_word] = _suit
    _SUIT_OF[f"[{_word}]"] = _suit
for _suit in Suit:
    _SUIT_OF[_suit.word] = _suit
    _SUIT_OF[_suit.word[:-1]] = _suit

_RANK_OF: dict[str, Rank] = {r.letter.lower(): r for r in Rank}
_RANK_OF.update({"10": Rank.TEN, "kn": Rank.JACK})

_MARKER = r"[♠♥♦♣♤♡♢♧]|\[[shdcSHDC]\]|(?:spades?|hearts?|diamonds?|clubs?)\b|[SHDCshdc]"
# A suit marker that starts a suit group: a symbol or [S] anywhere; a letter or word
# only where it stands alone (followed by a separator, a space or the end).
_GROUP_START = re.compile(
    r"(?:^|(?<=[\s;,.]))"
    r"(?P<marker>[♠♥♦♣♤♡♢♧]|\[[shdcSHDC]\]"
    r"|(?:spades?|hearts?|diamonds?|clubs?|[SHDCshdc])(?=\s*[—–\-:]|\s+\S|\s*$|\s*[;,]))",
    re.IGNORECASE,
)
# In a suit's body: a rank (or x), else an unreadable word up to the next separator,
# else a lone stray blank (a no-break space, a form feed) reported as it stands.
#: A word of a suit's line: ranks alone or run together (``AKQ``, ``109``); a 10 printed
#: with a gap (``1 0``), one slip; any other word not read as a whole (``5O``: a rank
#: with junk glued to it is one mistake, not a card and a mistake).
_RANK = re.compile(r"10|[Kk][Nn]|[AKQJTakqjt2-9xX]")
_RANK_WORD = re.compile(r"(?P<gap>1[ \t]+0)(?![^\s,;.])"
                        rf"|(?P<run>(?:{_RANK.pattern})+)(?![^\s,;.])"
                        r"|[^\s,;.]+|[^ \t,;.]")
#: The hint of a 10 printed with a gap (``1 0``, a word of its own in _RANK_WORD).
_GAPPED_TEN = "did you mean 10? (a 10 printed with a gap)"
#: The rank written (any case) to its number; 0 for ``x``, a small card.
_RANK_VALUE: dict[str, int] = {}
for _rank in Rank:
    _RANK_VALUE[_rank.letter] = _RANK_VALUE[_rank.letter.lower()] = int(_rank)
for _text in ("10", "Kn", "kn", "KN", "kN"):
    _RANK_VALUE[_text] = 10 if _text == "10" else 11
_RANK_VALUE["x"] = _RANK_VALUE["X"] = 0
_CARDS: tuple[Card, ...] = tuple(Card)
_VOID = re.compile(r"^(?:[—–\-]+|none|void|nil|0)$", re.IGNORECASE)
_SEPARATORS = " \t,;.—–-:"


def _span(line: int, col: int, width: int = 1) -> Span:
    return Span(line, col, line, col + max(width, 1))


@dataclass(slots=True)
class LineProblems:
    """Diagnostics gathered while reading lines."""

    found: list[Diagnostic]

    def add(self, code: str, message: str, line: int, col: int, width: int = 1,
            hint: str | None = None) -> None:
        self.found.append(make(code, message, _span(line, col, width), hint=hint))


def _rank_hint(bad: str) -> str | None:
    """Likely meaning of an unreadable rank, for the damage OCR and typing do.

    >>> [_rank_hint(bad).split("?")[0] for bad in ("IO", "O", "0")]
    ['did you mean 10', 'did you mean Q', 'did you mean 10']
    """
    low = bad.lower()
    if low in ("io", "lo", "1o", "i0", "l0"):
        return "did you mean 10? (OCR often reads 10 as IO or l0)"
    if low in ("0", "1"):
        return "did you mean 10? (the 1 of a 10 is often lost)"
    if low in ("o", "q.", "0."):
        return "did you mean Q? (OCR often reads Q as O)"
    if low in ("kn.", "kn,", "kn:"):
        return "the knave is written J or Kn"
    if low in ("b", "v"):
        return "the knave is written J or Kn"
    return None


def read_holdings(text: str, line: int, col: int, problems: LineProblems) -> list[Holding]:
    """Read one or more suit groups: ``H—K, 4; D—Q, 6, 2`` or ``♠ K Q J 8 6 2``.

    >>> p = LineProblems([])
    >>> [(h.suit.letter, [c.code for c in h.cards], h.small) for h in
    ...  read_holdings("H—K, 4; D—Q, 6, 2; C—A; S—A, K, x", 1, 4, p)]
    [('H', ['HK', 'H4'], 0), ('D', ['DQ', 'D6', 'D2'], 0), ('C', ['CA'], 0), ('S', ['SA', 'SK'], 1)]
    >>> read_holdings("♦ —", 1, 1, p)[0].count, p.found
    (0, [])
    """
    # (A marker the pattern takes only by ignoring case, a long s, starts no group.)
    starts = [m for m in _GROUP_START.finditer(text) if m.group("marker").lower() in _SUIT_OF]
    holdings: list[Holding] = []
    if not starts or text[: starts[0].start()].strip(_SEPARATORS):
        head = text[: starts[0].start()] if starts else text
        stripped = head.strip()
        offset = head.find(stripped) if stripped else 0
        if (bad := _NOT_A_SUIT.match(";" + head)) is not None:
            # 'Z: R—K, 4; D—Q': the first suit's letter mistyped.
            problems.add("P003", f"not a suit: {bad.group('bad')!r}", line,
                         col + bad.start("bad") - 1, 1,
                         hint="a suit is S H D C, ♠ ♥ ♦ ♣ or [S]")
        else:
            problems.add("P003", f"no suit marker before {stripped!r}", line, col + offset,
                         len(stripped), hint="start each suit with S H D C, ♠ ♥ ♦ ♣ or [S]")
    for index, match in enumerate(starts):
        end = starts[index + 1].start() if index + 1 < len(starts) else len(text)
        suit = _SUIT_OF[match.group("marker").lower()]
        body_start = match.end()
        holdings.append(_read_suit(suit, text, body_start, end, line, col,
                                   _span(line, col + match.start(), end - match.start()),
                                   problems))
    return holdings


#: A group whose marker is no suit: a character alone after ';', then a dash.
_NOT_A_SUIT = re.compile(r";\s*(?P<bad>[^\s;,.—–:-])\s*[—–]")


def _read_suit(suit: Suit, text: str, start: int, end: int, line: int, col: int,
               span: Span, problems: LineProblems) -> Holding:
    body = text[start:end]
    # Strip one separator after the marker, and trailing punctuation.
    stripped = body.strip(" \t")
    if stripped[:1] in ("—", "–", ":") or (stripped[:1] == "-" and stripped.strip("-").strip()):
        lead = body.find(stripped[:1])
        body = " " * (lead + 1) + body[lead + 1 :]
    if (bad := _NOT_A_SUIT.search(body)) is not None:
        # 'C—A; X—A, K': a suit letter mistyped (X, 5 for S) ends the group.
        problems.add("P003", f"not a suit: {bad.group('bad')!r}", line,
                     col + start + bad.start("bad"), 1,
                     hint="a suit is S H D C, ♠ ♥ ♦ ♣ or [S]")
        body = body[: bad.start()]
    core = body.strip(" \t;,.")
    if not core or _VOID.match(core):
        return Holding(suit, (), 0, span, ())
    cards: list[Card] = []
    spans: list[Span] = []
    small = 0
    base = col + start
    first = 13 * suit - 2
    if body.isascii() and "\x0b" not in body and "\x0c" not in body:
        # The common case: ranks each standing alone between blanks and commas.
        words = body.replace(",", " ").replace(";", " ").replace(".", " ").split()
        if all(word in _RANK_VALUE for word in words):
            pos = 0
            for word in words:
                at = body.find(word, pos)
                pos = at + len(word)
                rank = _RANK_VALUE[word]
                if rank:
                    cards.append(_CARDS[first + rank])
                    spans.append(Span(line, base + at, line, base + pos))
                else:
                    small += 1
            return Holding(suit, tuple(cards), small, span, tuple(spans))
    for m in _RANK_WORD.finditer(body):
        if m.group("run") is None:
            word = m.group()
            problems.add("P002", f"not a rank: {word!r} in {suit.word}", line,
                         base + m.start(), len(word),
                         hint=_GAPPED_TEN if m.group("gap") is not None else _rank_hint(word))
            continue
        for r in _RANK.finditer(m.group("run")):
            token = r.group()
            at = base + m.start() + r.start()
            rank = _RANK_VALUE[token]
            if rank:
                cards.append(_CARDS[first + rank])
                spans.append(Span(line, at, line, at + len(token)))
            else:
                small += 1
    return Holding(suit, tuple(cards), small, span, tuple(spans))


# --- cards in the play ---------------------------------------------------------

_CARD = re.compile(
    r"(?P<s1>[♠♥♦♣♤♡♢♧]|\[[shdcSHDC]\]|[SHDCshdc])\s?(?P<r1>10|[Kk]n|[AKQJTakqjt2-9])$"
    r"|(?P<r2>10|[Kk]n|[AKQJTakqjt2-9])\s?(?P<s2>[♠♥♦♣♤♡♢♧]|\[[shdcSHDC]\]|[SHDCshdc])$"
)
_CELL = re.compile(r"\S+")
#: A card's commentary in braces: ``\}`` inside is Markdown's escaped brace, not its end.
_BRACES = re.compile(r"\{(?:[^}\\]|\\.|\\$)*(\})?")


def read_card(token: str) -> Card | None:
    """A card with the suit before or after the rank, or None.

    >>> [read_card(t).code for t in ("♣Q", "Q♣", "[C]Q", "Q[C]", "CQ", "10♥", "hT")]
    ['CQ', 'CQ', 'CQ', 'CQ', 'CQ', 'HT', 'HT']
    """
    m = _CARD.match(token)
    if m is None:
        return None
    suit_text = m.group("s1") or m.group("s2")
    rank_text = m.group("r1") or m.group("r2")
    return Card.of(_SUIT_OF[suit_text.lower()], _RANK_OF[rank_text.lower()])


def _unmark(token: str) -> tuple[str, bool]:
    """Take off the book's mark of the winning card: ``_Q♣_``, ``[Q♣]``, ``*Q♣``."""
    if len(token) > 2 and token[0] == "_" and token[-1] == "_":
        return token[1:-1], True
    if token.startswith("*"):
        return token[1:], True
    if token.startswith("[") and token.endswith("]") and len(token) > 3:
        inner = token[1:-1]
        if not re.fullmatch(r"[shdcSHDC]", inner):
            return inner, True
    return token, False


def _lines(notes: list[Note]) -> Note:
    """Notes in braces one after the other, on one card: one note, a line each (an
    empty one none), its span theirs."""
    first, last = notes[0].span, notes[-1].span
    span = None if first is None or last is None else Span(
        first.line, first.column, last.end_line, last.end_column)
    return Note("\n".join(n.text for n in notes if n.text), span)


def read_trick_cards(text: str, line: int, col: int, problems: LineProblems,
                     seats: tuple[Seat, ...] | None = None) -> list[PlayedCard | None]:
    """Read the cells of a trick row; None for an empty cell (``-``) or a bad card.

    ``seats``, the columns of a play table, gives the card of each cell its seat.

    >>> p = LineProblems([])
    >>> [(c.card.code, c.marked) for c in read_trick_cards("K♠  _A♠_ [2♠] *3H", 1, 1, p)]
    [('SK', False), ('SA', True), ('S2', True), ('H3', True)]
    >>> read_trick_cards("K♠{the king from A K} 2♠", 1, 1, p)[0].note.text
    'the king from A K'
    >>> print(read_trick_cards("K♠{a \\\\} b} 2♠", 1, 1, p)[0].note.text)
    a \\} b
    >>> read_trick_cards("K♠{the king}{from A K} 2♠", 1, 1, p)[0].note.text
    'the king\\nfrom A K'
    >>> [c.card.code for c in read_trick_cards("SA{the ace S2 S3 S4", 1, 1, p)], p.found[0].code
    (['SA', 'S2', 'S3', 'S4'], 'P024')
    """
    notes: dict[int, Note] = {}
    if "{" in text:
        def blank(m: re.Match[str]) -> str:
            whole = rest = m.group(0)
            if m[1] is None:
                # Never closed: the note's words end at the first card after them.
                end = next((w.start() for w in _CELL.finditer(whole, 1)
                            if _read_cell(w.group().rstrip(",")) not in (_BAD, _EMPTY)),
                           len(whole))
                whole, rest = whole[:end], whole[end:]
                problems.add("P024", "commentary in braces is not closed", line,
                             col + m.start(), 1,
                             hint="close it with '}'; the cards after its words are read "
                             "as cards")
            else:
                rest = ""
            notes[m.start()] = Note(whole[1:-1 if m[1] else None].lstrip("{").strip(),
                                    _span(line, col + m.start(), len(whole.rstrip())))
            return " " * len(whole) + rest
        text = _BRACES.sub(blank, text)
    cells: list[PlayedCard | None] = []
    note_starts = sorted(notes)
    columns = len(seats) if seats is not None else 0
    pos = 0
    for raw in text.split():
        begin = text.find(raw, pos)
        pos = begin + len(raw)
        token = raw.rstrip(",") if raw[-1] == "," else raw
        note = None
        if note_starts:
            # every note in braces after the card, one a line of its note ('C5{a}{b}')
            said = [notes[start] for start in note_starts
                    if start >= pos and not text[pos:start].strip()]
            note = said[0] if len(said) == 1 else _lines(said) if said else None
        read = _CELLS.get(token)
        if read is None:
            read = _read_cell(token)
        if read is _EMPTY:
            cells.append(None)
            continue
        at = col + begin
        if read is _BAD:
            problems.add("P002", f"not a card: {token!r}", line, at, len(token),
                         hint=_card_hint(_unmark(token)[0]))
            cells.append(None)
            continue
        card, marked = read
        index = len(cells)
        seat = seats[index] if seats is not None and index < columns else None
        cells.append(PlayedCard(card, seat, marked, note, Span(line, at, line, at + len(token))))
    return cells


_EMPTY: tuple[Card, bool] = (Card.C2, False)
_BAD: tuple[Card, bool] = (Card.C2, True)
#: Each cell text read so far: (card, marked), or _EMPTY / _BAD. A book uses a few
#: hundred spellings of its cards, so after the first deals every cell is one look-up.
_CELLS: dict[str, tuple[Card, bool]] = {}


def _read_cell(token: str) -> tuple[Card, bool]:
    if token in ("-", "—", "–", "…", "..."):
        read = _EMPTY
    else:
        bare, marked = _unmark(token)
        card = read_card(bare)
        read = _BAD if card is None else (card, marked)
    if len(_CELLS) < 10_000:
        _CELLS[token] = read
    return read


def _card_hint(bare: str) -> str:
    fixed = re.sub(r"(?i)^(io|lo|l0|i0|1o)", "10", bare)
    fixed = re.sub(r"(?i)(io|lo|l0|i0|1o)$", "10", fixed)
    if fixed != bare and read_card(fixed) is not None:
        return f"did you mean {fixed!r}? (OCR often reads 10 as IO)"
    for rank, meaning in (("O", "Q"), ("o", "Q"), ("0", "10")):
        for fixed in (meaning + bare[1:] if bare[:1] == rank else "",
                      bare[:-1] + meaning if bare[-1:] == rank else ""):
            if fixed and read_card(fixed) is not None:
                return f"did you mean {fixed!r}? (OCR often reads {meaning} as {rank})"
    return "write a card as rank and suit: ♣Q, Q♣, [C]Q or CQ; mark the winner _Q♣_"


# --- calls --------------------------------------------------------------------

_STRAIN_OF: dict[str, Strain] = {
    "c": Strain.CLUBS, "♣": Strain.CLUBS, "♧": Strain.CLUBS,
    "d": Strain.DIAMONDS, "♦": Strain.DIAMONDS, "♢": Strain.DIAMONDS,
    "h": Strain.HEARTS, "♥": Strain.HEARTS, "♡": Strain.HEARTS,
    "s": Strain.SPADES, "♠": Strain.SPADES, "♤": Strain.SPADES,
    "n": Strain.NOTRUMP, "nt": Strain.NOTRUMP, "sa": Strain.NOTRUMP,
}  # fmt: skip
_BID = re.compile(r"([1-7])\s?(nt|n|sa|[cdhs♣♦♥♠♧♢♡♤])(!?)$", re.IGNORECASE)
_PASSES = {"p", "pass", "passes", "no", "nb", "-", "—"}
_DOUBLES = {"x", "dbl", "double", "doubles", "d"}
_REDOUBLES = {"xx", "rdbl", "redouble", "redoubles", "r"}
#: A call's explanation in brackets: ``\)`` inside is Markdown's escaped bracket.
_PARENS = re.compile(r"\((?:[^)\\]|\\.|\\$)*(\))?")


def read_calls(text: str, line: int, col: int, problems: LineProblems,
               *, table: bool = False) -> list[Call | None]:
    """Read calls: bids, passes, doubles; None for an empty table cell.

    >>> p = LineProblems([])
    >>> [c.text for c in read_calls("1♥ pass 2C! X XX 3NT(to play) AP", 1, 1, p)]
    ['1H', 'Pass', '2C', 'X', 'XX', '3NT', 'Pass', 'Pass', 'Pass']
    >>> print(read_calls("1NT (15-17 (strong\\\\)) pass", 1, 1, p)[0].note)
    15-17 (strong\\)
    """
    notes: dict[int, str] = {}
    if "(" in text:
        def blank(m: re.Match[str]) -> str:
            notes[m.start()] = m[0][1:-1 if m[1] else None].lstrip("(").strip()
            return " " * len(m.group(0))
        text = _PARENS.sub(blank, text)
    calls: list[Call | None] = []
    for m in _CELL.finditer(text):
        token = m.group(0).strip(",")
        low = token.lower()
        span = _span(line, col + m.start(), len(token))
        note = next((n for start, n in notes.items()
                     if start >= m.end() and not text[m.end():start].strip()), None)
        alert = low.endswith("!")
        if alert:
            low = low[:-1]
        if table and low in ("-", "—", "–"):
            calls.append(None)
            continue
        if low in _PASSES:
            calls.append(Call(CallKind.PASS, alert=alert, note=note, span=span))
        elif low in _DOUBLES:
            calls.append(Call(CallKind.DOUBLE, alert=alert, note=note, span=span))
        elif low in _REDOUBLES:
            calls.append(Call(CallKind.REDOUBLE, alert=alert, note=note, span=span))
        elif low in ("ap", "allpass", "all-pass"):
            calls.extend(Call(CallKind.PASS, span=span) for _ in range(3))
        else:
            bid = _BID.match(low)
            if bid is not None and bid.group(2).lower() not in _STRAIN_OF:
                bid = None  # '1ſ': a strain only by ignoring case
            if bid is None:
                problems.add("P004", f"not a call: {token!r}", line, col + m.start(), len(token),
                             hint="calls are 1♣…7NT, pass, X (double), XX (redouble)")
                # It keeps its turn, so the calls after it stay with their players.
                calls.append(Call(CallKind.UNKNOWN, alert=alert, note=note, span=span))
                continue
            calls.append(Call(CallKind.BID, int(bid.group(1)), _STRAIN_OF[bid.group(2).lower()],
                              alert=alert, note=note, span=span))
    return calls

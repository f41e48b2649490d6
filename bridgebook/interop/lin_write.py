"""Write LIN, the format of Bridge Base Online's hand viewer and movies.

One board per line: ``pn`` the players, ``md`` the dealer digit and the hands of
South, West, North and East, ``ah`` the board, ``sv`` the vulnerability, ``mb``
the calls (``!`` an alert, ``an`` its explanation), ``pc`` the cards in the order
played, ``mc`` a claim, ``nt`` the commentary. LIN has no place for the make and the
doubling of bridge whist; they are left out and said so (P017).

>>> from bridgebook.interop.lin import read_lin
>>> record, _ = read_lin("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|ah|Board 2|")
>>> lin_board(record.deals[0])[0]
'pn|South,West,North,East|st||md|1SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,\
SHDCAKQJT98765432|rh||ah|Board 2|sv|o|pg||'
"""

from __future__ import annotations

import re

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.commentary import paragraphs, without_emphasis
from bridgebook.interop.lin import MD_SEATS
from bridgebook.interop.players import player_names
from bridgebook.interop.settled import settle
from bridgebook.model import PRINT_ORDER, CallKind, Card, Deal, Hand, HandRecord, Note, Span

_SV = {"None": "o", "NS": "n", "EW": "e", "All": "b"}


def write_lin(record: HandRecord) -> tuple[str, list[Diagnostic]]:
    """The LIN text of a record (one board a line), and what LIN could not hold."""
    lines: list[str] = []
    found: list[Diagnostic] = []
    several = len(record.deals) > 1
    for index, deal in enumerate(record.deals, start=1):
        text, problems = lin_board(deal, record.meta)
        lines.append((f"qx|o{deal.number or index}|" if several else "") + text)
        found.extend(p.at(deal=deal.ident) for p in problems)
    return "\n".join(lines) + "\n", found


#: What a LIN board holds of a record's keys (the players as 'pn', the board as
#: 'ah', the vulnerability as 'sv'; the contract through the auction).
_HELD = frozenset({
    "vulnerable", "vul", "dealer", "board", "players", "laws", "declarer", "contract",
    "position", "West", "North", "East", "South", "Auction", "Play", "Note", "Dealer", "Deal",
    "Vulnerable", "Board", "Declarer", "Contract", "Result",
})


def _lost(deal: Deal) -> list[str]:
    """The record's keys and tags a LIN board has no item for ('?' ones say nothing).

    >>> _lost(Deal(1, title="T", meta={"score": "love all", "pbn:Site": "?", "lin:pn": "a"}))
    ['score', 'title']
    """
    names = {"title"} if deal.title else set()
    for key, value in deal.meta.items():
        parts = key.split(":")
        if parts[0] == "lin" or value.strip() in ("", "?", "-") or (
                len(parts) > 2 and parts[2] != "section") or parts[-1] == "note":
            continue
        name = parts[1] if parts[0] == "pbn" else parts[0]
        if name not in _HELD and name != "auction-open":
            names.add(name)
    return sorted(names)


#: A suit in commentary as PBN escapes it (``\\S``, PBN 2.1 section 3.9) or as a
#: symbol: BBO's own shorthand is ``!S``, shown as the suit's symbol.
_SUIT = re.compile(r"(?<!\\)\\([SHDC])(?![a-z])|([♠♤])|([♥♡])|([♦♢])|([♣♧])")
#: The marks of PBN commentary (``<b>``, ``</i>``, ``<br>``): LIN's has none.
_MARK = re.compile(r"</?(?P<tag>b|i|u|em|strong|br)\s*/?>", re.IGNORECASE)


#: The suits of a note that is not PBN's: only their symbols (a ``\\S`` is text).
_SYMBOL = re.compile(r"([♠♤])|([♥♡])|([♦♢])|([♣♧])")


def _suit(m: re.Match[str]) -> str:
    return "!" + (m[1] or "SHDC"[(m.lastindex or 2) - 2])


def _symbol(m: re.Match[str]) -> str:
    return "!" + "SHDC"[(m.lastindex or 1) - 1]


def _lin_text(text: str) -> tuple[str, list[str]]:
    """Commentary as LIN holds it: one line, suits in BBO's ``!S``, no ``|``; and the
    marks it cannot hold, left out (their words kept).

    >>> _lin_text("<b>Defense.</b> West leads the \\\\SQ, then ♥A|K")
    ('Defense. West leads the !SQ, then !HA/K', ['<b>'])
    """
    marks = sorted({f"<{m['tag'].lower()}>" for m in _MARK.finditer(text)})
    text = _SUIT.sub(_suit, _MARK.sub("", text))
    return " ".join(text.replace("|", "/").split()), marks


class _Dropped:
    """The marks of the commentary LIN cannot hold, and the first note that held one."""

    def __init__(self) -> None:
        self.marks: set[str] = set()
        self.first: Span | None = None
        self.any = False

    def text(self, text: str, where: Span | None, origin: str = "pbn") -> str:
        """``text`` as LIN holds it: PBN's commentary (and a call's explanation) with
        its marks left out, LIN's own as it was, the book notation's Markdown (and
        JSON's) with its bold and italic left out; a suit as BBO's ``!S``."""
        if origin == "pbn":
            written, marks = _lin_text(text)
        else:
            bare, marks = (text, []) if origin == "lin" else without_emphasis(text)
            written = " ".join(_SYMBOL.sub(_symbol, bare).replace("|", "/").split())
        if marks:
            self.marks.update(marks)
            if not self.any:
                self.any, self.first = True, where
        return written


def _nt(note: Note, dropped: _Dropped) -> str:
    return "nt|" + dropped.text(note.text, note.span, note.origin) + "|"


def _nts(notes: list[Note], dropped: _Dropped) -> list[str]:
    """Commentary as LIN's ``nt`` items, one a paragraph: the lines of a paragraph
    (joined by :func:`paragraphs`) are one item, so a bold over two lines stays one."""
    return [_nt(Note(text, note.span, origin=note.origin), dropped)
            for note in notes for text in _BLANK_LINE.split(note.text) if text.strip()]


_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def _lines_joined(notes: tuple[Note, ...]) -> list[Note]:
    """The book notation's '>' lines joined into their paragraphs; the notes of
    another format (LIN's own ``nt`` items, one a line) each as it is."""
    return paragraphs(notes) if all(n.origin == "book" for n in notes) else list(notes)


def _hand(hand: Hand | None) -> str:
    if hand is None:
        return ""
    return "".join(s.letter + "".join(c.rank.letter for c in hand.cards.suit(s))
                   for s in PRINT_ORDER)


def lin_board(deal: Deal, file_meta: dict[str, str] | None = None) -> tuple[str, list[Diagnostic]]:
    """One board as LIN."""
    from bridgebook.interop.pbn_write import vulnerable

    settled = settle(deal, file_meta)
    found: list[Diagnostic] = []
    dropped = _Dropped()  # the commentary's marks LIN cannot hold
    players = deal.meta.get("lin:pn")
    if players is None:
        named = player_names(deal.meta)
        names = [named.get(s, "") for s in MD_SEATS]
        players = ",".join(n if n and n != "?" else s.word for n, s in zip(names, MD_SEATS,
                                                                              strict=True))
    dealer = settled.dealer
    hands = ",".join(_hand(deal.hand(s)) for s in MD_SEATS)
    board = deal.meta.get("lin:ah") or f"Board {deal.ident}"
    out = [f"pn|{players}|st||md|{MD_SEATS.index(dealer) + 1}{hands}|rh||ah|{board}|"
           f"sv|{_SV[vulnerable(deal.meta.get('vulnerable'))]}|"]
    # An auction the reader implied from PBN's Contract and Declarer tags is no call
    # anyone made: LIN, which gives a contract only through its calls, is not given it.
    implied = deal.auction is not None and "pbn:Auction:implied" in deal.meta
    auction = None if implied else deal.auction
    if implied:
        contract = deal.meta.get("contract", "?")
        declarer = deal.meta.get("declarer", "?")
        found.append(make("P017", f"the source gives no auction, only its contract ({contract} "
                          f"by {declarer}): LIN gives a contract only through the calls "
                          "that reach it, so the contract"
                          + (" and the play are" if settled.tricks else " is") + " left out",
                          deal.span))
    if auction is not None:
        for call in auction.calls:
            if call.kind is CallKind.BID and call.strain is not None:
                word = f"{call.level}{call.strain.code[0]}"
            else:
                # A call not read (P004) is written as one, in its turn.
                word = {CallKind.PASS: "p", CallKind.DOUBLE: "d", CallKind.REDOUBLE: "r"}.get(
                    call.kind, "?")
            out.append(f"mb|{word}{'!' if call.alert or call.note else ''}|")
            if call.note:
                out.append(f"an|{dropped.text(call.note, call.span)}|")
    if deal.declaration:
        found.append(make("P017", "LIN has no place for the make and the doubling of bridge "
                          "whist; they are left out", deal.span))
    out.append("pg||")
    # Commentary is LIN's 'nt': the deal's after the auction, a card's or a trick's
    # after its card (its lines joined: a LIN board is one line).
    out.extend(_nts(_lines_joined(deal.notes), dropped))
    by_card: dict[Card, list[Note]] = {}
    if deal.play is not None:
        for given in deal.play.tricks:
            for played in given.cards:
                if played.note is not None:
                    by_card.setdefault(played.card, []).append(played.note)
            if given.cards:
                by_card.setdefault(given.cards[-1].card, []).extend(
                    _lines_joined(given.notes))
    if deal.auction is None and settled.tricks:
        found.append(make("P017", "LIN gives the declarer only through an auction; the play "
                          "of a deal with none is left out", deal.span))
    for trick in settled.tricks if auction is not None else []:
        for _, card in trick.cards:
            out.append(f"pc|{card.code}|")
            out.extend(_nts(by_card.pop(card, []), dropped))
        out.append("pg||")
    out.extend(_nts([note for notes in by_card.values() for note in notes], dropped))
    if auction is not None and (deal.claim is not None or 0 < len(settled.tricks) < 13):
        tricks = settled.declarer_tricks()
        if tricks is not None:
            out.append(f"mc|{tricks}|")
    lost = _lost(deal)
    if lost:
        where = next((deal.meta_spans[k] for k in lost if k in deal.meta_spans), deal.span)
        found.append(make("P017", "LIN has no item for " + ", ".join(lost) + "; left out",
                          where))
    if dropped.marks:
        # placed on the first note that held one, not on the deal
        found.append(make("P017", "LIN's commentary has no bold or italic: "
                          + ", ".join(sorted(dropped.marks)) + " left out, the words kept",
                          dropped.first or deal.span))
    if any(h.small for h in deal.hands):
        found.append(make("P017", "LIN names every card: 'x' cards are left out", deal.span))
    return "".join(out), found

"""Write LIN, the format of Bridge Base Online's hand viewer and movies.

One board per line: ``pn`` the players, ``md`` the dealer digit and the hands of
South, West, North and East, ``ah`` the board, ``sv`` the vulnerability, ``mb``
the calls (``!`` an alert, ``an`` its explanation), ``pc`` the cards in the order
played, ``mc`` a claim. LIN has no place for commentary or for the make and the
doubling of bridge whist; they are left out and said so (P017).

>>> from bridgebook.interop.lin import read_lin
>>> record, _ = read_lin("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|ah|Board 2|")
>>> lin_board(record.deals[0])[0]
'pn|South,West,North,East|st||md|1SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,\
SHDCAKQJT98765432|rh||ah|Board 2|sv|o|pg||'
"""

from __future__ import annotations

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.lin import MD_SEATS
from bridgebook.interop.settled import settle
from bridgebook.model import PRINT_ORDER, CallKind, Deal, Hand, HandRecord

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
    players = deal.meta.get("lin:pn")
    if players is None:
        names = [deal.meta.get(f"pbn:{s.word}", "") for s in MD_SEATS]
        players = ",".join(n if n and n != "?" else s.word for n, s in zip(names, MD_SEATS,
                                                                              strict=True))
    dealer = settled.dealer
    hands = ",".join(_hand(deal.hand(s)) for s in MD_SEATS)
    board = deal.meta.get("lin:ah") or f"Board {deal.ident}"
    out = [f"pn|{players}|st||md|{MD_SEATS.index(dealer) + 1}{hands}|rh||ah|{board}|"
           f"sv|{_SV[vulnerable(deal.meta.get('vulnerable'))]}|"]
    if deal.auction is not None:
        for call in deal.auction.calls:
            if call.kind is CallKind.BID and call.strain is not None:
                word = f"{call.level}{call.strain.code[0]}"
            else:
                word = {CallKind.PASS: "p", CallKind.DOUBLE: "d", CallKind.REDOUBLE: "r"}[
                    call.kind]
            out.append(f"mb|{word}{'!' if call.alert or call.note else ''}|")
            if call.note:
                out.append(f"an|{call.note.replace('|', '/')}|")
    if deal.declaration:
        found.append(make("P017", "LIN has no place for the make and the doubling of bridge "
                          "whist; they are left out", deal.span))
    out.append("pg||")
    if deal.auction is None and settled.tricks:
        found.append(make("P017", "LIN gives the declarer only through an auction; the play "
                          "of a deal with none is left out", deal.span))
    for trick in settled.tricks if deal.auction is not None else []:
        out.extend(f"pc|{card.code}|" for _, card in trick.cards)
        out.append("pg||")
    if deal.auction is not None and (deal.claim is not None or 0 < len(settled.tricks) < 13):
        tricks = settled.declarer_tricks()
        if tricks is not None:
            out.append(f"mc|{tricks}|")
    if deal.notes or (deal.play is not None and any(
            c.note for t in deal.play.tricks for c in t.cards)):
        found.append(make("P017", "LIN keeps no commentary; the notes are left out", deal.span))
    if deal.meta.get("score", "").strip():
        found.append(make("P017", "LIN has no place for the score when the hand was played; "
                          "it is left out", deal.meta_spans.get("score") or deal.span))
    if any(h.small for h in deal.hands):
        found.append(make("P017", "LIN names every card: 'x' cards are left out", deal.span))
    return "".join(out), found

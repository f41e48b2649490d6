"""Write the hands read from a printed book's text in the notation, as printed.

Unlike ``convert``, nothing is settled or mended: every card of the diagram and of
the table is written as the book prints it (a misprint stays a misprint), each hand
with its suit lines in the printed order, the play as a table in the printed
columns with the underlined winners marked ``_K♠_``, the notes as commentary on
their tricks, and the heading, title, score and result sentences kept, so that
``check`` finds in the notation what it finds in the book.

>>> from bridgebook.model import Card, Deal, Hand, Holding, Naming, Seat, Suit
>>> deal = Deal(1, 7, "The Lead", naming=Naming.BOOK, dealer=Seat.S,
...             hands=(Hand(Seat.N, (Holding(Suit.SPADES, (Card.SA, Card.S10)),
...                                  Holding(Suit.HEARTS))),))
>>> print(printed_as_hand(HandRecord((deal,))).strip())
deal 7: The Lead
Y: S—A, 10; H—None
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bridgebook.model import Deal, Hand, HandRecord, Naming, PlayedCard, Seat

_UNHELD = "# Notes on a hand this text does not hold (P044), as printed:"
_ACTS = {"PASS_MAKE": "passes the make", "DOUBLE": "doubles", "REDOUBLE": "redoubles",
         "SATISFIED": "satisfied", "ASK": "may I lead?", "CONSENT": "lead"}


def printed_as_hand(record: HandRecord, unheld: Sequence[str] = ()) -> str:
    """The book-notation text of the deals of a printed text; ``unheld``, the text
    of notes on a hand the text does not hold (P044), is written first as comments:
    the notation has no deal to put them on.

    >>> print(printed_as_hand(HandRecord((Deal(1, 7),)), ["NOTES ON HAND NO. 12", "",
    ...                                                    "TRICK 1.--A."]))
    # Notes on a hand this text does not hold (P044), as printed:
    # NOTES ON HAND NO. 12
    #
    # TRICK 1.--A.
    <BLANKLINE>
    deal 7
    <BLANKLINE>
    """
    head = ""
    if unheld:
        head = "\n".join([_UNHELD, *(f"# {line}".rstrip() for line in unheld)]) + "\n\n"
    return head + "\n".join(_deal(deal) for deal in record.deals)


def _seat(seat: Seat | None, naming: Naming) -> str:
    if seat is None:
        return ""
    return naming.seat(seat)


def _hand(hand: Hand, naming: Naming) -> str:
    suits = []
    for holding in hand.holdings:
        ranks = [card.rank.text for card in holding.cards] + ["x"] * holding.small
        suits.append(f"{holding.suit.letter}—{', '.join(ranks) if ranks else 'None'}")
    seat = _seat(hand.seat, naming)
    return (f"{seat}: " if seat else "") + "; ".join(suits)


def _card(played: PlayedCard) -> str:
    text = f"{played.card.rank.text}{played.card.suit.symbol}"
    return f"_{text}_" if played.marked else text


def _unread(cell: str | None) -> str:
    """A cell not read as a card, as printed (its underline written ``_.._``), so
    that ``check`` finds it in the notation too; ``-`` where it would not stay one
    cell of the row."""
    if cell is None:
        return "-"
    text = cell.replace(" ", "")
    bare = re.sub(r"</?f>?|^f>", "", text)
    if bare != text:
        text = f"_{bare}_"
    return "-" if not bare or re.search(r"[{}#;>]", text) else text


def _deal(deal: Deal) -> str:
    naming = deal.naming
    head = "deal" + (f" {deal.number}" if deal.number is not None else "")
    lines = [head + (f": {deal.title}" if deal.title else "")]
    for key in ("source", "score"):
        if key in deal.meta:
            lines.append(f"{key}: {deal.meta[key]}")
    if "printed:make" in deal.meta:
        lines.append(f"# printed: {deal.meta['printed:make']}")
    lines.extend(_hand(hand, naming) for hand in deal.hands)
    lines.extend(f"> {note.text}" for note in deal.notes)
    if deal.declaration:
        lines.append("make: " + "; ".join(
            f"{_seat(d.seat, naming)} declares {d.strain.word}"
            if d.act.name == "DECLARE" and d.strain is not None
            else f"{_seat(d.seat, naming)} {_ACTS[d.act.name]}" for d in deal.declaration))
    play = deal.play
    if play is not None and play.columns is not None:
        lines.append("play: " + " ".join(_seat(seat, naming) for seat in play.columns))
        for trick in play.tricks:
            number = f"{trick.number}. " if trick.number is not None else ""
            by_seat = {card.seat: card for card in trick.cards}
            unread = dict(trick.unread)
            cells = [_card(by_seat[seat]) if seat in by_seat else _unread(unread.get(seat))
                     for seat in play.columns]
            lines.append(number + " ".join(cells))
            lines.extend(f"> {note.text}" for note in trick.notes)
    if deal.result is not None:
        lines.append(f"result: {deal.result.text}")
    return "\n".join(lines) + "\n"

"""What a bridge book prints around a diagram: the board, the dealer and the
vulnerability in its corner ("Board 1", "Dealer North", "Vul: N-S", as Bridge
Composer does), the players by their seats, and a PBN deal's event and date.

>>> from bridgebook.model import Deal, Seat
>>> d = Deal(1, dealer=Seat.W, meta={"vulnerable": "NS", "board": "3"})
>>> corner_view(d)
['Board 3', 'Dealer West', 'Vul: N-S']
>>> vulnerability("E-W"), vulnerability("love"), vulnerability("Both")
('E-W', 'None', 'All')
"""

from __future__ import annotations

import re

from bridgebook.model import Deal, Naming, Seat

#: The ways records write who is vulnerable, and the words a diagram prints.
_VULNERABLE = {
    "none": "None", "love": "None", "-": "None", "nil": "None", "neither": "None",
    "ns": "N-S", "n-s": "N-S", "n s": "N-S", "north-south": "N-S", "north south": "N-S",
    "ew": "E-W", "e-w": "E-W", "e w": "E-W", "east-west": "E-W", "east west": "E-W",
    "all": "All", "both": "All", "game all": "All",
}
_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")


def vulnerability(text: str) -> str:
    """The record's ``vulnerable`` value as a diagram prints it: None, N-S, E-W, All
    (anything else as the record writes it)."""
    return _VULNERABLE.get(" ".join(text.strip().lower().split()), text.strip())


def _known(value: str | None) -> str | None:
    """A PBN tag's value, unless it is "?" or empty (PBN's "not known")."""
    if value is None or value.strip() in ("", "?", "#"):
        return None
    return value.strip()


def board_number(deal: Deal) -> str | None:
    """The board number a PBN or LIN record gives (``[Board "3"]``, ``ah|Board 3|``)."""
    board = _known(deal.meta.get("board"))
    if board is None:
        found = re.search(r"\d+", deal.meta.get("lin:ah", ""))
        board = found.group(0) if found else None
    return board


def corner_view(deal: Deal) -> list[str]:
    """The lines of the diagram's top-left corner: board, dealer, vulnerability,
    each only where the record gives it."""
    lines = []
    board = board_number(deal)
    if board is not None:
        lines.append(f"Board {board}")
    if deal.dealer is not None:
        who = (deal.dealer.book_name if deal.naming is Naming.BOOK else deal.dealer.word)
        lines.append(f"Dealer {who}")
    vul = _known(deal.meta.get("vulnerable") or deal.meta.get("vul"))
    if vul is not None:
        shown = vulnerability(vul)
        if deal.naming is Naming.BOOK:
            shown = {"N-S": "Y-Z", "E-W": "A-B"}.get(shown, shown)
        lines.append(f"Vul: {shown}")
    score = (deal.score.words(deal.naming) if deal.score is not None
             else _known(deal.meta.get("score")))
    if score is not None:
        lines.append(f"Score: {score}")
    return lines


def players(deal: Deal) -> dict[str, str]:
    """The players' names by seat, where the record gives them (PBN's ``[North
    "..."]`` tags, LIN's ``pn``: South, West, North, East)."""
    names: dict[str, str] = {}
    for seat in Seat:
        name = _known(deal.meta.get(f"pbn:{seat.word}") or deal.meta.get(seat.word.lower()))
        if name is not None:
            names[seat.name] = name
    lin = deal.meta.get("lin:pn")
    if lin and not names:
        for seat, name in zip((Seat.S, Seat.W, Seat.N, Seat.E), lin.split(","), strict=False):
            if _known(name) is not None:
                names[seat.name] = name.strip()
    return names


def date_text(text: str) -> str | None:
    """A PBN date ("1995.06.10", "1995.??.??") in words: "10 June 1995", "1995".

    >>> date_text("1995.06.10"), date_text("1904.??.??"), date_text("?")
    ('10 June 1995', '1904', None)
    """
    found = re.fullmatch(r"(\d{4}|\?{4})\.(\d\d|\?\?)\.(\d\d|\?\?)", text.strip())
    if found is None:
        return _known(text)
    year, month, day = found.groups()
    if not year.isdigit():
        return None
    if not month.isdigit() or not 1 <= int(month) <= 12:
        return year
    if not day.isdigit():
        return f"{_MONTHS[int(month) - 1]} {year}"
    return f"{int(day)} {_MONTHS[int(month) - 1]} {year}"


def record_title(deal: Deal) -> str | None:
    """The deal's title: the record's own, else a PBN deal's event."""
    return deal.title or _known(deal.meta.get("event") or deal.meta.get("pbn:Event"))


def record_source(deal: Deal) -> str | None:
    """Where the deal is from: the record's ``source``, and a PBN deal's event (when
    the deal has a title of its own: else the event is its title), site and date."""
    source = _known(deal.meta.get("source") or deal.meta.get("pbn:Source"))
    parts = [source] if source is not None else []
    event = _known(deal.meta.get("event") or deal.meta.get("pbn:Event"))
    if deal.title and event:
        parts.append(event)
    site = _known(deal.meta.get("pbn:Site") or deal.meta.get("site"))
    if site:
        parts.append(site)
    date = date_text(deal.meta.get("date") or deal.meta.get("pbn:Date") or "")
    if date:
        parts.append(date)
    return ", ".join(parts) or None


#: The high-card points of the honours (Milton Work's count).
_POINTS = {"A": 4, "K": 3, "Q": 2, "J": 1}


def high_card_points(deal: Deal) -> dict[str, int]:
    """Each seated hand's high-card points (A 4, K 3, Q 2, J 1), by seat.

    >>> from bridgebook.model import Card, Hand, Holding, Suit
    >>> hand = Hand(Seat.S, (Holding(Suit.SPADES, (Card.SA, Card.SK, Card.SJ)),))
    >>> high_card_points(Deal(1, hands=(hand,)))
    {'S': 8}
    """
    return {hand.seat.name: sum(_POINTS.get(card.rank.text, 0) for card in hand.cards)
            for hand in deal.hands if hand.seat is not None}

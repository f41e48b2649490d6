"""A link that opens a deal in Bridge Base Online's hand viewer.

>>> from bridgebook.interop.lin import read_lin
>>> record, _ = read_lin("md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|ah|Board 7|")
>>> handviewer_url(record.deals[0])[:58]
'https://www.bridgebase.com/tools/handviewer.html?lin=pn%7C'
"""

from __future__ import annotations

from dataclasses import replace
from urllib.parse import parse_qs, quote, urlsplit

from bridgebook.interop.lin_write import lin_board
from bridgebook.model import Deal

HANDVIEWER = "https://www.bridgebase.com/tools/handviewer.html"


def handviewer_url(deal: Deal, file_meta: dict[str, str] | None = None,
                   play: bool = True) -> str:
    """The hand viewer's address with the deal (hands, auction, play) as its LIN.

    Without ``play`` (a page that does not show the play) the address holds no card
    played, no trick's commentary, no claim and no result. A deal with no auction
    (bridge whist's make) has no play in LIN, so its tricks' commentary, which LIN
    would write after the auction, all at once, is left out too."""
    if not play:
        deal = replace(deal, play=None, claim=None, result=None)
    elif deal.auction is None and deal.play is not None:
        deal = replace(deal, play=None)
    lin, _ = lin_board(deal, file_meta)
    return f"{HANDVIEWER}?lin={quote(lin, safe='')}"


def carries_play(url: str) -> bool:
    """Whether the hand viewer's address holds cards played (LIN's ``pc``): a deal
    of bridge whist has no auction, and LIN gives no play without one.

    >>> carries_play(HANDVIEWER + "?lin=" + quote("md|3SA,HA,DA,|mb|p|pg||pc|SA|", safe=""))
    True
    >>> carries_play(HANDVIEWER + "?lin=" + quote("md|3SA,HA,DA,|pg||nt|pc: no card|", safe=""))
    False
    """
    lin = parse_qs(urlsplit(url).query).get("lin", [""])[0]
    items = lin.split("|")
    return any(key.strip().lower() == "pc" and value.strip()
               for key, value in zip(items[::2], items[1::2], strict=False))

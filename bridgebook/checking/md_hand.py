"""A LIN deal (``md``) with a card left out of one of its three hands, told once.

LIN's ``md`` gives three hands; the fourth is the cards they leave. A card left out
of one of the three leaves that hand twelve cards (D002) and fourteen cards for the
fourth, which is then not given at all, so the play cannot be checked (L012). The
one mistake is the card left out: each of the fourteen is tried in the short hand,
the rest the fourth hand's, and the one with which the deal and its play follow is
named in the D002's hint, the L012 folded under it. The deal is still checked as
written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Severity
from bridgebook.interop.lin import MD_SEATS
from bridgebook.model import FULL_PACK, Card, CardSet, Deal, Hand

Check = Callable[[Deal], DealReport]


def after_md_card_lost(report: DealReport, check: Check) -> None:
    """``report`` (a LIN deal's) with its D002 of a hand of twelve naming the card
    left out of it, and the L012 of the fourth hand not given folded under it, when
    one card of the fourteen the hands leave makes the deal follow."""
    deal = report.deal
    if deal.read_from != "lin" or len(deal.hands) != 3 or deal.play is None:
        return
    counts = sorted(h.count for h in deal.hands)
    short = [d for d in report.diagnostics if d.code == "D002"
             and d.severity is Severity.ERROR]
    lost = [d for d in report.diagnostics if d.code == "L012"]
    if counts != [12, 13, 13] or len(short) != 1 or not lost:
        return
    held = 0
    for hand in deal.hands:
        held |= hand.cards.mask
    rest = CardSet(FULL_PACK & ~held)
    seat = next(s for s in MD_SEATS if all(h.seat is not s for h in deal.hands))
    whose = next(h.seat for h in deal.hands if h.count == 12)
    fits: list[Card] = []
    for card in rest:
        hands = tuple(Hand.holding(h.seat, CardSet(h.cards.mask | 1 << card), h.span)
                      if h.count == 12 else h for h in deal.hands)
        fourth = Hand.holding(seat, CardSet(rest.mask & ~(1 << card)))
        found = check(replace(deal, hands=(*hands, fourth))).diagnostics
        if not any(d.severity is Severity.ERROR for d in found):
            fits.append(card)
    if len(fits) != 1 or whose is None:
        return
    card = fits[0]
    name = deal.naming.seat(whose)
    root = replace(short[0], hint=f"write {card} in {name}'s hand of md, which leaves it "
                   "out: with it the fourth hand is the 13 cards left, and the play follows")
    report.diagnostics = [root.fold(lost) if d is short[0] else d
                          for d in report.diagnostics if not any(d is x for x in lost)]


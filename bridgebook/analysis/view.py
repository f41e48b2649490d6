"""Small pure functions a renderer calls to draw the analysis, and its JSON form.

A lesson shows the double-dummy table under the diagram (:func:`table_grid`) and
marks the play table (:func:`card_marks`): a card that cost its side a trick
carries a small printed ``−1``, never a colour alone.

>>> from bridgebook.analysis.results import DDTable
>>> grid = table_grid(DDTable(((7, 6, 7, 6),) * 5))
>>> grid[0], grid[1]
(('', '♣', '♦', '♥', '♠', 'NT'), ('N', '7', '7', '7', '7', '7'))
"""

from __future__ import annotations

from typing import Any

from bridgebook.analysis.analyse import Analysed
from bridgebook.analysis.results import DDTable, PlayAnalysis
from bridgebook.model import Seat, Strain

#: The seats in the order a double-dummy table prints them: the two sides together.
TABLE_SEATS = (Seat.N, Seat.S, Seat.E, Seat.W)


def table_grid(table: DDTable) -> tuple[tuple[str, ...], ...]:
    """The table as rows of text: a heading of strains, then one row per seat (N S E W)."""
    head = ("", *(strain.symbol for strain in Strain))
    return (head, *((seat.name, *(str(table.tricks(strain, seat)) for strain in Strain))
                    for seat in TABLE_SEATS))


def card_marks(play: PlayAnalysis) -> dict[tuple[int, Seat], str]:
    """The mark of each card that cost a trick, by (trick number, seat).

    >>> from bridgebook.analysis.results import CardResult
    >>> from bridgebook.model import Card, Side
    >>> card_marks(PlayAnalysis(Side.NS, 9, (CardResult(1, Seat.W, Card.SK, 10, 1, 1),)))
    {(1, Seat.W): '−1'}
    """
    return {(c.trick, c.seat): c.mark for c in play.cards if c.cost > 0}


def card_tricks(play: PlayAnalysis) -> dict[tuple[int, Seat], int]:
    """The declaring side's double-dummy tricks after each card, by (trick, seat).

    >>> from bridgebook.analysis.results import CardResult
    >>> from bridgebook.model import Card, Side
    >>> card_tricks(PlayAnalysis(Side.NS, 9, (CardResult(1, Seat.W, Card.SK, 9, 0, 0),)))
    {(1, Seat.W): 9}
    """
    return {(c.trick, c.seat): c.tricks for c in play.cards}


def analysis_json(done: Analysed) -> dict[str, Any]:
    """One deal's analysis as JSON data (the shape is documented in docs/analysis.md).

    >>> from bridgebook.model import Deal
    >>> data = analysis_json(Analysed(Deal(position=1, title="A deal"), None, (), "laws-1905"))
    >>> data["deal"], data["analysed"], data["table"], data["play"]
    (1, False, None, None)
    """
    out: dict[str, Any] = {"deal": done.deal.ident, "title": done.deal.title,
                           "laws": done.laws, "analysed": done.analysis is not None}
    a = done.analysis
    out["table"] = a.table.as_dict() if a else None
    out["makeable"] = [{"strain": m.strain.code, "declarer": m.declarer.name, "level": m.level,
                        "text": m.text} for m in a.makeable] if a else []
    out["par"] = None
    if a and a.par:
        out["par"] = {"score": a.par.score, "vulnerable": a.par.vulnerable,
                      "dealer": a.par.dealer.name,
                      "contracts": [{"level": c.level, "strain": c.strain.code,
                                     "declarer": c.declarer.name, "doubled": c.doubled,
                                     "result": c.result, "text": c.text}
                                    for c in a.par.contracts]}
    out["declared"] = None
    if a and a.declared:
        d = a.declared
        out["declared"] = {"strain": d.strain.code, "declarer": d.declarer.name,
                           "leader": d.leader.name, "level": d.level, "tricks": d.tricks}
    out["play"] = None
    if a and a.play:
        p = a.play
        out["play"] = {"side": p.side.name, "start": p.start, "final": p.final,
                       "stopped": p.stopped,
                       "cards": [{"trick": c.trick, "seat": c.seat.name, "card": c.card.code,
                                  "tricks": c.tricks, "change": c.change, "cost": c.cost,
                                  "mark": c.mark} for c in p.cards]}
    out["claim"] = None
    if a and a.claim:
        c = a.claim
        out["claim"] = {"seat": c.seat.name, "claimed": c.claimed, "remaining": c.remaining,
                        "can_take": c.can_take, "holds": c.holds}
    out["diagnostics"] = [d.as_dict() for d in done.diagnostics]
    return out

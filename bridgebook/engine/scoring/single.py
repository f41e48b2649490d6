"""The score of one deal on its own: what a lesson prints under a deal's result.

A deal in a lesson is scored as the first hand of a rubber (nothing below the line
before it) under its own laws: for bridge whist the trick score, honours, chicane
and slam (honours and chicane from the four hands when they are given); for
contract the contract score by the deal's ``vulnerable:`` line (none by default),
with, at duplicate and Chicago, the game (300, vulnerable 500) or part score (50,
duplicate) the deal earns.

>>> from bridgebook.checking import check_text
>>> checked = check_text("laws: laws-1905\\nmake: Z no trump\\n"
...                      "result: north-south win ten tricks\\n")
>>> [str(e) for e in score_deal(checked.deals[0]).entries]
['NS 48 below: four by cards']
>>> checked = check_text("laws: contract-duplicate\\ncontract: 4♠ by S\\n"
...                      "vulnerable: north-south\\nresult: north-south win ten tricks\\n")
>>> [str(e) for e in score_deal(checked.deals[0]).entries]
['NS 120 below: 4♠ bid and made', 'NS 500 above: game']
"""

from __future__ import annotations

from bridgebook.engine.scoring.contract import (
    contract_honours,
    contract_points,
    doubles_of,
    score_contract_hand,
)
from bridgebook.engine.scoring.facts import Checked, deal_facts, deal_vulnerability
from bridgebook.engine.scoring.keeper import read_side
from bridgebook.engine.scoring.registry import SCORINGS
from bridgebook.engine.scoring.values import DealScore, Entry
from bridgebook.engine.scoring.whist import score_whist_hand
from bridgebook.model import Side


def is_vulnerability(text: str) -> bool:
    """Whether ``text`` says who is vulnerable: none, both or a side (``NS``,
    ``north-south``, ``the dealer``)."""
    low = text.strip().lower()
    if low in ("all", "both", "", "none", "-", "love"):
        return True
    try:
        read_side(low, None)
    except ValueError:
        return False
    return True


def score_deal(report: Checked) -> DealScore | None:
    """The entries of one deal scored on its own; None when it cannot be scored (no
    trump or contract, no tricks, laws with no scoring, a problem in its score lines)."""
    scoring = SCORINGS.get(report.laws.name)
    if scoring is None:
        return None
    facts, problems = deal_facts(report)
    if facts is None or problems:
        return None
    if scoring.whist is not None:
        # From the score the record states when the hand was played (a revoke
        # penalty may not make the revokers' game: it is capped from there).
        before = facts.score.below if facts.score is not None and facts.score.below else (0, 0)
        entries = score_whist_hand(facts, scoring.whist, before)
        return DealScore(facts.ident, 1, entries, (0, 0))
    if not facts.level:
        return None
    vul = deal_vulnerability(report)
    side = facts.declarer.side if facts.declarer is not None else Side.NS
    entries = score_contract_hand(facts, vul[side])
    if scoring.kind == "rubber":
        entries = entries + contract_honours(facts.honours, facts.strain)
    elif entries and entries[0].below and facts.strain is not None:
        # Duplicate and Chicago score a game (or, duplicate, a part score) on the deal.
        made = contract_points(facts.level, facts.strain, doubles_of(facts))
        if made >= 100:
            entries = (*entries, Entry(side, 500 if vul[side] else 300, False, "game"))
        elif scoring.kind == "duplicate":
            entries = (*entries, Entry(side, 50, False, "part score"))
    return DealScore(facts.ident, 1, entries, (0, 0), vul)

"""One registry of scorers, one per code of laws.

>>> SCORINGS["portland-1904"].game, SCORINGS["contract-rubber"].game, SCORINGS["chicago"].kind
(30, 100, 'chicago')
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgebook.engine.scoring import laws_1905, portland_1904, whist_club_1897
from bridgebook.engine.scoring.whist import WhistRules


@dataclass(frozen=True, slots=True)
class Scoring:
    """How a code scores: ``kind`` is "whist", "rubber" (contract), "duplicate" or
    "chicago"; ``game`` the points below the line that make a game (0: none)."""

    code: str
    kind: str
    game: int
    whist: WhistRules | None = None

    @property
    def is_whist(self) -> bool:
        return self.whist is not None


SCORINGS: dict[str, Scoring] = {
    s.code: s for s in (
        Scoring("whist-club-1897", "whist", 30, whist_club_1897.RULES),
        Scoring("portland-1904", "whist", 30, portland_1904.RULES),
        Scoring("laws-1905", "whist", 30, laws_1905.RULES),
        Scoring("contract-rubber", "rubber", 100),
        Scoring("contract-duplicate", "duplicate", 0),
        Scoring("chicago", "chicago", 100),
    )
}

"""Scoring: one module per code of laws behind one registry, and the rubber.

The public API (plain values, see docs/scoring.md):

- :func:`score_rubber` (``hands, code -> RubberScore, diagnostics``) scores the
  :class:`HandFacts` of one rubber;
- :func:`score_record` scores a checked record (every rubber in it) and checks
  the figures it prints;
- :data:`SCORINGS` is the registry: how each code scores.
"""

from bridgebook.engine.auction import stated_contract
from bridgebook.engine.scoring.record import RecordScore, is_score_record, score_record
from bridgebook.engine.scoring.registry import SCORINGS, Scoring
from bridgebook.engine.scoring.rubber import score_rubber
from bridgebook.engine.scoring.values import (
    DealScore,
    Entry,
    Game,
    HandFacts,
    HonoursHeld,
    Revoke,
    RubberScore,
)

__all__ = [
    "SCORINGS",
    "DealScore",
    "Entry",
    "Game",
    "HandFacts",
    "HonoursHeld",
    "RecordScore",
    "Revoke",
    "RubberScore",
    "Scoring",
    "is_score_record",
    "score_record",
    "score_rubber",
    "stated_contract",
]

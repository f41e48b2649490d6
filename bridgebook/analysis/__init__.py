"""Double-dummy analysis through endplay's DDS: tables, par, the cost of every card.

A stage: it may use the model, the diagnostics and the engine, never the command
line or the checker. endplay is imported only inside the solver's functions.
"""

from bridgebook.analysis.analyse import Analysed, Checked, analyse
from bridgebook.analysis.results import (
    CardResult,
    ClaimVerdict,
    DDTable,
    DealAnalysis,
    Declared,
    Makeable,
    Par,
    ParContract,
    PlayAnalysis,
    makeable,
)

__all__ = [
    "Analysed",
    "CardResult",
    "Checked",
    "ClaimVerdict",
    "DDTable",
    "DealAnalysis",
    "Declared",
    "Makeable",
    "Par",
    "ParContract",
    "PlayAnalysis",
    "analyse",
    "makeable",
]

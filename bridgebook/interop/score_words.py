"""The score when the hand was played, as a record states it in words (bridgebook's
own PBN tag ``[ScoreBefore]``), read by the notation's own score reader: the words
are the books', whichever file carries them."""

from __future__ import annotations

from bridgebook.diagnostics import Diagnostic
from bridgebook.model import Seat, StatedScore
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.scores import read_score


def score_of(text: str, line: int, column: int, found: list[Diagnostic],
             dealer: Seat) -> StatedScore | None:
    """The score ``text`` states (placed at ``line``, ``column``); None, with P030 in
    ``found``, where it cannot be read."""
    return read_score(text, line, column, LineProblems(found), dealer)

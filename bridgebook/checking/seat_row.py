"""A play table whose row of seats is lost: one message, with the row to add.

A book's play table names its columns once, in a row of seats above the tricks
(``     A       Y       B       Z``). With that row left out, the rows are read as
cards in the order of play from each trick's leader, so from the second trick on
nearly every card is given to the wrong seat: a card not held (L001) at every
place, revokes, wrong winners. Where reading the rows in fixed columns, the
opening leader's first (as the first row is), makes those problems vanish, the
lost row is told once (P046) with the row to add, and what followed from it is
folded under it; the deal is checked as so read (a misprint among the rows is
mended and told on its own: two mistakes, two messages).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.model import Deal, PlayForm, Span

Check = Callable[[Deal], DealReport]

#: The code of a lost row of seats, and the start of its hint (the seats follow).
LOST = "P046"
_ADD = "add the row of seats above the first trick: "
_NAMES = re.compile(re.escape(_ADD) + r"(\S+ \S+ \S+ \S+) ")
#: The code of trick rows with no 'play:' line above them.
NO_PLAY = "P032"
#: The problems rows read in the wrong seats set off.
_CASCADE = frozenset({"L001", "L002", "L003", "L004", "L005", "L007", "L008", "L010"})


def _errors(report: DealReport) -> list[Diagnostic]:
    return [d for d in report.diagnostics
            if d.code in _CASCADE and d.severity is Severity.ERROR]


def lost_seat_row(deal: Deal, report: DealReport, check: Check) -> DealReport:
    """``report`` with the lost row of seats told once, when reading the rows in
    fixed columns explains the cards not held; else ``report`` as it is."""
    play = deal.play
    if (play is None or play.columns or len(play.tricks) < 2 or not report.replay.tricks
            or any(t.form is not PlayForm.ORDER or t.leader is not None
                   or len(t.cards) != 4 for t in play.tricks)):
        return report
    before = _errors(report)
    if sum(1 for d in before if d.code == "L001") < 4:
        return report  # a card or two not held is a misprint (engine.mend), not a lost row
    leader = report.replay.tricks[0].leader
    columns = tuple(leader.after(step) for step in range(4))
    tricks = tuple(replace(t, form=PlayForm.TABLE, cards=tuple(
        replace(c, seat=seat) for c, seat in zip(t.cards, columns, strict=True)))
        for t in play.tricks)
    after = check(replace(deal, play=replace(play, tricks=tricks, columns=columns)))
    held = sum(1 for d in before if d.code == "L001")
    if any(d.code == "L030" for d in after.diagnostics):
        return report  # so read, rows stand outside their columns: not the row of seats
    if 2 * sum(1 for d in _errors(after) if d.code == "L001") >= held or (
            2 * len(_errors(after)) >= len(before)):
        return report  # not the row: most of the cards are still not held
    names = " ".join(deal.naming.seat(seat) for seat in columns)
    first = play.tricks[0].span or play.span
    where = (Span(first.line, first.column, first.line, first.column + 1)
             if first is not None else None)
    root = make(LOST, "the play's rows are in fixed columns, but no row names the seats: "
                "read in the order of play, the cards fall to the wrong seats", where,
                hint=f"{_ADD}{names} (the opening leader's column first, as the first row "
                     "is); the deal is checked so")
    kept = {(d.code, d.line, d.column) for d in after.diagnostics}
    kept |= {(f.code, f.line, f.column) for d in after.diagnostics for f in d.folded}
    gone = [d for d in report.diagnostics if (d.code, d.line, d.column) not in kept]
    after.diagnostics = [root.fold(gone), *after.diagnostics]
    return after


def after_no_play_line(report: DealReport, no_play: Diagnostic) -> Diagnostic:
    """``no_play`` (a P032 of ``report``'s deal: trick rows with no 'play:' line) as
    the one message of a play whose row of seats is lost with that line: the P046
    at its first row is taken out of ``report``, its seats named in the P032's hint
    (``play: A Y B Z``), and what followed from it folded under the P032."""
    lost = next((d for d in report.diagnostics if d.code == LOST
                 and d.line == no_play.line), None)
    names = _NAMES.match(lost.hint or "") if lost is not None else None
    if lost is None or names is None:
        return no_play
    report.diagnostics = [d for d in report.diagnostics if d is not lost]
    said = replace(no_play, hint=f"add a line 'play: {names.group(1)}' above line "
                   f"{no_play.line}: the rows are in fixed columns, the opening leader's "
                   "first, and read in the order of play the cards fall to the wrong "
                   "seats; the deal is checked so")
    return said.fold(list(lost.folded))

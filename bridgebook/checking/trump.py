"""A misprinted trump: the make names one suit and the play follows another.

A book that prints ``Y declares spades`` over a play in which hearts win the
tricks ruffed sets off a cascade: marks that no longer win, "revokes" by players
who only ruffed, a result the play no longer gives. When the four hands are given
in full, and reading the make with one other trump (or no trump) makes every
problem of the play vanish, and no other does, the make is the root: told once
(L017) at the make, with the trump the play follows and the problems folded under
it; the deal stays as printed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.model import Act, Deal, Strain

Check = Callable[[Deal], DealReport]

#: The problems another trump changes: who wins a trick, who may ruff, the result.
_CASCADE = frozenset({"L003", "L004", "L005", "L007", "L008"})
_SERIOUS = (Severity.ERROR, Severity.WARNING)


def misprinted_trump(deal: Deal, report: DealReport, check: Check) -> DealReport:
    """``report`` with a misprinted trump told once, when one other trump explains
    every problem of the play; else ``report`` as it is."""
    if deal.play is None or len(deal.hands) != 4 or not all(h.complete for h in deal.hands):
        return report  # without the four hands, the revokes cannot say which trump
    made = [k for k, d in enumerate(deal.declaration)
            if d.act is Act.DECLARE and d.strain is not None]
    serious = [d for d in report.diagnostics if d.severity in _SERIOUS]
    if len(made) != 1 or len(serious) < 2 or any(d.code not in _CASCADE for d in serious):
        return report
    at = made[0]
    declared = deal.declaration[at]
    fits: list[Strain] = []
    for strain in Strain:
        if strain is declared.strain:
            continue
        acts = list(deal.declaration)
        acts[at] = replace(declared, strain=strain)
        after = check(replace(deal, declaration=tuple(acts)))
        if not any(d.severity in _SERIOUS for d in after.diagnostics):
            fits.append(strain)
    if len(fits) != 1:
        return report  # no trump, or several, explains the play: not one fix
    strain = fits[0]
    assert declared.strain is not None
    root = make("L017", f"{_made(declared.strain)} declared, but the play follows "
                f"{_trumps(strain)}", declared.span or deal.span,
                hint=f"{strain.word} was meant: so read, every trick and the result follow")
    gone: list[Diagnostic] = []
    for d in serious:
        gone.extend([replace(d, folded=()), *d.folded])
    return replace(report, diagnostics=[root.fold(gone), *(
        d for d in report.diagnostics if d.severity not in _SERIOUS)])


def _made(strain: Strain) -> str:
    return "no trump is" if strain is Strain.NOTRUMP else f"{strain.word} are"


def _trumps(strain: Strain) -> str:
    return "with no trumps" if strain is Strain.NOTRUMP else f"with {strain.word} as trumps"

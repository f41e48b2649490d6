"""A misprinted trump: the make names one suit and the play follows another.

A book that prints ``Y declares spades`` over a play in which hearts win the
tricks ruffed sets off a cascade: marks that no longer win, "revokes" by players
who only ruffed, a result the play no longer gives. When the four hands are given
in full, and reading the make with another trump (or no trump) makes every
problem of the play vanish, the make is the root: told once (L017) at the make,
with the trump the play follows (each, where two or more fit: a play with no ruff
in spades reads the same at no trump) and the problems folded under it; the deal
stays as printed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Diagnostic, Severity, joined, make
from bridgebook.model import Act, Deal, Strain

Check = Callable[[Deal], DealReport]

#: The problems another trump changes: who wins a trick, who may ruff, the result.
_CASCADE = frozenset({"L003", "L004", "L005", "L007", "L008"})
_SERIOUS = (Severity.ERROR, Severity.WARNING)


def misprinted_trump(deal: Deal, report: DealReport, check: Check) -> DealReport:
    """``report`` with a misprinted trump told once, when another trump explains
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
    if not fits:
        return report  # no other trump explains the play: not the make's doing
    assert declared.strain is not None
    # Where two trumps fit (a play with no ruff in spades reads the same at no trump),
    # the make is still the one mistake: both are named, and the card hints that would
    # mend the play to the make as printed are not given.
    meant = joined([s.word for s in fits], "or")
    root = make("L017", f"{_made(declared.strain)} declared, but the play follows "
                f"{_trumps(fits)}", declared.span or deal.span,
                hint=(f"{meant} was meant: so read, every trick and the result follow"
                      if len(fits) == 1 else
                      f"{meant} was meant: read as any of them, every trick and the "
                      "result follow"))
    gone: list[Diagnostic] = []
    for d in serious:
        gone.extend([replace(d, folded=()), *d.folded])
    return replace(report, diagnostics=[root.fold(gone), *(
        d for d in report.diagnostics if d.severity not in _SERIOUS)])


def _made(strain: Strain) -> str:
    return "no trump is" if strain is Strain.NOTRUMP else f"{strain.word} are"


def _trumps(fits: list[Strain]) -> str:
    """The trumps the play follows, in words.

    >>> _trumps([Strain.HEARTS]), _trumps([Strain.NOTRUMP])
    ('with hearts as trumps', 'with no trumps')
    >>> _trumps([Strain.DIAMONDS, Strain.SPADES, Strain.NOTRUMP])
    'with diamonds or spades as trumps, or with no trumps'
    """
    suits = [s.word for s in fits if s.is_suit]
    told = [f"with {joined(suits, 'or')} as trumps"] if suits else []
    if Strain.NOTRUMP in fits:
        told.append("with no trumps")
    return ", or ".join(told)

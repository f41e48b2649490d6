"""A ``-`` cell within a PBN play, told at the cell with what follows from it folded.

PBN writes ``-`` for a card not played: after the last card of a play that stops
(PBN 3.6), nowhere else. Within the play, before its last trick, a ``-`` leaves its
trick a card short (L006) and its player a card that he goes on holding: the play
after it sets off problems of its own (a revoke where he must follow with it, no
claim of the rest made of the Result, since a trick short of a card comes before
the last). The one mistake is the cell: the L006 is told at the ``-``, the cards its
player never plays are tried there, and the one that mends the play is named in the
hint, the problems it removes folded under it. The deal is still checked as written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.fast import recarded, redealt
from bridgebook.model import Card, Claim, Deal, PlayedCard, PlayForm, Seat, Span, Trick

Check = Callable[[Deal], DealReport]
_SERIOUS = (Severity.ERROR, Severity.WARNING)
_Key = tuple[str, int, int, int | None, Seat | None]
#: The most cards named in the hint as fitting equally well.
_NAMED = 3


def after_blank_cells(report: DealReport, check: Check) -> None:
    """Each L006 of a PBN play's trick before the last, one card short: told at its
    ``-`` cell, with the card that fits named and what it removes folded (each ``-``
    on its own: two are two mistakes)."""
    deal = report.deal
    play = deal.play
    if play is None or not play.fixed or not any(d.code == "L006" for d in report.diagnostics):
        return
    shorts = [d for d in report.diagnostics if d.code == "L006" and d.seat is not None
              and d.trick is not None and d.severity is Severity.ERROR and not d.folded]
    for short in shorts:
        at = next((k for k, d in enumerate(report.diagnostics) if d is short), None)
        if at is None or short.trick is None or short.seat is None:
            continue  # folded under another '-' before
        index = short.trick - 1
        if index >= len(play.tricks) - 1:
            continue  # the last trick may stop short (PBN 3.6)
        trick = play.tricks[index]
        if trick.form is not PlayForm.TABLE or len(trick.cards) != 3 or trick.damaged:
            continue
        place = _cell(trick)
        name = deal.naming.seat(short.seat)
        fits, removed, notes = _fits(deal, report, index, short.seat, check)
        if fits and len(fits) <= _NAMED:
            shown = (str(fits[0]) if len(fits) == 1 else
                     ", ".join(str(c) for c in fits[:-1]) + f" or {fits[-1]}")
            hint = (f"{name}'s {shown}, never played, {'fits' if len(fits) == 1 else 'fit'} "
                    "the play: write it for the '-'")
        else:
            hint = (f"give {name}'s card for the '-': PBN writes '-' only after the last "
                    "card played")
        told = replace(short, span=place or short.span, hint=hint,
                       message=f"trick {short.trick} has 3 cards, not four: '-' for {name}'s "
                       "card, but the play goes on after the trick")
        own = _key(short)
        taken = [d for d in report.diagnostics if d is not short and (
            (_key(d) in removed and _key(d) != own) or (d.code == "L010" and notes))]
        report.diagnostics[at] = told.fold(
            [x for d in taken for x in (replace(d, folded=()), *d.folded)])
        report.diagnostics = [d for d in report.diagnostics if not any(d is t for t in taken)]


def _fits(deal: Deal, report: DealReport, index: int, seat: Seat, check: Check,
          ) -> tuple[list[Card], set[_Key], bool]:
    """The cards of ``seat`` never played that, written for the ``-``, remove the most
    problems and add none; the problems removed; whether they end the note that the
    play stops with no claim (PBN's claim of the rest made of its Result)."""
    play = deal.play
    hand = next((h for h in deal.hands if h.seat is seat), None)
    if play is None or hand is None:
        return [], set(), False
    trick = play.tricks[index]
    played = {pc.card for _, who, pc in report.replay.seated if who is seat}
    base = _serious(check(deal).diagnostics)
    stops = any(d.code == "L010" for d in report.diagnostics)
    fits: list[Card] = []
    removed: set[_Key] = set()
    notes = False
    for card in hand.cards:
        if card in played:
            continue
        tricks = list(play.tricks)
        tricks[index] = recarded(trick, (*trick.cards, PlayedCard(card, seat)))
        mended = redealt(deal, play=replace(play, tricks=tuple(tricks)))
        claim = _claim_of_result(mended, report, check)
        after = check(mended if claim is None else redealt(mended, claim=claim))
        found = _serious(after.diagnostics)
        if not found < base:
            continue
        gone = base - found
        if len(gone) > len(removed):
            fits, removed = [card], gone
            notes = stops and not any(d.code == "L010" for d in after.diagnostics)
        elif gone == removed:
            fits.append(card)
    return fits, removed, notes


def _claim_of_result(deal: Deal, report: DealReport, check: Check) -> Claim | None:
    """PBN's claim of the rest, made of the Result as its reader makes it, where the
    reader made none for a trick short of a card before the last: the tricks the
    stated result leaves, by the declarer's side (counted from ``deal`` checked)."""
    result, contract = deal.result, report.contract
    if (deal.claim is not None or result is None or result.tricks is None
            or result.span is None or contract is None or deal.play is None
            or len(deal.play.tricks) >= 13
            or any(len(t.cards) != 4 for t in deal.play.tricks)):
        return None  # (another '-' still there: a trick with no winner, no claim made)
    side = result.side or contract.declarer.side
    tricks = check(deal).replay.tricks
    won = sum(1 for t in tricks if t.winner is not None and t.winner.side is side)
    seat = contract.declarer if side is contract.declarer.side else contract.declarer.lho
    return Claim(seat, max(result.tricks - won, 0), result.span)


def _cell(trick: Trick) -> Span | None:
    """The place of the ``-`` in a row of PBN's play one card short: the row's first
    cell where no card stands there (a row's place is its first cell's), else the
    widest gap between the cards on its line (after the last, when none is wider)."""
    where = trick.span
    spans = sorted(pc.span for pc in trick.cards if pc.span is not None)
    if where is None or len(spans) != 3 or any(s.line != where.line for s in spans):
        return None
    if where not in spans:
        return Span.point(where.line, where.column, 1)
    gaps = [(b.column - a.end_column, a) for a, b in pairwise(spans)]
    widest, before = max(gaps, key=lambda g: g[0])
    after = before if widest > min(g for g, _ in gaps) else spans[-1]
    return Span.point(where.line, after.end_column + 1, 1)


def _serious(found: list[Diagnostic]) -> set[_Key]:
    return {_key(d) for d in found if d.severity in _SERIOUS}


def _key(d: Diagnostic) -> _Key:
    return (d.code, d.line, d.column, d.trick, d.seat)

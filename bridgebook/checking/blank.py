"""A card not played (``-``) within a table's play, told at the cell with what follows.

PBN writes ``-`` for a card not played: after the last card of a play that stops
(PBN 3.6), nowhere else; a table of the book notation written from it keeps the
``-`` in its cell, and JSON leaves the card out of its trick. Within the play,
before its last trick, such a cell leaves its trick a card short (L006) and its
player a card that he goes on holding: the play after it sets off problems of its
own (a revoke where he must follow with it). The one mistake is the cell: the L006
is told at the ``-``, the cards its player never plays are tried there, and the one
that mends the play is named in the hint, the problems it removes folded under it.
The deal is still checked as written, and the L006 says what it says in every
format (the note that the play stops with no claim, where PBN's Result makes none
for a trick short before the last, stands as it does in the notation written from
it, which states no claim).

The book notation's last row short of a card, with no claim and no ``...``, is
likewise one message: the trick short, the note that the play stops folded under it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import pairwise
from typing import TypeVar

from bridgebook.checking.report import DealReport
from bridgebook.checking.rows import ORDINALS
from bridgebook.diagnostics import Diagnostic, Severity, joined
from bridgebook.engine.replay import play_out
from bridgebook.interop.fast import recarded, redealt
from bridgebook.interop.turned import claim_of_result
from bridgebook.model import Card, Deal, Play, PlayedCard, PlayForm, Seat, Span, Trick
from bridgebook.syntax.lines import EMPTY_CELL, LOST_CELL

Check = Callable[[Deal], DealReport]
_SERIOUS = (Severity.ERROR, Severity.WARNING)
_Key = tuple[str, int, int, int | None, Seat | None]
#: The key of a problem, for best_fits: each caller's own.
K = TypeVar("K")
#: The most cards named in the hint as fitting equally well.
_NAMED = 3


def after_blank_cells(report: DealReport, check: Check) -> None:
    """Each L006 of a table's trick before the last, one card short: told at its
    ``-`` cell, with the card that fits named and what it removes folded (each ``-``
    on its own: two are two mistakes)."""
    deal = report.deal
    play = deal.play
    if (play is None or not play.columns
            or not any(d.code == "L006" for d in report.diagnostics)):
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
        name = deal.naming.seat(short.seat)
        fits, removed = _fits(deal, report, index, short.seat, check)
        json = deal.read_from == "json"
        hint: str | None
        if fits and len(fits) <= _NAMED:
            shown = joined([str(c) for c in fits], "or")
            hint = (f"{name}'s {shown}, never played, {'fits' if len(fits) == 1 else 'fit'} "
                    "the play: " + ("it is missing from the trick" if json
                                    else "write it for the '-'"))
        elif json:
            hint = short.hint
        else:
            hint = (f"give {name}'s card for the '-': '-' is a card not played only after "
                    "the last card of the play")
        told = replace(short, span=_cell(trick, play.columns, play.fixed, short.seat)
                       or short.span, hint=hint)
        own = _key(short)
        taken = [d for d in report.diagnostics if d is not short
                 and _key(d) in removed and _key(d) != own]
        report.diagnostics[at] = told.fold(
            [x for d in taken for x in (replace(d, folded=()), *d.folded)])
        report.diagnostics = [d for d in report.diagnostics if not any(d is t for t in taken)]


def after_last_row_short(report: DealReport) -> None:
    """The book notation's last trick row short of a card, with no claim and no
    ``...``: the trick short (L006) is the one message, its hint giving both mends (the
    card, or the ``...`` that stops the play there), and the note that the play stops
    with no claim (L010), which it sets off, folded under it."""
    deal = report.deal
    play = deal.play
    if play is None or not play.tricks or deal.read_from != "book" or deal.claim is not None:
        return
    last = len(play.tricks)
    short = next((d for d in report.diagnostics if d.code == "L006" and d.trick == last
                  and d.severity is Severity.ERROR and "not four: no card of" in d.message),
                 None)
    stops = [d for d in report.diagnostics if d.code == "L010"]
    if short is None or not stops or play.tricks[-1].stops:
        return
    told = replace(short, hint=f"{short.hint}; or, if the play stops there, end the row with "
                   "'...'" if short.hint else "if the play stops there, end the row with '...'")
    report.diagnostics = [told.fold(stops) if d is short else d
                          for d in report.diagnostics if d not in stops]


def _fits(deal: Deal, report: DealReport, index: int, seat: Seat, check: Check,
          ) -> tuple[list[Card], set[_Key]]:
    """The cards of ``seat`` never played that, written for the ``-``, remove the most
    problems and add none; and the problems removed."""
    play = deal.play
    hand = next((h for h in deal.hands if h.seat is seat), None)
    if play is None or hand is None:
        return [], set()
    trick = play.tricks[index]
    played = {pc.card for _, who, pc in report.replay.seated if who is seat}

    def left(card: Card) -> set[_Key]:
        tricks = list(play.tricks)
        tricks[index] = recarded(trick, (*trick.cards, PlayedCard(card, seat)))
        return _serious(check(redealt(deal, play=replace(play, tricks=tuple(tricks))))
                        .diagnostics)

    return best_fits([c for c in hand.cards if c not in played], left,
                     _serious(check(deal).diagnostics))


def best_fits(cards: list[Card], left: Callable[[Card], set[K]], base: set[K],
              ) -> tuple[list[Card], set[K]]:
    """The ``cards`` that, written for a card not known, remove the most of the
    problems ``base`` and add none (``left(card)``: the problems left with it), and
    the problems they remove; several cards that remove the same are each named."""
    fits: list[Card] = []
    removed: set[K] = set()
    for card in cards:
        found = left(card)
        if not found < base:
            continue
        gone = base - found
        if len(gone) > len(removed):
            fits, removed = [card], gone
        elif gone == removed:
            fits.append(card)
    return fits, removed


def _cell(trick: Trick, columns: tuple[Seat, ...], fixed: bool, seat: Seat) -> Span | None:
    """The place of the ``-`` in a row one card short, from the places of its cards on
    the row's line: PBN's row is placed at its first cell, so a row placed elsewhere
    than at a card starts with the ``-``; else the ``-`` stands in the gap wider than
    the other (as far from the card before it as the cards are apart), or, the gaps
    alike, before the first card or after the last, as its seat's column is first
    or last (PBN: after the last). None where the row's places do not say."""
    where = trick.span
    spans = sorted(pc.span for pc in trick.cards if pc.span is not None)
    if where is None or len(spans) != 3 or any(s.line != where.line for s in spans):
        return None
    if fixed and where not in spans:
        return Span.point(where.line, where.column, 1)
    gaps = [b.column - a.end_column for a, b in pairwise(spans)]
    apart = min(gaps)
    if gaps[0] != gaps[1]:
        before = spans[0] if gaps[0] > gaps[1] else spans[1]
        return Span.point(where.line, before.end_column + apart, 1)
    if fixed or columns.index(seat) == len(columns) - 1:
        return Span.point(where.line, spans[-1].end_column + apart, 1)
    if columns.index(seat) == 0 and spans[0].column - apart - 1 > where.column:
        return Span.point(where.line, spans[0].column - apart - 1, 1)
    return None


def _recounted(deal: Deal, play: Play, report: DealReport) -> Deal:
    """``deal`` with ``play``, a row of it mended, and the claim the reader made of
    the stated result (PBN's Result, the play stopping short) counted again: it was
    counted without the row cut short, whose winner was not known."""
    edited = redealt(deal, play=play)
    if deal.claim is None or report.contract is None:
        return edited
    claim = claim_of_result(edited, play_out(edited, report.contract, report.laws,
                                             quiet=True).tricks)
    return edited if claim is None else redealt(edited, claim=claim)


def _serious(found: list[Diagnostic]) -> set[_Key]:
    return {_key(d) for d in found if d.severity in _SERIOUS}


def _key(d: Diagnostic) -> _Key:
    return (d.code, d.line, d.column, d.trick, d.seat)


def _short_row(play: Play, line: int | None) -> int | None:
    """The index of the table row of three cards read at ``line`` (a cell lost or
    left empty there), if there is one."""
    return next((i for i, t in enumerate(play.tricks)
                 if t.damaged and t.form is PlayForm.TABLE and len(t.cards) == 3
                 and not t.extra and not t.unread and t.span is not None
                 and t.span.line == line), None)


def explain_cut_row(report: DealReport, row: Diagnostic, check: Check) -> Diagnostic:
    """``row`` (a P008 of ``report``'s deal: a PBN play's row of three cards, with no
    cell for the fourth, read in its first columns) with the reading that mends it:
    the empty cell is tried in each column, the cards after it moved a column on,
    and in it each card its player never plays. The one reading (or the few, each
    named) that removes the most problems and adds none is the hint (too many to name,
    all in one column: that column), the problems they all remove (the cards then in
    the wrong columns, the card kept that sets off a revoke) folded under ``row`` and
    taken out of ``report``. The deal is still
    checked as written."""
    deal = report.deal
    play = deal.play
    printed = LOST_CELL in row.message  # a printed table's row that lost a cell
    if (play is None or not play.columns or len(play.columns) != 4
            or (deal.read_from != "pbn" and not printed)):
        return row  # (the book notation's short row keeps its own fix: a '-' to write)
    at = _short_row(play, row.line)
    if at is None:
        return row
    trick = play.tricks[at]
    columns = play.columns
    in_play = {pc.card for t in play.tricks for pc in t.cards}
    base = _serious(check(deal).diagnostics)
    # A printed row with no card marked lost its mark with the cell: the card there won.
    marked = printed and not any(pc.marked for pc in trick.cards)
    found: list[tuple[int, int, Card, set[_Key]]] = []  # (left, column, card, removed)
    for empty, seat in enumerate(columns):
        hand = next((h for h in deal.hands if h.seat is seat), None)
        if hand is None:
            continue
        seats = [s for s in columns if s is not seat]
        cards = [replace(pc, seat=s) for pc, s in zip(trick.cards, seats, strict=True)]
        for card in hand.cards:
            if card in in_play:
                continue
            full = (*cards[:empty], PlayedCard(card, seat, marked), *cards[empty:])
            tricks = list(play.tricks)
            tricks[at] = replace(trick, cards=full, damaged=False)
            left = _serious(check(_recounted(deal, replace(play, tricks=tuple(tricks)),
                                             report)).diagnostics)
            if left < base or (not base and not left):
                found.append((len(left), empty, card, base - left))
    if not found:
        return row
    fewest = min(n for n, *_ in found)
    best = [(empty, card, removed) for n, empty, card, removed in found if n == fewest]
    name = deal.naming.seat
    empties = {empty for empty, _, _ in best}
    if len(best) > _NAMED and len(empties) > 1:
        hint = row.hint or ""  # too many readings to name, in more than one column
    elif len(best) > _NAMED:
        # One column, too many of its player's cards to name: the column is the fix.
        (empty,) = empties
        place = (f"before '{trick.cards[empty].card.code}'" if empty < len(trick.cards)
                 else f"after '{trick.cards[-1].card.code}'")
        hint = (f"{name(columns[empty])}'s card, never played, is missing from the row: "
                f"write it in the {ORDINALS[empty]} column, {place} ({len(best)} of his "
                "cards fit the play)")
    elif len(best) == 1 and printed:
        empty, card, _ = best[0]
        hint = (f"{name(columns[empty])}'s {card}, never played, is the cell lost: print "
                f"it in {name(columns[empty])}'s column, with the row's strokes '|'")
    elif len(best) == 1:
        empty, card, _ = best[0]
        hint = (f"{name(columns[empty])}'s {card}, never played, is missing from the row: "
                f"write it in the {ORDINALS[empty]} column")
        codes = [pc.card.code for pc in trick.cards]
        codes.insert(empty, card.code)
        hint += f" ('{' '.join(codes)}')"
    else:
        readings = [f"{name(columns[empty])}'s {card} in the {ORDINALS[empty]} column"
                    for empty, card, _ in best]
        hint = f"a card is missing from the row, never played: {joined(readings, 'or')}"
    removed = set.intersection(*(r for _, _, r in best))
    taken = [d for d in report.diagnostics if _key(d) in removed]
    report.diagnostics = [d for d in report.diagnostics if not any(d is t for t in taken)]
    told = replace(row, hint=hint)
    return told.fold([x for d in taken for x in (replace(d, folded=()), *d.folded)])


def explain_empty_cell(report: DealReport, empty: Diagnostic, check: Check) -> Diagnostic:
    """``empty`` (a P041 of ``report``'s deal: a printed table's cell with no card)
    with the card its seat never plays that, printed there, removes the most problems
    and adds none named in its hint (a few that do as well, each), and the problems
    it removes (the seat still holding the card where he must follow with it) folded
    under it and taken out of ``report``."""
    deal = report.deal
    play = deal.play
    if play is None or not play.columns or not empty.message.startswith(EMPTY_CELL):
        return empty
    at = _short_row(play, empty.line)
    if at is None:
        return empty
    seats = {pc.seat for pc in play.tricks[at].cards}
    seat = next((s for s in play.columns if s not in seats), None)
    if seat is None:
        return empty
    hand = next((h for h in deal.hands if h.seat is seat), None)
    if hand is None:
        return empty
    trick = play.tricks[at]
    # A row with no card marked lost its mark with the cell: the card there won.
    marked = not any(pc.marked for pc in trick.cards)
    played = {pc.card for _, who, pc in report.replay.seated if who is seat}

    def left(card: Card) -> set[_Key]:
        tricks = list(play.tricks)
        tricks[at] = replace(trick, cards=(*trick.cards, PlayedCard(card, seat, marked)),
                             damaged=False)
        return _serious(check(redealt(deal, play=replace(play, tricks=tuple(tricks))))
                        .diagnostics)

    fits, removed = best_fits([c for c in hand.cards if c not in played], left,
                              _serious(check(deal).diagnostics))
    if not fits or len(fits) > _NAMED:
        return empty
    name = deal.naming.seat(seat)
    shown = joined([str(c) for c in fits], "or")
    hint = (f"{name}'s {shown}, never played, {'fits' if len(fits) == 1 else 'fit'} the "
            f"play: print it in {name}'s column")
    taken = [d for d in report.diagnostics if _key(d) in removed]
    report.diagnostics = [d for d in report.diagnostics if not any(d is t for t in taken)]
    return replace(empty, hint=hint).fold(
        [x for d in taken for x in (replace(d, folded=()), *d.folded)])

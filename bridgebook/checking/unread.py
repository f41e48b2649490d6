"""A part of the record not understood, told once with what follows from it folded.

A token the reader cannot read is left out of the deal: a rank misprinted in a
hand (``1O`` for ``10``), a suit letter or symbol lost (``G—8, 5, 4``, ``O K 10 8``),
a make whose verb is misspelt (``Y declars hearts``). What is left out then sets off
problems of its own: the hand is short a card or a line, the cards it plays are not
held, the play is replayed with no trump. Each is the unreadable token's doing, so
the token's message (P002, P003, P040, P005) is the root: the readings it could
have are tried, each on a copy of the deal checked again, and the reading that
removes problems and adds none is told as the hint, the problems it removes folded
under the token's message. The deal is still checked as printed.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Sequence
from dataclasses import replace

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.engine.replay import PlayedTrick, play_out
from bridgebook.interop.turned import claim_of_result
from bridgebook.model import (
    FULL_PACK,
    Act,
    Card,
    CardSet,
    Claim,
    Deal,
    Declaration,
    Hand,
    Holding,
    PlayedCard,
    PlayForm,
    Seat,
    Span,
    Strain,
)

Check = Callable[[Deal], DealReport]

#: The codes of a token not read in a hand, and of a make not understood.
_IN_HAND = frozenset({"P002", "P003", "P040"})
_MAKE = "P005"
_SERIOUS = (Severity.ERROR, Severity.WARNING)
_Key = tuple[str, Span | None, int | None, Seat | None]
#: The printed token in a message: "not a rank: '1O' in spades".
_TOKEN = re.compile(r": '(.*?)'(?:\s|$)")
#: A winner's mark in a table's cell: ``<f>..</f>``, ``[..]``, ``_.._``.
_MARKED = re.compile(r"f>|^\[.*\]$|^_.*_$")


def after_unread(reports: Sequence[DealReport], problems: list[Diagnostic],
                 check: Check) -> list[Diagnostic]:
    """``problems`` with each unreadable token that explains problems of its deal's
    check (the last of ``reports`` starting on or before it) folding them; those
    problems are taken out of the deal's report."""
    starts = [r.deal.span.line if r.deal.span is not None else 0 for r in reports]
    out = []
    for d in problems:
        index = bisect_right(starts, d.line) - 1
        if (index >= 0 and d.severity is Severity.ERROR and not d.folded
                and (d.code in _IN_HAND or d.code == _MAKE)):
            d = _explain(reports[index], d, check)
        out.append(d)
    return out


def _explain(report: DealReport, token: Diagnostic, check: Check) -> Diagnostic:
    deal = report.deal
    # A card not read in a table's cell is told as the card meant even where its
    # loss sets off nothing: the seat's one card never played.
    cell = _cell_of(deal, token) is not None
    if not cell and not any(d.severity in _SERIOUS for d in report.diagnostics):
        return token
    readings = (_make_readings(deal, token) if token.code == _MAKE
                else _cell_readings(deal, report, token) if cell
                else _hand_readings(deal, report, token))
    if not readings:
        return token
    base = _serious(check(deal).diagnostics)
    best: list[tuple[int, str | None, Card | None]] = []
    removed: set[_Key] = set()
    for edited, hint, card in readings:
        after = _serious(check(edited).diagnostics)
        if not after < base and not (cell and after == base):
            continue
        gone = base - after
        if len(gone) > len(removed) or not best:
            best, removed = [(len(gone), hint, card)], gone
        elif gone == removed:
            best.append((len(gone), hint, card))
    if cell and len(best) > 1:
        best = _likest(token, best)
    if not removed:
        if cell and len(best) == 1:
            return replace(token, hint=best[0][1] or token.hint)
        return token
    hints = {hint for _, hint, _ in best}
    taken: list[Diagnostic] = []
    kept: list[Diagnostic] = []
    for d in report.diagnostics:
        if _key(d) in removed:
            taken.extend([replace(d, folded=()), *d.folded])
        else:
            kept.append(d)
    if not taken:
        return token
    report.diagnostics = kept
    hint = hints.pop() if len(hints) == 1 else None
    return replace(token, hint=hint or token.hint).fold(taken)


def _serious(found: Sequence[Diagnostic]) -> set[_Key]:
    return {_key(d) for d in found if d.severity in _SERIOUS}


def _key(d: Diagnostic) -> _Key:
    return (d.code, d.span, d.trick, d.seat)


# The readings -----------------------------------------------------------------------


def _make_readings(deal: Deal, token: Diagnostic) -> list[tuple[Deal, str | None, Card | None]]:
    """The make read with the act not understood as a trump declared by the dealer or
    his partner: the reader's own hint (the verb meant) stays."""
    dealer = deal.dealer or Seat.S
    return [(replace(deal, declaration=(*deal.declaration, Declaration(
        seat, Act.DECLARE, strain, token.span))), None, None)
        for seat in (dealer, dealer.partner) for strain in Strain]


def _cell_of(deal: Deal, token: Diagnostic) -> int | None:
    """The trick of a table whose row holds the token, a card not read (its cell left
    out of the trick); or the trick in the order of play whose gap it is."""
    if token.code != "P002" or deal.play is None:
        return None
    return next((k for k, trick in enumerate(deal.play.tricks)
                 if trick.damaged and (
                     any(span == token.span for _, span in trick.gaps)
                     or (trick.form is PlayForm.TABLE and trick.span is not None
                         and trick.span.line == token.line and len(trick.cards) == 3))),
                None)


def _gap_seat(report: DealReport, index: int, place: int) -> Seat | None:
    """The seat whose turn the card not read at ``place`` of the trick (0: the lead)
    was, by the seats the replay gave the trick's cards read."""
    trick = report.deal.play.tricks[index] if report.deal.play is not None else None
    if trick is None:
        return None
    holes = {k for k, _ in trick.gaps}
    places = [k for k in range(len(trick.cards) + len(holes)) if k not in holes]
    seats = [seat for at, seat, _ in report.replay.seated if at == index]
    if not seats or not places:
        return None
    return seats[0].after((place - places[0]) % 4)


def _cell_readings(deal: Deal, report: DealReport, token: Diagnostic
                   ) -> list[tuple[Deal, str | None, Card | None]]:
    """The trick read with the cell not read as a card its seat holds and never plays
    (a rank misread: ``1O♦``, ``l0[S]``), the winner's mark kept; a card not read
    in a trick written in the order of play, read in its turn so. A claim the reader
    made of the stated result is counted again for each reading."""
    index = _cell_of(deal, token)
    assert index is not None and deal.play is not None
    trick = deal.play.tricks[index]
    gap = next((place for place, span in trick.gaps if span == token.span), None)
    if gap is not None:
        seat_of = _gap_seat(report, index, gap)
        hand = next((h for h in deal.hands if h.seat is seat_of), None)
        if seat_of is None or hand is None:
            return []
        holes = {k for k, _ in trick.gaps}
        places = [k for k in range(len(trick.cards) + len(holes)) if k not in holes]
        at = sum(1 for place in places if place < gap)
    else:
        seats = {pc.seat for pc in trick.cards}
        lost = [seat for seat in Seat if seat not in seats]
        hand = next((h for h in deal.hands if h.seat in lost), None)
        if len(lost) != 1 or hand is None or hand.seat is None:
            return []
    assert hand.seat is not None
    seat = hand.seat
    played = {pc.card for _, who, pc in report.replay.seated if who is seat}
    m = _TOKEN.search(token.message)
    printed = m.group(1) if m is not None else None
    marked = printed is not None and _MARKED.search(printed) is not None
    if gap is None:
        at = next((k for k, pc in enumerate(trick.cards) if pc.span is not None
                   and token.span is not None and pc.span.column > token.span.column),
                  len(trick.cards))
    readings: list[tuple[Deal, str | None, Card | None]] = []
    for card in hand.cards:
        if card in played:
            continue
        cell = PlayedCard(card, None if gap is not None else seat, marked, None, token.span)
        tricks = list(deal.play.tricks)
        gaps = tuple(g for g in trick.gaps if g[0] != gap)
        tricks[index] = replace(trick, cards=(*trick.cards[:at], cell, *trick.cards[at:]),
                                damaged=bool(gaps), gaps=gaps)
        hint = (f"{printed!r} is {card}, {deal.naming.seat(seat)}'s card never played"
                if printed else None)
        edited = replace(deal, play=replace(deal.play, tricks=tuple(tricks)))
        played_out = play_out(edited, report.contract, report.laws, quiet=True).tricks
        claim = claim_of_result(edited, played_out) or _claim_of_total(edited, played_out)
        readings.append((edited if claim is None else replace(edited, claim=claim), hint,
                         card))
    return readings


def _claim_of_total(deal: Deal, played: list[PlayedTrick]) -> Claim | None:
    """A claim made of the declaring side's tricks in all (LIN's ``mc``), counted
    again from the tricks ``played`` (the play as read again, up to the claim)."""
    claim = deal.claim
    if claim is None or claim.total is None or claim.seat is None:
        return None
    side = claim.seat.side
    won = sum(1 for t in played if t.winner is not None and t.winner.side is side)
    tricks = max(claim.total - won, 0)
    return None if tricks == claim.tricks else replace(claim, tricks=tricks)


def _likest(token: Diagnostic, best: list[tuple[int, str | None, Card | None]],
            ) -> list[tuple[int, str | None, Card | None]]:
    """Of the cards that fit alike in a cell not read, those most like the text
    printed (``S1``: ♠10); two or three left still are one hint naming each."""
    m = _TOKEN.search(token.message)
    printed = m.group(1).upper() if m is not None else ""
    cards = [card for _, _, card in best if card is not None]
    if not printed or len(cards) != len(best):
        return best
    likeness = {card: _alike(printed, card) for card in cards}
    most = max(likeness.values())
    likest = [b for b in best if b[2] is not None and likeness[b[2]] == most]
    if len(likest) == 1 or not 1 < len(likest) <= 3:
        return likest
    first = likest[0][1]
    named = " or ".join(str(b[2]) for b in likest)
    hint = None if first is None else first.replace(
        f" is {likest[0][2]},", f" is {named},").replace("card never", "cards never")
    return [(likest[0][0], hint, likest[0][2])]


def _alike(printed: str, card: Card) -> int:
    """How much a cell's text is like ``card``: its suit's letter (2), its rank's
    letter or first figure (1)."""
    rank = card.rank
    return 2 * (card.suit.letter in printed) + (
        rank.letter in printed or rank.text[0] in printed)


def _hand_of(deal: Deal, token: Diagnostic) -> int | None:
    """The hand the token stands in: of those whose lines hold it, the one that starts
    nearest on its left (a diagram prints two hands on the same lines)."""
    best: tuple[int, int] | None = None
    for index, hand in enumerate(deal.hands):
        span = hand.span
        if (span is None or hand.seat is None or not span.line <= token.line <= span.end_line
                or span.column > token.column):
            continue
        if best is None or span.column > best[0]:
            best = (span.column, index)
    return best[1] if best is not None else None


def _hand_readings(deal: Deal, report: DealReport, token: Diagnostic
                   ) -> list[tuple[Deal, str | None, Card | None]]:
    """The hand read with the token as a card no hand holds (a rank not read), or as
    the line of a suit the hand lacks made of the cards of that suit no hand holds (a
    suit not read)."""
    index = _hand_of(deal, token)
    if index is None:
        return []
    hand = deal.hands[index]
    assert hand.seat is not None
    held = 0
    for other in deal.hands:
        held |= other.cards.mask
    missing = CardSet(FULL_PACK & ~held)
    if not missing or len(missing) > 13 or hand.count >= 13:
        return []
    m = _TOKEN.search(token.message)
    printed = m.group(1) if m is not None else None
    name = deal.naming.seat(hand.seat)
    plays = {pc.card: at + 1 for at, seat, pc in report.replay.seated
             if seat is hand.seat}
    readings: list[tuple[Deal, str | None, Card | None]] = []
    if token.code == "P002":
        for card in missing:
            trick = plays.get(card)
            where = f", which {name} plays at trick {trick}" if trick else ""
            hint = (f"{printed!r} is {card}: the card {name}'s hand lacks{where}, and no "
                    "hand holds it" if printed else None)
            readings.append((_with_hand(deal, index, _added(hand, card)), hint, None))
        return readings
    given = {h.suit for h in hand.holdings}
    for suit in {card.suit for card in missing} - given:
        cards = missing.suit(suit)
        if hand.count + len(cards) != 13:
            continue
        shown = " ".join(str(c) for c in cards)
        which = (f"which {name} plays and no hand holds" if all(c in plays for c in cards)
                 else "which no hand holds")
        hint = (f"{printed!r} is {name}'s {suit.word}: {shown}, {which}, are that line"
                if printed else None)
        line = Holding(suit, tuple(cards), span=token.span)
        readings.append((_with_hand(deal, index, replace(
            hand, holdings=(*hand.holdings, line))), hint, None))
    return readings


def _added(hand: Hand, card: Card) -> Hand:
    holdings = list(hand.holdings)
    at = next((k for k, h in enumerate(holdings) if h.suit is card.suit), None)
    if at is None:
        holdings.append(Holding(card.suit, (card,)))
    else:
        holdings[at] = replace(holdings[at], cards=(*holdings[at].cards, card),
                               card_spans=())
    return replace(hand, holdings=tuple(holdings))


def _with_hand(deal: Deal, index: int, hand: Hand) -> Deal:
    hands = list(deal.hands)
    hands[index] = hand
    return replace(deal, hands=tuple(hands))

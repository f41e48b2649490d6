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
from functools import partial

from bridgebook.checking.blank import best_fits
from bridgebook.checking.report import DealReport
from bridgebook.checking.rows import ORDINALS
from bridgebook.diagnostics import Diagnostic, Severity, joined
from bridgebook.engine.replay import PlayedTrick, play_out, printed_trick
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
    Rank,
    Seat,
    Span,
    Strain,
    Trick,
)

Check = Callable[[Deal], DealReport]

#: The codes of a token not read in a hand, and of a make not understood.
_IN_HAND = frozenset({"P002", "P003", "P040"})
_MAKE = "P005"
#: The message of a claim not understood (P006).
_CLAIM = "claim not understood"
_SERIOUS = (Severity.ERROR, Severity.WARNING)
_Key = tuple[str, Span | None, int | None, Seat | None]
#: A reading of the token: the deal so read, its hint, how like the token its card is,
#: the card read in a play's row.
_Reading = tuple[Deal, str | None, int, Card | None]
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
        elif index >= 0 and d.code == "P006" and d.message.startswith(_CLAIM):
            d = _claim_unread(reports[index], d)
        out.append(d)
    return out


def after_short_rows(report: DealReport, check: Check) -> None:
    """A row in the order played one card short (L006, "no card of N") leaves its
    trick with no winner, so the tricks counted are short too: each card the
    player holds and never plays is tried at the row's end, and the problems the
    cards that fit remove are folded under the L006, its hint naming them."""
    deal = report.deal
    if deal.play is None or not any(d.code == "L006" for d in report.diagnostics):
        return
    for at, short in enumerate(report.diagnostics):
        if (short.code != "L006" or short.seat is None or short.trick is None
                or short.severity is not Severity.ERROR or short.folded):
            continue
        index = short.trick - 1
        trick = deal.play.tricks[index] if index < len(deal.play.tricks) else None
        hand = next((h for h in deal.hands if h.seat is short.seat), None)
        if (trick is None or trick.form is not PlayForm.ORDER or len(trick.cards) != 3
                or trick.damaged or hand is None):
            continue
        played = {pc.card for _, who, pc in report.replay.seated if who is short.seat}
        fits, removed = best_fits(
            [c for c in hand.cards if c not in played],
            partial(_left_with_card, deal, index, check), _serious(check(deal).diagnostics))
        if not fits and deal.read_from == "lin":
            fits, removed, place, whose = _lin_card_lost(report, index, check)
            if len(fits) == 1 and whose is not None:
                before = trick.cards[place - 1].card.code if place else None
                hint = (f"the trick's {ORDINALS[place]} card, {fits[0]}, never played, fits "
                        f"the play: write pc|{fits[0].code}| "
                        + (f"after pc|{before}|" if before else "first in the trick"))
                # the player with no card is the one at that place, the cards after it
                # the players' after him
                said, _, _ = short.message.partition(_NO_CARD)
                told = replace(short, message=f"{said}{_NO_CARD}{deal.naming.seat(whose)}",
                               seat=whose)
                _fold_short(report, at, told, removed, hint)
                return
        if not fits or len(fits) > _NAMED:
            continue
        own = _key(short)
        taken = [d for d in report.diagnostics if _key(d) in removed and _key(d) != own]
        name = deal.naming.seat(short.seat)
        shown = joined([str(c) for c in fits], "or")
        hint = (f"{name}'s {shown}, never played, {'fits' if len(fits) == 1 else 'fit'} "
                "the play: " + (f"write pc|{fits[0].code}| last in the trick, before its pg||"
                                if deal.read_from == "lin" and len(fits) == 1
                                else "write it last in the row"))
        report.diagnostics[at] = replace(short, hint=hint).fold(
            [x for d in taken for x in (replace(d, folded=()), *d.folded)])
        report.diagnostics = [d for d in report.diagnostics if not any(d is t for t in taken)]
        return


#: The end of an L006's message before the seat with no card in the trick.
_NO_CARD = ": no card of "


def _lin_card_lost(report: DealReport, index: int, check: Check,
                   ) -> tuple[list[Card], set[_Key], int, Seat | None]:
    """A LIN trick of three cards (BBO's ``pg`` bounds it) whose lost ``pc`` is not
    its last: in each place before the last, each card its player (the trick's
    leader's, or the one after) holds and no one plays is tried, the cards after it
    played by the players after; the cards that remove the most problems and add
    none, those problems, the place and its player."""
    deal = report.deal
    play = deal.play
    assert play is not None
    led = next((t.leader for t in report.replay.tricks if t.number == index + 1), None)
    if led is None:
        return [], set(), 0, None
    in_play = {pc.card for t in play.tricks for pc in t.cards}
    base = _serious(check(deal).diagnostics)
    best: tuple[list[Card], set[_Key], int, Seat | None] = ([], set(), 0, None)
    for place in range(3):
        hand = next((h for h in deal.hands if h.seat is led.after(place)), None)
        if hand is None:
            continue

        def left(card: Card, place: int = place) -> set[_Key]:
            tricks = list(play.tricks)
            cards = tricks[index].cards
            if place == 0:  # the lead: its seat is the trick's, not the card's
                full = (PlayedCard(card, seat=cards[0].seat), replace(cards[0], seat=None),
                        *cards[1:])
            else:
                full = (*cards[:place], PlayedCard(card, seat=None), *cards[place:])
            tricks[index] = replace(tricks[index], cards=full)
            return _serious(check(replace(deal, play=replace(play, tricks=tuple(tricks))))
                            .diagnostics)

        fits, removed = best_fits([c for c in hand.cards if c not in in_play], left, base)
        if fits and len(removed) > len(best[1]):
            best = (fits, removed, place, led.after(place))
    return best


def _fold_short(report: DealReport, at: int, short: Diagnostic, removed: set[_Key],
                hint: str) -> None:
    """The L006 ``short`` (``report.diagnostics[at]``) with ``hint``, the problems
    ``removed`` folded under it (the L006 as found, at ``at``, not among them)."""
    own = _key(report.diagnostics[at])
    taken = [d for d in report.diagnostics if _key(d) in removed and _key(d) != own]
    report.diagnostics[at] = replace(short, hint=hint).fold(
        [x for d in taken for x in (replace(d, folded=()), *d.folded)])
    report.diagnostics = [d for d in report.diagnostics if not any(d is t for t in taken)]


def _claim_unread(report: DealReport, token: Diagnostic) -> Diagnostic:
    """A claim not understood leaves the play with no claim: the note that the play
    stops with none (L010) is its doing, folded under it."""
    stops = [d for d in report.diagnostics if d.code == "L010"]
    if not stops:
        return token
    report.diagnostics = [d for d in report.diagnostics if d.code != "L010"]
    return token.fold(stops)


def _explain(report: DealReport, token: Diagnostic, check: Check) -> Diagnostic:
    deal = report.deal
    # A card not read in a table's cell is told as the card meant even where its
    # loss sets off nothing: the seat's one card never played.
    cell = _cell_of(deal, token) is not None
    if not cell and token.code == "P002" and (full := _full_hand(deal, token)) is not None:
        # the hand has its thirteen cards without the token: any card read for it
        # would be a fourteenth, held by another hand or given twice
        return replace(token, hint=f"drop it: {full}'s hand has its 13 cards without it")
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
    for edited, hint, likeness, card in readings:
        after = _serious(check(edited).diagnostics)
        if not after < base and not (cell and after == base):
            continue
        gone = base - after
        if len(gone) > len(removed) or not best:
            best, removed = [(likeness, hint, card)], gone
        elif gone == removed:
            best.append((likeness, hint, card))
    # Of the cards that mend the play as well, those most like the text printed; if
    # several, the hint names them.
    most = max((likeness for likeness, _, _ in best), default=0)
    best = [b for b in best if b[0] == most]
    if cell and 1 < len(best) <= _NAMED:
        cards = [c for _, _, c in best if c is not None]
        best = [(most, _one_of(token, cards, deal, report), None)]
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


#: The most cards a hint names as the cards that may be meant.
_NAMED = 6


def _one_of(token: Diagnostic, cards: list[Card], deal: Deal, report: DealReport
            ) -> str | None:
    """The hint naming the cards a row's card not read may be: each its seat's
    card never played that mends the play as well as the others."""
    m = _TOKEN.search(token.message)
    if m is None or deal.play is None:
        return None
    index = _cell_of(deal, token)
    hand = None if index is None else _lost_hand(deal, report, index)
    if hand is None or hand.seat is None or not cards:
        return None
    shown = joined([str(c) for c in cards], "or")
    return (f"{m.group(1)!r} is {shown}: the cards {deal.naming.seat(hand.seat)} never "
            "plays that fit the play")


def _left_with_card(deal: Deal, index: int, check: Check,
                    card: Card) -> set[_Key]:
    """The serious problems left with ``card`` written last in trick ``index``'s row."""
    play = deal.play
    assert play is not None
    tricks = list(play.tricks)
    tricks[index] = replace(tricks[index], cards=(*tricks[index].cards, PlayedCard(card)))
    return _serious(check(replace(deal, play=replace(play, tricks=tuple(tricks)))).diagnostics)


def _serious(found: Sequence[Diagnostic]) -> set[_Key]:
    return {_key(d) for d in found if d.severity in _SERIOUS}


def _key(d: Diagnostic) -> _Key:
    return (d.code, d.span, d.trick, d.seat)


# The readings -----------------------------------------------------------------------


def _make_readings(deal: Deal, token: Diagnostic) -> list[_Reading]:
    """The make read with the act not understood as a trump declared by the dealer or
    his partner: the reader's own hint (the verb meant) stays."""
    dealer = deal.dealer or Seat.S
    return [(replace(deal, declaration=(*deal.declaration, Declaration(
        seat, Act.DECLARE, strain, token.span))), None, 0, None)
        for seat in (dealer, dealer.partner) for strain in Strain]


def _cell_of(deal: Deal, token: Diagnostic) -> int | None:
    """The trick whose row holds the token, a card not read: a table's cell left out
    of the trick, or a row in the order played whose other cards keep their places."""
    if token.code != "P002" or deal.play is None:
        return None
    tricks = deal.play.tricks
    found = [k for k, trick in enumerate(tricks)
             if trick.damaged and trick.span is not None
             and trick.span.line == token.line and len(trick.cards) == 3
             and (trick.form is PlayForm.TABLE or len(trick.gaps) == 1)]
    if len(found) < 2:
        return found[0] if found else None
    # Rows of one line (LIN gives a board on one line): the one the token stands in,
    # after every card of the tricks before it and before every card of those after.
    def columns(part: tuple[Trick, ...]) -> list[int]:
        return [pc.span.column for t in part for pc in t.cards
                if pc.span is not None and pc.span.line == token.line]
    return next((k for k in found if all(c < token.column for c in columns(tricks[:k]))
                 and all(c > token.column for c in columns(tricks[k + 1:]))), found[0])


def _lost_hand(deal: Deal, report: DealReport, index: int) -> Hand | None:
    """The hand of the seat whose card in trick ``index`` (from 0) was not read."""
    assert deal.play is not None
    trick = deal.play.tricks[index]
    # A table's cells have their seats; a row in the order played has its seats from
    # the replay, the cell not read keeping its place.
    seats = ({pc.seat for pc in trick.cards} if trick.form is PlayForm.TABLE
             else {seat for at, seat, _ in report.replay.seated if at == index})
    lost = [seat for seat in Seat if seat not in seats]
    hand = next((h for h in deal.hands if h.seat in lost), None)
    return hand if len(lost) == 1 else None


def _cell_readings(deal: Deal, report: DealReport, token: Diagnostic
                   ) -> list[_Reading]:
    """The trick read with the cell not read as a card its seat holds and never plays
    (a rank misread: ``1O♦``, ``l0[S]``), the winner's mark kept."""
    index = _cell_of(deal, token)
    assert index is not None and deal.play is not None
    trick = deal.play.tricks[index]
    hand = _lost_hand(deal, report, index)
    if hand is None or hand.seat is None:
        return []
    seat = hand.seat
    played = {pc.card for _, who, pc in report.replay.seated if who is seat}
    m = _TOKEN.search(token.message)
    printed = m.group(1) if m is not None else None
    marked = printed is not None and _MARKED.search(printed) is not None
    at = next((k for k, pc in enumerate(trick.cards) if pc.span is not None
               and token.span is not None and pc.span.column > token.span.column),
              len(trick.cards))
    table = trick.form is PlayForm.TABLE
    readings: list[_Reading] = []
    for card in hand.cards:
        if card in played:
            continue
        cell = PlayedCard(card, seat if table else None, marked, None, token.span)
        tricks = list(deal.play.tricks)
        tricks[index] = replace(trick, cards=(*trick.cards[:at], cell, *trick.cards[at:]),
                                damaged=False, gaps=())
        hint = (f"{printed!r} is {card}, {deal.naming.seat(seat)}'s card never played"
                if printed else None)
        edited = replace(deal, play=replace(deal.play, tricks=tuple(tricks)))
        # a claim counted from a stated total (PBN's Result, LIN's mc) counted again
        played_out = play_out(edited, report.contract, report.laws, quiet=True).tricks
        claim = claim_of_result(edited, played_out) or _claim_of_total(edited, played_out)
        readings.append((edited if claim is None else replace(edited, claim=claim), hint,
                         _likeness(card, printed or ""), card))
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


def _likeness(card: Card, printed: str) -> int:
    """How much of ``card`` the text printed for it shows: its suit, its rank.

    >>> [_likeness(c, "HJJ") for c in (Card.HJ, Card.H8, Card.SJ, Card.S8)]
    [2, 1, 1, 0]
    >>> _likeness(Card.D10, "D1O"), _likeness(Card.H10, "♥10♥")
    (2, 2)
    """
    text = printed.upper()
    suit = card.suit.letter in text or card.suit.symbol in text
    rank = card.rank.letter in text or (card.rank is Rank.TEN and "1" in text)
    return suit + rank


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


def _full_hand(deal: Deal, token: Diagnostic) -> str | None:
    """The name of the seat whose hand the token stands in, if that hand holds its
    thirteen cards without it."""
    index = _hand_of(deal, token)
    if index is None:
        return None
    hand = deal.hands[index]
    if hand.seat is None or hand.count != 13:
        return None
    return deal.naming.seat(hand.seat)


def _hand_readings(deal: Deal, report: DealReport, token: Diagnostic
                   ) -> list[_Reading]:
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
    readings: list[_Reading] = []
    if token.code == "P002":
        for card in missing:
            trick = plays.get(card)
            where = (f", which {name} plays at trick {printed_trick(deal, trick)}" if trick
                     else "")
            hint = (f"{printed!r} is {card}: the card {name}'s hand lacks{where}, and no "
                    "hand holds it" if printed else None)
            readings.append((_with_hand(deal, index, _added(hand, card)), hint, 0, None))
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
            hand, holdings=(*hand.holdings, line))), hint, 0, None))
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

"""Faults at the root of a deal, told once with what follows from them folded under.

Some records are wrong in one way that sets off a cascade: an auction that leaves
out the dealer's opening passes makes another declarer, so every card of the play
seems held by the wrong seat; a play written in the order the cards fell instead
of PBN's fixed columns gives every card after the first trick to the wrong player.
When reading the deal with the root mended makes the cascade vanish, the root is
told once (A020, L030) with the edit that mends it, the problems that follow from
it are folded under it, and the deal is checked as mended.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from bridgebook.checking.report import DealReport
from bridgebook.checking.rows import TRICKS, never_played
from bridgebook.diagnostics import Diagnostic, Severity, joined, make
from bridgebook.engine.auction import read_contract, settle_auction, stated_declarer
from bridgebook.engine.laws import LawsCode
from bridgebook.engine.replay import PlayedTrick
from bridgebook.interop.calls import call_text
from bridgebook.interop.fast import recarded, redealt, reseated
from bridgebook.interop.turned import claim_of_result, in_columns, turned_back
from bridgebook.model import (
    Auction,
    Call,
    CallKind,
    Contract,
    Deal,
    PlayedCard,
    PlayForm,
    Seat,
    Trick,
)

Check = Callable[[Deal], DealReport]
#: The tricks of a deal's play up to its claim, played under a contract (a check's
#: own replay, which the check of the same deal after it gives again).
Played = Callable[[Deal, Contract | None, LawsCode], list[PlayedTrick]]


#: Problems a shifted auction or a play in the order of play sets off.
_CASCADE = frozenset({"A012", "L001", "L003", "L004", "L007", "L008"})
_ROOTS = frozenset({"A020", "L030"})
#: Problems a play stated from the wrong opening leader sets off.
_LEAD_CASCADE = frozenset({"L001", "L003", "L004", "L005", "L007", "L008"})
_PLAY_CASCADE = frozenset({"L001", "L003", "L004", "L007", "L008"})
#: The fewest cards not held that say, with no stated declarer, that the whole play is
#: read from the wrong seats: one alone is a misprint as likely (engine.mend).
_FEW = 2


@dataclass(frozen=True, slots=True)
class _Late:
    """What an A020 says: how late the auction starts, who says so, the passes."""

    start: str  # "the auction seems to start 2 seats late"
    said: str  # "the stated declarer and the opening lead say W"
    passes: str  # "Pass Pass before 1NT"


@dataclass(frozen=True, slots=True)
class _Turned:
    """What an L030 says: the rows, the tricks, the first column."""

    what: str  # "not in PBN's fixed columns, they start from another seat"
    tricks: str  # "tricks 5 and 6"
    column: str  # "E's"
    one: bool  # one row
    where: str  # "the Play tag's columns" (PBN), "the table's columns" (a book's table)


def mend_roots(deal: Deal, report: DealReport, check: Check, played: Played) -> DealReport:
    """``report`` with its root fault told once and its consequences folded, when
    mending the root explains them; else ``report`` as it is. A game whose auction
    starts late and whose play rows are turned as well is wrong twice: both are
    told in one message (A021), both mended."""
    report, late = _shifted_auction(deal, report, check)
    report, turned = _play_in_order(report.deal, report, check, played)
    if late is None and turned is None:
        return _wrong_first_leader(deal, report, check, played)
    if late is None or turned is None:
        return report
    return _both(report, late, turned)


def _both(report: DealReport, late: _Late, turned: _Turned) -> DealReport:
    """The A020 and the L030 of one game as one message, A021, at the auction."""
    auction = next(d for d in report.diagnostics if d.code == "A020")
    rows = next(d for d in report.diagnostics if d.code == "L030")
    its = "its row is" if turned.one else "its rows are"
    both = replace(
        auction, code="A021",
        message=f"{late.start} ({late.said}), and the play is wrong too: {its} "
        f"{turned.what} ({turned.tricks})",
        hint=f"write {late.passes}, and every trick of the play in {turned.where}, "
        f"the first always {turned.column}; the deal is checked so",
        folded=auction.folded + rows.folded)
    report.diagnostics = [both if d is auction else d for d in report.diagnostics
                          if d is not rows]
    return report


def _errors(report: DealReport, codes: frozenset[str]) -> list[Diagnostic]:
    return [d for d in report.diagnostics if d.code in codes and d.severity is Severity.ERROR]


def _fold(root: Diagnostic, before: DealReport, after: DealReport) -> DealReport:
    """``after`` with ``root`` first, and the problems of ``before`` that the mended
    reading no longer has folded under it."""
    kept = {(d.code, d.line, d.column) for d in after.diagnostics}
    roots = [d for d in before.diagnostics if d.code in _ROOTS]
    gone = [d for d in before.diagnostics
            if (d.code, d.line, d.column) not in kept and d.code not in _ROOTS]
    after.diagnostics = [*roots, root.fold(gone), *after.diagnostics]
    return after


def _first_leader(deal: Deal) -> Seat | None:
    """The opening leader the play states: its first column (PBN), or the leader
    given for the first trick."""
    play = deal.play
    if play is None:
        return None
    if play.columns:
        return play.columns[0]
    return play.tricks[0].leader if play.tricks else None


def _shifted_auction(deal: Deal, report: DealReport, check: Check,
                     ) -> tuple[DealReport, _Late | None]:
    """A020: the auction makes another declarer than the stated one, and starting it
    one to three seats later (the dealer's opening passes left out) makes the
    stated declarer, with the stated opening leader on his left."""
    auction, dealer = deal.auction, deal.dealer
    if (auction is None or not auction.calls or dealer is None
            or not report.laws.is_contract or auction.first not in (None, dealer)):
        return report, None
    declarer = stated_declarer(deal.meta) or _contract_declarer(deal)
    if declarer is None:
        return _shifted_by_lead(deal, report, check, auction, dealer)
    if not any(d.code == "A012" for d in report.diagnostics):
        return report, None
    leader = _first_leader(deal)
    if leader is None:
        return report, None  # the declarer alone does not say the auction is shifted
    for late in (1, 2, 3):
        calls = tuple(Call(CallKind.PASS) for _ in range(late)) + auction.calls
        mended = Auction(calls, dealer, auction.span)
        contract, _ = settle_auction(mended, report.laws, dealer)
        if contract is None or contract.declarer is not declarer or (
                contract.leader is not leader):
            continue
        after = check(redealt(deal, auction=mended))
        if len(_errors(after, _CASCADE)) >= len(_errors(report, _CASCADE)):
            return report, None
        return _late(late, f"the stated declarer and the opening lead say {declarer}",
                     auction, dealer, report, after)
    return report, None


def _late(late: int, said: str, auction: Auction, dealer: Seat, report: DealReport,
          after: DealReport) -> tuple[DealReport, _Late]:
    """The A020 of an auction that starts ``late`` seats late (``said``: what shows
    it), with the problems the passes written remove folded under it."""
    first = auction.calls[0]
    told = _Late(f"the auction seems to start {late} seat{'s' if late > 1 else ''} late",
                 said, " ".join(["Pass"] * late) + f" before {call_text(first)}")
    root = make("A020", f"{told.start}: {told.said}", first.span or auction.span,
                hint=f"the dealer's opening pass{'es seem' if late > 1 else ' seems'} "
                f"left out: write {told.passes}; the deal is checked so",
                seat=dealer)
    return _fold(root, report, after), told


def _shifted_by_lead(deal: Deal, report: DealReport, check: Check, auction: Auction,
                     dealer: Seat) -> tuple[DealReport, _Late | None]:
    """A020 for a record that states no declarer and plays in the order of play from
    the contract's leader (LIN): the opening lead is a card its player does not hold,
    as is one card more at least, and starting the auction one to three seats
    later makes the lead's holder the opening leader, and then every card of the play
    is held by the seat that plays it."""
    play = deal.play
    if (play is None or play.columns or not play.tricks or not play.tricks[0].cards
            or play.tricks[0].leader is not None or play.tricks[0].form is not PlayForm.ORDER):
        return report, None
    lead = play.tricks[0].cards[0]
    before = _errors(report, _CASCADE)
    if not any(d.code == "L001" and d.span == lead.span and d.trick == 1 for d in before):
        return report, None
    if sum(1 for d in before if d.code == "L001") < _FEW:
        return report, None  # the lead alone not held: a misprint as likely
    leader = next((hand.seat for hand in deal.hands if lead.card in hand.cards), None)
    if leader is None:
        return report, None
    declarer = leader.rho
    for late in (1, 2, 3):
        calls = tuple(Call(CallKind.PASS) for _ in range(late)) + auction.calls
        mended = Auction(calls, dealer, auction.span)
        contract, _ = settle_auction(mended, report.laws, dealer)
        if contract is None or contract.declarer is not declarer:
            continue
        after = check(redealt(deal, auction=mended))
        if any(d.code == "L001" for d in _errors(after, _CASCADE)) or len(
                _errors(after, _CASCADE)) >= len(_errors(report, _CASCADE)):
            return report, None
        return _late(late, f"the opening lead, {lead.card}, is "
                     f"{deal.naming.seat(leader)}'s: {deal.naming.seat(declarer)} declares",
                     auction, dealer, report, after)
    return report, None


def _play_in_order(deal: Deal, report: DealReport, check: Check, played: Played,
                   ) -> tuple[DealReport, _Turned | None]:
    """L030: a play in PBN's columns with rows that start from another seat than the
    first column's (written in the order of play, or turned): every card of such a
    row is held by the seat the same number of places round from its column.
    Read with each row turned back, the play is checked again; told once, when
    that mends the cards not held."""
    play = deal.play
    if play is None or not play.columns:
        return report, None
    before = _errors(report, _PLAY_CASCADE)
    if not any(d.code == "L001" for d in before):
        return report, None
    back = turned_back(deal)
    if back is None:
        return report, None
    mended_play, turned = back
    tricks = list(mended_play.tricks)
    mended = redealt(deal, play=mended_play)
    # A claim made of the stated result is counted again from the mended play's
    # tricks before the mended deal is checked: one check, not one with the claim as
    # read and another with it counted again.
    claim = claim_of_result(mended, played(mended, report.contract, report.laws))
    after = check(mended if claim is None else redealt(mended, claim=claim))
    if any(d.code == "L001" for d in _errors(after, _PLAY_CASCADE)):
        return report, None
    leaders = {t.number: t.leader for t in after.replay.tricks}
    in_order = all(_first_seat(tricks[n - 1]) is leaders.get(n) for n in turned)
    rows = _numbers(turned)
    one = len(turned) == 1
    starts = "it starts" if one else "they start"
    # PBN's rows stand in fixed columns; a book's table and the notation's rows put
    # each card under its player's column, named by the table's row of seats
    columns = "PBN's fixed columns" if play.fixed else "the seats' columns"
    order = f"in the order of play, not in {columns}"
    told = _Turned(order if in_order else f"not in {columns}, {starts} from "
                   "another seat", f"trick{'' if one else 's'} {rows}",
                   f"{play.columns[0]}'s", one,
                   "the Play tag's columns" if play.fixed else "the table's columns")
    what = order if in_order else f"not in {columns}: {starts} from another seat"
    if play.fixed:
        place, hint = play.span, (
            f"PBN writes every trick in the same columns, the first always {told.column} "
            "(the opening leader's); the rows are read here by who holds the cards")
    else:
        place = play.tricks[turned[0] - 1].span if one else play.span
        seats = " ".join(deal.naming.seat(s) for s in play.columns)
        hint = (f"a play table prints each card under its player's column ({seats}); "
                f"the row{'' if one else 's'} {'is' if one else 'are'} read here by who "
                "holds the cards")
    root = make("L030", f"{'this row is' if one else 'these rows are'} {what} "
                f"({told.tricks})", place, hint=hint)
    return _fold(root, report, after), told


def _wrong_first_leader(deal: Deal, report: DealReport, check: Check, played: Played,
                        ) -> DealReport:
    """L004 at the play's first leader: the play names another opening leader than
    the contract's (PBN's ``[Play "S"]`` for ``"E"``, a first trick ``1. S:``), and
    read from the contract's leader (every column turned so, in a table) every card
    is held by the seat that plays it. Told once at the leader named, with the
    leader to write; the cards not held that follow are folded under it."""
    play, contract = deal.play, report.contract
    if (play is None or not play.tricks or contract is None
            or not any(d.code == "L001" for d in _errors(report, _LEAD_CASCADE))):
        return report
    stated = _first_leader(deal)
    leader = contract.leader
    if stated is None or stated is leader:
        return report
    first = play.tricks[0]
    if play.columns:
        if not all(in_columns(t, play.columns) for t in play.tricks):
            return report
        # (a play whose every trick is led by the first column's seat, JSON's of a
        # PBN table read from the tag's seat, is read as the table it was)
        shift = (leader - stated) % 4
        tricks = tuple(recarded(t if t.form is PlayForm.TABLE else replace(
            t, form=PlayForm.TABLE, leader=None if number else t.leader), tuple(
            reseated(c, c.seat.after(shift)) if c.seat is not None else c for c in t.cards))
            for number, t in enumerate(play.tricks))
        if first.leader is not None:
            tricks = (replace(tricks[0], leader=leader), *tricks[1:])
        mended_play = replace(play, tricks=tricks, columns=tuple(
            s.after(shift) for s in play.columns))
    elif first.leader is stated and first.form is PlayForm.ORDER:
        mended_play = replace(play, tricks=(replace(first, leader=leader), *play.tricks[1:]))
    else:
        return report
    mended = redealt(deal, play=mended_play)
    said = deal.claim
    if (play.fixed and said is not None and said.seat is not None
            and "declarer" not in deal.meta):
        # PBN's claim of the rest, with no Declarer tag, is the side of the seat
        # before the opening leader named: turned as the columns are
        mended = redealt(mended, claim=replace(said, seat=said.seat.after(
            (leader - stated) % 4)))
    claim = claim_of_result(mended, played(mended, contract, report.laws))
    after = check(mended if claim is None else redealt(mended, claim=claim))
    if any(d.code == "L001" for d in _errors(after, _LEAD_CASCADE)) or len(
            _errors(after, _LEAD_CASCADE)) >= len(_errors(report, _LEAD_CASCADE)):
        return report
    name, right = deal.naming.seat(stated), deal.naming.seat(leader)
    declarer = deal.naming.seat(contract.declarer)
    if play.fixed:
        place, hint = play.span, (f'write [Play "{leader}"]: the opening leader, on the '
                                  f"declarer {declarer}'s left; the deal is checked so")
    else:
        place = first.span
        hint = f"{right} leads; the deal is checked so"
    root = make("L004", f"the play is led by {name}, but {right} is the opening leader, on "
                f"the declarer {declarer}'s left: read from {name}, the cards are played by "
                "players who do not hold them", place, hint=hint, trick=1, seat=stated)
    return _fold(root, report, after)


def _contract_declarer(deal: Deal) -> Seat | None:
    """The declarer a stated contract names (the notation's ``contract: 4♠ by S``)."""
    try:
        return read_contract(deal.meta["contract"]).declarer if "contract" in deal.meta \
            else None
    except ValueError:
        return None


def _first_seat(trick: Trick) -> Seat | None:
    return trick.cards[0].seat if trick.cards else None


def _numbers(numbers: list[int]) -> str:
    """``3``, ``3 and 5``, ``3, 5 and 8``."""
    return joined([str(n) for n in numbers])


#: The problem the row written in may leave and still explain the rest: the stated
#: result, judged on the play with the row (a second mistake, told on its own).
_OWN = frozenset({"L008"})


def row_left_out(deal: Deal, report: DealReport, check: Check) -> DealReport:
    """``report`` with a row left out of a PBN play told once: twelve rows in the Play
    tag's fixed columns, and each hand one card it never plays (the card kept sets off
    a revoke, the result is claimed from a trick short). Those four cards, each in its
    player's column, are the row left out: written in at the one place where every
    trick then follows (no claim needed, the play has its thirteen tricks), the deal is
    checked so, an L004 at the row after the gap says so with the row to write, and
    what the gap set off is folded under it. A stated result the play with the row
    does not give is told on its own. Else ``report`` as it is."""
    play = deal.play
    if play is not None and play.fixed and play.columns and len(play.tricks) < TRICKS - 1:
        return _row_left_out_early(deal, report, check)
    if (play is None or not play.fixed or not play.columns or len(play.tricks) != TRICKS - 1
            or any(len(t.cards) != 4 or t.damaged or t.unread for t in play.tricks)):
        return report
    cards = never_played(deal, report)
    if cards is None:
        return report
    never = {seat: left[0] for seat, left in cards.items()}
    columns = play.columns
    row = tuple(PlayedCard(never[seat], seat) for seat in columns)
    found: list[tuple[int, DealReport]] = []
    for at in range(TRICKS):
        tricks = [*play.tricks[:at], Trick(row, PlayForm.TABLE), *play.tricks[at:]]
        tricks = [replace(t, number=n, leader=columns[0] if n == 1 else None)
                  for n, t in enumerate(tricks, start=1)]
        after = check(replace(deal, play=replace(play, tricks=tuple(tricks)), claim=None))
        if not any(d.severity is Severity.ERROR and d.code not in _OWN
                   for d in after.diagnostics):
            found.append((at, after))
    if len(found) != 1:
        return report
    at, after = found[0]
    name = deal.naming.seat
    led = columns[0] if at == 0 else next(
        (t.winner for t in report.replay.tricks if t.number == at), None)
    whose = ", ".join(f"{name(s)}'s {never[s]}" for s in columns[:-1]) + \
        f" and {name(columns[-1])}'s {never[columns[-1]]}"
    written = " ".join(never[s].code for s in columns)
    below = play.tricks[at] if at < len(play.tricks) else play.tricks[-1]
    where = "above this row" if at < len(play.tricks) else "after this row"
    root = make("L004", f"trick {at + 1} seems left out: the play has {TRICKS - 1} rows, "
                "and each hand one card it never plays", below.span or play.span,
                hint=f"{whose} are never played: they are trick {at + 1}"
                + (f", led by {name(led)}" if led is not None else "")
                + f"; write '{written}' {where} (the deal is checked so)", trick=at + 1)
    kept = {(d.code, d.line, d.column) for d in after.diagnostics}
    gone = [d for d in report.diagnostics if (d.code, d.line, d.column) not in kept]
    after.diagnostics = [
        root.fold([x for d in gone for x in (replace(d, folded=()), *d.folded)]),
        *after.diagnostics]
    return after


def _row_left_out_early(deal: Deal, report: DealReport, check: Check) -> DealReport:
    """``report`` with a row left out of a PBN play that stops early (a claim made of
    the Result, or the record stops) told once. The hands keep many cards never played,
    so the row's cards are not known; but the Play tag's columns keep every card with
    its player, and the row after the gap is read as led by the winner of the row
    before it, which makes two or more of its players renounce (L003). Where its cards
    follow from another lead, and the deal read with that row so led (the claim made
    of the Result counted again) has no problem left but that lead and the stated
    result (L008), a trick is missing above the row, led by the winner of the row
    before and won by the player who leads the row: one L004 at the row says so, with
    the row to write, and the revokes are folded under it. Else ``report`` as it is."""
    play = deal.play
    assert play is not None
    tricks = play.tricks
    if any(t.damaged or t.unread or t.extra for t in tricks) or any(
            len(t.cards) != 4 for t in tricks[:-1]):
        return report
    revokes = [d for d in report.diagnostics if d.code == "L003"
               and d.severity is Severity.ERROR and d.trick is not None]
    if not revokes or any(d.severity is Severity.ERROR and d.code not in _GAP_CASCADE
                          for d in report.diagnostics):
        return report
    at = min(d.trick or 0 for d in revokes) - 1  # the row after the gap
    won = {t.number: t.winner for t in report.replay.tricks}
    expected = won.get(at) if at > 0 else None
    if (expected is None or at >= len(tricks) or len(tricks[at].cards) != 4
            or len({d.seat for d in revokes if d.trick == at + 1}) < 2):
        return report
    found: list[tuple[Seat, DealReport]] = []
    for leader in Seat:
        if leader is expected:
            continue
        led = list(tricks)
        led[at] = replace(tricks[at], leader=leader)
        mended = replace(deal, play=replace(play, tricks=tuple(led)))
        after = check(mended)
        claim = claim_of_result(mended, after.replay.tricks)
        if claim is not None:
            mended = replace(mended, claim=claim)
            after = check(mended)
        if not any(d.severity is Severity.ERROR and d.code not in _OWN
                   and not (d.code == "L004" and d.trick == at + 1)
                   for d in after.diagnostics):
            found.append((leader, after))
    if not found:
        return report
    name = deal.naming.seat
    leaders = [name(leader) for leader, _ in found]
    who = joined(leaders, "or")
    row = tricks[at]
    root = make("L004", f"a trick seems left out above this row: {name(expected)} won the "
                f"trick before it (trick {at}), but its cards follow from a lead by {who}",
                row.span or play.span,
                hint=f"write the row of trick {at + 1} above this row: led by "
                f"{name(expected)}, and won by {who}, who leads this row (the deal is "
                "checked so)", trick=at + 1)
    after = found[0][1]
    kept = {(d.code, d.line, d.column) for d in after.diagnostics}
    gone = [d for d in report.diagnostics if (d.code, d.line, d.column) not in kept]
    told = {(d.code, d.line, d.column) for d in report.diagnostics}
    # (the deal as printed: its replay is the record's)
    return replace(report, diagnostics=[
        root.fold([x for d in gone for x in (replace(d, folded=()), *d.folded)]),
        *(d for d in report.diagnostics if (d.code, d.line, d.column) in kept),
        *(d for d in after.diagnostics if d.code in _OWN
          and (d.code, d.line, d.column) not in told)])


#: The problems a row left out of a PBN play sets off: its next row read from the
#: wrong lead (revokes), the stated result.
_GAP_CASCADE = frozenset({"L003", "L008"})


def given_where_played(found: list[Diagnostic]) -> list[Diagnostic]:
    """A table printed with no diagram gives each hand as its seat's cards played, so
    a cell misprinted as a card another seat plays is at once that card given twice
    (D001) and played twice (L002), at the same printed place: one mistake, told once
    at the D001 (whose hint names the card meant), the L002 folded under it."""
    given = {d.span: k for k, d in enumerate(found)
             if d.code == "D001" and d.span is not None and d.severity is Severity.ERROR}
    if not given:
        return found
    out = list(found)
    twice = []
    for d in found:
        at = given.get(d.span) if d.code == "L002" and d.span is not None else None
        if at is not None:
            out[at] = out[at].fold([replace(d, folded=()), *d.folded])
            twice.append(d)
    return [d for d in out if not any(d is t for t in twice)]

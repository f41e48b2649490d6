"""Check one deal: its hands, its make or auction, its play and its result."""

from __future__ import annotations

import json
import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import replace

from bridgebook.checking.blank import (
    after_blank_cells,
    after_last_row_short,
    explain_cut_row,
    explain_empty_cell,
)
from bridgebook.checking.last import Last
from bridgebook.checking.md_hand import after_md_card_lost
from bridgebook.checking.report import DealReport
from bridgebook.checking.roots import given_where_played, mend_roots, row_left_out
from bridgebook.checking.rows import (
    ROW,
    after_result_not_read,
    after_row_not_read,
    after_skipped_row,
    explain_row,
    is_skipped_row,
    missing_trick,
    repeated_rows,
)
from bridgebook.checking.seat_row import NO_PLAY, after_no_play_line, lost_seat_row
from bridgebook.checking.stated import stated_contract_root
from bridgebook.checking.trump import misprinted_trump
from bridgebook.checking.unread import after_short_rows, after_unread
from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.engine.auction import (
    end_contract,
    not_stated,
    passed_out,
    read_contract,
    settle_auction,
    stated_declarer,
)
from bridgebook.engine.deal import check_hands
from bridgebook.engine.declaration import settle_make
from bridgebook.engine.laws import DEFAULT_BRIDGE, DEFAULT_CONTRACT, LAWS, LawsCode
from bridgebook.engine.mend import MAX_EDITS, Budget, mend_with_hands, swap_told_at_card
from bridgebook.engine.replay import PlayedTrick, Replay, play_out, with_claim
from bridgebook.engine.result import AGAINST_NONE, check_result
from bridgebook.engine.scoring import stated_contract
from bridgebook.engine.scoring.game_points import past_the_game
from bridgebook.engine.scoring.keeper import read_revokes
from bridgebook.engine.scoring.single import is_vulnerability
from bridgebook.interop.common import ROOMS
from bridgebook.model import Auction, Contract, Deal, HandRecord, Seat, Span
from bridgebook.syntax.keyline import NO_CONTRACT_KEYS, colon_left_out
from bridgebook.syntax.lines import EMPTY_CELL

#: The code every deal is checked under, whatever its record says (``bridgebook score
#: --laws``): set only inside :func:`judged_under`.
_JUDGED_UNDER: ContextVar[LawsCode | None] = ContextVar("judged_under", default=None)


@contextmanager
def judged_under(code: LawsCode) -> Iterator[None]:
    """Every deal checked inside is read under ``code``, its record's ``laws:`` lines
    set aside (a name no code has is still reported): each finding is judged and cited
    under ``code``.

    >>> from bridgebook.model import Deal
    >>> with judged_under(LAWS["whist-club-1897"]):
    ...     resolve_laws(Deal(1, laws="portland-1904"), {})[0].name
    'whist-club-1897'
    """
    token = _JUDGED_UNDER.set(code)
    try:
        yield
    finally:
        _JUDGED_UNDER.reset(token)


def is_contract_deal(deal: Deal) -> bool:
    """Whether a deal is one of contract bridge by its record: an auction, or a score
    keeper's ``contract:`` line, and no make.

    >>> from bridgebook.model import Deal
    >>> is_contract_deal(Deal(1, meta={"contract": "3NT by S"})), is_contract_deal(Deal(1))
    (True, False)
    """
    return (deal.auction is not None or "contract" in deal.meta) and not deal.declaration


def resolve_laws(deal: Deal, file_meta: dict[str, str]) -> tuple[LawsCode, list[Diagnostic]]:
    """The code of laws the deal is read under."""
    name = (deal.laws or file_meta.get("laws") or "").strip().lower()
    judged = _JUDGED_UNDER.get()
    if judged is not None and not judged.is_contract and is_contract_deal(deal):
        judged = None  # bridge whist has no auction nor contract: read by the deal's laws
    if name in LAWS or (judged is not None and not name):
        return judged or LAWS[name], []
    fallback = judged or LAWS[DEFAULT_CONTRACT if deal.auction is not None else DEFAULT_BRIDGE]
    if not name:
        return fallback, []
    known = ", ".join(LAWS)
    return fallback, [make("P007", f"unknown code of laws: {name!r}", deal.meta_spans.get("laws"),
                           hint=f"use one of {known}; read here as {fallback.name}")]


#: The note that a deal's searches for the mistake at its root spent their budget.
STOPPED = "L031"


def _search_note(report: DealReport) -> None:
    """The note that the search stopped (L031) goes with the problems it left: where a
    token not read (a card, a rank, a make) has taken them all under its message, the
    deal has none left to search, and the note is dropped."""
    if any(d.code == STOPPED for d in report.diagnostics) and not any(
            d.severity is not Severity.INFO for d in report.diagnostics):
        report.diagnostics = [d for d in report.diagnostics if d.code != STOPPED]


def check_deal(deal: Deal, file_meta: dict[str, str] | None = None,
               file_spans: dict[str, Span] | None = None) -> DealReport:
    """Check one deal: its hands, its make or auction, its play and its result.
    ``file_spans`` place the problems of the file's own keys (``laws:``...).

    A deal with problems in its cards is searched for the one printed mistake that
    explains them (engine.mend); a fault at the root of a cascade in the auction or
    the play's record (a shifted auction, rows in the order of play) likewise
    (:mod:`bridgebook.checking.roots`), and a play table's lost row of seats
    (:mod:`bridgebook.checking.seat_row`). Each is reported once, with its fix, and the
    problems that follow from it are folded into that message. The searches of one
    deal share a budget of edits checked (engine.mend.MAX_EDITS); where it is spent,
    a note says the search stopped (L031)."""
    budget = Budget()
    report = _check_deal(deal, file_meta, file_spans, budget)
    report.diagnostics = given_where_played(report.diagnostics)
    if budget.stopped:
        place = deal.play.span if deal.play is not None and deal.play.span else deal.span
        report.diagnostics.append(make(
            STOPPED, f"the search for one mistake that explains this deal's problems "
            f"stopped after {MAX_EDITS} edits tried: the problems are reported as found",
            place, hint="the record is damaged in more than one place, or in a way no "
            "single edit mends"))
    return report


def _check_deal(deal: Deal, file_meta: dict[str, str] | None,
                file_spans: dict[str, Span] | None, budget: Budget) -> DealReport:
    """check_deal within the deal's budget of edits checked."""
    numbered = _board_number(deal)
    if numbered:
        deal = replace(deal, number=None)  # numbered by its place, as with no board
    code, contract, outcome, found = _check(deal, file_meta, file_spans)
    found[:0] = numbered
    report = DealReport(deal, code, contract, outcome, found)
    if any(d.severity is Severity.ERROR for d in found):
        rooted = mend_roots(deal, report, lambda mended: _plain(mended, file_meta, file_spans),
                            _played_tricks)
        # A stated contract the auction does not make: told once, with the edit (after
        # a shifted auction's root, its A012 of the contract is still to tell).
        stated = stated_contract_root(rooted.deal, rooted,
                                      lambda mended: _plain(mended, file_meta, file_spans),
                                      _played_tricks)
        if stated is not report:
            return stated
        # The rows read in columns are checked in full: a misprint among them is
        # mended and told on its own.
        seated = lost_seat_row(deal, report, lambda mended: _check_deal(
            mended, file_meta, file_spans, budget))
        if seated is not report:
            return seated
        # A misprinted trump, a trick row left out, a row written twice: each the
        # deal's root where it explains the problems, checked with it mended.
        for root in (misprinted_trump, missing_trick, repeated_rows, row_left_out):
            found_root = root(deal, report,
                              lambda mended: _plain(mended, file_meta, file_spans))
            if found_root is not report:
                return found_root
    if any(d.severity is not Severity.INFO and d.code[0] in "DL" for d in found):
        at_cards: dict[tuple[str, Span | None, int | None, Seat | None], Diagnostic] = {}
        report.diagnostics, report.hands_mended = mend_with_hands(
            deal, outcome, found,
            lambda edited: _check(edited, file_meta, file_spans, hints=False)[2:], budget,
            at_cards)
        if at_cards:
            report.at_cards = at_cards
        if report.hands_mended is not None:
            # A trick row left out beside a hand misprinted: the rows searched on the
            # hands as its message mends them.
            report = missing_trick(deal, report,
                                   lambda mended: _plain(mended, file_meta, file_spans))
    return report


def _plain(deal: Deal, file_meta: dict[str, str] | None,
           file_spans: dict[str, Span] | None) -> DealReport:
    """The deal checked, with no search for a root fault (a candidate mending)."""
    return DealReport(deal, *_check(deal, file_meta, file_spans))


def _check(deal: Deal, file_meta: dict[str, str] | None,
           file_spans: dict[str, Span] | None, *, hints: bool = True,
           ) -> tuple[LawsCode, Contract | None, Replay, list[Diagnostic]]:
    placed = replace(deal, meta_spans={**file_spans, **deal.meta_spans}) if file_spans else deal
    code, found = resolve_laws(placed, file_meta or {})
    found.extend(_unknown_keys(deal))
    found.extend(past_the_game(deal.score, deal.naming, code))
    # What check_hands reads of the deal: a game read as the last one's board (P050)
    # has the very same hands.
    found.extend(_HANDS.answer(check_hands, deal, code, given=(
        deal.hands, deal.naming, deal.meta.get("position"), None if deal.hands else deal.span,
        deal.play is None, code)))
    contract: Contract | None = None
    unread: Diagnostic | None = None  # a 'contract:' line that is no contract
    dealer = deal.dealer
    if code.is_contract and deal.auction is not None:
        first = dealer or deal.auction.first or _default_dealer(deal)
        contract, problems = _AUCTION.answer(
            _settle, deal.auction, code, first, deal.meta, deal.meta_spans, file_spans,
            given=(deal.auction, code, first, deal.meta, deal.meta_spans, file_spans))
        if deal.meta.get("auction-open"):
            contract, problems = _open_auction(deal, contract, problems)
        found.extend(problems)
    elif not code.is_contract or deal.declaration:
        limit = _limit(placed, code, found)
        contract, problems = settle_make(deal.declaration, code, dealer or _default_dealer(deal),
                                         limit=limit, required=deal.play is not None,
                                         naming=deal.naming,
                                         where=deal.play.span if deal.play else deal.span)
        if not deal.meta.get("dealer", "").strip() and not (file_meta or {}).get("dealer"):
            problems = _no_dealer_root(deal, problems)
        found.extend(problems)
    elif (stated := stated_contract(deal, dealer or _default_dealer(deal))
          or end_contract(deal)) is not None:
        contract = stated  # a score keeper's contract deal: no auction, a 'contract:' line
    elif code.is_contract and (unread := _no_contract_read(deal)) is not None:
        found.append(unread)  # the one message: no play, no result judged without it
    elif deal.play is not None:
        found.append(make("A011", "the play is given but the deal has no auction",
                          deal.play.span, hint="add an 'auction:' line"))
    outcome = with_claim(deal, _played(deal, contract, code, hints))
    found.extend(_stated_revokes(deal, dealer or _default_dealer(deal),
                                 _after_missing_tricks(deal, outcome.diagnostics)))
    judged = check_result(deal, contract, outcome, passed=code.is_contract
                          and contract is None and passed_out(deal))
    if unread is not None:  # a result against the contract not read follows from it
        against = [d for d in judged if d.code == "L008" and d.message.endswith(AGAINST_NONE)]
        judged = [d for d in judged if d not in against]
        found[found.index(unread)] = unread.fold(against) if against else unread
    found.extend(judged)
    return code, contract, outcome, found


def _no_contract_read(deal: Deal) -> Diagnostic | None:
    """P007 for a deal with no auction whose ``contract:`` line is no contract."""
    value = deal.meta.get("contract")
    if value is None or deal.auction is not None:
        return None
    try:
        read_contract(value)
    except ValueError:
        return not_stated("contract", value, deal.meta_spans.get("contract"))
    return None


def _settle(auction: Auction, code: LawsCode, dealer: Seat, meta: dict[str, str],
            meta_spans: dict[str, Span], file_spans: dict[str, Span] | None,
            ) -> tuple[Contract | None, list[Diagnostic]]:
    """The auction settled; its problems with the deal's keys are placed at the
    deal's own key, or else at the file's."""
    placed = {**file_spans, **meta_spans} if file_spans else meta_spans
    return settle_auction(auction, code, dealer, meta=meta, meta_spans=placed)


def _play(deal: Deal, contract: Contract | None, code: LawsCode, hints: bool) -> Replay:
    return play_out(deal, contract, code, hints=hints)


def _played(deal: Deal, contract: Contract | None, code: LawsCode, hints: bool) -> Replay:
    """The play up to the claim (engine.replay.play_out), the last answer again for
    the same play, hands, naming, dealer, claim made during a trick and contract."""
    claim = deal.claim
    return _PLAYED.answer(_play, deal, contract, code, hints, given=(
        deal.play, deal.hands, deal.naming, deal.dealer, claim is not None and claim.during,
        contract, code, hints))


def _played_tricks(deal: Deal, contract: Contract | None, code: LawsCode,
                   ) -> list[PlayedTrick]:
    """The tricks of the play up to the claim, as a check of the deal under
    ``contract`` plays them (and kept for it: the check that follows plays none again)."""
    return _played(deal, contract, code, True).tricks


#: The last answers of the parts of a check, for the root search's re-checks of one
#: deal (bridgebook.checking.last): the hands, the auction, the play up to the claim
#: (its contract is the auction's answer, the same object when the auction is).
_HANDS: Last[list[Diagnostic]] = Last()
_AUCTION: Last[tuple[Contract | None, list[Diagnostic]]] = Last()
_PLAYED: Last[Replay] = Last()


def _open_auction(deal: Deal, contract: Contract | None, problems: list[Diagnostic]
                  ) -> tuple[Contract | None, list[Diagnostic]]:
    """An auction the record leaves open (PBN's ``+``: it goes on, unrecorded) is not
    unfinished; where it names no contract yet, the stated contract stands. One that
    stops in a record that gives nothing after it (a board not finished) is a note."""
    if deal.meta.get("auction-open") == "stops":  # and the record gives nothing after
        return contract, [replace(d, severity=Severity.INFO, message=d.message + (
            " (the record gives no contract, play or result: the board was not finished)"))
            if d.code == "A009" else d for d in problems]
    kept = [d for d in problems
            if d.code != "A009" and not (d.code == "A012" and contract is None)]
    if contract is None and "contract" in deal.meta:
        try:
            stated = read_contract(deal.meta["contract"])
        except ValueError:
            return None, kept
        declarer = stated_declarer(deal.meta)
        if declarer is None:
            return None, kept
        if stated.level and stated.strain is not None:
            contract = Contract(stated.strain, declarer, stated.level, stated.doubles)
    return contract, kept


def _stated_revokes(deal: Deal, dealer: Seat, found: list[Diagnostic]) -> list[Diagnostic]:
    """A revoke the record states (``revoke: Z revokes, value added``) is shown on
    purpose: its L003 becomes a note. A revoke the record does not state stays an error."""
    text = deal.meta.get("revoke")
    if not text:
        return found
    try:
        sides = {r.side for r in read_revokes(text, dealer, None)}
    except ValueError:
        return found  # reported by the score keeper (S008)
    return [replace(d, severity=Severity.INFO,
                    message=d.message + " (stated by the record's 'revoke:' line)")
            if d.code == "L003" and d.severity is Severity.ERROR and d.seat is not None
            and d.seat.side in sides else d for d in found]


def _after_missing_tricks(deal: Deal, found: list[Diagnostic]) -> list[Diagnostic]:
    """Point the revokes, cards not held and leaders that follow a skipped trick row
    at it."""
    if deal.play is None:
        return found
    numbers = {t.number for t in deal.play.tricks if t.number is not None}
    skipped: dict[int, int] = {}  # replay index -> the first missing trick number
    for index, trick in enumerate(deal.play.tricks, start=1):
        if trick.number is not None and trick.number > index:
            missing = next((m for m in range(1, trick.number) if m not in numbers), None)
            if missing is not None:
                skipped[index] = missing
    if not skipped:
        return found
    out: list[Diagnostic] = []
    for d in found:
        missing = skipped.get(d.trick or 0)
        if d.code in ("L001", "L003") and missing is not None:
            d = replace(d, hint=f"trick {missing} is not in the record (P020): its cards are "
                        "still in the hands here")
        elif d.code == "L004" and missing is not None:
            d = replace(d, hint=f"trick {missing} is not in the record (P020): its winner "
                        "may be the leader here")
        out.append(d)
    return out


def _no_dealer_root(deal: Deal, problems: list[Diagnostic]) -> list[Diagnostic]:
    """A make begun by an adversary of the dealer taken (South, Z) in a deal that
    names no dealer (``make: A declares spades``): the dealer not given is the root.
    Its A001 says so, with the edit; the trump never declared (A011) and a doubling
    "before the trump is declared" (A004) follow from it and are folded into it."""
    taken = deal.dealer or _default_dealer(deal)
    root = next((d for d in problems if d.code == "A001"), None)
    first = deal.declaration[0] if deal.declaration else None
    if root is None or first is None or first.seat.side is taken.side \
            or root.span != first.span:
        return problems
    seat = deal.naming.seat(first.seat)
    follow = [d for d in problems if d.code == "A011" or (
        d.code == "A004" and d.message.endswith(_BEFORE_TRUMP))]
    said = replace(root, message=f"{root.message} (the deal names no dealer: "
                   f"{deal.naming.seat(taken)} is taken as the dealer)",
                   hint=f"if {seat} dealt, write 'dealer: {seat}' in the deal; else the "
                   "dealer goes on as if no declaration had been made: it is ignored")
    return [said.fold(follow) if d is root else d for d in problems if d not in follow]


def _default_dealer(deal: Deal) -> Seat:
    """The books' dealer sits at South; a record that names none is read so."""
    return Seat.S


def _limit(deal: Deal, code: LawsCode, found: list[Diagnostic]) -> int | None:
    text = deal.meta.get("doubling-limit")
    if text is None:
        return code.doubling_limit
    digits = text.strip().split()[0] if text.strip() else ""
    if digits.isdecimal():
        return int(digits)
    if text.strip().lower() in ("none", "no limit", "unlimited"):
        return None
    found.append(make("P007", f"doubling-limit must be a number of points, not {text!r}",
                      deal.meta_spans.get("doubling-limit")))
    return code.doubling_limit


_KNOWN_KEYS = frozenset({
    "title", "source", "laws", "dealer", "score", "board", "vulnerable", "vul", "declarer",
    "contract", "date", "event", "players", "doubling-limit", "lead",
    "rubber", "sides", "honours", "chicane", "revoke", "printed", "totals", "game", "dummy-bridge",
    "position", "room",
})  # fmt: skip


def _unknown_keys(deal: Deal) -> list[Diagnostic]:
    found = []
    # JSON's keys have no places: its values are checked all the same, told at the deal
    placed = deal.read_from == "json"
    for key in deal.meta:
        if key in ("vulnerable", "vul") and (placed or key in deal.meta_spans) and not (
                is_vulnerability(deal.meta[key])):
            found.append(make("P007", f"{key}: {deal.meta[key].strip()!r} is not a "
                              "vulnerability", deal.meta_spans.get(key),
                              hint="none, both, north-south or east-west (NS, EW)"))
            continue
        if key == "board" and (placed or key in deal.meta_spans) and not (
                deal.meta[key].strip().isdecimal()):
            found.append(make("P007", f"board: {deal.meta[key].strip()!r} is not a board "
                              "number", deal.meta_spans.get(key),
                              hint="the number of the board, as 1"))
            continue
        if key in _KNOWN_KEYS or key not in deal.meta_spans:
            continue
        span = deal.meta_spans[key]
        if len(key) <= 2 and _SUIT_GROUP.match(deal.meta[key]):
            # 'X: H—K, 4; …' is a hand whose seat is mistyped, not a key.
            found.append(make("P009", f"not a seat: {key.upper()!r}",
                              Span.point(span.line, span.column, len(key)),
                              hint="a seat is N E S W (North…) or the books' Z A Y B"))
            continue
        found.append(make("P007", f"unknown key {key!r}", span,
                          hint="known keys: " + ", ".join(sorted(_KNOWN_KEYS))))
    room = deal.meta.get("room")
    if room is not None and "room" in deal.meta_spans and room.strip().lower() not in ROOMS:
        found.append(make("P007", f"room must be open or closed, not {room.strip()!r}",
                          deal.meta_spans["room"],
                          hint="the room a board of a match was played in: open or closed "
                          "(PBN's Room tag, LIN's qx letter o or c)"))
    return found


def _board_number(deal: Deal) -> list[Diagnostic]:
    """JSON's ``board`` of a deal, where it is not a board number (a text, a number
    below 0), told at the deal (P007); the deal is checked as numbered by its place."""
    number: object = deal.number
    if deal.read_from != "json" or number is None or (
            type(number) is int and number >= 0):
        return []
    return [make("P007", f"board: {json.dumps(number)} is not a board number", None,
                 hint='the number of the board, a whole number without quotes: "board": 1')]


def _rotation_under_leader(reports: Sequence[DealReport], problems: list[Diagnostic],
                           starts: list[int]) -> None:
    """PBN's P015 (the hands rotated against the play) where the check found the
    play's opening leader wrong, and read from the right one all regular (the L004
    at the Play tag): the leader named is the one mistake, the P015 folded under it."""
    for d in list(problems):
        index = bisect_right(starts, d.line) - 1
        if d.code != "P015" or index < 0:
            continue
        report = reports[index]
        play = report.deal.play
        root = next((r for r in report.diagnostics if r.code == "L004" and play is not None
                     and r.span == play.span and r.folded), None)
        if root is not None:
            problems.remove(d)
            report.diagnostics = [root.fold([d]) if r is root else r
                                  for r in report.diagnostics]


def after_unread_make(reports: Sequence[DealReport], problems: list[Diagnostic],
                      file_meta: dict[str, str] | None = None,
                      file_spans: dict[str, Span] | None = None) -> None:
    """A make phrase not read (P005) is its deal's one message: the trump never
    declared (A011) and the doubling said "before the trump is declared" (A004)
    follow from it, and are dropped from the check of the deal the P005 falls in
    (by its line: the last of ``reports`` whose deal starts on or before it).
    Each token not read (a make, a rank or a suit in a hand) folds, in ``problems``,
    the problems its likely reading removes (:mod:`bridgebook.checking.unread`), and
    a play row with a card too many those of the row read without it, and a row
    not read (P008) or missing from the play's numbers (P020) the note that the
    play stops short (:mod:`bridgebook.checking.rows`); trick rows with no 'play:'
    line (P032) whose row of seats is lost too take the P046 and what follows from
    it (:mod:`bridgebook.checking.seat_row`)."""
    def check(deal: Deal) -> DealReport:
        return _plain(deal, file_meta, file_spans)

    problems[:] = after_unread(reports, problems, check)
    for report in reports:
        after_md_card_lost(report, check)
        after_short_rows(report, check)
        after_blank_cells(report, check)
        after_last_row_short(report)
    starts = [r.deal.span.line if r.deal.span is not None else 0 for r in reports]
    for at, d in enumerate(problems):
        index = bisect_right(starts, d.line) - 1
        if d.code == ROW and index >= 0:
            if not d.folded:
                d = explain_row(reports[index], d, check)
            if not d.folded:
                d = explain_cut_row(reports[index], d, check)
            problems[at] = after_row_not_read(reports[index], d)
        elif d.code == "P041" and d.message.startswith(EMPTY_CELL) and index >= 0:
            problems[at] = explain_empty_cell(reports[index], d, check)
        elif is_skipped_row(d) and index >= 0:
            problems[at] = after_skipped_row(reports[index], d, check)
        elif d.code == NO_PLAY and index >= 0:
            problems[at] = after_no_play_line(reports[index], d)
        elif d.code == "P013" and d.message.startswith(_DEAL_OPEN) and index >= 0:
            problems[at] = _after_deal_not_read(reports[index], d)
        elif d.code == "P006" and d.message.startswith("[Result]") and index >= 0:
            problems[at] = after_result_not_read(reports[index], d)
        elif index >= 0 and colon_left_out(d) in NO_CONTRACT_KEYS:
            problems[at] = _after_contract_not_read(reports[index], d)
        elif index >= 0 and colon_left_out(d) == "claim":
            problems[at] = _after_claim_not_read(reports[index], d)
    _rotation_under_leader(reports, problems, starts)
    for report in reports:
        _search_note(report)
        # every search has folded its own: a swap's root is told at its card
        if report.at_cards:
            report.diagnostics = swap_told_at_card(report.diagnostics, report.at_cards)
    hit = {bisect_right(starts, d.line) - 1 for d in problems if d.code == "P005"}
    for index in hit:
        if index >= 0:
            report = reports[index]
            report.diagnostics = [d for d in report.diagnostics if not (
                d.code == "A011" or (d.code == "A004" and d.message.endswith(_BEFORE_TRUMP)))]


#: The start of the message of a PBN Deal tag never closed (interop.pbn_scan).
_DEAL_OPEN = "the [Deal] tag is never closed"


def _after_deal_not_read(report: DealReport, root: Diagnostic) -> Diagnostic:
    """A PBN Deal tag never closed (P013) is its game's one message: the deal with no
    hands (D007) and the play that cannot be checked without them (L012) follow from
    it, folded under it."""
    return _fold_under(report, root, lambda d: d.code in ("D007", "L012"))


#: The end of the message of a doubling said before any trump (engine.declaration).
_BEFORE_TRUMP = "before the trump is declared"


def _after_contract_not_read(report: DealReport, root: Diagnostic) -> Diagnostic:
    """A ``contract``, ``make`` or ``auction`` line with its colon left out (P001) is
    its deal's one message: the trump never declared (A011), a doubling before it
    (A004) and a result written against a contract the deal then lacks (L008) are
    folded under it."""
    return _fold_under(report, root, lambda d: d.code == "A011" or (
        d.code == "A004" and d.message.endswith(_BEFORE_TRUMP)) or (
        d.code == "L008" and d.message.endswith(AGAINST_NONE)))


def _after_claim_not_read(report: DealReport, root: Diagnostic) -> Diagnostic:
    """A ``claim`` line with its colon left out (P001, ``claim Z the rest`` below the
    tricks) is its deal's one message: the note that the play stops with no claim
    (L010) is its doing, folded under it."""
    return _fold_under(report, root, lambda d: d.code == "L010"
                       and d.message.endswith(" with no claim"))


def _fold_under(report: DealReport, root: Diagnostic,
                follows: Callable[[Diagnostic], bool]) -> Diagnostic:
    """``root`` with the problems of ``report`` that ``follows`` picks folded under
    it, taken out of ``report`` (each the very object picked, never one equal to it);
    ``root`` as it is where there are none."""
    taken: list[Diagnostic] = []
    kept: list[Diagnostic] = []
    for d in report.diagnostics:
        (taken if follows(d) else kept).append(d)
    if not taken:
        return root
    report.diagnostics = kept
    return root.fold(taken)


def _once(found: list[Diagnostic]) -> list[Diagnostic]:
    """A problem of the file's own keys (``laws:`` before the first deal) is found
    with every deal, at the same place: it is reported once."""
    seen: set[tuple[str, Span | None, str]] = set()
    out = []
    for d in found:
        key = (d.code, d.span, d.message)
        if d.span is None or key not in seen:
            seen.add(key)
            out.append(d)
    return out


def _unknown_file_keys(record: HandRecord) -> list[Diagnostic]:
    """The unknown keys before the first deal (each deal reports only its own); in
    JSON, the values of the record's 'meta' (its keys have no places)."""
    source = record.deals[0].read_from if record.deals else "book"
    return _unknown_keys(Deal(0, meta=record.meta, meta_spans=record.meta_spans,
                              read_from=source))


#: The start of a suit group: a hand's cards, after a seat that is no seat.
_SUIT_GROUP = re.compile(r"\s*(?:[♠♥♦♣♤♡♢♧]|\[[SHDCshdc]\]|[SHDCshdc]\s*[—–\-:])")

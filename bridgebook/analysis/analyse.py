"""Double-dummy analysis of checked deals: the table, par, the declared strain,
the cost of every card of the recorded play, and whether a claim holds.

:func:`analyse` takes what ``bridgebook check`` settled for each deal (the deal,
its code of laws, its contract, its replay), asks the cache, solves what is not
there in batches on every core, and returns one :class:`Analysed` per deal, with
notes (L014-L016) where the analysis has something to say to the author.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bridgebook.analysis.cache import NoCache, SolutionCache
from bridgebook.analysis.prepare import hands_of, legal_play, missing_cards, vulnerability
from bridgebook.analysis.results import (
    CardResult,
    ClaimVerdict,
    DDTable,
    DealAnalysis,
    Declared,
    Par,
    ParContract,
    PlayAnalysis,
)
from bridgebook.analysis.solver import Problem, Solution, solve
from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.laws import LawsCode
from bridgebook.engine.replay import Replay
from bridgebook.engine.result import stated_tricks
from bridgebook.model import Card, Contract, Deal, Seat, Side


@dataclass(frozen=True, slots=True)
class Checked:
    """What analysis needs of a checked deal (the fields of a DealReport)."""

    deal: Deal
    laws: LawsCode
    contract: Contract | None
    replay: Replay


@dataclass(frozen=True, slots=True)
class Analysed:
    """One deal's analysis (None when the deal cannot be analysed) and its notes."""

    deal: Deal
    analysis: DealAnalysis | None
    diagnostics: tuple[Diagnostic, ...] = ()
    laws: str = ""


@dataclass(frozen=True, slots=True)
class _Job:
    checked: Checked
    problem: Problem
    played: tuple[tuple[int, Seat, Card], ...]
    stopped: str | None


Progress = Callable[[int], Callable[[int], None]]


def analyse(deals: Sequence[Checked], cache: SolutionCache | NoCache | None = None,
            progress: Progress | None = None) -> list[Analysed]:
    """Analyse every deal; ``progress(total)`` gives a callback ``advance(n)`` for a
    bar over the deals that must be solved (the cached ones cost nothing).

    >>> from bridgebook.engine.laws import LAWS
    >>> [a.diagnostics[0].code for a in analyse([Checked(Deal(position=1),
    ...     LAWS["laws-1905"], None, Replay())])]
    ['L014']
    """
    store = cache if cache is not None else NoCache()
    jobs: list[_Job | None] = []
    out: list[Analysed | None] = []
    for checked in deals:
        why = missing_cards(checked.deal)
        if why is not None:
            note = make("L014", f"the deal cannot be analysed: {why}", checked.deal.span,
                        hint="double dummy needs all 52 cards placed in four hands of 13")
            jobs.append(None)
            out.append(Analysed(checked.deal, None, (note,), checked.laws.name))
        else:
            jobs.append(_job(checked))
            out.append(None)
    solutions: dict[int, Solution] = {}
    todo: list[int] = []
    for index, job in enumerate(jobs):
        if job is None:
            continue
        found = store.get(job.problem)
        if found is not None:
            solutions[index] = found
        else:
            todo.append(index)
    if todo:
        advance = progress(len(todo)) if progress is not None else None
        solved = solve([_problem(jobs[i]) for i in todo], advance)
        for index, solution in zip(todo, solved, strict=True):
            store.put(_problem(jobs[index]), solution)
            solutions[index] = solution
    results: list[Analysed] = []
    for index, done in enumerate(out):
        job = jobs[index]
        if done is not None or job is None:
            assert done is not None
            results.append(done)
            continue
        results.append(_assemble(job, solutions[index]))
    return results


def _problem(job: _Job | None) -> Problem:
    assert job is not None
    return job.problem


def _job(checked: Checked) -> _Job:
    deal, contract = checked.deal, checked.contract
    hands = hands_of(deal)
    dealer = deal.dealer if deal.dealer is not None else Seat.S
    if contract is None:
        return _Job(checked, Problem(hands, dealer, vulnerability(deal),
                                     par=checked.laws.is_contract), (), None)
    played, stopped = legal_play(hands, checked.replay.tricks, contract,
                                 checked.deal.naming)
    problem = Problem(hands, dealer, vulnerability(deal), par=checked.laws.is_contract,
                      strain=contract.strain, leader=contract.leader,
                      play=tuple(card for _, _, card in played))
    return _Job(checked, problem, tuple(played), stopped)


def _assemble(job: _Job, solution: Solution) -> Analysed:
    checked, problem = job.checked, job.problem
    deal, contract = checked.deal, checked.contract
    table = DDTable(solution.table)
    par = None
    if solution.par_score is not None:
        par = Par(solution.par_score,
                  tuple(ParContract(*c) for c in solution.par_contracts),
                  problem.vulnerable, problem.dealer)
    declared = play = claim = None
    notes: list[Diagnostic] = []
    if contract is not None:
        declared = Declared(contract.strain, contract.declarer, contract.leader,
                            table.tricks(contract.strain, contract.declarer), contract.level)
        if job.played or job.stopped:
            play = _play(job, solution, contract.side)
        if deal.claim is not None and job.stopped is None:
            claim = _claim(job, solution, contract.side)
        if claim is not None and not claim.holds:
            notes.append(_claim_note(deal, claim))
        if not checked.laws.is_contract:
            notes.extend(_stated_note(deal, contract, declared))
    analysis = DealAnalysis(table, par, declared, play, claim)
    return Analysed(deal, analysis, tuple(notes), checked.laws.name)


def _play(job: _Job, solution: Solution, side: Side) -> PlayAnalysis:
    tricks = solution.play
    cards: list[CardResult] = []
    for k, (trick, seat, card) in enumerate(job.played):
        change = tricks[k + 1] - tricks[k]
        cost = -change if seat.side is side else change
        cards.append(CardResult(trick, seat, card, tricks[k + 1], change, max(cost, 0)))
    start = tricks[0] if tricks else 0
    return PlayAnalysis(side, start, tuple(cards), job.stopped)


def _claim(job: _Job, solution: Solution, side: Side) -> ClaimVerdict | None:
    deal = job.checked.deal
    claim = deal.claim
    if claim is None or claim.seat is None:
        return None
    complete = [t for t in job.checked.replay.tricks if t.winner is not None and
                len(t.cards) == 4]
    remaining = 13 - len(complete)
    count = remaining if claim.tricks is None else claim.tricks
    if count > remaining or remaining <= 0:
        return None  # L007, reported by bridgebook check
    mine = claim.seat.side
    won = sum(1 for t in complete if t.winner is not None and t.winner.side is mine)
    total = solution.play[-1] if mine is side else 13 - solution.play[-1]
    return ClaimVerdict(claim.seat, count, remaining, total - won)


def _name(seat: Seat, deal: Deal) -> str:
    return deal.naming.seat(seat)


def _side_name(side: Side, deal: Deal) -> str:
    return deal.naming.side(side)


def _claim_note(deal: Deal, claim: ClaimVerdict) -> Diagnostic:
    assert deal.claim is not None
    who = _name(claim.seat, deal)
    return make("L016", f"{who}'s claim of {claim.claimed} of the last {claim.remaining} "
                f"tricks does not hold against every defence: double dummy the other side "
                f"holds {who} to {claim.can_take}", deal.claim.span, seat=claim.seat,
                hint="a note: the claim is scored as written")


def _stated_note(deal: Deal, contract: Contract, declared: Declared) -> list[Diagnostic]:
    if deal.result is None:
        return []
    stated = stated_tricks(deal.result, contract, contract.side)
    if stated is None:
        return []
    side, tricks = stated
    best = declared.tricks if side is contract.side else 13 - declared.tricks
    if tricks == best or not 0 <= tricks <= 13:
        return []
    lead = _name(contract.leader, deal)
    return [make("L015", f"the record gives {_side_name(side, deal)} {tricks} tricks; double "
                 f"dummy, with {lead} on lead in {contract.strain.word}, "
                 f"{_side_name(side, deal)} take {best}", deal.result.span,
                 hint="a note, not an error: the books played single dummy")]

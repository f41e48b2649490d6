"""The one door to the DDS solver (through endplay), and the values that cross it.

A :class:`Problem` is what the solver is asked about one deal: the four hands,
and where it applies the strain, the opening leader, the recorded play, the
dealer and vulnerability for par. A :class:`Solution` is the solver's answer in
plain numbers. Both have a stable text form, so solutions are cached by the hash
of their problem (see :mod:`bridgebook.analysis.cache`).

endplay is imported inside :func:`solve` only: importing it loads matplotlib and
costs about half a second, which ``bridgebook check`` must never pay.

>>> p = Problem(hands=(1, 2, 4, 8), dealer=Seat.S)
>>> len(p.key()), p.key() == Problem(hands=(1, 2, 4, 8), dealer=Seat.S).key()
(64, True)
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from bridgebook.model import PRINT_ORDER, Card, CardSet, Seat, Strain

#: Bump when the meaning of a cached solution changes.
FORMAT = 1
#: Deals handed to DDS at a time: DDS shares a batch among its threads (one per
#: core), and the progress bar moves once a batch.
BATCH = 8

_VULNERABLE = ("none", "NS", "EW", "both")
#: endplay's strains: spades, hearts, diamonds, clubs, no trump; ours: clubs … no trump.
_TO_DENOM = (3, 2, 1, 0, 4)
_FROM_DENOM = (Strain.SPADES, Strain.HEARTS, Strain.DIAMONDS, Strain.CLUBS, Strain.NOTRUMP)


@dataclass(frozen=True, slots=True)
class Problem:
    """One deal to solve. ``hands`` are card masks for N, E, S, W."""

    hands: tuple[int, int, int, int]
    dealer: Seat
    vulnerable: str = "none"
    par: bool = False
    strain: Strain | None = None
    leader: Seat | None = None
    play: tuple[Card, ...] = ()
    #: False: only the play is solved (the table is left at zero, par is not done).
    table: bool = True

    def key(self) -> str:
        """A hash of everything the answer depends on (the cache's file name)."""
        text = json.dumps([FORMAT, [f"{h:013x}" for h in self.hands], self.dealer.name,
                           self.vulnerable, self.par,
                           None if self.strain is None else self.strain.code,
                           None if self.leader is None else self.leader.name,
                           [c.code for c in self.play], self.table])
        return hashlib.sha256(text.encode()).hexdigest()

    def pbn(self) -> str:
        """The hands as a PBN deal string, North first.

        >>> Problem((Card.SA.bit, Card.HA.bit, Card.DA.bit, Card.CA.bit), Seat.S).pbn()
        'N:A... .A.. ..A. ...A'
        """
        return "N:" + " ".join(_pbn_hand(mask) for mask in self.hands)


def _pbn_hand(mask: int) -> str:
    cards = CardSet(mask)
    return ".".join("".join(c.rank.letter for c in cards.suit(suit))
                    for suit in PRINT_ORDER)



@dataclass(frozen=True, slots=True)
class Solution:
    """The solver's answer. ``table[strain][seat]`` in our orders; ``par_contracts``
    as (level, strain, declarer, doubled, result); ``play`` the declaring side's
    tricks before the lead and after each card of the problem's play."""

    table: tuple[tuple[int, ...], ...]
    par_score: int | None = None
    par_contracts: tuple[tuple[int, Strain, Seat, bool, int], ...] = ()
    play: tuple[int, ...] = ()

    def as_dict(self) -> dict[str, Any]:
        return {"format": FORMAT, "table": [list(row) for row in self.table],
                "par_score": self.par_score,
                "par_contracts": [[lv, st.code, se.name, dbl, res]
                                  for lv, st, se, dbl, res in self.par_contracts],
                "play": list(self.play)}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Solution:
        """Read a cached answer; raises ValueError (or KeyError, TypeError) if damaged."""
        if data.get("format") != FORMAT:
            raise ValueError("another format")
        strains = {s.code: s for s in Strain}
        table = tuple(tuple(int(n) for n in row) for row in data["table"])
        if len(table) != 5 or any(len(row) != 4 for row in table):
            raise ValueError("not a table")
        return Solution(
            table,
            None if data["par_score"] is None else int(data["par_score"]),
            tuple((int(lv), strains[st], Seat.parse(se), bool(dbl), int(res))
                  for lv, st, se, dbl, res in data["par_contracts"]),
            tuple(int(n) for n in data["play"]))


class SolverMissing(RuntimeError):
    """endplay (and with it DDS) is not installed."""


def solve(problems: Sequence[Problem],
          advance: Callable[[int], None] | None = None) -> list[Solution]:
    """Solve every problem, a batch at a time on all cores (DDS's own threads).

    ``advance(n)`` is called after each batch of ``n`` problems (a progress bar).
    The hands must be complete and the play legal: callers check that first.
    """
    try:
        from endplay.dds import analyse_all_plays, analyse_play, calc_all_tables
    except ImportError as error:  # pragma: no cover - endplay is a dependency
        raise SolverMissing(f"the double-dummy solver is not installed ({error})") from error
    solutions: list[Solution] = []
    for start in range(0, len(problems), BATCH):
        batch = problems[start:start + BATCH]
        deals = [_endplay_deal(p) for p in batch]
        tabled = [i for i, p in enumerate(batch) if p.table]
        tables = dict(zip(tabled, calc_all_tables([deals[i] for i in tabled]) if tabled else [],
                          strict=True))
        played = [i for i, p in enumerate(batch) if p.strain is not None and p.leader is not None]
        plays: dict[int, tuple[int, ...]] = {}
        if played:
            for i in played:
                _ready(deals[i], batch[i])
            cards = [[_endplay_card(c) for c in batch[i].play] for i in played]
            results: Sequence[Any]
            if len(played) == 1:
                # One deal: DDS's single-threaded call, without the cost of its threads.
                results = [analyse_play(deals[played[0]], cards[0])]
            else:
                results = analyse_all_plays([deals[i] for i in played], cards)
            for i, result in zip(played, results, strict=True):
                # DDS stops after the twelfth trick: the last is forced, so its
                # cards keep the result it had.
                got = [result[k] for k in range(len(result))]
                got += got[-1:] * (len(batch[i].play) + 1 - len(got))
                plays[i] = tuple(got)
        for i, problem in enumerate(batch):
            table: tuple[tuple[int, ...], ...] = ((0, 0, 0, 0),) * 5
            score: int | None = None
            contracts: tuple[tuple[int, Strain, Seat, bool, int], ...] = ()
            if i in tables:
                rows = tables[i].to_list()  # [denom][player], endplay's strain order
                table = tuple(tuple(rows[_TO_DENOM[s]]) for s in range(5))
                if problem.par:
                    score, contracts = _par(tables[i], problem)
            solutions.append(Solution(table, score, contracts, plays.get(i, ())))
        if advance is not None:
            advance(len(batch))
    return solutions


def _endplay_deal(problem: Problem) -> Any:
    from endplay.types import Deal
    return Deal(problem.pbn())


def _ready(deal: Any, problem: Problem) -> None:
    from endplay.types import Denom, Player
    assert problem.strain is not None and problem.leader is not None
    deal.first = Player(int(problem.leader))
    deal.trump = Denom(_TO_DENOM[problem.strain])


def _endplay_card(card: Card) -> Any:
    from endplay.types import Card as EndplayCard
    from endplay.types import Denom, Rank
    return EndplayCard(suit=Denom(3 - card.suit), rank=Rank(1 << card.rank))


def _par(table: Any, problem: Problem) -> tuple[int, tuple[tuple[int, Strain, Seat, bool, int],
                                                         ...]]:
    from endplay.dds import par
    from endplay.types import Penalty, Player, Vul
    vul = Vul((0, 2, 3, 1)[_VULNERABLE.index(problem.vulnerable)])
    found = par(table, vul, Player(int(problem.dealer)))
    contracts = tuple((int(c.level), _FROM_DENOM[int(c.denom)], Seat(int(c.declarer)),
                       c.penalty is Penalty.doubled, int(c.result)) for c in found)
    return int(found.score), contracts

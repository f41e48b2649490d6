"""How fast does bridgebook analyse the play of a deal card by card, next to endplay?

For each complete deal of hands/deals/ that has a recorded play (and for some
random deals with a random legal play of all 52 cards, a fixed seed), it times,
best of several runs each, in one process:

  (a) endplay: ``endplay.dds.analyse_play`` on the deal and its play, the deal
      built from PBN beforehand (the solver's own per-card analysis);
  (b) bridgebook: ``bridgebook.analysis.solver.solve`` on a problem that asks
      for the play only: the deal and the cards converted, solved, read back;
  (c) for information, bridgebook's whole analysis of the deal with no cache
      (``bridgebook.analysis.analyse``): the per-card figures and marks, plus the
      double-dummy table of all twenty declarer-strain pairs and par, which
      endplay's call does not do. The table is most of that time.

It prints the times and the ratio (b)/(a). Run from the top of the
repository: ``.venv/bin/python bench/analyse_speed.py``. It always exits 0.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7


def best(job: Callable[[], object], runs: int = RUNS) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        job()
        times.append(time.perf_counter() - start)
    return min(times)


def random_play(seed: int) -> str:
    """A random deal in the book notation with a random legal play of 13 tricks."""
    from bridgebook.engine.replay import trick_winner
    from bridgebook.model import PRINT_ORDER, Card, Seat, Suit

    rng = random.Random(seed)
    cards = list(Card)
    rng.shuffle(cards)
    hands = {seat: set(cards[13 * seat:13 * seat + 13]) for seat in Seat}
    lines = ["laws: contract-rubber", "dealer: N"]
    for seat in Seat:
        groups = []
        for suit in PRINT_ORDER:
            ranks = sorted((c.rank for c in hands[seat] if c.suit is suit), reverse=True)
            groups.append(f"{suit.letter}—" + (", ".join(r.text for r in ranks) or "-"))
        lines.append(f"{seat.name}: " + "; ".join(groups))
    lines += ["auction: 3NT pass pass pass", "play:"]
    leader = Seat.E
    for number in range(1, 14):
        trick: list[tuple[Seat, Card]] = []
        seat = leader
        for _ in range(4):
            held = sorted(hands[seat])
            if trick:
                led: Suit = trick[0][1].suit
                same = [c for c in held if c.suit is led]
                held = same or held
            card = rng.choice(held)
            hands[seat].discard(card)
            trick.append((seat, card))
            seat = seat.lho
        lines.append(f"{number}. {leader.name}: " + " ".join(c.code for _, c in trick))
        leader = trick_winner(trick, None)
    return "\n".join(lines) + "\n"


def main() -> None:
    try:
        from endplay.dds import analyse_play
        from endplay.types import Deal, Denom, Player
    except ImportError:
        print("endplay is not installed: nothing to compare")
        return
    from bridgebook.analysis import Checked, analyse
    from bridgebook.analysis.prepare import hands_of, legal_play
    from bridgebook.analysis.solver import Problem, solve
    from bridgebook.checking import check_file, check_text

    records = [check_file(p) for p in sorted((ROOT / "hands" / "deals").glob("*.hand"))]
    records += [check_text(random_play(seed), f"random-{seed}") for seed in range(6)]
    cases = []
    for record in records:
        for report in record.deals:
            contract = report.contract
            if contract is None or report.deal.play is None:
                continue
            hands = hands_of(report.deal)
            played, _ = legal_play(hands, report.replay.tricks, contract)
            codes = [card.code for _, _, card in played]
            problem = Problem(hands, report.deal.dealer or contract.declarer,
                              strain=contract.strain, leader=contract.leader,
                              play=tuple(card for _, _, card in played), table=False)
            deal = Deal(problem.pbn())
            deal.first = Player(int(contract.leader))
            deal.trump = Denom((3, 2, 1, 0, 4)[contract.strain])
            checked = [Checked(report.deal, report.laws, contract, report.replay)]
            cases.append((Path(record.path).name[:34], codes, deal, problem, checked))
    solve([cases[0][3]])  # load the solver before timing anything
    # DDS keeps what it learnt about the last deal it solved: going round all the
    # deals in turn, every timed call starts cold, as in a real run.
    times: list[list[float]] = [[float("inf")] * 3 for _ in cases]
    for _ in range(RUNS):
        for index, (_, codes, deal, _, _) in enumerate(cases):
            times[index][0] = min(times[index][0], best(lambda: analyse_play(deal, codes), 1))  # noqa: B023
        for index, (_, _, _, problem, _) in enumerate(cases):
            times[index][1] = min(times[index][1], best(lambda: solve([problem]), 1))  # noqa: B023
    for index, (_, _, _, _, checked) in enumerate(cases):
        times[index][2] = best(lambda: analyse(checked), 1)  # noqa: B023
    print(f"{'deal':<34} {'cards':>5} {'endplay':>9} {'bridgebook':>10} {'ratio':>6} "
          f"{'with table, par':>15}")
    for (name, codes, *_), (theirs, ours, whole) in zip(cases, times, strict=True):
        print(f"{name:<34} {len(codes):>5} {theirs * 1000:>7.1f}ms {ours * 1000:>8.1f}ms "
              f"{ours / theirs:>6.2f} {whole * 1000:>13.1f}ms")
    theirs, ours, whole = (sum(t[i] for t in times) for i in range(3))
    print(f"{'all':<34} {'':>5} {theirs * 1000:>7.1f}ms {ours * 1000:>8.1f}ms "
          f"{ours / theirs:>6.2f} {whole * 1000:>13.1f}ms")

if __name__ == "__main__":
    main()

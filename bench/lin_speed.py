"""``bridgebook check`` of the rpbridge.net file written as LIN, against its PBN and
endplay's ``pbn.load`` of the PBN, in one run.

The 7,632 games of ``tests/data/real-files/dominicprice__endplay__example3.pbn`` are
wrong at their root (the auction leaves out the dealer's opening passes; rows of the
play are turned), and ``bridgebook convert`` writes them to LIN as the check reads
them. LIN states no declarer, so the check finds the shifted auction by the opening
lead (A020) where the PBN's Declarer tag says it; a game whose root is not found is
searched for one edit that explains its problems, within a budget per game (L031).

Each job is a fresh process, timed as ``real_speed.py`` times them (CPU of the
finished child, best of ``--runs``), the jobs in turn:

- endplay's ``pbn.load`` of the PBN;
- ``bridgebook check`` of the PBN;
- ``bridgebook check`` of the LIN (all its games, or the first ``--games``).

The ratio is endplay's CPU seconds over the job's (above 1: bridgebook is faster); for
a slice of the LIN, endplay's seconds are counted for the same share of the games.
``--earlier OLD`` times ``bridgebook check`` of the LIN (of the slice) with the source
tree in OLD too, a process of each tree in turn. ``--damaged`` leaves out every game's
first card: no single edit explains what follows, and every game's search spends its
budget (the worst case the budget bounds).

    python bench/lin_speed.py                         # the whole LIN, best of 3
    python bench/lin_speed.py --games 200 --earlier OLD --runs 3
    python bench/lin_speed.py --games 200 --damaged --earlier OLD
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from peak import compiled
from real_speed import ENDPLAY, REAL, ROOT, timed

PBN = REAL / "dominicprice__endplay__example3.pbn"
_FIRST_CARD = re.compile(r"pg\|\|pc\|..\|")


def lin_of(pbn: Path, folder: Path, games: int | None,
           damaged: bool = False) -> tuple[Path, int, int]:
    """The PBN written as LIN by this tree's ``convert``, cut to its first ``games``
    games (one a line); the LIN, its number of games and the PBN's (a game of it
    with no Deal and no Board tag is a line of the LIN as well)."""
    whole = folder / "whole.lin"
    subprocess.run([sys.executable, "-m", "bridgebook", "convert", "--force", "-o", str(whole),
                    str(pbn)], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False, cwd=ROOT)
    lines = whole.read_text(encoding="utf-8").splitlines(keepends=True)
    if damaged:
        # every game's first card left out: every card after it is read as the next
        # seat's, a damage no single edit explains (each game spends its budget)
        lines = [_FIRST_CARD.sub("pg||", line, count=1) for line in lines]
        whole = folder / "damaged.lin"
        whole.write_text("".join(lines), encoding="utf-8")
    if games is None or games >= len(lines):
        return whole, len(lines), len(lines)
    cut = folder / f"first-{games}.lin"
    cut.write_text("".join(lines[:games]), encoding="utf-8")
    return cut, games, len(lines)


def run(games: int | None, runs: int, earlier: Path | None,
        damaged: bool = False) -> dict[str, Any]:
    python = sys.executable
    compiled(ROOT)
    if earlier is not None:
        compiled(earlier)
    with tempfile.TemporaryDirectory() as name:
        lin, count, whole = lin_of(PBN, Path(name), games, damaged)
        check = [python, "-m", "bridgebook", "check"]
        jobs = [("endplay (PBN)", [python, "-c", ENDPLAY, str(PBN)], ROOT),
                ("check PBN", [*check, str(PBN)], ROOT),
                ("check LIN", [*check, str(lin)], ROOT)]
        if earlier is not None:
            jobs.append(("check LIN (earlier)", [*check, str(lin)], earlier.resolve()))
        # a process of each job in turn, so that the machine's load falls on all alike
        taken: dict[str, list[tuple[float, float, int]]] = {job: [] for job, _, _ in jobs}
        for _ in range(runs):
            for job, command, folder in jobs:
                taken[job].append(timed(command, folder))
    figures: dict[str, Any] = {"runs": runs, "games": count, "of": whole}
    for job, results in taken.items():
        figures[job] = {"cpu": round(min(r[0] for r in results), 3),
                        "wall": round(min(r[1] for r in results), 3), "exit": results[-1][2]}
    endplay = figures["endplay (PBN)"]
    share = count / whole
    for job in ("check PBN", "check LIN", "check LIN (earlier)"):
        if job in figures:
            part = 1.0 if job == "check PBN" else share
            cell = figures[job]
            cell["ratio_cpu"] = round(endplay["cpu"] * part / cell["cpu"], 2)
            cell["ms_per_game"] = round(1000 * cell["cpu"] / (whole if part == 1.0
                                                               else count), 2)
    return figures


def report(figures: dict[str, Any]) -> str:
    lines = [f"whole processes, best of {figures['runs']}; the LIN: {figures['games']:,} of "
             f"{figures['of']:,} games; ratio = endplay's CPU (for as many games) / "
             "bridgebook's", "",
             f"{'job':22} {'CPU s':>7} {'wall s':>7} {'ratio CPU':>9} {'ms a game':>9} exit"]
    for job in ("endplay (PBN)", "check PBN", "check LIN", "check LIN (earlier)"):
        if job not in figures:
            continue
        cell = figures[job]
        ratio = (f"{cell['ratio_cpu']:>9.2f} {cell['ms_per_game']:>9.2f}" if "ratio_cpu" in cell
                 else f"{'':>9} {'':>9}")
        lines.append(f"{job:22} {cell['cpu']:>7.2f} {cell['wall']:>7.2f} {ratio} {cell['exit']}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--games", type=int, default=None,
                        help="check the first GAMES games of the LIN alone")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--earlier", type=Path, default=None,
                        help="also time bridgebook check of the LIN with the source tree "
                        "in this folder")
    parser.add_argument("--damaged", action="store_true",
                        help="leave out every game's first card (the search's worst case)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = run(args.games, args.runs, args.earlier, args.damaged)
    print(json.dumps(figures, indent=2) if args.json else report(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Whole processes on real and generated PBN files: ``bridgebook check``,
``bridgebook replay --json`` and ``bridgebook convert`` against endplay's
``pbn.load``, in one run.

Each job is a fresh process (the start of Python and the imports count, as they
do for a user), timed best of ``--runs``: its CPU time (user + system, from the
kernel's account of the finished child) and its wall time. endplay's job is
``python -c "from endplay.parsers import pbn; pbn.load(open(FILE))"``. The ratio
is endplay's seconds over bridgebook's (above 1: bridgebook is faster).

The files:

- the real files named on the command line (``--real FILE …``; by default the two
  large ones of ``tests/data/real-files/``: the 7,632-board rpbridge.net file and
  the 2,231-board Bridge Bidding Analyser file, commentary on every deal);
- ``deal-only``: 10,000 boards of Board, Dealer, Vulnerable and Deal alone, as a
  dealing program writes them;
- ``auction``: 10,000 played boards with an Auction section (pbn_speed.py's);
- ``no-auction``: the same boards without their Auction section (the Contract
  and the Declarer stand for it).

Then the peak resident size of ``bridgebook check`` on 100,000 boards of each
generated kind.

    python bench/real_speed.py                       # every job, best of 3
    python bench/real_speed.py --runs 1 --boards 2000 --no-memory
    python bench/real_speed.py --json
    python bench/real_speed.py --real FILE --no-generated --no-memory --only-check \
        --earlier OLD    # FILE alone, ``check`` of this tree and of OLD in one run

``--earlier OLD`` times ``bridgebook check`` (and, without ``--only-check``,
``bridgebook replay --json``) of an earlier source tree as well (a folder holding
its ``bridgebook`` package, run from that folder), a process of this tree and one
of the earlier tree in turn, so that the figures before and after a change come
from the same run under the same load.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from pbn_speed import board
from peak import CHILD, compiled

ROOT = Path(__file__).resolve().parent.parent
REAL = ROOT / "tests" / "data" / "real-files"
DEFAULT_REAL = ("dominicprice__endplay__example3.pbn", "lorserker__ben__1C-P-1D-P-1H-P-1S.pbn")
ENDPLAY = ("import sys\nfrom endplay.parsers import pbn\n"
           "pbn.load(open(sys.argv[1], encoding='utf-8', errors='replace'))\n")


def deal_only(number: int, rng: random.Random) -> str:
    """A board as a dealing program writes it: Board, Dealer, Vulnerable, Deal."""
    pack = list(range(52))
    rng.shuffle(pack)
    hands = []
    for seat in range(4):
        held = pack[13 * seat: 13 * seat + 13]
        hands.append(".".join("".join("AKQJT98765432"[r] for r in range(13)
                                      if suit * 13 + r in held) for suit in range(4)))
    vulnerable = ("None", "NS", "EW", "All")[(number - 1) % 4]
    return "\n".join([f'[Board "{number}"]', f'[Dealer "{"NESW"[(number - 1) % 4]}"]',
                      f'[Vulnerable "{vulnerable}"]', f'[Deal "N:{" ".join(hands)}"]', ""])


def no_auction(text: str) -> str:
    """A board of pbn_speed.py without its Auction section."""
    lines = text.split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("[Auction "))
    return "\n".join(lines[:start] + lines[start + 2:])


def write(path: Path, kind: str, boards: int, distinct: int = 1000) -> None:
    rng = random.Random(1)
    made = []
    for number in range(1, min(boards, distinct) + 1):
        if kind == "deal-only":
            made.append(deal_only(number, rng))
        else:
            text = board(number, rng)
            made.append(no_auction(text) if kind == "no-auction" else text)
    with path.open("w", encoding="utf-8") as out:
        out.write("% PBN 2.1\n% EXPORT\n")
        for number in range(1, boards + 1):
            text = made[(number - 1) % len(made)]
            head, _, rest = text.partition('[Board "')
            out.write(f'{head}[Board "{number}"]{rest.partition("]")[2]}\n')


def timed(command: list[str], cwd: Path = ROOT) -> tuple[float, float, int]:
    """CPU seconds (user + system of the child), wall seconds, exit status."""
    before = os.times()
    start = time.perf_counter()
    done = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                          check=False, cwd=cwd)
    wall = time.perf_counter() - start
    after = os.times()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system)
    return cpu, wall, done.returncode


def best(command: list[str], runs: int, cwd: Path = ROOT) -> dict[str, Any]:
    results = [timed(command, cwd) for _ in range(runs)]
    return {"cpu": round(min(r[0] for r in results), 3),
            "wall": round(min(r[1] for r in results), 3), "exit": results[-1][2]}


def in_turn(command: list[str], runs: int, folders: tuple[Path, ...]
            ) -> tuple[dict[str, Any], ...]:
    """:func:`best` of ``command`` run from each folder, one process of each in turn."""
    results: list[list[tuple[float, float, int]]] = [[] for _ in folders]
    for _ in range(runs):
        for taken, folder in zip(results, folders, strict=True):
            taken.append(timed(command, folder))
    return tuple({"cpu": round(min(r[0] for r in taken), 3),
                  "wall": round(min(r[1] for r in taken), 3), "exit": taken[-1][2]}
                 for taken in results)


def peak(path: Path) -> float:
    report = path.with_suffix(".peak")
    subprocess.run([sys.executable, "-c", CHILD, "check", str(path), str(report)],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False, cwd=ROOT)
    return round(int(report.read_text()) / 1024, 1)


def run(real: list[Path], boards: int, runs: int, memory: bool, generated: bool = True,
        only_check: bool = False, earlier: Path | None = None) -> dict[str, Any]:
    python = sys.executable
    compiled(ROOT)
    if earlier is not None:
        compiled(earlier)
    figures: dict[str, Any] = {"runs": runs, "files": {}}
    with tempfile.TemporaryDirectory() as folder:
        files = [(p.name, p.resolve()) for p in real]
        for kind in ("deal-only", "auction", "no-auction") if generated else ():
            path = Path(folder) / f"{kind}.pbn"
            write(path, kind, boards)
            files.append((f"{kind} ({boards:,} boards)", path))
        for name, path in files:
            out = Path(folder) / "out.pbn"
            jobs = {
                "endplay": [python, "-c", ENDPLAY, str(path)],
                "check": [python, "-m", "bridgebook", "check", str(path)],
                "replay --json": [python, "-m", "bridgebook", "replay", "--json", str(path)],
                "convert": [python, "-m", "bridgebook", "convert", "--force", "-o", str(out),
                            str(path)],
            }
            if only_check:
                del jobs["replay --json"], jobs["convert"]
            row: dict[str, Any] = {}
            for job, command in jobs.items():
                if earlier is not None and job in ("check", "replay --json"):
                    # this tree and the earlier one a process each in turn, so that
                    # the machine's load falls on both alike
                    row[job], row[f"{job} (earlier)"] = in_turn(
                        command, runs, (ROOT, earlier.resolve()))
                else:
                    row[job] = best(command, runs)
                out.unlink(missing_ok=True)
            for job in [j for j in row if j != "endplay"]:
                for clock in ("cpu", "wall"):
                    row[job][f"ratio_{clock}"] = round(row["endplay"][clock] / row[job][clock], 2)
            figures["files"][name] = row
        if memory:
            figures["peak_mib_100000"] = {}
            for kind in ("deal-only", "auction", "no-auction"):
                path = Path(folder) / f"{kind}-100000.pbn"
                write(path, kind, 100_000)
                figures["peak_mib_100000"][kind] = peak(path)
                path.unlink()
    return figures


def report(figures: dict[str, Any]) -> str:
    lines = [f"whole processes, best of {figures['runs']}; ratio = endplay's time / "
             "bridgebook's (CPU, wall)", ""]
    lines.append(f"{'file':48} {'job':14} {'CPU s':>7} {'wall s':>7} {'ratio CPU':>9} "
                 f"{'ratio wall':>10} exit")
    for name, row in figures["files"].items():
        for job, cell in row.items():
            ratio = (f"{cell['ratio_cpu']:>9.2f} {cell['ratio_wall']:>10.2f}"
                     if "ratio_cpu" in cell else f"{'':>9} {'':>10}")
            lines.append(f"{name[:48]:48} {job:14} {cell['cpu']:>7.2f} {cell['wall']:>7.2f} "
                         f"{ratio} {cell['exit']}")
    if "peak_mib_100000" in figures:
        lines.append("")
        for kind, mib in figures["peak_mib_100000"].items():
            lines.append(f"peak resident size, bridgebook check, 100,000 boards {kind}: {mib} MiB")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--real", type=Path, nargs="*",
                        default=[REAL / name for name in DEFAULT_REAL])
    parser.add_argument("--boards", type=int, default=10_000)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--no-memory", action="store_true")
    parser.add_argument("--no-generated", action="store_true",
                        help="the real files alone")
    parser.add_argument("--only-check", action="store_true",
                        help="endplay and bridgebook check alone")
    parser.add_argument("--earlier", type=Path, default=None,
                        help="also time bridgebook check (and replay --json) of the source "
                        "tree in this folder")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = run(args.real, args.boards, args.runs, not args.no_memory,
                  not args.no_generated, args.only_check, args.earlier)
    print(json.dumps(figures, indent=2) if args.json else report(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())

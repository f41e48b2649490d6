"""How fast does `bridgebook check` read PBN, next to endplay's PBN reader, and how
much memory does it take as the file grows?

Writes a PBN file of N played boards (random deals, a legal auction, a random
legal play of all thirteen tricks, the result; a fixed seed), then, in one run:

  (a) endplay's PBN reader, ``endplay.parsers.pbn.load``, on the file;
  (b) bridgebook's PBN reader alone, ``bridgebook.interop.pbn.iter_pbn``;
  (c) ``bridgebook.checking.check_file`` as ``bridgebook check`` runs it: reading,
      checking each deal and its auction, replaying every card, deal by deal.

Each is timed best of ``--repeat``, in CPU time (the process's own, so that other
work on a shared machine does not count). Then the peak resident size of a fresh
process that runs (c) on 1,000, 10,000 and 100,000 boards (the larger files repeat
the first 1,000 distinct boards with new board numbers).

    python bench/pbn_speed.py                    # 10,000 boards, memory at 1k/10k/100k
    python bench/pbn_speed.py --boards 2000 --no-memory
    python bench/pbn_speed.py --json
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
RANKS = "23456789TJQKA"
SUITS = "SHDC"  # PBN order; a card here is (suit index in SUITS, rank index in RANKS)
STRAINS = ("C", "D", "H", "S", "NT")


def _winner(cards: list[tuple[int, int, int]], trump: int | None) -> int:
    """cards: (seat, suit, rank) in the order played; the seat that wins."""
    seat, suit, rank = cards[0]
    for who, s, r in cards[1:]:
        if (s == suit and r > rank) or (s == trump and suit != trump):
            seat, suit, rank = who, s, r
    return seat


def board(number: int, rng: random.Random) -> str:
    pack = [(s, r) for s in range(4) for r in range(13)]
    rng.shuffle(pack)
    hands = [sorted(pack[13 * i:13 * i + 13], key=lambda c: (c[0], -c[1])) for i in range(4)]
    dealer = rng.randrange(4)
    level, strain = rng.randrange(1, 8), rng.randrange(5)
    opener = rng.randrange(4)  # calls after the dealer before the one bid
    calls = ["Pass"] * opener + [f"{level}{STRAINS[strain]}", "Pass", "Pass", "Pass"]
    declarer = (dealer + opener) % 4
    trump = None if strain == 4 else (3 - strain)  # C D H S -> SUITS index
    held = [list(h) for h in hands]
    leader = (declarer + 1) % 4
    rows: list[str] = []
    won = 0
    for _ in range(13):
        trick: list[tuple[int, int, int]] = []
        for i in range(4):
            seat = (leader + i) % 4
            follow = [c for c in held[seat] if trick and c[0] == trick[0][1]]
            suit, rank = rng.choice(follow or held[seat])
            held[seat].remove((suit, rank))
            trick.append((seat, suit, rank))
        by_seat = {seat: f"{SUITS[s]}{RANKS[r]}" for seat, s, r in trick}
        first = (declarer + 1) % 4
        rows.append(" ".join(by_seat[(first + i) % 4] for i in range(4)))
        leader = _winner(trick, trump)
        won += leader % 2 == declarer % 2
    deal = " ".join(".".join("".join(RANKS[r] for s, r in h if s == suit) for suit in range(4))
                    for h in hands)
    auction = " ".join(calls)
    return "\n".join([
        '[Event "bench"]', '[Site "?"]', '[Date "?"]', f'[Board "{number}"]',
        '[West "?"]', '[North "?"]', '[East "?"]', '[South "?"]',
        f'[Dealer "{"NESW"[dealer]}"]', '[Vulnerable "None"]', f'[Deal "N:{deal}"]',
        '[Scoring "IMP"]', f'[Declarer "{"NESW"[declarer]}"]',
        f'[Contract "{level}{STRAINS[strain]}"]', f'[Result "{won}"]',
        f'[Auction "{"NESW"[dealer]}"]', auction, f'[Play "{"NESW"[(declarer + 1) % 4]}"]',
        *rows, "*", ""])


def write_file(path: Path, boards: int, distinct: int = 1000, seed: int = 1) -> None:
    rng = random.Random(seed)
    made = [board(i + 1, rng) for i in range(min(boards, distinct))]
    with path.open("w", encoding="utf-8") as out:
        out.write("% PBN 2.1\n% EXPORT\n")
        for number in range(1, boards + 1):
            text = made[(number - 1) % len(made)]
            out.write(_renumber(text, number))
            out.write("\n")


def _renumber(text: str, number: int) -> str:
    head, _, rest = text.partition('[Board "')
    return f'{head}[Board "{number}"]{rest.partition("]")[2]}'


def best(job: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    times = []
    out = None
    for _ in range(repeat):
        start = time.process_time()
        out = job()
        times.append(time.process_time() - start)
    return min(times), out


def peak_memory(path: Path) -> float:
    """The peak resident size (MB) of a fresh process running `bridgebook check`: its
    VmHWM (ru_maxrss would count the parent's pages from before the exec)."""
    code = ("import resource, sys\n"
            "from pathlib import Path\n"
            "from bridgebook.checking import check_file\n"
            "r = check_file(Path(sys.argv[1]), keep=False)\n"
            "assert r.deal_count > 0 and r.errors == 0, r.diagnostics[:3]\n"
            "status = Path('/proc/self/status')\n"
            "hwm = [l for l in status.read_text().splitlines() if l.startswith('VmHWM')]\n"
            "print(hwm[0].split()[1] if hwm else "
            "resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)\n")
    out = subprocess.run([sys.executable, "-c", code, str(path)], capture_output=True,
                         text=True, check=True, cwd=ROOT)
    return int(out.stdout.strip()) / 1024


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--boards", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--no-memory", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from bridgebook.checking import check_file
    from bridgebook.interop.pbn import iter_pbn

    figures: dict[str, Any] = {"boards": args.boards}
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "boards.pbn"
        write_file(path, args.boards)

        def bridgebook_read() -> int:
            with path.open(encoding="utf-8") as lines:
                return sum(1 for deal, _ in iter_pbn(lines) if deal is not None)

        def bridgebook_check() -> Any:
            return check_file(path, keep=False)

        try:
            from endplay.parsers import pbn as endplay_pbn

            def endplay_read() -> int:
                with path.open(encoding="utf-8") as f:
                    return len(endplay_pbn.load(f))

            seconds, count = best(endplay_read, args.repeat)
            figures["endplay_read_per_s"] = round(count / seconds)
        except ImportError:
            figures["endplay_read_per_s"] = None
        seconds, count = best(bridgebook_read, args.repeat)
        figures["bridgebook_read_per_s"] = round(count / seconds)
        seconds, result = best(bridgebook_check, args.repeat)
        figures["bridgebook_check_per_s"] = round(result.deal_count / seconds)
        figures["check_diagnostics"] = len(result.diagnostics)
        if figures["endplay_read_per_s"]:
            for key in ("bridgebook_read_per_s", "bridgebook_check_per_s"):
                figures[key.replace("_per_s", "_ratio")] = round(
                    figures[key] / figures["endplay_read_per_s"], 2)
        if not args.no_memory:
            memory = {}
            for boards in (1_000, 10_000, 100_000):
                sized = Path(folder) / f"{boards}.pbn"
                write_file(sized, boards)
                memory[str(boards)] = round(peak_memory(sized), 1)
                sized.unlink()
            figures["peak_rss_mb"] = memory
    if args.json:
        print(json.dumps(figures, indent=2))
    else:
        for key, value in figures.items():
            print(f"{key:28} {value}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Peak memory and time of ``bridgebook check`` as the record grows.

Generates 1,000, 10,000 and 100,000 random played deals (bench/check_speed.py's
generator: a real auction and a legal play of all thirteen tricks) into one
book-notation .hand file each, runs ``bridgebook check`` on each file in a fresh
process, and prints the process's peak resident size and its wall time, and the
time per deal (flat when the time grows linearly with the deals).

    python bench/memory.py                      # 1k, 10k, 100k
    python bench/memory.py --deals 1000 5000    # other sizes
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_speed import generate, to_book
from peak import CHILD


def measure(path: Path) -> tuple[float, float, int]:
    """Wall seconds, peak resident MiB and exit status of ``bridgebook check path``."""
    report = path.with_suffix(".peak")
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-c", CHILD, "check", str(path), str(report)],
                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    seconds = time.perf_counter() - start
    return seconds, int(report.read_text()) / 1024, done.returncode


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, nargs="+", default=[1_000, 10_000, 100_000])
    parser.add_argument("--seed", type=int, default=1905)
    args = parser.parse_args()
    print(f"{'deals':>8} {'file MiB':>9} {'peak MiB':>9} {'seconds':>8} {'ms/deal':>8} exit")
    with tempfile.TemporaryDirectory() as folder:
        for count in args.deals:
            path = Path(folder) / f"deals-{count}.hand"
            path.write_text(to_book(generate(count, args.seed)), encoding="utf-8")
            seconds, peak, status = measure(path)
            size = path.stat().st_size / 2**20
            print(f"{count:>8} {size:>9.1f} {peak:>9.1f} {seconds:>8.1f} "
                  f"{1000 * seconds / count:>8.2f} {status}", flush=True)
            path.unlink()
    return 0


if __name__ == "__main__":
    sys.exit(main())

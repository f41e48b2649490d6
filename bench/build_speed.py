"""How fast does bridgebook lay out a book of diagrams as PDF, and in how much memory?

Generates N random deals (a fixed seed), four full hands each, as one hand
record file and a lesson that shows every deal (a compass diagram each), then
runs ``bridgebook render lesson.md -o book.pdf`` in a fresh process per run and
reports the wall time (best of ``--runs``) and the process's peak resident size.
Several sizes show whether the time and memory grow linearly.

If LaTeX and the onedown package (Debian's texlive-games) are installed, the
same deals are typeset with onedown's ``\\showAll`` by ``pdflatex``, timed
the same way (peak memory of the pdflatex process), for comparison.

    python bench/build_speed.py                      # 25, 50, 100, 200 diagrams
    python bench/build_speed.py --sizes 100 --runs 3 --json
    python bench/build_speed.py --keep /tmp/bench    # keep the generated files

It always exits 0; a missing piece (LaTeX, onedown) is reported in the output.
"""

from __future__ import annotations

import argparse
import json
import random
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

SUITS = "SHDC"
SYMBOLS = {"S": "\\spadesuit", "H": "\\heartsuit", "D": "\\diamondsuit", "C": "\\clubsuit"}
RANKS = ["A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2"]
SEATS = "NESW"

#: Runs a command in a child and prints its wall time and peak resident size (KiB).
_MEASURE = """
import resource, subprocess, sys, time
start = time.perf_counter()
done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
took = time.perf_counter() - start
peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
print(done.returncode, took, peak)
sys.stderr.write(done.stderr[-2000:])
"""


def deals(count: int, seed: int = 1897) -> list[dict[str, dict[str, list[str]]]]:
    """``count`` random deals: seat -> suit -> ranks, highest first."""
    chance = random.Random(seed)
    pack = [(s, r) for s in SUITS for r in RANKS]
    out = []
    for _ in range(count):
        chance.shuffle(pack)
        deal: dict[str, dict[str, list[str]]] = {}
        for i, seat in enumerate(SEATS):
            hand = pack[13 * i:13 * i + 13]
            deal[seat] = {s: [r for r in RANKS if (s, r) in hand] for s in SUITS}
        out.append(deal)
    return out


def hand_record(all_deals: list[dict[str, dict[str, list[str]]]]) -> str:
    lines = ["laws: contract-rubber", ""]
    for number, deal in enumerate(all_deals, start=1):
        lines += [f"deal {number}: Deal {number}", "dealer: N"]
        for seat in SEATS:
            suits = "; ".join(f"{s}—{', '.join(deal[seat][s]) or '—'}" for s in SUITS)
            lines.append(f"{seat}: {suits}")
        lines.append("")
    return "\n".join(lines)


def latex(all_deals: list[dict[str, dict[str, list[str]]]]) -> str:
    """The same deals for onedown: ``\\northhand{S}{H}{D}{C}`` ... ``\\showAll``."""

    def suits(seat: str, deal: dict[str, dict[str, list[str]]]) -> str:
        return "".join("{" + ("".join("T" if r == "10" else r for r in deal[seat][s])
                              or "") + "}" for s in SUITS)

    body = []
    for number, deal in enumerate(all_deals, start=1):
        body.append(f"\\noindent Deal {number}\\par\\nopagebreak\n"
                    f"\\northhand{suits('N', deal)}\\easthand{suits('E', deal)}"
                    f"\\southhand{suits('S', deal)}\\westhand{suits('W', deal)}"
                    "\\showAll\\par\\medskip\n")
    return ("\\documentclass[a4paper]{article}\n\\usepackage[T1]{fontenc}\n"
            "\\usepackage{onedown}\n\\begin{document}\n" + "".join(body)
            + "\\end{document}\n")


def measure(command: list[str], cwd: Path) -> tuple[bool, float, int]:
    """Wall seconds and peak resident KiB of ``command`` run in a fresh process."""
    done = subprocess.run([sys.executable, "-c", _MEASURE, *command], cwd=cwd,
                          capture_output=True, text=True, check=False)
    code, took, peak = done.stdout.split()
    return code == "0", float(took), int(peak)


def best(command: list[str], cwd: Path, runs: int) -> dict[str, Any]:
    results = [measure(command, cwd) for _ in range(runs)]
    ok = all(r[0] for r in results)
    return {"ok": ok, "seconds": round(min(r[1] for r in results), 2),
            "peak_mib": round(max(r[2] for r in results) / 1024, 1)}


def run(sizes: list[int], runs: int, folder: Path) -> dict[str, Any]:
    bridgebook = str(Path(sys.executable).with_name("bridgebook"))
    pdflatex = shutil.which("pdflatex")
    onedown = None
    if shutil.which("kpsewhich"):
        onedown = subprocess.run(["kpsewhich", "onedown.sty"], capture_output=True,
                                 text=True, check=False).stdout.strip() or None
    report: dict[str, Any] = {"sizes": [], "onedown": None}
    if not (pdflatex and onedown):
        report["onedown"] = "not run: pdflatex or onedown.sty (Debian texlive-games) missing"
    for size in sizes:
        work = folder / f"{size}"
        work.mkdir(parents=True, exist_ok=True)
        chosen = deals(size)
        (work / "deals.hand").write_text(hand_record(chosen), encoding="utf-8")
        (work / "lesson.md").write_text(
            f"# {size} diagrams\n\n```hand file=deals.hand play=no\n```\n", encoding="utf-8")
        row: dict[str, Any] = {"diagrams": size}
        row["bridgebook"] = best([bridgebook, "render", "lesson.md", "-o", "book.pdf"], work,
                                 runs)
        row["bridgebook"]["pages"] = _pages(work / "book.pdf")
        if pdflatex and onedown:
            (work / "onedown.tex").write_text(latex(chosen), encoding="utf-8")
            row["onedown"] = best([pdflatex, "-interaction=batchmode", "onedown.tex"], work,
                                  runs)
            row["onedown"]["pages"] = _pages(work / "onedown.pdf")
        report["sizes"].append(row)
    return report


def _pages(pdf: Path) -> int | None:
    if not pdf.exists() or not shutil.which("pdfinfo"):
        return None
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True,
                          check=False).stdout
    for line in info.splitlines():
        if line.startswith("Pages:"):
            return int(line.split()[1])
    return None


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="25,50,100,200",
                        help="numbers of diagrams, comma-separated")
    parser.add_argument("--runs", type=int, default=2, help="runs per size (best is shown)")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--keep", type=Path, help="write the files here and keep them")
    args = parser.parse_args(argv)
    sizes = [int(s) for s in args.sizes.split(",") if s.strip()]
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        report = run(sizes, args.runs, args.keep)
    else:
        with tempfile.TemporaryDirectory() as tmp:
            report = run(sizes, args.runs, Path(tmp))
    report["machine"] = {"python": sys.version.split()[0],
                         "cpu_seconds_self": round(resource.getrusage(
                             resource.RUSAGE_SELF).ru_utime, 2),
                         "when": time.strftime("%Y-%m-%d")}
    if args.json:
        print(json.dumps(report, indent=2))
        return 0
    print(f"{'diagrams':>8}  {'bridgebook s':>12} {'MiB':>6} {'pages':>5}"
          f"  {'onedown s':>9} {'MiB':>6} {'pages':>5}")
    for row in report["sizes"]:
        b = row["bridgebook"]
        line = f"{row['diagrams']:>8}  {b['seconds']:>12} {b['peak_mib']:>6} {b['pages']!s:>5}"
        if "onedown" in row:
            o = row["onedown"]
            line += f"  {o['seconds']:>9} {o['peak_mib']:>6} {o['pages']!s:>5}"
        print(line + ("" if b["ok"] else "  (bridgebook failed)"))
    if isinstance(report["onedown"], str):
        print(f"onedown: {report['onedown']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

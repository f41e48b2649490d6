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
    python bench/build_speed.py --keep bench-files   # keep the generated files

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

sys.path.insert(0, str(Path(__file__).resolve().parent))

from peak import compiled

ROOT = Path(__file__).resolve().parent.parent

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
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(done.returncode, took, usage.ru_maxrss, usage.ru_utime + usage.ru_stime)
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


Measure = tuple[bool, float, int, float]


def measure(command: list[str], cwd: Path) -> Measure:
    """Wall seconds, peak resident KiB and CPU seconds (user + system, the process and
    its children) of ``command`` run in a fresh process. On a shared machine the CPU
    time is the steadier figure; the wall time includes waiting for a core."""
    done = subprocess.run([sys.executable, "-c", _MEASURE, *command], cwd=cwd,
                          capture_output=True, text=True, check=False)
    code, took, peak, cpu = done.stdout.split()
    return code == "0", float(took), int(peak), float(cpu)


def figures(results: list[Measure]) -> dict[str, Any]:
    return {"ok": all(r[0] for r in results),
            "seconds": round(min(r[1] for r in results), 2),
            "cpu_seconds": round(min(r[3] for r in results), 2),
            "peak_mib": round(max(r[2] for r in results) / 1024, 1)}


def best(command: list[str], cwd: Path, runs: int) -> dict[str, Any]:
    return figures([measure(command, cwd) for _ in range(runs)])


def run(sizes: list[int], runs: int, folder: Path) -> dict[str, Any]:
    bridgebook = str(Path(sys.executable).with_name("bridgebook"))
    compiled(ROOT)
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
        row["book"] = _book(bridgebook, work, chosen, runs)
        if pdflatex and onedown:
            (work / "onedown.tex").write_text(latex(chosen), encoding="utf-8")
            row["onedown"] = best([pdflatex, "-interaction=batchmode", "onedown.tex"], work,
                                  runs)
            row["onedown"]["pages"] = _pages(work / "onedown.pdf")
        report["sizes"].append(row)
    return report


def _book(bridgebook: str, work: Path, chosen: list[dict[str, dict[str, list[str]]]],
          runs: int) -> dict[str, Any]:
    """The same diagrams as a book of ten lessons: ``bridgebook build`` from cold
    (chapters laid out in parallel and joined), then again after one lesson is edited
    (that chapter alone is laid out), and the site alone after that edit."""
    book = work / "book"
    lessons = book / "lessons"
    lessons.mkdir(parents=True, exist_ok=True)
    (book / "deals.hand").write_text(hand_record(chosen), encoding="utf-8")
    per = max(1, len(chosen) // 10)
    for n in range(10):
        numbers = range(n * per + 1, min((n + 1) * per, len(chosen)) + 1)
        blocks = "".join(f"```hand file=../deals.hand deal={d} play=no\n```\n\n" for d in numbers)
        (lessons / f"{n:02}.md").write_text(f"# Lesson {n + 1}\n\n{blocks}", encoding="utf-8")
    command = [bridgebook, "build", "lessons", "-o", "out"]
    cold = []
    for _ in range(runs):
        shutil.rmtree(book / ".bridgebook-cache", ignore_errors=True)
        cold.append(measure(command, book))
    edited = lessons / "03.md"
    warm, site = [], []
    for run_number in range(runs):
        edited.write_text(edited.read_text(encoding="utf-8") + f"\nEdit {run_number}.\n",
                          encoding="utf-8")
        warm.append(measure(command, book))
        edited.write_text(edited.read_text(encoding="utf-8") + f"\nSite {run_number}.\n",
                          encoding="utf-8")
        site.append(measure([*command, "--no-pdf"], book))

    return {"cold": figures(cold), "one_lesson_edited": figures(warm),
            "site_after_edit": figures(site), "pages": _pages(book / "out" / "book.pdf")}


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
    print("render: one lesson of N diagrams, one WeasyPrint document; onedown: pdflatex")
    print(f"{'diagrams':>8}  {'bridgebook s':>12} {'cpu s':>6} {'MiB':>6} {'pages':>5}"
          f"  {'onedown s':>9} {'cpu s':>6} {'MiB':>6} {'pages':>5}")
    for row in report["sizes"]:
        b = row["bridgebook"]
        line = (f"{row['diagrams']:>8}  {b['seconds']:>12} {b['cpu_seconds']:>6} "
                f"{b['peak_mib']:>6} {b['pages']!s:>5}")
        if "onedown" in row:
            o = row["onedown"]
            line += (f"  {o['seconds']:>9} {o['cpu_seconds']:>6} {o['peak_mib']:>6} "
                     f"{o['pages']!s:>5}")
        print(line + ("" if b["ok"] else "  (bridgebook failed)"))
    print("\nbuild: the same diagrams as ten lessons (peak MiB: the largest process)")
    print(f"{'diagrams':>8}  {'cold s':>7} {'cpu s':>6} {'MiB':>6}  {'1 edited s':>10} "
          f"{'cpu s':>6} {'MiB':>6}  {'site s':>6} {'cpu s':>6}")
    for row in report["sizes"]:
        b = row["book"]
        c, e, w = b["cold"], b["one_lesson_edited"], b["site_after_edit"]
        print(f"{row['diagrams']:>8}  {c['seconds']:>7} {c['cpu_seconds']:>6} "
              f"{c['peak_mib']:>6}  {e['seconds']:>10} {e['cpu_seconds']:>6} "
              f"{e['peak_mib']:>6}  {w['seconds']:>6} {w['cpu_seconds']:>6}")
    if isinstance(report["onedown"], str):
        print(f"onedown: {report['onedown']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

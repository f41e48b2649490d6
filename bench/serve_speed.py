"""How long from saving a lesson to seeing it in the browser, with ``bridgebook serve``?

Writes a book of ``--lessons`` lessons (default 50), each with a few paragraphs
and ``--deals`` random deals (default 10) with a real auction and a legal play
(bench/check_speed.py's generator), in a hand record of its own. Starts
``bridgebook serve`` on it in a fresh process, opens a lesson from the middle of
the book in headless Chromium (Debian's, through playwright), and then, ``--runs``
times, edits one sentence of that lesson and times from the write to the ``load``
event of the reloaded page, checking the page shows the new sentence. The server's
own time for the update (read by the watcher, the lesson made again, the pages
swapped) is read from its output.

The server runs with ``--pdf`` (unless ``--no-pdf``): it first makes the whole
book's PDF (every chapter laid out, cold), then after each edit, once the page has
reloaded, the time from the write to the server's line saying book.pdf was made
again is taken too, the served /book.pdf is checked to show the new sentence
(pdftotext), and the server's CPU time for the edit (the page and the PDF) is read
from /proc.

    .venv/bin/python bench/serve_speed.py                  # 50 lessons, 500 deals
    .venv/bin/python bench/serve_speed.py --runs 10 --json
    .venv/bin/python bench/serve_speed.py --keep bench-book  # keep the book there

It is a script, not a test; it exits 1 only if the page never showed the edit.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from check_speed import generate, to_book

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
PROSE = ("The dealer counts his winners before he plays to the first trick. {n} "
         "Each deal below is played out card by card; step through it and watch "
         "where the tricks are won.\n\n")


def write_book(folder: Path, lessons: int, deals: int, seed: int) -> None:
    (folder / "lessons").mkdir(parents=True)
    (folder / "hands").mkdir()
    every = generate(lessons * deals, seed)
    (folder / "lessons" / "book.toml").write_text(
        'title = "A book to time"\n', encoding="utf-8")
    for n in range(1, lessons + 1):
        record = to_book(every[(n - 1) * deals:n * deals])
        (folder / "hands" / f"lesson-{n:02}.hand").write_text(record, encoding="utf-8")
        text = (f"# Lesson {n}\n\n" + PROSE.format(n=f"Lesson {n} starts here.") * 3
                + f"```hand file=../hands/lesson-{n:02}.hand\n```\n\n"
                + PROSE.format(n="Count again."))
        (folder / "lessons" / f"lesson-{n:02}.md").write_text(text, encoding="utf-8")


class ServerLog:
    """The server's standard error, read as it comes: the milliseconds of each update,
    and when each book.pdf was made (the time the line arrived, and its own figure)."""

    def __init__(self, stream: IO[str]) -> None:
        self.lines: list[str] = []
        self.updates: list[float] = []
        self.seen = threading.Event()
        self.pdfs: list[tuple[float, float, str]] = []  # (arrived, ms, line)
        self.pdf_seen = threading.Event()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.lines.append(line)
            made = re.search(r"book\.pdf made again in (\d+) ms", line)
            if made or "book.pdf not made" in line:
                self.pdfs.append((time.perf_counter(),
                                  float(made.group(1)) if made else -1.0, line))
                self.pdf_seen.set()
                continue
            found = re.search(r"\((\d+) ms\)", line)
            if found:
                self.updates.append(float(found.group(1)))
                self.seen.set()


def _pdf_text(url: str) -> str:
    """The words of the served book.pdf (pdftotext)."""
    import urllib.request

    with urllib.request.urlopen(url + "book.pdf") as answer:
        data = answer.read()
    return " ".join(subprocess.run(["pdftotext", "-", "-"], input=data, capture_output=True,
                                   check=True).stdout.decode().split())


def _process_cpu(pid: int) -> float:
    """CPU seconds (user + system) of a running process, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def run(lessons: int, deals: int, runs: int, seed: int, keep: Path | None,
        pdf: bool = True) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    folder = keep if keep is not None else Path(tempfile.mkdtemp(prefix="serve-speed-"))
    if keep is not None and keep.exists():
        shutil.rmtree(keep)
    write_book(folder, lessons, deals, seed)
    started = time.perf_counter()
    server = subprocess.Popen(
        [sys.executable, "-m", "bridgebook", "serve", "lessons", "--port", "0",
         *(["--pdf"] if pdf else [])], cwd=folder,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert server.stdout is not None and server.stderr is not None
    url = server.stdout.readline().strip()
    first = time.perf_counter() - started
    log = ServerLog(server.stderr)
    middle = f"lesson-{lessons // 2 + 1:02}"
    lesson = folder / "lessons" / f"{middle}.md"
    times: list[float] = []
    pdf_times: list[float] = []
    pdf_own: list[float] = []
    pdf_cpu: list[float] = []
    first_pdf = None
    try:
        if pdf:  # the first PDF, every chapter laid out (cold cache)
            if not log.pdf_seen.wait(1800):
                raise SystemExit("the server made no book.pdf")
            first_pdf = log.pdfs[-1][1] / 1000
            log.pdf_seen.clear()
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=ARGS)
            page = browser.new_page()
            page.goto(url + f"{middle}.html")
            page.wait_for_load_state("load")
            shown = page.locator("figure.deal").count()
            for n in range(1, runs + 1):
                text = lesson.read_text(encoding="utf-8")
                sentence = f"Edit {n} is here."
                edited = re.sub(r"(Lesson \d+ starts here\.)( Edit \d+ is here\.)?",
                                rf"\1 {sentence}", text, count=1)
                log.seen.clear()
                log.pdf_seen.clear()
                cpu_before = _process_cpu(server.pid)
                with page.expect_event("load", timeout=30_000):
                    began = time.perf_counter()
                    lesson.write_text(edited, encoding="utf-8")
                took = time.perf_counter() - began
                if sentence not in page.locator("main").inner_text():
                    raise SystemExit(f"the reloaded page does not show {sentence!r}")
                times.append(took)
                log.seen.wait(5)
                if pdf:
                    if not log.pdf_seen.wait(120):
                        raise SystemExit("no book.pdf after the edit")
                    arrived, own, line = log.pdfs[-1]
                    if own < 0:
                        raise SystemExit(line)
                    pdf_times.append(arrived - began)
                    pdf_own.append(own)
                    pdf_cpu.append(_process_cpu(server.pid) - cpu_before)
                    if sentence not in _pdf_text(url):
                        raise SystemExit(f"the served book.pdf does not show {sentence!r}")
                time.sleep(0.3)
            browser.close()
    finally:
        server.terminate()
        server.wait(timeout=20)
        if keep is None:
            shutil.rmtree(folder, ignore_errors=True)
    return {"lessons": lessons, "deals": lessons * deals, "deals_on_the_page": shown,
            "runs": runs, "first_build_s": round(first, 2),
            "to_reloaded_page_s": [round(t, 3) for t in times],
            "median_s": round(statistics.median(times), 3), "best_s": round(min(times), 3),
            "server_update_ms": log.updates[1:],
            **({"first_pdf_s": round(first_pdf or 0, 2),
                "to_pdf_s": [round(t, 3) for t in pdf_times],
                "pdf_median_s": round(statistics.median(pdf_times), 3),
                "pdf_best_s": round(min(pdf_times), 3),
                "pdf_server_ms": pdf_own,
                "pdf_cpu_s": [round(c, 2) for c in pdf_cpu],
                "pdf_cpu_median_s": round(statistics.median(pdf_cpu), 2)} if pdf else {})}


def report(figures: dict[str, Any]) -> str:
    return "\n".join([
        f"{figures['lessons']} lessons, {figures['deals']} deals "
        f"({figures['deals_on_the_page']} on the page edited); first build and serve "
        f"{figures['first_build_s']} s",
        f"one-sentence edit to the reloaded page, {figures['runs']} runs: median "
        f"{figures['median_s']} s, best {figures['best_s']} s "
        f"({', '.join(str(t) for t in figures['to_reloaded_page_s'])})",
        "the server's own update, ms: "
        + ", ".join(f"{t:.0f}" for t in figures["server_update_ms"]),
        *([f"with --pdf: the first book.pdf {figures['first_pdf_s']} s (every chapter laid "
           f"out); the edit to the served book.pdf: median {figures['pdf_median_s']} s, "
           f"best {figures['pdf_best_s']} s "
           f"({', '.join(str(t) for t in figures['to_pdf_s'])}); the server's CPU for "
           f"the edit (page and PDF): median {figures['pdf_cpu_median_s']} s "
           f"({', '.join(str(t) for t in figures['pdf_cpu_s'])})"]
          if "to_pdf_s" in figures else []),
    ])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--lessons", type=int, default=50)
    parser.add_argument("--deals", type=int, default=10, help="deals a lesson")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1905)
    parser.add_argument("--keep", type=Path, help="write the book here and keep it")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--no-pdf", action="store_true",
                        help="serve without --pdf: the page alone")
    args = parser.parse_args(argv)
    figures = run(args.lessons, args.deals, args.runs, args.seed, args.keep, not args.no_pdf)
    print(json.dumps(figures, indent=2) if args.json else report(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())

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
    """The server's standard error, read as it comes: the milliseconds of each update."""

    def __init__(self, stream: IO[str]) -> None:
        self.lines: list[str] = []
        self.updates: list[float] = []
        self.seen = threading.Event()
        threading.Thread(target=self._read, args=(stream,), daemon=True).start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            self.lines.append(line)
            found = re.search(r"\((\d+) ms\)", line)
            if found:
                self.updates.append(float(found.group(1)))
                self.seen.set()


def run(lessons: int, deals: int, runs: int, seed: int, keep: Path | None) -> dict[str, Any]:
    from playwright.sync_api import sync_playwright

    folder = keep if keep is not None else Path(tempfile.mkdtemp(prefix="serve-speed-"))
    if keep is not None and keep.exists():
        shutil.rmtree(keep)
    write_book(folder, lessons, deals, seed)
    started = time.perf_counter()
    server = subprocess.Popen(
        [sys.executable, "-m", "bridgebook", "serve", "lessons", "--port", "0"], cwd=folder,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"})
    assert server.stdout is not None and server.stderr is not None
    url = server.stdout.readline().strip()
    first = time.perf_counter() - started
    log = ServerLog(server.stderr)
    middle = f"lesson-{lessons // 2 + 1:02}"
    lesson = folder / "lessons" / f"{middle}.md"
    times: list[float] = []
    try:
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
                with page.expect_event("load", timeout=30_000):
                    began = time.perf_counter()
                    lesson.write_text(edited, encoding="utf-8")
                took = time.perf_counter() - began
                if sentence not in page.locator("main").inner_text():
                    raise SystemExit(f"the reloaded page does not show {sentence!r}")
                times.append(took)
                log.seen.wait(5)
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
            "server_update_ms": log.updates[1:]}


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
    ])


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--lessons", type=int, default=50)
    parser.add_argument("--deals", type=int, default=10, help="deals a lesson")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--seed", type=int, default=1905)
    parser.add_argument("--keep", type=Path, help="write the book here and keep it")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    figures = run(args.lessons, args.deals, args.runs, args.seed, args.keep)
    print(json.dumps(figures, indent=2) if args.json else report(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())

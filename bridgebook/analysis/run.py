"""``bridgebook analyse``: analyse the checked deals of some files and print them.

The command line (bridgebook.cli) reads and checks the files; this module asks
the cache and the solver, shows a progress bar on long runs, and prints the
tables or the JSON.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.text import Text

from bridgebook.analysis.analyse import Analysed, Checked, analyse
from bridgebook.analysis.cache import CACHE_DIR, NoCache, SolutionCache
from bridgebook.analysis.solver import SolverMissing
from bridgebook.analysis.text import print_analysis
from bridgebook.analysis.view import analysis_json
from bridgebook.diagnostics import Diagnostic

#: Runs that solve at least this many deals show a progress bar (on a terminal).
LONG_RUN = 8


@dataclass(frozen=True, slots=True)
class FileDeals:
    """One file's checked deals, and how many errors ``bridgebook check`` found in it."""

    path: str
    deals: tuple[Checked, ...]
    errors: int = 0
    problems: tuple[Diagnostic, ...] = ()  # problems that stop the file being read


class _Bar:
    """A progress bar made only when the run turns out to be long."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.progress: Progress | None = None

    def __call__(self, total: int) -> Callable[[int], None]:
        if total < LONG_RUN or not self.console.is_terminal:
            return lambda n: None
        progress = Progress(TextColumn("double dummy"), BarColumn(), MofNCompleteColumn(),
                            TimeRemainingColumn(), console=self.console, transient=True)
        progress.start()
        self.progress = progress
        task = progress.add_task("deals", total=total)
        return lambda n: progress.advance(task, n)

    def close(self) -> None:
        if self.progress is not None:
            self.progress.stop()


def cache_for(paths: Sequence[Path], cache_dir: Path | None,
              no_cache: bool) -> SolutionCache | NoCache:
    """The cache: ``--cache-dir``, else ``.bridgebook-cache`` beside the first input.

    >>> cache_for([Path("book/deal.hand")], None, False).folder.as_posix()
    'book/.bridgebook-cache/dds'
    >>> type(cache_for([Path("book/deal.hand")], None, True)).__name__
    'NoCache'
    """
    if no_cache:
        return NoCache()
    if cache_dir is not None:
        return SolutionCache(cache_dir)
    first = paths[0]
    return SolutionCache((first if first.is_dir() else first.parent) / CACHE_DIR)


def run(files: Sequence[FileDeals], cache: SolutionCache | NoCache, as_json: bool,
        out: Console, err: Console) -> int:
    """Analyse and print; the exit status (1 when a deal or file could not be analysed)."""
    checked = [c for f in files for c in f.deals]
    bar = _Bar(err)
    try:
        results = analyse(checked, cache, bar)
    except SolverMissing as error:
        err.print(f"bridgebook analyse: {error}", markup=False)
        return 1
    finally:
        bar.close()
    by_file: list[tuple[FileDeals, list[Analysed]]] = []
    start = 0
    for f in files:
        by_file.append((f, results[start:start + len(f.deals)]))
        start += len(f.deals)
    failed = any(f.problems for f in files) or any(r.analysis is None for r in results)
    if as_json:
        data = {"files": [{"file": f.path, "errors": f.errors,
                           "problems": [d.as_dict() for d in f.problems],
                           "deals": [_placed(r, f.path) for r in done]}
                          for f, done in by_file]}
        # Written as it is: no markup, no emoji codes, no wrapping.
        out.file.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return 1 if failed else 0
    for index, (f, done) in enumerate(by_file):
        if index:
            out.print()
        out.print(Text(f.path, style="bold"))
        for d in f.problems:
            out.print(f"{d.code} {d.severity.value}: {d.message}", markup=False)
        if f.errors:
            out.print(f"bridgebook check finds {f.errors} error(s) in this file; the play is "
                      "analysed as far as it keeps the laws.", markup=False, style="yellow")
        print_analysis(done, out, f.path)
    return 1 if failed else 0


def _placed(done: Analysed, path: str) -> dict[str, object]:
    data = analysis_json(done)
    data["diagnostics"] = [d.at(file=path, deal=done.deal.ident).as_dict()
                           for d in done.diagnostics]
    return data

"""A content-addressed cache of solver answers on disk.

Each answer is a small JSON file named by the hash of its problem (the cards, the
strain, the leader, the play, the dealer and vulnerability): a deal that did not
change is never solved again, wherever it stands in a book. Writers write to a
temporary file in the same folder and rename it into place, so two runs at once
never leave a torn file; a file that cannot be read is treated as missing.

>>> import tempfile
>>> from bridgebook.model import Seat
>>> folder = Path(tempfile.mkdtemp())
>>> cache = SolutionCache(folder)
>>> problem = Problem((1, 2, 4, 8), Seat.S)
>>> cache.get(problem) is None
True
>>> cache.put(problem, Solution(((0, 0, 0, 0),) * 5))
>>> cache.get(problem).table[4]
(0, 0, 0, 0)
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from pathlib import Path

from bridgebook.analysis.solver import Problem, Solution

#: The cache folder's name, made beside the first file analysed.
CACHE_DIR = ".bridgebook-cache"


class SolutionCache:
    """Solver answers under ``folder/dds/<first two hex digits>/<hash>.json``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder / "dds"

    def _path(self, problem: Problem) -> Path:
        key = problem.key()
        return self.folder / key[:2] / f"{key}.json"

    def get(self, problem: Problem) -> Solution | None:
        try:
            data = json.loads(self._path(problem).read_text(encoding="utf-8"))
            solution = Solution.from_dict(data)
        except (OSError, ValueError, KeyError, TypeError, IndexError):
            return None
        wanted = len(problem.play) + 1 if problem.strain is not None else 0
        return solution if len(solution.play) == wanted else None

    def put(self, problem: Problem, solution: Solution) -> None:
        """Store an answer; a cache that cannot be written is silently skipped."""
        path = self._path(problem)
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            handle, temporary = tempfile.mkstemp(dir=path.parent, prefix=".", suffix=".tmp")
        except OSError:
            return
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as out:
                json.dump(solution.as_dict(), out)
            os.replace(temporary, path)
        except OSError:
            with contextlib.suppress(OSError):
                os.unlink(temporary)


class NoCache:
    """The cache of ``--no-cache``: remembers nothing."""

    def get(self, problem: Problem) -> Solution | None:
        return None

    def put(self, problem: Problem, solution: Solution) -> None:
        return None

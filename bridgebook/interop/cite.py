"""Find one deal of a PBN or LIN file by its board number, for a lesson that cites
it. The file is read deal by deal and the reading stops at the deal.

>>> from pathlib import Path
>>> deal, found = cite(Path("hands/pbn/pbn-spec-example.pbn"), 1)
>>> deal.meta["pbn:West"], found
('Podgor', [])
"""

from __future__ import annotations

from pathlib import Path

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.common import read_lines
from bridgebook.interop.lin import iter_lin
from bridgebook.interop.pbn import iter_pbn
from bridgebook.model import Deal

_READERS = {".pbn": iter_pbn, ".lin": iter_lin}


def cite(path: Path, board: int) -> tuple[Deal | None, list[Diagnostic]]:
    """The deal of ``path`` whose board number (else position) is ``board``, and the
    problems met reading up to it; None (and P018) when there is none."""
    reader = _READERS.get(path.suffix.lower())
    if reader is None:
        return None, [make("P018", f"{path.name}: a deal is cited from .pbn or .lin files")]
    found: list[Diagnostic] = []
    try:
        for deal, problems in reader(read_lines(path)):
            found.extend(problems)
            if deal is not None and deal.ident == board:
                return deal, [p for p in found if deal.span is None or p.line >= deal.span.line]
    except OSError as error:
        return None, [make("P011", f"cannot read {path}: {error.strerror}")]
    return None, [make("P018", f"{path.name} has no board {board}")]

"""Write a record in a format chosen by the file's extension: the book notation,
PBN, LIN or JSON. Each writer says what its format cannot hold (P017).

>>> format_of("deals.PBN"), format_of("x.txt", "lin"), format_of("x.txt")
('pbn', 'lin', None)
"""

from __future__ import annotations

import os
import stat
import tempfile
from collections.abc import Callable
from pathlib import Path, PurePath

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.hand_write import write_hand
from bridgebook.interop.json_out import record_json
from bridgebook.interop.json_text import indented
from bridgebook.interop.lin_write import write_lin
from bridgebook.interop.pbn_write import write_pbn
from bridgebook.model import HandRecord


def write_json(record: HandRecord) -> tuple[str, list[Diagnostic]]:
    """The record as JSON (the schema of docs/interchange.md); JSON holds it all but the
    bold or italic of PBN commentary its Markdown cannot place (P017)."""
    found: list[Diagnostic] = []
    return indented(record_json(record, found)) + "\n", found


WRITERS: dict[str, Callable[[HandRecord], tuple[str, list[Diagnostic]]]] = {
    "hand": write_hand, "pbn": write_pbn, "lin": write_lin, "json": write_json,
}


def format_of(path: str | PurePath, to: str | None = None) -> str | None:
    """The format to write: ``to`` if given, else the file's extension."""
    name = (to or PurePath(path).suffix.lstrip(".")).lower()
    return name if name in WRITERS else None


def convert_record(record: HandRecord, target: str) -> tuple[str, list[Diagnostic]]:
    """The record written in ``target`` ("hand", "pbn", "lin" or "json"); an unknown
    target is P018 and no text."""
    writer = WRITERS.get(target.lower())
    if writer is None:
        return "", [make("P018", f"no writer for the format {target!r}",
                         hint="the formats are hand, pbn, lin and json")]
    return writer(record)


def write_atomically(path: Path, text: str) -> str | None:
    """Write ``text`` to a temporary file beside ``path``, then rename it over
    ``path``: a failure leaves ``path`` as it was. Returns the error, or None.

    A link is written through (its target replaced, the link kept); a file that is
    not a regular file (a pipe, a device) is written to as it is; the file keeps
    the permissions it had, and a new one gets those the process's umask gives."""
    target = path.resolve() if path.is_symlink() else path
    temporary: Path | None = None
    try:
        if target.exists() and not target.is_file() and not target.is_dir():
            with target.open("w", encoding="utf-8", newline="\n") as out:
                out.write(text)
            return None
        mode = stat.S_IMODE(target.stat().st_mode) if target.is_file() else 0o666 & ~_umask()
        handle, name = tempfile.mkstemp(prefix=f".{target.name}.",
                                        dir=target.parent or Path("."))
        temporary = Path(name)
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as out:
            out.write(text)
        os.chmod(temporary, mode)
        os.replace(temporary, target)
    except OSError as error:
        if temporary is not None:
            temporary.unlink(missing_ok=True)
        return error.strerror or str(error)
    return None


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask

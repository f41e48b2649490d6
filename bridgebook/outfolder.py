"""Whether a folder may be given to ``bridgebook build`` as its output.

The build replaces its output folder whole (the new site is made beside it and
put in its place), so a folder that holds anything bridgebook did not make, or
that holds the lessons, the project or the folder the command runs in, is
refused (R036) before anything is read: nothing the user had is lost.

A folder bridgebook made carries the file ``MARK``; a site made before the mark
was written is known by its contents page or its PDF, with nothing but pages,
PDFs and pictures beside them.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.render.images import IMAGE_SUFFIXES

#: The file a built site carries, to say bridgebook made the folder.
MARK = ".bridgebook-site"
#: What an earlier build (before the mark) wrote into its folder.
_MADE = frozenset({".html", ".pdf", ".css", ".js"}) | IMAGE_SUFFIXES


def output_problem(target: Path, keep: Iterable[Path]) -> Diagnostic | None:
    """R036 when building into ``target`` would delete something of the user's:
    ``target`` is or holds one of ``keep`` (the lessons, the project folder, the
    folder the command runs in), or holds files bridgebook did not make.

    >>> output_problem(Path("."), [Path(".")]).code
    'R036'
    """
    folder = target.resolve()
    shown = str(target)
    for path in keep:
        held = path.resolve()
        if held == folder or folder in held.parents:
            what = "the folder the command runs in" if held == Path.cwd().resolve() \
                else f"{str(path)!r}"
            return _refuse(shown, f"the output folder {shown!r} holds {what}, and the build "
                           "replaces its output folder whole",
                           "give a folder of its own for the book, such as 'output/book'")
    if not folder.exists():
        return None
    if not folder.is_dir():
        return _refuse(shown, f"the output {shown!r} is a file, not a folder",
                       "give a folder for the book, such as 'output/book'")
    entries = list(folder.iterdir())
    if not entries or (folder / MARK).is_file() or _earlier_site(folder, entries):
        return None
    theirs = sorted(e.name for e in entries if not _made(e))[:3] or sorted(
        e.name for e in entries)[:3]
    return _refuse(shown, f"the output folder {shown!r} holds files bridgebook did not make "
                   f"({', '.join(theirs)}), and the build replaces its output folder whole",
                   "give a new or empty folder for the book, or move those files out")


def _earlier_site(folder: Path, entries: list[Path]) -> bool:
    """A site or book an earlier build made: its contents page or its PDF, and
    nothing but pages, PDFs and pictures beside them."""
    return any((folder / name).is_file() for name in ("index.html", "book.pdf")) and all(
        _made(e) for e in entries)


def _made(entry: Path) -> bool:
    return entry.is_file() and entry.suffix.lower() in _MADE


def _refuse(shown: str, message: str, hint: str) -> Diagnostic:
    """R036 at the output: a folder is named with its slash (``lcopy/``), which
    says it has no line to be placed at."""
    place = shown if Path(shown).is_file() else shown.rstrip("/") + "/"
    return make("R036", message, None, hint=hint).at(file=place)

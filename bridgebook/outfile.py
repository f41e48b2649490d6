"""Writing the file a command is told to write (``-o``): the one way ``convert``,
``import``, ``render`` and ``scoresheet`` write theirs.

The file is written whole or not at all: it is made beside the output under a
name of its own, then renamed over it, so a failure leaves the output as it was.
The output is the user's file, so:

- a symbolic link is written through: the file it leads to is replaced, the link
  kept (a link that leads back to itself is P018, not written);
- a file that is not a regular file (a pipe, a device) is written into as it is,
  through links too (``/dev/stdout``, whose last link the system alone can follow);
- a file replaced keeps its permissions, and a new one gets those the umask gives;
- the file being read (by any name: through a link, or a hard link) is never
  written over (P018), nor a link's target whose name says another kind of file
  than the link's own (``out.html -> real.pdf`` would put a page in a PDF's name,
  ``page.html -> deal.hand`` a page over the hand record a lesson reads).

A folder of the output's path that is not there is named (P018), unless the
command makes it (``render`` and ``scoresheet`` do; a conversion makes none).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import stat
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from bridgebook.diagnostics import Diagnostic, make

#: What fills the new file, given its name (a file that is there and empty).
Fill = Callable[[Path], None]


def destination(output: Path) -> Path | None:
    """The file written for ``output``: a link's target (the link is kept), else
    ``output`` itself; None for a link that leads, at last, back to itself."""
    if not output.is_symlink():
        return output
    try:
        return output.resolve()
    except (RuntimeError, OSError):  # a loop (RuntimeError up to Python 3.12)
        return None


def special(output: Path) -> bool:
    """Whether ``output`` (through its links) is there and is neither a regular
    file nor a folder: a pipe or a device, written into as it is.

    >>> special(Path("/dev/null")), special(Path("a-page-not-there.html"))
    (True, False)
    """
    try:
        mode = output.stat().st_mode  # the system follows the links
    except (OSError, ValueError):
        return False
    return not stat.S_ISREG(mode) and not stat.S_ISDIR(mode)


def refusal(output: Path, source: Path | None = None) -> Diagnostic | None:
    """P018 when ``output`` is not to be written: a link that leads back to itself,
    the file ``source`` being read, or a link to a file whose extension is not the
    output's own (a pipe or a device, which has none, is written into).

    >>> refusal(Path("a-new-page.html"), Path("lesson.md")) is None
    True
    """
    target = destination(output)
    if target is None:
        return make("P018", f"cannot write {output}: it is a symbolic link that leads "
                    "back to itself", None,
                    hint="remove the link, or point it at the file to write")
    if source is not None and _same_file(source, target):
        same = "the file" if str(source) == str(output) else f"{source}, the file"
        return make("P018", f"cannot write {output}: it is {same} being read", None,
                    hint="write to another file: what was read would be replaced by "
                    "what was made of it")
    kind, named = target.suffix.lower(), output.suffix.lower()
    if target != output and kind != named and not special(output):
        return make("P018", f"cannot write {output}: it is a link to {target}, and a "
                    f"{named or 'file with no extension'} is not written into a {kind} "
                    "file", None,
                    hint="the format is the one the name given says: name the target "
                    "itself, or a link whose name says the same format")
    return None


def write_output(output: Path, fill: Fill, *, source: Path | None = None,
                 make_folder: bool = False) -> Diagnostic | None:
    """Write ``output`` whole, ``fill`` making its contents in a new file; the
    problem (P018) if it is not written, else None. ``source`` is the file read,
    never written over; ``make_folder`` makes the output's folder if it is not
    there. An error of ``fill`` other than the system's (OSError) is raised, the
    output left as it was."""
    problem = refusal(output, source)
    if problem is not None:
        return problem
    target = destination(output)
    assert target is not None  # refusal() says a loop
    try:
        if special(output):
            # (opened by the name given: a link to a pipe, '/dev/stdout', leads to
            # '/proc/self/fd/1' and on to no path, 'pipe:[…]', the system alone follows)
            _into_special(output, fill)
            return None
        if make_folder:
            target.parent.mkdir(parents=True, exist_ok=True)
        _replace(target, fill)
    except OSError as error:
        return not_written(output, target, error.strerror or str(error))
    return None


def write_text(output: Path, text: str, *, source: Path | None = None,
               make_folder: bool = False) -> Diagnostic | None:
    """Write ``text`` (UTF-8, lines ended by a newline alone) as :func:`write_output`."""

    def fill(path: Path) -> None:
        with path.open("w", encoding="utf-8", newline="\n") as out:
            out.write(text)

    return write_output(output, fill, source=source, make_folder=make_folder)


def not_written(output: Path, target: Path, failure: str) -> Diagnostic:
    """P018: ``output`` (whose file is ``target``) could not be written. It has no
    place in a file (the file may not be there): it is told as the command's own,
    and a folder of the path that is not there, or is a file, is named."""
    folder = target.parent
    if not folder.is_dir():
        missing = folder
        while not missing.parent.is_dir() and missing.parent != missing:
            missing = missing.parent  # the first of the path's folders not a folder
        if missing.exists():
            return make("P018", f"cannot write {output}: {missing} is a file, not a "
                        "folder", None, hint="name a file in a folder")
        return make("P018", f"cannot write {output}: there is no folder {missing}", None,
                    hint="make the folder first, or name a file in a folder that exists "
                    "(a conversion makes no folders)")
    return make("P018", f"cannot write {output}: {failure}", None)


@contextlib.contextmanager
def writing(path: Path | str) -> Iterator[None]:
    """The system's error while ``path`` is written names the file: a write that
    fails (a disk full) raises an OSError that names none, and a copy that fails
    names its source first (the file written is the second name, which is taken).

    >>> with contextlib.suppress(OSError), writing("out/a.html"):
    ...     raise OSError(28, "No space left on device")
    >>> try:
    ...     with writing("out/a.html"):
    ...         raise OSError(28, "No space left on device")
    ... except OSError as error:
    ...     print(said(error))
    out/a.html: No space left on device
    >>> try:
    ...     with writing("out/a.png"):
    ...         raise OSError(28, "No space left on device", "img/a.png", None, "out/a.png")
    ... except OSError as error:
    ...     print(said(error))
    out/a.png: No space left on device
    """
    try:
        yield
    except OSError as error:
        if error.errno is None:
            raise
        if error.filename2 is not None:
            raise OSError(error.errno, error.strerror, str(error.filename2)) from error
        if error.filename is not None:
            raise
        raise OSError(error.errno, error.strerror, str(path)) from error


def said(error: OSError) -> str:
    """What the system said, and of which file: ``out/a.html: No space left on device``
    (the file shown from the folder the command runs in, when it is under it). Of
    two files (a copy, a rename) the second is the one written, and is named.

    >>> said(OSError(28, "No space left on device"))
    'No space left on device'
    >>> said(OSError(28, "No space left on device", "/img/a.png", None, "/out/a.png"))
    '/out/a.png: No space left on device'
    """
    what = error.strerror or str(error)
    written = error.filename if error.filename2 is None else error.filename2
    if written is None:
        return what
    name = str(written)
    with contextlib.suppress(ValueError):
        shown = os.path.relpath(name)
        name = name if shown.startswith("..") else shown
    return f"{name}: {what}"


def _same_file(source: Path, target: Path) -> bool:
    """Whether ``target`` is ``source`` by any name."""
    try:
        return target.exists() and os.path.samefile(source, target)
    except OSError:
        return False


def _replace(target: Path, fill: Fill) -> None:
    """Make the new file beside ``target``, then rename it over ``target``."""
    mode = stat.S_IMODE(target.stat().st_mode) if target.is_file() else 0o666 & ~_umask()
    handle, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp",
                                    dir=target.parent)
    os.close(handle)
    made = Path(name)
    try:
        fill(made)
        os.chmod(made, mode)
        os.replace(made, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            made.unlink()


def _into_special(target: Path, fill: Fill) -> None:
    """Write into a pipe or a device as it is: the contents made in a file of the
    system's temporary folder first (a pipe's reader never gets half a file because
    the making failed), then copied in."""
    handle, name = tempfile.mkstemp(prefix="bridgebook-", suffix=".tmp")
    os.close(handle)
    made = Path(name)
    try:
        fill(made)
        with made.open("rb") as contents, target.open("wb") as out:
            shutil.copyfileobj(contents, out)
    finally:
        made.unlink(missing_ok=True)


def _umask() -> int:
    mask = os.umask(0o022)
    os.umask(mask)
    return mask

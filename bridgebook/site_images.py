"""Two lessons' images that the site would hold under one name, and a lesson's
images written beside its one page (``render -o x.html``).

A lesson's images are copied into the site at their paths in the lesson's folder,
and the pages of a book sit side by side in the site: two lessons in different
folders that each show ``img/s.png`` name one file of the site. Where the two files
are the same picture (the same bytes) nothing is lost; where they differ, the site
holds the first, and the page of the second lesson would show the first lesson's
picture. That is said (R050) at the second lesson's image, with the other lesson and
its file named, so that one of the two is given another name.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from urllib.parse import quote

from bridgebook.build import Page, lesson_image
from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Span
from bridgebook.render.images import image_digest


def image_clashes(pages: Sequence[Page]) -> list[Diagnostic]:
    """R050 for each image of a lesson whose name in the site an earlier lesson's
    different image already takes. Only the files of a name that two different
    files share are read, each once: a book whose names are all its own reads none."""
    shown = [(page, name, source) for page in pages for name in page.lesson.images
             if (source := lesson_image(page, name)) is not None]
    files: dict[str, set[Path]] = {}
    for _, name, source in shown:
        files.setdefault(name, set()).add(source)
    digests: dict[Path, str] = {}
    first: dict[str, tuple[Page, Path]] = {}
    found: list[Diagnostic] = []
    for page, name, source in shown:
        if len(files[name]) < 2:
            continue
        other, other_source = first.setdefault(name, (page, source))
        if other is page or other_source == source or _digest_of(
                other_source, digests) == _digest_of(source, digests):
            continue
        found.append(make(
            "R050", f"the image {name} is not the one {_shown(other.source)} shows under "
            f"that name ({_shown(other_source)}): the site holds one file of each name, "
            "keeps that lesson's, and would show it on this page", _place(page, name),
            hint="give one of the two images another name or folder (such as "
            "'img/two/s.png'), so that the site holds both").at(file=_shown(page.source)))
    return found


def _digest_of(path: Path, digests: dict[Path, str]) -> str:
    if path not in digests:
        digests[path] = _digest(path)
    return digests[path]


def _digest(path: Path) -> str:
    try:
        return image_digest(path)
    except OSError:
        return str(path)


def _shown(path: Path) -> str:
    """``path`` from the folder the command runs in; whole where it has no such path
    (on another drive of Windows)."""
    try:
        return os.path.relpath(path, Path.cwd())
    except ValueError:
        return str(path)


def _place(page: Page, name: str) -> Span:
    """The image's path in the lesson's text (``](img/s.png``, as written or quoted);
    the lesson's first line when it is written another way (``./img/s.png``)."""
    try:
        lines = page.source.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return Span.point(1, 1)
    for number, line in enumerate(lines, start=1):
        for written in (name, quote(name), f"./{name}"):
            at = line.find(f"]({written}")
            if at >= 0:
                return Span.point(number, at + 3, len(written))
    return Span.point(1, 1)


#: The file beside a page that ``render -o x.html`` wrote, naming each image it
#: wrote beside that page and what it wrote: such a file is replaced when the
#: lesson's image changes; any other file of an image's name is left as it is.
WRITTEN = ".bridgebook-images"


def beside(page: Page, output: Path) -> tuple[list[tuple[Path, Path]], list[Diagnostic]]:
    """The images of ``page``'s lesson to copy beside ``output`` (its one page), at
    their paths in the lesson's folder as a site holds them, each as (the lesson's
    file, the copy); and R050 for each name a file bridgebook did not write for
    this page already holds there (left as it is), or whose folder is a file."""
    folder = output.parent.resolve()
    written = _written(folder)
    copies: list[tuple[Path, Path]] = []
    found: list[Diagnostic] = []
    for name in page.lesson.images:
        source = lesson_image(page, name)
        copy = (folder / name).resolve()
        if source is None or copy == source or folder not in copy.parents:
            continue
        blocked = next((p for p in reversed(copy.parents) if folder in p.parents
                        and p.exists() and not p.is_dir()), None)
        if blocked is not None:
            what = f"{_shown(blocked)} is a file, not a folder"
        elif not copy.exists():
            copies.append((source, copy))
            continue
        elif copy.is_file() and (_digest(copy) == _digest(source)):
            continue
        elif copy.is_file() and written.get(_key(folder, copy)) == [
                _digest(copy), output.name]:
            copies.append((source, copy))
            continue
        else:
            what = f"{_shown(copy)} is there already and is another file"
        found.append(make(
            "R050", f"the image {name} is not written beside the page: {what}",
            _place(page, name), hint="render into another folder, or move that file "
            "out").at(file=_shown(page.source)))
    return copies, found


def not_beside(page: Page, output: Path) -> list[Diagnostic]:
    """R050 once for a page written into ``output``, a pipe or a device (see
    :func:`bridgebook.outfile.special`): the images of its lesson are not written,
    for it has no folder to hold them beside it; said at the first image."""
    names = [name for name in page.lesson.images if lesson_image(page, name) is not None]
    if not names:
        return []
    more = f" (and {len(names) - 1} more)" if len(names) > 1 else ""
    return [make("R050", f"the image {names[0]}{more} is not written beside the page: "
                 f"{output} is a pipe or a device, not a file in a folder",
                 _place(page, names[0]), hint="render to a file (x.html) to have the "
                 "images written beside it").at(file=_shown(page.source))]


def copy_beside(copies: Sequence[tuple[Path, Path]], output: Path) -> None:
    """Make each copy of ``copies`` (from :func:`beside`), whole or not at all, and
    note it as written for the page ``output``. OSError when one cannot be made."""
    if not copies:
        return
    folder = output.parent.resolve()
    written = _written(folder)
    for source, copy in copies:
        copy.parent.mkdir(parents=True, exist_ok=True)
        _replace(copy, partial(_copy_from, source))
        written[_key(folder, copy)] = [_digest(copy), output.name]
    _replace(folder / WRITTEN, lambda part: part.write_text(
        json.dumps(written, indent=1, sort_keys=True) + "\n", encoding="utf-8"))


def _copy_from(source: Path, part: Path) -> None:
    shutil.copyfile(source, part)


def _replace(path: Path, write: Callable[[Path], object]) -> None:
    part = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    try:
        write(part)
        part.replace(path)
    finally:
        part.unlink(missing_ok=True)


def _key(folder: Path, copy: Path) -> str:
    return copy.relative_to(folder).as_posix()


def _written(folder: Path) -> dict[str, list[str]]:
    """What ``render -o`` wrote into ``folder`` (see :data:`WRITTEN`): each image's
    path there, with the digest of what was written and the page it was written for."""
    try:
        data = json.loads((folder / WRITTEN).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in data.items() if isinstance(k, str) and isinstance(v, list)
            and len(v) == 2 and all(isinstance(x, str) for x in v)}

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

import os
import shutil
from collections.abc import Sequence
from pathlib import Path
from urllib.parse import quote

from bridgebook.build import Page, lesson_image
from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Span
from bridgebook.render.images import image_digest


def image_clashes(pages: Sequence[Page]) -> list[Diagnostic]:
    """R050 for each image of a lesson whose name in the site an earlier lesson's
    different image already takes."""
    first: dict[str, tuple[Page, Path, str]] = {}
    found: list[Diagnostic] = []
    for page in pages:
        for name in page.lesson.images:
            source = lesson_image(page, name)
            if source is None:
                continue
            digest = _digest(source)
            taken = first.setdefault(name, (page, source, digest))
            other, other_source, other_digest = taken
            if other is page or other_source == source or other_digest == digest:
                continue
            found.append(make(
                "R050", f"the image {name} is not the one {_shown(other.source)} shows under "
                f"that name ({_shown(other_source)}): the site holds one file of each name, "
                "keeps that lesson's, and would show it on this page", _place(page, name),
                hint="give one of the two images another name or folder (such as "
                "'img/two/s.png'), so that the site holds both").at(file=_shown(page.source)))
    return found


def _digest(path: Path) -> str:
    try:
        return image_digest(path)
    except OSError:
        return str(path)


def _shown(path: Path) -> str:
    return os.path.relpath(path, Path.cwd())


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


def beside(page: Page, folder: Path) -> tuple[list[tuple[Path, Path]], list[Diagnostic]]:
    """The images of ``page``'s lesson to copy into ``folder`` (where its one page is
    written), at their paths in the lesson's folder as a site holds them, each as
    (the lesson's file, the copy); and R050 for each name a different file already
    holds there, which is left as it is."""
    copies: list[tuple[Path, Path]] = []
    found: list[Diagnostic] = []
    for name in page.lesson.images:
        source = lesson_image(page, name)
        copy = (folder / name).resolve()
        if source is None or copy == source or folder.resolve() not in copy.parents:
            continue
        if not copy.exists():
            copies.append((source, copy))
        elif not copy.is_file() or _digest(copy) != _digest(source):
            found.append(make(
                "R050", f"the image {name} is not written beside the page: "
                f"{_shown(copy)} is there already and is another file",
                _place(page, name), hint="render into another folder, or move that file "
                "out").at(file=_shown(page.source)))
    return copies, found


def copy_beside(copies: Sequence[tuple[Path, Path]]) -> None:
    """Make each copy of ``copies`` (from :func:`beside`), whole or not at all."""
    for source, copy in copies:
        copy.parent.mkdir(parents=True, exist_ok=True)
        part = copy.with_name(f".{copy.name}.{os.getpid()}.tmp")
        try:
            shutil.copyfile(source, part)
            part.replace(copy)
        finally:
            part.unlink(missing_ok=True)

"""The book's PDF made chapter by chapter, and joined.

Each lesson is laid out on its own (in parallel when there are several to do,
and cached by its content, so an edit to one lesson lays out only that one),
with its running head but no page numbers. The chapters are joined with pikepdf
behind a front matter (cover, contents with page numbers: known once every
chapter's length is), and the page numbers are stamped on afterwards, so a
chapter's PDF does not depend on where it falls in the book.

>>> key = chapter_key("<p>x</p>", "A lesson", "A4", "css")
>>> len(key), key == chapter_key("<p>x</p>", "A lesson", "A4", "css")
(64, True)
"""

from __future__ import annotations

import contextlib
import gc
import hashlib
import io
import multiprocessing
import os
import re
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

import jinja2

if TYPE_CHECKING:
    import pikepdf
from markupsafe import Markup

from bridgebook.outfile import writing
from bridgebook.render.fonts import one_font_set
from bridgebook.render.pdf import write_pdf

#: Bump to drop every cached chapter.
FORM = "chapters-2"
#: The page numbers to stamp are laid out by the score (a PDF of pages numbered
#: 1 to 20, 40, 60, ...), and kept: a page costs WeasyPrint about 3 ms, and a book
#: that grows or shrinks by a page or two mostly uses the same ones.
NUMBERS = 20


@dataclass(frozen=True, slots=True)
class Chapter:
    title: str
    html: str  # the chapter's whole page, ready for WeasyPrint
    key: str


def chapter_key(body: str, title: str, paper: str, style: str) -> str:
    """The cache key of a chapter: everything its pages depend on."""
    digest = hashlib.sha256(FORM.encode())
    for part in (body, title, paper, style):
        digest.update(b"\0" + part.encode())
    return digest.hexdigest()


def chapter_html(env: Any, title: str, body: str, book: dict[str, Any]) -> str:
    """One chapter as a document of its own: running head, no page numbers.
    ``book`` is what the book's templates get (the theme: title page's fields,
    page size, font size, colours)."""
    return str(env.get_template("book.html").render(
        book={**book, "cover": False, "numbers": False},
        pages=[{"title": title, "anchor": "chapter", "body": Markup(body)}]))


def style_of(env: Any) -> str:
    """The templates a chapter is made with, and the WeasyPrint that lays it out
    (part of its cache key)."""
    from importlib.metadata import version

    loader = env.loader
    parts = [version("weasyprint")]
    for name in ("book.html", "deal.html", "_macros.html", "answers.html", "page.html",
                 "style.css", "screen.css", "print.css", "theme.css", "step.js"):
        source, _, _ = loader.get_source(env, name)
        parts.append(source)
    return "\0".join(parts)


class ChaptersFailed(Exception):
    """Chapters that raised while being made (a bug, or the system's error, an
    OSError naming the chapter's file): each one's place in the book and its
    exception. The other chapters were still made, to find every failure."""

    def __init__(self, failures: dict[int, Exception]) -> None:
        super().__init__(f"{len(failures)} chapter(s) could not be made")
        self.failures = failures


def _lay_out(job: tuple[str, str, str]) -> list[str]:
    """Lay out one chapter; return the URLs it was refused. The system's error (a
    disk full) names the chapter's file, here or in a worker."""
    html, target, root = job
    refused: list[str] = []
    with writing(whole_name(target)):
        pages = write_pdf(html, Path(target), Path(root), refused)
        _count_file(Path(whole_name(target))).write_text(str(pages), encoding="utf-8")
    return refused


def lay_out_chapters(chapters: Sequence[Chapter], cache: Path, root: Path,
                     workers: int | None = None,
                     advance: Callable[[], None] | None = None,
                     refused: list[str] | None = None, one_here: bool = False) -> list[Path]:
    """The PDF of each chapter, from the cache or laid out now (in parallel).
    URLs a chapter names outside the project are left out and added to ``refused``.
    With ``one_here``, this process lays out the last chapter itself while the
    workers lay out the others: a process that goes on laying out chapters (the
    preview) then has WeasyPrint warm, and the lines of the book's texts kept
    (``render.lines``), for the first one it lays out alone. Without, when there
    are more chapters than workers, this process lays out the first before the
    workers are forked, so that none of them starts cold.

    A chapter whose layout raises does not stop the others: at the end
    :class:`ChaptersFailed` names every one that did. No half-made file is left in
    the cache, even when the layout is interrupted."""
    turned_away = refused if refused is not None else []
    cache.mkdir(parents=True, exist_ok=True)
    paths = [cache / f"{c.key}.pdf" for c in chapters]
    todo: list[tuple[str, str, str]] = []
    for chapter, path in zip(chapters, paths, strict=True):
        job = (chapter.html, str(path), str(root))
        if not path.exists() and job not in todo:  # two equal lessons: one layout
            todo.append(job)
    done_already = len(chapters) - len(todo)  # the progress counts each lesson once
    if advance is not None:
        for _ in range(done_already):
            advance()
    count = workers or min(len(todo), os.cpu_count() or 1)
    errors: dict[str, Exception] = {}  # by the chapter's file

    def lay_out_here(jobs: list[tuple[str, str, str]]) -> list[str]:
        """Lay out ``jobs`` in this process; what they turned away."""
        refused_here: list[str] = []
        for (_, target, _), job in zip(jobs, _to_temp(jobs), strict=True):
            try:
                refused_here.extend(_lay_out(job))
            except Exception as error:
                errors[target] = error
            if advance is not None:
                advance()
        return refused_here

    try:
        if count > 1 and len(todo) > 1:
            # With more chapters than workers, the first is laid out here before the
            # workers are forked: they start warm from it (the fonts loaded, the
            # book's style sheet read, its common texts' lines kept), and so does this
            # process for the front matter after them.
            first_here = not one_here and len(todo) > count
            if first_here:
                turned_away.extend(lay_out_here(todo[:1]))
            away = todo[1:] if first_here else todo[:-1] if one_here else todo
            forked = max(count - 1, 1) if one_here else count  # this process lays out one
            with _frozen(), ProcessPoolExecutor(max_workers=min(forked, len(away)),
                                                mp_context=_workers()) as pool:
                futures = [pool.submit(_lay_out, job) for job in _to_temp(away)]
                here = lay_out_here(todo[-1:]) if one_here else []
                for (_, target, _), future in zip(away, futures, strict=True):
                    try:
                        turned_away.extend(future.result())
                    except Exception as error:
                        errors[target] = error
                    if advance is not None:
                        advance()
                turned_away.extend(here)
        else:
            turned_away.extend(lay_out_here(todo))
        for _, target, _ in todo:
            if target not in errors:
                Path(part_name(target)).replace(target)
    finally:
        for _, target, _ in todo:
            # A folder of that name is not ours: left alone.
            with contextlib.suppress(OSError):
                Path(part_name(target)).unlink(missing_ok=True)
    if errors:
        raise ChaptersFailed({i: errors[str(p)] for i, p in enumerate(paths)
                              if str(p) in errors})
    return paths


def part_name(target: str) -> str:
    """The temporary name a file of the cache is written under: the writing
    process's id in it, so that the next build can tell (and sweep) what a killed
    one left (``build.sweep_parts``).

    >>> part_name("x.pdf").endswith(".part")
    True
    """
    return f"{target}.{os.getpid()}.part"


def whole_name(part: str) -> str:
    """The name a file written under ``part_name`` takes when whole.

    >>> whole_name(part_name("x.pdf"))
    'x.pdf'
    """
    return re.sub(r"\.\d+\.part$", "", part)


def _workers() -> Any:
    """How the workers are started: forked from this process once WeasyPrint is
    imported (each worker starts at once, with WeasyPrint and its fonts loaded) when
    this process runs one thread; with other threads (the preview's server), which
    fork could copy in a locked state, from a fork server."""
    import weasyprint  # noqa: F401  (imported before the fork, for the workers)

    if threading.active_count() == 1:
        return multiprocessing.get_context("fork")
    return multiprocessing.get_context("forkserver")


@contextlib.contextmanager
def _frozen() -> Iterator[None]:
    """The objects of this process (WeasyPrint and its fonts loaded) kept out of the
    cycle collector's reach while workers are forked from it: a worker's collections
    walk only what it makes, and do not write to (and so copy) every page of memory
    it shares with this process."""
    import weasyprint  # noqa: F401  (loaded first: its objects are frozen too)

    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


def _to_temp(jobs: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Write each chapter under a temporary name: a half-made file is never cached."""
    return [(html, part_name(target), root) for html, target, root in jobs]


def numbers_html(first: int, count: int, paper: str, height: float) -> str:
    """``count`` blank pages numbered from ``first``, to stamp on the chapters
    (``paper`` as CSS's ``@page { size }`` takes it, ``height`` in millimetres)."""
    pages = "".join(f'<div class="n"><span>{first + i}</span></div>' for i in range(count))
    return (f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>"
            f"@page {{ size: {paper}; margin: 0 }} body {{ margin: 0 }}"
            f".n {{ height: {height - 0.5}mm; position: relative; break-after: page }}"
            f".n span {{ position: absolute; bottom: 10mm; left: 0; right: 0;"
            f" text-align: center; font: 9pt 'DejaVu Serif', serif }}"
            f"</style></head><body>{pages}</body></html>")


def join_book(front: Path, chapters: Sequence[Path], titles: Sequence[str], numbers: Path,
              target: Path, title: str = "", author: str = "", skip: int = 0) -> int:
    """Front matter, then the chapters with the numbers stamped on; an outline entry
    per chapter; the book's title in the document's information; each font once
    (:func:`bridgebook.render.fonts.one_font_set`). The numbers are ``numbers``'s
    pages from page ``skip + 1`` on. Returns the number of pages."""
    import pikepdf

    _keep_only([front, *chapters, numbers])
    sources = [_opened(front), *(_opened(path) for path in chapters)]
    with pikepdf.new() as book:
        book.pages.extend(sources[0].pages)
        entries = _outline_of(sources[0])
        at = len(book.pages)
        for heading, source in zip(titles, sources[1:], strict=True):
            entries.append((heading, len(book.pages)))
            book.pages.extend(source.pages)
        with book.open_outline() as outline:
            outline.root.extend(pikepdf.OutlineItem(heading, page) for heading, page in entries)
        stamp_pages(book, numbers, at, skip)
        if title:
            book.docinfo[pikepdf.Name.Title] = title
            book.docinfo[pikepdf.Name.Creator] = "bridgebook"
            if author:
                book.docinfo[pikepdf.Name.Author] = author
        one_font_set(book)
        # The book says the newest PDF version of its parts (a new document starts
        # at 1.3; WeasyPrint's chapters are 1.7 and may use what came after 1.3).
        version = max((source.pdf_version for source in sources),
                      key=lambda v: tuple(int(n) for n in v.split(".")))
        part = Path(part_name(str(target)))  # the writer's id in it: a running join is not swept
        # Only the objects the pages reach are written: the fonts merged away are not.
        # The PDF is made in memory, then written: a write the system refuses (a disk
        # full) is its OSError, where in pikepdf's own writing it ends the process.
        made = io.BytesIO()
        book.save(made, deterministic_id=True, min_version=version)
        try:
            with writing(target):
                part.write_bytes(made.getbuffer())
            part.replace(target)
        finally:
            part.unlink(missing_ok=True)
        return len(book.pages)


#: The PDFs of the cache opened (pikepdf documents), kept while the process runs: the
#: preview joins the book again after each save, and opens again only the chapter
#: laid out again. Each is a file of the cache named by its content, which never
#: changes; those the last book did not use are let go.
_OPENED: dict[str, pikepdf.Pdf] = {}
#: The page-number stamps made into forms, by the stamps' file and page.
_FORMS: dict[tuple[str, int], pikepdf.Object] = {}


def _keep_only(used: Sequence[Path]) -> None:
    keep = {str(p) for p in used}
    for gone in set(_OPENED) - keep:
        _OPENED.pop(gone).close()
    for key in [k for k in _FORMS if k[0] not in keep]:
        del _FORMS[key]


def _opened(path: Path) -> pikepdf.Pdf:
    import pikepdf

    found = _OPENED.get(str(path))
    if found is None:
        found = _OPENED[str(path)] = pikepdf.open(path)
    return found


def _outline_of(pdf: pikepdf.Pdf) -> list[tuple[str, int]]:
    """The top entries of ``pdf``'s outline (the front matter's: the book's title) as
    (title, page index) pairs."""
    import pikepdf

    pages = {page.obj.objgen: n for n, page in enumerate(pdf.pages)}
    found: list[tuple[str, int]] = []
    with pdf.open_outline() as outline:
        for item in outline.root:
            destination = item.destination
            if isinstance(destination, pikepdf.Array) and len(destination):
                page = pages.get(destination[0].objgen)
                if page is not None:
                    found.append((item.title, page))
    return found


#: The name of the page number's form in a page's resources.
STAMP = "/BBPageNumber"


def stamp_pages(book: pikepdf.Pdf, numbers: Path, first: int, skip: int = 0) -> None:
    """Draw page ``skip + i`` of ``numbers`` (a PDF of the cache) over ``book``'s page
    ``first + i``, as a form of its own: the page's drawing is kept as it is (not
    parsed and rewritten), within ``q`` ... ``Q``, with the form drawn after it."""
    import pikepdf

    stamps = _opened(numbers)
    save = book.make_stream(b"q\n")
    draw = book.make_stream(f"\nQ\nq {STAMP} Do Q\n".encode())
    for index in range(first, len(book.pages)):
        number = skip + index - first
        if number >= len(stamps.pages):
            break
        form = _FORMS.get((str(numbers), number))
        if form is None:
            form = _FORMS[str(numbers), number] = stamps.make_indirect(
                stamps.pages[number].as_form_xobject())
        page = book.pages[index].obj
        old = page.get(pikepdf.Name.Contents)
        if old is None:
            continue
        drawn = list(old) if isinstance(old, pikepdf.Array) else [old]
        page.Contents = pikepdf.Array([save, *drawn, draw])
        # The page's own resources (they may be shared), with the stamp's form added.
        resources = pikepdf.Dictionary()
        for key, value in page.get(pikepdf.Name.Resources, pikepdf.Dictionary()).items():
            resources[key] = value
        forms = pikepdf.Dictionary()
        for key, value in resources.get(pikepdf.Name.XObject, pikepdf.Dictionary()).items():
            forms[key] = value
        forms[STAMP] = book.copy_foreign(form)
        resources.XObject = forms
        page.Resources = resources


def _count_file(pdf: Path) -> Path:
    return pdf.with_suffix(".pages")


def page_count(pdf: Path) -> int:
    """The pages of a cached PDF: kept beside it when it was laid out (reading the
    PDF again costs as much as joining it)."""
    try:
        return int(_count_file(pdf).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        pass
    import pikepdf

    with pikepdf.open(pdf) as opened:
        count = len(opened.pages)
    with contextlib.suppress(OSError):
        _count_file(pdf).write_text(str(count), encoding="utf-8")
    return count


def front_html(env: Any, book: dict[str, Any], entries: Sequence[dict[str, Any]]) -> str:
    return str(env.get_template("front.html").render(book=book, entries=entries))


def build_pdf(env: Any, chapters: Sequence[tuple[str, str]], book: dict[str, Any],
              height: float, target: Path, root: Path, cache: Path,
              advance: Callable[[], None] | None = None,
              refused: list[str] | None = None, one_here: bool = False) -> int:
    """The whole book: ``chapters`` are (title, paper body) pairs; ``book`` what
    the templates get (the theme, ``book["paper"]`` the page size as CSS takes it),
    ``height`` the page's height in millimetres. URLs refused (outside the
    project) are added to ``refused``. ``one_here``: see :func:`lay_out_chapters`."""
    style = style_of(env)
    paper = str(book["paper"])
    made: list[Chapter] = []
    failures: dict[int, Exception] = {}
    for index, (t, body) in enumerate(chapters):
        try:
            html = chapter_html(env, t, body, {**book, "title": t, "subtitle": ""})
            made.append(Chapter(t, html, chapter_key(html, t, paper, style)))
        except jinja2.TemplateError:
            raise  # the author's templates: said as such, for the whole book
        except Exception as error:
            failures[index] = error
    try:
        paths = lay_out_chapters(made, cache, root, advance=advance, refused=refused,
                                 one_here=one_here)
    except ChaptersFailed as failed:
        # The indices of ``made``, taken back to the book's.
        kept = [i for i in range(len(chapters)) if i not in failures]
        failures.update({kept[i]: error for i, error in failed.failures.items()})
    if failures:
        raise ChaptersFailed(dict(sorted(failures.items())))
    counts = [page_count(p) for p in paths]
    extras = cache.parent / "front"  # the front matter and the page-number stamps
    front_pages = 2
    for _ in range(3):  # the contents' own length moves the page numbers: settle it
        entries, page = [], front_pages + 1
        for (chapter_title, _), n in zip(chapters, counts, strict=True):
            entries.append({"title": chapter_title, "page": page})
            page += n
        front = cached_pdf(front_html(env, book, entries), extras, root)
        got = page_count(front)
        if got == front_pages:
            break
        front_pages = got
    # The numbers 1 to a round count, laid out once and kept: a book that grows or
    # shrinks by a few pages uses the same ones.
    last = front_pages + sum(counts)
    numbers = cached_pdf(numbers_html(1, -(-last // NUMBERS) * NUMBERS, paper, height),
                         extras, root)
    return join_book(front, paths, [t for t, _ in chapters], numbers, target,
                     str(book["title"]), str(book.get("author", "")), skip=front_pages)


def cached_pdf(html: str, cache: Path, root: Path) -> Path:
    """The PDF of ``html``, laid out once and kept in ``cache`` under its content."""
    target = cache / f"{chapter_key(html, '', '', FORM)}.pdf"
    if not target.exists():
        cache.mkdir(parents=True, exist_ok=True)
        part = Path(part_name(str(target)))
        try:
            with writing(target):
                pages = write_pdf(html, part, root)
                _count_file(target).write_text(str(pages), encoding="utf-8")
            part.replace(target)
        finally:
            part.unlink(missing_ok=True)
    return target

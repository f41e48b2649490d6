"""The book as the preview serves it: every page kept in memory, made again only
where a file it comes from changed, the last good page of a lesson kept while
the lesson has errors.

A lesson is read again when the lesson itself or a hand record it uses changes;
the other lessons are left as they are. Each page's version is a digest of what
it shows (its page and its problems), so a browser reloads only the page that
changed.
"""

from __future__ import annotations

import functools
import os
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jinja2

from bridgebook.build import (
    LessonCache,
    Page,
    code_digest,
    fails,
    failure,
    index_html,
    lesson_files,
    lesson_image,
    lesson_parts,
    neighbours,
    page_html,
    read_book,
    read_lesson,
    site_book,
    unique_slugs,
)
from bridgebook.checking import CheckResult
from bridgebook.diagnostics import Diagnostic
from bridgebook.render.chapters import ChaptersFailed, build_pdf, style_of
from bridgebook.render.env import environment, template_problem
from bridgebook.render.lesson import Lesson, title_of_name
from bridgebook.render.quiz import book_chapters
from bridgebook.render.theme import Theme
from bridgebook.serve.preview import Shown, preview_html
from bridgebook.site_images import image_clashes

#: The folder of the lessons' cache, shared with ``bridgebook build``.
CACHE = ".bridgebook-cache"
#: A page that could not be made, on which only its problems are shown.
EMPTY = ('<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>bridgebook'
         "</title></head><body></body></html>\n")
#: The version of a page that is no longer in the book.
GONE = "gone"


@dataclass(slots=True)
class Update:
    """What one update did: the lessons read again, the pages whose content changed,
    the problems of the book and of the lessons read, and the time it took."""

    read: list[Path]
    changed: list[str]
    problems: list[Diagnostic]
    seconds: float


@dataclass(slots=True)
class PdfUpdate:
    """What making the book's PDF again did: the chapters laid out again (the others
    came from the cache), the time it took, and why it failed if it did."""

    laid_out: int
    seconds: float
    failed: str | None = None


class PreviewBook:
    """The lessons of ``sources`` (files or folders) made into pages, kept in memory.

    ``update(paths)`` makes again what the changed ``paths`` touch and is safe to
    call from one thread while others read pages with ``page`` and wait on
    ``changed``.
    """

    def __init__(self, sources: Sequence[Path], root: Path, *, templates: Path | None = None,
                 four_colour: bool = False, strict: bool = False, pdf: bool = False) -> None:
        self.sources = list(sources)
        #: Whether the book's PDF is made too, and again after each change.
        self.pdf = pdf
        self._pdf: bytes | None = None
        self._pdf_made: object = None  # what the PDF served was made from
        self._pdf_failed: str | None = None  # why the last making of the PDF failed
        self.root = root
        self.templates = templates
        self.four_colour = four_colour
        self.strict = strict
        #: Held while the pages are swapped; notified when any page changes.
        self.changed = threading.Condition()
        self.stopping = False
        self._env: Any = None
        self._cache: LessonCache | None = None
        self._files: dict[Path, CheckResult] = {}
        self._info = Theme()
        #: Per lesson: its latest reading, and the latest one without errors.
        self._latest: dict[Path, Page] = {}
        self._good: dict[Path, Page] = {}
        #: The pages served, by file name (``index.html``, ``01-the-make.html``).
        self._pages: dict[str, Shown] = {}
        #: Each page as last made, with the key it was made with: made again only
        #: when its key changes.
        self._made: dict[str, tuple[tuple[object, ...], str]] = {}
        #: Counts the template environments made: a page made with an older one is
        #: made again.
        self._generation = 0
        #: Whether book.toml has a problem: the pages and the PDF stay as made last.
        self._book_broken = False

    # What the server reads --------------------------------------------------------

    def page(self, name: str) -> Shown | None:
        with self.changed:
            return self._pages.get(name)

    def version(self, name: str) -> str:
        with self.changed:
            shown = self._pages.get(name)
            return shown.version if shown is not None else GONE

    def image(self, name: str) -> Path | None:
        """The file of an image a lesson shown shows, by its name on the page; only
        such an image, from the lesson's folder (never any other file)."""
        with self.changed:
            pages = list(self._good.values())
        for page in pages:
            path = lesson_image(page, name)
            if path is not None:
                return path
        return None

    def names(self) -> list[str]:
        with self.changed:
            return list(self._pages)

    def pdf_bytes(self) -> bytes | None:
        """The book's PDF as last made (None before it is, or without ``pdf``)."""
        with self.changed:
            return self._pdf

    def pdf_wait(self) -> str | None:
        """Why there is no PDF to serve yet, with ``pdf``: being made, or why the last
        try failed; None when there is one (or without ``pdf``)."""
        with self.changed:
            if not self.pdf or self._pdf is not None:
                return None
            if self._book_broken:
                return "it cannot be made: the book's settings have errors (the contents " \
                       "page shows them)"
            if self._pdf_failed is not None:
                return f"it could not be made ({self._pdf_failed}); a save tries again"
            return "it is being made"

    def stop(self) -> None:
        with self.changed:
            self.stopping = True
            self.changed.notify_all()

    # What the watcher asks ------------------------------------------------------

    def watched(self) -> set[Path]:
        """The folders whose files the book is made from: the lessons', those of the
        hand records they use, and the author's templates."""
        folders = {(p if p.is_dir() else p.parent).resolve() for p in self.sources}
        for page in self._latest.values():
            folders.update(p.resolve().parent for p in page.inputs)
        if self.templates is not None and self.templates.is_dir():
            folders.add(self.templates.resolve())
        return {f for f in folders if f.is_dir()}

    def concerns(self, path: Path) -> bool:
        """Whether a change to ``path`` can change a page."""
        path = path.resolve()
        if path.suffix == ".md" or path.name == "book.toml":
            return True
        if self.templates is not None and self.templates.resolve() in path.parents:
            return True
        return any(path == p.resolve() for page in self._latest.values() for p in page.inputs)

    # Making the pages -----------------------------------------------------------

    def update(self, paths: Iterable[Path] | None = None) -> Update:
        """Make again what the changed ``paths`` touch (everything, with None)."""
        started = time.perf_counter()
        changed = None if paths is None else {p.resolve() for p in paths}
        everything = changed is None or self._env is None or (
            self.templates is not None
            and any(self.templates.resolve() in p.parents for p in changed))
        book_problems: list[Diagnostic] = []
        read: list[Path] = []
        try:
            if everything:
                self._env = environment(self.templates)
                settings = "|".join([code_digest(), str(self.four_colour),
                                     style_of(self._env)])
                self._cache = LessonCache(self.root / CACHE / "lessons", settings)
                self._files.clear()
                self._generation += 1  # every page made again with the new templates
            self._info = self._book_info(book_problems)
            read = self._read(changed if not everything else None)
            # While book.toml has a problem (shown on every page) the pages stay as
            # they were made last, as for a template that cannot be used: the lessons
            # are read (their problems are printed), and shown once it is mended.
            self._book_broken = bool(book_problems)
            staged = self._as_they_were() if book_problems else self._make_pages()
        except Exception as error:
            # A template of the author's (R032), or a bug in bridgebook (R004): said
            # on every page, which stay as they were; the preview goes on.
            book_problems.append(template_problem(error) if isinstance(
                error, jinja2.TemplateError) else failure(
                    ", ".join(map(str, self.sources)), error, "making its pages"))
            self._env = None  # made again, whole, on the next change
            staged = self._as_they_were()
        names = self._publish(staged, book_problems)
        problems = [*book_problems, *(d for p in read if p in self._latest
                                      for d in self._latest[p].lesson.diagnostics)]
        return Update(read, names, problems, time.perf_counter() - started)

    def _book_info(self, problems: list[Diagnostic]) -> Theme:
        """The book's settings; while ``book.toml`` has a problem (shown on every
        page), the settings last read."""
        theme, found = read_book(self.sources)
        if found:
            problems.extend(found)
            return self._info
        return theme

    def _read(self, changed: set[Path] | None) -> list[Path]:
        """Read the lessons that are new or whose files changed; forget the ones gone."""
        lessons = [p.resolve() for p in lesson_files([s for s in self.sources if s.exists()])]
        for gone in set(self._latest) - set(lessons):
            del self._latest[gone]
            self._good.pop(gone, None)
        if changed is not None:
            for path in changed:
                self._files.pop(path, None)  # a hand record checked again
        read = []
        for lesson in lessons:
            known = self._latest.get(lesson)
            if known is not None and changed is not None and not (
                    {p.resolve() for p in known.inputs} & changed):
                continue
            page = self._cache.get(lesson) if self._cache and changed is None else None
            if page is None:
                page = read_lesson(lesson, self.root, four_colour=self.four_colour,
                                   env=self._env, files=self._files)
                if self._cache is not None:
                    self._cache.put(page)
            read.append(lesson)
            self._latest[lesson] = page
            if not fails(page.lesson.diagnostics, self.strict):
                self._good[lesson] = page
        self._latest = {p: self._latest[p] for p in lessons}
        return read

    def _shown_pages(self) -> list[Page]:
        """A page per lesson, in order: the last good one, else an empty page that
        only shows the lesson's problems."""
        pages = []
        for source, latest in self._latest.items():
            good = self._good.get(source)
            lesson = good.lesson if good is not None else Lesson(
                title_of_name(source.name), "")
            pages.append(Page(source, latest.slug, lesson, latest.inputs))
        unique_slugs(pages)
        return pages

    def _make_pages(self) -> dict[str, tuple[str, list[Diagnostic]]]:
        """Every page's HTML and its lesson's problems; a page whose lesson, book
        settings and neighbours are as they were is not made again."""
        pages = self._shown_pages()
        book = site_book(self._info, "book.pdf" if self.pdf else None)
        contents = tuple((p.slug, p.lesson.title, p.lesson.deals) for p in pages)
        clashes = image_clashes(pages)
        staged: dict[str, tuple[str, list[Diagnostic]]] = {}
        staged["index.html"] = (self._remade("index.html", ("index", self._generation, repr(book),
                                                             contents),
                                              lambda: index_html(self._env, pages, book)), [])
        for i, page in enumerate(pages):
            prev, nxt = neighbours(pages, i)
            key = ("page", self._generation, repr(book), page.lesson.title,
                   page.lesson.body, repr(prev), repr(nxt))
            html = self._remade(f"{page.slug}.html", key, functools.partial(
                page_html, self._env, page, book, prev, nxt))
            shown = os.path.relpath(page.source, Path.cwd())
            staged[f"{page.slug}.html"] = (html, [
                *self._latest[page.source].lesson.diagnostics,
                *(d for d in clashes if d.file == shown)])
        return staged

    def update_pdf(self) -> PdfUpdate | None:
        """Make the book's PDF again from the pages shown (each lesson's last good
        reading), if anything it is made from changed: the chapters whose printed form
        changed are laid out again, here, with WeasyPrint kept loaded between updates,
        the others taken from the cache (shared with ``build``), and the book joined.
        The PDF served stays the last good one when this fails."""
        if not self.pdf or self._env is None or self._book_broken:
            return None
        started = time.perf_counter()
        pages = self._shown_pages()
        try:
            chapters = book_chapters(self._env, lesson_parts(pages), self._info.answers)
            made_from = (self._generation, repr(self._info.book()), chapters)
            if made_from == self._pdf_made:
                return None
            cache = self.root / CACHE / "chapters"
            before = set(cache.glob("*.pdf")) if cache.is_dir() else set()
            target = self.root / CACHE / "serve" / "book.pdf"
            target.parent.mkdir(parents=True, exist_ok=True)
            # One chapter laid out here: the first edit then finds WeasyPrint warm.
            build_pdf(self._env, chapters, self._info.book(), self._info.paper.height_mm,
                      target, self.root, cache, one_here=True)
            data = target.read_bytes()
        except ChaptersFailed as failed:
            return self._pdf_failure(started, f"{len(failed.failures)} chapter(s) could not "
                                     "be laid out: " + "; ".join(
                                         f"{type(e).__name__}: {e}"
                                         for e in failed.failures.values()))
        except Exception as error:
            return self._pdf_failure(started, f"{type(error).__name__}: {error}")
        with self.changed:
            self._pdf = data
            self._pdf_made = made_from
            self._pdf_failed = None
        laid_out = len(set(cache.glob("*.pdf")) - before)
        return PdfUpdate(laid_out, time.perf_counter() - started)

    def _pdf_failure(self, started: float, why: str) -> PdfUpdate:
        with self.changed:
            self._pdf_failed = why
            self.changed.notify_all()
        return PdfUpdate(0, time.perf_counter() - started, why)

    def _remade(self, name: str, key: tuple[object, ...], make_html: Callable[[], str]) -> str:
        before = self._made.get(name)
        if before is not None and before[0] == key:
            return before[1]
        html = make_html()
        self._made[name] = (key, html)
        return html

    def _as_they_were(self) -> dict[str, tuple[str, list[Diagnostic]]]:
        """The pages last made, each with its lesson's latest problems; a page never
        made (the templates broken from the start) is an empty page for them."""
        problems = {f"{page.slug}.html": list(page.lesson.diagnostics)
                    for page in self._latest.values()}
        names = ["index.html", *problems, *self._made]
        return {name: (self._made[name][1] if name in self._made else EMPTY,
                       problems.get(name, [])) for name in dict.fromkeys(names)}

    def _publish(self, staged: dict[str, tuple[str, list[Diagnostic]]],
                 book_problems: list[Diagnostic]) -> list[str]:
        """Put the pages in place of the ones served; the names of those that changed."""
        pages = {name: preview_html(html, name, [*book_problems, *problems])
                 for name, (html, problems) in staged.items()}
        with self.changed:
            before = self._pages
            self._pages = pages
            names = [n for n in pages if n not in before or before[n].version != pages[n].version]
            names += [n for n in before if n not in pages]
            if names:
                self.changed.notify_all()
        return names

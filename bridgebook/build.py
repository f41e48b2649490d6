"""Build a book: check every hand of every lesson, then write the site and the PDF.

Nothing is written when a hand has an error (or a warning, with ``strict``). The
book is made in a temporary folder beside the target and moved into place at the
end, so a failed build leaves the previous ``output/`` as it was.

>>> source = ProjectHands(Path("."), Path("lesson.md"), "lesson.md")
>>> deals, problems = source.text("Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3", 5)
>>> len(deals), problems
(1, [])
"""

from __future__ import annotations

import contextlib
import difflib
import hashlib
import json
import os
import re
import shutil
import tempfile
import traceback
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import jinja2
from markupsafe import Markup

from bridgebook.checking import CheckResult, check_file, check_text
from bridgebook.diagnostics import Diagnostic, Severity, counted, joined, make
from bridgebook.model import Span
from bridgebook.outfile import writing
from bridgebook.render.chapters import part_name
from bridgebook.render.lesson import Lesson, LessonReader, title_of_name, weighed
from bridgebook.render.quiz import book_chapters
from bridgebook.render.theme import Theme, read_theme
from bridgebook.render.views import Checked, DealLike, Options, deal_view

#: The version of the cached pages' form: bump to drop every cached page.
CACHE_FORM = "4"


def _shift(d: Diagnostic, lines: int, file: str) -> Diagnostic:
    """``d`` placed in the lesson, not in its hand block: moved down ``lines``, and
    the problems folded into it with it."""
    span = d.span
    if span is not None:
        span = Span(span.line + lines, span.column, span.end_line + lines, span.end_column)
    else:
        span = Span.point(lines + 1, 1)
    return replace(d, span=span, file=file,
                   folded=tuple(_shift(f, lines, file) for f in d.folded))


class ProjectHands:
    """The pipeline as a lesson's hand source: records in the lesson, or files
    inside the project folder (never outside it)."""

    def __init__(self, root: Path, lesson: Path, shown: str,
                 files: dict[Path, CheckResult] | None = None) -> None:
        self.root = root.resolve()
        self.folder = lesson.resolve().parent
        self.shown = shown
        #: Records checked so far, shared by the lessons of a book.
        self.files: dict[Path, CheckResult] = {} if files is None else files
        self.read: list[Path] = []  # the records this lesson uses

    def text(self, text: str, first_line: int) -> tuple[list[DealLike], list[Diagnostic]]:
        result = check_text(text, self.shown)
        found = [_shift(d, first_line - 1, self.shown) for d in result.diagnostics]
        return list(result.deals), found

    def extras(self, report: DealLike, analysis: bool, play: bool = True) -> dict[str, Any]:
        """The deal's score, its hand viewer link (complete deals only; with the play
        only where the page shows it), and with ``analysis`` the double-dummy table
        and the marks of costly cards."""
        return deal_extras(report, analysis, self.root, play)

    def _inside(self, path: Path) -> bool:
        return path == self.root or self.root in path.parents

    def locate(self, name: str) -> Path | None:
        """The record ``name`` names, read from the lesson's own folder (as a link or
        an image of the lesson is), if it is a hand record (by its suffix: a lesson,
        a picture or any other file is not read as one) inside the project."""
        candidate = (self.folder / name).resolve()
        return candidate if (self._inside(candidate) and candidate.is_file()
                             and _is_record(candidate)) else None

    def missing(self, name: str) -> tuple[str, str]:
        """Why ``file=name`` finds nothing, and the edit that mends it: the path
        from the lesson's folder when the file is in the project under another; a
        record of a close name in the folder named (a slip: ``christy170.pbn`` for
        ``christy170a.pbn``); a record of a folder named in place of a record."""
        folder = _shown_folder(self.folder)
        candidate = (self.folder / name).resolve()
        if not self._inside(candidate):
            return (f"file={name} leads outside the project folder "
                    f"({_shown_folder(self.root)}): it is not read",
                    "hand records are read only inside the project folder (--root)")
        if candidate.is_dir():
            records = _records_in(candidate)
            written = name.rstrip("/")
            return (f"file={name} is a folder, not a hand record",
                    f"name one of its records, e.g. file={written}/{records[0]}" if records
                    else f"name a hand record ({', '.join(HAND_RECORDS)}); this folder "
                    "holds none")
        if candidate.is_file():
            return self._not_a_record(name, candidate)
        for base in (self.root, Path.cwd()):
            found = (base / name).resolve()
            if found.is_file() and self._inside(found) and _is_record(found):
                better = os.path.relpath(found, self.folder)
                return (f"no hand record {name!r} in {folder}: file= paths are read from "
                        "the lesson's own folder", f"write file={better}")
        message = (f"no hand record {name!r} in {folder}: file= paths are read from the "
                   "lesson's own folder")
        named = self._named(name)
        if named:
            return message, f"write file={named}"
        if candidate.parent.is_dir():
            near = difflib.get_close_matches(candidate.name, _records_in(candidate.parent),
                                             n=1, cutoff=0.6)
            if near:
                head, slash, _ = name.rpartition("/")
                return message, f"did you mean file={head}{slash}{near[0]}?"
        example = self._example()
        return message, ("give the path from the lesson's folder to the record" +
                         (f", e.g. file={example}" if example else ""))

    def _not_a_record(self, name: str, path: Path) -> tuple[str, str]:
        """``file=`` naming a file that is no hand record (a lesson, a picture): it is
        not read as one, which would report each of its lines. The hint names a
        record of the same name (``notes.hand`` for ``notes.md``), else one of that
        folder, else one of the project."""
        kind = "a Markdown file" if path.suffix.lower() in (".md", ".markdown") else (
            f"a {path.suffix.lower()} file" if path.suffix else "a file with no suffix")
        message = (f"file={name} is {kind}, not a hand record: a hand record's name ends "
                   f"in {_suffixes()}")
        records = _records_in(path.parent)
        head, slash, _ = name.rpartition("/")
        same = [r for r in records if Path(r).stem == path.stem]
        if same or records:
            return message, f"name a hand record: file={head}{slash}{(same or records)[0]}"
        example = self._example()
        return message, ("name a hand record" + (f", e.g. file={example}" if example else "")
                         + ", or write the deal in the block")

    def _example(self) -> str | None:
        """A hand record of the project, as a lesson of this folder names it: the
        first found, the folders read in order (hidden ones left out)."""
        for top, records in self._records():
            records = [r for r in records if Path(r).suffix.lower() != ".txt"]
            if records:
                return self._as_named(Path(top) / records[0])
        return None

    def _named(self, name: str) -> str | None:
        """The project's hand record of the name ``name`` ends in, as a lesson of
        this folder names it (``03-holding-up.hand`` for ``hands/deals/03-holding-
        up.hand``); of several, the one whose folders end as ``name``'s do, else the
        first found."""
        wanted = Path(name).parts
        if not wanted or not _is_record(Path(wanted[-1])):
            return None
        found = [Path(top) / record for top, records in self._records()
                 for record in records if record.casefold() == wanted[-1].casefold()]

        def shared(path: Path) -> int:
            """The folders ``path`` ends in that ``name`` names too, in order."""
            count = 0
            for mine, theirs in zip(reversed(path.parts[:-1]), reversed(wanted[:-1]),
                                    strict=False):
                if mine != theirs:
                    break
                count += 1
            return count

        return self._as_named(max(found, key=shared)) if found else None

    def _records(self) -> Iterator[tuple[str, list[str]]]:
        """The project's folders (hidden ones left out, at most 200 read) in order,
        each with the names of its hand records."""
        for seen, (top, folders, files) in enumerate(os.walk(self.root)):
            folders[:] = sorted(f for f in folders if not f.startswith("."))
            yield top, sorted(f for f in files if Path(f).suffix.lower() in HAND_RECORDS)
            if seen >= 200:
                break

    def _as_named(self, path: Path) -> str:
        """``path`` as a ``file=`` of a lesson of this folder names it."""
        return os.path.relpath(path, self.folder).replace(os.sep, "/")

    def file(self, name: str) -> tuple[list[DealLike], list[Diagnostic]] | None:
        path = self.locate(name)
        if path is None:
            return None
        if path not in self.files:
            shown = os.path.relpath(path, Path.cwd())
            self.files[path] = check_file(path, shown)
        if path not in self.read:
            self.read.append(path)
        result = self.files[path]
        return list(result.deals), list(result.diagnostics)


def _is_record(path: Path) -> bool:
    """Whether ``path`` is named as a hand record is (``.hand``, ``.pbn``, ``.lin``,
    ``.json``, a printed book's ``.txt``).

    >>> _is_record(Path("deals/1.PBN")), _is_record(Path("notes.md"))
    (True, False)
    """
    return path.suffix.lower() in HAND_RECORDS


def _suffixes() -> str:
    """The hand records' suffixes, in words: ``.hand, .pbn, .lin, .json or .txt``."""
    return joined(list(HAND_RECORDS), "or")


def _records_in(folder: Path) -> list[str]:
    """The names of the hand records in ``folder``, in order."""
    try:
        return sorted(p.name for p in folder.iterdir()
                      if p.suffix.lower() in HAND_RECORDS and p.is_file())
    except OSError:
        return []


def _shown_folder(folder: Path) -> str:
    """A folder as the user names it: from the current folder, with a slash."""
    shown = os.path.relpath(folder, Path.cwd())
    return "./" if shown == "." else shown.rstrip("/") + "/"


def deal_extras(report: DealLike, analysis: bool, root: Path,
                play: bool = True) -> dict[str, Any]:
    """What the scoring, interchange and analysis stages add to a deal on a page.

    ``score``: the hand scored on its own under its laws (only when it can be);
    ``handviewer``: a link to the deal in BBO's hand viewer (all 52 cards known),
    and ``handviewer_play``: whether it carries the play (LIN gives none without an
    auction: bridge whist's make is no auction; and none where ``play`` is false,
    a page that does not show the play);
    ``table`` and ``marks`` (with ``analysis``): the double-dummy table and the
    "−1" of each card that cost a trick, from the solver cache in ``root``.
    endplay is loaded only when a deal asks for analysis.
    """
    from bridgebook.engine.scoring.facts import full_hands
    from bridgebook.engine.scoring.single import score_deal
    from bridgebook.interop.handviewer import carries_play, handviewer_url

    checked = Checked(report.deal, report.laws, report.contract, report.replay)
    out: dict[str, Any] = {"score": score_deal(checked)}
    if full_hands(report.deal) is not None:
        out["handviewer"] = handviewer_url(report.deal, play=play)
        out["handviewer_play"] = carries_play(out["handviewer"])
    if analysis:
        out.update(_analysis(report, root))
    return out


def _analysis(report: DealLike, root: Path) -> dict[str, Any]:
    from bridgebook.analysis import Checked as ToSolve
    from bridgebook.analysis import analyse
    from bridgebook.analysis.cache import CACHE_DIR, SolutionCache
    from bridgebook.analysis.solver import SolverMissing
    from bridgebook.analysis.view import card_marks, table_grid

    try:
        done = analyse([ToSolve(report.deal, report.laws, report.contract, report.replay)],
                       SolutionCache(root / CACHE_DIR))[0]
    except SolverMissing as error:
        return {"problems": [make("L014", f"no double-dummy analysis: {error}", None)]}
    if done.analysis is None:
        # Why the deal cannot be analysed (L014), said at the hand block's line.
        return {"problems": [d for d in done.diagnostics if d.code == "L014"]}
    marks = {}
    if done.analysis.play is not None:
        marks = {(trick, seat.name): mark
                 for (trick, seat), mark in card_marks(done.analysis.play).items()}
    return {"table": table_grid(done.analysis.table), "marks": marks}


def fails(found: Sequence[Diagnostic], strict: bool) -> bool:
    return any(d.severity is Severity.ERROR or (strict and d.severity is Severity.WARNING)
               for d in found)


@dataclass(slots=True)
class Page:
    source: Path
    slug: str
    lesson: Lesson
    inputs: list[Path] = field(default_factory=list)


def failure(shown: str, error: Exception, what: str = "making its page") -> Diagnostic:
    """R004: bridgebook raised ``error`` on the lesson ``shown`` (a bug, not the
    lesson's fault), named with the place in bridgebook it arose.

    >>> d = failure("l.md", ValueError("x"))
    >>> d.code, d.file, d.message
    ('R004', 'l.md', 'bridgebook failed on the lesson, making its page: ValueError: x')
    """
    frames = traceback.extract_tb(error.__traceback__)
    where = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return make("R004", f"bridgebook failed on the lesson, {what}: "
                f"{type(error).__name__}: {error}{where}", None,
                hint="an error in bridgebook, not in the lesson: please report it with "
                "the lesson").at(file=shown)


class LessonsFailed(Exception):
    """Lessons bridgebook failed on while writing the book: their R004s. Raised to
    leave the previous output as it was."""

    def __init__(self, found: list[Diagnostic]) -> None:
        super().__init__(f"bridgebook failed on {counted(len(found), 'lesson')}")
        self.found = found


def _read_guarded(reader: LessonReader, shown: str, text: str) -> Lesson:
    """The lesson read; an exception (a bug) is R004, kept with the problems found
    before it, so the other lessons of a book are still checked."""
    try:
        return reader.read(text)
    except jinja2.TemplateError:
        raise  # the author's templates: said as such, for the whole book
    except Exception as error:
        return Lesson(shown, "", [*reader.found, failure(shown, error, "reading it")])


#: The files read as a hand record, not a lesson: the notation, PBN, LIN, JSON, and a
#: printed book's text (its hands read as ``check`` reads them, docs/printed.md).
HAND_RECORDS = (".hand", ".pbn", ".lin", ".json", ".txt")


def read_lesson(path: Path, root: Path, *, four_colour: bool = False,
                env: Any = None, files: dict[Path, CheckResult] | None = None) -> Page:
    """Read one lesson (Markdown) or one hand record (.hand, .pbn, .lin, .json, or a
    printed book's text, .txt) into a page."""
    shown = os.path.relpath(path, Path.cwd())
    source = ProjectHands(root, path, shown, files)
    reader = LessonReader(source, shown, four_colour=four_colour, env=env,
                          folder=path.parent, root=root)
    if path.suffix.lower() in HAND_RECORDS:
        try:
            lesson = _hand_page(path, shown, reader, four_colour)
        except jinja2.TemplateError:
            raise
        except Exception as error:
            lesson = Lesson(shown, "", [failure(shown, error, "reading it")])
        return Page(path, _slug(path), lesson, [path])
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        problem = make("R001", f"cannot read the lesson: {error}", None).at(file=shown)
        return Page(path, _slug(path), Lesson(shown, "", [problem]), [path])
    lesson = _read_guarded(reader, shown, text)
    return Page(path, _slug(path), lesson, [path, *source.read, *reader.image_files])


def code_digest() -> str:
    """A digest of bridgebook's own code: a cached page is dropped when it changes.

    >>> len(code_digest())
    64
    """
    digest = hashlib.sha256(CACHE_FORM.encode())
    package = Path(__file__).resolve().parent
    for path in sorted(package.rglob("*.py")):
        digest.update(path.read_bytes())
    return digest.hexdigest()


class LessonCache:
    """Lessons already made, kept as JSON in the project's cache folder and used
    again while the lesson, the records it uses and the templates are unchanged.
    Only lessons with no diagnostic are kept, so every problem is always shown."""

    def __init__(self, folder: Path, settings: str) -> None:
        self.folder = folder
        self.settings = settings

    def _entry(self, path: Path) -> Path:
        name = hashlib.sha256(str(path.resolve()).encode()).hexdigest()[:32]
        return self.folder / f"{name}.json"

    @staticmethod
    def _digest(path: Path) -> str:
        try:
            return hashlib.sha256(path.read_bytes()).hexdigest()
        except OSError:
            return "?"

    def get(self, path: Path) -> Page | None:
        try:
            data = json.loads(self._entry(path).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        try:
            if data.get("settings") != self.settings:
                return None
            inputs = [Path(p) for p in data["inputs"]]
            if any(self._digest(p) != d for p, d in zip(inputs, data["digests"], strict=True)):
                return None
            lesson = Lesson(data["title"], data["body"], [], data["deals"], data["headings"],
                            paper_body=data["paper_body"],
                            paper_answers=data["paper_answers"],
                            images=[str(name) for name in data["images"]])
        except (AttributeError, KeyError, TypeError, ValueError):
            return None  # an entry damaged or of another form: the lesson is made again
        return Page(path, _slug(path), lesson, inputs)

    def put(self, page: Page) -> None:
        """Keep the lesson made; a lesson not kept (a disk full) is made again next
        time, the build going on."""
        if page.lesson.diagnostics:
            return
        with contextlib.suppress(OSError):
            self._put(page)

    def _put(self, page: Page) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        lesson = page.lesson
        data = {"settings": self.settings, "inputs": [str(p.resolve()) for p in page.inputs],
                "digests": [self._digest(p) for p in page.inputs], "title": lesson.title,
                "body": lesson.body, "paper_body": lesson.paper_body,
                "paper_answers": lesson.paper_answers, "deals": lesson.deals,
                "headings": lesson.headings, "images": lesson.images}
        entry = self._entry(page.source)
        part = Path(part_name(str(entry)))
        try:
            part.write_text(json.dumps(data), encoding="utf-8")
            part.replace(entry)
        finally:
            part.unlink(missing_ok=True)  # (not there once put in place)


def read_lessons(paths: Sequence[Path], root: Path, *, four_colour: bool, env: Any,
                 cache: LessonCache | None = None,
                 advance: Callable[[], None] | None = None) -> list[Page]:
    """Read every lesson of a book, each record checked once, unchanged lessons
    taken from the cache."""
    files: dict[Path, CheckResult] = {}
    pages = []
    for path in paths:
        page = cache.get(path) if cache is not None else None
        if page is None:
            page = read_lesson(path, root, four_colour=four_colour, env=env, files=files)
            if cache is not None:
                cache.put(page)
        pages.append(page)
        if advance is not None:
            advance()
    return pages


def _hand_page(path: Path, shown: str, reader: LessonReader, four_colour: bool) -> Lesson:
    result = check_file(path, shown)
    env = reader.env
    template = env.get_template("deal.html")
    root = reader.source.root if isinstance(reader.source, ProjectHands) else Path(".")
    views = [deal_view(r, Options(four_colour=four_colour), ident=f"d{i + 1}",
                       extras=deal_extras(r, False, root))
             for i, r in enumerate(result.deals)]
    # A record with no title is named from its file as a lesson with no heading is.
    named = title_of_name(path.name)
    title = next((r.deal.title for r in result.deals if r.deal.title), None) or named
    bodies = []
    for paper in (False, True):
        parts = [template.render(deal=v, quiz=None, answer=None, paper=paper) for v in views]
        heading = named if len(views) > 1 else ""
        bodies.append((f"<h1>{Markup.escape(heading)}</h1>\n" if heading else "")
                      + "\n".join(parts))
    refused, warned = weighed({d.severity for d in r.diagnostics} for r in result.deals)
    return Lesson(title, bodies[0], list(result.diagnostics), len(result.deals),
                  paper_body=bodies[1], refused=refused, warned=warned)


def _slug(path: Path) -> str:
    slug = re.sub(r"[^a-z0-9]+", "-", path.stem.lower()).strip("-")
    return slug or "lesson"


def lesson_files(paths: Sequence[Path]) -> list[Path]:
    """The lessons named, folders read for ``*.md`` in name order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(p for p in sorted(path.glob("*.md"))
                         if p.name.lower() not in ("readme.md",))
        else:
            found.append(path)
    return found


#: The book's settings (``book.toml``): title page, page size, font size, colours.
BookInfo = Theme


def read_book(paths: Sequence[Path]) -> tuple[Theme, list[Diagnostic]]:
    """``book.toml`` in the lessons' folder (the first named that has one): the
    book's theme, and every problem with it at its line (R033-R035). Without one,
    the defaults."""
    for path in paths:
        folder = path if path.is_dir() else path.parent
        config = folder / "book.toml"
        if config.is_file():
            shown = os.path.relpath(config, Path.cwd())
            try:
                text = config.read_text(encoding="utf-8")
            except (OSError, UnicodeDecodeError) as error:
                return Theme(), [make("R033", f"book.toml cannot be read: {error}", None)
                                 .at(file=shown)]
            return read_theme(text, shown)
    return Theme(), []


def page_html(env: Any, page: Page, book: dict[str, Any], prev: dict[str, str] | None,
              nxt: dict[str, str] | None) -> str:
    return str(env.get_template("page.html").render(
        page={"title": page.lesson.title, "body": Markup(page.lesson.body),
              "prev": prev, "next": nxt},
        book=book))


def print_html(env: Any, pages: Sequence[Page], info: Theme, cover: bool) -> str:
    return str(env.get_template("book.html").render(
        book=info.book(cover=cover, numbers=True),
        pages=[{"title": title, "anchor": f"ch-{slug}", "body": Markup(body)}
               for slug, (title, body) in zip([p.slug for p in pages] + ["answers"],
                                              book_chapters(env, lesson_parts(pages),
                                                            info.answers), strict=False)]))


def lesson_parts(pages: Sequence[Page]) -> list[tuple[str, str, str]]:
    """Each lesson's title, paper body and paper answers (for ``book_chapters``)."""
    return [(p.lesson.title, p.lesson.paper_body, p.lesson.paper_answers) for p in pages]


def _cache_key(page: Page, extra: str) -> str:
    digest = hashlib.sha256(f"{CACHE_FORM}|{extra}".encode())
    for path in page.inputs:
        try:
            digest.update(path.read_bytes())
        except OSError:
            digest.update(b"?")
    return digest.hexdigest()


def site_book(info: Theme, pdf_name: str | None) -> dict[str, Any]:
    """What the site's templates get as ``book``."""
    return info.book(home="index.html", pdf=pdf_name)


def index_html(env: Any, pages: Sequence[Page], book: dict[str, Any]) -> str:
    """The contents page of the site."""
    return str(env.get_template("index.html").render(
        book=book, pages=[{"title": p.lesson.title, "href": f"{p.slug}.html",
                           "deals": p.lesson.deals} for p in pages]))


def neighbours(pages: Sequence[Page], i: int) -> tuple[dict[str, str] | None,
                                                       dict[str, str] | None]:
    """The previous and next links of the ``i``-th page."""
    prev = ({"title": pages[i - 1].lesson.title, "href": f"{pages[i - 1].slug}.html"}
            if i else None)
    nxt = ({"title": pages[i + 1].lesson.title, "href": f"{pages[i + 1].slug}.html"}
           if i + 1 < len(pages) else None)
    return prev, nxt


def write_site(target: Path, pages: Sequence[Page], info: Theme, env: Any,
               pdf_name: str | None, failed: list[Diagnostic] | None = None) -> None:
    """The contents page and one page per lesson, with previous and next.

    With ``failed``, a lesson whose page raises (a bug) is added to it as R004 and
    the other pages are still made; without, the exception goes on. The system's
    error (a disk full: an OSError, naming the file written) is no lesson's: it
    goes on, and the book is not written.
    """
    book = site_book(info, pdf_name)
    index = target / "index.html"
    with writing(index):
        index.write_text(index_html(env, pages, book), encoding="utf-8")
    for i, page in enumerate(pages):
        prev, nxt = neighbours(pages, i)
        try:
            html = page_html(env, page, book, prev, nxt)
        except (jinja2.TemplateError, OSError):
            raise  # the author's templates, the system's error: said for the whole book
        except Exception as error:
            if failed is None:
                raise
            failed.append(failure(os.path.relpath(page.source, Path.cwd()), error))
            continue
        written = target / f"{page.slug}.html"
        with writing(written):
            written.write_text(html, encoding="utf-8")
        copy_images(page, target)


def lesson_image(page: Page, name: str) -> Path | None:
    """The file of the image ``name`` the lesson of ``page`` shows: only an image in
    the lesson's folder (or under it), never a file elsewhere."""
    if name not in page.lesson.images:
        return None
    folder = page.source.parent.resolve()  # the folder the reader placed the image from
    path = (folder / name).resolve()
    if folder not in path.parents or not path.is_file():
        return None
    return path


def copy_images(page: Page, target: Path) -> None:
    """Copy the lesson's images into the site, at their paths in the lesson's folder
    (the page names them so). A name already written (a page, another lesson's image
    of the same name) is not overwritten."""
    for name in page.lesson.images:
        source = lesson_image(page, name)
        copy = (target / name).resolve()
        if source is None or copy.exists() or target.resolve() not in copy.parents:
            continue
        with writing(copy):
            copy.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(source, copy)


def swap_into(target: Path, make: Callable[[Path], object]) -> None:
    """Run ``make`` on a fresh folder beside ``target``, then put it in target's
    place. If ``make`` fails, ``target`` is left as it was."""
    target = target.resolve()
    target.parent.mkdir(parents=True, exist_ok=True)
    sweep_leftovers(target)
    work = Path(tempfile.mkdtemp(prefix=f".{target.name}-new-{os.getpid()}-",
                                 dir=target.parent))
    mask = os.umask(0o022)
    os.umask(mask)
    work.chmod(0o777 & ~mask)  # a folder as any other the user makes, not private
    try:
        make(work)
    except BaseException as error:
        shutil.rmtree(work, ignore_errors=True)
        if isinstance(error, OSError):
            raise _named_in(error, work, target) from error
        raise
    old = None
    try:
        if target.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{target.name}-old-{os.getpid()}-",
                                        dir=target.parent))
            old.rmdir()
            target.rename(old)
        work.rename(target)
    except BaseException:
        if old is not None and old.exists() and not target.exists():
            old.rename(target)  # the previous output back in its place
        shutil.rmtree(work, ignore_errors=True)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


def _named_in(error: OSError, work: Path, target: Path) -> OSError:
    """``error`` naming the file the output was to have, not the one in ``work``, the
    folder made in its place (removed, a name the user never sees).

    >>> _named_in(OSError(28, "No space", "/b/.out-new-1-x/a.html"), Path("/b/.out-new-1-x"),
    ...           Path("/b/out")).filename
    '/b/out/a.html'
    """
    if error.filename is None or error.errno is None:
        return error
    path = Path(str(error.filename))
    if work != path and work not in path.parents:
        return error
    return OSError(error.errno, error.strerror, str(target / path.relative_to(work)))


def keep_file(source: Path, target: Path) -> None:
    """Carry a file of the previous output into the new one (linked when the disk
    allows, else copied)."""
    try:
        os.link(source, target)
    except OSError:
        shutil.copy2(source, target)


def sweep_leftovers(target: Path) -> None:
    """Put right what a build killed outright (no chance to tidy) left beside
    ``target``: its half-made new folder is removed; the previous output it had
    moved aside goes back in place if ``target`` is missing, else is removed. A
    folder of a build still running is left alone."""
    pattern = re.compile(rf"\.{re.escape(target.name)}-(new|old)-(\d+)-")
    for stale in sorted(target.parent.glob(f".{target.name}-*-*")):
        m = pattern.match(stale.name)
        if m is None or not stale.is_dir() or _running(int(m.group(2))):
            continue
        if m.group(1) == "old" and not target.exists():
            stale.rename(target)
        else:
            shutil.rmtree(stale, ignore_errors=True)


def sweep_parts(cache: Path) -> list[Path]:
    """Remove the half-written files (``*.part``) a build killed outright left in the
    cache folder ``cache`` and the folders in it; a file still being written by a
    build that runs is left alone. Returns the files removed."""
    pattern = re.compile(r"\.(\d+)\.part$")
    removed = []
    for part in sorted(cache.glob("*/*.part")) + sorted(cache.glob("*.part")):
        m = pattern.search(part.name)
        if (m is not None and _running(int(m.group(1)))) or not part.is_file():
            continue
        with contextlib.suppress(OSError):
            part.unlink()
            removed.append(part)
    return removed


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # there, but not ours to signal
    return True


def unique_slugs(pages: list[Page]) -> None:
    seen: dict[str, int] = {}
    for page in pages:
        n = seen.get(page.slug, 0)
        seen[page.slug] = n + 1
        if n:
            page.slug = f"{page.slug}-{n + 1}"




def unread(found: Sequence[Diagnostic]) -> list[Diagnostic]:
    """The errors that keep a record from being read whole: the text not read (P)
    or hands that are no deal (D). A score sheet is not drawn from such a record.

    >>> from bridgebook.model import Span
    >>> [d.code for d in unread([make("P005", "'doubled'", Span.point(3, 1)),
    ...                          make("A005", "past the limit", Span.point(4, 1))])]
    ['P005']
    """
    return [d for d in found if d.severity is Severity.ERROR and d.code[:1] in "PD"]


def record_sheets(path: Path, shown: str | None = None) -> tuple[
        list[dict[str, Any]], list[Diagnostic]]:
    """The filled score sheets of a rubber record: its deals checked and scored
    (docs/scoring.md), one sheet per rubber, and every problem found. A printed
    figure that does not follow (S001) is reported and the sheet shows the figure
    the laws give; any other finding of a record read whole (a double past the
    limit, A005; a deal after the rubber is decided, S002) is noted on the sheet of
    its rubber. A record not read whole (``unread``) gives no sheet.

    >>> sheets, found = record_sheets(Path("hands/laws/portland-1904-scoring-block.hand"))
    >>> sheets[0]["totals"], sheets[0]["value"], [d.code for d in found]
    ([204, 178], 'A, B win the rubber by 26', ['S001'])
    """
    from bridgebook.engine.scoring import score_record
    from bridgebook.render.scoresheet import parse_sheet
    from bridgebook.scoresheet import differences, rubber_sheet

    result = check_file(path, shown)
    found = list(result.diagnostics)
    if unread(found):
        return [], found
    scored = score_record(result.deals, result.record.meta)
    laws = result.deals[0].laws.title if result.deals else ""
    sheets: list[dict[str, Any]] = []
    for rubber, members in zip(scored.rubbers, scored.members, strict=True):
        # The sides as the scoring names them: Y Z and A B in a record in the books'
        # letters (engine.scoring.record), or the record's `sides:`.
        sheet = rubber_sheet(rubber, laws=laws)
        idents = [str(result.deals[i].deal.ident) for i in members]
        sheet["notes"] = differences(rubber, found, first=not sheets, deals=idents)
        drawn, _ = parse_sheet(sheet)  # completed: each hand marked with its notes
        assert drawn is not None, "a scored rubber is always a sheet"
        sheets.append(drawn)
    return sheets, found


def check_lesson_text(text: str, path: str = "<lesson>", root: Path = Path(".")) -> list[
        Diagnostic]:
    """Every problem of a lesson given as text: its hands' and its blocks'.

    >>> [d.code for d in check_lesson_text("# A\\n```hand file=no/such.hand\\n```\\n")]
    ['R001']
    """
    source = ProjectHands(root, root / path, path)
    reader = LessonReader(source, path, folder=(root / path).parent, root=root)
    return _read_guarded(reader, path, text).diagnostics

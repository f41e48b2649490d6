"""The publishing commands: ``bridgebook build``, ``render`` and ``scoresheet``.

Exit codes as for ``check``: 0 written, 1 a hand (or lesson) has errors (or
warnings, with ``--strict``) and nothing was written, 2 a usage error.
"""

from __future__ import annotations

import functools
import io
import os
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import NoReturn, ParamSpec

import click
import jinja2
from rich.progress import Progress

from bridgebook.build import (
    LessonCache,
    LessonsFailed,
    Page,
    code_digest,
    fails,
    failure,
    keep_file,
    lesson_files,
    lesson_parts,
    print_html,
    read_book,
    read_lesson,
    read_lessons,
    record_sheets,
    swap_into,
    sweep_parts,
    unique_slugs,
    unread,
    write_site,
)
from bridgebook.diagnostics import Diagnostic, counted, make
from bridgebook.outfile import (
    destination,
    not_written,
    refusal,
    said,
    special,
    write_output,
    writing,
)
from bridgebook.outfolder import MARK, output_problem
from bridgebook.render.chapters import ChaptersFailed, build_pdf, style_of
from bridgebook.render.env import environment, template_problem, templates_folder_problem
from bridgebook.render.pdf import write_pdf
from bridgebook.render.quiz import book_chapters
from bridgebook.render.scoresheet import blank_sheet_html, filled_sheet_html, read_record
from bridgebook.render.theme import Paper, Theme
from bridgebook.report import format_diagnostic
from bridgebook.site_images import beside, copy_beside, image_clashes, not_beside

P = ParamSpec("P")
PAPERS = {"a4": "A4", "letter": "Letter", "a5": "A5"}
#: What ``render`` and ``scoresheet`` write, by the output's extension.
PAGES = (".html", ".pdf")
#: Where laid-out chapters are kept, in the project folder, keyed by their content.
CACHE = ".bridgebook-cache"


def _report(found: Sequence[Diagnostic]) -> None:
    cache: dict[str, list[str]] = {}
    for d in sorted(found, key=lambda d: (d.file or "", d.line, d.column)):
        name = d.file or ""
        if name not in cache:
            try:
                cache[name] = Path(name).read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeDecodeError):
                cache[name] = []
        click.echo(format_diagnostic(d, cache[name]), err=True)


def _template_error(error: jinja2.TemplateError) -> NoReturn:
    """A template that cannot be used (the author's own, usually): R032 at its file
    and line; nothing is written."""
    _report([template_problem(error)])
    click.echo("bridgebook: nothing written: a template cannot be used (above)", err=True)
    sys.exit(1)


def _book_settings(lessons: Sequence[Path], paper: str | None) -> Theme:
    """book.toml's settings, ``--paper`` over its page size; a problem in it is
    reported at its line, and nothing is written (exit 1)."""
    info, found = read_book(lessons)
    if found:
        _report(found)
        click.echo("bridgebook: nothing written: book.toml has problems (above)", err=True)
        sys.exit(1)
    if paper is not None:
        info.paper = Paper.named(paper)
    return info


def _environment(user_templates: Path | None) -> jinja2.Environment:
    """The templates to use; a templates folder that is not there is R031 (exit 2)."""
    if user_templates is not None:
        problem = templates_folder_problem(user_templates)
        if problem is not None:
            _report([problem])
            sys.exit(2)
    return environment(user_templates)


def _templates_checked(command: Callable[P, None]) -> Callable[P, None]:
    """A template error anywhere in the command is a message, not a traceback."""

    @functools.wraps(command)
    def run(*args: P.args, **kwargs: P.kwargs) -> None:
        try:
            command(*args, **kwargs)
        except jinja2.TemplateError as error:
            _template_error(error)

    return run


def _unique(found: Sequence[Diagnostic]) -> list[Diagnostic]:
    seen: set[tuple[object, ...]] = set()
    out = []
    for d in found:
        key = (d.file, d.line, d.column, d.code, d.message)
        if key not in seen:
            seen.add(key)
            out.append(d)
    return out


def _options(f: click.decorators.FC) -> click.decorators.FC:
    f = click.option("--paper", type=click.Choice(sorted(PAPERS)), default=None,
                     help="Paper size of the PDF (default: book.toml's [page] size, "
                     "else a4).")(f)
    f = click.option("--templates", "user_templates",
                     type=click.Path(file_okay=False, path_type=Path),
                     help="Your template folder, searched before bridgebook's.")(f)
    f = click.option("--four-colour", is_flag=True, help="Four suit colours.")(f)
    f = click.option("--strict", is_flag=True, help="Warnings stop the build too.")(f)
    f = click.option("--root", type=click.Path(file_okay=False, path_type=Path), default=".",
                     help="The project folder: hands are read and the PDF fetches files "
                     "only inside it.  [default: .]")(f)
    return f


@click.command()
@click.argument("lessons", nargs=-1, required=True,
                type=click.Path(exists=True, path_type=Path))
@click.option("-o", "--output", type=click.Path(file_okay=False, path_type=Path),
              default=Path("output"), show_default=True, help="The folder to write.")
@click.option("--no-pdf", is_flag=True, help="Write the site only.")
@_options
@_templates_checked
def build(lessons: tuple[Path, ...], output: Path, no_pdf: bool, paper: str | None,
          user_templates: Path | None, four_colour: bool, strict: bool, root: Path) -> None:
    """Build a book from LESSONS (Markdown files, or folders of them): a small
    static site (contents, one page per lesson) and one PDF (book.pdf)."""
    env = _environment(user_templates)
    files = lesson_files(lessons)
    if not files:
        raise click.UsageError("no lessons (*.md) found")
    refusal = output_problem(output, [Path.cwd(), root, *lessons, *files])
    if refusal is not None:
        _report([refusal])
        sys.exit(2)
    info = _book_settings(lessons, paper)
    started = time.monotonic()
    pages: list[Page] = []
    try:
        deals, kept_pdf, refused, found = _build(files, output, no_pdf, env, info, four_colour,
                                                 strict, root, started, pages)
    except jinja2.TemplateError as error:
        _report([template_problem(error)])
        click.echo("bridgebook build: nothing written: a template cannot be used (above)",
                   err=True)
        _said_unwritten(pages, output, started, len(files))
        sys.exit(1)
    _report(left_out(refused, found, output / "book.pdf"))
    took = time.monotonic() - started
    made = ", book.pdf kept from the last build" if kept_pdf else (
        "" if no_pdf else ", book.pdf")
    click.echo(f"{counted(len(pages), 'lesson')}, {counted(deals, 'deal')} -> {output}/ "
               f"(index.html{made}) in {took:.1f} s", err=True)


def _build(files: Sequence[Path], output: Path, no_pdf: bool, env: jinja2.Environment,
           info: Theme, four_colour: bool, strict: bool, root: Path, started: float,
           pages: list[Page]) -> tuple[int, bool, list[str], list[Diagnostic]]:
    """The book built into ``output`` (or, at a problem, nothing written and the
    exit): its deals, whether the last build's PDF was kept, the files the PDF
    refused, the problems found. ``pages`` gets the lessons as they are read; a
    template error is left to the caller, which tells it with them."""
    # No refreshing thread (auto_refresh): the chapters' workers are forked from this
    # process, which must then run one thread; the bar is drawn at each step.
    with Progress(transient=True, auto_refresh=False,
                  disable=not sys.stderr.isatty()) as progress:

        def advance() -> None:
            progress.advance(task)
            progress.refresh()

        task = progress.add_task("reading lessons",
                                 total=len(files) + (0 if no_pdf else len(files) + 1))
        sweep_parts(root / CACHE)  # what a build killed half way left
        settings = "|".join([code_digest(), str(four_colour), style_of(env)])
        cache = LessonCache(root / CACHE / "lessons", settings)
        pages.extend(read_lessons(files, root, four_colour=four_colour, env=env,
                                  cache=cache, advance=advance))
        found = _unique([*(d for p in pages for d in p.lesson.diagnostics),
                         *image_clashes(pages)])
        if found:
            _report(found)
        if fails(found, strict):
            click.echo(f"bridgebook build: nothing written: {counted(len(found), 'problem')} "
                       "in the hands above", err=True)
            _said_unwritten(pages, output, started, refused=sum(
                p.lesson.refused + (p.lesson.warned if strict else 0) for p in pages))
            sys.exit(1)
        unique_slugs(pages)

        refused: list[str] = []
        # --no-pdf into a folder that holds the book's PDF keeps it (the build replaces
        # the folder: what the user had is never deleted).
        kept_pdf = no_pdf and (output / "book.pdf").is_file()

        def make(folder: Path) -> None:
            # A lesson bridgebook fails on (a bug) is R004; the others are still made,
            # so that every such failure is reported, and nothing is put in place.
            failed: list[Diagnostic] = []
            with writing(folder / MARK):
                (folder / MARK).write_text("made by bridgebook build: the next build "
                                           "replaces this folder whole\n", encoding="utf-8")
            if kept_pdf:
                with writing(folder / "book.pdf"):
                    keep_file(output / "book.pdf", folder / "book.pdf")
            write_site(folder, pages, info, env, "book.pdf" if kept_pdf or not no_pdf
                       else None, failed)
            if not no_pdf:
                progress.update(task, description="laying out the PDF")
                try:
                    build_pdf(env, book_chapters(env, lesson_parts(pages), info.answers),
                              info.book(), info.paper.height_mm, folder / "book.pdf",
                              root, root / CACHE / "chapters",
                              advance, refused)
                except ChaptersFailed as chapters:
                    # The system's error (a disk full) is no lesson's: the book is not
                    # written, and why is said once, with the file.
                    system = next((e for e in chapters.failures.values()
                                   if isinstance(e, OSError)), None)
                    if system is not None:
                        raise system from None
                    named = {d.file for d in failed}
                    for index, error in chapters.failures.items():
                        shown = os.path.relpath(pages[index].source, Path.cwd())
                        if shown not in named:
                            failed.append(failure(shown, error,
                                                  "laying out its chapter of the PDF"))
                progress.advance(task)
            if failed:
                raise LessonsFailed(failed)

        try:
            swap_into(output, make)
        except jinja2.TemplateError:
            raise  # told by the caller
        except LessonsFailed as failed:
            _report(failed.found)
            click.echo(f"bridgebook build: nothing written: bridgebook failed on "
                       f"{counted(len(failed.found), 'lesson')} above", err=True)
            _said_unwritten(pages, output, started)
            sys.exit(1)
        except OSError as error:  # a full disk, an unwritable folder: the file named
            click.echo(f"bridgebook build: the book could not be written: {said(error)}",
                       err=True)
            _said_unwritten(pages, output, started)
            sys.exit(1)
        except Exception as error:  # a layout failure
            click.echo(f"bridgebook build: the book could not be written ({error})",
                       err=True)
            _said_unwritten(pages, output, started)
            sys.exit(1)
    return sum(p.lesson.deals for p in pages), kept_pdf, refused, found


def _said_unwritten(pages: Sequence[Page], output: Path, started: float,
                    lessons: int | None = None, refused: int = 0) -> None:
    """What a build that writes nothing did, in the words of the line a build that
    writes ends with: the lessons and deals read, and no page written. Stopped while
    reading the lessons (a template error), the ``lessons`` to read, and no deal.
    The deals ``refused`` for their own problems (an error, a warning with --strict)
    are not counted among the deals but said beside them."""
    took = f"in {time.monotonic() - started:.1f} s"
    if not pages and lessons is not None:
        click.echo(f"{counted(lessons, 'lesson')} -> no page written ({output}/ is as it "
                   f"was) {took}", err=True)
        return
    deals = sum(p.lesson.deals for p in pages) - refused
    besides = (f", {refused} refused for {'its' if refused == 1 else 'their'} problems above"
               if refused else "")
    click.echo(f"{counted(len(pages), 'lesson')}, {counted(deals, 'deal')}{besides} -> no page "
               f"written ({output}/ is as it was) {took}", err=True)


def left_out(refused: Sequence[str], found: Sequence[Diagnostic],
             pdf: Path) -> list[Diagnostic]:
    """R051 for each URL the PDF was refused that no lesson's R051 has said (a
    lesson's image is said at its line as the lesson is read): one a template names,
    or an image in a hand record's commentary, placed at the PDF.

    >>> [d.message for d in left_out(["http://x/a.png"], [], Path("book.pdf"))]
    ['the PDF leaves out http://x/a.png: bridgebook fetches nothing outside the project folder']
    """
    told = " ".join(d.message for d in found if d.code == "R051")
    return [make("R051", f"the PDF leaves out {url}: bridgebook fetches nothing outside "
                 "the project folder", None,
                 hint="named by a template or by an image in a hand record's commentary: "
                 "copy the file into the project to print it").at(file=str(pdf))
            for url in sorted(set(refused)) if f" {url}:" not in f" {told}"]


def bookmark(pdf: io.BytesIO, title: str) -> bytes:
    """A one-lesson PDF with one outline entry, the lesson's title, at its first page
    (a book's entries are made as its chapters are joined: one a lesson everywhere).
    Made in memory: the file is written by the caller, where a write the system
    refuses (a disk full) is its OSError; in pikepdf's own writing it ends the process."""
    import pikepdf

    pdf.seek(0)
    with pikepdf.open(pdf) as opened:
        with opened.open_outline() as outline:
            outline.root.append(pikepdf.OutlineItem(title, 0))
        made = io.BytesIO()
        opened.save(made)
    return made.getvalue()


@click.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              required=True, help="x.html or x.pdf")
@_options
@_templates_checked
def render(file: Path, output: Path, paper: str | None, user_templates: Path | None,
           four_colour: bool, strict: bool, root: Path) -> None:
    """Render one lesson (.md) or hand record (.hand, .pbn, .lin, .json, a book's text
    .txt) to HTML or PDF."""
    if output.suffix.lower() not in PAGES:
        raise click.UsageError("the output must end in .html or .pdf")
    _refuse(output, file, "render")
    env = _environment(user_templates)
    page = read_lesson(file, root, four_colour=four_colour, env=env)
    # An output that is a link is written through (the link kept): the page is the
    # link's target, and its images go beside it, where the page is.
    target = destination(output) or output
    # The HTML page names its images by their paths in the lesson's folder: they are
    # written beside it, as a built site holds them.
    # A pipe or a device (a link to '/dev/stdout') has no folder: the page is written
    # into it, its images not (R050).
    into = special(output)
    copies, kept = (([], not_beside(page, output)) if into else beside(page, target)
                    ) if output.suffix.lower() == ".html" else ([], [])
    found = _unique([*page.lesson.diagnostics, *kept])
    if found:
        _report(found)
    if fails(found, strict):
        click.echo("bridgebook render: nothing written", err=True)
        sys.exit(1)
    info = _book_settings([file], paper)
    info.title, info.subtitle = page.lesson.title, ""
    try:
        if not into:
            target.parent.mkdir(parents=True, exist_ok=True)
        # The images first: a page is never left naming pictures that are not there.
        copy_beside(copies, target)
    except OSError as error:
        _written(not_written(output, target, error.strerror or str(error)), "render")

    def fill(made: Path) -> None:
        if output.suffix.lower() == ".pdf":
            laid_out = io.BytesIO()
            write_pdf(print_html(env, [page], info, cover=False), laid_out, root)
            pdf = bookmark(laid_out, page.lesson.title)
            with writing(made):
                made.write_bytes(pdf)
        else:
            from bridgebook.build import page_html

            made.write_text(page_html(env, page, info.book(title="", home="", pdf=None),
                                      None, None), encoding="utf-8")

    _written(write_output(output, fill, source=file, make_folder=True),
             "render")
    n = len(copies)
    # (a link to a pipe leads, at last, to no path: 'pipe:[…]', which is not said)
    linked = f" (a link: written to {target})" if target != output and target.exists() else ""
    images = f" and {n} image{'s' if n != 1 else ''} beside it" if n else ""
    click.echo(f"{file} -> {output}{linked}{images}", err=True)


def _refuse(output: Path, source: Path | None, command: str) -> None:
    """Stop before any work when ``output`` is not to be written (P018): a link
    that leads back to itself, the file read, a link to another format's file."""
    _written(refusal(output, source), command)


def _written(problem: Diagnostic | None, command: str) -> None:
    """Report the output's problem, if any, and stop (exit 1): nothing written."""
    if problem is not None:
        _report([problem])
        click.echo(f"bridgebook {command}: nothing written", err=True)
        sys.exit(1)


@click.command()
@click.argument("record", required=False,
                type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path),
              required=True, help="x.html or x.pdf")
@click.option("--paper", type=click.Choice(["a4", "letter"]), default="a4", show_default=True)
@click.option("--game", type=click.Choice(["bridge", "contract"]), default="bridge",
              show_default=True, help="The blank blocks: bridge whist or contract (We/They).")
@click.option("--blocks", type=click.IntRange(1, 12), default=4, show_default=True,
              help="Score blocks to the page (blank sheets).")
@click.option("--pages", type=click.IntRange(1, 50), default=1, show_default=True)
@click.option("--ledger", is_flag=True,
              help="A filled sheet as a ledger (a line per hand) instead of the club block.")
def scoresheet(record: Path | None, output: Path, paper: str, game: str, blocks: int,
               pages: int, ledger: bool) -> None:
    """Blank score blocks in the club pattern, or with RECORD (a rubber record in
    the hand notation, scored by the laws; or a sheet in JSON, see
    docs/publishing.md) the filled club block of each rubber."""
    if output.suffix.lower() not in PAGES:
        raise click.UsageError("the output must end in .html or .pdf")
    _refuse(output, record, "scoresheet")
    if record is not None and record.suffix.lower() == ".json":
        sheet, problem = read_record(record)
        if sheet is None:
            _report([problem] if problem is not None else [])
            click.echo("bridgebook scoresheet: nothing written", err=True)
            sys.exit(1)
        html = filled_sheet_html([sheet], PAPERS[paper], ledger)
    elif record is not None:
        sheets, found = record_sheets(record)
        _report(found)
        if not sheets:
            click.echo(f"bridgebook scoresheet: nothing written: {_why_no_sheet(record, found)}",
                       err=True)
            sys.exit(1)
        html = filled_sheet_html(sheets, PAPERS[paper], ledger)
    else:
        html = blank_sheet_html(game, blocks, pages, PAPERS[paper])

    def fill(made: Path) -> None:
        if output.suffix.lower() == ".pdf":
            write_pdf(html, made, Path("."))
        else:
            made.write_text(html, encoding="utf-8")

    _written(write_output(output, fill, source=record, make_folder=True),
             "scoresheet")
    click.echo(f"-> {output}", err=True)


def _why_no_sheet(record: Path, found: list[Diagnostic]) -> str:
    """Why a rubber record gives no sheet, in words.

    >>> from bridgebook.diagnostics import make
    >>> from bridgebook.model import Span
    >>> print(_why_no_sheet(Path("r.hand"), [make("P005", "'doubled'", Span.point(29, 11))]))
    r.hand is not read whole (1 reading error, the first P005 at line 29); a sheet is \
drawn only from a record read whole
    """
    errors = unread(found)
    if not errors:
        return f"{record} has no rubber to score"
    first = min(errors, key=lambda d: (d.line, d.column))
    count = f"{len(errors)} reading error{'s' if len(errors) != 1 else ''}"
    return (f"{record} is not read whole ({count}, the first {first.code} at line "
            f"{first.line}); a sheet is drawn only from a record read whole")


COMMANDS = (build, render, scoresheet)

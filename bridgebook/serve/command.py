"""``bridgebook serve LESSONS``: the book previewed in a browser while it is written.

The site is made once (HTML only, no PDF), served from memory on this machine's
loopback, and made again lesson by lesson as files are saved (watchfiles tells
which); an open page reloads itself when it changed. A lesson with errors keeps
its last good page, with the problems shown over it. Ctrl-C stops the server.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path
from types import FrameType

import click
import watchfiles

from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.render.env import templates_folder_problem
from bridgebook.report import format_diagnostic
from bridgebook.serve.book import PdfUpdate, PreviewBook, Update
from bridgebook.serve.server import PreviewServer, allowed_hosts, loopback

#: Milliseconds the watcher waits for a burst of saves to end before making the
#: pages again (an editor's save is often several writes).
SETTLE_MS = 30


def _echo_problems(found: Sequence[Diagnostic]) -> None:
    lines: dict[str, list[str]] = {}
    for d in found:
        name = d.file or ""
        if name not in lines:
            try:
                lines[name] = Path(name).read_text(encoding="utf-8").splitlines()
            except (OSError, UnicodeDecodeError):
                lines[name] = []
        click.echo(format_diagnostic(d, lines[name]), err=True)


def _said(update: Update) -> None:
    """One line on the terminal per update, and the problems in full."""
    errors = sum(d.severity is Severity.ERROR for d in update.problems)
    _echo_problems(update.problems)
    made = ", ".join(update.changed) or "nothing changed"
    tail = f"; {errors} error(s), shown on the page" if errors else ""
    click.echo(f"bridgebook serve: {made} ({update.seconds * 1000:.0f} ms){tail}", err=True)


def _said_pdf(update: PdfUpdate | None) -> None:
    """A line on the terminal each time the book's PDF is made again."""
    if update is None:
        return
    if update.failed is not None:
        click.echo(f"bridgebook serve: book.pdf not made again, the last one is served "
                   f"({update.failed})", err=True)
        return
    click.echo(f"bridgebook serve: book.pdf made again in {update.seconds * 1000:.0f} ms, "
               f"{update.laid_out} chapter(s) laid out", err=True)


def watch(book: PreviewBook, stop: threading.Event) -> None:
    """Make the pages again on every change, until ``stop`` (or Ctrl-C); with
    ``book.pdf``, the PDF after the pages (a save shows on the page first)."""
    pdf_due = book.pdf
    while not stop.is_set():
        folders = book.watched()
        for changes in watchfiles.watch(
                *sorted(folders), watch_filter=lambda _, path: book.concerns(Path(path)),
                stop_event=stop, recursive=False, step=SETTLE_MS, rust_timeout=1000,
                yield_on_timeout=True, raise_interrupt=True):
            if changes:
                _said(book.update(Path(path) for _, path in changes))
                pdf_due = book.pdf
            if pdf_due:
                # Saves made meanwhile are kept by the watcher and come next.
                _said_pdf(book.update_pdf())
                pdf_due = False
            if book.watched() != folders:
                break  # a lesson now uses a record in another folder: watch it too


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


@click.command()
@click.argument("lessons", nargs=-1, required=True,
                type=click.Path(exists=True, path_type=Path))
@click.option("--port", type=click.IntRange(0, 65535), default=8000, show_default=True,
              help="The port to listen on (0: any free one).")
@click.option("--host", default="127.0.0.1", show_default=True,
              help="The address to listen on: this machine's loopback unless --public.")
@click.option("--public", is_flag=True,
              help="Allow a --host other than the loopback: the preview is then open to "
              "anyone who can reach this machine.")
@click.option("--templates", "user_templates", type=click.Path(path_type=Path),
              help="Your template folder, searched before bridgebook's.")
@click.option("--four-colour", is_flag=True, help="Four suit colours.")
@click.option("--strict", is_flag=True, help="A warning keeps the last good page too.")
@click.option("--pdf", is_flag=True,
              help="Make the book's PDF too (at /book.pdf), again after each save: only "
              "the chapters that changed are laid out again.")
@click.option("--root", type=click.Path(file_okay=False, path_type=Path), default=".",
              help="The project folder: hands are read only inside it.  [default: .]")
def serve(lessons: tuple[Path, ...], port: int, host: str, public: bool,
          user_templates: Path | None, four_colour: bool, strict: bool, pdf: bool,
          root: Path) -> None:
    """Preview the book of LESSONS in a browser, made again on every save."""
    if not public and not loopback(host):
        raise click.UsageError(
            f"--host {host} is not this machine's loopback: the preview would be open to "
            "the network. Leave --host out (127.0.0.1), or add --public if that is meant.")
    if user_templates is not None:
        problem = templates_folder_problem(user_templates)
        if problem is not None:
            _echo_problems([problem])
            sys.exit(2)
    book = PreviewBook(lessons, root, templates=user_templates, four_colour=four_colour,
                       strict=strict, pdf=pdf)
    try:
        server = PreviewServer((host, port), book, None)
    except OSError as error:
        click.echo(f"bridgebook serve: cannot listen on {host}:{port}: {error.strerror or error}",
                   err=True)
        sys.exit(1)
    if not public:
        server.hosts = allowed_hosts(host, server.server_address[1])
    stop = threading.Event()
    previous = signal.signal(signal.SIGTERM, _interrupt)
    thread = threading.Thread(target=server.serve_forever, name="bridgebook-serve",
                              daemon=True)
    try:
        first = book.update()
        _said(first)
        if not book.names():
            click.echo("bridgebook serve: no lessons (*.md) yet: the pages appear as they "
                       "are written", err=True)
        thread.start()
        click.echo(f"Serving {', '.join(map(str, lessons))} at {server.url} "
                   "(Ctrl-C stops)", err=True)
        click.echo(server.url)
        sys.stdout.flush()
        watch(book, stop)
    except KeyboardInterrupt:
        pass
    finally:
        stop.set()
        book.stop()
        if thread.is_alive():
            server.shutdown()
        server.server_close()
        signal.signal(signal.SIGTERM, previous)
    click.echo("bridgebook serve: stopped", err=True)

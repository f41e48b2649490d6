"""The command line: ``bridgebook check``, ``bridgebook replay`` and ``bridgebook analyse``.

Exit codes are a stable contract: 0 no error, 1 errors found (or warnings with
``--strict``), 2 a usage error. A user's mistake is a message, never a traceback.
"""

from __future__ import annotations

import gc
import importlib
import os
import sys
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

import click

from bridgebook.checking import check_file, decode_text, read_record
from bridgebook.diagnostics import Diagnostic, Severity, make, told_once
from bridgebook.engine.laws import LAWS
from bridgebook.interop.json_text import indented
from bridgebook.model import HandRecord, Span
from bridgebook.report import check_json, deal_json, format_diagnostic, replay_text, summary

if TYPE_CHECKING:
    from bridgebook.checking import CheckResult

#: The extensions a folder is searched for.
RECORD_SUFFIXES = (".hand", ".pbn", ".lin")
#: A file given by name with one of these endings is a lesson: its hands are checked.
LESSON_SUFFIXES = (".md", ".markdown")


def _files(paths: Sequence[Path]) -> Iterator[tuple[Path, str]]:
    """The record files of ``paths``; a folder that holds none is a usage error (exit 2)."""
    for path in paths:
        if path.is_dir():
            found = [f for f in sorted(path.rglob("*"))
                     if f.suffix.lower() in RECORD_SUFFIXES and f.is_file()]
            if not found:
                raise click.UsageError(f"no hand records ({', '.join(RECORD_SUFFIXES)}) in "
                                       f"{path}")
            for file in found:
                yield file, str(file)
        else:
            yield path, str(path)


def check_lesson(path: Path, shown: str) -> CheckResult:
    """A lesson checked as ``bridgebook build`` checks it: every hand block, in place
    or by ``file=`` (from the folder the command runs in), and the blocks' options."""
    from bridgebook.build import read_lesson  # the page makers: loaded when a lesson is met
    from bridgebook.checking import CheckResult

    page = read_lesson(path, Path.cwd())
    own = os.path.relpath(path, Path.cwd())
    found = [d.at(file=shown) if d.file == own else d for d in page.lesson.diagnostics]
    return CheckResult(shown, HandRecord(()), [], found, checked=page.lesson.deals)


def _print_report(results: Sequence[CheckResult]) -> None:
    """Each file's messages, printed at once: a file with a problem in every game has
    thousands, and click looks at the terminal and flushes the output at each print."""
    for result in results:
        if not result.diagnostics:
            continue
        lines = _source_lines(result.path)
        click.echo("\n".join([format_diagnostic(d, lines) for d in result.diagnostics]))


def _echo_json(text: str) -> None:
    """Print a JSON document. JSON escapes every control character, so the text holds
    no terminal escape for click to take out when the output is not a terminal: it
    is not searched for one (the ``replay --json`` of a long file is tens of MB)."""
    click.echo(text, color=True)


def _source_lines(path: str) -> list[str]:
    try:
        return decode_text(Path(path).read_bytes()).splitlines()
    except OSError:
        return []


class _Commands(click.Group):
    """The commands; the publishing ones (build, render, scoresheet, serve) are loaded
    when named, so that ``check``, ``replay`` and ``convert`` do not pay for the page
    makers' imports."""

    LATER: ClassVar[dict[str, str]] = {"build": "bridgebook.publish",
                                       "render": "bridgebook.publish",
                                       "scoresheet": "bridgebook.publish",
                                       "serve": "bridgebook.serve.command"}

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*super().list_commands(ctx), *self.LATER})

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        command = super().get_command(ctx, cmd_name)
        if command is None and cmd_name in self.LATER:
            command = getattr(importlib.import_module(self.LATER[cmd_name]), cmd_name)
            assert isinstance(command, click.Command)
            self.add_command(command, cmd_name)
        return command


@click.group(cls=_Commands, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="bridgebook")
def main() -> None:
    """Read bridge hands as the old books print them; check, replay and publish them."""


@main.command()
@click.argument("paths", nargs=-1, required=True,
                type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the diagnostics as JSON.")
@click.option("--strict", is_flag=True, help="Warnings fail the check too.")
def check(paths: tuple[Path, ...], as_json: bool, strict: bool) -> None:
    """Check hand records: every problem, with its place, its law and a likely fix.

    PATHS are .hand, .pbn, .lin or .json (bridgebook's own) files, lessons (.md,
    whose hands are checked as the build checks them), or folders (searched for
    .hand, .pbn and .lin files).
    """
    files = list(_files(paths))  # a folder with no records is refused before any output
    results = [check_lesson(path, shown) if path.suffix.lower() in LESSON_SUFFIXES
               else check_file(path, shown, keep=False) for path, shown in files]
    if as_json:
        _echo_json(indented(check_json(results)))
    else:
        _print_report(results)
        click.echo(summary(results), err=True)
    failed = any(r.errors for r in results) or (strict and any(r.warnings for r in results))
    sys.exit(1 if failed else 0)


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the replay as JSON.")
def replay(file: Path, as_json: bool) -> None:
    """Replay each deal of FILE trick by trick: who led, who played what, who won."""
    if as_json:
        from bridgebook.checking.replay_json import NotQuickFile, replay_documents

        try:
            # A PBN file a game at a time, its regular games without their full reading.
            documents, failed = replay_documents(file, str(file))
        except NotQuickFile:
            result = check_file(file)
            documents, failed = [deal_json(r) for r in result.deals], bool(result.errors)
        _echo_json(indented({"deals": documents}))
        sys.exit(1 if failed else 0)
    result = check_file(file)
    lines = _source_lines(str(file))
    for index, report in enumerate(result.deals):
        if index:
            click.echo()
        click.echo(replay_text(report))
    parse_only = [d for d in result.diagnostics
                  if not any(d in r.diagnostics for r in result.deals)]
    shown = parse_only + [d for r in result.deals for d in r.diagnostics]
    if shown:
        click.echo()
        for d in sorted(shown, key=lambda d: (d.line, d.column)):
            click.echo(format_diagnostic(d, lines))
    sys.exit(1 if result.errors else 0)


@main.command()
@click.argument("paths", nargs=-1, required=True,
                type=click.Path(exists=True, path_type=Path))
@click.option("--json", "as_json", is_flag=True, help="Print the analysis as JSON.")
@click.option("--no-cache", is_flag=True, help="Solve every deal again; keep nothing.")
@click.option("--cache-dir", type=click.Path(file_okay=False, path_type=Path),
              help="Where solved deals are kept (default: .bridgebook-cache beside the "
                   "first input).")
def analyse(paths: tuple[Path, ...], as_json: bool, no_cache: bool,
            cache_dir: Path | None) -> None:
    """Double-dummy analysis of every complete deal: the table of tricks, the makeable
    contracts, par, and the cost of every card of the recorded play.

    PATHS are .hand files or folders (searched for .hand files).
    """
    # Imported here: the analysis loads rich, and the solver endplay, which
    # `bridgebook check` must never pay for.
    from rich.console import Console

    from bridgebook.analysis import Checked
    from bridgebook.analysis.run import FileDeals, cache_for, run

    files = []
    for path, shown in list(_files(paths)):
        result = check_file(path, shown)
        unread = tuple(d for d in result.diagnostics if d.code in ("P011", "P022") or
                       (d.code == "P002" and not result.deals))
        files.append(FileDeals(shown, tuple(Checked(r.deal, r.laws, r.contract, r.replay)
                                            for r in result.deals), result.errors, unread))
    cache = cache_for(paths, cache_dir, no_cache)
    status = run(files, cache, as_json, Console(emoji=False, highlight=False),
                 Console(stderr=True, emoji=False, highlight=False))
    sys.exit(status)


@main.command()
@click.argument("file", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("--laws", "code", type=click.Choice(sorted(LAWS)), default=None,
              help="Score under this code of laws (default: the record's own).")
@click.option("--json", "as_json", is_flag=True, help="Print the score as JSON.")
def score(file: Path, code: str | None, as_json: bool) -> None:
    """Score the rubbers of FILE: honours above the line, tricks below, the rubber."""
    from bridgebook.checking.files import score_stated
    from bridgebook.engine.scoring import is_score_record
    from bridgebook.scoresheet import block_text, rubber_json

    if code is None:
        result = check_file(file)
    else:  # every deal checked again under the code, its findings judged under it
        from bridgebook.checking.deal import judged_under

        with judged_under(LAWS[code]):
            result = check_file(file)
    # (a JSON record's deals as the scoring reads a record's lines: its keys stated)
    scored = score_stated(file, result.deals, result.record, code)
    problems = list(result.diagnostics)
    if code is not None:  # scored again under another code: its own findings
        kept = [d for d in problems if not d.code.startswith("S")]
        # (one the check folded under its root, a line not read, stays folded there)
        folded = {(f.code, f.line, f.column) for d in kept for f in d.folded}
        problems = kept + [
            d.at(file=str(file), deal=result.deals[i].deal.ident) for i, d in scored.problems
            if (d.code, d.line, d.column) not in folded]
    elif not is_score_record(result.deals, result.record.meta):
        # (the check scores a record of rubbers only: where scoring this one goes
        # against what it states, a vulnerability the games won do not give, it is
        # said here; a deal with nothing to score is no mistake in a record of deals)
        problems += [d.at(file=str(file), deal=result.deals[i].deal.ident)
                     for i, d in scored.problems if d.severity is Severity.ERROR]
    if as_json:
        _echo_json(indented({"rubbers": [rubber_json(r) for r in scored.rubbers],
                             "diagnostics": [d.as_dict() for d in problems]}))
    else:
        click.echo("\n\n".join(block_text(r) for r in scored.rubbers))
        lines = _source_lines(str(file))
        for d in sorted(problems, key=lambda d: (d.line, d.column)):
            click.echo(format_diagnostic(d, lines), err=True)
    sys.exit(1 if any(d.severity.value == "error" for d in problems) else 0)


@main.command()
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="The file to write (replaced only once the conversion succeeded).")
@click.option("--to", "to", type=click.Choice(["hand", "pbn", "lin", "json"]),
              help="The format to write (default: by OUTPUT's extension).")
@click.option("--force", is_flag=True,
              help="Convert even when SOURCE has reading errors (what was not read is lost).")
def convert(source: Path, output: Path, to: str | None, force: bool) -> None:
    """Convert SOURCE (.hand, .pbn, .lin or .json) to the book notation, PBN, LIN or JSON.

    What the target cannot hold is said (P017); a failed conversion leaves OUTPUT as it was.
    """
    from bridgebook.interop.convert import WRITERS, convert_record, format_of
    from bridgebook.outfile import refusal, write_text

    record, shown = read_record(source)
    target = format_of(output, to) or output.suffix.lstrip(".") or "(none)"
    unread = any(d.severity is Severity.ERROR and d.code.startswith("P") for d in shown)
    # A link's target whose name says another kind of file is refused (--to or not).
    refused = refusal(output, source)
    if refused is not None:
        shown.append(refused)
    elif unread and not force:
        click.echo(f"{output}: not written, {source} has reading errors (--force writes "
                   "what was read)", err=True)
    elif target.lower() not in WRITERS:
        shown.append(make("P018", f"cannot write {output}: its name says no format "
                          "bridgebook writes" + (f" ({target!r})" if target != "(none)" else ""),
                          None, hint="name it .hand, .pbn, .lin or .json, or give --to"))
    elif not record.deals and not unread:
        shown.append(make("P021", f"the file holds no deal: {output} is not written",
                          Span.point(1, 1), hint="a deal needs at least a hand").at(
                              file=str(source)))
    else:
        text, dropped = convert_record(record, target)
        # What is lost the same way in many games is told once (the places kept).
        shown += [d if d.code == "P018" else d.at(file=str(source))
                  for d in told_once(dropped, "P017")]
        failure = None if any(d.code == "P018" for d in dropped) else write_text(
            output, text, source=source)
        if failure is not None:
            shown.append(failure)
    lines = _source_lines(str(source)) if shown else []  # for the excerpts, if any
    for d in shown:
        click.echo(format_diagnostic(d, lines, listed_by=None), err=True)
    sys.exit(1 if any(d.severity is Severity.ERROR for d in shown) else 0)


#: The problems of a text read whole, that the import writes as printed: the rows'
#: numbers (a row skipped, a number printed twice), which the notation reports again.
_AS_PRINTED = frozenset({"P020"})


@main.command("import")
@click.argument("source", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), required=True,
              help="The .hand file to write (replaced only once the import succeeded).")
@click.option("--force", is_flag=True,
              help="Import even when SOURCE has parts that cannot be read (they are lost).")
def import_book(source: Path, output: Path, force: bool) -> None:
    """Write the hands of a printed book's text (.txt) in the notation, as printed.

    Every card and mark is written as the book prints it (misprints kept), the notes as
    commentary on their tricks, the heading, title, score and result kept: `check` on
    OUTPUT reports what it reports on SOURCE. The problems of reading SOURCE are told
    as `check` tells them. Exit status 0 when SOURCE is written whole (a misprint or a
    row skipped is written as printed, for `check` to tell); 1 when nothing is written
    (parts that cannot be read, no hand, OUTPUT not writable; OUTPUT is left as it
    was) or, with --force, parts were lost.
    """
    from bridgebook.checking.text import reader_of
    from bridgebook.interop.printed_hand import printed_as_hand
    from bridgebook.outfile import refusal, write_text
    from bridgebook.syntax.printed.book import unheld_lines

    try:
        data: bytes | None = source.read_bytes()  # read once: its kind, its record, its check
    except OSError:
        data = None  # told by the reading below, as for any file not read (P011)
    lines = [] if data is None else decode_text(data).splitlines()
    if source.suffix.lower() != ".txt":
        raise click.UsageError(f"{source}: import reads a book's text (.txt); "
                               "use 'bridgebook convert' for .hand, .pbn, .lin and .json")
    if reader_of(source, lines) is None:
        raise click.UsageError(f"{source}: holds the book notation, not a book's text (its "
                               "first line past comments and 'key: value' lines is a 'deal' "
                               "line or a hand by its seat); it is read as it stands: use "
                               "'bridgebook convert' to copy it")
    record, shown = read_record(source, data)
    unread = [d for d in shown if d.severity is Severity.ERROR and d.code.startswith("P")
              and d.code not in _AS_PRINTED]
    if shown:  # (told as check tells them: a text read without a problem is not checked)
        shown = _as_checked(shown, check_file(source, str(source), keep=False,
                                              data=data).diagnostics)
    written = False
    refused = refusal(output, source)
    if refused is not None:
        shown.append(refused)
    elif not record.deals:
        shown.append(make("P021", "no printed hand found: nothing to import", None,
                          hint="a hand is found by its heading, its box diagram or its "
                               "play table").at(file=str(source)))
    elif unread and not force:
        click.echo(f"{output}: not written, {source} has parts that cannot be read "
                   "(--force writes what was read)", err=True)
    else:
        unheld = unheld_lines(lines)
        failure = write_text(output, printed_as_hand(record, unheld), source=source)
        if unheld and failure is None:
            shown = [replace(d, hint=f"{d.hint}; {output} keeps them, as comments at its "
                             "head") if d.code == "P044" else d for d in shown]
        written = failure is None
        if failure is not None:
            shown.append(failure)
        else:
            click.echo(f"{output}: {len(record.deals)} hand"
                       f"{'' if len(record.deals) == 1 else 's'} written", err=True)
    for d in shown:
        click.echo(format_diagnostic(d, lines), err=True)
    # Exit 0 when the text is written whole: a problem of its hands (a row skipped,
    # a card misprinted) is written as printed, and `check` tells it on the output.
    sys.exit(0 if written and not unread else 1)


def _as_checked(read: list[Diagnostic], checked: Sequence[Diagnostic]) -> list[Diagnostic]:
    """The problems of reading a text, each as ``check`` tells it (the likely
    reading of a line not read, the problems that follow from it folded under it);
    one folded under another that check tells is not told again on its own."""
    def key(d: Diagnostic) -> tuple[str, int, int]:
        return d.code, d.line, d.column

    told = {key(d): d for d in checked}
    folded = {key(f) for d in checked for f in d.folded}
    return [told.get(key(d), d) for d in read if key(d) in told or key(d) not in folded]


#: The commands that read files and exit: run with the cycle collector held off.
READING = frozenset({"check", "replay", "convert", "score", "import"})


def run() -> None:
    """The ``bridgebook`` program: the command line in a process of its own. A
    command that reads files and exits runs with the cycle collector held off:
    reading makes millions of small objects and no cycles worth collecting, and with
    the collector on, a long file's deals kept for ``replay`` or ``convert`` are
    traversed again and again, and once more at the exit (a third of the time of a
    ``replay --json``). ``check`` still collects now and then while it lets its
    deals go (checking.check_lines), so its memory stays flat; ``build`` and
    ``serve`` run with the collector on."""
    if len(sys.argv) > 1 and sys.argv[1] in READING:
        gc.disable()
    main()


if __name__ == "__main__":  # pragma: no cover
    run()

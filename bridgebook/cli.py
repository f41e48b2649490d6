"""The command line: ``bridgebook check`` and ``bridgebook replay``.

Exit codes are a stable contract: 0 no error, 1 errors found (or warnings with
``--strict``), 2 a usage error. A user's mistake is a message, never a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import click

from bridgebook.checking import CheckResult, check_file
from bridgebook.report import check_json, deal_json, format_diagnostic, replay_text, summary

#: The extensions a folder is searched for.
RECORD_SUFFIXES = (".hand",)


def _files(paths: Sequence[Path]) -> Iterator[tuple[Path, str]]:
    for path in paths:
        if path.is_dir():
            for found in sorted(path.rglob("*")):
                if found.suffix in RECORD_SUFFIXES and found.is_file():
                    yield found, str(found)
        else:
            yield path, str(path)


def _print_report(results: Sequence[CheckResult]) -> None:
    for result in results:
        if not result.diagnostics:
            continue
        lines = _source_lines(result.path)
        for d in result.diagnostics:
            click.echo(format_diagnostic(d, lines))


def _source_lines(path: str) -> list[str]:
    try:
        return Path(path).read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return []


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
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

    PATHS are .hand files or folders (searched for .hand files).
    """
    results = [check_file(path, shown) for path, shown in _files(paths)]
    if as_json:
        click.echo(json.dumps(check_json(results), ensure_ascii=False, indent=2))
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
    result = check_file(file)
    if as_json:
        click.echo(json.dumps({"deals": [deal_json(r) for r in result.deals]},
                              ensure_ascii=False, indent=2))
    else:
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


# The publishing commands (build, render, scoresheet) live in their own module.
from bridgebook.publish import COMMANDS as _PUBLISHING  # noqa: E402

for _command in _PUBLISHING:
    main.add_command(_command)


if __name__ == "__main__":  # pragma: no cover
    main()

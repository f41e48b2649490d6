"""The parts the preview adds to a served page, and to no built one: the panel of
the page's problems (code, place, message, the source line, the hint) and the
small script that reloads the page when the server says it changed.

They are inserted just before ``</body>``; the page itself is the one ``build``
writes. Every value is escaped: a problem quoting a lesson's ``<script>`` shows it
as text.

>>> shown = preview_html("<html><body><p>A</p></body></html>", "a.html", [])
>>> at = shown.html.index
>>> at("<p>A</p>") < at("bridgebook-preview") < at("</body>")
True
"""

from __future__ import annotations

import functools
import hashlib
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jinja2

from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.render.env import environment
from bridgebook.report import source_excerpt

#: Where a served page asks whether it changed (server-sent events) and, for a
#: script that polls instead, its version.
EVENTS = "/__bridgebook/events"
VERSION = "/__bridgebook/version"


@dataclass(slots=True)
class Shown:
    """A page as served: its HTML with the preview's parts, and its version."""

    html: str
    version: str
    problems: list[Diagnostic] = field(default_factory=list)


@functools.cache
def _env() -> jinja2.Environment:
    # bridgebook's own templates only: the preview is no part of the book's look,
    # and a broken template of the author's must not hide its own error.
    return environment(None)


def _lines(name: str | None) -> list[str]:
    if not name:
        return []
    try:
        return Path(name).read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        return []


def problem_view(d: Diagnostic) -> dict[str, Any]:
    """What the panel shows of one problem.

    >>> from bridgebook.diagnostics import make
    >>> problem_view(make("R003", "no quiz q1").at(file="a.md"))["place"]
    'a.md:1:1'
    """
    return {"code": d.code, "severity": d.severity.value,
            "place": f"{d.file or '<text>'}:{d.line}:{d.column}",
            "message": d.message, "law": d.law, "hint": d.hint,
            "excerpt": "\n".join(line[4:] for line in source_excerpt(d, _lines(d.file))),
            "folded": [f"{f.code} {f.line}:{f.column} {f.message}" for f in d.folded]}


def preview_html(html: str, name: str, problems: Sequence[Diagnostic]) -> Shown:
    """``html`` with the problems panel and the reload script before ``</body>``."""
    ordered = sorted(problems, key=lambda d: (d.severity is not Severity.ERROR,
                                              d.file or "", d.line, d.column))
    views = [problem_view(d) for d in ordered]
    version = hashlib.sha256(f"{html}\0{views!r}".encode("utf-8", "surrogatepass")
                             ).hexdigest()[:16]
    panel = str(_env().get_template("serve.html").render(
        problems=views, errors=sum(d.severity is Severity.ERROR for d in ordered),
        name=name, events=EVENTS, version=version))
    at = html.rfind("</body>")
    if at < 0:
        at = len(html)
    return Shown(html[:at] + panel + html[at:], version, list(ordered))

"""Text a record or a lesson carries (a title, commentary, a heading) comes out in
the HTML as text: ``<script>`` escaped, ``{{ }}`` left as typed, never run."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from bridgebook.cli import main

RECORD = ('deal 1: <script>alert(1)</script> "q" {{ 7*7 }}\n'
          "Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"
          "> <script>alert(2)</script> it is {{ 7*7 }} and {% raw %}\n")
LESSON = "# Lesson <script>alert(3)</script> {{ 7*7 }}\n\n```hand file=x.hand\n```\n"


def test_hostile_text_comes_out_as_text(tmp_path: Path) -> None:
    lessons = tmp_path / "lessons"
    lessons.mkdir()
    (lessons / "x.hand").write_text(RECORD, encoding="utf-8")
    (lessons / "x.md").write_text(LESSON, encoding="utf-8")
    out = tmp_path / "out"
    result = CliRunner().invoke(main, ["build", str(lessons), "-o", str(out), "--no-pdf",
                                       "--root", str(tmp_path)])
    assert result.exit_code == 0, result.output
    html = (out / "x.html").read_text(encoding="utf-8")
    scripts = re.findall(r"<script[^>]*>(.{0,40})", html, re.DOTALL)
    # The one script is bridgebook's own stepper through the play.
    assert [s.startswith("\n/* bridgebook") for s in scripts] == [True]
    for n in (1, 2, 3):
        assert f"&lt;script&gt;alert({n})&lt;/script&gt;" in html
        assert f"alert({n})</script>" not in html
    assert "{{ 7*7 }}" in html

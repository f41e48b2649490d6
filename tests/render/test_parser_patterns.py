"""The HTML parser's patterns made once a process (bridgebook.render.reading): the
same expressions tinyhtml5 makes, each made once; a page read with them is the same
tree and the same PDF; a tinyhtml5 other than the one known is left as it is."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from bridgebook.render import pdf, reading

PAGE = """<!DOCTYPE html><html lang="en"><head><title>Hold-ups &amp; ducks</title></head>
<body class="print"><!-- the lesson -->
<h1 id="top">The hold-up</h1>
<p>West leads the <span class="spades">♠</span>K; the dealer ducks &mdash; twice
&#8212; and wins the third round.</p>
<table class="play"><thead><tr><th class="num"></th><th>W</th><th>N</th></tr></thead>
<tbody><tr class="trick"><td class="num">1</td><td class='spades led'>K♠</td>
<td class=spades>3♠</td></tr></tbody></table>
<pre>W	N	E	S
1♠	Pass	2♠</pre>
<p title="a &quot;quoted&quot; &lt;title&gt;">&#x2663; A Q J<br/>&hearts; 10 9</p>
</body></html>
"""


def _as_tinyhtml5_makes(characters: Any, opposite: bool) -> str:
    """The expression tinyhtml5's own code makes for ``characters`` (kept by it under
    its own pattern: the dictionary's one value)."""
    from tinyhtml5 import inputstream

    made: dict[Any, Any] = {}
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(inputstream, "characters_until_regex", made)
        stream = inputstream.HTMLInputStream("a b&c<d")
        stream.chars_until(characters, opposite)
    (pattern,) = made.values()
    return str(pattern.pattern)


def _tree(page: str) -> list[tuple[str, Any, str | None, str | None]]:
    import tinyhtml5

    root = tinyhtml5.parse(page)
    return [(str(e.tag), sorted(e.attrib.items()), e.text, e.tail) for e in root.iter()]


def test_the_known_tinyhtml5_keeps_its_patterns() -> None:
    from tinyhtml5 import inputstream

    assert reading.install()
    assert isinstance(inputstream.characters_until_regex, reading.Patterns)


def test_the_same_expressions_each_made_once() -> None:
    from tinyhtml5.constants import space_characters

    patterns = reading.Patterns()
    for characters, opposite in ((("&", "<", "\u0000"), False), (("<", "\u0000"), False),
                                 (space_characters, True), (space_characters, False)):
        made = patterns[(characters, opposite)]
        assert made.pattern == _as_tinyhtml5_makes(characters, opposite)
        assert patterns[(characters, opposite)] is made
    assert len(patterns) == 4


def test_a_page_is_the_same_tree_and_pdf(tmp_path: Path) -> None:
    from tinyhtml5 import inputstream

    assert reading.install()
    kept = _tree(PAGE)
    pdf.write_pdf(PAGE, tmp_path / "kept.pdf", tmp_path)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(inputstream, "characters_until_regex", {})
        assert _tree(PAGE) == kept
        pdf.write_pdf(PAGE, tmp_path / "plain.pdf", tmp_path)
    assert (tmp_path / "kept.pdf").read_bytes() == (tmp_path / "plain.pdf").read_bytes()
    assert ("{http://www.w3.org/1999/xhtml}td", [("class", "spades led")], "K♠", "\n") in kept


def test_another_tinyhtml5_is_left_as_it_is(monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.metadata

    from tinyhtml5 import inputstream

    plain: dict[Any, Any] = {}
    monkeypatch.setattr(inputstream, "characters_until_regex", plain)
    monkeypatch.setattr(reading, "_installed", [])
    monkeypatch.setattr(importlib.metadata, "version", lambda name: "2.2.0")
    assert not reading.install()
    assert inputstream.characters_until_regex is plain

"""PBN commentary prints as its writers mean it: PBN's suit escapes (``\\S \\H \\D
\\C``) as the suits' symbols, a bold or italic tag round plain words as that markup,
and every other tag as text, never as markup."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from bridgebook.cli import main
from bridgebook.render.env import markdown_inline

REAL = Path(__file__).parent.parent / "data" / "real-files"
#: The commentary of BridgeComposer's lesson file (UTF-8, <b> and <i>, \S \H \D).
COMPOSER = REAL / "Rick-Wilson__bridge-wrangler__ABS2-2.pbn"


def _page(source: Path, tmp_path: Path) -> str:
    out = tmp_path / "page.html"
    result = CliRunner().invoke(main, ["render", str(source), "-o", str(out)])
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    # The hand viewer's link carries the commentary percent-encoded, as BBO reads it.
    return re.sub(r'<a href="https://www\.bridgebase\.com/[^"]*"', "<a", page)


def test_bridgecomposer_commentary_prints_its_bold_italic_and_suits(tmp_path: Path) -> None:
    page = _page(COMPOSER, tmp_path)
    # Board 1's commentary: "{<b>Bidding.</b> North, dealer, ... open 1\D." and
    # "(<i>negative double</i>)" and "East leads the \SQ".
    assert ("<strong>Bidding.</strong> North, dealer, holds 13 points and should open "
            "the bidding.") in page
    assert 'North chooses to open 1<span class="diamonds">♦</span>.' in page
    assert "(<em>negative double</em>)" in page
    assert 'East leads the <span class="spades">♠</span>Q, highest touching honor' in page
    assert page.count("<strong>Bidding.</strong>") == 4  # one a board
    assert "&lt;b&gt;" not in page and "&lt;i&gt;" not in page
    assert not re.search(r"\\[SHDC]", page)


def test_other_tags_stay_text() -> None:
    shown = str(markdown_inline('<b onclick="x">A</b> <script>alert(1)</script> '
                                '<u>under</u> <b>open'))
    assert shown == ("&lt;b onclick=&quot;x&quot;&gt;A&lt;/b&gt; "
                     "&lt;script&gt;alert(1)&lt;/script&gt; &lt;u&gt;under&lt;/u&gt; "
                     "&lt;b&gt;open")


def test_a_tag_is_read_only_round_plain_words() -> None:
    # Closed round a Markdown emphasis it crosses, the tag would make markup that
    # does not nest: it stays text. Nested as HTML nests, both are read.
    assert str(markdown_inline("<i>a *b</i> c*")) == "&lt;i&gt;a <em>b&lt;/i&gt; c</em>"
    assert str(markdown_inline("<b><i>both</i></b>")) == "<strong><em>both</em></strong>"
    assert str(markdown_inline("<B>1\\S</B>")) == (
        '<strong>1<span class="spades">♠</span></strong>')


def test_code_is_printed_as_written() -> None:
    assert str(markdown_inline("`<b>\\S</b>`")) == "<code>&lt;b&gt;\\S&lt;/b&gt;</code>"


def test_a_backslash_before_a_word_is_kept() -> None:
    assert str(markdown_inline("\\Stop")) == "\\Stop"

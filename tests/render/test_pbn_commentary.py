"""PBN commentary prints as its writers mean it: PBN's suit escapes (``\\S \\H \\D
\\C``) as the suits' symbols, a bold or italic tag round plain words as that markup,
and every other tag as text, never as markup."""

from __future__ import annotations

import re
from pathlib import Path

from click.testing import CliRunner

from bridgebook.cli import main
from bridgebook.render.env import PbnText, markdown_inline

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
    shown = str(markdown_inline(PbnText('<b onclick="x">A</b> <script>alert(1)</script> '
                                        '<u>under</u> <b>open')))
    assert shown == ("&lt;b onclick=&quot;x&quot;&gt;A&lt;/b&gt; "
                     "&lt;script&gt;alert(1)&lt;/script&gt; &lt;u&gt;under&lt;/u&gt; "
                     "&lt;b&gt;open")


def test_a_tag_is_read_only_round_plain_words() -> None:
    # Closed round a Markdown emphasis it crosses, the tag would make markup that
    # does not nest: it stays text. Nested as HTML nests, both are read.
    assert str(markdown_inline(PbnText("<i>a *b</i> c*"))) == \
        "&lt;i&gt;a <em>b&lt;/i&gt; c</em>"
    assert str(markdown_inline(PbnText("<b><i>both</i></b>"))) == \
        "<strong><em>both</em></strong>"
    assert str(markdown_inline(PbnText("<B>1\\S</B>"))) == (
        '<strong>1<span class="spades">♠</span></strong>')


def test_code_is_printed_as_written() -> None:
    assert str(markdown_inline(PbnText("`<b>\\S</b>`"))) == \
        "<code>&lt;b&gt;\\S&lt;/b&gt;</code>"


def test_a_backslash_before_a_word_is_kept() -> None:
    assert str(markdown_inline(PbnText("\\Stop"))) == "\\Stop"


# -- PBN's marks are PBN's: read in commentary from a PBN file, nowhere else ----------

HAND = ("deal 1\nlaws: laws-1905\n"
        "Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
        "A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\n"
        "Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q\n"
        "B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n"
        "> A .hand note: \\SQ and <b>not bold</b>\n")


def test_a_lessons_backslashes_are_markdowns_not_pbns(tmp_path: Path) -> None:
    # Markdown prints "\\S" as "\S" and a backslash before a letter as written; no
    # suit is read from either (the shorthand is !S).
    lesson = tmp_path / "a.md"
    lesson.write_text("# Paths\n\nWrite \\\\S in a path: C:\\SAVES and \\H.\n",
                      encoding="utf-8")
    out = tmp_path / "a.html"
    result = CliRunner().invoke(main, ["render", str(lesson), "-o", str(out)])
    assert result.exit_code == 0, result.output
    page = out.read_text(encoding="utf-8")
    assert "Write \\S in a path: C:\\SAVES and \\H." in page
    assert "♠" not in page.split("<body", 1)[1].split("<script", 1)[0]


def test_a_hand_records_note_keeps_backslashes_and_tags_as_text(tmp_path: Path) -> None:
    record = tmp_path / "a.hand"
    record.write_text(HAND, encoding="utf-8")
    out = tmp_path / "a.html"
    result = CliRunner().invoke(main, ["render", str(record), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert "A .hand note: \\SQ and &lt;b&gt;not bold&lt;/b&gt;" in out.read_text(
        encoding="utf-8")
    assert str(markdown_inline("<b>x</b> \\SQ")) == "&lt;b&gt;x&lt;/b&gt; \\SQ"


def test_a_pbn_notes_escaped_backslash_is_a_backslash() -> None:
    assert str(markdown_inline(PbnText("\\\\S and \\SQ"))) == (
        '\\S and <span class="spades">♠</span>Q')


def test_a_tag_in_an_images_or_links_title_is_no_markup() -> None:
    # The tag would open in the attribute and close in the text after it.
    assert str(markdown_inline(PbnText('![a](s "<b>") x</b>'))) == (
        '<img src="s" alt="a" title="&lt;b&gt;" /> x&lt;/b&gt;')
    assert str(markdown_inline(PbnText('[x](http://e "<i>t</i>")'))) == (
        '<a href="http://e" title="&lt;i&gt;t&lt;/i&gt;">x</a>')


def test_a_fenced_block_with_a_language_is_printed_as_written() -> None:
    assert str(markdown_inline(PbnText("```py\n<b>x</b> \\S\n```"))) == (
        '<pre><code class="language-py">&lt;b&gt;x&lt;/b&gt; \\S\n</code></pre>')


def test_tags_typed_as_entities_are_text() -> None:
    assert str(markdown_inline(PbnText("&lt;b&gt;hi&lt;/b&gt;"))) == (
        "&lt;b&gt;hi&lt;/b&gt;")


def test_a_script_and_a_tag_with_attributes_stay_text() -> None:
    assert str(markdown_inline(PbnText('<script>alert(1)</script> <b onclick="x">y</b>'))) \
        == ("&lt;script&gt;alert(1)&lt;/script&gt; "
            "&lt;b onclick=&quot;x&quot;&gt;y&lt;/b&gt;")
    # A line of HTML alone is no block of HTML either.
    assert str(markdown_inline(PbnText("<script>\nalert(1)\n</script>"))) == (
        "&lt;script&gt;\nalert(1)\n&lt;/script&gt;")

"""PBN commentary turned into the book notation's Markdown prints as it did: the
same words, bold and italic; or, where Markdown cannot place a mark, the words
without it and the mark said lost (P017)."""

from __future__ import annotations

import os
import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgebook.interop.commentary import book_commentary
from bridgebook.render.env import PbnText, markdown_inline

PIECES = ["<b>", "</b>", "<i>", "</i>", "<strong>", "</strong>", "<em>", "</em>", "\\S",
          "\\H", "\\\\", "*", "**", "_", "__", "a", "b", "x", "(", ")", ",", " ", "K", ":",
          "`", "\n", "!"]


def _printed(html: str) -> str:
    """What a reader sees: bold or italic round nothing is nothing, a space at its
    edge is the space beside it, many spaces one."""
    while True:
        moved = re.sub(r"<(strong|em)></\1>", "", html)
        moved = re.sub(r"(<(?:strong|em)>)(\s+)", r"\2\1", moved)
        moved = re.sub(r"(\s+)(</(?:strong|em)>)", r"\2\1", moved)
        if moved == html:
            return re.sub(r"\s+", " ", html)
        html = moved


def test_a_closing_mark_beside_an_opening_one_is_said_not_printed_as_asterisks() -> None:
    # '**Lead:***top ...' prints '**Lead:**' with its asterisks: the bold is left
    # out, its word kept, and said. '*♠*AK' would print its asterisks too (a '*'
    # after a sign and before a letter closes nothing): the suit is written '!S'.
    assert book_commentary("<b>Lead:</b><i>top of a sequence</i>, the <i>\\S</i>AK") == (
        "Lead:*top of a sequence*, the *!S*AK", ["<b>"])
    # '*a**b*' is one italic with '**' in it: the first italic is left out
    assert book_commentary("<i>a</i><i>b</i>") == ("a*b*", ["<i>"])


def test_a_mark_markdown_can_place_is_kept_beside_the_one_it_cannot() -> None:
    assert book_commentary("a<b>(x)</b>b and <i>more</i>") == (
        "a(x)b and *more*", ["<b>"])


@settings(max_examples=int(os.environ.get("BRIDGEBOOK_EXAMPLES", "40")) * 10,
          deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=14))
def test_the_converted_note_prints_as_the_pbn_note_or_a_mark_is_said_lost(
        pieces: list[str]) -> None:
    text = "".join(pieces)
    book, lost = book_commentary(text)
    if not lost:
        assert _printed(markdown_inline(book)) == _printed(markdown_inline(PbnText(text))), (
            text, book)


def test_backticks_in_two_paragraphs_are_no_code_span() -> None:
    # A code span lies within a paragraph: the two backticks either side of a blank
    # line pair with nothing, so the '\\S' between them is a spade, in PBN's note and
    # in the notation's Markdown alike.
    assert book_commentary("`\n\n\\S`") == ("`\n\n♠`", [])
    # within one paragraph they are a code span, and '\\S' in it stays as typed
    assert book_commentary("`\n\\S`") == ("`\n\\S`", [])


def test_a_tag_the_printer_reads_as_text_stays_text() -> None:
    # '<b>' would cross Markdown's own italic: bridgebook prints it as text, and so
    # does the Markdown written (the conversion follows the printer's reading).
    assert book_commentary("*a <b>b* c</b>") == ("*a <b>b* c</b>", [])

"""WeasyPrint's default sheet without the rules for pseudo-elements of every element
(bridgebook.render.defaults): a chapter with lists and played deals is the same PDF,
byte for byte and as pictures, as WeasyPrint makes it with its own sheet; a page
whose sheets may show a list item other than ``<li>``, or a footnote or note, or that
has a style attribute, keeps WeasyPrint's sheet (and the narrowed one would change
it); a WeasyPrint other than the one known is left as it is."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from bridgebook.render import defaults, pdf

from .conftest import chapter_page, pictures

LESSON = """# The hold-up

Before he plays to the first trick the dealer counts:

1. his sure winners;
2. the tricks he must lose;
   - in spades, two;
   - in hearts, one.
3. the entries to the dummy.

Then he plans:

- a hold-up in the suit led,
- the long suit set up while he still holds a stopper.

```hand file=../hands/deals/03-holding-up.hand
```

```hand file=../hands/deals/04-ruff-in-the-dummy.hand
```
"""


@pytest.fixture(scope="module")
def chapter(tmp_path_factory: pytest.TempPathFactory) -> str:
    """The print page of a chapter with lists and two played deals, as the build
    hands it to WeasyPrint."""
    page = chapter_page(tmp_path_factory.mktemp("book"), LESSON)
    assert page.count("<li>") == 7 and "<ol>" in page
    return page


def _with_weasyprints_sheet(patch: pytest.MonkeyPatch) -> None:
    import weasyprint

    patch.setattr(defaults, "html_class", lambda page, sheets: weasyprint.HTML)


def _with_the_narrowed_sheet(patch: pytest.MonkeyPatch) -> None:
    patch.setattr(defaults, "html_class", lambda page, sheets: defaults._narrowed_html())



def _text(pdf_file: Path) -> str:
    return subprocess.run(["pdftotext", "-layout", str(pdf_file), "-"], check=True,
                          capture_output=True, text=True).stdout


def test_the_six_rules_are_found_in_the_known_weasyprints_sheet() -> None:
    from weasyprint import html

    sheet = defaults.narrowed_sheet()
    assert sheet is not None
    for rule in defaults.EVERY_ELEMENT:
        assert html.UA.count(rule) == 1
    # The rules left for pseudo-elements are keyed by their element's name.
    matcher = sheet.matcher
    everywhere = [s for s in matcher.other_selectors if s[3] is not None]
    assert everywhere == []
    assert len(html.UA_STYLESHEET.matcher.other_selectors) - len(matcher.other_selectors) == 6


def test_a_chapter_with_lists_is_the_same_pdf(chapter: str, tmp_path: Path) -> None:
    page, sheets = pdf.split_styles(chapter)
    assert defaults.html_class(page, sheets) is defaults._narrowed_html()
    narrowed, whole = tmp_path / "narrowed.pdf", tmp_path / "whole.pdf"
    pdf.write_pdf(chapter, narrowed, tmp_path)
    with pytest.MonkeyPatch.context() as patch:
        _with_weasyprints_sheet(patch)
        pdf.write_pdf(chapter, whole, tmp_path)
    assert narrowed.read_bytes() == whole.read_bytes()
    first, second = pictures(narrowed, tmp_path / "a"), pictures(whole, tmp_path / "b")
    assert len(first) >= 2 and first == second
    text = _text(narrowed)
    assert "1. his sure winners;" in text and "• a hold-up in the suit led," in text


#: Pages that show a list item, a footnote or a note the narrowed sheet has no
#: rule for, each with what WeasyPrint draws for it and the narrowed sheet would not.
NEEDING_ALL = {
    "a paragraph shown as a list item": (
        "<style>p.item { display: list-item; list-style: lower-alpha inside;"
        " text-transform: uppercase }</style><p class=item>Duck the first round.</p>"),
    "a list item's display passed on": (
        "<style>li span { display: inherit; list-style: lower-alpha inside;"
        " text-transform: uppercase }</style><ol><li><span>Duck</span></li></ol>"),
    "a footnote": (
        "<style>.fn { float: footnote }</style>"
        "<p>The hold-up<span class=fn>Twice, with two stoppers.</span> wins.</p>"),
    "a style attribute": (
        "<style>p { margin: 0 }</style>"
        '<p style="display: list-item; list-style: lower-alpha inside;'
        ' text-transform: uppercase">Duck.</p>'),
}


@pytest.mark.parametrize("name", NEEDING_ALL)
def test_a_page_that_needs_the_whole_sheet_keeps_it(name: str, tmp_path: Path) -> None:
    import weasyprint

    html = NEEDING_ALL[name]
    page, sheets = pdf.split_styles(html)
    assert sheets and defaults.html_class(page, sheets) is weasyprint.HTML
    pdf.write_pdf(html, tmp_path / "kept.pdf", tmp_path)
    with pytest.MonkeyPatch.context() as patch:
        _with_weasyprints_sheet(patch)
        pdf.write_pdf(html, tmp_path / "whole.pdf", tmp_path)
    assert (tmp_path / "kept.pdf").read_bytes() == (tmp_path / "whole.pdf").read_bytes()
    kept = pictures(tmp_path / "kept.pdf", tmp_path / "a")
    with pytest.MonkeyPatch.context() as patch:
        _with_the_narrowed_sheet(patch)
        if name == "a footnote":  # WeasyPrint finds no style for the footnote's marks
            with pytest.raises(TypeError):
                pdf.write_pdf(html, tmp_path / "narrowed.pdf", tmp_path)
            return
        pdf.write_pdf(html, tmp_path / "narrowed.pdf", tmp_path)
    # The default sheet's marker is not transformed; without its rule, it would be.
    assert re.search(r"\b[ab]\. DUCK", _text(tmp_path / "kept.pdf"))
    assert re.search(r"\b[AB]\. DUCK", _text(tmp_path / "narrowed.pdf"))
    assert kept != pictures(tmp_path / "narrowed.pdf", tmp_path / "b")


def test_a_page_with_sheets_not_read_here_keeps_the_whole_sheet(tmp_path: Path) -> None:
    import weasyprint

    (tmp_path / "a.css").write_text("p { color: red }")
    for html in ('<link rel="stylesheet" href="a.css"><p>x</p>',
                 '<style media="print">p { color: red }</style><p>x</p>',
                 "<p>no sheet</p>"):
        page, sheets = pdf.split_styles(html)
        assert defaults.html_class(page, sheets) is weasyprint.HTML


def test_another_weasyprint_keeps_its_own_sheet(monkeypatch: pytest.MonkeyPatch) -> None:
    import weasyprint

    monkeypatch.setattr(weasyprint, "__version__", "71.0")
    defaults.narrowed_sheet.cache_clear()
    try:
        assert defaults.narrowed_sheet() is None
        assert defaults.html_class("<ul><li>x</li></ul>", ["li {}"]) is weasyprint.HTML
    finally:
        defaults.narrowed_sheet.cache_clear()

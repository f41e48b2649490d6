"""Every text field of every format comes out as text, in a real browser and in the PDF.

A book is built from a lesson that shows a deal in the book notation (written in the
lesson), one from a PBN file and one from a LIN file, each text field carrying
``<script>``, an ``<img onerror>``, quotes and Jinja2's ``{{ 7*7 }}`` and
``{% raw %}``. Headless Chromium opens the page: no script of the record runs, no
dialog opens, nothing is fetched, and every field reads as typed. pdftotext reads the
PDF back: the same words, and no ``49``.

Fields written between braces (a card's note in the book notation, PBN commentary)
end at the first ``}``, so they carry the markup and the quotes but not ``{{ }}``.
Fields a lesson does not show (PBN Event, Site, Source, players, Annotator,
auction notes and commentary on a call; LIN players and alerts) appear only
percent-encoded in the hand viewer link, and are checked to be nowhere else in the
page.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Dialog
from pypdf import PdfReader

from .conftest import build_in

SCRIPT = "<script>window.__bad=1</script>"
IMAGE = '<img src=x onerror="window.__bad=1">'
QUOTES = "\"'"
JINJA = "{{ 7*7 }} {% raw %}"
#: What a field carries, and what one written between braces can carry.
HOSTILE = f"{SCRIPT} {IMAGE} {QUOTES} {JINJA}"
BRACED = f"{SCRIPT} {IMAGE} {QUOTES}"

HAND = f"""deal 1: hand-title {HOSTILE}
title: hand-title {HOSTILE}
source: hand-source {HOSTILE}
laws: portland-1904
dealer: Z
Z: S—A, 7, 5; H—8, 6, 4, 3; D—Q, 3; C—K, Q, J, 9
A: S—K, Q, J, 9, 2; H—J, 10, 9; D—7, 5; C—8, 7, 6
Y: S—4, 3; H—A, Q, 2; D—K, J, 10, 8, 4; C—A, 10, 2
B: S—10, 8, 6; H—K, 7, 5; D—A, 9, 6, 2; C—5, 4, 3
> hand-note {HOSTILE}
make: Z passes the make; Y declares no trump
play:
1. A: K♠{{hand-card {BRACED}}} 3♠ 6♠ 5♠
> hand-trick {HOSTILE}
2. A: Q♠ 4♠ 8♠ 7♠
"""


def _tag(name: str, value: str) -> str:
    return '[{} "{}"]'.format(name, value.replace('"', '\\"'))


PBN = "\n".join([
    "% PBN 2.1",
    _tag("Event", f"pbn-event {HOSTILE}"),
    _tag("Site", f"pbn-site {HOSTILE}"),
    _tag("Date", "1995.06.10"),
    _tag("Board", "1"),
    _tag("Title", f"pbn-title {HOSTILE}"),
    _tag("Source", f"pbn-source {HOSTILE}"),
    _tag("West", f"pbn-west {HOSTILE}"),
    _tag("North", f"pbn-north {HOSTILE}"),
    _tag("East", "Kalish"),
    _tag("South", "Leufkens"),
    _tag("Annotator", f"pbn-annotator {HOSTILE}"),
    _tag("Dealer", "N"),
    _tag("Vulnerable", "None"),
    _tag("Deal", "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"),
    _tag("Scoring", "IMP"),
    _tag("Declarer", "S"),
    _tag("Contract", "5HX"),
    _tag("Result", "9"),
    f"{{pbn-comment {BRACED}}}",
    _tag("Auction", "N"),
    "1D 1S 3H =1= 4S",
    f"4NT {{pbn-call-comment {BRACED}}} X Pass Pass",
    "5C X 5H X",
    "Pass Pass Pass",
    _tag("Note", f"1:pbn-auction-note {HOSTILE}"),
    _tag("Play", "W"),
    f"SK {{pbn-card-comment {BRACED}}} H3 S4 S3",
    "C5 C2 C6 CK", "S2 H6 S5 S7", "C8 CA CT C4", "D2 DA DT D3", "D4 DK H5 H7", "- - - H2",
    "*", ""])

LIN = (f"pn|lin-south {HOSTILE},lin-west,lin-north,lin-east|st||"
       "md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,SA8654HKQ5DTCQJT6|rh||"
       f"ah|Board 1|sv|o|nt|lin-comment {HOSTILE}|mb|1D|mb|1S|mb|3H!|"
       f"an|lin-alert {HOSTILE}|mb|4S|mb|4N|mb|d|mb|p|mb|p|mb|5C|mb|d|mb|5H|mb|d|mb|p|"
       "mb|p|mb|p|pg||pc|SK|pc|H3|pc|S4|pc|S3|pg||pc|C2|pc|C6|pc|CK|pc|C5|pg||mc|9|\n")

LESSON = (f"# lesson-heading {HOSTILE}\n\nlesson-text {HOSTILE}\n\n"
          f"```hand\n{HAND}```\n\n```hand file=x.pbn deal=1\n```\n\n"
          "```hand file=x.lin deal=1\n```\n")

#: Every field a lesson shows, as it must read.
SHOWN = [f"lesson-heading {HOSTILE}", f"lesson-text {HOSTILE}",
         f"hand-title {HOSTILE}", f"hand-source {HOSTILE}", f"hand-note {HOSTILE}",
         f"hand-card {BRACED}", f"hand-trick {HOSTILE}",
         f"pbn-title {HOSTILE}", f"pbn-comment {BRACED}", f"pbn-card-comment {BRACED}",
         f"lin-comment {HOSTILE}",
         # A PBN deal keeps its event, site, source and players; a LIN deal its players.
         f"pbn-event {HOSTILE}", f"pbn-site {HOSTILE}", f"pbn-source {HOSTILE}",
         f"pbn-west {HOSTILE}", f"pbn-north {HOSTILE}", f"lin-south {HOSTILE}",
         # The calls' explanations, as numbered notes under the auction.
         f"pbn-auction-note {HOSTILE}", f"pbn-call-comment {BRACED}",
         f"lin-alert {HOSTILE}"]
#: Fields kept by the readers that no lesson shows.
NOT_SHOWN = ["pbn-annotator"]


def _words(text: str) -> str:
    """Text with every run of white space one space (a PDF's lines are broken)."""
    return " ".join(text.split())


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("hostile")
    lessons = root / "lessons"
    lessons.mkdir()
    (lessons / "book.toml").write_text(
        'title = "book-title {}"\n'.format(HOSTILE.replace('"', '\\"')), encoding="utf-8")
    (lessons / "x.pbn").write_text(PBN, encoding="utf-8")
    (lessons / "x.lin").write_text(LIN, encoding="utf-8")
    (lessons / "a.md").write_text(LESSON, encoding="utf-8")
    result = build_in(root, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    return root / "out"


@pytest.mark.parametrize("name", ["a.html", "index.html"])
def test_no_script_of_a_record_runs_in_the_browser(book: Path, browser: Browser,
                                                   name: str) -> None:
    url = (book / name).as_uri()
    page = browser.new_context().new_page()
    dialogs: list[str] = []
    asked: list[str] = []

    def dialog(opened: Dialog) -> None:
        dialogs.append(opened.message)
        opened.dismiss()

    page.on("dialog", dialog)
    page.on("request", lambda request: asked.append(request.url))
    page.goto(url)
    page.wait_for_load_state("load")
    assert page.evaluate("typeof window.__bad") == "undefined"
    assert dialogs == []
    # An <img src=x> that became an element would fetch x.
    assert asked == [url]
    assert page.locator("img").count() == 0
    # Each play stepped to its end: the commentary on its tricks and cards shown.
    for deal in page.locator("figure.deal[data-play]").all():
        deal.locator("button[data-step=last]").click()
    text = _words(page.locator("body").inner_text())
    assert f"book-title {HOSTILE}" in text
    if name == "a.html":
        for field in SHOWN:
            assert field in text, field
        for field in NOT_SHOWN:
            assert field not in text, field
    assert "49" not in text


def test_the_pdf_has_the_text_as_typed(book: Path) -> None:
    # A long line may break inside a word ("</" "script>"): compared without spaces.
    text = "".join(subprocess.run(["pdftotext", str(book / "book.pdf"), "-"], check=True,
                                  capture_output=True, text=True).stdout.split())
    for field in [f"book-title {HOSTILE}", *SHOWN]:
        assert "".join(field.split()) in text, field
    for field in NOT_SHOWN:
        assert field not in text, field
    assert "49" not in text
    # The outline names the book and the lesson as they are typed.
    outline = PdfReader(book / "book.pdf").outline
    assert {entry.title for entry in outline if not isinstance(entry, list)} == {
        f"book-title {HOSTILE}", f"lesson-heading {HOSTILE}"}

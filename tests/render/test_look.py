"""The look of a bridge book, read back: the PDF's words and pages (pdftotext,
pdftoppm), the step-through in a browser, and the suits in colour in every text."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image
from playwright.sync_api import Browser
from pypdf import PdfReader

from bridgebook.build import read_lesson
from bridgebook.render.env import markdown_inline, suits

from .conftest import build_in

TOP = Path(__file__).resolve().parents[2]

LESSON = """# Discards and ducks

Lead the !SK, then the ♥A; in `!D` code it stays as typed.

```hand file=../hands/deals/05-discard-before-trumps.hand
```

```hand file=../hands/pbn/pbn-spec-example.pbn deal=1
```

## Ducking

```hand file=../hands/deals/06-duck-for-the-suit.hand
```
"""


@pytest.fixture(scope="module")
def book(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A two-lesson book, built once (site and PDF)."""
    root = tmp_path_factory.mktemp("look")
    shutil.copytree(TOP / "hands", root / "hands")
    (root / "lessons").mkdir()
    (root / "lessons" / "01-discards.md").write_text(LESSON, encoding="utf-8")
    (root / "lessons" / "02-hold-up.md").write_text(
        "# The hold-up\n\n```hand file=../hands/deals/03-holding-up.hand\n```\n",
        encoding="utf-8")
    result = build_in(root, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    return root / "out"


def _pages(pdf: Path) -> list[str]:
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout
    return text.split("\f")


def test_dealer_vulnerability_and_board_in_the_diagrams_corner(book: Path) -> None:
    text = "\n".join(_pages(book / "book.pdf"))
    # Deal 05: South deals, nobody vulnerable; the corner comes before North's hand.
    corner = re.search(r"Dealer South\s+N\s*\n.*?\n\s*Vul: None", text, re.S)
    assert corner is not None, text[:3000]
    # The PBN board: its number, dealer North; the players by their seats.
    assert re.search(r"Board 1\s+N Westra\s*\n\s*Dealer North\s.*\n\s*Vul: None", text), text
    for name in ("W Podgor", "E Kalish", "S Leufkens"):
        assert name in text
    # Its event is its title; the site and date under it, the date in words.
    assert "International Amsterdam Airport Schiphol Bridgetournament" in text
    assert "Amsterdam, The Netherlands NLD, 10 June 1995" in text
    # No sentence under the diagram says it again.
    assert "Vulnerable:" not in text and "Dealer S." not in text


def test_claims_and_results_in_the_pdf(book: Path) -> None:
    words = " ".join("\n".join(_pages(book / "book.pdf")).split())
    # Deal 05: eight tricks played, then South claims the rest: 4♠ made, ten tricks.
    assert "South claims the rest" in words
    assert "4♠ by South, made: 10 tricks (after trick 8, South claims the rest)." in words
    # The PBN board: six tricks played, [Result "9"]: South claims three of seven.
    assert "South claims three of the last seven tricks" in words
    assert "5♥ doubled by South, two down: 9 tricks" in words
    # Deal 06: nine tricks played, South claims two of the last four: 3NT + 1.
    assert "3NT by South, made with an overtrick: 10 tricks (after trick 9, South claims " \
        "two of the last four tricks)." in words


def test_one_bookmark_a_lesson(book: Path) -> None:
    outline = PdfReader(book / "book.pdf").outline
    titles = [entry.title for entry in outline if not isinstance(entry, list)]
    # The cover's title, then each lesson once (its h2 "Ducking" is no bookmark).
    assert titles == ["Bridge lessons", "Discards and ducks", "The hold-up"]


def test_the_diagram_is_centred_on_the_page(book: Path, tmp_path: Path) -> None:
    """The compass box is drawn, and the diagram's ink is centred across the page:
    the hold-up deal (lesson two's first page), measured at 60 dpi."""
    pages = _pages(book / "book.pdf")
    page = next(i for i, p in enumerate(pages, start=1) if "The hold-up" in p
                and "Dealer Z" in p)
    subprocess.run(["pdftoppm", "-r", "60", "-png", "-f", str(page), "-l", str(page),
                    str(book / "book.pdf"), str(tmp_path / "p")], check=True)
    image = Image.open(next(tmp_path.glob("p*.png"))).convert("L")
    width, height = image.size
    # The band of the diagram: below the heading, above the play (the top 45%).
    band = image.crop((0, int(height * 0.12), width, int(height * 0.45)))
    def ink(x: int, y: int) -> bool:
        value = band.getpixel((x, y))
        return isinstance(value, int) and value < 128

    dark = [x for x in range(width) if any(ink(x, y) for y in range(band.size[1]))]
    left, right = min(dark), max(dark)
    middle = (left + right) / 2
    assert abs(middle - width / 2) < width * 0.06, (left, right, width)


def test_suits_in_colour_in_prose_auctions_and_questions(book: Path) -> None:
    page = (book / "01-discards.html").read_text(encoding="utf-8")
    # Prose: the shorthand !S read, a typed ♥ coloured, code left alone.
    assert ('Lead the <span class="spades">♠</span>K, then the '
            '<span class="hearts">♥</span>A; in <code>!D</code> code it stays as typed.') in page
    # The PBN auction: N opens 1♦ (red), E 1♠.
    auction = re.search(r'<table class="auction">.*?</table>', page.split("Westra")[1], re.S)
    assert auction is not None
    assert '<td>1<span class="diamonds">♦</span></td>' in auction.group(0)
    # 3♥ has the PBN's note 1 ("non-forcing 6-9 points, 6-card"): its number by it.
    assert '<td>3<span class="hearts">♥</span><sup>1</sup></td>' in auction.group(0)
    assert str(suits("What after 1!H?")) == 'What after 1<span class="hearts">♥</span>?'
    assert str(markdown_inline("the !C2 *and* !Dish")) == \
        'the <span class="clubs">♣</span>2 <em>and</em> !Dish'


def test_the_winners_underline_leaves_the_lead_mark_out(book: Path) -> None:
    page = (book / "02-hold-up.html").read_text(encoding="utf-8")
    # Trick 1: A leads the king of spades and wins: the mark outside the card's span.
    cell = re.search(r'<td class="spades won led"[^>]*>(.*?)</td>', page)
    assert cell is not None
    assert cell.group(1) == '<span class="lead-mark">›</span><span class="card">K♠</span>'


def test_the_step_through_shows_one_card_at_a_time(book: Path, browser: Browser) -> None:
    page = browser.new_page()
    page.goto((book / "01-discards.html").as_uri())
    deal = page.locator("figure.deal[data-play]").first
    cells = deal.locator("table.play tr.trick").first.locator("td[data-card]")
    # Not started: no card is played yet, so none is in the play table.
    assert [cells.nth(i).is_visible() for i in range(4)] == [False] * 4
    nxt = deal.locator("button[data-step=next]")
    nxt.click()
    # W leads K♥: the other three cards of the trick are not shown before their turn.
    assert [cells.nth(i).is_visible() for i in range(4)] == [True, False, False, False]
    # The trick is not complete: its winner (South's A♥) is not yet marked.
    assert "pending" in str(deal.locator("tr.trick").first.get_attribute("class"))
    nxt.click()
    nxt.click()
    assert [cells.nth(i).is_visible() for i in range(4)] == [True, True, True, False]
    nxt.click()
    assert [cells.nth(i).is_visible() for i in range(4)] == [True] * 4
    # The claim is not said before the last card; after it, it is.
    claim = deal.locator(".step-claim")
    assert not claim.is_visible()
    assert not deal.locator("tr.claim td").nth(1).is_visible()
    deal.locator("button[data-step=last]").click()
    assert claim.is_visible() and claim.inner_text() == "South claims the rest"
    assert deal.locator("tr.claim td").nth(1).is_visible()
    # On paper (the browser's print), no buttons.
    page.emulate_media(media="print")
    assert not deal.locator(".stepper").is_visible()
    page.context.close()


def test_high_card_points_in_the_compass_box(project: Path) -> None:
    lesson = project / "lessons" / "points.md"
    lesson.write_text("```hand file=../hands/deals/03-holding-up.hand points\n```\n",
                      encoding="utf-8")
    body = read_lesson(lesson, project).lesson.body
    box = re.search(r'<table class="box">.*?</table>', body, re.S)
    assert box is not None
    # Counted by hand (A 4, K 3, Q 2, J 1): Y ♥A Q ♦K J ♣A = 14; A ♠K Q J ♥J = 7;
    # B ♥K ♦A = 7; Z ♠A ♦Q ♣K Q J = 12 (40 in all).
    marks = re.findall(r'<td class="(\w)">(\w)<span class="points">(\d+)</span>',
                       box.group(0))
    assert marks == [("n", "Y", "14"), ("w", "A", "7"), ("e", "B", "7"), ("s", "Z", "12")]


def test_a_quiz_question_names_its_suits_in_colour(project: Path) -> None:
    lesson = project / "lessons" / "question.md"
    lesson.write_text("```hand file=../hands/deals/03-holding-up.hand show=Z "
                      "quiz=\"A leads the !SK. Hold up the ♠A?\"\n```\n", encoding="utf-8")
    body = read_lesson(lesson, project).lesson.body
    assert ('<p class="question">A leads the <span class="spades">♠</span>K. Hold up the '
            '<span class="spades">♠</span>A?</p>') in body


def test_two_figure_points_stay_beside_the_seats_letter(project: Path,
                                                         browser: Browser) -> None:
    # 03-holding-up: Y 14, A 7, B 7, Z 12 (counted in the test above); a two-figure
    # count was wrapped under the letter in the narrow compass box ("Y 1" over "4")
    # on a phone.
    (project / "lessons" / "points.md").write_text(
        "# Points\n\n```hand file=../hands/deals/03-holding-up.hand points\n```\n",
        encoding="utf-8")
    result = build_in(project, "lessons", "-o", "out", "--no-pdf")
    assert result.exit_code == 0, result.output
    page = browser.new_page(viewport={"width": 360, "height": 900})
    page.goto((project / "out" / "points.html").as_uri())
    places = page.evaluate("""() => [...document.querySelectorAll('table.box td')]
        .filter(td => td.querySelector('.points')).map(td => {
            const range = document.createRange();
            range.selectNodeContents(td.firstChild);
            const letter = range.getBoundingClientRect();
            const points = td.querySelector('.points');
            return [td.firstChild.textContent, points.textContent,
                    points.getClientRects().length,
                    Math.abs(points.getBoundingClientRect().top - letter.top) < 3];
        })""")
    assert places == [["Y", "14", 1, True], ["A", "7", 1, True], ["B", "7", 1, True],
                      ["Z", "12", 1, True]]
    page.close()

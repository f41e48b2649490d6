"""The step-through keeps the ending of the play for the end: no card, claim, result,
score or closing commentary before the last card is down, and the commentary of a
trick not yet over takes no room in the play table."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from playwright.sync_api import Browser, Locator, Page

from .conftest import build_in

#: The hold-up at no trump: seven tricks played (28 cards), then South claims four of
#: the last six; commentary on a card and under tricks 1, 2 and 4, and after the result;
#: the small diagram after trick 2.
HOLD_UP = """# The hold-up

```hand after=2
deal 1: Holding up the ace of spades
laws: contract-rubber
dealer: S
            North
            ♠ 6 5 4
            ♥ A 7 3
            ♦ K Q J 10
            ♣ 8 6 2
West                    East
♠ Q J 10 9 7            ♠ K 8
♥ 10 9 6                ♥ J 8 5 2
♦ 6 5                   ♦ A 4 3 2
♣ Q 10 5                ♣ J 9 4
            South
            ♠ A 3 2
            ♥ K Q 4
            ♦ 9 8 7
            ♣ A K 7 3
auction: 1NT pass 3NT pass pass pass
> South has eight tricks on top once the diamonds are set up.
play:
1. W: SQ S4 S8 S3{the hold-up: South lets the queen win}
> West's queen wins. South ducks.
2. W: SJ S5 SK SA
> East's king falls under the ace.
3. S: D9 D5 D10 D2
4. N: DK DA D7 D6
> East wins the ace of diamonds, but cannot reach West's long spades.
5. E: HJ HK H6 H3
6. S: D8 C5 DQ D3
7. N: DJ D4 S2 H9
claim: S 4
result: =
> Had South won the first trick, the defence would take four spades and a diamond.
```
"""

#: The hand viewer's link: it carries the whole play (LIN's 28 cards and the claim).
VIEWER = "Open this deal in the BBO hand viewer (the whole play)"
RESULT = "3NT by South, made: 9 tricks (after trick 7, South claims four of the last six tricks)."
AFTER = "Had South won the first trick, the defence would take four spades and a diamond."


@pytest.fixture(scope="module")
def page_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("hold-up")
    (root / "lessons").mkdir()
    (root / "lessons" / "01-hold-up.md").write_text(HOLD_UP, encoding="utf-8")
    result = build_in(root, "lessons", "-o", "out", "--no-pdf")
    assert result.exit_code == 0, result.output
    return root / "out" / "01-hold-up.html"


def _open(browser: Browser, page_file: Path, script: bool = True) -> tuple[Page, Locator]:
    context = browser.new_context(viewport={"width": 900, "height": 900},
                                  java_script_enabled=script)
    page = context.new_page()
    page.goto(page_file.as_uri())
    page.wait_for_load_state("load")
    return page, page.locator("figure.deal[data-play]").first


def _seen(deal: Locator, text: str) -> bool:
    """Whether ``text`` is on the screen in the deal (in an element shown)."""
    return bool(deal.get_by_text(text, exact=True).is_visible())


def _cards_seen(deal: Locator) -> int:
    cells = deal.locator("table.play td[data-card]")
    return sum(cells.nth(i).is_visible() for i in range(cells.count()))


def test_nothing_of_the_ending_before_the_last_card(page_file: Path,
                                                    browser: Browser) -> None:
    page, deal = _open(browser, page_file)
    count = deal.locator(".step-count")
    result = deal.locator("p.result")
    after = deal.locator(".deal-note", has_text="Had South won")
    viewer = deal.locator("p.handviewer")
    assert count.inner_text() == "0 / 28"
    # Not started: no card is played, so none is in the play table; what the play
    # came to (claim, result, score, the last word) is not said.
    assert _cards_seen(deal) == 0
    assert not result.is_visible() and not after.is_visible()
    assert not deal.locator("table.hand-score").is_visible()
    assert not deal.locator("tr.claim").is_visible()
    assert not deal.locator(".step-claim").is_visible()
    assert not viewer.is_visible()  # its address holds every card to come
    assert deal.locator("tr.trick-note:visible").count() == 0
    # The commentary before the play is read before it.
    assert _seen(deal, "South has eight tricks on top once the diamonds are set up.")
    nxt = deal.locator("button[data-step=next]")
    for _ in range(27):
        nxt.click()
    assert count.inner_text() == "27 / 28" and _cards_seen(deal) == 27
    assert not result.is_visible() and not after.is_visible() and not viewer.is_visible()
    assert not deal.locator("tr.claim").is_visible()
    nxt.click()
    # The last card: the claim, the result in words, the score and the last word.
    assert count.inner_text() == "28 / 28" and _cards_seen(deal) == 28
    assert result.is_visible() and result.inner_text() == RESULT
    assert after.is_visible() and after.inner_text() == AFTER
    assert deal.locator("table.hand-score").is_visible()
    assert deal.locator("tr.claim").inner_text().strip() == \
        "South claims four of the last six tricks"
    assert deal.locator(".step-claim").inner_text() == "South claims four of the last six tricks"
    # The hand viewer's link, which carries the whole play, comes with the ending.
    assert viewer.is_visible() and viewer.inner_text() == VIEWER
    # One card back, the ending is not said again.
    deal.locator("button[data-step=back]").click()
    assert not result.is_visible() and not deal.locator("tr.claim").is_visible()
    assert not viewer.is_visible()
    # From the start, the end at once (the » button).
    deal.locator("button[data-step=first]").click()
    assert not result.is_visible()
    deal.locator("button[data-step=last]").click()
    assert result.is_visible() and after.is_visible()
    page.context.close()


def test_commentary_of_a_trick_to_come_takes_no_room(page_file: Path,
                                                     browser: Browser) -> None:
    page, deal = _open(browser, page_file)
    nxt = deal.locator("button[data-step=next]")
    for _ in range(4):
        nxt.click()
    # Trick 1 is over: its card note and commentary are read; those of tricks 2 and 4
    # are not, and the rows of tricks 2 to 7 follow each other with no gap.
    assert _seen(deal, "West's queen wins. South ducks.")
    assert deal.locator("tr.trick-note:visible").count() == 1
    assert not deal.locator("tr.position").is_visible()
    tops = page.evaluate("""deal => [...deal.querySelectorAll('table.play tr.trick')]
        .map(r => [r.getBoundingClientRect().top, r.getBoundingClientRect().height])""",
                         deal.element_handle())
    assert len(tops) == 7
    for (top, height), (next_top, _) in pairwise(tops[1:]):
        assert abs(next_top - (top + height)) < 1, tops
    # Trick 2 led (the fifth card): its commentary waits for the trick's last card.
    nxt.click()
    assert deal.locator("tr.trick-note:visible").count() == 1
    for _ in range(3):
        nxt.click()
    # Trick 2 over (its eighth card): its commentary, then the hands after it.
    assert _seen(deal, "East's king falls under the ace.")
    assert deal.locator("tr.position").is_visible()
    assert deal.locator("tr.position .position-title").inner_text() == "After trick 2"
    page.context.close()


def test_the_browsers_print_shows_the_whole_deal_wherever_the_step_through_stands(
        page_file: Path, browser: Browser) -> None:
    page, deal = _open(browser, page_file)
    for _ in range(6):
        deal.locator("button[data-step=next]").click()
    page.emulate_media(media="print")
    # Trick 2, half played, has its winner (South's A♠) underlined as in the book.
    won = deal.locator("tr.trick[data-trick='2'] td.won .card")
    assert won.inner_text() == "A♠"
    assert "underline" in won.evaluate("e => getComputedStyle(e).textDecorationLine")
    # West's Q♠, led to trick 1, is back in the hand; the play is whole, and its end.
    assert deal.locator(".compass:not(.small) .c[data-card='SQ']").is_visible()
    assert _cards_seen(deal) == 28
    assert deal.locator("tr.trick-note:visible").count() == 3
    assert deal.locator("tr.position").is_visible() and deal.locator("tr.claim").is_visible()
    assert deal.locator("p.result").inner_text() == RESULT and _seen(deal, AFTER)
    assert not deal.locator(".stepper").is_visible()
    assert deal.locator(".compass:not(.small) .slot[data-slot=W]").is_hidden()
    page.context.close()


def test_the_page_without_its_script_shows_the_whole_play_and_its_ending(
        page_file: Path, browser: Browser) -> None:
    page, deal = _open(browser, page_file, script=False)
    assert _cards_seen(deal) == 28
    assert deal.locator("tr.trick-note:visible").count() == 3
    assert deal.locator("tr.position").is_visible()
    assert deal.locator("p.result").inner_text() == RESULT
    assert _seen(deal, AFTER)
    assert deal.locator("tr.claim").is_visible()
    assert deal.locator("p.handviewer").inner_text() == VIEWER
    page.context.close()


def test_the_ending_is_one_block_on_screen(page_file: Path) -> None:
    html = page_file.read_text(encoding="utf-8")
    ending = html.split('<div class="ending">', 1)[1].split("</figure>", 1)[0]
    # The result, the score and the last word in it, in that order.
    assert ending.index('<p class="result">') < ending.index('<table class="hand-score">') \
        < ending.index("Had South won") < ending.index('<p class="handviewer">')
    # The link's play: the 28 cards played, in order from West's Q♠, and the claim
    # (South's 9 tricks: 4 of the last 6 with the 5 of the 7 tricks played).
    href = ending.split('<p class="handviewer"><a href="', 1)[1].split('"', 1)[0]
    lin = parse_qs(urlsplit(href.replace("&amp;", "&")).query)["lin"][0].split("|")
    cards = [value for key, value in zip(lin[::2], lin[1::2], strict=False) if key == "pc"]
    assert len(cards) == 28 and cards[:4] == ["SQ", "S4", "S8", "S3"]
    assert lin[lin.index("mc") + 1] == "9"

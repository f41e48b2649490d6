"""The HTML in a real browser: Debian's Chromium, headless, driven by playwright
(never a browser of playwright's own: scripts/setup installs chromium)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page

from .conftest import build_in

TOP = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The demo book's site (no PDF), built once."""
    root = tmp_path_factory.mktemp("site")
    shutil.copytree(TOP / "hands", root / "hands")
    shutil.copytree(TOP / "lessons", root / "lessons")
    result = build_in(root, "lessons", "-o", "out", "--no-pdf")
    assert result.exit_code == 0, result.output
    return root / "out"


def _open(browser: Browser, url: str, width: int, script: bool = True) -> Page:
    context = browser.new_context(viewport={"width": width, "height": 800},
                                  java_script_enabled=script)
    # Nothing may come from the network: any request but the page's own file fails,
    # and is counted; a page that asks for anything else does not work offline.
    asked: list[str] = []
    page = context.new_page()
    page.on("request", lambda request: asked.append(request.url))
    page.goto(url)
    page.wait_for_load_state("load")
    assert asked == [url], f"the page asks for more than itself: {asked}"
    return page


def _left_in_hand(page: Page, deal: str, code: str) -> bool:
    card = page.locator(f"#{deal} .compass:not(.small) .c[data-card='{code}']")
    return bool(card.is_visible())


def test_step_through_by_buttons_and_arrow_keys(site: Path, browser: Browser) -> None:
    page = _open(browser, (site / "02-passing-the-make.html").as_uri(), 1280)
    deal = page.locator("figure.deal[data-play]").first
    name = str(deal.get_attribute("id"))
    count = deal.locator(".step-count")
    assert count.inner_text() == "0 / 52"
    # The hold-up deal: A leads the king of spades.
    assert _left_in_hand(page, name, "SK")
    deal.locator("button[data-step=next]").click()
    assert count.inner_text() == "1 / 52"
    assert not _left_in_hand(page, name, "SK")
    assert deal.locator(".slot[data-slot=W]").inner_text() == "K♠"
    assert deal.locator("td.current").get_attribute("data-card") == "SK"
    # Arrow keys when the deal has the focus.
    deal.focus()
    for _ in range(4):
        page.keyboard.press("ArrowRight")
    assert count.inner_text() == "5 / 52"
    # Trick 2 was led by A (the king won trick 1): the queen of spades is on the table.
    assert deal.locator(".slot[data-slot=W]").inner_text() == "Q♠"
    assert deal.locator(".slot[data-slot=N]").inner_text() == ""
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    assert count.inner_text() == "3 / 52"
    assert _left_in_hand(page, name, "S5")  # Z's 5♠, the fourth card, is back in hand
    page.keyboard.press("End")
    assert count.inner_text() == "52 / 52"
    deal.locator("button[data-step=first]").click()
    assert count.inner_text() == "0 / 52" and _left_in_hand(page, name, "SK")
    page.context.close()


def test_the_page_reads_fully_without_javascript(site: Path, browser: Browser) -> None:
    page = _open(browser, (site / "02-passing-the-make.html").as_uri(), 1280, script=False)
    assert page.locator(".stepper").first.is_hidden()
    assert page.locator("table.play tr.trick").count() == 13
    assert _left_in_hand(page, str(page.locator("figure.deal[data-play]").first
                                   .get_attribute("id")), "SK")
    page.context.close()


@pytest.mark.parametrize("width", [375, 1280])
def test_nothing_overflows_at_phone_and_desktop_widths(site: Path, browser: Browser,
                                                        width: int) -> None:
    for html in sorted(site.glob("*.html")):
        page = _open(browser, html.as_uri(), width)
        scroll = page.evaluate("document.documentElement.scrollWidth")
        assert scroll <= width, f"{html.name} is {scroll}px wide at {width}px"
        wide = page.evaluate("""w => [...document.querySelectorAll('figure.deal, table, p')]
            .filter(e => e.getBoundingClientRect().right > w + 1).length""", width)
        assert wide == 0, f"{html.name}: {wide} elements stick out at {width}px"
        page.context.close()


def test_contents_and_previous_next_links(site: Path, browser: Browser) -> None:
    page = _open(browser, (site / "index.html").as_uri(), 1280)
    links = page.locator("ol.contents a")
    assert links.count() == 6
    links.nth(1).click()
    assert page.url.endswith("02-passing-the-make.html")
    page.locator("a[rel=next]").click()
    assert page.url.endswith("03-doubling.html")
    page.locator("a[rel=prev]").click()
    assert page.url.endswith("02-passing-the-make.html")
    page.context.close()

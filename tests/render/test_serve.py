"""``bridgebook serve`` as an author uses it: the server started on a free port on a
copy of a small book, a page open in headless Chromium, the lesson edited on disk.
The page changes by itself; an error is shown on the page, over the last good
content, and goes when it is mended; Ctrl-C stops the server cleanly."""

from __future__ import annotations

import re
import shutil
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner
from playwright.sync_api import Browser, Dialog, Page

import bridgebook.serve.book
from bridgebook.cli import main
from bridgebook.serve.book import PreviewBook
from bridgebook.serve.preview import Shown

from .conftest import Served, build_in

TOP = Path(__file__).resolve().parents[2]
#: How long a change may take to reach the open page here (the goal is far less;
#: the test machine is shared).
WAIT_MS = 10_000
#: The ace of hearts twice in Z's hand, with a script in the record's title.
WRONG = ("\n```hand\ntitle: <script>window.__bad=1</script>\n"
         "Z: S—A, K, Q; H—A, A\n```\n")


@pytest.fixture
def book(tmp_path: Path) -> Path:
    """A small book: three lessons of the demo and the hands they use."""
    shutil.copytree(TOP / "hands", tmp_path / "hands")
    (tmp_path / "lessons").mkdir()
    for name in ("book.toml", "01-the-make.md", "03-doubling.md", "04-the-ruff.md"):
        shutil.copy(TOP / "lessons" / name, tmp_path / "lessons" / name)
    return tmp_path


@pytest.fixture
def served(book: Path) -> Iterator[Served]:
    server = Served(book)
    yield server
    server.stop()


def _open(browser: Browser, url: str) -> tuple[Page, list[str]]:
    page = browser.new_context().new_page()
    dialogs: list[str] = []

    def dialog(opened: Dialog) -> None:
        dialogs.append(opened.message)
        opened.dismiss()

    page.on("dialog", dialog)
    page.goto(url)
    page.wait_for_load_state("load")
    return page, dialogs


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


def test_an_edit_shows_on_the_open_page(served: Served, browser: Browser) -> None:
    page, _ = _open(browser, served.url + "03-doubling.html")
    heading = page.locator("main h1").first
    assert heading.inner_text() == "Going over: the doubling"
    page.evaluate("window.__notReloaded = true")
    _edit(served.lesson("03-doubling.md"), "# Going over:", "# Going over, edited:")
    page.locator("main h1", has_text="Going over, edited").wait_for(timeout=WAIT_MS)
    # A new page, reloaded by the served script; the problems panel is not there.
    assert page.evaluate("window.__notReloaded") is None
    assert page.locator("#bridgebook-problems").count() == 0
    page.context.close()


def test_only_the_pages_an_edit_touches_reload(served: Served, browser: Browser) -> None:
    far, _ = _open(browser, served.url + "01-the-make.html")
    near, _ = _open(browser, served.url + "04-the-ruff.html")
    for page in (far, near):
        page.evaluate("window.__notReloaded = true")
    # A sentence of 04's prose: only 04 changes (its neighbours' links are by title).
    _edit(served.lesson("04-the-ruff.md"), "the dealer plays both hands",
          "the dealer, as before, plays both hands")
    near.get_by_text("the dealer, as before").wait_for(timeout=WAIT_MS)
    time.sleep(0.5)
    assert far.evaluate("window.__notReloaded") is True
    far.context.close()
    near.context.close()


def test_a_mistake_is_shown_on_the_page_over_the_last_good_one(served: Served,
                                                               browser: Browser) -> None:
    lesson = served.lesson("04-the-ruff.md")
    good = lesson.read_text(encoding="utf-8")
    page, dialogs = _open(browser, served.url + "04-the-ruff.html")
    deals = page.locator("figure.deal").count()
    assert deals >= 1
    lesson.write_text(good + WRONG, encoding="utf-8")
    panel = page.locator("#bridgebook-problems")
    panel.wait_for(state="visible", timeout=WAIT_MS)
    text = panel.inner_text()
    line = good.count("\n") + 4  # after a blank line, the fence and the title
    # D001 at the second ace, with its place, the line and the law; the hint of
    # the short hand (D002) with it.
    assert f"D001 lessons/04-the-ruff.md:{line}:20: ♥A is twice in Z's hand" in text
    assert "Z: S—A, K, Q; H—A, A" in text and "hint:" in text
    # The last good page stays under it: the same deals, not the wrong one.
    assert page.locator("figure.deal").count() == deals
    assert "<script>" not in page.locator("main").inner_text()
    assert page.evaluate("typeof window.__bad") == "undefined" and dialogs == []
    # Mended: the panel goes, the page is the lesson as it now is.
    lesson.write_text(good, encoding="utf-8")
    panel.wait_for(state="detached", timeout=WAIT_MS)
    assert page.locator("figure.deal").count() == deals
    page.context.close()


def test_a_lesson_wrong_from_the_start_shows_only_its_problems(book: Path,
                                                                browser: Browser) -> None:
    (book / "lessons" / "05-new.md").write_text("# New\n" + WRONG, encoding="utf-8")
    server = Served(book)
    try:
        page, _ = _open(browser, server.url + "05-new.html")
        assert page.locator("#bridgebook-problems [data-code=D001]").count() == 1
        assert page.locator("figure.deal").count() == 0
        # Mended, the lesson appears.
        server.lesson("05-new.md").write_text(
            "# New\n\n```hand\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n```\n",
            encoding="utf-8")
        page.locator("figure.deal").wait_for(timeout=WAIT_MS)
        assert page.locator("#bridgebook-problems").count() == 0
        page.context.close()
    finally:
        server.stop()


def test_a_new_lesson_joins_the_contents(served: Served, browser: Browser) -> None:
    page, _ = _open(browser, served.url)
    assert page.locator("ol.contents li").count() == 3
    served.lesson("02-between.md").write_text("# Between\n\nA new lesson.\n",
                                              encoding="utf-8")
    page.locator("ol.contents li", has_text="Between").wait_for(timeout=WAIT_MS)
    assert page.locator("ol.contents li").count() == 4
    assert page.locator("ol.contents li").nth(1).inner_text().startswith("Between")
    page.context.close()


def test_an_edited_hand_record_reloads_the_lessons_that_use_it(served: Served,
                                                               browser: Browser) -> None:
    page, _ = _open(browser, served.url + "04-the-ruff.html")
    record = served.root / "hands" / "deals" / "04-ruff-in-the-dummy.hand"
    assert page.get_by_text("the ruff is the tenth trick").count() == 1
    _edit(record, "the ruff is the tenth trick", "the ruff, once more, is the tenth trick")
    changed = page.get_by_text("the ruff, once more, is")
    changed.wait_for(state="attached", timeout=WAIT_MS)
    # Trick 3's commentary: the step-through shows it once the trick is played.
    page.locator("figure.deal", has=changed).locator("button[data-step=last]").click()
    assert changed.is_visible()
    page.context.close()


def test_a_template_error_names_the_template_and_the_pages_stay(book: Path,
                                                                 browser: Browser) -> None:
    mine = book / "mine"
    mine.mkdir()
    page_template = (TOP / "templates" / "page.html").read_text(encoding="utf-8")
    (mine / "page.html").write_text(page_template, encoding="utf-8")
    server = Served(book, "--templates", "mine")
    try:
        page, _ = _open(browser, server.url + "03-doubling.html")
        (mine / "page.html").write_text("{% extends 'base.html' %}\n{% block body %}\n"
                                        "{{ page.no_such_thing }\n{% endblock %}\n",
                                        encoding="utf-8")
        panel = page.locator("#bridgebook-problems")
        panel.wait_for(state="visible", timeout=WAIT_MS)
        assert re.search(r"R032 mine/page\.html:3:23: template error", panel.inner_text())
        assert page.locator("main h1").first.inner_text().startswith("Going over")
        (mine / "page.html").write_text(page_template.replace("<main", "<main data-mine"),
                                        encoding="utf-8")
        page.locator("main[data-mine]").wait_for(timeout=WAIT_MS)
        assert page.locator("#bridgebook-problems").count() == 0
        page.context.close()
    finally:
        server.stop()


def test_a_broken_book_toml_is_shown_with_its_place(served: Served, browser: Browser) -> None:
    page, _ = _open(browser, served.url)
    config = served.lesson("book.toml")
    config.write_text('title = "Unfinished\n', encoding="utf-8")
    panel = page.locator("#bridgebook-problems")
    panel.wait_for(state="visible", timeout=WAIT_MS)
    assert "R033 lessons/book.toml:1:" in panel.inner_text()
    assert page.locator("h1").first.inner_text() == "Bridge from the Old Books"
    config.write_text('title = "Finished"\n', encoding="utf-8")
    page.locator("h1", has_text="Finished").wait_for(timeout=WAIT_MS)
    assert page.locator("#bridgebook-problems").count() == 0
    page.context.close()


def test_ctrl_c_stops_the_server_cleanly(served: Served) -> None:
    status, err = served.stop()
    assert status == 0, err
    assert "Traceback" not in err and err.rstrip().endswith("bridgebook serve: stopped")
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(served.url, timeout=2)


def test_only_its_own_address_is_answered(served: Served) -> None:
    with urllib.request.urlopen(served.url, timeout=5) as answer:
        assert answer.status == 200
        assert "default-src 'none'" in answer.headers["Content-Security-Policy"]
    # A page of another site reaching the port through its own name (DNS rebinding).
    asked = urllib.request.Request(served.url, headers={"Host": "bridge.example:80"})
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(asked, timeout=5)
    assert refused.value.code == 421
    # Nothing but the book's pages: no file of the disk.
    for path in ("../hands/deals/04-ruff-in-the-dummy.hand", "lessons/04-the-ruff.md",
                 "%2e%2e/%2e%2e/etc/passwd"):
        with pytest.raises(urllib.error.HTTPError) as missing:
            urllib.request.urlopen(served.url + path, timeout=5)
        assert missing.value.code == 404


@pytest.mark.parametrize("host", ["0.0.0.0", "::", "192.0.2.1"])
def test_a_host_beyond_the_loopback_is_refused_without_public(book: Path, host: str) -> None:
    done = CliRunner().invoke(main, ["serve", str(book / "lessons"), "--host", host])
    assert done.exit_code == 2
    assert f"--host {host} is not this machine's loopback" in done.output
    assert "--public" in done.output


def test_the_preview_parts_are_never_in_a_built_page(book: Path) -> None:
    result = build_in(book, "lessons", "-o", "out", "--no-pdf")
    assert result.exit_code == 0, result.output
    for page in (book / "out").glob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert "bridgebook-reload" not in text and "EventSource" not in text, page.name


def test_a_lesson_wrong_from_the_start_is_named_as_a_lesson_with_no_heading(
        book: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # No good reading yet: its page is named from its file, as a lesson with no
    # heading is (the order number and the dashes taken out), in the contents too.
    monkeypatch.chdir(book)
    (book / "lessons" / "05-the_hold-up.md").write_text(WRONG, encoding="utf-8")
    preview = PreviewBook([Path("lessons")], Path("."))
    preview.update()
    contents = preview.page("index.html")
    assert contents is not None and ">The hold up</a>" in contents.html


def test_a_save_makes_again_only_what_it_touches(book: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(book)
    lessons = book / "lessons"
    preview = PreviewBook([Path("lessons")], Path("."))
    first = preview.update()
    assert [p.name for p in first.read] == ["01-the-make.md", "03-doubling.md",
                                            "04-the-ruff.md"]
    assert first.changed == ["index.html", "01-the-make.html", "03-doubling.html",
                             "04-the-ruff.html"]
    # A sentence of 04: 04 alone is read again, and only its page changes.
    _edit(lessons / "04-the-ruff.md", "the dealer plays both hands",
          "the dealer, as before, plays both hands")
    saved = preview.update([lessons / "04-the-ruff.md"])
    assert [p.name for p in saved.read] == ["04-the-ruff.md"]
    assert saved.changed == ["04-the-ruff.html"]
    # 03's title: its neighbours' links (01 and 04) and the contents change too.
    _edit(lessons / "03-doubling.md", "# Going over:", "# Going over, again:")
    retitled = preview.update([lessons / "03-doubling.md"])
    assert [p.name for p in retitled.read] == ["03-doubling.md"]
    assert retitled.changed == ["index.html", "01-the-make.html", "03-doubling.html",
                                "04-the-ruff.html"]
    # The hand record 04 shows: the lesson that uses it is read again.
    record = book / "hands" / "deals" / "04-ruff-in-the-dummy.hand"
    _edit(record, "the ruff is the tenth trick", "the ruff is trick ten")
    recorded = preview.update([record])
    assert [p.name for p in recorded.read] == ["04-the-ruff.md"]
    assert recorded.changed == ["04-the-ruff.html"]
    # A file nothing uses: nothing is read, nothing changes.
    other = book / "hands" / "deals" / "05-discard-before-trumps.hand"
    assert not preview.concerns(other)
    assert preview.update([other]).read == []


def test_a_bug_while_making_the_pages_keeps_the_preview_going(
        book: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(book)
    preview = PreviewBook([Path("lessons")], Path("."))
    preview.update()
    before = preview.page("04-the-ruff.html")
    assert before is not None and before.problems == []

    def raising(*args: object) -> str:
        raise RuntimeError("a bug in bridgebook")

    monkeypatch.setattr(bridgebook.serve.book, "page_html", raising)
    lesson = book / "lessons" / "04-the-ruff.md"
    _edit(lesson, "the dealer plays both hands", "the dealer, as before, plays both hands")
    update = preview.update([lesson])
    assert [d.code for d in update.problems] == ["R004"]
    assert "RuntimeError: a bug in bridgebook" in update.problems[0].message
    # The page as it was, with the problem on it; mended, the new page.
    after = preview.page("04-the-ruff.html")
    assert after is not None and [d.code for d in after.problems] == ["R004"]
    assert "the dealer, as before" not in after.html
    assert "the dealer plays both hands" in after.html
    monkeypatch.undo()
    monkeypatch.chdir(book)
    assert preview.update([lesson]).problems == []
    mended = preview.page("04-the-ruff.html")
    assert mended is not None and "the dealer, as before, plays" in mended.html


def test_a_broken_book_toml_keeps_the_pages_as_they_were_made_last(
        book: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """While book.toml has a problem, every page shows it and stays as it was made
    last: a lesson added or edited is read (its problems are said) but reaches the
    pages only once book.toml is mended."""
    monkeypatch.chdir(book)
    lessons = book / "lessons"
    preview = PreviewBook([Path("lessons")], Path("."))
    preview.update()
    index = preview.page("index.html")
    ruff = preview.page("04-the-ruff.html")
    assert index is not None and ruff is not None
    config = lessons / "book.toml"
    good = config.read_text(encoding="utf-8")
    config.write_text('title = "Unfinished\n', encoding="utf-8")
    broken = preview.update([config])
    assert [d.code for d in broken.problems] == ["R033"]
    assert broken.problems[0].file == "lessons/book.toml"
    added = lessons / "05-new.md"
    added.write_text("# A new lesson\n\nText.\n", encoding="utf-8")
    _edit(lessons / "04-the-ruff.md", "the dealer plays both hands",
          "the dealer, as before, plays both hands")
    update = preview.update([added, lessons / "04-the-ruff.md"])
    assert [p.name for p in update.read] == ["04-the-ruff.md", "05-new.md"]
    assert [d.code for d in update.problems] == ["R033"]
    # The pages as they were made last, each with the problem on it; no new page.
    assert preview.names() == ["index.html", "01-the-make.html", "03-doubling.html",
                               "04-the-ruff.html", "05-new.html"]
    now_index = preview.page("index.html")
    now_ruff = preview.page("04-the-ruff.html")
    new_page = preview.page("05-new.html")
    assert now_index is not None and now_ruff is not None and new_page is not None
    assert "A new lesson" not in now_index.html
    assert "the dealer, as before" not in now_ruff.html
    assert "the dealer plays both hands" in now_ruff.html
    assert [d.code for d in now_ruff.problems] == ["R033"]
    assert [d.code for d in new_page.problems] == ["R033"]
    assert "A new lesson" not in new_page.html
    # Mended: the pages as the lessons now are.
    config.write_text(good, encoding="utf-8")
    mended = preview.update([config])
    assert mended.problems == []
    after_index = preview.page("index.html")
    after_ruff = preview.page("04-the-ruff.html")
    assert after_index is not None and after_ruff is not None
    assert "A new lesson" in after_index.html
    assert "the dealer, as before, plays both hands" in after_ruff.html
    assert after_ruff.problems == []


def test_a_templates_folder_that_is_not_there_is_r031(book: Path) -> None:
    done = CliRunner().invoke(main, ["serve", str(book / "lessons"), "--templates",
                                     str(book / "no-such-folder")])
    assert done.exit_code == 2
    # At the folder the command line names, with its slash: it has no line.
    assert (f"{book / 'no-such-folder'}/: R031 --templates '{book / 'no-such-folder'}': "
            "the templates folder does not exist") in done.output


def test_with_pdf_a_save_lays_out_only_its_chapter_again(
        book: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``serve --pdf``: the book's PDF is made with the pages, and a save lays out its
    own chapter again and joins the book; a lesson with an error keeps its last good
    chapter in the PDF."""
    import subprocess

    monkeypatch.chdir(book)
    lessons = book / "lessons"
    preview = PreviewBook([Path("lessons")], Path("."), pdf=True)
    preview.update()
    assert "book.pdf" in (preview.page("index.html") or _missing()).html
    first = preview.update_pdf()
    assert first is not None and first.failed is None and first.laid_out == 3
    assert preview.update_pdf() is None  # nothing changed: nothing made

    def text() -> str:
        data = preview.pdf_bytes()
        assert data is not None and data.startswith(b"%PDF")
        return subprocess.run(["pdftotext", "-", "-"], input=data, capture_output=True,
                              check=True).stdout.decode()

    _edit(lessons / "04-the-ruff.md", "the dealer plays both hands",
          "the dealer, as before, plays both hands")
    preview.update([lessons / "04-the-ruff.md"])
    again = preview.update_pdf()
    assert again is not None and again.failed is None and again.laid_out == 1
    assert "as before, plays" in " ".join(text().split())
    _edit(lessons / "04-the-ruff.md", "as before,", "as before," + WRONG)
    preview.update([lessons / "04-the-ruff.md"])
    assert preview.update_pdf() is None  # the last good reading is what the PDF shows
    assert "as before, plays" in " ".join(text().split())


def _missing() -> Shown:
    raise AssertionError("no contents page")


def test_serve_pdf_serves_the_book_pdf(book: Path) -> None:
    # The contents page links book.pdf from the start; until it is made, the link
    # gives a page that says so and asks again (503, Retry-After), never a 404.
    server = Served(book, "--pdf")
    waited = []
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                with urllib.request.urlopen(server.url + "book.pdf") as answer:
                    assert answer.headers["Content-Type"] == "application/pdf"
                    assert answer.read().startswith(b"%PDF")
                    break
            except urllib.error.HTTPError as error:
                assert error.code == 503 and time.monotonic() < deadline
                assert error.headers["Retry-After"] == "2"
                waited.append(error.read().decode())
                time.sleep(0.5)
    finally:
        code, report = server.stop()
    assert code == 0 and "book.pdf made again" in report
    assert all("The whole book as PDF: it is being made." in page
               and 'http-equiv="refresh"' in page for page in waited)


def test_book_pdf_before_it_is_made_says_so(book: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(book)
    preview = PreviewBook([Path("lessons")], Path("."), pdf=True)
    preview.update()
    assert preview.pdf_bytes() is None and preview.pdf_wait() == "it is being made"
    assert PreviewBook([Path("lessons")], Path(".")).pdf_wait() is None  # no --pdf: 404

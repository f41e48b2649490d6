"""The safety checks a book must pass now that ``serve`` puts its pages in a browser.

- No text of any input runs a script, on a built page or a served one: the fields
  of tests/render/test_hostile_text.py, and what it leaves out (a lesson's raw HTML
  blocks, ``javascript:`` links and images, a quiz's question, ``book.toml``'s
  subtitle, and the problems panel of ``serve``, whose messages quote the faulty
  text). The payloads set a flag, write to the console and open a dialog; the page
  listens for all three, and for any request, in headless Chromium.
- The PDF of a real build reads no file outside the book (``../``, an absolute
  path, a symlink that leads out) and nothing from the network (a listener on the
  loopback counts the requests), while an image inside the book is embedded.
- A build killed outright (SIGKILL, the process and its layout workers) halfway
  leaves the last good output whole, and the next build puts everything right.
"""

from __future__ import annotations

import hashlib
import os
import signal
import struct
import subprocess
import sys
import threading
import time
import zlib
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, HTTPServer
from pathlib import Path
from typing import Any, ClassVar

import pytest
from playwright.sync_api import Browser, ConsoleMessage, Dialog

from .conftest import Served, build_in
from .test_hostile_text import HAND, LIN, PBN

#: What every payload does when it runs: each of the three is listened for.
RUN = "window.__bad=1;console.log('hostile-ran');alert('hostile-ran')"
#: A payload with no space and no quote, for places that split on them.
SVG = f"<svg/onload={RUN.replace(' ', '')}>"
SCRIPT = f"<script>{RUN}</script>"

LESSON = f"""# Raw HTML {SCRIPT}

<div onmouseover="{RUN}">{SCRIPT}</div>

<iframe src="javascript:{RUN}"></iframe>

{SVG}

[a link](javascript:{RUN}) [another](<javascript:{RUN}>) <javascript:{RUN}>
![an image](javascript:{RUN}) ![x](x onerror={RUN})

```hand
{HAND}```

```hand file=x.pbn deal=1 quiz="{SCRIPT}" id=q1
```

```hand answer=q1
```

```hand file=x.lin deal=1
```
"""

#: A lesson whose problems quote hostile text: served, they are on the page.
WRONG = f"""# Wrong {SCRIPT}

```hand file={SVG}.hand
```

```hand {SVG} quiz={SVG}
Z: {SCRIPT}
```
"""


@pytest.fixture(scope="module")
def project(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("safety")
    lessons = root / "lessons"
    lessons.mkdir()
    (lessons / "book.toml").write_text(
        f'title = "title {SCRIPT}"\nsubtitle = "subtitle {SCRIPT} {SVG}"\n', encoding="utf-8")
    (lessons / "x.pbn").write_text(PBN, encoding="utf-8")
    (lessons / "x.lin").write_text(LIN, encoding="utf-8")
    (lessons / "a.md").write_text(LESSON, encoding="utf-8")
    return root


class Listener:
    """A page in headless Chromium that counts every sign of a script run."""

    def __init__(self, browser: Browser, url: str, allowed: tuple[str, ...]) -> None:
        self.page = browser.new_context().new_page()
        self.dialogs: list[str] = []
        self.console: list[str] = []
        self.asked: list[str] = []

        def dialog(opened: Dialog) -> None:
            self.dialogs.append(opened.message)
            opened.dismiss()

        def console(message: ConsoleMessage) -> None:
            self.console.append(message.text)

        self.page.on("dialog", dialog)
        self.page.on("console", console)
        self.page.on("request", lambda request: self.asked.append(request.url))
        self.page.goto(url)
        self.page.wait_for_load_state("load")
        time.sleep(0.3)  # a payload waiting for a timer
        self.unexpected = [u for u in self.asked if u != url and not u.startswith(allowed)]

    def clean(self) -> None:
        assert self.page.evaluate("typeof window.__bad") == "undefined"
        assert "hostile-ran" not in self.console and self.dialogs == []
        assert self.unexpected == []
        # No element the payloads would make, no link that runs a script, and no
        # script but bridgebook's own (the step-through; served, the reload).
        for made in ("svg", "iframe", "img", "[onmouseover]", "[onload]",
                     "a[href^='javascript' i]"):
            assert self.page.locator(made).count() == 0, made
        scripts = self.page.evaluate(
            "Array.from(document.scripts).map(s => s.id || s.textContent.trim().slice(0, 30))")
        assert set(scripts) <= {"bridgebook-reload", "/* bridgebook: step through th"}, scripts
        self.page.context.close()


def test_no_field_runs_a_script_on_a_built_page(project: Path, browser: Browser) -> None:
    result = build_in(project, "lessons", "-o", "out", "--no-pdf")
    assert result.exit_code == 0, result.output
    for name in ("index.html", "a.html"):
        page = Listener(browser, (project / "out" / name).as_uri(), ())
        text = page.page.locator("body").inner_text()
        assert f"title {SCRIPT}" in text
        if name == "a.html":
            assert f"Raw HTML {SCRIPT}" in text and SVG in text and SCRIPT in text
        else:
            assert f"subtitle {SCRIPT} {SVG}" in text
        page.clean()


@pytest.fixture
def served(project: Path, tmp_path: Path) -> Iterator[Served]:
    (project / "lessons" / "b.md").write_text(WRONG, encoding="utf-8")
    server = Served(project)
    yield server
    server.stop()
    (project / "lessons" / "b.md").unlink()


def test_no_field_runs_a_script_on_a_served_page(served: Served, browser: Browser) -> None:
    events = served.url + "__bridgebook/"
    for name in ("", "a.html", "b.html"):
        page = Listener(browser, served.url + name, (events,))
        if name == "b.html":
            # The problems panel quotes the faulty text, as text.
            panel = page.page.locator("#bridgebook-problems").inner_text()
            assert "no hand record '<svg/onload=window.__bad=1;" in panel
            assert f"Z: {SCRIPT}" in panel
            assert {"R001", "R002", "P001"} <= {
                str(p.get_attribute("data-code"))
                for p in page.page.locator("#bridgebook-problems li").all()}
        page.clean()


# -- the PDF reads nothing outside the book ------------------------------------------

def _png() -> bytes:
    """A PNG of one red pixel."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data)))

    header = struct.pack(">IIBBBBB", 1, 1, 8, 2, 0, 0, 0)  # 1x1, 8-bit RGB
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(b"\x00\xff\x00\x00")) + chunk(b"IEND", b""))


PNG = _png()


class Counting(BaseHTTPRequestHandler):
    asked: ClassVar[list[str]] = []

    def do_GET(self) -> None:
        Counting.asked.append(self.path)
        self.send_response(200)
        self.send_header("Content-Type", "image/png")
        self.end_headers()
        self.wfile.write(PNG)

    def log_message(self, format: str, *args: Any) -> None:
        pass


def _images(pdf: Path) -> int:
    listed = subprocess.run(["pdfimages", "-list", str(pdf)], capture_output=True, text=True,
                            check=True).stdout.splitlines()
    return len(listed) - 2  # two lines of heading


def test_the_pdf_reads_no_file_outside_the_book_and_nothing_from_the_network(
        tmp_path: Path) -> None:
    network = HTTPServer(("127.0.0.1", 0), Counting)
    threading.Thread(target=network.serve_forever, daemon=True).start()
    web = f"http://127.0.0.1:{network.server_address[1]}"
    root = tmp_path / "book"
    (root / "lessons").mkdir(parents=True)
    (tmp_path / "outside.png").write_bytes(PNG)
    (root / "inside.png").write_bytes(PNG)
    (root / "lessons" / "link.png").symlink_to(tmp_path / "outside.png")
    outside = (tmp_path / "outside.png").resolve()
    hand = HAND.replace("> hand-note", f"> ![x](../outside.png) ![y]({web}/note.png) hand-note")
    (root / "lessons" / "a.md").write_text(
        "# Images\n\n"
        f"![out](../../outside.png) ![abs]({outside}) ![file](file://{outside}) "
        f"![link](link.png) ![web]({web}/lesson.png) ![in](../inside.png)\n\n"
        f"```hand\n{hand}```\n", encoding="utf-8")
    try:
        result = build_in(root, "lessons", "-o", "out")
    finally:
        network.shutdown()
        network.server_close()
    assert result.exit_code == 0, result.output
    assert Counting.asked == []
    # The image inside the book is embedded; none of the others is.
    assert _images(root / "out" / "book.pdf") == 1
    for left_out in (outside.as_uri(), (root / "lessons" / "link.png").as_uri(),
                     f"{web}/lesson.png", f"{web}/note.png"):
        assert f"the PDF leaves out {left_out}" in result.output, left_out


# -- a build killed outright ---------------------------------------------------------

GOOD = "```hand\nZ: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n```\n"


def _digests(folder: Path) -> dict[str, str]:
    return {str(p.relative_to(folder)): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(folder.rglob("*")) if p.is_file()}


def _new_folder(root: Path) -> Path | None:
    found = [p for p in root.iterdir() if p.name.startswith(".out-new-")]
    return found[0] if found else None


@pytest.mark.parametrize("when", ["the new folder made", "the pages written"])
def test_a_build_killed_halfway_leaves_the_last_good_output(tmp_path: Path, when: str) -> None:
    root = tmp_path
    (root / "lessons").mkdir()
    for n in range(1, 5):
        (root / "lessons" / f"{n:02}.md").write_text(f"# Lesson {n}\n\n{GOOD}" * 2,
                                                     encoding="utf-8")
    assert build_in(root, "lessons", "-o", "out").exit_code == 0
    before = _digests(root / "out")
    for n in range(1, 5):  # every chapter is laid out again
        (root / "lessons" / f"{n:02}.md").write_text(f"# Lesson {n}, edited\n\n{GOOD}" * 3,
                                                     encoding="utf-8")
    build = subprocess.Popen([sys.executable, "-m", "bridgebook", "build", "lessons", "-o",
                              "out"], cwd=root, stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, process_group=0)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline and build.poll() is None:
        new = _new_folder(root)
        if new is not None and (when == "the new folder made"
                                or (new / "04.html").exists()):
            break
        time.sleep(0.005)
    assert build.poll() is None, "the build ended before it could be killed"
    os.killpg(build.pid, signal.SIGKILL)  # the build and its layout workers
    build.wait()
    assert _digests(root / "out") == before
    # The next build tidies what the killed one left and writes the new book.
    assert build_in(root, "lessons", "-o", "out").exit_code == 0
    assert sorted(p.name for p in root.iterdir()) == [".bridgebook-cache", "lessons", "out"]
    assert "Lesson 1, edited" in (root / "out" / "01.html").read_text(encoding="utf-8")
    assert list((root / ".bridgebook-cache").rglob("*.part")) == []

"""HTML to PDF with WeasyPrint, which is imported only when a PDF is made.

The book's own style sheet, the same for every chapter, is read once a process:
a page's plain ``<style>`` elements are taken out of it and handed to WeasyPrint
already parsed (see :func:`split_styles`). The cycle collector is held off while a
page is laid out: WeasyPrint makes a great many objects, and each full collection
on the way walks every object of the process again. The pages that bring no font
of their own share one font configuration a process, which keeps the first lines
laid out (``bridgebook.render.lines``) from one page to the next. A page whose sheets
ask for no list item but ``<li>``, no footnote and no note is laid out without the
default sheet's rules for those on every element (``bridgebook.render.defaults``),
whether a box is in the normal flow is read from its style once
(``bridgebook.render.flow``), and the HTML parser's patterns are made once a process
(``bridgebook.render.reading``).

WeasyPrint fetches what a page names (images, style sheets). A lesson is an
author's text, and may name ``file:///etc/passwd`` or a web address: the fetcher
here refuses everything but ``data:`` URLs and files inside the project folder.

>>> ProjectFetcher.allows("https://example.org/x.png", Path("/book"))
False
>>> ProjectFetcher.allows("file:///book/hands/a.png", Path("/book"))
True
>>> ProjectFetcher.allows("file:///book/../etc/passwd", Path("/book"))
False
"""

from __future__ import annotations

import gc
import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO
from urllib.parse import unquote, urlsplit

if TYPE_CHECKING:
    from weasyprint.urls import URLFetcherResponse


def _fetcher_base() -> type[Any]:
    from weasyprint.urls import URLFetcher

    return URLFetcher  # type: ignore[no-any-return]


class ProjectFetcher:
    """Build a WeasyPrint URL fetcher that reads only inside ``root``.

    Use :func:`make_fetcher`; ``refused`` lists every URL turned away.
    """

    @staticmethod
    def allows(url: str, root: Path) -> bool:
        parts = urlsplit(url)
        if parts.scheme == "data":
            return True
        if parts.scheme != "file" or parts.netloc not in ("", "localhost"):
            return False
        target = Path(unquote(parts.path)).resolve()
        return target == root.resolve() or root.resolve() in target.parents


def make_fetcher(root: Path, refused: list[str]) -> Any:
    """A fetcher for ``weasyprint.HTML(url_fetcher=...)`` confined to ``root``."""
    base = _fetcher_base()

    class _Fetcher(base):  # type: ignore[misc, valid-type]
        def fetch(self, url: str, headers: Any = None) -> URLFetcherResponse:
            if not ProjectFetcher.allows(url, root):
                refused.append(url)
                raise ValueError(f"bridgebook fetches nothing outside the project: {url}")
            return super().fetch(url, headers)

    return _Fetcher(allowed_protocols=("file", "data"), allow_redirects=False)


_STYLE = re.compile(r"<style>(.*?)</style>", re.S)
#: What a style sheet may hold that is read or kept per document (fetched files,
#: fonts, counter styles): such a sheet stays in its page. So does every sheet of a
#: page that links one, or has a ``<style>`` with attributes: moved, the plain ones
#: would no longer be weighed in the order of the page.
_PER_DOCUMENT = re.compile(r"url\(|@import|@font-face|@counter-style|\\", re.I)
_OTHER_SHEETS = re.compile(r"<link\b|<style\s", re.I)


def split_styles(html: str) -> tuple[str, list[str]]:
    """``html`` without its ``<style>`` elements, and their texts in order; or
    ``html`` as it is and no texts, when a sheet must be read with the page.

    >>> split_styles("<style>p { color: red }</style><p>x</p>")
    ('<p>x</p>', ['p { color: red }'])
    >>> split_styles("<style>p { background: url(a.png) }</style><p>x</p>")[1]
    []
    >>> split_styles('<link rel="stylesheet" href="a.css"><style>p {}</style>')[1]
    []
    """
    texts = _STYLE.findall(html)
    if not texts or _OTHER_SHEETS.search(html) or any(_PER_DOCUMENT.search(t) for t in texts):
        return html, []
    return _STYLE.sub("", html), texts


@lru_cache(maxsize=1)
def _fonts() -> Any:
    """The font configuration of the pages that bring no fonts of their own, one a
    process: the first lines it has laid out are kept with it (``lines``)."""
    from weasyprint.text.fonts import FontConfiguration

    return FontConfiguration()


#: A page that may bring a font of its own (a font face in any sheet, a sheet it links
#: or imports, whose text is not seen here) is laid out with a configuration of its
#: own: a face added to the process's would serve the later pages under its name.
_OWN_FONTS = re.compile(r"@font-face|@import|<link\b|<style\s", re.I)


@lru_cache(maxsize=16)
def _sheet(text: str) -> Any:
    """``text`` parsed as WeasyPrint's style sheet, once a process."""
    import weasyprint

    return weasyprint.CSS(string=text)


def write_pdf(html: str, target: Path | BinaryIO, root: Path,
              refused: list[str] | None = None) -> int:
    """Lay out ``html`` (its relative URLs read against ``root``) into ``target``;
    return the number of pages.

    The page's plain style sheets are given to WeasyPrint as the reader's sheets
    (parsed once a process): with no sheet of the author's beside them, they weigh
    the same against the browser's defaults and against one another as in the
    page."""
    from bridgebook.render import defaults, flow, lines, reading

    lines.install()
    flow.install()
    reading.install()
    turned_away = refused if refused is not None else []
    page, texts = split_styles(html)
    page_class = defaults.html_class(page, texts)
    fonts = None if _OWN_FONTS.search(html) else _fonts()
    collecting = gc.isenabled()
    gc.disable()
    try:
        document = page_class(string=page, base_url=str(root.resolve()) + "/",
                              url_fetcher=make_fetcher(root, turned_away)).render(
            stylesheets=[_sheet(t) for t in texts], font_config=fonts)
        document.write_pdf(target)
        pages = len(document.pages)
        del document
    finally:
        if collecting:
            gc.enable()
    gc.collect(0)  # what the layout left: it is all in the youngest generation
    return pages

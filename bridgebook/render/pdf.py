"""HTML to PDF with WeasyPrint, which is imported only when a PDF is made.

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

from pathlib import Path
from typing import TYPE_CHECKING, Any
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


def write_pdf(html: str, target: Path, root: Path, refused: list[str] | None = None) -> int:
    """Lay out ``html`` (its relative URLs read against ``root``) into ``target``;
    return the number of pages."""
    import weasyprint

    turned_away = refused if refused is not None else []
    document = weasyprint.HTML(string=html, base_url=str(root.resolve()) + "/",
                               url_fetcher=make_fetcher(root, turned_away)).render()
    document.write_pdf(target)
    return len(document.pages)

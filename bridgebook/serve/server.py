"""The preview's web server: the standard library's threading HTTP server, serving
the pages of a :class:`PreviewBook` from memory (never a file from the disk), and
a stream of server-sent events per open page that says when it changed.

Loopback only unless asked: :func:`loopback` tells whether a host is this
machine's own, and a request naming another host (a page of some other site
trying its luck through DNS) is refused.
"""

from __future__ import annotations

import html
import ipaddress
import socket
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlsplit

from bridgebook.render.images import IMAGE_TYPES
from bridgebook.serve.book import GONE, PreviewBook
from bridgebook.serve.preview import EVENTS, VERSION

#: What a served page may load: its own inline style and script, the events of
#: this server, and images written into the page; nothing from elsewhere.
POLICY = ("default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; "
          "connect-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'")
#: Seconds between keep-alive comments on an idle event stream (a closed tab is
#: noticed when one cannot be written).
KEEP_ALIVE = 10.0
#: How soon a page waiting for the book's PDF asks for it again, in seconds.
RETRY_SECONDS = 2
_PDF_WAIT = ('<!DOCTYPE html><meta charset="utf-8"><meta http-equiv="refresh" content="'
             + str(RETRY_SECONDS) + '"><title>The book as PDF</title><p>The whole book as '
             'PDF: {why}. This page asks again every ' + str(RETRY_SECONDS) + ' seconds and '
             'shows the PDF once it is made. <a href="/">The contents</a>.</p>\n')


def loopback(host: str) -> bool:
    """Whether ``host`` is this machine's loopback (a name must resolve only to it).

    >>> loopback("127.0.0.1"), loopback("::1"), loopback("localhost"), loopback("0.0.0.0")
    (True, True, True, False)
    """
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        pass
    try:
        found = socket.getaddrinfo(host, None)
    except (OSError, UnicodeError):
        return False
    return bool(found) and all(ipaddress.ip_address(str(a[4][0]).split("%")[0]).is_loopback
                               for a in found)


class PreviewServer(ThreadingHTTPServer):
    """Serves ``book``; ``hosts`` are the Host headers it answers (None: any)."""

    daemon_threads = True
    block_on_close = False

    def __init__(self, address: tuple[str, int], book: PreviewBook,
                 hosts: set[str] | None) -> None:
        self.address_family = (socket.AF_INET6 if ":" in address[0] else socket.AF_INET)
        self.book = book
        self.hosts = hosts
        super().__init__(address, PreviewHandler)

    @property
    def url(self) -> str:
        host, port = str(self.server_address[0]), self.server_address[1]
        shown = f"[{host}]" if ":" in host else host
        return f"http://{shown}:{port}/"


def allowed_hosts(host: str, port: int) -> set[str]:
    """The Host headers a loopback preview answers to.

    >>> sorted(allowed_hosts("127.0.0.1", 8000))[:2]
    ['127.0.0.1:8000', '[::1]:8000']
    """
    names = {host, "localhost", "127.0.0.1", "[::1]"}
    if ":" in host:
        names.add(f"[{host}]")
    return {f"{name}:{port}" for name in names}


class PreviewHandler(BaseHTTPRequestHandler):
    server: PreviewServer
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        """Quiet: the terminal shows what was made, not every request."""

    def do_GET(self) -> None:
        hosts = self.server.hosts
        if hosts is not None and self.headers.get("Host", "").lower() not in hosts:
            self._send(HTTPStatus.MISDIRECTED_REQUEST, "text/plain",
                       "bridgebook serve answers only to its own address\n")
            return
        url = urlsplit(self.path)
        query = parse_qs(url.query)
        page = (query.get("page") or [""])[0]
        if url.path == EVENTS:
            self._events(page)
        elif url.path == VERSION:
            self._send(HTTPStatus.OK, "text/plain", self.server.book.version(page) + "\n")
        elif url.path == "/book.pdf" and (pdf := self.server.book.pdf_bytes()) is not None:
            self._send_bytes(HTTPStatus.OK, "application/pdf", pdf)
        elif url.path == "/book.pdf" and (wait := self.server.book.pdf_wait()) is not None:
            # The contents page links the PDF from the start: until it is made, a page
            # that says so and asks again, not a 404.
            self._send(HTTPStatus.SERVICE_UNAVAILABLE, "text/html", _PDF_WAIT.format(
                why=html.escape(wait)), retry=RETRY_SECONDS)
        else:
            name = unquote(url.path).lstrip("/") or "index.html"
            shown = self.server.book.page(name)
            image = self.server.book.image(name) if shown is None else None
            if image is not None:
                self._image(image)
            elif shown is None:
                self._send(HTTPStatus.NOT_FOUND, "text/html",
                           '<!DOCTYPE html><meta charset="utf-8"><title>Not in the book</title>'
                           '<p>No such page in the book. <a href="/">The contents</a>.</p>\n')
            else:
                self._send(HTTPStatus.OK, "text/html", shown.html)

    def _image(self, path: Path) -> None:
        """A lesson's image, read now (a save is seen on the next request)."""
        try:
            body = path.read_bytes()
        except OSError:
            self._send(HTTPStatus.NOT_FOUND, "text/plain", "no such image\n")
            return
        self._send_bytes(HTTPStatus.OK, IMAGE_TYPES[path.suffix.lower()], body)

    def _send(self, status: HTTPStatus, kind: str, text: str, retry: int | None = None
              ) -> None:
        self._send_bytes(status, f"{kind}; charset=utf-8", text.encode("utf-8"), retry)

    def _send_bytes(self, status: HTTPStatus, kind: str, body: bytes,
                    retry: int | None = None) -> None:
        self.send_response(status)
        if retry is not None:
            self.send_header("Retry-After", str(retry))
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        self.send_header("Content-Security-Policy", POLICY)
        self.send_header("X-Content-Type-Options", "nosniff")
        self.end_headers()
        self.wfile.write(body)

    def _events(self, page: str) -> None:
        """The page's version now and after each change, until the tab or the
        server closes."""
        book = self.server.book
        self.send_response(HTTPStatus.OK)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-store")
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        sent = None
        try:
            while True:
                with book.changed:
                    if book.stopping:
                        return
                    now = book.version(page)
                    if now == sent:
                        book.changed.wait(KEEP_ALIVE)
                        if book.stopping:
                            return
                        now = book.version(page)
                if now != sent:
                    self.wfile.write(f"retry: 500\ndata: {now}\n\n".encode())
                    sent = now
                    if now == GONE:
                        return
                else:
                    self.wfile.write(b": still here\n\n")
                self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError, TimeoutError):
            return

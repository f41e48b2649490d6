"""The files a lesson may show as images: the one table of their kinds.

A lesson's image of one of these kinds is copied into the site, served by the live
preview with its type, and counted among the files a built site holds.

>>> sorted(IMAGE_SUFFIXES)
['.gif', '.jpeg', '.jpg', '.png', '.svg', '.webp']
>>> IMAGE_TYPES[".svg"]
'image/svg+xml'
"""

from __future__ import annotations

import hashlib
from pathlib import Path

#: Each kind of image by its file's suffix, with the type it is sent as.
IMAGE_TYPES: dict[str, str] = {
    ".png": "image/png",
    ".jpg": "image/jpeg",
    ".jpeg": "image/jpeg",
    ".gif": "image/gif",
    ".svg": "image/svg+xml",
    ".webp": "image/webp",
}
#: The suffixes of the files a lesson may show as images.
IMAGE_SUFFIXES = frozenset(IMAGE_TYPES)

#: Each image file's digest, by its path and the size and time of its last change: a
#: file a book shows many times (on one page, or on many) is read once per build,
#: and again only once it is saved again (the live preview).
_DIGESTS: dict[tuple[Path, int, int], str] = {}
#: The most digests kept: beyond it the table starts afresh.
_KEPT = 4096


def image_digest(path: Path) -> str:
    """The SHA-256 of an image file's bytes, in hex, read once while it is unchanged.
    Raises OSError as reading the file does.

    >>> import tempfile
    >>> with tempfile.TemporaryDirectory() as folder:
    ...     picture = Path(folder) / "s.png"
    ...     _ = picture.write_bytes(b"ab")
    ...     image_digest(picture)[:16]
    'fb8e20fc2e4c3f24'
    """
    stat = path.stat()
    key = (path, stat.st_size, stat.st_mtime_ns)
    digest = _DIGESTS.get(key)
    if digest is None:
        digest = hashlib.sha256(path.read_bytes()).hexdigest()
        if len(_DIGESTS) >= _KEPT:
            _DIGESTS.clear()
        _DIGESTS[key] = digest
    return digest

"""The files a lesson may show as images: the one table of their kinds.

A lesson's image of one of these kinds is copied into the site, served by the live
preview with its type, and counted among the files a built site holds.

>>> sorted(IMAGE_SUFFIXES)
['.gif', '.jpeg', '.jpg', '.png', '.svg', '.webp']
>>> IMAGE_TYPES[".svg"]
'image/svg+xml'
"""

from __future__ import annotations

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

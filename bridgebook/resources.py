"""Find the files shipped with bridgebook: the grammars (and later the templates).

In an installed copy they are inside the package (``bridgebook/_data``); in a
checkout they are at the top of the repository. This is the one place that knows.
"""

from __future__ import annotations

from pathlib import Path

_PACKAGE = Path(__file__).resolve().parent


def data_dir(kind: str) -> Path:
    """The folder of shipped ``kind`` files (``grammars`` or ``templates``).

    >>> data_dir("grammars").joinpath("hand.lark").is_file()
    True
    """
    for candidate in (_PACKAGE / "_data" / kind, _PACKAGE.parent / kind):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"bridgebook is installed without its {kind} folder")


def grammar_path(name: str) -> Path:
    return data_dir("grammars") / name


def grammar_text(name: str) -> str:
    return grammar_path(name).read_text(encoding="utf-8")

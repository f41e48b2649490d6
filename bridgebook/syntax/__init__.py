"""The syntax stage: text → line tokens → LALR parse → model, with spans.

The parser (and lark with it) is loaded when ``parse`` is first asked for, so that
a program reading PBN or LIN alone does not pay for the book notation's grammar.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bridgebook.syntax.parser import parse

__all__ = ["parse"]


def __getattr__(name: str) -> Any:
    if name == "parse":
        from bridgebook.syntax.parser import parse

        return parse
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

"""The syntax stage: text → line tokens → LALR parse → model, with spans."""

from bridgebook.syntax.parser import parse

__all__ = ["parse"]

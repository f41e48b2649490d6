"""JSON text indented by two spaces, as ``json.dumps(value, ensure_ascii=False,
indent=2)`` writes it, character for character, but several times faster.

Python's ``json`` writes an indented document in pure Python, a generator per
object and a ``yield`` per piece: for ``bridgebook replay --json`` of a long file
(a dozen pieces a card played) that was a quarter of the command's time. Here each
object and array is written in one loop that puts its strings, numbers and
literals straight (strings escaped by the C escaper ``json`` itself uses), and
only nested objects and arrays go a level down.

>>> indented({"deal": 1, "cards": ["SA", "HT"], "claim": None, "won": {}})
'{\\n  "deal": 1,\\n  "cards": [\\n    "SA",\\n    "HT"\\n  ],\\n  "claim": null,\\n  "won": {}\\n}'
>>> indented([1.5, True, "Zoë ♠"]) == '[\\n  1.5,\\n  true,\\n  "Zoë ♠"\\n]'
True
"""

from __future__ import annotations

from collections.abc import Callable
from json.encoder import encode_basestring as _string
from typing import Any

_int = int.__repr__
_float = float.__repr__
_LITERALS = {None: "null", True: "true", False: "false"}


def indented(value: Any) -> str:
    """``value`` as ``json.dumps(value, ensure_ascii=False, indent=2)`` writes it."""
    pieces: list[str] = []
    _write(value, pieces.append, "\n")
    return "".join(pieces)


def _write(value: Any, put: Callable[[str], None], newline: str) -> None:
    """Put the text of ``value``, whose line breaks are followed by ``newline``'s
    indentation."""
    kind = type(value)
    if kind is dict:
        _object(value, put, newline)
    elif kind is list or kind is tuple:
        _array(value, put, newline)
    else:
        text = _scalar(value)
        if text is None:
            _nested(value, put, newline)
        else:
            put(text)


def _object(value: dict[Any, Any], put: Callable[[str], None], newline: str) -> None:
    if not value:
        put("{}")
        return
    inner = newline + "  "
    lead = "{" + inner
    after = "," + inner
    for key, item in value.items():
        name = _string(key) if type(key) is str else _key(key)
        kind = type(item)
        if kind is str:
            put(f"{lead}{name}: {_string(item)}")
        elif kind is int:
            put(f"{lead}{name}: {_int(item)}")
        elif item is None:
            put(f"{lead}{name}: null")
        elif kind is dict or kind is list:
            put(f"{lead}{name}: ")
            _write(item, put, inner)
        else:
            text = _scalar(item)
            put(lead + name + ": " + text if text is not None else lead + name + ": ")
            if text is None:
                _nested(item, put, inner)
        lead = after
    put(newline + "}")


def _array(value: list[Any] | tuple[Any, ...], put: Callable[[str], None],
           newline: str) -> None:
    if not value:
        put("[]")
        return
    inner = newline + "  "
    lead = "[" + inner
    after = "," + inner
    for item in value:
        kind = type(item)
        if kind is str:
            put(lead + _string(item))
        elif kind is int:
            put(lead + _int(item))
        elif kind is dict or kind is list:
            put(lead)
            _write(item, put, inner)
        else:
            text = _scalar(item)
            put(lead + text if text is not None else lead)
            if text is None:
                _nested(item, put, inner)
        lead = after
    put(newline + "]")


def _scalar(value: Any) -> str | None:
    """The text of a string, number or literal, as ``json`` writes it (subclasses
    of str and int too, in json's order); None for anything else."""
    if isinstance(value, str):
        return str(_string(value))
    if value is None or value is True or value is False:
        return _LITERALS[value]
    if isinstance(value, int):
        return _int(value)
    if isinstance(value, float):
        return _number(value)
    return None


def _nested(value: Any, put: Callable[[str], None], newline: str) -> None:
    """A list, tuple or dict of a subclass, or what JSON cannot hold (TypeError, as
    ``json`` says it)."""
    if isinstance(value, (list, tuple)):
        _array(value, put, newline)
    elif isinstance(value, dict):
        _object(value, put, newline)
    else:
        raise TypeError(f"Object of type {type(value).__name__} is not JSON serializable")


def _number(value: float) -> str:
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return _float(value)


def _key(key: Any) -> str:
    """A key that is not a string, made one as ``json`` makes it."""
    if isinstance(key, str):
        return str(_string(key))
    if isinstance(key, float):
        return str(_string(_number(key)))
    if key is None or key is True or key is False:
        return str(_string(_LITERALS[key]))
    if isinstance(key, int):
        return str(_string(_int(key)))
    raise TypeError(f"keys must be str, int, float, bool or None, not {type(key).__name__}")

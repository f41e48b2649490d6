"""Whether a box is in the normal flow, asked of its style once, not five times.

WeasyPrint asks of every box, again and again while it lays out and draws a page,
whether it is in the normal flow (``Box.is_in_normal_flow``): not floated, not
positioned absolutely, not running, not a footnote and not a note. Its answer calls
five methods, each reading one property of the box's style; a chapter of ten played
deals asks it about 24,000 times, and the calls are 4-8 % of the chapter's CPU.
Here the same question reads the two properties (``float`` and ``position``) in the
same order and gives the same answer; a box whose ``is_floated`` was replaced on the
box itself (WeasyPrint does so for the items of a flex container) is asked as before.

This reaches into WeasyPrint, so it is done only for the version the project pins
(``lines.KNOWN``) and when the six methods are the ones written there (the names
they call and the values they compare with); otherwise WeasyPrint is left as it is.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from bridgebook.render import lines

#: What each of the known methods calls or compares with (its code's names and
#: constants), and the method it is.
KNOWN_METHODS: dict[str, tuple[set[str], set[object]]] = {
    "is_in_normal_flow": ({"is_floated", "is_absolutely_positioned", "is_running",
                           "is_footnote", "is_note"}, set()),
    "is_floated": ({"style"}, {"float", ("left", "right", "inline-start", "inline-end")}),
    "is_absolutely_positioned": ({"style"}, {"position", ("absolute", "fixed")}),
    "is_running": ({"style"}, {"position", 0, "running()"}),
    "is_footnote": ({"style"}, {"float", "footnote"}),
    "is_note": ({"style"}, {"position", 0, "note()"}),
}
#: The floats that take a box out of the normal flow: to a side, or to the foot of
#: the page.
OUT_OF_FLOW = frozenset(("left", "right", "inline-start", "inline-end", "footnote"))

_installed: list[bool] = []


def asked_once(original: Callable[[Any], bool]) -> Callable[[Any], bool]:
    """``Box.is_in_normal_flow`` reading the box's style once for each property."""

    def is_in_normal_flow(self: Any) -> bool:
        if "is_floated" in self.__dict__:  # a flex item's own answer
            return original(self)
        style = self.style
        if style["float"] in OUT_OF_FLOW:
            return False
        position = style["position"]
        return not (position in ("absolute", "fixed")
                    or position[0] in ("running()", "note()"))

    is_in_normal_flow.bridgebook_asked_once = True  # type: ignore[attr-defined]
    return is_in_normal_flow


def _as_known(box: type[Any]) -> bool:
    for name, (names, constants) in KNOWN_METHODS.items():
        code = getattr(getattr(box, name, None), "__code__", None)
        if code is None or set(code.co_names) != names \
                or not constants <= set(code.co_consts):
            return False
    return True


def install() -> bool:
    """Ask the normal flow once a box in this process, if the WeasyPrint loaded is
    the one known; return whether it is asked so."""
    if _installed:
        return _installed[0]
    import weasyprint
    from weasyprint.formatting_structure import boxes

    fits = weasyprint.__version__ == lines.KNOWN and _as_known(boxes.Box)
    if fits:
        boxes.Box.is_in_normal_flow = asked_once(boxes.Box.is_in_normal_flow)
    _installed.append(fits)
    return fits

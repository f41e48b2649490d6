"""Score sheets: blank score blocks in the club pattern, and the filled sheet.

The filled sheet is drawn from a small plain shape, so that whatever adds up
the score (the scoring engine) only has to produce it (docs/publishing.md)::

    {"title": "Rubber of 12 March", "laws": "Laws of Bridge, 1905",
     "sides": ["Y Z", "A B"],
     "hands": [{"deal": "1", "note": "Z hearts, 3 by cards",
                "above": [16, 0], "below": [24, 0], "game": false},
               {"deal": "2", "above": [0, 0], "below": [8, 0], "game": true}],
     "totals": [48, 0]}

``above`` and ``below`` are the points each side scores with that hand above and
below the line; ``game`` draws the line under a hand that ends a game; ``totals``
(optional) are the sheet's totals, by default the sums of each side's points;
``bonus`` (optional) is the rubber's bonus above the line, ``bonus_for`` (optional)
what each side's is for in the block (by default "the rubber"), ``bonus_note`` what
it is for in the ledger, ``value`` (optional) what the rubber comes to, in words.

>>> sheet, problem = parse_sheet({"sides": ["We", "They"],
...     "hands": [{"deal": "1", "above": [0, 50], "below": [60, 0]}]})
>>> sheet["totals"], problem
([60, 50], None)
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import Span
from bridgebook.render.env import environment


def _pair(value: Any) -> list[int] | None:
    if (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, int) and not isinstance(v, bool) for v in value)):
        return [int(value[0]), int(value[1])]
    return None


def parse_sheet(data: Any) -> tuple[dict[str, Any] | None, str | None]:
    """Check the plain shape of a filled sheet; return it completed, or a problem."""
    if not isinstance(data, dict):
        return None, "a score sheet is a JSON object"
    sides = data.get("sides", ["We", "They"])
    if not (isinstance(sides, list) and len(sides) == 2 and all(isinstance(s, str)
                                                                 for s in sides)):
        return None, "'sides' must be two names, as [\"We\", \"They\"]"
    hands_in = data.get("hands")
    if not isinstance(hands_in, list):
        return None, "'hands' must be a list of hands"
    hands: list[dict[str, Any]] = []
    for number, hand in enumerate(hands_in, start=1):
        if not isinstance(hand, dict):
            return None, f"hand {number} is not an object"
        above, below = _pair(hand.get("above", [0, 0])), _pair(hand.get("below", [0, 0]))
        if above is None or below is None:
            return None, f"hand {number}: 'above' and 'below' are two whole numbers each"
        above_for, below_for = _words(hand.get("above_for")), _words(hand.get("below_for"))
        if above_for is None or below_for is None:
            return None, (f"hand {number}: 'above_for' and 'below_for' are two texts each, "
                          "what each side's figure is for")
        hands.append({"deal": str(hand.get("deal", number)), "note": str(hand.get("note", "")),
                      "above": above, "below": below, "game": bool(hand.get("game", False)),
                      "above_for": above_for, "below_for": below_for, "marks": []})
    notes_in = data.get("notes", [])
    if not (isinstance(notes_in, list) and all(
            isinstance(n, dict) and isinstance(n.get("text"), str) for n in notes_in)):
        return None, "'notes' must be a list of {\"deal\": ..., \"text\": ...}"
    notes = [{"deal": str(n.get("deal", "")), "text": n["text"]} for n in notes_in]
    total_marks = []  # a note of no deal is of the rubber: marked by the totals
    for number, note in enumerate(notes, start=1):
        if not note["deal"]:
            total_marks.append(number)
        for hand in hands:
            if hand["deal"] == note["deal"]:
                hand["marks"].append(number)
    bonus = _pair(data.get("bonus", [0, 0]))
    if bonus is None:
        return None, "'bonus' must be two whole numbers"
    bonus_for = _words(data.get("bonus_for"))
    if bonus_for is None:
        return None, "'bonus_for' must be two texts, what each side's bonus is for"
    sums = [sum(h["above"][i] + h["below"][i] for h in hands) + bonus[i] for i in (0, 1)]
    totals = _pair(data.get("totals", sums))
    if totals is None:
        return None, "'totals' must be two whole numbers"
    return {"title": str(data.get("title", "Score sheet")), "laws": str(data.get("laws", "")),
            "sides": sides, "hands": hands, "bonus": bonus,
            "bonus_for": [text or "the rubber" for text in bonus_for],
            "bonus_note": str(data.get("bonus_note", "")), "totals": totals,
            "value": str(data.get("value", "")), "notes": notes, "total_marks": total_marks,
            "games": _games(hands)}, None


def _words(value: Any) -> list[str] | None:
    """Two texts (what each side's figure is for); none given is two empty ones."""
    if value is None:
        return ["", ""]
    if isinstance(value, list) and len(value) == 2 and all(isinstance(v, str) for v in value):
        return [str(value[0]), str(value[1])]
    return None


def _games(hands: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The hands below the line, game by game: each game's hands, and whether a game
    line is ruled under it (the last group, a game not yet won, has none).

    >>> [(len(g["hands"]), g["ruled"]) for g in _games([{"game": False}, {"game": True},
    ...                                                 {"game": False}])]
    [(2, True), (1, False)]
    """
    games: list[dict[str, Any]] = []
    current: list[dict[str, Any]] = []
    for hand in hands:
        current.append(hand)
        if hand["game"]:
            games.append({"number": len(games) + 1, "hands": current, "ruled": True})
            current = []
    if current:
        games.append({"number": len(games) + 1, "hands": current, "ruled": False})
    return games


def read_record(path: Path, shown: str | None = None) -> tuple[dict[str, Any] | None,
                                                              Diagnostic | None]:
    """Read a filled sheet from a JSON file; what is wrong with it is S020, at the
    line and column where the JSON cannot be read."""
    name = shown if shown is not None else str(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        return None, make("S020", f"cannot read the score sheet: {error}", None).at(file=name)
    return read_sheet_text(text, name)


def read_sheet_text(text: str, shown: str) -> tuple[dict[str, Any] | None, Diagnostic | None]:
    """A filled sheet from its JSON text, or S020.

    >>> problem = read_sheet_text('{"hands": [1,, 2]}', "s.json")[1]
    >>> problem.code, problem.line, problem.column
    ('S020', 1, 14)
    """
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        return None, make("S020", f"the score sheet is not JSON: {error.msg}",
                          Span.point(error.lineno, error.colno),
                          hint="see the shape in docs/publishing.md").at(file=shown)
    sheet, problem = parse_sheet(data)
    if problem is not None:
        return None, make("S020", f"the score sheet is not of the shape: {problem}", None,
                          hint="see the shape in docs/publishing.md").at(file=shown)
    return sheet, None


def blank_sheet_html(game: str, blocks: int, pages: int, paper: str) -> str:
    """Blank score blocks: ``blocks`` rubbers to a page, ``pages`` pages.

    >>> html = blank_sheet_html("contract", 4, 1, "A4")
    >>> html.count('class="block"'), "They" in html
    (4, True)
    """
    sides = ["We", "They"] if game == "contract" else ["Y Z", "A B"]
    rows = (blocks + 1) // 2
    # The height a row of blocks may take: the page less its margins (28 mm) and a
    # few millimetres to spare, less what each row takes besides its writing space
    # (the heading row, the totals row, the caption and the gap under it: 30 mm,
    # measured on the drawn page, and 3 more for the contract caption's two lines),
    # so that the blocks fill the page at any count.
    usable = (297 if paper == "A4" else 279) - 28 - 4
    height = usable / rows - (33 if game == "contract" else 30)
    env = environment()
    return str(env.get_template("scoresheet.html").render(
        paper=paper, sides=sides, pages=[list(range(blocks))] * pages, sheets=[],
        game=game, above=round(height * 0.4, 1), below=round(height * 0.6, 1), gap=6,
        ledger=False))


def filled_sheet_html(sheets: list[dict[str, Any]], paper: str, ledger: bool = False) -> str:
    """Filled sheets (the shape above), each from a new page: drawn as the club
    block the blank sheet draws (a column per side, honours above the heavy line,
    tricks below, a rule under each game), or with ``ledger`` as a table of one line
    per hand.

    >>> sheet, _ = parse_sheet({"sides": ["We", "They"], "bonus": [0, 250],
    ...     "hands": [{"deal": "1", "above": [0, 50], "below": [60, 0]}]})
    >>> '<td class="num" colspan="2">300</td>' in filled_sheet_html([sheet], "A4", ledger=True)
    True
    >>> '<td class="total">300</td>' in filled_sheet_html([sheet], "A4")
    True
    """
    env = environment()
    return str(env.get_template("scoresheet.html").render(
        paper=paper, sides=sheets[0]["sides"], pages=[], sheets=sheets, game="", above=0,
        below=0, gap=0, ledger=ledger))

"""Show a scored rubber: a club score block for the terminal, and JSON.

The block is the club pattern: one column per side, a line across the middle,
honours (and everything else above the line) over it, tricks under it, a rule
under each game, then the rubber, the totals and the value.

>>> from bridgebook.engine.scoring import HandFacts, score_rubber
>>> from bridgebook.model import Strain
>>> rubber, _ = score_rubber([HandFacts(1, Strain.NOTRUMP, tricks=10),
...                           HandFacts(2, Strain.NOTRUMP, tricks=10)], "laws-1905")
>>> print(block_text(rubber).splitlines()[-1])
North-South win the rubber by 196
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from bridgebook.engine.scoring import DealScore, Entry, RubberScore
from bridgebook.model import Side

#: The narrowest a side's column is; a longer entry widens it (entries are never cut).
_WIDTH = 30


def _text(entry: Entry) -> str:
    return f"{entry.points:>5}  {entry.what}"


def _rows(entries: list[Entry], width: int) -> list[str]:
    ns = [_text(e) for e in entries if e.side is Side.NS]
    ew = [_text(e) for e in entries if e.side is Side.EW]
    return [f"{ns[i] if i < len(ns) else '':<{width}} | {ew[i] if i < len(ew) else ''}".rstrip()
            for i in range(max(len(ns), len(ew)))]


def block_text(rubber: RubberScore) -> str:
    """The rubber as a club score block, in plain text."""
    every = [e for d in rubber.deals for e in d.entries] + list(rubber.bonus_entries)
    width = max([_WIDTH, len(rubber.sides[0])] +
                [len(_text(e)) for e in every if e.side is Side.NS])
    rule = "-" * (2 * width + 3)
    head = f"{rubber.sides[0]:<{width}} | {rubber.sides[1]}"
    out = [f"Rubber {rubber.name!r} ({rubber.code})" if rubber.name else
           f"Rubber ({rubber.code})"]
    if taken_up(rubber):
        out.append(taken_up(rubber))
    out.extend([head, rule])
    above = [e for d in rubber.deals for e in d.entries if e.above]
    above += list(rubber.bonus_entries)
    # Above the line the first figure is written next to the line, later ones above it.
    out.extend(reversed(_rows(above, width)))
    out.append("=" * len(rule))
    for game in rubber.games:
        below = [e for d in rubber.deals if d.ident in game.deals for e in d.entries
                 if e.below]
        out.extend(_rows(below, width))
        who = rubber.sides[game.winner] if game.winner is not None else "no one yet"
        out.append(f"{'-' * 8} game {game.number}: {who} {'-' * 8}")
    in_games = {ident for game in rubber.games for ident in game.deals}
    # Duplicate boards stand alone: their trick scores, with no games.
    out.extend(_rows([e for d in rubber.deals if d.ident not in in_games for e in d.entries
                      if e.below], width))
    out.append(rule)
    for name, pick in (("tricks", rubber.tricks), ("above the line", rubber.honours)):
        out.append(f"{pick[0]:>5}  {name:<{width - 7}} | {pick[1]:>5}  {name}")
    totals = [rubber.total(s) for s in Side]
    out.append(f"{totals[0]:>5}  {'total':<{width - 7}} | {totals[1]:>5}  total")
    if rubber.winner is None:
        out.append("the rubber is level")
    elif rubber.code == "contract-duplicate":
        out.append(f"{rubber.sides[rubber.winner]} ahead by {rubber.value} over the boards")
    elif rubber.finished:
        out.append(f"{rubber.sides[rubber.winner]} win the rubber by {rubber.value}")
    else:
        out.append(f"unfinished: {rubber.sides[rubber.winner]} ahead by {rubber.value}")
    return "\n".join(out)


def taken_up(rubber: RubberScore) -> str:
    """Where the record takes the rubber up, in words ("" when at love all, no game).

    >>> from bridgebook.engine.scoring import score_rubber
    >>> rubber, _ = score_rubber([], "laws-1905")
    >>> taken_up(replace(rubber, start_below=(0, 24), start_games=(1, 1)))
    'taken up at North-South 0, East-West 24 towards the game; games North-South 1, East-West 1'
    """
    if rubber.start_below == (0, 0) and rubber.start_games == (0, 0):
        return ""
    below, games = rubber.start_below, rubber.start_games
    names = rubber.sides
    return (f"taken up at {names[0]} {below[0]}, {names[1]} {below[1]} towards the game; "
            f"games {names[0]} {games[0]}, {names[1]} {games[1]}")


def rubber_value(rubber: RubberScore) -> str:
    """What the rubber comes to, in words: who wins it and by how much."""
    if rubber.winner is None:
        return "the rubber is level"
    if rubber.code == "contract-duplicate":
        return f"{rubber.sides[rubber.winner]} ahead by {rubber.value} over the boards"
    if rubber.finished:
        return f"{rubber.sides[rubber.winner]} win the rubber by {rubber.value}"
    return f"unfinished: {rubber.sides[rubber.winner]} ahead by {rubber.value}"


def _note(deal: DealScore, sides: tuple[str, str]) -> str:
    return "; ".join(f"{sides[e.side]} {e.what}" for e in deal.entries if e.points)


def rubber_sheet(rubber: RubberScore, title: str = "", laws: str = "",
                 sides: tuple[str, str] | None = None) -> dict[str, Any]:
    """The rubber in the plain shape of a filled score sheet (docs/publishing.md):
    one line per hand (each side's points above and below the line, what they are
    for), a game line under the hand that ends a game, the rubber, the totals.
    ``sides`` names the columns (default: the rubber's own names).

    >>> from bridgebook.engine.scoring import HandFacts, score_rubber
    >>> from bridgebook.model import Strain
    >>> rubber, _ = score_rubber([HandFacts(1, Strain.NOTRUMP, tricks=10),
    ...                           HandFacts(2, Strain.NOTRUMP, tricks=10)], "laws-1905")
    >>> sheet = rubber_sheet(rubber)
    >>> sheet["hands"][0]["below"], sheet["hands"][1]["game"], sheet["totals"], sheet["value"]
    ([48, 0], True, [196, 0], 'North-South win the rubber by 196')
    """
    names = sides or rubber.sides
    ends = {game.deals[-1] for game in rubber.games if game.winner is not None and game.deals}
    hands = [{"deal": str(d.ident), "note": _note(d, names),
              "above": [d.points(s, below=False) for s in Side],
              "below": [d.points(s, below=True) for s in Side],
              "game": d.ident in ends} for d in rubber.deals]
    name = rubber.name[:1].upper() + rubber.name[1:]
    return {"title": title or name or "Score sheet", "laws": laws or rubber.code,
            "sides": list(names), "hands": hands,
            "bonus": [sum(e.points for e in rubber.bonus_entries if e.side is s)
                      for s in Side],
            "bonus_note": "; ".join(f"{names[e.side]} {e.what}"
                                    for e in rubber.bonus_entries),
            "totals": [rubber.total(s) for s in Side],
            "value": rubber_value(replace(rubber, sides=names))}


def _entry(e: Entry) -> dict[str, Any]:
    return {"side": e.side.name, "points": e.points, "above": e.above, "for": e.what}


def _deal(d: DealScore) -> dict[str, Any]:
    return {"deal": d.ident, "game": d.game,
            "vulnerable": {"NS": d.vulnerable[0], "EW": d.vulnerable[1]},
            "above": [_entry(e) for e in d.entries if e.above],
            "below": [_entry(e) for e in d.entries if e.below],
            "towards_game": {"NS": d.below_after[0], "EW": d.below_after[1]}}


def rubber_json(rubber: RubberScore) -> dict[str, Any]:
    """The rubber as data: per deal the entries, per game the winner, the totals."""
    return {
        "name": rubber.name, "laws": rubber.code, "finished": rubber.finished,
        "taken_up": {"towards_game": {"NS": rubber.start_below[0], "EW": rubber.start_below[1]},
                     "games": {"NS": rubber.start_games[0], "EW": rubber.start_games[1]}},
        "sides": {"NS": rubber.sides[0], "EW": rubber.sides[1]},
        "deals": [_deal(d) for d in rubber.deals],
        "games": [{"game": g.number, "deals": list(g.deals),
                   "winner": g.winner.name if g.winner is not None else None}
                  for g in rubber.games],
        "totals": {s.name: {"tricks": rubber.tricks[s], "above": rubber.honours[s],
                            "bonus": sum(e.points for e in rubber.bonus_entries
                                         if e.side is s),
                            "total": rubber.total(s)} for s in Side},
        "bonus": [_entry(e) for e in rubber.bonus_entries],
        "winner": rubber.winner.name if rubber.winner is not None else None,
        "value": rubber.value,
    }

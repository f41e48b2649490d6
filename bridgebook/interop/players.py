"""The players of a deal by seat, from whichever record gave them: PBN's seat tags
(``pbn:North``…) or the book notation's ``players:`` line (``N Westra, E Kalish``).

>>> from bridgebook.model import Seat
>>> player_names({"players": "N Westra, E Kalish, S Leufkens, W Podgor"})[Seat.W]
'Podgor'
>>> player_names({"pbn:North": "Westra", "pbn:South": "?"})
{Seat.N: 'Westra'}
"""

from __future__ import annotations

import re

from bridgebook.model import Seat

_ONE = re.compile(r"\s*(north|east|south|west|[nesw])\b[\s:]*(.*?)\s*$", re.IGNORECASE)


def player_names(meta: dict[str, str]) -> dict[Seat, str]:
    """The names the record gives, by seat (``?`` and empty names left out)."""
    names: dict[Seat, str] = {}
    for seat in Seat:
        name = meta.get(f"pbn:{seat.word}", "").strip()
        if name and name != "?":
            names[seat] = name
    if names or "players" not in meta:
        return names
    for part in meta["players"].split(","):
        match = _ONE.match(part)
        if match is not None and match.group(2):
            names[Seat.parse(match.group(1))] = match.group(2)
    return names

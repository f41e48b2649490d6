"""The players of a deal by seat, from whichever record gave them: PBN's seat tags
(``pbn:North``…), LIN's ``pn``, or the book notation's ``players:`` line (``N Westra, E Kalish``).

>>> from bridgebook.model import Seat
>>> player_names({"players": "N Westra, E Kalish, S Leufkens, W Podgor"})[Seat.W]
'Podgor'
>>> player_names({"pbn:North": "Westra", "pbn:South": "?"})
{Seat.N: 'Westra'}
>>> player_names({"players": "N Smith, J, E Kalish"})
{Seat.N: 'Smith, J', Seat.E: 'Kalish'}
>>> player_names({"lin:pn": "a,b,c,d,e,f,g,h", "lin:qx": "c12"})[Seat.S]
'e'

"""

from __future__ import annotations

import re

from bridgebook.model import Seat

_LIN_ORDER = (Seat.S, Seat.W, Seat.N, Seat.E)
_ONE = re.compile(r"\s*(north|east|south|west|[nesw])\b[\s:]*(.*?)\s*$", re.IGNORECASE)


def player_names(meta: dict[str, str]) -> dict[Seat, str]:
    """The names the record gives, by seat (``?`` and empty names left out)."""
    names: dict[Seat, str] = {}
    for seat in Seat:
        name = meta.get(f"pbn:{seat.word}", "").strip()
        if name and name != "?":
            names[seat] = name
    if names:
        return names
    if "lin:pn" in meta:
        # LIN: South, West, North, East; a vugraph's eight names are the open room's
        # four then the closed room's (a board 'qx|c…|' is the closed room's)
        given = [n.strip() for n in meta["lin:pn"].split(",")]
        closed = meta.get("lin:qx", "")[:1].lower() == "c" and len(given) >= 8
        for seat, name in zip(_LIN_ORDER, given[4:8] if closed else given[:4], strict=False):
            if name and name != "?" and name != seat.word:  # 'South': no name
                names[seat] = name
        return names
    if "players" not in meta:
        return names
    last: Seat | None = None
    for part in meta["players"].split(","):
        match = _ONE.match(part)
        if match is not None and match.group(2):
            last = Seat.parse(match.group(1))
            names[last] = match.group(2)
        elif last is not None and part.strip():
            names[last] += "," + part  # a name with a comma in it: 'N Smith, J'
    return names

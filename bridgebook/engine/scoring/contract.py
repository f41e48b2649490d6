"""Scoring a contract: below and above the line, as in contract rubber bridge.

The figures are those of the contract text (scoring for making the contract,
slam bonus, overtricks, undertricks); duplicate and Chicago add their game and
part-score bonuses on top (in ``rubber.py``).

>>> facts = HandFacts(1, Strain.SPADES, tricks=11, level=4, declarer=Seat.N, factor=2)
>>> [str(e) for e in score_contract_hand(facts, vulnerable=False)]
['NS 240 below: 4♠X bid and made', 'NS 100 above: overtricks', 'NS 50 above: insult']
"""

from __future__ import annotations

from bridgebook.engine.scoring.values import Entry, HandFacts, HonoursHeld
from bridgebook.model import Seat, Side, Strain

#: Points below the line for each trick bid and made, undoubled.
_PER_TRICK = {Strain.CLUBS: 20, Strain.DIAMONDS: 20, Strain.HEARTS: 30, Strain.SPADES: 30,
              Strain.NOTRUMP: 30}


def contract_points(level: int, strain: Strain, doubles: int = 0) -> int:
    """The score below the line for a contract made: 40 for the first no-trump trick.

    >>> contract_points(3, Strain.NOTRUMP), contract_points(4, Strain.HEARTS, 1)
    (100, 240)
    """
    points = level * _PER_TRICK[strain] + (10 if strain is Strain.NOTRUMP else 0)
    return points << doubles


def undertricks(down: int, doubles: int, vulnerable: bool) -> int:
    """The adversaries' score for ``down`` undertricks.

    >>> undertricks(1, 0, False), undertricks(3, 1, False), undertricks(4, 1, False)
    (50, 500, 800)
    >>> undertricks(2, 1, True), undertricks(2, 2, True)
    (500, 1000)
    """
    if doubles == 0:
        return down * (100 if vulnerable else 50)
    total = 0
    for n in range(1, down + 1):
        if vulnerable:
            total += 200 if n == 1 else 300
        else:
            total += 100 if n == 1 else 200 if n <= 3 else 300
    return total * (2 if doubles == 2 else 1)


def doubles_of(facts: HandFacts) -> int:
    return {1: 0, 2: 1, 4: 2}.get(facts.factor, 0)


def score_contract_hand(facts: HandFacts, vulnerable: bool) -> tuple[Entry, ...]:
    """The entries of a contract made or defeated (no honours, no game bonus)."""
    if facts.strain is None or facts.tricks is None or not facts.level or facts.declarer is None:
        return ()
    side = facts.declarer.side
    doubles = doubles_of(facts)
    made = facts.won(side) - 6 - facts.level
    name = f"{facts.level}{facts.strain.symbol}{('', 'X', 'XX')[doubles]}"
    if made < 0:
        return (Entry(side.other, undertricks(-made, doubles, vulnerable), False,
                      f"undertricks ({name} down {-made})"),)
    entries = [Entry(side, contract_points(facts.level, facts.strain, doubles), True,
                     f"{name} bid and made")]
    if made:
        per = (_PER_TRICK[facts.strain] if doubles == 0
               else (200 if vulnerable else 100) * (2 if doubles == 2 else 1))
        entries.append(Entry(side, made * per, False, "overtricks"))
    if doubles:
        entries.append(Entry(side, 50 * doubles, False, "insult"))
    if facts.level == 6:
        entries.append(Entry(side, 750 if vulnerable else 500, False, "small slam"))
    elif facts.level == 7:
        entries.append(Entry(side, 1500 if vulnerable else 1000, False, "grand slam"))
    return tuple(entries)


def contract_honours(held: HonoursHeld | None, strain: Strain | None) -> tuple[Entry, ...]:
    """Honours above the line at contract (rubber and Chicago): 100 or 150 to the holders.

    >>> contract_honours(HonoursHeld(Side.EW, 4, 4), Strain.HEARTS)
    (Entry(side=Side.EW, points=100, below=False, what='four trump honours in one hand'),)
    """
    if held is None or strain is None:
        return ()
    if strain is Strain.NOTRUMP:
        if held.in_one_hand == 4:
            return (Entry(held.side, 150, False, "four aces in one hand"),)
        return ()
    if held.in_one_hand == 5:
        return (Entry(held.side, 150, False, "five trump honours in one hand"),)
    if held.in_one_hand == 4:
        return (Entry(held.side, 100, False, "four trump honours in one hand"),)
    return ()


def declarer_side(seat: Seat | None) -> Side | None:
    return seat.side if seat is not None else None

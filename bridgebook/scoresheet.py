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

from collections.abc import Collection, Sequence
from dataclasses import replace
from typing import Any

from bridgebook.diagnostics import Diagnostic, Severity
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
    out.append(rubber_value(rubber))
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
    """What the rubber comes to, in words: who wins it and who wins the difference.

    The winners of the rubber (its games) are not always the side with the higher
    total: the difference is then won by the other side (contract: "the side with
    the higher score wins the difference"; 1897 law 12, 1904 law 11, 1905 law 11:
    "the number of points won or lost by the winners of the rubber").

    >>> from bridgebook.engine.scoring import HandFacts, score_rubber
    >>> from bridgebook.model import Seat, Strain
    >>> def deal(n: int, level: int, tricks: int, factor: int = 1) -> HandFacts:
    ...     return HandFacts(n, Strain.NOTRUMP, tricks=tricks, level=level,
    ...                      declarer=Seat.N, factor=factor)
    >>> rubber, _ = score_rubber([deal(1, 1, 2, 2), deal(2, 3, 9), deal(3, 3, 9)],
    ...                          "contract-rubber")
    >>> rubber.total(Side.NS), rubber.total(Side.EW)
    (900, 1100)
    >>> rubber_value(rubber)
    'North-South win the rubber; East-West win the difference, 200'
    >>> rubber_value(score_rubber([], "contract-rubber")[0])
    'no deal scored'
    """
    sides = rubber.sides
    if not rubber.deals and rubber.start_below == (0, 0) and rubber.start_games == (0, 0):
        return "no deal scored"  # (every deal of the rubber has a problem said)
    # (a Chicago set of four deals is no rubber: its winners win the set)
    what = "set" if rubber.code == "chicago" else "rubber"
    if rubber.winner is None:
        return f"the {what} is level"
    if rubber.code == "contract-duplicate":
        return f"{sides[rubber.winner]} ahead by {rubber.value} over the boards"
    if not rubber.finished:
        return f"unfinished: {sides[rubber.winner]} ahead by {rubber.value}"
    won = f"{sides[rubber.winner]} win the {what}"
    if rubber.ahead is None:
        return f"{won}; the totals are level"
    if rubber.ahead is rubber.winner:
        return f"{won} by {rubber.difference}"
    return f"{won}; {sides[rubber.ahead]} win the difference, {rubber.difference}"


def _note(deal: DealScore, sides: tuple[str, str]) -> str:
    return "; ".join(f"{sides[e.side]} {e.what}" for e in deal.entries if e.points)


def _what(deal: DealScore, side: Side, below: bool) -> str:
    """What a side's figure of one hand, above or below the line, is for."""
    return "; ".join(e.what for e in deal.entries
                     if e.side is side and e.below is below and e.points)


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
              "above_for": [_what(d, s, below=False) for s in Side],
              "below_for": [_what(d, s, below=True) for s in Side],
              "game": d.ident in ends} for d in rubber.deals]
    name = rubber.name[:1].upper() + rubber.name[1:]
    return {"title": title or name or "Score sheet", "laws": laws or rubber.code,
            "sides": list(names), "hands": hands,
            "bonus": [sum(e.points for e in rubber.bonus_entries if e.side is s)
                      for s in Side],
            "bonus_for": [_bonus_for(rubber, s) for s in Side],
            "bonus_note": "; ".join(f"{names[e.side]} {e.what}"
                                    for e in rubber.bonus_entries),
            "totals": [rubber.total(s) for s in Side],
            "value": rubber_value(replace(rubber, sides=names))}


def _bonus_for(rubber: RubberScore, side: Side) -> str:
    """What a side's bonus at the end of the rubber is for: "rubber", or an unfinished
    contract rubber's "game up" and "part score" (each with its figure when a side
    has both).

    >>> from bridgebook.engine.scoring import HandFacts, score_rubber
    >>> from bridgebook.model import Seat, Strain
    >>> rubber, _ = score_rubber([HandFacts(1, Strain.NOTRUMP, tricks=9, level=3,
    ...     declarer=Seat.N), HandFacts(2, Strain.CLUBS, tricks=8, level=2,
    ...     declarer=Seat.N)], "contract-rubber")
    >>> _bonus_for(rubber, Side.NS), _bonus_for(rubber, Side.EW)
    ('game up 300, part score 100 in an unfinished rubber', '')
    """
    entries = [e for e in rubber.bonus_entries if e.side is side]
    if len(entries) == 1:
        what = entries[0].what
        return f"the {what}" if what in ("rubber", "game") else what
    tail = " in an unfinished rubber"
    if all(e.what.endswith(tail) for e in entries):
        return ", ".join(f"{e.what.removesuffix(tail)} {e.points}" for e in entries) + (
            tail if entries else "")
    return ", ".join(f"{e.what} {e.points}" for e in entries)


def differences(rubber: RubberScore, found: Sequence[Diagnostic],
                first: bool = True, deals: Collection[str] | None = None
                ) -> list[dict[str, str]]:
    """The notes a filled sheet carries where the record differs from the laws: each
    error (S001, a printed figure that does not follow; a double past the limit,
    A005; ...) and each score warning (S009, a deal that cannot be scored) of a deal
    of this rubber, with its place in the record. ``deals`` are the rubber's deals,
    those it does not score included (default: the deals it scores). A problem of no
    deal (a rubber's ``totals:``) goes on the ``first`` sheet.

    >>> from bridgebook.diagnostics import make
    >>> from bridgebook.engine.scoring import HandFacts, score_rubber
    >>> from bridgebook.model import Span, Strain
    >>> rubber, _ = score_rubber([HandFacts(3, Strain.NOTRUMP, tricks=10)], "laws-1905")
    >>> d = make("S001", "deal 3: the record prints '32', but the deals give 34",
    ...          Span(28, 32, 28, 40)).at(file="r.hand", deal=3)
    >>> differences(rubber, [d])
    [{'deal': '3', 'text': "Deal 3: the record prints '32', but the deals give 34; the sheet \
gives the laws' figure (S001, r.hand:28)"}]
    """
    idents = set(deals) if deals is not None else {str(d.ident) for d in rubber.deals}
    scored = {str(d.ident) for d in rubber.deals}
    notes = []
    for d in found:
        if not (d.code.startswith("S") or d.severity is Severity.ERROR):
            continue
        deal = str(d.deal) if d.deal is not None else ""
        if (deal and deal not in idents) or (not deal and not first):
            continue
        text = d.message[:1].upper() + d.message[1:]
        where = f"{d.file}:{d.line}" if d.file else f"line {d.line}"
        tail = ("; the sheet gives the laws' figure" if d.code == "S001" else
                "" if d.code.startswith("S") or deal not in scored else
                "; the sheet scores the deal without it" if _left_out(d) else
                "; the sheet scores the deal as the record gives it")
        # A rubber's printed totals are noted by the totals, not by a deal's figures.
        of_rubber = d.message.startswith(("rubber ", "the rubber"))
        notes.append({"deal": "" if of_rubber else deal,
                      "text": f"{text}{tail} ({d.code}, {where})"})
    return notes


#: The irregular acts the check leaves out of the deal, as if not made: a wrong call
#: (A006, A007, A008), a call after the auction closed (A010), a second declaration
#: (A015); and an act said out of turn or by a player who may not say it, which the
#: check says "is ignored" (A001, A004).
_LEFT_OUT = frozenset({"A006", "A007", "A008", "A010", "A015"})


def _left_out(d: Diagnostic) -> bool:
    """Whether the check scores the deal without the act ``d`` is about."""
    return d.code in _LEFT_OUT or (d.hint or "").endswith("it is ignored")


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
        "ahead": rubber.ahead.name if rubber.ahead is not None else None,
        "difference": rubber.difference,
    }

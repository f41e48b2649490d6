"""Check the result the record states against the result of the play.

>>> from bridgebook.model import Seat, StatedResult, Strain
>>> words(StatedResult("8", tricks=8), Contract(Strain.HEARTS, Seat.S))
'the declaring side NS wins 8 tricks'
"""

from __future__ import annotations

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.replay import Replay
from bridgebook.model import Contract, Deal, Naming, Side, StatedResult

#: The end of L008's message for a result written against a contract the deal has not.
AGAINST_NONE = "is written against a contract, but the deal has none"
#: The end of L008's message for a result given to a deal passed out.
PASSED_OUT = "is given, but the deal is passed out: the cards are thrown in, no trick is played"


def stated_tricks(result: StatedResult, contract: Contract | None,
                  declaring: Side | None) -> tuple[Side, int] | None:
    """The side and the number of tricks the stated result gives it."""
    side = result.side if result.side is not None else declaring
    if side is None:
        return None
    if result.relative is not None:
        if contract is None or not contract.level:
            return None
        return side, contract.level + 6 + result.relative
    if result.tricks is None:
        return None
    return side, result.tricks


def words(result: StatedResult, contract: Contract | None) -> str:
    got = stated_tricks(result, contract, contract.side if contract else None)
    if got is None:
        return repr(result.text)
    side, tricks = got
    who = "the declaring side " if result.side is None else ""
    return f"{who}{side.name} wins {tricks} tricks"


def check_result(deal: Deal, contract: Contract | None, outcome: Replay,
                 passed: bool = False) -> list[Diagnostic]:
    """L008 when the stated result does not follow from the play; or when a deal
    ``passed`` out, whose cards are thrown in, is given a result of tricks."""
    result = deal.result
    if result is None:
        return []
    if passed and result.relative is None and not (result.tricks == 0 and result.side is None):
        # (a result of none, PBN's [Result "0"] as some programs write it, says as much)
        return [make("L008", f"the result {result.text!r} {PASSED_OUT}", result.span,
                     hint="a deal passed out has no result: drop it, or give the auction "
                          "that was played")]
    declaring = contract.side if contract is not None else (
        deal.dealer.side if deal.dealer is not None else None)
    got = stated_tricks(result, contract, declaring)
    if got is None:
        if result.relative is not None and (contract is None or not contract.level):
            return [make("L008", f"the result {result.text!r} {AGAINST_NONE}", result.span,
                         hint="give the tricks won: 'result: Z Y 8'")]
        return []
    side, tricks = got
    mine, theirs = _side_name(side, deal), _side_name(side.other, deal)
    if not 0 <= tricks <= 13:
        return [make("L008", f"the result gives {mine} {tricks} tricks; a deal has 13",
                     result.span)]
    if deal.play is None or not outcome.finished:
        return []
    actual = outcome.tricks_won[side]
    if actual == tricks:
        return []
    made = ""
    if contract is not None and contract.level and side is contract.side:
        diff = actual - contract.level - 6
        made = f" ({'made' if diff == 0 else f'{diff:+d}'})"
    return [make("L008", f"the result says {mine} won {tricks} tricks, but the play gives "
                 f"{mine} {actual}{made}", result.span,
                 hint=f"the play gives {mine} {actual} and {theirs} "
                      f"{outcome.tricks_won[side.other]}")]


def _side_name(side: Side, deal: Deal) -> str:
    """``NS`` / ``EW``; in a deal written with the books' letters ``Y Z`` / ``A B``."""
    if deal.naming is Naming.BOOK:
        return "Y Z" if side is Side.NS else "A B"
    return side.name

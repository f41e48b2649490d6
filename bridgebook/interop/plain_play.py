"""The replay a writer needs of a play with nothing wrong in it, on bit masks.

A writer (PBN, LIN, the notation, JSON) settles each deal as the checker does and
takes from the replay only the tricks (who led, each seat's card, who won), the
tricks each side won and whether the play is finished. For the commonest play,
thirteen tricks of four cards from four full hands, no claim, each trick led by
the winner of the last and every card held and following suit, that is worked
out here on bit masks, with none of the full replay's checks and messages; any
other play returns None and is replayed in full (``engine.replay.replay``).
``tests/interop/test_plain_play.py`` holds the two to each other.
"""

from __future__ import annotations

from typing import Any

from bridgebook.engine.quick import full_deal
from bridgebook.engine.replay import PlayedTrick, Replay, trick_winner
from bridgebook.interop.fast import slot_setters
from bridgebook.model import Card, Contract, Deal, PlayForm, Seat, Side, Strain, Suit

_SEATS = tuple(Seat)
_TABLE = PlayForm.TABLE
_new = object.__new__
_NUMBER, _LEADER, _CARDS, _WINNER = slot_setters(PlayedTrick, "number", "leader", "cards",
                                                  "winner")
_SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))


def plain_replay(deal: Deal, contract: Contract | None) -> Replay | None:
    """The replay of ``deal``'s play under ``contract`` when the play is regular and
    whole (its tricks, the tricks won, finished; no message), else None."""
    play = deal.play
    if (play is None or contract is None or deal.claim is not None or len(play.tricks) != 13
            or len(deal.hands) != 4):
        return None
    holders = [0, 0, 0, 0]
    for hand in deal.hands:
        if hand.seat is None or not hand.complete or holders[hand.seat]:
            return None
        holders[hand.seat] = hand.cards.mask
    if not full_deal(holders):
        return None
    trump = None if contract.strain is Strain.NOTRUMP else Suit(int(contract.strain))
    leader = contract.leader
    tricks: list[PlayedTrick] = []
    won = [0, 0]
    for number, trick in enumerate(play.tricks, start=1):
        cards = trick.cards
        if len(cards) != 4 or trick.damaged or (trick.leader is not None
                                                 and trick.leader is not leader):
            return None
        order: list[tuple[Seat, Card]]
        if trick.form is _TABLE:
            row: list[Any] = [None, None, None, None]  # each seat's card, once
            for c in cards:
                if c.seat is None or row[c.seat] is not None:
                    return None
                row[c.seat] = c.card
            # (A list by the seat's number: a dictionary would hash each Seat in Python.)
            order = [(_SEATS[at & 3], row[at & 3]) for at in range(leader, leader + 4)]
        else:
            order = [(_SEATS[at & 3], c.card) for at, c in enumerate(cards, start=leader)]
        led = order[0][1] // 13
        first = True
        for seat, card in order:
            bit = 1 << card
            held = holders[seat]
            if not held & bit or (not first and card // 13 != led
                                  and held & _SUIT_MASKS[led]):
                return None  # a card not held, or a revoke: the full replay says
            holders[seat] = held ^ bit
            first = False
        winner = trick_winner(order, trump)
        done: PlayedTrick = _new(PlayedTrick)  # as PlayedTrick(...) makes it, faster
        _NUMBER(done, number)
        _LEADER(done, leader)
        _CARDS(done, tuple(order))
        _WINNER(done, winner)
        tricks.append(done)
        won[winner & 1] += 1
        leader = winner
    return Replay(tricks, {Side.NS: won[0], Side.EW: won[1]}, finished=True)

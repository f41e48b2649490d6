"""The replay a writer needs of a play with nothing wrong in it, on bit masks.

A writer (PBN, LIN, the notation, JSON) settles each deal as the checker does and
takes from the replay only the tricks (who led, each seat's card, who won), the
tricks each side won and whether the play is finished. For the commonest play,
tricks of four cards from four full hands (the last may be cut short, where the
play stops or a claim ends it), each trick led by the winner of the last and every
card held and following suit, that is worked out here on bit masks, with none of
the full replay's checks and messages, and the claim (or the play stopped with
none) counted as the full replay counts it (``engine.replay.with_claim``); any
other play returns None and is replayed in full (``engine.replay.replay``).
``tests/interop/test_plain_play.py`` holds the two to each other.
"""

from __future__ import annotations

from typing import Any

from bridgebook.engine.quick import full_deal
from bridgebook.engine.replay import PlayedTrick, Replay, with_claim
from bridgebook.model import Card, Contract, Deal, PlayForm, Seat, Side, Strain
from bridgebook.model.slots import slot_setters

_SEATS = tuple(Seat)
_TABLE = PlayForm.TABLE
_new = object.__new__
_NUMBER, _LEADER, _CARDS, _WINNER = slot_setters(PlayedTrick, "number", "leader", "cards",
                                                  "winner")
_SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
#: The seats in the order they play, by the leader's number.
_ROUND = tuple(tuple(_SEATS[(leader + i) & 3] for i in range(4)) for leader in range(4))


def plain_replay(deal: Deal, contract: Contract | None) -> Replay | None:
    """The replay of ``deal``'s play under ``contract`` when the play is regular (its
    tricks, the tricks won and claimed, whether it is finished), else None."""
    play = deal.play
    if (play is None or contract is None or not 0 < len(play.tricks) <= 13
            or len(deal.hands) != 4):
        return None
    holders = [0, 0, 0, 0]
    for hand in deal.hands:
        seat = hand.seat
        if seat is None or holders[seat]:
            return None
        mask = 0  # as hand.cards.mask, for a complete hand (no 'x' card)
        for holding in hand.holdings:
            if holding.small:
                return None
            for card in holding.cards:
                mask |= 1 << card
        holders[seat] = mask
    if not full_deal(holders):
        return None
    trump = -1 if contract.strain is Strain.NOTRUMP else int(contract.strain)
    leader = contract.leader
    tricks: list[PlayedTrick] = []
    won = [0, 0]
    last = len(play.tricks)
    for number, trick in enumerate(play.tricks, start=1):
        cards = trick.cards
        if (len(cards) != 4 and (number != last or not cards or len(cards) > 4)) or (
                trick.damaged or (trick.leader is not None and trick.leader is not leader)):
            return None  # a trick short of cards but the last, or one said to be damaged
        order: list[tuple[Seat, Card]]
        if trick.form is _TABLE:
            row: list[Any] = [None, None, None, None]  # each seat's card, once
            for c in cards:
                seat = c.seat
                if seat is None or row[seat] is not None:
                    return None
                row[seat] = c.card
            # (A list by the seat's number: a dictionary would hash each Seat in Python.)
            order = ([(seat, row[seat]) for seat in _ROUND[leader]] if len(cards) == 4 else
                     [(seat, row[seat]) for seat in _ROUND[leader] if row[seat] is not None])
        else:
            order = [(_SEATS[at & 3], c.card) for at, c in enumerate(cards, start=leader)]
        # Each card held and following suit, and the winner (as trick_winner finds it).
        winner, best = order[0]
        led = best_suit = best // 13
        bit = 1 << best
        held = holders[winner]
        if not held & bit:
            return None  # a card not held: the full replay says
        holders[winner] = held ^ bit
        for seat, card in order[1:]:
            bit = 1 << card
            held = holders[seat]
            suit = card // 13
            if not held & bit or (suit != led and held & _SUIT_MASKS[led]):
                return None  # a card not held, or a revoke: the full replay says
            holders[seat] = held ^ bit
            if suit == best_suit:
                if card > best:
                    winner, best = seat, card
            elif suit == trump:
                winner, best, best_suit = seat, card, suit
        done: PlayedTrick = _new(PlayedTrick)  # as PlayedTrick(...) makes it, faster
        if len(order) < 4:  # the last trick, cut short: no winner (PlayState.close_trick)
            _NUMBER(done, number)
            _LEADER(done, order[0][0])
            _CARDS(done, tuple(order))
            _WINNER(done, None)
            tricks.append(done)
            break
        _NUMBER(done, number)
        _LEADER(done, leader)
        _CARDS(done, tuple(order))
        _WINNER(done, winner)
        tricks.append(done)
        won[winner & 1] += 1
        leader = winner
    return with_claim(deal, Replay(tricks, {Side.NS: won[0], Side.EW: won[1]}))

"""The replay a writer needs of a play, on bit masks, for the commonest plays.

A writer (PBN, LIN, the notation, JSON) settles each deal as the checker does and
takes from the replay only the tricks (who led, each seat's card, who won), the
tricks each side won and whether the play is finished: the quiet replay
(``engine.replay.play_out`` with ``quiet``), which says nothing of the faults it
meets. For a play of tricks of four cards (the last may be cut short, where the
play stops or a claim ends it), each led by the seat the record names or else by
the winner of the last, and no card played twice, that is worked out here, the
claim (or the play stopped with none) counted as the full replay counts it
(``engine.replay.with_claim``). A card its player does not hold, a revoke or a
trick led by the wrong seat changes no trick of the quiet replay (the checker
reports them), so such plays are answered here too: most plays of a file whose
Deal and Play disagree are. Any other play returns None and is replayed in full.
``tests/interop/test_plain_play.py`` holds the two to each other.
"""

from __future__ import annotations

from typing import Any

from bridgebook.engine.replay import PlayedTrick, Replay, trick_winner, with_claim
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
    """The quiet replay of ``deal``'s play under ``contract`` (its tricks, the tricks
    won and claimed, whether it is finished) when the play is of the common form,
    else None."""
    play = deal.play
    if play is None or contract is None or not 0 < len(play.tricks) <= 13:
        return None
    trump = -1 if contract.strain is Strain.NOTRUMP else int(contract.strain)
    leader = contract.leader
    tricks: list[PlayedTrick] = []
    won = [0, 0]
    played = 0  # the cards played, a bit each
    last = len(play.tricks)
    for number, trick in enumerate(play.tricks, start=1):
        cards = trick.cards
        if ((len(cards) != 4 and (number != last or not cards or len(cards) > 4))
                or trick.damaged):
            return None  # a trick short of cards but the last, or one said to be damaged
        if trick.leader is not None:  # led by the seat the record names, as the full
            leader = trick.leader  # replay plays it (the wrong leader is the checker's)
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
        for _seat, card in order:  # a card played twice is the full replay's
            bit = 1 << card
            if played & bit:
                return None
            played |= bit
        done: PlayedTrick = _new(PlayedTrick)  # as PlayedTrick(...) makes it, faster
        if len(order) < 4:  # the last trick, cut short: no winner (PlayState.close_trick)
            _NUMBER(done, number)
            _LEADER(done, order[0][0])
            _CARDS(done, tuple(order))
            _WINNER(done, None)
            tricks.append(done)
            break
        winner = trick_winner(order, trump)
        _NUMBER(done, number)
        _LEADER(done, leader)
        _CARDS(done, tuple(order))
        _WINNER(done, winner)
        tricks.append(done)
        won[winner & 1] += 1
        leader = winner
    return with_claim(deal, Replay(tricks, {Side.NS: won[0], Side.EW: won[1]}))

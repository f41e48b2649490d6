"""A quick verdict on a deal given in its commonest form: is it regular?

``bridgebook check`` spends most of its time on deals with nothing wrong. For
those it needs no message, so no place of any card: only the answer "nothing to
report". This module gives that answer for a
:class:`~bridgebook.model.compact.CompactDeal`, whose hands and play are plain
integers:

- four hands of thirteen cards, every card once;
- the auction or the make, settled by :func:`~bridgebook.engine.auction.settle_auction`
  or :func:`~bridgebook.engine.declaration.settle_make` themselves, with nothing
  to report;
- where the play is given, every trick led by the winner of the last (the first
  by the eldest hand, on the declarer's left), every card held by the player who
  plays it, suit followed while a card of it is held, the card marked as the
  winner (in a table whose winners are marked) the one that wins; thirteen
  tricks, or fewer and a claim of no more than remain;
- the stated result, if any, equal to the tricks the play gives (from 0 to 13
  where no play is given);
- the score stated before the hand, if any, not already a game for either side
  (:func:`~bridgebook.engine.scoring.game_points.past_the_game`, the full check's
  own judge of it).

``True`` means the full check would report nothing; ``False`` means only "look
closer": the caller then checks the deal in full, which finds and places every
problem. A test holds the two to each other over random deals, regular and
damaged (``tests/test_quick.py``).
"""

from __future__ import annotations

from bridgebook.engine.auction import settle_auction
from bridgebook.engine.declaration import settle_make
from bridgebook.engine.laws import LawsCode
from bridgebook.engine.result import stated_tricks
from bridgebook.engine.scoring.game_points import past_the_game
from bridgebook.model import Contract, Seat, Side, Strain
from bridgebook.model.compact import CompactDeal

_SUITS = tuple(0x1FFF << (13 * s) for s in range(4))
_ALL = (1 << 52) - 1


def full_deal(hands: list[int]) -> bool:
    """Four hands of thirteen cards, every card of the pack once.

    >>> full_deal([0x1FFF << (13 * s) for s in range(4)]), full_deal([_ALL, 0, 0, 0])
    (True, False)
    """
    if len(hands) != 4:
        return False
    together = 0
    for mask in hands:
        if mask.bit_count() != 13 or together & mask:
            return False
        together |= mask
    return together == _ALL


def play_tricks(hands: list[int], cards: list[int], leaders: list[int], leader: int,
                trump: int, columns: tuple[int, ...] | None = None) -> list[int] | None:
    """The winner of each trick of a regular play, or None.

    ``cards`` are four cards a trick, in the order played from its leader (with
    ``columns``, each trick's cards in the order of the table's columns, whose
    seats ``columns`` gives); ``leaders`` the leader each trick states (-1: none
    stated); ``trump`` the trump suit (-1: no trump).

    >>> hands = [0x1FFF << (13 * suit) for suit in (3, 2, 1, 0)]  # N ♠, E ♥, S ♦, W ♣
    >>> play = [38, 13, 0, 51] + [37, 14, 1, 50]  # E leads ♥A and ♥K; the rest discard
    >>> play_tricks(hands, play, [-1, -1], 1, -1), play_tricks(hands, play, [-1, -1], 1, 3)
    ([1, 1], None)
    >>> table = [51, 38, 13, 0] + [50, 37, 14, 1]  # the same, in the columns N E S W
    >>> play_tricks(hands, table, [-1, -1], 1, -1, columns=(0, 1, 2, 3))
    [1, 1]
    """
    tricks = len(cards) // 4
    if len(cards) != 4 * tricks or len(leaders) != tricks or tricks > 13:
        return None
    held = list(hands)
    winners: list[int] = []
    # The column of each seat, twice over, so that the four from any leader are a slice.
    where = [columns.index(seat & 3) for seat in range(8)] if columns is not None else None
    for trick in range(tricks):
        stated = leaders[trick]
        if stated >= 0 and stated != leader:
            return None
        base = trick * 4
        if where is not None:
            order = [cards[base + column] for column in where[leader: leader + 4]]
        else:
            order = cards[base: base + 4]
        first = order[0]
        led = first // 13
        bit = 1 << first
        if not held[leader] & bit:
            return None
        held[leader] ^= bit
        best, winner, best_suit = first, leader, led
        seat = leader
        for card in order[1:]:
            seat = (seat + 1) & 3
            bit = 1 << card
            hand = held[seat]
            if not hand & bit:
                return None
            suit = card // 13
            if suit != led and hand & _SUITS[led]:
                return None  # a revoke
            held[seat] = hand ^ bit
            if suit == best_suit:
                if card > best:
                    best, winner = card, seat
            elif suit == trump:
                best, winner, best_suit = card, seat, suit
        winners.append(winner)
        leader = winner
    return winners


def regular(deal: CompactDeal, code: LawsCode) -> bool:
    """Whether the full check of ``deal`` under ``code`` would report nothing."""
    if not full_deal(deal.hands):
        return False
    if deal.score is not None and past_the_game(deal.score, deal.naming, code):
        return False  # the full check's S011, asked of the one function that makes it
    if deal.auction is None and code.is_contract and not (
            deal.declaration or deal.cards or deal.claim or deal.result or deal.meta):
        return True  # the hands alone, as a dealing program writes them: nothing to settle
    contract = compact_contract(deal, code)
    if contract is None:
        return False
    if deal.started is not None and (deal.cards or deal.claim or deal.result
                                     or deal.columns != (int(contract.leader),)):
        return False  # a play started with no trick: only by the leader, and nothing after
    won = {Side.NS: 0, Side.EW: 0}  # with no play, no tricks to compare
    if deal.cards:
        trump = -1 if contract.strain is Strain.NOTRUMP else int(contract.strain)
        winners = play_tricks(deal.hands, deal.cards, deal.leaders, int(contract.leader),
                              trump, deal.columns)
        if winners is None or (deal.marks and deal.marks != winners):
            return False
        ns = sum(1 for winner in winners if not winner & 1)
        won = {Side.NS: ns, Side.EW: len(winners) - ns}
        remaining = 13 - len(winners)
        claim = deal.claim
        if claim is None:
            if remaining:
                return False  # the play stops with no claim
        else:
            if claim.seat is None or remaining <= 0:
                return False
            count = remaining if claim.tricks is None else claim.tricks
            if count > remaining:
                return False
            won[claim.seat.side] += count
            won[claim.seat.side.other] += remaining - count
    elif deal.claim is not None:
        return False
    result = deal.result
    if result is None:
        return True
    got = stated_tricks(result, contract, contract.side)
    if got is None:
        return result.relative is None
    side, tricks = got
    if not 0 <= tricks <= 13:
        return False
    return not deal.cards or won[side] == tricks


def compact_contract(deal: CompactDeal, code: LawsCode) -> Contract | None:
    """The contract, settled by the engine itself; None when it has anything to say
    or there is no contract (a deal passed out, a make with no trump named)."""
    dealer = deal.dealer
    if code.is_contract and deal.auction is not None:
        contract, found = settle_auction(deal.auction, code,
                                         dealer or deal.auction.first or Seat.S,
                                         meta=deal.meta, meta_spans={})
    elif not code.is_contract or deal.declaration:
        contract, found = settle_make(deal.declaration, code, dealer or Seat.S,
                                      limit=code.doubling_limit, required=bool(deal.cards),
                                      naming=deal.naming, where=None)
    else:
        return None
    return None if found else contract

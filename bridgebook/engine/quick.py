"""A quick verdict on a deal given in its commonest form: is it regular?

``bridgebook check`` spends most of its time on deals with nothing wrong. For
those it needs no message, so no place of any card: only the answer "nothing to
report". This module gives that answer from plain integers (the hands as bit
masks, the calls and the cards in order), under the same laws as
:mod:`bridgebook.engine.auction` and :mod:`bridgebook.engine.replay`:

- four hands of thirteen cards, every card once;
- a contract auction whose every call is legal and that ends in three passes
  after a bid (a deal passed out is left to the full check);
- where the play is given, thirteen tricks, each led by the winner of the last
  (the first by the eldest hand, on the declarer's left), every card held by the
  player who plays it, suit followed while a card of it is held;
- the stated result, if any, equal to the tricks the play gives (from 0 to 13
  where no play is given).

``True`` means the full check would report nothing; ``False`` means only "look
closer": the caller then checks the deal in full, which finds and places every
problem. A test holds the two to each other over random deals, regular and
damaged (``tests/test_quick.py``).
"""

from __future__ import annotations

from bridgebook.engine.laws import LawsCode
from bridgebook.model import Strain
from bridgebook.model.compact import CompactDeal

#: A call: a bid is 0-34 ((level - 1) * 5 + strain); the others are negative.
PASS, DOUBLE, REDOUBLE = -1, -2, -3
_SUITS = tuple(0x1FFF << (13 * s) for s in range(4))
_ALL = (1 << 52) - 1


def bid(level: int, strain: Strain) -> int:
    """The number of a bid: the auction's order of bids.

    >>> bid(1, Strain.CLUBS), bid(1, Strain.NOTRUMP), bid(7, Strain.NOTRUMP)
    (0, 4, 34)
    """
    return (level - 1) * 5 + int(strain)


def full_deal(hands: list[int]) -> bool:
    """Four hands of thirteen cards, every card of the pack once."""
    if len(hands) != 4:
        return False
    together = 0
    for mask in hands:
        if mask.bit_count() != 13 or together & mask:
            return False
        together |= mask
    return together == _ALL


def settle(dealer: int, calls: list[int]) -> tuple[int, int, int] | None:
    """The contract of a regular auction: (bid, declarer, doubles); None when any
    call is wrong, the auction is not closed, calls follow its close, or the deal
    is passed out.

    >>> settle(0, [bid(1, Strain.HEARTS), PASS, bid(4, Strain.HEARTS), PASS, PASS, PASS])
    (17, 0, 0)
    >>> settle(0, [PASS, bid(1, Strain.HEARTS), DOUBLE, PASS, PASS, PASS])
    (2, 1, 1)
    >>> settle(0, [bid(1, Strain.HEARTS), DOUBLE, PASS]) is None
    True
    """
    last = bidder = -1
    doubles = passes = 0
    named: dict[int, int] = {}  # side * 5 + strain -> the seat that named it first
    seat = dealer
    for index, call in enumerate(calls):
        if call == PASS:
            passes += 1
            if passes == 3 and last >= 0:
                if index != len(calls) - 1:
                    return None  # calls after the close
                return last, named[(bidder & 1) * 5 + last % 5], doubles
            if passes == 4:
                return None  # passed out: left to the full check
        elif call >= 0:
            if call > 34 or call <= last:
                return None
            last, bidder, doubles, passes = call, seat, 0, 0
            named.setdefault((seat & 1) * 5 + call % 5, seat)
        elif call == DOUBLE:
            if last < 0 or (bidder & 1) == (seat & 1) or doubles:
                return None
            doubles, passes = 1, 0
        else:
            if last < 0 or (bidder & 1) != (seat & 1) or doubles != 1:
                return None
            doubles, passes = 2, 0
        seat = (seat + 1) & 3
    return None  # not closed


def play_tricks(hands: list[int], cards: list[int], leaders: list[int], leader: int,
                trump: int, by_seat: bool = False) -> int:
    """The tricks North-South win in a regular play of all thirteen tricks, or -1.

    ``cards`` are the 52 cards in the order played, trick by trick from its
    leader (with ``by_seat``, each trick's cards in the order N E S W);
    ``leaders`` the leader each trick states (-1: none stated); ``trump`` the trump
    suit (-1: no trump).
    """
    if len(cards) != 52 or len(leaders) != 13:
        return -1
    held = list(hands)
    won_ns = 0
    for trick in range(13):
        stated = leaders[trick]
        if stated >= 0 and stated != leader:
            return -1
        base = trick * 4
        if by_seat:
            order = [cards[base + ((leader + i) & 3)] for i in range(4)]
        else:
            order = cards[base: base + 4]
        first = order[0]
        led = first // 13
        bit = 1 << first
        if not held[leader] & bit:
            return -1
        held[leader] ^= bit
        best, winner, best_suit = first, leader, led
        seat = leader
        for card in order[1:]:
            seat = (seat + 1) & 3
            bit = 1 << card
            hand = held[seat]
            if not hand & bit:
                return -1
            suit = card // 13
            if suit != led and hand & _SUITS[led]:
                return -1  # a revoke
            held[seat] = hand ^ bit
            if suit == best_suit:
                if card > best:
                    best, winner = card, seat
            elif suit == trump:
                best, winner, best_suit = card, seat, suit
        if not winner & 1:
            won_ns += 1
        leader = winner
    return won_ns


def regular(deal: CompactDeal, code: LawsCode) -> bool:
    """Whether the full check of ``deal`` under ``code`` would report nothing:
    a contract deal regular from its deal to its result."""
    if not code.is_contract or not full_deal(deal.hands):
        return False
    contract = settle(deal.dealer, deal.calls)
    if contract is None:
        return False
    last, declarer, doubles = contract
    stated_bid, stated_doubles, stated_declarer = deal.stated
    if stated_bid >= 0 and (stated_bid, stated_doubles) != (last, doubles):
        return False
    if stated_declarer >= 0 and stated_declarer != declarer:
        return False
    strain = last % 5
    won_ns = -1  # no play given: only the stated result's range is checked
    if deal.cards:
        won_ns = play_tricks(deal.hands, deal.cards, deal.leaders, (declarer + 1) & 3,
                             -1 if strain == 4 else strain, deal.by_seat)
        if won_ns < 0:
            return False
    if deal.result is None:
        return True
    side, number, relative = deal.result
    if relative:
        side, number = -1, last // 5 + 7 + number
    if side < 0:
        side = declarer & 1
    if won_ns < 0:
        return 0 <= number <= 13
    return 0 <= number <= 13 and number == (won_ns if side == 0 else 13 - won_ns)

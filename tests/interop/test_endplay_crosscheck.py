"""Cross-checks with endplay as the independent party.

Random deals, auctions and legal plays are made with endplay and written by its
PBN and LIN writers; bridgebook reads them and must find the same cards, the same
contract and the same trick winners, with no error. bridgebook's own PBN and LIN
are read back by endplay, which must find the same deal, auction and play. A
revoke injected into such a file (endplay reads it without a word) is reported by
bridgebook at its line and column.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bridgebook.checking import check_text
from bridgebook.diagnostics import Severity
from bridgebook.interop.lin import read_lin
from bridgebook.interop.lin_write import write_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.interop.pbn_write import hand_text, write_pbn
from bridgebook.model import Seat

endplay_pbn = pytest.importorskip("endplay.parsers.pbn")
endplay_lin = pytest.importorskip("endplay.parsers.lin")

from endplay.types import Board, Card, Contract, ContractBid, Deal, Denom, PenaltyBid, Player  # noqa: E402
from endplay.types.penalty import Penalty  # noqa: E402

RANKS = "23456789TJQKA"
_DENOMS = (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt)


@dataclass
class Made:
    board: Any  # an endplay Board
    winners: list[int]  # the seat (0 N … 3 W) that won each trick, by endplay
    revoke: tuple[int, int] | None  # (trick, position in the trick) of an injected revoke


def _deal_text(rng: random.Random) -> str:
    cards = [s + r for s in "SHDC" for r in RANKS]
    rng.shuffle(cards)
    hands = []
    for seat in range(4):
        mine = cards[13 * seat:13 * seat + 13]
        hands.append(".".join("".join(r for r in reversed(RANKS) if s + r in mine)
                              for s in "SHDC"))
    return "N:" + " ".join(hands)


def _auction(rng: random.Random) -> list[Any]:
    calls: list[Any] = []
    last: tuple[int, int] | None = None  # level, denom index (clubs 0 … nt 4)
    last_side = -1
    doubled = 0
    turn = 0
    passes = 0
    while True:
        side = turn % 2
        roll = rng.random()
        can_bid = last is None or last < (7, 4)
        if last is None and turn == 3 and passes == 3:
            roll = 0.9  # no board is passed out here
        if last is not None and doubled == 0 and side != last_side and roll < 0.08:
            calls.append(PenaltyBid(Penalty.doubled))
            doubled, passes = 1, 0
        elif last is not None and doubled == 1 and side == last_side and roll < 0.04:
            calls.append(PenaltyBid(Penalty.redoubled))
            doubled, passes = 2, 0
        elif can_bid and roll > 0.55:
            low = (1, 0) if last is None else ((last[0], last[1] + 1) if last[1] < 4
                                               else (last[0] + 1, 0))
            options = [(lv, d) for lv in range(low[0], min(low[0] + 2, 8)) for d in range(5)
                       if (lv, d) >= low]
            last = rng.choice(options)
            calls.append(ContractBid(last[0], _DENOMS[last[1]]))
            last_side, doubled, passes = side, 0, 0
        else:
            calls.append(PenaltyBid(Penalty.passed))
            passes += 1
            if last is not None and passes == 3:
                return calls
        turn += 1


def make_board(seed: int, *, revoke: bool = False) -> Made:
    rng = random.Random(seed)
    text = _deal_text(rng)
    dealer = Player(rng.randrange(4))
    auction = _auction(rng)
    contract = Contract.from_auction(dealer, auction)
    leader = Player((contract.declarer.value + 1) % 4)
    deal = Deal(text, first=leader, trump=contract.denom)
    play: list[Any] = []
    winners: list[int] = []
    injected: tuple[int, int] | None = None
    dummy = (contract.declarer.value + 2) % 4
    for index in range(52):
        position = index % 4
        moves = list(deal.legal_moves())
        player = deal.curplayer
        if revoke and injected is None and position and index > 8 and player.value != dummy:
            hand = getattr(deal, player.name)
            led = deal.curtrick[0].suit
            others = [Card(f"{s}{r}") for s in "SHDC" if "SHDC".index(s) != led.value
                      for r in RANKS if Card(f"{s}{r}") in hand]
            if others and all(m.suit == led for m in moves):
                moves = [rng.choice(others)]
                injected = (index // 4 + 1, position)
        card = rng.choice(moves)
        deal.play(card)
        play.append(card)
        if position == 3:
            winners.append(deal.first.value)
    declaring = sum(1 for w in winners if w % 2 == contract.declarer.value % 2)
    contract.result = declaring - contract.level - 6
    board = Board(Deal(text), auction, play, board_num=seed % 1000 + 1, dealer=dealer,
                  contract=contract)
    return Made(board, winners, injected)


_STRAIN_OF_DENOM = {"clubs": "C", "diamonds": "D", "hearts": "H", "spades": "S", "nt": "NT"}
SEEDS = st.integers(min_value=0, max_value=10**9)
FEW = settings(max_examples=20, deadline=None)


def _same_as_endplay(text: str, suffix: str, made: Made) -> None:
    result = check_text(text, f"board{suffix}")
    errors = [d for d in result.diagnostics if d.severity is Severity.ERROR]
    assert errors == [], errors
    assert len(result.deals) == 1
    report = result.deals[0]
    board = made.board
    for seat in Seat:
        assert hand_text(report.deal.hand(seat)) == str(getattr(board.deal, seat.word.lower()))
    contract = report.contract
    assert contract is not None
    assert contract.level == board.contract.level
    assert contract.strain.code == _STRAIN_OF_DENOM[board.contract.denom.name]
    assert contract.declarer.value == board.contract.declarer.value
    assert contract.doubles == ("passed", "doubled", "redoubled").index(
        board.contract.penalty.name)
    winners = [t.winner.value for t in report.replay.tricks if t.winner is not None]
    assert winners == made.winners


@FEW
@given(SEEDS)
def test_endplay_pbn_read_by_bridgebook(seed: int) -> None:
    made = make_board(seed)
    _same_as_endplay(endplay_pbn.dumps([made.board]), ".pbn", made)


@FEW
@given(SEEDS)
def test_endplay_lin_read_by_bridgebook(seed: int) -> None:
    made = make_board(seed)
    _same_as_endplay(endplay_lin.dumps([made.board]), ".lin", made)


def _endplay_reads_the_same(boards: list[Any], made: Made) -> None:
    assert len(boards) == 1
    board, want = boards[0], made.board
    assert str(board.deal) == str(want.deal)
    assert [str(c) for c in board.auction] == [str(c) for c in want.auction]
    assert [str(c) for c in board.play] == [str(c) for c in want.play]
    assert board.dealer == want.dealer


@FEW
@given(SEEDS)
def test_bridgebook_pbn_read_by_endplay(seed: int) -> None:
    made = make_board(seed)
    record, found = read_pbn(endplay_pbn.dumps([made.board]))
    assert found == []
    text, dropped = write_pbn(record)
    assert dropped == []
    _endplay_reads_the_same(endplay_pbn.loads(text), made)
    # and bridgebook reads its own PBN back to the same PBN
    assert write_pbn(read_pbn(text)[0])[0] == text


@FEW
@given(SEEDS)
def test_bridgebook_lin_read_by_endplay(seed: int) -> None:
    made = make_board(seed)
    record, found = read_lin(endplay_lin.dumps([made.board]))
    assert found == []
    text, _ = write_lin(record)
    _endplay_reads_the_same(endplay_lin.loads(text), made)


@FEW
@given(SEEDS)
def test_an_injected_revoke_is_reported(seed: int) -> None:
    made = make_board(seed, revoke=True)
    if made.revoke is None:
        return
    text = endplay_pbn.dumps([made.board])
    endplay_pbn.loads(text)  # endplay reads it without a word
    trick, position = made.revoke
    played = made.board.play[(trick - 1) * 4 + position]
    card = "SHDC"[played.suit.value] + played.rank.abbr
    lines = text.splitlines()
    row = next(i for i, line in enumerate(lines) if line.startswith("[Play ")) + trick
    column = f" {lines[row]} ".index(f" {card} ") + 1
    revokes = [d for d in check_text(text, "board.pbn").diagnostics if d.code == "L003"]
    assert [(d.line, d.column, d.trick) for d in revokes] == [(row + 1, column, trick)]

"""A PBN Deal tag may start from any seat (PBN 3.4.11: the first hand is the seat
the tag names, the others follow clockwise): written again, it starts from the
seat it was written from, not from the dealer's."""

from __future__ import annotations

from bridgebook.interop.hand_write import write_hand
from bridgebook.interop.json_out import read_json, record_json
from bridgebook.interop.pbn import read_pbn
from bridgebook.interop.pbn_write import write_pbn
from bridgebook.model import Seat

# South deals; the Deal tag starts from East, then South, West and North.
_EAST = "KQJ.AKQ.AKQ.AKQJ"
_SOUTH = "T98.JT9.JT9.T987"
_WEST = "765.876.8765.654"
_NORTH = "A432.5432.432.32"


def _game(deal: str, more: str = "") -> str:
    return ('[Event "x"]\n[Board "1"]\n[Dealer "S"]\n[Vulnerable "None"]\n'
            f'[Deal "{deal}"]\n[Contract "?"]\n{more}')


def _deal_tags(text: str) -> list[str]:
    return [line for line in text.splitlines() if line.startswith("[Deal ")]


def test_a_deal_tag_from_another_seat_than_the_dealers_is_written_from_it() -> None:
    deal = f"E:{_EAST} {_SOUTH} {_WEST} {_NORTH}"
    record, found = read_pbn(_game(deal))
    assert found == []
    assert {h.seat: h for h in record.deals[0].hands}[Seat.E].count == 13
    text, lost = write_pbn(record)
    assert _deal_tags(text) == [f'[Deal "{deal}"]'] and lost == []


def test_an_unknown_first_hand_keeps_its_place() -> None:
    # East's hand not known: the tag still starts from East, '-' first
    deal = f"E:- {_SOUTH} {_WEST} {_NORTH}"
    record, _ = read_pbn(_game(deal))
    assert _deal_tags(write_pbn(record)[0]) == [f'[Deal "{deal}"]']


def test_a_deal_tag_from_the_dealer_is_written_from_the_dealer() -> None:
    deal = f"S:{_SOUTH} {_WEST} {_NORTH} {_EAST}"
    record, _ = read_pbn(_game(deal))
    assert "pbn:Deal:first" not in record.deals[0].meta
    assert _deal_tags(write_pbn(record)[0]) == [f'[Deal "{deal}"]']


def test_the_first_seat_goes_through_json_and_is_no_loss_in_the_book_notation() -> None:
    deal = f"W:{_WEST} {_NORTH} {_EAST} {_SOUTH}"
    record, _ = read_pbn(_game(deal))
    again = read_json(record_json(record))
    assert _deal_tags(write_pbn(again)[0]) == [f'[Deal "{deal}"]']
    hand, lost = write_hand(record)
    assert lost == []  # the book notation gives each hand its seat: nothing is lost
    assert "dealer: S" in hand


def test_the_board_played_again_keeps_the_tags_first_seat() -> None:
    # the second game gives no Deal (P050): it is the first game's board again
    deal = f"N:{_NORTH} {_EAST} {_SOUTH} {_WEST}"
    text = _game(deal, '[Auction "S"]\nPass Pass Pass Pass\n\n[Auction "S"]\n'
                       'Pass Pass Pass Pass\n')
    record, found = read_pbn(text)
    assert [d.code for d in found] == ["P050"]
    assert _deal_tags(write_pbn(record)[0]) == [f'[Deal "{deal}"]'] * 2

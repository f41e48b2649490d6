"""A PBN table written to JSON as read (rows turned, L030, or read from another seat
than the opening leader, L004) is marked ``play_in_columns`` and read back as that
table, each trick after the first led by the winner of the one before: the JSON's
check folds the game as the PBN's does (A021 for an auction that starts late and rows
turned), and a row short of a card keeps each card its seat's."""

from __future__ import annotations

import json
from pathlib import Path

from notation_deals import PBN_3NT

from bridgebook.checking import check_file, check_text
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn

# Game 1447 of endplay's example3.pbn (board 44): the auction leaves out the dealer
# West's two opening passes (read from West, 1H by W makes 3D by North; started two
# seats late, South declares 3D, West to lead as the Play tag says), and rows 3 and
# 4 are turned. The last row, '- C8 - -', is cut short by the claim of the result.
BOARD_44 = """\
[Board "44"]
[Dealer "W"]
[Vulnerable "NS"]
[Deal "W:KQJ52.72.T75.Q65 T873.KT9.J63.K87 6.AQJ83.94.JT932 A94.654.AKQ82.A4"]
[Declarer "S"]
[Contract "3D"]
[Result "8"]
[Auction "W"]
1H 2D X 3D
AP
[Play "W"]
SK S3 S6 SA
D7 DJ D4 D2
DA D5 D3 D9
H3 DK DT D6
SJ S7 C2 S4
H7 H9 HJ H4
C5 C7 CJ CA
S2 S8 C3 DQ
S5 ST C9 D8
C6 CK CT C4
- C8 - -
*
"""


def _codes(path: Path) -> list[str]:
    return [d.code for d in check_file(path).diagnostics]


def test_a_late_auction_and_turned_rows_fold_as_in_the_pbn(tmp_path: Path) -> None:
    assert [d.code for d in check_text(BOARD_44, "b.pbn").diagnostics] == ["A021"]
    record, _ = read_pbn(BOARD_44)
    text, lost = convert_record(record, "json")
    assert lost == []
    deal = json.loads(text)["deals"][0]
    assert deal["play_in_columns"] is True
    assert [c["seat"] for c in deal["play"][2]] == ["W", "N", "E", "S"]  # as read
    (tmp_path / "b.json").write_text(text)
    assert _codes(tmp_path / "b.json") == ["A021"]


def test_a_turned_row_short_of_a_card_keeps_each_card_its_seat(tmp_path: Path) -> None:
    # 3NT by North, East led ♥J to North's ♥A (columns E S W N). Rows 2 to 4 are in
    # the order of play from North (who wins them), each card one column on; row 3
    # has no second card: turned back, North ♠K, East's card missing, South ♠6,
    # West ♠3.
    text = PBN_3NT + "SA ST S5 S2\nSK - S6 S3\nSQ S8 S7 S4\n*\n"
    source = [(d.code, d.message) for d in check_text(text, "t.pbn").diagnostics]
    assert [code for code, _ in source] == ["L010", "L030", "L006"]
    assert source[2][1] == "trick 3 has 3 cards, not four: no card of E"
    record, _ = read_pbn(text)
    data, _ = convert_record(record, "json")
    (tmp_path / "t.json").write_text(data)
    said = [(d.code, d.message) for d in check_file(tmp_path / "t.json").diagnostics]
    assert sorted(code for code, _ in said) == ["L006", "L010", "L030"]
    assert ("L006", "trick 3 has 3 cards, not four: no card of E") in said


def test_a_play_in_the_order_played_is_not_marked() -> None:
    record, _ = read_pbn(PBN_3NT + "*\n")
    text, _ = convert_record(record, "json")
    assert "play_in_columns" not in json.loads(text)["deals"][0]

"""A PBN play whose Play tag names another seat than the opening leader (L004)
converted to the book notation and to JSON: the play is written as read, in the
tag's columns, so that the check of the converted record tells the wrong leader once,
as the check of the PBN does; and the claim the PBN's result makes is counted from
the play led again from the opening leader, not from the play as misread."""

from __future__ import annotations

import json
from pathlib import Path

from notation_deals import PBN_3NT

from bridgebook.checking import check_file
from bridgebook.checking.text import check_text
from bridgebook.diagnostics import Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

# North holds every ace, king and queen: 3NT by North, East leads ♥J, North wins
# with ♥A and cashes ♠A K Q. The tag names South instead of East: read from South,
# the columns are S W N E, and "HJ H5 H2 HA" is South's ♥J, West's ♥5, North's ♥2
# and East's ♥A, none held by its player.
WRONG = PBN_3NT.replace('[Play "E"]', '[Play "S"]') + """\
ST S5 S2 SA
S9 S6 S3 SK
S8 S7 S4 SQ
*
"""


#: The play written as read, in the Play tag's columns (first row led by its seat),
#: with the claim of the result counted from the play led by East.
AS_READ = ("play: S W N E\n"
           "1. S: HJ H5 H2 HA\n"
           "2. S10 S5 S2 SA\n"
           "3. S9 S6 S3 SK\n"
           "4. S8 S7 S4 SQ\n"
           "claim: N 9\n"
           "result: 13\n")


def _errors(text: str, name: str) -> list[tuple[str, int]]:
    """Each error of the check, with how many problems it folds."""
    return [(d.code, len(d.folded)) for d in check_text(text, name).diagnostics
            if d.severity is Severity.ERROR]


def test_the_pbn_tells_the_wrong_leader_once() -> None:
    # folded under the one L004 at the tag: the lead out of turn the misreading
    # makes (L004 at the first row), the sixteen cards not held (each row's four), the
    # claim of 13 the reader counts of the result from the misread play (L007) and
    # the result, which the misread play does not make (L008)
    assert _errors(WRONG, "wrong.pbn") == [("L004", 19)]


def test_a_wrong_leader_is_written_to_the_book_notation_as_read() -> None:
    record, found = read_pbn(WRONG)
    assert found == []
    hand, lost = convert_record(record, "hand")
    assert lost == []
    # The table in the tag's columns, its first row led by the tag's seat; the claim
    # of the result counted from the play led by East: North wins all four tricks
    # (♥A, ♠A, ♠K, ♠Q), so 13 - 4 = 9. (Read from South, East's ♥A and spades win
    # every trick and North would claim all 13.)
    assert hand.endswith(AS_READ)
    # one L004 at the first row, folding the same as the PBN's but the claim: the
    # .hand claims the 9 tricks the play led by East leaves
    assert _errors(hand, "wrong.hand") == [("L004", 18)]


def test_the_right_leader_is_still_written_in_play_order() -> None:
    record, _ = read_pbn(WRONG.replace('[Play "S"]', '[Play "E"]'))
    hand, _ = convert_record(record, "hand")
    assert "play:\n1. E: HJ H5 H2 HA\n2. N: SA S10 S5 S2\n" in hand
    assert "claim: N 9\n" in hand
    assert _errors(hand, "right.hand") == []


def test_a_wrong_leader_is_written_to_json_as_read(tmp_path: Path) -> None:
    record, _ = read_pbn(WRONG)
    text, lost = convert_record(record, "json")
    assert lost == []
    deal = json.loads(text)["deals"][0]
    # each row's cards on the seats the tag's columns give them, S W N E
    assert [[(c["seat"], c["card"]) for c in trick] for trick in deal["play"]] == [
        [("S", "HJ"), ("W", "H5"), ("N", "H2"), ("E", "HA")],
        [("S", "ST"), ("W", "S5"), ("N", "S2"), ("E", "SA")],
        [("S", "S9"), ("W", "S6"), ("N", "S3"), ("E", "SK")],
        [("S", "S8"), ("W", "S7"), ("N", "S4"), ("E", "SQ")]]
    # North wins the four tricks led by East: 13 - 4 = 9 to claim
    assert deal["claim"] == {"seat": "N", "tricks": 9}
    # one L004, the rest folded under it, as the PBN's: the rows read back as the table
    # they were ("play_in_columns"), so only the first trick is led out of turn (1
    # L004: South, East the eldest hand), each trick after it by the winner of the one
    # before; four cards not held in each row (16 L001), and the result (L008). The
    # claim of 9 is the check's count (the PBN's claim made of the result as read is
    # its L007).
    path = tmp_path / "wrong.json"
    path.write_text(text, encoding="utf-8")
    assert deal["play_in_columns"] is True
    assert [(d.code, [f.code for f in d.folded]) for d in check_file(path).diagnostics
            if d.severity is Severity.ERROR] == [("L004", ["L004"] + ["L001"] * 16 + ["L008"])]


def test_the_json_and_the_hand_written_again_keep_the_one_l004(tmp_path: Path) -> None:
    record, _ = read_pbn(WRONG)
    text, _ = convert_record(record, "json")
    hand, lost = convert_record(read_json(json.loads(text)), "hand")
    assert lost == []
    # the JSON's tricks, each led by South, written back as the table they were
    assert hand.endswith(AS_READ)
    assert _errors(hand, "again.hand") == [("L004", 18)]
    book, _ = parse(hand)
    again, _ = convert_record(book, "json")
    assert json.loads(again)["deals"][0]["play"] == json.loads(text)["deals"][0]["play"]


#: LIN's cards of the play led by East, as the check reads it: East leads ♥J, North
#: wins with ♥A and leads ♠A, ♠K, ♠Q, each trick's cards from North round.
LED_BY_EAST = ("pc|HJ|pc|H5|pc|H2|pc|HA|pg||pc|SA|pc|ST|pc|S5|pc|S2|pg||"
               "pc|SK|pc|S9|pc|S6|pc|S3|pg||pc|SQ|pc|S8|pc|S7|pc|S4|pg||")


def _lin_errors(text: str) -> list[str]:
    return [d.code for d in check_text(text, "wrong.lin").diagnostics
            if d.severity is Severity.ERROR]


def test_a_wrong_leader_to_lin_is_said_lost() -> None:
    record, _ = read_pbn(WRONG)
    text, lost = convert_record(record, "lin")
    # LIN has no leader of its own: its first card is East's, the declarer North's
    # left-hand opponent. The play goes as the check reads it, and the leader the
    # Play tag names (South) is said lost, once, at the tag (line 11, column 2).
    assert [(d.code, d.span.line, d.span.column) for d in lost if d.span] == [
        ("P017", 11, 2)]
    assert "led by S, but E is the opening leader" in lost[0].message
    # the result, 13 tricks to North, the four played and nine claimed
    assert LED_BY_EAST + "mc|13|" in text
    # read back, the play is the one the PBN's check checks: nothing wrong
    assert _lin_errors(text) == []


def test_the_right_leader_to_lin_says_nothing() -> None:
    # the same rows in East's columns: the play as the check reads the wrong one
    record, _ = read_pbn(WRONG.replace('[Play "S"]', '[Play "E"]'))
    text, lost = convert_record(record, "lin")
    assert lost == []
    assert LED_BY_EAST + "mc|13|" in text


def test_a_first_trick_led_out_of_turn_in_the_notation_to_lin() -> None:
    # the notation's play in the order played, its first trick led by South (E is
    # the opening leader), the tricks after it by North; North claims the other 9
    rows = ("play:\n1. S: HJ H5 H2 HA\n2. N: SA S10 S5 S2\n3. N: SK S9 S6 S3\n"
            "4. N: SQ S8 S7 S4\nclaim: N 9\n")
    record, _ = read_pbn(WRONG)
    hand, _ = convert_record(record, "hand")
    book, _ = parse(hand.replace(AS_READ, rows))
    assert _errors(hand.replace(AS_READ, rows), "order.hand")[0][0] == "L004"
    text, lost = convert_record(book, "lin")
    assert [d.code for d in lost] == ["P017"]
    assert "led by S, but E is the opening leader" in lost[0].message
    # led by East, North wins the four tricks: 4 + 9 = 13 (read from South, the ♥A
    # would be East's and win the first trick: 3 + 9 = 12)
    assert LED_BY_EAST + "mc|13|" in text
    assert _lin_errors(text) == []

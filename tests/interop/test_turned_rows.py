"""A PBN play whose rows are written in the order of play (L030) converted to the book
notation: the play is written as a table in PBN's own columns, so that the check of
the ``.hand`` tells the turned rows once, as the check of the PBN does, and the claim
the PBN's result makes is counted from the play as the check mends it."""

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
# with ♥A and cashes ♠A K Q. PBN's columns are E S W N (the opening leader's first);
# tricks 2 to 4 are written from their leader, North, instead: "SA ST S5 S2" is
# North's ♠A, East's ♠10, South's ♠5, West's ♠2, not East's ♠A ... North's ♠2.
ORDER = PBN_3NT + """\
SA ST S5 S2
SK S9 S6 S3
SQ S8 S7 S4
*
"""


def _errors(text: str, name: str) -> list[tuple[str, int]]:
    """Each error of the check, with how many problems it folds."""
    return [(d.code, len(d.folded)) for d in check_text(text, name).diagnostics
            if d.severity is Severity.ERROR]


def test_rows_in_the_order_of_play_are_written_as_a_table_in_pbns_columns() -> None:
    record, found = read_pbn(ORDER)
    assert found == []
    hand, lost = convert_record(record, "hand")
    assert lost == []
    # The table in PBN's columns, its first row led by the Play tag's seat; and the
    # claim of the result counted from the rows turned back: North wins all four
    # tricks (♥A, ♠A, ♠K, ♠Q), so 13 - 4 = 9 (read in the columns, East's ♠A would
    # win trick 2 and North would claim 12 of the 9 left).
    assert hand.endswith(
        "play: E S W N\n"
        "1. E: HJ H5 H2 HA\n"
        "2. SA S10 S5 S2\n"
        "3. SK S9 S6 S3\n"
        "4. SQ S8 S7 S4\n"
        "claim: N 9\n"
        "result: 13\n")
    # One L030 in each: the twelve cards of tricks 2-4 not held by their column's
    # seat and the result folded under it (the PBN's made claim of 12 of the 9 tricks
    # left, L007, too: the .hand claims the 9 the mended play leaves).
    assert _errors(ORDER, "order.pbn") == [("L030", 14)]
    assert _errors(hand, "order.hand") == [("L030", 13)]
    again, problems = parse(hand)
    assert problems == []
    play, source = again.deals[0].play, record.deals[0].play
    assert play is not None and source is not None
    assert [c.seat for c in play.tricks[1].cards] == [c.seat for c in source.tricks[1].cards]


def test_a_play_in_its_columns_is_still_written_in_play_order() -> None:
    text = ORDER.replace("SA ST S5 S2\nSK S9 S6 S3\nSQ S8 S7 S4",
                         "ST S5 S2 SA\nS9 S6 S3 SK\nS8 S7 S4 SQ")
    record, _ = read_pbn(text)
    hand, _ = convert_record(record, "hand")
    assert "play:\n1. E: HJ H5 H2 HA\n2. N: SA S10 S5 S2\n" in hand
    assert "claim: N 9\n" in hand
    assert _errors(hand, "columns.hand") == []


def test_a_book_table_with_turned_rows_stays_a_table_in_its_columns() -> None:
    record, _ = read_pbn(ORDER)
    hand, _ = convert_record(record, "hand")
    # the same table as a book prints it: no row names its leader
    book = hand.replace("1. E: HJ", "1. HJ")
    again, problems = parse(book)
    assert problems == []
    written, lost = convert_record(again, "hand")
    assert lost == []
    assert written.endswith("play: E S W N\n1. HJ H5 H2 HA\n2. SA S10 S5 S2\n"
                            "3. SK S9 S6 S3\n4. SQ S8 S7 S4\nclaim: N 9\nresult: 13\n")
    assert _errors(book, "book.hand") == _errors(written, "again.hand") == [("L030", 13)]


def test_rows_in_the_order_of_play_are_written_to_json_as_read(tmp_path: Path) -> None:
    record, _ = read_pbn(ORDER)
    text, lost = convert_record(record, "json")
    assert lost == []
    deal = json.loads(text)["deals"][0]
    # each row's cards on the seats of PBN's columns, E S W N, as the rows were read
    assert [[(c["seat"], c["card"]) for c in trick] for trick in deal["play"]] == [
        [("E", "HJ"), ("S", "H5"), ("W", "H2"), ("N", "HA")],
        [("E", "SA"), ("S", "ST"), ("W", "S5"), ("N", "S2")],
        [("E", "SK"), ("S", "S9"), ("W", "S6"), ("N", "S3")],
        [("E", "SQ"), ("S", "S8"), ("W", "S7"), ("N", "S4")]]
    # North wins the four tricks of the rows turned back: 13 - 4 = 9 to claim
    assert deal["claim"] == {"seat": "N", "tricks": 9}
    path = tmp_path / "order.json"
    path.write_text(text, encoding="utf-8")
    # one L030, folding, as the PBN's: the rows read back as the table they were
    # ("play_in_columns"), each trick after the first led by the winner of the one
    # before (no lead out of turn), the twelve cards of tricks 2-4 not held (L001) and
    # the result (L008: as read, East wins tricks 2-4, so NS have 1 + 9 claimed = 10
    # of the 13 stated). The claim of 9 is the check's count (the PBN's claim of 12,
    # made of the result as read, is its L007).
    assert deal["play_in_columns"] is True
    assert [(d.code, [f.code for f in d.folded]) for d in check_file(path).diagnostics
            if d.severity is Severity.ERROR] == [("L030", ["L001"] * 12 + ["L008"])]
    # written back to the book notation, the same table as the PBN's
    hand, lost = convert_record(read_json(json.loads(text)), "hand")
    assert lost == []
    assert hand.endswith(convert_record(record, "hand")[0].split("auction:")[1].split(
        "\n", 1)[1])


def test_rows_in_the_order_of_play_go_to_lin_as_played() -> None:
    # LIN holds the play in the order it was played, with no columns: tricks 2-4 go as
    # the check reads them, each card by the seat that holds it (North leads ♠A, East
    # follows ♠10, South ♠5, West ♠2), said once; read in PBN's columns East would lead
    # ♠A and win. North takes all four tricks: 4 + the 9 claimed, mc 13.
    record, _ = read_pbn(ORDER)
    lin, lost = convert_record(record, "lin")
    assert ("pc|HJ|pc|H5|pc|H2|pc|HA|pg||pc|SA|pc|ST|pc|S5|pc|S2|pg||"
            "pc|SK|pc|S9|pc|S6|pc|S3|pg||pc|SQ|pc|S8|pc|S7|pc|S4|pg||mc|13|") in lin
    assert [(d.code, d.line, d.column) for d in lost if "L030" in d.message] == [
        ("P017", 11, 2)]  # at the Play tag, line 11
    assert "rows of tricks 2, 3 and 4 are not in its Play tag's columns" in next(
        d.message for d in lost if "L030" in d.message)
    assert _errors(lin, "order.lin") == []

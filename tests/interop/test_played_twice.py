"""A card played twice (the record's misprint, L002) is kept as written by every
writer: PBN's columns, JSON's seats and LIN's order of play: the check of
the file written finds the card played twice, where the record's check finds it, and
folds what follows from it as the record's does."""

from __future__ import annotations

import json
from pathlib import Path

from bridgebook.checking import check_file, check_text
from bridgebook.checking.deal import check_deal
from bridgebook.diagnostics import Diagnostic
from bridgebook.interop.convert import convert_record
from bridgebook.interop.lin import read_lin
from bridgebook.model import Seat
from bridgebook.syntax import parse

DEAL = Path(__file__).resolve().parents[2] / "hands" / "deals" / "06-duck-for-the-suit.hand"
# Deal 06 with N's ♦7 of trick 8 played at trick 2 too, where N played ♦2: trick 8,
# led by N (who won trick 7 with ♦5), is N ♦7, E ♣6, S ♣10, W ♠9.
TEXT = DEAL.read_text(encoding="utf-8").replace("2. S: 6♦ 4♦ 2♦ 9♦", "2. S: 6♦ 4♦ 7♦ 9♦")


def _codes(found: list[Diagnostic]) -> list[tuple[str, int | None, Seat | None, list[str]]]:
    return [(d.code, d.trick, d.seat, [f.code for f in d.folded]) for d in found]


def _converted(target: str) -> str:
    record, _ = parse(TEXT)
    text, _ = convert_record(record, target)
    return text


def test_the_notation_finds_the_card_played_twice() -> None:
    found = check_text(TEXT, "deal.hand").diagnostics
    # N's ♦7 at trick 8 was played at trick 2; the trick, three cards without it, has
    # W's ♠9 on a club lead while W holds ♣K ♣8 (a revoke), and the result's ten tricks
    # are not the play's: both follow from the card played twice.
    assert _codes(found) == [("L002", 8, Seat.N, ["L003", "L008"])]


def test_pbn_keeps_the_card_played_twice_in_its_column() -> None:
    pbn = _converted("pbn")
    # the play's columns from the opening leader W: W, N, E, S
    assert "\nD4 D7 D9 D6\n" in pbn  # trick 2: S led ♦6, W ♦4, N ♦7, E ♦9
    assert "\nS9 D7 C6 CT\n" in pbn  # trick 8: ♦7 again, not '-'
    found = check_text(pbn, "deal.pbn").diagnostics
    assert _codes(found) == _codes(check_text(TEXT, "deal.hand").diagnostics)


def test_json_keeps_the_card_played_twice_in_the_order_played(tmp_path: Path) -> None:
    text = _converted("json")
    trick = json.loads(text)["deals"][0]["play"][7]
    assert [(c["seat"], c["card"]) for c in trick] == [
        ("N", "D7"), ("E", "C6"), ("S", "CT"), ("W", "S9")]
    path = tmp_path / "deal.json"
    path.write_text(text, encoding="utf-8")
    found = check_file(path).diagnostics
    assert _codes(found) == _codes(check_text(TEXT, "deal.hand").diagnostics)


def test_lin_keeps_the_card_played_twice_in_the_order_played() -> None:
    # LIN gives a trick's cards in the order played: trick 8 is written as the record
    # gives it, N's ♦7 first, and the LIN's check finds ♦7 played twice, as the
    # record's does. Nothing is lost: 9 tricks of 4 cards.
    record, _ = parse(TEXT)
    lin, lost = convert_record(record, "lin")
    assert lin.count("|pc|") == 9 * 4 and "pc|D7|pc|C6|pc|CT|pc|S9|" in lin
    assert [d for d in lost if d.message.startswith("trick")] == []
    (again,) = read_lin(lin)[0].deals
    assert [(d.code, d.trick) for d in check_deal(again).diagnostics
            if d.code == "L002"] == [("L002", 8)]

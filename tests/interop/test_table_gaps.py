"""A PBN play row with a card not played ('-') before a later card is written to the
book notation as a table in the same columns, '-' in the cell: the notation's check
tells the trick short of that card as the PBN's does (L006, the same seat), where
rows in the order of play would stop the trick at the gap and lose the cards after it."""

from __future__ import annotations

import json
from pathlib import Path

from notation_deals import PBN_3NT

from bridgebook.checking import check_file
from bridgebook.checking.text import check_text
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn


def _said(text: str, name: str) -> list[str]:
    return [f"{d.code} {d.message}" for d in check_text(text, name).diagnostics]


def test_a_middle_cell_not_played_stays_in_its_column() -> None:
    # 3NT by North, East led ♥J, North won with ♥A. Trick 2 (columns E S W N):
    # North leads ♠A, East ♠10, South's cell '-', West ♠2; trick 3 whole, North's ♠K
    text = PBN_3NT + "ST - S2 SA\nS9 S6 S3 SK\n*\n"
    source = _said(text, "gap.pbn")
    assert "L006 trick 2 has 3 cards, not four: no card of S" in source
    record, _ = read_pbn(text)
    hand, lost = convert_record(record, "hand")
    assert lost == []
    assert hand.endswith("play: E S W N\n1. E: HJ H5 H2 HA\n2. S10 - S2 SA\n"
                         "3. S9 S6 S3 SK\nresult: 13\n")
    assert _said(hand, "gap.hand") == source


def test_a_lead_not_played_leaves_the_trick_in_the_table() -> None:
    # trick 2's lead, North's, is the cell missing: the trick is kept, not left out
    # (which would make trick 3 the second, led by the wrong seat)
    text = PBN_3NT + "ST S5 S2 -\nS9 S6 S3 SK\n*\n"
    source = _said(text, "lead.pbn")
    assert "L006 trick 2 has 3 cards, not four: no card of N" in source
    record, _ = read_pbn(text)
    hand, lost = convert_record(record, "hand")
    assert lost == []
    assert "\n2. S10 S5 S2 -\n3. S9 S6 S3 SK\n" in hand
    assert _said(hand, "lead.hand") == source


def test_a_lead_not_played_is_named_in_json(tmp_path: Path) -> None:
    # the same trick 2, North's lead missing: JSON gives each card its seat in the
    # order played, East's ♠10 first, which is no lead; "trick_leaders" names North
    # (who won trick 1), so its check tells no lead out of turn, as the PBN's
    text = PBN_3NT + "ST S5 S2 -\nS9 S6 S3 SK\n*\n"
    record, _ = read_pbn(text)
    data, lost = convert_record(record, "json")
    assert lost == []
    deal = json.loads(data)["deals"][0]
    assert deal["trick_leaders"] == {"2": "N"}
    assert [(c["seat"], c["card"]) for c in deal["play"][1]] == [
        ("E", "ST"), ("S", "S5"), ("W", "S2")]
    (tmp_path / "lead.json").write_text(data)
    said = [f"{d.code} {d.message}" for d in check_file(tmp_path / "lead.json").diagnostics]
    assert sorted(said) == sorted(_said(text, "lead.pbn")) == [
        "L006 trick 2 has 3 cards, not four: no card of N",
        "L010 the play stops after 3 tricks with no claim"]


def test_a_play_started_with_no_trick_is_kept() -> None:
    # a bidding program's board: '[Play "E"]' then '*', no card and no result (L010, a
    # note; with a result, the claim made of it would hold the thirteen tricks)
    text = PBN_3NT.replace("HJ H5 H2 HA\n", "*\n").replace('[Result "13"]', '[Result ""]')
    source = _said(text, "empty.pbn")
    assert source == ["L010 the play is started but holds no trick"]
    record, _ = read_pbn(text)
    pbn, lost = convert_record(record, "pbn")
    assert lost == [] and '\n[Play "E"]\n*\n' in pbn
    assert _said(pbn, "empty.pbn") == source
    hand, lost = convert_record(record, "hand")
    assert lost == [] and hand.endswith("\nplay: E S W N\n")
    assert _said(hand, "empty.hand") == source

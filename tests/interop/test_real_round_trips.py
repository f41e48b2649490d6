"""Round trips of every valid real file (tests/data/real-files, README there):
``.pbn → .hand → .pbn`` and ``.lin → .hand → .lin`` give the same deals, calls,
alerts, play, claims, results, players, commentary and notes; the ``.hand`` between
them checks clean; and PBN or LIN → JSON → check is clean too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bridgebook.checking import check_file, check_text, read_record
from bridgebook.diagnostics import Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.interop.pbn_write import vulnerable
from bridgebook.interop.players import player_names
from bridgebook.interop.settled import settle
from bridgebook.model import Deal, HandRecord
from bridgebook.syntax import parse

from .test_real_files import REAL, VALID


def _words(text: str) -> str:
    """Commentary as the book notation keeps it: its words in order (a line's indent,
    its breaks, are not kept: a note over several lines comes back as one '>' line
    a line)."""
    return " ".join(text.split())


def _call_note(text: str) -> str:
    # a call's explanation is written in '( )': its own brackets become '[ ]'
    return _words(text).replace("(", "[").replace(")", "]")


def _card_note(text: str) -> str:
    return _words(text).replace("}", ")")


def _facts(deal: Deal, file_meta: dict[str, str]) -> dict[str, Any]:
    settled = settle(deal, file_meta)
    play = deal.play
    notes = [_words(n.text) for n in deal.notes if n.text.strip()]
    if play is not None:
        for trick in play.tricks:
            notes += [_words(n.text) for n in trick.notes if n.text.strip()]
    return {
        "board": deal.number,
        "dealer": settled.dealer,
        "vulnerable": vulnerable(deal.meta.get("vulnerable")),
        "hands": {h.seat: h.cards.mask for h in deal.hands},
        "calls": None if deal.auction is None else [
            (c.kind, c.level, c.strain, c.alert or bool(c.note),
             _call_note(c.note) if c.note else None) for c in deal.auction.calls],
        "play": [(seat, card) for t in settled.tricks for seat, card in t.cards],
        "card notes": [] if play is None else [
            (c.card, _card_note(c.note.text)) for t in play.tricks for c in t.cards if c.note],
        "claim": None if deal.claim is None else (deal.claim.seat, deal.claim.tricks,
                                                  deal.claim.during),
        "contract": str(settled.contract),
        "result": settled.declarer_tricks(),
        "players": player_names(deal.meta),
        "commentary": _words(" ".join(notes)),
    }


def _all_facts(record: HandRecord) -> list[dict[str, Any]]:
    return [_facts(deal, record.meta) for deal in record.deals]


def _loud(text: str, name: str) -> list[str]:
    result = check_text(text, name)
    return [f"{d.line}:{d.column} {d.code} {d.message}" for d in result.diagnostics
            if d.severity is not Severity.INFO]


@pytest.mark.parametrize("name", VALID)
def test_a_real_file_round_trips_through_the_book_notation(name: str) -> None:
    path = REAL / name
    target = path.suffix.lstrip(".")
    record, problems = read_record(path)
    assert [d for d in problems if d.severity is Severity.ERROR] == []
    hand, _ = convert_record(record, "hand")
    assert _loud(hand, "again.hand") == []
    again, found = parse(hand)
    assert [d for d in found if d.severity is Severity.ERROR] == []
    text, _ = convert_record(again, target)
    assert _loud(text, f"again.{target}") == []
    back = (read_pbn if target == "pbn" else read_lin)(text)[0]
    before = _all_facts(record)
    after = _all_facts(back)
    assert len(after) == len(before)
    for one, two in zip(before, after, strict=True):
        if target == "lin":  # LIN reads every 'nt' as the deal's commentary
            one = {**one, "card notes": [], "commentary": sorted(
                [one["commentary"]] + [n for _, n in one["card notes"]])}
            two = {**two, "card notes": [], "commentary": sorted(
                [two["commentary"]] + [n for _, n in two["card notes"]])}
        assert two == one


@pytest.mark.parametrize("name", VALID)
def test_a_real_file_converts_to_json_that_checks_clean(name: str, tmp_path: Path) -> None:
    record, _ = read_record(REAL / name)
    text, dropped = convert_record(record, "json")
    assert dropped == []
    out = tmp_path / "again.json"
    out.write_text(text, encoding="utf-8")
    result = check_file(out)
    assert [f"{d.code} {d.message}" for d in result.diagnostics
            if d.severity is not Severity.INFO] == []
    assert result.deal_count == len(record.deals)
    again = read_json(json.loads(text))
    assert [_facts(d, again.meta) for d in again.deals] == _all_facts(record)


def test_the_round_trips_cover_every_valid_file() -> None:
    assert len(VALID) == 14
    assert {Path(n).suffix for n in VALID} == {".pbn", ".lin"}

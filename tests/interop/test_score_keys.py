"""A score record converted to the book notation keeps the lines it is scored from
(`sides:`, `rubber:`, `honours:`, `printed:` ...): the same rubber, the same figures,
the same misprint found, from the notation and from JSON."""

from __future__ import annotations

from pathlib import Path

from bridgebook.checking import check_text
from bridgebook.engine.scoring import score_record
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json, record_json
from bridgebook.syntax import parse

TOP = Path(__file__).resolve().parents[2]
BLOCK = TOP / "hands" / "laws" / "portland-1904-scoring-block.hand"

RUBBER = """\
laws: portland-1904
sides: north-south A, B; east-west C, D

deal 1
rubber: the scoring block
make: Z declares diamonds
result: north-south win nine tricks
honours: north-south four honours (divided)
printed: north-south 18 below; north-south 24 above
"""


def test_the_keys_a_rubber_is_scored_from_are_written() -> None:
    record, problems = parse(RUBBER)
    assert problems == []
    text, lost = convert_record(record, "hand")
    assert lost == []
    # 'sides:' is the record's, said once before the first deal; the deal's own keys
    # under it, as read.
    assert text.startswith("sides: north-south A, B; east-west C, D\n\ndeal 1\n")
    for line in ("rubber: the scoring block", "honours: north-south four honours (divided)",
                 "printed: north-south 18 below; north-south 24 above"):
        assert line in text.splitlines()
    again, problems = parse(text)
    assert problems == []
    assert again.meta.get("sides") == record.meta["sides"]
    assert {k: v for k, v in again.deals[0].meta.items() if k != "dealer"} == {
        k: v for k, v in record.deals[0].meta.items() if k != "dealer"}


def _said(text: str) -> list[str]:
    """What checking says of the record, and each rubber's totals and winner."""
    result = check_text(text)
    scored = score_record(result.deals, result.record.meta)
    return [f"{d.code} {d.message}" for d in result.diagnostics] + [
        f"{r.name}: {r.tricks} {r.honours} {r.sides} {r.winner} {r.value}"
        for r in scored.rubbers]


def test_the_laws_scoring_block_scores_the_same_through_the_notation_and_json() -> None:
    text = BLOCK.read_text(encoding="utf-8")
    record, _ = parse(text)
    as_hand, lost = convert_record(record, "hand")
    assert lost == []
    through_json, _ = convert_record(read_json(record_json(record)), "hand")
    before = _said(text)
    # the printed 32 that the deals make 34 (S001), and the rubber A, B win by 26
    assert any("S001" in line and "give 34" in line for line in before)
    assert before[-1].endswith(" 26")
    assert _said(as_hand) == before
    assert _said(through_json) == before

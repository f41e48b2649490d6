"""Bad input is a diagnostic, never a traceback: PBN and LIN texts damaged at
random are read and checked without an exception."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from bridgebook.checking import check_text
from bridgebook.interop.convert import convert_record
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn

ROOT = Path(__file__).resolve().parent.parent.parent
PBN = (ROOT / "hands" / "pbn" / "pbn-spec-example.pbn").read_text(encoding="utf-8")
LIN = (ROOT / "hands" / "lin" / "pbn-spec-example.lin").read_text(encoding="utf-8")
NOISE = st.text(alphabet=st.sampled_from(list('[]{}|";%*-=^$!? \n#ASHDCTN0123456789pmbc')),
                max_size=6)


def damaged(text: str, data: st.DataObject) -> str:
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 5))
        text = text[:at] + data.draw(NOISE) + text[at + cut:]
    return text


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_damaged_pbn_is_reported_not_raised(data: st.DataObject) -> None:
    text = damaged(PBN, data)
    check_text(text, "damaged.pbn")
    record, _ = read_pbn(text)
    for target in ("hand", "pbn", "lin", "json"):
        convert_record(record, target)


@settings(max_examples=60, deadline=None)
@given(st.data())
def test_damaged_lin_is_reported_not_raised(data: st.DataObject) -> None:
    text = damaged(LIN, data)
    check_text(text, "damaged.lin")
    record, _ = read_lin(text)
    for target in ("hand", "pbn", "lin", "json"):
        convert_record(record, target)

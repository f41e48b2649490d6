"""docs/interchange.md is tested: its PBN and LIN examples check with no error, its
JSON example is read back to the contract and replay it shows, and the report it
quotes is what `bridgebook check` prints."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from bridgebook.checking import check_deal, check_text
from bridgebook.diagnostics import Severity
from bridgebook.interop.json_out import read_json, record_json

ROOT = Path(__file__).resolve().parent.parent.parent
DOC = (ROOT / "docs" / "interchange.md").read_text(encoding="utf-8")
BLOCKS = re.findall(r"^```(\w+)\n(.*?)^```$", DOC, re.MULTILINE | re.DOTALL)


def blocks(kind: str) -> list[str]:
    return [text for fence, text in BLOCKS if fence == kind]


@pytest.mark.parametrize("kind", ["pbn", "lin"])
def test_the_examples_check_clean(kind: str) -> None:
    assert blocks(kind)
    for text in blocks(kind):
        result = check_text(text, f"example.{kind}")
        assert len(result.deals) == 1
        assert [d for d in result.diagnostics if d.severity is Severity.ERROR] == []


def test_the_bridge_whist_example_settles_as_the_text_says() -> None:
    (text,) = blocks("pbn")
    (report,) = check_text(text, "example.pbn").deals
    assert str(report.contract) == "hearts XX, S plays"
    assert report.contract is not None and report.contract.maker is not None
    assert report.contract.maker.name == "N"
    assert report.replay.tricks_won[report.contract.side] == 13


def test_the_json_example_reads_back_to_what_it_shows() -> None:
    (text,) = blocks("json")
    data = json.loads(text)
    record = read_json(data)
    report = check_deal(record.deals[0])
    assert [d for d in report.diagnostics if d.severity is Severity.ERROR] == []
    again = record_json(record)["deals"][0]
    shown = data["deals"][0]
    for key in ("contract", "replay", "hands", "make", "play", "claim", "result"):
        assert again[key] == shown[key], key


def test_the_quoted_report_is_what_check_prints() -> None:
    (text,) = [t for t in blocks("text") if t.startswith("$ bridgebook check")]
    command, _, expected = text.partition("\n")
    run = subprocess.run([sys.executable, "-m", "bridgebook", *command.split()[2:]],
                         capture_output=True, text=True, cwd=ROOT)
    assert run.stdout == expected

"""A revoke stated against the dummy: he is not liable to the penalty (1897 laws 65
and 88, 1904 law 68, 1905 laws 65 and 85). The deal is scored as if the line did not
name him, and the line is told once (S007).

Values by hand: 1897, hearts are worth 8 a trick, two by cards 16; 1905, spades are
worth 2 a trick, two by cards 4. A revoke with the value added would give the
adversaries three tricks' value, 24 at hearts (1897 law 89)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner
from notation_deals import HANDS_1905

from bridgebook.checking import check_text
from bridgebook.cli import main

WHIST_1897 = """\
laws: whist-club-1897
rubber: dummy revoke

deal 1
make: Z declares hearts
result: north-south win two by cards
revoke: Y revokes, value added
"""

LAWS_1905 = """\
laws: laws-1905
rubber: dummy revoke 1905

deal 1
dealer: A
make: A declares spades
result: east-west win two by cards
revoke: B revokes
"""


def _rubber(text: str, tmp_path: Path) -> Any:
    path = tmp_path / "deal.hand"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", str(path)])
    return json.loads(out.output)["rubbers"][0]


def test_the_dummy_revoking_is_told_at_the_revoke_line() -> None:
    for text, line, law in ((WHIST_1897, 7, "law 65 (Whist Club, 1897)"),
                            (LAWS_1905, 8, "law 65 (Laws of Bridge, 1905)")):
        found = check_text(text).diagnostics
        assert [(d.code, d.span.line if d.span else None) for d in found] == [("S007", line)]
        assert "is the dummy" in found[0].message
        assert found[0].law == law


def test_the_dummy_revoking_costs_nothing(tmp_path: Path) -> None:
    rubber = _rubber(WHIST_1897, tmp_path)
    assert rubber["totals"]["NS"]["total"] == 16
    assert rubber["totals"]["EW"]["total"] == 0
    rubber = _rubber(LAWS_1905, tmp_path)
    assert rubber["totals"]["EW"]["total"] == 4
    assert rubber["totals"]["NS"]["total"] == 0


def test_a_revoke_by_the_declarers_adversary_still_costs_the_value(tmp_path: Path) -> None:
    text = WHIST_1897.replace("Y revokes", "B revokes")
    assert check_text(text).diagnostics == []
    rubber = _rubber(text, tmp_path)
    assert rubber["totals"]["NS"]["total"] == 16 + 24


PLAYED = "laws: laws-1905\nrubber: dummy renounces in the play\n" + HANDS_1905 + """\
make: Z no trump
play:
1. A: CK CQ C2 CA
2. Z: SA S7 H3 S2
claim: Z the rest
"""


def test_the_dummy_renouncing_in_the_play_costs_nothing(tmp_path: Path) -> None:
    # The dummy Y renounces at trick 2 (a warning, L003); Y Z take all thirteen
    # tricks at no trump: seven by cards, 7 x 12 = 84 (1905 law 4), grand slam 40 (law 7),
    # and Z's four aces 100 (law 6), with no three tricks taken from them.
    found = check_text(PLAYED).diagnostics
    assert [(d.code, d.severity.value) for d in found] == [("L003", "warning")]
    rubber = _rubber(PLAYED, tmp_path)
    assert rubber["totals"]["NS"]["tricks"] == 84
    assert rubber["totals"]["NS"]["total"] == 84 + 40 + 100
    assert rubber["totals"]["EW"]["total"] == 0

"""An ``honours:`` line of the other kind than the strain's (S015): honours are the
ace, king, queen, jack and ten of trumps, or the four aces at no trump (1897 law 6,
1904 law 5, 1905 law 5; so at contract). The line is told once and not scored as
the other kind.

Values by hand: 1897, the odd trick at no trump is 12 and at hearts 8 (law 7: no
honours scored, no aces); contract, 3NT made is 40 + 30 + 30 = 100 and 4H made is
4 x 30 = 120, with no honours above the line."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from bridgebook.checking import check_text
from bridgebook.cli import main

NO_TRUMP_FIVE = """\
laws: whist-club-1897
rubber: x

deal 1
make: Z no trump
result: north-south win the odd trick
honours: north-south five honours
"""

HEARTS_ACES = """\
laws: whist-club-1897
rubber: x

deal 1
make: Z declares hearts
result: north-south win the odd trick
honours: north-south four aces in one hand
"""

CONTRACT = """\
laws: contract-rubber
rubber: x

deal 1
contract: 3NT by N
result: =
honours: north-south four honours in one hand

deal 2
contract: 4H by N
result: =
honours: north-south four aces in one hand
"""


def _rubber(text: str, tmp_path: Path) -> Any:
    path = tmp_path / "deal.hand"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", str(path)])
    return json.loads(out.output)["rubbers"][0]


def test_one_message_at_the_honours_line() -> None:
    for text, lines in ((NO_TRUMP_FIVE, [7]), (HEARTS_ACES, [7]), (CONTRACT, [7, 12])):
        found = check_text(text).diagnostics
        assert [(d.code, d.span.line if d.span else 0) for d in found] == [
            ("S015", line) for line in lines]
    message = check_text(NO_TRUMP_FIVE).diagnostics[0]
    assert "at no trump the honours are the four aces" in message.message
    assert "'honours: north-south three aces'" in (message.hint or "")
    message = check_text(HEARTS_ACES).diagnostics[0]
    assert "ace, king, queen, jack and ten of hearts" in message.message
    assert "'honours: north-south four honours in one hand'" in (message.hint or "")


def test_the_line_is_not_scored_as_the_other_kind(tmp_path: Path) -> None:
    assert _rubber(NO_TRUMP_FIVE, tmp_path)["totals"]["NS"]["total"] == 12
    assert _rubber(HEARTS_ACES, tmp_path)["totals"]["NS"]["total"] == 8
    totals = _rubber(CONTRACT, tmp_path)["totals"]["NS"]
    assert totals["tricks"] == 100 + 120
    assert totals["above"] == 0

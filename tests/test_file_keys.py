"""The keys a file gives before its first deal (``laws:``, ``dealer:``, ``sides:``...)
hold for every deal; a problem with one is placed at its value and reported once,
not once per deal, whether the file is read whole or a batch of deals at a time."""

from __future__ import annotations

import pytest

from bridgebook import checking
from bridgebook.checking import check_book_lines, check_text
from bridgebook.model import Seat

HAND = "Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"
RECORD = ("laws: laws-1906\n"          # 1: P007 at the value, column 7
          "dealer: Q\n"                # 2: P009 at column 9
          "titel: The hints\n"         # 3: P031 at the key, column 1 (did you mean title?)
          "doubling-limit: many\n"     # 4: P007 at column 17
          "\n" + "".join(f"deal {n}\n{HAND}\n" for n in range(1, 6)))
WANT = [("P007", 1, 7), ("P009", 2, 9), ("P031", 3, 1), ("P007", 4, 17)]


def _places(result: checking.CheckResult) -> list[tuple[str, int, int]]:
    return [(d.code, d.line, d.column) for d in result.diagnostics if d.line < 6]


def test_file_keys_are_placed_at_their_values_once() -> None:
    assert _places(check_text(RECORD, "r.hand")) == WANT


@pytest.mark.parametrize("batch", [1, 2])
def test_the_same_read_a_batch_at_a_time(batch: int) -> None:
    lines = RECORD.splitlines(keepends=True)
    assert _places(check_book_lines(lines, "r.hand", batch=batch)) == WANT


def test_each_deal_is_still_read_under_the_file_keys() -> None:
    result = check_text(RECORD, "r.hand")
    # The dealer that is no seat is left out: the books' dealer, Z (South), stands.
    assert [r.deal.dealer for r in result.deals] == [Seat.S] * 5
    assert {r.laws.name for r in result.deals} == {"laws-1905"}
    assert result.record.meta_spans["laws"] == (1, 7, 1, 16)

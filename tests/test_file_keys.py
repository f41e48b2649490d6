"""The keys a file gives before its first deal (``laws:``, ``dealer:``, ``sides:``...)
hold for every deal; a problem with one is placed at its value and reported once,
not once per deal, whether the file is read whole or a batch of deals at a time."""

from __future__ import annotations

from typing import Any

import pytest

from bridgebook import checking
from bridgebook.checking import check_book_lines, check_text
from bridgebook.checking import deal as deal_check
from bridgebook.engine.auction import settle_auction
from bridgebook.model import Auction, Seat

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


def test_a_deal_under_file_keys_has_its_auction_settled_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # Trick 7 is left out: the search for the root of the play's cascade checks the
    # deal again with its rows mended, its auction the very same. The file's
    # 'laws:' key comes before the deal: the auction is settled once all the same.
    text = """\
laws: contract-rubber

deal 400
dealer: W
N: S—A, J, 10, 7, 3; H—K, 8, 6; D—10, 9; C—Q, J, 9
E: S—9, 2; H—Q, J, 9, 7, 3, 2; D—A; C—A, 7, 6, 5
S: S—Q, 6; H—A, 4; D—J, 7, 6, 3, 2; C—K, 4, 3, 2
W: S—K, 8, 5, 4; H—10, 5; D—K, Q, 8, 5, 4; C—10, 8
auction: pass pass 7S pass pass pass
play:
1. S: D7 D5 D10 DA
2. E: S2 SQ S4 S3
3. S: CK C10 CJ CA
4. E: H7 H4 H10 H6
5. W: D4 D9 H9 DJ
6. S: HA H5 HK H3
8. N: SA S9 S6 SK
claim: N the rest
"""
    settled: list[Auction] = []
    settle = settle_auction

    def counted(auction: Auction, *args: Any, **kwargs: Any) -> Any:
        settled.append(auction)
        return settle(auction, *args, **kwargs)

    monkeypatch.setattr(deal_check, "settle_auction", counted)
    result = check_text(text, "r.hand")
    assert "laws" in result.record.meta_spans and "laws" not in result.deals[0].deal.meta_spans
    assert len(settled) == 1

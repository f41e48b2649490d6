"""North, clubs and the two of clubs are members numbered 0, and must never read as
"nothing": a record dealt by North once had its auction read from South."""

from __future__ import annotations

from bridgebook.checking import check_text
from bridgebook.model import Card, Seat, Side, Strain, Suit


def test_members_numbered_zero_are_true() -> None:
    assert all(bool(m) for m in (Seat.N, Side.NS, Strain.CLUBS, Suit.CLUBS, Card.C2))


def test_auction_dealt_by_north_starts_with_north() -> None:
    text = "laws: contract-rubber\ndealer: N\nauction: 1H pass pass pass\n"
    report = check_text(text).deals[0]
    assert report.contract is not None
    assert (report.contract.declarer, report.contract.level) == (Seat.N, 1)
    assert report.diagnostics == []


def test_first_call_by_east_when_north_deals_is_a_table_error() -> None:
    text = ("laws: contract-rubber\ndealer: N\nauction:\nN E S W\n- 1H pass pass\npass\n")
    codes = [d.code for d in check_text(text).diagnostics]
    assert codes == ["A014"]

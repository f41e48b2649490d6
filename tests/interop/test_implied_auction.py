"""A PBN game with no Auction section is played in its Contract by its Declarer (the
reader implies the shortest auction that reaches it); that auction is never written
back, to the book notation no more than to PBN or LIN: the ``.hand`` keeps the
``declarer:`` and ``contract:`` lines, and its check plays the same contract."""

from __future__ import annotations

from bridgebook.checking.text import check_text
from bridgebook.diagnostics import Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

# West deals; 6NT doubled by North, East leads ♥J. North wins ♥A and ♠A: two tricks
# of the thirteen the result gives, so the claim of the rest is North's 11.
NO_AUCTION = """\
[Board "4"]
[Dealer "W"]
[Vulnerable "All"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432"]
[Declarer "N"]
[Contract "6NTX"]
[Result "13"]
[Play "E"]
HJ H5 H2 HA
ST S5 S2 SA
*
"""


def _loud(text: str, name: str) -> list[str]:
    return [d.code for d in check_text(text, name).diagnostics
            if d.severity is not Severity.INFO]


def test_the_implied_auction_is_not_written_to_the_book_notation() -> None:
    record, found = read_pbn(NO_AUCTION)
    assert found == [] and _loud(NO_AUCTION, "na.pbn") == []
    hand, lost = convert_record(record, "hand")
    assert lost == []  # (no Auction tag to say lost)
    assert "auction" not in hand and "#" not in hand
    assert "declarer: N\ncontract: 6NTX\n" in hand
    assert hand.endswith("play:\n1. E: HJ H5 H2 HA\n2. N: SA S10 S5 S2\n"
                         "claim: N 11\nresult: 13\n")
    # the .hand plays 6NTX by North, East on lead: clean as the PBN is
    assert _loud(hand, "na.hand") == []

    # and back to PBN: the Declarer, Contract and Result, no Auction section
    again, problems = parse(hand)
    assert problems == []
    pbn, lost = convert_record(again, "pbn")
    assert lost == []
    assert '[Declarer "N"]\n[Contract "6NTX"]\n[Result "13"]\n[Play "E"]\n' in pbn
    assert "[Auction" not in pbn
    # nor to LIN: no call is invented
    lin, _ = convert_record(again, "lin")
    assert "mb|" not in lin


def test_a_contract_line_naming_its_declarer_is_written_to_pbn() -> None:
    hand = (
        "deal 4\nlaws: contract-duplicate\ndealer: W\ncontract: 6NTX N\n"
        "N: S—A, K, Q, J; H—A, K, Q; D—A, K, Q; C—A, K, Q\n"
        "E: S—10, 9, 8; H—J, 10, 9, 8; D—J, 10, 9; C—J, 10, 9\n"
        "S: S—7, 6, 5; H—7, 6, 5; D—8, 7, 6, 5; C—8, 7, 6\n"
        "W: S—4, 3, 2; H—4, 3, 2; D—4, 3, 2; C—5, 4, 3, 2\n"
        "play:\n1. E: HJ H5 H2 HA\nclaim: N the rest\nresult: 13\n")
    assert _loud(hand, "n.hand") == []
    record, _ = parse(hand)
    pbn, _ = convert_record(record, "pbn")
    assert '[Declarer "N"]\n[Contract "6NTX"]\n[Result "13"]\n' in pbn

"""Deals written with the books' Z A Y B are spoken of in Z A Y B everywhere."""

from __future__ import annotations

from notation_deals import HANDS_1905

from bridgebook.analysis.prepare import hands_of, legal_play, missing_cards
from bridgebook.checking import check_text

DEAL = """\
laws: laws-1905
""" + HANDS_1905 + """\
make: Z no trump
play:
1. A: CK CQ C2 CA
2. Z: SA S7 S3 C3
"""


def test_an_incomplete_deal_names_the_books_seat() -> None:
    (report,) = check_text("Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n").deals
    assert missing_cards(report.deal) == "only Z is given (a deal needs all four hands)"


def test_a_revoke_in_the_analysed_play_names_the_books_seat() -> None:
    (report,) = check_text(DEAL).deals
    assert report.contract is not None
    _, why = legal_play(hands_of(report.deal), report.replay.tricks, report.contract,
                        report.deal.naming)
    assert why == "trick 2: B revokes with ♣3 (see bridgebook check)"


def test_a_wrong_result_names_the_books_sides() -> None:
    text = DEAL.replace("2. Z: SA S7 S3 C3\n", "claim: A the rest\n") + (
        "result: the adversaries win the odd trick\n")
    (l008,) = [d for d in check_text(text).diagnostics if d.code == "L008"]
    assert l008.message == "the result says Y Z won 6 tricks, but the play gives Y Z 1"

"""Claims reach the page, and the result is said in bridge English.

Every expected sentence is worked out by hand from the deal: the tricks of the
play as recorded, the claim, and the book of six."""

from __future__ import annotations

import re
from pathlib import Path

from notation_deals import HANDS_1905

from bridgebook.build import read_lesson
from bridgebook.engine.replay import Replay
from bridgebook.model import Claim, Contract, Deal, Naming, Seat, Side, Strain
from bridgebook.render.views import claim_text, contract_result, whist_result

#: The notation's own deal 7: Z plays no trump, wins three tricks, claims the rest.
BOOK_CLAIM = """```hand
laws: laws-1905
dealer: Z
""" + HANDS_1905 + """\
make: Z no trump
play:
1. A: CK CQ C2 CA
2. Z: SA S7 S3 S2
3. Z: SK S8 S4 C3
claim: Z the rest
```
"""


def _body(project: Path, text: str) -> str:
    path = project / "lessons" / "claims.md"
    path.write_text("# Claims\n\n" + text, encoding="utf-8")
    page = read_lesson(path, project)
    assert [d.code for d in page.lesson.diagnostics] == []
    return page.lesson.body


def test_contract_results_in_words() -> None:
    south = Deal(1)
    # 3NT needs nine; ten is one over.
    assert contract_result(Contract(Strain.NOTRUMP, Seat.S, level=3), 10, south) == \
        "3NT by South, made with an overtrick: 10 tricks"
    # 4♠ needs ten; eight is two short.
    assert contract_result(Contract(Strain.SPADES, Seat.N, level=4), 8, south) == \
        "4♠ by North, two down: 8 tricks"
    assert contract_result(Contract(Strain.HEARTS, Seat.E, level=2, doubles=1), 8, south) == \
        "2♥ doubled by East, made: 8 tricks"
    assert contract_result(Contract(Strain.CLUBS, Seat.W, level=1), 9, south) == \
        "1♣ by West, made with two overtricks: 9 tricks"


def test_bridge_whist_results_in_the_books_words() -> None:
    book = Deal(1, naming=Naming.BOOK, dealer=Seat.S)
    # Eight tricks: two over the book of six.
    assert whist_result(Contract(Strain.HEARTS, Seat.S), 8, book) == \
        "Z's hearts: the dealer wins two odd tricks"
    # Five tricks: the adversaries have eight, two odd tricks.
    assert whist_result(Contract(Strain.SPADES, Seat.N, maker=Seat.N), 5, book) == \
        "Y's spades: the adversaries win two odd tricks"
    assert whist_result(Contract(Strain.NOTRUMP, Seat.S, doubles=2), 7, book) == \
        "Z's no trump, redoubled: the dealer wins the odd trick"


def test_claims_in_words() -> None:
    rest = Replay(claimed={Side.NS: 4, Side.EW: 0})
    assert claim_text(Deal(1, claim=Claim(Seat.S)), rest) == "South claims the rest"
    assert claim_text(Deal(1, naming=Naming.BOOK, claim=Claim(Seat.S)), rest) == \
        "Z claims the rest"
    assert claim_text(Deal(1, claim=Claim(Seat.E, 0)),
                      Replay(claimed={Side.NS: 3, Side.EW: 0})) == "East concedes the rest"
    assert claim_text(Deal(1, claim=Claim(Seat.W, 1)),
                      Replay(claimed={Side.NS: 2, Side.EW: 1})) == \
        "West claims one of the last three tricks"


def test_a_claim_is_printed_in_the_play_table_and_the_result(project: Path) -> None:
    body = _body(project, "```hand file=../hands/deals/06-duck-for-the-suit.hand\n```\n")
    # Nine tricks are played, eight of them won by north-south (only the ducked
    # diamond of trick 2 lost); South claims two of the four left: ten tricks at 3NT.
    rows = re.findall(r'<tr class="trick" data-trick="(\d+)">', body)
    assert rows == [str(n) for n in range(1, 10)]
    assert ('<tr class="claim"><td class="num"></td>'
            '<td colspan="4">South claims two of the last four tricks</td></tr>') in body
    assert ("<strong>3NT by South, made with an overtrick: 10 tricks</strong> "
            "(after trick 9, South claims two of the last four tricks).") in body
    # The step-through says the claim once the last card is played.
    assert 'class="step-claim" aria-live="polite" hidden>South claims two of the last four ' \
        'tricks</span>' in body


def test_a_claim_in_the_books_names_the_seat_as_they_do(project: Path) -> None:
    body = _body(project, BOOK_CLAIM)
    assert '<td colspan="4">Z claims the rest</td>' in body
    # Three tricks played, all Z's, and ten claimed: thirteen, seven odd tricks.
    assert "<strong>Z&#39;s no trump: the dealer wins seven odd tricks</strong> " \
        "(after trick 3, Z claims the rest)." in body

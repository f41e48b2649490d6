"""The problems users have reported with other PBN and LIN readers, one fixture each
(tests/data/pbn, tests/data/lin): what bridgebook reads and what it reports, with
the code, the line and the column."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgebook.checking import check_file
from bridgebook.model import Deal, Seat

DATA = Path(__file__).resolve().parent.parent / "data"

#: fixture: (deals read, the diagnostics as (code, line, column))
FIXTURES: dict[str, tuple[int, list[tuple[str, int, int]]]] = {
    "pbn/comment-lines-between-games.pbn": (2, []),
    "pbn/question-marks.pbn": (1, []),
    "pbn/dealer-statistics.pbn": (1, [("P014", 6, 1), ("P014", 7, 1)]),
    "pbn/no-blank-line-at-end.pbn": (2, []),
    "pbn/suit-letters-in-deal.pbn": (1, []),
    "pbn/spade-voids.pbn": (1, []),
    "pbn/inheritance.pbn": (2, []),
    "pbn/hands-rotated.pbn": (1, [("P015", 3, 8), ("L001", 10, 1), ("L001", 10, 4),
                                  ("L001", 10, 7), ("L001", 10, 10)]),
    "pbn/latin-1-names.pbn": (1, []),
    "pbn/no-auction.pbn": (1, []),
    "pbn/wrong-result.pbn": (1, [("L008", 15, 10)]),
    "lin/no-leading-suit-letter.lin": (1, []),
    "lin/multi-board.lin": (2, []),
}


def _cards(deal: Deal, seat: Seat) -> str:
    hand = deal.hand(seat)
    assert hand is not None
    return str(hand.cards)


@pytest.mark.parametrize("name", sorted(FIXTURES))
def test_fixture(name: str) -> None:
    result = check_file(DATA / name)
    deals, expected = FIXTURES[name]
    assert len(result.deals) == deals
    assert [(d.code, d.line, d.column) for d in result.diagnostics] == expected


def test_commentary_between_games_goes_with_the_next_game() -> None:
    first, second = (r.deal for r in check_file(DATA / "pbn/comment-lines-between-games.pbn").deals)
    assert first.notes == ()
    assert [n.text for n in second.notes] == ["Board 2 is the same deal turned round",
                                             "generated for the test"]


def test_question_marks_state_nothing() -> None:
    (report,) = check_file(DATA / "pbn/question-marks.pbn").deals
    assert "declarer" not in report.deal.meta and "contract" not in report.deal.meta
    assert report.deal.result is None


def test_suit_letters_and_spade_voids() -> None:
    (letters,) = check_file(DATA / "pbn/suit-letters-in-deal.pbn").deals
    assert _cards(letters.deal, Seat.N) == "♠AKQJT98765432"
    assert _cards(letters.deal, Seat.W) == "♣AKQJT98765432"
    (voids,) = check_file(DATA / "pbn/spade-voids.pbn").deals
    assert _cards(voids.deal, Seat.N) == "♥AKQJT98765432"
    assert voids.replay.tricks_won[voids.contract.side] == 13  # type: ignore[union-attr]


def test_inheritance_copies_and_counts_on() -> None:
    first, second = (r.deal for r in check_file(DATA / "pbn/inheritance.pbn").deals)
    assert second.meta["event"] == first.meta["event"] == "Weekly duplicate"
    assert (first.number, second.number) == (1, 2)


def test_lin_hand_without_its_leading_suit_letter() -> None:
    (report,) = check_file(DATA / "lin/no-leading-suit-letter.lin").deals
    assert _cards(report.deal, Seat.S) == "♠97632 ♥AK2 ♦K983 ♣6"
    assert str(report.contract) == "4S by N"  # N deals (md|3) and bids spades first


def test_lin_boards_are_not_one_per_line() -> None:
    first, second = check_file(DATA / "lin/multi-board.lin").deals
    assert (first.deal.number, first.deal.dealer) == (1, Seat.S)
    assert (second.deal.number, second.deal.dealer) == (2, Seat.W)
    assert first.replay.tricks_won[first.contract.side] == 13  # type: ignore[union-attr]
    assert str(second.contract) == "7NT by N"
    assert second.deal.meta["lin:pn"] == "Ann,Bob,Cy,Di"  # the players carry over


def test_a_latin_1_file_is_read_as_pbn_2_0_wrote_it() -> None:
    (report,) = check_file(DATA / "pbn/latin-1-names.pbn").deals
    assert report.deal.meta["pbn:West"] == "Zoë"
    assert report.deal.meta["event"] == "Coupe de Noël"


def test_a_game_with_no_auction_is_played_in_its_contract() -> None:
    (report,) = check_file(DATA / "pbn/no-auction.pbn").deals
    assert str(report.contract) == "7CXX by W"
    assert report.replay.tricks[0].leader is Seat.N


def test_a_lesson_cites_a_deal_by_its_board() -> None:
    from bridgebook.interop.cite import cite

    deal, found = cite(DATA / "lin/multi-board.lin", 2)
    assert deal is not None and deal.dealer is Seat.W and found == []
    missing, found = cite(DATA / "pbn/inheritance.pbn", 7)
    assert missing is None and [d.code for d in found] == ["P018"]

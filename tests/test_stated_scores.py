"""The score when a hand was played, where the record states it: before the first
deal (the first hand's), and on deal after deal (one rubber where each score follows
from the last; one message where one does not).

The deals are a score keeper's (make and result only), under the 1905 laws: a trick
is worth 2 at spades, 6 at diamonds, 8 at hearts, 12 at no trumps; 30 is the game.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from bridgebook.checking import check_text
from bridgebook.checking.text import check_book_lines
from bridgebook.cli import main

FILE_SCORE = """\
laws: laws-1905
score: Y Z 18, A B 0

deal 1
dealer: Z
make: Z declares no trump
result: Y Z 9

deal 2
dealer: A
make: A declares hearts
result: A B 7
"""


def test_a_score_before_the_first_deal_is_the_first_deals() -> None:
    result = check_text(FILE_SCORE)
    assert result.diagnostics == []
    first, second = (r.deal for r in result.deals)
    assert first.score is not None and first.score.below == (18, 0)
    assert first.score.span is not None and (first.score.span.line,
                                             first.score.span.column) == (2, 8)
    # The score moves with each hand: the second deal is not played at Y Z 18.
    assert second.score is None and "score" not in second.meta


def test_a_score_before_the_first_deal_is_read_in_every_batch_as_the_first_deals() -> None:
    for batch in (1, 2):
        deals = [r.deal for r in check_book_lines(FILE_SCORE.splitlines(), batch=batch).deals]
        assert [d.score is not None for d in deals] == [True, False]


def test_score_takes_the_rubber_up_at_the_files_score(tmp_path: Path) -> None:
    # Y Z 18 and three by cards at no trumps (36) is Y Z's game; A B's odd trick
    # at hearts (8) goes on in the second game: one rubber.
    path = tmp_path / "file-score.hand"
    path.write_text(FILE_SCORE, encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", str(path)])
    assert out.exit_code == 0, out.output
    (rubber,) = json.loads(out.output)["rubbers"]
    assert rubber["taken_up"] == {"towards_game": {"NS": 18, "EW": 0},
                                  "games": {"NS": 0, "EW": 0}}
    assert [g["winner"] for g in rubber["games"]] == ["NS", None]


def test_a_score_before_a_first_deal_with_its_own_is_p045() -> None:
    text = FILE_SCORE.replace("dealer: Z\n", "dealer: Z\nscore: love all\n")
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P045", 2, 8)]
    assert found[0].message == ("the score before the first deal is not read: deal 1 states "
                                "its own")
    assert found[0].hint == "keep one: the file's 'Y Z 18, A B 0' or the deal's 'love all'"
    (first, _) = (r.deal for r in check_text(text).deals)
    assert first.score is not None and first.score.below == (0, 0)


# Deal 1 at love all: four by cards at hearts (32), Y Z's game. Deal 2 at love
# all, Y Z a game in: two by cards at spades (4) to Y Z. Deal 3 at four to
# nothing for the dealer: A B win the odd trick at no trumps (12).
RUBBER = """\
laws: laws-1905
deal 1
{rubber}score: love all
make: Z declares hearts
result: The dealer wins four by cards.
deal 2
score: love all, and Y Z have a game in
make: Z declares spades
result: The dealer wins two odd tricks.
deal 3
score: {third}
make: Z declares no trumps
result: The dealer loses the odd trick.
deal 4
score: {fourth}
make: Z declares diamonds
result: The dealer wins the odd trick.
"""


def _rubbers(text: str, tmp_path: Path) -> list[dict[str, Any]]:
    path = tmp_path / "rubber.hand"
    path.write_text(text, encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", str(path)])
    assert out.exit_code == 0, out.output
    rubbers: list[dict[str, Any]] = json.loads(out.output)["rubbers"]
    return rubbers


def test_deals_whose_scores_follow_from_the_last_are_one_rubber(tmp_path: Path) -> None:
    # With no 'rubber:' line, each stated score is the one the deals before give:
    # the four deals are one rubber, not four taken up one by one.
    text = RUBBER.format(rubber="", third="four to nothing in favour of the dealer",
                         fourth="Y Z 4, A B 12")
    assert check_text(text).diagnostics == []
    (rubber,) = _rubbers(text, tmp_path)
    assert [d["deal"] for d in rubber["deals"]] == [1, 2, 3, 4]


def test_a_score_that_does_not_follow_starts_a_rubber_of_its_own(tmp_path: Path) -> None:
    # A book's illustrative hands stand alone: deal 3's score is not the one deals
    # 1 and 2 give (Y Z 4), so it is a rubber taken up at its own score.
    text = RUBBER.format(rubber="", third="eighteen to nothing in favour of the dealer",
                         fourth="Y Z 18, A B 12")
    rubbers = _rubbers(text, tmp_path)
    assert [[d["deal"] for d in r["deals"]] for r in rubbers] == [
        [1, 2], [3, 4]]


def test_one_wrong_stated_score_in_a_rubber_is_one_s001() -> None:
    # Deal 3's score should be four to nothing (deals 1 and 2): S001 there. Deal 4's
    # score follows from deal 3's as stated (18, and A B's 12): the rubber goes on from
    # the stated score, and the one wrong figure is not found again at deal 4.
    text = RUBBER.format(rubber="rubber: one\n",
                         third="eighteen to nothing in favour of the dealer",
                         fourth="Y Z 18, A B 12")
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("S001", 12, 8)]
    assert found[0].message == ("deal 3: the record states points towards the game Y Z 18, "
                                "A B 0 before the deal, but the deals before it give Y Z 4, "
                                "A B 0")
    assert found[0].hint == ("the deals as recorded give 4 to 0; keep the book's figure and "
                             "note the finding, or correct the copy (the rubber goes on from "
                             "the stated score)")


def test_a_score_wrong_in_points_and_games_is_one_s001() -> None:
    # "On the rubber game" is a game each; deals 1 and 2 give Y Z one game, A B none.
    text = RUBBER.format(rubber="rubber: one\n",
                         third="eighteen to nothing in favour of the dealer on the rubber game",
                         fourth="Y Z 18, A B 12")
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("S001", 12, 8)]
    assert found[0].message == ("deal 3: the record states points towards the game Y Z 18, "
                                "A B 0 and games Y Z 1, A B 1 before the deal, but the deals "
                                "before it give Y Z 4, A B 0 and Y Z 1, A B 0")
    assert found[0].hint is not None and found[0].hint.startswith(
        "the deals as recorded give 4 to 0; 1 to 0;")

"""The books' words in the notation: results, makes and scores as the period books
print them, read and checked end to end; a mistyped keyword and a missing 'play:'
line as one message each; no L010 on a table of thirteen tricks.

The deal is the project's own "Ruff first" hand (hands/deals): hearts, the dealer's
side wins ten tricks (four by cards), 32 below the line, four honours in Z's hand.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from click.testing import CliRunner
from notation_deals import RUFF_FIRST_HANDS, RUFF_FIRST_SEATS, RUFF_FIRST_TRICKS

from bridgebook.checking import check_text
from bridgebook.cli import main
from bridgebook.model import Act, Naming, Seat, Strain
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.phrases import read_declaration, read_result
from bridgebook.syntax.scores import read_score

HEAD = ("deal 4: Ruff first\nlaws: laws-1905\n{score}" + RUFF_FIRST_HANDS
        + "make: {make}\nplay:\n" + RUFF_FIRST_SEATS)
TRICKS = RUFF_FIRST_TRICKS


def deal(result: str, make: str = "Z declares hearts", score: str = "",
         tricks: str = TRICKS) -> str:
    head = HEAD.format(make=make, score=f"score: {score}\n" if score else "")
    return head + tricks + f"result: {result}\n"


def codes(text: str) -> list[tuple[str, int, int]]:
    return [(d.code, d.line, d.column) for d in check_text(text).diagnostics]


# --- the result ------------------------------------------------------------------

@pytest.mark.parametrize("words", [
    "The dealer wins ten tricks.",
    "The dealer wins four odd tricks.",
    "The dealer wins four by cards.",
    "the dealer wins 4 by-cards",
    "THE DEALER WINS FOUR ODD TRICKS.",
    "The dealer, Z, wins four by cards and the rubber.",
    "“The dealer wins four by cards, and game.”",
    "The dealer's partner wins four odd tricks",
    "Y Z win ten tricks",
    "Y and Z make four by cards",
    "The adversaries win three tricks.",
    "The adversaries lose four by cards.",
    "The dealer loses three tricks.",
    "10",
])
def test_the_books_result_of_a_deal_that_gives_the_dealer_ten_tricks_checks_clean(
        words: str) -> None:
    assert codes(deal(words)) == []


def test_a_wrong_result_in_the_books_words_is_one_l008_with_both_figures() -> None:
    found = check_text(deal("The dealer wins two odd tricks.")).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("L008", 23, 9)]
    assert "Y Z won 8 tricks, but the play gives Y Z 10" in found[0].message


@pytest.mark.parametrize(("words", "tricks"), [
    ("The dealer wins two odd tricks.", 8),
    ("The dealer wins the odd trick.", 7),
    ("The dealer wins two by cards.", 8),
    ("The dealer loses three odd tricks.", 4),   # the adversaries win 6 + 3
    ("The dealer loses the odd trick.", 6),
    ("The dealer loses three by-cards and the rubber.", 4),
    ("The dealer makes a small slam.", 12),
    ("makes a little slam", 12),
    ("makes a grand slam", 13),
    ("The dealer wins ten tricks.", 10),
    ("The dealer wins twelve tricks", 12),
    ("the dealer takes all the tricks", 13),
    ("The adversaries make a little slam.", 1),
    ("The adversaries win two by cards.", 5),
])
def test_the_books_counting_styles(words: str, tricks: int) -> None:
    problems = LineProblems([])
    result = read_result(words, 1, 9, problems)
    assert problems.found == []
    assert result is not None and result.side is None and result.tricks == tricks


def test_a_result_not_understood_is_p006_with_the_books_forms_in_the_hint() -> None:
    found = check_text(deal("The dealer wins a great many tricks.")).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P006", 23, 9)]
    assert "'the dealer wins two odd tricks'" in (found[0].hint or "")


@pytest.mark.parametrize(("words", "said"), [
    ("makes 4", "makes 4"), ("made 4", "made 4"), ("Makes 4", "makes 4"),
    ("making 4", "making 4"), ("just made 4", "just made 4"),
    ("declarer makes 4", "makes 4"), ("the dealer makes 4", "makes 4"), ("Z makes 4", "makes 4"),
])
def test_makes_and_a_figure_below_seven_is_the_level_or_tricks_and_not_read(
        words: str, said: str) -> None:
    # The dealer's side wins ten tricks here, four by cards: "makes 4" may be that
    # level (4♥ made) or four tricks. With a seat named or none, it is not read:
    # one P006 saying why, not four tricks read and an L008 against the play's ten.
    found = check_text(deal(words)).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P006", 23, 9)], words
    assert (found[0].hint or "").startswith(
        f"'{said}' may be the contract's level or 4 tricks: write the tricks ('"), words
    # From seven on a figure is the tricks, with a seat or without.
    assert codes(deal(words.replace("4", "10"))) == []


# --- the make ----------------------------------------------------------------------

@pytest.mark.parametrize(("words", "acts"), [
    ("The dealer, Z, makes it no-trump", [("S", Act.DECLARE, Strain.NOTRUMP)]),
    ("The dealer, Z, makes it no-trump, and A leads for the first trick",
     [("S", Act.DECLARE, Strain.NOTRUMP)]),
    ("Z, the dealer, declares “no-trumps.”", [("S", Act.DECLARE, Strain.NOTRUMP)]),
    ("Z declares N.T.", [("S", Act.DECLARE, Strain.NOTRUMP)]),
    ("The dealer makes it diamonds, having four honours",
     [("S", Act.DECLARE, Strain.DIAMONDS)]),
    ("Z deals and passes the make. Y declares hearts.",
     [("S", Act.PASS_MAKE, None), ("N", Act.DECLARE, Strain.HEARTS)]),
    ("Z passes the make, and the dealer's partner declares spades",
     [("S", Act.PASS_MAKE, None), ("N", Act.DECLARE, Strain.SPADES)]),
    ("Y declares hearts, and A doubles", [("N", Act.DECLARE, Strain.HEARTS),
                                          ("W", Act.DOUBLE, None)]),
])
def test_the_books_make(words: str, acts: list[tuple[str, Act, Strain | None]]) -> None:
    problems = LineProblems([])
    read = read_declaration(words, 1, 7, problems, Seat.S)
    assert problems.found == []
    assert [(d.seat.name, d.act, d.strain) for d in read] == acts


def test_the_make_in_the_books_words_checks_a_whole_deal_clean() -> None:
    text = deal("The dealer wins four by cards.", make="The dealer, Z, makes it “hearts.”")
    assert codes(text) == []


# --- the score -----------------------------------------------------------------------

@pytest.mark.parametrize(("words", "below", "games"), [
    ("love all", (0, 0), None),
    ("The score is love-all, rubber game.", (0, 0), (1, 1)),
    ("The score is 24 to 0 against the dealer on the rubber game.", (0, 24), (1, 1)),
    ("eighteen to nothing in favour of the dealer", (18, 0), None),
    ("The score is 18 to 0 in favour of the dealer, Z, who has a game in", (18, 0), (1, 0)),
    ("It is the first game, score sixteen to nothing, in favor of the dealer.", (16, 0),
     (0, 0)),
    ("It is the rubber game, score twenty-four all.", (24, 24), (1, 1)),
    ("Score 8-0 against the dealer.", (0, 8), None),
    ("A B 0, Y Z 22", (22, 0), None),
])
def test_the_books_score_sentences(words: str, below: tuple[int, int],
                                   games: tuple[int, int] | None) -> None:
    problems = LineProblems([])
    score = read_score(words, 1, 8, problems, Seat.S)  # Z deals: Y Z are North-South
    assert problems.found == []
    assert score is not None and (score.below, score.games) == (below, games)


def test_the_score_goes_into_the_model() -> None:
    text = deal("The dealer wins four by cards.",
                score="The score is 24 to 0 against the dealer on the rubber game.")
    checked = check_text(text)
    assert checked.diagnostics == []
    score = checked.deals[0].deal.score
    assert score is not None and score.below == (0, 24) and score.games == (1, 1)
    assert score.span is not None and (score.span.line, score.span.column) == (3, 8)


def test_score_starts_from_the_stated_score(tmp_path: Path) -> None:
    # A game each, the adversaries 24 up: four by cards in hearts (32) win the game
    # and the rubber for the dealer's side: 32 + 64 honours + 100 rubber.
    path = tmp_path / "rubber-game.hand"
    path.write_text(deal("The dealer wins four by cards and the rubber.",
                         score="24 to 0 against the dealer on the rubber game"),
                    encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", str(path)])
    assert out.exit_code == 0, out.output
    rubber = json.loads(out.output)["rubbers"][0]
    assert rubber["taken_up"] == {"towards_game": {"NS": 0, "EW": 24},
                                  "games": {"NS": 1, "EW": 1}}
    assert rubber["finished"] and rubber["winner"] == "NS"
    assert rubber["totals"]["NS"] == {"tricks": 32, "above": 64, "bonus": 100, "total": 196}
    # A rubber is the best of three games: taken up at game all, the hand is of the
    # third, the rubber game, not the first.
    assert rubber["games"] == [{"game": 3, "deals": [4], "winner": "NS"}]
    assert [d["game"] for d in rubber["deals"]] == [3]
    text = CliRunner().invoke(main, ["score", str(path)]).output
    assert "taken up at Y Z 0, A B 24 towards the game" in text
    assert "-------- game 3: Y Z --------" in text.splitlines()


def test_the_rendered_page_shows_the_score(tmp_path: Path) -> None:
    path = tmp_path / "love-all.hand"
    path.write_text(deal("The dealer wins ten tricks.", score="The score is love-all."),
                    encoding="utf-8")
    out = CliRunner().invoke(main, ["render", str(path), "-o", str(tmp_path / "x.html")])
    assert out.exit_code == 0, out.output
    # In the diagram's corner, with the dealer, as bridge books print it.
    page = (tmp_path / "x.html").read_text(encoding="utf-8")
    corner = re.search(r'<div class="corner">(.*?)</div></td>', page)
    assert corner is not None
    assert "<div>Score: love all</div>" in corner.group(1)


def test_a_score_not_understood_is_p030_naming_the_part() -> None:
    found = check_text(deal("10", score="18 to 0 in favour of the dealer, who is late")
                       ).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P030", 3, 8)]
    assert "'who is late' is not a part of a score" in found[0].message


# --- one mistake, one message ----------------------------------------------------------

@pytest.mark.parametrize(("typed", "meant", "line"), [
    ("paly:", "play", 8), ("ply:", "play", 8), ("reslut:", "result", 23), ("mkae:", "make", 7)])
def test_a_mistyped_keyword_is_one_message_and_its_lines_are_read(
        typed: str, meant: str, line: int) -> None:
    text = deal("The dealer wins ten tricks.").replace(f"{meant}:", typed, 1)
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P031", line, 1)]
    assert found[0].hint == f"did you mean `{meant}:`?"


def test_a_mistyped_auction_is_one_message() -> None:
    text = ("laws: contract-rubber\ndealer: N\nauciton: 1NT pass 3NT pass\npass pass\n")
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column, d.hint) for d in found] == [
        ("P031", 3, 1, "did you mean `auction:`?")]


#: A contract deal with its auction and nothing after it (the deal's hands left out).
AUCTION = "laws: contract-rubber\ndealer: S\nauction: 1♦ pass 1♥ pass 2♣ pass 3NT pass pass pass\n"


@pytest.mark.parametrize(("line", "meant"), [
    ("result =", "result: ="), ("contract 3NT by E", "contract: 3NT by E"),
    ("claim S the rest", "claim: S the rest"), ("declarer S", "declarer: S"),
    ("play W N E S", "play: W N E S")])
def test_a_keywords_line_that_lost_its_colon_under_the_auction_is_not_read_as_calls(
        line: str, meant: str) -> None:
    # Below 'auction:' a row is read as calls: 'result =' was 'result' and '=', two
    # calls not understood (P004) after an auction ended (A010). The keyword with its
    # value is the line meant, with its colon lost: one P001, whose hint gives it.
    found = check_text(AUCTION + line + "\n").diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P001", 4, 1)], line
    assert found[0].hint == f"did you mean {meant!r}? a key is followed by ':'"
    assert found[0].folded == ()
    # A row of calls under the auction is still calls.
    assert check_text(AUCTION.replace(" pass pass pass\n", "\npass pass pass\n")
                      ).diagnostics == []


@pytest.mark.parametrize("bare", ["play", "Play", "play."])
def test_a_play_keyword_alone_below_the_auction_is_one_message_and_the_tricks_are_read(
        bare: str) -> None:
    # 'play' with its colon lost, on a line of its own below the auction, was read as
    # a call (P004), and every trick row after it as calls too. It is the keyword:
    # one P031, and the rows below it read as the play, as with 'play:' written.
    rows = "1. W: C2 C3 C4 C5\n"
    written = [(d.code, d.line) for d in check_text(AUCTION + "play:\n" + rows).diagnostics]
    found = check_text(AUCTION + bare + "\n" + rows).diagnostics
    assert [(d.code, d.line) for d in found if d.code == "P031"] == [("P031", 4)]
    assert [(d.code, d.line) for d in found if d.code != "P031"] == written
    assert "P004" not in [code for code, _ in written]


def test_a_claim_that_lost_its_colon_below_the_tricks_is_one_message() -> None:
    # Below 'play:' a row is read as cards: 'claim Z the rest' was four cards not
    # understood (P002) and the play stopped with no claim (L010). It is the claim
    # line, its colon lost: one P001, the note that the play stops folded under it.
    tricks = "1.   _K♣_    6♣      2♣      4♣\n2.   K♦      _A♦_    10♦     3♦\n"
    text = deal("The dealer wins ten tricks.", tricks=tricks + "claim Z the rest\n")
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P001", 12, 1)]
    assert found[0].hint == "did you mean 'claim: Z the rest'? a key is followed by ':'"
    assert [(d.code, d.line) for d in found[0].folded] == [("L010", 9)]  # at the table
    # With its colon the claim is read: A wins the first trick and Y the second, and
    # Z claims the eleven left, so Y Z win twelve, not the ten stated (L008).
    mended = check_text(text.replace("claim Z", "claim: Z")).diagnostics
    assert [d.code for d in mended] == ["L008"]
    assert "the play gives Y Z 12" in mended[0].message


def test_a_deal_with_no_play_line_is_one_message() -> None:
    text = deal("The dealer wins ten tricks.").replace("play:\n", "")
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P032", 8, 6)]
    assert found[0].hint == "add a line 'play:' above line 8; the rows are read as the play"


def test_no_l010_on_a_table_of_thirteen_tricks_when_an_earlier_card_is_at_fault() -> None:
    # Z's ♦7 at trick 2 (he held ♦3 too): the ♦7 of trick 7 is then played twice,
    # which leaves trick 7 with three cards; the play still has its thirteen tricks.
    tricks = TRICKS.replace("2.   K♦      _A♦_    10♦     3♦", "2.   K♦      _A♦_    10♦     7♦")
    found = codes(deal("The dealer wins ten tricks.", tricks=tricks))
    assert "L010" not in [code for code, _, _ in found]
    assert found[0] == ("L002", 16, 30)


def test_the_score_is_kept_through_json_and_the_notation(tmp_path: Path) -> None:
    source = tmp_path / "rubber-game.hand"
    source.write_text(deal("The dealer wins ten tricks.",
                           score="24 to 0 against the dealer on the rubber game"),
                      encoding="utf-8")
    runner = CliRunner()
    steps = [(source, "back.hand"), (tmp_path / "back.hand", "back.json")]
    for start, target in steps:
        out = runner.invoke(main, ["convert", str(start), "-o", str(tmp_path / target)])
        assert out.exit_code == 0, out.output
    record = json.loads((tmp_path / "back.json").read_text(encoding="utf-8"))
    assert record["deals"][0]["score"] == {
        "text": "24 to 0 against the dealer on the rubber game",
        "towards_game": {"NS": 0, "EW": 24}, "games": {"NS": 1, "EW": 1}}
    again = CliRunner().invoke(main, ["score", "--json", str(tmp_path / "back.json")])
    assert json.loads(again.output)["rubbers"][0]["taken_up"]["towards_game"] == {
        "NS": 0, "EW": 24}


#: The second example hand of the shared description of the books (a made-up deal in
#: a later book's layout), written in the notation with the book's own sentences.
LATER_BOOK = """\
deal 99: A clear case for the ruff
laws: laws-1905
score: It is the first game, score eight to nothing against the dealer.
Y: S—Q, 10, 6, 5; C—J; D—A, 10, 7; H—K, 7, 6, 4, 2
A: S—A, K; C—A, Q, 9, 3, 2; D—K, J, 8, 6, 5, 4; H—None
B: S—9, 3, 2; C—8, 7, 5; D—Q, 9, 3, 2; H—J, 10, 5
Z: S—J, 8, 7, 4; C—K, 10, 6, 4; D—None; H—A, Q, 9, 8, 3
make: Z deals and passes the make. Y declares hearts.
play:
    A     Y     B     Z
1.  [A♣]  J♣    7♣    K♣
2.  J♦    A♦    Q♦    [A♥]
3.  A♠    [K♥]  J♥    Q♥
4.  K♦    4♥    [10♥] 8♥
5.  [K♠]  Q♠    2♠    J♠
6.  [Q♣]  10♦   8♣    6♣
7.  [9♣]  10♠   5♣    4♣
8.  3♣    7♦    9♦    [10♣]
9.  8♦    7♥    5♥    [9♥]
10. 5♦    5♠    [9♠]  8♠
11. 6♦    [2♥]  3♦    7♠
12. 4♦    [6♥]  3♠    3♥
13. 2♣    [6♠]  2♦    4♠
result: The dealer wins the odd trick.
"""


def test_a_later_books_hand_in_its_own_words_checks_clean_with_its_score() -> None:
    checked = check_text(LATER_BOOK)
    assert checked.diagnostics == []
    report = checked.deals[0]
    assert report.deal.score is not None
    assert (report.deal.score.below, report.deal.score.games) == ((0, 8), (0, 0))
    assert [(d.seat, d.act, d.strain) for d in report.deal.declaration] == [
        (Seat.S, Act.PASS_MAKE, None), (Seat.N, Act.DECLARE, Strain.HEARTS)]
    assert report.replay.tricks_won[Seat.S.side] == 7  # Z (South) deals: the odd trick


def test_the_same_hand_with_a_result_the_play_does_not_give_says_both_figures() -> None:
    wrong = LATER_BOOK.replace("wins the odd trick", "wins two by cards")
    found = check_text(wrong).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("L008", 24, 9)]
    assert "Y Z won 8 tricks, but the play gives Y Z 7" in found[0].message


def test_a_printed_books_score_sentence_reaches_the_model_as_the_notations_does() -> None:
    from bridgebook.checking import check_file

    data = Path(__file__).parent / "data" / "printed"
    later = check_file(data / "later-layout.txt", keep=True).deals[0].deal.score
    assert later is not None and (later.below, later.games) == ((0, 8), (0, 0))
    elwell = check_file(data / "elwell-layout.txt", keep=True).deals[0].deal.score
    assert elwell is not None and (elwell.below, elwell.games) == ((0, 0), (1, 1))


def test_the_article_a_in_a_make_is_not_seat_a() -> None:
    # A deal in compass seats whose make says "a bold make": the 'a' is the article,
    # so the deal does not name its seats both ways (no P010); only the words the
    # phrase reader does not understand are reported.
    text = """\
laws: laws-1905
deal 1
N: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A
E: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K
S: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q
W: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2
make: S passes the make; N makes it no trumps, a bold make
"""
    result = check_text(text)
    assert [(d.code, d.line, d.column) for d in result.diagnostics] == [("P005", 7, 48)]
    assert result.diagnostics[0].message == "make or doubling not understood: 'a bold make'"
    assert result.deals[0].deal.naming is Naming.COMPASS
    # An act read from a lower-case 'a' is seat A's, and names the deal in the books'.
    acted = check_text("laws: laws-1905\nmake: z declares hearts; a doubles; z satisfied\n")
    assert acted.diagnostics == []
    assert acted.deals[0].deal.naming is Naming.BOOK
    assert [d.seat for d in acted.deals[0].deal.declaration] == [Seat.S, Seat.W, Seat.S]


def test_a_no_trumper_and_both_partners_satisfied_in_the_notation() -> None:
    # "makes it a no-trumper" names no trumps; "A and B are satisfied" is each
    # adversary's word, the eldest hand's (A, the dealer Z's left) first, whichever
    # the record names first (1905 laws 52, 57): the contract is not doubled.
    for said in ("z makes it a no-trumper; a and b are satisfied",
                 "z makes it a no-trumper; b and a satisfied"):
        result = check_text(f"laws: laws-1905\nmake: {said}\n")
        assert result.diagnostics == []
        deal = result.deals[0]
        assert [(d.seat, d.act, d.strain) for d in deal.deal.declaration] == [
            (Seat.S, Act.DECLARE, Strain.NOTRUMP), (Seat.W, Act.SATISFIED, None),
            (Seat.E, Act.SATISFIED, None)]
        assert str(deal.contract) == "no trump, S plays"

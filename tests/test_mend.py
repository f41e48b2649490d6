"""One printed mistake, one message: the edit that mends it, the rest folded in.

Each test prints one deal as a book prints it (a play table, A Y B Z, the winning
card underlined), with the misprints of the period books: a wrong rank, a card
played twice, a card in two hands, a missing suit line, a misplaced winner mark,
two cards swapped. The deal is made up; it was checked clean before each misprint
was put in, so each expected fix is the card the clean deal has there.
"""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from bridgebook.checking import check_text
from bridgebook.cli import main
from bridgebook.diagnostics import Diagnostic, Severity

# Line 4 is Z's hand; line 11 is trick 1, line 23 trick 13. The columns of the
# table: A at 6, Y at 14, B at 22, Z at 30.
DEAL = """\
deal 1: A made-up deal, played at hearts
laws: laws-1905
dealer: Z
Z: S—Q, J, 5; H—10, 6, 4; D—A, J, 6, 4; C—K, J, 6
A: S—K, 10, 6, 3; H—J, 5, 3; D—K, 5; C—10, 8, 7, 3
Y: S—A, 7, 4; H—A, K, 9, 7; D—10, 8; C—Q, 5, 4, 2
B: S—9, 8, 2; H—Q, 8, 2; D—Q, 9, 7, 3, 2; C—A, 9
make: Z declares hearts
play:
     A       Y       B       Z
1.   K♠      _A♠_    2♠      Q♠
2.   3♠      7♠      _8♠_    5♠
3.   _K♦_    10♦     Q♦      4♦
4.   10♣     5♣      _A♣_    6♣
5.   10♠     4♠      9♠      _J♠_
6.   5♦      8♦      7♦      _A♦_
7.   J♥      7♥      _Q♥_    4♥
8.   7♣      2♣      9♣      _J♣_
9.   3♣      Q♣      2♦      _K♣_
10.  8♣      _9♥_    3♦      J♦
11.  6♠      4♣      _8♥_    6♥
12.  3♥      _K♥_    9♦      6♦
13.  5♥      _A♥_    2♥      10♥
result: the dealer wins eight tricks; two by cards
"""


def misprint(*edits: tuple[str, str]) -> str:
    """The deal with each ``(printed, misprinted)`` line start changed once."""
    text = DEAL
    for old, new in edits:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    return text


def problems(text: str) -> list[Diagnostic]:
    """The errors and warnings (notes aside) of checking ``text``."""
    return [d for d in check_text(text).diagnostics if d.severity is not Severity.INFO]


def one(text: str) -> Diagnostic:
    (found,) = problems(text)
    return found


def folded(d: Diagnostic) -> list[str]:
    """The codes folded into ``d``, notes aside."""
    return [f.code for f in d.folded if f.severity is not Severity.INFO]


def test_the_deal_as_printed_is_clean() -> None:
    assert check_text(DEAL).diagnostics == []


def test_a_wrong_rank_is_one_message_with_the_card_meant() -> None:
    # A's ♠3 printed ♠4 at trick 2: ♠4 is Y's, who then plays it "again" at trick 5.
    d = one(misprint(("2.   3♠ ", "2.   4♠ ")))
    assert (d.code, d.line, d.column) == ("L001", 12, 6)
    assert d.hint == "A's ♠3 is never played: ♠3 was meant at trick 2"
    assert folded(d) == ["L002"]
    assert (d.folded[0].line, d.folded[0].column) == (15, 14)


def test_a_wrong_card_that_wins_the_trick_folds_its_cascade() -> None:
    # B's ♣9 printed ♥9 at trick 8: a ruff, so B wins trick 8 and leads trick 9;
    # each trick after it is read from the wrong leader. Ten problems, one mistake.
    d = one(misprint(("8.   7♣      2♣      9♣ ", "8.   7♣      2♣      9♥ ")))
    assert (d.code, d.line, d.column) == ("L001", 18, 22)
    assert d.hint == "B's ♣9 is never played: ♣9 was meant at trick 8"
    assert folded(d) == ["L003", "L003", "L003", "L005", "L003", "L005", "L002", "L003",
                         "L003"]


def test_a_card_played_twice_names_both_tricks() -> None:
    # Y's ♠4 printed ♠7 at trick 5: Y played the ♠7 at trick 2. Either ♠7 could
    # be the misprint (each, read as ♠4, gives a clean deal): the hint names both.
    d = one(misprint(("5.   10♠     4♠ ", "5.   10♠     7♠ ")))
    assert (d.code, d.line, d.column) == ("L002", 15, 14)
    assert d.hint == "Y's ♠4 is never played: one of the two ♠7, at trick 2 or trick 5, was ♠4"
    assert folded(d) == []


def test_a_hand_of_fourteen_drops_the_card_another_hand_plays() -> None:
    # Z's hearts printed 10 8 6 4: the ♥8 is B's, who plays it to trick 11.
    d = one(misprint(("H—10, 6, 4;", "H—10, 8, 6, 4;")))
    assert (d.code, d.line, d.column) == ("D001", 4, 21)  # Z's ♥8, the card to drop
    assert d.hint == "♥8 is B's, played by B at trick 11: drop it from Z's hand"
    assert folded(d) == ["D002"]


def test_a_rank_misprinted_in_a_hand_is_read_from_the_play() -> None:
    # Z's ♥6 printed ♥8: the ♥8 is B's (played at trick 11), Z plays the ♥6 at 11.
    d = one(misprint(("H—10, 6, 4;", "H—10, 8, 4;")))
    assert (d.code, d.line, d.column) == ("D001", 4, 21)
    assert d.hint == "♥8 is B's, played by B at trick 11: Z's ♥8 was ♥6, which Z plays at trick 11"
    assert folded(d) == ["L001"]


def test_a_missing_suit_line_is_the_cards_the_seat_plays_that_no_hand_holds() -> None:
    d = one(misprint(("; C—K, J, 6\n", "\n")))
    assert (d.code, d.line, d.column) == ("D002", 4, 1)
    assert d.hint == ("Z's clubs are not given: ♣K ♣J ♣6, which Z plays and no hand holds, "
                      "are that line")
    assert folded(d) == ["L001", "L001", "L001"]  # Z's ♣6, ♣J and ♣K at tricks 4, 8, 9


def test_a_misplaced_winner_mark_is_one_message() -> None:
    d = one(misprint(("6.   5♦      8♦      7♦      _A♦_", "6.   5♦      _8♦_    7♦      A♦")))
    assert (d.code, d.line, d.column) == ("L005", 16, 14)
    assert d.hint == "mark ♦A"
    assert folded(d) == []


def test_two_cards_swapped_fold_the_revokes_and_the_wrong_winner() -> None:
    # A's ♦K (trick 3) and ♠6 (trick 11) printed in each other's rows.
    d = one(misprint(("3.   _K♦_ ", "3.   _6♠_ "), ("11.  6♠ ", "11.  K♦ ")))
    assert (d.code, d.line, d.column) == ("L003", 13, 6)
    assert d.hint == "were ♠6 (trick 3) and ♦K (trick 11) transposed? swapped, every trick follows"
    assert folded(d) == ["L005", "L003"]


def test_two_independent_mistakes_are_two_messages() -> None:
    found = problems(misprint(("2.   3♠ ", "2.   4♠ "),
                              ("6.   5♦      8♦      7♦      _A♦_",
                               "6.   5♦      _8♦_    7♦      A♦")))
    assert [(d.code, d.line, d.column) for d in found] == [("L001", 12, 6), ("L005", 16, 14)]
    assert found[0].hint == "A's ♠3 is never played: ♠3 was meant at trick 2"
    assert found[1].hint == "mark ♦A"


def test_two_mistakes_whose_consequences_cross_are_two_messages() -> None:
    # A's ♠K printed ♦J at trick 1 (so Z's ♦J at trick 10 is "played already"), and
    # B's ♦3 printed ♦8 at trick 10 (Y's, played at trick 6). Either fix alone moves
    # the other's consequences; together they explain all ten problems: at trick 1
    # the three spades "revoke" to the diamond lead and the marked ♠A does not win.
    found = problems(misprint(("1.   K♠ ", "1.   J♦ "),
                              ("10.  8♣      _9♥_    3♦ ", "10.  8♣      _9♥_    8♦ ")))
    assert [(d.code, d.line, d.column) for d in found] == [("L001", 11, 6), ("L002", 20, 22)]
    assert found[0].hint == "A's ♠K is never played: ♠K was meant at trick 1"
    assert found[1].hint == "B's ♦3 is never played: ♦3 was meant at trick 10"
    assert folded(found[0]) == ["L003", "L003", "L003", "L005", "L002", "L003"]
    assert folded(found[1]) == ["L003", "L003"]


def test_a_mistake_no_edit_explains_is_reported_as_found() -> None:
    # The stated result is wrong, and no card is: nothing to mend, nothing folded.
    d = one(misprint(("wins eight tricks; two by cards", "wins nine tricks; three by cards")))
    assert d.code == "L008" and d.folded == ()


def test_the_folded_problems_are_in_the_text_and_the_json(tmp_path: Path) -> None:
    path = tmp_path / "misprint.hand"
    path.write_text(misprint(("2.   3♠ ", "2.   4♠ ")), encoding="utf-8")
    text = CliRunner().invoke(main, ["check", str(path)])
    assert text.exit_code == 1
    assert "hint: A's ♠3 is never played: ♠3 was meant at trick 2" in text.output
    assert "that follow" in text.output and "L002 15:14" in text.output
    out = CliRunner().invoke(main, ["check", "--json", str(path)])
    data = json.loads(out.output)
    (root,) = [d for d in data["diagnostics"] if d["severity"] != "info"]
    assert (root["code"], root["line"], root["column"]) == ("L001", 12, 6)
    (twice,) = [f for f in root["folded"] if f["code"] == "L002"]
    assert (twice["line"], twice["column"]) == (15, 14)
    assert twice["follows_from"] == {"code": "L001", "line": 12, "column": 6}


def test_a_make_verb_misspelt_folds_the_play_it_changes() -> None:
    d = one(misprint(("make: Z declares hearts", "make: Z declars hearts")))
    assert (d.code, d.line, d.column) == ("P005", 8, 7)
    assert d.hint == "did you mean 'declares'? 'declars' is read as no word of the make"
    assert folded(d) == ["A011", "L005", "L003", "L003", "L005", "L008"]


def test_a_rank_not_read_in_a_hand_is_the_root() -> None:
    # A's ♠10 printed '1O' (an OCR misreading): the hand is short, A plays ♠10.
    d = one(misprint(("A: S—K, 10, 6, 3;", "A: S—K, 1O, 6, 3;")))
    assert (d.code, d.line, d.column) == ("P002", 5, 9)
    assert d.hint == ("'1O' is ♠10: the card A's hand lacks, which A plays at trick 5, "
                      "and no hand holds it")
    assert folded(d) == ["D002", "L001"]


def test_a_suit_letter_not_read_is_the_root() -> None:
    d = one(misprint(("Y: S—A, 7, 4; H—A", "Y: S—A, 7, 4; G—A")))
    assert (d.code, d.line, d.column) == ("P003", 6, 15)
    assert d.hint == ("'G' is Y's hearts: ♥A ♥K ♥9 ♥7, which Y plays and no hand holds, "
                      "are that line")
    assert folded(d) == ["D002", "L001", "L001", "L001", "L001"]


def test_a_card_left_out_of_a_hand_is_the_card_the_seat_plays_that_no_hand_holds() -> None:
    d = one(misprint(("A: S—K, 10, 6, 3;", "A: S—K, 6, 3;")))
    assert (d.code, d.line, d.column) == ("D002", 5, 1)
    assert d.hint == "A plays ♠10 at trick 5, which no hand holds: add it to A's hand"
    assert folded(d) == ["L001"]



def test_a_wrong_card_that_another_trick_plays_again_is_told_at_the_printed_card() -> None:
    # Y's ♠A at trick 1 printed ♠7 (Y's, played at trick 2), still underlined: the
    # hint names trick 1, so the message stands at trick 1's card, not at trick 2's.
    d = one(misprint(("1.   K♠      _A♠_", "1.   K♠      _7♠_")))
    assert (d.code, d.line, d.column) == ("L005", 11, 14)
    assert d.hint == "Y's ♠A is never played: ♠A was meant at trick 1"
    assert folded(d) == ["L002"]


def test_a_misprinted_card_and_a_wrong_result_are_two_messages() -> None:
    # A's ♠3 printed ♠4 at trick 2 (as above), and the result printed as nine
    # tricks where the play gives eight. As printed, the play is not finished (♠4
    # is not A's, trick 2 has no winner) and the result is not judged; mended, the
    # dealer wins eight: the result is a second, independent mistake.
    found = problems(misprint(("2.   3♠ ", "2.   4♠ "),
                              ("wins eight tricks; two by cards", "wins nine tricks")))
    assert [(d.code, d.line, d.column) for d in found] == [("L001", 12, 6), ("L008", 24, 9)]
    assert found[0].message == "♠4 by A at trick 2: A does not hold it"
    assert found[0].hint == "A's ♠3 is never played: ♠3 was meant at trick 2"
    assert folded(found[0]) == ["L002"]
    assert found[1].message == "the result says Y Z won 9 tricks, but the play gives Y Z 8"
    assert found[1].hint == ("the play gives Y Z 8 and A B 5, with the play mended as "
                             "L001 12:6 says")
    assert folded(found[1]) == []


def test_a_card_in_the_wrong_hand_a_card_played_twice_and_a_wrong_result_are_three() -> None:
    # Z's ♥10 printed in Y's hand (Y holds 14 cards, Z 12, and Z's ♥10 at trick 13 is
    # not held), Y's ♠4 printed ♠7 at trick 5 (Y played ♠7 at trick 2), and the result
    # printed as nine tricks. Trick 13 has no winner as printed, so the result is not
    # judged; neither edit alone leaves only the result. The ♠7 read as ♠4 (at trick 2
    # or 5: the winner of neither trick changes) and the ♥10 moved to Z give the clean
    # play, with the dealer's eight tricks against the nine stated.
    found = problems(misprint(("Z: S—Q, J, 5; H—10, 6, 4;", "Z: S—Q, J, 5; H—6, 4;"),
                              ("Y: S—A, 7, 4; H—A, K, 9, 7;", "Y: S—A, 7, 4; H—A, K, 10, 9, 7;"),
                              ("5.   10♠     4♠ ", "5.   10♠     7♠ "),
                              ("wins eight tricks; two by cards", "wins nine tricks")))
    assert [(d.code, d.line, d.column) for d in found] == [
        ("D002", 6, 23), ("L002", 15, 14), ("L008", 24, 9)]
    assert found[0].hint == ("♥10 printed in Y's hand is Z's: Z plays it at trick 13, and "
                             "Z's hand lacks a card: move it to Z's hand")
    assert [(f.code, f.line, f.column) for f in found[0].folded] == [("D002", 4, 1),
                                                                     ("L001", 23, 30)]
    assert found[1].hint == ("Y's ♠4 is never played: one of the two ♠7, at trick 2 or "
                             "trick 5, was ♠4")
    assert found[2].message == "the result says Y Z won 9 tricks, but the play gives Y Z 8"
    assert found[2].hint == ("the play gives Y Z 8 and A B 5, with the play mended as "
                             "L002 15:14 and D002 6:23 say")


def test_a_wrong_card_that_wins_and_a_wrong_result_are_two_messages() -> None:
    # B's ♣9 printed ♥9 at trick 8 (its cascade of nine), and the result wrong.
    found = problems(misprint(("8.   7♣      2♣      9♣ ", "8.   7♣      2♣      9♥ "),
                              ("wins eight tricks; two by cards", "wins nine tricks")))
    assert [(d.code, d.line, d.column) for d in found] == [("L001", 18, 22), ("L008", 24, 9)]
    assert found[0].hint == "B's ♣9 is never played: ♣9 was meant at trick 8"
    assert len(folded(found[0])) == 9
    assert found[1].hint == ("the play gives Y Z 8 and A B 5, with the play mended as "
                             "L001 18:22 says")


LOST_ROW = "     A       Y       B       Z\n"
ROW_MESSAGE = ("the play's rows are in fixed columns, but no row names the seats: read in the "
               "order of play, the cards fall to the wrong seats")
ROW_HINT = ("add the row of seats above the first trick: A Y B Z (the opening leader's column "
            "first, as the first row is); the deal is checked so")


def test_a_table_with_its_row_of_seats_lost_is_one_message() -> None:
    # Without the row, each row is read from its trick's leader: from trick 2 on
    # (led by Y, who won trick 1) A's card is read as Y's, and so on round. Every
    # card of tricks 2-5, 7, 8, 10, 12 and 13 is then not held (36 L001): one
    # message, at the first row, with the row to add.
    d = one(misprint((LOST_ROW, "")))
    assert (d.code, d.line, d.column) == ("P046", 10, 1)
    assert d.message == ROW_MESSAGE
    assert d.hint == ROW_HINT
    assert folded(d) == ["L001"] * 36


def test_a_lost_row_of_seats_and_a_misprint_are_two_messages() -> None:
    found = problems(misprint((LOST_ROW, ""), ("2.   3♠ ", "2.   4♠ ")))
    assert [(d.code, d.line, d.column) for d in found] == [("P046", 10, 1), ("L001", 11, 6)]
    assert (found[0].message, found[0].hint) == (ROW_MESSAGE, ROW_HINT)
    assert found[1].hint == "A's ♠3 is never played: ♠3 was meant at trick 2"
    assert folded(found[1]) == ["L002"]



def test_a_swap_whose_root_could_be_the_dummys_renounce_stays_an_error() -> None:
    # Found by the property tests: B's ♣8 and A's ♥5 of tricks 1 and 2 swapped. The
    # swap that mends it removes the dummy's renounce at trick 1 (L003, a warning: the
    # dummy is not liable) as well as Z's revoke there; rooted at the warning, the
    # deal's 50 errors were told as none. The root is Z's revoke, an error, told at
    # A's ♣8 (line 9, column 1), the card the swap moves: A's own cards break no law.
    text = """\
deal 1: a random deal
laws: laws-1905
Y: S—2; H—2; D—2; C—A, K, Q, J, 10, 7, 6, 5, 4, 3
B: S——; H—6; D—A, K, J, 10, 9, 8, 7, 6, 5, 4, 3; C—8
Z: S—3; H—A, K, Q, J, 10, 9, 8, 7, 4, 3; D—Q; C—2
A: S—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4; H—5; D——; C—9
make: Z declares clubs
play:
♣8 ♥2 ♥6 ♥3
♥5 ♣2 ♣9 ♣3
♠4 ♠2 ♦3 ♠3
♠5 ♣4 ♦4 ♦Q
♣5 ♦5 ♥4 ♠6
♣6 ♦6 ♥7 ♠7
♣7 ♦7 ♥8 ♠8
♣10 ♦8 ♥9 ♠9
♣J ♦9 ♥10 ♠10
♣Q ♦10 ♥J ♠J
♣K ♦J ♥Q ♠Q
♣A ♦K ♥K ♠K
♦2 ♦A ♥A ♠A
result: 9
"""
    (d,) = problems(text)
    assert (d.code, d.severity, d.line, d.column) == ("L003", Severity.ERROR, 9, 1)
    assert d.message == ("♣8 by A at trick 1 does not fit the play: revoke: ♥3 by Z at "
                         "trick 1: clubs were led and Z holds ♣2")
    assert d.hint == ("were A's ♣8 (trick 1) and ♥5 (trick 2) transposed? swapped, every "
                      "trick follows")
    assert len(folded(d)) == 49


def test_a_swap_with_the_dummys_renounce_and_no_revoke_is_rooted_at_the_card_not_held(
) -> None:
    # Found by the property tests: S's ♣7 (trick 3) and N's ♣2 (trick 2) swapped, the
    # play in rows with no seats (each led by the last winner). E wins trick 1 with ♦8
    # and leads ♣3; S, whose one club is ♣7, is given N's ♣2 (not held, an error), and
    # at trick 3 the dummy S (North plays 1♣) renounces in diamonds with ♣7 (a
    # warning: the declarer plays the dummy's cards). The swap mends both, and the 43
    # cards not held that follow (each trick led by the wrong seat); rooted at the
    # warning, the deal's errors were told as none. The root is the card not held, ♣2
    # at trick 2 (line 11, column 4).
    text = """\
deal 1: a random deal
laws: contract-rubber
dealer: N
N: S——; H—J, 4; D—7; C—A, K, Q, 10, 9, 8, 6, 5, 4, 2
E: S—3; H—Q, 5, 3, 2; D—A, K, Q, J, 9, 8; C—J, 3
S: S——; H—A, K, 10, 9, 8, 7, 6; D—10, 6, 5, 3, 2; C—7
W: S—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 2; H——; D—4; C——
auction: 1C pass pass pass
play:
♦8 ♦2 ♦4 ♦7
♣3 ♣2 ♠2 ♣4
♦3 ♠4 ♣7 ♦9
♣5 ♣J ♦5 ♠5
♦J ♦6 ♠6 ♣6
♣8 ♦Q ♦10 ♠7
♣9 ♦K ♥6 ♠8
♣10 ♦A ♥7 ♠9
♣Q ♥2 ♥8 ♠10
♣K ♥3 ♥9 ♠J
♣A ♥5 ♥10 ♠Q
♥4 ♥Q ♥K ♠K
♥A ♠A ♥J ♠3
result: 11
"""
    (d,) = problems(text)
    assert (d.code, d.severity, d.line, d.column) == ("L001", Severity.ERROR, 11, 4)
    assert d.message == "♣2 by S at trick 2: S does not hold it"
    assert d.hint == ("were ♣2 (trick 2) and ♣7 (trick 3) transposed? swapped, every trick "
                      "follows")
    assert "L003" in folded(d)
    assert len(folded(d)) == 44


def test_a_misprinted_suit_letter_is_one_message_at_the_line() -> None:
    # A's hearts printed with a diamond's letter: diamonds given twice in A's hand,
    # ♦5 twice in it, ♦J in A's and Z's, ♦3 in A's and B's; the ♥J, ♥3 and ♥5 A plays
    # not held, and A's ♣8 to a diamond lead at trick 10 a revoke.
    d = one(misprint(("A: S—K, 10, 6, 3; H—J, 5, 3;", "A: S—K, 10, 6, 3; D—J, 5, 3;")))
    assert (d.code, d.line, d.column) == ("D004", 5, 19)
    assert d.hint == ("this line is hearts: ♥J ♥5 ♥3, which no hand holds, and A plays "
                      "them at tricks 7, 12 and 13; its suit letter is misprinted "
                      "(diamonds for hearts)")
    assert folded(d) == ["D001", "D001", "D001", "L001", "L003", "L001", "L001"]


def test_a_misprinted_suit_letter_in_a_book_deal_is_one_message() -> None:
    # The book's deal 4 with A's ♥9 ♥7 printed as diamonds, in the first of the two
    # lines of diamonds: the line is told, not the second (the diamonds A holds).
    book = Path(__file__).parent.parent / "hands" / "deals" / "04-ruff-in-the-dummy.hand"
    printed = book.read_text(encoding="utf-8")
    assert printed.count("H—9, 7;") == 1
    d = one(printed.replace("H—9, 7;", "D—9, 7;"))
    assert (d.code, d.line, d.column) == ("D004", 8, 16)
    assert d.hint is not None and d.hint.startswith(
        "this line is hearts: ♥9 ♥7, which no hand holds, and A plays them at tricks 3 and 6")


# Z's ♠5 (played at trick 2) and A's ♦5 (played at trick 6) printed in each other's
# hands: each hand still holds thirteen cards, and each card is played by a seat
# that does not hold it.
EXCHANGED = (("Z: S—Q, J, 5; H—10, 6, 4; D—A, J, 6, 4;", "Z: S—Q, J; H—10, 6, 4; D—A, J, 6, 5, 4;"),
             ("A: S—K, 10, 6, 3; H—J, 5, 3; D—K, 5;", "A: S—K, 10, 6, 5, 3; H—J, 5, 3; D—K;"))


def test_two_cards_printed_in_each_other_s_hands_are_one_message() -> None:
    # Trick 2 is line 12, Z's column 30; trick 6 line 16, A's column 6.
    found = one(misprint(*EXCHANGED))
    assert (found.code, found.line, found.column) == ("L001", 12, 30)
    assert found.hint == ("♠5 printed in A's hand and ♦5 printed in Z's are each other's: "
                          "Z plays ♠5 at trick 2, A plays ♦5 at trick 6; exchange them")
    assert [(f.code, f.line, f.column) for f in found.folded] == [("L001", 16, 6)]


def test_two_exchanges_in_one_deal_are_two_messages_each_with_its_own() -> None:
    # And Y's ♣2 (trick 8) and B's ♥2 (trick 13) exchanged as well: two mistakes,
    # each told once (trick 8: line 18, Y's column 14; trick 13: line 23, B's 22).
    text = misprint(*EXCHANGED, (
        "Y: S—A, 7, 4; H—A, K, 9, 7; D—10, 8; C—Q, 5, 4, 2",
        "Y: S—A, 7, 4; H—A, K, 9, 7, 2; D—10, 8; C—Q, 5, 4"), (
        "B: S—9, 8, 2; H—Q, 8, 2; D—Q, 9, 7, 3, 2; C—A, 9",
        "B: S—9, 8, 2; H—Q, 8; D—Q, 9, 7, 3, 2; C—A, 9, 2"))
    first, second = problems(text)
    assert [(d.code, d.line, d.column) for d in (first, second)] == [
        ("L001", 12, 30), ("L001", 18, 14)]
    assert [(f.code, f.line, f.column) for f in first.folded] == [("L001", 16, 6)]
    assert [(f.code, f.line, f.column) for f in second.folded] == [("L001", 23, 22)]
    assert second.hint is not None and second.hint.endswith(
        "Y plays ♣2 at trick 8, B plays ♥2 at trick 13; exchange them")


def test_two_cards_printed_in_the_wrong_hands_each_told_at_the_long_hand() -> None:
    # Z's ♠5 printed in A's hand, Y's ♣2 in B's: A and B hold 14 cards, Z and Y 12. Each
    # is one message at the card printed in the wrong hand (A's line 5, B's line 7),
    # saying that hand's count, the short hand's count and the card not held folded.
    text = misprint(("Z: S—Q, J, 5;", "Z: S—Q, J;"), ("A: S—K, 10, 6, 3;", "A: S—K, 10, 6, 5, 3;"),
                    ("Y: S—A, 7, 4; H—A, K, 9, 7; D—10, 8; C—Q, 5, 4, 2",
                     "Y: S—A, 7, 4; H—A, K, 9, 7; D—10, 8; C—Q, 5, 4"),
                    ("B: S—9, 8, 2; H—Q, 8, 2; D—Q, 9, 7, 3, 2; C—A, 9",
                     "B: S—9, 8, 2; H—Q, 8, 2; D—Q, 9, 7, 3, 2; C—A, 9, 2"))
    first, second = problems(text)
    assert [(d.code, d.line, d.column, d.message) for d in (first, second)] == [
        ("D002", 5, 16, "A's hand holds 14 cards, not 13"),
        ("D002", 7, 51, "B's hand holds 14 cards, not 13")]
    assert [(f.code, f.line) for f in first.folded] == [("D002", 4), ("L001", 12)]
    assert [(f.code, f.line) for f in second.folded] == [("D002", 6), ("L001", 18)]


def test_two_misprints_of_one_player_each_told_with_its_own_card() -> None:
    # A's ♦5 printed ♦K at trick 6 (line 16: A played ♦K at trick 3) and A's ♣8 printed
    # ♣4 at trick 10 (line 20: Y's card, which Y plays at trick 11). A's ♦5 is then the
    # card A never plays that mends either row alone, but it was meant once: read at
    # trick 6 as ♦5 and at trick 10 as ♣8, every trick follows. Two messages, the
    # revokes and the second ♣4 under the second, each hint the card the deal has.
    text = misprint(("6.   5♦", "6.   K♦"), ("10.  8♣", "10.  4♣"))
    first, second = problems(text)
    assert (first.code, first.line, first.column) == ("L002", 16, 6)
    assert first.hint == "A's ♦5 is never played: ♦5 was meant at trick 6"
    assert (second.code, second.line, second.column) == ("L001", 20, 6)
    assert second.hint == "A's ♣8 is never played: ♣8 was meant at trick 10"
    assert sorted(folded(second)) == ["L002", "L003", "L003", "L003"]


def test_a_card_played_twice_whose_first_copy_is_the_misprint_starts_a_pair() -> None:
    # A's ♦K printed ♦5 at trick 3 (line 13; A plays ♦5 at trick 6 too), and Z's ♣6
    # printed ♣J at trick 4 (line 14; Z plays ♣J at trick 8). As printed B's ♦Q wins
    # trick 3, so the marks and the leads after it cross the second misprint's; read
    # with the first copy of ♦5 as ♦K, the second misprint alone is left. Two messages,
    # each with the card the deal has.
    text = misprint(("3.   _K♦_", "3.   _5♦_"), ("4.   10♣     5♣      _A♣_    6♣",
                                                  "4.   10♣     5♣      _A♣_    J♣"))
    first, second = problems(text)
    assert (first.line, first.column, first.hint) == (
        13, 6, "A's ♦K is never played: ♦K was meant at trick 3")
    assert (second.code, second.line, second.column, second.hint) == (
        "L002", 14, 30, "Z's ♣6 is never played: ♣6 was meant at trick 4")
    assert "L002" in folded(first) and "L003" in folded(second)


def test_two_ranks_misprinted_crossing_by_one_player_are_one_message() -> None:
    # Z's ♣6 at trick 4 printed ♣10 (A's card, played at that trick) and Z's ♣J at
    # trick 8 printed ♣6. Alone, ♣10 read as ♣J (Z's club never played) leaves the
    # ♣6 at trick 8 losing to B's ♣9 under Z's mark, and the tricks after it led by
    # the wrong hand; both edits together give the deal as printed clean.
    text = misprint(("4.   10♣     5♣      _A♣_    6♣", "4.   10♣     5♣      _A♣_    10♣"),
                    ("8.   7♣      2♣      9♣      _J♣_", "8.   7♣      2♣      9♣      _6♣_"))
    found = one(text)
    assert (found.code, found.line, found.column) == ("L002", 14, 30)
    assert found.hint == ("two misprints by Z: ♣6 was meant at trick 4 (printed ♣10) and "
                          "♣J, never played, at trick 8 (printed ♣6)")
    assert folded(found) == ["L005", "L003", "L005", "L003"]


def test_two_ranks_misprinted_crossing_the_other_way_are_one_message() -> None:
    # Z's ♣6 at trick 4 printed ♣J, and Z's ♣J at trick 8 printed ♣10 (A's, played
    # at trick 4): the card played twice is the later one, and the root stands there.
    text = misprint(("4.   10♣     5♣      _A♣_    6♣", "4.   10♣     5♣      _A♣_    J♣"),
                    ("8.   7♣      2♣      9♣      _J♣_", "8.   7♣      2♣      9♣      _10♣_"))
    found = one(text)
    assert (found.code, found.line, found.column) == ("L002", 18, 30)
    assert found.hint == ("two misprints by Z: ♣J was meant at trick 8 (printed ♣10) and "
                          "♣6, never played, at trick 4 (printed ♣J)")
    assert folded(found) == ["L003", "L005", "L003"]


def test_a_card_played_again_in_its_own_trick_names_who_played_it_there() -> None:
    # Z's ♣6 at trick 4 printed ♣10, the card A plays to the same trick: the message
    # says A played it there, not "at trick 4" (the trick the card stands in).
    d = one(misprint(("4.   10♣     5♣      _A♣_    6♣", "4.   10♣     5♣      _A♣_    10♣")))
    assert (d.code, d.line, d.column) == ("L002", 14, 30)
    assert d.message == "♣10 by Z at trick 4 was played already, by A at this trick"
    assert d.hint == "Z's ♣6 is never played: ♣6 was meant at trick 4"


# Numbered rows with row 4 left out (each hand keeps its card of it: A ♦3, Y ♦2, B ♦5,
# Z ♦9), the mark of row 7 on B's ♠K where A's ♠A wins, and Y's ♠3 of row 12
# printed ♥3 (B's, played at row 10). Line 14 is row 5, line 16 row 7, line 21 row 12.
SKIPPED_ROW = """\
deal 4: Hand 4
laws: laws-1905
score: The score is love-all, rubber game.
Z: S—8, 6; H—8, 7, 6, 5, 4; D—9, 4; C—J, 7, 4, 2
A: S—A, J; H—K, Q, 10, 2; D—J, 3; C—A, K, 9, 8, 3
Y: S—Q, 7, 5, 4, 3, 2; H—None; D—A, 10, 7, 2; C—Q, 10, 5
B: S—K, 10, 9; H—A, J, 9, 3; D—K, Q, 8, 6, 5; C—6
make: The dealer, Z, makes it clubs.
play:
     A      Y      B      Z
1.   _K♥_   5♠     9♥     6♥
2.   2♥     4♠     _J♥_   5♥
3.   J♦     10♦    _K♦_   4♦
5.   9♣     _Q♣_   6♣     2♣
6.   _K♣_   10♣    8♦     7♣
7.   A♠     2♠     _K♠_   6♠
8.   Q♥     A♦     _A♥_   7♥
9.   _J♠_   7♠     9♠     8♠
10.  _10♥_  Q♠     3♥     4♥
11.  _A♣_   5♣     6♦     4♣
12.  8♣     3♥     10♠    _J♣_
13.  _3♣_   7♦     Q♦     8♥
result: The dealer wins 3 tricks.
"""


def test_after_a_skipped_row_the_messages_name_the_rows_printed_numbers() -> None:
    # Past the gap, the row printed "7." is the sixth trick played and "12." the
    # eleventh: each message names its row's number. Y never plays ♠3 and ♦2 (row 4's
    # card): read as ♦2 at row 12, Y's ♠3 would be row 4's card, and row 4 is led by
    # B (♦K won row 3) in diamonds, where Y holds ♦2: a revoke. Read as ♠3, the four
    # diamonds left are row 4: ♠3 is the card meant.
    found = problems(SKIPPED_ROW)
    assert [(d.code, d.line, d.column) for d in found] == [
        ("P020", 14, 1), ("L005", 16, 20), ("L002", 21, 13)]
    assert found[1].message == "trick 7: ♠K is marked as the winner, but ♠A by A wins it"
    assert found[1].hint == "mark ♠A"
    assert found[2].message == "♥3 by Y at trick 12 was played already, by B at trick 10"
    assert found[2].hint == "Y's ♠3 is never played: ♠3 was meant at trick 12"

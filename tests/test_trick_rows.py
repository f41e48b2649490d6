"""Trick rows written in the order of play, one mistake each: two cards of a trick
in each other's places, a row written twice, a row left out (and a row left out of
a book's table). Each is one message, at the place of the mistake, with what
follows from it folded under it."""

from __future__ import annotations

import re

from notation_deals import RUFF_FIRST_HANDS, RUFF_FIRST_SEATS, RUFF_FIRST_TRICKS

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity

#: Deal 4 of the book, "Ruff first, draw trumps after", in the compass diagram and
#: play-order rows ``N. SEAT: cards``: it checks clean.
DEAL = """\
deal 4: Ruff first, draw trumps after (compass)
laws: laws-1905
dealer: S
            North
            ♠ K 7 6 2
            ♥ 8 5 4
            ♦ A 8 6 5 2
            ♣ 6
West                    East
♠ J 10 9                ♠ Q 8 3
♥ 9 7                   ♥ J 3 2
♦ K Q J                 ♦ 10 9
♣ A K Q 10 5            ♣ J 9 7 3 2
            South
            ♠ A 5 4
            ♥ A K Q 10 6
            ♦ 7 4 3
            ♣ 8 4
make: S declares hearts
play:
1. W: CK C6 C2 C4
2. W: DK DA D10 D3
3. N: H4 H2 HA H7
4. S: C8 C5 H5 C3
5. N: D2 D9 D4 DJ
6. W: H9 H8 H3 H10
7. S: D7 DQ D5 S3
8. W: S9 S2 S8 SA
9. S: HQ C10 S6 HJ
10. S: S4 S10 SK SQ
11. N: D6 C7 S5 SJ
12. N: S7 C9 H6 CQ
13. S: HK CA D8 CJ
result: south wins ten tricks
"""


def reported(text: str) -> list[Diagnostic]:
    return [d for d in check_text(text).diagnostics if d.severity is not Severity.INFO]


def folded(d: Diagnostic) -> list[tuple[str, int, int]]:
    return [(f.code, f.line, f.column) for f in d.folded]


def test_the_deal_checks_clean() -> None:
    assert check_text(DEAL).diagnostics == []


def test_two_cards_of_a_trick_in_each_others_places_are_one_message() -> None:
    # W's ♠10 and N's ♠K written in each other's places: read so, W plays a ♠K he
    # does not hold and N a ♠10 he does not hold; N's ♠K no longer wins the trick,
    # so trick 11 seems led by the wrong hand and the result seems wrong.
    text = DEAL.replace("10. S: S4 S10 SK SQ", "10. S: S4 SK S10 SQ")
    (only,) = reported(text)
    assert (only.code, only.line, only.column) == ("L001", 30, 11)
    assert only.hint == ("W's and N's cards at trick 10 are in each other's places in the "
                         "order of play: swap them")
    assert folded(only) == [("L001", 30, 14), ("L004", 31, 1), ("L008", 34, 9)]


def test_a_row_written_twice_is_one_message_and_read_once() -> None:
    # Trick 9 pasted again under itself: read twice, its four cards would be played
    # again (L002 each) and the play would run to a fourteenth trick (L009).
    row = "9. S: HQ C10 S6 HJ\n"
    (only,) = check_text(DEAL.replace(row, row + row)).diagnostics
    assert (only.code, only.line, only.column) == ("P020", 30, 1)
    assert only.message == "trick 9 is written twice: this row repeats the one on line 29"
    assert only.hint == "drop this row: the play is read without it"


def test_rows_pasted_again_after_the_next_are_one_message() -> None:
    rows = "10. S: S4 S10 SK SQ\n11. N: D6 C7 S5 SJ\n"
    (only,) = check_text(DEAL.replace(rows, rows + rows)).diagnostics
    assert (only.code, only.line, only.column) == ("P020", 32, 1)
    assert only.message == ("tricks 10 and 11 are written twice: these rows repeat lines "
                            "30 and 31")


def test_a_numbered_row_left_out_is_one_message() -> None:
    # Trick 12 left out: the row after the gap is led by the winner of the trick
    # missing, which the record does not give; the L004 there follows from the gap.
    (only,) = reported(DEAL.replace("12. N: S7 C9 H6 CQ\n", ""))
    assert (only.code, only.line, only.column) == ("P020", 32, 1)
    assert only.message == "trick 12 is missing: the rows go from 11 to 13"
    assert folded(only) == [("L004", 32, 1), ("L010", 20, 1)]
    # Each hand keeps one card it never plays (N ♠7, E ♣9, S ♥6, W ♣Q); N won trick
    # 11, so they are trick 12 led by N, and S wins it with the ♥6 to lead row 13.
    assert only.hint == ("N's ♠7, E's ♣9, S's ♥6 and W's ♣Q are never played: they are "
                         "trick 12, led by N; write '12. N: ♠7 ♣9 ♥6 ♣Q' after row 11 "
                         "(the deal is checked so)")


def no_seats(text: str) -> str:
    """The rows with their numbers and no leader's seat (``12. S7 C9 H6 CQ``): each is
    read from the winner of the trick before it."""
    return re.sub(r"(?m)^([0-9]+)\. [NESW]: ", r"\1. ", text)


def test_a_numbered_row_left_out_of_rows_with_no_seats_is_one_message() -> None:
    # Row 12 left out of rows that name no leader: row 13 is read from N, who won row
    # 11 with the ♦6, so ♥K, ♣A, ♦8 and ♣J fall to N, E, S and W, none of whom holds
    # his (four L001). That is no table out of its columns: with row 12 written in
    # (the four cards never played, led by N), S wins it with the ♥6 and row 13, led
    # by S, gives each card to its holder. The row is written as the record writes
    # its rows, with no seat.
    (only,) = reported(no_seats(DEAL).replace("12. S7 C9 H6 CQ\n", ""))
    assert (only.code, only.line, only.column) == ("P020", 32, 1)
    assert only.hint == ("N's ♠7, E's ♣9, S's ♥6 and W's ♣Q are never played: they are "
                         "trick 12, led by N; write '12. ♠7 ♣9 ♥6 ♣Q' after row 11 "
                         "(the deal is checked so)")
    assert sorted(folded(only)) == [("L001", 32, 5), ("L001", 32, 8), ("L001", 32, 11),
                                    ("L001", 32, 14), ("L010", 20, 1)]


def test_an_early_row_left_out_of_rows_with_no_seats_is_named_with_its_cards() -> None:
    # Row 5 (♦2 ♦9 ♦4 ♦J, led by N) left out: from row 6 on each row is read from the
    # wrong leader, its cards not held. Written in, every card is held, and the result
    # of nine tricks (NS take ten) is told on its own.
    text = no_seats(DEAL).replace("5. D2 D9 D4 DJ\n", "").replace("wins ten", "wins nine")
    root, result = reported(text)
    assert (root.code, root.line, root.column) == ("P020", 25, 1)
    assert root.hint == ("N's ♦2, E's ♦9, S's ♦4 and W's ♦J are never played: they are "
                         "trick 5, led by N; write '5. ♦2 ♦9 ♦4 ♦J' after row 4 "
                         "(the deal is checked so)")
    assert {code for code, _, _ in folded(root)} == {"L001", "L010"}
    assert (result.code, result.line, result.column) == ("L008", 33, 9)
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as P020 "
                           "25:1 says")


def test_a_numbered_row_left_out_beside_a_wrong_result_is_two_messages() -> None:
    # Trick 12 left out and the result says nine tricks: the play stops after twelve
    # rows, so the result is not judged on the play as printed; with row 12 written
    # in, S wins it (♥6, trumps) and NS win ten tricks. The row missing is told as
    # when it is the only mistake, the result on its own.
    text = DEAL.replace("12. N: S7 C9 H6 CQ\n", "").replace("wins ten", "wins nine")
    root, result = reported(text)
    assert (root.code, root.line, root.column) == ("P020", 32, 1)
    assert root.message == "trick 12 is missing: the rows go from 11 to 13"
    assert root.hint is not None and root.hint.startswith(
        "N's ♠7, E's ♣9, S's ♥6 and W's ♣Q are never played: they are trick 12")
    assert folded(root) == [("L004", 32, 1), ("L010", 20, 1)]
    assert (result.code, result.line, result.column) == ("L008", 33, 9)
    assert result.message == "the result says NS won 9 tricks, but the play gives NS 10"
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as P020 "
                           "32:1 says")


def _row_five_named(root: Diagnostic) -> None:
    """Trick 5 (N: ♦2 ♦9 ♦4 ♦J) left out: the P020 names it, the revokes it sets off
    (E's ♠3 at row 7; E's ♣7, S's ♠5, W's ♠J at row 11) folded under it."""
    assert (root.code, root.line, root.column) == ("P020", 25, 1)
    assert root.hint == ("N's ♦2, E's ♦9, S's ♦4 and W's ♦J are never played: they are "
                         "trick 5, led by N; write '5. N: ♦2 ♦9 ♦4 ♦J' after row 4 "
                         "(the deal is checked so)")
    assert folded(root) == [("L004", 25, 1), ("L010", 20, 1), ("L003", 26, 16),
                            ("L003", 30, 11), ("L003", 30, 14), ("L003", 30, 17)]


def test_a_numbered_row_left_out_early_folds_the_revokes_it_sets_off() -> None:
    # Trick 5 (N: ♦2 ♦9 ♦4 ♦J) left out: the diamonds stay in the hands, so E's ♠3 at
    # row 7 and E's ♣7, S's ♠5, W's ♠J at row 11 read as revokes. The four cards
    # never played, led by N (who ruffed trick 4 with the ♥5), are the row: W wins it
    # with the ♦J and leads row 6; read so, no revoke is left, and the result of nine
    # tricks (NS take ten) is told on its own.
    text = DEAL.replace("5. N: D2 D9 D4 DJ\n", "").replace("wins ten", "wins nine")
    root, result = reported(text)
    _row_five_named(root)
    assert (result.code, result.line, result.column) == ("L008", 33, 9)
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as P020 "
                           "25:1 says")


def test_a_numbered_row_left_out_beside_a_card_misprinted_later_is_two_messages() -> None:
    # Trick 5 left out as above, and N's ♠7 at row 12 printed ♠2 (N's card of row
    # 8): N plays ♠2 twice and keeps two cards never played, ♦2 (of row 5) and ♠7.
    # Either ♠2 read as ♠7 follows (S's ♠A wins row 8, S's ♥6 ruffs row 12) and
    # leaves ♦2 making row 5 with E's ♦9, S's ♦4 and W's ♦J; ♦2 read at row 8 is a
    # revoke (N holds ♠7), at row 12 E's ♣9 is (E holds ♦9). So the row is named, its
    # revokes folded, as when it is the only mistake, and the card played twice is
    # told on its own.
    text = DEAL.replace("5. N: D2 D9 D4 DJ\n", "").replace("12. N: S7 C9", "12. N: S2 C9")
    root, twice = reported(text)
    _row_five_named(root)
    assert (twice.code, twice.line, twice.column) == ("L002", 31, 8)
    assert twice.message == "♠2 by N at trick 12 was played already, at trick 8"
    assert twice.hint == ("N's ♠7 is never played: one of the two ♠2, at trick 8 or "
                          "trick 12, was ♠7")

def test_the_first_row_left_out_is_named_led_by_the_opening_leader() -> None:
    # Row 1 (W: ♣K ♣6 ♣2 ♣4) left out: no trick comes before it, so its leader is the
    # opening leader, W, on the left of the declarer S. Each hand keeps one card it
    # never plays (W ♣K, N ♣6, E ♣2, S ♣4); led by W they all follow and W's ♣K
    # wins, so W leads row 2 as written. The dummy's ♥5 at row 4 (a club led, the
    # ♣6 still in N's hand) followed from the row left out.
    (only,) = reported(DEAL.replace("1. W: CK C6 C2 C4\n", ""))
    assert (only.code, only.line, only.column) == ("P020", 21, 1)
    assert only.message == "trick 1 is missing: the rows begin at 2"
    assert only.hint == ("W's ♣K, N's ♣6, E's ♣2 and S's ♣4 are never played: they are "
                         "trick 1, led by W; write '1. W: ♣K ♣6 ♣2 ♣4' before row 2 "
                         "(the deal is checked so)")
    assert folded(only) == [("L010", 20, 1), ("L003", 23, 13)]


def test_two_rows_left_out_together_are_one_message_naming_both() -> None:
    # Rows 5 and 6 left out: each hand keeps two cards it never plays (N ♦2 ♥8, E ♦9
    # ♥3, S ♦4 ♥10, W ♦J ♥9). N won trick 4 (♥5, trumps). Led by N's ♥8, S's ♥10
    # wins, S leads the diamonds and W's ♦J wins: row 7 would be W's, not S's as
    # written. Led by N's ♦2, W's ♦J wins, W leads ♥9 and S's ♥10 wins, so S leads
    # row 7: the one way. With the result stated as nine tricks, the play so mended
    # gives NS ten: the result is told on its own.
    text = DEAL.replace("5. N: D2 D9 D4 DJ\n6. W: H9 H8 H3 H10\n", "")
    root, result = reported(text.replace("wins ten", "wins nine"))
    assert (root.code, root.line, root.column) == ("P020", 25, 1)
    assert root.message == "tricks 5 and 6 are missing: the rows go from 4 to 7"
    assert root.hint == ("N's ♦2, E's ♦9, S's ♦4, W's ♦J, W's ♥9, N's ♥8, E's ♥3 and S's "
                         "♥10 are never played: they are tricks 5 and 6; write "
                         "'5. N: ♦2 ♦9 ♦4 ♦J' and '6. W: ♥9 ♥8 ♥3 ♥10' after row 4 "
                         "(the deal is checked so)")
    assert ("L004", 25, 1) in folded(root) and ("L010", 20, 1) in folded(root)
    assert all(code in ("L003", "L004", "L010") for code, _, _ in folded(root))
    assert (result.code, result.line, result.column) == ("L008", 32, 9)
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as P020 "
                           "25:1 says")
    (only,) = reported(text)
    assert only.hint == root.hint


def test_two_rows_left_out_apart_are_each_named_at_their_own_gap() -> None:
    # Rows 5 and 9 left out. Row 5, led by N (who ruffed trick 4): N ♦2, E ♦9, S ♦4,
    # W ♦J, W winning to lead row 6. Row 9, led by S (whose ♠A won trick 8): S ♥Q,
    # W ♣10, N ♠6, E ♥J, S's trump queen winning to lead row 10. The other way of
    # dealing out the eight cards leaves a revoke. E's ♣J at row 13 (hearts led, E
    # holding ♥J) comes of row 9 left out: it is folded under that gap's P020.
    text = DEAL.replace("5. N: D2 D9 D4 DJ\n", "").replace("9. S: HQ C10 S6 HJ\n", "")
    first, second = reported(text)
    assert (first.code, first.line, first.message) == (
        "P020", 25, "trick 5 is missing: the rows go from 4 to 6")
    assert first.hint == ("N's ♦2, E's ♦9, S's ♦4 and W's ♦J are never played: they are "
                          "trick 5, led by N; write '5. N: ♦2 ♦9 ♦4 ♦J' after row 4 "
                          "(the deal is checked so)")
    assert (second.code, second.line, second.message) == (
        "P020", 28, "trick 9 is missing: the rows go from 8 to 10")
    assert second.hint == ("S's ♥Q, W's ♣10, N's ♠6 and E's ♥J are never played: they are "
                           "trick 9, led by S; write '9. S: ♥Q ♣10 ♠6 ♥J' after row 8 "
                           "(the deal is checked so)")
    assert folded(second) == [("L003", 31, 17)]
    # With the result stated as nine tricks: judged on the play with both rows
    # written in (the deal as the book has it, NS ten), told once, naming both.
    *_, result = reported(text.replace("wins ten", "wins nine"))
    assert (result.code, result.line, result.column) == ("L008", 32, 9)
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as P020 "
                           "25:1 and P020 28:1 say")


def test_rows_left_out_are_not_named_where_their_cards_make_them_more_ways_than_one() -> None:
    # Rows 1 and 12 left out: W never plays ♣K and ♣Q, E ♣2 and ♣9. Trick 1 (W leads,
    # N ♣6, S ♣4) and trick 12 (N leads ♠7, S ruffs with ♥6) follow and keep the
    # leaders as written with either club of W's and either of E's in trick 1: the
    # rows cannot be told, so the P020s keep their general hint.
    text = DEAL.replace("1. W: CK C6 C2 C4\n", "").replace("12. N: S7 C9 H6 CQ\n", "")
    skipped = [d for d in reported(text) if d.code == "P020"]
    assert [(d.line, d.message) for d in skipped] == [
        (21, "trick 1 is missing: the rows begin at 2"),
        (31, "trick 12 is missing: the rows go from 11 to 13")]
    assert all(d.hint == "a row was skipped; its cards make later tricks look wrong"
               for d in skipped)


def test_a_numbered_row_left_out_is_not_named_where_its_cards_do_not_make_a_trick() -> None:
    # Row 12 left out and row 13 led by the wrong hand too: the four cards never
    # played, as trick 12, leave row 13's leader wrong. Not one mistake: the row is
    # not named, and no result is judged on a play so mended.
    text = DEAL.replace("12. N: S7 C9 H6 CQ\n", "").replace(
        "13. S: HK CA D8 CJ", "13. W: CA D8 CJ HK").replace("wins ten", "wins nine")
    (only,) = reported(text)
    assert only.code == "P020"
    assert only.hint == "a row was skipped; its cards make later tricks look wrong"


def test_an_unnumbered_row_left_out_names_the_trick_missing() -> None:
    # The rows unnumbered: twelve of them, and each hand keeps one card it never
    # plays (N ♠7, E ♣9, S ♥6, W ♣Q). N won trick 11, so trick 12 is those four, led
    # by N: read with it, S wins it with the ♥6 and leads the last as written.
    plain = "\n".join(line.split(". ", 1)[1] if line[:1].isdigit() and ". " in line
                      else line for line in DEAL.splitlines()) + "\n"
    assert check_text(plain).diagnostics == []
    (only,) = check_text(plain.replace("N: S7 C9 H6 CQ\n", "")).diagnostics
    assert (only.code, only.line, only.column, only.trick) == ("L004", 32, 1, 12)
    assert only.message == ("trick 12 is led by S, but N won the last trick: a trick "
                            "seems left out before this row")
    assert only.hint == ("N's ♠7, E's ♣9, S's ♥6 and W's ♣Q are never played: they are "
                         "the trick left out, led by N; write 'N: ♠7 ♣9 ♥6 ♣Q' above this "
                         "row (the deal is checked so)")
    assert folded(only) == [("L010", 20, 1)]


def test_a_row_left_out_is_not_told_where_its_cards_do_not_make_a_trick() -> None:
    # Trick 12 left out and the last row led by the wrong hand too: the four cards
    # never played, as trick 12, leave the last row's leader wrong. Two mistakes:
    # the L004 stands as it is.
    plain = "\n".join(line.split(". ", 1)[1] if line[:1].isdigit() and ". " in line
                      else line for line in DEAL.splitlines()) + "\n"
    text = plain.replace("N: S7 C9 H6 CQ\n", "").replace("S: HK CA D8 CJ", "W: CA D8 CJ HK")
    led = [d for d in reported(text) if d.code == "L004"]
    assert led and all("left out" not in d.message for d in led)


def _unnumbered(text: str) -> str:
    return "\n".join(line.split(". ", 1)[1] if line[:1].isdigit() and ". " in line
                     else line for line in text.splitlines()) + "\n"


def test_an_unnumbered_row_written_twice_is_one_message() -> None:
    row = "S: HQ C10 S6 HJ\n"
    (only,) = reported(_unnumbered(DEAL).replace(row, row + row))
    assert (only.code, only.line, only.column) == ("L002", 30, 1)
    assert only.message == "this row repeats trick 9 (line 29): its cards are played twice"
    assert only.hint == "drop this row: the play is read without it (the deal is checked so)"
    assert folded(only) == [("L002", 30, 7), ("L002", 30, 11), ("L002", 30, 14),
                            ("L009", 34, 1), ("L010", 20, 1)]


def test_unnumbered_rows_pasted_again_after_the_next_are_one_message() -> None:
    rows = "S: S4 S10 SK SQ\nN: D6 C7 S5 SJ\n"
    (only,) = reported(_unnumbered(DEAL).replace(rows, rows + rows))
    assert (only.code, only.line, only.column) == ("L002", 32, 1)
    assert only.message == ("these 2 rows repeat tricks 10 and 11 (lines 30 and 31): their "
                            "cards are played twice")
    assert ("L009", 34, 1) in folded(only)


def test_a_row_written_twice_beside_a_wrong_result_is_two_messages() -> None:
    # Trick 9 pasted again, and the result says nine tricks where the play gives
    # South ten: two mistakes. The row is told as when it is the only one, and the
    # result on its own, judged on the play read without the row.
    row = "S: HQ C10 S6 HJ\n"
    text = _unnumbered(DEAL).replace(row, row + row).replace("wins ten", "wins nine")
    root, result = reported(text)
    assert (root.code, root.line, root.column) == ("L002", 30, 1)
    assert root.message == "this row repeats trick 9 (line 29): its cards are played twice"
    assert folded(root) == [("L002", 30, 7), ("L002", 30, 11), ("L002", 30, 14),
                            ("L009", 34, 1), ("L010", 20, 1)]
    assert (result.code, result.line, result.column) == ("L008", 35, 9)
    assert result.message == "the result says NS won 9 tricks, but the play gives NS 10"
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as L002 "
                           "30:1 says")


def test_a_row_pasted_again_after_the_next_beside_a_wrong_result_is_two_messages() -> None:
    # Trick 10 pasted again: read twice, N's ♠K no longer wins the next row, which is
    # then led by the wrong hand, and so is the one after it; all of it follows from
    # the row, and the result stands on its own.
    row = "S: S4 S10 SK SQ\n"
    text = _unnumbered(DEAL).replace(row, row + row).replace("wins ten", "wins nine")
    root, result = reported(text)
    assert (root.code, root.line, root.column) == ("L002", 31, 1)
    assert root.message == "this row repeats trick 10 (line 30): its cards are played twice"
    assert folded(root) == [("L004", 31, 1), ("L002", 31, 7), ("L002", 31, 11),
                            ("L002", 31, 14), ("L004", 32, 1), ("L009", 34, 1),
                            ("L010", 20, 1)]
    assert (result.code, result.line, result.column) == ("L008", 35, 9)


def test_a_row_left_out_beside_a_wrong_result_is_two_messages() -> None:
    # Trick 12 left out, and the result says nine tricks: the play stopping short
    # hides the result, which the play with the trick left out written in gives
    # South ten. The row left out is told as when it is the only mistake, and the
    # result on its own.
    text = _unnumbered(DEAL).replace("N: S7 C9 H6 CQ\n", "").replace("wins ten", "wins nine")
    root, result = reported(text)
    assert (root.code, root.line, root.column, root.trick) == ("L004", 32, 1, 12)
    assert root.message == ("trick 12 is led by S, but N won the last trick: a trick "
                            "seems left out before this row")
    assert folded(root) == [("L010", 20, 1)]
    assert (result.code, result.line, result.column) == ("L008", 33, 9)
    assert result.message == "the result says NS won 9 tricks, but the play gives NS 10"
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as L004 "
                           "32:1 says")


#: E's ♣7 misprinted ♣8 (``♣ J 9 8 3 2``): ♣8 is S's too, S plays it at trick 4.
CLUB_EIGHT = DEAL.replace("♣ J 9 7 3 2", "♣ J 9 8 3 2")
#: S's ♠A printed in W's hand (``♠ A J 10 9``): W holds fourteen cards, S twelve.
SPADE_ACE = DEAL.replace("♠ J 10 9   ", "♠ A J 10 9 ").replace("♠ A 5 4", "♠ 5 4")
#: The row of trick 11, which holds E's ♣7.
ROW_11 = "11. N: D6 C7 S5 SJ\n"
#: The row of trick 11 found on the hands as their message mends them.
ROW_11_FOUND = ("N's ♦6, E's ♣7, S's ♠5 and W's ♠J are never played: they are trick 11, "
                "led by N; write '11. N: ♦6 ♣7 ♠5 ♠J' after row 10 (the deal is checked so)")


def test_a_card_misprinted_in_a_hand_beside_a_row_left_out_is_two_messages() -> None:
    # Two mistakes: E's ♣7 printed ♣8, and row 11 (N: ♦6 ♣7 ♠5 ♠J) left out. As
    # printed E plays every card but the ♣8, which S plays at trick 4: E keeps no
    # card never played, and the row is not found on the hands as printed. Read as
    # the D001 mends them (E's ♣8 was ♣7), each hand keeps one card it never plays:
    # N ♦6, E ♣7, S ♠5, W ♠J. N won trick 10 with the ♠K, so they are trick 11 led
    # by N (♦6 wins: E, S and W have no diamonds left), and N leads row 12 as
    # written. The revokes at row 12 (S's ♥6 and W's ♣Q to N's ♠7, holding ♠5 and
    # ♠J) follow from the row left out, not from two cards of rows 12 and 13 swapped.
    hand, row = reported(CLUB_EIGHT.replace(ROW_11, ""))
    assert (hand.code, hand.line, hand.column) == ("D001", 13, 31)
    assert hand.message == "♣8 is in E's hand and in S's hand"
    assert hand.hint == "♣8 is S's, played by S at trick 4: E's ♣8 was ♣7"
    assert folded(hand) == []
    assert (row.code, row.line, row.column) == ("P020", 31, 1)
    assert row.message == "trick 11 is missing: the rows go from 10 to 12"
    assert row.hint == ROW_11_FOUND
    assert folded(row) == [("L010", 20, 1), ("L003", 31, 14), ("L003", 31, 17)]


def test_a_card_misprinted_in_a_hand_beside_a_row_left_out_of_rows_with_no_seats() -> None:
    # As above, the rows naming no leader: row 12 is read from N, who won trick 10,
    # as it is led; the revokes stand at S's ♥6 and W's ♣Q (columns 11 and 14).
    hand, row = reported(no_seats(CLUB_EIGHT).replace("11. D6 C7 S5 SJ\n", ""))
    assert (hand.code, hand.line, hand.column) == ("D001", 13, 31)
    assert (row.code, row.line, row.column) == ("P020", 31, 1)
    assert row.hint == ROW_11_FOUND.replace("'11. N: ", "'11. ")
    assert folded(row) == [("L010", 20, 1), ("L003", 31, 11), ("L003", 31, 14)]


def test_a_card_printed_in_the_wrong_hand_beside_a_row_left_out_is_two_messages() -> None:
    # S's ♠A printed in W's hand, and row 11 left out. As printed S plays the ♠A at
    # trick 8 not holding it (L001), so the row written in leaves a problem of the
    # play: it is not found. With the ♠A moved to S's hand (the D002's edit) each
    # hand keeps one card it never plays, the same four as above: trick 11, led by N.
    hand, row = reported(SPADE_ACE.replace(ROW_11, ""))
    assert (hand.code, hand.line) == ("D002", 10)
    assert hand.message == "W's hand holds 14 cards, not 13"
    assert hand.hint == ("♠A printed in W's hand is S's: S plays it at trick 8, and S's "
                         "hand lacks a card: move it to S's hand")
    assert {code for code, _, _ in folded(hand)} == {"D002", "L001"}
    assert (row.code, row.line, row.column) == ("P020", 31, 1)
    assert row.hint == ROW_11_FOUND
    assert folded(row) == [("L010", 20, 1), ("L003", 31, 14), ("L003", 31, 17)]


def test_a_card_misprinted_in_a_hand_beside_an_unnumbered_row_left_out() -> None:
    # E's ♣7 printed ♣8, and the unnumbered row of trick 12 (N: ♠7 ♣9 ♥6 ♣Q) left
    # out: E plays the ♣7 at trick 11 not holding it, folded under the D001. Read
    # as the D001 mends the hands, each keeps one card it never plays (N ♠7, E ♣9,
    # S ♥6, W ♣Q): led by N, who won trick 11, they are the trick left out before
    # the last row, which S leads.
    hand, led = reported(_unnumbered(CLUB_EIGHT).replace("N: S7 C9 H6 CQ\n", ""))
    assert (hand.code, hand.line, hand.column) == ("D001", 13, 31)
    assert hand.hint == ("♣8 is S's, played by S at trick 4: E's ♣8 was ♣7, which E "
                         "plays at trick 11")
    assert folded(hand) == [("L001", 31, 7)]
    assert (led.code, led.line, led.column, led.trick) == ("L004", 32, 1, 12)
    assert led.message == ("trick 12 is led by S, but N won the last trick: a trick "
                           "seems left out before this row")
    assert led.hint == ("N's ♠7, E's ♣9, S's ♥6 and W's ♣Q are never played: they are "
                        "the trick left out, led by N; write 'N: ♠7 ♣9 ♥6 ♣Q' above this "
                        "row (the deal is checked so)")
    assert folded(led) == [("L010", 20, 1)]


def test_a_card_misprinted_in_a_hand_beside_a_row_left_out_and_a_wrong_result() -> None:
    # Three mistakes, three messages: the result of nine tricks is judged on the play
    # with row 11 written in (NS take ten).
    text = CLUB_EIGHT.replace(ROW_11, "").replace("wins ten", "wins nine")
    hand, row, result = reported(text)
    assert (hand.code, row.code, row.hint) == ("D001", "P020", ROW_11_FOUND)
    assert (result.code, result.line, result.column) == ("L008", 33, 9)
    assert result.hint == ("the play gives NS 10 and EW 3, with the play mended as P020 "
                           "31:1 says")


def test_the_hands_as_their_message_mends_them_are_kept_with_the_check() -> None:
    # The D001's edit reads E's ♣8 as ♣7: E's clubs are ♣J ♣9 ♣7 ♣3 ♣2 again, the
    # other hands as printed. An edit of the play (two cards of a row in each
    # other's places) mends no hand.
    (report,) = check_text(CLUB_EIGHT.replace(ROW_11, "")).deals
    mended = report.hands_mended
    assert mended is not None
    assert [d.code for d in mended.roots] == ["D001"]
    printed = check_text(DEAL).deals[0].deal.hands
    assert [h.cards for h in mended.deal.hands] == [h.cards for h in printed]
    (swapped,) = check_text(DEAL.replace("10. S: S4 S10 SK SQ", "10. S: S4 SK S10 SQ")).deals
    assert swapped.hands_mended is None


#: Deal 9 of docs/notation.md: the same play in the book's table, its columns the
#: fixed seats A Y B Z, each row's leader the winner of the trick before (A leads
#: first, on the left of the dealer Z, who declares hearts). Row N stands on line
#: 10 + N; the row of seats, where the play's stopping short is told, on line 10.
TABLE = ("deal 9: The dealer's game on the rubber game\nlaws: laws-1905\n"
         "score: The score is 24 to 0 against the dealer on the rubber game.\n"
         + RUFF_FIRST_HANDS + "make: The dealer, Z, makes it “hearts.”\nplay:\n"
         + RUFF_FIRST_SEATS + RUFF_FIRST_TRICKS
         + "result: The dealer wins four by cards and the rubber.\n")


def table_row(number: int) -> str:
    """The line of the table's row ``number``, its newline with it."""
    (line,) = [line for line in TABLE.splitlines(keepends=True)
               if line.startswith(f"{number}. ")]
    return line


def test_the_table_checks_clean() -> None:
    assert check_text(TABLE).diagnostics == []


def test_a_table_row_left_out_names_the_row_in_the_tables_columns() -> None:
    # Row 12 left out: each hand keeps one card it never plays (A ♣Q, Y ♠7, B ♣9,
    # Z ♥6). Y's ♦6 won trick 11, so Y leads them: ♠7, B ♣9, Z ruffs with ♥6, A ♣Q;
    # Z wins and leads row 13 (♥K, marked) as written. Written in the columns A Y B Z
    # with Z's winning card marked, as the table marks its winners.
    (only,) = reported(TABLE.replace(table_row(12), ""))
    assert (only.code, only.line, only.column) == ("P020", 22, 1)
    assert only.message == "trick 12 is missing: the rows go from 11 to 13"
    assert only.hint == ("Y's ♠7, B's ♣9, Z's ♥6 and A's ♣Q are never played: they are "
                         "trick 12, led by Y; write '12. ♣Q ♠7 ♣9 _♥6_' after row 11 "
                         "(the deal is checked so)")
    assert folded(only) == [("L010", 10, 6)]


def test_a_table_row_left_out_folds_the_revokes_it_set_off() -> None:
    # Row 5 left out: Y (whose ♥5 ruffed trick 4) leads ♦2, B ♦9, Z ♦4, A's ♦J wins
    # and leads row 6. Without the row, each keeps his diamond: B's ♠3 on the
    # diamonds of row 7, and A's ♠J, B's ♣7 and Z's ♠5 on the diamonds of row 11,
    # are revokes; all follow from the row left out.
    (only,) = reported(TABLE.replace(table_row(5), ""))
    assert (only.code, only.line, only.column) == ("P020", 15, 1)
    assert only.message == "trick 5 is missing: the rows go from 4 to 6"
    assert only.hint == ("Y's ♦2, B's ♦9, Z's ♦4 and A's ♦J are never played: they are "
                         "trick 5, led by Y; write '5. _♦J_ ♦2 ♦9 ♦4' after row 4 "
                         "(the deal is checked so)")
    assert sorted(folded(only)) == [("L003", 16, 22), ("L003", 20, 6), ("L003", 20, 22),
                                    ("L003", 20, 30), ("L010", 10, 6)]


def test_the_first_table_row_left_out_is_led_by_the_opening_leader() -> None:
    # Row 1 left out: A, on the dealer's left, leads the ♣K; Y ♣6, B ♣2, Z ♣4 follow.
    # Without it the dummy Y keeps his ♣6, and his ♥5 on the clubs of row 4 is a
    # renounce (a warning) that follows from the row left out.
    (only,) = reported(TABLE.replace(table_row(1), ""))
    assert (only.code, only.line, only.column) == ("P020", 11, 1)
    assert only.message == "trick 1 is missing: the rows begin at 2"
    assert only.hint == ("A's ♣K, Y's ♣6, B's ♣2 and Z's ♣4 are never played: they are "
                         "trick 1, led by A; write '1. _♣K_ ♣6 ♣2 ♣4' before row 2 "
                         "(the deal is checked so)")
    assert folded(only) == [("L010", 10, 6), ("L003", 13, 14)]


def test_two_table_rows_left_out_apart_are_each_named_at_their_own_gap() -> None:
    # Rows 5 and 9 left out. Row 5 as above. Row 9: Z's ♠A won trick 8, so Z leads
    # ♥Q, A ♣10, Y ♠6, B ♥J: Z's trump queen wins, and Z leads row 10. B's ♣J on the
    # hearts of row 13 (B holding ♥J) follows from row 9 left out.
    text = TABLE.replace(table_row(5), "").replace(table_row(9), "")
    first, second = reported(text)
    assert (first.code, first.line, first.message) == (
        "P020", 15, "trick 5 is missing: the rows go from 4 to 6")
    assert first.hint is not None and first.hint.endswith(
        "write '5. _♦J_ ♦2 ♦9 ♦4' after row 4 (the deal is checked so)")
    assert (second.code, second.line, second.message) == (
        "P020", 18, "trick 9 is missing: the rows go from 8 to 10")
    assert second.hint == ("Z's ♥Q, A's ♣10, Y's ♠6 and B's ♥J are never played: they are "
                           "trick 9, led by Z; write '9. ♣10 ♠6 ♥J _♥Q_' after row 8 "
                           "(the deal is checked so)")
    assert folded(second) == [("L003", 21, 22)]


def test_two_table_rows_left_out_together_that_make_two_plays_keep_the_general_hint() -> None:
    # Rows 5 and 6 left out: A keeps ♦J ♥9, Y ♦2 ♥8, B ♦9 ♥3, Z ♦4 ♥10. Y leading
    # ♦2, A's ♦J wins, A leads ♥9 and Z's ♥10 wins; Y leading ♥8, Z's ♥10 wins, Z
    # leads ♦4 and A's ♦J wins. Row 7 (A's ♦Q wins it, led by Z or by A) follows
    # either way, and a table names no leader: the rows cannot be told.
    text = TABLE.replace(table_row(5) + table_row(6), "")
    skipped = [d for d in reported(text) if d.code == "P020"]
    assert [(d.line, d.message) for d in skipped] == [
        (15, "tricks 5 and 6 are missing: the rows go from 4 to 7")]
    assert skipped[0].hint == "a row was skipped; its cards make later tricks look wrong"


def test_a_table_row_left_out_is_written_unmarked_where_the_table_marks_no_winner() -> None:
    (only,) = reported(TABLE.replace("_", "").replace(table_row(12).replace("_", ""), ""))
    assert (only.code, only.line) == ("P020", 22)
    assert only.hint is not None and "write '12. ♣Q ♠7 ♣9 ♥6' after row 11" in only.hint


def test_a_table_row_left_out_past_a_new_row_of_seats_is_in_its_columns() -> None:
    # A new page sets the seats as Z A Y B from row 7: row 9, left out, is written
    # in those columns.
    def page(line: str) -> str:
        number, a, y, b, z = line.split()
        return f"{number:<5}{z:<8}{a:<8}{y:<8}{b}\n"
    later = "".join(page(table_row(n)) for n in range(7, 14) if n != 9)
    text = TABLE.replace("".join(table_row(n) for n in range(7, 14)),
                         "     Z       A       Y       B\n" + later)
    (only,) = reported(text)
    assert (only.code, only.line) == ("P020", 20)
    assert only.hint is not None and only.hint.endswith(
        "write '9. _♥Q_ ♣10 ♠6 ♥J' after row 8 (the deal is checked so)")

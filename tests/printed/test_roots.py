"""A printed hand's one mistake is one message: a suit line printed twice, a make or
result verb misspelt, an unreadable token in a hand; what follows is folded."""

from __future__ import annotations

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.report import source_excerpt

# A made-up hand in the layout of a later book (suit symbols, an x---x box).
# Line 10 is the make sentence, lines 17-20 A's and B's suit lines, line 45 the result.
HAND = """\
ILLUSTRATIVE HAND NO. 99

TRICK 3.--The dealer wins this trick.

TRICK 4.--The adversaries win this trick.

A CLEAR CASE FOR THE RUFF

It is the first game, score eight to nothing against the dealer. Z
deals and passes the make. Y declares hearts.

                   ♠ Q 10 6 5
                   ♣ J                 No. 99
                   ♦ A 10 7
                   ♥ K 7 6 4 2
                  x-------------x
    ♠ A K         |      Y      | ♠ 9 3 2
    ♣ A Q 9 3 2   |             | ♣ 8 7 5
    ♦ K J 8 6 5 4 |  A      B   | ♦ Q 9 3 2
    ♥ ----        |             | ♥ J 10 5
                  |      Z      |
                  +-------------+
                   ♠ J 8 7 4
                   ♣ K 10 6 4
                   ♦ ----
                   ♥ A Q 9 8 3

  +-------+-------+-------+-------+-------+
  | TRICK |   A   |   Y   |   B   |   Z   |
  +-------+-------+-------+-------+-------+
  |   1   | [A♣]  |  J♣   |  7♣   |  K♣   |
  |   2   |  J♦   |  A♦   |  Q♦   | [A♥]  |
  |   3   |  A♠   | [K♥]  |  J♥   |  Q♥   |
  |   4   |  K♦   |  4♥   | [10♥] |  8♥   |
  |   5   | [K♠]  |  Q♠   |  2♠   |  J♠   |
  |   6   | [Q♣]  |  10♦  |  8♣   |  6♣   |
  |   7   | [9♣]  |  10♠  |  5♣   |  4♣   |
  |   8   |  3♣   |  7♦   |  9♦   | [10♣] |
  |   9   |  8♦   |  7♥   |  5♥   | [9♥]  |
  |  10   |  5♦   |  5♠   | [9♠]  |  8♠   |
  |  11   |  6♦   | [2♥]  |  3♦   |  7♠   |
  |  12   |  4♦   | [6♥]  |  3♠   |  3♥   |
  |  13   |  2♣   | [6♠]  |  2♦   |  4♠   |
  +-------+-------+-------+-------+-------+
     The dealer wins the odd trick.

"""


def misprint(old: str, new: str, text: str = HAND) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def problems(text: str, path: str = "book.txt") -> list[Diagnostic]:
    return [d for d in check_text(text, path).diagnostics if d.severity is not Severity.INFO]


def one(text: str, path: str = "book.txt") -> Diagnostic:
    (found,) = problems(text, path)
    return found


def folded(d: Diagnostic) -> list[str]:
    return [f.code for f in d.folded if f.severity is not Severity.INFO]


def test_the_hand_as_printed_is_clean() -> None:
    assert problems(HAND) == []


def test_a_suit_line_printed_twice_is_one_message() -> None:
    text = misprint("    ♣ A Q 9 3 2   |             | ♣ 8 7 5\n",
                    "    ♣ A Q 9 3 2   |             | ♣ 8 7 5\n"
                    "    ♣ A Q 9 3 2   |             |\n")
    d = one(text)
    assert (d.code, d.line, d.column) == ("D004", 19, 5)
    assert d.message == "clubs are given twice in A's hand"
    assert d.hint == "A's clubs (♣A ♣Q ♣9 ♣3 ♣2) are printed twice: drop the second line"
    assert folded(d) == ["D001"] * 5 + ["D002"]


def test_a_result_verb_misspelt_is_not_understood_with_the_verb_meant() -> None:
    d = one(misprint("The dealer wins the odd trick.", "The dealer wims the odd trick."))
    assert (d.code, d.line, d.column) == ("P006", 45, 6)
    assert d.message == "result not understood: 'The dealer wims the odd trick.'"
    assert d.hint == "did you mean 'wins'? 'wims' is read as no word of a result"
    assert folded(d) == []


def test_a_table_row_left_out_names_the_row_in_the_tables_columns() -> None:
    # Row 5 left out: B's ♥10 won trick 4, so B leads ♠2; Z ♠J, A ♠K (winning, A
    # leads row 6 as printed), Y ♠Q. Without it A keeps ♠K and B ♠2: A's ♦5 on the
    # spades Z leads at row 10, and A's ♣2 and B's ♦2 on the spades Y leads at row
    # 13, are revokes that follow from the row left out.
    d = one(misprint("  |   5   | [K♠]  |  Q♠   |  2♠   |  J♠   |\n", ""))
    assert (d.code, d.line, d.column) == ("P020", 35, 7)
    assert d.message == "trick 5 is missing: the rows go from 4 to 6"
    assert d.hint == ("B's ♠2, Z's ♠J, A's ♠K and Y's ♠Q are never played: they are trick "
                      "5, led by B; write '5. _♠K_ ♠Q ♠2 ♠J' after row 4 (the deal is "
                      "checked so)")
    assert sorted((f.code, f.line, f.column) for f in d.folded) == [
        ("L003", 39, 14), ("L003", 42, 14), ("L003", 42, 30), ("L010", 29, 12)]


ROW_5 = "  |   5   | [K♠]  |  Q♠   |  2♠   |  J♠   |\n"
ROW_5_HINT = ("B's ♠2, Z's ♠J, A's ♠K and Y's ♠Q are never played: they are trick 5, led by "
              "B; write '5. _♠K_ ♠Q ♠2 ♠J' after row 4 (the deal is checked so)")


def test_a_table_row_left_out_is_named_beside_a_wrong_mark_later() -> None:
    # Row 5 left out as above, and row 8's mark put on B's ♦9: A leads ♣3, Y and B
    # discard diamonds, Z's ♣10 wins (Z leads row 9 as printed). The wrong mark is a
    # mistake of its own: the row is still found, its revokes folded, the mark told
    # on its own.
    text = misprint("  |   8   |  3♣   |  7♦   |  9♦   | [10♣] |",
                    "  |   8   |  3♣   |  7♦   | [9♦]  |  10♣  |",
                    misprint(ROW_5, ""))
    skipped, mark = problems(text)
    assert (skipped.code, skipped.line, skipped.column) == ("P020", 35, 7)
    assert skipped.hint == ROW_5_HINT
    assert sorted((f.code, f.line, f.column) for f in skipped.folded) == [
        ("L003", 39, 14), ("L003", 42, 14), ("L003", 42, 30), ("L010", 29, 12)]
    assert (mark.code, mark.line, mark.column) == ("L005", 37, 29)
    assert mark.message == "trick 8: ♦9 is marked as the winner, but ♣10 by Z wins it"
    assert mark.folded == ()


def test_a_table_row_left_out_is_named_beside_a_card_misprinted_later() -> None:
    # Row 5 left out, and A's ♣3 at row 8 printed ♣9 (A's winner of row 7): A keeps
    # two cards never played, ♠K (of row 5) and ♣3. ♣3 read at row 8 (A leads it, Z's
    # ♣10 still wins) leaves ♠K making row 5; read at row 7 instead, B's ♣5 would win
    # row A's mark gives A; ♠K read at row 7 leaves B's ♣5 a revoke (B holds ♠9),
    # at row 8 Z's ♣10 (Z holds ♠8). So the row is named and the misprint is its own
    # message, at the ♣9.
    text = misprint("  |   8   |  3♣   |", "  |   8   |  9♣   |", misprint(ROW_5, ""))
    skipped, twice = problems(text)
    assert (skipped.code, skipped.line, skipped.column) == ("P020", 35, 7)
    assert skipped.hint == ROW_5_HINT
    assert sorted((f.code, f.line, f.column) for f in skipped.folded) == [
        ("L003", 39, 14), ("L003", 42, 14), ("L003", 42, 30), ("L010", 29, 12)]
    assert (twice.code, twice.line, twice.column) == ("L002", 37, 14)
    assert twice.message == "♣9 by A at trick 8 was played already, at trick 7"
    assert twice.hint == "A's ♣3 is never played: ♣3 was meant at trick 8"

def test_a_result_with_two_words_misspelt_is_not_understood_with_both_meant() -> None:
    # 'wims' is one letter from 'wins', 'tirck' two neighbours swapped from 'trick':
    # neither mended alone makes the sentence a result, both mended do.
    d = one(misprint("The dealer wins the odd trick.", "The dealer wims the odd tirck."))
    assert (d.code, d.line, d.column) == ("P006", 45, 6)
    assert d.message == "result not understood: 'The dealer wims the odd tirck.'"
    assert d.hint == ("did you mean 'wins' and 'trick'? 'wims' and 'tirck' are read as no "
                      "words of a result")
    assert folded(d) == []


def test_prose_with_two_words_near_a_results_is_no_result() -> None:
    # 'lone' is one letter from 'lose' and 'tick' from 'trick', but the sentence reads
    # as no result with both mended ('A lose trick is a poor thing').
    text = misprint("     The dealer wins the odd trick.\n",
                    "A lone tick is a poor thing.\n\n     The dealer wins the odd trick.\n")
    assert problems(text) == []


def test_prose_after_the_table_is_no_result() -> None:
    # 'lone' is one letter from 'lose', but the sentence reads as no result so mended.
    text = misprint("     The dealer wins the odd trick.\n",
                    "A lone trump is a poor thing.\n\n     The dealer wins the odd trick.\n")
    assert problems(text) == []


def test_a_make_verb_misspelt_is_one_message_with_the_play_folded() -> None:
    # 'declars': no trump is declared, so the hand is replayed at no trump and the
    # ruffs underlined look like wrong winners; all of it follows from the make.
    d = one(misprint("Y declares hearts.", "Y declars hearts."))
    assert (d.code, d.line, d.column) == ("P005", 10, 28)
    assert d.message == "make or doubling not understood: 'Y declars hearts'"
    assert d.hint == "did you mean 'declares'? 'declars' is read as no word of the make"
    assert folded(d) == ["A011", "L005", "L005", "L003", "L005", "L005", "L008"]


def test_a_suit_line_whose_suit_is_not_read_is_the_root() -> None:
    # '♦' read by the OCR as 'O': the line is skipped, A's hand is short.
    d = one(misprint("    ♦ K J 8 6 5 4 |", "    O K J 8 6 5 4 |"))
    assert (d.code, d.line, d.column) == ("P040", 19, 5)
    assert d.hint == ("'O K J 8 6 5 4' is A's diamonds: ♦K ♦J ♦8 ♦6 ♦5 ♦4, which A plays "
                      "and no hand holds, are that line")
    assert folded(d) == ["D002", "L001", "L001", "L001", "L001", "L001", "L001"]


def test_a_suit_line_above_the_box_whose_first_rank_is_not_read_is_the_root() -> None:
    # Y's first line, '♠ Q 10 6 5', its Q read as O: the line is the diagram's, not
    # prose above it; Y plays ♠Q, ♠10, ♠5 and ♠6 at tricks 5, 7, 10 and 13.
    d = one(misprint("                   ♠ Q 10 6 5\n", "                   ♠ O 10 6 5\n"))
    assert (d.code, d.line, d.column) == ("P040", 12, 20)
    assert d.message == "not a suit line of Y's hand: '♠ O 10 6 5'"
    assert d.hint == ("'♠ O 10 6 5' is Y's spades: ♠Q ♠10 ♠6 ♠5, which Y plays and no "
                      "hand holds, are that line")
    assert folded(d) == ["D002", "L001", "L001", "L001", "L001"]


def test_a_suit_line_below_the_box_whose_first_rank_is_not_read_is_the_root() -> None:
    # Z's first line under the box, '♠ J 8 7 4', its J read as I: Z plays ♠J, ♠8,
    # ♠7 and ♠4 at tricks 5, 10, 11 and 13.
    d = one(misprint("                   ♠ J 8 7 4\n", "                   ♠ I 8 7 4\n"))
    assert (d.code, d.line, d.column) == ("P040", 23, 20)
    assert d.hint == ("'♠ I 8 7 4' is Z's spades: ♠J ♠8 ♠7 ♠4, which Z plays and no "
                      "hand holds, are that line")
    assert folded(d) == ["D002", "L001", "L001", "L001", "L001"]


def test_a_suit_line_below_the_box_whose_suit_is_not_read_is_the_root() -> None:
    # Z's clubs, the middle of its lines, and its hearts, the last, their suits read
    # as O and V: each line is the diagram's and its own message.
    d = one(misprint("                   ♣ K 10 6 4\n", "                   O K 10 6 4\n"))
    assert (d.code, d.line, d.column) == ("P040", 24, 20)
    assert d.hint == ("'O K 10 6 4' is Z's clubs: ♣K ♣10 ♣6 ♣4, which Z plays and no "
                      "hand holds, are that line")
    assert folded(d) == ["D002", "L001", "L001", "L001", "L001"]
    d = one(misprint("                   ♥ A Q 9 8 3\n", "                   V A Q 9 8 3\n"))
    assert (d.code, d.line, d.column) == ("P040", 26, 20)
    assert d.hint == ("'V A Q 9 8 3' is Z's hearts: ♥A ♥Q ♥9 ♥8 ♥3, which Z plays and "
                      "no hand holds, are that line")
    assert folded(d) == ["D002", "L001", "L001", "L001", "L001", "L001"]


def test_prose_under_the_diagram_is_not_read_as_a_suit_line() -> None:
    # Short words right under Z's hand, but at the margin, not at the hand's indent.
    text = misprint("                   ♥ A Q 9 8 3\n",
                    "                   ♥ A Q 9 8 3\nSo it is.\n")
    assert problems(text) == []


def test_a_short_hand_of_the_diagram_underlines_its_own_cards_only() -> None:
    # A's ♣2 left out: the D002 stands on A's first line, which holds B's spades too.
    text = misprint("    ♣ A Q 9 3 2   |", "    ♣ A Q 9 3     |")
    d = one(text)
    assert (d.code, d.line, d.column) == ("D002", 17, 5)
    assert d.hint == "A plays ♣2 at trick 13, which no hand holds: add it to A's hand"
    assert folded(d) == ["L001"]
    assert source_excerpt(d, text.splitlines()) == [
        "        ♠ A K         |      Y      | ♠ 9 3 2",
        "        ^^^^^"]

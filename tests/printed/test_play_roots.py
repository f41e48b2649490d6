"""A printed play table's one mistake is one message at the printed card the fix
changes: a card played twice, two seats' cards in each other's columns, a misread
rank in a suit line or a cell, a misprinted trump suit; what follows is folded."""

from __future__ import annotations

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.printed_hand import printed_as_hand

from .test_roots import HAND

# A hand in the layout of the 1905 books ([S] suit signs, <f>..</f> for the winner).
# Lines 33-45 are tricks 1-13.
ELWELL = """\
NOTES ON ILLUSTRATIVE HAND NO. 99

TRICK 3.--The dealer wins this trick.

TRICK 4.--The adversaries win this trick.


ILLUSTRATIVE HAND NO. 99

_Leading from the Long Suit._

The score is love-all, rubber game. The dealer, Z, makes it no-trump,
and A leads for the first trick.

                   [S] K Q 10 2
                   [C] K 3 2
                   [D] A 7
                   [H] 8 6 5 3
                  +---------+
    [S] J 8 6 5   |    Y    | [S] A
    [C] 10 4      |         | [C] A Q 8 7 6
    [D] K 10 8    |A       B| [D] 9 6 5 4
    [H] A Q 9 2   |         | [H] K J 10
                  |    Z    |
                  +---------+
                   [S] 9 7 4 3
                   [C] J 9 5
                   [D] Q J 3 2
                   [H] 7 4

  | TRICK |       A       |       Y       |       B       |       Z       |
  +-------+---------------+---------------+---------------+---------------+
  |   1   |     [C]10     |     [C]2      |  <f>[C]A</f>  |     [C]5      |
  |   2   |     K[D]      |  <f>A[D]</f>  |     9[D]      |     Q[D]      |
  |   3   |     [C]4      |  <f>[C]K</f>  |     [C]6      |     [C]9      |
  |   4   |     6[S]      |     K[S]      |  <f>A[S]</f>  |     7[S]      |
  |   5   |     [H]2      |     [H]8      |  <f>[H]J</f>  |     [H]7      |
  |   6   |     [H]Q      |     [H]6      |  <f>[H]K</f>  |     [H]4      |
  |   7   |     [H]9      |     [C]3      |  <f>[C]Q</f>  |     [C]J      |
  |   8   |  <f>[H]A</f>  |     [H]5      |     [H]10     |     J[D]      |
  |   9   |     J[S]      |  <f>Q[S]</f>  |     [C]8      |     3[S]      |
  |  10   |     8[S]      | <f>10[S]</f>  |     [C]7      |     9[S]      |
  |  11   | <f>10[D]</f>  |     7[D]      |     6[D]      |     3[D]      |
  |  12   |  <f>5[S]</f>  |     2[S]      |     4[D]      |     4[S]      |
  |  13   |  <f>8[D]</f>  |     [H]3      |     5[D]      |     2[D]      |
  +-------+---------------+---------------+---------------+---------------+

The dealer wins four tricks.
"""

# The same kind of hand in a later book's layout (suit symbols, [..] for the winner):
# test_roots.py's. Line 10 is the make sentence, line 19 A's and B's diamonds, lines
# 31-43 tricks 1-13.
LATER = HAND


def _found(text: str, name: str = "book.txt") -> list[Diagnostic]:
    return [d for d in check_text(text, name).diagnostics
            if d.severity is not Severity.INFO]


def _misprint(text: str, old: str, new: str) -> str:
    assert text.count(old) == 1, old
    return text.replace(old, new)


def _brief(d: Diagnostic) -> tuple[str, int, int, str]:
    return (d.code, d.line, d.column, d.message)


def test_a_card_played_twice_is_told_at_the_printed_card_the_hint_changes() -> None:
    # Trick 9: A's ♠J printed ♠8, the card A plays at trick 10. The fix is at trick
    # 9 (A never plays ♠J), so the message stands at trick 9's ♠8 (line 41, column 17).
    text = _misprint(ELWELL, "|     J[S]      |", "|     8[S]      |")
    [twice] = _found(text)
    assert _brief(twice) == ("L002", 41, 17, "♠8 by A at trick 9 is played again at trick 10")
    assert twice.hint == "A's ♠J is never played: ♠J was meant at trick 9"
    assert twice.trick == 9
    # Trick 6: Y's ♦10 printed ♠5, which Y plays at trick 10; with ♦10 never played,
    # the dummy's renounces of trick 11 (♥2 on a diamond) follow and are folded.
    text = _misprint(LATER, "|  10♦  |  8♣   |", "|  5♠   |  8♣   |")
    [twice] = _found(text)
    assert _brief(twice) == ("L002", 36, 22, "♠5 by Y at trick 6 is played again at trick 10")
    assert twice.hint == "Y's ♦10 is never played: ♦10 was meant at trick 6"
    assert [d.code for d in twice.folded] == ["L003", "L003"]


def test_two_cards_of_a_row_in_each_other_s_columns_are_one_message() -> None:
    # Trick 5: A's ♥2 printed under Y and Y's ♥8 under A. Neither holds the card
    # in its column; put back, B's ♥J still wins and every trick follows.
    text = _misprint(ELWELL, "|     [H]2      |     [H]8      |",
                     "|     [H]8      |     [H]2      |")
    [swapped] = _found(text)
    assert _brief(swapped) == ("L001", 37, 17, "♥8 by A at trick 5: A does not hold it")
    assert swapped.hint == "A's and Y's cards at trick 5 are in each other's columns: swap them"
    assert [(d.code, d.line, d.column) for d in swapped.folded] == [("L001", 37, 33)]
    # Trick 7: Y's ♣3 and B's underlined ♣Q swapped. As printed Y's ♣Q wins, giving
    # Y Z five tricks against the four stated; mended, B wins it, and the result holds.
    swap_7 = ("|     [C]3      |  <f>[C]Q</f>  |", "|  <f>[C]Q</f>  |     [C]3      |")
    text = _misprint(ELWELL, *swap_7)
    [swapped] = _found(text)
    assert _brief(swapped) == ("L001", 39, 30, "♣Q by Y at trick 7: Y does not hold it")
    assert swapped.hint == "Y's and B's cards at trick 7 are in each other's columns: swap them"
    assert [(d.code, d.line, d.column) for d in swapped.folded] == [("L001", 39, 49),
                                                                   ("L008", 48, 1)]
    # With "five" stated as well, the result is a second mistake, judged on the mended
    # play: Y Z win four (tricks 2, 3, 9, 10), A B nine.
    text = _misprint(_misprint(ELWELL, *swap_7), "wins four tricks", "wins five tricks")
    swapped, result = _found(text)
    assert (swapped.code, result.code) == ("L001", "L008")
    assert result.message == "the result says Y Z won 5 tricks, but the play gives Y Z 4"
    assert result.hint == ("the play gives Y Z 4 and A B 9, with the play mended as "
                           "L001 39:30 says")


def test_a_five_read_as_s_in_a_suit_line_is_a_rank_not_read() -> None:
    # A's ♦5 read as S: not a second line of spades (♠4), but a rank not read. A's
    # hand is then short ♦5 (D002), which A plays at trick 10 (L001): one message.
    text = _misprint(LATER, "♦ K J 8 6 5 4 |", "♦ K J 8 6 S 4 |")
    [misread] = _found(text)
    assert _brief(misread) == ("P002", 19, 15, "not a rank: 'S' in diamonds")
    assert misread.hint == ("'S' is ♦5: the card A's hand lacks, which A plays at trick 10, "
                            "and no hand holds it")
    assert [(d.code, d.line, d.column) for d in misread.folded] == [("D002", 17, 5),
                                                                   ("L001", 40, 14)]
    # The same in the 1905 layout, in A's spades: ♠5, which A plays at trick 12.
    text = _misprint(ELWELL, "[S] J 8 6 5   |", "[S] J 8 6 S   |")
    [misread] = _found(text)
    assert _brief(misread) == ("P002", 20, 15, "not a rank: 'S' in spades")
    assert misread.hint == ("'S' is ♠5: the card A's hand lacks, which A plays at trick 12, "
                            "and no hand holds it")


def test_a_rank_misread_in_a_cell_is_told_as_the_seat_s_card_never_played() -> None:
    # Trick 6: Y's 10♦ read 1O♦. The cell is left out, so Y (the dummy) still holds
    # ♦10 at trick 11 and renounces there (L003, a warning): it follows, folded.
    text = _misprint(LATER, "|  10♦  |  8♣   |", "|  1O♦  |  8♣   |")
    [misread] = _found(text)
    assert _brief(misread) == ("P002", 36, 22, "not a card: '1O♦' (Y at trick 6)")
    assert misread.hint == "'1O♦' is ♦10, Y's card never played"
    assert [(d.code, d.line, d.column, d.severity) for d in misread.folded] == [
        ("L003", 41, 21, Severity.WARNING)]
    # Trick 10: Y's underlined ♠10 read l0: nothing follows, but the card meant is
    # still the one Y never plays (and, marked, it wins the trick as the book says).
    text = _misprint(ELWELL, "<f>10[S]</f>", "<f>l0[S]</f>")
    [misread] = _found(text)
    assert _brief(misread) == ("P002", 42, 29, "not a card: '<f>l0[S]</f>' (Y at trick 10)")
    assert misread.hint == "'<f>l0[S]</f>' is ♠10, Y's card never played"
    assert misread.folded == ()


def test_a_misprinted_trump_is_one_message_at_the_make() -> None:
    # "Y declares spades" over a play whose ruffs are hearts: with spades, Z's ♥A
    # at trick 2 loses to ♦A (L005), B's ♥10 ruffing at trick 4 is a revoke (L003),
    # and so on to a result of five tricks for Y Z, not seven. With hearts, all follow.
    text = _misprint(LATER, "Y declares hearts", "Y declares spades")
    [trump] = _found(text)
    assert _brief(trump) == ("L017", 10, 28,
                             "spades are declared, but the play follows with hearts as trumps")
    assert trump.hint == "hearts was meant: so read, every trick and the result follow"
    assert ("L005", 32, 37) in [(d.code, d.line, d.column) for d in trump.folded]
    assert ("L003", 34, 29) in [(d.code, d.line, d.column) for d in trump.folded]
    assert trump.folded[-1].code == "L008"
    assert trump.folded[-1].message == ("the result says Y Z won 7 tricks, but the play "
                                        "gives Y Z 5")
    # A card misprinted as well (Z's ♥9 at trick 9 printed ♣9, A's card): no other
    # trump explains the play, so the make is not told as the root.
    both = _misprint(text, "|  8♦   |  7♥   |  5♥   | [9♥]  |",
                     "|  8♦   |  7♥   |  5♥   | [9♣]  |")
    assert "L017" not in [d.code for d in _found(both)]


def test_the_import_keeps_a_cell_not_read_so_its_check_says_the_same() -> None:
    # The cell is written as printed (its underline as _.._), not as a lost card: the
    # notation's trick is short a card it cannot read, not a trick of three (L006).
    for text, cell, row, meant in (
            (_misprint(LATER, "|  10♦  |  8♣   |", "|  1O♦  |  8♣   |"), "'1O♦'",
             "6. _Q♣_ 1O♦ 8♣ 6♣", "♦10"),
            (_misprint(ELWELL, "<f>10[S]</f>", "<f>l0[S]</f>"), "'_l0[S]_'",
             "10. 8♠ _l0[S]_ 7♣ 9♠", "♠10")):
        notation = printed_as_hand(check_text(text, "book.txt").record)
        assert row in notation.splitlines()
        [book] = _found(text)
        [written] = _found(notation, "book.hand")
        assert (written.code, written.message) == ("P002", f"not a card: {cell}")
        assert written.hint == f"{cell} is {meant}, Y's card never played"
        assert ([(d.code, d.severity) for d in written.folded]
                == [(d.code, d.severity) for d in book.folded])


def test_junk_glued_to_a_rank_is_one_message_whose_hint_gives_no_hand_a_card_twice() -> None:
    # Z's spades are 9 7 4 3 with '5O' glued after them: Z has its 13 cards without
    # it (♠5 is A's, ♠Q, "O" read as Q, is Y's), so the word is dropped, not read as
    # ♠5 (a D001) and a Q (a fourteenth card, Y's).
    glued = _misprint(ELWELL, "[S] 9 7 4 3\n", "[S] 9 7 4 3 5O\n")
    [junk] = _found(glued)
    assert _brief(junk) == ("P002", 26, 32, "not a rank: '5O' in spades")
    assert junk.hint == "drop it: Z's hand has its 13 cards without it"
    assert _found(glued.replace(" 5O\n", "\n")) == []
    # A 10 printed 1O after Z's full diamonds (♦10 is A's): dropped as well.
    glued = _misprint(ELWELL, "[D] Q J 3 2\n", "[D] Q J 3 2 1O\n")
    [junk] = _found(glued)
    assert _brief(junk) == ("P002", 28, 32, "not a rank: '1O' in diamonds")
    assert junk.hint == "drop it: Z's hand has its 13 cards without it"
    assert _found(glued.replace(" 1O\n", "\n")) == []
    # Z's ♣5 with an O glued: the word stands for the card Z's hand then lacks, the
    # one Z plays at trick 1 (line 33); the short hand and the card not held follow.
    glued = _misprint(ELWELL, "[C] J 9 5\n", "[C] J 9 5O\n")
    [junk] = _found(glued)
    assert _brief(junk) == ("P002", 27, 28, "not a rank: '5O' in clubs")
    assert junk.hint == ("'5O' is ♣5: the card Z's hand lacks, which Z plays at trick 1, "
                         "and no hand holds it")
    assert [(d.code, d.line) for d in junk.folded] == [("D002", 26), ("L001", 33)]
    assert _found(glued.replace("5O\n", "5\n")) == []


def test_a_ten_printed_with_a_gap_is_one_rank_not_read() -> None:
    # Y's ♠10 printed '1 0': one P002 for the two characters, not one for '1' and one
    # for '0'; read as ♠10, the card Y plays at trick 10 (line 42, column 29).
    gap = _misprint(ELWELL, "[S] K Q 10 2\n", "[S] K Q 1 0 2\n")
    [ten] = _found(gap)
    assert _brief(ten) == ("P002", 15, 28, "not a rank: '1 0' in spades")
    assert ten.hint == ("'1 0' is ♠10: the card Y's hand lacks, which Y plays at trick 10, "
                        "and no hand holds it")
    assert [(d.code, d.line, d.column) for d in ten.folded] == [("D002", 15, 20),
                                                                ("L001", 42, 29)]
    assert _found(gap.replace("1 0", "10")) == []


# Two deals side by side with no diagram (Foster's layout): each hand is its seat's
# cards played. Line 18 is trick 10; deal 1's A column starts at column 3.
FOSTER = """\
ILLUSTRATIVE BRIDGE HANDS.

It is the first game, score sixteen to nothing, in favor of the dealer.
No. 1. Z makes it clubs. No. 2. Z makes it no-trumps.

+-----+-----+-----+-----+-------+-----+-----+-----+-----+
|  A  |  Y  |  B  |  Z  | TRICK |  A  |  Y  |  B  |  Z  |
+-----+-----+-----+-----+-------+-----+-----+-----+-----+
| [A♣]|  2♦ |  5♣ |  2♣ |   1   |  K♠ | [A♠]|  3♠ |  5♠ |
| [K♣]|  3♥ |  8♣ |  4♣ |   2   |  2♣ | [A♣]|  5♣ |  4♣ |
| [Q♣]|  4♠ |  2♠ |  7♣ |   3   | [K♣]|  Q♣ |  9♣ | 10♣ |
| [A♦]|  4♦ |  6♦ |  5♦ |   4   |  8♥ | 10♥ |  4♥ | [Q♥]|
| [J♣]|  6♠ |  2♥ |  9♣ |   5   |  3♥ |  J♥ |  7♥ | [A♥]|
| [A♥]|  6♥ |  Q♥ |  4♥ |   6   | [A♦]|  4♦ |  2♦ |  K♦ |
|  K♠ | [A♠]|  7♠ |  3♠ |   7   | [Q♠]|  5♦ |  4♠ |  6♠ |
|  7♥ | 10♥ | [K♥]|  5♥ |   8   | 10♠ |  6♦ |  7♠ | [J♠]|
|  J♠ |  7♦ | 10♠ | [Q♠]|   9   |  7♦ |  9♦ | [J♦]| 10♦ |
| [3♣]|  8♥ |  8♠ |  J♥ |   10  |  2♠ |  6♣ | [Q♦]|  8♦ |
|  Q♦ |  8♦ | [K♦]|  9♦ |   11  |  3♣ |  7♣ | [J♣]|  2♥ |
|  3♦ | 10♦ |  J♦ |[10♣]|   12  |  5♥ |  8♣ | [9♠]|  8♠ |
| [6♣]|  9♥ |  9♠ |  5♠ |   13  |  6♥ |  K♥ | [3♦]|  9♥ |
+-----+-----+-----+-----+-------+-----+-----+-----+-----+

No. 1. The dealer loses four by cards. No. 2. The dealer loses two by cards.
"""


def test_a_cell_of_a_table_with_no_diagram_misprinted_as_a_card_played_is_one_message() -> None:
    # Deal 1, trick 10: A's ♣3 printed ♣2, the card Z plays at trick 1. A's hand is
    # A's cards played, so the cell is both ♣2 given twice (D001) and ♣2 played twice
    # (L002), at the one place 18:3: the D001 tells it, naming ♣3 (the club no one
    # plays in deal 1), the L002 folded under it.
    assert _found(FOSTER) == []
    text = _misprint(FOSTER, "| [3♣]|  8♥ |", "| [2♣]|  8♥ |")
    [twice] = _found(text)
    assert _brief(twice) == ("D001", 18, 3, "♣2 is in A's hand and in Z's hand")
    assert twice.hint == "♣2 is Z's: A's ♣2 was ♣3"
    assert [(d.code, d.line, d.column) for d in twice.folded] == [("L002", 18, 3)]
    assert twice.folded[0].message == "♣2 by A at trick 10 was played already, by Z at trick 1"


def test_a_cell_lost_with_its_stroke_names_the_card_and_folds_what_follows() -> None:
    # Trick 6 (line 36): Y's ♦10 lost with its stroke, the row four cells of five.
    # The row's three cards are kept in its first columns; read with ♦10, the one
    # card Y never plays, in Y's column, they stand in their own (A ♣Q, B ♣8, Z ♣6),
    # and Y no longer holds ♦10 where he renounces at trick 11 (line 41).
    lost = _misprint(LATER, "|   6   | [Q♣]  |  10♦  |  8♣   |", "|   6   | [Q♣]  |  8♣   |")
    [row] = _found(lost)
    assert _brief(row) == ("P008", 36, 3, "this row has 4 cells but the table has 5 columns")
    assert row.hint == ("Y's ♦10, never played, is the cell lost: print it in Y's column, "
                        "with the row's strokes '|'")
    assert sorted((d.code, d.line) for d in row.folded) == [
        ("L001", 36), ("L001", 36), ("L003", 41)]
    assert _found(_misprint(lost, "|   6   | [Q♣]  |  8♣   |",
                            "|   6   | [Q♣]  |  10♦  |  8♣   |")) == []
    # Trick 5 (line 35): A's underlined ♠K lost, the first cell. The row is not a row
    # turned (L030); the card lost carried the trick's mark, and A's revokes at
    # tricks 10 and 13 (A still holding ♠K) follow.
    lost = _misprint(LATER, "|   5   | [K♠]  |  Q♠   |", "|   5   |  Q♠   |")
    [row] = _found(lost)
    assert (row.code, row.line) == ("P008", 35)
    assert row.hint == ("A's ♠K, never played, is the cell lost: print it in A's column, "
                        "with the row's strokes '|'")
    assert ("L003", 40, 14) in [(d.code, d.line, d.column) for d in row.folded]
    assert ("L003", 43, 14) in [(d.code, d.line, d.column) for d in row.folded]


def test_an_empty_cell_names_the_card_its_seat_never_plays() -> None:
    # Trick 6: Y's cell left blank. Y's ♦10 is the one card Y never plays; printed
    # there, the dummy's renounce at trick 11 (line 41, a warning) goes, folded.
    blank = _misprint(LATER, "|   6   | [Q♣]  |  10♦  |", "|   6   | [Q♣]  |       |")
    [cell] = _found(blank)
    assert _brief(cell) == ("P041", 36, 20, "no card printed for Y at trick 6")
    assert cell.hint == "Y's ♦10, never played, fits the play: print it in Y's column"
    assert [(d.code, d.line, d.severity) for d in cell.folded] == [
        ("L003", 41, Severity.WARNING)]
    assert _found(blank.replace("|       |", "|  10♦  |")) == []

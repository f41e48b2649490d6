"""One mistake in a record gives one message, at the place of the mistake."""

from __future__ import annotations

from notation_deals import HANDS_1905, HOLD_UP_HEAD

from bridgebook.checking import check_text

HANDS = """\
N: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A
E: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K
S: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q
W: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2
"""


def found(text: str) -> list[tuple[str, int, int]]:
    return [(d.code, d.line, d.column) for d in check_text(text).diagnostics]


def test_an_unreadable_call_keeps_its_turn() -> None:
    # 7NT by N, pass by E, '8H' by S (unreadable), then three passes close it.
    # Dropped, '8H' would let the third pass close the auction and leave one call
    # after the end (A010). Kept, the P004 alone is reported and the contract
    # stands as 7NT by N, so the play from E checks out.
    text = ("laws: contract-rubber\ndealer: N\n" + HANDS
            + "auction: 7NT pass 8H pass pass pass\nplay:\n1. E: CK CQ C2 CA\n"
            + "claim: N the rest\nresult: 13\n")
    assert found(text) == [("P004", 7, 19)]
    (report,) = check_text(text).deals
    assert report.contract is not None and str(report.contract) == "7NT by N"


def test_an_unreadable_call_does_not_shift_the_seats_of_the_calls_after_it() -> None:
    # Dropped, '8H' would make E's double N's, a double of his own side's bid (A007).
    text = "laws: contract-rubber\ndealer: N\nauction: 1H 8H pass X pass pass pass\n"
    assert found(text) == [("P004", 3, 13)]


def test_an_unreadable_closing_call_is_not_also_an_unfinished_auction() -> None:
    text = "laws: contract-rubber\ndealer: N\nauction: 1H pass pass 8H\n"
    assert found(text) == [("P004", 3, 23)]


def test_a_trump_never_declared_is_placed_at_the_play() -> None:
    text = "laws: laws-1905\n" + HANDS + "play:\n1. A: CK CQ C2 CA\nclaim: Z the rest\n"
    text = text.replace("N:", "Y:").replace("E:", "B:").replace("S:", "Z:").replace(
        "W:", "A:")
    assert [d for d in found(text) if d[0] == "A011"] == [("A011", 6, 1)]


def test_a_make_that_names_no_trump_is_reported_at_its_last_act() -> None:
    text = "deal 4: no make\nlaws: laws-1905\nmake: Z passes the make\n"
    assert found(text) == [("A011", 3, 7)]


def test_a_hand_pasted_twice_is_one_message() -> None:
    west = HANDS.splitlines()[3]
    text = "laws: laws-1905\n" + "\n".join([*HANDS.splitlines()[:2], west, west]) + "\n"
    assert found(text) == [("D006", 5, 1)]


def test_a_card_given_many_times_is_told_once() -> None:
    text = "N: S—" + ", ".join(["2"] * 600) + "\n"
    assert [d for d in found(text) if d[0] == "D001"] == [("D001", 1, 9)]


def test_two_cards_given_twice_each_hint_names_only_its_own_card() -> None:
    # E's ♠10 printed ♠K (N holds ♠K) and W's ♥2 printed ♥3 (S holds ♥3): ♠10 and
    # ♥2 are missing. ♥2 is the neighbour of ♥3, so it is the ♥3's card; ♠10, no
    # neighbour of ♠K, is the one card left for the ♠K.
    text = "laws: laws-1905\n" + HANDS.replace("S—10, 9", "S—K, 9").replace("H—2", "H—3")
    hints = [(d.code, d.line, d.column, d.hint) for d in check_text(text).diagnostics]
    assert hints == [
        ("D001", 3, 6, "missing from the pack: ♠10"),
        ("D001", 5, 11, "♥2 is missing from the pack: was one of the two ♥3 meant to be ♥2?")]


def test_two_cards_given_twice_far_from_the_cards_missing_each_name_their_suits() -> None:
    # E's ♠10 printed ♠K and W's ♥2 printed ♥5 (S holds ♥5): ♠10 and ♥2 are missing,
    # next in rank to neither. A rank misprinted keeps its suit line: the ♠K's card is
    # the spade missing, the ♥5's the heart.
    text = "laws: laws-1905\n" + HANDS.replace("S—10, 9", "S—K, 9").replace("H—2", "H—5")
    hints = [(d.code, d.line, d.hint) for d in check_text(text).diagnostics]
    assert hints == [("D001", 3, "missing from the pack: ♠10"),
                     ("D001", 5, "missing from the pack: ♥2")]


def test_too_many_of_a_suit_without_x_does_not_speak_of_x() -> None:
    text = "N: S—A, K, Q, J, 10, 9, 8\nS: S—7, 6, 5, 4, 3, 2, A\n"
    (d005,) = [d for d in check_text(text).diagnostics if d.code == "D005"]
    assert d005.line == 2 and d005.hint is not None and "'x'" not in d005.hint


def test_a_leader_wrong_only_because_a_row_was_skipped_says_so() -> None:
    # Trick 7 (S leads ♣4, N wins with ♣Q) is left out: row 8 is led by N, who
    # won trick 7, while S won trick 6. The L004 at row 8 is the skipped row's
    # doing: its hint says so, as the revokes' hints do, and it is folded under
    # the P020 that tells the row skipped (one mistake, one message).
    text = """\
laws: contract-rubber
deal 400
dealer: W
N: S—A, J, 10, 7, 3; H—K, 8, 6; D—10, 9; C—Q, J, 9
E: S—9, 2; H—Q, J, 9, 7, 3, 2; D—A; C—A, 7, 6, 5
S: S—Q, 6; H—A, 4; D—J, 7, 6, 3, 2; C—K, 4, 3, 2
W: S—K, 8, 5, 4; H—10, 5; D—K, Q, 8, 5, 4; C—10, 8
auction: pass pass 7S pass pass pass
play:
1. S: D7 D5 D10 DA
2. E: S2 SQ S4 S3
3. S: CK C10 CJ CA
4. E: H7 H4 H10 H6
5. W: D4 D9 H9 DJ
6. S: HA H5 HK H3
8. N: SA S9 S6 SK
9. N: SJ HQ C2 S5
10. N: H8 HJ C3 DK
11. E: C5 D3 D8 C9
12. N: S7 H2 D2 S8
13. W: DQ S10 C7 D6
result: 5
"""
    found = check_text(text).diagnostics
    assert not [d for d in found if d.code == "L004"]
    (skipped,) = [d for d in found if d.code == "P020"]
    assert (skipped.line, skipped.column) == (16, 1)
    (lead,) = [d for d in skipped.folded if d.code == "L004"]
    assert (lead.line, lead.column) == (16, 1)
    assert lead.hint is not None and lead.hint.startswith(
        "trick 7 is not in the record (P020)"), lead.hint


def test_a_result_verb_misspelt_names_the_verb_meant() -> None:
    text = "laws: laws-1905\nresult: The dealer wims four by cards.\n"
    (d,) = [d for d in check_text(text).diagnostics if d.code == "P006"]
    assert (d.line, d.column) == (2, 9)
    assert d.hint == "did you mean 'wins'? 'wims' is read as no word of a result"


def test_a_result_with_two_words_misspelt_names_both_meant() -> None:
    # The notation's result line is read by the same reader as a book's sentence.
    text = "laws: laws-1905\nresult: The dealer wims tow by cards.\n"
    (d,) = [d for d in check_text(text).diagnostics if d.code == "P006"]
    assert (d.line, d.column) == (2, 9)
    assert d.hint == ("did you mean 'wins' and 'two'? 'wims' and 'tow' are read as no "
                      "words of a result")


def test_an_unreadable_lin_call_keeps_its_turn() -> None:
    # N's '4X!' is no call: dropped, E's double would be N's, a double of his own
    # side's bid, and every card of the play would go to the wrong seat. Kept in its
    # turn, the P004 alone is reported.
    lin = ("pn|A,B,C,D|st||md|3SJ973HJ98742D3CK4,SKQT2HATDJ6542C85,SH63DAKQ987CA9732,"
           "SA8654HKQ5DTCQJT6|rh||ah|Board 1|sv|o|mb|1D|mb|1S|mb|3H|mb|4S|mb|4X!|mb|d|"
           "mb|p|mb|p|mb|5C|mb|d|mb|5H|mb|d|mb|p|mb|p|mb|p|pg||pc|SK|pc|H3|pc|S4|pc|S3|"
           "pg||pc|C2|pc|C6|pc|CK|pc|C5|pg||mc|9|\n")
    found = [(d.code, d.column) for d in check_text(lin, "x.lin").diagnostics]
    assert found == [("P004", lin.index("4X!") + 1)]


#: A 3NT by South made with nine tricks, the play written in the order played
#: (lesson 1 of the demo book, its commentary left out).
HOLD_UP = HOLD_UP_HEAD + """\
3. S: D9 D5 D10 D2
4. N: DK DA D7 D6
5. E: HJ HK H6 H3
6. S: D8 C5 DQ D3
7. N: DJ D4 S2 H9
claim: S 4
result: =
"""


def _one(row: str, typed: str) -> tuple[str, int, int, str | None, list[str]]:
    (d,) = check_text(HOLD_UP.replace(row, typed)).diagnostics
    return d.code, d.line, d.column, d.hint, [f.code for f in d.folded]


def test_a_card_not_read_in_a_row_in_the_order_played_keeps_its_place() -> None:
    # 'HJJ' is East's lead to trick 5: ♥K, ♥6 and ♥3 stay South's, West's and
    # North's. Of East's cards never played, the hearts all let South's ♥K win the
    # trick (9 tricks for NS, as the result says); ♥J is the one the text shows.
    # Left out, the trick has no winner and NS have 8 tricks: that L008 is folded.
    row = "5. E: HJ HK H6 H3"
    assert _one(row, "5. E: HJJ HK H6 H3") == (
        "P002", 13, 7, "'HJJ' is ♥J, E's card never played", ["L008"])
    # The leader not written: East won trick 4, and leads trick 5 all the same.
    assert _one(row, "5. HJJ HK H6 H3") == (
        "P002", 13, 4, "'HJJ' is ♥J, E's card never played", ["L008"])
    # North's last card: ♥A, ♥7 and ♥3 are never played; ♥3 is the one shown.
    assert _one(row, "5. E: HJ HK H6 H33") == (
        "P002", 13, 16, "'H33' is ♥3, N's card never played", ["L008"])
    # Nothing of the text names a card: East's four hearts fit the play alike.
    assert _one(row, "5. E: QQ HK H6 H3") == (
        "P002", 13, 7, "'QQ' is ♥J, ♥8, ♥5 or ♥2: the cards E never plays that fit the "
        "play", ["L008"])


def test_a_card_read_as_the_ocr_would_is_not_told_when_its_seat_plays_it_later() -> None:
    # 'DO' reads as ♦Q, but North plays ♦Q at trick 6: of North's diamonds only
    # ♦10 is never played, and North must follow to the ♦9 led.
    assert _one("3. S: D9 D5 D10 D2", "3. S: D9 D5 DO D2") == (
        "P002", 11, 13, "'DO' is ♦10, N's card never played", ["L008"])


def test_a_claim_not_understood_folds_the_play_left_with_no_claim() -> None:
    # Unread, the claim leaves the play stopping after trick 7 with none (L010).
    assert _one("claim: S 4", "claim: S fuor") == (
        "P006", 16, 8, "did you mean 'four'? 'fuor' is read as no word of a claim",
        ["L010"])
    # In words, as a result's count is: South claims four of the last six tricks.
    (report,) = check_text(HOLD_UP.replace("claim: S 4", "claim: S four")).deals
    assert report.deal.claim is not None and report.deal.claim.tricks == 4
    assert report.diagnostics == []


def test_a_row_a_card_short_names_the_player_and_the_cards_that_fit() -> None:
    # East leads ♥J, South ♥K, West ♥6: North's card is missing. North must follow
    # in hearts: ♥7 and ♥3 let South's ♥K win (9 tricks, as the result says); ♥A
    # would win it for North, who would then lead trick 6, which South leads.
    (d,) = check_text(HOLD_UP.replace("5. E: HJ HK H6 H3", "5. E: HJ HK H6")).diagnostics
    assert (d.code, d.line, d.message) == ("L006", 13, "trick 5 has 3 cards, not four: "
                                           "no card of N")
    assert d.hint == "N's ♥7 or ♥3, never played, fit the play: write it last in the row"
    assert [f.code for f in d.folded] == ["L008"]


#: A PBN play (1995, Amsterdam: 5HX by S, W leads), its second row a card too many.
_PBN_STRAY = """\
[Dealer "N"]
[Deal "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85"]
[Declarer "S"]
[Contract "5HX"]
[Result "9"]
[Play "W"]
SK H3 S4 S3
C5 C2 C6 CK C8
S2 H6 S5 S7
C8 CA CT C4
D2 DA DT D3
D4 DK H5 H7
-  -  -  H2
*
"""


def test_a_pbn_row_of_five_cards_is_one_message_at_the_stray_card() -> None:
    # W's ♣8 is written after S's ♣K on line 8 and again in W's column on line 10.
    # Read on, it would lead trick 3 and move every card after it a column: a chain
    # of cards not held and revokes (L001, L003) and the search given up (L031).
    # The row keeps its four cards; struck out, ♣8 leaves nothing wrong: trick 2 is
    # N's ♣2, E's ♣6, S's ♣K, W's ♣5, won by S, and the nine tricks stated follow
    # (N, S, N, N, N, S win the six rows played; the three left are claimed).
    result = check_text(_PBN_STRAY, "stray.pbn")
    (d,) = result.diagnostics
    assert (d.code, d.line, d.column) == ("P008", 8, 13)
    assert d.message == ("this row has 5 cards but the play has 4 columns: ♣8 is written "
                         "twice (again in row 4)")
    assert d.folded == ()
    (report,) = result.deals
    won = [t.winner.name for t in report.replay.tricks if t.winner is not None]
    assert won == ["N", "S", "N", "N", "N", "S"]


def test_a_pbn_card_written_twice_in_its_row_is_named_so() -> None:
    # 'C5 C5 C2 C6 CK': W's ♣5 twice; the row read on would give N ♣5, a card W holds.
    text = _PBN_STRAY.replace("C5 C2 C6 CK C8", "C5 C5 C2 C6 CK")
    (d,) = check_text(text, "stray.pbn").diagnostics
    assert (d.code, d.line, d.column) == ("P008", 8, 1)
    assert d.message.endswith(": ♣5 is written twice in it")
    assert "L031" not in [f.code for f in d.folded]


_SKIPPED = "laws: laws-1905\n" + HANDS_1905 + """\
make: Z no trump
play:
1. A: CK CQ C2 CA
2. Z: SA S7 S3 S2
4. Z: HK H8 H4 C3
claim: Z the rest
"""


def test_a_numbered_row_left_out_before_a_claim_is_one_message_naming_the_row() -> None:
    # Z wins trick 1 (♣A over A's ♣K) and trick 2 (♠A), so row 3 is Z's lead; row 4
    # is Z's too, so Z won it. B, void of spades after ♠2, holds ♥2 alone of hearts
    # and never plays it: B's ♣3 under Z's ♥K at row 4 is no revoke once row 3, with
    # B's ♥2, is written in. One P020, the L003 folded under it.
    (d,) = check_text(_SKIPPED).diagnostics
    assert (d.code, d.line, d.column) == ("P020", 10, 1)
    assert d.hint == ("write row 3 between rows 2 and 4: led by Z (who won trick 2) and "
                      "won by Z (who leads row 4); B's ♥2 is in it (a revoke later with it, "
                      "held alone of the suit led)")
    assert [(f.code, f.line, f.column) for f in d.folded] == [("L003", 10, 16)]


def test_a_numbered_row_left_out_where_the_record_stops_is_named_too() -> None:
    found = check_text(_SKIPPED.replace("claim: Z the rest\n", "")).diagnostics
    assert [(d.code, d.line) for d in found] == [("L010", 7), ("P020", 10)]
    assert found[1].hint is not None and found[1].hint.startswith("write row 3 between")
    assert [f.code for f in found[1].folded] == ["L003"]


def test_a_pbn_row_left_out_before_the_claim_is_one_message_at_the_row_after_it() -> None:
    # The second row (N's ♣2, E's ♣6, S's ♣K, W's ♣5, won by S) left out. N ruffed
    # trick 1 (♥3 on W's ♠K), so the next row is read as N's lead of ♥6: W, E and S
    # each renounce with spades. Led by E (♠5), S (♠7) or W (♠2), N ruffing, every
    # card follows, and the rows after it with it: one L004, the three revokes folded.
    text = _PBN_STRAY.replace("C5 C2 C6 CK C8\n", "")
    (d,) = check_text(text, "gap.pbn").diagnostics
    assert (d.code, d.line, d.column) == ("L004", 8, 1)
    assert d.message == ("a trick seems left out above this row: N won the trick before "
                         "it (trick 1), but its cards follow from a lead by E, S or W")
    assert sorted((f.code, f.line, f.column) for f in d.folded) == [
        ("L003", 8, 1), ("L003", 8, 7), ("L003", 8, 10)]


def test_a_pbn_revoke_of_one_player_is_not_taken_for_a_row_left_out() -> None:
    # W's ♦2 and ♠2 in each other's rows: W renounces under S's ♠7 at trick 3 (with
    # ♠Q ♠10 ♠2) and under N's ♦A at trick 5. One player at the row: no row left out,
    # but the two cards transposed, as the search for one mistake finds them.
    text = _PBN_STRAY.replace("C5 C2 C6 CK C8\nS2 H6", "C5 C2 C6 CK\nD2 H6").replace(
        "D2 DA DT D3", "S2 DA DT D3")
    found = check_text(text, "one.pbn").diagnostics
    assert [d.code for d in found] == ["L003"]
    assert found[0].hint is not None and "transposed" in found[0].hint


#: "Going over, and over again" (hands/deals/02-going-over.hand), as played: the
#: dealer's side wins six tricks (A B the odd trick).
_GOING_OVER = """\
laws: whist-club-1897
dealer: Z
Z: S—A, K, 5; H—K, J, 10, 8, 7; D—A, Q, J, 4; C—5
A: S—7, 6; H—A, Q, 9, 6, 2; D—K, 2; C—K, Q, 10, 2
Y: S—Q, J, 9, 4; H—5, 4; D—10, 9, 8; C—8, 7, 6, 3
B: S—10, 8, 3, 2; H—3; D—7, 6, 5, 3; C—A, J, 9, 4
make: Z declares hearts
doubling: A doubles; Z redoubles; A doubles; Z satisfied; Y satisfied
play:
1. A: 2♣ 3♣ A♣ 5♣
2. B: 3♥ 10♥ Q♥ 4♥
3. A: K♣ 6♣ 4♣ 7♥
4. Z: A♠ 7♠ 4♠ 3♠
5. Z: K♠ 6♠ 9♠ 8♠
6. Z: A♦ 2♦ 8♦ 3♦
7. Z: Q♦ K♦ 9♦ 5♦
8. A: Q♣ 7♣ 9♣ 8♥
9. Z: J♦ 2♥ 10♦ 6♦
10. A: A♥ 5♥ 7♦ J♥
11. A: 9♥ J♠ 10♠ K♥
12. Z: 5♠ 6♥ Q♠ 2♠
13. A: 10♣ 8♣ J♣ 4♦
result: the dealer wins six tricks
"""


def test_four_mistakes_and_a_wrong_result_are_five_messages() -> None:
    # Three misprints (Y's ♦10 printed ♠10 at trick 9, A's ♥9 printed ♠9 at trick 11,
    # B's ♠2 printed ♣2 at trick 12) and Y's ♥4 and ♦8 swapped between tricks 2 and 6,
    # and the result printed seven tricks for six. No edit alone finishes the play, and
    # as printed tricks 11 and 12 hold cards not held or played already, so "Z leads
    # trick 12" is wrong: that L004 goes only with the misprints mended together. Each
    # mistake is one message, the search is not given up (no L031), and the result is
    # judged on the play all four edits mend: six tricks, not seven.
    text = (_GOING_OVER.replace("2. B: 3♥ 10♥ Q♥ 4♥", "2. B: 3♥ 10♥ Q♥ 8♦")
            .replace("6. Z: A♦ 2♦ 8♦ 3♦", "6. Z: A♦ 2♦ 4♥ 3♦")
            .replace("9. Z: J♦ 2♥ 10♦ 6♦", "9. Z: J♦ 2♥ 10♠ 6♦")
            .replace("11. A: 9♥ J♠ 10♠ K♥", "11. A: 9♠ J♠ 10♠ K♥")
            .replace("12. Z: 5♠ 6♥ Q♠ 2♠", "12. Z: 5♠ 6♥ Q♠ 2♣")
            .replace("wins six tricks", "wins seven tricks"))
    lines = text.splitlines()

    def line(start: str) -> int:
        return next(n for n, t in enumerate(lines, start=1) if t.startswith(start))
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [
        ("L003", line("2. "), 17), ("L001", line("9. "), 13), ("L002", line("11. "), 8),
        ("L002", line("12. "), 17), ("L008", line("result:"), 9)]
    assert [d.hint for d in found[:4]] == [
        "were ♦8 (trick 2) and ♥4 (trick 6) transposed? swapped, every trick follows",
        "Y's ♦10 is never played: ♦10 was meant at trick 9",
        "A's ♥9 is never played: ♥9 was meant at trick 11",
        "B's ♠2 is never played: ♠2 was meant at trick 12"]
    assert found[4].message == "the result says Y Z won 7 tricks, but the play gives Y Z 6"
    assert ("L004", line("12. "), 1) in [(f.code, f.line, f.column)
                                        for d in found for f in d.folded]


# 1905's Illustrative Hand No. 1, played at no trump: no spade or diamond is ever
# played on another suit's lead, so the play reads the same with diamonds or spades
# as trumps; hearts are thrown on other suits at tricks 8, 11 and 12, clubs at 6, 10,
# 12 and 13.
NO_TRUMP_PLAY = """\
laws: laws-1905
Z: H—K, 5, 2; D—Q, 7, 6, 4; C—J, 4; S—10, 9, 8, 6
A: H—J, 8; D—A, K, J, 5; C—A, Q, 6; S—K, J, 7, 4
Y: H—A, Q, 10, 9, 4; D—8, 2; C—K, 10, 9, 3, 2; S—A
B: H—7, 6, 3; D—10, 9, 3; C—8, 7, 5; S—Q, 5, 3, 2
make: Z makes it no-trump
play:
     A      Y      B      Z
1.   _A♦_   2♦     3♦     4♦
2.   K♠     _A♠_   2♠     6♠
3.   8♥     _A♥_   3♥     2♥
4.   _A♣_   K♣     5♣     4♣
5.   _K♦_   8♦     9♦     6♦
6.   J♠     2♣     _Q♠_   8♠
7.   _Q♣_   3♣     8♣     J♣
8.   J♦     4♥     10♦    _Q♦_
9.   J♥     9♥     6♥     _K♥_
10.  4♠     9♣     3♠     _10♠_
11.  7♠     10♥    5♠     _9♠_
12.  5♦     10♣    7♥     _7♦_
13.  6♣     _Q♥_   7♣     5♥
result: The dealer wins two odd tricks.
"""


def test_a_make_misprinted_where_several_trumps_fit_the_play_is_the_root() -> None:
    # "hearts" printed: at trick 8 Y's ♥4 would ruff the diamond, at trick 12 B's
    # ♥7 ruff Z's diamond lead, and so on. No trump, diamonds and spades each leave
    # every trick and the result as printed: the make is the one mistake, all three
    # named, and no card hint mends the play to hearts.
    text = NO_TRUMP_PLAY.replace("makes it no-trump", "makes it hearts")
    [make] = check_text(text).diagnostics
    assert (make.code, make.line, make.column) == ("L017", 6, 7)
    assert make.message == ("hearts are declared, but the play follows with diamonds or "
                            "spades as trumps, or with no trumps")
    assert make.hint == ("diamonds, spades or no trump was meant: read as any of them, "
                         "every trick and the result follow")
    assert [(d.code, d.line) for d in make.folded] == [
        ("L005", 16), ("L005", 19), ("L003", 20), ("L003", 20), ("L005", 20), ("L008", 22)]
    # each trump the hint names, read so, checks clean
    for meant in ("diamonds", "spades", "no-trump"):
        assert check_text(text.replace("makes it hearts", f"makes it {meant}")
                          ).diagnostics == [], meant


def test_two_cards_of_a_leader_transposed_are_told_at_his_card_naming_him() -> None:
    # A's ♠K (trick 2) and ♥8 (trick 3) printed in each other's rows. As printed A
    # leads ♥8 to trick 2, so B's ♠2 and Z's ♠6 there are revokes (each holds
    # hearts), the dummy's ♠A a renounce, and trick 3 goes the same way with spades
    # led: none of these players is at fault. The message stands at A's ♥8 (line 10,
    # column 6) and the hint says the cards are A's.
    text = (NO_TRUMP_PLAY.replace("2.   K♠     _A♠_", "2.   8♥     _A♠_")
            .replace("3.   8♥     _A♥_", "3.   K♠     _A♥_"))
    [swap] = check_text(text).diagnostics
    assert (swap.code, swap.line, swap.column) == ("L003", 10, 6)
    assert swap.message == ("♥8 by A at trick 2 does not fit the play: revoke: ♠2 by B at "
                            "trick 2: hearts were led and B holds ♥7 ♥6 ♥3")
    assert swap.hint == ("were A's ♥8 (trick 2) and ♠K (trick 3) transposed? swapped, "
                         "every trick follows")
    swapped = text.replace("2.   8♥", "2.   K♠").replace("3.   K♠", "3.   8♥")
    assert swapped == NO_TRUMP_PLAY
    assert check_text(swapped).diagnostics == []

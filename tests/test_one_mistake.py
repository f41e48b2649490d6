"""One mistake in a record gives one message, at the place of the mistake."""

from __future__ import annotations

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


def test_too_many_of_a_suit_without_x_does_not_speak_of_x() -> None:
    text = "N: S—A, K, Q, J, 10, 9, 8\nS: S—7, 6, 5, 4, 3, 2, A\n"
    (d005,) = [d for d in check_text(text).diagnostics if d.code == "D005"]
    assert d005.line == 2 and d005.hint is not None and "'x'" not in d005.hint


def test_a_leader_wrong_only_because_a_row_was_skipped_says_so() -> None:
    # Trick 7 (S leads ♣4, N wins with ♣Q) is left out: row 8 is led by N, who
    # won trick 7, while S won trick 6. The L004 at row 8 is the skipped row's
    # doing, and its hint says so, as the revokes' hints do.
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
    (lead,) = [d for d in check_text(text).diagnostics if d.code == "L004"]
    assert (lead.line, lead.column) == (16, 1)
    assert lead.hint is not None and lead.hint.startswith(
        "trick 7 is not in the record (P020)"), lead.hint


def test_a_result_verb_misspelt_names_the_verb_meant() -> None:
    text = "laws: laws-1905\nresult: The dealer wims four by cards.\n"
    (d,) = [d for d in check_text(text).diagnostics if d.code == "P006"]
    assert (d.line, d.column) == (2, 9)
    assert d.hint == "did you mean 'wins'? 'wims' is read as no word of a result"


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

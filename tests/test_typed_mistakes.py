"""A typed mistake gives one message at its root, with a hint that mends it; what
follows from it is folded under it (a new user's trial of PBN and LIN files)."""

from __future__ import annotations

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic

#: 3NT by N; E leads ♥J, N wins and cashes ♠A K Q (E's ♠10 9 8 fall), claims the rest.
BASE_PBN = """\
[Event "Base"]
[Site "?"]
[Date "?"]
[Board "1"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Dealer "N"]
[Vulnerable "NS"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432"]
[Scoring "?"]
[Declarer "N"]
[Contract "3NT"]
[Result "13"]
[Auction "N"]
2C Pass 2D Pass
3NT Pass Pass Pass
[Play "E"]
HJ H5 H2 HA
ST S5 S2 SA
S9 S6 S3 SK
S8 S7 S4 SQ
*
"""

#: The same game in LIN, three tricks and the claim of all 13.
BASE_LIN = (
    "pn|Sam,Wendy,Nick,Eve|st||md|3S765H765D8765C876,S432H432D432C5432,SAKQJHAKQDAKQCAKQ,"
    "ST98HJT98DJT9CJT9|sv|o|ah|Board 1|mb|2C|mb|p|mb|2D|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||"
    "pc|HJ|pc|H5|pc|H2|pc|HA|pg||pc|SA|pc|ST|pc|S5|pc|S2|pg||pc|SK|pc|S9|pc|S6|pc|S3|pg||"
    "mc|13|\n")


#: The same deal in the book notation, up to its play: the 2♣ 2♦ 3NT auction by N.
NOTATION_3NT = """\
deal 1
laws: contract-duplicate
dealer: N
declarer: N
contract: 3NT
N: S—A, K, Q, J; H—A, K, Q; D—A, K, Q; C—A, K, Q
E: S—10, 9, 8; H—J, 10, 9, 8; D—J, 10, 9; C—J, 10, 9
S: S—7, 6, 5; H—7, 6, 5; D—8, 7, 6, 5; C—8, 7, 6
W: S—4, 3, 2; H—4, 3, 2; D—4, 3, 2; C—5, 4, 3, 2
auction: 2♣ pass 2♦ pass 3NT pass pass pass
play:
"""


def shown(text: str, name: str) -> list[Diagnostic]:
    return check_text(text, name).diagnostics


def places(found: list[Diagnostic]) -> list[tuple[str, int, int]]:
    return [(d.code, d.line, d.column) for d in found]


def test_the_base_game_checks_clean() -> None:
    assert shown(BASE_PBN, "x.pbn") == []
    assert shown(BASE_LIN, "x.lin") == []


def test_a_lin_card_not_read_keeps_its_turn_and_is_named() -> None:
    # Trick 2: N leads ♠A, E's card is 'S1'. Kept in its turn, ♠5 stays S's and ♠2
    # W's, so nothing later is played by the wrong seat. E holds ♠10 9 8 and plays
    # ♠9 at trick 3: ♠10 and ♠8 are never played; 'S1' is like ♠10 (its 1).
    lin = BASE_LIN.replace("pc|ST|", "pc|S1|")
    found = shown(lin, "x.lin")
    assert places(found) == [("P002", 1, lin.index("S1|") + 1)]
    assert found[0].hint == "'S1' is ♠10, E's card never played"
    assert found[0].folded == ()


def test_a_lin_card_like_two_cards_names_both() -> None:
    lin = BASE_LIN.replace("pc|ST|", "pc|SX|")
    (found,) = shown(lin, "x.lin")
    assert found.hint == "'SX' is ♠10 or ♠8: the cards E never plays that fit the play"


def test_a_lin_ten_written_rank_first() -> None:
    lin = BASE_LIN.replace("pc|ST|", "pc|10S|")
    (found,) = shown(lin, "x.lin")
    assert (found.code, found.hint) == ("P002", "'10S' is ♠10, E's card never played")


def test_a_pbn_card_not_read_keeps_its_column_and_is_named() -> None:
    # 'S1' stands in E's column (the Play tag's first). No L006 for a row of three
    # cards: the P002 says it. With the trick nobody won, the play gives NS 12
    # tricks, not the 13 of the Result: that follows from the card, folded.
    pbn = BASE_PBN.replace("ST S5 S2 SA", "S1 S5 S2 SA")
    found = shown(pbn, "x.pbn")
    assert places(found) == [("P002", 21, 1)]
    assert found[0].hint == "'S1' is ♠10, E's card never played"
    assert [(d.code, d.line) for d in found[0].folded] == [("L008", 15)]


def test_a_play_tag_naming_the_wrong_leader_is_one_message_at_the_tag() -> None:
    # [Play "S"] for "E": read from S every card falls to the seat one place before
    # its holder (♥J to S, held by E...), and the claim made of the result is
    # counted from tricks won by the wrong seats. The hands agree with the declarer
    # N (no P015): the tag is wrong, told once at it; read from E all is regular.
    pbn = BASE_PBN.replace('[Play "E"]', '[Play "S"]')
    found = shown(pbn, "x.pbn")
    assert places(found) == [("L004", 19, 2)]
    assert found[0].hint is not None and found[0].hint.startswith('write [Play "E"]')
    folded = {d.code for d in found[0].folded}
    assert "L001" in folded and "P015" not in folded


def test_hands_rotated_against_the_declarer_are_still_p015() -> None:
    # The Deal's first seat typed "E:" for "N:": the hands, not the Play tag, are
    # turned; the first trick's holders imply another declarer than the tag's N.
    pbn = BASE_PBN.replace('[Deal "N:', '[Deal "E:')
    assert "P015" in [d.code for d in shown(pbn, "x.pbn")]


def test_a_first_trick_led_by_the_wrong_seat_in_the_notation() -> None:
    text = NOTATION_3NT + """\
1. S: HJ H5 H2 HA
2. N: SA S10 S5 S2
claim: N 11
result: 13
"""
    found = shown(text, "x.hand")
    assert places(found) == [("L004", 12, 1)]
    assert found[0].hint == "E leads; the deal is checked so"


def test_bad_seat_values_are_told_once_and_not_read() -> None:
    for tag, value in (("Dealer", "Q"), ("Dealer", "Nord"), ("Declarer", "Z"),
                       ("Declarer", "Q")):
        pbn = BASE_PBN.replace(f'[{tag} "N"]', f'[{tag} "{value}"]')
        found = shown(pbn, "x.pbn")
        line = 9 if tag == "Dealer" else 13
        assert places(found) == [("P009", line, len(tag) + 4)], (tag, value)
        assert found[0].message == f"[{tag}] '{value}' is not a seat"


def test_vulnerable_and_board_values_pbn_does_not_know() -> None:
    for value in ("Blah", "NorthSouth"):
        (found,) = shown(BASE_PBN.replace('"NS"]', f'"{value}"]'), "x.pbn")
        assert (found.code, found.line, found.column) == ("P007", 10, 14)
        assert found.hint is not None and found.hint.startswith("None, NS, EW or All")
    (found,) = shown(BASE_PBN.replace('[Board "1"]', '[Board "one"]'), "x.pbn")
    assert (found.code, found.line, found.column, found.message) == (
        "P007", 4, 9, "[Board] 'one' is not a board number")
    for value in ("None", "Love", "-", "EW", "All", "Both", "?", ""):
        assert shown(BASE_PBN.replace('"NS"]', f'"{value}"]'), "x.pbn") == []


def test_vulnerable_values_of_lin_and_the_notation() -> None:
    (found,) = shown(BASE_LIN.replace("sv|o|", "sv|x|"), "x.lin")
    assert (found.code, found.column) == ("P007", BASE_LIN.index("sv|o|") + 4)
    assert found.hint == "o (none), n (NS), e (EW) or b (both)"
    text = "deal 1\nvulnerable: Blah\nN: S—A\n"
    assert [(d.code, d.line, d.column) for d in shown(text, "x.hand")
            if d.code == "P007"] == [("P007", 2, 13)]
    assert not [d for d in shown("deal 1\nvulnerable: north-south\nN: S—A\n", "x.hand")
                if d.code == "P007"]


def test_a_card_typed_in_the_wrong_hand_is_one_message_naming_it() -> None:
    # ♣10 typed in N's clubs (AKQT) instead of E's (JT9 -> J9): N holds 14, E 12, and
    # E's ♣10 at trick 4 is not held. Moving ♣10 to E mends all three: one D002 at
    # the ♣10 printed (column 26 of the Deal line), the others folded under it.
    pbn = BASE_PBN.replace("AKQ T98.JT98.JT9.JT9", "AKQT T98.JT98.JT9.J9").replace(
        "S8 S7 S4 SQ", "CT C6 C2 CA")
    found = shown(pbn, "x.pbn")
    assert places(found) == [("D002", 11, 26)]
    assert found[0].hint == ("♣10 printed in N's hand is E's: E plays it at trick 4, and "
                             "E's hand lacks a card: move it to E's hand")
    assert sorted(places(list(found[0].folded))) == [("D002", 11, 28), ("L001", 23, 1)]


def test_a_card_in_the_wrong_hand_with_no_play_still_joins_the_counts() -> None:
    pbn = BASE_PBN.replace("AKQ T98.JT98.JT9.JT9", "AKQT T98.JT98.JT9.J9").replace(
        "[Play \"E\"]\nHJ H5 H2 HA\nST S5 S2 SA\nS9 S6 S3 SK\nS8 S7 S4 SQ\n*\n", "")
    found = shown(pbn, "x.pbn")
    assert [d.code for d in found] == ["D002"]
    assert found[0].hint == "a card printed in N's hand is E's: move it to E's hand"
    assert places(list(found[0].folded)) == [("D002", 11, 28)]


def test_a_contract_not_read_is_one_message_in_pbn_words() -> None:
    # '3NTX X' is no contract: the reader's P004 says it with PBN's form; the check
    # does not say it again with the book notation's (P007, `4♠ by S`).
    found = shown(BASE_PBN.replace('"3NT"]', '"3NTX X"]'), "x.pbn")
    assert places(found) == [("P004", 14, 12)]
    assert found[0].hint is not None and "[Declarer]" in found[0].hint


def test_a_result_not_read_folds_the_play_stopping_short() -> None:
    # The claim of the rest is made of the Result: with '13 tricks' not read there is
    # none, so the play stops after 4 tricks: that note follows from the P006.
    found = shown(BASE_PBN.replace('[Result "13"]', '[Result "13 tricks"]'), "x.pbn")
    assert places(found) == [("P006", 15, 10)]
    assert found[0].hint == 'the tricks won by the declaring side, as a number alone: ' \
        '[Result "13"]'
    assert [d.code for d in found[0].folded] == ["L010"]


def test_text_after_a_tag_names_that_tag_not_the_last_of_the_game() -> None:
    # Stray words on line 12, after [Deal]: the message names [Deal], not [Play]
    # (the game's last tag, at line 20).
    pbn = BASE_PBN.replace('[Scoring "?"]', 'some stray words\n[Scoring "?"]')
    (found,) = shown(pbn, "x.pbn")
    assert (found.code, found.line, found.column) == ("P014", 12, 1)
    assert found.message == "text after [Deal] skipped: 'some'…"


def test_a_nested_brace_comment_is_one_message() -> None:
    # '{a {nested} brace comment}': the comment ends at its first '}', the rest is
    # told once where it stands (P013), not as text skipped after another tag.
    pbn = BASE_PBN.replace('[Scoring "?"]', '{a {nested} brace comment}\n[Scoring "?"]')
    assert places(shown(pbn, "x.pbn")) == [("P013", 12, 13)]


def test_a_card_not_read_in_a_notation_row_keeps_its_turn() -> None:
    # Row 2 led by N: 'S1' is E's card; ♠5 stays S's and ♠2 W's. E plays ♠9 at trick
    # 3 and ♠8 at trick 4, so only ♠10 fits. Trick 2 has no winner as printed, so
    # the play gives NS 12 of the 13 the result states: folded under the P002.
    text = NOTATION_3NT + """\
1. E: HJ H5 H2 HA
2. N: SA SX S5 S2
3. N: SK S9 S6 S3
4. N: SQ S8 S7 S4
claim: N 9
result: 13
"""
    found = shown(text, "x.hand")
    assert places(found) == [("P002", 13, 10)]
    assert found[0].hint == "'SX' is ♠10, E's card never played"
    assert places(list(found[0].folded)) == [("L008", 17, 9)]


def test_a_wrong_play_tag_with_no_declarer_tag_folds_the_rotation_warning() -> None:
    # With no Declarer tag the reader cannot tell the hands from the tag: its P015
    # (the hands rotated) is said, but the check finds the play regular from E, the
    # auction's opening leader, so the P015 is folded under the L004 at the tag. The
    # claim of the rest made of the Result (E's side, the seat before S) is turned
    # with the columns: N's, 9 tricks after the 4 played.
    pbn = BASE_PBN.replace('[Play "E"]', '[Play "S"]').replace('[Declarer "N"]\n', "")
    found = shown(pbn, "x.pbn")
    assert places(found) == [("L004", 18, 2)]
    assert "P015" in [d.code for d in found[0].folded]


def test_a_lin_card_not_read_that_wins_its_trick_is_counted_again_for_the_claim() -> None:
    # Trick 1: E ♥J, S ♥5, W ♥2, and N's card 'H1'. N holds ♥A K Q and plays none of
    # them later: each fits alike, named together. As read, trick 1 has no winner, so
    # trick 2 is read from E, its leader (8 cards not held), and mc|13| (all 13 to
    # NS) claims 13 of the 10 left (L007). Any of the three wins trick 1 for N:
    # then N leads trick 2 and the claim of the rest is 13 - 3 = 10; all folded.
    lin = BASE_LIN.replace("pc|HA|", "pc|H1|")
    found = shown(lin, "x.lin")
    assert places(found) == [("P002", 1, lin.index("H1|") + 1)]
    assert found[0].hint == "'H1' is ♥A, ♥K or ♥Q: the cards N never plays that fit the play"
    assert sorted({d.code for d in found[0].folded}) == ["L001", "L007"]
    assert len(found[0].folded) == 9

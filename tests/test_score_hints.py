"""A score keeper's mistakes name the law they go against and the line to write.

The laws: a game is thirty points scored by tricks (1897 law 3); the honours are
scored as held (1905 law 6); a side which has won one game towards the current rubber
is vulnerable (the contract text); the 1905 laws know three tricks alone for a revoke
(law 87); a card seen twice proves the pack imperfect (1905 law 38 b); the doubling
stops at the limit of 100 (1904 law 58).
"""

from __future__ import annotations

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic

#: The docs' full deal of 1905: Z holds the ace, king, queen and knave of every suit
#: but clubs; no trump, Z wins every trick but the first.
FULL = """\
laws: laws-1905
rubber: a played deal

deal 1
Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A
A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K
Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q
B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2
make: Z declares spades
play:
1. A: CK CQ C2 CA
2. Z: SA S7 S3 S2
3. Z: SK S8 S4 C3
4. Z: SQ S9 S5 C4
5. Z: SJ S10 S6 C5
6. Z: HA H7 H3 H2
7. Z: HK H8 H4 C6
8. Z: HQ H9 H5 C7
9. Z: HJ H10 H6 C8
10. Z: DA D7 D3 D2
11. Z: DK D8 D4 C9
12. Z: DQ D9 D5 C10
13. Z: DJ D10 D6 CJ
"""


def _only(text: str, code: str) -> Diagnostic:
    (found,) = [d for d in check_text(text).diagnostics if d.code == code]
    return found


def test_honours_the_hands_do_not_hold_are_given_as_the_line_to_write() -> None:
    # Z holds four trump honours (A K Q J of spades) in one hand.
    d = _only(FULL + "honours: north-south simple honours\n", "S005")
    assert d.hint == ("write 'honours: north-south four honours in one hand', as the "
                      "hands give them")
    assert d.law == "law 6 (Laws of Bridge, 1905)"


def test_a_revoke_the_play_does_not_show_is_to_be_removed() -> None:
    d = _only(FULL + "revoke: B revokes\n", "S007")
    assert d.message == "the record says 'B revokes', but the play shows revokes by: none"
    assert d.hint == "the play shows no revoke: remove the line (or correct the play)"


def test_a_penalty_the_1905_laws_do_not_offer() -> None:
    d = _only("laws: laws-1905\nrubber: one deal\nmake: Z declares hearts\n"
              "result: the dealer wins nine tricks\nrevoke: B revokes, value added\n", "S007")
    assert d.hint == ("write the penalty 'three tricks taken', or leave it out (three "
                      "tricks are the default)")


def test_a_game_closed_too_soon_cites_the_game_law() -> None:
    # Two by cards in hearts, 8 a trick under 1897: 16, short of the 30 of a game.
    d = _only("laws: whist-club-1897\nrubber: g\n\ndeal 1\nmake: Z declares hearts\n"
              "result: north-south win two by cards\ngame: north-south\n", "S003")
    assert d.message.endswith("NS has 16 towards a game of 30")
    assert d.law == "law 3 (Whist Club, 1897)"


def test_a_vulnerability_the_games_do_not_give_cites_the_text_and_gives_the_line() -> None:
    d = _only("laws: contract-rubber\nrubber: r\n\ndeal 1\ncontract: 2♥ by S\n"
              "vulnerable: both\nresult: =\n", "S004")
    assert d.law == ("contract rubber bridge: a side which has already won one game "
                     "towards the current rubber is vulnerable")
    assert d.hint is not None and d.hint.startswith("write 'vulnerable: none'")


def test_a_card_played_twice_cites_the_pack_law() -> None:
    # Trick 3 gives Z's ace of spades again (played at trick 2).
    d = _only(FULL.replace("3. Z: SK S8 S4 C3", "3. Z: SA S8 S4 C3"), "L002")
    assert d.law == "law 38 b, d (Laws of Bridge, 1905)"


def test_a_double_past_the_limit_folds_the_note_that_nobody_answered_it() -> None:
    # No trump, 12 a trick: doubled 24, redoubled 48, 96, then 192, past 100.
    checked = check_text("laws: portland-1904\nrubber: r\n\ndeal 1\nmake: Z no trump\n"
                         "doubling: A doubles; Z redoubles; A redoubles; Z redoubles\n"
                         "result: north-south win the odd trick\n")
    (past,) = checked.diagnostics
    assert past.code == "A005" and "worth 192 points" in past.message
    assert [f.code for f in past.folded] == ["A013"]


def _said(text: str, path: str = "<text>") -> tuple[str, str | None]:
    (d,) = [d for d in check_text(text, path).diagnostics if d.code == "S004"]
    return d.message, d.hint


def test_a_duplicate_vulnerability_is_the_boards() -> None:
    # Board 2: North-South vulnerable (the board's number, not the games won).
    message, hint = _said("laws: contract-duplicate\n\ndeal 2\ncontract: 4S by S\n"
                          "vulnerable: none\nresult: 10\n")
    assert message == ("the record says vulnerable 'none', but board 2 makes it "
                       "north-south")
    assert hint == "write 'vulnerable: north-south', as board 2 gives it"


def test_a_chicago_vulnerability_is_the_sets_order() -> None:
    # Deal 2 of a set, dealt by East (the deals' turn from North): the dealer's side,
    # East-West, vulnerable.
    message, hint = _said("laws: chicago\n\ndeal 1\ncontract: 4S by S\nresult: 10\n\n"
                          "deal 2\ncontract: 3NT by S\nvulnerable: none\nresult: 9\n")
    assert message == ("the record says vulnerable 'none', but deal 2 of a Chicago set "
                       "makes it east-west")
    assert hint == ("write 'vulnerable: east-west', as the Chicago order gives it, or "
                    "start a new set at this deal with a 'rubber:' line")


def test_a_pbn_rubbers_vulnerability_is_told_in_its_tags() -> None:
    # 4♠ made by South wins North-South a game: at game 2 they are vulnerable.
    game = ('[Board "{0}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "N:- - - -"]\n'
            '[Scoring "Rubber"]\n[Declarer "S"]\n[Contract "{1}"]\n[Result "{2}"]\n{3}\n')
    text = game.format(1, "4S", 10, '[Rubber "one"]\n') + game.format(2, "3NT", 9, "")
    message, hint = _said(text, "r.pbn")
    assert message.endswith("but the games won so far make it north-south")
    assert hint == ('write [Vulnerable "NS"], as the games won give it, or start a new '
                    "rubber at this deal with a [Rubber] tag")

"""What a conversion keeps of the record's own wording, where the target can hold it:
LIN's separate ``nt`` items and the runs of spaces in them, the record's result in its
words, its seat letters; and what a target cannot hold said once (P017)."""

from __future__ import annotations

import json

from notation_deals import LIN_MD

from bridgebook.checking import check_text
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.pbn import read_pbn
from bridgebook.render.env import PbnText, markdown_inline
from bridgebook.syntax import parse

from .said import nt_items, read_clean_lin

# The board of LIN_MD: 1H 2H 4H by East, South leads the ♣5: West ♣3, North ♣A, East ♣J.
_AUCTION = "mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|"
# Three kibitzers' comments on lines one under the other (as BBO's vugraph writes
# them), the third with runs of spaces; and a card's note with a double space.
_LIN = (LIN_MD + _AUCTION + "pg||\nnt|caitlin: Hi all|pg||\nnt|vdoubleu: welcome|pg||\n"
        "nt|ahollan1: same boards   use http://x   to spy|pg||\n"
        "pc|c5|nt|Fleisher Team  http://y|pc|c3|pc|cA|pc|cJ|pg||mc|10|")
_SAID = ["caitlin: Hi all", "vdoubleu: welcome", "ahollan1: same boards   use http://x   to spy"]


def test_lin_nt_items_come_back_from_pbn_each_as_it_was() -> None:
    record = read_clean_lin(_LIN)
    assert [n.text for n in record.deals[0].notes] == _SAID
    pbn, dropped = convert_record(record, "pbn")
    assert dropped == []
    # each nt a paragraph of the deal's comment: PBN's comments one under the other
    # would be read as the lines of one paragraph
    assert "{caitlin: Hi all\n\nvdoubleu: welcome\n\nahollan1: same boards   use" in pbn
    again, found = read_pbn(pbn)
    assert found == []
    lin, dropped = convert_record(again, "lin")
    assert dropped == []
    assert nt_items(lin) == [*_SAID, "Fleisher Team  http://y"]


def test_lin_text_keeps_its_runs_of_spaces_in_lin_and_the_notation() -> None:
    record = read_clean_lin(_LIN)
    lin, dropped = convert_record(record, "lin")
    assert dropped == [] and nt_items(lin) == [*_SAID, "Fleisher Team  http://y"]
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert "C5{Fleisher Team  http://y}" in hand
    assert "> ahollan1: same boards   use http://x   to spy" in hand
    again, found = parse(hand)
    assert found == []
    play = again.deals[0].play
    assert play is not None and play.tricks[0].cards[0].note is not None
    assert play.tricks[0].cards[0].note.text == "Fleisher Team  http://y"
    lin, dropped = convert_record(again, "lin")
    assert nt_items(lin) == [*_SAID, "Fleisher Team  http://y"]


# A bridge whist deal in the books' words and seat letters (Z deals; the play a table).
_BOOK = """\
deal 3: Hand 3
laws: laws-1905
score: The score is love-all, rubber game.
Z: S—K, J, 10; H—7, 5, 3; D—None; C—Q, 10, 9, 8, 6, 5, 4
A: S—A, Q, 7, 5; H—10, 9, 6; D—K, J, 9, 7; C—A, J
Y: S—9, 8; H—K, Q, J, 8, 4; D—Q, 6, 5, 4; C—7, 3
B: S—6, 4, 3, 2; H—A, 2; D—A, 10, 8, 3, 2; C—K, 2
make: The dealer, Z, makes it no-trump.
play:
     A      Y      B      Z
1.   7♦     4♦     _A♦_   6♣
2.   _Q♠_   9♠     2♠     10♠
3.   10♥    8♥     _A♥_   3♥
4.   J♦     _Q♦_   2♦     K♠
5.   _9♦_   6♦     8♦     9♣
6.   5♠     8♠     6♠     _J♠_
7.   6♥     _K♥_   2♥     5♥
8.   9♥     _Q♥_   10♦    7♥
9.   _A♣_   7♣     2♣     Q♣
10.  _K♦_   5♦     3♦     8♣
11.  J♣     3♣     _K♣_   10♣
12.  _A♠_   4♥     3♠     5♣
13.  _7♠_   J♥     4♠     4♣
result: The dealer wins 4 tricks.
"""
# The play in the order of play, as the notation writes it, each row led by the winner
# of the trick before (the A♦ is B's, the Q♠ A's, …), in the record's letters.
_ROWS = """\
play:
1. A: D7 D4 DA C6
2. B: S2 S10 SQ S9
3. A: H10 H8 HA H3
4. B: D2 SK DJ DQ
5. Y: D6 D8 C9 D9
6. A: S5 S8 S6 SJ
7. Z: H5 H6 HK H2
8. Y: HQ D10 H7 H9
9. Y: C7 C2 CQ CA
10. A: DK D5 D3 C8
11. A: CJ C3 CK C10
12. B: S3 C5 SA H4
13. A: S7 HJ S4 C4
"""


def _book_written() -> str:
    """The deal as the notation writes it: every line as the record gave it but the
    play, which is in the order of play (Z, the dealer, unsaid as the books leave it)."""
    lines = _BOOK.splitlines(keepends=True)
    return "".join(lines[:8]) + _ROWS + lines[-1]


def test_the_notation_keeps_the_records_words_and_letters_through_json() -> None:
    record, found = parse(_BOOK)
    assert found == []
    hand, dropped = convert_record(record, "hand")
    assert dropped == [] and hand == _book_written()
    text, dropped = convert_record(record, "json")
    assert dropped == []
    document = json.loads(text)["deals"][0]
    assert document["naming"] == "book" and document["result"]["text"] == (
        "The dealer wins 4 tricks.")
    assert document["meta"]["make"] == "make: The dealer, Z, makes it no-trump."
    back, dropped = convert_record(read_json(json.loads(text)), "hand")
    assert dropped == [] and back == _book_written()
    assert check_text(back, "back.hand").diagnostics == []


def test_a_wrong_result_in_words_is_kept_as_stated() -> None:
    # the play gives the dealer 4 tricks; the record says 5: its words are kept, so
    # the check of the notation written tells the result as the record's does (L008)
    wrong = _BOOK.replace("wins 4 tricks", "wins 5 tricks")
    record, _ = parse(wrong)
    hand, _ = convert_record(record, "hand")
    assert hand.splitlines()[-1] == "result: The dealer wins 5 tricks."
    told = [d.code for d in check_text(wrong, "wrong.hand").diagnostics]
    assert "L008" in told and [d.code for d in check_text(hand, "again.hand").diagnostics] == told


def test_lin_says_the_result_lost_with_the_play() -> None:
    record, _ = parse(_BOOK)
    _, dropped = convert_record(record, "lin")
    assert [d.message for d in dropped if "only through an auction" in d.message] == [
        "LIN gives the declarer only through an auction; the play and the result of a "
        "deal with none are left out"]


def test_pbn_says_the_words_of_the_make_and_the_result_lost_once() -> None:
    record, _ = parse(_BOOK + "\n" + _BOOK.replace("deal 3: Hand 3", "deal 4: Hand 4"))
    pbn, dropped = convert_record(record, "pbn")
    said = [d for d in dropped if "words" in d.message]
    assert [(d.message, d.line) for d in said] == [
        ("PBN has no place for the record's words of the make and the result: the make "
         "written as its acts (the Make section); the result written as the declaring "
         "side's tricks (the Result tag)", 24),
        ("PBN has no place for the record's words of the make and the result: the make "
         "written as its acts (the Make section); the result written as the declaring "
         "side's tricks (the Result tag)", 49)]  # told once a file by convert
    assert '[Result "4"]' in pbn.splitlines()


_EMPTY = """\
[Board "1"]
[Dealer "N"]
[Vulnerable "Both"]
[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.7654.876.876 432.32.5432.5432"]
[Declarer ""]
[Contract ""]
[Result ""]
"""


def test_pbn_tags_that_state_nothing_stay_so_and_both_is_said() -> None:
    record, found = read_pbn(_EMPTY)
    assert found == []
    pbn, dropped = convert_record(record, "pbn")
    tags = pbn.splitlines()
    assert '[Declarer ""]' in tags and '[Contract ""]' in tags and '[Result ""]' in tags
    # 'Both' is PBN's import format; the export format writes 'All', the same: said
    assert '[Vulnerable "All"]' in tags
    assert [(d.code, d.line, d.column, d.message) for d in dropped] == [
        ("P017", 3, 14, "PBN's export format writes the vulnerability as None, NS, EW or All: "
         "'Both' is written 'All'")]


def test_a_vulnerability_respelt_in_many_games_is_said_once_a_file() -> None:
    # games 1 and 3 'Both', game 2 'Love', game 4 'NS' (PBN's own spelling): each
    # spelling rewritten is said once, at its first game, with how many games give it
    games = [_EMPTY.replace('"1"', f'"{n}"').replace("Both", vul)
             for n, vul in ((1, "Both"), (2, "Love"), (3, "Both"), (4, "NS"))]
    record, found = read_pbn("\n".join(games))
    assert found == []
    pbn, dropped = convert_record(record, "pbn")
    tags = pbn.splitlines()
    assert [t for t in tags if t.startswith("[Vulnerable")] == [
        '[Vulnerable "All"]', '[Vulnerable "None"]', '[Vulnerable "All"]', '[Vulnerable "NS"]']
    # each game is 8 lines (7 tags, a blank line): game 2's [Vulnerable] is line 11
    assert [(d.code, d.line, d.column, d.deal, d.message) for d in dropped] == [
        ("P017", 3, 14, 1, "PBN's export format writes the vulnerability as None, NS, EW "
         "or All: 'Both' is written 'All' (in the 2 games that give it so)"),
        ("P017", 11, 14, 2, "PBN's export format writes the vulnerability as None, NS, EW "
         "or All: 'Love' is written 'None'")]


def test_a_pbn_notes_own_suit_shorthand_is_the_suit_in_lin_too() -> None:
    # BEN writes its explanations with BBO's '!D'; bridgebook prints a PBN note's '!D'
    # as the suit (as its '\D'), so LIN's '!D', read back as '♦', is the same suit
    game = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 '
            '765.7654.876.876 432.32.5432.5432"]\n[Auction "N"]\n1D =1= Pass Pass Pass\n'
            '[Note "1:3+ !D; 11-21 HCP"]\n')
    record, found = read_pbn(game)
    assert found == []
    auction = record.deals[0].auction
    assert auction is not None
    explained = auction.calls[0].explanation
    assert explained is not None and explained.pbn and explained.text == "3+ !D; 11-21 HCP"
    assert '<span class="diamonds">♦</span>' in str(markdown_inline(PbnText("3+ !D")))
    lin, dropped = convert_record(record, "lin")
    assert dropped == [] and "an|3+ !D; 11-21 HCP|" in lin
    again = read_clean_lin(lin).deals[0].auction
    assert again is not None and again.calls[0].note == "3+ ♦; 11-21 HCP"

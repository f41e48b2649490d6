"""LIN's commentary among the calls (``mb|1S|nt|hello|mb|p|``) keeps its place where
the target can hold it: LIN's own, PBN's (commentary after a call in the Auction
section, ``1S {hello} Pass``), JSON's (each note's call kept in its meta); the book
notation, which has no place for it inside the auction, keeps it as the deal's
commentary and says so (P017)."""

from __future__ import annotations

import json

from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn

from .said import placed

# South deals and holds the spades, West the hearts, North the diamonds; 1S, passes.
_HEAD = ("pn|Ann,Bob,Cy,Di|md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
         "ah|Board 1|sv|o|")
_PLAY = "pc|H2|pc|D2|pc|C2|pc|SA|mc|13|\n"
# 'nt|hello|' after 1S (the head is 83 characters, 'mb|1S|' 6: the 'nt' at column 90,
# its text at 93), 'nt|there|' after the first pass, its explanation before it
_AMONG = _HEAD + "mb|1S|nt|hello|mb|p|an|why|nt|there|mb|p|mb|p|" + _PLAY


def _auction_lines(pbn: str) -> list[str]:
    lines = pbn.splitlines()
    start = lines.index('[Auction "S"]')
    return lines[start:lines.index('[Play "W"]')]


def test_lin_to_lin_keeps_the_commentary_after_its_call() -> None:
    lin, lost = convert_record(read_lin(_AMONG)[0], "lin")
    assert "|mb|1S|nt|hello|mb|p|an|why|nt|there|mb|p|mb|p|" in lin and lost == []


def test_lin_to_pbn_writes_it_after_its_call_in_the_auction() -> None:
    pbn, lost = convert_record(read_lin(_AMONG)[0], "pbn")
    assert lost == []
    assert _auction_lines(pbn) == ['[Auction "S"]', "1S {hello} Pass =1= {there} Pass Pass",
                                   '[Note "1:why"]']
    assert "{hello}" not in pbn.split('[Auction "S"]')[0]  # not the deal's as well


def test_through_pbn_it_comes_back_to_lin_in_its_place() -> None:
    pbn, _ = convert_record(read_lin(_AMONG)[0], "pbn")
    lin, lost = convert_record(read_pbn(pbn)[0], "lin")
    assert lost == []
    assert "|mb|1S|nt|hello|mb|p|an|why|nt|there|mb|p|mb|p|pg||" in lin


def test_pbn_commentary_after_a_call_is_lin_commentary_not_its_explanation() -> None:
    pbn = ('[Board "1"]\n[Dealer "S"]\n[Vulnerable "None"]\n'
           '[Deal "S:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'
           '[Declarer "S"]\n[Contract "1S"]\n[Result "?"]\n[Auction "S"]\n'
           '1S =1= {a fine bid} Pass Pass Pass\n[Note "1:five or more"]\n')
    lin, lost = convert_record(read_pbn(pbn)[0], "lin")
    assert "|mb|1S|an|five or more|nt|a fine bid|mb|p|" in lin and lost == []


def test_the_book_notation_says_the_place_is_lost() -> None:
    record, _ = read_lin(_AMONG)
    hand, lost = convert_record(record, "hand")
    # at the first 'nt' among the calls, its text
    assert placed(lost) == [
        "1:93 P017 the book notation has no place for commentary among the calls: LIN's "
        "nt after 1S (call 1) and after Pass (call 2) is kept as the deal's commentary"]
    assert "> hello" in hand and "> there" in hand


def test_json_keeps_each_notes_call_and_gives_it_back() -> None:
    # JSON has no places: its meta keeps, for each of the deal's notes, the call it
    # follows ('hello' the first call's, index 0, 'there' the second's)
    data, lost = convert_record(read_lin(_AMONG)[0], "json")
    assert lost == []
    deal = json.loads(data)["deals"][0]
    assert deal["notes"] == ["hello", "there"] and deal["meta"]["lin:nt:after"] == "0,1"
    again = read_json(json.loads(data))
    lin, lost = convert_record(again, "lin")
    assert "|mb|1S|nt|hello|mb|p|an|why|nt|there|mb|p|mb|p|pg||" in lin and lost == []
    pbn, lost = convert_record(again, "pbn")
    assert _auction_lines(pbn)[1] == "1S {hello} Pass =1= {there} Pass Pass" and lost == []
    assert convert_record(again, "json")[0] == data  # JSON -> JSON the same


def test_commentary_after_the_last_call_is_the_deals() -> None:
    # after the auction: the deal's commentary, nothing said lost
    record, _ = read_lin(_HEAD + "mb|1S|mb|p|mb|p|mb|p|nt|after|" + _PLAY)
    for target in ("hand", "json", "pbn"):
        assert convert_record(record, target)[1] == []


def test_commentary_before_the_first_call_keeps_its_place() -> None:
    # 'nt|before|' ahead of 1S (its text at column 87, after the 83 of the head):
    # PBN holds it in the Auction section before the first call, JSON by its meta
    # ('-1': it follows no call), and each gives it back to LIN before the 1S; the
    # book notation has no place for it inside the auction (P017 at the nt)
    text = _HEAD + "nt|before|mb|1S|mb|p|mb|p|mb|p|nt|after|" + _PLAY
    record, _ = read_lin(text)
    back = "|nt|before|mb|1S|mb|p|mb|p|mb|p|pg||nt|after|"
    assert back in convert_record(record, "lin")[0]
    pbn, lost = convert_record(record, "pbn")
    assert _auction_lines(pbn) == ['[Auction "S"]', "{before}", "1S Pass Pass Pass"]
    assert lost == []
    assert back in convert_record(read_pbn(pbn)[0], "lin")[0]
    data, lost = convert_record(record, "json")
    assert json.loads(data)["deals"][0]["meta"]["lin:nt:after"] == "-1,"
    assert lost == []
    assert back in convert_record(read_json(json.loads(data)), "lin")[0]
    _, lost = convert_record(record, "hand")
    assert placed(lost) == ["1:87 P017 the book notation has no place for commentary among "
                            "the calls: LIN's nt before the first call is kept as the "
                            "deal's commentary"]


def test_two_comments_after_one_call_stay_two() -> None:
    # PBN's '1S {there} {two}': two 'nt' after the 1S in LIN, two comments again in PBN
    lin = _HEAD + "mb|1S|nt|there|nt|two|mb|p|mb|p|mb|p|" + _PLAY
    pbn, _ = convert_record(read_lin(lin)[0], "pbn")
    assert _auction_lines(pbn)[1] == "1S {there} {two} Pass Pass Pass"
    record, _ = read_pbn(pbn)
    assert "|mb|1S|nt|there|nt|two|mb|p|" in convert_record(record, "lin")[0]
    assert _auction_lines(convert_record(record, "pbn")[0])[1] == (
        "1S {there} {two} Pass Pass Pass")

"""What ``convert`` keeps of a book-notation record, and writes nothing it does not
hold: the make's lines with their doubling (compared by their acts, not their text),
the commentary's paragraphs and places, the ``#`` comment lines, and no dealer where
the record names none."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from bridgebook.checking import check_file, check_text
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Act, HandRecord, Seat
from bridgebook.syntax import parse

ROOT = Path(__file__).resolve().parents[2]

_HANDS = ("Z: S—A, K, Q, J; H—A, K, Q; D—A, K, Q; C—A, K, Q\n"
          "A: S—10, 9, 8; H—J, 10, 9, 8; D—J, 10, 9; C—J, 10, 9\n"
          "Y: S—7, 6, 5; H—7, 6, 5; D—8, 7, 6, 5; C—8, 7, 6\n"
          "B: S—4, 3, 2; H—4, 3, 2; D—4, 3, 2; C—5, 4, 3, 2\n")
# Z deals and declares no trump, A doubles, Z is satisfied; Z wins all thirteen.
_MADE = ("deal 1\nlaws: laws-1905\n" + _HANDS
         + "make: Z declares no trump\ndoubling: A doubles; Z satisfied\nresult: 13\n")


def _json_of(text: str) -> Any:
    record, found = parse(text)
    assert found == []
    written, lost = convert_record(record, "json")
    assert lost == []
    return json.loads(written)


def test_a_make_and_its_doubling_lines_are_the_acts_words_not_the_records_own() -> None:
    record, found = parse(_MADE)
    assert found == []
    pbn, lost = convert_record(record, "pbn")
    # the words are the acts' own, one line each: PBN's Make section holds them all
    assert lost == []
    assert "[Make \"S\"]\nS:NT W:X S:Sat" in pbn
    hand, lost = convert_record(record, "hand")
    assert lost == [] and hand == _MADE


def test_the_records_own_words_of_the_make_are_said_lost_to_pbn() -> None:
    record, _ = parse(_MADE.replace("Z declares no trump", "The dealer, Z, makes it no-trump"))
    _, lost = convert_record(record, "pbn")
    assert [d.code for d in lost] == ["P017"]
    assert "the record's words of the make" in lost[0].message


def test_an_edited_jsons_acts_are_written_not_its_meta_lines() -> None:
    data = _json_of(_MADE)
    deal = data["deals"][0]
    assert deal["meta"]["make"] == (
        "make: Z declares no trump\ndoubling: A doubles; Z satisfied")
    # unedited: the lines come back as they were
    hand, lost = convert_record(read_json(data), "hand")
    assert lost == [] and hand == _MADE
    # A's double made a redouble in the acts alone: the acts are written, each in
    # the notation's words, the lines that state the double are not
    deal["make"][1]["act"] = "XX"
    record = read_json(data)
    assert [d.act for d in record.deals[0].declaration] == [
        Act.DECLARE, Act.REDOUBLE, Act.SATISFIED]
    hand, lost = convert_record(record, "hand")
    assert lost == []
    assert "make: Z declares no trump; A redoubles; Z satisfied\nresult: 13\n" in hand
    assert "doubling:" not in hand
    again, found = parse(hand)
    assert found == [] and again.deals[0].declaration[1].seat is Seat.W


def test_the_result_in_the_records_words_is_kept_where_its_tricks_are_the_plays() -> None:
    # A B (the adversaries) win none: the declaring side Y Z all thirteen
    text = _MADE.replace("result: 13", "result: A B win 0 tricks")
    record, found = parse(text)
    assert found == []
    hand, _ = convert_record(record, "hand")
    assert hand == text
    # from JSON, whose result has the declaring side's tricks and the words
    hand, _ = convert_record(read_json(_json_of(text)), "hand")
    assert hand == text


# Two paragraphs on the deal, the first of two lines; one of two lines on trick 1.
_COMMENTED = ("deal 1\nlaws: laws-1905\n" + _HANDS
              + "> The first line of a paragraph,\n> its second line.\n>\n> Another paragraph.\n"
              + "make: Z declares no trump\nplay:\n1. A: S10 S2 S5 SA\n"
              + "> Z wins the first trick,\n> with the ace.\n")


def test_commentary_keeps_its_paragraphs_through_json() -> None:
    data = _json_of(_COMMENTED)
    deal = data["deals"][0]
    # a note a paragraph (two here, one a line under the other): not a note a line
    assert deal["notes"] == [
        "The first line of a paragraph,\nits second line.\n\nAnother paragraph."]
    assert deal["trick_notes"] == {"1": ["Z wins the first trick,\nwith the ace."]}
    hand, lost = convert_record(read_json(data), "hand")
    assert lost == [] and hand == _COMMENTED


# Compass seats, no 'dealer:' line and no auction table: the record names no dealer.
_NO_DEALER = ("deal 1\nlaws: laws-1905\n" + _HANDS.replace("Z:", "S:").replace("A:", "W:")
              .replace("Y:", "N:").replace("B:", "E:"))


def test_no_dealer_is_written_where_the_record_names_none() -> None:
    record, found = parse(_NO_DEALER)
    assert found == [] and record.deals[0].dealer is None
    hand, lost = convert_record(record, "hand")
    assert lost == [] and hand == _NO_DEALER
    pbn, lost = convert_record(record, "pbn")
    assert lost == [] and '[Dealer "?"]' in pbn
    # the Deal tag's hands from the seat the check takes (South, in bridge whist)
    assert '[Deal "S:AKQJ.AKQ.AKQ.AKQ ' in pbn
    data = _json_of(_NO_DEALER)
    assert data["deals"][0]["dealer"] is None
    assert read_json(data).deals[0].dealer is None
    hand, _ = convert_record(read_json(data), "hand")
    assert hand == _NO_DEALER


def test_lin_says_the_dealer_it_must_name_once() -> None:
    two = _NO_DEALER + "\n" + _NO_DEALER.replace("deal 1", "deal 2")
    record, _ = parse(two)
    lin, lost = convert_record(record, "lin")
    assert [(d.code, d.deal, d.line) for d in lost] == [("P017", 1, 1)]
    assert lost[0].message == (
        "LIN's md names a dealer, and the record names none in 2 deals: each is written "
        "with the dealer the check takes, South")
    # bridge whist: South deals, LIN's digit 1, the hands from South's round
    assert lin.count("|md|1SAKQJHAKQDAKQCAKQ,ST98HJT98DJT9CJT9,S765H765D8765C876,"
                     "S432H432D432C5432|") == 2
    record, _ = parse(two.replace("laws-1905\n", "laws-1905\ndealer: W\n"))
    assert convert_record(record, "lin")[1] == []


def test_an_auction_with_no_dealer_comes_back_with_none() -> None:
    text = (_NO_DEALER.replace("laws-1905", "contract-rubber")
            + "auction: 1NT pass pass pass\n")
    record, found = parse(text)
    assert found == []
    hand, _ = convert_record(record, "hand")
    assert hand == text
    data = _json_of(text)
    deal = data["deals"][0]
    assert deal["dealer"] is None and deal["auction"]["first"] is None
    hand, _ = convert_record(read_json(data), "hand")
    assert hand == text
    pbn, _ = convert_record(record, "pbn")
    # unknown dealer; the auction from South, the seat the check takes
    assert '[Dealer "?"]' in pbn and '[Auction "S"]\n1NT Pass Pass Pass' in pbn


def test_a_played_deal_with_no_dealer_checks_clean_in_every_format_and_back(
        tmp_path: Path) -> None:
    # The demo's fifth deal without its 'dealer: S': the check takes South as dealer,
    # so 3S pass 4S makes S declarer and W leads. Each format writes the auction and
    # the hands from South (LIN's md digit 1), so each checks clean, and so does the
    # notation written back from it (before, PBN and LIN started from North: N
    # declarer, E to lead, an L004 in PBN and 23 errors back from LIN).
    source = (ROOT / "hands" / "deals" / "05-discard-before-trumps.hand").read_text(
        encoding="utf-8").replace("dealer: S\n", "")
    record, found = parse(source)
    assert found == [] and check_text(source, "nd.hand").diagnostics == []
    readers: dict[str, Callable[[str], HandRecord]] = {
        "pbn": lambda t: read_pbn(t)[0], "lin": lambda t: read_lin(t)[0],
        "json": lambda t: read_json(json.loads(t))}
    for target, read in readers.items():
        text, _ = convert_record(record, target)
        (tmp_path / f"nd.{target}").write_text(text, encoding="utf-8")
        assert check_file(tmp_path / f"nd.{target}", f"nd.{target}").diagnostics == [], target
        back, _ = convert_record(read(text), "hand")
        assert check_text(back, "back.hand").diagnostics == [], target
    assert "md|1" in convert_record(record, "lin")[0]


def test_a_dealer_named_is_written() -> None:
    text = _NO_DEALER.replace("laws-1905\n", "laws-1905\ndealer: E\n")
    record, _ = parse(text)
    hand, _ = convert_record(record, "hand")
    assert hand == text
    pbn, _ = convert_record(record, "pbn")
    assert '[Dealer "E"]' in pbn


# '#' lines before the deals, after the deal's line, among the hands, between two
# tricks and at the end; commentary after the auction and after the result.
_PLACED = ("# Before the deals.\n# A second line.\n\n"
           "deal 1\nlaws: laws-1905\n# After the deal's line.\n"
           "Z: S—A, K, Q, J; H—A, K, Q; D—A, K, Q; C—A, K, Q\n"
           "# Between two hands.\n"
           + _HANDS.split("\n", 1)[1]
           + "> On the deal.\n"
           + "make: Z declares no trump\n> After the make,\n> one paragraph.\n"
           + "play:\n1. A: S10 S2 S5 SA\n# Between two tricks.\n2. Z: SK S8 S6 S3\n"
           + "claim: Z the rest\nresult: 13\n> After the result.\n>\n> Its second paragraph.\n"
           + "# At the end.\n")


def test_comment_lines_and_commentary_stay_where_they_were() -> None:
    record, found = parse(_PLACED)
    assert found == []
    assert [n.text for n in record.comments] == ["# Before the deals.", "# A second line."]
    assert [n.text for n in record.deals[0].comments] == [
        "# After the deal's line.", "# Between two hands.", "# Between two tricks.",
        "# At the end."]
    hand, lost = convert_record(record, "hand")
    assert lost == []
    assert hand == _PLACED
    again, found = parse(hand)
    assert found == []
    assert convert_record(again, "hand")[0] == _PLACED


def test_comment_lines_are_said_lost_once_to_other_formats() -> None:
    record, _ = parse(_PLACED)
    for target, name in (("pbn", "PBN"), ("lin", "LIN"), ("json", "JSON")):
        _, lost = convert_record(record, target)
        said = [d for d in lost if "'#' lines" in d.message]
        assert [(d.code, d.line, d.message) for d in said] == [
            ("P017", 1, f"{name} has no place for the book notation's '#' lines "
             "(6 of them): left out")], target


def test_json_says_the_place_of_commentary_after_the_result_lost() -> None:
    # JSON keeps a deal's commentary but not where the record wrote it: the two '>'
    # lines after 'result:' (lines 6 and 7) come back under the hands, said once.
    text = ("deal 1\nlaws: laws-1905\n" + _HANDS + "make: Z no trump\nresult: 13\n"
            "> one\n> two\n")
    record, found = parse(text)
    assert found == []
    _, lost = convert_record(record, "json")
    late = [(d.line, d.message) for d in lost if "commentary after" in d.message]
    line = text.splitlines().index("> one") + 1
    assert late == [(line, "JSON has no place for commentary after the make, the auction, "
                           "the play or the result (2 lines): kept as the deal's commentary")]
    _, lost = convert_record(record, "pbn")
    assert not [d for d in lost if "commentary after" in d.message]

"""What a conversion leaves out (P017) is named as the file read writes it: PBN's tags
by their names (Event, not bridgebook's own key 'event'), the notation's keys as its
'key:' lines, JSON's by the keys of its 'meta'."""

from __future__ import annotations

import json
from pathlib import Path

from notation_deals import HANDS_COMPASS, PBN_DEAL

from bridgebook.checking import check_text
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.pbn import read_pbn
from bridgebook.interop.pbn_tags import key_named
from bridgebook.model import HandRecord
from bridgebook.syntax import parse

HANDS = HANDS_COMPASS

TAGGED = ('[Event "Club night"]\n[Site "Home"]\n[Date "2024.01.02"]\n[Board "1"]\n'
          '[Title "A grand"]\n[Dealer "N"]\n' + PBN_DEAL + '[Room "Open"]\n'
          '[Stage "Final"]\n[ScoreBefore "love all"]\n')


def test_what_lin_loses_of_a_pbn_game_is_named_by_its_tags() -> None:
    record, problems = read_pbn(TAGGED)
    assert problems == []
    _, lost = convert_record(record, "lin")
    # Each tag once (Title is the deal's title and a tag kept), sorted, at the first
    # of them that has a place: Event's value, line 1 from column 9. (The room of a
    # match is LIN's qx letter: not lost.)
    assert [(d.code, d.line, d.column, d.message) for d in lost] == [
        ("P017", 1, 9, "LIN has no item for Date, Event, ScoreBefore, Site, Stage, Title; "
         "left out")]


def test_what_lin_loses_of_the_notation_is_named_by_its_keys() -> None:
    record, problems = parse("deal 1: A grand\nevent: Club night\ndate: 2024.01.02\n"
                             "dealer: N\n" + HANDS)
    assert problems == []
    _, lost = convert_record(record, "lin")
    assert [(d.line, d.column, d.message) for d in lost] == [
        (2, 8, "LIN has no item for the title, 'date:', 'event:'; left out")]


def test_what_a_json_record_loses_is_named_by_its_meta_keys() -> None:
    record, _ = read_pbn(TAGGED)
    again = read_json(json.loads(convert_record(record, "json")[0]))
    _, lost = convert_record(again, "lin")
    assert [d.message for d in lost] == [
        "LIN has no item for 'date', 'event', 'pbn:Site', 'pbn:Stage', 'pbn:Title', 'score', "
        "'title'; left out"]
    _, lost = convert_record(again, "hand")
    assert [d.message for d in lost] == [
        "the book notation has no key for 'pbn:Site', 'pbn:Stage'; left out"]
    # the same record read from PBN: the tags' names
    _, lost = convert_record(record, "hand")
    assert [d.message for d in lost] == ["the book notation has no key for Site, Stage; left out"]


def test_what_pbn_loses_of_the_notations_own_keys_is_named_as_the_file_writes_them(
        ) -> None:
    # The notation's 'lead:' and 'printed:' keys (a score record's), which PBN has no
    # tag for: from the notation its lines, from JSON the keys of its 'meta'.
    record, problems = parse("deal 1\nlaws: contract-rubber\nlead: any\n"
                             "printed: N S 100 above\ndealer: N\n" + HANDS)
    assert problems == []
    _, lost = convert_record(record, "pbn")
    assert [(d.line, d.column, d.message) for d in lost] == [
        (3, 7, "PBN has no tag for the book notation's 'lead:', 'printed:'; left out")]
    again = read_json(json.loads(convert_record(record, "json")[0]))
    _, lost = convert_record(again, "pbn")
    assert [d.message for d in lost] == [
        "PBN has no tag for the 'meta' keys 'lead', 'printed'; left out"]


def _printed(name: str) -> HandRecord:
    """The deals of a printed book's text in tests/data/printed."""
    root = Path(__file__).resolve().parent.parent / "data" / "printed"
    result = check_text((root / name).read_text(encoding="utf-8"), name)
    assert result.diagnostics == []
    return HandRecord(tuple(report.deal for report in result.deals))


def test_what_lin_loses_of_a_printed_text_names_no_key_of_bridgebooks_own() -> None:
    # The printed make sentence ("Z deals and passes the make. Y declares hearts.")
    # is the make LIN has no place for, told once with it, not as a key; the title,
    # the score sentence and the heading are named as the notation writes them.
    record = _printed("later-layout.txt")
    assert record.deals[0].meta["printed:make"] == (
        "Z deals and passes the make. Y declares hearts.")
    _, lost = convert_record(record, "lin")
    assert [d.message for d in lost] == [
        "LIN has no place for the make and the doubling of bridge whist; they are left out",
        "LIN gives the declarer only through an auction; the play and the result of a "
        "deal with none are left out",
        "LIN has no item for the title, 'score:', 'source:'; left out"]


def test_pbn_says_it_loses_a_printed_make_sentences_words() -> None:
    # "The dealer, Z, makes it no-trump, and A leads for the first trick." is written
    # as its act in the Make section; its words are said lost, as a 'make:' line's
    # are, with the result's ("The dealer wins four tricks.", the Result tag's 4).
    record = _printed("elwell-layout.txt")
    _, lost = convert_record(record, "pbn")
    # (at the result sentence, line 48; the table's winners at its row of seats)
    assert [(d.line, d.column, d.message) for d in lost] == [
        (48, 1, "PBN has no place for the record's words of the make and the result: the "
         "make written as its acts (the Make section); the result written as the "
         "declaring side's tricks (the Result tag)"),
        (31, 12, "PBN has no mark for the card that won a trick; the winners follow from "
         "the play")]
    assert key_named("printed:make", "book") == "the printed make sentence"
    assert key_named("printed:make", "json") == "'printed:make'"

"""What a conversion leaves out (P017) is named as the file read writes it: PBN's tags
by their names (Event, not bridgebook's own key 'event'), the notation's keys as its
'key:' lines, JSON's by the keys of its 'meta'."""

from __future__ import annotations

import json

from notation_deals import HANDS_COMPASS, PBN_DEAL

from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.pbn import read_pbn
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

"""A card not played ('-') within a table's play, before its last trick: one message at
the cell (L006), the card its player never plays that fits named, and the problems the
'-' sets off folded; the same message in PBN, in the notation written from it and in
JSON."""

from __future__ import annotations

from notation_deals import PBN_7NT

from bridgebook.checking import check_text
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn

# 7NT by N, E leads; the Play tag's columns E S W N. N wins the four spade tricks; W,
# with one spade, throws clubs from trick 2.
HEAD = PBN_7NT.replace('[Result ""]', '[Result "13"]') + '7NT Pass Pass Pass\n[Play "E"]\n'


def _errors(text: str, name: str) -> list[Diagnostic]:
    return [d for d in check_text(text, name).diagnostics if d.severity is not Severity.INFO]


def test_a_dash_within_the_play_is_told_at_its_cell() -> None:
    # S's '-' at trick 2 (line 11, column 4): ♠4 is the one spade S never plays, and
    # spades are led. The Result makes no claim of the rest for a play with a trick
    # short before its last: the note that the play stops after 4 tricks stands, as
    # it does in the notation written from it (no claim).
    text = HEAD + "S7 S3 S2 SA\nS8 - C2 SK\nS9 S5 C3 SQ\nST S6 C4 SJ\n*\n"
    found = check_text(text, "t.pbn").diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("L010", 9, 2), ("L006", 11, 4)]
    told = found[1]
    assert told.message == "trick 2 has 3 cards, not four: no card of S"
    assert told.hint == "S's ♠4, never played, fits the play: write it for the '-'"
    assert told.folded == ()


def test_a_dash_in_rows_written_in_the_order_of_play() -> None:
    # Rows 2 to 4 start from N, who leads them: read by who holds the cards (L030), the
    # '-' of row 2 (N E S W: the third cell, column 7) is S's card.
    text = HEAD + "S7 S3 S2 SA\nSK S8 - C2\nSQ S9 S5 C3\nSJ ST S6 C4\n*\n"
    found = _errors(text, "o.pbn")
    assert [(d.code, d.line, d.column) for d in found] == [("L030", 9, 2), ("L006", 11, 7)]
    assert found[1].hint == "S's ♠4, never played, fits the play: write it for the '-'"


def test_a_dash_that_leaves_a_revoke_later_folds_it() -> None:
    # W's '-' at trick 1 keeps his one spade, ♠2: his clubs on N's spades at tricks 2, 3
    # and 4 are then revokes (L003), the '-''s doing. With ♠2 written for the '-', the
    # play is regular.
    text = HEAD + "S7 S3 - SA\nS8 S4 C2 SK\nS9 S5 C3 SQ\nST S6 C4 SJ\n*\n"
    found = _errors(text, "r.pbn")
    assert [(d.code, d.line, d.column) for d in found] == [("L006", 10, 7)]
    assert found[0].hint == "W's ♠2, never played, fits the play: write it for the '-'"
    assert [(d.code, d.trick) for d in found[0].folded] == [("L003", 2), ("L003", 3),
                                                            ("L003", 4)]


def test_the_same_dash_in_the_notation_written_from_it() -> None:
    # The notation writes the row as a table in the Play tag's columns, '-' in W's cell
    # ("1. E: S7 S3 - SA"): its check says what the PBN's says, the revokes folded
    # under the one L006, at the '-'.
    text = HEAD + "S7 S3 - SA\nS8 S4 C2 SK\nS9 S5 C3 SQ\nST S6 C4 SJ\n*\n"
    record, _ = read_pbn(text)
    said = sorted(f"{d.code} {d.message}" for d in check_text(text, "r.pbn").diagnostics)
    hand, _ = convert_record(record, "hand")
    rows = hand.splitlines()
    row = rows.index("1. E: S7 S3 - SA")
    in_hand = check_text(hand, "r.hand").diagnostics
    assert sorted(f"{d.code} {d.message}" for d in in_hand) == said
    (short,) = [d for d in in_hand if d.code == "L006"]
    assert (short.line, short.column) == (row + 1, rows[row].index("-") + 1)
    assert short.hint == "W's ♠2, never played, fits the play: write it for the '-'"
    assert [d.code for d in short.folded] == ["L003"] * 3


def test_two_dashes_are_two_messages_each_at_its_cell() -> None:
    # W's '-' at trick 1 (his ♠2 kept: revokes at tricks 2, 3 and 4) and S's at trick 3
    # (his ♠5, the one spade he never plays; he follows at trick 4 with ♠6 all the same).
    text = HEAD + "S7 S3 - SA\nS8 S4 C2 SK\nS9 - C3 SQ\nST S6 C4 SJ\n*\n"
    found = _errors(text, "two.pbn")
    assert [(d.code, d.line, d.column) for d in found] == [("L006", 10, 7), ("L006", 12, 4)]
    assert [d.hint for d in found] == [
        "W's ♠2, never played, fits the play: write it for the '-'",
        "S's ♠5, never played, fits the play: write it for the '-'"]
    assert [(d.code, d.trick) for d in found[0].folded] == [("L003", 2), ("L003", 3),
                                                            ("L003", 4)]
    assert found[1].folded == ()

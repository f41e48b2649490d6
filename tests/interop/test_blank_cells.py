"""A '-' cell within PBN's play, before its last trick: one message at the cell (L006),
the card its player never plays that fits named, and what the '-' sets off folded."""

from __future__ import annotations

from notation_deals import PBN_7NT

from bridgebook.checking import check_text
from bridgebook.diagnostics import Severity

# 7NT by N, E leads; the Play tag's columns E S W N. N wins the four spade tricks; W,
# with one spade, throws clubs from trick 2.
HEAD = PBN_7NT.replace('[Result ""]', '[Result "13"]') + '7NT Pass Pass Pass\n[Play "E"]\n'


def test_a_dash_within_the_play_folds_the_claim_it_undoes() -> None:
    # S's '-' at trick 2 (line 11): the row short of a card before the last leaves the
    # reader no claim of the rest from the Result, and the play stops after 4 tricks
    # (L010). With S's ♠4, the only spade S never plays, N claims 13 - 4 = 9: no note.
    text = HEAD + "S7 S3 S2 SA\nS8 - C2 SK\nS9 S5 C3 SQ\nST S6 C4 SJ\n*\n"
    found = check_text(text, "t.pbn").diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("L006", 11, 4)]
    (told,) = found
    assert told.message == ("trick 2 has 3 cards, not four: '-' for S's card, but the play "
                            "goes on after the trick")
    assert told.hint == "S's ♠4, never played, fits the play: write it for the '-'"
    assert [d.code for d in told.folded] == ["L010"]


def test_a_dash_in_rows_written_in_the_order_of_play() -> None:
    # Rows 2 to 4 start from N, who leads them: read by who holds the cards (L030), the
    # '-' of row 2 (N E S W: the third cell, column 7) is S's card.
    text = HEAD + "S7 S3 S2 SA\nSK S8 - C2\nSQ S9 S5 C3\nSJ ST S6 C4\n*\n"
    found = [d for d in check_text(text, "o.pbn").diagnostics
             if d.severity is not Severity.INFO]
    assert [(d.code, d.line, d.column) for d in found] == [("L030", 9, 2), ("L006", 11, 7)]
    assert found[1].hint == "S's ♠4, never played, fits the play: write it for the '-'"
    assert [d.code for d in found[1].folded] == ["L010"]


def test_a_dash_that_leaves_a_revoke_later_folds_it() -> None:
    # W's '-' at trick 1 keeps his one spade, ♠2: his clubs on N's spades at tricks 2, 3
    # and 4 are then revokes (L003), the '-''s doing. With ♠2 written for the '-', the
    # play is regular.
    text = HEAD + "S7 S3 - SA\nS8 S4 C2 SK\nS9 S5 C3 SQ\nST S6 C4 SJ\n*\n"
    found = check_text(text, "r.pbn").diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("L006", 10, 7)]
    assert found[0].hint == "W's ♠2, never played, fits the play: write it for the '-'"
    folded = sorted((d.code, d.trick or 0) for d in found[0].folded)
    assert folded == [("L003", 2), ("L003", 3), ("L003", 4), ("L010", 0)]


def test_two_dashes_are_two_messages_each_at_its_cell() -> None:
    # W's '-' at trick 1 (his ♠2 kept: revokes at tricks 2, 3 and 4) and S's at trick 3
    # (his ♠5, the one spade he never plays; he follows at trick 4 with ♠6 all the same).
    text = HEAD + "S7 S3 - SA\nS8 S4 C2 SK\nS9 - C3 SQ\nST S6 C4 SJ\n*\n"
    # With either '-' left, the Result makes no claim of the rest: the note that the
    # play stops after 4 tricks stays, the doing of both.
    found = [d for d in check_text(text, "two.pbn").diagnostics
             if d.severity is not Severity.INFO]
    assert [(d.code, d.line, d.column) for d in found] == [("L006", 10, 7), ("L006", 12, 4)]
    assert [d.hint for d in found] == [
        "W's ♠2, never played, fits the play: write it for the '-'",
        "S's ♠5, never played, fits the play: write it for the '-'"]
    assert sorted((d.code, d.trick or 0) for d in found[0].folded) == [
        ("L003", 2), ("L003", 3), ("L003", 4)]
    assert found[1].folded == ()

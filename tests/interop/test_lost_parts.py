"""A part of a deal lost in reading is one message, what it sets off folded under it:
a PBN Deal tag never closed (P013), a card left out of a hand of LIN's md (D002)."""

from __future__ import annotations

from .said import BEN, LIN, loud


def test_a_deal_tag_cut_short_is_one_message() -> None:
    # line 15: the Deal tag of board 1, cut in its third hand
    lines = BEN.split("\n")
    assert lines[14].startswith('[Deal "W:Q862.AKQJ5..QJ65 T43.74.T9652.A83 ')
    lines[14] = '[Deal "W:Q862.AKQJ5..QJ65 T43.74.T9652.A'
    (cut,) = loud("\n".join(lines), "cut.pbn")
    assert (cut.code, cut.line, cut.column) == ("P013", 15, 1)
    assert cut.message == 'the [Deal] tag is never closed: a tag must be [Name "value"]'
    # no hands (D007, at the game) and a play that cannot be checked (L012, at Play)
    assert [(f.code, f.line) for f in cut.folded] == [("D007", 2), ("L012", 33)]


def test_a_card_left_out_of_md_is_named() -> None:
    # LIN's board 1's md: S ♠K ♥AKQ9754 ♦96 ♣K85 (his ♣K is the fourth card of trick 1)
    text = LIN.replace("md|3SKH4579QKAD69C58K,", "md|3SKH4579QKAD69C58,", 1)
    (short,) = loud(text, "md.lin")
    assert short.code == "D002" and short.message.startswith("S's hand holds 12 cards")
    assert short.hint == ("write ♣K in S's hand of md, which leaves it out: with it the "
                          "fourth hand is the 13 cards left, and the play follows")
    assert [f.code for f in short.folded] == ["L012"]

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
    assert found.hint == "'SX' is ♠10 or ♠8, E's cards never played"


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

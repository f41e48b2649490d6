"""Where a problem stands in a file of many games: the board, the table and the game
(docs/diagnostics.md, "The deal, the game and the table"); a file with no deal is
never counted as holding one; LIN is given no call a PBN source did not make."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.checking import check_file, read_record
from bridgebook.checking.text import check_text
from bridgebook.cli import main
from bridgebook.interop.convert import convert_record
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import IMPLIED_AUCTION, CallKind, CardSet, Deal, Seat, Strain
from bridgebook.report import format_diagnostic, summary

#: South holds the spades, West the hearts, North the diamonds, East the clubs;
#: South deals and bids 7S, West leads.
_MD = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|mb|7S|mb|p|mb|p|mb|p|"
#: Board 12 in both rooms; in the closed room South plays ♥3, which West holds.
_LIN = (f"qx|o12|{_MD}pc|HA|pc|D2|pc|C2|pc|S2|mc|13|\n"
        f"qx|c12|{_MD}pc|HA|pc|D2|pc|C2|pc|H3|mc|13|\n")


def test_a_lin_problem_names_the_board_the_room_and_the_game() -> None:
    result = check_text(_LIN, "x.lin")
    (held,) = [d for d in result.diagnostics if d.code == "L001"]
    assert (held.line, held.column) == (2, 105)
    assert (held.deal, held.game, held.table) == (12, 2, "closed room")
    assert held.message == "♥3 by S at trick 1: S does not hold it"
    text = format_diagnostic(held, _LIN.splitlines())
    assert text.splitlines()[0] == (
        "x.lin:2:105: L001 board 12, closed room, game 2: ♥3 by S at trick 1: "
        "S does not hold it")


def test_the_json_report_gives_the_game_and_the_table(tmp_path: Path) -> None:
    path = tmp_path / "rooms.lin"
    path.write_text(_LIN, encoding="utf-8")
    out = CliRunner().invoke(main, ["check", "--json", str(path)])
    data = json.loads(out.output)
    (held,) = [d for d in data["diagnostics"] if d["code"] == "L001"]
    assert (held["deal"], held["game"], held["table"]) == (12, 2, "closed room")


_PBN_ROOMS = """\
[Board "3"]
[Room "Open"]
[Dealer "N"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Declarer "N"]
[Contract "7S"]
[Result "13"]
[Auction "N"]
7S AP
[Play "E"]
H2 D2 C2 S2
*

[Board "3"]
[Room "Closed"]
[Table "2"]
[Dealer "N"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Declarer "N"]
[Contract "7S"]
[Result "13"]
[Auction "N"]
7S AP
[Play "E"]
H2 D2 H3 S2
*
"""


def test_a_pbn_problem_names_the_room_and_the_table() -> None:
    result = check_text(_PBN_ROOMS, "x.pbn")
    # The second game, line 25: West (the third column from East) plays ♥3, which
    # East holds (North has the spades, East the hearts, South the diamonds, West the
    # clubs).
    (held,) = [d for d in result.diagnostics if d.code == "L001"]
    assert (held.line, held.column, held.deal, held.game, held.table) == (
        25, 7, 3, 2, "closed room, table 2")
    assert format_diagnostic(held, []).startswith(
        "x.pbn:25:7: L001 board 3, closed room, table 2, game 2: ♥3 by W at trick 1")


def test_a_deal_with_no_board_number_is_named_by_its_place() -> None:
    text = _PBN_ROOMS.split("\n\n")[1].replace('[Board "3"]\n', "")
    (held,) = [d for d in check_text(text, "x.pbn").diagnostics if d.code == "L001"]
    assert (held.line, held.deal, held.game, held.table) == (11, 1, 1, None)
    assert format_diagnostic(held, []).startswith("x.pbn:11:7: L001 ♥3 by W at trick 1")


@pytest.mark.parametrize(("text", "deals", "message"), [
    ("", 0, "the file holds no deal"),
    ("% only an escape\n{and commentary}\n", 0, "the file holds no deal"),
    ('[Event "x"]\n', 1, "the file's 1 deal gives no hands, auction or play"),
    ('[Event "x"]\n\n[Event "y"]\n', 2, "the file's 2 deals give no hands, auction or play"),
], ids=["empty", "commentary", "one-bare-game", "two-bare-games"])
def test_no_deal_is_never_counted_as_one(tmp_path: Path, text: str, deals: int,
                                         message: str) -> None:
    path = tmp_path / "x.pbn"
    path.write_text(text, encoding="utf-8")
    for keep in (True, False):
        result = check_file(path, keep=keep)
        assert [(d.code, d.message) for d in result.diagnostics] == [("P021", message)]
        assert summary([result]) == (f"1 file, {deals} deal{'' if deals == 1 else 's'}: "
                                     "0 errors, 1 warning")


# -- LIN is given no call the source did not make ------------------------------------

_NO_AUCTION = """\
[Board "4"]
[Dealer "N"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Declarer "S"]
[Contract "4HX"]
[Result "10"]
"""


def test_an_implied_auction_is_not_written_to_lin() -> None:
    record, found = read_pbn(_NO_AUCTION)
    assert found == [] and record.deals[0].auction is not None  # implied: P N 4H X P P P
    text, dropped = convert_record(record, "lin")
    assert "mb|" not in text
    assert [(d.code, d.message) for d in dropped] == [(
        "P017", "the source gives no auction, only its contract (4HX by S): LIN gives a "
        "contract only through the calls that reach it, so the contract is left out")]
    again, problems = read_lin(text)
    assert problems == [] and again.deals[0].auction is None
    assert {h.seat: h.cards for h in again.deals[0].hands} == {
        h.seat: h.cards for h in record.deals[0].hands}


def test_an_implied_auction_with_a_play_leaves_both_out_of_lin() -> None:
    record, _ = read_pbn(_NO_AUCTION + '[Play "W"]\nC2 S2 H2 D2\n*\n')
    text, dropped = convert_record(record, "lin")
    assert "mb|" not in text and "pc|" not in text
    assert [d.message for d in dropped] == [
        "the source gives no auction, only its contract (4HX by S): LIN gives a contract "
        "only through the calls that reach it, so the contract and the play are left out"]


def test_a_real_auction_is_still_written_to_lin() -> None:
    record, _ = read_pbn(_NO_AUCTION.replace('[Result "10"]\n', '[Result "10"]\n[Auction "N"]\n'
                                             "Pass Pass 4H X\nAP\n"))
    text, dropped = convert_record(record, "lin")
    assert "mb|p|mb|p|mb|4H|mb|d|mb|p|mb|p|mb|p|" in text and dropped == []


# -- every real file converts and reads back --------------------------------------

REAL = Path(__file__).resolve().parent.parent / "data" / "real-files"
FILES = sorted(p.name for p in REAL.iterdir() if p.suffix in (".pbn", ".lin"))


def _cards(deals: tuple[Deal, ...]) -> list[dict[Seat | None, CardSet]]:
    return [{h.seat: h.cards for h in d.hands} for d in deals]


def _calls(deals: tuple[Deal, ...], implied: bool = True,
           ) -> list[list[tuple[CallKind, int | None, Strain | None]] | None]:
    """The calls of each deal (None for no auction or no call; with ``implied`` false, an
    auction implied by the Contract tag counts as none)."""
    return [[(c.kind, c.level, c.strain) for c in d.auction.calls]
            if d.auction and d.auction.calls
            and (implied or IMPLIED_AUCTION not in d.meta) else None
            for d in deals]


@pytest.mark.parametrize("name", FILES)
def test_a_real_file_round_trips_through_pbn_and_lin(name: str) -> None:
    record, read = read_record(REAL / name)
    pbn, _ = convert_record(record, "pbn")
    back, found = read_pbn(pbn)
    # Nothing new to read (the marks of irregularities, P016, are written back).
    assert {d.code for d in found} <= {d.code for d in read}
    assert len(back.deals) == len(record.deals)
    assert _cards(back.deals) == _cards(record.deals)
    assert _calls(back.deals) == _calls(record.deals)
    lin, _ = convert_record(record, "lin")
    again, problems = read_lin(lin)
    assert problems == []
    assert _cards(again.deals) == _cards(record.deals)
    # LIN holds the calls that were made, and none that were not.
    assert _calls(again.deals) == _calls(record.deals, implied=False)


def test_one_trick_is_one_trick() -> None:
    # Board 12 of the open room, its claim taken off: one trick played, no claim.
    lin = _LIN.splitlines()[0].replace("mc|13|", "")
    (stops,) = check_text(lin, "x.lin").diagnostics
    assert (stops.code, stops.message, stops.table) == (
        "L010", "the play stops after 1 trick with no claim", "open room")

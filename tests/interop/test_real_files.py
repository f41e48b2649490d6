"""PBN and LIN as programs really write them (tests/data/real-files, README there):
every valid file checks with no error and no warning, and the import-format
features of PBN 2.1 and the habits of BBO's LIN are read as they are meant."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.checking import check_file
from bridgebook.checking.text import check_text
from bridgebook.cli import main
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Seat, Side
from bridgebook.report import format_diagnostic

REAL = Path(__file__).resolve().parent.parent / "data" / "real-files"
#: Files that really are wrong (README there): reported, at the root, in the tests
#: of test_real_faults.py.
WRONG = {"dominicprice__endplay__example3.pbn", "timheilman__bridge-pbn__correct_10.pbn"}
VALID = sorted(p.name for p in REAL.iterdir() if p.suffix in (".pbn", ".lin")
               and p.name not in WRONG)


def test_the_real_files_are_there() -> None:
    assert len(VALID) == 14


@pytest.mark.parametrize("keep", [True, False], ids=["full", "quick"])
@pytest.mark.parametrize("name", VALID)
def test_a_valid_real_file_checks_clean(name: str, keep: bool) -> None:
    result = check_file(REAL / name, keep=keep)
    loud = [f"{d.line}:{d.column} {d.code} {d.message}" for d in result.diagnostics
            if d.severity is not Severity.INFO]
    assert loud == []
    assert result.deal_count > 0


def _one(text: str, suffix: str = ".pbn"):  # type: ignore[no-untyped-def]
    result = check_text(text, f"x{suffix}")
    return result.deals[0], [(d.code, d.line, d.column, d.severity) for d in result.diagnostics]


_DEAL = '[Deal "N:AKJT986.QJ3.4.Q6 32.K7654.T93.AJ5 ..AKQJ87652.K943 Q754.AT982..T872"]'


def test_lin_claim_in_mid_trick_claims_the_trick_cut_short() -> None:
    # South holds the spades, West the hearts, North the diamonds, East the clubs.
    # North deals and bids 1S; South, who first named spades for NS? No: North is
    # the declarer (he bid spades first), East leads. South ruffs the two tricks
    # played and claims after two cards of the third: BBO's mc counts the
    # declaring side's tricks in all, so 13 = the 2 won + the 11 left, the trick
    # cut short among them.
    lin = ("pn|s,w,n,e|md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|sv|o|"
           "mb|1S|mb|p|mb|p|mb|p|pc|C2|pc|S2|pc|H2|pc|D2|pc|SA|pc|H3|pc|D3|pc|C3|"
           "pc|SK|pc|H4|mc|13|")
    report, found = _one(lin, ".lin")
    deal = report.deal
    assert deal.claim is not None and deal.claim.during and deal.claim.tricks == 11
    assert [len(t.cards) for t in deal.play.tricks] == [4, 4, 2]
    assert [c for c in found if c[3] is not Severity.INFO] == []
    assert report.replay.tricks_won == {Side.NS: 13, Side.EW: 0}


def test_pbn_dash_rows_after_a_claim_in_mid_trick() -> None:
    # West ruffs the first trick (he has no diamond); NS take the rest: 11 tricks.
    text = "\n".join([
        '[Dealer "N"]', _DEAL, '[Declarer "N"]', '[Contract "6S"]', '[Result "11"]',
        '[Auction "N"]', "1S Pass 2D Pass", "6S Pass Pass Pass", '[Play "E"]',
        "D3 DA S5 D4", "HK D2 H2 HQ", "- - - -", "", ""])
    report, found = _one(text)
    assert [c for c in found if c[3] is not Severity.INFO] == []
    assert report.replay.tricks_won == {Side.NS: 11, Side.EW: 2}
    # PBN 3.6: '-' is a card not played. West leads trick 2 and North follows,
    # then declarer claims: the cards of the trick cut short are kept.
    report, found = _one(text.replace("HK D2 H2 HQ", "-  -  H2 HQ"))
    assert report.deal.claim is not None and report.deal.claim.during
    assert [len(t.cards) for t in report.deal.play.tricks] == [4, 2]
    assert [c for c in found if c[3] is not Severity.INFO] == []
    assert report.replay.tricks_won == {Side.NS: 11, Side.EW: 2}


def test_dash_cells_before_the_dealers_first_call() -> None:
    text = "\n".join([
        '[Dealer "E"]', '[Deal "S:A7.Q86.97542.Q74 - - -"]', '[Declarer "E"]',
        '[Contract "6S"]', '[Auction "S"]', "-    -    -    1S",
        "Pass 4C   Pass 4NT", "Pass 5H   Pass 6S", "AP", ""])
    report, found = _one(text)
    assert report.deal.auction.first is Seat.E
    assert [c[0] for c in found if c[3] is Severity.ERROR] == []
    assert str(report.contract) == "6S by E"


def test_an_auction_left_open_with_plus() -> None:
    text = "\n".join(['[Dealer "N"]', _DEAL, '[Declarer "N"]', '[Contract "6S"]',
                      '[Auction "N"]', "1S Pass 2D Pass", "6S Pass Pass +", ""])
    _, found = _one(text)
    assert [c[0] for c in found if c[3] is not Severity.INFO] == []
    text = text.replace("1S Pass 2D Pass\n6S Pass Pass +", "+")
    report, found = _one(text)
    assert [c[0] for c in found if c[3] is not Severity.INFO] == []
    assert str(report.contract) == "6S by N"


def test_all_pass_from_the_start_passes_the_deal_out() -> None:
    _, found = _one('[Dealer "S"]\n[Auction "S"]\nAP\n')
    assert [c[0] for c in found if c[3] is Severity.ERROR] == []


def test_result_of_both_sides_and_marked_declarer_and_result() -> None:
    base = ['[Dealer "N"]', _DEAL, '[Contract "6S"]', '[Auction "N"]',
            "1S Pass 2D Pass", "6S AP"]
    report, found = _one("\n".join([*base, '[Declarer "N"]', '[Result "NS 12 EW 1"]', ""]))
    assert report.deal.result.side is Side.NS and report.deal.result.tricks == 12
    assert [c for c in found if c[3] is not Severity.INFO] == []
    report, found = _one("\n".join([*base, '[Declarer "^N"]', '[Result "^12"]', ""]))
    assert report.deal.result.tricks == 12
    assert [c[0] for c in found] == ["P016", "P016"]  # the marks are noted, no error


def test_header_values_carry_to_later_games() -> None:
    text = '[Event "##Club night"]\n[Site "##Utrecht"]\n[Board "1"]\n\n[Board "2"]\n' \
           '\n[Board "3"]\n[Site "Delft"]\n'
    result = check_text(text, "x.pbn")
    assert [r.deal.meta.get("event") for r in result.deals] == ["Club night"] * 3
    assert [r.deal.meta.get("pbn:Site") for r in result.deals] == ["Utrecht", "Utrecht",
                                                                  "Delft"]


def test_a_tag_over_several_lines() -> None:
    text = '[Board "4"]\n [\n   Event\n      "use new lines"\n   ]\n[Site "a\nb"]\n'
    result = check_text(text, "x.pbn")
    assert [d.code for d in result.diagnostics if d.severity is not Severity.INFO] == [
        "P021"]  # nothing but tags: no deal
    deal = result.deals[0].deal
    assert deal.meta["event"] == "use new lines"
    assert deal.meta["pbn:Site"] == "a\nb"


# -- the files that really are wrong: each root fault told once --------------------


@pytest.fixture(scope="module")
def rpbridge() -> list[Diagnostic]:
    return check_file(REAL / "dominicprice__endplay__example3.pbn").diagnostics


def test_a_game_wrong_twice_is_one_message(rpbridge: list[Diagnostic]) -> None:
    first = rpbridge[0]
    # Board 1: North deals; "1NT X XX 4H X 4S 4NT X 5C" read from North makes North
    # declarer, read from East (North's pass left out) makes East, as the Declarer
    # tag says, with South, on his left, on lead as the Play tag says. And its third
    # trick is written from its leader, East (who won trick 2 with CK): CA D2 C9 CQ
    # are East's, South's, West's and North's, not South's, West's, North's, East's.
    assert (first.code, first.line, first.column) == ("A021", 19, 1)
    assert first.message == (
        "the auction seems to start 1 seat late (the stated declarer and the opening "
        "lead say E), and the play is wrong too: its row is in the order of play, not in "
        "PBN's fixed columns (trick 3)")
    assert first.hint == ("write Pass before 1NT, and every trick of the play in the Play "
                          "tag's columns, the first always S's; the deal is checked so")
    # The auction's cascade (the Contract and Declarer tags, the lead, the result) and
    # the row's four cards "not held", line 25: CA D2 C9 CQ.
    assert [(f.code, f.line, f.column) for f in first.folded] == [
        ("A012", 15, 12), ("L004", 23, 1), ("L008", 17, 10),
        ("L001", 25, 10), ("L001", 25, 1), ("L001", 25, 4), ("L001", 25, 7)]
    assert (first.deal, first.game, first.table) == (1, 1, None)


def test_its_book_notation_tells_the_same_roots(rpbridge: list[Diagnostic]) -> None:
    # Converted to the book notation, every game's play with rows in the order of
    # play is written as a table in PBN's columns: the .hand's check tells each root
    # (A020, L030, A021) as the PBN's does, game by game, with no cascade.
    record, _ = read_pbn((REAL / "dominicprice__endplay__example3.pbn").read_text())
    hand, _ = convert_record(record, "hand")
    told = check_text(hand, "example3.hand").diagnostics

    def roots(found: list[Diagnostic]) -> Counter[tuple[int | None, str]]:
        return Counter((d.game, d.code) for d in found if d.severity is Severity.ERROR)

    assert roots(told) == roots(rpbridge)
    assert Counter(code for _, code in roots(told).elements())["A021"] == 1847
    # and PBN written from it: the Declarer and Contract tags as stated, the rows in
    # the Play tag's columns as they were, the same roots again
    again, _ = convert_record(record, "pbn")
    assert roots(check_text(again, "again.pbn").diagnostics) == roots(rpbridge)


def test_the_other_table_of_a_board_is_named(rpbridge: list[Diagnostic]) -> None:
    # Line 29 starts game 2, which gives no Deal: board 1 at the other table (Zak,
    # Ahlesved, Zaremba, Petersson). Its auction from North, "1NT 2D 4D 4S X AP",
    # makes West declarer of 4SX; from East, North as the tag says. Its rows 5 to 9
    # (lines 44-48: DQ D7 D2 D6 ... - S6 ST SQ) start from North, then West.
    second = next(d for d in rpbridge if d.line == 37)
    assert (second.code, second.deal, second.game, second.table) == (
        "A021", 1, 2, "another table")
    assert second.message.endswith(
        "its rows are not in PBN's fixed columns, they start from another seat "
        "(tricks 5, 6, 7, 8 and 9)")
    assert second.as_dict()["game"] == 2 and second.as_dict()["table"] == "another table"
    text = format_diagnostic(second, [])
    assert text.startswith(f"{second.file}:37:1: A021 board 1, another table, game 2: "
                           "the auction seems to start 1 seat late (the stated declarer "
                           "and the opening lead say N)")


def test_a_board_without_deal_is_told_once_a_file(rpbridge: list[Diagnostic]) -> None:
    # 7,632 games, 3,816 Deal tags: every second game is the board's other table and
    # gives no Deal and no Board; 88 of those give no auction or play either (a
    # passed-out board, a contract and a result alone) and are no P050. So 3,728, from
    # game 2 to the last, game 7,632.
    again = [d for d in rpbridge if d.code == "P050"]
    assert len(again) == 1
    (told,) = again
    assert (told.line, told.column, told.game) == (29, 1, 2)
    assert told.message == (
        "3,728 games (games 2 to 7,632) give no Deal: each is read as the last game's "
        "board again, at another table; the first here, board 1 (the Deal of line 14)")
    assert len(told.folded) == 3727
    assert [(f.line, f.game, f.deal) for f in told.folded[:2]] == [(71, 4, 2), (108, 6, 3)]
    assert told.folded[-1].game == 7632
    text = format_diagnostic(told, [])
    assert text.endswith("and 3,727 more like it, at 71:1, 108:1, 137:1, 174:1, 219:1, "
                         "251:1, 280:1, 313:1, 348:1, 384:1, … (3,717 more in check --json)")


def test_the_rpbridge_cascade_is_gone(rpbridge: list[Diagnostic]) -> None:
    codes = Counter(d.code for d in rpbridge)
    # 7,632 games: before, 44,663 diagnostics (25,060 L001); then the roots told once
    # a game (3,766 A020, 3,765 L030, 3,728 P050: 11,259); now one message a game,
    # 1,847 of them A021 (the auction late and rows turned), and one P050 a file.
    assert codes["L001"] == codes["L003"] == 0
    assert codes["A020"] + codes["A021"] == 3766
    assert codes["L030"] + codes["A021"] == 3765
    assert codes["P050"] == 1
    assert sum(codes.values()) < 6_100
    assert codes["A012"] < 400
    # rpbridge writes a redoubled contract with an R ("3NR", line 2432, after
    # "Pass 3NT Pass Pass X XX AP"): read as 3NTXX, no longer a contract not read
    # (P004) and a contract key not read (P007).
    assert codes["P004"] == codes["P007"] == 0


def test_r_is_read_as_redoubled() -> None:
    report, found = _one('[Board "1"]\n[Dealer "N"]\n' + _DEAL + '\n[Declarer "E"]\n'
                         '[Contract "3NR"]\n[Auction "N"]\nPass 3NT X XX\nAP\n')
    assert found == []
    assert report.deal.meta["contract"] == "3NXX"
    assert (report.contract.level, report.contract.doubles) == (3, 2)


def test_the_rpbridge_contracts_that_leave_out_a_double(rpbridge: list[Diagnostic]) -> None:
    # 301 of rpbridge's Contract tags give the contract the auction makes but leave
    # out its double (296) or redouble (5); one message each, in a game of its own,
    # saying what the auction does. Board 6 (line 199): East deals; "1C Pass 1D Pass /
    # 1H Pass 1NT Pass / Pass X AP" read with East's pass restored (its A020) makes
    # 1NT by North, doubled by West; the tag says "1N".
    doubling = [d for d in rpbridge if d.code == "A012" and "doubles it" in d.message]
    assert len(doubling) == 301
    assert len({d.game for d in rpbridge if d.code == "A012"}) == len(
        [d for d in rpbridge if d.code == "A012"]) == 302
    board6 = next(d for d in doubling if d.line == 199)
    assert (board6.column, board6.message, board6.hint) == (
        12, "the record says 1NT, but the auction doubles it: 1NTX by N",
        "the auction ends with N's 1NT doubled: the contract is 1NTX")


@pytest.mark.parametrize("name", VALID)
def test_every_valid_real_file_checks_clean_with_strict(name: str) -> None:
    out = CliRunner().invoke(main, ["check", "--strict", str(REAL / name)])
    assert out.exit_code == 0, out.output
    assert " 0 errors, 0 warnings" in out.output

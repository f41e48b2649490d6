"""``bridgebook score``: the club block in the terminal, the same as JSON."""

from __future__ import annotations

import json
from pathlib import Path

from click.testing import CliRunner

from bridgebook.checking import check_text
from bridgebook.checking.text import check_book_lines
from bridgebook.cli import main
from bridgebook.engine.scoring import score_record
from bridgebook.scoresheet import rubber_json

LAWS = Path(__file__).resolve().parent.parent / "hands" / "laws"


def test_score_block() -> None:
    out = CliRunner().invoke(main, ["score", str(LAWS / "whist-club-1897-score-1.hand")])
    assert out.exit_code == 0, out.output
    assert "A, B win the rubber by 190" in out.output
    assert "-- game 2: C, D --" in out.output


def test_score_json() -> None:
    out = CliRunner().invoke(main, ["score", "--json",
                                    str(LAWS / "portland-1904-scoring-block.hand")])
    assert out.exit_code == 1  # the book's "makes them 32" is reported
    data = json.loads(out.output)
    rubber = data["rubbers"][0]
    assert rubber["winner"] == "NS" and rubber["value"] == 26
    assert rubber["totals"]["NS"] == {"tricks": 64, "above": 40, "bonus": 100, "total": 204}
    assert [g["winner"] for g in rubber["games"]] == ["NS", "NS"]
    assert rubber["deals"][4]["above"] == [
        {"side": "EW", "points": 100, "above": True, "for": "four aces in one hand"}]
    assert [d["code"] for d in data["diagnostics"]] == ["S001"]


def test_score_under_another_code() -> None:
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "laws-1905",
                                    str(LAWS / "whist-club-1897-score-1.hand")])
    rubber = json.loads(out.output)["rubbers"][0]
    assert rubber["laws"] == "laws-1905"
    # Five honours (divided) are five times the trick, 30 in diamonds (1905 law 6 as
    # read in docs/scoring.md: its printed row repeats the row above it).
    assert rubber["deals"][5]["above"][0]["points"] == 30


def test_a_bridge_whist_record_has_no_contracts_to_score() -> None:
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "contract-rubber",
                                    str(LAWS / "whist-club-1897-score-1.hand")])
    data = json.loads(out.output)
    unscored = [d["deal"] for d in data["diagnostics"] if d["code"] == "S009"]
    assert unscored == [1, 2, 3, 4, 5, 6, 7]
    assert data["rubbers"][0]["deals"] == []


def test_check_reports_the_books_figures() -> None:
    out = CliRunner().invoke(main, ["check", "--json", str(LAWS)])
    assert out.exit_code == 1
    found = [(Path(d["file"]).name, d["line"], d["column"], d["code"])
             for d in json.loads(out.output)["diagnostics"]]
    assert found == [
        ("portland-1904-scoring-block.hand", 28, 32, "S001"),
        ("whist-club-1897-score-2.hand", 31, 49, "S001"),
        ("whist-club-1897-score-2.hand", 66, 160, "S001"),
        ("whist-club-1897-score-2.hand", 66, 182, "S001"),
        ("whist-club-1897-score-2.hand", 66, 202, "S001"),
    ]


def test_duplicate_boards_in_the_block(tmp_path: Path) -> None:
    record = tmp_path / "boards.hand"
    record.write_text("laws: contract-duplicate\nrubber: two boards\ndeal 1\n"
                      "contract: 3NT by N\nresult: +1\ndeal 2\ncontract: 4♥X by E\n"
                      "result: down 1\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["score", str(record)])
    assert out.exit_code == 0, out.output
    assert "100  3NT bid and made" in out.output
    assert "North-South ahead by 530 over the boards" in out.output
    assert "game 1" not in out.output


def test_a_record_in_the_books_letters_is_scored_in_their_sides(tmp_path: Path) -> None:
    # Z deals at eight to nothing against the dealer: A B have 8 towards the game.
    # Y declares hearts and Y Z win seven tricks, the odd trick: 8 to Y Z below.
    record = tmp_path / "ruff.hand"
    record.write_text(
        "laws: laws-1905\nscore: It is the first game, score eight to nothing against "
        "the dealer.\n"
        "Y: S—Q, 10, 6, 5; C—J; D—A, 10, 7; H—K, 7, 6, 4, 2\n"
        "A: S—A, K; C—A, Q, 9, 3, 2; D—K, J, 8, 6, 5, 4; H—none\n"
        "B: S—9, 3, 2; C—8, 7, 5; D—Q, 9, 3, 2; H—J, 10, 5\n"
        "Z: S—J, 8, 7, 4; C—K, 10, 6, 4; D—none; H—A, Q, 9, 8, 3\n"
        "make: Z passes the make; Y declares hearts\n"
        "result: The dealer wins the odd trick.\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["score", str(record)])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert lines[1] == "taken up at Y Z 0, A B 8 towards the game; games Y Z 0, A B 0"
    assert lines[2].split() == ["Y", "Z", "|", "A", "B"]
    assert "North-South" not in out.output


def test_a_sides_line_in_the_books_seats_heads_each_column_with_its_players(
        tmp_path: Path) -> None:
    # A B are given first, but Y Z (the dealer Z's side) head the first column; Z's
    # hearts, three by cards (the dealer wins nine tricks), are 3 x 8 = 24 to Y Z.
    record = tmp_path / "sides.hand"
    record.write_text("laws: whist-club-1897\nrubber: one deal\n"
                      "sides: A B Brown, Robinson; Y Z Smith, Jones\n"
                      "make: Z declares hearts\nresult: the dealer wins nine tricks\n",
                      encoding="utf-8")
    out = CliRunner().invoke(main, ["score", str(record)])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert [part.strip() for part in lines[1].split("|")] == ["Smith, Jones", "Brown, Robinson"]
    assert "unfinished: Smith, Jones ahead by 24" in out.output


def test_the_sheet_prints_chicane_against_them_as_the_books_do(tmp_path: Path) -> None:
    # 1905 law 9: A's chicane (a hand void of hearts) deducts three honours' value,
    # 16, from Y Z's honour score; law 10: the redouble leaves it at 16 (it makes A
    # B's odd trick 32, their game).
    record = tmp_path / "chicane.hand"
    record.write_text("laws: laws-1905\ndeal 1\n"
                      "make: Z declares hearts; A doubles; Z redoubles; A satisfied\n"
                      "honours: Y Z simple honours\nchicane: A\n"
                      "result: A B win the odd trick\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["score", str(record)])
    assert out.exit_code == 0, out.output
    lines = [" ".join(line.split()) for line in out.output.splitlines()]
    assert "-16 chicane against them |" in lines
    assert "16 simple honours |" in lines
    assert "| 32 the odd trick" in lines


def test_initials_on_a_sides_line_are_names_not_seats(tmp_path: Path) -> None:
    # "S. Smith" is an initial, not South: the line names no side, and says so (S008)
    # rather than heading the columns "Smith, J. Jones" and "Brown, W. White".
    record = tmp_path / "initials.hand"
    record.write_text("laws: contract-rubber\nrubber: one deal\n"
                      "sides: S. Smith, J. Jones; E. Brown, W. White\n"
                      "dealer: N\nauction: 1S pass pass pass\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["score", str(record)])
    assert "S008" in out.output
    assert "Smith, J. Jones |" not in out.output
    # With the seats written before them, the initials stay in the players' names.
    record.write_text("laws: contract-rubber\nrubber: one deal\n"
                      "sides: N S: S. Smith, J. Jones; E W = E. Brown, W. White\n"
                      "dealer: N\nauction: 1S pass pass pass\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["score", str(record)])
    assert out.exit_code == 0, out.output
    lines = out.output.splitlines()
    assert [part.strip() for part in lines[1].split("|")] == [
        "S. Smith, J. Jones", "E. Brown, W. White"]


def test_a_score_keepers_plain_words_for_the_result() -> None:
    # A seat by its name, "declarer makes 9" and "down one" read as the short forms
    # do. By hand: 4♠ by S making ten, 120 below and the game; 3NTX by E (not
    # vulnerable) down one, 100 to N-S above; 2♥ by N making nine, 60 below and one
    # overtrick, 30; the rubber unfinished, a game up 300 and a part score 100.
    text = ("laws: contract-rubber\nsides: north-south Ann, Bob; east-west Cy, Di\n"
            "deal 1\ncontract: 4S by S\nresult: south wins ten tricks\n"
            "deal 2\ncontract: 3NTX by E\nresult: down one\n"
            "deal 3\ncontract: 2H by N\nresult: declarer makes 9\n")
    checked = check_text(text)
    assert checked.diagnostics == []
    totals = rubber_json(score_record(checked.deals, checked.record.meta).rubbers[0])["totals"]
    assert totals["NS"] == {"tricks": 180, "above": 130, "bonus": 400, "total": 710}
    assert totals["EW"] == {"tricks": 0, "above": 0, "bonus": 0, "total": 0}


def test_a_result_not_understood_is_the_one_message_of_its_deal() -> None:
    # The scoring finds no tricks for deal 1 (S009) because its result line is not
    # read (P006): one message, the S009 folded under it; deal 2 is scored.
    text = ("laws: contract-rubber\nsides: north-south Ann, Bob; east-west Cy, Di\n"
            "deal 1\ncontract: 4S by S\nresult: south scores game\n\n"
            "deal 2\ncontract: 2H by N\nresult: +1\n")
    (problem,) = check_text(text).diagnostics
    assert (problem.code, problem.line, problem.column) == ("P006", 5, 9)
    assert [(d.code, d.line) for d in problem.folded] == [("S009", 3)]
    # The same when a long record is read a deal at a time.
    (problem,) = check_book_lines(text.splitlines(), "x.hand", batch=1).diagnostics
    assert [(d.code, d.line, d.file) for d in problem.folded] == [("S009", 3, "x.hand")]


def test_a_result_line_in_error_is_the_one_message_of_its_deal() -> None:
    # A result that contradicts itself (ten tricks to East-West, but 'three by cards'
    # is nine) and one of fourteen tricks down (4♠ needs ten, down fourteen leaves
    # South -4): the scoring finds no tricks (S009), folded under the result's error.
    text = ("laws: contract-rubber\nrubber: r\n"
            "deal 1\ncontract: 3NT by E\nresult: east-west win ten tricks; three by cards\n\n"
            "deal 2\ncontract: 4♠ by S\nresult: down 14\n\n"
            "deal 3\ncontract: 4♠ by S\nresult: =\n")
    checked = check_text(text)
    assert [(d.code, d.line, [(f.code, f.line) for f in d.folded])
            for d in checked.diagnostics] == [("P006", 5, [("S009", 3)]),
                                              ("L008", 9, [("S009", 7)])]
    assert checked.diagnostics[0].message.startswith("the result contradicts itself")
    assert checked.diagnostics[1].message == "the result gives NS -4 tricks; a deal has 13"
    # The same when a long record is read a deal at a time.
    assert [(d.code, [(f.code, f.line, f.file) for f in d.folded])
            for d in check_book_lines(text.splitlines(), "x.hand", batch=1).diagnostics] == [
        ("P006", [("S009", 3, "x.hand")]), ("L008", [("S009", 7, "x.hand")])]


def test_a_result_written_against_no_contract_is_refused_and_not_scored() -> None:
    # Bridge whist (1897) has no contract: 'down 5' and '=' are refused (L008), and the
    # score does not read them against the 'contract:' line either (it used to score
    # East-West 'two by cards' from 4♠ down 5). One message a deal, the scoring's "no
    # tricks won" (S009) folded under it; deal 3 is scored: four by cards in hearts,
    # 4 x 8 = 32 (1897 law 5).
    text = ("laws: whist-club-1897\n"
            "deal 1\nrubber: odd\ncontract: 4♠ by S\nresult: down 5\n\n"
            "deal 2\nmake: Z declares hearts\nresult: =\n\n"
            "deal 3\nmake: Z declares hearts\nresult: north-south win four by cards\n")
    checked = check_text(text)
    assert [(d.code, d.line, [(f.code, f.line) for f in d.folded])
            for d in checked.diagnostics] == [("L008", 5, [("S009", 2)]),
                                              ("L008", 9, [("S009", 7)])]
    rubber = score_record(checked.deals, checked.record.meta).rubbers[0]
    assert [d.ident for d in rubber.deals] == [3]
    assert (rubber.tricks, rubber.honours) == ((32, 0), (0, 0))


def test_a_passed_out_contract_deal_scores_nothing() -> None:
    # Deal 2, four passes: passed out, nothing to either side, no S009. Deal 1, 3NT by N
    # made (100, the game); deal 3, 1♠ by E made (30 below to East-West).
    text = ("laws: contract-rubber\n"
            "deal 1\nrubber: r\ncontract: 3NT by N\nresult: =\n\n"
            "deal 2\ndealer: E\nauction: pass pass pass pass\n\n"
            "deal 3\ncontract: 1♠ by E\nresult: =\n\n"
            "deal 4\ncontract: passed out\n")
    checked = check_text(text)
    assert checked.diagnostics == []
    rubber = score_record(checked.deals, checked.record.meta).rubbers[0]
    assert [(d.ident, d.entries) for d in rubber.deals if d.ident in (2, 4)] == [
        (2, ()), (4, ())]
    assert rubber.tricks == (100, 30)
    assert [(g.number, g.deals) for g in rubber.games] == [(1, (1,)), (2, (2, 3, 4))]


def test_a_single_game_of_dummy_bridge_is_won_once() -> None:
    # Dummy Bridge in single games (1897): North-South win the game with four by cards
    # in hearts (32); the next deal is after it (S002), "won the game", not "1 games".
    text = ("laws: whist-club-1897\ndummy-bridge: single game\n"
            "deal 1\nrubber: d\nmake: Z declares hearts\nresult: north-south win four by cards\n"
            "deal 2\nmake: Z declares spades\nresult: east-west win the odd trick\n")
    (problem,) = check_text(text).diagnostics
    assert problem.code == "S002"
    assert problem.message.endswith("(NS won the game)")


def test_a_misspelt_honours_word_is_named() -> None:
    text = ("laws: portland-1904\nrubber: r\nmake: Z declares hearts\n"
            "result: north-south win the odd trick\nhonours: north-south fuor honours\n")
    (problem,) = check_text(text).diagnostics
    assert problem.code == "S008" and problem.message.endswith("(did you mean 'four'?)")


def test_honours_not_read_are_not_weighed_against_the_chicane() -> None:
    # East-West void of trumps give North-South all five honours (S012 for 'four'),
    # but 'fuor' is not read (S008): the one message, no S012 from honours unknown.
    text = ("laws: portland-1904\nrubber: r\nmake: Z declares hearts\n"
            "result: north-south win the odd trick\nhonours: north-south fuor honours\n"
            "chicane: east-west double chicane\n")
    assert [(d.code, d.line) for d in check_text(text).diagnostics] == [("S008", 5)]


def test_a_keywords_line_with_its_colon_left_out_is_the_one_message_of_its_deal() -> None:
    # Deal 1's make line lacks its colon: not read (P001), so the trump is never
    # declared (A011), A's double comes before it (A004) and the scoring finds no
    # trump (S009): all three follow from the line. Deal 2's result line likewise:
    # the scoring's "no tricks won" (S009) follows from it.
    text = ("laws: portland-1904\nrubber: r\ndeal 1\nmake Z declares hearts\n"
            "doubling: A doubles\nresult: the dealer wins nine tricks\n\n"
            "deal 2\nmake: Z declares hearts\nresult =\n")
    found = check_text(text).diagnostics
    assert [(d.code, d.line, d.hint) for d in found] == [
        ("P001", 4, "did you mean 'make: Z declares hearts'? a key is followed by ':'"),
        ("P001", 10, "did you mean 'result: ='? a key is followed by ':'")]
    assert [(d.code, d.line) for d in found[0].folded] == [("A004", 5), ("A011", 5),
                                                           ("S009", 3)]
    assert [(d.code, d.line) for d in found[1].folded] == [("S009", 8)]
    # A contract line: the result written against it (L008) follows too.
    found = check_text("laws: contract-rubber\nrubber: r\ndeal 1\ncontract 3NT by E\n"
                       "result: =\n").diagnostics
    assert [(d.code, [f.code for f in d.folded]) for d in found] == [
        ("P001", ["L008", "S009"])]


def test_under_another_code_a_problem_folded_by_the_check_stays_folded(tmp_path: Path) -> None:
    # 1897 has no contract: 'down 5' is written against one the deal lacks (L008) and
    # the deal cannot be scored (S009, folded under it). Scored again under 1904 the
    # S009 is found again: it stays folded, not told beside its root.
    path = tmp_path / "w3.hand"
    path.write_text("laws: whist-club-1897\ndeal 1\nrubber: odd\ncontract: 4♠ by S\n"
                    "result: down 5\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "portland-1904", str(path)])
    found = json.loads(out.output)["diagnostics"]
    assert [(d["code"], [f["code"] for f in d["folded"]]) for d in found] == [
        ("L008", ["S009"])]


def test_a_contract_line_that_is_no_contract_is_the_one_message_of_its_deal() -> None:
    # 'contract: xyz' (no auction): P007 at the value; the result written against a
    # contract the deal then lacks (L008) and the deal not scored (S009) follow.
    found = check_text("laws: contract-rubber\nrubber: one deal\ndeal 1\ncontract: xyz\n"
                       "result: =\n").diagnostics
    assert [(d.code, d.line, d.column, [f.code for f in d.folded]) for d in found] == [
        ("P007", 4, 11, ["L008", "S009"])]


#: No trump redoubled twice: a trick is 12, 24, 48, 96, then 192 at Z's second
#: redouble (line 3, column 46), past the 1904 limit of 100 (law 58); 1897 has none.
_PAST_THE_LIMIT = ("deal 1\nmake: Z no trump\ndoubling: A doubles; Z redoubles; A doubles; "
                   "Z redoubles; A satisfied\nresult: north-south win the odd trick\n")


def test_under_another_code_the_deals_are_checked_under_it(tmp_path: Path) -> None:
    # Written under 1904, the double past its limit is A005; scored under 1897,
    # which has no limit, the deal is checked again under 1897 and nothing is found.
    path = tmp_path / "limit.hand"
    path.write_text("laws: portland-1904\n" + _PAST_THE_LIMIT, encoding="utf-8")
    own = json.loads(CliRunner().invoke(main, ["score", "--json", str(path)]).output)
    assert [(d["code"], d["line"], d["column"], d["law"]) for d in own["diagnostics"]] == [
        ("A005", 4, 46, "law 58 (Portland Club, 1904)")]
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "whist-club-1897", str(path)])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["diagnostics"] == []
    assert data["rubbers"][0]["laws"] == "whist-club-1897"
    assert data["rubbers"][0]["totals"]["NS"]["tricks"] == 192  # one trick at 192


def test_under_another_code_its_findings_cite_it(tmp_path: Path) -> None:
    # The other way: written under 1897 (no limit), scored under 1904: the double
    # past 100 is found, and cited under 1904, the code the record is scored under.
    path = tmp_path / "limit.hand"
    path.write_text("laws: whist-club-1897\n" + _PAST_THE_LIMIT, encoding="utf-8")
    assert json.loads(CliRunner().invoke(main, ["score", "--json", str(path)]).output)[
        "diagnostics"] == []
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "portland-1904", str(path)])
    assert out.exit_code == 1
    assert [(d["code"], d["line"], d["column"], d["law"])
            for d in json.loads(out.output)["diagnostics"]] == [
        ("A005", 4, 46, "law 58 (Portland Club, 1904)")]
    # A deal's own laws: line is set aside the same way as the file's.
    path.write_text("deal 1\nlaws: whist-club-1897\n" + _PAST_THE_LIMIT.split("\n", 1)[1],
                    encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "portland-1904", str(path)])
    assert [d["code"] for d in json.loads(out.output)["diagnostics"]] == ["A005"]


DEALS = Path(__file__).resolve().parent.parent / "hands" / "deals"


def test_a_contract_deal_under_bridge_whist_is_scored_by_its_make() -> None:
    # 3NT by S, played out: N-S take ten tricks. Under 1897 the contract's strain is
    # the make: four by cards at no trump, 4 x 12 = 48, a game (30); N-S hold the four
    # aces, divided (S ♠A ♥A ♣A, N ♦A): 40 above. No finding: the auction and the
    # play are read by the deal's own laws (contract-rubber), 1897 having no auction.
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "whist-club-1897",
                                    str(DEALS / "06-duck-for-the-suit.hand")])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["diagnostics"] == []
    [deal] = data["rubbers"][0]["deals"]
    assert deal["below"] == [{"side": "NS", "points": 48, "above": False,
                              "for": "four by cards"}]
    assert deal["above"] == [{"side": "NS", "points": 40, "above": True, "for": "four aces"}]
    assert [g["winner"] for g in data["rubbers"][0]["games"]] == ["NS"]


#: A contract rubber as a score keeper writes it (and one deal by its auction).
_CONTRACTS = ("laws: contract-rubber\nrubber: contracts\n\n"
              "deal 1\ncontract: 4♠ by S\nresult: north-south win ten tricks\n\n"
              "deal 2\ncontract: 3NT by E\nresult: down 1\n"
              "honours: east-west four aces in one hand\n\n"
              "deal 3\ndealer: N\nauction: 1♥ pass 6♥ X pass pass pass\nresult: =\n")


def test_contracts_under_1897_are_the_makes_they_name(tmp_path: Path) -> None:
    # Under 1897 a trick is worth 2 in spades, 8 in hearts, 12 at no trump, doubled
    # twice that; a little slam 20; four aces in one hand 100; a game 30 below.
    # Deal 1: 4♠ by S, ten tricks: four by cards, 4 x 2 = 8 to N-S.
    # Deal 2: 3NT by E one down: E-W take eight tricks, two by cards, 2 x 12 = 24.
    # Deal 3: 6♥ doubled by N (the first to bid hearts), made: six by cards,
    # 6 x 8 x 2 = 96, and the little slam; N-S at 104 below, the game.
    path = tmp_path / "contracts.hand"
    path.write_text(_CONTRACTS, encoding="utf-8")
    out = CliRunner().invoke(main, ["score", "--json", "--laws", "whist-club-1897", str(path)])
    assert out.exit_code == 0, out.output
    data = json.loads(out.output)
    assert data["diagnostics"] == []
    rubber = data["rubbers"][0]
    assert [[(e["side"], e["points"], e["for"]) for e in d["below"] + d["above"]]
            for d in rubber["deals"]] == [
        [("NS", 8, "four by cards")],
        [("EW", 24, "two by cards"), ("EW", 100, "four aces in one hand")],
        [("NS", 96, "six by cards"), ("NS", 20, "little slam")]]
    assert [g["winner"] for g in rubber["games"]] == ["NS"]
    assert rubber["totals"]["NS"]["tricks"] == 104 and rubber["totals"]["EW"]["above"] == 100


def test_a_contract_deals_auction_is_judged_by_its_own_laws(tmp_path: Path) -> None:
    # 1♦ over 1♥ is insufficient (A006), as contract bridge says; under --laws 1897,
    # which has no auction, the same finding under the same law, once.
    path = tmp_path / "short.hand"
    path.write_text("laws: contract-rubber\n\ndeal 1\ndealer: N\n"
                    "auction: 1♥ pass 1♦ pass pass pass\n"
                    "result: north-south win seven tricks\n", encoding="utf-8")
    found = [[(d["code"], d["line"], d["column"], d["law"]) for d in json.loads(
        CliRunner().invoke(main, ["score", "--json", *extra, str(path)]).output)["diagnostics"]]
        for extra in ([], ["--laws", "whist-club-1897"])]
    assert found[0] == found[1] == [
        ("A006", 5, 18, "contract rubber bridge: a bid must be higher than the previous bid")]

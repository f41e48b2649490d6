"""The quick path of ``bridgebook check`` against the full check.

``bridgebook check`` counts a deal in its commonest form that the quick verdict
finds regular and reads every other deal in full (bridgebook.syntax.quick,
bridgebook.engine.quick, checking.check_book_quick). The two must never
disagree: on every record of the project, on random legal deals in every form,
with a score stated before the hand or none, and on the same deals damaged, the
quick path reports exactly what the full check reports, at the same places.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from test_properties import PROFILE, Game, Style, games, styles, write_record

from bridgebook.checking import (
    _no_deal,
    _NotQuick,
    _ScoreRecord,
    check_book_quick,
    check_file,
    check_lines,
    check_pbn_quick,
    check_text,
)
from bridgebook.engine.laws import LAWS
from bridgebook.engine.quick import play_tricks, regular
from bridgebook.interop.pbn import iter_pbn
from bridgebook.interop.pbn_quick import read_compact as read_pbn_compact
from bridgebook.interop.pbn_write import write_pbn
from bridgebook.syntax.quick import read_compact

ROOT = Path(__file__).resolve().parent.parent
RECORDS = sorted({*ROOT.glob("hands/**/*.hand"), *ROOT.glob("tests/data/**/*.hand"),
                  *ROOT.glob("hands/**/*.pbn"), *ROOT.glob("tests/data/**/*.pbn")})
CONTRACT = LAWS["contract-rubber"]


def _numbered(text: str) -> list[tuple[int, str]]:
    return list(enumerate(text.splitlines(), start=1))


def _same(text: str) -> None:
    """The quick path reports what the full check reports, where it reports it."""
    full = check_text(text)
    try:
        quick = check_book_quick(text.splitlines())
    except (_NotQuick, _ScoreRecord):
        return  # checked in full
    assert quick.diagnostics == full.diagnostics, text
    assert quick.deal_count == full.deal_count


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_record_of_the_project_gets_the_same_report_both_ways(path: Path) -> None:
    # (book notation and PBN: `bridgebook check` keeps no deal, so takes the quick path)
    full = check_file(path, "x")
    quick = check_file(path, "x", keep=False)
    assert [str(d) for d in quick.diagnostics] == [str(d) for d in full.diagnostics]
    assert quick.deal_count == full.deal_count


# --- the verdict on plain integers ---------------------------------------------

def test_a_revoke_a_card_not_held_and_a_wrong_leader_each_make_the_play_irregular() -> None:
    # Each seat holds one suit: N spades, E hearts, S diamonds, W clubs.
    hands = [0x1FFF << (13 * suit) for suit in (3, 2, 1, 0)]
    # No trump, E leads: every trick is E's heart and three discards, won by E.
    cards = []
    for trick in range(13):
        cards += [26 + 12 - trick, 13 + trick, trick, 39 + trick]  # E ♥, S ♦, W ♣, N ♠
    leaders = [-1] * 13
    assert play_tricks(hands, cards, leaders, 1, -1) == [1] * 13
    # Spades trumps: N's spade wins the first trick, and N, not E, leads the second.
    assert play_tricks(hands, cards, leaders, 1, 3) is None
    assert play_tricks(hands, cards, [1] + [-1] * 12, 1, -1) == [1] * 13
    assert play_tricks(hands, cards, [2] + [-1] * 12, 1, -1) is None  # S does not lead
    wrong = list(cards)
    wrong[0] = 0  # E leads the two of clubs, which W holds
    assert play_tricks(hands, wrong, leaders, 1, -1) is None
    # A revoke: S holds diamonds only, so give S a heart and E the diamond instead.
    revoke = [h for h in hands]
    revoke[1] ^= (1 << 13) | (1 << 38)  # E gives up the ace of hearts, takes the three of ♦
    revoke[2] ^= (1 << 13) | (1 << 38)
    assert play_tricks(revoke, cards, leaders, 1, -1) is None
    # A play table with the columns N E S W: the same cards, each trick in that order.
    table = []
    for trick in range(13):
        e, s, w, n = cards[4 * trick: 4 * trick + 4]
        table += [n, e, s, w]
    assert play_tricks(hands, table, leaders, 1, -1, columns=(0, 1, 2, 3)) == [1] * 13


# --- random deals, regular and damaged -----------------------------------------

def _plain(game: Game, style: Style) -> str:
    """The deal in the forms the quick reader knows: the laws' style of hand and
    numbered tricks (in play order or as a table)."""
    style.hands, style.numbered = "laws", True
    return write_record(game, style)


@PROFILE
@given(games(), styles())
def test_a_random_regular_deal_in_the_plain_form_is_judged_regular(game: Game,
                                                                  style: Style) -> None:
    text = _plain(game, style)
    deal = read_compact(_numbered(text))
    assert deal is not None, text
    assert regular(deal, CONTRACT), text
    _same(text)


@PROFILE
@given(games(), styles())
def test_a_random_deal_in_any_form_gets_the_same_report_both_ways(game: Game,
                                                                 style: Style) -> None:
    _same(write_record(game, style))


# --- the score stated before the hand -------------------------------------------

#: A regular deal of bridge whist (the deal of docs/notation.md's Z declaring hearts,
#: no play): the full check reports nothing on it but what its score says.
_SCORED = """deal 9
laws: laws-1905
score: 30 to 0
Z: S—A, 5, 4; H—A, K, Q, 10, 6; D—7, 4, 3; C—8, 4
A: S—J, 10, 9; H—9, 7; D—K, Q, J; C—A, K, Q, 10, 5
Y: S—K, 7, 6, 2; H—8, 5, 4; D—A, 8, 6, 5, 2; C—6
B: S—Q, 8, 3; H—J, 3, 2; D—10, 9; C—J, 9, 7, 3, 2
make: Z declares hearts
"""


def _s011(text: str) -> list[str]:
    """The quick path's S011 messages, each with its place (the full check's: _same)."""
    _same(text)
    found = check_book_quick(text.splitlines()).diagnostics
    assert [d.code for d in found if d.code != "S011"] == [], text
    return [f"{d.line}:{d.column} {d.message.split(' below')[0]}" for d in found]


def test_a_score_already_a_game_is_reported_whichever_path_the_deal_takes() -> None:
    # Thirty below the line is a game under the 1905 laws (law 2): "30 to 0" gives
    # the dealer's side, Y Z (Z deals), a game already won. A numbered deal in the
    # plain form took the quick path, whose reader read the score only to see that it
    # read: the S011 of a bare 'deal' line (read in full) was lost.
    for head in ("deal 9", "deal"):
        text = _SCORED.replace("deal 9", head)
        assert _s011(text) == ["3:8 the score gives Y Z 30"]
    deal = read_compact(_numbered(_SCORED))
    assert deal is not None and deal.score is not None and deal.score.below == (30, 0)
    assert not regular(deal, LAWS["laws-1905"])
    # Each side's figure against the game of thirty: both, one or none past it; a
    # game said to be won is no misprint.
    # (Both sides past it: one message for the one phrase.)
    for score, told in (("thirty all", ["3:8 the score gives Y Z 30 and A B 30"]),
                        ("Y Z 40, A B 35", ["3:8 the score gives Y Z 40 and A B 35"]),
                        ("0 to 32", ["3:8 the score gives A B 32"]),
                        ("twenty-nine all", []),
                        ("love all", []),
                        ("thirty to nothing, the dealer having won the game", [])):
        text = _SCORED.replace("30 to 0", score)
        assert _s011(text) == told, score
        deal = read_compact(_numbered(text))
        assert deal is not None and regular(deal, LAWS["laws-1905"]) == (not told), score


def test_the_score_is_read_with_the_dealer_the_deal_names() -> None:
    # At contract a game is 100 below the line. E deals: "100 to 0 in favour of the
    # dealer" gives E W 100, read as the full reader reads it, not as South's.
    text = """deal 3
laws: contract-rubber
dealer: E
score: 100 to 0 in favour of the dealer
S: S—A, 5, 4; H—A, K, Q, 10, 6; D—7, 4, 3; C—8, 4
W: S—J, 10, 9; H—9, 7; D—K, Q, J; C—A, K, Q, 10, 5
N: S—K, 7, 6, 2; H—8, 5, 4; D—A, 8, 6, 5, 2; C—6
E: S—Q, 8, 3; H—J, 3, 2; D—10, 9; C—J, 9, 7, 3, 2
auction: pass 4H pass pass pass
"""
    assert _s011(text) == ["4:8 the score gives E W 100"]
    deal = read_compact(_numbered(text))
    assert deal is not None and deal.score is not None and deal.score.below == (0, 100)
    assert _s011(text.replace("100 to 0", "99 to 0")) == []


#: Scores before the hand, with the sides each gives a game already won, by hand:
#: under the bridge whist codes (30 a game) and at contract (100).
SCORES = [("love all", 0, 0), ("30 to 0", 1, 0), ("twenty-nine all", 0, 0),
          ("thirty all", 2, 0), ("40 to 35", 2, 0), ("100 to 0 in favour of the dealer", 1, 1),
          ("thirty to nothing, the dealer having won the game", 0, 0),
          ("24 to 0 against the dealer on the rubber game", 0, 0), ("120 all", 2, 2)]


def _scored(text: str, score: str) -> str:
    """The record with a ``score:`` line after its ``laws:`` line (its third line)."""
    lines = text.splitlines()
    assert lines[1].startswith("laws:")
    return "\n".join([*lines[:2], f"score: {score}", *lines[2:]]) + "\n"


@PROFILE
@given(games(), styles(), st.sampled_from(SCORES))
def test_a_random_regular_deal_with_a_score_gets_the_same_report_both_ways(
        game: Game, style: Style, stated: tuple[str, int, int]) -> None:
    score, whist, contract = stated
    text = _scored(_plain(game, style), score)
    deal = read_compact(_numbered(text))
    assert deal is not None and deal.score is not None, text
    past = whist if game.bridge_whist else contract
    code = LAWS["laws-1905"] if game.bridge_whist else CONTRACT
    assert regular(deal, code) == (past == 0), text
    found = check_book_quick(text.splitlines()).diagnostics
    # (one S011 for the line, whether one side's figure is past the game or both)
    assert [(d.code, d.line, d.column) for d in found] == [("S011", 3, 8)] * min(past, 1), \
        text
    _same(text)
    _same(_scored(write_record(game, style), score))


_TOKEN = re.compile(r"[^\s,;:]+")
DAMAGE = ["", "SA", "♠A", "H10", "10", "x", "pass", "X", "4NT", "1C", "W:", "N:", "7", "13",
          "—", "Z", "deal 2", "play:", "result: 9", "auction: pass", "{", ">", "S—A, K"]


def _damage(lines: list[str], data: st.DataObject, *, first: int, tokens: re.Pattern[str],
            pieces: list[str], times: int) -> list[str]:
    """The lines damaged ``times`` over from line ``first`` on: a token replaced by
    one of ``pieces``, two lines swapped, a line dropped, doubled, moved, or a blank
    line put in."""
    for _ in range(times):
        if len(lines) <= first + 1:
            break
        at = data.draw(st.integers(first, len(lines) - 1))
        how = data.draw(st.sampled_from(["token", "swap", "drop", "double", "move", "blank"]))
        if how == "token":
            found = list(tokens.finditer(lines[at]))
            if found:
                m = data.draw(st.sampled_from(found))
                lines[at] = (lines[at][: m.start()] + data.draw(st.sampled_from(pieces))
                             + lines[at][m.end():])
        elif how == "swap":
            other = data.draw(st.integers(first, len(lines) - 1))
            lines[at], lines[other] = lines[other], lines[at]
        elif how == "drop":
            del lines[at]
        elif how == "double":
            lines.insert(at, lines[at])
        elif how == "move":
            lines.insert(data.draw(st.integers(first, len(lines))), lines.pop(at))
        else:
            lines.insert(at, "")
    return lines


@PROFILE
@given(games(), styles(), st.data())
def test_a_damaged_deal_gets_the_same_report_both_ways(game: Game, style: Style,
                                                      data: st.DataObject) -> None:
    text = _plain(game, style) if data.draw(st.booleans()) else write_record(game, style)
    if data.draw(st.booleans()):
        text = _scored(text, data.draw(st.sampled_from(SCORES))[0])
    lines = _damage(text.splitlines(), data, first=1, tokens=_TOKEN, pieces=DAMAGE,
                    times=data.draw(st.integers(1, 3)))
    _same("\n".join(lines) + "\n")


@PROFILE
@given(st.lists(st.tuples(games(), styles(), st.booleans(),
                          st.sampled_from([None, *SCORES])), min_size=2, max_size=4))
def test_several_deals_regular_or_not_get_the_same_report_both_ways(
        deals: list[tuple[Game, Style, bool, tuple[str, int, int] | None]]) -> None:
    parts = []
    for number, (game, style, plain, stated) in enumerate(deals, start=1):
        text = _plain(game, style) if plain else write_record(game, style)
        if stated is not None:
            text = _scored(text, stated[0])
        parts.append(text.replace("deal 1:", f"deal {number}:", 1))
    _same("\n".join(parts))
    text = "".join(parts)
    for batch in (1, 2):
        try:
            quick = check_book_quick(text.splitlines(), batch=batch)
        except (_NotQuick, _ScoreRecord):
            continue
        assert quick.diagnostics == check_text(text).diagnostics


def test_a_record_with_keys_the_quick_path_does_not_know_is_checked_in_full(
        tmp_path: Path) -> None:
    text = "vulnerable: NS\ndeal 1\nZ: H—K\n"
    with pytest.raises(_NotQuick):
        check_book_quick(text.splitlines())
    path = tmp_path / "record.hand"
    path.write_text(text, encoding="utf-8")
    assert check_file(path, "record.hand", keep=False).diagnostics == check_text(
        text, "record.hand").diagnostics


def _case_records() -> list[tuple[str, str]]:
    """The book-notation records of the code cases and of the catalogue of damage."""
    found = []
    for path in [*sorted((ROOT / "tests" / "cases").glob("*.cases")),
                 ROOT / "tests" / "data" / "catalogue.txt"]:
        name, body = "", list[str]()
        for line in [*path.read_text(encoding="utf-8").splitlines(), "=== end"]:
            if line.startswith("=== "):
                if (name and "(" not in name.split(":")[0]) or "(hand)" in name:
                    found.append((f"{path.name}: {name}", "\n".join(body) + "\n"))
                name, body = line[4:], []
            elif not line.startswith("--- ") and name:
                body.append(line)
    return found


def _same_pbn(text: str) -> None:
    """The quick path reads a PBN file as the full reader and check do."""
    full = _no_deal(check_lines(text.splitlines(), iter_pbn, "x.pbn"))
    try:
        quick = check_pbn_quick(text.splitlines(), "x.pbn")
    except (_NotQuick, _ScoreRecord):  # declined (a score record is read whole, scored)
        return
    assert quick.diagnostics == full.diagnostics, text
    assert quick.deal_count == full.deal_count


def _as_pbn(game: Game, style: Style) -> str:
    """A random contract deal with its auction and play, as bridgebook writes PBN."""
    game.bridge_whist, game.maker, game.level = False, game.declarer, max(game.level, 1)
    record = check_text(_plain(game, style)).record
    text, _ = write_pbn(record)
    return text


@PROFILE
@given(games(), styles())
def test_a_random_regular_game_in_pbn_is_judged_regular(game: Game, style: Style) -> None:
    text = _as_pbn(game, style)
    games_read = text.split("\n\n")
    deal = read_pbn_compact([line for part in games_read for line in part.splitlines()
                             if line.strip()])
    assert deal is not None, text
    assert deal.laws is not None
    assert regular(deal, LAWS[deal.laws]), text
    _same_pbn(text)


_PBN_DAMAGE = ["", "SA", "S2", "HT", "Pass", "X", "XX", "4NT", "1C", "AP", "N", "E", "W", "-",
               "?", "#", "7", "13", "NS 7", "{a note}", ";", "[Note \"1:x\"]", "=1=", "*",
               "^R", "4HX", "S", "x"]
_PBN_TOKEN = re.compile(r'[^\s"\[\]]+')


@PROFILE
@given(st.lists(st.tuples(games(), styles()), min_size=1, max_size=3), st.data())
def test_damaged_games_in_pbn_get_the_same_report_both_ways(
        deals: list[tuple[Game, Style]], data: st.DataObject) -> None:
    text = "\n".join(_as_pbn(game, style) for game, style in deals)
    lines = _damage(text.splitlines(), data, first=0, tokens=_PBN_TOKEN, pieces=_PBN_DAMAGE,
                    times=data.draw(st.integers(0, 3)))
    _same_pbn("\n".join(lines) + "\n")


@pytest.mark.parametrize(("name", "text"), _case_records(), ids=lambda v: v[:60])
def test_every_case_and_catalogue_record_gets_the_same_report_both_ways(name: str,
                                                                       text: str) -> None:
    _same(text)
    if not text.lstrip().lower().startswith("deal"):
        _same("deal 1\n" + text)
        _same("laws: contract-rubber\ndeal 7: a title\n" + text + "deal 8\n" + text)


def test_one_byte_order_mark_opens_a_file_and_a_second_is_text() -> None:
    # Found by the fuzzer: the quick path took every mark off the first line, the
    # full check one.
    text = "\ufeff\ufeff# a comment\ndeal 1\nZ: H—K\n"
    _same(text)
    assert [d.code for d in check_text(text).diagnostics][:1] == ["P001"]
    _same(text[1:])
    assert "P001" not in [d.code for d in check_text(text[1:]).diagnostics]


# --- differences found by reading the two paths side by side -------------------

_RANKS = "A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2"
#: A regular deal in the plain form: each seat holds one suit; 7NT by N, no play.
_PLAIN = f"""deal 1
dealer: N
N: S—{_RANKS}; H—None; D—None; C—None
E: H—{_RANKS}; S—None; D—None; C—None
S: D—{_RANKS}; S—None; H—None; C—None
W: C—{_RANKS}; S—None; H—None; D—None
auction: 7NT pass pass pass
result: 13
"""


def test_a_blank_other_than_space_or_tab_in_a_hand_is_not_taken_as_a_separator() -> None:
    # The full reader reads a suit's ranks apart with spaces and tabs only: a
    # no-break space or a thin space is reported (P002). The quick reader took any
    # blank, so judged the deal regular.
    _same(_PLAIN)
    assert check_text(_PLAIN).diagnostics == []
    for text in (_PLAIN.replace("A, K, Q", "A,\u00a0K, Q", 1),
                 _PLAIN.replace("S—None; H—None; C", "S—None;\u2009H—None; C", 1),
                 _PLAIN.replace("N: S—A", "N: S\u00a0—A", 1),
                 _PLAIN.replace("N: S—A", "N: S—\u00a0A", 1)):
        assert "P002" in [d.code for d in check_text(text).diagnostics]
        assert read_compact(_numbered(text)) is None
        _same(text)
    _same(_PLAIN.replace("N: S—A", "N: S\t—\tA", 1))


def _pbn_game(board: int, deal: str) -> str:
    """A regular game: N holds the spades, E the hearts, S the diamonds, W the
    clubs; 1♠ by N, who ruffs the first heart and draws trumps: 13 tricks."""
    ranks = "23456789TJQKA"
    rows = "\n".join(f"H{r} D{r} C{r} S{r}" for r in ranks)
    return (f'[Board "{board}"]\n[Dealer "N"]\n[Deal "{deal}"]\n[Scoring "Rubber"]\n'
            f'[Declarer "N"]\n[Contract "1S"]\n[Result "13"]\n[Auction "N"]\n'
            f'1S Pass Pass Pass\n[Play "E"]\n{rows}\n*\n')


_PBN_DEAL = "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"


def test_a_value_of_the_game_before_written_hash_is_read_as_the_full_reader_reads_it() -> None:
    # '[Deal "#"]' repeats the last game's deal. After a paragraph of commentary
    # the quick path read the game alone, with no game before it: no hands.
    first, second = _pbn_game(1, _PBN_DEAL), _pbn_game(2, "#")
    full = _no_deal(check_lines((first + "\n" + second).splitlines(), iter_pbn, "x.pbn"))
    assert full.diagnostics == [] and full.deal_count == 2
    for between in ("\n", "\n{a note}\n\n", "\nsome words\n\n", "\n{a note\n\nover a blank}\n\n",
                    "\n% an escape\n\n"):
        _same_pbn(first + between + second)


def test_a_long_s_where_a_seat_stands_is_no_seat_and_no_traceback() -> None:
    # Matched ignoring case, 'ſ' (a long s) passes for the letter S; Seat.parse
    # does not know it. Both paths raised (the full reader ValueError, the quick
    # reader KeyError) on a play table's columns, a make and a claim.
    play = ("play: A Y B \u017f\n1.  K♣  Q♣  2♣  A♣\n", "P001")
    make = ("make: \u017f declares hearts\n", "P005")
    claim = ("play:\n1. W: C2 C3 C4 C5\nclaim: \u017f the rest\n", "P006")
    strain = ("make: Z declares \u017fpades\n", "P005")
    for tail, code in (play, make, claim, strain):
        text = _PLAIN.replace("auction: 7NT pass pass pass\n", "laws: laws-1905\n" + tail)
        assert code in [d.code for d in check_text(text).diagnostics], text
        _same(text)
    # And where a suit or a strain stands: a hand's marker, a bid.
    for old, new, code in (("N: S—A, K", "N: S—A,\u017f K", "P002"),
                           ("N: S—A", "N: \u017f—A", "P003"),
                           ("auction: 7NT", "auction: 7\u017f", "P004")):
        text = _PLAIN.replace(old, new, 1)
        assert code in [d.code for d in check_text(text).diagnostics], text
        _same(text)


def test_a_file_with_a_line_not_in_utf8_takes_the_quick_path_with_the_same_report(
        tmp_path: Path) -> None:
    """A Latin-1 name in one line: the file is read whole, that line as
    Windows-1252 (P023), and still checked deal by deal on the quick path."""
    import sys

    sys.path.insert(0, str(ROOT / "bench"))
    from check_speed import generate, to_book

    text = to_book(generate(30, 5), wrong_every=10)
    data = text.replace("deal 7\n", "deal 7\ntitle: Zoë's hand\n").encode("utf-8")
    data = data.replace("Zoë".encode(), "Zo\xeb".encode("latin-1"))
    path = tmp_path / "latin.hand"
    path.write_bytes(data)
    full = check_file(path, "latin.hand")
    quick = check_file(path, "latin.hand", keep=False)
    assert [str(d) for d in quick.diagnostics] == [str(d) for d in full.diagnostics]
    assert [d.code for d in quick.diagnostics] == ["P023", "L008", "L008", "L008"]
    assert quick.deal_count == full.deal_count == 30


def test_a_make_not_understood_quiets_only_its_own_deal() -> None:
    # Found by the fuzzer: the first game's [Make] is not understood (P005), and its
    # follow-ons are dropped; the second game, whose board number is the first's
    # position, still has its own A011. (The rule went by the deal's number.)
    text = ('[Laws "laws-1905"]\n[Make "S"] PBN\n\n[Board "1"]\n[Dealer "S"]\n'
            '[Deal "S:A54.AKQT6.743.84 JT9.97.KQJ.AKQT5 K762.854.A8652.6 Q83.J32.T9.Q9732"]\n'
            '[Play "W"]\nCK C6 C2 C4\n')
    _same_pbn(text)
    codes = [d.code for d in _no_deal(check_lines(text.splitlines(), iter_pbn, "x.pbn"))
             .diagnostics]
    assert "P005" in codes and "A011" in codes

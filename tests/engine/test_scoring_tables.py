"""Table-driven tests straight from the texts: every honour-table cell of each code,
chicane, slam, the revoke, and every contract case (level, strain, doubling,
vulnerability, over- and undertricks), cross-checked against endplay."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgebook.engine.scoring import (
    HandFacts,
    HonoursHeld,
    Revoke,
    laws_1905,
    portland_1904,
    score_rubber,
    whist_club_1897,
)
from bridgebook.engine.scoring.contract import (
    contract_points,
    undertricks,
)
from bridgebook.engine.scoring.rubber import board_vulnerability
from bridgebook.engine.scoring.whist import WhistRules, honours_value, score_whist_hand
from bridgebook.model import Seat, Side, Strain

S, C, D, H, NT = (Strain.SPADES, Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS,
                  Strain.NOTRUMP)
CODES = {"1897": whist_club_1897.RULES, "1904": portland_1904.RULES, "1905": laws_1905.RULES}

# (count, most in one hand) -> the table's row, spades clubs diamonds hearts.
# 1897 law 7 and its ready reference table; 1904 law 6; the 1905 law 6 table.
_SUIT_ROWS = {
    (3, 2): (4, 8, 12, 16),
    (4, 2): (8, 16, 24, 32),
    (4, 4): (16, 32, 48, 64),
    (5, 3): (10, 20, 30, 40),
    (5, 4): (18, 36, 54, 72),
    (5, 5): (20, 40, 60, 80),
}
# The 1905 table's row "5 honours" prints 16 32 48 64 100, a copy of the row above it
# (five honours cannot be held at no trump, yet it has a no-trump cell): it is read
# as 10 20 30 40, as the 1897 and 1904 laws give it (docs/scoring.md, judgement 3).
_SUIT_CASES = [
    (code, count, one, strain, row[i])
    for code in CODES for (count, one), row in _SUIT_ROWS.items()
    for i, strain in enumerate((S, C, D, H))
]


@pytest.mark.parametrize(("code", "count", "one", "strain", "points"), _SUIT_CASES)
def test_suit_honours(code: str, count: int, one: int, strain: Strain, points: int) -> None:
    held = HonoursHeld(Side.EW, count, one)
    assert honours_value(held, strain, CODES[code])[0] == points


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize(("count", "one", "points"), [(3, 2, 30), (4, 2, 40), (4, 4, 100),
                                                       (2, 1, 0)])
def test_no_trump_honours(code: str, count: int, one: int, points: int) -> None:
    assert honours_value(HonoursHeld(Side.NS, count, one), NT, CODES[code])[0] == points


def _hand(rules: WhistRules, **kw: object) -> list[tuple[str, int, bool, str]]:
    facts = HandFacts(1, **kw)  # type: ignore[arg-type]
    return [(e.side.name, e.points, e.below, e.what)
            for e in score_whist_hand(facts, rules, (0, 0))]


@pytest.mark.parametrize("code", ["1897", "1905"])
@pytest.mark.parametrize(("strain", "t"), [(S, 2), (C, 4), (D, 6), (H, 8)])
def test_chicane_added_or_deducted(code: str, strain: Strain, t: int) -> None:
    rules = CODES[code]
    mine = _hand(rules, strain=strain, tricks=7, honours=HonoursHeld(Side.NS, 3, 2),
                 voids=(1, 0))
    assert ("NS", 2 * t, False, "chicane") in mine
    theirs = _hand(rules, strain=strain, tricks=7, honours=HonoursHeld(Side.EW, 4, 2),
                   voids=(1, 0))
    assert ("EW", -2 * t, False, "chicane against them") in theirs
    double = _hand(rules, strain=strain, tricks=7, honours=HonoursHeld(Side.EW, 5, 3),
                   voids=(2, 0))
    assert ("EW", -4 * t, False, "double chicane against them") in double
    # Deducted only "if the adversaries score honors": with no honours recorded the
    # chicane is its own side's, never a negative score for a side that held none.
    unknown = _hand(rules, strain=strain, tricks=7, honours=None, voids=(1, 0))
    assert ("NS", 2 * t, False, "chicane") in unknown
    assert all(p >= 0 for _, p, _, _ in unknown)


@pytest.mark.parametrize("code", ["1897", "1905"])
@pytest.mark.parametrize(("strain", "t"), [(S, 2), (C, 4), (D, 6), (H, 8)])
def test_a_chicane_on_each_side_is_scored_to_the_honours_side_alone(
        code: str, strain: Strain, t: int) -> None:
    # 1897 law 10: "if partner of player having chicane scores honors he adds the
    # value of three honors to his score, while, if the adversaries score honors, it
    # deducts an equal value from theirs" (1905 law 9 alike). A hand void on each
    # side, North-South scoring simple honours (2t): their chicane adds 2t, East-West's
    # deducts 2t from them. The law scores both to North-South, and they cancel:
    # nothing is scored for chicane, the honours alone are (never +2t and -2t).
    rules = CODES[code]
    both = _hand(rules, strain=strain, tricks=7, honours=HonoursHeld(Side.NS, 3, 3),
                 voids=(1, 1))
    assert both == [("NS", t, True, "the odd trick"), ("NS", 2 * t, False, "simple honours")]
    # East-West both void (double chicane, 4t), North-South's one void hand holding
    # all thirteen trumps in the other (five honours in one hand, 10t): their chicane
    # adds 2t, East-West's double chicane deducts 4t, one figure of -2t, theirs.
    double = _hand(rules, strain=strain, tricks=13, honours=HonoursHeld(Side.NS, 5, 5),
                   voids=(1, 2))
    chicane = [e for e in double if "chicane" in e[3]]
    assert chicane == [("NS", -2 * t, False, "chicane, less the adversaries' double chicane")]
    assert [e for e in double if e[0] == "EW"] == []


def test_a_chicane_on_each_side_under_1904_is_each_sides_own() -> None:
    # 1904 law 8: "if a player holds no trump, he and his partner score for Chicane
    # twice the value of the trump suit trick": each side scores its own, nothing
    # deducted; in hearts (8) each side scores 16.
    got = _hand(portland_1904.RULES, strain=H, tricks=7, honours=HonoursHeld(Side.NS, 3, 3),
                voids=(1, 1))
    assert ("NS", 16, False, "chicane") in got and ("EW", 16, False, "chicane") in got


@pytest.mark.parametrize("factor", [1, 2, 4])
def test_chicane_against_them_is_the_value_of_three_honours_never_doubled(factor: int) -> None:
    # The later books print "-16 chicane against them" in hearts. 1905 law 9: chicane
    # "is equal in value to three honours" (law 6's table: hearts 16), and "if the
    # adversaries score honours, it deducts an equal value from their honour score";
    # law 10: its value "is in nowise affected by doubling or redoubling". So A B's
    # chicane takes 16 from Y Z's simple honours, above the line in Y Z's column, at
    # any doubling; the odd trick alone is doubled. 1897 law 10 and law 11 agree.
    for rules in (laws_1905.RULES, whist_club_1897.RULES):
        got = _hand(rules, strain=H, tricks=6, factor=factor,
                    honours=HonoursHeld(Side.NS, 3, 2), voids=(0, 1))
        assert got == [("EW", 8 * factor, True, "the odd trick"),
                       ("NS", 16, False, "simple honours"),
                       ("NS", -16, False, "chicane against them")]
    # 1904 law 8: the side holding no trump scores twice the trick value (16), and
    # "the value of Chicane is in no way affected by any doubling"; nothing deducted.
    got = _hand(portland_1904.RULES, strain=H, tricks=6, factor=factor,
                honours=HonoursHeld(Side.NS, 3, 2), voids=(0, 1))
    assert ("EW", 16, False, "chicane") in got and ("NS", 16, False, "simple honours") in got


@pytest.mark.parametrize(("strain", "t"), [(S, 2), (C, 4), (D, 6), (H, 8)])
def test_chicane_1904_simply_scored(strain: Strain, t: int) -> None:
    got = _hand(portland_1904.RULES, strain=strain, tricks=7,
                honours=HonoursHeld(Side.EW, 4, 2), voids=(1, 0))
    assert ("NS", 2 * t, False, "chicane") in got
    assert all(p >= 0 for _, p, _, _ in got)


@pytest.mark.parametrize("code", CODES)
@pytest.mark.parametrize(("tricks", "side", "slam", "points"),
                         [(13, "NS", "grand slam", 40), (12, "NS", "little slam", 20),
                          (0, "EW", "grand slam", 40), (1, "EW", "little slam", 20)])
def test_slam_for_either_side(code: str, tricks: int, side: str, slam: str,
                              points: int) -> None:
    assert (side, points, False, slam) in _hand(CODES[code], strain=NT, tricks=tricks)


@pytest.mark.parametrize(("factor", "each"), [(1, 8), (2, 16), (4, 32), (8, 64)])
def test_doubling_factor_times_the_odd_tricks(factor: int, each: int) -> None:
    got = _hand(laws_1905.RULES, strain=H, tricks=4, factor=factor)
    assert got == [("EW", 3 * each, True, "three by cards")]


def test_revoke_1905_three_tricks_and_held_to_28() -> None:
    # NS win 10 tricks but revoke: three tricks go to EW (7 to 6: EW win the odd trick).
    got = _hand(laws_1905.RULES, strain=NT, tricks=10, revokes=(Revoke(Side.NS, "add"),))
    assert got == [("NS", 12, True, "the odd trick")]
    # EW take all thirteen and revoke: ten left, four by cards (48) held to 28; the
    # 1905 text (law 89) denies the revokers game, not slam.
    got = _hand(laws_1905.RULES, strain=NT, tricks=0, revokes=(Revoke(Side.EW),))
    assert got == [("EW", 28, True, "tricks, held to 28 towards game (revoke)"),
                   ("EW", 40, False, "grand slam")]


@pytest.mark.parametrize("code", ["1897", "1904"])
def test_revoke_adversaries_choice(code: str) -> None:
    rules = CODES[code]
    added = _hand(rules, strain=H, tricks=8, revokes=(Revoke(Side.EW, "add"),))
    assert added == [("NS", 16, True, "two by cards"),
                     ("NS", 24, True, "revoke penalty: value added")]
    deducted = _hand(rules, strain=H, tricks=6, revokes=(Revoke(Side.EW, "deduct"),))
    assert ("EW", -24, True, "revoke penalty: value deducted") in deducted
    # The revoking side cannot score slam that hand (1897 law 93; 1904 law 90 V).
    slam = _hand(rules, strain=S, tricks=12, revokes=(Revoke(Side.NS, "add"),))
    assert not any("slam" in what for *_, what in slam)
    # Both penalties on one side: the deduction (3 x 12 = 36) and the hold to 28. 1897
    # law 13, the penalty "takes precedence of all other counts": 0 - 36, then seven
    # by cards (84) held to 28: 28. 1904 has no such law: the tricks held to 28, then
    # 36 off "his existing score" at the end of the hand (law 90 I, V): -8.
    both = _hand(rules, strain=NT, tricks=13, revokes=(Revoke(Side.NS, "deduct"),))
    assert sum(p for side, p, below, _ in both if side == "NS" and below) == {
        "1897": 28, "1904": -8}[code]
    taken = _hand(rules, strain=S, tricks=7, revokes=(Revoke(Side.EW),))
    assert taken == [("NS", 8, True, "four by cards")]


# --- contract ---------------------------------------------------------------

def _endplay_score(level: int, strain: Strain, doubles: int, made: int, vul: bool) -> int:
    from endplay.types import Contract, Denom, Penalty, Player, Vul
    denom = {S: Denom.spades, H: Denom.hearts, D: Denom.diamonds, C: Denom.clubs,
             NT: Denom.nt}[strain]
    penalty = (Penalty.passed, Penalty.doubled, Penalty.redoubled)[doubles]
    c = Contract(level=level, denom=denom, declarer=Player.north, penalty=penalty,
                 result=made)
    return int(c.score(Vul.ns if vul else Vul.none))


_ALL = [(level, strain, doubles, vul) for level in range(1, 8) for strain in Strain
        for doubles in (0, 1, 2) for vul in (False, True)]


@pytest.mark.parametrize(("level", "strain", "doubles", "vul"), _ALL)
def test_duplicate_score_agrees_with_endplay(level: int, strain: Strain, doubles: int,
                                             vul: bool) -> None:
    board = 2 if vul else 1  # board 2: North-South vulnerable; board 1: no one
    for tricks in range(14):
        facts = HandFacts(board, strain, tricks=tricks, factor=1 << doubles, level=level,
                          declarer=Seat.N)
        rubber, _ = score_rubber([facts], "contract-duplicate")
        ours = rubber.total(Side.NS) - rubber.total(Side.EW)
        assert ours == _endplay_score(level, strain, doubles, tricks - 6 - level, vul)


@pytest.mark.parametrize(("level", "strain", "doubles", "points"), [
    (1, C, 0, 20), (1, D, 0, 20), (1, H, 0, 30), (1, S, 0, 30), (1, NT, 0, 40),
    (3, NT, 0, 100), (2, NT, 1, 140), (4, S, 0, 120), (5, C, 1, 200), (2, H, 2, 240),
    (7, NT, 2, 880)])
def test_contract_points(level: int, strain: Strain, doubles: int, points: int) -> None:
    assert contract_points(level, strain, doubles) == points


@pytest.mark.parametrize(("down", "doubles", "vul", "points"), [
    (1, 0, False, 50), (2, 0, True, 200), (1, 1, False, 100), (2, 1, False, 300),
    (3, 1, False, 500), (4, 1, False, 800), (1, 1, True, 200), (3, 1, True, 800),
    (1, 2, False, 200), (4, 2, True, 2200)])
def test_undertricks(down: int, doubles: int, vul: bool, points: int) -> None:
    assert undertricks(down, doubles, vul) == points


def test_contract_rubber_two_games_to_none() -> None:
    game = HandFacts(1, S, tricks=10, level=4, declarer=Seat.S)
    slam = HandFacts(2, H, tricks=12, level=6, declarer=Seat.N, honours=HonoursHeld(
        Side.NS, 4, 4))
    rubber, _ = score_rubber([game, slam], "contract-rubber")
    assert rubber.deals[1].vulnerable == (True, False)
    assert rubber.bonus_entries[0].points == 700
    assert rubber.deals[1].points(Side.NS, below=False) == 750 + 100
    assert rubber.value == 120 + 180 + 850 + 700


def test_contract_rubber_unfinished() -> None:
    game = HandFacts(1, S, tricks=10, level=4, declarer=Seat.S)
    part = HandFacts(2, C, tricks=5, level=2, declarer=Seat.E)
    rubber, _ = score_rubber([game, part], "contract-rubber")
    assert not rubber.finished
    assert [(e.side, e.points) for e in rubber.bonus_entries] == [(Side.NS, 300),
                                                                  (Side.EW, 100)]


def test_duplicate_vulnerability_by_board() -> None:
    assert [board_vulnerability(b) for b in (1, 2, 3, 4, 17)] == [
        (False, False), (True, False), (False, True), (True, True), (False, False)]


def test_chicago_four_deals() -> None:
    deals = [HandFacts(i, NT, tricks=9, level=3, declarer=Seat.N) for i in range(1, 5)]
    rubber, _ = score_rubber(deals, "chicago")
    # game bonuses: deal 1 none vulnerable 300; deal 2 East deals (EW vulnerable) 300;
    # deal 3 South deals (NS vulnerable) 500; deal 4 both 500.
    assert [d.points(Side.NS, what="game") for d in rubber.deals] == [300, 300, 500, 500]
    fifth = HandFacts(5, NT, tricks=9, level=3, declarer=Seat.N)
    _extra, problems = score_rubber([*deals, fifth], "chicago")
    assert [d.code for d in problems] == ["S002"]


# --- properties -------------------------------------------------------------

_deal = st.builds(lambda strain, tricks, f: (strain, tricks, f),
                  st.sampled_from(list(Strain)), st.integers(0, 13), st.sampled_from([1, 2, 4]))


@given(st.lists(_deal, min_size=1, max_size=30), st.sampled_from(sorted(CODES)))
def test_a_rubber_ends_after_two_games_won_by_one_side(
        deals: list[tuple[Strain, int, int]], code: str) -> None:
    name = CODES[code].code
    facts = [HandFacts(i + 1, s, tricks=t, factor=f) for i, (s, t, f) in enumerate(deals)]
    rubber, problems = score_rubber(facts, name)
    winners = [g.winner for g in rubber.games if g.winner is not None]
    if rubber.finished:
        assert rubber.winner is not None and winners.count(rubber.winner) == 2
        assert winners[-1] is rubber.winner and len(winners) in (2, 3)
        assert rubber.value == (rubber.total(rubber.winner, with_bonus=False) + 100
                                - rubber.total(rubber.winner.other))
        assert len(rubber.deals) + len(problems) == len(facts)
    else:
        assert all(winners.count(s) < 2 for s in Side) and not problems


_contract = st.tuples(st.integers(1, 7), st.sampled_from(list(Strain)), st.integers(0, 2),
                      st.integers(0, 13), st.sampled_from(list(Seat)))


@given(st.lists(_contract, min_size=1, max_size=25))
def test_a_contract_rubber_ends_after_two_games(deals: list[tuple[int, Strain, int, int,
                                                                  Seat]]) -> None:
    facts = [HandFacts(i + 1, strain, tricks=tricks, factor=1 << doubles, level=level,
                       declarer=seat)
             for i, (level, strain, doubles, tricks, seat) in enumerate(deals)]
    rubber, problems = score_rubber(facts, "contract-rubber")
    winners = [g.winner for g in rubber.games if g.winner is not None]
    if rubber.finished:
        assert rubber.winner is not None and winners.count(rubber.winner) == 2
        bonus = 700 if len(winners) == 2 else 500
        assert rubber.bonus == bonus
        assert rubber.value == (rubber.total(rubber.winner, with_bonus=False) + bonus
                                - rubber.total(rubber.winner.other))
        # A side is vulnerable exactly when it has won a game before the deal.
        for deal in rubber.deals:
            before = [g for g in rubber.games if g.deals and g.deals[-1] < deal.ident]
            assert deal.vulnerable == tuple(any(g.winner is s for g in before) for s in Side)
    else:
        assert all(winners.count(s) < 2 for s in Side) and not problems


def test_a_side_at_24_that_revokes_and_makes_four_by_cards_in_hearts() -> None:
    """Y Z at 24 revoke (value deducted: 3 x 8 = 24) and make four by cards in hearts
    (32). 1897 (law 13 first, law 93): 24 - 24 = 0, then 32 held to 28: 28. 1904 (law
    90 V, then 90 I): 24 + 32 held to 28, then 24 off: 4."""
    facts = HandFacts(2, H, tricks=10, revokes=(Revoke(Side.NS, "deduct"),))
    for rules, after in ((whist_club_1897.RULES, 28), (portland_1904.RULES, 4)):
        got = score_whist_hand(facts, rules, (24, 0))
        assert 24 + sum(e.points for e in got if e.side is Side.NS and e.below) == after

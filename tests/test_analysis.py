"""Double-dummy analysis on deals whose results are checked by hand.

Hand checks: a deal where one side takes all thirteen tricks in every strain; a
deal where only a club lead beats six no trump; the cost of cards in the
book deals of hands/deals/ (the ♠J of deal 3 is the card the commentary blames).
endplay's ``analyse_play`` is the reference for the per-card figures of a whole
deal, where counting by hand is impractical.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.analysis import Analysed, Checked, analyse
from bridgebook.analysis.cache import SolutionCache
from bridgebook.analysis.results import DDTable
from bridgebook.analysis.solver import Problem, solve
from bridgebook.analysis.view import analysis_json, card_marks, table_grid
from bridgebook.checking import check_file, check_text
from bridgebook.cli import main
from bridgebook.model import PRINT_ORDER, Card, CardSet, Seat, Side, Strain

ROOT = Path(__file__).resolve().parent.parent
DEALS = ROOT / "hands" / "deals"

# N and S hold the seven top cards of every suit: 13 tricks in any strain.
GRAND = """\
laws: contract-rubber
dealer: N
vulnerable: both
N: S—A, K, Q, J; H—A, K, Q; D—A, K, Q; C—A, K, Q
E: S—7, 6, 5; H—8, 7, 6, 5; D—8, 7, 6; C—7, 6, 5
S: S—10, 9, 8; H—J, 10, 9; D—J, 10, 9; C—J, 10, 9, 8
W: S—4, 3, 2; H—4, 3, 2; D—5, 4, 3, 2; C—4, 3, 2
"""

# 6NT by S. N holds twelve top tricks in spades, hearts and diamonds; W holds
# ♣A K Q J. A club lead takes four tricks and makes N throw three winners
# (he has one club), so N S take nine; any other lead, N wins and takes twelve.
SLAM = """\
laws: contract-rubber
dealer: S
N: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—2
E: S—4, 3, 2; H—4, 3, 2; D—4, 3, 2; C—10, 9, 8, 7
S: S—10, 9, 8; H—10, 9, 8; D—10, 9, 8; C—6, 5, 4, 3
W: S—7, 6, 5; H—7, 6, 5; D—7, 6, 5; C—A, K, Q, J
auction: 6NT pass pass pass
"""


def analysed(text: str) -> list[Analysed]:
    result = check_text(text)
    assert result.errors == 0, result.diagnostics
    return analyse([Checked(r.deal, r.laws, r.contract, r.replay) for r in result.deals])


def analysed_file(name: str) -> Analysed:
    result = check_file(DEALS / name)
    (done,) = analyse([Checked(r.deal, r.laws, r.contract, r.replay) for r in result.deals])
    return done


def test_every_strain_makes_seven_for_north_south() -> None:
    (done,) = analysed(GRAND)
    a = done.analysis
    assert a is not None
    for strain in Strain:
        assert [a.table.tricks(strain, seat) for seat in Seat] == [13, 0, 13, 0]
    assert {(m.level, m.declarer) for m in a.makeable} == {(7, Seat.N), (7, Seat.S)}
    assert len(a.makeable) == 10
    # Par, both vulnerable: 7NT, 1000 for the grand slam + 220 for the tricks + 500 game.
    assert a.par is not None and a.par.score == 2220 and a.par.vulnerable == "both"
    assert {c.text for c in a.par.contracts} == {"7NT by N", "7NT by S"}
    assert table_grid(a.table)[1] == ("N", "13", "13", "13", "13", "13")


def test_only_a_club_lead_beats_six_no_trump() -> None:
    (done,) = analysed(SLAM)
    a = done.analysis
    assert a is not None and a.declared is not None
    assert (a.declared.declarer, a.declared.leader, a.declared.level) == (Seat.S, Seat.W, 6)
    assert a.declared.tricks == 9  # the club lead: W takes four clubs
    n, e, s, w = (CardSet.parse(h).mask for h in (
        "♠AKQJ ♥AKQJ ♦AKQJ ♣2", "♠432 ♥432 ♦432 ♣T987",
        "♠T98 ♥T98 ♦T98 ♣6543", "♠765 ♥765 ♦765 ♣AKQJ"))
    hands = (n, e, s, w)
    leads = list(CardSet(hands[Seat.W]))
    answers = solve([Problem(hands, Seat.S, strain=Strain.NOTRUMP, leader=Seat.W,
                             play=(card,)) for card in leads])
    after = {card: s.play[1] for card, s in zip(leads, answers, strict=True)}
    beaten = {card for card, tricks in after.items() if tricks < 12}
    assert beaten == {Card.CA, Card.CK, Card.CQ, Card.CJ}
    assert all(after[card] == 9 for card in beaten)
    assert all(tricks == 12 for card, tricks in after.items() if card not in beaten)


def test_the_knave_of_spades_costs_a_trick_in_deal_3() -> None:
    # The book: "Switching to the knave of hearts ... would have saved a trick."
    done = analysed_file("03-holding-up.hand")
    a = done.analysis
    assert a is not None and a.play is not None and a.declared is not None
    assert a.declared.tricks == a.play.start == 9  # 3NT's worth: A leads, Z plays
    costly = [(c.trick, c.seat, c.card, c.cost) for c in a.play.costly()]
    assert costly == [(3, Seat.W, Card.SJ, 1)]
    assert card_marks(a.play) == {(3, Seat.W): "\u22121"}
    first = a.play.cards[0]
    assert (first.seat, first.card, first.tricks, first.cost) == (Seat.W, Card.SK, 9, 0)
    sj = a.play.cards[8]
    assert (sj.card, sj.tricks, sj.change) == (Card.SJ, 10, 1)
    assert a.play.final == 10 and len(a.play.cards) == 52
    # The book gives the dealer ten: one more than double dummy allows (a note).
    assert [(d.code, d.severity.value) for d in done.diagnostics] == [("L015", "info")]


def test_the_throw_in_card_of_deal_6() -> None:
    # South discards the ♠4 on the ♦K at trick 5: it was his card to throw West in
    # with a spade, to lead from the ♣K into the ace, queen.
    done = analysed_file("06-duck-for-the-suit.hand")
    a = done.analysis
    assert a is not None and a.play is not None and a.claim is not None
    assert [(c.trick, c.seat, c.card) for c in a.play.costly()] == [(5, Seat.S, Card.S4)]
    assert a.play.start == 11 and a.play.final == 10 and a.play.side is Side.NS
    assert (a.claim.claimed, a.claim.remaining, a.claim.can_take, a.claim.holds) == (2, 4, 2,
                                                                                     True)
    assert a.par is not None and a.par.score == 460
    assert done.diagnostics == ()


@pytest.mark.parametrize("name", ["01-the-hints-no-trump.hand", "04-ruff-in-the-dummy.hand"])
def test_per_card_figures_agree_with_endplay(name: str) -> None:
    from endplay.dds import analyse_play
    from endplay.types import Deal, Denom, Player

    done = analysed_file(name)
    a = done.analysis
    assert a is not None and a.play is not None and a.declared is not None
    hands = [CardSet(0)] * 4
    for hand in done.deal.hands:
        assert hand.seat is not None
        hands[hand.seat] = hand.cards
    deal = Deal("N:" + " ".join(".".join("".join(c.rank.letter for c in h.suit(s)) for s in
                                         PRINT_ORDER) for h in hands))
    deal.first = Player(int(a.declared.leader))
    deal.trump = Denom((3, 2, 1, 0, 4)[a.declared.strain])
    reference = list(analyse_play(deal, [c.card.code for c in a.play.cards]))
    ours = [a.play.start, *(c.tricks for c in a.play.cards)]
    assert ours[: len(reference)] == reference
    assert set(ours[len(reference):]) <= {reference[-1]}


def test_a_deal_that_is_not_complete_is_a_clear_message() -> None:
    result = check_file(ROOT / "hands" / "hints-1897" / "hints.hand")
    done = analyse([Checked(r.deal, r.laws, r.contract, r.replay) for r in result.deals])
    assert all(d.analysis is None for d in done)
    assert done[0].diagnostics[0].code == "L014"
    assert "only Z is given" in done[0].diagnostics[0].message  # the record names the hand Z


def test_a_play_that_breaks_the_laws_is_analysed_up_to_the_fault() -> None:
    text = GRAND.replace("W: S—4, 3, 2", "W: S—4, 3, 2").replace(
        "vulnerable: both\n", "") + "auction: 7NT pass pass pass\nplay:\n1. E: S5 S8 S2 SA\n" \
        "2. N: HA H5 H9 S3\n"
    result = check_text(text)
    assert any(d.code == "L003" for d in result.diagnostics)  # W revokes: he holds hearts
    (done,) = analyse([Checked(r.deal, r.laws, r.contract, r.replay) for r in result.deals])
    assert done.analysis is not None and done.analysis.play is not None
    play = done.analysis.play
    assert len(play.cards) == 7 and play.stopped is not None and "revokes" in play.stopped


def test_answers_are_cached_by_content(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    cache = SolutionCache(tmp_path)
    result = check_text(SLAM)
    checked = [Checked(r.deal, r.laws, r.contract, r.replay) for r in result.deals]
    first = analyse(checked, cache)
    assert len(list(tmp_path.rglob("*.json"))) == 1

    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("solved again")

    monkeypatch.setattr(sys.modules["bridgebook.analysis.analyse"], "solve", refuse)
    assert analyse(checked, cache) == first
    # A damaged file is solved again, not trusted.
    monkeypatch.undo()
    (path,) = tmp_path.rglob("*.json")
    path.write_text("{not json", encoding="utf-8")
    assert analyse(checked, cache) == first


def test_the_command_prints_tables_and_json(tmp_path: Path) -> None:
    runner = CliRunner()
    deal = DEALS / "06-duck-for-the-suit.hand"
    text = runner.invoke(main, ["analyse", "--cache-dir", str(tmp_path), str(deal)])
    assert text.exit_code == 0, text.output
    assert "Par: +460 for N S (3NT by N +2, 3NT by S +2)" in text.output
    assert "♠4 10 \u22121" in text.output
    out = runner.invoke(main, ["analyse", "--json", "--no-cache", str(deal)])
    assert out.exit_code == 0
    data = json.loads(out.output)
    (entry,) = data["files"][0]["deals"]
    assert entry == analysis_json(analysed_file("06-duck-for-the-suit.hand"))
    assert entry["table"]["NT"] == {"N": 11, "E": 2, "S": 11, "W": 2}
    assert entry["claim"]["holds"] is True
    card = entry["play"]["cards"][18]
    assert card == {"trick": 5, "seat": "S", "card": "S4", "tricks": 10, "change": -1,
                    "cost": 1, "mark": "\u22121"}


def test_the_command_on_an_incomplete_deal() -> None:
    out = CliRunner().invoke(main, ["analyse", "--no-cache",
                                    str(ROOT / "hands" / "examples" / "mistakes.hand")])
    assert out.exit_code == 1
    assert "L014 warning: the deal cannot be analysed: ♣Q is in two hands" in out.output
    assert "Traceback" not in out.output


def test_check_never_imports_endplay() -> None:
    code = ("import sys\nfrom click.testing import CliRunner\nimport bridgebook.cli\n"
            f"CliRunner().invoke(bridgebook.cli.main, ['check', {str(DEALS)!r}])\n"
            "assert 'bridgebook.analysis' not in sys.modules\n"
            "assert not [m for m in sys.modules if m.startswith('endplay')], 'endplay loaded'\n")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_the_table_keeps_its_json_form() -> None:
    table = DDTable(((1, 2, 3, 4), (5, 6, 7, 8), (9, 10, 11, 12), (13, 0, 1, 2), (3, 4, 5, 6)))
    assert DDTable.from_dict(table.as_dict()) == table


def test_a_long_run_shows_a_progress_bar() -> None:
    import io

    from rich.console import Console

    from bridgebook.analysis.run import LONG_RUN, _Bar

    screen = io.StringIO()
    bar = _Bar(Console(file=screen, force_terminal=True, width=80))
    bar(LONG_RUN - 1)(3)
    assert bar.progress is None  # a short run: no bar
    advance = bar(LONG_RUN)
    assert bar.progress is not None
    advance(LONG_RUN)
    assert bar.progress.tasks[0].completed == LONG_RUN
    bar.close()
    quiet = _Bar(Console(file=io.StringIO(), force_terminal=False))
    quiet(100)(1)
    assert quiet.progress is None  # not a terminal: no bar


def test_a_defender_claim_is_judged_for_the_defence() -> None:
    # 6NT by S, W leads the ♣A and claims the rest: he can take only three more
    # clubs; double dummy the defence has four tricks of the thirteen, not all.
    text = SLAM + "play:\n1. W: CA C2 C7 C3\nclaim: W the rest\n"
    (done,) = analysed(text)
    a = done.analysis
    assert a is not None and a.claim is not None and a.play is not None
    assert (a.claim.seat, a.claim.claimed, a.claim.remaining) == (Seat.W, 12, 12)
    assert a.claim.can_take == 3 and not a.claim.holds
    assert [d.code for d in done.diagnostics] == ["L016"]


def _random_play(seed: int) -> tuple[tuple[int, int, int, int], list[tuple[Seat, Card]], int]:
    """A random deal, a random legal play of 52 cards at no trump with E on lead,
    and the tricks North-South win in it."""
    import random

    from bridgebook.engine.replay import trick_winner

    rng = random.Random(seed)
    cards = list(Card)
    rng.shuffle(cards)
    n, e, s, w = (sum(c.bit for c in cards[13 * k:13 * k + 13]) for k in range(4))
    held = [n, e, s, w]
    leader, play, won = Seat.E, [], 0
    for _ in range(13):
        trick: list[tuple[Seat, Card]] = []
        seat = leader
        for _ in range(4):
            hand = list(CardSet(held[seat]))
            if trick:
                same = [c for c in hand if c.suit is trick[0][1].suit]
                hand = same or hand
            card = rng.choice(hand)
            held[seat] ^= card.bit
            trick.append((seat, card))
            seat = seat.lho
        play += trick
        leader = trick_winner(trick, None)
        won += leader.side is Side.NS
    return (n, e, s, w), play, won


@pytest.mark.parametrize("seed", [1, 2])
def test_no_card_gains_for_its_own_side_and_the_end_is_the_result(seed: int) -> None:
    # Double dummy, a card can keep its side's best result or lose some of it, never
    # better it; after the last card the figure is the tricks actually won.
    hands, play, won = _random_play(seed)
    (answer,) = solve([Problem(hands, Seat.N, strain=Strain.NOTRUMP, leader=Seat.E,
                               play=tuple(card for _, card in play), table=False)])
    assert len(answer.play) == 53
    for k, (seat, _) in enumerate(play):
        change = answer.play[k + 1] - answer.play[k]
        assert change <= 0 if seat.side is Side.NS else change >= 0
    assert answer.play[-1] == won

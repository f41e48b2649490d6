"""Property tests: random complete deals played out legally, written in the book
notation in its several forms, read back and replayed.

Each example deals the pack at random, settles a contract (a bridge-whist make or
a contract auction), plays all thirteen tricks with a random legal card at each
turn, and writes the deal out: hands in the laws' style, as suit rows or as a
compass diagram; the play in order from the leader or as a book table with the
winner marked; every card with its suit before or after the rank. The record
must read back with no diagnostic, with the same cards in the same hands, and its
replay must give the trick winners that endplay gives for the same play (the
independent party) and that a plain trick-winner rule in this file gives.
A single-card corruption must always give an error diagnostic, never a traceback.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass

from endplay.types import Card as EpCard
from endplay.types import Deal as EpDeal
from endplay.types import Denom, Player
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bridgebook.checking import check_text
from bridgebook.diagnostics import Severity

SEATS = "NESW"  # clockwise: the order of play
BOOK = {"N": "Y", "E": "B", "S": "Z", "W": "A"}  # the books' letters, dealer Z at South
RANKS = "23456789TJQKA"
SUIT_LETTERS = "CDHS"
SYMBOLS = "♣♦♥♠"
OUTLINE = "♧♢♡♤"
WORDS = ("clubs", "diamonds", "hearts", "spades")
NOTRUMP = 4

PROFILE = settings(max_examples=int(os.environ.get("BRIDGEBOOK_EXAMPLES", "40")), deadline=None,
                   suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


# --- the deal and its play ----------------------------------------------------

@dataclass
class Game:
    """A random deal and its legal play; cards are 13 * suit + rank - 2, clubs first."""

    hands: list[set[int]]  # by seat, N E S W
    strain: int  # 0-3 a suit, 4 no trump
    bridge_whist: bool
    dealer: int
    declarer: int
    level: int
    maker: int
    tricks: list[tuple[int, list[int], int]]  # leader, cards from the leader, winner


def winner_of(leader: int, cards: list[int], strain: int) -> int:
    """The plain rule: the highest trump wins, else the highest card of the suit led."""
    best = 0
    for i, card in enumerate(cards):
        top = cards[best]
        if card // 13 == top // 13:
            if card > top:
                best = i
        elif card // 13 == strain:  # a trump on a card of another suit
            best = i
    return (leader + best) % 4


@st.composite
def games(draw: st.DrawFn) -> Game:
    pack = draw(st.permutations(range(52)))
    hands = [set(pack[13 * s : 13 * s + 13]) for s in range(4)]
    strain = draw(st.integers(0, 4))
    bridge_whist = draw(st.booleans())
    if bridge_whist:
        dealer = 2  # Z deals and plays, whoever names the trump
        declarer = dealer
        maker = draw(st.sampled_from([dealer, (dealer + 2) % 4]))
        level = 0
    else:
        dealer = draw(st.integers(0, 3))
        declarer = draw(st.integers(0, 3))
        maker = declarer
        level = draw(st.integers(1, 7))
    held = [set(h) for h in hands]
    leader = (declarer + 1) % 4
    tricks = []
    for _ in range(13):
        cards: list[int] = []
        for i in range(4):
            seat = (leader + i) % 4
            mine = sorted(held[seat])
            if cards:
                follow = [c for c in mine if c // 13 == cards[0] // 13]
                mine = follow or mine
            card = mine[draw(st.integers(0, len(mine) - 1))]
            held[seat].discard(card)
            cards.append(card)
        winner = winner_of(leader, cards, strain)
        tricks.append((leader, cards, winner))
        leader = winner
    return Game(hands, strain, bridge_whist, dealer, declarer, level, maker, tricks)


def endplay_winners(game: Game) -> list[int]:
    """The winner of each trick as endplay plays the same cards."""
    pbn = "N:" + " ".join(
        ".".join("".join(RANKS[c % 13] for c in sorted(
            (c for c in game.hands[seat] if c // 13 == suit), reverse=True))
            for suit in (3, 2, 1, 0))
        for seat in range(4))
    denom = {0: Denom.clubs, 1: Denom.diamonds, 2: Denom.hearts, 3: Denom.spades,
             4: Denom.nt}[game.strain]
    deal = EpDeal(pbn, first=Player((game.declarer + 1) % 4), trump=denom)
    winners = []
    for _, cards, _ in game.tricks:
        for card in cards:
            deal.play(EpCard(SUIT_LETTERS[card // 13] + RANKS[card % 13]))
        winners.append(int(deal.first))
    return winners


# --- writing it out -----------------------------------------------------------

@dataclass
class Style:
    """How one record is written."""

    hands: str  # "laws", "rows", "compass"
    play: str  # "order", "table"
    mark: str  # "_", "[", "*"
    card_forms: list[int]  # a form for each card of the play, in order
    suit_order: list[int]
    columns: list[int]  # the seats of the table's columns
    numbered: bool
    leaders: bool
    ten: str  # "10" or "T"
    dash: str  # between the suit letter and the ranks in the laws' style
    knave: str  # "J" or "Kn"
    run_together: bool  # suit rows as ``KQJ862`` rather than ``K Q J 8 6 2``


@st.composite
def styles(draw: st.DrawFn) -> Style:
    return Style(
        hands=draw(st.sampled_from(["laws", "rows", "compass"])),
        play=draw(st.sampled_from(["order", "table"])),
        mark=draw(st.sampled_from(["_", "[", "*"])),
        card_forms=draw(st.lists(st.integers(0, 5), min_size=52, max_size=52)),
        suit_order=draw(st.permutations([3, 2, 1, 0])),
        columns=draw(st.permutations([0, 1, 2, 3])),
        numbered=draw(st.booleans()),
        leaders=draw(st.booleans()),
        ten=draw(st.sampled_from(["10", "T"])),
        dash=draw(st.sampled_from(["—", "–", "-", ":", " — "])),
        knave=draw(st.sampled_from(["J", "Kn"])),
        run_together=draw(st.booleans()),
    )


def name(seat: int, game: Game) -> str:
    return BOOK[SEATS[seat]] if game.bridge_whist else SEATS[seat]


def rank_text(card: int, ten: str, knave: str = "J") -> str:
    if card % 13 == 9:
        return knave
    return ten if card % 13 == 8 else RANKS[card % 13]


def card_text(card: int, form: int, ten: str) -> str:
    """A card of the play: ``♣Q``, ``Q♣``, ``CQ``, ``QC``, ``[C]Q``, ``Q[C]``."""
    rank, suit = rank_text(card, ten), card // 13
    return (SYMBOLS[suit] + rank, rank + SYMBOLS[suit], SUIT_LETTERS[suit] + rank,
            rank + SUIT_LETTERS[suit], f"[{SUIT_LETTERS[suit]}]{rank}",
            f"{rank}[{SUIT_LETTERS[suit]}]")[form]


def ranks_of(hand: set[int], suit: int) -> list[int]:
    return sorted((c for c in hand if c // 13 == suit), reverse=True)


def laws_hand(seat: int, game: Game, style: Style) -> str:
    groups = []
    for suit in style.suit_order:
        cards = ranks_of(game.hands[seat], suit)
        body = ", ".join(rank_text(c, "10", style.knave) for c in cards) if cards else "—"
        groups.append(f"{SUIT_LETTERS[suit]}{style.dash}{body}")
    return f"{name(seat, game)}: " + "; ".join(groups)


def suit_row(seat: int, suit: int, game: Game, style: Style) -> str:
    cards = ranks_of(game.hands[seat], suit)
    if style.run_together:
        body = "".join(rank_text(c, "T") for c in cards) if cards else "—"
    else:
        body = " ".join(rank_text(c, style.ten, style.knave) for c in cards) if cards else "—"
    marker = (SYMBOLS[suit], OUTLINE[suit], f"[{SUIT_LETTERS[suit]}]")[seat % 3]
    return f"{marker} {body}"


def write_hands(game: Game, style: Style) -> list[str]:
    if style.hands == "laws":
        return [laws_hand(seat, game, style) for seat in range(4)]
    if style.hands == "rows":
        lines = []
        for seat in range(4):
            lines.append(name(seat, game) if game.bridge_whist else
                         ("North", "East", "South", "West")[seat])
            lines.extend(suit_row(seat, s, game, style) for s in style.suit_order)
        return lines
    pad = " " * 16
    lines = [pad + ("North" if not game.bridge_whist else "Y")]
    lines.extend(pad + suit_row(0, s, game, style) for s in style.suit_order)
    west, east = ("West", "East") if not game.bridge_whist else ("A", "B")
    lines.append(f"{west:<32}{east}")
    for s in style.suit_order:
        lines.append(f"{suit_row(3, s, game, style):<32}{suit_row(1, s, game, style)}")
    lines.append(pad + ("South" if not game.bridge_whist else "Z"))
    lines.extend(pad + suit_row(2, s, game, style) for s in style.suit_order)
    return lines


def write_play(game: Game, style: Style) -> list[str]:
    forms = iter(style.card_forms)
    if style.play == "order":
        lines = ["play:"]
        for number, (leader, cards, _) in enumerate(game.tricks, start=1):
            head = f"{number}. " if style.numbered else ""
            if style.leaders:
                head += f"{name(leader, game)}: "
            lines.append(head + " ".join(card_text(c, next(forms), style.ten) for c in cards))
        return lines
    lines = ["play:", "     " + "  ".join(f"{name(s, game):<6}" for s in style.columns)]
    for number, (leader, cards, winner) in enumerate(game.tricks, start=1):
        by_seat = {(leader + i) % 4: c for i, c in enumerate(cards)}
        cells = []
        for seat in style.columns:
            text = card_text(by_seat[seat], next(forms), style.ten)
            if seat == winner:
                text = {"_": f"_{text}_", "[": f"[{text}]", "*": f"*{text}"}[style.mark]
            cells.append(f"{text:<6}")
        lines.append((f"{number:>2}.  " if style.numbered else "     ") + "  ".join(cells))
    return lines


def declarer_tricks(game: Game) -> int:
    return sum(1 for *_, w in game.tricks if w % 2 == game.declarer % 2)


def write_record(game: Game, style: Style) -> str:
    lines = ["deal 1: a random deal"]
    if game.bridge_whist:
        lines.append("laws: laws-1905")
    else:
        lines += ["laws: contract-rubber", f"dealer: {SEATS[game.dealer]}"]
    lines += write_hands(game, style)
    if game.bridge_whist:
        strain = ("clubs", "diamonds", "hearts", "spades", "no trump")[game.strain]
        if game.maker == game.dealer:
            lines.append(f"make: Z declares {strain}")
        else:
            lines.append(f"make: Z passes the make; Y declares {strain}")
    else:
        bid = f"{game.level}{'CDHS'[game.strain] if game.strain < 4 else 'NT'}"
        calls = ["pass"] * ((game.declarer - game.dealer) % 4) + [bid, "pass", "pass", "pass"]
        lines.append("auction: " + " ".join(calls))
    lines += write_play(game, style)
    lines.append(f"result: {declarer_tricks(game)}")
    return "\n".join(lines) + "\n"


# --- the properties -----------------------------------------------------------

def _shown(text: str, found: Sequence[object]) -> str:
    return text + "\n" + "\n".join(map(str, found))


@PROFILE
@given(games(), styles())
def test_a_legal_record_reads_back_and_replays_as_endplay_plays_it(game: Game,
                                                                   style: Style) -> None:
    text = write_record(game, style)
    result = check_text(text)
    assert result.diagnostics == [], _shown(text, result.diagnostics)
    (report,) = result.deals
    held = {int(h.seat): {int(c) for c in h.cards} for h in report.deal.hands
            if h.seat is not None}
    assert held == dict(enumerate(game.hands))
    assert report.contract is not None
    assert int(report.contract.declarer) == game.declarer
    assert int(report.contract.strain) == game.strain
    winners = [int(t.winner) for t in report.replay.tricks if t.winner is not None]
    assert winners == endplay_winners(game)
    assert winners == [w for *_, w in game.tricks]
    assert [[int(c) for _, c in t.cards] for t in report.replay.tricks] == [
        cards for _, cards, _ in game.tricks]
    side = game.declarer % 2
    won = {int(s): n for s, n in report.replay.tricks_won.items()}
    assert won[side] == declarer_tricks(game)
    assert won[1 - side] == 13 - declarer_tricks(game)


def _errors(text: str) -> list[str]:
    return [d.code for d in check_text(text).diagnostics if d.severity is Severity.ERROR]


@PROFILE
@given(games(), styles(), st.data())
def test_two_cards_of_different_players_swapped_between_tricks_is_an_error(
        game: Game, style: Style, data: st.DataObject) -> None:
    first = data.draw(st.integers(0, 12))
    second = data.draw(st.integers(0, 12).filter(lambda t: t != first))
    i = data.draw(st.integers(0, 3))
    j = data.draw(st.integers(0, 3))
    lead_a, cards_a, _ = game.tricks[first]
    lead_b, cards_b, _ = game.tricks[second]
    if (lead_a + i) % 4 == (lead_b + j) % 4:
        j = (j + 1) % 4
    cards_a[i], cards_b[j] = cards_b[j], cards_a[i]
    # The winners (and so the marks and the stated result) are recomputed for the
    # corrupted play: only the swap itself is wrong.
    game.tricks = [(lead, cards, winner_of(lead, cards, game.strain))
                   for lead, cards, _ in game.tricks]
    text = write_record(game, style)
    assert _errors(text), text


@PROFILE
@given(games(), styles(), st.data())
def test_a_card_moved_to_another_hand_is_an_error(game: Game, style: Style,
                                                  data: st.DataObject) -> None:
    source = data.draw(st.integers(0, 3))
    target = data.draw(st.integers(0, 3).filter(lambda s: s != source))
    card = data.draw(st.sampled_from(sorted(game.hands[source])))
    game.hands[source].discard(card)
    game.hands[target].add(card)
    text = write_record(game, style)
    assert _errors(text), text

"""Deals into games, games into a rubber; the totals, the bonus and the value.

>>> from bridgebook.model import Strain
>>> hands = [HandFacts(1, Strain.NOTRUMP, tricks=10), HandFacts(2, Strain.NOTRUMP, tricks=10)]
>>> rubber, problems = score_rubber(hands, "laws-1905")
>>> rubber.winner, rubber.tricks, rubber.bonus, rubber.value
(Side.NS, (96, 0), 100, 196)
"""

from __future__ import annotations

from collections.abc import Sequence

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.scoring.contract import (
    contract_honours,
    contract_points,
    doubles_of,
    score_contract_hand,
)
from bridgebook.engine.scoring.registry import SCORINGS, Scoring
from bridgebook.engine.scoring.values import DealScore, Entry, Game, HandFacts, RubberScore
from bridgebook.engine.scoring.whist import score_whist_hand
from bridgebook.model import Seat, Side, StatedScore

#: Board vulnerability of duplicate, boards 1-16 (then again): "-", "NS", "EW", "both".
_BOARD_VUL = ("-", "NS", "EW", "both", "NS", "EW", "both", "-",
              "EW", "both", "-", "NS", "both", "-", "NS", "EW")


def board_vulnerability(board: int) -> tuple[bool, bool]:
    """(NS, EW) vulnerable on a duplicate board.

    >>> board_vulnerability(1), board_vulnerability(2), board_vulnerability(4)
    ((False, False), (True, False), (True, True))
    """
    v = _BOARD_VUL[(board - 1) % 16]
    return (v in ("NS", "both"), v in ("EW", "both"))


def chicago_vulnerability(index: int, dealer: Seat | None) -> tuple[bool, bool]:
    """(NS, EW) vulnerable on the ``index``-th deal (0-3) of a Chicago set: none,
    the dealer's side, the dealer's side, both. The dealer goes round from North.

    >>> [chicago_vulnerability(i, None) for i in range(4)]
    [(False, False), (False, True), (True, False), (True, True)]
    """
    if index == 0:
        return (False, False)
    if index == 3:
        return (True, True)
    seat = dealer if dealer is not None else Seat(index % 4)
    return (seat.side is Side.NS, seat.side is Side.EW)


def score_rubber(hands: Sequence[HandFacts], code: str, *, name: str = "",
                 sides: tuple[str, str] = ("North-South", "East-West"),
                 single_game: bool = False,
                 run_on: bool = False) -> tuple[RubberScore, list[Diagnostic]]:
    """Score the deals of one rubber (or of a duplicate session, or a Chicago set).

    A deal after the rubber is decided is not scored and is reported (S002); with
    ``run_on`` (a record that does not say where its rubbers start, as a score pad
    does not) the rubber ends there instead: it holds the deals up to the one that
    decided it, and the caller scores the rest as the next rubber.
    ``single_game``: Dummy Bridge played in single games (50 to the winner).
    """
    scoring = SCORINGS[code]
    state = _State(scoring, single_game)
    problems: list[Diagnostic] = []
    deals: list[DealScore] = []
    for index, facts in enumerate(hands):
        if state.decided and run_on:
            break
        if facts.score is not None and scoring.kind in ("whist", "rubber"):
            if index == 0:
                state.take_up(facts.score)  # the record starts in the middle of a rubber
            else:
                problems.extend(state.check_score(facts, sides))
        if state.decided:
            problems.append(make("S002", f"deal {facts.ident} is played after the rubber "
                                 f"was decided ({state.decided_by()})", facts.span,
                                 hint="start a new rubber with a 'rubber:' line"))
            continue
        deals.append(state.play(index, facts))
    return state.close(name, code, sides, tuple(deals)), problems


class Running:
    """The score of one rubber as its deals are played, for telling whether a deal's
    stated score goes on from it (the same rubber) or starts another."""

    def __init__(self, code: str) -> None:
        self._state = _State(SCORINGS[code], False)
        self._count = 0

    @property
    def rubber(self) -> bool:
        """Whether the code is scored in rubbers (whist, bridge, contract rubber)."""
        return self._state.scoring.kind in ("whist", "rubber")

    @property
    def whist(self) -> bool:
        """Whether the code is bridge whist's (a deal with no contract is scored)."""
        return self._state.scoring.is_whist

    def add(self, facts: HandFacts) -> None:
        """Play one deal of the rubber (the first taken up at its stated score)."""
        if self._count == 0 and facts.score is not None:
            self._state.take_up(facts.score)
        if not self._state.decided:
            self._state.play(self._count, facts)
        self._count += 1

    def follows(self, score: StatedScore) -> bool:
        return self._count > 0 and self._state.follows(score)


class _State:
    def __init__(self, scoring: Scoring, single_game: bool) -> None:
        self.scoring = scoring
        self.single = single_game
        self.below = [0, 0]
        self.won = [0, 0]
        self.games: list[Game] = []
        self.current: list[int] = []
        self.decided = False
        self.start: tuple[tuple[int, ...], tuple[int, ...]] = ((0, 0), (0, 0))

    @property
    def need(self) -> int:
        return 1 if self.single else 2

    def take_up(self, score: StatedScore) -> None:
        """Start from the score the record states before its first deal."""
        if score.below is not None:
            self.below = list(score.below)
        if score.games is not None:
            self.won = list(score.games)
        self.start = (tuple(self.below), tuple(self.won))

    def check_score(self, facts: HandFacts, sides: tuple[str, str]) -> list[Diagnostic]:
        """S001 where the score a later deal states is not the score the deals before
        it give (each side's points towards the game, and games won)."""
        score = facts.score
        assert score is not None
        found = []
        if score.below is not None and tuple(score.below) != tuple(self.below):
            found.append(("points towards the game", score.below, tuple(self.below)))
        if score.games is not None and tuple(score.games) != tuple(self.won):
            found.append(("games", score.games, tuple(self.won)))
        if not found:
            return []
        # One message at the root: the rubber goes on from the score the record
        # states, so a later deal's score is judged against this one's, and one wrong
        # figure (or one deal recorded wrong) is not found again at every deal after it.
        self.below = list(score.below) if score.below is not None else self.below
        self.won = list(score.games) if score.games is not None else self.won
        stated = " and ".join(f"{what} {sides[0]} {said[0]}, {sides[1]} {said[1]}"
                              for what, said, _ in found)
        given = " and ".join(f"{sides[0]} {got[0]}, {sides[1]} {got[1]}"
                             for _, _, got in found)
        figures = "; ".join(f"{got[0]} to {got[1]}" for _, _, got in found)
        return [make("S001", f"deal {facts.ident}: the record states {stated} before the "
                     f"deal, but the deals before it give {given}", score.span,
                     hint=f"the deals as recorded give {figures}; keep the book's figure "
                     "and note the finding, or correct the copy (the rubber goes on from "
                     "the stated score)")]

    def follows(self, score: StatedScore) -> bool:
        """Whether ``score`` is the score the deals so far give: the next deal of the
        same rubber (a rubber decided has no next deal)."""
        return not self.decided and (
            score.below is None or tuple(score.below) == tuple(self.below)) and (
            score.games is None or tuple(score.games) == tuple(self.won))

    def decided_by(self) -> str:
        if self.scoring.kind == "chicago":
            return "a Chicago set is four deals"
        side = Side.NS if self.won[0] > self.won[1] else Side.EW
        won = self.won[side]
        return f"{side.name} won {'the game' if self.single else f'{won} games'}"

    def vulnerable(self, index: int, facts: HandFacts) -> tuple[bool, bool]:
        kind = self.scoring.kind
        if kind == "duplicate":
            return (facts.vulnerable if facts.vulnerable is not None
                    else board_vulnerability(facts.ident))
        if kind == "chicago":
            return chicago_vulnerability(index, facts.dealer)
        return (self.won[0] > 0, self.won[1] > 0)

    def entries(self, index: int, facts: HandFacts, vul: tuple[bool, bool]
                ) -> tuple[Entry, ...]:
        scoring = self.scoring
        if scoring.whist is not None:
            return score_whist_hand(facts, scoring.whist, (self.below[0], self.below[1]))
        side = facts.declarer.side if facts.declarer is not None else Side.NS
        found = score_contract_hand(facts, vul[side])
        if scoring.kind == "duplicate":
            if found and found[0].below:
                made = contract_points(facts.level, facts.strain, doubles_of(facts)) \
                    if facts.strain is not None else 0
                bonus = (Entry(side, 500 if vul[side] else 300, False, "game")
                         if made >= 100 else Entry(side, 50, False, "part score"))
                found = (*found, bonus)
            return found
        return found + contract_honours(facts.honours, facts.strain)

    def game_number(self) -> int:
        """The number of the game in play: the games won before it, those the record
        was taken up at included, and one. A hand taken up at "game all" is of the
        third game, the rubber game (a rubber is the best of three games)."""
        return max(len(self.games), sum(self.won)) + 1

    def play(self, index: int, facts: HandFacts) -> DealScore:
        vul = self.vulnerable(index, facts)
        entries = self.entries(index, facts, vul)
        game_number = self.game_number()
        self.current.append(facts.ident)
        for e in entries:
            if e.below:
                self.below[e.side] += e.points
        after = (self.below[0], self.below[1])
        game = self.scoring.game
        if game and max(self.below) >= game:
            winner = Side.NS if self.below[0] >= self.below[1] else Side.EW
            if self.scoring.kind == "chicago":
                entries = (*entries, Entry(winner, 500 if vul[winner] else 300, False, "game"))
            self.won[winner] += 1
            self.games.append(Game(game_number, tuple(self.current), winner))
            self.below = [0, 0]
            self.current = []
            if self.scoring.kind != "chicago" and self.won[winner] >= self.need:
                self.decided = True
        if self.scoring.kind == "chicago" and index == 3:
            self.decided = True
        if self.scoring.kind == "duplicate":
            after = (0, 0)
        return DealScore(facts.ident, game_number, entries, after, vul)

    def close(self, name: str, code: str, sides: tuple[str, str],
              deals: tuple[DealScore, ...]) -> RubberScore:
        kind = self.scoring.kind
        if self.current and kind != "duplicate":
            self.games.append(Game(self.game_number(), tuple(self.current), None))
        tricks = [0, 0]
        honours = [0, 0]
        for deal in deals:
            for e in deal.entries:
                (tricks if e.below else honours)[e.side] += e.points
        bonus: list[Entry] = []
        winner: Side | None = None
        finished = self.decided or kind == "duplicate"
        if kind in ("whist", "rubber") and self.decided:
            winner = Side.NS if self.won[0] > self.won[1] else Side.EW
            if kind == "whist":
                points = 50 if self.single else 100
            else:
                points = 700 if self.won[winner.other] == 0 else 500
            bonus.append(Entry(winner, points, False, "rubber" if not self.single else "game"))
        elif kind == "rubber":
            bonus.extend(_unfinished(self.won, self.below))
        elif kind == "chicago":
            bonus.extend(Entry(side, 100, False, "part score")
                         for side in Side if self.below[side] > 0)
        totals = [tricks[s] + honours[s] + sum(e.points for e in bonus if e.side is s)
                  for s in Side]
        if winner is None and totals[0] != totals[1]:
            winner = Side.NS if totals[0] > totals[1] else Side.EW
        # What the winners of the rubber gain (1897 law 12; 1904 law 11; 1905 law 11):
        # negative when they win the rubber but lose on the points.
        value = totals[winner] - totals[winner.other] if winner is not None else 0
        return RubberScore(name, code, deals, tuple(self.games), (tricks[0], tricks[1]),
                           (honours[0], honours[1]), sum(e.points for e in bonus),
                           tuple(bonus), winner, finished, sides, value,
                           start_below=(self.start[0][0], self.start[0][1]),
                           start_games=(self.start[1][0], self.start[1][1]))


def _unfinished(won: list[int], below: list[int]) -> list[Entry]:
    """An unfinished contract rubber: 300 for a game up, 100 for a part score."""
    found: list[Entry] = []
    for side in Side:
        if won[side] > won[side.other]:
            found.append(Entry(side, 300, False, "game up in an unfinished rubber"))
        if below[side] > 0:
            found.append(Entry(side, 100, False, "part score in an unfinished rubber"))
    return found

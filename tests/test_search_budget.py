"""The search for the one mistake at a deal's root is bounded: a budget of edits per deal.

A record damaged so that no single edit explains it (a LIN play with its first card
left out: every card after it is read as the next seat's) would have the search try
every card not held against every card never played. One deal's searches together
check at most ``MAX_EDITS`` edited copies of it, the search on a reading tried first
(the rows read in columns) sharing the budget with the search on the deal as written,
and a note (L031) says the search stopped. Counted, not timed: the checks of the deal
are counted as the check runs them.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest

import bridgebook.checking.deal as checking_deal
from bridgebook.checking import check_text
from bridgebook.checking.deal import check_deal
from bridgebook.diagnostics import Severity
from bridgebook.engine.mend import MAX_EDITS, Budget, mend
from bridgebook.engine.replay import Replay
from bridgebook.interop.lin import read_lin
from bridgebook.model import Deal

HANDS = ("md|3SQJ752HTDAJT432C4,SHAQJ85D986CJT973,SA8643H97642DQCQ8,SKT9HK3DK75CAK652|"
         "rh||ah|Board 1|sv|o|mb|1N|mb|2D|mb|4D|mb|4S|mb|d|mb|p|mb|p|mb|p|")
#: The play as it was played: the dealer's pass is written, so E declares 4♠ doubled
#: and S leads ♣A.
PLAY = ("pc|CA|pc|C4|pc|C9|pc|C8|pg||pc|HK|pc|HT|pc|HA|pc|H4|pg||pc|HQ|pc|H2|pc|H3|"
        "pc|S2|pg||pc|S5|pc|C3|pc|SA|pc|S9|pg||pc|DQ|pc|D7|pc|D2|pc|D6|pg||pc|S3|pc|SK|"
        "pc|S7|pc|C7|pg||pc|CK|pc|SJ|pc|CT|pc|CQ|pg||pc|D3|pc|D8|pc|S4|pc|D5|pg||pc|S6|"
        "pc|ST|pc|SQ|pg||mc|10|")
CLEAN = "pn|A,B,C,D|st||" + HANDS.replace("mb|1N|", "mb|p|mb|1N|") + PLAY + "\n"
#: The play without BBO's ``pg`` marks after each trick, which would bound the trick
#: a card short (told once, L006, with the card lost).
UNMARKED = PLAY.replace("pg||", "")
#: The first card left out: the last trick is three cards, so no reading in columns.
SHORT = "pn|A,B,C,D|st||" + HANDS.replace("mb|1N|", "mb|p|mb|1N|") + UNMARKED.replace(
    "pc|CA|", "", 1) + "\n"
#: The first card moved to the end: every trick of four cards, so the rows are read in
#: columns first (a lost row of seats, P046) and searched there too.
MOVED = "pn|A,B,C,D|st||" + HANDS.replace("mb|1N|", "mb|p|mb|1N|") + UNMARKED.replace(
    "pc|CA|", "", 1).replace("mc|", "pc|CA|mc|") + "\n"

#: A game of the rpbridge.net file written to LIN, its auction a seat late (the dealer's
#: pass left out), with ♣K (E's, trick 2) and ♥K (E's, trick 4) swapped: the auction
#: read a seat later leaves those two cards not held, so it is not told as the root
#: (A020), and each trick holds four cards, so the rows are read in columns first. Each
#: search had a budget of its own before: 602 checks of this game.
SWAPPED = ("pn|A,B,C,D|st||md|3SQJ752HTDAJT432C4,SHAQJ85D986CJT973,SA8643H97642DQCQ8,"
           "SKT9HK3DK75CAK652|rh||ah|Board 1|sv|o|mb|1N|mb|d|mb|r|mb|4H|mb|d|mb|4S|mb|4N|"
           "mb|d|mb|5C|mb|p|mb|p|mb|p|pg||pc|SQ|pc|C3|pc|S3|pc|S9|pg||pc|C7|pc|C8|pc|HK|"
           "pc|C4|pg||pc|CA|pc|D2|pc|C9|pc|CQ|pg||pc|CK|pc|HT|pc|H5|pc|H2|pg||mc|12|\n")
#: The checks of a deal beside the budget's edits: the first, the root's (the auction
#: read a seat later), the rows read in columns.
AROUND = 3


@pytest.fixture
def checks(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """The checks of a deal (the first and every one a search makes), counted deal by
    deal: a new count starts at each deal checked."""
    counts: list[int] = []
    check, whole = checking_deal._check, checking_deal.check_deal

    def counted(*args: object, **kwargs: object) -> object:
        counts[-1] += 1
        return check(*args, **kwargs)  # type: ignore[arg-type]

    def each(*args: object, **kwargs: object) -> object:
        counts.append(0)
        return whole(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(checking_deal, "_check", counted)
    monkeypatch.setattr(checking_deal, "check_deal", each)
    yield counts


def test_the_game_as_played_is_clean(checks: list[int]) -> None:
    assert check_text(CLEAN, "x.lin").diagnostics == []
    assert checks == [1]


@pytest.mark.parametrize("text", [SHORT, MOVED], ids=["first card left out",
                                                      "first card moved to the end"])
def test_a_play_no_edit_explains_stops_at_the_budget_with_a_note(
        text: str, checks: list[int]) -> None:
    found = check_text(text, "x.lin").diagnostics
    assert len(checks) == 1
    # the first check, the rows read in columns once, and the budget's edits; no more
    assert MAX_EDITS < checks[0] <= MAX_EDITS + AROUND
    notes = [d for d in found if d.code == "L031"]
    assert len(notes) == 1 and notes[0].severity is Severity.INFO
    assert f"after {MAX_EDITS} edits" in notes[0].message
    # the problems are reported as found: the cards not held, the first at trick 1
    held = [d for d in found if d.code == "L001"]
    assert len(held) > 20 and held[0].trick == 1


def test_the_searches_of_one_game_share_its_budget(checks: list[int]) -> None:
    found = check_text(SWAPPED, "x.lin").diagnostics
    # the search on the rows read in columns and the one on the play as written
    # together: one budget, not one each
    assert MAX_EDITS < checks[0] <= MAX_EDITS + AROUND
    assert [d.code for d in found].count("L031") == 1
    assert not any(d.code in ("A020", "P046") for d in found)


def test_each_deal_of_a_file_has_its_own_budget(checks: list[int]) -> None:
    found = check_text(SHORT + MOVED + CLEAN, "x.lin").diagnostics
    assert len(checks) == 3
    assert all(MAX_EDITS < n <= MAX_EDITS + AROUND for n in checks[:2]) and checks[2] == 1
    assert [d.line for d in found if d.code == "L031"] == [1, 2]


def _first(text: str) -> Deal:
    return read_lin(text)[0].deals[0]


def test_the_search_tries_no_more_edits_than_its_budget() -> None:
    deal = _first(SHORT)
    report = check_deal(deal)
    tried: list[Deal] = []

    def recheck(edited: Deal) -> tuple[Replay, list[object]]:
        tried.append(edited)
        return checking_deal._check(edited, None, None, hints=False)[2:]  # type: ignore[return-value]

    found = [d for d in report.diagnostics if d.code != "L031"]
    budget = Budget(left=25)
    mend(deal, report.replay, found, recheck, budget)  # type: ignore[arg-type]
    assert len(tried) == 25 and budget.stopped and budget.left == 0


def test_a_search_within_its_budget_is_not_noted(checks: list[int]) -> None:
    # A card misprinted in the play: W's ♦8 at trick 8 printed ♦K (E's, never played);
    # W's ♦9 and ♦8 are never played then, and either mends it.
    found = check_text(CLEAN.replace("pc|D3|pc|D8|", "pc|D3|pc|DK|", 1), "x.lin").diagnostics
    assert [(d.code, d.trick) for d in found] == [("L001", 8)]
    assert 1 < checks[0] < MAX_EDITS

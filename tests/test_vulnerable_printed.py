"""A deal whose ``vulnerable:`` line is wrong (S004) and whose printed figure follows
from it: one mistake, one message, the S001 folded under the S004.

Values by hand (contract rubber bridge): North-South win game 1 (4S made, 120) and
East-West game 2 (4H made, 120), so deal 3 is played with both sides vulnerable;
3NT down one then costs 100, not vulnerable 50. The record says 'none' and prints
'east-west 50 above', right for what it says."""

from __future__ import annotations

from bridgebook.checking import check_text

RUBBER = """\
laws: contract-rubber
rubber: vul

deal 1
contract: 4S by S
result: =
vulnerable: none

deal 2
contract: 4H by E
result: =
vulnerable: north-south
printed: east-west 120 below

deal 3
contract: 3NT by N
result: down 1
vulnerable: none
printed: east-west {figure} above
"""


def test_a_figure_that_follows_from_the_stated_vulnerability_is_folded() -> None:
    found = check_text(RUBBER.format(figure=50)).diagnostics
    assert [(d.code, d.span.line if d.span else 0) for d in found] == [("S004", 18)]
    assert "both" in found[0].message
    assert [(d.code, d.span.line if d.span else 0) for d in found[0].folded] == [("S001", 19)]
    assert "give 100" in found[0].folded[0].message


def test_a_figure_right_for_neither_is_its_own_mistake() -> None:
    found = check_text(RUBBER.format(figure=70)).diagnostics
    assert [(d.code, d.span.line if d.span else 0) for d in found] == [
        ("S004", 18), ("S001", 19)]
    assert found[0].folded == ()


def test_a_figure_right_for_the_games_won_leaves_the_s004_alone() -> None:
    found = check_text(RUBBER.format(figure=100)).diagnostics
    assert [(d.code, d.span.line if d.span else 0, d.folded) for d in found] == [
        ("S004", 18, ())]

"""Scoring under the Laws of Bridge, revised 1905.

Honours (law 6, its table): three 2t, four 4t, four in one hand 8t, five 5t (the
text's row for five repeats the row above it, no-trump cell and all: read as the
1897 and 1904 laws give it, see docs/scoring.md), five with four in one hand 9t,
five in one hand 10t; no trump 30, 40, 100. Chicane (law 9) is worth three
honours, added or deducted; double chicane (both partners void) is worth four
honours, deducted from the adversaries. Slam 40, little slam 20 (laws 7, 8).
Revoke (law 87): three tricks; the revokers cannot score game nor pass 28 (law 89),
but the text does not deny them slam.

>>> RULES.five_divided, RULES.double_chicane, RULES.revoke_choice, RULES.revoke_denies_slam
(5, 4, False, False)
"""

from bridgebook.engine.scoring.whist import WhistRules

RULES = WhistRules(
    code="laws-1905",
    title="Laws of Bridge, 1905",
    five_divided=5,
    chicane="honours",
    double_chicane=4,
    revoke_choice=False,
    revoke_denies_slam=False,
    laws={"honours": "law 6", "chicane": "law 9", "slam": "laws 7, 8",
          "revoke": "laws 87, 89", "game": "laws 2, 3", "rubber": "laws 1, 11"},
)

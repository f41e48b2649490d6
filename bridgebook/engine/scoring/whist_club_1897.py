"""Scoring under the laws of the Whist Club, New York, 1897.

Honours (law 7): three 2t, four 4t, five 5t, four in one hand 8t, four in one hand
and the fifth in partner's 9t, five in one hand 10t; no trump: three aces 30, four
40, four in one hand 100. Chicane (law 10) is worth simple honours, added to the
chicane side's honours or deducted from the adversaries'. Slam 40, little slam 20
(laws 8, 9). Revoke (law 89): the adversaries' choice of three; the revokers
cannot score game, slam or little slam that hand, nor pass 28 (law 93); the
penalty "takes precedence of all other counts" (law 13): a value deducted comes
off before the revokers' tricks are counted and held to 28.

>>> RULES.five_divided, RULES.chicane, RULES.revoke_choice, RULES.revoke_denies_slam
(5, 'honours', True, True)
"""

from bridgebook.engine.scoring.whist import WhistRules

RULES = WhistRules(
    code="whist-club-1897",
    title="Whist Club, 1897",
    five_divided=5,
    chicane="honours",
    # Law 10 knows one chicane; two hands void are two chicanes (see docs/scoring.md).
    double_chicane=4,
    revoke_choice=True,
    revoke_denies_slam=True,
    laws={"honours": "law 7", "chicane": "law 10", "slam": "laws 8, 9",
          "revoke": "laws 89, 93", "game": "law 3", "rubber": "laws 1, 12"},
)

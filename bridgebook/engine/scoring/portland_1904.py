"""Scoring under the laws of the Portland and Turf Clubs, 1904.

Honours (laws 6, 7) as in 1897. Chicane (law 8): "if a player holds no trump, he
and his partner score for Chicane twice the value of the trump suit trick" —
simply scored, nothing deducted. Slam (law 9). Revoke (law 90): the adversaries'
choice of three; the revokers cannot score game, grand slam or little slam that
hand, nor pass 28 (law 90 V). The code has no law giving the penalty precedence
(1897 law 13): the revokers' tricks are counted and held to 28, and a value
deducted comes off "his existing score" at the end of the hand (law 90 I).

>>> RULES.chicane, RULES.five_divided
('scored', 5)
"""

from bridgebook.engine.scoring.whist import WhistRules

RULES = WhistRules(
    code="portland-1904",
    title="Portland Club, 1904",
    five_divided=5,
    chicane="scored",
    # Law 8 is read per player: two hands void of trumps score twice (docs/scoring.md).
    double_chicane=4,
    revoke_choice=True,
    revoke_denies_slam=True,
    laws={"honours": "laws 6, 7", "chicane": "law 8", "slam": "law 9",
          "revoke": "law 90", "game": "laws 2, 3", "rubber": "laws 1, 11"},
    revoke_first=False,
)

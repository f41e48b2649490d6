"""The codes of laws bridgebook knows, and where each rule stands in each text.

A diagnostic cites the law of the deal's own code: a revoke under the Whist Club
laws of 1897 is "law 88", under the revised laws of 1905 "law 85". The texts are
in the project's shared ``laws/`` folder; the numbers here were read from them.

>>> LAWS["laws-1905"].cite("revoke")
'law 85 (Laws of Bridge, 1905)'
>>> LAWS["contract-rubber"].cite("revoke")
'contract rubber bridge: each player must follow suit if possible'
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class LawsCode:
    name: str
    title: str
    game: str  # "bridge" (bridge whist: the make, the dummy is the dealer's) or "contract"
    laws: dict[str, str] = field(default_factory=dict)
    #: The most a trick may be worth by doubling, in points, by default (None: no limit).
    doubling_limit: int | None = None

    @property
    def is_contract(self) -> bool:
        return self.game == "contract"

    def cite(self, topic: str) -> str | None:
        """The law of this code on ``topic``, as a diagnostic prints it."""
        where = self.laws.get(topic)
        if where is None:
            return None
        if self.is_contract:
            return f"{self.title}: {where}"
        return f"{where} ({self.title})"


_WHIST_CLUB_1897 = LawsCode(
    name="whist-club-1897",
    title="Whist Club, 1897",
    game="bridge",
    laws={
        "game": "law 3",
        "pack": "law 41 b, d",
        "declare": "laws 2, 48, 49",
        "altered": "laws 53, 60",
        "adversary-declares": "law 52",
        "dummy-declares": "law 50",
        "pass-back": "law 50",
        "doubling": "laws 55-59",
        "doubling-limit": "etiquette rule 10",
        "lead": "law 58",
        "lead-out-of-turn": "laws 78-80",
        "revoke": "law 88",
        "dummy-revoke": "law 65",
        "revoke-penalty": "law 89",
        "claim": "law 75",
    },
    doubling_limit=None,
)

_PORTLAND_1904 = LawsCode(
    name="portland-1904",
    title="Portland Club, 1904",
    game="bridge",
    laws={
        "game": "law 2",
        "pack": "law 39 I, V",
        "declare": "laws 47, 48",
        "altered": "laws 52, 61",
        "adversary-declares": "law 51",
        "dummy-declares": "law 49",
        "pass-back": "law 50",
        "doubling": "laws 54-58",
        "doubling-limit": "law 58",
        "lead": "law 60",
        "lead-out-of-turn": "laws 80-82",
        "revoke": "law 89",
        "dummy-revoke": "law 68",
        "revoke-penalty": "law 90",
        "claim": "law 75",
    },
    doubling_limit=100,
)

_LAWS_1905 = LawsCode(
    name="laws-1905",
    title="Laws of Bridge, 1905",
    game="bridge",
    laws={
        "game": "law 2",
        "pack": "law 38 b, d",
        "declare": "law 45",
        "altered": "law 49",
        "adversary-declares": "law 48",
        "dummy-declares": "law 46",
        "pass-back": "law 47",
        "doubling": "laws 51-55",
        "doubling-limit": "law 55, note",
        "lead": "laws 57, 61",
        "lead-out-of-turn": "laws 76-78",
        "revoke": "law 85",
        "dummy-revoke": "law 65",
        "revoke-penalty": "law 87",
        "claim": "law 74",
    },
    doubling_limit=None,
)

_CONTRACT_LAWS = {
    "pack": "a standard 52-card pack, 13 cards to each player",
    "auction": "the auction",
    "bid": "a bid must be higher than the previous bid",
    "double": "double only the opponents' last bid, not already doubled",
    "redouble": "redouble only the opponents' double of one's own side's bid",
    "auction-end": "three passes in succession end the auction",
    "lead": "the player to the left of the declarer leads to the first trick",
    "revoke": "each player must follow suit if possible",
    "dummy-revoke": "the declarer plays the dummy's cards",
    "game": "a game is won by 100 or more points below the line",
}
#: What the contract rubber text alone says (not duplicate's or Chicago's, which
#: fix the vulnerability by the board or the deal of the set).
_RUBBER_LAWS = {"vulnerable": "a side which has already won one game towards the current "
                "rubber is vulnerable"}


def _contract(name: str, title: str, own: dict[str, str] | None = None) -> LawsCode:
    return LawsCode(name=name, title=title, game="contract",
                    laws=_CONTRACT_LAWS | (own or {}))


LAWS: dict[str, LawsCode] = {
    code.name: code
    for code in (
        _WHIST_CLUB_1897,
        _PORTLAND_1904,
        _LAWS_1905,
        _contract("contract-rubber", "contract rubber bridge", _RUBBER_LAWS),
        _contract("contract-duplicate", "contract duplicate bridge"),
        _contract("chicago", "Chicago"),
    )
}

#: The code a deal is read under when it names none: the 1905 revision for a deal
#: with a make, contract rubber bridge for one with an auction.
DEFAULT_BRIDGE = "laws-1905"
DEFAULT_CONTRACT = "contract-rubber"

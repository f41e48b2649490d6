"""Scoring a hand of bridge whist (the 1897, 1904 and 1905 codes).

One function, :func:`score_whist_hand`, and a table of rules per code
(:class:`WhistRules`, filled in by ``whist_club_1897``, ``portland_1904`` and
``laws_1905``). What the texts leave open is written down in docs/scoring.md.

>>> from bridgebook.engine.scoring.laws_1905 import RULES
>>> facts = HandFacts(1, Strain.HEARTS, tricks=8, honours=HonoursHeld(Side.NS, 4, 2))
>>> [str(e) for e in score_whist_hand(facts, RULES, (0, 0))]
['NS 16 below: two by cards', 'NS 32 above: four honours']
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgebook.engine.scoring.values import Entry, HandFacts, HonoursHeld
from bridgebook.model import Side, Strain

#: What a trick above six is worth, undoubled (1897 law 5; 1904 law 4; 1905 law 4).
TRICK_VALUE = {Strain.SPADES: 2, Strain.CLUBS: 4, Strain.DIAMONDS: 6, Strain.HEARTS: 8,
               Strain.NOTRUMP: 12}
#: Points for game, by tricks alone (1897 law 3; 1904 law 2; 1905 law 2).
GAME = 30
#: The most the revoking side may reach towards game (1897 law 93; 1904 law 90 V; 1905 law 89).
REVOKE_CAP = 28
_BY_CARDS = ("", "the odd trick", "two by cards", "three by cards", "four by cards",
             "five by cards", "six by cards", "seven by cards")


@dataclass(frozen=True, slots=True)
class WhistRules:
    """How one code scores honours, chicane, slam and the revoke.

    ``five_divided`` is five honours held between partners (none four in one hand),
    as a multiple of the trick value; ``chicane`` is "honours" (worth simple
    honours, added to the chicane side's honours or deducted from the adversaries')
    or "scored" (each hand void of trumps scores twice the trick value, 1904).
    ``double_chicane`` is both partners void, as a multiple of the trick value.
    ``revoke_choice``: the adversaries choose the penalty (else three tricks);
    ``revoke_denies_slam``: the revoking side cannot score slam that hand;
    ``revoke_first``: a value deducted from the revokers comes off before their
    tricks are counted and held to 28 (1897 law 13: the penalty "takes precedence of
    all other counts"); else their tricks are counted and held to 28 first, and the
    value is deducted from the score they then have (1904 law 90 I and V).
    """

    code: str
    title: str
    five_divided: int
    chicane: str
    double_chicane: int
    revoke_choice: bool
    revoke_denies_slam: bool
    laws: dict[str, str]
    revoke_first: bool = True


def honours_value(held: HonoursHeld, strain: Strain, rules: WhistRules) -> tuple[int, str]:
    """The honour score of ``held`` and its name; (0, "") for none.

    >>> from bridgebook.engine.scoring.whist_club_1897 import RULES
    >>> honours_value(HonoursHeld(Side.NS, 5, 4), Strain.DIAMONDS, RULES)
    (54, "four honours in one hand and the fifth in partner's")
    >>> honours_value(HonoursHeld(Side.EW, 4, 4), Strain.NOTRUMP, RULES)
    (100, 'four aces in one hand')
    """
    if strain is Strain.NOTRUMP:
        if held.count == 4 and held.in_one_hand == 4:
            return 100, "four aces in one hand"
        return {4: (40, "four aces"), 3: (30, "three aces")}.get(held.count, (0, ""))
    t = TRICK_VALUE[strain]
    if held.count == 5:
        if held.in_one_hand == 5:
            return 10 * t, "five honours in one hand"
        if held.in_one_hand == 4:
            return 9 * t, "four honours in one hand and the fifth in partner's"
        return rules.five_divided * t, "five honours"
    if held.count == 4:
        if held.in_one_hand == 4:
            return 8 * t, "four honours in one hand"
        return 4 * t, "four honours"
    if held.count == 3:
        return 2 * t, "simple honours"
    return 0, ""


def score_whist_hand(facts: HandFacts, rules: WhistRules, before: tuple[int, int]
                     ) -> tuple[Entry, ...]:
    """The entries of one hand; ``before`` is each side's points towards the game."""
    if facts.strain is None or facts.tricks is None:
        return ()
    strain = facts.strain
    value = TRICK_VALUE[strain] * facts.factor
    won = {Side.NS: facts.won(Side.NS), Side.EW: facts.won(Side.EW)}
    counted = dict(won)
    below: list[Entry] = []
    revoking = {r.side for r in facts.revokes}
    for revoke in facts.revokes:
        penalty = revoke.penalty if rules.revoke_choice else "tricks"
        other = revoke.side.other
        if penalty == "add":
            below.append(Entry(other, 3 * value, True, "revoke penalty: value added"))
        elif penalty == "deduct":
            below.append(Entry(revoke.side, -3 * value, True,
                               "revoke penalty: value deducted"))
        else:
            taken = min(3, counted[revoke.side])
            counted[revoke.side] -= taken
            counted[other] += taken
    for side in Side:
        if counted[side] > 6:
            odd = counted[side] - 6
            below.insert(0, Entry(side, odd * value, True, _BY_CARDS[odd]))
    below = _cap_revokers(below, revoking, before, rules.revoke_first)
    above: list[Entry] = []
    if facts.honours is not None:
        points, name = honours_value(facts.honours, strain, rules)
        if points:
            above.append(Entry(facts.honours.side, points, False, name))
    if strain is not Strain.NOTRUMP:
        above.extend(_chicane(facts, rules))
    for side in Side:
        if rules.revoke_denies_slam and side in revoking:
            continue
        if won[side] == 13:
            above.append(Entry(side, 40, False, "grand slam"))
        elif won[side] == 12:
            above.append(Entry(side, 20, False, "little slam"))
    return tuple(below + above)


def _cap_revokers(below: list[Entry], revoking: set[Side], before: tuple[int, int],
                  revoke_first: bool = True) -> list[Entry]:
    """A revoking side cannot pass 28 towards game, whatever it had before.

    With a value deducted, the order matters. At 24, deducted 24 (three tricks in
    hearts) and making four by cards (32): the penalty first (1897 law 13) leaves 0,
    and the 32 are held to 28; the tricks first (1904 law 90) are held to 28 (4 of
    the 32), and the 24 come off the 28, leaving 4.

    >>> entries = [Entry(Side.NS, 32, True, "four by cards"),
    ...            Entry(Side.NS, -24, True, "revoke penalty: value deducted")]
    >>> [e.points for e in _cap_revokers(entries, {Side.NS}, (24, 0), revoke_first=True)]
    [28, -24]
    >>> [e.points for e in _cap_revokers(entries, {Side.NS}, (24, 0), revoke_first=False)]
    [4, -24]
    """
    out: list[Entry] = []
    for side in Side:
        mine = [e for e in below if e.side is side]
        deducted = [e for e in mine if e.points < 0]
        room = max(REVOKE_CAP - before[side], 0)
        if revoke_first:
            # The deduction comes off first: what the tricks may add is the room to 28
            # from the score the deduction leaves.
            total = sum(e.points for e in mine)
            held = room - sum(e.points for e in deducted)
        else:
            # The tricks are counted and held first; the deduction comes off after.
            total = sum(e.points for e in mine if e.points >= 0)
            held = room
        if side in revoking and total > room:
            out.append(Entry(side, held, True, "tricks, held to 28 towards game (revoke)"))
            out.extend(deducted)
        else:
            out.extend(mine)
    return out


def _chicane(facts: HandFacts, rules: WhistRules) -> list[Entry]:
    """The chicane of a hand, as the code scores it.

    1897 law 10 (1905 law 9 alike): chicane "is equal in value to simple honors,
    i. e., if partner of player having chicane scores honors he adds the value of
    three honors to his score, while, if the adversaries score honors, it deducts an
    equal value from theirs". Either way it is scored to one side, the side that
    scores the honours: a chicane on each side is one figure of that side's, what
    its own adds less what its adversaries' deducts, and none where they cancel.

    >>> from bridgebook.engine.scoring.whist_club_1897 import RULES
    >>> both = HandFacts(1, Strain.SPADES, tricks=7, honours=HonoursHeld(Side.NS, 3, 2),
    ...                  voids=(1, 1))
    >>> _chicane(both, RULES)
    []
    """
    assert facts.strain is not None
    t = TRICK_VALUE[facts.strain]
    if rules.chicane == "scored":
        return [Entry(side, 2 * t * facts.voids[side], False,
                      "chicane" if facts.voids[side] == 1 else "chicane in both hands")
                for side in Side if facts.voids[side]]

    def worth(side: Side) -> tuple[int, str]:
        voids = facts.voids[side]
        if not voids:
            return 0, ""
        return ((2 * t, "chicane") if voids == 1
                else (rules.double_chicane * t, "double chicane"))

    if facts.honours is None:
        # Deducted only "if the adversaries score honors" (1897 law 10, 1905 law 9):
        # where the honours are not recorded, each chicane is scored by its own side.
        entries = []
        for side in Side:
            points, name = worth(side)
            if points:
                entries.append(Entry(side, points, False, name))
        return entries
    scorer = facts.honours.side
    (own, own_name), (theirs, their_name) = worth(scorer), worth(scorer.other)
    if own == theirs:
        return []  # each cancels the other: the law scores nothing
    if not theirs:
        what = own_name
    elif not own:
        what = f"{their_name} against them"
    else:
        what = f"{own_name}, less the adversaries' {their_name}"
    return [Entry(scorer, own - theirs, False, what)]

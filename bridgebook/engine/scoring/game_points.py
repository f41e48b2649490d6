"""A stated score that cannot be the score of a game in progress.

Under the period's laws a game is thirty points scored by tricks below the line
(1897 law 3, 1904 law 2, 1905 law 2): a side with thirty or more below the line
before a hand has already won that game, and its points went to a new game. A
book's "score thirty to nothing" is then a misprint or a misreading ("thirteen",
"three"), unless the sentence says the game was won.

The full check of a deal and the quick verdict on a deal in its commonest form
(:mod:`bridgebook.engine.quick`) both ask :func:`past_the_game`: a deal whose
score has anything to say is never let go unplaced.
"""

from __future__ import annotations

import re

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.laws import LawsCode
from bridgebook.engine.scoring.registry import SCORINGS
from bridgebook.model import Naming, Side, StatedScore

#: The sentence says the game was won: "… the dealer having won the game", "game won".
_WON = re.compile(r"\b(?:won|wins|winning)\s+(?:the\s+)?game\b|\bgame\s+(?:is\s+|was\s+)?won\b"
                  r"|\bgame\s+(?:is\s+)?out\b", re.IGNORECASE)


def past_the_game(score: StatedScore | None, naming: Naming, code: LawsCode
                  ) -> list[Diagnostic]:
    """S011 where the score stated before the hand gives a side the game's points
    (its sides named in ``naming``).

    >>> from bridgebook.engine.laws import LAWS
    >>> [d.code for d in past_the_game(StatedScore("30 to 0", (30, 0)), Naming.BOOK,
    ...                                LAWS["laws-1905"])]
    ['S011']
    >>> past_the_game(StatedScore("29 all", (29, 29)), Naming.BOOK, LAWS["laws-1905"])
    []
    >>> [d.message[:45] for d in past_the_game(StatedScore("thirty all", (30, 30)),
    ...                                         Naming.BOOK, LAWS["laws-1905"])]
    ['the score gives Y Z 30 and A B 30 below the l']
    """
    scoring = SCORINGS.get(code.name)
    if score is None or score.below is None or scoring is None or not scoring.game:
        return []
    if _WON.search(score.text):
        return []
    past = [side for side in Side if score.below[side] >= scoring.game]
    if not past:
        return []
    figures = " and ".join(str(score.below[side]) for side in past)
    if len(past) == 1:
        said, won = f"{naming.side(past[0])} {figures}", "that game is won"
        looked = f"the figure against the book ({figures} may be a misprint or a misreading)"
    else:  # one phrase ('thirty all') gives both sides the game: one message for it
        said = " and ".join(f"{naming.side(side)} {score.below[side]}" for side in past)
        won = "those games are won"
        looked = f"the figures against the book ({figures} may be misprints or misreadings)"
    return [make("S011", f"the score gives {said} below the line before the hand, but "
                 f"{scoring.game} points by tricks make a game: {won}, not in progress",
                 score.span, hint=f"check {looked}; where the game was won, say so ('the "
                 "dealer having won the game')", law=code.cite("game"))]

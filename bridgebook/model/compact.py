"""A deal with its cards as plain integers, for the quick verdict of ``bridgebook check``.

A reader that meets a deal in its commonest form hands it on as a
:class:`CompactDeal` rather than as a :class:`~bridgebook.model.Deal`: the
hands as bit masks and the play as card numbers, with no object and no place
for any card. The few things said about the deal (the auction or the make, the
claim, the result, the score before the hand) are the model's own values. A
compact deal is only ever asked "is anything wrong?"; a deal that may have
something wrong is read again in full.

Cards are numbered as :class:`~bridgebook.model.Card` numbers them (0-51, suit
by suit from the clubs), seats as :class:`~bridgebook.model.Seat` (N 0, E 1,
S 2, W 3).
"""

from __future__ import annotations

from typing import NamedTuple

from bridgebook.model.deal import Auction, Claim, Declaration, Naming, StatedResult, StatedScore
from bridgebook.model.seats import Seat


class CompactDeal(NamedTuple):
    """One deal: its hands and its play as integers, the rest as model values."""

    #: The dealer the record names (None: none named).
    dealer: Seat | None
    #: The cards of N, E, S and W as bit masks (bit n: card n).
    hands: list[int]
    #: The auction (contract bridge), or None.
    auction: Auction | None
    #: The make and the doubling (bridge whist).
    declaration: tuple[Declaration, ...]
    #: The cards of the play, trick by trick: in the order played from the leader,
    #: or in the order of ``columns`` (a play table). Empty: no play.
    cards: list[int]
    #: The leader each trick states (-1: none stated).
    leaders: list[int]
    #: The seat whose card each trick marks as the winner (-1: none; -2: more than
    #: one); empty when no card of the play is marked.
    marks: list[int]
    claim: Claim | None
    result: StatedResult | None
    #: The deal's own ``laws:`` (None: the file's, or the default).
    laws: str | None
    naming: Naming = Naming.COMPASS
    #: The seats of a play table's columns, in order (None: the play is in order).
    columns: tuple[int, ...] | None = None
    #: What the record states of the contract and the declarer, checked against the
    #: auction (``declarer``, ``contract``).
    meta: dict[str, str] | None = None
    #: A play started that holds no trick (a PBN Play section with no card): the
    #: line of its tag within the game (from 0), the width of the tag's name as
    #: written, the board's number (None: none given) and the table it was played at
    #: (None: not said, or no board). The full check's one note on such a deal (L010)
    #: is made there.
    started: tuple[int, int, int | None, str | None] | None = None
    #: The score stated before the hand (a ``score:`` line, a book's score sentence),
    #: read as the full reader reads it: judged as the full check judges it.
    score: StatedScore | None = None

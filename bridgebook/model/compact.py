"""A deal as plain integers, for the quick verdict of ``bridgebook check``.

A reader that meets a deal in its commonest form hands it on as a
:class:`CompactDeal` rather than as a :class:`~bridgebook.model.Deal`: no
object per card, no place of any card. It is only ever asked "is anything
wrong?"; a deal that may have something wrong is read again in full.

Cards are numbered as :class:`~bridgebook.model.Card` numbers them (0-51, suit
by suit from the clubs), seats as :class:`~bridgebook.model.Seat` (N 0, E 1,
S 2, W 3), calls as :mod:`bridgebook.engine.quick` numbers them.
"""

from __future__ import annotations

from typing import NamedTuple


class CompactDeal(NamedTuple):
    """One deal: dealer, hands, calls, the cards in the order played, the result."""

    #: The seat that deals (and calls first).
    dealer: int
    #: The cards of N, E, S and W as bit masks (bit n: card n).
    hands: list[int]
    #: The calls of the auction in order.
    calls: list[int]
    #: The cards of the play, trick by trick: in the order played from the leader,
    #: or with ``by_seat`` in the order N E S W (a play table). Empty: no play.
    cards: list[int]
    #: The leader each trick states (-1: none stated).
    leaders: list[int]
    #: The stated result: (side or -1 for the declaring side, tricks, relative).
    result: tuple[int, int, bool] | None
    #: The deal's own ``laws:`` (None: the file's, or the default).
    laws: str | None = None
    #: The cards of each trick are in seat order, N E S W, not in the order played.
    by_seat: bool = False
    #: The contract and declarer the record states: (bid, doubles, declarer), each
    #: -1 where not stated; bid and doubles go together.
    stated: tuple[int, int, int] = (-1, -1, -1)

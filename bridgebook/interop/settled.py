"""What a writer needs of a deal beyond the record: its contract and its replay.

The writers of every format settle a deal the way the checker does (the code of
laws, the make or the auction, the play replayed), so the columns of a PBN play
table and the tricks of a LIN play come from the same engine.

>>> from bridgebook.model import Deal
>>> settled = settle(Deal(position=1))
>>> settled.code.name, settled.contract, settled.tricks
('laws-1905', None, [])
"""

from __future__ import annotations

from dataclasses import dataclass

from bridgebook.engine.auction import settle_auction
from bridgebook.engine.declaration import settle_make
from bridgebook.engine.laws import DEFAULT_BRIDGE, DEFAULT_CONTRACT, LAWS, LawsCode
from bridgebook.engine.replay import PlayedTrick, Replay, play_out, with_claim
from bridgebook.interop.plain_play import plain_replay
from bridgebook.model import Contract, Deal, Note, Seat, Side, StatedResult, Strain


@dataclass(frozen=True, slots=True)
class Settled:
    deal: Deal
    code: LawsCode
    contract: Contract | None
    replay: Replay

    @property
    def tricks(self) -> list[PlayedTrick]:
        return self.replay.tricks

    @property
    def dealer(self) -> Seat:
        if self.deal.dealer is not None:
            return self.deal.dealer
        if self.deal.auction is not None and self.deal.auction.first is not None:
            return self.deal.auction.first
        return Seat.S if not self.code.is_contract else Seat.N

    def cardless(self) -> tuple[Note, ...]:
        """The commentary of the play's rows after its last card that hold no card
        (``1. S: ... {no lead}``, where the play stops before its lead): no target
        but the book notation and JSON has a trick of no cards to hold it.

        >>> from bridgebook.model import Play, PlayForm, Trick
        >>> play = Play((Trick((), PlayForm.ORDER, 1, Seat.S, (Note("no lead"),)),))
        >>> [n.text for n in settle(Deal(position=1, play=play)).cardless()]
        ['no lead']
        """
        if self.deal.play is None:
            return ()
        return tuple(note for trick in self.deal.play.tricks[len(self.tricks):]
                     if not trick.cards for note in trick.notes)

    def next_leader(self) -> Seat | None:
        """The seat to lead after the tricks replayed (the opening leader before
        any), or None where the last trick was cut short or no contract says."""
        if not self.tricks:
            return self.contract.leader if self.contract is not None else None
        return self.tricks[-1].winner if len(self.tricks[-1].cards) == 4 else None

    def declarer_tricks(self) -> int | None:
        """The tricks the declaring side took: as the record states them, else as
        the play (and the claim) gives them."""
        if self.contract is None:
            return None
        side = self.contract.side
        stated = _stated(self.deal.result, self.contract)
        if stated is not None:
            got_side, tricks = stated
            return tricks if got_side is side else 13 - tricks
        if self.replay.finished:
            return self.replay.tricks_won[side]
        return None


def _stated(result: StatedResult | None, contract: Contract) -> tuple[Side, int] | None:
    if result is None:
        return None
    side = result.side if result.side is not None else contract.side
    if result.relative is not None and contract.level:
        return side, contract.level + 6 + result.relative
    if result.tricks is not None:
        return side, result.tricks
    return None


def settle(deal: Deal, file_meta: dict[str, str] | None = None) -> Settled:
    """Settle ``deal`` as the checker does, ignoring the problems (the checker
    reports them): the replay holds the tricks, the tricks won and whether the play
    is finished, which is all a writer reads of it (its messages are not made, but
    for the claim's)."""
    name = (deal.laws or (file_meta or {}).get("laws") or "").strip().lower()
    code = LAWS.get(name) or LAWS[DEFAULT_CONTRACT if deal.auction is not None
                                  else DEFAULT_BRIDGE]
    contract: Contract | None = None
    if code.is_contract and deal.auction is not None:
        dealer = deal.dealer or deal.auction.first or Seat.N
        contract, _ = settle_auction(deal.auction, code, dealer)
    elif not code.is_contract or deal.declaration:
        contract, _ = settle_make(deal.declaration, code, deal.dealer or Seat.S,
                                  required=False, naming=deal.naming)
    elif deal.meta.get("position") == "end" and deal.play is not None:
        contract = _end_contract(deal)
    played = plain_replay(deal, contract)  # the commonest play, on bit masks
    if played is None:  # the full replay's tricks, with none of its messages
        played = with_claim(deal, play_out(deal, contract, code, hints=False, quiet=True))
    return Settled(deal, code, contract, played)


_TRUMPS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES,
           "NT": Strain.NOTRUMP}


def _end_contract(deal: Deal) -> Contract | None:
    """An end position played with no auction, as the checker reads it: its contract
    is its trump alone (``[Contract "H"]``), the declarer the seat before the first
    leader when not stated."""
    strain = _TRUMPS.get(deal.meta.get("contract", "").strip().upper())
    columns = deal.play.columns if deal.play is not None else None
    try:
        declarer = Seat.parse(deal.meta["declarer"][:1]) if "declarer" in deal.meta else (
            columns[0].rho if columns else None)
    except ValueError:
        return None
    return Contract(strain, declarer) if strain is not None and declarer is not None else None

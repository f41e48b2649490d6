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

from dataclasses import dataclass, field, replace
from operator import attrgetter

from bridgebook.diagnostics import Diagnostic, joined, make
from bridgebook.engine.auction import end_contract, passed_out, settle_auction, stated_contract
from bridgebook.engine.declaration import settle_make
from bridgebook.engine.laws import DEFAULT_BRIDGE, DEFAULT_CONTRACT, LAWS, LawsCode
from bridgebook.engine.replay import PlayedTrick, Replay, play_out, with_claim
from bridgebook.interop.plain_play import plain_replay
from bridgebook.model import (
    IMPLIED_AUCTION,
    ROUND,
    Card,
    Contract,
    Deal,
    Note,
    Seat,
    Side,
    StatedResult,
)


@dataclass(frozen=True, slots=True)
class Settled:
    deal: Deal
    code: LawsCode
    contract: Contract | None
    replay: Replay
    #: Whether the auction reaches its end (three passes after a bid, four passes);
    #: one that stops before (A009) gives ``contract`` only as it stands, for the play
    #: to be replayed: no writer states it as the contract.
    closed: bool = True
    #: (``tricks`` and ``cut``, worked out when first asked for: PBN and JSON, whose
    #: writers give every card its seat, never ask)
    _ordered: list[tuple[list[PlayedTrick], dict[int, tuple[tuple[Seat, Card], ...]]]] = (
        field(default_factory=list, repr=False, compare=False))

    @property
    def passed_out(self) -> bool:
        """Whether the deal is passed out: four passes, or the record's 'contract:
        passed out' (PBN's [Contract "Pass"]) with no auction."""
        return self.contract is None and passed_out(self.deal)

    @property
    def tricks(self) -> list[PlayedTrick]:
        """The tricks as a play in the order played gives them (the book notation's
        rows, LIN's cards): a trick whose card is not known before a later card (PBN's
        '+' in a middle column) stops at the gap, and one whose lead is not known is
        left out; ``replay.tricks`` keeps every card with its seat (PBN's columns,
        JSON's seats)."""
        return self._in_order()[0]

    @property
    def seated(self) -> list[PlayedTrick]:
        """``replay.tricks`` with the cards the replay leaves out as played already
        put back, each in its row with its seat, in the order written (a card played
        twice: a target that gives every card its seat, PBN's columns and JSON's
        seats, holds the card as written, and its check finds it played twice as the
        record's does). A trick given a card again keeps the replay's winner.

        >>> from bridgebook.model import Play, PlayForm, PlayedCard, Trick
        >>> def row(leader, *cards):
        ...     return Trick(tuple(PlayedCard(c) for c in cards), PlayForm.ORDER, None, leader)
        >>> play = Play((row(Seat.S, Card.D6, Card.D4, Card.D7, Card.D9),
        ...              row(Seat.N, Card.D7, Card.C6, Card.C10, Card.S9)))
        >>> settled = settle(Deal(position=1, play=play))
        >>> [len(t.cards) for t in settled.replay.tricks]
        [4, 3]
        >>> [(t.leader.name, [f"{s.name} {c.code}" for s, c in t.cards])
        ...  for t in settled.seated][1]
        ('N', ['N D7', 'E C6', 'S CT', 'W S9'])
        """
        replayed = self.replay.tricks
        written = self.replay.seated
        if not written or len(written) == sum(len(t.cards) for t in replayed):
            return replayed  # (the commonest play: no card left out)
        rows: dict[int, list[tuple[Seat, Card]]] = {}
        for at, seat, played in written:
            rows.setdefault(at, []).append((seat, played.card))
        out: list[PlayedTrick] = []
        done = 0  # the cards played already, a bit each
        later = iter(replayed)
        for cards in rows.values():
            kept = 0
            for _, card in cards:
                if not done >> card & 1:
                    done |= 1 << card
                    kept += 1
            trick = next(later) if kept else None
            if trick is not None and kept == len(cards):
                out.append(trick if trick.number == len(out) + 1
                           else replace(trick, number=len(out) + 1))
                continue
            out.append(PlayedTrick(len(out) + 1, cards[0][0], tuple(cards),
                                   trick.winner if trick is not None else None))
        return out

    @property
    def cut(self) -> dict[int, tuple[tuple[Seat, Card], ...]]:
        """The cards ``tricks`` leaves out, by their trick's number, each with its seat."""
        return self._in_order()[1]

    def _in_order(self) -> tuple[list[PlayedTrick], dict[int, tuple[tuple[Seat, Card], ...]]]:
        ordered = self._ordered
        if not ordered:
            ordered.append(_in_order(self.seated, self.deal, self.contract))
        return ordered[0]

    def cut_said(self, target: str, numbered: bool = True) -> list[Diagnostic]:
        """A P017 for each trick ``tricks`` cuts short, for ``target`` (its name); for
        a target that numbers no trick (LIN, not ``numbered``), one P017 at the first,
        where its play ends (``written``), the tricks after it left out too."""
        found = []
        written = {t.number: t for t in self.tricks}
        replayed = {t.number: t for t in self.replay.tricks}
        tricks = self.deal.play.tricks if self.deal.play is not None else ()
        for number, left in self.cut.items():
            given = written.get(number)
            known = {seat for seat, _ in left} | (
                {seat for seat, _ in given.cards} if given is not None else set())
            lead = replayed[number].leader if number in replayed else Seat.N
            missing = joined([s.name for s in ROUND[lead] if s not in known])
            where = tricks[number - 1].span if number <= len(tricks) else None
            cards = ", ".join(f"{card.code} ({seat.name})" for seat, card in left)
            later = [t.number for t in self.tricks if t.number > number]
            found.append(make(
                "P017", f"trick {number}: the card of {missing}"
                + (", the lead," if given is None else "") + f" is not known, and {target} "
                "gives a trick's cards in the order played: the trick "
                + (f"is left out, {cards}" if given is None else
                   f"stops at the gap; {cards} left out")
                + ("" if numbered or not later else
                   f"; {target} numbers no trick, so the play ends there: "
                   + (f"trick {later[0]}" if len(later) == 1
                      else f"tricks {later[0]} to {later[-1]}") + " left out too"),
                where or self.deal.span))
            if not numbered:
                break
        return found

    def written(self) -> list[PlayedTrick]:
        """``tricks`` for a target that numbers no trick (LIN): the play ends at the
        first trick cut short or left out, the tricks after it left out too; and at
        a trick short of its last card (the card not known, PBN's '-' in the last
        seat's column) before the last trick, whose cards would else be read as the
        next trick's."""
        ends = self.ends()
        return self.tricks if ends is None else [t for t in self.tricks if t.number <= ends]

    def ends(self) -> int | None:
        """The trick a target that numbers no trick ends its play at, if any: the
        first cut short or left out, or short of its last card before the last."""
        tricks = self.tricks
        short = next((t.number for t in tricks[:-1] if len(t.cards) < 4), None)
        first = min(self.cut) if self.cut else None
        if short is None or (first is not None and first <= short):
            return first
        return short

    def short_said(self, target: str) -> Diagnostic | None:
        """The P017 of a play that ``ends`` at a trick short of its last card (not
        cut: its cards are in order), the tricks after it left out."""
        number = self.ends()
        if number is None or number in self.cut:
            return None
        trick = next(t for t in self.tricks if t.number == number)
        later = [t.number for t in self.tricks if t.number > number]
        missing = joined([s.name for s in ROUND[trick.leader][len(trick.cards):]])
        tricks = self.deal.play.tricks if self.deal.play is not None else ()
        where = tricks[number - 1].span if number <= len(tricks) else None
        return make(
            "P017", f"trick {number}: the card of {missing} is not known, and {target} "
            "gives a trick's cards in the order played and numbers no trick: the cards "
            "after the gap would be read as the next trick's, so the play ends there: "
            + (f"trick {later[0]}" if len(later) == 1
               else f"tricks {later[0]} to {later[-1]}") + " left out",
            where or self.deal.span)

    @property
    def named_dealer(self) -> Seat | None:
        """The dealer the record names (:func:`named_dealer`); none where it names
        none (``dealer`` is then the one the check takes)."""
        return named_dealer(self.deal)

    @property
    def dealer(self) -> Seat:
        if self.deal.dealer is not None:
            return self.deal.dealer
        if self.deal.auction is not None and self.deal.auction.first is not None:
            return self.deal.auction.first
        return Seat.S  # as the check takes it (the books' dealer sits at South)

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


def named_dealer(deal: Deal) -> Seat | None:
    """The dealer the record names: its own (a ``dealer:`` line, PBN's Dealer tag,
    LIN's digit, the books' Z), else the first seat of its auction's table; not the
    first seat of an auction its PBN Contract implies (a team match's other table,
    given no Dealer, names none).

    >>> named_dealer(Deal(position=1)), named_dealer(Deal(position=1, dealer=Seat.E)).name
    (None, 'E')
    """
    if deal.dealer is not None:
        return deal.dealer
    if deal.auction is None or IMPLIED_AUCTION in deal.meta:
        return None
    return deal.auction.first


def settle(deal: Deal, file_meta: dict[str, str] | None = None) -> Settled:
    """Settle ``deal`` as the checker does, ignoring the problems (the checker
    reports them): the replay holds the tricks, the tricks won and whether the play
    is finished, which is all a writer reads of it (its messages are not made, but
    for the claim's)."""
    name = (deal.laws or (file_meta or {}).get("laws") or "").strip().lower()
    code = LAWS.get(name) or LAWS[DEFAULT_CONTRACT if deal.auction is not None
                                  else DEFAULT_BRIDGE]
    contract: Contract | None = None
    closed = True
    if code.is_contract and deal.auction is not None:
        dealer = deal.dealer or deal.auction.first or Seat.S
        contract, problems = settle_auction(deal.auction, code, dealer)
        closed = not any(d.code == "A009" for d in problems)
    elif not code.is_contract or deal.declaration:
        contract, _ = settle_make(deal.declaration, code, deal.dealer or Seat.S,
                                  required=False, naming=deal.naming)
    elif (stated := stated_contract(deal, deal.dealer or Seat.S)) is not None:
        contract = stated  # no auction, a 'contract:' line: as the checker plays it
    elif deal.meta.get("position") == "end" and deal.play is not None:
        contract = end_contract(deal)
    played = plain_replay(deal, contract)  # the commonest play, on bit masks
    if played is None:  # the full replay's tricks, with none of its messages
        played = with_claim(deal, play_out(deal, contract, code, hints=False, quiet=True))
    return Settled(deal, code, contract, played, closed)


_CARDS = attrgetter("cards")


def _in_order(tricks: list[PlayedTrick], deal: Deal, contract: Contract | None) -> tuple[
        list[PlayedTrick], dict[int, tuple[tuple[Seat, Card], ...]]]:
    """``tricks`` as a play in order can give them: a trick short of cards whose card
    not known comes before a later one (its seats not the round from its leader: the
    seat the record names, else the last trick's winner, else the opening leader)
    stops there, or is left out where its lead is not known; and the cards so cut.

    >>> gap = PlayedTrick(1, Seat.E, ((Seat.E, Card.D5), (Seat.W, Card.DK)), None)
    >>> tricks, cut = _in_order([gap], Deal(position=1), None)
    >>> tricks[0].cards, cut
    (((Seat.E, Card.D5),), {1: ((Seat.W, Card.DK),)})
    """
    cut: dict[int, tuple[tuple[Seat, Card], ...]] = {}
    short = 4 * len(tricks) - sum(map(len, map(_CARDS, tricks)))
    if not short:
        return tricks, cut  # (the commonest play: every trick whole)
    # (the commoner short play: only the last trick short, cut by a claim or a stop)
    last = len(tricks) - 1
    shorts = (last,) if short == 4 - len(tricks[last].cards) else range(len(tricks))
    given = deal.play.tricks if deal.play is not None else ()
    kept = tricks
    for at in shorts:
        trick = tricks[at]
        cards = trick.cards
        if len(cards) == 4:
            continue
        stated = given[at].leader if at < len(given) else None
        lead = stated or (tricks[at - 1].winner if at else (
            contract.leader if contract is not None else None)) or trick.leader
        seats = ROUND[lead]
        run = 0
        for seat, _ in cards:
            if seat is not seats[run]:
                break
            run += 1
        if run == len(cards):
            continue
        if kept is tricks:
            kept = list(tricks)
        cut[trick.number] = cards[run:]
        kept[at] = replace(trick, cards=cards[:run])
    return [t for t in kept if t.cards or t.number not in cut], cut

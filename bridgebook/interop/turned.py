"""A play table whose rows are turned: written in the order of play, or from another
seat than the first column's.

PBN writes every trick in fixed columns, the first always the opening leader's; some
programs write the rows in the order the cards fell instead. Read in the columns,
every card of such a row is held by the seat the same number of places round. The
checker tells it once (L030) and checks the play with the rows turned back; a writer
of the book notation keeps the table's columns, so that the notation's check of the
play folds it the same way, and writes the claim the check counts from the play so
mended.
"""

from __future__ import annotations

from dataclasses import replace

from bridgebook.engine.replay import PlayedTrick, trick_winner
from bridgebook.interop.fast import recarded, reseated
from bridgebook.model import ROUND, Card, Claim, Contract, Deal, Play, PlayForm, Seat, Suit, Trick


def turned_back(deal: Deal) -> tuple[Play, list[int]] | None:
    """The play of ``deal`` with each turned row turned back, and the numbers of the
    rows turned; None for a play not in a table's columns, or with no row turned but
    the first (a first trick turned says the hands or the leader are wrong, P015).

    >>> from bridgebook.model import Hand, Holding, PlayedCard, Suit
    >>> hands = tuple(Hand(s, (Holding(Suit.SPADES, (c,)),))
    ...               for s, c in zip(Seat, (Card.SA, Card.SK, Card.SQ, Card.SJ)))
    >>> def row(*cards): return Trick(tuple(PlayedCard(c, s) for s, c in zip(
    ...     (Seat.E, Seat.S, Seat.W, Seat.N), cards)), PlayForm.TABLE)
    >>> play = Play((row(Card.SK, Card.SQ, Card.SJ, Card.SA),), (Seat.E, Seat.S, Seat.W, Seat.N))
    >>> turned_back(Deal(position=1, hands=hands, play=play)) is None
    True
    """
    play = deal.play
    if (play is None or not play.columns or not play.tricks
            or not all(in_columns(t, play.columns) for t in play.tricks)):
        return None
    holders = held_by(deal)
    get = holders.get
    if all(get(t.cards[0].card) is t.cards[0].seat for t in play.tricks[1:] if t.cards):
        return None  # (the commonest play: every row's first card its column's)
    turned: list[int] = []
    tricks: list[Trick] = []
    for number, trick in enumerate(play.tricks, start=1):
        # (a row that lost a cell is damaged, not turned: its cards stand in its first
        # columns, each a column before its own after the cell lost)
        shift = 0 if trick.damaged else _turn(trick, holders)
        if shift:
            turned.append(number)
            trick = recarded(trick, tuple([
                reseated(c, c.seat.after(shift)) if c.seat is not None else c
                for c in trick.cards]))
        tricks.append(trick)
    if not turned or turned[0] == 1:
        return None
    return replace(play, tricks=tuple(as_table(tricks))), turned


def as_table(tricks: list[Trick] | tuple[Trick, ...]) -> list[Trick]:
    """``tricks`` each a table's row (JSON's of them, each led by the first column's
    seat, read as the rows they were: the first led by its seat, the rest by the
    winner of the trick before)."""
    return [t if t.form is PlayForm.TABLE else replace(
        t, form=PlayForm.TABLE, leader=t.leader if number == 1 else None)
        for number, t in enumerate(tricks, start=1)]


def led_again(deal: Deal, leader: Seat | None) -> Play | None:
    """The play of a PBN table whose Play tag names another seat than the opening
    ``leader`` (or of JSON's of it, every trick led by the tag's seat), with every
    column turned so that the first is the leader's and each row a table's, when read
    so every card is held by its player and read as written not; else None. The
    checker tells it once (L004 at the tag) and checks the play so turned; a writer
    keeps the table as read (its first row led by the tag's seat), so that the check
    of what it writes folds it the same way, and counts the claim from the play so
    turned.

    >>> from bridgebook.model import Hand, Holding, PlayedCard
    >>> hands = tuple(Hand(s, (Holding(Suit.SPADES, (c,)),))
    ...               for s, c in zip(Seat, (Card.SA, Card.SK, Card.SQ, Card.SJ)))
    >>> columns = (Seat.S, Seat.W, Seat.N, Seat.E)
    >>> row = Trick(tuple(PlayedCard(c, s) for s, c in zip(
    ...     columns, (Card.SK, Card.SQ, Card.SJ, Card.SA))), PlayForm.TABLE)
    >>> deal = Deal(position=1, hands=hands, play=Play((row,), columns, fixed=True))
    >>> again = led_again(deal, Seat.E)
    >>> again.columns, [c.seat for c in again.tricks[0].cards]
    ((Seat.E, Seat.S, Seat.W, Seat.N), [Seat.E, Seat.S, Seat.W, Seat.N])
    >>> led_again(deal, Seat.S) is None
    True
    """
    play = deal.play
    if (play is None or not play.columns or not play.tricks
            or leader is None or leader is play.columns[0]
            or not all(in_columns(t, play.columns) for t in play.tricks)):
        return None
    holders = held_by(deal)
    if all_held(play, holders):
        return None
    shift = (leader - play.columns[0]) % 4
    again = replace(play, columns=tuple(s.after(shift) for s in play.columns), tricks=tuple(
        recarded(t, tuple(reseated(c, c.seat.after(shift)) if c.seat is not None else c
                          for c in t.cards)) for t in play.tricks))
    if not all_held(again, holders):
        return None
    return replace(again, tricks=tuple(
        t if t.form is PlayForm.TABLE else replace(t, form=PlayForm.TABLE, leader=None)
        for t in again.tricks))


def in_columns(trick: Trick, columns: tuple[Seat, ...]) -> bool:
    """A table's row, or a trick whose cards are played round from the first
    column's seat (JSON's of a table's row)."""
    return trick.form is PlayForm.TABLE or [c.seat for c in trick.cards] == list(
        columns[:len(trick.cards)])


def claim_led_again(deal: Deal, again: Play, contract: Contract | None) -> Claim | None:
    """A claim made of the stated result, counted from the play ``again`` (led again
    from the opening leader, every column turned so), as the check counts it. With
    no Declarer tag, PBN's claim is the side of the seat before the leader the tag
    names: turned as the columns are."""
    claim, play = deal.claim, deal.play
    if (claim is None or claim.seat is None or play is None or not play.columns
            or not again.columns):
        return None
    if play.fixed and "declarer" not in deal.meta:
        claim = replace(claim, seat=claim.seat.after((again.columns[0] - play.columns[0]) % 4))
    strain = contract.strain if contract is not None else None
    trump = Suit(int(strain)) if strain is not None and strain.is_suit else None
    return claim_of_result(replace(deal, claim=claim), winners(again, trump)) or claim


def held_by(deal: Deal) -> dict[Card, Seat]:
    """The seat that holds each card the hands give."""
    return {card: h.seat for h in deal.hands if h.seat is not None
            for held in h.holdings for card in held.cards}


def all_held(play: Play, holders: dict[Card, Seat]) -> bool:
    """Every card of ``play`` is played by the seat that holds it."""
    return all(holders.get(c.card) is c.seat for t in play.tricks for c in t.cards)


def winners(play: Play, trump: Suit | None) -> list[Seat]:
    """The winner of each whole trick of a play in a table's columns, read round
    from its leader (the first column's at the first trick, then the last winner's).

    >>> from bridgebook.model import PlayedCard
    >>> seats = (Seat.E, Seat.S, Seat.W, Seat.N)
    >>> row = Trick(tuple(PlayedCard(c, s) for s, c in zip(
    ...     seats, (Card.H2, Card.H3, Card.H4, Card.HA))), PlayForm.TABLE)
    >>> winners(Play((row,), seats), None)
    [Seat.N]
    """
    assert play.columns is not None
    lead = play.columns[0]
    won = []
    for trick in play.tricks:
        by_seat = {c.seat: c.card for c in trick.cards}
        order = [(seat, card) for seat in ROUND[lead] if (card := by_seat.get(seat))
                 is not None]
        if len(order) < 4:
            break
        lead = trick_winner(order, trump)
        won.append(lead)
    return won


def made_of_result(deal: Deal) -> bool:
    """Whether the deal's claim is one the reader made of its stated result (PBN's
    Result with a play that stops short): a claim by a seat placed at the result."""
    claim, result = deal.claim, deal.result
    return not (claim is None or claim.seat is None or result is None or result.tricks is None
                or claim.span is None or result.span is None
                or claim.span.line != result.span.line)


def claim_of_result(deal: Deal, played: list[PlayedTrick] | list[Seat]) -> Claim | None:
    """A claim the reader made of the stated result (PBN: the rest of the tricks to
    reach it), counted again from the tricks ``played`` up to the claim (or their
    winners); None when the claim is not one made of the result, or counts the same."""
    claim, result = deal.claim, deal.result
    if not made_of_result(deal) or claim is None or claim.seat is None or (
            result is None or result.tricks is None):
        return None
    side = result.side or claim.seat.side
    won_by = [t if isinstance(t, Seat) else t.winner for t in played]
    won = sum(1 for seat in won_by if seat is not None and seat.side is side)
    tricks = result.tricks - won if side is claim.seat.side else None
    if tricks is None or tricks < 0 or tricks == claim.tricks:
        return None
    return replace(claim, tricks=tricks)


def _turn(trick: Trick, holders: dict[Card, Seat]) -> int:
    """How many places round from its column every card of the row is held (0: as
    written, or not the same for every card)."""
    shifts = set()
    for played in trick.cards:
        holder = holders.get(played.card)
        if holder is None or played.seat is None:
            return 0
        shifts.add((holder - played.seat) % 4)
    return shifts.pop() if len(shifts) == 1 else 0


def written_as_read(deal: Deal, contract: Contract | None
                    ) -> tuple[bool, bool, Claim | None]:
    """What a writer of the notation or JSON writes for ``deal``'s play (settled under
    ``contract``): whether the play goes as read, in its table's columns, as its rows
    are turned (L030) or as it is read from another seat than the opening leader
    (L004), so that the check of what is written tells the fault once as the source's
    does; and the claim to write, counted as the check counts it (from the rows turned
    back when that mends every card, or from the play led by the opening leader)."""
    back = turned_back(deal)
    again = (led_again(deal, contract.leader if contract is not None else None)
             if back is None else None)
    claim = deal.claim
    if claim is not None and claim.seat is not None and again is not None:
        claim = claim_led_again(deal, again, contract) or claim
    if claim is not None and claim.seat is not None and back is not None:
        strain = contract.strain if contract is not None else None
        trump = Suit(int(strain)) if strain is not None and strain.is_suit else None
        if all_held(back[0], held_by(deal)):
            claim = claim_of_result(deal, winners(back[0], trump)) or claim
    return back is not None, again is not None, claim


def played_as_mended(deal: Deal, contract: Contract | None
                     ) -> tuple[Deal, list[int]] | None:
    """``deal`` with its turned rows turned back and the claim made of the stated result
    counted from them, and the numbers of the rows turned; None where no row is turned
    or turning them back leaves a card with a seat that does not hold it. For a format
    that holds the play in the order it was played, with no columns (LIN): the play as
    the check reads it."""
    back = turned_back(deal)
    if back is None or not all_held(back[0], held_by(deal)):
        return None
    claim = deal.claim
    if claim is not None and claim.seat is not None:
        strain = contract.strain if contract is not None else None
        trump = Suit(int(strain)) if strain is not None and strain.is_suit else None
        claim = claim_of_result(deal, winners(back[0], trump)) or claim
    return replace(deal, play=back[0], claim=claim), back[1]

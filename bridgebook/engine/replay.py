"""Replay the play trick by trick, and report every card that breaks the laws.

:class:`PlayState` is the one mutable object: ``push`` a card, ``pop`` it back.
:func:`replay` walks a recorded play through it and keeps going after an error
where a reader would (a card not held is taken as played), so one run reports
everything.

>>> state = PlayState.deal({Seat.N: CardSet([Card.SA]), Seat.E: CardSet([Card.S2]),
...                         Seat.S: CardSet([Card.S3]), Seat.W: CardSet([Card.H2])},
...                        trump=None, leader=Seat.N)
>>> for card in (Card.SA, Card.S2, Card.S3, Card.H2):
...     state.push(card)
>>> state.tricks[-1].winner, state.won
(Seat.N, [1, 0])
>>> state.pop(), state.tricks, state.to_play
(Card.H2, [], Seat.W)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from itertools import pairwise

from bridgebook.diagnostics import CODES, Diagnostic, Severity, built, make
from bridgebook.engine.laws import LawsCode
from bridgebook.model import (
    FULL_PACK,
    PRINT_ORDER,
    ROUND,
    SEATS,
    Card,
    CardSet,
    Contract,
    Deal,
    Hand,
    Naming,
    Play,
    PlayedCard,
    PlayForm,
    Seat,
    Side,
    Strain,
    Suit,
    Trick,
)
from bridgebook.model.slots import slot_setters

_SUIT_MASKS = tuple(0x1FFF << (13 * s) for s in range(4))
_CARDS = tuple(Card)
#: A card's text (``♠Q``) by its number, as a message writes it.
_CARD_TEXT = tuple(f"{card}" for card in Card)
#: The seats' names (``N``…, or the books' ``Z``…) by the record's naming.
_SEAT_NAMES = {naming: tuple(naming.seat(seat) for seat in SEATS) for naming in Naming}
_LHO = tuple(seat.lho for seat in Seat)


def trick_winner(cards: list[tuple[Seat, Card]], trump: Suit | int | None) -> Seat:
    """The seat that wins a trick of (seat, card) in the order played (``trump`` a
    suit or its number, None or -1 at no trump).

    >>> trick_winner([(Seat.W, Card.SK), (Seat.N, Card.SA), (Seat.E, Card.H2),
    ...               (Seat.S, Card.S3)], Suit.HEARTS)
    Seat.E
    """
    best_seat, best = cards[0]
    best_suit = best // 13
    trump_suit = -1 if trump is None else int(trump)
    for seat, card in cards[1:]:
        suit = card // 13
        if suit == best_suit:
            if card > best:
                best_seat, best = seat, card
        elif suit == trump_suit:
            best_seat, best, best_suit = seat, card, suit
    return best_seat


@dataclass(frozen=True, slots=True)
class PlayedTrick:
    """A trick as replayed: who led, each seat's card in the order played, who won."""

    number: int
    leader: Seat
    cards: tuple[tuple[Seat, Card], ...]
    winner: Seat | None

    def card_of(self, seat: Seat) -> Card | None:
        for who, card in self.cards:
            if who is seat:
                return card
        return None


_new = object.__new__
_NUMBER, _LEADER, _TRICK_CARDS, _WINNER = slot_setters(PlayedTrick, "number", "leader",
                                                      "cards", "winner")


def _played_trick(number: int, leader: Seat, cards: tuple[tuple[Seat, Card], ...],
                  winner: Seat | None) -> PlayedTrick:
    """``PlayedTrick(number, leader, cards, winner)``, built by its slots: a replay
    makes one a trick, and a long file's check replays millions of tricks.

    >>> cards = ((Seat.N, Card.SA), (Seat.E, Card.S2))
    >>> _played_trick(3, Seat.N, cards, None) == PlayedTrick(3, Seat.N, cards, None)
    True
    """
    value: PlayedTrick = _new(PlayedTrick)
    _NUMBER(value, number)
    _LEADER(value, leader)
    _TRICK_CARDS(value, cards)
    _WINNER(value, winner)
    return value


class PlayState:
    """The cards still held, the trick on the table, the tricks played."""

    __slots__ = ("current", "history", "holders", "leader", "played", "to_play", "tricks",
                 "trump", "won")

    def __init__(self, holders: list[int], trump: Suit | None, leader: Seat) -> None:
        self.holders = holders  # a mask of the cards each seat still holds
        self.trump = trump
        self.leader = leader
        self.to_play = leader
        self.played = 0
        self.current: list[tuple[Seat, Card]] = []
        self.tricks: list[PlayedTrick] = []
        self.won = [0, 0]
        # What push changed, for pop: (card, seat, holder it was taken from, previous leader)
        self.history: list[tuple[Card, Seat, int, Seat]] = []

    @staticmethod
    def deal(hands: dict[Seat, CardSet], trump: Suit | None, leader: Seat) -> PlayState:
        return PlayState([hands[s].mask if s in hands else 0 for s in SEATS], trump, leader)

    def holds(self, seat: Seat, card: Card) -> bool:
        return bool(self.holders[seat] >> card & 1)

    def holder(self, card: Card) -> Seat | None:
        for seat in SEATS:
            if self.holders[seat] >> card & 1:
                return seat
        return None

    def suit_held(self, seat: Seat, suit: int) -> CardSet:
        return CardSet(self.holders[seat] & _SUIT_MASKS[suit])

    @property
    def led_suit(self) -> int | None:
        return self.current[0][1] // 13 if self.current else None

    def push(self, card: Card, seat: Seat | None = None) -> None:
        """Play ``card`` for ``seat`` (default: the seat to play). The card leaves
        whichever hand holds it, so a card played that was not held is gone too."""
        if seat is None:
            seat = self.to_play
        bit = 1 << card
        holders = self.holders
        taken_from = -1
        if holders[seat] & bit:
            taken_from = seat
        else:
            for who in range(4):
                if holders[who] & bit:
                    taken_from = who
                    break
        if taken_from >= 0:
            holders[taken_from] ^= bit
        self.played |= bit
        self.history.append((card, seat, taken_from, self.leader))
        current = self.current
        current.append((seat, card))
        self.to_play = _LHO[seat]
        if len(current) == 4:
            winner = trick_winner(current, self.trump)
            self.tricks.append(PlayedTrick(len(self.tricks) + 1, current[0][0],
                                           tuple(current), winner))
            self.won[winner & 1] += 1
            self.current = []
            self.leader = self.to_play = winner

    def close_trick(self) -> PlayedTrick:
        """End a trick of fewer than four cards (a record with cards missing)."""
        leader = self.current[0][0] if self.current else self.leader
        trick = PlayedTrick(len(self.tricks) + 1, leader, tuple(self.current), None)
        self.tricks.append(trick)
        self.current = []
        return trick

    def pop(self) -> Card:
        """Take back the last card played."""
        card, seat, taken_from, leader = self.history.pop()
        if not self.current:
            last = self.tricks.pop()
            if last.winner is not None:
                self.won[last.winner % 2] -= 1
            self.current = list(last.cards)
        self.current.pop()
        if taken_from >= 0:
            self.holders[taken_from] |= 1 << card
        self.played &= ~(1 << card)
        self.leader = leader
        self.to_play = seat
        return card


@dataclass(slots=True)
class Replay:
    """The outcome of a replay: the tricks, the tricks each side won, the problems."""

    tricks: list[PlayedTrick] = field(default_factory=list)
    tricks_won: dict[Side, int] = field(default_factory=lambda: {Side.NS: 0, Side.EW: 0})
    claimed: dict[Side, int] = field(default_factory=lambda: {Side.NS: 0, Side.EW: 0})
    finished: bool = False
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: Every card of the record the replay placed: (the trick's index in the record's
    #: play, the seat that plays it, the card as written), in the order played.
    seated: list[tuple[int, Seat, PlayedCard]] = field(default_factory=list)


def _name(seat: Seat, deal: Deal) -> str:
    return deal.naming.seat(seat)


#: The note on a play that is started but holds no trick (L010); the quick path of
#: ``bridgebook check`` makes the same note for a PBN game whose Play section is empty.
NO_TRICK = "the play is started but holds no trick"


def replay(deal: Deal, contract: Contract | None, code: LawsCode, *,
           hints: bool = True) -> Replay:
    """Replay the recorded play of ``deal`` under ``contract``. ``hints=False`` spares
    the search for transposed cards (a deal checked again with an edit, engine.mend)."""
    return with_claim(deal, play_out(deal, contract, code, hints=hints))


def play_out(deal: Deal, contract: Contract | None, code: LawsCode, *,
             hints: bool = True, quiet: bool = False) -> Replay:
    """The replay of :func:`replay` up to the claim: the tricks played and their
    problems. It reads the deal's play, hands, naming and dealer, and of its claim
    only whether it was made during a trick; so a deal checked again with another
    count of tricks claimed is played out once (:func:`with_claim` counts the claim).
    ``quiet``: the same tricks, with no problem said (a writer reads only the tricks).
    """
    out = Replay()
    if deal.play is None:
        return out
    hands, full = _seated(deal.hands)
    if not full and deal.play.tricks and not quiet:
        out.diagnostics.append(_hands_not_given(deal, hands))
    trump = None
    if contract is not None and contract.strain is not Strain.NOTRUMP:
        trump = Suit(int(contract.strain))
    first_leader = contract.leader if contract is not None else (
        deal.dealer.lho if deal.dealer is not None else None)
    state = PlayState.deal(hands, trump, first_leader or Seat.W)
    marks_used = not quiet and _marked(deal.play.tricks)
    dummy = contract.dummy if contract is not None else None
    revokes: list[tuple[int, Seat, Card, int]] = []  # trick, seat, card, suit led
    # The cards are pushed here as PlayState.push does, with the state's parts held
    # in locals (a long file replays hundreds of thousands of cards). The state itself
    # is not brought up to date card by card: only its holders, tricks and won (the
    # very objects held here) are; a revoke's message reads no more than the holders.
    holders = state.holders
    tricks = state.tricks
    won = state.won
    seated = out.seated
    problems = out.diagnostics
    names = _SEAT_NAMES[deal.naming]
    not_held = CODES["L001"].severity
    checked = full and not quiet  # cards not held and revokes are looked for
    played_mask = 0
    leader = state.leader
    claimed_during = deal.claim is not None and deal.claim.during
    last = len(deal.play.tricks)
    labels = _labels(deal.play.tricks)
    short = False  # the last trick was written short of cards: nobody won it
    for index, trick in enumerate(deal.play.tricks, start=1):
        if index > 13:
            if not quiet:
                problems.append(make("L009", f"trick {index}: a deal has only thirteen "
                                     "tricks", trick.span, trick=index))
            break
        # the trick's number as the record prints it (a row skipped: its number)
        shown = labels[index - 1] if labels is not None else index
        expected = leader if (index > 1 or first_leader is not None) else None
        if short and trick.leader is not None:
            expected = None  # the leader it names is not denied by a trick nobody won
        short = len(trick.cards) < 4
        cut = ((trick.stops or claimed_during) and index == last and len(trick.cards) < 4)
        # the last trick cut short by a claim, or where the record stops the play
        order = _order(trick, expected, hands, full, deal, index, out, cut, quiet, shown)
        if order is None:
            continue
        if order:
            leader = order[0][0]
        current: list[tuple[Seat, Card]] = []
        led = -1
        at = index - 1
        for seat, played in order:
            seated.append((at, seat, played))
            card = played.card
            bit = 1 << card
            if played_mask & bit:
                if quiet:
                    continue
                # Played to a closed trick, or to this one (a card written twice in a row).
                problems.append(make(
                    "L002", f"{card} by {names[seat]} at trick {shown} was played already, "
                    f"{_played_before(card, seated, current, labels, names, seat)}", played.span,
                    trick=index, seat=seat,
                    # (a card seen twice proves the pack imperfect, or the record wrong)
                    law=code.cite("pack")))
                continue
            held = holders[seat]
            if checked:
                if not held & bit:
                    # A shifted auction or a turned row makes one of these for most
                    # cards of a game: the card's text and its holder found here.
                    text = _CARD_TEXT[card]
                    hint = None
                    for who in range(4):
                        if holders[who] & bit:
                            hint = f"{names[who]} holds {text}"
                            break
                    name = names[seat]
                    problems.append(built(
                        "L001", not_held, f"{text} by {name} at trick {shown}: {name} does "
                        "not hold it", played.span, hint, None, None, None, index, seat, (),
                        None, None))
                elif led >= 0 and card // 13 != led and held & _SUIT_MASKS[led]:
                    problems.append(_revoke(deal, code, seat, card, led, state, index,
                                            played.span, seat == dummy, shown))
                    revokes.append((index, seat, card, led))
            # PlayState.push: the card leaves whichever hand holds it.
            if held & bit:
                holders[seat] = held ^ bit
            else:
                for who in range(4):
                    if holders[who] & bit:
                        holders[who] ^= bit
                        break
            played_mask |= bit
            current.append((seat, card))
            if len(current) == 1:
                led = card // 13
            elif len(current) == 4:
                winner = trick_winner(current, trump)
                tricks.append(_played_trick(len(tricks) + 1, current[0][0], tuple(current),
                                            winner))
                won[winner & 1] += 1
                current = []
                leader = winner
        if current:
            tricks.append(_played_trick(len(tricks) + 1, current[0][0], tuple(current),
                                        None))
        if marks_used:
            _check_marks(trick, tricks[-1], index, marks_used, deal, out, shown)
    out.tricks = state.tricks
    out.tricks_won = {Side.NS: state.won[0], Side.EW: state.won[1]}
    if revokes and hints:
        _transposition_hints(out, revokes, hands, trump, labels)
    return out


def printed_trick(deal: Deal, number: int) -> int:
    """The trick ``number`` (in the order played) as ``deal``'s rows print it: past a
    row skipped, the number of its row."""
    labels = _labels(deal.play.tricks) if deal.play is not None else None
    return _shown(number, labels)


def printed_numbers(play: Play) -> tuple[int, ...] | None:
    """The number each trick's row of ``play`` prints, where a numbered row is
    skipped (P020); None where the rows' order is the tricks' numbers."""
    return _labels(play.tricks)


def shown_number(number: int, labels: tuple[int, ...] | None) -> int:
    """The trick ``number`` (in the order played) as its row prints it, by the
    rows' ``labels`` (:func:`printed_numbers`)."""
    return _shown(number, labels)


def _shown(number: int, labels: tuple[int, ...] | None) -> int:
    """The trick ``number`` (in the order played) as its row prints it."""
    return labels[number - 1] if labels is not None and 0 < number <= len(labels) else number


def _labels(tricks: tuple[Trick, ...]) -> tuple[int, ...] | None:
    """The number each trick's row prints, where the rows are numbered and a number is
    skipped (a row missing, P020): the messages name a trick as its row does. None
    where the rows' order is the tricks' numbers (unnumbered, or numbered from 1 on)."""
    numbers = tuple(t.number for t in tricks)
    if not numbers or None in numbers:
        return None
    shown = tuple(n for n in numbers if n is not None)
    if all(n == i for i, n in enumerate(shown, start=1)) or any(
            b <= a for a, b in pairwise(shown)):
        return None
    return shown


def _played_before(card: Card, seated: list[tuple[int, Seat, PlayedCard]],
                   current: list[tuple[Seat, Card]], labels: tuple[int, ...] | None,
                   names: Sequence[str], seat: Seat) -> str:
    """Where ``card``, played again by ``seat``, was played first: at an earlier
    trick (by another player, named), or by another player in the trick being played."""
    for at, who, pc in seated:
        if pc.card == card:
            if any(c == card for _, c in current):
                return f"by {names[who]} at this trick"
            by = "" if who is seat else f"by {names[who]} "
            return f"{by}at trick {_shown(at + 1, labels)}"
    return "at this trick"  # pragma: no cover - a card played again was played


def _marked(tricks: tuple[Trick, ...]) -> bool:
    """Whether any card of the play is marked as its trick's winner."""
    for trick in tricks:
        for card in trick.cards:
            if card.marked:
                return True
    return False


#: The hands of the last deal replayed, with what :func:`_seated` made of them: the
#: root search replays a deal again with the very same hands. One tuple, read once.
_last_seated: tuple[tuple[Hand, ...], dict[Seat, CardSet], bool] | None = None


def _seated(given: tuple[Hand, ...]) -> tuple[dict[Seat, CardSet], bool]:
    """The cards of each seat, and whether all four hands are given in full; the last
    answer again for the very same hands (a tuple of frozen hands, held here, so no
    other object has its address). The caller does not change them."""
    global _last_seated
    last = _last_seated
    if last is not None and last[0] is given:
        return last[1], last[2]
    # The first hand given for a seat counts; a second is reported with the deal (D006).
    hands = {h.seat: h.cards for h in reversed(given) if h.seat is not None}
    # Four seated hands with every card named can be checked card by card, even when a
    # hand has the wrong count (that is reported with the deal, D002).
    full = len(hands) == 4 and all(h.complete for h in given)
    _last_seated = (given, hands, full)
    return hands, full


def with_claim(deal: Deal, played: Replay) -> Replay:
    """The replay ``played`` (:func:`play_out`, left as it is) with the deal's claim
    counted: the tricks claimed, the tricks each side takes, its problems."""
    if deal.play is None:
        return Replay()
    out = Replay(list(played.tricks), dict(played.tricks_won), dict(played.claimed),
                 played.finished, list(played.diagnostics), list(played.seated))
    _claim(deal, out.tricks, out)
    return out


def _order(trick: Trick, expected: Seat | None, hands: dict[Seat, CardSet], full: bool,
           deal: Deal, index: int, out: Replay, cut: bool = False,
           quiet: bool = False, shown: int = 0) -> list[tuple[Seat, PlayedCard]] | None:
    cards = trick.cards
    if not cards:
        return None
    if trick.form is PlayForm.TABLE:
        by_seat: list[PlayedCard | None] = [None, None, None, None]
        for c in cards:
            if c.seat is None or by_seat[c.seat] is not None:
                return None  # pragma: no cover - the table's columns give each card a seat
            by_seat[c.seat] = c
        first = cards[0].seat
        if first is None:  # pragma: no cover - every seat was found above
            return None
        leader = trick.leader or expected or _holder_of(cards[0].card, hands) or first
        if (trick.leader is not None and expected is not None and trick.leader != expected
                and not quiet):
            out.diagnostics.append(_wrong_leader(trick.leader, expected, trick, index, deal,
                                                 shown or index))
        # Round the table from the leader: the cards in the order played.
        result: list[tuple[Seat, PlayedCard]]
        if len(cards) == 4:  # a card in every column
            one, two, three, four = ROUND[leader]
            result = [(one, by_seat[one]), (two, by_seat[two]),  # type: ignore[list-item]
                      (three, by_seat[three]), (four, by_seat[four])]  # type: ignore[list-item]
        else:
            result = [(k, card) for k in ROUND[leader] if (card := by_seat[k]) is not None]
    else:
        # A cell not read (a gap) keeps its place in the order of play.
        places = _places(trick.gaps, len(cards)) if trick.gaps else None
        leader = (trick.leader or expected or _led_by(
            cards[0].card, places[0] if places else 0, hands) or Seat.W)
        if (trick.leader is not None and expected is not None and trick.leader != expected
                and not quiet):
            out.diagnostics.append(_wrong_leader(trick.leader, expected, trick, index, deal,
                                                 shown or index))
        if places is None:
            result = [(ROUND[leader][i & 3], c) for i, c in enumerate(cards)]
        else:
            result = [(ROUND[leader][i & 3], c) for i, c in zip(places, cards, strict=True)]
    if len(cards) != 4 and not trick.damaged and not cut and not quiet:
        out.diagnostics.append(_short_trick(trick, index, leader, result, deal, shown or index))
    return result if len(result) <= 4 else result[:4]


def _hands_not_given(deal: Deal, hands: dict[Seat, CardSet]) -> Diagnostic:
    """L012: the play with not all four hands given, naming the seats whose hands are
    missing; when one alone is, and the other three name their thirteen cards, the
    hand the other 39 leave is the hint."""
    lacking = [seat for seat in SEATS if seat not in hands]
    named = " and ".join(_name(seat, deal) for seat in lacking)
    if not lacking:
        return make("L012", "the play is given but not all four hands are named card by "
                    "card, so cards not held and revokes cannot be checked", deal.play.span
                    if deal.play is not None else None)
    its = "hand is" if len(lacking) == 1 else "hands are"
    hint = None
    given = [h for h in deal.hands if h.seat is not None]
    if (len(lacking) == 1 and len(given) == 3 and all(h.complete for h in given)
            and all(len(cards) == 13 for cards in hands.values())):
        held = 0
        for cards in hands.values():
            held |= cards.mask
        left = CardSet(FULL_PACK & ~held)
        if len(left) == 13:
            lines = " ".join(f"{suit.symbol} " + (" ".join(
                c.rank.text for c in sorted(left.suit(suit), reverse=True)) or "—")
                for suit in PRINT_ORDER)
            hint = f"the other 39 cards leave {named}'s: write '{named}: {lines}'"
    return make("L012", f"the play is given but {named}'s {its} not, so cards not held and "
                "revokes cannot be checked", deal.play.span if deal.play is not None
                else None, hint=hint)


def _short_trick(trick: Trick, index: int, leader: Seat,
                 result: list[tuple[Seat, PlayedCard]], deal: Deal, shown: int) -> Diagnostic:
    """L006: a trick of more or fewer cards than four; one short names the players
    with no card in it (in the order played, those after the last card)."""
    count = len(trick.cards)
    if count > 4:
        return make("L006", f"trick {shown} has {count} cards, not four", trick.span,
                    trick=index, hint="a trick has one card from each player")
    have = {seat for seat, _ in result}
    lacking = [seat for seat in ROUND[leader] if seat not in have]
    whose = " and ".join(_name(seat, deal) for seat in lacking)
    plural = "s" if len(lacking) > 1 else ""
    return make("L006", f"trick {shown} has {count} card{'' if count == 1 else 's'}, not "
                f"four: no card of {whose}", trick.span, trick=index,
                seat=lacking[0] if len(lacking) == 1 else None,
                hint=f"give the card{plural} of {whose}: a trick has one card from each "
                "player")


def _places(gaps: tuple[int, ...], count: int) -> list[int]:
    """The places in the order of play of a row's ``count`` cards read, the cells
    not read (``gaps``) kept.

    >>> _places((0,), 3), _places((2,), 3), _places((1, 2), 2), _places((2,), 4)
    ([1, 2, 3], [0, 1, 3], [0, 3], [0, 1, 2, 3])

    (A row given a card since, more than a trick holds with its gaps, keeps none.)
    """
    if count + len(gaps) > 4:
        return list(range(count))
    places: list[int] = []
    at = 0
    while len(places) < count:
        if at not in gaps:
            places.append(at)
        at += 1
    return places


def _led_by(card: Card, place: int, hands: dict[Seat, CardSet]) -> Seat | None:
    """The leader of a trick whose first card read is ``card``, played ``place``
    seats after the lead."""
    holder = _holder_of(card, hands)
    if holder is None:
        return None
    return SEATS[(holder - place) % 4]


def _holder_of(card: Card, hands: dict[Seat, CardSet]) -> Seat | None:
    for seat, cards in hands.items():
        if card in cards:
            return seat
    return None


def _wrong_leader(stated: Seat, expected: Seat, trick: Trick, index: int,
                  deal: Deal, shown: int) -> Diagnostic:
    why = "won the last trick" if index > 1 else "is the eldest hand, on the declarer's left"
    return make("L004", f"trick {shown} is led by {_name(stated, deal)}, but "
                f"{_name(expected, deal)} {why}", trick.span, trick=index, seat=stated,
                hint=f"{_name(expected, deal)} leads; or a card of an earlier trick is wrong")


def _revoke(deal: Deal, code: LawsCode, seat: Seat, card: Card, led: int, state: PlayState,
            index: int, span: object, is_dummy: bool, shown: int) -> Diagnostic:
    held = state.suit_held(seat, led)
    suit = Suit(led)
    text = " ".join(str(c) for c in held)
    who = _name(seat, deal)
    if is_dummy:
        return make("L003", f"{card} by the dummy {who} at trick {shown} renounces in "
                    f"{suit.word} while the dummy holds {text}", span,  # type: ignore[arg-type]
                    law=code.cite("dummy-revoke"), trick=index, seat=seat,
                    severity=Severity.WARNING,
                    hint="the dummy is not liable to a revoke penalty, but the record is wrong")
    return make("L003", f"revoke: {card} by {who} at trick {shown}: {suit.word} were led "
                f"and {who} holds {text}", span,  # type: ignore[arg-type]
                law=code.cite("revoke"), trick=index, seat=seat,
                hint=f"{who} must follow with a {suit.word[:-1]}")


def _check_marks(trick: Trick, played: PlayedTrick, index: int, marks_used: bool, deal: Deal,
                 out: Replay, shown: int) -> None:
    if trick.form is not PlayForm.TABLE or not marks_used or played.winner is None:
        return
    marked = [c for c in trick.cards if c.marked]
    winner_card = played.card_of(played.winner)
    if not marked:
        out.diagnostics.append(make("L011", f"trick {shown}: no card is marked as the winner "
                                    f"({winner_card} wins it)", trick.span, trick=index))
        return
    if len(marked) > 1:
        out.diagnostics.append(make("L013", f"trick {shown}: "
                                    f"{' and '.join(str(c.card) for c in marked)} are both "
                                    f"marked as the winner; {winner_card} wins it",
                                    marked[1].span, trick=index))
        return
    mark = marked[0]
    if mark.card == winner_card:
        return
    hint = f"mark {winner_card}"
    columns = [c.seat for c in trick.cards]
    if mark.seat in columns and played.winner in columns and abs(
            columns.index(mark.seat) - columns.index(played.winner)) == 1:
        hint = f"the mark is one column off: {winner_card} wins the trick"
    out.diagnostics.append(make("L005", f"trick {shown}: {mark.card} is marked as the winner, "
                                f"but {winner_card} by {_name(played.winner, deal)} wins it",
                                mark.span, trick=index, seat=mark.seat, hint=hint))


def _transposition_hints(out: Replay, revokes: list[tuple[int, Seat, Card, int]],
                         hands: dict[Seat, CardSet], trump: Suit | None,
                         labels: tuple[int, ...] | None) -> None:
    """A revoke that disappears when the card is swapped with one the same player
    plays to a later trick, with no new revoke, looks like a transcriber's swap."""
    for at, seat, card, led in revokes:
        for later in out.tricks[at:]:
            mine = later.card_of(seat)
            if mine is None or mine // 13 != led:
                continue
            swapped = _swap(out.tricks, seat, at, later.number, card, mine)
            if not _revokes_in(swapped, hands, trump):
                for i, d in enumerate(out.diagnostics):
                    if d.code == "L003" and d.trick == at and d.seat is seat:
                        out.diagnostics[i] = replace(
                            d, hint=f"were {card} (trick {_shown(at, labels)}) and {mine} "
                                    f"(trick {_shown(later.number, labels)}) transposed? "
                                    "swapped, every trick follows")
                break


def _swap(tricks: list[PlayedTrick], seat: Seat, first: int, second: int, a: Card,
          b: Card) -> list[list[tuple[Seat, Card]]]:
    swapped = []
    for trick in tricks:
        cards = []
        for who, card in trick.cards:
            if who is seat and trick.number == first:
                card = b
            elif who is seat and trick.number == second:
                card = a
            cards.append((who, card))
        swapped.append(cards)
    return swapped


def _revokes_in(tricks: list[list[tuple[Seat, Card]]], hands: dict[Seat, CardSet],
                trump: Suit | None) -> bool:
    """Whether a play (seat, card per trick, in order) has any revoke."""
    held = {seat: cards.mask for seat, cards in hands.items()}
    for cards in tricks:
        if not cards:
            continue
        led = cards[0][1] // 13
        for position, (seat, card) in enumerate(cards):
            if position and card // 13 != led and held.get(seat, 0) & _SUIT_MASKS[led]:
                return True
            held[seat] = held.get(seat, 0) & ~(1 << card)
    return False


def where_stopped(tricks: Sequence[PlayedTrick]) -> str:
    """Where a play with no claim stops: after its last full trick, or within the
    trick it stops in, after the cards of it played (L010's words, and the page's).

    >>> from bridgebook.model import Card
    >>> full = PlayedTrick(1, Seat.W, ((Seat.W, Card.C2),) * 4, Seat.W)
    >>> def part(n: int, cards: int) -> PlayedTrick:
    ...     return PlayedTrick(n, Seat.W, ((Seat.W, Card.C2),) * cards, None)
    >>> where_stopped([full]), where_stopped([full, full])
    ('after 1 trick', 'after 2 tricks')
    >>> where_stopped([part(1, 1)]), where_stopped([full, part(2, 1)])
    ('after the opening lead', 'after the lead to trick 2')
    >>> where_stopped([full, full, part(3, 3)])
    'after 3 cards of trick 3'
    """
    last = tricks[-1]
    cards = len(last.cards)
    if cards >= 4 or not cards:
        done = len(tricks) if cards else len(tricks) - 1
        return f"after {done} trick{'' if done == 1 else 's'}"
    number = len(tricks)
    if cards == 1:
        return "after the opening lead" if number == 1 else f"after the lead to trick {number}"
    return f"after {cards} cards of trick {number}"


def _claim(deal: Deal, tricks: list[PlayedTrick], out: Replay) -> None:
    complete = sum(1 for t in tricks if t.winner is not None)
    remaining = 13 - len(tricks)
    claim = deal.claim
    if claim is not None and claim.during and tricks and len(tricks[-1].cards) < 4:
        remaining += 1  # the trick the claim cut short is among those claimed
    if claim is None:
        out.finished = complete >= 13
        # Thirteen tricks written is a play that does not stop, even where a card at
        # fault (reported on its own) left a trick with no winner.
        if len(tricks) < 13 and deal.play is not None and tricks:
            out.diagnostics.append(make("L010",
                                        f"the play stops {where_stopped(tricks)} with no claim",
                                        deal.play.span))
        elif deal.play is not None and not deal.play.tricks:  # a file cut after 'play:'
            out.diagnostics.append(make("L010", NO_TRICK, deal.play.span))
        return
    if claim.seat is None:
        return
    count = remaining if claim.tricks is None else claim.tricks
    if remaining <= 0 or count > remaining:
        out.diagnostics.append(make("L007", f"{_name(claim.seat, deal)} claims {count} tricks "
                                    f"but {max(remaining, 0)} remain", claim.span,
                                    seat=claim.seat))
        count = max(min(count, remaining), 0)
    side = claim.seat.side
    out.claimed = {side: count, side.other: max(remaining, 0) - count}
    out.tricks_won = {s: out.tricks_won[s] + out.claimed[s] for s in Side}
    out.finished = True

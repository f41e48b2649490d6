"""Check the deal: every card once, thirteen to a hand, no ``x`` in a full deal.

>>> from bridgebook.syntax import parse
>>> record, _ = parse("N: S—A, K\\nS: S—A")
>>> [d.code for d in check_hands(record.deals[0], None)]
['D001', 'D002', 'D002']
"""

from __future__ import annotations

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.laws import LawsCode
from bridgebook.model import FULL_PACK, PRINT_ORDER, Card, CardSet, Deal, Hand, Seat, Span, Suit


def _who(hand: Hand, deal: Deal) -> str:
    if hand.seat is None:
        return "the hand"
    return f"{_seat_name(hand.seat, deal)}'s hand"


def _seat_name(seat: Seat, deal: Deal) -> str:
    return deal.naming.seat(seat)


def _cards(cards: CardSet | list[Card]) -> str:
    return " ".join(str(c) for c in cards)


def check_hands(deal: Deal, code: LawsCode | None) -> list[Diagnostic]:
    """Every problem with the hands of ``deal``."""
    found: list[Diagnostic] = []
    law = code.cite("pack") if code else None
    seen_seats: dict[Seat, Hand] = {}
    # A second hand for a seat is reported once (D006) and its cards not counted again,
    # so a hand pasted twice is one message, not a card in two hands thirteen times.
    hands: list[Hand] = []
    for hand in deal.hands:
        if hand.seat is not None:
            if hand.seat in seen_seats:
                first = seen_seats[hand.seat].span
                where = f" (the first at line {first.line})" if first is not None else ""
                found.append(make("D006", f"{_seat_name(hand.seat, deal)} is given two "
                                  f"hands{where}; this one is not counted", hand.span,
                                  seat=hand.seat,
                                  hint="delete one of them, or correct its seat"))
                continue
            seen_seats[hand.seat] = hand
        hands.append(hand)
        found.extend(_repeated_suits(hand, deal))
    full = len(hands) == 4 and len(seen_seats) == 4
    owners: dict[Card, Hand] = {}
    repeated: set[tuple[Card, int]] = set()
    given_twice: list[tuple[Card, str, Span, Seat | None]] = []
    for hand in hands:
        for holding in hand.holdings:
            # A card's place is made only for a card given twice (most deals have
            # none): a hand's spans are made one by one as they are asked for.
            spans = holding.card_spans
            cards = holding.cards
            if len(spans) < len(cards):
                cards = cards[:len(spans)]
            for at, card in enumerate(cards):
                other = owners.get(card)
                if other is None:
                    owners[card] = hand
                    continue
                span = spans[at]
                if (card, id(hand)) in repeated:
                    continue  # a card given again and again is one mistake, told once
                repeated.add((card, id(hand)))
                where = "twice in " + _who(hand, deal) if other is hand else (
                    f"in {_who(other, deal)} and in {_who(hand, deal)}")
                given_twice.append((card, where, span, hand.seat))
    hints = _repeat_hints([card for card, _, _, _ in given_twice], deal) if given_twice else []
    for (card, where, span, seat), hint in zip(given_twice, hints, strict=True):
        found.append(make("D001", f"{card} is {where}", span, law=law, seat=seat, hint=hint))
    if full:
        for hand in hands:
            for holding in hand.holdings:
                if holding.small:
                    found.append(make("D003", f"{_who(hand, deal)} has {holding.small} 'x' in "
                                      f"{holding.suit.word}, but all four hands are given",
                                      holding.span, seat=hand.seat,
                                      hint="name every card of a full deal"))
    missing = CardSet(FULL_PACK - _mask(owners)) if full else CardSet()
    if full and deal.meta.get("position") == "end" and len({h.count for h in hands}) == 1:
        return found  # an end position: the same number of cards, fewer than 13, to each
    wrong = [_wrong_count(hand, deal, missing, law) for hand in hands if hand.count != 13]
    found.extend(_one_misplaced(hands, wrong, deal) if full and not missing else wrong)
    if not full:
        found.extend(_suit_totals(deal, hands))
    if not deal.hands and (deal.play is not None):
        found.append(make("D007", "the deal has no hands", deal.span))
    return found


def _mask(owners: dict[Card, Hand]) -> int:
    mask = 0
    for card in owners:
        mask |= 1 << card
    return mask


def _one_misplaced(hands: list[Hand], wrong: list[Diagnostic],
                   deal: Deal) -> list[Diagnostic]:
    """A whole pack with one hand as many cards too long as another is short: cards
    printed in the wrong hand, one mistake. Told at the long hand, the short hand's
    count folded under it."""
    counts = [hand.count for hand in hands]
    if len(wrong) != 2 or sorted(counts)[1:3] != [13, 13]:
        return wrong
    long, short = (hands[counts.index(max(counts))], hands[counts.index(min(counts))])
    over = long.count - 13
    if 13 - short.count != over or long.seat is None or short.seat is None:
        return wrong
    first, second = wrong if wrong[0].seat is long.seat else wrong[::-1]
    one = over == 1
    long_name, short_name = _seat_name(long.seat, deal), _seat_name(short.seat, deal)
    joined = make(
        "D002", first.message, first.span,
        law=first.law, seat=long.seat,
        hint=f"{'a card' if one else f'{over} cards'} printed in {long_name}'s hand "
        f"{'is' if one else 'are'} {short_name}'s: move {'it' if one else 'them'} to "
        f"{short_name}'s hand")
    return [joined.fold([second])]


def _repeated_suits(hand: Hand, deal: Deal) -> list[Diagnostic]:
    """A suit given again in one hand, reported at the repeated group (once a suit)."""
    found: list[Diagnostic] = []
    seen: set[Suit] = set()
    told: set[Suit] = set()
    for holding in hand.holdings:
        if holding.suit not in seen:
            seen.add(holding.suit)
        elif holding.suit not in told:
            told.add(holding.suit)
            found.append(make("D004", f"{holding.suit.word} are given twice in "
                              f"{_who(hand, deal)}", holding.span, seat=hand.seat,
                              hint="join the two lines, or correct the suit letter of one"))
    return found


def _wrong_count(hand: Hand, deal: Deal, missing: CardSet, law: str | None) -> Diagnostic:
    message = f"{_who(hand, deal)} holds {hand.count} cards, not 13"
    hint = None
    if missing and hand.count < 13:
        hint = f"missing from the pack: {_cards(missing)}"
    elif hand.count > 13:
        hint = "a hand has thirteen cards: look for a suit typed twice or a stray rank"
        if missing:
            hint += f"; missing from the pack: {_cards(missing)}"
    if hand.count < 13 and not missing:
        short = [s.word for s in PRINT_ORDER if not any(h.suit is s for h in hand.holdings)]
        if short:
            hint = "no " + " or ".join(short) + " are given: write a void as '—'"
    return make("D002", message, hand.span, law=law, seat=hand.seat, hint=hint)


def _suit_totals(deal: Deal, hands: list[Hand]) -> list[Diagnostic]:
    """A suit of more than thirteen cards, placed on the hand that passes thirteen."""
    found = []
    for suit in Suit:
        total = small = 0
        over: Hand | None = None
        for hand in hands:
            for holding in hand.holdings:
                if holding.suit is suit:
                    total += holding.count
                    small += holding.small
            if total > 13 and over is None:
                over = hand
        if over is not None:
            hint = ("count the 'x' cards of each hand" if small else
                    "a card of the suit may be given twice")
            found.append(make("D005", f"the hands given hold {total} {suit.word}; a suit has 13",
                              over.span, seat=over.seat, hint=hint))
    return found


def _repeat_hints(cards: list[Card], deal: Deal) -> list[str | None]:
    """The hint of each card given twice, naming only the cards that mend its own fault.

    A card given twice whose neighbour in rank is missing was likely that card. The
    cards missing that are no such neighbour are the others' due: with two cards given
    twice, ♠K and ♥3, and ♠10 and ♥2 missing, ♥3 was likely ♥2, and ♠K is left ♠10.
    Of the cards left, a card's own suit's are its due where there are such: a rank
    misprinted keeps its suit line.

    >>> from bridgebook.syntax import parse
    >>> record, _ = parse("N: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\\n"
    ...                   "E: S—K, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\\n"
    ...                   "S: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q\\n"
    ...                   "W: S—2; H—3; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2")
    >>> spade_king, heart_three = Card.parse("♠K"), Card.parse("♥3")
    >>> for hint in _repeat_hints([spade_king, heart_three], record.deals[0]):
    ...     print(hint)
    missing from the pack: ♠10
    ♥2 is missing from the pack: was one of the two ♥3 meant to be ♥2?
    """
    if len(deal.hands) != 4:
        return [None] * len(cards)
    held = 0
    for hand in deal.hands:
        held |= hand.cards.mask
    missing = FULL_PACK & ~held
    near = [_neighbours(card, held) for card in cards]
    claimed = sure = 0
    for candidates in near:
        for neighbour in candidates:
            claimed |= 1 << neighbour
        if len(candidates) == 1:
            sure |= 1 << candidates[0]
    # The cards no neighbour claims; if there are none, those no neighbour is sure of
    # (a card given twice between two missing cards claims both, yet is only one).
    left = missing & ~claimed or missing & ~sure
    hints: list[str | None] = []
    for card, candidates in zip(cards, near, strict=True):
        if candidates:
            hints.append(f"{' or '.join(str(c) for c in candidates)} is missing from the "
                         f"pack: was one of the two {card} meant to be {candidates[0]}?")
        else:
            # a rank misprinted keeps its suit line: the cards left of the card's suit
            suited = CardSet(left).suit(card.suit) or CardSet(left)
            hints.append(f"missing from the pack: {_cards(suited)}" if suited else None)
    return hints


def _neighbours(card: Card, held: int) -> list[Card]:
    """The cards next to ``card`` in rank that no hand holds."""
    found = []
    for step in (-1, 1):
        rank = card.rank + step
        if 2 <= rank <= 14:
            neighbour = Card.of(card.suit, type(card.rank)(rank))
            if not held >> neighbour & 1:
                found.append(neighbour)
    return found

"""One printed mistake, one message: the single edit that makes a deal follow the laws.

A misprinted card in a book's play table is one mistake, but the replay finds it
many times over: the card is not held, the card the player really held is never
played, and the tricks after it revoke or are led by the wrong hand. :func:`mend`
tries the single edits a misprint calls for, each on a copy of the deal checked
again in full:

- a card of one trick replaced by a card of the same seat that is never played
  (a wrong rank or suit; one of a card played twice);
- a card a hand holds twice, or that two hands hold, dropped from one of them;
- a suit line of a hand that is missing restored from the cards no hand holds;
- a suit letter misprinted: a line of a suit the hand gives twice read in the suit
  it lacks, where its ranks in that suit are cards no hand holds;
- a suit line printed under the wrong seat (one hand too long by those cards, the
  other short of exactly them) moved to the seat that lacks them;
- a card printed in the wrong hand (one hand a card too long, another a card short)
  moved to the seat that plays it;
- two cards printed in each other's hands (each played by the other seat) exchanged;
- a winner mark moved to another card of its trick;
- two cards of one row swapped (printed in each other's columns of a table, or
  places of a row in the order of play);
- two cards of one seat swapped (a transposition);
- two ranks of one suit misprinted by one seat, crossing: a card not held (or
  played twice) read as the card of the suit the seat plays at another trick, and
  that one read as the seat's card of the suit it never plays.

Where edits of two kinds explain the same problems, the kind higher in this list
is told: a mark moved changes less than two cards swapped.

An edit that removes problems and adds none explains them. So does one that
removes every problem and adds only a wrong stated result (L008): the play it mends
is finished, and the result the book states does not follow from it; that is a
second, independent mistake, reported on its own after the root, judged on the
mended play (where two misprints must both be mended to finish the play, the pair
of edits that explains them may leave it so, judged on the play both mend; where
several mistakes apart are each explained by its own edit, the result is judged on
the play all of them mend, and a problem none explains alone, gone with them made
together, is folded under the first edit it needs). The
edit that explains the most is reported at its root, the printed card, with the
edit as its hint, and the problems it removes are folded into that one message
(:meth:`~bridgebook.diagnostics.Diagnostic.fold`). Two independent mistakes are two
edits that explain disjoint problems: two messages. Problems no edit explains are
reported as they were found. The hands as the edits told mend them are kept
(:func:`mend_with_hands`): the search for a trick row left out reads the hands so,
a hand misprinted beside it being a mistake of its own.

The search runs only when a deal has problems, and is bounded: the cards that are
played but not held (or played twice), times the seat's cards never played; the
cards given twice; the suits a short hand lacks; the revokes and misplaced marks.
However many that makes, one game's searches together check at most
:data:`MAX_EDITS` edited copies of it (a :class:`Budget`, shared by the search on
the deal as written and on a reading of it tried first, such as its rows read in
columns): a record so damaged that no edit among them explains it is reported as
found, with a note (L031) that the search stopped.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import product
from math import prod

from bridgebook.diagnostics import Diagnostic, Severity, joined
from bridgebook.engine.replay import Replay, printed_trick
from bridgebook.model import (
    FULL_PACK,
    Card,
    CardSet,
    Deal,
    Hand,
    Holding,
    PlayedCard,
    PlayForm,
    Seat,
    Span,
    Suit,
    Trick,
)

#: Check a deal again from its hands to its result, as the first check did: its
#: replay and its problems.
Recheck = Callable[[Deal], tuple[Replay, list[Diagnostic]]]

#: The most edited copies of one game checked, by all its searches together (each
#: search had as many of its own before they shared them): beyond it the record is
#: too damaged for one edit to explain it, and the problems are reported as found
#: (with a note, L031). The searches of regular damage (a misprinted card, a swap, a
#: hand's suit line) end well before it: the longest that finds its edit in the code
#: cases, the catalogue of damage and the real files tries 88; the longest that finds
#: none, 283 (a trick row written twice). Each is a check of the game, about a tenth
#: of a millisecond for a played deal.
MAX_EDITS = 300


@dataclass(slots=True)
class Budget:
    """The edited copies one game's searches may still check, shared by them all."""

    left: int = MAX_EDITS
    #: Whether a search stopped with edits untried, the budget spent.
    stopped: bool = False

    def take(self) -> bool:
        """One edit more, if the budget holds it."""
        if self.left <= 0:
            self.stopped = True
            return False
        self.left -= 1
        return True

# The kinds of edit, in the order preferred when two explain the same problems.
REPLACE, DROP, RENAME, LINE, MARK, COLUMNS, SWAP, CROSSED = range(8)

_SERIOUS = (Severity.ERROR, Severity.WARNING)

_Key = tuple[str, Span | None, int | None, Seat | None]


@dataclass(frozen=True, slots=True)
class Edit:
    """One edit of the record: the deal as edited and what the edit says."""

    kind: int
    deal: Deal
    #: The printed place of the mistake; the root message is placed there.
    place: Span | None
    #: The codes the root message is taken from, in order of preference.
    codes: tuple[str, ...]
    #: The hint of the root message (None: the root keeps its own hint).
    hint: str | None = None
    #: Whether the root message moves to ``place`` (a card dropped from a hand is
    #: reported at that card, not at the other hand's copy).
    move: bool = False
    #: Lower is likelier among edits that explain the same problems.
    closeness: int = 0
    seat: Seat | None = None
    trick: int = 0
    printed: Card | None = None
    meant: Card | None = None
    #: The other printed places the edit changes (a swap's second card).
    also: tuple[Span | None, ...] = ()


#: The most edits, first of a pair, each searched for a second: two mistakes that
#: change each other's consequences (a trick won by another hand) are explained
#: only together.
MAX_FIRSTS = 3

#: An edit, the problems it removes, and the independent result error it leaves.
_Explained = list[tuple[Edit, list[Diagnostic], list[Diagnostic]]]

#: The problems an edit may leave and still explain the others: the stated result,
#: judged once the mended play is finished. A stated result is not a card.
_INDEPENDENT = frozenset({"L008"})
_Partial = list[tuple[Edit, Replay, list[Diagnostic]]]


@dataclass(frozen=True, slots=True)
class HandsMended:
    """The deal with its hands as the messages told of them mend them (a card given
    twice read as the card missing, a card moved to the hand that plays it), and
    those messages, the edits' roots. A search of the play's rows (a row skipped)
    reads the hands so: a hand misprinted beside a row left out is a mistake of its
    own, told by its own message."""

    deal: Deal
    roots: tuple[Diagnostic, ...]


def mend(deal: Deal, outcome: Replay, found: list[Diagnostic],
         recheck: Recheck, budget: Budget | None = None) -> list[Diagnostic]:
    """``found`` with the problems each single edit explains folded into one message.

    ``recheck`` checks an edited copy of ``deal`` as ``found`` was made: its replay
    and its problems. ``budget`` bounds the edits checked (the game's, where its
    searches share one; else :data:`MAX_EDITS` for this search alone).
    """
    return mend_with_hands(deal, outcome, found, recheck, budget)[0]


def mend_with_hands(deal: Deal, outcome: Replay, found: list[Diagnostic],
                    recheck: Recheck, budget: Budget | None = None,
                    at_cards: dict[_Key, Diagnostic] | None = None,
                    ) -> tuple[list[Diagnostic], HandsMended | None]:
    """:func:`mend`'s messages, and the deal with its hands as the edits told that
    change only the hands mend them (None where none does, or two change one hand,
    or edits equally good mend a hand two ways). A root to be told at a card of its
    edit rather than where it stands (:func:`swap_told_at_card`) goes in
    ``at_cards`` by its key, as it is to be told: moved only once no search after
    this one (which finds the problems by their places) folds it."""
    base = _serious(found)
    if not base:
        return found, None
    if budget is None:
        budget = Budget()
    explained, partial = _search(deal, outcome, found, recheck, budget)
    chosen = _choose(explained)
    covered = set().union(*(_serious(removed) for _, removed, _, _ in chosen))
    # Mistakes apart, each explained by its own edit: the play is finished only with
    # every edit made, and the stated result is judged on it so (a second mistake);
    # a problem no edit explains alone (a trick then won by another hand) may follow
    # from them made together: told under the edit it needs. (Two edits that leave a
    # problem: a pair that crosses is looked for first, as two mistakes are.)
    # (tried once: the same edits made together are not rechecked a second time)
    tried = covered != base and len(chosen) > 2 and not _at_odds(chosen)
    joint = _joint(deal, chosen, found, base, covered, recheck, budget) if tried else None
    result: list[Diagnostic] = []
    if joint is not None:
        chosen, result = joint
        paired = False
    elif covered != base or len(chosen) > 2 or _at_odds(chosen):
        # Problems left, or explained only by more edits than two mistakes make, or by
        # edits that cannot both be right (one card meant twice): two edits that
        # together explain every problem, where there are such, tell it better.
        pair = _pair(partial, found, recheck, budget)
        # a result left by a pair is judged on the play both edits mend
        paired = pair is not None
        chosen = pair or chosen
    else:
        paired = False
    if not paired and not tried and not _at_odds(chosen):
        joint = _joint(deal, chosen, found, base, covered, recheck, budget)
        result = joint[1] if joint is not None else []
    used: set[_Key] = set()
    told: list[Diagnostic] = []
    roots: dict[_Key, Diagnostic] = {}
    added: dict[_Key, Diagnostic] = {}
    hands = _Hands(deal)
    for edit, removed, others, left in chosen:
        removed = [d for d in removed if _key(d) not in used]
        if not _serious(removed):
            continue
        used |= {_key(d) for d in removed}
        root = _root(edit, others, removed)
        hint = _hint(edit, others, deal)
        if hint is None and edit.kind == REPLACE:
            # Several cards the seat never plays would do, where a row is skipped: the
            # skipped row's own cards are among them, and the card meant is the one
            # that leaves the others making that row.
            fit = [e for e in others if e.trick == edit.trick
                   and _fills_the_gap(e, recheck, budget)]
            if len({e.meant for e in fit}) == 1:
                hint = _hint(fit[0], fit, deal)
        # a problem that folds others of its own gives them up to the root, flat
        folded = [x for d in removed if d is not root
                  for x in (replace(d, folded=()), *d.folded)]
        roots[_key(root)] = _at_place(replace(root, hint=hint or root.hint,
                                              span=edit.place if edit.move else root.span),
                                      edit, others, deal).fold(folded)
        if at_cards is not None:
            told_at = _swap_at_card(roots[_key(root)], edit, deal)
            if told_at is not roots[_key(root)]:
                at_cards[_key(roots[_key(root)])] = told_at
        told.append(roots[_key(root)])
        hands.add(edit, others, roots[_key(root)])
        for d in left:
            added.setdefault(_key(d), after_mend(d, *(told if paired else told[-1:])))
    for d in result:
        added.setdefault(_key(d), after_mend(d, *sorted(told, key=lambda r: (r.line,
                                                                          r.column))))
    out = []
    for d in found:
        key = _key(d)
        if key in roots:
            out.append(roots.pop(key))
        elif key not in used:
            out.append(d)
    out.extend(d for key, d in added.items() if key not in used)
    return out, hands.mended()


def _joint(deal: Deal, chosen: _Chosen, found: list[Diagnostic], base: set[_Key],
           covered: set[_Key], recheck: Recheck, budget: Budget,
           ) -> tuple[_Chosen, list[Diagnostic]] | None:
    """``chosen`` (two edits or more, each explaining its own problems, together
    ``covered``, none leaving a result error of its own) made together: where they
    leave no problem but the stated result (L008), that result judged on the play they
    mend, and the problems none of them explains alone (a trick then won by another
    hand) each given to the first edit that, left out, brings it back (the deal
    without each edit rechecked once). An edit with others as good (either copy of a
    card played twice the misprint) is tried each way, at most :data:`_MOST_WAYS` ways
    in all: the result is judged where every way gives it the same. Else None."""
    if len(chosen) < 2 or any(left for _, _, _, left in chosen):
        return None
    # (a swap found from either of its cards is one edit: the same deal)
    kinds = [[e for k, e in enumerate(others) if all(e.deal != o.deal for o in others[:k])]
             for _, _, others, _ in chosen]
    if prod(len(k) for k in kinds) > _MOST_WAYS:
        return None
    ways = list(product(*kinds))
    judged: list[list[Diagnostic]] = []
    stays: set[_Key] = set()  # a stated result wrong on the play as printed and mended
    for way in ways:
        together = _together(deal, list(way))
        if together is None or not budget.take():
            return None
        _, after = recheck(together)
        if any(d.code not in _INDEPENDENT for d in after if d.severity in _SERIOUS):
            return None
        judged.append([d for d in after if d.severity in _SERIOUS and _key(d) not in base])
        stays |= _serious(after) & base
    if len({tuple((d.code, d.message) for d in found) for found in judged}) != 1:
        return None
    given: dict[int, list[Diagnostic]] = {}
    back: dict[int, set[_Key]] = {}  # the problems each edit left out brings back
    for key in base - covered - stays:
        for at in range(len(chosen)):
            if at not in back:
                without = _together(deal, [e for k, e in enumerate(ways[0]) if k != at])
                if without is None or not budget.take():
                    return None
                back[at] = _serious(recheck(without)[1])
            if key in back[at]:
                given.setdefault(at, []).extend(d for d in found if _key(d) == key)
                break
        else:
            return None
    return [(edit, [*removed, *given.get(at, [])], others, left)
            for at, (edit, removed, others, left) in enumerate(chosen)], judged[0]


#: The most ways of making equally good edits together that a result is judged on.
_MOST_WAYS = 16


def _together(deal: Deal, edits: list[Edit]) -> Deal | None:
    """``deal`` with every one of ``edits`` made: each changes its own cards of the
    play and its own hands, and nothing else; None where two change the same card or
    hand."""
    play = deal.play
    hands = list(deal.hands)
    tricks = list(play.tricks) if play is not None else []
    changed: set[tuple[int, int]] = set()  # (a trick, its card), or (-1, a hand)
    for edit in edits:
        edited = edit.deal
        if (len(edited.hands) != len(hands) or (edited.play is None) != (play is None)
                or replace(edited, hands=deal.hands, play=play) != deal):
            return None
        for at, (was, now) in enumerate(zip(deal.hands, edited.hands, strict=True)):
            if now != was:
                if (-1, at) in changed:
                    return None
                changed.add((-1, at))
                hands[at] = now
        if play is None or edited.play is None:
            continue
        if (len(edited.play.tricks) != len(tricks)
                or replace(edited.play, tricks=play.tricks) != play):
            return None
        for at, (printed, made) in enumerate(zip(play.tricks, edited.play.tricks,
                                                  strict=True)):
            if made == printed:
                continue
            # a card at a time: two misprints of one trick are two edits of it
            if (len(made.cards) != len(printed.cards)
                    or replace(made, cards=printed.cards) != printed):
                return None
            cards = list(tricks[at].cards)
            for k, (old, new) in enumerate(zip(printed.cards, made.cards, strict=True)):
                if new != old:
                    if (at, k) in changed:
                        return None
                    changed.add((at, k))
                    cards[k] = new
            tricks[at] = replace(tricks[at], cards=tuple(cards))
    return replace(deal, hands=tuple(hands),
                   play=replace(play, tricks=tuple(tricks)) if play is not None else None)


class _Hands:
    """The hands of a deal as the edits told mend them, one edit a hand."""

    def __init__(self, deal: Deal) -> None:
        self.deal = deal
        self.hands = list(deal.hands)
        self.roots: list[Diagnostic] = []
        #: Whether two edits told mend one hand, or equally good edits a hand two ways.
        self.torn = False

    def add(self, edit: Edit, others: Sequence[Edit], root: Diagnostic) -> None:
        """The hands ``edit`` mends, where it changes only the hands, and the same as
        every edit as good as it (``others``)."""
        given = self.deal.hands
        mended = edit.deal.hands
        if edit.deal.play is not self.deal.play or mended == given:
            return  # an edit of the play: the rows are searched as printed
        if len(mended) != len(given) or any(e.deal.hands != mended for e in others):
            self.torn = True
            return
        for index, (was, now) in enumerate(zip(given, mended, strict=True)):
            if now == was:
                continue
            if self.hands[index] not in (was, now):
                self.torn = True  # a hand two edits mend each its own way
            self.hands[index] = now
        self.roots.append(root)

    def mended(self) -> HandsMended | None:
        if self.torn or not self.roots:
            return None
        return HandsMended(replace(self.deal, hands=tuple(self.hands)), tuple(self.roots))


def _search(deal: Deal, outcome: Replay, found: list[Diagnostic], recheck: Recheck,
            budget: Budget, results: frozenset[_Key] = frozenset()
            ) -> tuple[_Explained, _Partial]:
    """The edits that remove problems of ``found`` and add none, each with the
    problems it removes; and the edits that mend their own card but leave problems
    (some perhaps new) elsewhere, each with the deal's replay and problems once edited.
    ``results`` are problems of ``found`` that are a stated result judged only once an
    edit before this search finished the play: an edit may leave them standing, as a
    result error it adds."""
    base = _serious(found)
    explained: _Explained = []
    partial: _Partial = []
    for kind in _edits(deal, outcome, found):
        for edit in kind():
            if not budget.take():
                return explained, partial
            again, after = recheck(edit.deal)
            now = {_key(d) for d in after}
            serious = _serious(after)
            left = [d for d in after if d.severity in _SERIOUS
                    and (_key(d) not in base or _key(d) in results)
                    and d.code in _INDEPENDENT]
            rest = serious - {_key(d) for d in left}
            if rest < base and not (left and rest):  # a result error: every other explained
                explained.append((edit, [d for d in found if _key(d) not in now], left))
            if serious and edit.kind <= LINE and any(_own(d, edit) and _key(d) not in now
                                                     for d in found):
                partial.append((edit, again, after))
        if any(_weight(removed) == len(base) and not left for _, removed, left in explained):
            break  # an edit of this kind explains every problem: the likelier kinds first
    return explained, partial


_Chosen = list[tuple[Edit, list[Diagnostic], list[Edit], list[Diagnostic]]]


def _choose(explained: _Explained) -> _Chosen:
    """The edits that explain the most, each with the problems it explains, the
    edits that explain the same ones as well as it does and the result error it
    leaves; none explains a problem another has explained. Of two edits that explain
    the same, the one that leaves the stated result standing is likelier."""
    explained = sorted(explained, key=lambda e: (-_weight(e[1]), bool(e[2]), e[0].kind,
                                                  e[0].closeness))
    used: set[_Key] = set()
    chosen: _Chosen = []
    for edit, removed, left in explained:
        keys = _serious(removed)
        if keys & used:
            continue
        used |= keys
        others = [e for e, r, lt in explained if e.kind == edit.kind and _serious(r) == keys
                  and bool(lt) == bool(left)]
        chosen.append((edit, removed, others, left))
    return chosen


def _pair(partial: _Partial, found: list[Diagnostic], recheck: Recheck,
          budget: Budget) -> _Chosen | None:
    """Two edits that together explain every problem, when one mends its own card but
    changes what follows (a trick then won by another hand), so that the other
    mistake's consequences move: each edit with the problems it explains."""
    partial = sorted(partial, key=lambda p: (_weight_left(p[2]), p[0].closeness))
    for first, again, after in partial[:MAX_FIRSTS]:
        left = _serious(after)
        # A stated result the first edit lets be judged (its play now finished) may
        # stand: a mistake of its own, judged on the play both edits mend.
        results = frozenset(_key(d) for d in after if d.code in _INDEPENDENT
                            and d.severity in _SERIOUS) - _serious(found)
        explained, _ = _search(first.deal, again, after, recheck, budget, results)
        # The second edit is told in the printed cards: it must not change the first's.
        whole = [(e, r, lt) for e, r, lt in explained
                 if _serious(r) in (left, left - {_key(d) for d in lt})
                 and first.place not in (e.place, *e.also)]
        if not whole:
            continue
        second, theirs, result = min(whole, key=lambda e: (bool(e[2]), e[0].kind,
                                                           e[0].closeness))
        now = {_key(d) for d in after}
        gone = {_key(d) for d in theirs}
        mine = [d for d in found if _key(d) not in now]
        rest = [d for d in found if _key(d) in now and _key(d) in gone]
        if not mine or not _serious(rest):
            continue
        others = [e for e, r, lt in whole if e.kind == second.kind
                  and bool(lt) == bool(result)]
        # The other copy of a card played twice read as the same card leaves the very
        # same problems: the second edit mends it as well, and either copy may be the
        # misprint.
        twins = [e for e, _, later in partial if e.kind == REPLACE == first.kind
                 and (e.seat, e.printed, e.meant) == (first.seat, first.printed, first.meant)
                 and _serious(later) == left]
        return [(first, mine, twins or [first], []), (second, rest, others, result)]
    return None


def _fills_the_gap(edit: Edit, recheck: Recheck, budget: Budget) -> bool:
    """Whether, with ``edit`` made, the cards the hands never play are the trick of the
    one numbered row skipped (P020), led by the winner of the trick before it: written
    in, they add no problem."""
    deal = edit.deal
    play = deal.play
    numbers = [t.number or 0 for t in play.tricks] if play is not None else []
    if play is None or not numbers or 0 in numbers or numbers != sorted(numbers):
        return False
    gaps = [n for n in range(2, numbers[-1]) if n not in numbers]
    if len(gaps) != 1 or not budget.take():
        return False
    at = sum(1 for n in numbers if n < gaps[0])
    again, after = recheck(deal)
    leader = again.tricks[at - 1].winner if len(again.tricks) >= at else None
    hands: dict[Seat, int] = {}
    for hand in deal.hands:
        if hand.seat is not None and hand.complete:
            hands.setdefault(hand.seat, hand.cards.mask)
    for _, seat, pc in again.seated:
        hands[seat] = hands.get(seat, 0) & ~(1 << pc.card)
    never = {seat: list(CardSet(mask)) for seat, mask in hands.items()}
    if leader is None or len(never) != 4 or any(len(c) != 1 for c in never.values()) \
            or not budget.take():
        return False
    row = Trick(tuple(PlayedCard(never[leader.after(k)][0], seat=leader if k == 0 else None)
                      for k in range(4)), PlayForm.ORDER, gaps[0], leader)
    _, filled = recheck(replace(deal, play=replace(play, tricks=(
        *play.tricks[:at], row, *play.tricks[at:]))))
    before = {(d.code, d.span) for d in after if d.severity in _SERIOUS}
    return all((d.code, d.span) in before for d in filled if d.severity in _SERIOUS)


def _own(d: Diagnostic, edit: Edit) -> bool:
    """Whether ``d`` is the problem of the card ``edit`` changes: at its place, or (a card
    played twice, read at its first copy as another) the second copy's, of the seat."""
    if d.code not in edit.codes:
        return False
    return d.span == edit.place or (edit.kind == REPLACE and d.code == "L002"
                                    and d.seat is edit.seat and edit.seat is not None)


def _at_odds(chosen: _Chosen) -> bool:
    """Whether two of the edits chosen cannot both be right: each reads a printed card
    of one seat as the same card that seat never plays."""
    meant = [(edit.seat, edit.meant) for edit, _, others, _ in chosen
             if edit.kind == REPLACE and edit.meant is not None
             and all(e.meant == edit.meant for e in others)]
    return len(meant) != len(set(meant))


def after_mend(d: Diagnostic, *roots: Diagnostic) -> Diagnostic:
    """A result error judged on the play as ``roots`` mend it, saying so."""
    where = joined([f"{root.code} {root.line}:{root.column}" for root in roots])
    say = "says" if len(roots) == 1 else "say"
    return replace(d, hint=f"{d.hint}, with the play mended as {where} {say}" if d.hint
                   else f"judged on the play mended as {where} {say}")


def _serious(found: Sequence[Diagnostic]) -> set[_Key]:
    return {_key(d) for d in found if d.severity in _SERIOUS}


def _weight_left(after: list[Diagnostic]) -> int:
    return len(_serious(after))


def _key(d: Diagnostic) -> _Key:
    """What stays of a problem when an edit elsewhere changes its words."""
    return (d.code, d.span, d.trick, d.seat)


def _weight(removed: list[Diagnostic]) -> int:
    return sum(1 for d in removed if d.severity in _SERIOUS)


def _at_place(root: Diagnostic, edit: Edit, others: Sequence[Edit], deal: Deal) -> Diagnostic:
    """A card played twice told at the printed card the edit changes, not at the other
    copy: the hint says to change that card, so the message stands there (unless
    either copy would do)."""
    if (edit.kind != REPLACE or root.code != "L002" or edit.place is None
            or any(e.place == root.span for e in (edit, *others))
            or edit.seat is None or root.trick is None):
        return root
    name = deal.naming.seat(edit.seat)
    message = (f"{edit.printed} by {name} at trick {printed_trick(deal, edit.trick)} is "
               f"played again at trick {printed_trick(deal, root.trick)}")
    return replace(root, message=message, span=edit.place, trick=edit.trick)


def swap_told_at_card(found: list[Diagnostic], at_cards: dict[_Key, Diagnostic]
                      ) -> list[Diagnostic]:
    """``found`` with each root that ``at_cards`` holds (by its key) told at the card
    of its edit, with its words; what is folded under it kept."""
    if not at_cards:
        return found
    out = []
    for d in found:
        told = at_cards.get(_key(d))
        out.append(d if told is None else replace(
            d, span=told.span, message=told.message, hint=told.hint))
    return out


def _swap_at_card(root: Diagnostic, edit: Edit, deal: Deal) -> Diagnostic:
    """Two cards of one player transposed whose problems are all other players' (his
    lead at the wrong trick makes two or more of them revoke): told at his card the swap
    moves, the message and the hint naming him, not at another player's card the swap
    leaves. One player's revoke alone stays at his card: he may have revoked."""
    if (edit.kind != SWAP or edit.place is None or edit.seat is None or deal.play is None
            or root.span in (edit.place, *edit.also)):
        return root
    cards = {pc.span: (at, pc.card) for at, trick in enumerate(deal.play.tricks)
             for pc in trick.cards if pc.span in (edit.place, *edit.also)}
    if len(cards) != 2 or edit.place not in cards:
        return root
    (first, a), (second, b) = sorted(cards.values())
    if root.code not in ("L003", "L005") or root.trick not in (first + 1, second + 1):
        return root  # (a result the swap mends is no other player's card)
    if len({d.seat for d in (root, *root.folded) if d.code in ("L003", "L005")
            and d.seat is not None and d.seat is not edit.seat}) < 2:
        return root  # one player's revoke: his own card, as a revoke is told
    at, card = cards[edit.place]
    name = deal.naming.seat(edit.seat)
    return replace(root, span=edit.place,
                   message=f"{card} by {name} at trick {printed_trick(deal, at + 1)} does "
                           f"not fit the play: {root.message}",
                   hint=f"were {name}'s {a} (trick {printed_trick(deal, first + 1)}) and {b} "
                        f"(trick {printed_trick(deal, second + 1)}) transposed? swapped, "
                        "every trick follows")


def _root(edit: Edit, others: list[Edit], removed: list[Diagnostic]) -> Diagnostic:
    """The problem the edit mends at its root: at the printed card, of the edit's code."""
    places = {e.place for e in others} | {edit.place}
    # An error stands at the root of errors: a warning there (the dummy's renounce, of
    # the same code as a revoke) would tell the deal's errors as none.
    # A message moved to the printed card is the one of its line (the hand that
    # holds it: 'E's hand holds 14 cards', not the short hand's).
    line = edit.place.line if edit.move and edit.place is not None else None
    ranked = sorted(removed, key=lambda d: (d.severity is not Severity.ERROR,
                                            line is not None and d.line != line))
    for code in edit.codes:
        for d in ranked:
            if d.code == code and (d.span in places or edit.move or edit.place is None):
                if d.severity is not Severity.ERROR:
                    # A swap whose one card is the dummy's renounce (a warning) and
                    # whose other is a card its player does not hold (an error): the
                    # error at a card the edit changes stands at the root.
                    changed = places | {p for e in (edit, *others) for p in e.also}
                    d = next((e for e in ranked if e.severity is Severity.ERROR
                              and e.span in changed), d)
                return d
    for d in removed:  # the hint names the printed card: the root stands there
        if edit.kind == REPLACE and d.span == edit.place and d.severity is Severity.ERROR:
            return d
    for code in edit.codes:
        for d in ranked:
            if d.code == code:
                return d
    return next((d for d in removed if d.severity is Severity.ERROR), removed[0])


# The edits -----------------------------------------------------------------------


def _edits(deal: Deal, outcome: Replay,
           found: list[Diagnostic]) -> list[Callable[[], Iterable[Edit]]]:
    """The single edits worth trying on ``deal``: a maker of each kind's edits, the
    likeliest kind first, each kind's edits likeliest first."""
    first: dict[Seat, int] = {}
    for index, hand in enumerate(deal.hands):
        if hand.seat is not None and hand.seat not in first:
            first[hand.seat] = index
    if len(first) != 4 or not all(deal.hands[i].complete for i in first.values()):
        return []
    hands = {seat: deal.hands[i].cards for seat, i in first.items()}

    def likeliest(edits: list[Edit]) -> list[Edit]:
        return sorted(edits, key=lambda e: e.closeness)

    return [lambda: _replacements(deal, outcome, hands),
            lambda: _drops(deal, first, outcome),
            lambda: likeliest(_renames(deal, first, outcome)),
            lambda: _lines(deal, first, outcome),
            lambda: _moved_lines(deal, first, outcome),
            lambda: _moved_cards(deal, first, outcome),
            lambda: likeliest(_exchanged_cards(deal, first, outcome)),
            lambda: _repeats(deal, first),
            lambda: _left_out(deal, first, outcome),
            lambda: _marks(deal, found),
            lambda: _columns(deal, outcome, hands, found),
            lambda: likeliest(_swaps(deal, outcome, found)),
            lambda: likeliest(_crossed(deal, outcome, hands))]


def _replacements(deal: Deal, outcome: Replay, hands: dict[Seat, CardSet]) -> Iterator[Edit]:
    """A card played but not held, or played twice, replaced by a card of the same
    seat that is never played; the likeliest first (the nearest card, then the first
    found). Each edited deal is made only when the search comes to it: a play whose
    every card seems held by the wrong seat gives a hundred of them or more, and the
    search's budget tries few."""
    times: dict[Card, int] = {}
    played = 0
    for _, _, pc in outcome.seated:
        times[pc.card] = times.get(pc.card, 0) + 1
        played |= 1 << pc.card
    found: list[tuple[int, int, int, Seat, PlayedCard, Card]] = []
    for index, seat, pc in outcome.seated:
        if pc.card in hands[seat] and times[pc.card] == 1:
            continue
        for meant in CardSet(hands[seat].mask & ~played):
            found.append((_distance(pc.card, meant), len(found), index, seat, pc, meant))
    found.sort(key=lambda f: (f[0], f[1]))
    for closeness, _, index, seat, pc, meant in found:
        yield Edit(REPLACE, _with_card(deal, index, pc, meant), pc.span, ("L001", "L002"),
                   closeness=closeness, seat=seat, trick=index + 1, printed=pc.card,
                   meant=meant)


def _crossed(deal: Deal, outcome: Replay, hands: dict[Seat, CardSet]) -> list[Edit]:
    """Two ranks of one suit misprinted by one player, crossing: a card the seat does
    not hold, or plays twice, was the card of the suit it plays at another trick, and
    that one was its card of the suit it never plays (♣10 printed for ♣6 at trick 4,
    ♣6 for ♣J at trick 8). Neither edit alone explains the play: the first leaves the
    seat playing the card meant twice, the second a card not held. One edit of both."""
    times: dict[Card, int] = {}
    played = 0
    for _, _, pc in outcome.seated:
        times[pc.card] = times.get(pc.card, 0) + 1
        played |= 1 << pc.card
    name = deal.naming.seat
    edits = []
    for index, seat, pc in outcome.seated:
        if pc.card in hands[seat] and times[pc.card] == 1:
            continue
        never = [c for c in CardSet(hands[seat].mask & ~played) if c.suit is pc.card.suit]
        for then, who, other in outcome.seated if never else ():
            if (who is not seat or then == index or other.card.suit is not pc.card.suit
                    or other.card not in hands[seat] or times[other.card] != 1):
                continue
            for meant in never:
                edited = _with_card(_with_card(deal, index, pc, other.card), then, other, meant)
                hint = (f"two misprints by {name(seat)}: {other.card} was meant at trick "
                        f"{printed_trick(deal, index + 1)} (printed {pc.card}) and {meant}, "
                        f"never played, at trick {printed_trick(deal, then + 1)} (printed "
                        f"{other.card})")
                edits.append(Edit(CROSSED, edited, pc.span, ("L002", "L001"), hint=hint,
                                  closeness=_distance(pc.card, other.card)
                                  + _distance(other.card, meant),
                                  seat=seat, trick=index + 1, also=(other.span,)))
    return edits


def _distance(printed: Card, meant: Card) -> int:
    """How far a misprint is from the card meant: the rank, then the suit."""
    return abs(printed.rank - meant.rank) + (0 if printed.suit is meant.suit else 20)


def _drops(deal: Deal, first: dict[Seat, int], outcome: Replay) -> list[Edit]:
    """A card given twice (in one hand, or in two) dropped from one place."""
    where: dict[Card, list[tuple[int, int, int]]] = {}
    for index in first.values():
        for h, holding in enumerate(deal.hands[index].holdings):
            for c, card in enumerate(holding.cards):
                where.setdefault(card, []).append((index, h, c))
    players = {pc.card: (seat, index + 1) for index, seat, pc in outcome.seated}
    edits = []
    for card, places in where.items():
        if len(places) < 2:
            continue
        for index, h, c in reversed(places):
            hand = deal.hands[index]
            holding = hand.holdings[h]
            kept = [deal.hands[i] for i, _, _ in places if i != index]
            hint = _drop_hint(card, hand, kept[0] if kept else None, players.get(card), deal)
            span = holding.card_spans[c] if c < len(holding.card_spans) else holding.span
            edits.append(Edit(DROP, _with_holding(deal, index, h, _without(holding, c)), span,
                              ("D001", "D002"), hint=hint, move=True, seat=hand.seat,
                              printed=card))
    return edits


def _drop_hint(card: Card, hand: Hand, kept: Hand | None,
               player: tuple[Seat, int] | None, deal: Deal) -> str:
    name = deal.naming.seat
    assert hand.seat is not None
    if kept is None or kept.seat is None:
        return f"{card} is written twice in {name(hand.seat)}'s hand: drop one"
    owner = name(kept.seat)
    played = (f", played by {name(player[0])} at trick {printed_trick(deal, player[1])}"
              if player is not None and player[0] is kept.seat else "")
    return f"{card} is {owner}'s{played}: drop it from {name(hand.seat)}'s hand"


def _renames(deal: Deal, first: dict[Seat, int], outcome: Replay) -> list[Edit]:
    """A card two hands hold, in one of them read as a card no hand holds: a rank
    misprinted in a hand."""
    owners: dict[Card, list[tuple[int, int, int]]] = {}
    held = 0
    for index in first.values():
        for h, holding in enumerate(deal.hands[index].holdings):
            for c, card in enumerate(holding.cards):
                owners.setdefault(card, []).append((index, h, c))
                held |= 1 << card
    missing = CardSet(FULL_PACK & ~held)
    players = {pc.card: (seat, index + 1) for index, seat, pc in outcome.seated}
    name = deal.naming.seat
    edits = []
    for card, places in owners.items():
        if len(places) != 2:
            continue
        same = places[0][0] == places[1][0]
        pairs = [(places[1], places[0])] if same else [(places[1], places[0]),
                                                      (places[0], places[1])]
        for (index, h, c), (other, _, _) in pairs:
            hand, kept = deal.hands[index], deal.hands[other]
            holding = hand.holdings[h]
            assert hand.seat is not None and kept.seat is not None
            for meant in missing.suit(holding.suit):
                cards = tuple(meant if i == c else x for i, x in enumerate(holding.cards))
                player = players.get(card)
                played = (f", played by {name(kept.seat)} at trick "
                          f"{printed_trick(deal, player[1])}"
                          if player is not None and player[0] is kept.seat else "")
                plays = players.get(meant)
                whose = (f"{card} is written twice in {name(hand.seat)}'s hand: one of them"
                         if same else f"{card} is {name(kept.seat)}'s{played}: "
                         f"{name(hand.seat)}'s {card}")
                hint = (f"{whose} was {meant}" + (f", which {name(hand.seat)} plays at trick "
                                                  f"{plays[1]}" if plays is not None
                                                  and plays[0] is hand.seat else ""))
                span = holding.card_spans[c] if c < len(holding.card_spans) else holding.span
                edits.append(Edit(RENAME, _with_holding(deal, index, h,
                                                        replace(holding, cards=cards)),
                                  span, ("D001",), hint=hint, move=True,
                                  closeness=_distance(card, meant), seat=hand.seat,
                                  printed=card, meant=meant))
    return edits


def _lines(deal: Deal, first: dict[Seat, int], outcome: Replay) -> list[Edit]:
    """A short hand's missing suit line, from the cards of the suit no hand holds:
    added, or in place of a suit line printed twice."""
    held = 0
    for index in first.values():
        held |= deal.hands[index].cards.mask
    missing = CardSet(FULL_PACK & ~held)
    if not missing:
        return []
    plays: dict[Seat, int] = {}
    for _, seat, pc in outcome.seated:
        plays[seat] = plays.get(seat, 0) | 1 << pc.card
    edits = []
    for seat, index in first.items():
        hand = deal.hands[index]
        given = {h.suit for h in hand.holdings}
        edits.extend(_suit_letters(deal, index, missing, outcome))
        for suit in Suit:
            cards = missing.suit(suit)
            if suit in given or not cards:
                continue
            hint = _line_hint(seat, suit, cards, plays.get(seat, 0), deal)
            if hand.count + len(cards) == 13:
                line = Holding(suit, tuple(cards), span=hand.span)
                holdings = (*hand.holdings, line)
                edits.append(Edit(LINE, _with_hand(deal, index, holdings), hand.span,
                                  ("D002",), hint=hint, seat=seat))
            seen: set[Suit] = set()
            for h, holding in enumerate(hand.holdings):
                if holding.suit in seen and hand.count - holding.count + len(cards) == 13:
                    twice = (f"{holding.suit.word} are given twice in {deal.naming.seat(seat)}'s"
                             f" hand: the second line was its {suit.word}, {_list(cards)}")
                    line = Holding(suit, tuple(cards), span=holding.span)
                    edits.append(Edit(LINE, _with_holding(deal, index, h, line), holding.span,
                                      ("D004", "D002"), hint=twice, move=True, seat=seat))
                seen.add(holding.suit)
    return edits


def _suit_letters(deal: Deal, index: int, missing: CardSet, outcome: Replay) -> list[Edit]:
    """A suit line of a hand that gives its suit twice, whose ranks in a suit the hand
    is not given are cards no hand holds: its suit letter misprinted (``D—9, 7`` for
    ``H—9, 7``), the line read in that suit."""
    hand = deal.hands[index]
    seat = hand.seat
    suits = [h.suit for h in hand.holdings]
    if seat is None or len(set(suits)) == len(suits):
        return []
    name = deal.naming.seat(seat)
    plays = {pc.card: at + 1 for at, who, pc in outcome.seated if who is seat}
    edits = []
    for h, holding in enumerate(hand.holdings):
        if suits.count(holding.suit) < 2 or not holding.cards or holding.small:
            continue
        for suit in Suit:
            meant = tuple(Card.of(suit, c.rank) for c in holding.cards)
            if suit in suits or not all(c in missing for c in meant):
                continue
            tricks = [plays[c] for c in meant if c in plays]
            one = len(meant) == 1
            played = ""
            if len(tricks) == len(meant):
                at = "trick" if one else "tricks"
                played = (f", and {name} plays {'it' if one else 'them'} at {at} "
                          f"{joined([str(printed_trick(deal, t)) for t in sorted(tricks)])}")
            hint = (f"this line is {suit.word}: {_list(meant)}, which no hand holds{played}; "
                    f"its suit letter is misprinted ({holding.suit.word} for {suit.word})")
            line = replace(holding, suit=suit, cards=meant)
            edits.append(Edit(LINE, _with_holding(deal, index, h, line), holding.span,
                              ("D004", "D001", "D002"), hint=hint, move=True, seat=seat))
    return edits


def _moved_lines(deal: Deal, first: dict[Seat, int], outcome: Replay) -> list[Edit]:
    """A suit line printed under the wrong seat: one hand holds more than thirteen
    cards, another fewer, and a suit line of the long hand is exactly what the short
    one lacks (a suit it is not given): moved there. The long hand's second line of a
    suit is likelier the stray one than its first."""
    plays: dict[Seat, int] = {}
    for _, seat, pc in outcome.seated:
        plays[seat] = plays.get(seat, 0) | 1 << pc.card
    name = deal.naming.seat
    edits = []
    for seat, index in first.items():
        hand = deal.hands[index]
        if hand.count <= 13:
            continue
        for to, other in first.items():
            short = deal.hands[other]
            if short.count >= 13 or to is seat:
                continue
            given = {h.suit for h in short.holdings}
            seen: set[Suit] = set()
            for h, holding in enumerate(hand.holdings):
                twice = holding.suit in seen
                seen.add(holding.suit)
                if (holding.suit in given or not holding.cards
                        or hand.count - holding.count != 13
                        or short.count + holding.count != 13):
                    continue
                cards = CardSet(holding.cards)
                one = len(holding.cards) == 1
                played = (f", and {name(to)} plays {'it' if one else 'them'}"
                          if cards.mask & plays.get(to, 0) == cards.mask else "")
                whose = (f"is {name(to)}'s: {name(to)}'s hand lacks exactly that card" if one
                         else f"are {name(to)}'s {holding.suit.word}: {name(to)}'s hand "
                         "lacks exactly those cards")
                hint = (f"{_list(holding.cards)} printed under {name(seat)} {whose}{played}; "
                        "the line stands under the wrong seat")
                edited = _with_hand(deal, index, hand.holdings[:h] + hand.holdings[h + 1:])
                edited = _with_hand(edited, other, (*short.holdings, holding))
                edits.append(Edit(LINE, edited, holding.span, ("D004", "D002"), hint=hint,
                                  move=True, closeness=0 if twice else 1, seat=seat))
    return sorted(edits, key=lambda e: e.closeness)


def _moved_cards(deal: Deal, first: dict[Seat, int], outcome: Replay) -> list[Edit]:
    """A card printed in the wrong hand: one hand holds a card too many, another one
    too few, and the short hand's seat plays a card of the long hand: moved there."""
    name = deal.naming.seat
    edits = []
    for seat, index in first.items():
        hand = deal.hands[index]
        if hand.count != 14:
            continue
        for to, other in first.items():
            short = deal.hands[other]
            if short.count != 12 or to is seat:
                continue
            plays = {pc.card: at + 1 for at, who, pc in outcome.seated
                     if who is to and pc.card in hand.cards}
            for h, holding in enumerate(hand.holdings):
                for c, card in enumerate(holding.cards):
                    if card not in plays:
                        continue
                    edited = _with_holding(deal, index, h, _without(holding, c))
                    edited = _with_hand(edited, other, _added(short.holdings, card))
                    span = (holding.card_spans[c] if c < len(holding.card_spans)
                            else hand.span)
                    hint = (f"{card} printed in {name(seat)}'s hand is {name(to)}'s: "
                            f"{name(to)} plays it at trick {printed_trick(deal, plays[card])}, "
                            f"and {name(to)}'s "
                            f"hand lacks a card: move it to {name(to)}'s hand")
                    edits.append(Edit(LINE, edited, span, ("D002",), hint=hint, move=True,
                                      seat=seat, printed=card))
    return edits


def _exchanged_cards(deal: Deal, first: dict[Seat, int], outcome: Replay) -> list[Edit]:
    """Two cards printed in each other's hands: each seat plays the card printed in the
    other's hand, so each is not held (L001) where it is played, and the hands hold
    thirteen cards: exchanged. (Two cards of one trick so are its two cards in each
    other's columns, or places in the order of play: that edit's.)"""
    name = deal.naming.seat
    played: dict[Card, tuple[int, Seat, PlayedCard]] = {
        pc.card: (at, who, pc) for at, who, pc in outcome.seated}
    holder = {card: seat for seat, index in first.items()
              for card in deal.hands[index].cards}
    strays: dict[int, int] = {}  # the cards of each trick played by a seat not holding them
    for at, who, pc in outcome.seated:
        if holder.get(pc.card) not in (None, who):
            strays[at] = strays.get(at, 0) + 1
    if any(count >= 3 for count in strays.values()):
        return []  # a trick whose cards all go to the wrong seats: a shift, not a misprint
    edits = []
    for card, (at, seat, pc) in played.items():
        owner = holder.get(card)
        if owner is None or owner is seat or deal.hands[first[seat]].count != 13 \
                or deal.hands[first[owner]].count != 13:
            continue
        # the card of the player's hand that its holder (by the print) plays instead
        for back, (then, who, _) in played.items():
            # Each pair once, from the card played first; two cards of one trick are
            # a row's cards in each other's columns or places, not hands'.
            if who is not owner or holder.get(back) is not seat or then <= at:
                continue
            edited = _without_card(deal, first[owner], card)
            edited = _without_card(edited, first[seat], back)
            edited = _with_hand(edited, first[seat], _added(
                edited.hands[first[seat]].holdings, card))
            edited = _with_hand(edited, first[owner], _added(
                edited.hands[first[owner]].holdings, back))
            hint = (f"{card} printed in {name(owner)}'s hand and {back} printed in "
                    f"{name(seat)}'s are each other's: {name(seat)} plays {card} at trick "
                    f"{printed_trick(deal, at + 1)}, {name(owner)} plays {back} at trick "
                    f"{printed_trick(deal, then + 1)}; exchange them")
            edits.append(Edit(LINE, edited, pc.span, ("L001",), hint=hint, seat=seat,
                              trick=at + 1, printed=card, closeness=then - at))
    return edits


def _added(holdings: tuple[Holding, ...], card: Card) -> tuple[Holding, ...]:
    """A hand's suit lines with ``card`` added to its suit's line (a line of its own
    where the hand has none of the suit)."""
    at = next((k for k, line in enumerate(holdings) if line.suit is card.suit), None)
    if at is None:
        return (*holdings, Holding(card.suit, (card,)))
    line = holdings[at]
    return (*holdings[:at], replace(line, cards=tuple(sorted((*line.cards, card),
                                                             reverse=True)),
                                    card_spans=()), *holdings[at + 1:])


def _without_card(deal: Deal, index: int, card: Card) -> Deal:
    """``deal`` with ``card`` taken out of the suit line of hand ``index`` that holds it."""
    for h, holding in enumerate(deal.hands[index].holdings):
        if card in holding.cards:
            return _with_holding(deal, index, h, _without(holding, holding.cards.index(card)))
    return deal


def _repeats(deal: Deal, first: dict[Seat, int]) -> list[Edit]:
    """A suit line printed twice in a hand, the same cards both times: dropped."""
    edits = []
    for seat, index in first.items():
        hand = deal.hands[index]
        for h, holding in enumerate(hand.holdings):
            twin = next((k for k in range(h) if hand.holdings[k].suit is holding.suit
                         and hand.holdings[k].cards == holding.cards), None)
            if twin is None or hand.count - holding.count != 13:
                continue
            name = deal.naming.seat(seat)
            hint = (f"{name}'s {holding.suit.word} ({_list(holding.cards)}) are printed twice:"
                    " drop the second line")
            holdings = hand.holdings[:h] + hand.holdings[h + 1:]
            edits.append(Edit(LINE, _with_hand(deal, index, holdings), holding.span,
                              ("D004", "D002"), hint=hint, move=True, seat=seat))
    return edits


def _left_out(deal: Deal, first: dict[Seat, int], outcome: Replay) -> list[Edit]:
    """Cards left out of a short hand's suit lines: those the seat plays, of suits it
    is given, that no hand holds, added."""
    held = 0
    for index in first.values():
        held |= deal.hands[index].cards.mask
    edits = []
    for seat, index in first.items():
        hand = deal.hands[index]
        given = {h.suit for h in hand.holdings}
        plays = {pc.card: at + 1 for at, who, pc in outcome.seated
                 if who is seat and not held >> pc.card & 1 and pc.card.suit in given}
        if not plays or hand.count + len(plays) != 13:
            continue
        holdings = tuple(replace(h, cards=(*h.cards, *(c for c in plays if c.suit is h.suit)),
                                 card_spans=()) if any(c.suit is h.suit for c in plays) else h
                         for h in hand.holdings)
        name = deal.naming.seat(seat)
        where = ", ".join(f"{c} at trick {printed_trick(deal, t)}"
                          for c, t in sorted(plays.items(), key=lambda p: p[1]))
        one = len(plays) == 1
        hint = (f"{name} plays {where}, which no hand holds: add {'it' if one else 'them'} "
                f"to {name}'s hand")
        edits.append(Edit(LINE, _with_hand(deal, index, holdings), hand.span, ("D002",),
                          hint=hint, seat=seat))
    return edits


def _line_hint(seat: Seat, suit: Suit, cards: CardSet, plays: int, deal: Deal) -> str:
    name = deal.naming.seat(seat)
    shown = cards.mask & plays
    which = (f"which {name} plays and no hand holds" if shown == cards.mask
             else "which no hand holds")
    return f"{name}'s {suit.word} are not given: {_list(cards)}, {which}, are that line"


def _swaps(deal: Deal, outcome: Replay, found: list[Diagnostic]) -> list[Edit]:
    """A card of the first tricks at fault swapped with another card of the same seat
    (a revoke, or a lead that makes the others revoke, or a trick won by the wrong hand)."""
    at_fault = sorted({d.trick for d in found
                       if d.code[0] == "L" and d.trick is not None and d.severity in _SERIOUS})
    edits = []
    for trick in at_fault[:2]:
        this = [(index, seat, pc) for index, seat, pc in outcome.seated if index + 1 == trick]
        for index, seat, pc in this:
            led = this[0][2].card.suit if this[0][1] is not seat else None
            for other, who, partner in outcome.seated:
                if who is not seat or other == index or partner.card == pc.card:
                    continue
                if led is not None and partner.card.suit is not led and _still_holds(
                        outcome, seat, index, other, pc.card, led):
                    continue  # the card swapped in would revoke as well
                first, second = (pc, partner) if index < other else (partner, pc)
                swapped = _with_card(_with_card(deal, index, pc, partner.card), other, partner,
                                     pc.card)
                hint = (f"were {first.card} (trick {printed_trick(deal, min(index, other) + 1)}) "
                        f"and {second.card} (trick {printed_trick(deal, max(index, other) + 1)})"
                        " transposed? swapped, every trick "
                        "follows")
                edits.append(Edit(SWAP, swapped, pc.span, ("L003", "L005"), hint=hint,
                                  closeness=abs(other - index), seat=seat, trick=trick,
                                  also=(partner.span,)))
    return edits


def _still_holds(outcome: Replay, seat: Seat, index: int, other: int, card: Card,
                 led: Suit) -> bool:
    """Whether ``seat`` would still hold a card of ``led`` at trick ``index`` with its
    card there swapped with the one of trick ``other``: a card of the suit it plays
    later (the card moved there included)."""
    for at, who, pc in outcome.seated:
        if who is seat and at > index and at != other and pc.card.suit is led:
            return True
    return other > index and card.suit is led


def _columns(deal: Deal, outcome: Replay, hands: dict[Seat, CardSet],
             found: list[Diagnostic]) -> list[Edit]:
    """Two cards of a trick's row, one of them not held by the seat that plays it, put
    back in each other's places: a table's columns (each card with its winner mark),
    or the order of play of a row written from its leader (each place is a seat; tried
    only where each of the two cards is held by the other's seat)."""
    if deal.play is None:
        return []
    name = deal.naming.seat
    edits = []
    for d in found:
        if (d.code != "L001" or d.severity not in _SERIOUS or d.trick is None
                or not 0 < d.trick <= len(deal.play.tricks)):
            continue
        trick = deal.play.tricks[d.trick - 1]
        if trick.form is PlayForm.TABLE:
            seats: dict[int, Seat | None] = {id(c): c.seat for c in trick.cards}
            where = "columns"
        else:
            seats = {id(pc): seat for index, seat, pc in outcome.seated
                     if index == d.trick - 1}
            where = "places in the order of play"
        other = next((c for c in trick.cards if c.span == d.span), None)
        for pc in trick.cards:
            one, two = seats.get(id(pc)), seats.get(id(other))
            if other is None or pc is other or one is None or two is None or (
                    trick.form is PlayForm.ORDER and not (
                        pc.card in hands[two] and other.card in hands[one])):
                continue
            first, second = sorted((pc, other), key=trick.cards.index)
            moved = {id(first): second, id(second): first}
            cards = tuple(replace(c, card=moved[id(c)].card, marked=moved[id(c)].marked)
                          if id(c) in moved else c for c in trick.cards)
            tricks = list(deal.play.tricks)
            tricks[d.trick - 1] = replace(trick, cards=cards)
            edited = replace(deal, play=replace(deal.play, tricks=tuple(tricks)))
            one, two = seats[id(first)], seats[id(second)]
            assert one is not None and two is not None
            hint = (f"{name(one)}'s and {name(two)}'s cards at trick "
                    f"{printed_trick(deal, d.trick)}"
                    f" are in each other's {where}: swap them")
            edits.append(Edit(COLUMNS, edited, first.span, ("L001",), hint=hint,
                              trick=d.trick, also=(second.span,)))
    return edits


def _marks(deal: Deal, found: list[Diagnostic]) -> list[Edit]:
    """A winner mark moved to another card of its trick."""
    if deal.play is None:
        return []
    edits = []
    for d in found:
        if d.code != "L005" or d.trick is None or not 0 < d.trick <= len(deal.play.tricks):
            continue
        trick = deal.play.tricks[d.trick - 1]
        for pc in trick.cards:
            if pc.marked:
                continue
            cards = tuple(replace(c, marked=c is pc) for c in trick.cards)
            tricks = list(deal.play.tricks)
            tricks[d.trick - 1] = replace(trick, cards=cards)
            edited = replace(deal, play=replace(deal.play, tricks=tuple(tricks)))
            edits.append(Edit(MARK, edited, d.span, ("L005",), trick=d.trick))
    return edits


# Edits of the model ----------------------------------------------------------------


def _with_card(deal: Deal, index: int, pc: PlayedCard, card: Card) -> Deal:
    """``deal`` with the card ``pc`` of trick ``index`` read as ``card``."""
    assert deal.play is not None
    tricks = list(deal.play.tricks)
    trick = tricks[index]
    tricks[index] = replace(trick, cards=tuple(replace(c, card=card) if c is pc else c
                                               for c in trick.cards))
    return replace(deal, play=replace(deal.play, tricks=tuple(tricks)))


def _with_hand(deal: Deal, index: int, holdings: tuple[Holding, ...]) -> Deal:
    hands = list(deal.hands)
    hands[index] = replace(hands[index], holdings=holdings)
    return replace(deal, hands=tuple(hands))


def _with_holding(deal: Deal, index: int, h: int, holding: Holding) -> Deal:
    holdings = list(deal.hands[index].holdings)
    holdings[h] = holding
    return _with_hand(deal, index, tuple(holdings))


def _without(holding: Holding, c: int) -> Holding:
    return replace(holding, cards=holding.cards[:c] + holding.cards[c + 1:],
                   card_spans=tuple(holding.card_spans[:c]) + tuple(holding.card_spans[c + 1:]))


# The words of the hint -------------------------------------------------------------


def _hint(edit: Edit, others: Sequence[Edit], deal: Deal) -> str | None:
    """The edit in words; None where edits as good as it disagree on the fix (which
    of two hands misprints a card no one plays): the root keeps its own hint."""
    if edit.kind in (DROP, RENAME) and any(e.seat is not edit.seat for e in others):
        return None
    if edit.kind != REPLACE:
        return edit.hint
    assert edit.seat is not None and edit.meant is not None and edit.printed is not None
    name = deal.naming.seat(edit.seat)
    tricks = sorted({e.trick for e in others if e.meant == edit.meant
                     and e.printed == edit.printed})
    if len(tricks) == 2:
        return (f"{name}'s {edit.meant} is never played: one of the two {edit.printed}, at "
                f"trick {printed_trick(deal, tricks[0])} or trick "
                f"{printed_trick(deal, tricks[1])}, was {edit.meant}")
    if any(e.trick == edit.trick and e.meant != edit.meant for e in others):
        return None  # several cards would do (a play cut short by a claim): not one fix
    return (f"{name}'s {edit.meant} is never played: {edit.meant} was meant at trick "
            f"{printed_trick(deal, edit.trick)}")


def _list(cards: CardSet | Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)

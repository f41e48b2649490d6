"""A play table row with a card too many, told once with what follows from it folded.

A row of a play table that gives more cards than the table has columns (a card
written twice, a card of the next trick carried up) is read as far as the last
column: the card past it is lost, and when the card struck was not the one past the
end, every card after it sits in the wrong column. The row's message (P008) is the
root: the row is read again with each card struck out in turn, each reading on a
copy of the deal checked again, and the one reading that leaves fewest problems and
adds none (the row's own winner's-mark problems aside) is told as the fix, the
problems it removes folded under the row's message. The winner's mark of such a
row (L005, L011, L013) cannot be judged, as the mark may be on the card lost: those
problems are folded under it too, and only choose between readings otherwise equally
good. The deal is still checked as printed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from itertools import combinations, permutations, product

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Diagnostic, Severity, joined
from bridgebook.engine.mend import HandsMended, after_mend
from bridgebook.engine.replay import trick_winner
from bridgebook.model import (
    Card,
    CardSet,
    Deal,
    Play,
    PlayedCard,
    PlayForm,
    Seat,
    Span,
    Strain,
    Suit,
    Trick,
)

Check = Callable[[Deal], DealReport]

#: The code of a play table row that does not fit the columns.
ROW = "P008"
#: The code of a row missing from the numbers, and the start of its message.
SKIPPED = "P020"
_MISSING = " missing: the rows "
#: The start of the note on a play that stops short (L010), and the tricks of a deal.
_STOPS = "the play stops after "
TRICKS = 13
#: The most tricks missing from the numbered rows that are looked for in the cards
#: never played (two: sixteen ways of making them).
_MOST_MISSING = 2
#: The most cards past the last column a row is read again for.
_MOST_EXTRA = 2
#: The most readings named in the fix as equally good.
_MOST_NAMED = 3
#: The problems of a row's winner's mark.
_MARKS = frozenset({"L005", "L011", "L013"})
_SERIOUS = (Severity.ERROR, Severity.WARNING)
#: The problem a mended row may leave and still explain the others: the stated
#: result, judged once the mended play is finished. A stated result is not a row.
_INDEPENDENT = frozenset({"L008"})
_Key = tuple[str, Span | None, int | None, str | None]
ORDINALS = ("first", "second", "third", "fourth", "fifth", "sixth")


def is_skipped_row(d: Diagnostic) -> bool:
    """Whether ``d`` says a row is missing from the play's numbers (P020)."""
    return d.code == SKIPPED and d.severity is Severity.ERROR and _MISSING in d.message


def explain_row(report: DealReport, row: Diagnostic, check: Check) -> Diagnostic:
    """``row`` (a P008 of ``report``'s deal) with the reading of its row that mends
    it as its hint and the problems it removes folded under it; they are taken out
    of ``report``."""
    play = report.deal.play
    at = _trick_at(play, row.line) if play is not None else None
    if play is None or at is None:
        return row
    trick = play.tricks[at]
    removed: set[_Key] = set()
    best = _best_reading(report.deal, at, check)
    if best is not None:
        hint, removed, struck = best
        row = replace(row, hint=hint)
        if play.fixed and struck is not None:
            row = _at_stray(row, play, at, struck)
    taken: list[Diagnostic] = []
    kept: list[Diagnostic] = []
    for d in report.diagnostics:
        if _key(d) in removed or (d.code in _MARKS and _on(d, trick)):
            taken.extend([replace(d, folded=()), *d.folded])
        else:
            kept.append(d)
    report.diagnostics = kept
    return row.fold(taken) if taken else row


def after_skipped_row(report: DealReport, skipped: Diagnostic, check: Check) -> Diagnostic:
    """``skipped`` (a P020 of ``report``'s deal: a row missing from its numbers) with
    the note that the play stops short (L010) folded under it, when the rows' numbers
    run to the last trick: the play stops short because the row is missing. The note
    is taken out of ``report``. When the one row missing can be found (the four cards
    the hands never play, led by the winner of the trick before it) its row is the
    hint, and the stated result, judged on the play with it written in, is told on its
    own when that play does not give it (L008): the play stopping short hid it."""
    play = report.deal.play
    top = max((t.number or 0 for t in play.tricks), default=0) if play is not None else 0
    skipped = _led_after_gap(report, skipped)
    if top < TRICKS or report.deal.claim is not None:
        return _row_named(report, skipped)
    return _row_found(report, _stops_short(report, skipped), check)


def _row_named(report: DealReport, skipped: Diagnostic) -> Diagnostic:
    """``skipped`` (a P020 of ``report``'s deal whose play stops early, by a claim or
    where the record stops) naming the one row to write: its number, between which
    rows, led by the winner of the row before it and won by the leader of the row
    after it. Its cards are not all known (the hands keep many cards never played);
    a player who renounces in a row after it (L003) holding one card alone of the
    suit led, a card the play never has, played it there: such revokes, one a
    player, are folded under ``skipped``, the cards named. Else ``skipped`` with its
    row named only (a revoke the row cannot explain is told on its own)."""
    deal = report.deal
    play = deal.play
    if play is None or any(t.number is None for t in play.tricks):
        return skipped
    numbers = [t.number or 0 for t in play.tricks]
    if numbers != sorted(numbers) or len(set(numbers)) != len(numbers):
        return skipped
    gaps = [n for n in range(1, max(numbers) + 1) if n not in numbers]
    mine = [n for n in gaps if _gap_told_at(play.tricks, n, skipped.line)]
    if len(mine) != 1:
        return skipped
    number = mine[0]
    at = next(i for i, n in enumerate(numbers) if n > number)  # the row after the gap
    replayed = {t.number: t for t in report.replay.tricks}
    name = deal.naming.seat
    if at > 0:
        won = replayed.get(at)
        led = won.winner if won is not None else None
        why = f"who won trick {numbers[at - 1]}"
    else:
        led = report.contract.leader if report.contract is not None else None
        why = "the opening leader"
    after = play.tricks[at].leader or (replayed[at + 1].leader if at + 1 in replayed
                                       else None)
    where = (f"between rows {numbers[at - 1]} and {numbers[at]}" if at > 0
             else f"before row {numbers[at]}")
    said = []
    if led is not None:
        said.append(f"led by {name(led)} ({why})")
    if after is not None:
        said.append(f"won by {name(after)} (who leads row {numbers[at]})")
    upper = next((i for i in range(at + 1, len(numbers)) if numbers[i] - numbers[i - 1] > 1),
                 len(numbers))
    revokes, whose = _renounced_with(report, at + 1, upper)
    hint = f"write row {number} {where}" + (f": {' and '.join(said)}" if said else "")
    if whose:
        one = len(whose) == 1
        hint += (f"; {joined(whose)} {'is' if one else 'are'} in it (a revoke later with "
                 f"{'it' if one else 'each'}, held alone of the suit led)")
    skipped = replace(skipped, hint=hint)
    if not whose:
        return skipped
    report.diagnostics = [d for d in report.diagnostics if not any(d is r for r in revokes)]
    return skipped.fold([x for d in revokes for x in (replace(d, folded=()), *d.folded)])


def _renounced_with(report: DealReport, first: int, last: int
                    ) -> tuple[list[Diagnostic], list[str]]:
    """The revokes of ``report`` in the tricks ``first`` to ``last`` (in the order of
    play) that a row left out before them explains, and the cards that row has
    ("B's ♥2"): each revoke by another player, who holds one card alone of the suit
    led there, a card the play never has. All of them or none."""
    deal = report.deal
    revokes = [d for d in report.diagnostics if d.code == "L003"
               and d.severity is Severity.ERROR and d.trick is not None
               and first <= d.trick <= last]
    if not revokes:
        return [], []
    hands = {h.seat: h.cards for h in deal.hands if h.seat is not None and h.complete}
    played = {pc.card for _, _, pc in report.replay.seated}
    replayed = {t.number: t for t in report.replay.tricks}
    cards: dict[Seat, Card] = {}
    for d in revokes:
        index = d.trick or 0
        trick = replayed.get(index)
        if d.seat is None or d.seat in cards or d.seat not in hands or trick is None:
            return [], []
        suit = trick.cards[0][1].suit
        before = {pc.card for at, seat, pc in report.replay.seated
                  if seat is d.seat and at < index - 1}
        left = [c for c in hands[d.seat] if c.suit is suit and c not in before]
        if len(left) != 1 or left[0] in played:
            return [], []
        cards[d.seat] = left[0]
    name = deal.naming.seat
    return revokes, [f"{name(seat)}'s {card}" for seat, card in cards.items()]


def _row_found(report: DealReport, skipped: Diagnostic, check: Check) -> Diagnostic:
    """``skipped`` (a P020 of ``report``'s deal) with the rows missing as its hint, when
    the numbered rows leave out one or two tricks (anywhere, the first too), each hand
    keeps as many cards it never plays, and one way of making the tricks of those
    cards, each led by the winner of the trick before it (the first by the opening
    leader), makes every trick follow (rows in the order of play, or a table's, in
    its columns with its winner marked where the table marks its winners): the deal
    checked with those rows written in has no problem of the play but the stated
    result (L008), which is then told on its own in ``report``; the revokes and cards
    not held that the gap set off, and the rows remove, are folded under ``skipped``.
    Two gaps apart are two P020s, each naming its own row. The hands are read as the
    messages of the hands mend them (a card given twice read as the card missing),
    and failing that as printed: such a message is a mistake of its own, told on its
    own. Else ``skipped`` as it is."""
    deal = report.deal
    play = deal.play
    if play is None:
        return skipped
    table = _in_columns(play)
    form = PlayForm.TABLE if table else PlayForm.ORDER
    if ((play.columns and not table) or deal.claim is not None
            or not TRICKS - _MOST_MISSING <= len(play.tricks) < TRICKS
            or any(t.form is not form or t.number is None or len(t.cards) != 4
                   or t.damaged for t in play.tricks)):
        return skipped
    numbers = [t.number or 0 for t in play.tricks]
    gaps = [n for n in range(1, TRICKS + 1) if n not in numbers]
    if len(gaps) != TRICKS - len(play.tricks) or numbers != sorted(numbers):
        return skipped
    mine = [n for n in gaps if _gap_told_at(play.tricks, n, skipped.line)]
    if not mine:
        return skipped
    mended = report.hands_mended
    found = next((made for held in ([] if mended is None else [mended.deal]) + [deal]
                  if (made := _rows_made(report, held, gaps, check)) is not None), None)
    misread: Diagnostic | None = None
    if found is None:
        again = _rows_past_misprint(report, gaps, check)
        if again is None:
            return skipped
        rows, after, misread = again
    else:
        rows, after = found
    name = deal.naming.seat
    told = [rows[n] for n in mine]
    whose = joined([f"{name(seat)}'s {card}" for t in told for seat, card in _played(t)])
    what = (f"trick {mine[0]}, led by {name(told[0].leader or Seat.N)}" if len(mine) == 1
            else f"tricks {joined([str(n) for n in mine])}")
    # the rows as the record writes them: with their leader's seat, or none
    seated = any(t.leader is not None for t in play.tricks)
    written = joined([f"'{t.number}. " + (f"{name(t.leader or Seat.N)}: " if seated else "")
                      + f"{' '.join(_written(c) for c in t.cards)}'" for t in told])
    where = f"after row {mine[0] - 1}" if mine[0] > 1 else f"before row {mine[-1] + 1}"
    skipped = replace(skipped, hint=(
        f"{whose} are never played: they are {what}; write {written} {where} "
        "(the deal is checked so)"))
    # the revokes and cards not held the gap sets off (pointed at it already) and
    # the rows written in remove
    # the problems the rows written in remove, this P020's own: those that name a card
    # of its rows and none of another gap's, else those pointed at its gap already or
    # on the rows after it (up to the next gap's P020)
    kept = {_spot(d) for d in after.diagnostics} | _hands_told(report.hands_mended)
    if misread is not None:  # the card misprinted past the gap: a mistake of its own
        kept.add(_spot(misread))
        report.diagnostics = [misread if _spot(d) == _spot(misread) else d
                              for d in report.diagnostics]
    upper = next((t.span.line for t in play.tricks if t.span is not None
                  and t.span.line > skipped.line and (t.number or 0) - 1 in gaps), None)
    ours = [str(c.card) for t in told for c in t.cards]
    theirs = [str(c.card) for n, t in rows.items() if n not in mine for c in t.cards]

    def own(d: Diagnostic) -> bool:
        named = any(c in d.message for c in ours), any(c in d.message for c in theirs)
        if named[0] != named[1]:
            return named[0]
        return ((d.hint or "").startswith(f"trick {mine[0]} is not in the record (P020)")
                or skipped.line <= d.line < (upper or d.line + 1))

    gone = [d for d in report.diagnostics
            if _spot(d) not in kept and d is not skipped and own(d)]
    left = [d for d in report.diagnostics if not any(d is g for g in gone)]
    if mine[0] == gaps[0]:  # the result is told once, judged with every row written in
        left = [*(d for d in left if d.code not in _INDEPENDENT),
                *(_judged_mended(d, skipped, play.tricks, gaps, mine)
                  for d in after.diagnostics if d.code in _INDEPENDENT)]
    report.diagnostics = left
    gone = [x for d in gone for x in (replace(d, folded=()), *d.folded)]
    return skipped.fold(gone) if gone else skipped


def _rows_made(report: DealReport, held: Deal, gaps: list[int], check: Check
               ) -> tuple[dict[int, Trick], DealReport] | None:
    """The one way of making the tricks ``gaps`` of the cards the hands of ``held``
    (``report``'s deal, its hands perhaps mended) never play that makes every trick
    follow, and the deal checked with those rows written in; None where no way, or
    many, do (not told as one mistake)."""
    play = held.play
    never = never_played(held, report, len(gaps))
    if play is None or never is None:
        return None
    errors = {_spot(d) for d in report.diagnostics if d.severity is Severity.ERROR}
    # the problems of another mistake, set apart: an error of the play the gap does
    # not explain (not pointed at it, not the play stopping short), which the rows
    # written in may leave where it is, as it is
    apart = {_spot(d) for d in report.diagnostics if d.severity is Severity.ERROR
             and d.code[0] == "L" and d.code != "L010" and not _after_gap(d)}
    found: list[tuple[dict[int, Trick], DealReport]] = []
    for rows in _fillings(held, report, gaps, never):
        tricks = sorted([*play.tricks, *rows.values()], key=lambda t: t.number or 0)
        after = check(replace(held, play=replace(play, tricks=tuple(tricks))))
        if not any(d.severity is Severity.ERROR and d.code not in _INDEPENDENT
                   and (d.code[0] == "L" or _spot(d) not in errors)
                   and _spot(d) not in apart
                   for d in after.diagnostics):
            found.append((rows, after))
    return found[0] if len(found) == 1 else None


def _rows_past_misprint(report: DealReport, gaps: list[int], check: Check
                        ) -> tuple[dict[int, Trick], DealReport, Diagnostic] | None:
    """The rows ``gaps`` made as :func:`_rows_made` makes them, where one player plays
    a card twice (L002) and so keeps one card more than the others never played: one
    of the two plays was another of those cards. Each such reading is checked, and
    the one alone that leaves the other cards making the rows, every trick following,
    is the fix: the rows, the deal checked with them and the card read so, and the
    L002 with the card meant as its hint (a mistake of its own, told on its own).
    None where no reading, or many, do."""
    deal = report.deal
    play = deal.play
    twice = [d for d in report.diagnostics if d.code == "L002"
             and d.severity is Severity.ERROR and d.seat is not None]
    if play is None or len(twice) != 1:
        return None
    seat = twice[0].seat
    hands = {h.seat: h.cards for h in deal.hands if h.seat is not None and h.complete}
    if len(hands) != 4 or seat not in hands:
        return None
    played = 0
    for _, _, pc in report.replay.seated:
        played |= 1 << pc.card
    extra = list(CardSet(hands[seat].mask & ~played))
    if len(extra) != len(gaps) + 1:
        return None
    places = [(at, pc) for at, who, pc in report.replay.seated if who is seat]
    cards = [pc.card for _, pc in places]
    doubled = [(at, pc) for at, pc in places if cards.count(pc.card) == 2]
    if len(doubled) != 2:
        return None
    found: list[tuple[dict[int, Trick], DealReport, Diagnostic]] = []
    for at, pc in doubled:
        if not 0 <= at < len(play.tricks) or not any(c is pc for c in play.tricks[at].cards):
            return None
        for meant in extra:
            trick = play.tricks[at]
            read = replace(trick, cards=tuple(replace(c, card=meant) if c is pc else c
                                              for c in trick.cards))
            held = replace(deal, play=replace(play, tricks=(
                *play.tricks[:at], read, *play.tricks[at + 1:])))
            made = _rows_made(check(held), held, gaps, check)
            if made is not None:
                name = deal.naming.seat(seat)
                hint = (f"{name}'s {meant} is never played: {meant} was meant at trick "
                        f"{trick.number or at + 1}")
                found.append((*made, replace(twice[0], hint=hint)))
    if not found or len({tuple((n, *(c.card for c in t.cards)) for n, t in rows.items())
                         for rows, _, _ in found}) != 1:
        return None
    # readings that differ only in which of the two plays was the misprint (both
    # follow) make the same rows: the rows are found, the misprint keeps its hint
    return found[0] if len(found) == 1 else (found[0][0], found[0][1], twice[0])


def _after_gap(d: Diagnostic) -> bool:
    """Whether ``d`` is pointed at a row missing from the numbers (its hint says so)."""
    return " is not in the record (P020)" in (d.hint or "")


def _judged_mended(d: Diagnostic, skipped: Diagnostic, tricks: tuple[Trick, ...],
                   gaps: list[int], mine: list[int]) -> Diagnostic:
    """A result error judged on the play with every row missing written in, saying so:
    as ``skipped`` says, and the P020s of the other gaps (two gaps apart)."""
    told = [f"{skipped.code} {skipped.line}:{skipped.column}"]
    for number in gaps:
        row = next((t for t in tricks if (t.number or 0) > number), None)
        if number not in mine and row is not None and row.span is not None:
            where = f"{SKIPPED} {row.span.line}:{row.span.column}"
            if where not in told:
                told.append(where)
    if len(told) == 1:
        return after_mend(d, skipped)
    said = f"the play mended as {joined(told)} say"
    return replace(d, hint=f"{d.hint}, with {said}" if d.hint else f"judged on {said}")


def _gap_told_at(tricks: tuple[Trick, ...], number: int, line: int) -> bool:
    """Whether the trick ``number``, missing, is told at the row on ``line``: the first
    row numbered past it."""
    after = next((t for t in tricks if (t.number or 0) > number), None)
    return after is not None and after.span is not None and after.span.line == line


def _fillings(deal: Deal, report: DealReport, gaps: list[int],
              never: dict[Seat, list[Card]]) -> list[dict[int, Trick]]:
    """Each way of making the tricks ``gaps`` of the cards ``never`` played (as many
    a seat as there are gaps): the rows, by their numbers, each led by the winner of
    the trick before it, the first trick by the opening leader."""
    play = deal.play
    assert play is not None
    contract = report.contract
    trump = (None if contract is None or contract.strain is Strain.NOTRUMP
             else Suit(int(contract.strain)))
    first = contract.leader if contract is not None else (
        deal.dealer.lho if deal.dealer is not None else None)
    written = {t.number: t for t in play.tricks}
    # The winners of the rows before the first gap, as replayed: a row with no seats
    # names no leader, and is read from the winner of the trick before it.
    won = {t.number: played.winner for t, played in zip(play.tricks, report.replay.tricks,
                                                         strict=False)
           if (t.number or 0) < gaps[0]}
    out: list[dict[int, Trick]] = []
    seats = sorted(never)
    table = _in_columns(play)
    marks = any(c.marked for t in play.tricks for c in t.cards)
    for orders in product(*(permutations(never[seat]) for seat in seats)):
        given = dict(zip(seats, orders, strict=True))
        rows: dict[int, Trick] = {}
        for at, number in enumerate(gaps):
            if table:
                # a table's columns are fixed seats: its row is led by the winner of
                # the trick before, found trick by trick from the opening lead
                known = {(t.number or 0): t for t in play.tricks}
                known.update(rows)
                made = _table_row(play.tricks, known, number, first, trump,
                                  {seat: cards[at] for seat, cards in given.items()}, marks)
                if made is None:
                    return []
                rows[number] = made
                continue
            before = rows.get(number - 1) or written.get(number - 1)
            leader = first if before is None else (_winner(before, trump)
                                                   or won.get(number - 1))
            if leader is None:
                return []
            order = [leader.after(step) for step in range(4)]
            rows[number] = Trick(tuple(PlayedCard(given[seat][at], seat=seat if step == 0
                                                  else None)
                                       for step, seat in enumerate(order)),
                                 PlayForm.ORDER, number, leader)
        out.append(rows)
    return out


def _in_columns(play: Play) -> bool:
    """Whether ``play`` is a table under a row of seats (the book's, a printed text's),
    each row a card in each of the four columns."""
    return (bool(play.columns) and not play.fixed
            and all(t.form is PlayForm.TABLE and len({c.seat for c in t.cards}) == 4
                    and None not in {c.seat for c in t.cards} for t in play.tricks))


def _table_row(tricks: tuple[Trick, ...], rows: dict[int, Trick], number: int,
               first: Seat | None, trump: Suit | None, cards: dict[Seat, Card],
               marks: bool) -> Trick | None:
    """The row ``number`` of a table made of ``cards`` (one a seat), in the columns of
    the written row nearest before it (else after it), its leader the winner of the
    trick before (``rows`` by their numbers, each replayed from the opening leader
    ``first``), its winner marked where the table marks its winners; None where a
    trick before it is not known."""
    leader = first
    for before in range(1, number):
        trick = rows.get(before)
        if trick is None or leader is None:
            return None
        leader = trick.leader or leader
        held = {c.seat: c.card for c in trick.cards}
        leader = trick_winner([(leader.after(step), held[leader.after(step)])
                               for step in range(4)], trump)
    if leader is None:
        return None
    near = ([t for t in tricks if (t.number or 0) < number][-1:]
            or [t for t in tricks if (t.number or 0) > number][:1])
    if not near:
        return None
    columns = [c.seat or Seat.N for c in near[0].cards]
    won = trick_winner([(leader.after(step), cards[leader.after(step)])
                        for step in range(4)], trump)
    return Trick(tuple(PlayedCard(cards[seat], seat=seat, marked=marks and seat == won)
                       for seat in columns), PlayForm.TABLE, number, leader)


def _written(card: PlayedCard) -> str:
    """A card of a row to write, its mark of the winner as a table's (``_♥6_``)."""
    return f"_{card.card}_" if card.marked else str(card.card)


def _played(trick: Trick) -> list[tuple[Seat, Card]]:
    """The seats and cards of a row made for a trick missing, in the order of play
    from its leader (a table's cards stand in its columns)."""
    leader = trick.leader or trick.cards[0].seat or Seat.N
    seats = [leader.after(step) for step in range(len(trick.cards))]
    if trick.form is PlayForm.TABLE:
        held = {c.seat: c.card for c in trick.cards}
        return [(seat, held[seat]) for seat in seats]
    return [(seat, c.card) for seat, c in zip(seats, trick.cards, strict=True)]


def _winner(trick: Trick, trump: Suit | None) -> Seat | None:
    """The winner of a row in the order of play, its seats from its leader."""
    leader = trick.leader or trick.cards[0].seat
    if leader is None:
        return None
    return trick_winner([(leader.after(step), c.card) for step, c in enumerate(trick.cards)],
                        trump)


def missing_trick(deal: Deal, report: DealReport, check: Check) -> DealReport:
    """``report`` with a trick row left out told once, when the rows are not numbered
    (a number skipped is told by P020): twelve rows in the order of play, no claim,
    one row led by another hand than the one that won the trick before it (L004),
    and each seat holding one card it never plays. Those four cards, led by the
    winner of the trick before, are the trick left out: read with it there, the deal
    is checked again, and when every trick then follows, the L004 says so with the
    row to write, and what followed from the row left out (the play stopping short)
    is folded under it. The hands are read as the messages of the hands mend them,
    where ``report`` has such (a card given twice read as the card missing): those
    are told on their own, and ``report`` keeps its deal. Else ``report`` as it is."""
    play = deal.play
    if (play is None or play.columns or deal.claim is not None
            or len(play.tricks) != TRICKS - 1
            or any(t.form is not PlayForm.ORDER or t.number is not None or len(t.cards) != 4
                   or t.damaged for t in play.tricks)):
        return report
    led = next((d for d in report.diagnostics if d.code == "L004"
                and d.severity is Severity.ERROR and d.trick is not None
                and 1 < d.trick <= len(play.tricks)), None)
    if led is None or led.trick is None:
        return report
    won = next((t.winner for t in report.replay.tricks if t.number == led.trick - 1), None)
    held = _held(report)
    never = never_played(held, report)
    if won is None or never is None:
        return report
    cards, whose, row = _trick_of(deal, won, {seat: left[0] for seat, left in never.items()})
    at = led.trick - 1
    left_out = Trick(cards, PlayForm.ORDER, None, won)
    after = check(replace(held, play=replace(
        play, tricks=(*play.tricks[:at], left_out, *play.tricks[at:]))))
    name = deal.naming.seat
    root = replace(led, message=f"{led.message}: a trick seems left out before this row",
                   hint=f"{whose} are never played: they "
                   f"are the trick left out, led by {name(won)}; write '{name(won)}: {row}' "
                   "above this row (the deal is checked so)")
    return _mended(report, after, led, root, report.hands_mended)


def repeated_rows(deal: Deal, report: DealReport, check: Check) -> DealReport:
    """``report`` with unnumbered rows pasted again told once: a row with the very
    cards of a row above it is the same trick written twice (numbered rows are told
    so as their numbers are read, P020). With such rows one after another, and a
    card of the first played again (L002), the play is read without them and
    checked again; when that leaves no problem of the play, one L002 at the first
    row says so, with what the rows set off (cards played again, a fourteenth
    trick) folded under it. Else ``report`` as it is."""
    play = deal.play
    again = {d.line for d in report.diagnostics
             if d.code == "L002" and d.severity is Severity.ERROR}
    if play is None or not again:
        return report
    seen: dict[tuple[object, ...], int] = {}
    run: list[tuple[int, int]] = []  # (the row pasted again, the row it repeats)
    for at, trick in enumerate(play.tricks):
        key = (trick.form, trick.leader, tuple((c.card, c.seat) for c in trick.cards))
        first = seen.setdefault(key, at)
        if first == at or trick.number is not None or not trick.cards:
            continue
        if run and run[-1][0] != at - 1:
            return report  # rows pasted again in two places: not one mistake
        run.append((at, first))
    if not run:
        return report
    top = play.tricks[run[0][0]]
    led = next((d for d in report.diagnostics if d.code == "L002" and top.span is not None
                and d.line == top.span.line and d.severity is Severity.ERROR), None)
    if led is None:
        return report
    dropped = {at for at, _ in run}
    after = check(replace(deal, play=replace(play, tricks=tuple(
        t for at, t in enumerate(play.tricks) if at not in dropped))))
    lines = [play.tricks[first].span for _, first in run]
    where = [str(span.line) if span is not None else "?" for span in lines]
    tricks = [str(first + 1) for _, first in run]
    one = len(run) == 1
    said = (f"this row repeats trick {tricks[0]} (line {where[0]})" if one else
            f"these {len(run)} rows repeat tricks {joined(tricks)} (lines {joined(where)})")
    root = replace(led, message=f"{said}: {'its' if one else 'their'} cards are played "
                   "twice",
                   hint=f"drop {'this row' if one else 'these rows'}: the play is read "
                   f"without {'it' if one else 'them'} (the deal is checked so)",
                   span=top.span or led.span)
    return _mended(report, after, led, root)


def _mended(report: DealReport, after: DealReport, led: Diagnostic,
            root: Diagnostic, hands: HandsMended | None = None) -> DealReport:
    """``after`` (the deal checked again with the row mended that ``led``, an error
    of ``report``, points to) told with ``root`` first, the problems the row set off
    folded under it, when the mended row explains ``report``'s errors: it leaves
    fewer, adds none and leaves none of the play. A stated result the mended play
    does not give (L008) is a second mistake, told on its own as judged on the
    mended play. ``after`` checked on the hands as ``hands``' messages mend them:
    those messages stay, told first, and ``report`` keeps its deal as printed. Else
    ``report`` as it is."""
    errors = {_spot(d) for d in report.diagnostics if d.severity is Severity.ERROR}
    now = [d for d in after.diagnostics
           if d.severity is Severity.ERROR and d.code not in _INDEPENDENT]
    if any(d.code[0] == "L" or _spot(d) not in errors for d in now) or len(now) >= len(errors):
        return report
    told = _hands_told(hands)
    kept = {_spot(d) for d in after.diagnostics} | told
    gone = [d for d in report.diagnostics if d is not led and _spot(d) not in kept]
    said = [root.fold([x for d in gone for x in (replace(d, folded=()), *d.folded)]),
            *(after_mend(d, root) if d.code in _INDEPENDENT else d for d in after.diagnostics)]
    if hands is None:
        after.diagnostics = said
        return after
    report.diagnostics = [*(d for d in report.diagnostics if _spot(d) in told), *said]
    return report


def _held(report: DealReport) -> Deal:
    """``report``'s deal with its hands as the messages of its hands mend them."""
    return report.hands_mended.deal if report.hands_mended is not None else report.deal


def _hands_told(hands: HandsMended | None) -> set[tuple[str, int, int]]:
    """The places of the messages that mend the hands: the rows never fold them."""
    return set() if hands is None else {_spot(d) for d in hands.roots}


def _trick_of(deal: Deal, leader: Seat, never: dict[Seat, Card]
              ) -> tuple[tuple[PlayedCard, ...], str, str]:
    """The trick of the cards ``never`` played, one a seat, led by ``leader`` (a row
    left out, as a row in the order of play gives it, its leader's seat named); the
    cards named with their seats ("N's ♠7, E's ♣9, S's ♥6 and W's ♣Q"), and the row.
    """
    seats = [leader.after(step) for step in range(4)]
    cards = tuple(PlayedCard(never[seat], seat=seat if step == 0 else None)
                  for step, seat in enumerate(seats))
    whose = joined([f"{deal.naming.seat(seat)}'s {never[seat]}" for seat in seats])
    return cards, whose, " ".join(str(never[seat]) for seat in seats)


def never_played(deal: Deal, report: DealReport, each: int = 1
                  ) -> dict[Seat, list[Card]] | None:
    """The ``each`` cards each of the four hands never plays; None unless each has so
    many. A card is played wherever the play has it: rows read from a wrong leader
    past a gap (rows with no seats) give their cards to the wrong seats."""
    hands: dict[Seat, CardSet] = {}
    for hand in deal.hands:
        if hand.seat is not None and hand.seat not in hands and hand.complete:
            hands[hand.seat] = hand.cards
    if len(hands) != 4:
        return None
    played = 0
    for _, _, pc in report.replay.seated:
        played |= 1 << pc.card
    never: dict[Seat, list[Card]] = {}
    for seat, cards in hands.items():
        left = list(CardSet(cards.mask & ~played))
        if len(left) != each:
            return None
        never[seat] = left
    return never


def _spot(d: Diagnostic) -> tuple[str, int, int]:
    return (d.code, d.line, d.column)


def _led_after_gap(report: DealReport, skipped: Diagnostic) -> Diagnostic:
    """``skipped`` with the leader said wrong at its row (L004) folded under it: the
    row after the gap is led by the winner of the trick missing, which the record
    does not give. The L004 is taken out of ``report``."""
    led = [d for d in report.diagnostics if d.code == "L004"
           and d.severity is Severity.ERROR and d.line == skipped.line]
    if not led:
        return skipped
    report.diagnostics = [d for d in report.diagnostics if d not in led]
    return skipped.fold([x for d in led for x in (replace(d, folded=()), *d.folded)])


def after_row_not_read(report: DealReport, row: Diagnostic) -> Diagnostic:
    """``row`` (a P008 of ``report``'s deal) with the note that the play stops short
    (L010) folded under it, when the row is the play's last (a row cut short by the
    end of the file, or the thirteenth with a cell too many) or the play has thirteen
    rows: the play stops short because the row was not read."""
    play = report.deal.play
    if play is None or not play.tricks:
        return row
    last = play.tricks[-1].span
    if len(play.tricks) >= TRICKS or (last is not None and last.line == row.line):
        return _stops_short(report, row)
    return row


def after_result_not_read(report: DealReport, root: Diagnostic) -> Diagnostic:
    """A PBN Result not read (P006): the rest of the tricks are claimed from it, so
    the note that the play stops short with no claim is its doing, folded under it."""
    return _stops_short(report, root)


def _stops_short(report: DealReport, root: Diagnostic) -> Diagnostic:
    """``root`` with its deal's note that the play stops short folded under it."""
    short = [d for d in report.diagnostics if d.code == "L010"
             and d.message.startswith(_STOPS)]
    if not short:
        return root
    report.diagnostics = [d for d in report.diagnostics if d not in short]
    return root.fold(short)


def _trick_at(play: Play, line: int) -> int | None:
    """The index of the trick whose row is on ``line`` and has cards past its columns."""
    return next((i for i, t in enumerate(play.tricks)
                 if t.extra and t.span is not None and t.span.line == line), None)


def _on(d: Diagnostic, trick: Trick) -> bool:
    return d.span is not None and trick.span is not None and d.line == trick.span.line


def _at_stray(row: Diagnostic, play: Play, at: int, struck: int) -> Diagnostic:
    """``row`` (a P008 of a PBN play's row of five cards) told at the one card to
    strike out, saying where the play has that card again (a card written twice)."""
    trick = play.tricks[at]
    stray = (*trick.cards, *trick.extra)[struck]
    row_cards = [c.card for c in (*trick.cards, *trick.extra)]
    again = next((number for number, t in enumerate(play.tricks, start=1) if number != at + 1
                  and any(c.card == stray.card for c in (*t.cards, *t.extra))), None)
    if row_cards.count(stray.card) > 1:
        row = replace(row, message=f"{row.message}: {stray.card} is written twice in it")
    elif again is not None:
        row = replace(row, message=f"{row.message}: {stray.card} is written twice (again "
                      f"in row {again})")
    return row if stray.span is None else replace(row, span=stray.span)


def _best_reading(deal: Deal, at: int, check: Check
                  ) -> tuple[str, set[_Key], int | None] | None:
    """The hint of the readings of the row that leave fewest problems and add none,
    the problems they remove, and the place in the row of the one card struck out
    where one reading, striking one card, is best; None when no reading does.
    Readings that play different cards equally well are each named, and only the
    problems all of them remove are taken as following from the row."""
    assert deal.play is not None
    trick = deal.play.tricks[at]
    if len(trick.extra) > _MOST_EXTRA:
        return None
    line = trick.span.line if trick.span is not None else None
    base = _serious(check(deal).diagnostics)
    scored: list[tuple[tuple[int, int], tuple[int, ...], tuple[PlayedCard, ...],
                       set[_Key]]] = []
    for struck, cards in _readings(trick):
        after = _serious(check(_with_trick(deal, at, replace(
            trick, cards=cards, damaged=False, extra=()))).diagnostics)
        judged = _judged(after, line)
        if judged <= _judged(base, line):
            scored.append(((len(judged), len(after)), struck, cards, base - after))
    if not scored:
        return None
    fewest = min(n for n, *_ in scored)
    best: dict[tuple[object, ...], tuple[tuple[int, ...], set[_Key]]] = {}
    for n, struck, cards, removed in scored:
        if n == fewest:
            best.setdefault(tuple(c.card for c in cards), (struck, removed))
    if len(best) > _MOST_NAMED:
        return None
    row = (*trick.cards, *trick.extra)
    named = " or ".join(" and ".join(f"{row[i].card} (the {ORDINALS[i]} card)"
                                     for i in struck) for struck, _ in best.values())
    removed = set.intersection(*(removed for _, removed in best.values()))
    only = [struck for struck, _ in best.values()]
    return (f"strike out {named}: a trick has one card from each player, and so read "
            "the row's cards fit the columns"), removed, (
                only[0][0] if len(only) == 1 and len(only[0]) == 1 else None)


def _readings(trick: Trick) -> list[tuple[tuple[int, ...], tuple[PlayedCard, ...]]]:
    """The row with each choice of its surplus cards struck out, the rest seated by
    the columns; none when the row leaves a cell empty (its columns are not all known)."""
    columns = [c.seat for c in trick.cards]
    if len(set(columns)) != 4 or None in columns:
        return []
    row = (*trick.cards, *trick.extra)
    out = []
    for struck in combinations(range(len(row)), len(trick.extra)):
        kept = [c for i, c in enumerate(row) if i not in struck]
        out.append((struck, tuple(replace(c, seat=seat) for c, seat in zip(kept, columns,
                                                                           strict=True))))
    return out


def _with_trick(deal: Deal, at: int, trick: Trick) -> Deal:
    assert deal.play is not None
    tricks = list(deal.play.tricks)
    tricks[at] = trick
    return replace(deal, play=replace(deal.play, tricks=tuple(tricks)))


def _judged(found: set[_Key], line: int | None) -> set[_Key]:
    """``found`` less the winner's-mark problems of the row on ``line``: its mark
    cannot be judged as printed, so a reading is neither refused nor ranked lower
    for one; they only choose between readings otherwise equally good (the one
    that keeps the printed mark on the winner)."""
    return {k for k in found
            if not (k[0] in _MARKS and k[1] is not None and k[1].line == line)}


def _serious(found: list[Diagnostic]) -> set[_Key]:
    return {_key(d) for d in found if d.severity in _SERIOUS}


def _key(d: Diagnostic) -> _Key:
    return (d.code, d.span, d.trick, d.seat.name if d.seat is not None else None)

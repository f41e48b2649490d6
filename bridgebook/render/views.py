"""View contexts: a checked deal turned into plain data for the templates.

Templates get dicts, lists and strings only (no model objects), so a template
cannot reach into the model, and every string is escaped by Jinja2 on output.

>>> from bridgebook.engine.laws import LAWS
>>> from bridgebook.engine.replay import Replay
>>> from bridgebook.model import Deal, Hand, Holding, Card, Suit, Seat
>>> hand = Hand(Seat.S, (Holding(Suit.SPADES, (Card.SA, Card.SK), small=2),))
>>> view = deal_view(Checked(Deal(1, hands=(hand,)), LAWS["laws-1905"], None, Replay()))
>>> [(row["symbol"], row["text"]) for row in view["diagram"]["seats"]["S"]["rows"]][:2]
[('♠', 'A K x x'), ('♥', '—')]
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from bridgebook.engine.laws import LawsCode
from bridgebook.engine.replay import PlayedTrick, Replay, where_stopped
from bridgebook.engine.scoring import DealScore
from bridgebook.model import (
    PRINT_ORDER,
    Act,
    Card,
    CardSet,
    Contract,
    Deal,
    Hand,
    Naming,
    Note,
    Seat,
    Side,
    Suit,
)
from bridgebook.render.corners import (
    corner_view,
    high_card_points,
    players,
    record_source,
    record_title,
)
from bridgebook.render.env import commentary
from bridgebook.render.lin_text import lin_markdown

View = dict[str, Any]

#: The compass places of the diagram, in reading order.
COMPASS = (Seat.N, Seat.W, Seat.E, Seat.S)


class DealLike(Protocol):
    """What render needs of a checked deal (the pipeline's DealReport is one)."""

    deal: Deal
    laws: LawsCode
    contract: Contract | None
    replay: Replay


@dataclass(slots=True)
class Checked:
    """A checked deal handed to render (the same shape as the pipeline's report)."""

    deal: Deal
    laws: LawsCode
    contract: Contract | None
    replay: Replay
    diagnostics: list[Any] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class Options:
    """How a lesson shows a deal (from the hand block's options).

    ``hide``: seats whose hands are not shown (a quiz); ``bare``: only the diagram
    (no make, no play, no commentary); ``positions``: tricks after which a small
    diagram of the remaining cards is shown; ``analysis``: the double-dummy table
    and the cost of each card (given to :func:`deal_view` as ``extras``).
    """

    hide: frozenset[Seat] = frozenset()
    bare: bool = False
    points: bool = False
    play: bool = True
    positions: tuple[int, ...] = ()
    four_colour: bool = False
    analysis: bool = False


def seat_name(seat: Seat, deal: Deal) -> str:
    """The letter the record names the seat by: ``Z A Y B`` or ``N E S W``."""
    return deal.naming.seat(seat)


def _suit_class(suit: Suit) -> str:
    return ("clubs", "diamonds", "hearts", "spades")[suit]


def holding_rows(hand: Hand | None, remaining: CardSet | None = None) -> list[View]:
    """Four suit rows (spades first): the symbol, the ranks as text and as cards.

    ``remaining`` keeps only those cards (a position after some tricks).
    """
    rows: list[View] = []
    for suit in PRINT_ORDER:
        named: list[Card] = []
        small = 0
        if hand is not None:
            for holding in hand.holdings:
                if holding.suit is suit:
                    named.extend(holding.cards)
                    small += holding.small
        named.sort(reverse=True)
        if remaining is not None:
            named = [c for c in named if c in remaining]
        cards = [{"code": c.code, "rank": c.rank.text} for c in named]
        cards += [{"code": "", "rank": "x"}] * small
        rows.append({
            "suit": _suit_class(suit),
            "symbol": suit.symbol,
            "cards": cards,
            "text": " ".join(c["rank"] for c in cards) or "—",
        })
    return rows


def _hand_view(deal: Deal, seat: Seat, hidden: bool, remaining: CardSet | None) -> View | None:
    hand = deal.hand(seat)
    if hand is None and not hidden:
        return None
    return {
        "seat": seat.name,
        "name": seat_name(seat, deal),
        "word": seat.word,
        "hidden": hidden,
        "empty": False,
        "rows": [] if hidden else holding_rows(hand, remaining),
    }


def _empty_place(deal: Deal, seat: Seat) -> View:
    """The place of a seat whose hand the record does not give: its letter over an
    empty box, so that the diagram keeps its shape."""
    return {"seat": seat.name, "name": seat_name(seat, deal), "word": seat.word,
            "hidden": False, "empty": True, "rows": []}


def diagram_view(deal: Deal, hide: frozenset[Seat] = frozenset(),
                 after: list[PlayedTrick] | None = None) -> View:
    """The compass diagram: each seat's hand (or None), lone hands with no seat.

    A seat in ``hide`` is hidden (a box with "?"), whether the record gives its hand
    or not: the reader is not shown it. Where two places or more are drawn, a seat
    whose hand the record does not give is an empty place (``empty``: its letter
    over an empty box), so that the diagram keeps its shape; a hand alone is drawn
    alone, as the books print a single hand.

    >>> from bridgebook.model import Hand
    >>> two = Deal(1, hands=(Hand(Seat.S, ()), Hand(Seat.N, ())))
    >>> [(k, v["empty"]) for k, v in diagram_view(two)["seats"].items()]
    [('N', False), ('W', True), ('E', True), ('S', False)]
    >>> one = Deal(1, hands=(Hand(Seat.S, ()),))
    >>> [k for k, v in diagram_view(one)["seats"].items() if v is not None]
    ['S']
    >>> quiz = diagram_view(one, frozenset({Seat.W, Seat.N, Seat.E}))["seats"]
    >>> [(k, v["hidden"], v["empty"]) for k, v in quiz.items()]
    [('N', True, False), ('W', True, False), ('E', True, False), ('S', False, False)]
    """
    remaining: dict[Seat, CardSet] = {}
    if after is not None:
        gone = CardSet([card for trick in after for _, card in trick.cards])
        for hand in deal.hands:
            if hand.seat is not None:
                remaining[hand.seat] = hand.cards - gone
    seats: dict[str, View | None] = {}
    for seat in COMPASS:
        seats[seat.name] = _hand_view(deal, seat, seat in hide,
                                      remaining.get(seat) if after is not None else None)
    drawn = sum(1 for place in seats.values() if place is not None)
    if drawn > 1:
        for seat in COMPASS:
            if seats[seat.name] is None:
                seats[seat.name] = _empty_place(deal, seat)
    lone = [{"rows": holding_rows(h)} for h in deal.hands if h.seat is None]
    return {"seats": seats, "lone": lone}


def make_lines(deal: Deal) -> list[str]:
    """The make and the doubling as the books say them: "Z passes the make"."""
    out = []
    for d in deal.declaration:
        who = seat_name(d.seat, deal)
        if d.act is Act.DECLARE and d.strain is not None:
            out.append(f"{who} declares {d.strain.word}")
        else:
            out.append(f"{who} {d.act.value}")
    return out


def auction_view(deal: Deal, contract: Contract | None) -> View | None:
    """A bidding table: columns W N E S, the calls from the dealer's column.

    A call's explanation (the notation's ``2♣! (natural)``, PBN's ``[Note]``, LIN's
    ``an``) is a numbered note: the number by the call, the notes under the table.
    """
    auction = deal.auction
    if auction is None:
        return None
    first = auction.first or deal.dealer or Seat.S
    order = (Seat.W, Seat.N, Seat.E, Seat.S)
    cells: list[View | None] = [None] * order.index(first)
    notes: list[View] = []
    for call in auction.calls:
        text = call.text
        if call.strain is not None and call.level:
            text = f"{call.level}{call.strain.symbol}"
        cell: View = {"text": text + ("!" if call.alert else "")}
        explanation = call.explanation
        if explanation is not None and explanation.text.strip():
            notes.append({"mark": len(notes) + 1, "text": _printed(explanation)})
            cell["note_mark"] = len(notes)
        cells.append(cell)
    rows = [cells[i:i + 4] for i in range(0, len(cells), 4)]
    for row in rows:
        row.extend([None] * (4 - len(row)))
    return {"columns": [seat_name(s, deal) for s in order], "rows": rows, "notes": notes}


def _card_view(card: Card) -> View:
    return {"code": card.code, "rank": card.rank.text, "symbol": card.suit.symbol,
            "suit": _suit_class(card.suit)}


def play_view(deal: Deal, contract: Contract | None, tricks: list[PlayedTrick],
              marks: Mapping[tuple[int, str], str] | None = None) -> View | None:
    """The play as the books print it: one column per seat from the opening
    leader, a row per trick, the winning card underlined, the leader marked.

    ``marks`` are printed by the cards they name, by (trick number, seat name): the
    double-dummy cost of a card, ``"−1"``.
    """
    if not tricks:
        return None
    first = contract.leader if contract is not None else tricks[0].leader
    columns = [first.after(i) for i in range(4)]
    written = [t for t in deal.play.tricks if t.cards] if deal.play is not None else []
    rows: list[View] = []
    notes_seen = 0
    for index, trick in enumerate(tricks):
        source = written[index] if index < len(written) else None
        card_notes: dict[Card, str] = {}
        if source is not None:
            for played in source.cards:
                if played.note is not None:
                    card_notes[played.card] = _printed(played.note)
        cells: list[View | None] = []
        for seat in columns:
            card = trick.card_of(seat)
            if card is None:
                cells.append(None)
                continue
            cell = _card_view(card)
            cell["won"] = trick.winner is seat
            cell["led"] = trick.leader is seat
            cell["seat"] = seat.name
            mark = (marks or {}).get((trick.number, seat.name))
            if mark:
                cell["cost"] = mark
            if card in card_notes:
                notes_seen += 1
                cell["note_mark"] = notes_seen
                cell["note"] = card_notes[card]
            cells.append(cell)
        rows.append({
            "number": trick.number,
            "cells": cells,
            "leader": seat_name(trick.leader, deal),
            "winner": seat_name(trick.winner, deal) if trick.winner is not None else None,
            "notes": paragraphs(source.notes) if source is not None else [],
            "card_notes": [{"mark": c["note_mark"], "text": c["note"]}
                           for c in cells if c is not None and "note" in c],
        })
    sequence = [{"seat": seat.name, "code": card.code, "trick": t.number}
                for t in tricks for seat, card in t.cards]
    return {"columns": [{"seat": s.name, "name": seat_name(s, deal)} for s in columns],
            "rows": rows, "sequence": sequence, "claim": None}


#: Numbers in words, as the books print them (one to thirteen tricks).
WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen")


def seat_word(seat: Seat, deal: Deal) -> str:
    """A seat in a sentence: ``Z`` in the books' naming, ``South`` in the compass's."""
    return seat.book_name if deal.naming is Naming.BOOK else seat.word


def side_words(side: Side, deal: Deal) -> str:
    """A side in a sentence: ``Y Z`` / ``A B`` in the books, else ``north-south``."""
    if deal.naming is Naming.BOOK:
        return deal.naming.side(side)
    return "north-south" if side is Side.NS else "east-west"


def claim_text(deal: Deal, outcome: Replay) -> str | None:
    """What the claim at the end of the play says, in the book's seat names:
    "South claims the rest", "South claims two of the last four tricks".

    >>> from bridgebook.model import Claim
    >>> d = Deal(1, claim=Claim(Seat.S, 2))
    >>> claim_text(d, Replay(claimed={Side.NS: 2, Side.EW: 2}))
    'South claims two of the last four tricks'
    >>> claim_text(Deal(1, naming=Naming.BOOK, claim=Claim(Seat.S)),
    ...            Replay(claimed={Side.NS: 10, Side.EW: 0}))
    'Z claims the rest'
    """
    claim = deal.claim
    if claim is None or claim.seat is None:
        return None
    mine = outcome.claimed[claim.seat.side]
    left = mine + outcome.claimed[claim.seat.side.other]
    who = seat_word(claim.seat, deal)
    if left <= 0:
        return None
    if mine == left:
        return f"{who} claims the rest"
    if mine == 0:
        return f"{who} concedes the rest"
    return f"{who} claims {WORDS[mine]} of the last {WORDS[left]} tricks"


def _odd_tricks(count: int) -> str:
    return "the odd trick" if count == 1 else f"{WORDS[count]} odd tricks"


def contract_result(contract: Contract, won: int, deal: Deal) -> str:
    """A contract's result in words: "3NT by South, made with an overtrick: 10 tricks".

    >>> from bridgebook.model import Strain
    >>> four = Contract(Strain.SPADES, Seat.N, level=4)
    >>> contract_result(four, 8, Deal(1))
    '4♠ by North, two down: 8 tricks'
    >>> contract_result(Contract(Strain.NOTRUMP, Seat.S, level=3), 10, Deal(1))
    '3NT by South, made with an overtrick: 10 tricks'
    """
    diff = won - 6 - contract.level
    if diff == 0:
        how = "made"
    elif diff == 1:
        how = "made with an overtrick"
    elif diff > 1:
        how = f"made with {WORDS[diff]} overtricks"
    else:
        how = f"{WORDS[-diff]} down"
    doubling = ("", " doubled", " redoubled")[min(contract.doubles, 2)]
    return (f"{contract.level}{contract.strain.symbol}{doubling} by "
            f"{seat_word(contract.declarer, deal)}, {how}: {won} tricks")


def whist_result(contract: Contract, won: int, deal: Deal) -> str:
    """A bridge-whist hand's result as the books give it: whose trump, and who wins
    how many odd tricks: "Z's hearts: the dealer wins two odd tricks".

    >>> from bridgebook.model import Strain
    >>> book = Deal(1, naming=Naming.BOOK, dealer=Seat.S)
    >>> whist_result(Contract(Strain.HEARTS, Seat.S), 8, book)
    "Z's hearts: the dealer wins two odd tricks"
    >>> whist_result(Contract(Strain.NOTRUMP, Seat.S, doubles=1), 6, book)
    "Z's no trump, doubled: the adversaries win the odd trick"
    """
    doubling = ("", ", doubled", ", redoubled")[contract.doubles] if contract.doubles < 3 \
        else f", each trick × {contract.factor}"
    head = f"{seat_word(contract.declarer, deal)}'s {contract.strain.word}{doubling}"
    if won >= 7:
        dealer = deal.dealer is None or deal.dealer.side is contract.side
        who = "the dealer wins" if dealer else f"{side_words(contract.side, deal)} win"
        return f"{head}: {who} {_odd_tricks(won - 6)}"
    return f"{head}: the adversaries win {_odd_tricks(7 - won)}"


def result_view(deal: Deal, contract: Contract | None, outcome: Replay) -> View | None:
    """The result in words ("3NT by South, made with an overtrick: 10 tricks"), and
    the claim that ended the play, if one did."""
    if deal.play is None or not outcome.tricks:
        return None
    won = outcome.tricks_won
    claim = claim_text(deal, outcome)
    if not outcome.finished:
        text = (f"The play stops {where_stopped(outcome.tricks)}: "
                f"{side_words(Side.NS, deal)} {won[Side.NS]}, "
                f"{side_words(Side.EW, deal)} {won[Side.EW]}")
    elif contract is None:
        text = (f"{side_words(Side.NS, deal).capitalize()} {won[Side.NS]} tricks, "
                f"{side_words(Side.EW, deal)} {won[Side.EW]}")
    elif contract.level:
        text = contract_result(contract, won[contract.side], deal)
    else:
        text = whist_result(contract, won[contract.side], deal)
    return {"text": text, "claim": claim,
            "claim_when": (f"after trick {len(outcome.tricks)}"
                           if outcome.tricks[-1].winner is not None
                           else f"in trick {len(outcome.tricks)}")}


def score_view(deal: Deal, score: DealScore | None) -> View | None:
    """The score of the hand, per side, above and below the line, and what each
    entry is for ("three by cards", "simple honours", "chicane").

    >>> from bridgebook.engine.scoring import Entry
    >>> from bridgebook.model import Naming
    >>> d = Deal(1, naming=Naming.BOOK)
    >>> three = Entry(Side.NS, 36, True, "three by cards")
    >>> view = score_view(d, DealScore(1, 1, (three,), (36, 0)))
    >>> view["sides"][0]["name"], view["sides"][0]["below"]
    ('Y Z', [{'points': 36, 'what': 'three by cards'}])
    """
    if score is None:
        return None
    sides = []
    for side in Side:
        names = deal.naming.side(side)
        entries = [e for e in score.entries if e.side is side and e.points]
        sides.append({
            "name": names,
            "above": [{"points": e.points, "what": e.what} for e in entries if e.above],
            "below": [{"points": e.points, "what": e.what} for e in entries if e.below],
        })
    if not any(side["above"] or side["below"] for side in sides):
        return {"sides": sides, "nothing": True}
    return {"sides": sides, "nothing": False}


def analysis_view(deal: Deal, grid: Sequence[Sequence[str]] | None) -> View | None:
    """The double-dummy table: a heading of strains, then a row per seat, the seats
    named as the record names them."""
    if not grid:
        return None
    rows = []
    for row in grid[1:]:
        name = seat_name(Seat[row[0]], deal) if row[0] in Seat.__members__ else row[0]
        rows.append({"seat": name, "tricks": list(row[1:])})
    return {"head": list(grid[0][1:]), "rows": rows}


def contract_text(deal: Deal, contract: Contract | None) -> str | None:
    if contract is None:
        return None
    who = seat_name(contract.declarer, deal)
    doubling = ("", " doubled", " redoubled")[contract.doubles] if contract.doubles < 3 \
        else f" (each trick × {contract.factor})"
    if contract.level:
        return (f"{contract.level}{contract.strain.symbol}{doubling} by "
                f"{seat_word(contract.declarer, deal)}")
    maker = ""
    if contract.maker is not None and contract.maker is not contract.declarer:
        maker = f" (made by {seat_name(contract.maker, deal)})"
    return f"{who} plays {contract.strain.word}{doubling}{maker}"


def contract_said(deal: Deal, contract: Contract | None) -> bool:
    """Whether the make already says who plays what: the last declaration is the
    declarer's own, undoubled ("Z declares hearts"), so "Z plays hearts" would say it
    again.

    >>> from bridgebook.model import Declaration, Strain
    >>> said = Deal(1, declaration=(Declaration(Seat.S, Act.DECLARE, Strain.HEARTS),))
    >>> contract_said(said, Contract(Strain.HEARTS, Seat.S))
    True
    >>> contract_said(said, Contract(Strain.HEARTS, Seat.S, doubles=1))
    False
    """
    if contract is None or contract.level or contract.doubles or not deal.declaration:
        return False
    last = deal.declaration[-1]
    return (last.act is Act.DECLARE and last.strain is contract.strain
            and last.seat is contract.declarer
            and (contract.maker is None or contract.maker is contract.declarer))


def _printed(note: Note) -> str:
    r"""A note as it is printed: the notation's Markdown, PBN's commentary with its
    own marks, LIN's text (which has no marks) as typed.

    >>> print(_printed(Note("2* or **more**", origin="lin")), _printed(Note("**more**")))
    2\* or \*\*more\*\* **more**
    """
    if note.origin == "lin":
        return lin_markdown(note.text)
    return commentary(note.text, note.pbn)


def paragraphs(notes: Sequence[Note]) -> list[str]:
    """Commentary lines joined into paragraphs: a record gives one note a line; lines
    that follow each other make one paragraph, a blank ``>`` line or a gap ends it.

    >>> from bridgebook.model import Span
    >>> lines = [Note("One", Span.point(3, 1)), Note("two.", Span.point(4, 1)),
    ...          Note("", Span.point(5, 1)), Note("Three.", Span.point(6, 1))]
    >>> paragraphs(lines)
    ['One\\ntwo.', 'Three.']
    """
    out: list[list[str]] = []
    pbn: list[bool] = []
    last: int | None = None
    for note in notes:
        line = note.span.line if note.span is not None else None
        text = note.text.strip()
        if not text:
            last = None
            continue
        if note.origin == "lin":  # (LIN has no marks: its text printed as typed)
            text = lin_markdown(text)
        if out and last is not None and line is not None and line == last + 1:
            out[-1].append(text)
            pbn[-1] = pbn[-1] and note.pbn
        else:
            out.append([text])
            pbn.append(note.pbn)
        last = line
    return [commentary("\n".join(lines), from_pbn)
            for lines, from_pbn in zip(out, pbn, strict=True)]


def _after_result(note: Note, deal: Deal) -> bool:
    """Commentary written after the result line belongs under the result."""
    result = deal.result
    if result is None or result.span is None or note.span is None:
        return False
    return note.span.line > result.span.line


def deal_view(report: DealLike, options: Options | None = None, ident: str = "",
              extras: Mapping[str, Any] | None = None) -> View:
    """Everything a template shows of one deal.

    ``ident`` makes element ids unique on a page (several deals to a lesson).
    ``extras`` is what the other stages found, handed in by the pipeline: ``score``
    (the hand's :class:`DealScore`), ``table`` (the double-dummy grid) and ``marks``
    (a card's cost by (trick, seat name)) when ``options.analysis``, and
    ``handviewer`` (a link to the deal in BBO's hand viewer). A quiz or a bare
    diagram shows none of them; a deal shown without its play (``play=no``) shows
    no score, which would tell its result.
    """
    opts = options or Options()
    more = extras or {}
    deal, contract, outcome = report.deal, report.contract, report.replay
    show_play = opts.play and not opts.bare and not opts.hide
    marks = more.get("marks") if opts.analysis else None
    play = play_view(deal, contract, outcome.tricks, marks) if show_play else None
    if play is not None:
        play["claim"] = claim_text(deal, outcome)
    positions = []
    if show_play:
        for after in opts.positions:
            if 0 < after <= len(outcome.tricks):
                positions.append({"after": after,
                                  "diagram": diagram_view(deal, after=outcome.tricks[:after])})
    bare = opts.bare or bool(opts.hide)
    diagram = diagram_view(deal, opts.hide)
    names = players(deal)
    points = high_card_points(deal) if opts.points else {}
    for seat, hand in diagram["seats"].items():
        if hand is not None:
            hand["player"] = names.get(seat)
    if sum(1 for hand in diagram["seats"].values() if hand is not None) > 1:
        # The compass box, where there are places round it (not for a lone hand).
        diagram["box"] = {seat.name: {"name": seat_name(seat, deal),
                                      "points": None if seat in opts.hide
                                      else points.get(seat.name)}
                          for seat in COMPASS}
    diagram["corner"] = [] if opts.bare else corner_view(deal)
    return {
        "id": ident or f"deal-{deal.ident}",
        "number": deal.ident,
        "place": deal.ident,  # the deal's number where it is shown (a lesson's place)
        "title": record_title(deal),
        "source": record_source(deal),
        "laws": report.laws.title,
        "diagram": diagram,
        "make": [] if bare else make_lines(deal),
        "auction": None if bare else auction_view(deal, contract),
        # Said once: "Z declares hearts", not "Z declares hearts. Z plays hearts".
        "contract": (None if bare or contract_said(deal, contract)
                     else contract_text(deal, contract)),
        "notes": [] if bare else paragraphs([n for n in deal.notes
                                             if not _after_result(n, deal)]),
        "after_notes": [] if bare else paragraphs([n for n in deal.notes
                                                   if _after_result(n, deal)]),
        "play": play,
        "positions": positions,
        "result": result_view(deal, contract, outcome) if show_play else None,
        "stated_result": deal.result.text if deal.result is not None and show_play else None,
        # The score says the result: not shown where the play and result are not.
        "hand_score": score_view(deal, more.get("score")) if show_play else None,
        "analysis": (analysis_view(deal, more.get("table"))
                     if opts.analysis and not bare else None),
        "costly": bool(marks) and show_play,
        "handviewer": None if bare else more.get("handviewer"),
        # The link carries the whole play: said by it, and on screen kept for the
        # play's end with the result (templates/deal.html).
        "handviewer_play": bool(more.get("handviewer_play")) and not bare,
        "four_colour": opts.four_colour,
        "quiz": bool(opts.hide),
    }

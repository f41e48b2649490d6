"""Write the book notation (``.hand``) from the model, in the record's own seats
(the books' Z A Y B, Z dealing, or compass seats).

The hands in the laws' style, the make in the record's own lines (else act by act) or
the auction from the dealer, the play in play order from each trick's leader, the
claim and the result (in the record's words where they state the tricks). PBN tags the
notation has no key for are left out and said so (P017).

>>> from bridgebook.interop.pbn import read_pbn
>>> record, _ = read_pbn('[Board "5"]\\n[Dealer "W"]\\n[Auction "W"]\\n1C Pass Pass Pass\\n')
>>> print(write_hand(record)[0].strip())
deal 5
laws: contract-duplicate
dealer: W
auction: 1♣ pass pass pass
"""

from __future__ import annotations

import re

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.commentary import NO_LINE_START, LostMarks, one_line, one_paragraph
from bridgebook.interop.common import (
    AGAIN,
    DEAL_FIRST,
    IRREGULAR,
    NT_AFTER,
    among_calls_lost,
    irregularity_marks,
    room_of,
)
from bridgebook.interop.pbn_tags import key_named
from bridgebook.interop.players import player_names
from bridgebook.interop.settled import settle
from bridgebook.interop.turned import written_as_read
from bridgebook.model import (
    IMPLIED_AUCTION,
    PRINT_ORDER,
    Act,
    CallKind,
    Card,
    Contract,
    Deal,
    Declaration,
    Hand,
    HandRecord,
    Naming,
    Note,
    Play,
    PlayForm,
    Seat,
    Span,
    StatedResult,
    Strain,
)
from bridgebook.syntax.limits import MAX_LINE

#: The width of the lines a commentary line too long for the notation is written
#: over.
WRAP = 100

#: PBN tags the notation keeps, by the key it writes.
_KEYS = {"pbn:Event": "event", "pbn:Date": "date", "pbn:Title": "title",
         "pbn:Source": "source"}
#: Keys left out without a word (PBN's '+' in the play: the notation's '...' says the
#: play's record stops there).
_SILENT = {AGAIN, DEAL_FIRST, NT_AFTER, "pbn:Scoring", "pbn:West", "pbn:North", "pbn:East",
           "pbn:South", "lin:pn", "lin:ah", "lin:qx", "pbn:Play:plus", IMPLIED_AUCTION}
#: A tag's value that states nothing (PBN's ``?``, an empty value, ``-``).
_UNKNOWN = frozenset({"", "?", "-"})
#: The notation's own keys for the score and the laws' options, written as read (a
#: score record is scored from them).
_BOOK_KEYS = ("doubling-limit", "lead", "rubber", "sides", "honours", "chicane", "revoke",
              "printed", "totals", "game", "dummy-bridge")
#: A board not finished (PBN's auction that stops before its closing passes, the
#: record giving nothing after it): said as the notation writes it (P017).
_NOT_FINISHED = (
    "the book notation has no mark for a board not finished (the auction stops before "
    "its closing passes, and the record gives no contract, play or result): the auction "
    "is written with '+', as going on unrecorded, which its check tells no problem of, "
    "where PBN's check tells the auction not closed as a note (A009)")
_ACT = {Act.PASS_MAKE: "passes the make", Act.DOUBLE: "doubles", Act.REDOUBLE: "redoubles",
        Act.SATISFIED: "satisfied", Act.ASK: "may I lead?", Act.CONSENT: "lead"}


def write_hand(record: HandRecord) -> tuple[str, list[Diagnostic]]:
    """The book-notation text of a record, and what it could not hold."""
    parts: list[str] = []
    found: list[Diagnostic] = []
    # The record's own keys for every deal ('sides:' of a rubber), before the first.
    head = [f"{key}: {record.meta[key]}" for key in _BOOK_KEYS if key in record.meta]
    if record.comments:  # (its '#' lines there too, each before the key it stood before)
        anchors: list[tuple[int, int]] = []  # each key's line read, and its line in head
        for at, key in enumerate(key for key in _BOOK_KEYS if key in record.meta):
            span = record.meta_spans.get(key)
            if span is not None:
                anchors.append((span.line, at))
        head = _placed(head, anchors, _comment_items(record.comments))
    if head:
        parts.append("\n".join(head) + "\n")
    for deal in record.deals:
        text, problems = hand_deal(deal, record.meta)
        parts.append(text)
        found.extend(p.at(deal=deal.ident) for p in problems)
    return "\n".join(parts), found


def _hand(hand: Hand, naming: Naming = Naming.COMPASS) -> str:
    seat = naming.seat(hand.seat) if hand.seat is not None else ""
    groups = []
    for suit in PRINT_ORDER:
        ranks = [c.rank.text for c in hand.cards.suit(suit)]
        ranks += ["x"] * sum(h.small for h in hand.holdings if h.suit is suit)
        groups.append(f"{suit.letter}—{', '.join(ranks) if ranks else 'None'}")
    return (f"{seat}: " if seat else "") + "; ".join(groups)


def hand_deal(deal: Deal, file_meta: dict[str, str] | None = None) -> tuple[str, list[Diagnostic]]:
    """One deal in the book notation."""
    settled = settle(deal, file_meta)
    found: list[Diagnostic] = []
    # a deal with no number is written with none (its place is not its board)
    number = deal.number if deal.number is not None or deal.title else None
    head = "deal" + (f" {deal.ident}" if number is not None else "") + (
        f": {deal.title}" if deal.title else "")
    # the record's own names for the seats: the books' Z A Y B (Z deals) or N E S W
    naming = deal.naming
    name = naming.seat
    lines = [head, f"laws: {settled.code.name}"]
    meta = deal.meta
    # (each line's place in the record read, where it has one: a '#' line, and
    # commentary after the make, the auction, the play or the result, go back where
    # they stood, before the line that followed them)
    anchors: list[tuple[int, int]] = []
    book = deal.read_from == "book"

    def put(line: str, where: Span | None) -> None:
        if where is not None and book:
            anchors.append((where.line, len(lines)))
        lines.append(line)

    if deal.span is not None and book:
        anchors.append((deal.span.line, 0))
    # the dealer the record names (the books' Z deals unsaid); none where it names
    # none: the notation's check takes the one the source's takes
    dealer = settled.named_dealer
    if dealer is not None and not (naming is Naming.BOOK and dealer is Seat.S
                                   and "dealer" not in meta):
        put(f"dealer: {name(dealer)}", deal.meta_spans.get("dealer"))
    for key in ("board", "vulnerable", "score", "event", "date", "source", "players",
                "position", "declarer", "contract"):
        if key in meta and not (key == "board" and deal.number is not None):
            put(f"{key}: {meta[key]}", deal.meta_spans.get(key))
    inherited = file_meta or {}
    for key in _BOOK_KEYS:
        if key in meta and inherited.get(key) != meta[key]:
            put(f"{key}: {meta[key]}", deal.meta_spans.get(key))
    columns = deal.play.columns if deal.play is not None else None
    if meta.get("position") == "end" and "declarer" not in meta and columns:
        # an end position played with no auction: the declarer sits before the leader
        lines.append(f"declarer: {name(columns[0].rho)}")
    for key, target in _KEYS.items():
        # a PBN Title the deal line already carries ('deal 1: A squeeze') is not said again
        if key in meta and target not in meta and meta[key] not in ("", "?", deal.title):
            lines.append(f"{target}: {meta[key]}")
    room = room_of(meta)  # a match's room: the notation's, PBN's Room, LIN's qx letter
    if room is not None:
        lines.append(f"room: {room}")
    names = player_names(meta)
    if "players" not in meta and names:
        lines.append("players: " + ", ".join(f"{name(s)} {names[s]}" for s in Seat
                                             if s in names))
    # A tag the notation has a key for ('contract:', 'declarer:') is written there
    # when it says something; '?' or nothing ('[Contract "?"]') is nothing lost; a
    # call's commentary ('1S {five spades}') is written with the call, '1♠ (five spades)'.
    dropped = sorted({key_named(":".join(k.split(":")[:2]), deal.read_from)
                      for k in meta if ":" in k and k not in _KEYS
                      and k not in _SILENT and not k.endswith(":note")
                      and ":comment:" not in k and ":mark:" not in k and not k.endswith(":mark")
                      and meta[k].strip() not in _UNKNOWN
                      and not (k == "pbn:Room" and room is not None)})
    if dropped:
        found.append(make("P017", "the book notation has no key for " + ", ".join(dropped)
                          + "; left out", deal.span))
    marks = irregularity_marks(meta)
    if marks:
        found.append(make("P017", "the book notation has no place for PBN's irregularity "
                          "marks (" + ", ".join(marks) + "); left out",
                          deal.meta_spans.get(IRREGULAR, deal.span)))
    for hand in deal.hands:
        put(_hand(hand, naming), hand.span)
    lost = LostMarks()  # PBN's bold or italic Markdown cannot hold
    # a row of no card ('1. S: ... {no lead}') written as it was, after the play's
    # last trick and led by the seat to lead; where no seat is known, the deal's
    cardless = settled.cardless()
    # A play table whose rows are turned (written in the order of play, not in its
    # columns), or whose Play tag names another seat than the opening leader, is
    # written as read, as a table in the same columns: the notation's check then tells
    # the fault once (L030, L004), as the source's does.
    turned, again, claim = written_as_read(deal, settled.contract)
    table = turned or again or _gap_in_table(deal, settled.cut)
    leader = settled.next_leader() if cardless and not table else None
    # the deal's commentary after the make, the auction, the play or the result
    # (on none of them) goes back there; the rest is written under the hands
    late = late_notes(deal) if book else set()
    starts: list[int] = []
    early = tuple(n for at, n in enumerate(deal.notes) if at not in late)
    base = len(lines)
    lines.extend(_paragraphed(early, lost, starts))
    anchors.extend((n.span.line, base + at) for n, at in zip(early, starts, strict=True)
                   if n.span is not None and book)
    among = among_calls_lost(deal, "the book notation")  # LIN's 'nt' among the calls
    if among is not None:
        found.append(among)
    lines.extend(_paragraphed(cardless if leader is None else (), lost))
    if deal.declaration:
        # the record's own lines ("make: The dealer, Z, makes it no-trump."), where they
        # are kept, else the acts one by one
        own = make_lines(deal, settled.dealer)
        acts = sorted({d.span.line for d in deal.declaration if d.span is not None})
        places: list[Span | None] = [Span.point(line, 1) for line in acts] if len(
            acts) == len(own) else [deal.declaration[0].span]
        for at, line in enumerate(own or ["make: " + make_words(deal.declaration, naming)]):
            put(line, places[at] if at < len(places) else None)
    # an auction implied by PBN's Contract and Declarer (the source gives none) is
    # not written: the 'contract:' and 'declarer:' lines state the contract
    if deal.auction is not None and IMPLIED_AUCTION not in deal.meta:
        # '+' where the auction goes on, unrecorded, and for a board not finished (PBN's
        # auction that stops, nothing after it), which the notation has no mark for:
        # its check tells neither as an error (said, P017)
        open_ = bool(meta.get("auction-open"))
        put("auction: " + " ".join([_call(c.kind, c.level, c.strain, c.alert,
                                                   lost.book(c.explanation) if c.explanation
                                                   else None)
                                             for c in deal.auction.calls]
                                            + (["+"] if open_ else [])), deal.auction.span)
        if len(lines[-1]) > MAX_LINE:  # (long explanations) over several lines
            lines[-1:] = _long_auction(deal, open_, lost, found)
        if meta.get("auction-open") == "stops":
            found.append(make("P017", _NOT_FINISHED,
                              deal.auction.calls[-1].span or deal.span))
    under: list[Span | None] = []  # the place of each card's note too long for its line
    if deal.play is not None and table and deal.play.columns:
        # (JSON's rows of a table, each led by the first column's seat, as the table)
        rows_at: list[int] = []
        put(*_play_head(deal.play, naming))
        base = len(lines)
        lines.extend(_table(deal.play, lost, under, again or any(
            t.form is not PlayForm.TABLE for t in deal.play.tricks), naming, rows_at))
        written = [t for t in deal.play.tricks if t.cards]
        anchors.extend((t.span.line, base + at) for t, at in zip(written, rows_at, strict=True)
                       if t.span is not None and book)
    elif deal.play is not None and not deal.play.tricks:
        # a play started with no trick (PBN's '[Play "W"]' then '*'): the row of seats
        # alone, from the seat that leads (L010, as the source's check says)
        put(*_play_head(deal.play, naming))
    elif deal.play is not None and (settled.tricks or leader is not None):
        rows: list[tuple[str, list[Card | None], bool, tuple[Note, ...]]] = [
                (f"{t.number}. {name(t.leader)}: ", [c for _, c in t.cards],
                 index < len(deal.play.tricks) and deal.play.tricks[index].stops
                 and (len(t.cards) < 4 or index == len(deal.play.tricks) - 1),
                 deal.play.tricks[index].notes if index < len(deal.play.tricks) else ())
                for index, t in enumerate(settled.tricks)]
        put("play:", deal.play.span)
        rows_at = []
        base = len(lines)
        lines.extend(_rows_written(rows, deal.play, lost, under, rows_at))
        given = deal.play.tricks
        anchors.extend((given[index].span.line, base + at)  # type: ignore[union-attr]
                       for index, at in enumerate(rows_at)
                       if index < len(given) and given[index].span is not None and book)
        if leader is not None:
            lines.append(f"{len(settled.tricks) + 1}. {name(leader)}: ...")
            lines.extend(_paragraphed(cardless, lost))
    if claim is not None and claim.seat is not None:
        last = (deal.play.tricks[-1].cards if table and deal.play is not None
                else settled.tricks[-1].cards if settled.tricks else ())
        cut = claim.during and 0 < len(last) < 4
        put(f"claim: {name(claim.seat)} "
            f"{'the rest' if claim.tricks is None else claim.tricks}"
            + (" during the trick" if cut else ""), deal.claim.span if deal.claim else None)
    tricks = settled.declarer_tricks()
    if deal.result is not None and tricks is not None:
        put(f"result: {_result_words(deal.result, tricks, settled.contract, deal.read_from)}",
            deal.result.span)
    elif deal.result is not None and deal.result.tricks == 0 and settled.passed_out:
        # a deal passed out: no trick won (PBN's [Result "0"])
        put("result: 0", deal.result.span)
    if book and (late or deal.comments):
        lines = _placed(lines, anchors, [
            *_comment_items(deal.comments),
            *((deal.notes[at].span.line, commentary(lost.book(deal.notes[at])),  # type: ignore[union-attr]
               deal.notes[at]) for at in sorted(late))])
    found.extend(lost.said(deal.span))
    # a trick with a card not known before a later one (PBN's '+' in a middle column):
    # its row gives the cards in the order played, so it stops at the gap
    if not table:  # (a table keeps each card in its column)
        found.extend(settled.cut_said("the book notation"))
    if under:
        found.append(make("P017", f"a trick's line with its cards' commentary is longer than "
                          f"a line of the notation ({MAX_LINE:,} characters): the commentary is "
                          "written under the trick, each note after its card's name",
                          under[0] or deal.span))
    return "\n".join(lines) + "\n", found


def _play_head(play: Play, naming: Naming) -> tuple[str, Span | None]:
    """The ``play:`` line (with its columns' seats, where it has them) and its place."""
    columns = play.columns
    return ("play:" + ("" if not columns else " " + " ".join(map(naming.seat, columns))),
            play.span)


def late_notes(deal: Deal) -> set[int]:
    """The places in ``deal.notes`` of the commentary the record gives after the
    first of its make, auction, play, claim and result (after the result: a word on
    the deal played): written back there, not with the commentary under the hands."""
    parts = [deal.declaration[0].span if deal.declaration else None,
             deal.auction.span if deal.auction is not None else None,
             deal.play.span if deal.play is not None else None,
             deal.claim.span if deal.claim is not None else None,
             deal.result.span if deal.result is not None else None]
    first = min((span.line for span in parts if span is not None), default=None)
    if first is None:
        return set()
    return {at for at, note in enumerate(deal.notes)
            if note.span is not None and note.span.line > first}


def _comment_items(comments: tuple[Note, ...]) -> list[tuple[int, list[str], Note | None]]:
    """The ``#`` lines read as :func:`_placed` takes them: each its line in the record
    read and its text (not a note)."""
    return [(c.span.line if c.span else 0, [c.text], None) for c in comments]


def _placed(lines: list[str], anchors: list[tuple[int, int]],
            extra: list[tuple[int, list[str], Note | None]]) -> list[str]:
    """``lines`` with each of ``extra`` (its line in the record read, its lines, the
    note it is, if one) put back before the written line that followed it in the
    record (``anchors``: a line's place in the record and in ``lines``), else at the
    end; commentary one under the other stays one paragraph, or two, as it was.

    >>> _placed(["a", "b", "c"], [(1, 0), (5, 1), (9, 2)], [(7, ["# x"], None),
    ...                                                      (12, ["# y"], None)])
    ['a', 'b', '# x', 'c', '# y']
    """
    after: dict[int, list[tuple[int, list[str], Note | None]]] = {}
    for item in sorted(extra, key=lambda item: item[0]):
        later = [(source, at) for source, at in anchors if source > item[0]]
        at = min(later)[1] if later else len(lines)
        after.setdefault(at, []).append(item)
    out: list[str] = []
    for at in range(len(lines) + 1):
        last: Note | None = None
        for _, written, note in after.get(at, ()):
            if note is not None and last is not None and last.text.strip() and (
                    note.text.strip() and not one_paragraph(last, note)):
                out.append(">")
            out.extend(written)
            last = note if note is not None else last
        if at < len(lines):
            out.append(lines[at])
    return out


def make_lines(deal: Deal, dealer: Seat) -> list[str]:
    """The record's own lines of the make and the doubling (``make: The dealer, Z,
    makes it no-trump.``, ``doubling: A doubles; Z satisfied``), where they state the
    deal's acts; none where it has no such lines, or where the acts are not theirs (a
    JSON record whose ``make`` was edited, its meta's lines not): the acts are what
    the deal holds, the lines only their words.

    >>> from bridgebook.model import Strain
    >>> acts = (Declaration(Seat.S, Act.DECLARE, Strain.NOTRUMP), Declaration(Seat.W, Act.DOUBLE))
    >>> lines = "make: Z declares no-trumps\\ndoubling: A doubles"
    >>> deal = Deal(1, naming=Naming.BOOK, meta={"make": lines}, declaration=acts)
    >>> make_lines(deal, Seat.S)
    ['make: Z declares no-trumps', 'doubling: A doubles']
    >>> from dataclasses import replace
    >>> make_lines(replace(deal, declaration=acts[:1], read_from="json"), Seat.S)
    []
    """
    text = deal.meta.get("make", "")
    if not deal.declaration or not text.strip():
        return []
    lines = text.splitlines()
    if deal.read_from == "book":
        return lines  # (the acts were read from these lines)
    # The notation's reader of the make's phrases (lark): for a record read from
    # another format that carries the notation's lines (JSON's meta)
    from bridgebook.syntax.lines import LineProblems
    from bridgebook.syntax.phrases import read_declaration

    stated = [(d.seat, d.act, d.strain) for line in lines for d in read_declaration(
        line.partition(":")[2], 1, 1, LineProblems([]), dealer)]
    return lines if stated == [(d.seat, d.act, d.strain) for d in deal.declaration] else []


def own_make_words(deal: Deal, dealer: Seat) -> bool:
    """Whether the record words its make and doubling otherwise than act by act as
    :func:`make_words` does (``The dealer, Z, makes it no-trump.``): a target that
    holds the acts alone (PBN's Make section) loses those words. The lines a record
    gives them in (``make:``, then ``doubling:``) are not words of their own.

    >>> from bridgebook.model import Strain
    >>> acts = (Declaration(Seat.S, Act.DECLARE, Strain.HEARTS), Declaration(Seat.W, Act.DOUBLE))
    >>> deal = Deal(1, naming=Naming.BOOK, declaration=acts,
    ...             meta={"make": "make: Z declares hearts\\ndoubling: A doubles"})
    >>> own_make_words(deal, Seat.S)
    False
    >>> from dataclasses import replace
    >>> own_make_words(replace(deal, meta={"make": "make: Z makes it hearts; A doubles"}), Seat.S)
    True
    """
    words = [" ".join(line.partition(":")[2].split()) for line in make_lines(deal, dealer)]
    return bool(words) and "; ".join(words) != make_words(deal.declaration, deal.naming)


def make_words(acts: tuple[Declaration, ...], naming: Naming) -> str:
    """The make and the doubling act by act, as the notation writes them.

    >>> from bridgebook.model import Strain
    >>> make_words((Declaration(Seat.S, Act.DECLARE, Strain.HEARTS),
    ...             Declaration(Seat.W, Act.DOUBLE)), Naming.BOOK)
    'Z declares hearts; A doubles'
    """
    return "; ".join(f"{naming.seat(d.seat)} declares {d.strain.word}"
                     if d.act is Act.DECLARE and d.strain
                     else f"{naming.seat(d.seat)} {_ACT[d.act]}" for d in acts)


def _result_words(result: StatedResult, tricks: int, contract: Contract | None,
                  read_from: str = "book") -> str:
    """The result as the record words it ("The dealer wins 4 tricks."), where the
    tricks it states (its side's, or its tricks over or under the contract) are the
    declaring side's ``tricks``; else those tricks, a figure. A result read from the
    notation has its words' side and tricks; one read from another format (a PBN
    Result tag's ``NS 9 EW 4`` or ``^9``, JSON's text with the declarer's tricks
    alone) is the notation's words only where its reader reads them so.

    >>> from bridgebook.model import Side, Strain
    >>> nt = Contract(Strain.NOTRUMP, Seat.S)
    >>> [_result_words(r, 4, nt) for r in (
    ...     StatedResult("The dealer wins 4 tricks.", tricks=4),
    ...     StatedResult("A B win 9 tricks", Side.EW, 9), StatedResult("Y Z 5", Side.NS, 5),
    ...     StatedResult("4"))]
    ['The dealer wins 4 tricks.', 'A B win 9 tricks', '4', '4']
    >>> [_result_words(StatedResult(t, tricks=4), 4, nt, "pbn")
    ...  for t in ("^4", "NS 4 EW 9", "NS 4")]
    ['4', '4', 'NS 4']
    """
    text = result.text.strip()
    if text == str(tricks) or not text or contract is None:  # (PBN's Result: the tricks)
        return str(tricks)
    if read_from != "book":
        # (the notation's reader of results: lark, loaded only for such a record)
        from bridgebook.syntax.lines import LineProblems
        from bridgebook.syntax.results import read_result

        read = read_result(text, 1, 1, LineProblems([]))
        if read is None:
            return str(tricks)
        result = read
    side = result.side if result.side is not None else contract.side
    if result.relative is not None and contract.level:
        won: int | None = contract.level + 6 + result.relative
    else:
        won = result.tricks
    if won is None or (won if side is contract.side else 13 - won) != tricks:
        return str(tricks)
    return text


def _gap_in_table(deal: Deal, cut: dict[int, tuple[tuple[Seat, Card], ...]]) -> bool:
    """Whether a table's trick lacks a card not played (PBN's ``-``) before a later
    card: rows in the order of play would stop the trick at the gap (and leave out a
    trick whose lead is the card missing), which the notation's check reads as another
    trick short of other cards; the table keeps every card in its column, ``-`` for
    the card missing, and its check tells the trick as the source's does (L006). A
    play that goes on unrecorded there (PBN's ``+`` in a middle column) stops with
    its row, as the notation's ``...``."""
    play = deal.play
    if not cut or play is None or not play.columns:
        return False
    tricks = play.tricks
    return any(number <= len(tricks) and not tricks[number - 1].stops for number in cut)


def _table(play: Play, lost: LostMarks, under: list[Span | None],
           as_read: bool = False, naming: Naming = Naming.COMPASS,
           starts: list[int] | None = None) -> list[str]:
    """The rows of the play as a table in its own columns (under the ``play: E S W N``
    of :func:`_play_head`): a row a trick, a card under its player's column, ``-`` for
    a card not played; into ``starts`` where each row begins."""
    assert play.columns is not None
    rows = []
    for number, trick in enumerate(play.tricks, start=1):
        if not trick.cards:
            continue
        by_seat = {c.seat: c.card for c in trick.cards}
        # a row names its leader where the record states it: PBN's first row, the
        # first column's (the Play tag's seat), a book table's row as it was read
        # (a play led from the wrong seat, ``as_read``: its first row only)
        stated = (play.columns[0] if (play.fixed or as_read) and number == 1
                  else None if as_read else trick.leader)
        head = f"{number}. {naming.seat(stated)}: " if stated is not None else f"{number}. "
        rows.append((head, [by_seat.get(seat) for seat in play.columns],
                     trick.stops and (len(trick.cards) < 4 or number == len(play.tricks)),
                     trick.notes))
    return _rows_written(rows, play, lost, under, starts)


def _rows_written(rows: list[tuple[str, list[Card | None], bool, tuple[Note, ...]]],
                  play: Play, lost: LostMarks, under: list[Span | None],
                  starts: list[int] | None = None) -> list[str]:
    """Trick rows (each a head, its cards, ``None`` an empty cell, whether the play
    stops in it, its commentary) as lines of the notation: a card's note in braces
    after it, or under the row when the row would be too long for a line; into
    ``starts`` the line each row begins."""
    notes = {c.card: lost.book(c.note) for t in play.tricks for c in t.cards if c.note}
    lines: list[str] = []
    for head, cells, stops, trick_notes in rows:
        if starts is not None:
            starts.append(len(lines))
        end = " ..." if stops else ""
        names = ["-" if c is None else c.code.replace("T", "10") for c in cells]
        row = head + " ".join(name + (_braced(notes[c]) if c in notes else "")
                              for name, c in zip(names, cells, strict=True)) + end
        if len(row) <= MAX_LINE:
            lines.append(row)
        else:  # (LIN's vugraph talk on a trick): the notes under the row
            said = [(c, notes[c]) for c in cells if c is not None and c in notes]
            lines.append(head + " ".join(names) + end)
            for at, (card, text) in enumerate(said):
                if at:
                    lines.append(">")  # each card's note a paragraph of its own
                lines.extend(commentary(f"{card.code.replace('T', '10')}: {text}"))
            under.extend(c.note.span for t in play.tricks for c in t.cards
                         if c.card is said[0][0] and c.note)
        if trick_notes:
            if lines[-1].startswith(">"):
                lines.append(">")  # (after the cards' notes written under the row)
            lines.extend(_paragraphed(trick_notes, lost))
    return lines


def _long_auction(deal: Deal, open_: bool, lost: LostMarks,
                  found: list[Diagnostic]) -> list[str]:
    """An auction too long for a line of the notation: its calls over several lines,
    and a call's explanation too long for a line of its own under the auction, as
    commentary after the call's name (P017)."""
    assert deal.auction is not None
    explained = [lost.book(c.explanation) if c.explanation else None
                 for c in deal.auction.calls]
    calls = [_call(c.kind, c.level, c.strain, c.alert, said)
             for c, said in zip(deal.auction.calls, explained, strict=True)]
    too_long = [at for at, word in enumerate(calls)
                if explained[at] and len(word) > MAX_LINE - len("auction: ")]
    for at in too_long:
        c = deal.auction.calls[at]
        calls[at] = _call(c.kind, c.level, c.strain, c.alert, None)
    lines = _rows("auction: ", calls + (["+"] if open_ else []))
    for at in too_long:
        lines.extend(commentary(f"{calls[at]}: {explained[at]}"))
    if too_long:
        found.append(make("P017", "a call's explanation is longer than a line of the "
                          f"notation ({MAX_LINE:,} characters): it is written as commentary "
                          "under the auction, after the call",
                          deal.auction.calls[too_long[0]].span or deal.span))
    return lines


def _rows(head: str, words: list[str]) -> list[str]:
    """``head`` and the words on one line, or on as many lines as the notation's
    longest line needs (the auction goes on over several lines).

    >>> _rows("auction: ", ["1♠", "pass"])
    ['auction: 1♠ pass']
    """
    lines = [head.rstrip()]
    for word in words:
        if lines[-1] != head.rstrip() and len(lines[-1]) + 1 + len(word) > MAX_LINE:
            lines.append(word)
        else:
            lines[-1] += f" {word}"
    return lines


def _wrapped(text: str) -> str:
    """``text`` with each line too long for a ``>`` line of the notation broken at
    spaces into lines of about ``WRAP`` characters, with the ``> ``; never before a
    word that would start a block of its own at the start of a line.

    >>> lines = _wrapped("word " * 19 + "- " + "word " * 400).splitlines()
    >>> lines[0][-6:], lines[1][:5]
    ('word -', 'word ')
    """
    return "\n".join(_broken(line.strip()) if len(line.strip()) + 2 > MAX_LINE else line
                     for line in text.splitlines())


def _broken(line: str) -> str:
    r"""``line`` broken at spaces; never after a word ending in a backslash, which
    at the end of a line Markdown reads as a hard line break (the backslash lost).

    >>> first, second = _broken("word " * 19 + "C:\\ " + "word " * 20).splitlines()
    >>> first[-8:], second[:4]
    ('C:\\ word', 'word')
    """
    lines: list[str] = []
    for word in line.split():
        if lines and (len(lines[-1]) + 1 + len(word) <= WRAP - 2
                      or NO_LINE_START.match(word) or lines[-1].endswith("\\")):
            lines[-1] += " " + word
        else:
            lines.append(word)
    return "\n".join(lines)


def _paragraphed(notes: tuple[Note, ...], lost: LostMarks,
                 starts: list[int] | None = None) -> list[str]:
    """Notes as ``>`` lines, ``>`` alone between two that print as paragraphs of
    their own (PBN's comments after two tags or on lines apart, each of LIN's
    ``nt``, each of JSON's notes), so that the notation prints them so too; into
    ``starts`` the line each note begins."""
    lines: list[str] = []
    for at, note in enumerate(notes):
        last = notes[at - 1] if at else None
        if last is not None and last.text.strip() and note.text.strip() and (
                not one_paragraph(last, note) or note.origin == last.origin == "lin"):
            lines.append(">")
        if starts is not None:
            starts.append(len(lines))
        lines.extend(commentary(lost.book(note)))
    return lines


def commentary(text: str) -> list[str]:
    """Commentary as ``>`` lines, one a line of the text (``>`` alone for a blank
    line between its paragraphs): a note over several lines stays commentary. A
    line too long for the notation is written over several ``>`` lines of at most
    ``WRAP`` characters, broken at spaces: the same paragraph in Markdown.

    >>> commentary("one\\ntwo\\n\\nthree\\n")
    ['> one', '> two', '>', '> three']
    >>> lines = commentary("word " * 400)  # 19 words to a line: 21 lines, and 1 word
    >>> len(lines), max(len(line) for line in lines), lines[-1]
    (22, 96, '> word')
    """
    if len(text) > MAX_LINE - 2:
        text = _wrapped(text)
    return [f"> {line.strip()}" if line.strip() else ">"
            for line in text.strip().splitlines()] or [">"]


def _braced(text: str) -> str:
    r"""A card's note in braces after the card, one pair a line of it (LIN's several
    'nt' on a card), a ``}`` in it escaped (Markdown's ``\}``, printed "}").

    >>> print(_braced("the ace\nfrom A}K, C:\\\n"), repr(_braced("")))
    {the ace}{from A\}K, C:\\} ''
    """
    return "".join("{" + _escaped(one_line(line), "}") + "}"
                   for line in text.split("\n") if line.strip())


def _escaped(text: str, close: str) -> str:
    r"""A note's Markdown, to be written before ``close``: each ``close`` in it not
    escaped yet escaped, an opening bracket starting it escaped, and a backslash
    ending it doubled (Markdown's escapes: it prints the same), so the note's own
    brackets begin and end it.

    >>> print(_escaped("(a) b\\) C:\\", ")"))
    \(a\) b\) C:\\
    """
    text = _UNESCAPED[close].sub(lambda m: m[1] + "\\" + close, text)
    if text.startswith(_OPENS[close]):  # (the reader takes a note's opening brackets)
        text = "\\" + text
    trailing = len(text) - len(text.rstrip("\\"))
    return text + "\\" if trailing % 2 else text


#: The opening bracket of each closing one.
_OPENS = {")": "(", "}": "{"}
#: A bracket after an even number of backslashes (none escaping it).
_UNESCAPED = {close: re.compile(r"(?<!\\)((?:\\\\)*)" + re.escape(close)) for close in ")}"}


def _call(kind: CallKind, level: int, strain: object, alert: bool, note: str | None) -> str:
    if kind is CallKind.BID and isinstance(strain, Strain):
        word = f"{level}{strain.symbol}"
    else:
        word = {CallKind.PASS: "pass", CallKind.DOUBLE: "X", CallKind.REDOUBLE: "XX"}.get(
            kind, "?")  # a call not read (P004), kept in its turn
    if alert:
        word += "!"
    if note:
        word += " (" + _escaped(one_line(note), ")") + ")"
    return word

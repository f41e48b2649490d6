"""Write LIN, the format of Bridge Base Online's hand viewer and movies.

One board per line: ``pn`` the players, ``md`` the dealer digit and the hands of
South, West, North and East, ``ah`` the board, ``sv`` the vulnerability, ``mb``
the calls (``!`` an alert, ``an`` its explanation), ``pc`` the cards in the order
played, ``mc`` a claim, ``nt`` the commentary. LIN has no place for the make and the
doubling of bridge whist; they are left out and said so (P017).

>>> from bridgebook.interop.lin import read_lin
>>> record, _ = read_lin("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|ah|Board 2|")
>>> lin_board(record.deals[0])[0]
'pn|South,West,North,East|st||md|1SAKQJT98765432HDC,SHAKQJT98765432DC,SHDAKQJT98765432C,\
SHDCAKQJT98765432|rh||ah|Board 2|sv|o|pg||'
"""

from __future__ import annotations

import re
from dataclasses import replace

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.commentary import LinText, bbo_suits, one_line, paragraphs
from bridgebook.interop.common import (
    IRREGULAR,
    ROOMS,
    among_calls,
    comments_after,
    irregularity_marks,
    room_of,
)
from bridgebook.interop.lin import MD_SEATS
from bridgebook.interop.pbn_tags import key_named
from bridgebook.interop.players import player_names
from bridgebook.interop.settled import Settled, settle
from bridgebook.interop.turned import claim_led_again, held_by, led_again, played_as_mended
from bridgebook.model import (
    IMPLIED_AUCTION,
    PRINT_ORDER,
    Auction,
    CallKind,
    Card,
    Deal,
    Hand,
    HandRecord,
    Note,
    PlayForm,
    Seat,
    Span,
)

#: A board not finished (PBN's auction that stops before its closing passes, the
#: record giving nothing after it): said as LIN writes it (P017).
_NOT_FINISHED = (
    "LIN has no mark for a board not finished (the auction stops before its closing "
    "passes, and the record gives no contract, play or result): the calls are written "
    "as they stand, and its check tells the auction not closed as an error (A009), "
    "where PBN's check tells it as a note")
_SV = {"None": "o", "NS": "n", "EW": "e", "All": "b"}


def write_lin(record: HandRecord) -> tuple[str, list[Diagnostic]]:
    """The LIN text of a record (one board a line), and what LIN could not hold."""
    lines: list[str] = []
    found: list[Diagnostic] = []
    several = len(record.deals) > 1
    # A vugraph file's header, read with its first board: written back before it.
    first = record.deals[0].meta if record.deals else {}
    lines.extend(f"{code}|{first[f'lin:{code}']}|" for code in ("vg", "rs")
                 if f"lin:{code}" in first)
    # A team match's games (PBN's Event, Stage, HomeTeam and VisitTeam, the same in
    # every game): a vugraph file's header, as LIN's reader gives them to every game.
    match = match_header(record)
    if match is not None:
        lines.append(match)
    scoring = vg_letter(first.get("pbn:Scoring", "")) if match is not None else ""  # (its letter)
    for index, deal in enumerate(record.deals, start=1):
        text, problems = lin_board(deal, record.meta, match is not None, scoring)
        # 'qx' the room and the board: on every board of a file of several (where a
        # board starts), and on a lone board whose room is known (the notation's,
        # PBN's Room, LIN's own qx) or that LIN gave a qx; its letter only where the
        # record names the room ('qx|12|', a number alone, names none)
        room = room_of(deal.meta)
        if several or room is not None or "lin:qx" in deal.meta:
            letter = {"open": "o", "closed": "c"}.get(room or "", "")
            lines.append(f"qx|{letter}{deal.number or index}|" + text)
        else:
            lines.append(text)
        found.extend(p.at(deal=deal.ident) for p in problems)
    return "\n".join(lines) + "\n", found


#: The keys a vugraph file's ``vg`` holds for every game: the event, the segment
#: (PBN's Stage) and the two teams.
MATCH_KEYS = ("event", "pbn:Stage", "pbn:HomeTeam", "pbn:VisitTeam")
#: ``vg``'s letter for each form of scoring, with PBN's Scoring (PBN 2.1, 3.4.12) for
#: it: IMPs, board-a-match, matchpoints.
VG_SCORING = {"I": "IMP", "B": "BAM", "P": "MP"}
#: The words of PBN's Scoring that name each letter (PBN 2.1's 'MatchPoints' too).
_VG_WORDS = (*((word, letter) for letter, word in VG_SCORING.items()), ("MATCHPOINT", "P"))
#: The Scoring tags ``vg``'s letter holds whole (PBN's reader gives it back, PBN 2.1's
#: 'MatchPoints' as its 'MP', which the standard says is the same).
_VG_HELD = frozenset(VG_SCORING.values()) | {"MATCHPOINTS"}


def vg_letter(scoring: str) -> str:
    """``vg``'s letter of PBN's Scoring: ``I`` where it names none of its forms.

    >>> vg_letter("BAM"), vg_letter("MatchPoints"), vg_letter("IMP;Cross"), vg_letter("?")
    ('B', 'P', 'I', 'I')
    """
    upper = scoring.upper()
    return next((code for word, code in _VG_WORDS if word in upper), "I")


def match_header(record: HandRecord) -> str | None:
    """A vugraph file's ``vg`` made of a team match's games: where every game
    names the same event, segment (Stage) and two teams (HomeTeam and VisitTeam),
    none holding LIN's ``,`` or ``|``, and no ``vg`` was read; its boards the first
    and the last Board, the scores carried over 0, the scoring PBN's Scoring (IMPs,
    ``I``, where it names none). None otherwise.

    >>> meta = {"event": "Cup", "pbn:Stage": "Final", "pbn:HomeTeam": "Reds",
    ...         "pbn:VisitTeam": "Blues", "pbn:Scoring": "IMP"}
    >>> match_header(HandRecord((Deal(1, number=7, meta=meta), Deal(2, number=9, meta=meta))))
    'vg|Cup,Final,I,7,9,Reds,0,Blues,0|'
    >>> match_header(HandRecord((Deal(1, number=7, meta=meta),
    ...                          Deal(2, number=9, meta={**meta, "pbn:Stage": "Semi"}))))
    """
    deals = record.deals
    if not deals or "lin:vg" in deals[0].meta:
        return None
    named = {tuple("" if (v := d.meta.get(k, "").strip()) in ("?", "-") else v
                   for k in MATCH_KEYS) for d in deals}
    numbers = [d.number for d in deals if d.number is not None]
    if len(named) != 1 or len(numbers) != len(deals):
        return None
    event, stage, home, visit = fields = named.pop()
    if not home or not visit or any("," in f or "|" in f or "\n" in f for f in fields):
        return None
    letter = vg_letter(deals[0].meta.get("pbn:Scoring", ""))
    return (f"vg|{event},{stage},{letter},{min(numbers)},{max(numbers)},"
            f"{home},0,{visit},0|")


#: What a LIN board holds of a record's keys (the players as 'pn', the board as
#: 'ah', the vulnerability as 'sv'; the contract through the auction).
_HELD = frozenset({
    "vulnerable", "vul", "dealer", "board", "players", "laws", "declarer", "contract", "make",
    "position", "West", "North", "East", "South", "Auction", "Play", "Note", "Dealer", "Deal",
    "Vulnerable", "Board", "Declarer", "Contract", "Result",
})


def _lost(deal: Deal, match: bool = False, scoring: str = "") -> list[tuple[str, str]]:
    """The record's keys and tags a LIN board has no item for ('?' ones say nothing),
    each with its name as the format the deal was read from writes it (PBN its tag,
    the notation its ``key:`` line, JSON its key). A match's room is ``qx``'s letter,
    its form of scoring the ``vg``'s letter ``scoring`` where that letter says it whole.

    >>> meta = {"score": "love all", "pbn:Site": "?", "lin:pn": "a", "pbn:Stage": "Final",
    ...         "pbn:Room": "Open"}
    >>> [name for _, name in _lost(Deal(1, title="T", meta=meta))]
    ['the title', "'score:'", 'Stage']
    >>> [name for _, name in _lost(Deal(1, title="T", meta=meta, read_from="pbn"))]
    ['ScoreBefore', 'Stage', 'Title']
    """
    keys = ["title"] if deal.title else []
    for key, value in deal.meta.items():
        parts = key.split(":")
        if parts[0] == "lin" or value.strip() in ("", "?", "-") or (
                len(parts) > 2 and parts[2] != "section") or parts[-1] == "note":
            continue
        if key == "printed:make" and deal.declaration:
            continue  # a printed make's words: told with the make LIN has no place for
        name = parts[1] if parts[0] == "pbn" else parts[0]
        if name in ("Room", "room") and value.strip().lower() in ROOMS:
            continue  # the room of a match: qx's letter
        if key == "pbn:Scoring" and value.strip().upper() in _VG_HELD \
                and vg_letter(value) == scoring:
            continue  # the vg's letter (the file's match): PBN's reader gives it back
        if name not in _HELD and name != "auction-open" and not (match and key in MATCH_KEYS):
            keys.append(":".join(parts[:2]))
    named = {key_named(key, deal.read_from): key for key in keys}  # PBN's Title read twice
    return sorted(((key, name) for name, key in named.items()),
                  key=lambda lost: (lost[1] != "the title", lost[1].strip("'").lower()))


class _Dropped:
    """What the commentary loses in LIN (its marks, its "!S" typed as text), and the
    first note that lost something."""

    def __init__(self) -> None:
        self.said = LinText()
        self.first: Span | None = None
        self.any = False

    def text(self, text: str, where: Span | None, origin: str = "book",
             lines: bool = False) -> str:
        """``text`` as LIN holds it: LIN's own as it was, PBN's commentary and the
        book notation's Markdown (and JSON's) as bridgebook prints them, their marks
        left out, their suits as BBO's ``!S``; ``lines``: its lines kept, one a line."""
        if origin == "lin":
            if lines:
                return "\n".join(filter(None, (self.text(line, where, origin)
                                                for line in text.split("\n"))))
            return one_line(bbo_suits(text).replace("|", "/"))
        before = len(self.said.marks) + len(self.said.shown)
        written = self.said.text(text, origin == "pbn", lines)
        if not self.any and len(self.said.marks) + len(self.said.shown) > before:
            self.any, self.first = True, where
        return written

    def problems(self, where: Span | None) -> list[Diagnostic]:
        """The P017 for what was lost, at the first note that lost something."""
        said = self.said
        parts = []
        if said.marks:
            kinds = said.kinds
            named = ", ".join(kinds[:-1]) + " or " + kinds[-1] if len(kinds) > 1 else kinds[0]
            parts.append(f"LIN's commentary has no {named}: "
                         + ", ".join(sorted(said.marks)) + " left out, the words kept")
        if said.literal:
            parts.append("LIN has no escape: " + ", ".join(said.literal) + " typed as text is "
                         "shown by BBO as the suit")
        return [make("P017", "; ".join(parts), self.first or where)] if parts else []


def _nt(note: Note, dropped: _Dropped, card: bool = False) -> str:
    """``note`` as LIN's ``nt``: a card's note one ``nt`` a line (LIN's as it was
    read, several 'nt' on the card; the book notation's ``♣5{a}{b}``); any other one
    ``nt``, its lines joined."""
    if card:
        return "".join("nt|" + line + "|" for line in dropped.text(
            note.text, note.span, note.origin, lines=True).split("\n") if line)
    return "nt|" + dropped.text(note.text, note.span, note.origin) + "|"


def _nts(notes: list[Note], dropped: _Dropped) -> list[str]:
    """Commentary as LIN's ``nt`` items, one a paragraph: the lines of a paragraph
    (joined by :func:`paragraphs`) are one item, so a bold over two lines stays one."""
    return [_nt(Note(text, note.span, origin=note.origin), dropped)
            for note in notes for text in _BLANK_LINE.split(note.text) if text.strip()]


_BLANK_LINE = re.compile(r"\n[ \t]*\n")


def _lines_joined(notes: tuple[Note, ...]) -> list[Note]:
    """The book notation's '>' lines joined into their paragraphs; the notes of
    another format (LIN's own ``nt`` items, one a line) each as it is."""
    return paragraphs(notes) if all(n.origin == "book" for n in notes) else list(notes)


def _placed(deal: Deal, auction: Auction | None) -> tuple[dict[int, list[Note]], list[Note],
                                                          list[Note]]:
    """The deal's commentary by its place: LIN's own where it was read (its span
    among the calls' and the claim's), before the call of each index, or after the
    claim; any other after the auction (the list between).

    >>> from bridgebook.interop.lin import read_lin
    >>> deal = read_lin("md|1S2,H2,D2,|nt|a|mb|p|nt|b|mb|p|mb|p|mb|p|nt|c|mc|0|nt|d|")[0].deals[0]
    >>> [[n.text for n in part] for part in _placed(deal, deal.auction)[1:]]
    [['c'], ['d']]
    >>> {k: [n.text for n in v] for k, v in _placed(deal, deal.auction)[0].items()}
    {0: ['a'], 1: ['b']}
    """
    spans = [call.span for call in auction.calls] if auction is not None else []
    claim = deal.claim.span if deal.claim is not None else None
    before: dict[int, list[Note]] = {}
    between: list[Note] = []
    last: list[Note] = []
    # LIN's own among the calls (its place read, or kept by JSON): before the call
    # next to the one it follows; one read after a claim ('mc' before the calls) is last
    among = among_calls(deal) if auction is not None else {}
    placed = {id(note): index + 1 for index, notes in among.items() for note in notes
              if note.origin != "lin" or claim is None or note.span is None
              or note.span < claim}
    for note in _lines_joined(tuple(n for n in deal.notes if id(n) not in placed)):
        if not note.text.strip():
            continue
        where = note.span
        if note.origin != "lin" or where is None or not spans or None in spans:
            between.append(note)
        elif claim is not None and where > claim:
            last.append(note)
        elif spans[0] is not None and where < spans[0]:
            before.setdefault(0, []).append(note)  # before the first call
        else:
            between.append(note)
    for note in deal.notes:
        if id(note) in placed:
            before.setdefault(placed[id(note)], []).append(note)
    return before, between, last


def _hand(hand: Hand | None) -> str:
    if hand is None:
        return ""
    return "".join(s.letter + "".join(c.rank.letter for c in hand.cards.suit(s))
                   for s in PRINT_ORDER)


def _led_again(deal: Deal, settled: Settled, file_meta: dict[str, str] | None
               ) -> tuple[Deal, Settled, Seat, Span | None] | None:
    """``deal`` with its play led by the opening leader, where the record's names
    another seat (PBN's Play tag, the notation's first row ``1. S:``) and every card
    is then held by the seat that plays it, as the check reads it (L004); settled
    again, with the seat the record names and the place it names it. None where the
    record's leader is the opening leader, or the play so led is no better.

    LIN names no leader: its first card is the opening leader's, so the play comes
    back led by him whatever the record said.
    """
    play, contract = deal.play, settled.contract
    if (play is None or not play.tricks or contract is None or deal.auction is None
            or IMPLIED_AUCTION in deal.meta):
        return None  # (no auction: LIN leaves the play out, and says so)
    holders = held_by(deal)
    first = play.tricks[0]
    if play.columns:
        stated = play.columns[0]
        turned = led_again(deal, contract.leader)
        if turned is None:
            return None
        claim = claim_led_again(deal, turned, contract) or deal.claim
        if turned.tricks[0].leader is not None:  # (PBN's first row names its leader)
            turned = replace(turned, tricks=(replace(turned.tricks[0], leader=contract.leader),
                                             *turned.tricks[1:]))
        mended = replace(deal, play=turned, claim=claim)
        place = play.span if play.fixed else first.span
    elif first.form is PlayForm.ORDER and first.leader is not None \
            and first.leader is not contract.leader:
        stated = first.leader
        mended = replace(deal, play=replace(play, tricks=(
            replace(first, leader=contract.leader), *play.tricks[1:])))
        place = first.span
    else:
        return None
    again = settle(mended, file_meta)
    if not all(holders.get(card) is seat for t in again.tricks for seat, card in t.cards) \
            or all(holders.get(card) is seat for t in settled.tricks for seat, card in t.cards):
        return None
    return mended, again, stated, place


def lin_board(deal: Deal, file_meta: dict[str, str] | None = None, match: bool = False,
              scoring: str = "") -> tuple[str, list[Diagnostic]]:
    """One board as LIN; ``match``: the file's ``vg`` holds its event, segment and
    teams (:func:`match_header`), ``scoring`` the letter of its form of scoring."""
    from bridgebook.interop.pbn_write import vulnerable

    settled = settle(deal, file_meta)
    found: list[Diagnostic] = []
    # A PBN play whose rows are in the order of play (L030): LIN holds the play in the
    # order it was played, with no columns, so the play goes as the check reads it.
    mended = played_as_mended(deal, settled.contract)
    if mended is not None and deal.play is not None:
        where = deal.play.span
        deal, rows = mended
        settled = settle(deal, file_meta)
        one = len(rows) == 1
        numbers = ", ".join(map(str, rows[:-1])) + " and " + str(rows[-1]) if not one \
            else str(rows[0])
        found.append(make(
            "P017", f"the source's {'row' if one else 'rows'} of trick{'' if one else 's'} "
            f"{numbers} {'is' if one else 'are'} not in its Play tag's columns (L030): LIN "
            "holds the play in the order it was played, so the cards are written as the check "
            "reads them, each by the seat that holds it", where))
    elif (again := _led_again(deal, settled, file_meta)) is not None:
        # A play led by another seat than the opening leader (L004): LIN names no
        # leader, the declarer's left-hand opponent leads, so the play is written as
        # the check reads it, led by the opening leader, and said so.
        deal, settled, stated, where = again
        assert settled.contract is not None
        naming = deal.naming
        leader = naming.seat(settled.contract.leader)
        found.append(make(
            "P017", f"the source's play is led by {naming.seat(stated)}, but {leader} is "
            f"the opening leader, on the declarer {naming.seat(settled.contract.declarer)}'s "
            f"left (L004): LIN has no leader of its own (the lead follows from the "
            f"declarer), so the play is written as the check reads it, led by {leader}",
            where))
    dropped = _Dropped()  # the commentary's marks LIN cannot hold
    players = deal.meta.get("lin:pn")
    if players is None:
        named = player_names(deal.meta)
        names = [named.get(s, "") for s in MD_SEATS]
        players = ",".join(n if n and n != "?" else s.word for n, s in zip(names, MD_SEATS,
                                                                              strict=True))
    dealer = settled.dealer
    hands = ",".join(_hand(deal.hand(s)) for s in MD_SEATS)
    board = deal.meta.get("lin:ah") or f"Board {deal.ident}"
    out = [f"pn|{players}|st||md|{MD_SEATS.index(dealer) + 1}{hands}|rh||ah|{board}|"
           f"sv|{_SV[vulnerable(deal.meta.get('vulnerable'))]}|"]
    # An auction the reader implied from PBN's Contract and Declarer tags is no call
    # anyone made: LIN, which gives a contract only through its calls, is not given it.
    implied = deal.auction is not None and IMPLIED_AUCTION in deal.meta
    auction = None if implied else deal.auction
    if implied:
        contract = deal.meta.get("contract", "?")
        declarer = deal.meta.get("declarer", "?")
        found.append(make("P017", f"the source gives no auction, only its contract ({contract} "
                          f"by {declarer}): LIN gives a contract only through the calls "
                          "that reach it, so the contract"
                          + (" and the play are" if settled.tricks else " is") + " left out",
                          deal.span))
    before, between, last = _placed(deal, auction)
    # a play row of no card ('1. S: ... {no lead}'): its commentary the deal's
    between += _lines_joined(settled.cardless())
    if auction is not None:
        for index, call in enumerate(auction.calls):
            out.extend(_nt(n, dropped) for n in before.get(index, ()))
            if call.kind is CallKind.BID and call.strain is not None:
                word = f"{call.level}{call.strain.code[0]}"
            else:
                # A call not read (P004) is written as one, in its turn.
                word = {CallKind.PASS: "p", CallKind.DOUBLE: "d", CallKind.REDOUBLE: "r"}.get(
                    call.kind, "?")
            # '!' only for a call alerted: an explanation ('an') is not an alert
            out.append(f"mb|{word}{'!' if call.alert else ''}|")
            explained = call.note
            # PBN's commentary after the call ('1S {five}'), which its reader adds to
            # the call's note: LIN's commentary after it, 'nt', not its explanation
            # (two comments after it, '1S {a} {b}', two 'nt')
            said = comments_after(deal.meta.get(f"pbn:Auction:comment:{index}", ""))
            comment = " ".join(said)
            if comment and explained and call.note_origin == "pbn" and comment in explained:
                explained = explained.replace(comment, "", 1).strip()
            else:
                said = []
            if explained:
                out.append(f"an|{dropped.text(explained, call.span, call.note_origin)}|")
            out.extend(_nt(Note(text, call.span, origin="pbn"), dropped) for text in said)
    if deal.declaration:
        found.append(make("P017", "LIN has no place for the make and the doubling of bridge "
                          "whist; they are left out", deal.span))
    out.append("pg||")
    # Commentary is LIN's 'nt': the deal's after the auction (LIN's own in its place
    # among the calls and the claim), a card's or a trick's after its card (a
    # paragraph an 'nt', its lines joined: a LIN board is one line; a LIN card's
    # note an 'nt' a line).
    out.extend(_nts(between, dropped))
    own: dict[Card, Note] = {}  # a card's note: an 'nt' a line
    # a trick's commentary, by the trick's number: an 'nt' a paragraph, after the
    # card played last (a PBN row is in columns: its last card may be the lead)
    by_trick: dict[int, list[Note]] = {}
    if deal.play is not None:
        for number, given in enumerate(deal.play.tricks, start=1):
            for played in given.cards:
                if played.note is not None:
                    own[played.card] = played.note
            if given.cards and given.notes:
                by_trick[number] = _lines_joined(given.notes)
    # (the claim and the result too: LIN states them only as a claim, 'mc', after the play)
    unheld = [what for what, given in (("the play", settled.tricks), ("the claim", deal.claim),
                                       ("the result", deal.result)) if given]
    if deal.auction is None and unheld:
        listed = ", ".join(unheld[:-1]) + " and " + unheld[-1] if len(unheld) > 1 else unheld[0]
        found.append(make("P017", "LIN gives the declarer only through an auction; "
                          f"{listed} of a deal with none {'are' if len(unheld) > 1 else 'is'} "
                          "left out", deal.span))
    elif (short := settled.short_said("LIN")) is not None:
        found.append(short)  # a trick short of its last card ends the play before the last
    elif settled.cut:  # a trick with a card not known before a later one: cut at the gap
        # (LIN numbers no trick: its play ends there, the later tricks left out too)
        found.extend(settled.cut_said("LIN", numbered=False))
    in_lin = settled.written()
    for trick in in_lin if auction is not None else []:
        for _, card in trick.cards:
            out.append(f"pc|{card.code}|")
            if card in own:
                out.append(_nt(own.pop(card), dropped, True))
        out.extend(_nts(by_trick.pop(trick.number, []), dropped))
        out.append("pg||")
    for note in own.values():  # (cards not replayed: their notes after the play)
        out.append(_nt(note, dropped, True))
    out.extend(_nts([note for notes in by_trick.values() for note in notes], dropped))
    if auction is not None and (deal.claim is not None or 0 < len(in_lin) < 13):
        tricks = settled.declarer_tricks()
        if tricks is not None:
            out.append(f"mc|{tricks}|")
            if deal.claim is None and not (deal.play is not None and deal.play.tricks
                                           and deal.play.tricks[-1].stops):
                # (a play said to go on unrecorded, PBN's '+' or the notation's '...',
                # makes its result in tricks not written: LIN's claim says as much)
                found.append(make(
                    "P017", f"LIN has no place for a result but a claim: the play stops "
                    f"short with no claim, and its result, {tricks} tricks to the "
                    f"declarer, is written as a claim ('mc'), which LIN reads as a claim "
                    f"of the tricks not played", (deal.result.span if deal.result is not None
                                                and deal.result.span is not None
                                                else deal.span)))
    out.extend(_nt(n, dropped) for n in last)
    if auction is not None and deal.meta.get("auction-open") == "stops":
        found.append(make("P017", _NOT_FINISHED,
                          auction.calls[-1].span if auction.calls else deal.span))
    elif auction is not None and deal.meta.get("auction-open"):
        found.append(make("P017", "LIN has no mark for an auction that goes on unrecorded "
                          "(PBN's and the notation's '+'): the calls written end there, "
                          "which LIN reads as an auction not finished",
                          deal.meta_spans.get("auction-open", deal.span)))
    if deal.meta.get("position") == "end":
        found.append(make("P017", "LIN holds whole deals: an end position is written as its "
                          "hands, which LIN reads as a deal short of cards",
                          deal.meta_spans.get("position", deal.span)))
    marks = irregularity_marks(deal.meta)
    if marks:
        found.append(make("P017", "LIN has no place for PBN's irregularity marks ("
                          + ", ".join(marks) + "); left out",
                          deal.meta_spans.get(IRREGULAR, deal.span)))
    lost = _lost(deal, match, scoring)
    if lost:
        # at the first of them in the file (only the record's own keys have a place)
        where = min((deal.meta_spans[k] for k, _ in lost if k in deal.meta_spans),
                    key=lambda span: (span.line, span.column), default=deal.span)
        if where is not None and deal.span is not None and where.line < deal.span.line:
            where = deal.span  # a tag the game takes from an earlier one (PBN's '##')
        found.append(make("P017", "LIN has no item for " + ", ".join(n for _, n in lost)
                          + "; left out", where))
    # placed on the first note that lost something, not on the deal
    found.extend(dropped.problems(deal.span))
    if any(h.small for h in deal.hands):
        found.append(make("P017", "LIN names every card: 'x' cards are left out", deal.span))
    return "".join(out), found

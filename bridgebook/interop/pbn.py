"""Read PBN 2.1 (the lenient import format) into the model, deal by deal.

Every value keeps its span in the PBN file, so the engine's diagnostics point
into it. Supplemental tags and sections are kept in ``Deal.meta`` under
``pbn:<Tag>`` (and written back by :mod:`bridgebook.interop.pbn_write`).

>>> record, found = read_pbn('[Dealer "N"]\\n[Deal "N:AKQJT98765432... .AKQJT98765432.. '
...                          '..AKQJT98765432. ...AKQJT98765432"]\\n')
>>> str(record.deals[0].hand(Seat.E).cards), found
('♥AKQJT98765432', [])
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.auction import read_contract
from bridgebook.engine.replay import trick_winner
from bridgebook.interop import fast
from bridgebook.interop.calls import read_call
from bridgebook.interop.common import (
    AGAIN,
    COMMENTS_APART,
    DEAL_FIRST,
    IRREGULAR,
    read_card,
    read_hand,
)
from bridgebook.interop.common import CARD_OF as _CARD_OF
from bridgebook.interop.pbn_scan import Game, Item, scan_games, words
from bridgebook.interop.pbn_tags import (
    KNOWN_TAGS,
    SECTION_TAGS,
    TAG_KEYS,
    implied_auction,
    laws_of,
    read_make,
    read_result,
    rotation_warning,
)
from bridgebook.model import (
    IMPLIED_AUCTION,
    ROUND,
    Auction,
    Call,
    CallKind,
    Card,
    Claim,
    Deal,
    Declaration,
    Hand,
    HandRecord,
    Note,
    Play,
    PlayedCard,
    Seat,
    Side,
    Span,
    StatedResult,
    StatedScore,
    Strain,
    Suit,
    Trick,
)

#: The values of the Vulnerable tag PBN knows (case aside): none, a side, both.
_VULNERABLE = frozenset({"none", "love", "-", "ns", "ew", "all", "both"})
#: The seats as PBN names them: a letter, or (leniently) the seat's name.
_PBN_SEATS = {"n": Seat.N, "e": Seat.E, "s": Seat.S, "w": Seat.W, "north": Seat.N,
              "east": Seat.E, "south": Seat.S, "west": Seat.W}


def pbn_seat(text: str) -> Seat | None:
    """A seat as a PBN tag names it (``N``, ``north``), or None (``Z``, ``Nord``).

    >>> pbn_seat("E"), pbn_seat("West"), pbn_seat("Z")
    (Seat.E, Seat.W, None)
    """
    return _PBN_SEATS.get(text.strip().lower())


#: The tags of a board, read again for a game that gives none of them (P050).
_BOARD_TAGS = ("Board", "Dealer", "Vulnerable", "Deal")
#: A contract of an end position may be its trump alone (PBN 3.4.8: ``[Contract "H"]``).
_STRAINS = frozenset({"C", "D", "H", "S", "NT"})
#: A contract redoubled written with an R (``3NR``, ``4SR``), as some writers do.
_REDOUBLED = re.compile(r"[1-7](?:[CDHS]|NT?)R", re.IGNORECASE)
#: The calls read as written (no mark, no note, nothing to skip), by their text.
_PLAIN_CALLS: dict[str, tuple[CallKind, int, Strain | None]] = {}
#: The trump suit's number by the strain's letter (-1: no trump).
_TRUMP_SUITS = {"S": int(Suit.SPADES), "H": int(Suit.HEARTS), "D": int(Suit.DIAMONDS),
                "C": int(Suit.CLUBS)}
_IRREGULAR = {"^R": "a revoke", "^L": "a lead out of turn", "^I": "an insufficient bid",
              "^S": "a call out of turn"}


def read_pbn(text: str) -> tuple[HandRecord, list[Diagnostic]]:
    """Every deal of a PBN text, and the problems met reading it."""
    deals: list[Deal] = []
    found: list[Diagnostic] = []
    for deal, problems in iter_pbn(text.splitlines()):
        if deal is not None:
            deals.append(deal)
        found.extend(problems)
    return HandRecord(tuple(deals), {}), found


def iter_pbn(lines: Iterable[str], first_line: int = 1,
             position: int = 0) -> Iterator[tuple[Deal | None, list[Diagnostic]]]:
    """The deals of a PBN file one by one (the file is never held whole). A part of
    a file read alone gives the number of its first line and of the deals before it."""
    previous: dict[str, str] = {}
    headers: dict[str, Item] = {}  # '##' values, for every later game (PBN 4.8)
    board: dict[str, Item] = {}  # the last game's Board, Dealer, Vulnerable and Deal
    pending: list[Note] = []  # commentary between games goes to the next game
    last_deal: _LastDeal = [None]  # this file's last Deal tag read (P050)
    for game in scan_games(lines, first_line):
        if not game.has_tags:
            pending.extend(Note(i.text, i.span, origin="pbn") for i in game.items
                           if i.kind == "note")
            stray = words([i for i in game.items if i.kind in ("word", "line")])
            yield None, game.problems + _stray(stray, "outside any game")
            continue
        position += 1
        deal, problems = _GameReader(game, position, previous, pending, headers, board,
                                     last_deal).read()
        pending = []
        yield deal, problems


def _stray(words: list[Item], where: str) -> list[Diagnostic]:
    lines: dict[int, Item] = {}
    for word in words:
        lines.setdefault(word.line, word)
    return [make("P014", f"text {where} skipped: {w.text!r}…", w.span,
                 hint="only tags, the Auction and Play sections and commentary are read")
            for w in lines.values()]


#: The last Deal tag of a file read, the dealer it was read with, its hands and its
#: problems: one pair, read once, kept by the reading of one file (a tag is a tuple).
_LastDeal = list[tuple[Item, Seat | None, tuple[Hand, ...], tuple[Diagnostic, ...]] | None]


class _GameReader:
    def __init__(self, game: Game, position: int, previous: dict[str, str],
                 pending: list[Note], headers: dict[str, Item] | None = None,
                 board: dict[str, Item] | None = None,
                 last_deal: _LastDeal | None = None) -> None:
        self.game = game
        self.last_deal: _LastDeal = last_deal if last_deal is not None else [None]
        self.position = position
        self.previous = previous
        self.headers = headers if headers is not None else {}
        self.board = board if board is not None else {}
        self.found: list[Diagnostic] = list(game.problems)
        self.notes: list[Note] = list(pending)
        self.meta: dict[str, str] = {}
        self.spans: dict[str, Span] = {}
        self.values: dict[str, Item] = {}
        self.sections: dict[str, list[Item]] = {}
        self.note_tags: dict[str, list[tuple[str, Span]]] = {}
        #: The commentary on a line of its own after a row of the play, by the row's
        #: number: the trick's, not its last card's.
        self.trick_notes: dict[int, list[Note]] = {}
        #: Irregularity marks read in the play and not yet on a card: a mark of its
        #: own ('C2 ^R S5') is on the card after it, the card it marks.
        self.play_marks: list[str] = []
        #: The '+' met in the play (it goes on from there, unrecorded): the play ends
        #: with its row.
        self.play_plus: Item | None = None
        #: The play's cells not read as cards (``S1``), by their place among the slots.
        self.unread_cells: dict[int, str] = {}
        #: The seat tags already told not to name a seat (P009, once a tag).
        self.not_seats: set[str] = set()

    def read(self) -> tuple[Deal, list[Diagnostic]]:
        self._collect()
        value = self.value
        dealer = self._seat("Dealer")
        hands = self._hands()
        auction = self._auction()
        declaration = read_make(self.values.get("Make"), words(self.sections.get("Make", [])),
                                self.found)
        contract_tag = self.values.get("Contract")
        if auction is None and not declaration and contract_tag is not None:
            auction = implied_auction(contract_tag.value, self._seat("Declarer"), dealer,
                                      Span.point(contract_tag.line, contract_tag.value_column,
                                                 len(contract_tag.value)))
            if auction is not None:
                self.meta[IMPLIED_AUCTION] = "yes"
        counts = {h.count for h in hands}
        if len(hands) == 4 and len(counts) == 1 and 0 < min(counts) < 13:
            self.meta["position"] = "end"  # an end position: a problem's last cards
        if contract_tag is not None and not (self.meta.get("position") == "end" and
                                             contract_tag.value.strip().upper() in _STRAINS):
            self._check_contract(contract_tag.value, contract_tag.line,
                                 contract_tag.value_column)
        play, claim = self._play(hands, declaration)
        result = self._result()
        board = value("Board")
        number = int(board) if board.isdecimal() else None
        laws = value("Laws") or laws_of(value("Scoring"), declaration)
        first = self.game.items[0]
        if hands and play is not None:
            self.found.extend(rotation_warning(hands, play, self.values.get("Deal"),
                                               self._seat("Declarer")))
        deal = Deal(position=self.position, number=number, title=value("Title") or None,
                    laws=laws, dealer=dealer, score=self._score(dealer),
                    meta=self.meta, meta_spans=self.spans, hands=hands,
                    declaration=declaration, auction=auction, play=play, claim=claim,
                    result=result, notes=tuple(self.notes),
                    span=Span.point(self.game.line or first.line, 1), read_from="pbn")
        return deal, self.found

    def _score(self, dealer: Seat | None) -> StatedScore | None:
        """bridgebook's ``[ScoreBefore]``, read as a ``score:`` line is (P030 if not)."""
        item = self.values.get("ScoreBefore")
        if item is None or not item.value.strip():
            return None
        # Loaded when a game states a score: the notation's score reader loads lark,
        # which reading PBN otherwise never needs.
        from bridgebook.interop.score_words import score_of

        return score_of(item.value, item.line, item.value_column, self.found,
                        dealer or Seat.S)

    def value(self, name: str) -> str:
        item = self.values.get(name)
        return item.value.strip() if item is not None else ""

    # -- the tags -----------------------------------------------------------------

    def _collect(self) -> None:
        current: str | None = None
        last: str | None = None  # the tag a note after it belongs to
        # the text read as no tag, section or commentary, with the tag before it
        stray: list[tuple[Item, str | None]] = []
        notes_for = "Auction"
        for item in self.game.items:
            if item.kind == "tag":
                name = KNOWN_TAGS.get(item.text.lower(), item.text)
                item = self._inherit(item, name)
                if name == "Contract" and _REDOUBLED.fullmatch(item.value.strip()):
                    # 'R' for redoubled (rpbridge.net's habit): PBN's 'XX'.
                    item = Item(item.kind, item.text, item.value.strip()[:-1] + "XX",
                                item.line, item.column, item.value_column)
                if name == "Note":
                    self.note_tags.setdefault(notes_for, []).append(
                        (item.value, Span.point(item.line, item.value_column,
                                                max(len(item.value), 1))))
                    current = None
                    continue
                if name in self.values:
                    continue  # a tag given twice: the first stands (PBN 3.3)
                if name.lower() not in KNOWN_TAGS:
                    self.found.append(make("P012", f"unknown tag [{name}]: kept, not read",
                                           item.span, hint="it is written back as it stands "
                                           "when the file is converted to PBN"))
                self.values[name] = item
                self._keep(name, item)
                current = name if name in SECTION_TAGS or name.endswith("Table") else None
                if current is not None:
                    self.sections[current] = []
                    if current in ("Auction", "Play"):
                        notes_for = current
                last = name
            elif current is not None:
                self.sections[current].append(item)
            elif item.kind == "note":
                self.notes.append(Note(item.text, item.span, origin="pbn"))
                if last is not None:
                    self.meta[f"pbn:{last}:note"] = item.text
            else:
                stray.append((item, last))
        for name, header in self.headers.items():
            if name not in self.values:  # a '##' value of an earlier game stands
                self.values[name] = header
                self._keep(name, header)
        self._same_board()
        told: set[int] = set()
        for item, tag in stray:
            for d in _stray(words([item]), f"after [{tag}]" if tag else "before the first tag"):
                if d.line not in told:
                    told.add(d.line)
                    self.found.append(d)
        for name, data in self.sections.items():
            if name not in ("Auction", "Play", "Make") and data:
                rows: dict[int, list[str]] = {}
                for word in words(data):
                    if word.kind == "word":
                        rows.setdefault(word.line, []).append(word.text)
                self.meta[f"pbn:{name}:section"] = "\n".join(" ".join(r) for r in rows.values())

    def _same_board(self) -> None:
        """A game with an auction or a play but no Deal and no Board is the last
        game's board played at another table, as some writers leave it (P050): the
        last game's Board, Dealer, Vulnerable and Deal are read for it."""
        values = self.values
        if "Deal" in values:
            self.board.clear()
            self.board.update((n, values[n]) for n in _BOARD_TAGS if n in values)
            return
        if "Board" in values or "Deal" not in self.board or not (
                "Auction" in values or "Play" in values):
            return
        for name in _BOARD_TAGS:
            if name not in values and name in self.board:
                values[name] = self.board[name]
                self._keep(name, self.board[name])
        self.meta[AGAIN] = "yes"  # the board again, at a table the file does not name
        first = self.game.items[0]
        board = self.board.get("Board")
        number = f"board {board.value} " if board is not None else "the board "
        self.found.append(make(
            "P050", f"this game gives no Deal: it is read as {number}again, at another "
            f"table (the Deal of line {self.board['Deal'].line})",
            Span.point(first.line, 1), hint="PBN carries no tag over to the next game: "
            "repeat the Board and Deal tags, or write [Deal \"#\"]"))

    def _inherit(self, item: Item, name: str) -> Item:
        value = item.value
        if not value.startswith("#"):
            self.previous[name] = value
            return item
        if value.startswith("##") and len(value) > 2:
            value = value[2:]  # this value, and the value of every later game (PBN 4.8)
            item = Item(item.kind, item.text, value, item.line, item.column,
                        item.value_column + 2)
            self.headers[name] = item
        elif value == "#":
            value = self.previous.get(name, "")
        elif value == "##":
            old = self.previous.get(name, "")
            value = str(int(old) + 1) if old.isdecimal() else old
        self.previous[name] = value
        return Item(item.kind, item.text, value, item.line, item.column, item.value_column)

    def _keep(self, name: str, item: Item) -> None:
        value = item.value.strip()
        key = TAG_KEYS.get(name)
        if name in ("Declarer", "Result") and value.startswith("^"):
            value = value[1:]  # marked irregular (PBN 3.4): the mark is kept
            self.meta[f"pbn:{name}:mark"] = "^"
            where = Span.point(item.line, item.value_column, 1)
            self.spans.setdefault(IRREGULAR, where)
            self.found.append(make("P016", f"the record marks the {name.lower()} as "
                                   "irregular (^)", where))
        if key is not None and value not in ("", "?", "-") and not self._known(name, item,
                                                                               value):
            return  # told: the value is not read
        if key is not None and value not in ("", "?", "-"):
            if key == "contract" and value.lower() in ("pass", "passed"):
                value = "passed out"
            self.meta[key] = value
            self.spans[key] = Span.point(item.line, item.value_column, max(len(value), 1))
        elif name not in ("Deal", "Dealer", "Auction", "Play", "Result", "Make", "Laws") or (
                name == "Result" and value in ("", "?", "-")):
            # (a Result that states nothing, kept as read: a passed-out board's "")
            self.meta[f"pbn:{name}"] = item.value

    def _known(self, name: str, item: Item, value: str) -> bool:
        """Whether a Board, Vulnerable or Declarer tag's value is one PBN knows; if
        not, it is told at the value with the values PBN knows (P007, P009 for a
        seat), and not read."""
        where = Span.point(item.line, item.value_column, max(len(item.value), 1))
        if name == "Vulnerable" and value.lower() not in _VULNERABLE:
            self.found.append(make("P007", f"[Vulnerable] {value!r} is not a vulnerability",
                                   where, hint='None, NS, EW or All (PBN reads "Love" and '
                                   '"-" as None, "Both" as All)'))
            return False
        if name == "Board" and not value.isdecimal():
            self.found.append(make("P007", f"[Board] {value!r} is not a board number", where,
                                   hint='the number of the board: [Board "1"]'))
            return False
        if name == "Declarer" and pbn_seat(value) is None:
            self.not_seats.add(name)
            self.found.append(make("P009", f"[Declarer] {item.value!r} is not a seat", where,
                                   hint="N, E, S or W"))
            return False
        return True

    def _seat(self, name: str) -> Seat | None:
        item = self.values.get(name)
        text = item.value.strip().removeprefix("^") if item is not None else ""
        if item is None or text in ("", "?", "-"):
            return None
        seat = pbn_seat(text)
        if seat is None and name not in self.not_seats:
            self.not_seats.add(name)
            self.found.append(make("P009", f"[{name}] {item.value!r} is not a seat",
                                   Span.point(item.line, item.value_column, len(item.value)),
                                   hint="N, E, S or W"))
        return seat

    def _hands(self) -> tuple[Hand, ...]:
        item = self.values.get("Deal")
        if item is None:
            return ()
        dealer = self._seat("Dealer")
        # A game that gives no Deal reads the last game's (P050): the same tag, read
        # the same way, so its hands and their problems are the last reading's.
        text = item.value
        first = pbn_seat(text[0]) if len(text) > 1 and text[1] == ":" else None
        if first is not None and first is not dealer:
            # the tag's first seat, not the dealer's: written again as it was
            self.meta[DEAL_FIRST] = first.name
        last = self.last_deal[0]
        if last is not None and last[0] is item and last[1] is dealer:
            self.found.extend(last[3])
            return last[2]
        found = len(self.found)
        hands = self._read_hands(item, dealer)
        self.last_deal[0] = (item, dealer, hands, tuple(self.found[found:]))
        return hands

    def _read_hands(self, item: Item, dealer: Seat | None) -> tuple[Hand, ...]:
        text = item.value
        first = dealer or Seat.N
        offset = 0
        if len(text) > 1 and text[1] == ":":
            try:
                first = Seat.parse(text[0])
            except ValueError:
                self.found.append(make("P009", f"[Deal] starts with {text[0]!r}, not a seat",
                                       Span.point(item.line, item.value_column)))
            offset = 2
        hands: list[Hand] = []
        seat = first
        at = offset
        seats = 0
        for part in text[offset:].split(" "):
            if part:
                seats += 1
                if part != "-":
                    hand, problems = read_hand(part, seat, line=item.line,
                                               column=item.value_column + at, letters=False)
                    hands.append(hand)
                    self.found.extend(problems)
                seat = seat.lho
            at += len(part) + 1
        if 0 < seats < 4:
            self.found.append(make("P013", f"[Deal] gives {seats} hands, not four",
                                   Span.point(item.line, item.value_column, len(text)),
                                   hint="a hand not known is written '-'"))
        return tuple(hands)

    def _check_contract(self, text: str, line: int, column: int) -> None:
        """A [Contract] that is neither a contract, 'Pass' nor unknown ('?', '')."""
        if text.strip() in ("", "?", "-") or text.strip().lower() == "pass":
            return
        try:
            seated = read_contract(text.strip()).declarer is not None
        except ValueError:
            seated = False
        else:
            if not seated:
                return
        # '3NN' is not 3NT by North: a Contract tag names no seat (PBN 3.4.8), the
        # declarer is the Declarer tag's. It is kept as written, and not read; nor is a
        # contract not read at all ('3NTX X'): its P004 says it, once.
        self.found.append(make("P004", f"[Contract] is not a contract: {text!r}" + (
            " (a contract names no seat)" if seated else ""), Span.point(line, column, len(text)),
            hint="a level 1-7, a strain C D H S NT, then X or XX; the declarer is [Declarer]"))
        self.meta.pop("contract", None)
        self.spans.pop("contract", None)
        self.meta["pbn:Contract"] = text

    def _result(self) -> StatedResult | None:
        item = self.values.get("Result")
        if item is None:
            return None
        return read_result(item, self.found)

    # -- the sections --------------------------------------------------------------

    def _auction(self) -> Auction | None:
        item = self.values.get("Auction")
        if item is None:
            return None
        first = self._seat("Auction")
        notes = _NoteTags(self.note_tags.get("Auction", []))
        calls: list[Call] = []
        plus: Item | None = None  # a '+' read, no call after it yet
        # irregularity marks read and not yet on a call: a mark of its own ('1D ^I 1C')
        # is on the call after it, the call it marks; a mark on a call's word ('1C^I')
        # on that call
        marks: list[str] = []
        for word in words(self.sections.get("Auction", [])):
            text = word.text
            plain = _PLAIN_CALLS.get(text) if word.kind == "word" else None
            if plain is not None and plus is None and not marks:  # the usual case
                column = word.column
                calls.append(fast.call(*plain, fast.span(word.line, column, column + len(text))))
                continue
            said = text if word.kind == "note" else (
                notes.said(text[1:-1], word.span) if text.startswith("=")
                and text.endswith("=") and len(text) > 2 else None)
            if said is not None or word.kind == "note" or (text.startswith("=")
                                                           and text.endswith("=")):
                if calls and said:
                    old = calls[-1]
                    note = f"{old.note} {said}" if old.note else said
                    calls[-1] = Call(old.kind, old.level, old.strain, old.alert, note, old.span,
                                     "pbn")
                    if word.kind == "note":  # commentary: written back after the call
                        key = f"pbn:Auction:comment:{len(calls) - 1}"
                        # (each its own, kept apart: the note holds them joined)
                        self.meta[key] = (f"{self.meta[key]}{COMMENTS_APART}{said}"
                                          if key in self.meta else said)
                elif word.kind == "note":
                    self.notes.append(Note(text, word.span, origin="pbn"))
                continue
            text, mark = self._irregular(word, text)
            text = text.rstrip("!?")
            if marks or mark:
                if text.upper() == "AP" or _call_word(text):
                    self._marked(f"pbn:Auction:mark:{len(calls)}", marks, mark)
                elif mark:  # a mark of its own, or on no call's word: on the call after it
                    marks.append(mark)
            if text == "-" and not calls and first is not None:
                first = first.lho  # a seat before the dealer's first call (PBN 3.5)
                continue
            if text == "+":
                self.meta["auction-open"] = "yes"  # the auction goes on, unrecorded
                plus = word
                continue
            if not text or text.startswith("$") or text in ("*", "-"):
                continue
            if plus is not None:  # calls after the '+': read on, the '+' not kept
                self.found.append(make(
                    "P047", f"the auction is said to go on unrecorded at {plus.text!r}, but "
                    f"calls follow it ({word.text!r}): they are read on", plus.span,
                    hint="an auction goes on unrecorded only after its last call: remove "
                    "the '+', or the calls after it"))
                del self.meta["auction-open"]
                plus = None
            if text.upper() == "AP":
                calls.extend(Call(CallKind.PASS, span=word.span)
                             for _ in range(_passes_to_close(calls)))
                continue
            try:
                call = read_call(text, word.span)
                calls.append(call)
                if text == word.text and word.kind == "word" and len(_PLAIN_CALLS) < 1000:
                    _PLAIN_CALLS[text] = (call.kind, call.level, call.strain)
            except ValueError:
                self.found.append(make("P004", f"not a call: {word.text!r}", word.span,
                                       hint="a bid (1C…7NT), Pass, X, XX or AP"))
        if marks and calls:  # marks after the last call: on it
            self._marked(f"pbn:Auction:mark:{len(calls) - 1}", [], " " + " ".join(marks))
        span = Span.point(item.line, item.column, len(item.text))
        if (calls and _passes_to_close(calls) and "auction-open" not in self.meta
                and not any(self.value(t) not in ("", "?", "-")
                            for t in ("Contract", "Declarer", "Result", "Play"))):
            self.meta["auction-open"] = "stops"  # a board not finished: nothing follows
        for told in (notes.unused("Auction"), notes.unknown("Auction")):
            if told is not None:
                self.found.append(told)
        return Auction(tuple(calls), first, span)

    def _marked(self, key: str, marks: list[str], on: str = "") -> None:
        """The irregularity marks of a call or a card kept, to be written back where
        they stood: ``key`` the marks written before it, each a word ('^I 1C'),
        ``key:after`` the text after its word ('1C^I', and ' ^S' after the last)."""
        if marks:
            self.meta[key] = " ".join(marks)
            marks.clear()
        if on:
            self.meta[key + ":after"] = self.meta.get(key + ":after", "") + on

    def _irregular(self, word: Item, text: str) -> tuple[str, str]:
        """The word without its irregularity mark, and the mark (P016)."""
        at = text.find("^")
        if at < 0:
            return text, ""
        mark = text[at:at + 2].upper()
        what = _IRREGULAR.get(mark, "an irregularity")
        where = Span.point(word.line, word.column + at, len(mark))
        self.spans.setdefault(IRREGULAR, where)  # (the game's first mark)
        self.found.append(make("P016", f"the record marks {what} here ({mark})", where))
        return text[:at], mark

    def _play(self, hands: tuple[Hand, ...],
              declaration: tuple[Declaration, ...]) -> tuple[Play | None, Claim | None]:
        item = self.values.get("Play")
        if item is None:
            return None, None
        leader = self._seat("Play")
        if leader is None:
            return None, None
        columns = (leader, leader.lho, leader.partner, leader.rho)
        notes = _NoteTags(self.note_tags.get("Play", []))
        self.trick_notes = {}
        self.play_plus = None
        self.unread_cells = {}
        self.play_marks = []
        slots: list[PlayedCard | None] = []  # the cards column by column, row by row
        spans: list[Span] = []  # the span of each row's first card
        played = fast.played
        row = fast.row
        section = self.sections.get("Play", [])
        cut: list[int] = []  # the rows written short of a card, with no cell for it
        over: dict[int, PlayedCard] = {}  # a row's card past its four columns, by row
        by_row = True  # every line of cards so far a row of its own
        after = 0  # the first entry not yet read (a line's words read together)
        for at, entry in enumerate(section):
            if at < after:
                continue
            text = entry.text
            if (len(text) == 11 and not len(slots) & 3 and entry.kind == "line"
                    and text[2] == text[5] == text[8] == " "
                    and not self.play_marks):  # "SA HT D2 C9", a whole row
                first, second = _CARD_OF.get(text[0:2]), _CARD_OF.get(text[3:5])
                third, fourth = _CARD_OF.get(text[6:8]), _CARD_OF.get(text[9:11])
                if (first is not None and second is not None and third is not None
                        and fourth is not None):
                    where = fast.span(entry.line, 1, 3)
                    spans.append(where)
                    slots += row(where, (first, second, third, fourth), columns)
                    continue
            plain = _plain_cards(text) if entry.kind == "line" and not self.play_marks else None
            line = entry.line
            begun = len(slots)
            if plain is None:
                # The slow path (notes, marks, '*'): the line's words read together
                # (commentary in braces cuts a line into words of its own).
                after = _line_end(section, at)
                end = self._play_words(words(section[at:after]), slots, spans, columns, notes)
                if end is None and self.play_plus is not None and not len(slots) & 3:
                    end = self.play_plus, []
                if end is not None:
                    self._after_end(end[0], end[1] + words(section[after:]), slots, notes)
                    break
                if self.play_plus is not None:
                    by_row = False
                width = len(slots) - begun
                tail = section[after - 1]
                place = Span(line, entry.column, line, tail.column + len(tail.text)
                             + (2 if tail.kind == "note" else 0))
            else:
                for card, column, size in plain:
                    where = fast.span(line, column, column + size)
                    index = len(slots)
                    if not index & 3:
                        spans.append(where)
                    slots.append(None if card is None else played(card, columns[index & 3], where))
                width = len(plain)
                place = Span.point(line, entry.column, len(text))
            if by_row and not begun & 3 and 0 < width < 4 and _row_after(
                    section, at if plain is not None else after - 1):
                # A row short of a card among rows of four, one a line: the card was
                # cut from it, not the play carried over to the next line. The row is
                # kept as written, its cards in its first columns, the last cells empty.
                self.found.append(make(
                    "P008", f"this row has {width} card{'s' if width > 1 else ''} "
                    f"but the play has {len(columns)} columns", place,
                    hint="write the card missing in its player's column, or '-' for a card "
                    "not played"))
                cut.append(begun >> 2)
                slots += [None] * (4 - width)
            elif (by_row and not begun & 3 and width == 5 and plain is not None
                  and None not in slots[begun:] and _row_after(section, at)):
                # A row of five cards among rows of four, one a line: a card written
                # twice or carried from another trick, not the next trick begun. The row
                # keeps four cards in its columns and the fifth past them: its P008 is
                # the one message, the card to strike out found as a table's (rows.py).
                stray = slots.pop()
                assert stray is not None
                over[begun >> 2] = stray
                self.found.append(make(
                    "P008", f"this row has {width} cards but the play has {len(columns)} "
                    "columns", place, hint=_TOO_MANY))
            elif begun & 3 or len(slots) & 3:
                by_row = False
        last = next((c for c in reversed(slots) if c is not None), None)
        if self.play_marks and last is not None:  # marks after the last card: on it
            self._marked(f"pbn:Play:mark:{last.card.code}", [],
                         " " + " ".join(self.play_marks))
            self.play_marks.clear()
        rows = [slots[at:at + 4] for at in range(0, len(slots), 4)]
        while rows and all(c is None for c in rows[-1]):
            rows.pop()  # rows of '-' after the last card played (PBN 3.6)
        tricks = [fast.table_trick(tuple([c for c in row if c is not None]), number,
                                   leader if number == 1 else None, spans[number - 1])
                  for number, row in enumerate(rows, start=1)]
        for at, text in self.unread_cells.items():
            # A cell not read keeps its column: the row is short that one card, told
            # at the cell (P002), not again as a trick of three cards (L006).
            number = at // 4 + 1
            if number <= len(tricks):
                trick = tricks[number - 1]
                tricks[number - 1] = replace(trick, damaged=True, unread=(
                    *trick.unread, (columns[at & 3], text)))
        for at, stray in over.items():
            tricks[at] = replace(tricks[at], damaged=True, extra=(stray,))
        for at in cut:
            # (its P008 tells the row; the check reads it with the card in each column)
            tricks[at] = replace(tricks[at], damaged=True)
        for number, said in self.trick_notes.items():
            if number <= len(tricks):
                tricks[number - 1] = replace(tricks[number - 1], notes=tuple(said))
        play_span = Span.point(item.line, item.column, len(item.text))
        named = [d.strain for d in declaration if d.strain is not None]
        strain = named[0].code[:1] if named else self.value("Contract")[1:2].upper()
        # A last trick cut short with no result to claim the rest is kept: PBN lets a
        # play stop anywhere (a lone opening lead, as a quiz gives it).
        # A '+' says the play went on, unrecorded: no one claimed, and the play stops
        # with its row (as the book notation's '...'), whatever the result.
        claim = self._claim(tricks, leader, strain, len(cut)) if self.play_plus is None \
            else None
        if tricks and claim is None and (len(tricks[-1].cards) < 4
                                         or self.play_plus is not None):
            tricks[-1] = replace(tricks[-1], stops=True)
        for told in (notes.unused("Play"), notes.unknown("Play")):
            if told is not None:
                self.found.append(told)
        return Play(tuple(tricks), columns, play_span, fixed=True), claim

    def _play_words(self, entries: list[Item], slots: list[PlayedCard | None],
                    spans: list[Span], columns: tuple[Seat, ...],
                    notes: _NoteTags) -> tuple[Item, list[Item]] | None:
        """Read words of the play section (the slow path: notes, marks, ``*``); at
        the end of the play, the ``*`` and the words after it."""
        for place, word in enumerate(entries):
            text = word.text
            if _is_note(word):
                self._play_note(word, slots, notes)
                continue
            if self.play_plus is not None and not len(slots) & 3:
                return self.play_plus, entries[place:]  # the row of the '+' is done
            if text == "*":
                return word, entries[place + 1:]
            if text == "+":
                # The play goes on from here, unrecorded (PBN 2.1's own example: "S3 C3 +
                # SA"): this seat's card is not known, and the play ends with the row. Its
                # other cells are read: the leader's column may come after the '+'.
                self.play_plus = word
                # Its seat, for PBN written again: the cell is a '+', not a '-'.
                self.meta["pbn:Play:plus"] = columns[len(slots) & 3].name
                text = "-"
            text, mark = self._irregular(word, text)
            text = text.rstrip("!?")
            card = None if text in ("", "-") or text.startswith("$") else read_card(text)
            if card is not None and (self.play_marks or mark):
                self._marked(f"pbn:Play:mark:{card.code}", self.play_marks, mark)
            elif mark:  # a mark of its own, or on no card: on the card after it
                self.play_marks.append(mark)
            if not text or text.startswith("$"):
                continue
            index = len(slots)
            if not index & 3:
                spans.append(word.span)
            if card is None and text != "-":
                self.found.append(make("P002", f"not a card: {word.text!r}", word.span,
                                       hint="a card is a suit letter and a rank: SA, HT, C2"))
                self.unread_cells[index] = word.text
            slots.append(None if card is None else
                         PlayedCard(card, columns[index & 3], span=word.span))
        return None

    def _play_note(self, word: Item, slots: list[PlayedCard | None],
                   notes: _NoteTags) -> None:
        """Commentary (or a ``=n=`` note) in the play: the last card's; on a line of its
        own after a row, the trick's; before the first card, the deal's."""
        said = word.text if word.kind == "note" else notes.said(word.text[1:-1], word.span)
        if not said:
            return
        at = next((i for i in range(len(slots) - 1, -1, -1) if slots[i] is not None), None)
        if at is None:
            self.notes.append(Note(said, word.span, origin="pbn"))
            return
        played = slots[at]
        assert played is not None
        if (word.kind == "note" and not len(slots) & 3 and played.span is not None
                and word.line > played.span.line):
            # On a line of its own after a row: the trick's commentary.
            self.trick_notes.setdefault(len(slots) >> 2, []).append(
                Note(said, word.span, origin="pbn"))
            return
        joined = f"{played.note.text} {said}" if played.note else said
        slots[at] = PlayedCard(played.card, played.seat, played.marked,
                               Note(joined, word.span, origin="pbn"), played.span)

    def _after_end(self, end: Item, after: list[Item], slots: list[PlayedCard | None],
                   notes: _NoteTags) -> None:
        """The words after the end of the play (a ``*``, or the row of a ``+``): the
        commentary before any card is kept as it is in the play (the last card's, or its
        trick's), and the cards are not read (P047, with what commentary follows them)."""
        for place, word in enumerate(after):
            if _is_note(word):
                self._play_note(word, slots, notes)
            elif read_card(self._bare(word.text)) is not None:
                # (the notes among the cards not read are told with them, P047)
                notes.used.update(w.text[1:-1] for w in after[place:] if _is_note(w))
                self._cards_after_end(end, after[place:])
                return

    def _cards_after_end(self, end: Item, after: list[Item]) -> None:
        """Cards after the ``*`` that ends the play (or the row of a ``+``) are not
        read, nor the commentary among them: P047 at the mark."""
        cards = [w for w in after if w.kind != "note" and read_card(
            self._bare(w.text)) is not None]
        if cards:
            plus = end.text == "+"
            said = sum(1 for w in after if w.kind == "note")
            also = f", nor the commentary after {'it' if len(cards) == 1 else 'them'}" \
                if said else ""
            self.found.append(make(
                "P047", f"'{end.text}' ends the play{' with its row' if plus else ''}, but "
                f"{len(cards)} card{' follows' if len(cards) == 1 else 's follow'} it (the "
                f"first {cards[0].text!r}, line {cards[0].line}): not read{also}", end.span,
                hint="the play goes on from the '+', unrecorded: remove the cards after its "
                "row, or the '+'" if plus else
                "move '*' after the last card played, or remove the cards after it"))

    @staticmethod
    def _bare(text: str) -> str:
        """A card's word without the marks PBN may put after it (``^R``, ``!``)."""
        return text.split("^")[0].rstrip("!?")

    def _claim(self, tricks: list[Trick], leader: Seat, strain: str,
               cut: int = 0) -> Claim | None:
        # (a row cut short of a card, ``cut`` of them, is a trick played all the same)
        complete = sum(1 for t in tricks if len(t.cards) == 4) + cut
        if complete >= 13 or any(len(t.cards) < 4 and not t.damaged for t in tricks[:-1]):
            return None
        declarer = self._seat("Declarer") or leader.rho
        result = self.values.get("Result")
        stated = read_result(result, []) if result is not None else None
        if stated is None or stated.tricks is None:
            return None
        trump = _TRUMP_SUITS.get(strain, -1)
        taken = [0, 0]  # by the side's number, N-S first
        lead = leader
        for trick in tricks:
            # a row with a card not read is counted with the cards read (the card not
            # read taken not to win: its P002 says it)
            if len(trick.cards) + len(trick.unread) != 4 or not trick.cards:
                continue
            # A row's cards are in its columns, one to a seat: read round from the leader.
            by_seat: list[Card | None] = [None, None, None, None]
            for c in trick.cards:
                if c.seat is not None:
                    by_seat[c.seat] = c.card
            order = [(seat, card) for seat in ROUND[lead] if (card := by_seat[seat]) is not None]
            if len(order) + len(trick.unread) < 4:
                continue
            lead = trick_winner(order, trump)
            taken[lead & 1] += 1
        side = stated.side if stated.side is not None else declarer.side
        won = taken[0 if side is Side.NS else 1]
        seat = declarer if side is declarer.side else declarer.lho
        span = result.span if result is not None else None
        return Claim(seat, max(stated.tricks - won, 0), span,
                     bool(tricks) and len(tricks[-1].cards) + len(tricks[-1].unread) < 4)


#: The fix of a play row with a card past its four columns (P008).
_TOO_MANY = ("a trick has one card from each player: strike out the card written twice or "
             "carried from another trick")


def _is_note(word: Item) -> bool:
    """Commentary in braces, or a reference ``=n=`` to a ``[Note]`` tag."""
    text = word.text
    return word.kind == "note" or (text.startswith("=") and text.endswith("=")
                                   and len(text) > 2)


def _plain_cards(text: str) -> list[tuple[Card | None, int, int]] | None:
    """A line of the play that holds only cards and ``-`` (the fast path): each
    card with its column and width; None for any other line.

    >>> _plain_cards("SA HT D2 C9")[1], _plain_cards("SA {x}")
    ((Card.H10, 4, 2), None)
    """
    if len(text) == 11 and text[2] == text[5] == text[8] == " ":  # "SA HT D2 C9"
        cards = (_CARD_OF.get(text[0:2]), _CARD_OF.get(text[3:5]), _CARD_OF.get(text[6:8]),
                 _CARD_OF.get(text[9:11]))
        if None not in cards:
            return [(cards[0], 1, 2), (cards[1], 4, 2), (cards[2], 7, 2), (cards[3], 10, 2)]
    out: list[tuple[Card | None, int, int]] = []
    at = 0
    for word in text.split():
        at = text.find(word, at)
        if word == "-":
            out.append((None, at + 1, 1))
        else:
            card = read_card(word)
            if card is None:
                return None
            out.append((card, at + 1, len(word)))
        at += len(word)
    return out


def _line_end(section: list[Item], at: int) -> int:
    """The index after the last entry of ``section[at]``'s line: a line of section data
    is one entry, or, cut by commentary in braces, its words and notes one by one."""
    if section[at].kind == "line":
        return at + 1
    line = section[at].line
    end = at + 1
    while end < len(section) and section[end].kind != "line" and section[end].line == line:
        end += 1
    return end


def _row_after(section: list[Item], at: int) -> bool:
    """Whether the line after ``section[at]`` is a row of four cells, a card among
    them (not the row of ``-`` after the last card played); its commentary and
    ``=n=`` notes are no cells."""
    if at + 1 >= len(section):
        return False
    cells = [w.text for w in words(section[at + 1:_line_end(section, at + 1)])
             if not _is_note(w)]
    if len(cells) != 4:
        return False
    cards = [None if text == "-" else read_card(_GameReader._bare(text)) for text in cells]
    return all(card is not None or text == "-" for card, text in zip(cards, cells, strict=True)
               ) and any(card is not None for card in cards)


def _call_word(text: str) -> bool:
    """Whether ``text`` is a call's word, which the marks before it go on."""
    try:
        read_call(text, None)
    except ValueError:
        return False
    return True


def _passes_to_close(calls: list[Call]) -> int:
    """The passes ``AP`` (all pass) stands for: those that close the auction, four
    in all when nobody has bid.

    >>> _passes_to_close([]), _passes_to_close([Call(CallKind.BID, 1, None), Call(CallKind.PASS)])
    (4, 2)
    """
    if all(call.kind is CallKind.PASS for call in calls):
        return max(4 - len(calls), 0)
    trailing = 0
    for call in reversed(calls):
        if call.kind is not CallKind.PASS:
            break
        trailing += 1
    return max(3 - trailing, 0)


class _NoteTags:
    """A section's ``[Note "1:text"]`` tags: each text by its number (the last tag of a
    number stands), the place of each, and the numbers a call or a card refers to
    (``=1=``)."""

    __slots__ = ("missing", "places", "texts", "used")

    def __init__(self, tags: list[tuple[str, Span]]) -> None:
        self.texts: dict[str, str] = {}
        self.places: dict[str, Span] = {}
        self.used: set[str] = set()
        #: The numbers referred to (``=3=``) that no tag gives, each at its first place.
        self.missing: dict[str, Span] = {}
        for value, where in tags:
            number, _, text = value.partition(":")
            self.texts[number.strip()] = text.strip()
            self.places.setdefault(number.strip(), where)

    def said(self, number: str, where: Span | None = None) -> str | None:
        """The text of note ``number``, now referred to (at ``where``)."""
        self.used.add(number)
        text = self.texts.get(number)
        if text is None and where is not None:
            self.missing.setdefault(number, where)
        return text

    def unknown(self, section: str) -> Diagnostic | None:
        """P049 at the first ``=n=`` of a section no ``[Note "n:..."]`` gives, naming
        each such number once: the note is not there to read.

        >>> notes = _NoteTags([("1:five", Span.point(9, 8))])
        >>> notes.said("1", Span.point(8, 4)), notes.said("3", Span.point(8, 12))
        ('five', None)
        >>> notes.said("2", Span.point(8, 20)), notes.said("3", Span.point(8, 28))
        (None, None)
        >>> print(notes.unknown("Auction").message.replace(": ", ":\\n"))
        =3= and =2= refer to no [Note] tag (no [Note "3:..."], [Note "2:..."] after the auction):
        the notes of the calls are lost
        """
        if not self.missing:
            return None
        left = list(self.missing)
        one = len(left) == 1
        who = "call" if section == "Auction" else "card"
        named = f"={left[0]}=" if one else ", ".join(f"={n}=" for n in left[:-1]) + (
            f" and ={left[-1]}=")
        return make("P049", f"{named} refer{'s' if one else ''} to no [Note] tag (no "
                    + ", ".join(f'[Note "{n}:..."]' for n in left)
                    + f" after the {section.lower()}): the note{'' if one else 's'} of the "
                    f"{who}{'' if one else 's'} {'is' if one else 'are'} lost",
                    next(iter(self.missing.values())),
                    hint=f'write [Note "{left[0]}:text"] after the {section.lower()}, or '
                    f"remove ={left[0]}= (a [Note] tag lost?)")

    def unused(self, section: str) -> Diagnostic | None:
        """P048 at the first note no call (or card) refers to, naming them all: not
        read, so a conversion has none of them.

        >>> notes = _NoteTags([("1:five", Span.point(9, 8)), ("3:four", Span.point(10, 8)),
        ...                    ("2:six", Span.point(11, 8))])
        >>> notes.said("1")
        'five'
        >>> print(notes.unused("Auction").message.replace(": ", ":\\n"))
        [Note] tags 2 and 3 are referred to by no call (no =2=, =3= in the auction):
        not read, so not converted
        """
        left = sorted((n for n in self.texts if n not in self.used),
                      key=lambda n: (not n.isdecimal(), int(n) if n.isdecimal() else 0, n))
        if not left:
            return None
        one = len(left) == 1
        who = "call" if section == "Auction" else "card"
        named = left[0] if one else ", ".join(left[:-1]) + " and " + left[-1]
        first = min((self.places[n] for n in left), key=lambda s: (s.line, s.column))
        return make("P048", f"[Note] tag{'' if one else 's'} {named} "
                    f"{'is' if one else 'are'} referred to by no {who} (no "
                    + ", ".join(f"={n}=" for n in left) + f" in the {section.lower()}): "
                    "not read, so not converted", first,
                    hint=f"write ={left[0]}= after the {who} the note explains, or remove "
                    "the tag (a line of the " + section.lower() + " lost?)")


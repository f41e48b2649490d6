"""Read a PBN game in its commonest form straight into integers, for the quick verdict.

:func:`read_compact` takes the lines of one game (a paragraph of the file: from
a blank line to the next) and gives a
:class:`~bridgebook.model.compact.CompactDeal`, or None when anything in it is not
in the form it knows; the game is then read by the full reader
(:func:`bridgebook.interop.pbn.iter_pbn`), which also places every problem. It
knows the games that programs write, one tag to a line:

    [Board "1"]  [Dealer "N"]  [Vulnerable "None"]  [Deal "N:AKQ.JT9.876.5432 …"]
    [Scoring "IMP"]  [Declarer "S"]  [Contract "4HX"]  [Result "10"]
    [Auction "N"]
    1H Pass 4H X
    Pass Pass Pass
    [Play "W"]
    SA S2 S3 S4
    …                   (thirteen rows of four cards)

plus any other tag of the standard that carries no section. A game with no
Auction section is read with the auction its [Contract] and [Declarer] imply (as
the full reader reads it), or as its hands alone when it states nothing else (a
dealing program's board: Board, Dealer, Vulnerable, Deal). Commentary on a line
of its own, a note's number after a call (``=1=``) and ``[Note]`` tags are passed
over (nothing in them is checked); a Play section with no card is kept as
``started``, for the full check's one note on it (L010). Commentary within a line,
marks, ``#`` values and a play cut short go to the full reader.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bridgebook.interop.calls import read_call
from bridgebook.interop.common import CARD_OF, table_of
from bridgebook.interop.pbn_scan import MAX_LINE
from bridgebook.interop.pbn_tags import KNOWN_TAGS, implied_auction, laws_of
from bridgebook.model import Auction, Call, CallKind, Seat, Side, Span, StatedResult
from bridgebook.model.compact import CompactDeal

_TAG = re.compile(r'\[([A-Za-z0-9_]+) "([^"\\#]*)"\]\s*$')
_SEATS = {"N": 0, "E": 1, "S": 2, "W": 3}
#: A Contract tag the quick path takes; any other (``3NN``, ``4Z``) is the full reader's.
_CONTRACT = re.compile(r"[1-7](?:NT?|[CDHS])X{0,2}|pass(?:ed)?", re.IGNORECASE)
_RANKS = {r: v for v, r in enumerate("23456789TJQKA")}
_PASS = Call(CallKind.PASS)
_NOWHERE = Span.point(1, 1)  # the place of an implied call: no message is made here
#: The tags the quick reader takes, as written (any case) to their names; a note,
#: a make, a table, a stated score or a score keeper's line (read, and reported if
#: not understood) is left to the full reader.
_NAMES: dict[str, str] = {}
for _low, _name in KNOWN_TAGS.items():
    if _name not in ("Note", "Make", "ScoreBefore", "Rubber", "Honours", "Chicane",
                     "Revoke") and not _name.endswith("Table"):
        for _written in {_name, _low, _name.upper()}:
            _NAMES[_written] = _name
_CALLS: dict[str, Call] = {}  # a call has no place here, so one object serves
_CARDS: dict[str, int] = {text: int(card) for text, card in CARD_OF.items()
                          if len(text) == 2}


class NotQuick(Exception):
    """A file whose games depend on each other (a ``#`` value): read it in full."""


def _hands(text: str) -> list[int] | None:
    if len(text) < 2 or text[1] != ":" or text[0] not in _SEATS:
        return None
    parts = text[2:].split(" ")
    if len(parts) != 4:
        return None
    hands = [0, 0, 0, 0]
    seat = _SEATS[text[0]]
    for part in parts:
        suits = part.split(".")
        if len(suits) != 4:
            return None
        mask = count = 0
        for suit, ranks in zip((3, 2, 1, 0), suits, strict=True):
            read = _SUIT_CARDS.get((suit, ranks))
            if read is None:
                read = _suit_cards(suit, ranks)
                if read is None:
                    return None
            mask |= read[0]
            count += read[1]
        if count != 13 or mask.bit_count() != 13:
            return None
        hands[seat] = mask
        seat = (seat + 1) & 3
    return hands


#: The cards of one suit of a [Deal] by its ranks: (mask, cards written).
_SUIT_CARDS: dict[tuple[int, str], tuple[int, int]] = {}


def _suit_cards(suit: int, ranks: str) -> tuple[int, int] | None:
    mask = 0
    base = 13 * suit
    for rank in ranks:
        value = _RANKS.get(rank)
        if value is None:
            return None
        mask |= 1 << (base + value)
    read = (mask, len(ranks))
    if len(_SUIT_CARDS) < 50_000:
        _SUIT_CARDS[(suit, ranks)] = read
    return read


def _call(word: str) -> Call | None:
    call = _CALLS.get(word)
    if call is None:
        try:
            call = read_call(word)
        except ValueError:
            return None
        if len(_CALLS) < 1000:
            _CALLS[word] = call
    return call


def read_compact(lines: Sequence[str]) -> CompactDeal | None:
    """The game of ``lines`` as integers, or None; NotQuick for a ``#`` value.

    >>> game = ['[Dealer "N"]', '[Deal "N:AKQJT98765432... .AKQJT98765432.. '
    ...         '..AKQJT98765432. ...AKQJT98765432"]', '[Auction "N"]', '7S Pass Pass Pass']
    >>> deal = read_compact(game)
    >>> deal.dealer, " ".join(call.text for call in deal.auction.calls), deal.cards
    (Seat.N, '7S Pass Pass Pass', [])
    """
    values: dict[str, str] = {}
    section: list[str] | None = None
    auction: list[str] = []
    play: list[str] = []
    ended = False
    play_at = play_width = 0
    said: set[str] = set()  # the numbers of the [Note] tags
    referred: set[str] = set()  # the numbers the calls refer to (=1=)
    for number, line in enumerate(lines):
        if len(line) > MAX_LINE:
            return None
        if line[:1] == "[":
            m = _TAG.match(line)
            if m is None:
                if '"#' in line:
                    raise NotQuick
                return None
            name = _NAMES.get(m.group(1))
            if name is None or name in values:
                if m.group(1).lower() == "note":  # a note on a call or a card: nothing to
                    section = None  # check; it ends the section, as in the full reader
                    said.add(m.group(2).partition(":")[0].strip())
                    continue
                return None
            values[name] = m.group(2)
            if name == "Play":
                play_at, play_width = number, len(m.group(1))
            section = auction if name == "Auction" else play if name == "Play" else None
            ended = False
            continue
        if line[:1] == "%" or not line or line.isspace():
            continue
        if "{" in line:
            text = line.strip()
            if text[0] == "{" and text[-1] == "}" and text.count("{") == 1 and text.count(
                    "}") == 1:
                continue  # commentary on a line of its own: nothing in it to check
            return None
        if section is None or ended or "{" in line or ";" in line or "[" in line:
            return None
        if section is play and line.strip() == "*":
            ended = True  # the end of the play, as PBN marks it
            continue
        section.append(line)
    deal_text = values.get("Deal")
    if deal_text is None:
        return None
    hands = _hands(deal_text)
    if hands is None:
        return None
    dealer_text = values.get("Dealer", "").strip()
    if dealer_text not in _SEATS:
        return None
    if "Auction" in values:
        first_text = values["Auction"].strip()
        if first_text != dealer_text:
            return None
        calls: list[Call] = []
        for row in auction:
            for word in row.split():
                if word[0] == "=" and word[-1] == "=":
                    referred.add(word[1:-1])
                    continue  # a note's number (=1=): the note is nothing to check
                if word.upper() == "AP":
                    calls += [_PASS, _PASS, _PASS]
                    continue
                call = _call(word)
                if call is None:
                    return None
                calls.append(call)
        bidding: Auction | None = Auction(tuple(calls), Seat(_SEATS[first_text]))
    else:
        bidding = _implied(values, dealer_text)
        if bidding is None and any(values.get(tag, "").strip() not in ("", "?", "-")
                                   for tag in ("Contract", "Declarer", "Result", "Play")):
            return None  # a contract with no auction to reach it: the full check says
    if said != referred:
        # a [Note] no call refers to, or a call's =n= no [Note] gives: the full reader
        # says so (P048, P049)
        return None
    cards: list[int] = []
    leaders: list[int] = []
    columns: tuple[int, ...] | None = None
    leader_text = values.get("Play", "").strip()
    started = None
    if leader_text in _SEATS and not play:
        if values.get("Result", "").strip() not in ("", "?", "-"):
            return None  # a result with no trick played: a claim, for the full reader
        board = values.get("Board", "").strip()
        board_number = int(board) if board.isdecimal() else None
        # The table as the full check names it (a deal with no board is one game).
        table = None if board_number is None else table_of(
            {"pbn:Room": values.get("Room", ""), "pbn:Table": values.get("Table", "")})
        started = (play_at, play_width, board_number, table)
        columns = (_SEATS[leader_text],)  # the leader named, held to the contract's
    elif leader_text in _SEATS:
        if len(play) != 13:
            return None
        try:
            for row in play:
                first, second, third, fourth = row.split()
                cards += (_CARDS[first], _CARDS[second], _CARDS[third], _CARDS[fourth])
        except (KeyError, ValueError):
            return None  # a row not of four plain cards
        leader = _SEATS[leader_text]
        columns = (leader, (leader + 1) & 3, (leader + 2) & 3, (leader + 3) & 3)
        leaders = [leader] + [-1] * 12
    elif leader_text not in ("", "?", "-") or play:
        return None
    result = None
    stated = values.get("Result", "").strip()
    if stated not in ("", "?", "-"):
        words = stated.split()
        side = None
        if len(words) == 2 and words[0].upper() in ("NS", "EW"):
            side = Side.NS if words[0].upper() == "NS" else Side.EW
            words = words[1:]
        if len(words) != 1 or not words[0].isdecimal():
            return None
        result = StatedResult(stated, side, int(words[0]))
    board_text = values.get("Board", "").strip()
    vulnerable = values.get("Vulnerable", "").strip().lower()
    if (vulnerable not in _VULNERABLE and not vulnerable.startswith("#")) or not (
            board_text in ("", "?", "-") or board_text.isdecimal()
            or board_text.startswith("#")):  # '#', '##': inherited, as before
        return None  # a value PBN does not know: the full reader says so
    laws = values.get("Laws", "").strip() or laws_of(values.get("Scoring", ""), ())
    meta = {}
    for tag, key in (("Declarer", "declarer"), ("Contract", "contract")):
        value = values.get(tag, "").strip()
        if value not in ("", "?", "-"):
            if key == "contract" and not _CONTRACT.fullmatch(value):
                return None
            if key == "declarer" and value not in _SEATS:
                return None  # not N, E, S or W: the full reader reads or tells it
            meta[key] = "passed out" if key == "contract" and value.lower() in (
                "pass", "passed") else value
    return CompactDeal(Seat(_SEATS[dealer_text]), hands, bidding, (), cards, leaders, [], None,
                       result, laws, columns=columns, meta=meta or None, started=started)


#: The values of the Vulnerable tag, as PBN 2.1 spells them (case aside).
_VULNERABLE = frozenset({"", "?", "-", "none", "love", "ns", "ew", "all", "both"})


def _implied(values: dict[str, str], dealer: str) -> Auction | None:
    """The auction a game with no Auction section is read with (as the full reader
    reads it): the shortest that reaches its [Contract] by its [Declarer]."""
    contract = values.get("Contract")
    declarer = values.get("Declarer", "").strip()
    if contract is None or declarer not in _SEATS:
        return None
    return implied_auction(contract, Seat(_SEATS[declarer]), Seat(_SEATS[dealer]),
                           _NOWHERE)

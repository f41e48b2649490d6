"""The auction of contract bridge: the contract, its declarer, and every wrong call.

The dealer calls first and the calls go clockwise. A bid must beat the last bid;
a double is of the opponents' last bid, not yet doubled; a redouble of one's own
side's last bid, doubled and not yet redoubled; a new bid cancels both. Four passes
at the start pass the deal out; otherwise three passes in a row after a bid end
the auction, and the member of the side that made the last bid who first named its
strain is the declarer (contract rubber bridge, "There is next an auction...").

>>> from bridgebook.engine.laws import LAWS
>>> calls = [Call(CallKind.BID, 1, Strain.HEARTS), Call(CallKind.PASS), Call(CallKind.BID, 4,
...          Strain.HEARTS), Call(CallKind.PASS), Call(CallKind.PASS), Call(CallKind.PASS)]
>>> contract, found = settle_auction(Auction(tuple(calls)), LAWS["contract-rubber"], Seat.N)
>>> str(contract), found
('4H by N', [])

The judgement calls (the text says what is legal, not what a wrong call does):

- A wrong call (an insufficient bid, A006; a wrong double, A007; a wrong
  redouble, A008) is reported and otherwise ignored: it changes neither the last
  bid nor the doubling, and it names no strain for the declarer. It does break a
  run of passes, since the passes that close an auction are "in succession".
- The table's first call by another seat than the dealer (A014): the seats of the
  calls still follow the table's columns, so each call is credited to the player
  the record shows making it.
- An auction that ends without its closing passes (A009) gives the contract as
  it stands, so the play can be checked; one with no bid gives none.
- Calls after the auction ended (A010) are reported once, over all of them, and
  ignored.
- A call the record has but that cannot be read (``8H``, reported as P004) keeps
  its turn, so the calls after it stay with their players; like a wrong call it
  changes nothing and breaks a run of passes. An auction whose last call is
  unreadable is not reported as unfinished (it may have been the closing pass).
- A stated ``contract`` without ``X`` states an undoubled contract; one without a
  declarer states nothing about the declarer. A ``contract`` or ``declarer`` that
  cannot be read is P007.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import NamedTuple

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.laws import LawsCode
from bridgebook.model import (
    ROUND,
    Auction,
    Call,
    CallKind,
    Contract,
    Deal,
    Seat,
    Side,
    Span,
    Strain,
)


class Bid(NamedTuple):
    """A level and a strain; bids compare as the auction ranks them.

    >>> Bid(1, Strain.NOTRUMP) < Bid(2, Strain.CLUBS), str(Bid(3, Strain.NOTRUMP))
    (True, '3NT')
    """

    level: int
    strain: Strain

    def __str__(self) -> str:
        return f"{self.level}{self.strain.symbol}"

    def next_higher(self) -> Bid | None:
        """The lowest bid that beats this one (None above 7NT).

        >>> Bid(1, Strain.HEARTS).next_higher(), Bid(2, Strain.NOTRUMP).next_higher()
        (Bid(level=1, strain=Strain.SPADES), Bid(level=3, strain=Strain.CLUBS))
        """
        if self.strain is not Strain.NOTRUMP:
            return Bid(self.level, Strain(self.strain + 1))
        return Bid(self.level + 1, Strain.CLUBS) if self.level < 7 else None


def settle_auction(
    auction: Auction,
    code: LawsCode,
    dealer: Seat,
    *,
    meta: Mapping[str, str] | None = None,
    meta_spans: Mapping[str, Span] | None = None,
) -> tuple[Contract | None, list[Diagnostic]]:
    """The contract the auction makes (None: passed out, or no bid), and its problems.

    ``meta`` may state the ``declarer`` or the ``contract``; each is checked
    against the auction (A012) and reported at ``meta_spans[key]``.

    >>> from bridgebook.engine.laws import LAWS
    >>> calls = [Call(CallKind.BID, 1, Strain.SPADES), Call(CallKind.DOUBLE),
    ...          Call(CallKind.DOUBLE), Call(CallKind.PASS)]
    >>> contract, found = settle_auction(Auction(tuple(calls)), LAWS["contract-rubber"], Seat.S,
    ...                                  meta={"declarer": "N"})
    >>> str(contract), [d.code for d in found]
    ('1SX by S', ['A007', 'A009', 'A012'])
    """
    table = _Table(code, dealer)
    first = auction.first if auction.first is not None else dealer
    if first is not dealer:
        span = auction.calls[0].span if auction.calls else auction.span
        table.found.append(make(
            "A014", f"the auction starts with {first}, but {dealer} dealt", span,
            hint=f"the dealer {dealer} calls first; mark the cells before his first call "
                 "with `-`", law=code.cite("auction"), seat=first))
    seats = ROUND[first]  # the seats from the first, clockwise
    take = table.call
    for i, call in enumerate(auction.calls):
        take(seats[i & 3], call)
    table.finish(auction)
    contract = table.contract()
    for key in ("declarer", "contract"):
        if meta is not None and key in meta:
            span = meta_spans.get(key) if meta_spans is not None else None
            table.found.extend(check_stated(key, meta[key], table, contract, span, code))
    return contract, table.found


@dataclass
class _Table:
    """The auction so far.

    >>> from bridgebook.engine.laws import LAWS
    >>> table = _Table(LAWS["contract-rubber"], Seat.E)
    >>> table.call(Seat.E, Call(CallKind.BID, 2, Strain.CLUBS)); str(table.contract())
    '2C by E'
    """

    code: LawsCode
    dealer: Seat
    found: list[Diagnostic] = field(default_factory=list)
    last: Bid | None = None
    bidder: Seat | None = None  # who made the last bid
    doubles: int = 0  # of the last bid
    passes: int = 0  # in a row
    ended: bool = False
    first_named: dict[tuple[Side, Strain], Seat] = field(default_factory=dict)
    late: list[tuple[Seat, Call]] = field(default_factory=list)  # calls after the end
    #: A call not read since the last bid: it may have been a bid, so a double or a
    #: redouble after it is not judged.
    unread: bool = False

    def report(self, code: str, seat: Seat, call: Call, message: str, hint: str,
               topic: str) -> None:
        """Add a diagnostic about ``seat``'s ``call``."""
        self.found.append(make(code, message, call.span, hint=hint, law=self.code.cite(topic),
                               seat=seat))

    def call(self, seat: Seat, call: Call) -> None:
        """One call, by ``seat``."""
        if self.ended:
            self.late.append((seat, call))
            return
        if call.kind is CallKind.PASS:
            self.passes += 1
            self.ended = self.passes >= (3 if self.last is not None else 4)
            return
        if call.kind is CallKind.UNKNOWN:
            # A call that could not be read (already reported, P004): it takes its
            # turn and changes nothing, like a wrong call.
            self.passes = 0
            self.unread = True
            return
        if call.kind in (CallKind.DOUBLE, CallKind.REDOUBLE) and self.unread:
            self.doubles = 1 if call.kind is CallKind.DOUBLE else 2
            self.passes = 0
            return  # after a call not read, which may have been a bid: not judged
        if call.kind is CallKind.BID:
            self.unread = False
            self.bid(seat, call)
        elif call.kind is CallKind.DOUBLE:
            self.double(seat, call)
        else:
            self.redouble(seat, call)
        self.passes = 0  # a wrong call too: the closing passes are "in succession"

    def bid(self, seat: Seat, call: Call) -> None:
        """A bid: it must beat the last bid."""
        if call.strain is None or not 1 <= call.level <= 7:
            self.report("A006", seat, call, f"{seat} bids {_call_text(call)}, which is no bid",
                        "a bid is a level from 1 to 7 and a strain", "bid")
            return
        bid = Bid(call.level, call.strain)
        if self.last is not None and bid <= self.last:
            higher = self.last.next_higher()
            self.report("A006", seat, call,
                        f"{seat} bids {bid} over {self.bidder}'s {self.last}",
                        f"the lowest bid that beats {self.last} is {higher}" if higher
                        else f"nothing beats {self.last}", "bid")
            return
        self.last, self.bidder, self.doubles = bid, seat, 0
        self.first_named.setdefault((seat.side, bid.strain), seat)

    def double(self, seat: Seat, call: Call) -> None:
        """A double: of the opponents' last bid, not yet doubled."""
        if self.last is None or self.bidder is None:
            why = "there is no bid to double"
        elif self.bidder.side is seat.side:
            whose = "his own" if self.bidder is seat else "his partner's"
            why = f"{self.bidder}'s {self.last} is {whose} bid"
        elif self.doubles:
            why = f"{self.last} is already {'doubled' if self.doubles == 1 else 'redoubled'}"
        else:
            self.doubles = 1
            return
        self.report("A007", seat, call, f"{seat} doubles, but {why}",
                    "only the opponents' last bid, not yet doubled, may be doubled", "double")

    def redouble(self, seat: Seat, call: Call) -> None:
        """A redouble: of one's own side's last bid, doubled and not yet redoubled."""
        if self.last is None or self.bidder is None:
            why = "there is no bid to redouble"
        elif self.bidder.side is not seat.side:
            why = f"{self.bidder}'s {self.last} is the opponents' bid"
        elif self.doubles == 0:
            why = f"nobody has doubled {self.last}"
        elif self.doubles == 2:
            why = f"{self.last} is already redoubled"
        else:
            self.doubles = 2
            return
        self.report("A008", seat, call, f"{seat} redoubles, but {why}",
                    "only one's own side's last bid, once doubled by an opponent, may be "
                    "redoubled", "redouble")

    def finish(self, auction: Auction) -> None:
        """Report an auction not closed, and the calls after its close."""
        if self.late:
            seat, call = self.late[0]
            span = _join(call.span, self.late[-1][1].span)
            texts = ", ".join(_call_text(c) for _, c in self.late)
            closed = (f"three passes after {self.last} closed it" if self.last is not None
                      else "four passes passed the deal out")
            count = len(self.late)
            self.found.append(make(
                "A010", f"{count} call{'s' if count > 1 else ''} after the auction ended: "
                        f"{texts}", span,
                hint=f"{closed}; remove the calls after it or fix the one that closed it early",
                law=self.code.cite("auction-end"), seat=seat))
        if self.ended:
            return
        calls = auction.calls
        if calls and calls[-1].kind is CallKind.UNKNOWN:
            return  # the unreadable last call may have closed it; it is reported already
        span = calls[-1].span if calls else auction.span
        if self.last is None:
            passes = f"{self.passes} pass{'es' if self.passes != 1 else ''}"
            message = f"the auction ends after {passes}" if calls else "the auction has no calls"
            hint = "four passes pass the deal out"
        else:
            passes = f"{self.passes} pass{'es' if self.passes != 1 else ''}"
            message = (f"the auction stops after {self.last} and {passes}: three passes in a "
                       "row close it")
            hint = f"taken as it stands: {contract_text(self.contract())}"
        self.found.append(make("A009", message, span, hint=hint,
                               law=self.code.cite("auction-end")))

    def contract(self) -> Contract | None:
        """The contract as the auction stands (None: no bid)."""
        if self.last is None or self.bidder is None:
            return None
        declarer = self.first_named[(self.bidder.side, self.last.strain)]
        return Contract(self.last.strain, declarer=declarer, level=self.last.level,
                        doubles=self.doubles)

    def last_bid(self) -> str:
        """The last bid, who made it and its doubling, for a hint."""
        doubling = ("", ", doubled", ", redoubled")[self.doubles]
        return f"{self.bidder}'s {self.last}{doubling}" if self.last else "none"

    def who_named(self, contract: Contract) -> str:
        """Why the declarer is the declarer, for a hint."""
        return f"{contract.declarer} first bid {contract.strain.word}"


def _call_text(call: Call) -> str:
    """A call as the messages write it.

    >>> _call_text(Call(CallKind.BID, 2, Strain.CLUBS)), _call_text(Call(CallKind.PASS))
    ('2♣', 'pass')
    """
    if call.kind is CallKind.BID and call.strain is not None:
        return str(Bid(call.level, call.strain))
    return call.text.lower() if call.kind is CallKind.PASS else call.text


def _join(start: Span | None, end: Span | None) -> Span | None:
    """The span from the start of one to the end of the other.

    >>> _join(Span(2, 1, 2, 5), Span(3, 4, 3, 8))
    Span(line=2, column=1, end_line=3, end_column=8)
    """
    if start is None or end is None:
        return start or end
    return Span(start.line, start.column, end.end_line, end.end_column)


# -- what the record states ----------------------------------------------------------

class Stated(NamedTuple):
    """A ``contract:`` line read: None for the level means passed out."""

    level: int | None
    strain: Strain | None = None
    doubles: int = 0
    declarer: Seat | None = None


_STRAINS = (
    (r"no[ -]?trumps?|nt|n", Strain.NOTRUMP),
    (r"spades?|♠|♤|s", Strain.SPADES),
    (r"hearts?|♥|♡|h", Strain.HEARTS),
    (r"diamonds?|♦|♢|d", Strain.DIAMONDS),
    (r"clubs?|♣|♧|c", Strain.CLUBS),
)
_CONTRACT = re.compile(
    r"^\s*(?P<level>[1-7])\s*(?P<strain>" + "|".join(f"(?:{p})" for p, _ in _STRAINS) + r")"
    r"\s*(?P<doubling>xx|x|redoubled|doubled|\*\*|\*)?"
    r"\s*(?:(?:by|,)?\s*(?P<seat>[a-z]+))?\s*\.?\s*$",
    re.IGNORECASE,
)
_STRAIN_WORDS = tuple((re.compile(p, re.IGNORECASE), s) for p, s in _STRAINS)
#: A contract line of a deal passed out: ``passed out``, ``pass out``, ``pass``,
#: ``passed``, ``all pass`` (``all passed``), ``none`` or ``-``, case aside.
_PASSED_OUT = re.compile(r"^\s*(pass(ed)?( out)?|all pass(ed)?|none|-)\s*$", re.IGNORECASE)


def read_contract(text: str) -> Stated:
    """Read a stated contract: ``4♠ by S``, ``4S S``, ``3NTX by N``, ``passed out``.

    >>> read_contract("3 NT by North")
    Stated(level=3, strain=Strain.NOTRUMP, doubles=0, declarer=Seat.N)
    >>> read_contract("4♥XX N"), read_contract("passed out").level
    (Stated(level=4, strain=Strain.HEARTS, doubles=2, declarer=Seat.N), None)
    >>> [read_contract(t).level for t in ("Pass", "passed", "all pass", "PASSED OUT")]
    [None, None, None, None]
    """
    if _PASSED_OUT.match(text):
        return Stated(None)
    match = _CONTRACT.match(text)
    if match is None:
        raise ValueError(f"not a contract: {text!r}")
    word = match["strain"].lower()
    strain = next(s for p, s in _STRAIN_WORDS if p.fullmatch(word))
    doubling = (match["doubling"] or "").lower()
    doubles = 2 if doubling in ("xx", "redoubled", "**") else 1 if doubling else 0
    seat = Seat.parse(match["seat"]) if match["seat"] else None
    return Stated(int(match["level"]), strain, doubles, seat)


def contract_text(stated: Stated | Contract | None) -> str:
    """A contract as the messages write it.

    >>> contract_text(Stated(4, Strain.SPADES, 1, Seat.N)), contract_text(None)
    ('4♠X by N', 'passed out')
    """
    if stated is None or stated.level is None or stated.strain is None:
        return "passed out"
    doubling = ("", "X", "XX")[stated.doubles]
    by = f" by {stated.declarer}" if stated.declarer is not None else ""
    return f"{Bid(stated.level, stated.strain)}{doubling}{by}"


def _doubling_differs(said: str, stated: Stated, contract: Contract, table: _Table,
                      span: Span | None, law: str | None) -> Diagnostic:
    """A012 for a stated contract that is the auction's but for its doubling (a
    Contract tag that leaves out the double): what the auction does, and the contract.

    >>> from bridgebook.engine.laws import LAWS
    >>> table = _Table(LAWS["contract-rubber"], Seat.N)
    >>> table.last, table.bidder, table.doubles = Bid(1, Strain.NOTRUMP), Seat.S, 1
    >>> c = Contract(Strain.NOTRUMP, declarer=Seat.N, level=1, doubles=1)
    >>> d = _doubling_differs("1NT", Stated(1, Strain.NOTRUMP, 0, None), c, table, None, None)
    >>> d.message
    'the record says 1NT, but the auction doubles it: 1NTX by N'
    >>> for part in d.hint.split(": ", 1): print(part)
    the auction ends with S's 1NT doubled
    the contract is 1NTX (N declares: N first bid no trump)
    """
    did = "doubles it" if contract.doubles == 1 else "redoubles it" if contract.doubles else (
        "leaves it undoubled")
    bid = Bid(contract.level, contract.strain)
    ends = ("undoubled", "doubled", "redoubled")[contract.doubles]
    hint = (f"the auction ends with {table.bidder}'s {bid} {ends}: the contract is "
            f"{bid}{('', 'X', 'XX')[contract.doubles]}")
    if table.bidder is not contract.declarer:
        hint += f" ({contract.declarer} declares: {table.who_named(contract)})"
    return make("A012", f"the record says {said}, but the auction {did}: "
                f"{contract_text(contract)}", span, hint=hint, law=law, seat=contract.declarer)


def not_stated(key: str, value: str, span: Span | None) -> Diagnostic:
    """P007 for a ``declarer`` or ``contract`` line that is none.

    >>> not_stated("contract", "xyz", None).message
    "contract: 'xyz' is not a contract"
    """
    return make("P007", f"{key}: {value.strip()!r} is not a {key}", span,
                hint="write a seat (N E S W) for the declarer" if key == "declarer"
                else "write a contract as `4♠ by S`, `3NTX N` or `passed out`")


def check_stated(key: str, value: str, table: _Table, contract: Contract | None,
                 span: Span | None, code: LawsCode) -> list[Diagnostic]:
    """A012 when the record's ``declarer`` or ``contract`` disagrees with the auction.

    >>> from bridgebook.engine.laws import LAWS
    >>> table = _Table(LAWS["contract-rubber"], Seat.N)
    >>> c = Contract(Strain.SPADES, declarer=Seat.N, level=4)
    >>> [d.hint for d in check_stated("declarer", "S", table, c, None, LAWS["contract-rubber"])]
    ['the auction makes N declarer: N first bid spades']
    """
    try:
        stated = (Stated(0, None, 0, Seat.parse(value)) if key == "declarer"
                  else read_contract(value))
    except ValueError:
        return [not_stated(key, value, span)]
    if contract is not None and (stated.declarer is None or stated.declarer is
                                 contract.declarer) and (key != "contract" or (
            stated.level, stated.strain, stated.doubles) == (
            contract.level, contract.strain, contract.doubles)):
        return []  # as the auction made it
    law = code.cite("auction")
    said = f"declarer {stated.declarer}" if key == "declarer" else contract_text(stated)
    if contract is None:
        if key == "contract" and stated.level is None:
            return []
        outcome = "is passed out" if table.ended else "names no contract"
        return [make("A012", f"the record says {said}, but the auction {outcome}", span,
                     hint="the auction has no contract and no declarer", law=law)]
    made = contract_text(contract)
    if key == "contract" and (stated.level, stated.strain) == (contract.level, contract.strain) \
            and stated.declarer in (None, contract.declarer):
        return [_doubling_differs(said, stated, contract, table, span, law)]
    hints = []
    if stated.declarer is not None and stated.declarer is not contract.declarer:
        hints.append(f"the auction makes {contract.declarer} declarer: "
                     f"{table.who_named(contract)}")
    if key == "contract" and (stated.level, stated.strain, stated.doubles) != (
        contract.level, contract.strain, contract.doubles
    ):
        hints.append(f"the last bid is {table.last_bid()}")
    if not hints:
        return []
    return [make("A012", f"the record says {said}, but the auction makes {made}", span,
                 hint="; ".join(hints), law=law, seat=contract.declarer)]


def stated_declarer(meta: Mapping[str, str]) -> Seat | None:
    """The declarer a record's ``declarer:`` line (PBN's ``Declarer`` tag) states: a
    seat's letter or word, in either case (``S``, ``South``, ``s``, the books' ``Z``);
    None where it states none or names no seat (the check says so, P007).

    >>> stated_declarer({"declarer": " South"}), stated_declarer({"declarer": "s"})
    (Seat.S, Seat.S)
    >>> stated_declarer({"declarer": "Sx"}), stated_declarer({"declarer": "?"}), stated_declarer({})
    (None, None, None)
    """
    try:
        return Seat.parse(meta["declarer"]) if "declarer" in meta else None
    except ValueError:
        return None


#: The trump of an end position's Contract tag (``[Contract "H"]``).
_END_TRUMPS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS,
               "S": Strain.SPADES, "NT": Strain.NOTRUMP}


def end_contract(deal: Deal) -> Contract | None:
    """The trump and the declarer of an end position played with no auction: its
    contract is its trump alone (``[Contract "H"]``), the declarer the stated one, or
    the seat before the first leader when none is stated.

    >>> from bridgebook.model import Deal, Play
    >>> deal = Deal(1, meta={"position": "end", "contract": "h"}, play=Play((), (Seat.W,)))
    >>> contract = end_contract(deal)
    >>> contract.strain, contract.declarer, contract.level
    (Strain.HEARTS, Seat.S, 0)
    """
    if deal.meta.get("position") != "end" or deal.play is None:
        return None
    strain = _END_TRUMPS.get(deal.meta.get("contract", "").strip().upper())
    columns = deal.play.columns
    if "declarer" in deal.meta:
        declarer = stated_declarer(deal.meta)
    else:
        declarer = columns[0].rho if columns else None
    if strain is None or declarer is None:
        return None
    return Contract(strain, declarer)


def stated_contract(deal: Deal, dealer: Seat) -> Contract | None:
    """The contract a ``contract:`` line gives a contract deal with no auction.

    >>> from bridgebook.model import Deal
    >>> str(stated_contract(Deal(1, laws="contract-rubber", meta={"contract": "4♠X by S"}),
    ...                     Seat.N))
    '4SX by S'
    >>> str(stated_contract(Deal(1, meta={"contract": "6NTX", "declarer": "N"}), Seat.W))
    '6NTX by N'
    """
    if deal.auction is not None or "contract" not in deal.meta:
        return None
    try:
        stated = read_contract(deal.meta["contract"])
    except ValueError:
        return None
    if not stated.level or stated.strain is None:
        return None
    # its own 'by', else a 'declarer:' line names him, else the dealer is
    declarer = stated.declarer or stated_declarer(deal.meta) or dealer
    return Contract(stated.strain, declarer, stated.level, stated.doubles)


def passed_out(deal: Deal) -> bool:
    """Whether a contract deal is passed out: four passes and nothing else, or a
    ``contract: passed out`` line (with no auction).

    >>> from bridgebook.model import Deal
    >>> passed_out(Deal(1, meta={"contract": "passed out"}))
    True
    """
    if deal.auction is not None:
        calls = deal.auction.calls
        return len(calls) == 4 and all(c.kind is CallKind.PASS for c in calls)
    try:
        return "contract" in deal.meta and read_contract(deal.meta["contract"]).level is None
    except ValueError:
        return False

"""The auction of contract bridge (bridgebook.engine.auction).

North deals unless a case says otherwise; call number i (from 1) stands on line i.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from bridgebook.engine.auction import Stated, read_contract, settle_auction
from bridgebook.engine.laws import LAWS
from bridgebook.model import Auction, Call, CallKind, Seat, Span, Strain

N, E, S, W = Seat.N, Seat.E, Seat.S, Seat.W
RUBBER = LAWS["contract-rubber"]
STRAINS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS, "S": Strain.SPADES,
           "NT": Strain.NOTRUMP}


def call(text: str, line: int) -> Call:
    """``P``, ``X``, ``XX`` or a bid like ``1H``, ``3NT``, on ``line``."""
    span = Span.point(line, 1, len(text))
    kinds = {"P": CallKind.PASS, "X": CallKind.DOUBLE, "XX": CallKind.REDOUBLE}
    if text in kinds:
        return Call(kinds[text], span=span)
    return Call(CallKind.BID, int(text[0]), STRAINS[text[1:]], span=span)


def auction(text: str, first: Seat | None = None) -> Auction:
    calls = tuple(call(t, i) for i, t in enumerate(text.split(), start=1))
    return Auction(calls, first, Span(1, 1, max(len(calls), 1), 10))


@dataclass(frozen=True)
class Case:
    name: str
    calls: str
    # (level, strain, declarer, doubles), or None: no contract
    contract: tuple[int, Strain, Seat, int] | None
    # (code, seat, line) of each diagnostic in order; line 0: no span
    found: list[tuple[str, Seat | None, int]] = field(default_factory=list)
    dealer: Seat = N
    first: Seat | None = None


CASES = [
    Case("the text's example: North dealt",
         "P 1H X 3H 3S P 4S P P P", (4, Strain.SPADES, N, 0)),
    Case("passed out", "P P P P", None),
    Case("one bid and three passes", "1C P P P", (1, Strain.CLUBS, N, 0)),
    Case("dealer passes, fourth hand opens", "P P P 1NT P P P", (1, Strain.NOTRUMP, W, 0)),
    Case("doubled", "1H X P P P", (1, Strain.HEARTS, N, 1)),
    Case("redoubled", "1H X XX P P P", (1, Strain.HEARTS, N, 2)),
    Case("redoubled by the bidder's partner after passes", "1H X P P XX P P P",
         (1, Strain.HEARTS, N, 2)),
    Case("double after two passes (balancing)", "1H P P X P P P", (1, Strain.HEARTS, N, 1)),
    Case("a new bid cancels the doubles", "1H X XX 1S P P P", (1, Strain.SPADES, W, 0)),
    Case("declarer: the partner who first named the strain", "1C P 1H P 2H P P P",
         (2, Strain.HEARTS, S, 0)),
    Case("declarer: the opponents' naming of the strain does not count",
         "P 1H 2H P 4H P P P", (4, Strain.HEARTS, S, 0)),
    Case("declarer: the winning side's first naming, not the opponents'",
         "1S 2H P P 2S P P P", (2, Strain.SPADES, N, 0)),
    # A006
    Case("A006 insufficient bid, lower strain", "1H 1D P P P", (1, Strain.HEARTS, N, 0),
         [("A006", E, 2)]),
    Case("A006 insufficient bid, same bid", "1H P 1H P P P", (1, Strain.HEARTS, N, 0),
         [("A006", S, 3)]),
    Case("A006 insufficient bid, lower level", "2C 1NT P P P", (2, Strain.CLUBS, N, 0),
         [("A006", E, 2)]),
    Case("A006 over 7NT", "7NT 7NT P P P", (7, Strain.NOTRUMP, N, 0), [("A006", E, 2)]),
    Case("A006 an insufficient bid names no strain for the declarer",
         "2H P 1S P 2S P P P", (2, Strain.SPADES, N, 0), [("A006", S, 3)]),
    # A007
    Case("A007 double of partner's bid", "1H P X P P P", (1, Strain.HEARTS, N, 0),
         [("A007", S, 3)]),
    Case("A007 double of one's own bid", "1H X P P X P P P", (1, Strain.HEARTS, N, 1),
         [("A007", N, 5)]),
    Case("A007 double with no bid", "X P P P P", None, [("A007", N, 1)]),
    Case("A007 double of a doubled bid", "1H X P X P P P", (1, Strain.HEARTS, N, 1),
         [("A007", W, 4)]),
    Case("A007 double of a redoubled bid", "1H X XX X P P P", (1, Strain.HEARTS, N, 2),
         [("A007", W, 4)]),
    # A008
    Case("A008 redouble with no double", "1H P XX P P P", (1, Strain.HEARTS, N, 0),
         [("A008", S, 3)]),
    Case("A008 redouble of the opponents' bid", "1H X P XX P P P", (1, Strain.HEARTS, N, 1),
         [("A008", W, 4)]),
    Case("A008 redouble twice", "1H X XX P XX P P P", (1, Strain.HEARTS, N, 2),
         [("A008", N, 5)]),
    Case("A008 redouble with no bid", "XX P P P P", None, [("A008", N, 1)]),
    # A009
    Case("A009 two passes after the last bid", "1H P 4H P P", (4, Strain.HEARTS, E, 0),
         [("A009", None, 5)], dealer=E, first=E),
    Case("A009 the last call a bid", "1H P 4H", (4, Strain.HEARTS, N, 0), [("A009", None, 3)]),
    Case("A009 three passes, no bid", "P P P", None, [("A009", None, 3)]),
    Case("A009 no calls", "", None, [("A009", None, 1)]),
    Case("A009 passes broken by a wrong call", "1H P X P P", (1, Strain.HEARTS, N, 0),
         [("A007", S, 3), ("A009", None, 5)]),
    # A010
    Case("A010 a bid after the closing passes", "1H P P P 2C", (1, Strain.HEARTS, N, 0),
         [("A010", N, 5)]),
    Case("A010 calls after a pass-out", "P P P P 1S P", None, [("A010", N, 5)]),
    # A014
    Case("A014 the table starts with East, North dealt", "1H P P P", (1, Strain.HEARTS, E, 0),
         [("A014", E, 1)], first=E),
    Case("A014 not when the table starts with the dealer", "1H P P P",
         (1, Strain.HEARTS, S, 0), dealer=S, first=S),
    Case("several problems in one auction", "1H 1D X XX P P P 2C",
         (1, Strain.HEARTS, N, 0), [("A006", E, 2), ("A007", S, 3), ("A008", W, 4),
                                    ("A010", W, 8)]),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_settle_auction(case: Case) -> None:
    contract, found = settle_auction(auction(case.calls, case.first), RUBBER, case.dealer)
    assert [(d.code, d.seat, d.span.line if d.span else 0) for d in found] == case.found
    for d in found:
        assert d.law is not None and d.law.startswith("contract rubber bridge: ")
        assert d.hint
    if case.contract is None:
        assert contract is None
    else:
        assert contract is not None
        assert (contract.level, contract.strain, contract.declarer, contract.doubles) == (
            case.contract
        )
        assert contract.maker is None


def test_the_example_auction_in_words() -> None:
    """The text: "North, who mentioned spades first, is the declarer. South's double of
    one heart was cancelled by West's bid of 3 hearts"."""
    contract, found = settle_auction(auction("P 1H X 3H 3S P 4S P P P"), RUBBER, N)
    assert found == []
    assert str(contract) == "4S by N"
    assert contract is not None and contract.leader is E and contract.dummy is S


def test_spans() -> None:
    _, found = settle_auction(auction("1H P XX P P P"), RUBBER, N)
    assert found[0].span == Span.point(3, 1, 2)


def test_late_calls_reported_once_over_all_of_them() -> None:
    _, found = settle_auction(auction("1H P P P 2C P"), RUBBER, N)
    assert [d.code for d in found] == ["A010"]
    assert found[0].span == Span(5, 1, 6, 2)
    assert found[0].message == "2 calls after the auction ended: 2♣, pass"


MESSAGES = [
    ("1H 1D P P P", "E bids 1♦ over N's 1♥", "the lowest bid that beats 1♥ is 1♠"),
    ("7NT 7NT P P P", "E bids 7NT over N's 7NT", "nothing beats 7NT"),
    ("1H P X P P P", "S doubles, but N's 1♥ is his partner's bid",
     "only the opponents' last bid, not yet doubled, may be doubled"),
    ("1H X XX X P P P", "W doubles, but 1♥ is already redoubled",
     "only the opponents' last bid, not yet doubled, may be doubled"),
    ("1H P XX P P P", "S redoubles, but nobody has doubled 1♥",
     "only one's own side's last bid, once doubled by an opponent, may be redoubled"),
    ("1H X P XX P P P", "W redoubles, but N's 1♥ is the opponents' bid",
     "only one's own side's last bid, once doubled by an opponent, may be redoubled"),
]


@pytest.mark.parametrize(("calls", "message", "hint"), MESSAGES)
def test_messages(calls: str, message: str, hint: str) -> None:
    _, found = settle_auction(auction(calls), RUBBER, N)
    assert (found[0].message, found[0].hint) == (message, hint)


# A012: the record's declarer or contract against the auction
EXAMPLE = "P 1H X 3H 3S P 4S P P P"
STATED = [
    ("declarer", "N", EXAMPLE, None),
    ("declarer", "North", EXAMPLE, None),
    ("declarer", "Y", EXAMPLE, None),  # the books' letters: Y = N
    ("declarer", "S", EXAMPLE, "the auction makes N declarer: N first bid spades"),
    ("contract", "4♠ by N", EXAMPLE, None),
    ("contract", "4S N", EXAMPLE, None),
    ("contract", "4 spades by North", EXAMPLE, None),
    ("contract", "4♠", EXAMPLE, None),
    ("contract", "4♠ by S", EXAMPLE, "the auction makes N declarer: N first bid spades"),
    ("contract", "4♠X by N", EXAMPLE,
     "the auction ends with S's 4♠ undoubled: the contract is 4♠ (N declares: N first bid "
     "spades)"),
    ("contract", "3NT by N", EXAMPLE, "the last bid is S's 4♠"),
    ("contract", "4♥ by E", EXAMPLE,
     "the auction makes N declarer: N first bid spades; the last bid is S's 4♠"),
    ("contract", "passed out", EXAMPLE, "the last bid is S's 4♠"),
    ("contract", "passed out", "P P P P", None),
    ("contract", "4♠ by N", "P P P P", "the auction has no contract and no declarer"),
    ("declarer", "N", "P P P P", "the auction has no contract and no declarer"),
    ("contract", "1NTXX S", "1NT X XX P P P", "the auction makes N declarer: N first bid no trump"),
    ("contract", "1NTXX N", "1NT X XX P P P", None),
    ("contract", "1NTX N", "1NT X XX P P P",
     "the auction ends with N's 1NT redoubled: the contract is 1NTXX"),
    ("contract", "1NT", "1NT X P P P",
     "the auction ends with N's 1NT doubled: the contract is 1NTX"),
]


@pytest.mark.parametrize(("key", "value", "calls", "hint"), STATED)
def test_stated(key: str, value: str, calls: str, hint: str | None) -> None:
    span = Span(7, 1, 7, 20)
    _, found = settle_auction(auction(calls), RUBBER, N, meta={key: value, "title": "x"},
                              meta_spans={key: span})
    stated = [d for d in found if d.code == "A012"]
    if hint is None:
        assert stated == []
    else:
        assert [(d.hint, d.span) for d in stated] == [(hint, span)]


def test_stated_message() -> None:
    _, found = settle_auction(auction(EXAMPLE), RUBBER, N, meta={"declarer": "S"})
    assert found[0].message == "the record says declarer S, but the auction makes 4♠ by N"
    assert found[0].span is None


def test_a_contract_that_leaves_out_the_double_says_what_the_auction_does() -> None:
    # rpbridge's Contract tags now and then leave out the double: N deals and passes,
    # E opens 1♠, W raises to 2♠, E to 3♠, W to 4♠, N doubles, three passes: 4♠X by
    # E (who named spades first); the record says 4♠.
    _, found = settle_auction(auction("P 1S P 2S P 3S P 4S X P P P"), RUBBER, N,
                              meta={"contract": "4S"})
    assert [(d.code, d.message, d.hint) for d in found] == [
        ("A012", "the record says 4♠, but the auction doubles it: 4♠X by E",
         "the auction ends with W's 4♠ doubled: the contract is 4♠X (E declares: E first "
         "bid spades)")]
    _, found = settle_auction(auction(EXAMPLE), RUBBER, N, meta={"contract": "4♠XX"})
    assert [d.message for d in found] == [
        "the record says 4♠XX, but the auction leaves it undoubled: 4♠ by N"]


def test_both_stated_and_both_wrong() -> None:
    meta = {"declarer": "E", "contract": "3♠ by E"}
    spans = {"declarer": Span(2, 1, 2, 12), "contract": Span(3, 1, 3, 18)}
    _, found = settle_auction(auction(EXAMPLE), RUBBER, N, meta=meta, meta_spans=spans)
    assert [(d.code, d.span) for d in found] == [("A012", spans["declarer"]),
                                                  ("A012", spans["contract"])]


def test_unreadable_contract() -> None:
    _, found = settle_auction(auction(EXAMPLE), RUBBER, N, meta={"contract": "four spades"})
    assert [d.code for d in found] == ["P007"]


READ = [
    ("4♠ by S", Stated(4, Strain.SPADES, 0, S)),
    ("4S S", Stated(4, Strain.SPADES, 0, S)),
    ("3NTX by N", Stated(3, Strain.NOTRUMP, 1, N)),
    ("4♥XX N", Stated(4, Strain.HEARTS, 2, N)),
    ("3 NT by North", Stated(3, Strain.NOTRUMP, 0, N)),
    ("6 no trumps by Z", Stated(6, Strain.NOTRUMP, 0, S)),
    ("2♦x", Stated(2, Strain.DIAMONDS, 1, None)),
    ("1N", Stated(1, Strain.NOTRUMP, 0, None)),
    ("5 clubs doubled by West", Stated(5, Strain.CLUBS, 1, W)),
    ("passed out", Stated(None)),
    ("Passed", Stated(None)),
]


@pytest.mark.parametrize(("text", "stated"), READ)
def test_read_contract(text: str, stated: Stated) -> None:
    assert read_contract(text) == stated


@pytest.mark.parametrize("text", ["", "8♠ by S", "4♠ by Q", "four spades", "4"])
def test_read_contract_refuses(text: str) -> None:
    with pytest.raises(ValueError):
        read_contract(text)


@pytest.mark.parametrize(("code", "title"), [("contract-duplicate", "contract duplicate bridge"),
                                              ("chicago", "Chicago")])
def test_a_problem_cites_the_code_the_deal_is_played_under(code: str, title: str) -> None:
    """A bid lower than the last is against the auction's rule under every contract
    code; the message cites the code the deal is read under, not rubber bridge's."""
    _, found = settle_auction(auction("1H 1D P P P", N), LAWS[code], N)
    assert [d.code for d in found] == ["A006"]
    assert found[0].law == f"{title}: a bid must be higher than the previous bid"

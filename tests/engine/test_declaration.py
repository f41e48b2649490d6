"""The make and the doubling of bridge whist (bridgebook.engine.declaration).

The dealer is South throughout: Z = S deals, A = W is the eldest hand, Y = N is
the dealer's partner, B = E is on his right. Act number i (from 1) stands on line i.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from bridgebook.diagnostics import Severity
from bridgebook.engine.declaration import settle_make, trick_value
from bridgebook.engine.laws import LAWS
from bridgebook.model import Act, Declaration, Naming, Seat, Span, Strain

S, W, N, E = Seat.S, Seat.W, Seat.N, Seat.E
DECLARE, PASS, DOUBLE, REDOUBLE = Act.DECLARE, Act.PASS_MAKE, Act.DOUBLE, Act.REDOUBLE
SATISFIED, ASK, CONSENT = Act.SATISFIED, Act.ASK, Act.CONSENT
H, SP, NT, C, D = Strain.HEARTS, Strain.SPADES, Strain.NOTRUMP, Strain.CLUBS, Strain.DIAMONDS


def acts(*said: tuple[Seat, Act] | tuple[Seat, Act, Strain]) -> list[Declaration]:
    """Declarations from (seat, act[, strain]), act i on line i."""
    found = []
    for line, item in enumerate(said, start=1):
        strain = item[2] if len(item) == 3 else None
        found.append(Declaration(item[0], item[1], strain, Span.point(line, 1, 5)))
    return found


def at(line: int) -> Span:
    return Span.point(line, 1, 5)


@dataclass(frozen=True)
class Case:
    name: str
    acts: list[Declaration]
    # (strain, maker, doubles) of the contract, or None for no contract
    contract: tuple[Strain, Seat, int] | None
    # (code, seat, line) of each diagnostic, in order; line 0: no span
    found: list[tuple[str, Seat | None, int]]
    laws: str = "laws-1905"
    limit: int | None = None


CASES = [
    # the make
    Case("dealer declares", acts((S, DECLARE, H)), (H, S, 0), []),
    Case("dealer passes, partner declares", acts((S, PASS), (N, DECLARE, NT)), (NT, N, 0), []),
    # A001
    Case("A001 adversary declares, dealer goes on", acts((W, DECLARE, H), (S, DECLARE, SP)),
         (SP, S, 0), [("A001", W, 1)]),
    Case("A001 adversary passes the make", acts((E, PASS), (S, DECLARE, D)),
         (D, S, 0), [("A001", E, 1)]),
    Case("A001 adversary declares after the make", acts((S, DECLARE, C), (W, DECLARE, H)),
         (C, S, 0), [("A001", W, 2)]),
    Case("A001 and nothing else declared", acts((W, DECLARE, H)), None,
         [("A001", W, 1), ("A011", None, 1)]),
    # A002
    Case("A002 partner declares without the pass", acts((N, DECLARE, H)), (H, N, 0),
         [("A002", N, 1)]),
    Case("A002 then the doubling", acts((N, DECLARE, H), (W, DOUBLE), (N, SATISFIED),
                                        (S, SATISFIED)), (H, N, 1), [("A002", N, 1)]),
    # A003
    Case("A003 make passed back", acts((S, PASS), (N, PASS), (S, DECLARE, C)), (C, S, 0),
         [("A003", N, 2)]),
    Case("A003 partner passes unasked", acts((N, PASS), (S, DECLARE, C)), (C, S, 0),
         [("A003", N, 1)]),
    Case("A003 passed twice", acts((S, PASS), (S, PASS), (N, DECLARE, D)), (D, N, 0),
         [("A003", S, 2)]),
    Case("A003 dealer declares after passing", acts((S, PASS), (S, DECLARE, H)), (H, S, 0),
         [("A003", S, 2)]),
    Case("A003 pass after the trump is declared", acts((S, DECLARE, H), (S, PASS)), (H, S, 0),
         [("A003", S, 2)]),
    # a declaration once made cannot be altered
    Case("A015 second declaration", acts((S, DECLARE, H), (S, DECLARE, SP)), (H, S, 0),
         [("A015", S, 2)]),
    Case("A015 partner declares after the dealer", acts((S, DECLARE, H), (N, DECLARE, NT)),
         (H, S, 0), [("A015", N, 2)]),
    # A011
    Case("A011 no acts", [], None, [("A011", None, 0)]),
    Case("A011 the make passed and never declared", acts((S, PASS)), None, [("A011", None, 1)]),
    # the doubling, in turn
    Case("1897 Score 2: C, D declare spades; A, B go over; the maker goes over again",
         acts((S, DECLARE, SP), (W, DOUBLE), (S, REDOUBLE), (W, SATISFIED), (E, SATISFIED)),
         (SP, S, 2), [], laws="whist-club-1897"),
    Case("may I lead? lead", acts((S, DECLARE, H), (W, ASK), (E, CONSENT)), (H, S, 0), []),
    Case("may I lead? I double", acts((S, DECLARE, H), (W, ASK), (E, DOUBLE), (S, SATISFIED),
                                      (N, SATISFIED)), (H, S, 1), []),
    Case("eldest satisfied counts as asking", acts((S, DECLARE, H), (W, SATISFIED),
                                                   (E, CONSENT)), (H, S, 0), []),
    Case("maker satisfied, his partner redoubles",
         acts((S, DECLARE, H), (W, DOUBLE), (S, SATISFIED), (N, REDOUBLE), (W, SATISFIED),
              (E, SATISFIED)), (H, S, 2), []),
    Case("the partner who made the trump has the first right",
         acts((S, PASS), (N, DECLARE, H), (W, DOUBLE), (N, REDOUBLE), (W, SATISFIED),
              (E, SATISFIED)), (H, N, 2), []),
    Case("the doubler who last went over has the first right again",
         acts((S, PASS), (N, DECLARE, H), (W, ASK), (E, DOUBLE), (N, REDOUBLE), (E, SATISFIED),
              (W, DOUBLE), (N, SATISFIED), (S, SATISFIED)), (H, N, 3), []),
    Case("a transcriber's redouble for the adversaries' second double",
         acts((S, DECLARE, H), (W, DOUBLE), (S, REDOUBLE), (W, REDOUBLE), (S, SATISFIED),
              (N, SATISFIED)), (H, S, 3), []),
    Case("a transcriber's double for the maker's redouble",
         acts((S, DECLARE, H), (W, DOUBLE), (S, DOUBLE), (W, SATISFIED), (E, SATISFIED)),
         (H, S, 2), []),
    # A004 doubling out of turn
    Case("A004 right-hand adversary doubles before 'may I lead?' (warning, kept)",
         acts((S, DECLARE, H), (E, DOUBLE), (S, SATISFIED), (N, SATISFIED)), (H, S, 1),
         [("A004", E, 2)], laws="whist-club-1897"),
    Case("A004 maker's partner redoubles before him, 1897 (error, kept)",
         acts((S, DECLARE, H), (W, DOUBLE), (N, REDOUBLE), (W, SATISFIED), (E, SATISFIED)),
         (H, S, 2), [("A004", N, 3)], laws="whist-club-1897"),
    Case("A004 maker's partner redoubles before him, 1904 (warning, kept)",
         acts((S, DECLARE, H), (W, DOUBLE), (N, REDOUBLE), (W, SATISFIED), (E, SATISFIED)),
         (H, S, 2), [("A004", N, 3)], laws="portland-1904"),
    Case("A004 the doubler's partner doubles again before him",
         acts((S, PASS), (N, DECLARE, H), (W, ASK), (E, DOUBLE), (N, REDOUBLE), (W, DOUBLE),
              (N, SATISFIED), (S, SATISFIED)), (H, N, 3), [("A004", W, 6)]),
    Case("A004 eldest doubles after asking", acts((S, DECLARE, H), (W, ASK), (W, DOUBLE),
                                                  (S, SATISFIED), (N, SATISFIED)),
         (H, S, 1), [("A004", W, 3)]),
    Case("A004 the dealer's side redoubles with nothing doubled",
         acts((S, DECLARE, H), (N, REDOUBLE)), (H, S, 0), [("A004", N, 2)]),
    Case("A004 the adversaries double their own double",
         acts((S, DECLARE, H), (W, DOUBLE), (E, DOUBLE), (S, SATISFIED), (N, SATISFIED)),
         (H, S, 1), [("A004", E, 3)]),
    Case("A004 satisfied before the maker", acts((S, DECLARE, H), (W, DOUBLE), (N, SATISFIED),
                                                 (S, SATISFIED), (N, SATISFIED)),
         (H, S, 1), [("A004", N, 3)]),
    Case("A004 satisfied twice", acts((S, DECLARE, H), (W, DOUBLE), (S, SATISFIED),
                                      (S, SATISFIED), (N, SATISFIED)),
         (H, S, 1), [("A004", S, 4)]),
    Case("A004 right-hand adversary asks first", acts((S, DECLARE, H), (E, ASK), (W, DOUBLE),
                                                     (S, SATISFIED), (N, SATISFIED)),
         (H, S, 1), [("A004", E, 2)]),
    Case("A004 the dealer asks to lead", acts((S, DECLARE, H), (W, DOUBLE), (S, ASK),
                                              (S, SATISFIED), (N, SATISFIED)),
         (H, S, 1), [("A004", S, 3)]),
    Case("A004 after the doubling ended", acts((S, DECLARE, H), (W, ASK), (E, CONSENT),
                                               (S, REDOUBLE)), (H, S, 0), [("A004", S, 4)]),
    Case("A004 double before the trump is declared", acts((W, DOUBLE), (S, DECLARE, H)),
         (H, S, 0), [("A004", W, 1)]),
    # A005: 1904 law 58, hearts 8 -> 16 -> 32 -> 64; the next double, to 128, is past 100
    Case("1904 law 58: hearts to 64 is within the limit",
         acts((S, DECLARE, H), (W, DOUBLE), (S, REDOUBLE), (W, DOUBLE), (S, SATISFIED),
              (N, SATISFIED)), (H, S, 3), [], laws="portland-1904", limit=100),
    Case("A005 1904 law 58: hearts to 128 is past the limit",
         acts((S, DECLARE, H), (W, DOUBLE), (S, REDOUBLE), (W, DOUBLE), (S, REDOUBLE),
              (W, SATISFIED), (E, SATISFIED)), (H, S, 4), [("A005", S, 5)],
         laws="portland-1904", limit=100),
    Case("the same doubling under the 1905 laws (no limit)",
         acts((S, DECLARE, H), (W, DOUBLE), (S, REDOUBLE), (W, DOUBLE), (S, REDOUBLE),
              (W, SATISFIED), (E, SATISFIED)), (H, S, 4), [], laws="laws-1905", limit=None),
    Case("A005 no trump 96 is within, 192 past",
         acts((S, DECLARE, NT), (W, DOUBLE), (S, REDOUBLE), (W, DOUBLE), (S, REDOUBLE),
              (W, DOUBLE), (S, SATISFIED), (N, SATISFIED)), (NT, S, 5),
         [("A005", S, 5), ("A005", W, 6)], laws="portland-1904", limit=100),
    Case("a trick worth exactly the limit is within it",
         acts((S, DECLARE, H), (W, DOUBLE), (S, REDOUBLE), (W, DOUBLE), (S, SATISFIED),
              (N, SATISFIED)), (H, S, 3), [], limit=64),
    # A013
    Case("A013 the record ends on a double", acts((S, DECLARE, H), (W, DOUBLE)), (H, S, 1),
         [("A013", W, 2)]),
    Case("A013 1897 Score 2 as the book tells it",
         acts((S, DECLARE, SP), (W, DOUBLE), (S, REDOUBLE)), (SP, S, 2), [("A013", S, 3)],
         laws="whist-club-1897"),
    Case("no A013 once the maker is satisfied", acts((S, DECLARE, H), (W, DOUBLE),
                                                      (S, SATISFIED)), (H, S, 1), []),
    Case("no A013 on an unanswered 'may I lead?'", acts((S, DECLARE, H), (W, ASK)),
         (H, S, 0), []),
]


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_settle_make(case: Case) -> None:
    contract, found = settle_make(case.acts, LAWS[case.laws], S, limit=case.limit)
    assert [(d.code, d.seat, d.span.line if d.span else 0) for d in found] == case.found
    for d in found:
        if d.span is not None:
            assert d.span == at(d.span.line)
        assert d.law is not None
        assert d.message == d.message.strip() and not d.message.endswith(".")
    if case.contract is None:
        assert contract is None
    else:
        assert contract is not None
        strain, maker, doubles = case.contract
        assert (contract.strain, contract.declarer, contract.maker, contract.level,
                contract.doubles) == (strain, S, maker, 0, doubles)


SEVERITIES = [
    ("A004 right-hand adversary doubles before 'may I lead?' (warning, kept)", Severity.WARNING),
    ("A004 maker's partner redoubles before him, 1897 (error, kept)", Severity.ERROR),
    ("A004 maker's partner redoubles before him, 1904 (warning, kept)", Severity.WARNING),
    ("A004 the doubler's partner doubles again before him", Severity.WARNING),
    ("A004 eldest doubles after asking", Severity.ERROR),
    ("A004 the adversaries double their own double", Severity.ERROR),
    ("A013 the record ends on a double", Severity.INFO),
    ("A005 1904 law 58: hearts to 128 is past the limit", Severity.ERROR),
]


@pytest.mark.parametrize(("name", "severity"), SEVERITIES, ids=[n for n, _ in SEVERITIES])
def test_severity(name: str, severity: Severity) -> None:
    case = next(c for c in CASES if c.name == name)
    _, found = settle_make(case.acts, LAWS[case.laws], S, limit=case.limit)
    assert [d.severity for d in found] == [severity]


def test_score_2_trick_value() -> None:
    """1897 Score 2: "the value of each trick then is 2 x 2 x 2 = 8"."""
    case = next(c for c in CASES if c.name.startswith("1897 Score 2"))
    contract, _ = settle_make(case.acts, LAWS["whist-club-1897"], S)
    assert contract is not None
    assert trick_value(contract.strain, contract.doubles) == 8
    assert contract.factor == 4


def test_no_acts_not_required() -> None:
    assert settle_make([], LAWS["laws-1905"], S, required=False) == (None, [])


def test_acts_without_a_trump_are_reported_even_if_not_required() -> None:
    _, found = settle_make(acts((S, PASS)), LAWS["laws-1905"], S, required=False)
    assert [d.code for d in found] == ["A011"]


def test_other_dealer() -> None:
    """Dealer East: eldest South, partner West."""
    said = acts((E, PASS), (W, DECLARE, D), (S, ASK), (N, DOUBLE), (W, SATISFIED),
                (E, REDOUBLE), (N, SATISFIED), (S, SATISFIED))
    contract, found = settle_make(said, LAWS["laws-1905"], E)
    assert found == []
    assert contract is not None
    assert (contract.declarer, contract.maker, contract.doubles) == (E, W, 2)


MESSAGES = [
    (acts((W, DECLARE, H), (S, DECLARE, SP)), "whist-club-1897",
     "A declares hearts, but only the dealer Z or his partner Y may declare", "law 52"),
    (acts((N, DECLARE, H)), "portland-1904",
     "Y declares hearts, but the dealer Z has not passed him the make", "law 49"),
    (acts((S, PASS), (N, PASS), (S, DECLARE, H)), "laws-1905",
     "Y passes the make back to the dealer Z", "law 47"),
    (acts((S, DECLARE, H), (E, DOUBLE), (S, SATISFIED), (N, SATISFIED)), "laws-1905",
     "B doubles before A, who has the first right", "laws 51-55"),
    # The declaring side doubling its own make: the adversaries have the first word.
    (acts((S, DECLARE, NT), (N, DOUBLE)), "laws-1905",
     "Y doubles, but the adversaries speak first: it is for A or B to double or be"
     " satisfied", "laws 51-55"),
    (acts((S, DECLARE, NT), (S, REDOUBLE)), "laws-1905",
     "Z redoubles, but nobody has doubled", "laws 51-55"),
]


@pytest.mark.parametrize(("said", "laws", "message", "law"), MESSAGES)
def test_messages_in_the_books_letters(
    said: list[Declaration], laws: str, message: str, law: str
) -> None:
    _, found = settle_make(said, LAWS[laws], S, naming=Naming.BOOK)
    assert found[0].message == message
    assert found[0].law is not None and found[0].law.startswith(law)


def test_limit_message() -> None:
    case = next(c for c in CASES if c.name.startswith("A005 1904"))
    _, found = settle_make(case.acts, LAWS["portland-1904"], S, limit=100)
    assert found[0].message == (
        "S redoubles: a trick in hearts would be worth 128 points, past the limit of 100"
    )
    assert found[0].law == "law 58 (Portland Club, 1904)"

"""A rubber record's deal that names no dealer, its make begun by an adversary of the
dealer taken (Z): one message, at the root, the rest folded into it."""

from __future__ import annotations

from bridgebook.checking import check_text

RECORD = """\
laws: laws-1905

deal 1
make: Z declares hearts
result: the dealer wins three by cards
honours: Y Z four honours

deal 2
make: A declares spades
result: A B win the odd trick
honours: A B simple honours

deal 3
make: B declares diamonds
doubling: Y doubles
result: A B win five by cards
honours: A B four honours in one hand
"""


def test_a_make_begun_by_an_adversary_with_no_dealer_is_one_message() -> None:
    found = check_text(RECORD, "rubber.hand").diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("A001", 9, 7), ("A001", 14, 7)]
    first, second = found
    assert first.message == ("A declares spades, but only the dealer Z or his partner Y may "
                             "declare (the deal names no dealer: Z is taken as the dealer)")
    assert first.hint == ("if A dealt, write 'dealer: A' in the deal; else the dealer goes "
                          "on as if no declaration had been made: it is ignored")
    assert [(f.code, f.line, f.column) for f in first.folded] == [("A011", 9, 7),
                                                                  ("S009", 8, 1)]
    assert [(f.code, f.line, f.column) for f in second.folded] == [
        ("A004", 15, 11), ("A011", 15, 11), ("S009", 13, 1)]


def test_the_dealer_given_leaves_no_message() -> None:
    mended = RECORD.replace("deal 2\n", "deal 2\ndealer: A\n").replace(
        "deal 3\n", "deal 3\ndealer: B\n").replace("Y doubles", "Z doubles")
    # (B dealing, Z, on his left, has the first right to double; the record stops
    # there, an A013 note.)
    found = check_text(mended, "rubber.hand").diagnostics
    assert [(d.code, d.severity.value) for d in found] == [("A013", "info")]


def test_a_dealer_given_keeps_the_plain_a001() -> None:
    stated = RECORD.replace("deal 2\n", "deal 2\ndealer: Z\n")
    found = [d for d in check_text(stated, "rubber.hand").diagnostics if d.line == 10]
    assert [(d.code, d.message) for d in found] == [
        ("A001", "A declares spades, but only the dealer Z or his partner Y may declare"),
        ("A011", "the trump is never declared")]

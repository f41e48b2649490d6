"""Parse a hand record: lines → tokens → LALR parser → model, with diagnostics.

>>> record, problems = parse("Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3")
>>> len(record.deals), record.deals[0].hands[0].count, problems
(1, 13, [])
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from collections.abc import Iterable
from dataclasses import replace
from functools import cache

from lark import Lark, Token, UnexpectedInput, UnexpectedToken

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.model import HandRecord, Note, Span
from bridgebook.resources import grammar_text
from bridgebook.syntax.collector import gc_paused as gc_paused  # where it was
from bridgebook.syntax.lexer import LineLexer, tokenize
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.transformer import DealTransformer

#: What each line token is, in words, for messages.
LINE_NAMES = {
    "DEAL": "a 'deal' line", "META": "a 'key: value' line", "NOTE": "commentary",
    "TRICK_NOTE": "commentary", "SEAT_LINE": "a hand", "SUIT_ROW": "a suit row",
    "LONE_ROW": "a suit row", "PAIR_HEAD": "a pair of seats", "PAIR_ROW": "a pair of suit rows",
    "MAKE": "the make", "AUCTION": "an auction", "CALLS_ROW": "a row of calls",
    "SEATS_ROW": "a row of seats", "PLAY": "'play:'", "TRICK_ROW": "a trick",
    "CLAIM": "a claim", "RESULT": "a result", "$END": "the end of the file",
}  # fmt: skip


@cache
def hand_parser(strict: bool = False) -> Lark:
    """The LALR parser, built once. ``strict`` makes any grammar conflict an error."""
    return Lark(grammar_text("hand.lark"), parser="lalr", lexer=LineLexer, strict=strict,
                maybe_placeholders=False)


@cache
def _building_parser() -> tuple[Lark, DealTransformer]:
    """The same parser with the transformer built in: each rule becomes model values
    as the parser reduces it, with no parse tree in between. Built once; the
    transformer is handed each parse's list of problems (under ``_PARSING``)."""
    transformer = DealTransformer([])
    parser = Lark(grammar_text("hand.lark"), parser="lalr", lexer=LineLexer,
                  transformer=transformer, maybe_placeholders=False)
    return parser, transformer


_PARSING = threading.Lock()


def parse(text: str, numbered: Iterable[tuple[int, str]] | None = None) -> tuple[
        HandRecord, list[Diagnostic]]:
    """Read a hand record. Every problem found is returned; the model is always built.
    With ``numbered`` the record is those lines, each with its line number in the file
    (a part of a long file), and ``text`` is not read."""
    with gc_paused():
        return _parse(text, numbered)


def _parse(text: str, numbered: Iterable[tuple[int, str]] | None = None) -> tuple[
        HandRecord, list[Diagnostic]]:
    problems: list[Diagnostic] = []
    if text.startswith("\ufeff"):
        text = text[1:]
    comments: list[tuple[Span, str]] = []
    tokens = tokenize(text, problems, numbered, comments)
    parser, transformer = _building_parser()

    def recover(error: UnexpectedInput) -> bool:
        if isinstance(error, UnexpectedToken):
            problems.append(_misplaced(error.token, error.expected))
            return True
        return False  # pragma: no cover - the line lexer never fails

    # An iterator, not the list: after an error Lark asks the lexer again, and must
    # go on from the token after the bad one rather than start the file over.
    with _PARSING:
        transformer.problems = LineProblems(problems)
        record = parser.parse(iter(tokens), on_error=recover)
    assert isinstance(record, HandRecord)  # the transformer's start rule makes it
    problems.sort(key=lambda d: (d.line, d.column))
    return (_with_comments(record, comments) if comments else record), problems


def _with_comments(record: HandRecord, comments: list[tuple[Span, str]]) -> HandRecord:
    r"""The record with its ``#`` lines: each the deal's it stands in (from the deal's
    line to the next deal's), those before the first deal the record's own.

    >>> record, _ = parse("# the file's\ndeal 1\n# the deal's\nZ: S—A\n# still\ndeal 2\n")
    >>> [n.text for n in record.comments], [[n.text for n in d.comments] for d in record.deals]
    (["# the file's"], [["# the deal's", '# still'], []])
    """
    deals = record.deals
    # (a record of no 'deal' line: its one deal from its first line)
    starts = [d.span.line if d.span is not None else 0 for d in deals]
    own: list[Note] = []
    each: list[list[Note]] = [[] for _ in deals]
    for span, text in comments:
        at = bisect_right(starts, span.line) - 1
        (own if at < 0 else each[at]).append(Note(text, span))
    return replace(record, deals=tuple(replace(d, comments=tuple(c)) if c else d
                                       for d, c in zip(deals, each, strict=True)),
                   comments=tuple(own))



def _misplaced(token: Token, expected: set[str]) -> Diagnostic:
    what = LINE_NAMES.get(token.type, token.type)
    if token.type == "$END":
        return make("P001", "the file ends too early", Span.point(1, 1))
    wanted = sorted({LINE_NAMES.get(e, e) for e in expected if not e.startswith("_")})
    hint = None
    if token.type == "TRICK_ROW":
        hint = "a trick row belongs under a 'play:' line"
    elif token.type == "SEATS_ROW":
        hint = "a row of seats heads the columns of an auction or play table"
    elif wanted:
        hint = "expected " + ", ".join(wanted[:6])
    line, col = token.line or 1, token.column or 1
    return make("P001", f"{what} cannot stand here: {str(token)[:60]!r}",
                Span(line, col, line, col + len(token)), hint=hint)

"""The Diagnostic value and its constructor."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bridgebook.diagnostics.codes import CODES, Severity
from bridgebook.model import Seat, Span
from bridgebook.model.slots import slot_setters


@dataclass(frozen=True, slots=True)
class Diagnostic:
    """A problem found in a record, with its place and a likely fix.

    >>> d = make("D001", "♠Q is in Z's hand and in A's", Span(4, 9, 4, 10))
    >>> d.code, d.severity.value, d.line, d.column
    ('D001', 'error', 4, 9)
    """

    code: str
    severity: Severity
    message: str
    span: Span | None = None
    hint: str | None = None
    law: str | None = None
    file: str | None = None
    deal: int | None = None
    trick: int | None = None
    seat: Seat | None = None
    #: The problems that follow from this one (the revokes after a misprinted card,
    #: the calls after a shifted auction): reported inside it, never on their own.
    folded: tuple[Diagnostic, ...] = ()
    #: The game's ordinal in its file (1 for the first), and the table it was played
    #: at as the file names it ("open room", "table 3"): a board played at several
    #: tables is one ``deal`` number for several games.
    game: int | None = None
    table: str | None = None

    @property
    def line(self) -> int:
        return self.span.line if self.span else 1

    @property
    def column(self) -> int:
        return self.span.column if self.span else 1

    def at(self, *, file: str | None = None, deal: int | None = None,
           game: int | None = None, table: str | None = None) -> Diagnostic:
        """The same diagnostic placed in a file and a deal (the board), the game
        (its ordinal in the file) and the table.

        >>> d = make("L001", "♠3 by E at trick 2: E does not hold it").at(
        ...     file="x.pbn", deal=1, game=2, table="closed room")
        >>> d.deal, d.game, d.table
        (1, 2, 'closed room')
        """
        # Built by its slots, not with dataclasses.replace: a file with a problem in
        # every deal places tens of thousands of them.
        return built(
            self.code, self.severity, self.message, self.span, self.hint, self.law,
            file if file is not None else self.file,
            deal if deal is not None else self.deal,
            self.trick, self.seat,
            tuple([f.at(file=file, deal=deal, game=game, table=table)
                   for f in self.folded]) if self.folded else (),
            game if game is not None else self.game,
            table if table is not None else self.table,
        )

    def fold(self, consequences: tuple[Diagnostic, ...] | list[Diagnostic]) -> Diagnostic:
        """This diagnostic with ``consequences`` folded into it as its follow-ons.

        >>> root = make("L001", "♠3 is not in B's hand")
        >>> root.fold([make("L003", "revoke: ♠8 by Z")]).folded[0].code
        'L003'
        """
        return built(self.code, self.severity, self.message, self.span, self.hint,
                     self.law, self.file, self.deal, self.trick, self.seat,
                     self.folded + tuple(consequences), self.game, self.table)

    def as_dict(self) -> dict[str, object]:
        """The JSON form of ``bridgebook check --json`` (a stable contract)."""
        span = self.span
        line, column = (span.line, span.column) if span else (1, 1)
        return {
            "file": self.file,
            "line": line,
            "column": column,
            "code": self.code,
            "severity": _SEVERITY_TEXT[self.severity],
            "message": self.message,
            "hint": self.hint,
            "law": self.law,
            "deal": self.deal,
            "game": self.game,
            "table": self.table,
            "trick": self.trick,
            "seat": _SEAT_NAMES[self.seat] if self.seat is not None else None,
            # Each folded problem in full, with the code and place of the one it
            # follows from (docs/diagnostics.md, "Folded problems").
            "folded": [dict(f.as_dict(), follows_from={
                "code": self.code, "line": line, "column": column})
                for f in self.folded],
        }


#: A severity's text and a seat's letter, looked up (an enum's ``value`` and ``name``
#: are properties; a long file's JSON gives them for a hundred thousand problems).
_SEVERITY_TEXT = {severity: severity.value for severity in Severity}
_SEAT_NAMES = tuple(seat.name for seat in Seat)


def make(
    code: str,
    message: str,
    span: Span | None = None,
    *,
    hint: str | None = None,
    law: str | None = None,
    trick: int | None = None,
    seat: Seat | None = None,
    severity: Severity | None = None,
) -> Diagnostic:
    """A diagnostic with the code's own severity unless one is given."""
    info = CODES[code]  # an unknown code is a bug: KeyError
    return built(code, severity or info.severity, message, span, hint, law, None,
                 None, trick, seat, (), None, None)


_new = object.__new__
(_CODE, _SEVERITY, _MESSAGE, _SPAN, _HINT, _LAW, _FILE, _DEAL, _TRICK, _SEAT, _FOLDED,
 _GAME, _TABLE) = slot_setters(Diagnostic, "code", "severity", "message", "span", "hint",
                               "law", "file", "deal", "trick", "seat", "folded", "game",
                               "table")


def built(code: str, severity: Severity, message: str, span: Span | None, hint: str | None,
          law: str | None, file: str | None, deal: int | None, trick: int | None,
          seat: Seat | None, folded: tuple[Diagnostic, ...], game: int | None,
          table: str | None) -> Diagnostic:
    """``Diagnostic(code, severity, ...)`` with every field given, built by its slots:
    a frozen dataclass sets each field through ``object.__setattr__``, and a file
    with a problem in every game makes a hundred thousand of them and places each.

    >>> built("D001", Severity.ERROR, "m", None, "h", None, "f", 1, 2, Seat.N, (), 3,
    ...       "t") == Diagnostic("D001", Severity.ERROR, "m", None, "h", None, "f", 1, 2,
    ...                          Seat.N, (), 3, "t")
    True
    """
    value: Diagnostic = _new(Diagnostic)
    _CODE(value, code)
    _SEVERITY(value, severity)
    _MESSAGE(value, message)
    _SPAN(value, span)
    _HINT(value, hint)
    _LAW(value, law)
    _FILE(value, file)
    _DEAL(value, deal)
    _TRICK(value, trick)
    _SEAT(value, seat)
    _FOLDED(value, folded)
    _GAME(value, game)
    _TABLE(value, table)
    return value


def told_once(found: list[Diagnostic], code: str,
              same: Callable[[Diagnostic], object] | None = None) -> list[Diagnostic]:
    """Every ``code`` diagnostic of ``found`` that says what an earlier one says, folded
    into that first one: a file of 2,000 games that each lose the same tags is told
    so once, at the first game, with the other places kept in ``folded``. ``same``
    gives what two diagnostics must share to be told once (their message when not
    given); one that has follow-ons of its own is told on its own.

    >>> lost = [make("P017", "no key for X", Span(n, 1, n, 2)) for n in (1, 5, 9)]
    >>> once = told_once(lost + [make("P017", "no key for Y")], "P017")
    >>> [(d.message, [f.line for f in d.folded]) for d in once]
    [('no key for X', [5, 9]), ('no key for Y', [])]
    """
    first: dict[object, int] = {}
    kept: list[Diagnostic] = []
    later: dict[int, list[Diagnostic]] = {}
    for d in found:
        if d.code != code or d.folded:
            kept.append(d)
            continue
        said = d.message if same is None else same(d)
        at = first.get(said)
        if at is None:
            first[said] = len(kept)
            kept.append(d)
        else:
            later.setdefault(at, []).append(d)
    return [d.fold(later[i]) if i in later else d for i, d in enumerate(kept)]


def counted(n: int, word: str) -> str:
    """A count and its word, plural but for one.

    >>> counted(1, "deal"), counted(0, "lesson"), counted(7632, "deal")
    ('1 deal', '0 lessons', '7632 deals')
    """
    return f"{n} {word}{'' if n == 1 else 's'}"


def joined(words: list[str], last: str = "and") -> str:
    """Words joined as a message lists them, ``last`` ("and", "or") before the last.

    >>> joined(["3"]), joined(["3", "5"]), joined(["W", "N", "E"], "or")
    ('3', '3 and 5', 'W, N or E')
    """
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} {last} {words[-1]}"

"""The outcome of a check: each deal as checked, and the file's report."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from bridgebook.diagnostics import Diagnostic, Severity, make, told_once
from bridgebook.engine.laws import LawsCode
from bridgebook.engine.mend import HandsMended
from bridgebook.engine.replay import Replay, printed_numbers, shown_number
from bridgebook.interop.common import table_of
from bridgebook.model import Contract, Deal, HandRecord, Seat, Span


@dataclass(slots=True)
class DealReport:
    """One deal as checked: the deal, its laws, the contract, the replay, its problems."""

    deal: Deal
    laws: LawsCode
    contract: Contract | None
    replay: Replay
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: The deal with its hands as the messages of its hands mend them, and those
    #: messages (engine.mend): the searches of the play's rows read the hands so.
    hands_mended: HandsMended | None = None
    #: The roots of the hands' search to be told at a card of their edit, by their
    #: keys (engine.mend.swap_told_at_card), once every search has folded its own.
    at_cards: dict[tuple[str, Span | None, int | None, Seat | None], Diagnostic] | None = None


@dataclass(slots=True)
class CheckResult:
    path: str
    record: HandRecord
    deals: list[DealReport]
    diagnostics: list[Diagnostic]
    #: The deals checked, where they were not kept (a streamed PBN or LIN file).
    checked: int | None = None

    @property
    def deal_count(self) -> int:
        return self.checked if self.checked is not None else len(self.deals)

    @property
    def errors(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity is Severity.ERROR)

    @property
    def warnings(self) -> int:
        return sum(1 for d in self.diagnostics if d.severity is Severity.WARNING)


def placed(d: Diagnostic, path: str, deal: Deal | None) -> Diagnostic:
    """``d`` placed in its file, its deal (the board), the game (its ordinal in the
    file) and the table the game was played at.

    >>> from bridgebook.model import Deal
    >>> d = placed(make("A012", "x"), "x.pbn", Deal(7, number=3, meta={"pbn:Room": "Open"}))
    >>> d.deal, d.game, d.table
    (3, 7, 'open room')
    """
    if deal is None:
        return d.at(file=path)
    if deal.play is not None and (d.trick is not None or d.folded):
        d = _trick_printed(d, deal)
    # A deal with no board number is named by its place in the file: it is one game.
    table = table_of(deal.meta) if deal.number is not None else None
    return d.at(file=path, deal=deal.ident, game=deal.position, table=table)


def _trick_printed(d: Diagnostic, deal: Deal) -> Diagnostic:
    """``d`` (and what is folded under it) naming its trick as the deal's rows print
    it, as its message does: past a row skipped (P020), the number of its row, not its
    place in the order of play. The checks count tricks in the order of play until
    the problems are placed."""
    labels = _labels(deal)
    if labels is None:
        return d
    return _renumbered(d, labels)


def _renumbered(d: Diagnostic, labels: tuple[int, ...]) -> Diagnostic:
    trick = d.trick if d.trick is None else shown_number(d.trick, labels)
    folded = tuple(_renumbered(f, labels) for f in d.folded)
    if trick == d.trick and folded == d.folded:
        return d
    return replace(d, trick=trick, folded=folded)


#: The last play whose printed numbers were looked up, and those numbers: a deal's
#: problems are placed one after another (a long play has thousands).
_LAST: list[tuple[object, tuple[int, ...] | None]] = []


def _labels(deal: Deal) -> tuple[int, ...] | None:
    play = deal.play
    if play is None:
        return None
    if _LAST and _LAST[0][0] is play:
        return _LAST[0][1]
    labels = printed_numbers(play)
    _LAST[:] = [(play, labels)]
    return labels


def again_once(found: list[Diagnostic]) -> list[Diagnostic]:
    """The games of a file read as the last game's board again (P050), told once,
    at the first of them: the others are folded into it (``--json`` lists each)."""
    again = [d for d in found if d.code == "P050"]
    if len(again) < 2:
        return found
    first = again[0]
    games = [d.game for d in again if d.game is not None]
    span = (f" (games {games[0]:,} to {games[-1]:,})" if len(games) == len(again)
            else "")
    message = (f"{len(again):,} games{span} give no Deal: each is read as the last "
               "game's board again, at another table; the first here, "
               + first.message.partition("it is read as ")[2].replace(
                   " again, at another table", ""))
    return [replace(d, message=message, table=None) if d.code == "P050" and d.folded else d
            for d in told_once(found, "P050", same=lambda d: "P050")]


def _no_deal(result: CheckResult) -> CheckResult:
    """A file that holds no deal and nothing wrong gets a warning (P021), so that
    ``bridgebook check --strict`` fails it."""
    bare = bool(result.deals) and len(result.deals) == result.deal_count and all(
        _bare(r.deal) for r in result.deals)
    if (result.deal_count == 0 or bare) and not result.errors:
        count = result.deal_count or 0
        message = ("the file holds no deal" if not count else
                   f"the file's {count} deal{'s' if count > 1 else ''} give"
                   f"{'' if count > 1 else 's'} no hands, auction or play")
        result.diagnostics.insert(0, make("P021", message, Span.point(1, 1),
                                          hint="a deal needs at least a hand").at(
                                              file=result.path))
    return result


_SCORE_KEYS = ("contract", "declarer", "honours", "chicane", "revoke", "printed", "totals",
               "game")


def keys_only(result: CheckResult, lines: Callable[[], Iterable[str]]) -> CheckResult:
    """``result`` of a book-notation text, counting no deal where the text (its
    ``lines``) is only keys and commentary under no ``deal`` line: it holds no deal,
    as an empty file does (P021 says so). Its keys are kept, for ``render``."""
    from bridgebook.syntax.lexer import is_deal_line

    if len(result.deals) == 1 and result.checked is None and not result.errors \
            and _bare(result.deals[0].deal) and not any(map(is_deal_line, lines())):
        result.checked = 0
    return result


def _bare(deal: Deal) -> bool:
    """A 'deal' of only commentary or keys: nothing of a deal to check."""
    return not (deal.hands or deal.declaration or deal.auction or deal.play or deal.claim
                or deal.result or any(key in deal.meta for key in _SCORE_KEYS))


def _refused(path: str, diagnostic: Diagnostic) -> CheckResult:
    return CheckResult(path, HandRecord(()), [], [diagnostic.at(file=path)])


def _deal_of(d: Diagnostic, record: HandRecord) -> int | None:
    """The deal a parse problem falls in, by its line: the last deal that starts on
    or before it (the deals are in the order of their lines). The deals' first lines
    are kept for the record last asked about, so a file with a problem in every deal
    costs a search per problem, not a pass over every deal."""
    deal = _deal_at(d, record)
    return deal.ident if deal is not None else None


def problem_placed(d: Diagnostic, path: str, record: HandRecord) -> Diagnostic:
    """A parse problem placed in its file and the deal it falls in (by its line),
    naming its trick, and those of the problems folded under it, as the deal's rows
    print them (a row skipped, P020, folds the revokes after it)."""
    deal = _deal_at(d, record)
    if deal is not None and deal.play is not None and (d.trick is not None or d.folded):
        d = _trick_printed(d, deal)
    return d.at(file=path, deal=deal.ident if deal is not None else None)


def _deal_at(d: Diagnostic, record: HandRecord) -> Deal | None:
    """The deal a parse problem falls in (see :func:`_deal_of`)."""
    global _STARTS
    if _STARTS[0] is not record.deals:
        placed = [deal for deal in record.deals if deal.span is not None]
        _STARTS = (record.deals, [deal.span.line for deal in placed if deal.span], placed)
    index = bisect_right(_STARTS[1], d.line)
    return _STARTS[2][index - 1] if index else None


#: The deals of the record _deal_of was last asked about, their first lines, the
#: deals placed by them.
_STARTS: tuple[tuple[Deal, ...], list[int], list[Deal]] = ((), [], [])

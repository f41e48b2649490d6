"""Show diagnostics and replays: to people (source line and caret) and as JSON.

>>> from bridgebook.diagnostics import make
>>> from bridgebook.model import Span
>>> d = make("P002", "not a rank: 'IO' in clubs", Span(1, 3, 1, 5), hint="did you mean 10?")
>>> print(format_diagnostic(d.at(file="x.hand"), ["C—IO, 9"]))
x.hand:1:3: P002 not a rank: 'IO' in clubs
    C—IO, 9
      ^^
    hint: did you mean 10?
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bridgebook.checking import CheckResult, DealReport
from bridgebook.diagnostics import Diagnostic, Severity, counted
from bridgebook.model import Card, Seat, Side

_LABEL = {Severity.ERROR: "", Severity.WARNING: "warning: ", Severity.INFO: "note: "}


#: The most characters of a source line shown under a diagnostic: a longer line is
#: cut to a window round the column, marked with '…' at the cut ends.
EXCERPT = 200
TAB = 8
#: The most places of a problem told once for many games shown in the text.
SHOWN = 10


def format_diagnostic(d: Diagnostic, lines: Sequence[str], *,
                      listed_by: str | None = "check --json") -> str:
    """``path:line:col: CODE message``, then the source line, a caret and the hint.

    ``listed_by`` names the command that lists every place of a problem told once
    for many games (None where no command does).

    Columns count characters (a tab is one); the excerpt shows tabs expanded to the
    next multiple of eight, as an editor does, with the caret under the same text.
    """
    law = f" [{d.law}]" if d.law else ""
    # A problem with no place (a JSON record has no lines) names its deal instead;
    # one of a board played at several tables names the table and the game too.
    deal = f"deal {d.deal}: " if d.span is None and d.deal is not None else ""
    if d.table is not None and d.deal is not None:
        game = f", game {d.game:,}" if d.game is not None else ""
        deal = f"board {d.deal}, {d.table}{game}: "
    # A problem of the command itself (an output it cannot write) has no place in
    # any file: it is told as the program's.
    # A folder (named with its slash) has no line or column: it is named alone.
    where = "bridgebook" if d.file is None and d.span is None and d.deal is None else \
        d.file if d.file is not None and d.file.endswith("/") and d.span is None else \
        f"{d.file or '<text>'}:{d.line}:{d.column}"
    out = [f"{where}: {d.code} {_LABEL[d.severity]}{deal}{d.message}{law}"]
    if d.span is not None and 0 < d.line <= len(lines):
        out.extend(_excerpt(lines[d.line - 1], d))
    if d.hint:
        out.append(f"    hint: {d.hint}")
    if d.folded and all(f.code == d.code for f in d.folded):
        # The same problem in other games (P050 told once a file): the first places.
        n = len(d.folded)
        places = ", ".join(f"{f.line}:{f.column}" for f in d.folded[:SHOWN])
        where = f" in {listed_by}" if listed_by else ""
        more = f", … ({n - SHOWN:,} more{where})" if n > SHOWN else ""
        out.append(f"    and {n:,} more like it, at {places}{more}")
    elif d.folded:
        places = ", ".join(f"{f.code} {f.line}:{f.column}" for f in d.folded)
        n = len(d.folded)
        out.append(f"    and {n} problem{'' if n == 1 else 's'} that follow{'s' if n == 1 else ''}"
                   f" from it: {places}")
    return "\n".join(out)


def source_excerpt(d: Diagnostic, lines: Sequence[str]) -> list[str]:
    """The source line of ``d`` (a window of it, if long) and the caret under its
    span, as ``format_diagnostic`` shows them; nothing for a problem with no place.

    >>> from bridgebook.diagnostics import make
    >>> from bridgebook.model import Span
    >>> source_excerpt(make("P002", "x", Span(1, 3, 1, 5)), ["C—IO, 9"])
    ['    C—IO, 9', '      ^^']
    """
    if d.span is None or not 0 < d.line <= len(lines):
        return []
    return _excerpt(lines[d.line - 1], d)


def _excerpt(line: str, d: Diagnostic) -> list[str]:
    """The source line (a window of it, if long) and the caret under the span."""
    span = d.span
    assert span is not None
    start = d.column - 1
    width = span.length if span.end_line == d.line else _first_line(line, start)
    width = max(1, min(width, len(line) - start))
    cut_left = cut_right = ""
    if len(line) > EXCERPT:
        begin = max(0, min(start - EXCERPT // 4, len(line) - EXCERPT))
        end = begin + EXCERPT
        cut_left = "…" if begin else ""
        cut_right = "…" if end < len(line) else ""
        width = max(1, min(width, end - start))
        line, start = line[begin:end], start - begin
    before = line[:start].expandtabs(TAB)
    marked = line[: start + width].expandtabs(TAB)
    shown = line.expandtabs(TAB)
    return ["    " + cut_left + shown.rstrip() + cut_right,
            "    " + " " * (len(cut_left) + len(before)) + "^" * max(1, len(marked) - len(before))]


def _first_line(line: str, start: int) -> int:
    """How much of its first line a span that runs on to other lines marks: the rest
    of the line, or up to a box's stroke (a diagram's hand, whose lines share the
    page with the box and the hand beside it).

    >>> _first_line("    ♠ A K         |      Y      | ♠ 9 3 2", 4)
    5
    """
    rest = line[start:]
    stroke = next((i for i, ch in enumerate(rest) if ch in "|│║┃"), None)
    return len(rest[:stroke].rstrip()) if stroke else len(rest)


def summary(results: Sequence[CheckResult]) -> str:
    files = len(results)
    deals = sum(r.deal_count for r in results)
    errors = sum(r.errors for r in results)
    warnings = sum(r.warnings for r in results)
    return (f"{counted(files, 'file')}, {counted(deals, 'deal')}: "
            f"{counted(errors, 'error')}, {counted(warnings, 'warning')}")


def check_json(results: Sequence[CheckResult]) -> dict[str, Any]:
    """The object ``bridgebook check --json`` prints (a stable contract)."""
    return {
        "files": len(results),
        "deals": sum(r.deal_count for r in results),
        "diagnostics": [d.as_dict() for r in results for d in r.diagnostics],
    }


def _seat(seat: Seat | None) -> str | None:
    return seat.name if seat is not None else None


def deal_json(report: DealReport) -> dict[str, Any]:
    """One deal of ``bridgebook replay --json``: seats N E S W, cards like ``HT``."""
    deal, contract, outcome = report.deal, report.contract, report.replay
    hands: dict[str, list[str]] = {}
    for hand in deal.hands:
        if hand.seat is not None:
            hands[_SEAT_NAMES[hand.seat]] = hand_codes(hand.cards.mask)
    result = deal.result
    seats, codes = _SEAT_NAMES, _CARD_CODES
    return {
        "id": deal.ident,
        "title": deal.title,
        "laws": report.laws.name,
        "dealer": _seat(deal.dealer),
        "declarer": _seat(contract.declarer) if contract else None,
        "dummy": _seat(contract.dummy) if contract else None,
        "trump": contract.strain.code if contract else None,
        "contract": str(contract) if contract else None,
        "doubles": contract.doubles if contract else 0,
        "leader": _seat(contract.leader) if contract else None,
        "hands": hands,
        "tricks": [
            {
                "number": t.number,
                "leader": seats[t.leader],
                "cards": {seats[seat]: codes[card] for seat, card in t.cards},
                "winner": seats[t.winner] if t.winner is not None else None,
            }
            for t in outcome.tricks
        ],
        "tricks_won": {side.name: n for side, n in outcome.tricks_won.items()},
        "claimed": {side.name: n for side, n in outcome.claimed.items()} if deal.claim else None,
        "stated_result": result.text if result else None,
        "diagnostics": [d.as_dict() for d in report.diagnostics],
    }


#: A seat's letter and a card's code (``HT``) by their numbers: a long file's replay
#: writes hundreds of thousands, and an enum's ``name`` is a property.
_SEAT_NAMES = tuple(seat.name for seat in Seat)
_CARD_CODES = tuple(card.code for card in Card)
#: The codes of a suit's 13-bit mask (bit 0 the two), highest first, by suit.
_SUIT_CODES: tuple[dict[int, list[str]], ...] = ({}, {}, {}, {})


def hand_codes(mask: int) -> list[str]:
    """The codes of a hand's cards (a mask, bit ``13 * suit + rank - 2``), spades to
    clubs, each suit from the ace down: the order of ``PRINT_ORDER`` and of a
    ``CardSet``.

    >>> hand_codes(1 << Card.SA | 1 << Card.S2 | 1 << Card.C10 | 1 << Card.HK)
    ['SA', 'S2', 'HK', 'CT']
    """
    codes: list[str] = []
    for suit in (3, 2, 1, 0):
        bits = (mask >> (13 * suit)) & 0x1FFF
        known = _SUIT_CODES[suit].get(bits)
        if known is None:
            known = [_CARD_CODES[13 * suit + rank] for rank in range(12, -1, -1)
                     if bits >> rank & 1]
            _SUIT_CODES[suit][bits] = known
        codes += known
    return codes


def replay_text(report: DealReport) -> str:
    """A replay for people: the contract, then each trick with its winner."""
    deal, contract, outcome = report.deal, report.contract, report.replay
    book = deal.naming.value == "book"

    def name(seat: Seat) -> str:
        return f"{seat.book_name} ({seat.name})" if book else seat.name

    title = f"Deal {deal.ident}" + (f": {deal.title}" if deal.title else "")
    lines = [title, "=" * len(title), f"laws: {report.laws.name}"]
    if contract is not None:
        maker = (f", made by {name(contract.maker)}"
                 if contract.maker and contract.maker != contract.declarer else "")
        lines.append(f"contract: {contract}{maker}; {name(contract.leader)} leads")
    for trick in outcome.tricks:
        # Each card padded to the width of a ten (♠10), so the columns stay put.
        cards = "  ".join(f"{(s.book_name if book else s.name)} {c!s:<3}"
                          for s, c in trick.cards).rstrip()
        won = f"won by {name(trick.winner)}" if trick.winner else "incomplete"
        lines.append(f"{trick.number:>3}. {cards:<36} {won}")
    if deal.claim is not None and deal.claim.seat is not None:
        side = deal.claim.seat.side
        lines.append(f"     claim: {side.name} {outcome.claimed[side]} of the rest")
    if outcome.tricks or deal.claim:
        taken = outcome.tricks_won
        lines.append(f"tricks: NS {taken[Side.NS]}, EW {taken[Side.EW]}")
    if deal.result is not None:
        lines.append(f"stated result: {deal.result.text}")
    return "\n".join(lines)

"""Write a record in a format chosen by the file's extension: the book notation,
PBN, LIN or JSON. Each writer says what its format cannot hold (P017).

>>> format_of("deals.PBN"), format_of("x.txt", "lin"), format_of("x.txt")
('pbn', 'lin', None)
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import PurePath

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.interop.hand_write import late_notes, write_hand
from bridgebook.interop.json_out import record_json
from bridgebook.interop.json_text import indented
from bridgebook.interop.lin_write import write_lin
from bridgebook.interop.pbn_write import write_pbn
from bridgebook.interop.settled import named_dealer
from bridgebook.model import HandRecord


def write_json(record: HandRecord) -> tuple[str, list[Diagnostic]]:
    """The record as JSON (the schema of docs/interchange.md); JSON holds it all but the
    bold or italic of PBN commentary its Markdown cannot place (P017)."""
    found: list[Diagnostic] = []
    return indented(record_json(record, found)) + "\n", found


WRITERS: dict[str, Callable[[HandRecord], tuple[str, list[Diagnostic]]]] = {
    "hand": write_hand, "pbn": write_pbn, "lin": write_lin, "json": write_json,
}


def format_of(path: str | PurePath, to: str | None = None) -> str | None:
    """The format to write: ``to`` if given, else the file's extension."""
    name = (to or PurePath(path).suffix.lstrip(".")).lower()
    return name if name in WRITERS else None


def convert_record(record: HandRecord, target: str) -> tuple[str, list[Diagnostic]]:
    """The record written in ``target`` ("hand", "pbn", "lin" or "json"); an unknown
    target is P018 and no text."""
    name = target.lower()
    writer = WRITERS.get(name)
    if writer is None:
        return "", [make("P018", f"no writer for the format {target!r}",
                         hint="the formats are hand, pbn, lin and json")]
    text, found = writer(record)
    if name != "hand":
        found.extend(_comments_lost(record, name))
    if name == "json":  # (PBN and LIN write the deal's commentary after its auction)
        found.extend(_late_commentary_lost(record, name))
    if name == "lin":
        found.extend(_dealer_given(record))
    return text, found


def _dealer_given(record: HandRecord) -> list[Diagnostic]:
    """One P017 for the deals that name no dealer, where LIN (its ``md`` digit)
    needs one: each is given the seat the check takes, at the first such deal.

    >>> from bridgebook.model import Deal, Seat
    >>> record = HandRecord((Deal(1), Deal(2, dealer=Seat.E), Deal(3)))
    >>> said = _dealer_given(record)[0]
    >>> said.message.split(":")[0], said.deal
    ("LIN's md names a dealer, and the record names none in 2 deals", 1)
    """
    unnamed = [deal for deal in record.deals if named_dealer(deal) is None]
    if not unnamed:
        return []
    count = "1 deal" if len(unnamed) == 1 else f"{len(unnamed):,} deals"
    return [make("P017", f"LIN's md names a dealer, and the record names none in {count}: "
                 "each is written with the dealer the check takes, South",
                 unnamed[0].span).at(deal=unnamed[0].ident)]


def _late_commentary_lost(record: HandRecord, target: str) -> list[Diagnostic]:
    r"""One P017 for the book notation's commentary written after the make, the
    auction, the play or the result, whose place JSON does not keep (it is the deal's
    commentary there, and comes back under the hands): at the first, the number of
    its lines named.

    >>> from bridgebook.syntax import parse
    >>> record, _ = parse("deal 1\nZ: S—A\nmake: Z no trump\n> after the make\n")
    >>> said = _late_commentary_lost(record, "json")[0]
    >>> said.message.split(" (")[0], said.line
    ('JSON has no place for commentary after the make, the auction, the play or the result', 4)
    """
    late = [(deal, deal.notes[at]) for deal in record.deals if deal.read_from == "book"
            for at in sorted(late_notes(deal))]
    if not late:
        return []
    deal, note = late[0]
    count = "1 line" if len(late) == 1 else f"{len(late):,} lines"  # the '>' lines
    return [make("P017", f"{target.upper()} has no place for commentary after the make, the "
                 f"auction, the play or the result ({count}): kept as the deal's commentary",
                 note.span).at(deal=deal.ident)]


def _comments_lost(record: HandRecord, target: str) -> list[Diagnostic]:
    r"""One P017 for the book notation's ``#`` lines, which print nothing and which no
    other format has a place for (``target`` "pbn", "lin" or "json", named in capitals):
    at the first, the number of them named.

    >>> from bridgebook.syntax import parse
    >>> record, _ = parse("# one\ndeal 1\n# two\nZ: S—A\n")
    >>> print(_comments_lost(record, "pbn")[0].message)
    PBN has no place for the book notation's '#' lines (2 of them): left out
    """
    placed = [(c, None) for c in record.comments] + [
        (c, deal.ident) for deal in record.deals for c in deal.comments]
    if not placed:
        return []
    first, deal = placed[0]
    said = make("P017", f"{target.upper()} has no place for the book notation's "
                f"'#' lines ({len(placed):,} of them): left out", first.span)
    return [said if deal is None else said.at(deal=deal)]

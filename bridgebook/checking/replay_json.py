"""``bridgebook replay --json`` of a PBN file, a regular game at a time without its
full reading.

The replay of a deal needs no place of any card when nothing is wrong with it. A
game in the commonest form (:mod:`bridgebook.interop.pbn_quick`) that the quick
verdict (:func:`bridgebook.engine.quick.regular`) finds regular is written from
its integers: its hands from their bit masks, its contract settled by the engine
as the verdict settled it, its tricks replayed on bit masks. Every other game is
read by the full reader and checked in full, as ``check_file`` reads it, and
written by :func:`bridgebook.report.deal_json`. So each deal's document is the one
the full path gives; ``tests/test_replay_json.py`` holds the two to each other on
every PBN file of the project and on random deals.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from bridgebook.checking import check_deal
from bridgebook.checking.deal import after_unread_make
from bridgebook.checking.files import is_text
from bridgebook.checking.quick import full_games, same_board
from bridgebook.checking.report import placed
from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.engine.laws import LAWS, LawsCode
from bridgebook.engine.quick import compact_contract, play_tricks, regular
from bridgebook.engine.replay import NO_TRICK
from bridgebook.interop.common import read_paragraphs
from bridgebook.interop.pbn import iter_pbn
from bridgebook.interop.pbn_quick import NotQuick, read_compact
from bridgebook.model import Card, Span, Strain
from bridgebook.model.compact import CompactDeal
from bridgebook.report import deal_json, hand_codes
from bridgebook.syntax.collector import gc_paused

_TAG = re.compile(r'\[([A-Za-z0-9_]+) "([^"\\#]*)"\]\s*$')
_CODES = tuple(Card(n).code for n in range(52))
_SEATS = ("N", "E", "S", "W")
_FIRST = {"N": 0, "E": 1, "S": 2, "W": 3}


class NotQuickFile(Exception):
    """A file the game-by-game reading does not take (its games depend on each
    other): it is read whole by ``check_file``."""


def replay_documents(path: Path, shown: str) -> tuple[list[dict[str, Any]], bool]:
    """The deals of ``replay --json`` of the PBN file ``path``, and whether the
    check found an error. Raises NotQuickFile for a file that must be read whole
    (and for one that is not UTF-8 text: ``check_file`` says why)."""
    if path.suffix.lower() != ".pbn":
        raise NotQuickFile
    try:
        with path.open("rb") as head:
            if not is_text(head.read(8192)):
                raise NotQuickFile
        with gc_paused():
            return _documents(read_paragraphs(path), shown)
    except (OSError, UnicodeDecodeError, NotQuick):
        raise NotQuickFile from None


def _documents(games: Iterable[tuple[int, list[str]]], path: str
               ) -> tuple[list[dict[str, Any]], bool]:
    documents: list[dict[str, Any]] = []
    errors = False
    count = 0

    def full(lines: list[str], start: int) -> None:
        nonlocal count, errors
        if any('"#' in line for line in lines) or same_board(lines):
            raise NotQuickFile
        for deal, problems in iter_pbn(lines, start, count):
            if deal is None:
                errors = errors or _any_error(problems)
                continue
            count += 1
            report = check_deal(deal)
            after_unread_make([report], problems)
            report.diagnostics = [placed(d, path, deal) for d in report.diagnostics]
            errors = errors or _any_error(problems) or _any_error(report.diagnostics)
            documents.append(deal_json(report))

    def quick(game: list[str], start: int) -> bool:
        nonlocal count, errors
        compact = read_compact(game)
        code = LAWS.get(compact.laws or "") if compact is not None else None
        if compact is None or code is None or not regular(compact, code):
            return False
        count += 1
        document, error = _regular(compact, code, game, start, count, path)
        errors = errors or error
        documents.append(document)
        return True

    # The paragraphs are taken as bridgebook check's quick path takes them.
    for lines, first in full_games(games, quick):
        full(lines, first)
    return documents, errors


def _any_error(found: Iterable[Diagnostic]) -> bool:
    return any(d.severity is Severity.ERROR for d in found)


def _regular(deal: CompactDeal, code: LawsCode, game: list[str], start: int,
             position: int, path: str) -> tuple[dict[str, Any], bool]:
    """The document of a regular game read as integers: what
    :func:`bridgebook.report.deal_json` gives for it read in full, and whether it
    holds an error."""
    values: dict[str, str] = {}
    for line in game:
        if line[:1] == "[":
            m = _TAG.match(line)
            if m is not None:
                values[m.group(1).lower()] = m.group(2).strip()
    board = values.get("board", "")
    number = int(board) if board.isdecimal() else None
    ident = number if number is not None else position
    hands = deal.hands
    first = _FIRST[values["deal"][:1]]
    shown_hands = {_SEATS[(first + i) & 3]: hand_codes(hands[(first + i) & 3])
                   for i in range(4)}
    contract = None if deal.auction is None and code.is_contract and not (
        deal.declaration or deal.cards or deal.claim or deal.result or deal.meta
    ) else compact_contract(deal, code)
    tricks: list[dict[str, Any]] = []
    won = [0, 0]
    if deal.cards and contract is not None:
        leader = int(contract.leader)
        trump = -1 if contract.strain is Strain.NOTRUMP else int(contract.strain)
        winners = play_tricks(hands, deal.cards, deal.leaders, leader, trump, deal.columns)
        assert winners is not None  # the verdict replayed it
        columns = deal.columns
        where = [columns.index(seat & 3) for seat in range(8)] if columns else None
        cards = deal.cards
        for index, winner in enumerate(winners):
            base = index * 4
            played = {}
            for step in range(4):
                seat = (leader + step) & 3
                at = where[leader + step] if where is not None else step
                played[_SEATS[seat]] = _CODES[cards[base + at]]
            tricks.append({"number": index + 1, "leader": _SEATS[leader], "cards": played,
                           "winner": _SEATS[winner]})
            won[winner & 1] += 1
            leader = winner
    diagnostics = []
    if deal.started is not None:  # the full check's one note on it, as check makes it
        at, width, started_number, table = deal.started
        diagnostics.append(make("L010", NO_TRICK, Span.point(start + at, 2, width)).at(
            file=path, deal=started_number if started_number is not None else position,
            game=position, table=table))
    result = deal.result
    return {
        "id": ident,
        "title": values.get("title") or None,
        "laws": code.name,
        "dealer": deal.dealer.name if deal.dealer is not None else None,
        "declarer": contract.declarer.name if contract else None,
        "dummy": contract.dummy.name if contract else None,
        "trump": contract.strain.code if contract else None,
        "contract": str(contract) if contract else None,
        "doubles": contract.doubles if contract else 0,
        "leader": contract.leader.name if contract else None,
        "hands": shown_hands,
        "tricks": tricks,
        "tricks_won": {"NS": won[0], "EW": won[1]},
        "claimed": None,
        "stated_result": result.text if result else None,
        "diagnostics": [d.as_dict() for d in diagnostics],
    }, _any_error(diagnostics)

"""The writers' replay of a plain play on bit masks (interop.plain_play) against
the full replay: where it answers, the tricks, the tricks won, the tricks claimed
and whether the play is finished are the full replay's, and the play itself has
nothing wrong (the full replay's only messages, if any, are the claim's, or the
play's stopping with none); it answers for every regular whole play. The
writers' replay of every other play (``play_out`` with ``quiet``) gives the full
replay's tricks too, with none of its messages but the claim's."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bridgebook.checking import check_text, read_record
from bridgebook.engine.replay import play_out, replay, with_claim
from bridgebook.interop.plain_play import plain_replay
from bridgebook.interop.settled import settle
from bridgebook.model import Card, Deal, HandRecord, Seat, Side

ROOT = Path(__file__).resolve().parent.parent.parent
sys.path.insert(0, str(ROOT / "tests"))

from test_properties import PROFILE, Game, Style, games, styles  # noqa: E402
from test_quick import _PBN_DAMAGE, _PBN_TOKEN, _as_pbn, _damage  # noqa: E402

RECORDS = sorted({*ROOT.glob("hands/**/*.hand"), *ROOT.glob("tests/data/**/*.hand"),
                  *ROOT.glob("hands/**/*.pbn"), *ROOT.glob("tests/data/**/*.pbn"),
                  *ROOT.glob("tests/data/**/*.lin")})


def _same(record: HandRecord) -> int:
    """The plain replay agrees with the full one wherever it answers; the deals it
    answered for."""
    answered = 0
    for deal in record.deals:
        settled = settle(deal, record.meta)
        full = replay(deal, settled.contract, settled.code)
        quiet = with_claim(deal, play_out(deal, settled.contract, settled.code, hints=False,
                                          quiet=True))
        assert (quiet.tricks, quiet.tricks_won, quiet.claimed, quiet.finished) == (
            full.tricks, full.tricks_won, full.claimed, full.finished), deal.ident
        claim_codes = {"L007", "L010"}  # with_claim's messages, made by both
        assert [d.code for d in quiet.diagnostics] == [
            d.code for d in full.diagnostics if d.code in claim_codes], deal.ident
        plain = plain_replay(deal, settled.contract)
        regular_whole = (settled.contract is not None and deal.claim is None and full.finished
                         and len(full.tricks) == 13 and not full.diagnostics)
        if plain is None:
            assert not (regular_whole and _plain_form(deal)), deal.ident
            continue
        answered += 1
        assert (plain.tricks, plain.tricks_won, plain.claimed, plain.finished) == (
            full.tricks, full.tricks_won, full.claimed, full.finished), deal.ident
        # Its messages are with_claim's, the quiet replay's: the claim's, or the play's
        # stopping with none (a card not held, a revoke, a wrong leader are the checker's).
        assert [d.code for d in plain.diagnostics] == [d.code for d in quiet.diagnostics], (
            deal.ident)
    return answered


def _plain_form(deal: Deal) -> bool:
    """Four full hands, and tricks of four cards each, none damaged."""
    return deal.play is not None and len(deal.hands) == 4 and all(
        h.complete and h.count == 13 for h in deal.hands) and all(
        len(t.cards) == 4 and not t.damaged for t in deal.play.tricks)


@pytest.mark.parametrize("path", RECORDS, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_record_of_the_project(path: Path) -> None:
    record, _ = read_record(path)
    _same(record)


def test_played_boards_as_programs_write_them_are_all_answered() -> None:
    """pbn_speed.py's boards: an auction and thirteen tricks each, nothing wrong."""
    import random

    sys.path.insert(0, str(ROOT / "bench"))
    from pbn_speed import board

    from bridgebook.interop.pbn import read_pbn

    rng = random.Random(5)
    record, _ = read_pbn("\n".join(board(n, rng) for n in range(1, 41)))
    assert not any(r.diagnostics for r in check_text_reports(record))
    assert _same(record) == 40


def check_text_reports(record: HandRecord) -> list[Any]:
    from bridgebook.checking import check_deal

    return [check_deal(deal) for deal in record.deals]


@PROFILE
@given(games(), styles())
def test_random_deals_in_the_notation(game: Game, style: Style) -> None:
    from test_quick import _plain

    _same(check_text(_plain(game, style)).record)


@PROFILE
@given(st.lists(st.tuples(games(), styles()), min_size=1, max_size=3), st.data())
def test_random_games_in_pbn_regular_or_damaged(deals: list[tuple[Game, Style]],
                                                data: st.DataObject) -> None:
    from bridgebook.interop.pbn import read_pbn

    text = "\n".join(_as_pbn(game, style) for game, style in deals)
    record, _ = read_pbn(text)
    _same(record)
    lines = _damage(text.splitlines(), data, first=0, tokens=_PBN_TOKEN, pieces=_PBN_DAMAGE,
                    times=data.draw(st.integers(1, 3)))
    damaged, _ = read_pbn("\n".join(lines) + "\n")
    _same(damaged)


def test_a_play_with_a_revoke_is_answered_with_the_full_replays_tricks() -> None:
    """E leads the ace of clubs; S, with clubs, discards the ace of diamonds (a revoke,
    the checker's L003): E's ace still wins, and E leads the king of clubs next."""
    text = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ '
            '765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[Declarer "N"]\n[Contract "1S"]\n'
            '[Auction "N"]\n1S Pass Pass Pass\n[Play "E"]\n')
    rows = ["CA DA C7 C2", "CK DK C6 C3"]  # E leads clubs; S, with clubs, plays diamonds
    from bridgebook.interop.pbn import read_pbn

    record, _ = read_pbn(text + "\n".join(rows) + "\n*\n")
    deal = record.deals[0]
    settled = settle(deal)
    plain = plain_replay(deal, settled.contract)
    assert plain is not None
    full = replay(deal, settled.contract, settled.code)
    assert {d.code for d in full.diagnostics} >= {"L003", "L010"}
    assert (plain.tricks, plain.tricks_won, plain.finished) == (
        full.tricks, full.tricks_won, full.finished)
    assert [t.winner for t in plain.tricks] == [Seat.E, Seat.E]
    assert plain.tricks_won == {Side.NS: 0, Side.EW: 2}


def test_a_card_played_twice_is_left_to_the_full_replay() -> None:
    """The ace of clubs again in the second trick: the full replay skips it."""
    deal = _played(["CA C8 C7 C2", "CA C9 C6 C3"], "")
    settled = settle(deal)
    assert plain_replay(deal, settled.contract) is None
    full = replay(deal, settled.contract, settled.code)
    assert "L002" in {d.code for d in full.diagnostics}


def test_the_rpbridge_files_plays_at_fault_are_all_answered() -> None:
    """The rpbridge.net file: most of its plays have cards the hands do not hold (its
    Deal, Declarer and Play disagree), and each is answered as the full replay plays it."""
    record, _ = read_record(ROOT / "tests" / "data" / "real-files"
                            / "dominicprice__endplay__example3.pbn")
    played = [d for d in record.deals if d.play is not None and d.play.tricks]
    assert all(plain_replay(d, settle(d).contract) is not None for d in played)
    assert _same(HandRecord(deals=tuple(played[:300]))) == 300


def _played(rows: list[str], end: str) -> Deal:
    text = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ '
            '765.432.AKQJ.T98 432.AKQJ.T98.765"]\n[Declarer "N"]\n[Contract "1S"]\n'
            f'{end}[Auction "N"]\n1S Pass Pass Pass\n[Play "E"]\n')
    from bridgebook.interop.pbn import read_pbn

    record, _ = read_pbn(text + "\n".join(rows) + "\n*\n")
    return record.deals[0]


def test_a_play_that_stops_or_is_claimed_is_answered_as_the_full_replay_answers() -> None:
    """E leads the ace, then the king of clubs, and wins both (everyone follows); the
    third trick stops after two cards. With no result the play stops there; with
    [Result "9"] the rest is claimed, so that the declarer's side has 9 tricks and
    E-W the other 4."""
    rows = ["CA C8 C7 C2", "CK C9 C6 C3", "CQ CT - -"]
    for end, finished, won in [("", False, {Side.NS: 0, Side.EW: 2}),
                               ('[Result "9"]\n', True, {Side.NS: 9, Side.EW: 4})]:
        deal = _played(rows, end)
        settled = settle(deal)
        plain = plain_replay(deal, settled.contract)
        assert plain is not None
        full = replay(deal, settled.contract, settled.code)
        assert (plain.tricks, plain.tricks_won, plain.claimed, plain.finished) == (
            full.tricks, full.tricks_won, full.claimed, full.finished)
        assert [t.winner for t in plain.tricks] == [Seat.E, Seat.E, None]
        assert plain.tricks[2].cards == ((Seat.E, Card.CQ), (Seat.S, Card.C10))
        assert (plain.finished, plain.tricks_won) == (finished, won)

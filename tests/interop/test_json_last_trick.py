"""A JSON record's last trick short of cards: its cards are each their seat's, and it
is led by the winner of the trick before (its lead may be the card not written: a
claim after two cards, written from the second seat), unless the record names its
leader, ``last_trick_leader``, as bridgebook writes it for a lead out of turn."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from notation_deals import HANDS_COMPASS

from bridgebook.checking import check_file
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Seat
from bridgebook.syntax import parse

# 7NT by North, East leads. Trick 1: E ♠7, S ♠3, W ♠2, N ♠A (North wins); trick 2:
# N ♠K, E ♠8, S ♠4, W ♥2 (North wins); North claims the rest in trick 3.
HANDS = {"N": "AKQJ.AKQJ.AKQJ.A", "E": "T987.T987.T987.K", "S": "6543.6543.6543.Q",
         "W": "2.2.2.JT98765432"}


def _cards(*cards: str) -> list[dict[str, str]]:
    return [{"seat": c[0], "card": c[1:]} for c in cards]


def _record(last: list[dict[str, str]], **more: Any) -> dict[str, Any]:
    """A record written by hand: no 'pbn:Play:plus' in its meta, no replay."""
    deal = {"board": 1, "laws": "contract-duplicate", "dealer": "N", "hands": HANDS,
            "auction": {"first": "N", "calls": [{"call": c} for c in
                                                ("7NT", "Pass", "Pass", "Pass")]},
            "play": [_cards("ES7", "SS3", "WS2", "NSA"), _cards("NSK", "ES8", "SS4", "WH2"),
                     last],
            "claim": {"seat": "N", "tricks": None, "during": True},
            "result": {"text": "13", "tricks": 13}, **more}
    return {"schema": "bridgebook-record", "version": 1, "meta": {}, "deals": [deal]}


def _checked(tmp_path: Path, data: dict[str, Any]) -> list[tuple[str, str]]:
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return [(d.code, d.message) for d in check_file(path).diagnostics]


def test_a_short_last_trick_without_its_lead_is_led_by_the_last_winner(
        tmp_path: Path) -> None:
    # North's lead to trick 3 is not written: East's ♠9 and South's ♠5 follow it.
    data = _record(_cards("ES9", "SS5"))
    assert _checked(tmp_path, data) == []  # not 'trick 3 is led by E' (L004)
    play = read_json(data).deals[0].play
    assert play is not None
    trick = play.tricks[-1]
    assert trick.leader is None  # the replay's: North, who won trick 2
    assert [(c.seat, c.card.code) for c in trick.cards] == [(Seat.E, "S9"), (Seat.S, "S5")]


def test_a_short_last_trick_led_by_the_last_winner_reads_as_before(tmp_path: Path) -> None:
    assert _checked(tmp_path, _record(_cards("NSQ", "ES9"))) == []


def test_the_record_may_name_the_leader_of_its_short_last_trick(tmp_path: Path) -> None:
    data = _record(_cards("ES9", "SS5"), last_trick_leader="E")
    assert _checked(tmp_path, data) == [
        ("L004", "trick 3 is led by E, but N won the last trick")]


def test_a_lead_out_of_turn_in_a_short_last_trick_comes_back_from_json() -> None:
    # The notation names trick 3's leader: East, whom North's win of trick 2 denies.
    hand = ("deal 1\nlaws: contract-duplicate\ndealer: N\n" + HANDS_COMPASS
            + "auction: 7NT pass pass pass\nplay:\n1. E: S7 S3 S2 SA\n2. N: SK S8 S4 H2\n"
            "3. E: S9 S5\nclaim: N the rest\n")
    record, problems = parse(hand)
    assert problems == []
    text, lost = convert_record(record, "json")
    assert lost == []
    deal = json.loads(text)["deals"][0]
    assert deal["last_trick_leader"] == "E"
    again = read_json(json.loads(text)).deals[0]
    assert again.play is not None and again.play.tricks[-1].leader is not None
    assert again.play.tricks[-1].leader.name == "E"
    # Led by the winner of trick 2, the key is not written.
    text, _ = convert_record(parse(hand.replace("3. E: S9 S5", "3. N: SQ S9"))[0], "json")
    assert "last_trick_leader" not in json.loads(text)["deals"][0]


def test_pbn_whose_last_row_lacks_the_lead_reads_back_from_json(tmp_path: Path) -> None:
    # Columns E S W N: trick 3's row has East's ♠9 and South's ♠5, West's and North's
    # cells '-' (North, who won trick 2, led the card not written).
    pbn = ('[Board "1"]\n[Dealer "N"]\n'
           '[Deal "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 6543.6543.6543.Q 2.2.2.JT98765432"]\n'
           '[Declarer "N"]\n[Contract "7NT"]\n[Result "13"]\n[Auction "N"]\n'
           '7NT Pass Pass Pass\n[Play "E"]\nS7 S3 S2 SA\nS8 S4 H2 SK\nS9 S5 - -\n')
    record, problems = read_pbn(pbn)
    assert problems == []
    text, _ = convert_record(record, "json")
    data = json.loads(text)
    assert data["deals"][0]["play"][-1] == [
        {"seat": "E", "card": "S9", "note": None}, {"seat": "S", "card": "S5", "note": None}]
    assert "last_trick_leader" not in data["deals"][0]
    assert _checked(tmp_path, data) == []

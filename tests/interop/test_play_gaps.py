"""PBN's '+' in a middle column of the play: the card of that seat is not known, and
the cards after it are their own seats' in every target. PBN and JSON, which give each
card its seat, keep them so; the book notation and LIN, which give a trick's cards in
the order played from its leader, stop the trick at the gap and say which cards are
left out (P017)."""

from __future__ import annotations

import json
from pathlib import Path

from notation_deals import HOLD_UP_HEAD

from bridgebook.checking import check_file, check_text
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.interop.settled import settle
from bridgebook.model import Card, Play, Seat
from bridgebook.syntax import parse

# 3NT by North, East leads. North QJT.A432.8643.K2, East A875.JT9.A5.T765,
# South 9642.765.JT.QJ93, West K3.KQ8.KQ972.A84.
PBN = """\
[Board "1"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "N:QJT.A432.8643.K2 A875.JT9.A5.T765 9642.765.JT.QJ93 K3.KQ8.KQ972.A84"]
[Declarer "N"]
[Contract "3NT"]
[Result "9"]
[Auction "N"]
3NT Pass Pass Pass
[Play "E"]
"""


def _said(found: list[Diagnostic]) -> list[str]:
    return [f"{d.span.line}:{d.span.column} {d.code} {d.message}" if d.span else d.message
            for d in found]


def _loud(text: str, name: str) -> list[str]:
    return [f"{d.code} {d.message}" for d in check_text(text, name).diagnostics
            if d.severity is not Severity.INFO]


def test_a_plus_in_a_middle_column_keeps_each_card_with_its_seat(tmp_path: Path) -> None:
    # Columns E S W N: East's ♦5 led, South's card not known, West's ♦K, North's ♦3.
    record, found = read_pbn(PBN + "D5 + DK D3\n")
    assert found == [] and _loud(PBN + "D5 + DK D3\n", "gap.pbn") == []
    deal = record.deals[0]
    assert [(s, c) for t in settle(deal).replay.tricks for s, c in t.cards] == [
        (Seat.E, Card.D5), (Seat.W, Card.DK), (Seat.N, Card.D3)]

    # the book notation: the row stops at the gap, the rest said left out
    cut = ("11:1 P017 trick 1: the card of S is not known, and {} gives a trick's cards "
           "in the order played: the trick stops at the gap; DK (W), D3 (N) left out")
    hand, lost = convert_record(record, "hand")
    # (the play went on, unrecorded: it stops with the row, as the notation's '...';
    # no one claimed)
    assert "play:\n1. E: D5 ...\nresult: 9\n" in hand
    assert _said(lost) == [cut.format("the book notation")]
    assert _loud(hand, "gap.hand") == []

    # LIN: the cards in the order played, so only the lead
    lin, lost = convert_record(record, "lin")
    assert "pg||pc|D5|pg||mc|9|" in lin
    assert _said(lost) == [cut.format("LIN")]
    assert _loud(lin, "gap.lin") == []

    # JSON gives each card its seat: all three kept, and read back each its seat's
    data, lost = convert_record(record, "json")
    assert lost == []
    assert json.loads(data)["deals"][0]["play"] == [[
        {"seat": "E", "card": "D5", "note": None}, {"seat": "W", "card": "DK", "note": None},
        {"seat": "N", "card": "D3", "note": None}]]
    (tmp_path / "gap.json").write_text(data)
    assert [d.code for d in check_file(tmp_path / "gap.json").diagnostics
            if d.severity is not Severity.INFO] == []
    again = read_json(json.loads(data)).deals[0]
    assert [(s, c) for t in settle(again).replay.tricks for s, c in t.cards] == [
        (Seat.E, Card.D5), (Seat.W, Card.DK), (Seat.N, Card.D3)]

    # PBN keeps the '+' in South's column
    pbn, lost = convert_record(record, "pbn")
    assert '[Play "E"]\nD5 + DK D3\n*\n' in pbn and lost == []


def test_a_plus_where_the_lead_is_not_known_leaves_the_trick_out_of_a_play_in_order(
        tmp_path: Path) -> None:
    # West wins trick 1 with ♦K and leads to trick 2, unrecorded; North ♠Q, East ♠A,
    # South ♠2 (columns E S W N).
    text = PBN + "D5 DJ DK D3\nSA S2 + SQ\n"
    record, found = read_pbn(text)
    assert found == [] and _loud(text, "lead.pbn") == []
    left = ("12:1 P017 trick 2: the card of W, the lead, is not known, and {} gives a "
            "trick's cards in the order played: the trick is left out, SQ (N), SA (E), "
            "S2 (S)")
    hand, lost = convert_record(record, "hand")
    assert "play:\n1. E: D5 DJ DK D3\nresult: 9\n" in hand
    assert _said(lost) == [left.format("the book notation")]
    assert _loud(hand, "lead.hand") == []
    lin, lost = convert_record(record, "lin")
    assert "pc|D5|pc|DJ|pc|DK|pc|D3|pg||mc|9|" in lin
    assert _said(lost) == [left.format("LIN")]
    pbn, lost = convert_record(record, "pbn")
    assert "D5 DJ DK D3\nSA S2 + SQ\n*\n" in pbn and lost == []
    # JSON keeps the three cards, each its seat's, and West to lead (not L004)
    data, lost = convert_record(record, "json")
    assert lost == []
    (tmp_path / "lead.json").write_text(data)
    assert [d.code for d in check_file(tmp_path / "lead.json").diagnostics
            if d.severity is not Severity.INFO] == []
    again = read_json(json.loads(data))
    assert [(s, c) for t in settle(again.deals[0]).replay.tricks for s, c in t.cards][4:] == [
        (Seat.N, Card.SQ), (Seat.E, Card.SA), (Seat.S, Card.S2)]
    assert "D5 DJ DK D3\nSA S2 + SQ\n*\n" in convert_record(again, "pbn")[0]


def test_a_plus_after_the_last_card_of_the_round_loses_nothing() -> None:
    # PBN 2.1's own example, "S3 C3 + SA": the leader in the last column, the seat not
    # known the last to play. West's ♦K wins trick 1; West ♠K, North ♠Q, East ♠A to
    # trick 2, South's card not known (columns E S W N: SA + SK SQ).
    text = PBN + "D5 DJ DK D3\nSA + SK SQ\n"
    record, found = read_pbn(text)
    assert found == []
    hand, lost = convert_record(record, "hand")
    assert "1. E: D5 DJ DK D3\n2. W: SK SQ SA ...\nresult: 9\n" in hand
    assert lost == [] and _loud(hand, "end.hand") == []
    lin, lost = convert_record(record, "lin")
    assert "pc|D3|pg||pc|SK|pc|SQ|pc|SA|pg||mc|9|" in lin and lost == []
    again, _ = parse(hand)
    assert [(s, c) for t in settle(again.deals[0]).tricks for s, c in t.cards][-3:] == [
        (Seat.W, Card.SK), (Seat.N, Card.SQ), (Seat.E, Card.SA)]
    assert read_lin(lin)[1] == []


# 3NT by South, West leads: ♠Q wins trick 1, South's ♠A trick 2; South leads ♦9 to
# trick 3, West's and North's cards not read; East's ♦A wins trick 4, led by North.
GAP = HOLD_UP_HEAD + """\
3. S: D9 XX YY D2
4. N: DK DA D7 D6
claim: S the rest
"""


def test_lin_ends_the_play_at_a_trick_cut_short_in_the_middle() -> None:
    record, problems = parse(GAP)
    assert [p.code for p in problems] == ["P002", "P002"]
    # LIN numbers no trick: after trick 3 cut at its gap (only the lead, ♦9), trick 4
    # would be read as trick 3's rest; so the play ends there, trick 4 left out too.
    # The claim keeps South's total: 1 trick won (trick 2), 9 to come after trick 4.
    lin, lost = convert_record(record, "lin")
    assert "pc|SJ|pc|S5|pc|SK|pc|SA|pg||pc|D9|pg||mc|10|" in lin
    # the seats not read named in the order of play from South's lead
    assert [d.message for d in lost] == [
        "trick 3: the card of W and N is not known, and LIN gives a trick's cards in the "
        "order played: the trick stops at the gap; D2 (E) left out; LIN numbers no trick, "
        "so the play ends there: trick 4 left out too"]
    assert _loud(lin, "gap.lin") == []
    # the book notation numbers its rows: only the trick is cut, trick 4 kept
    hand, lost = convert_record(record, "hand")
    assert "3. S: D9\n4. N: DK DA D7 D6\n" in hand
    assert [d.message for d in lost] == [
        "trick 3: the card of W and N is not known, and the book notation gives a trick's "
        "cards in the order played: the trick stops at the gap; D2 (E) left out"]


def test_lin_ends_the_play_at_a_trick_left_out_in_the_middle() -> None:
    record, _ = parse(GAP.replace("3. S: D9 XX YY D2", "3. S: XX D5 DQ D2"))
    lin, lost = convert_record(record, "lin")
    assert "pc|SJ|pc|S5|pc|SK|pc|SA|pg||mc|10|" in lin
    assert [d.message for d in lost] == [
        "trick 3: the card of S, the lead, is not known, and LIN gives a trick's cards in "
        "the order played: the trick is left out, D5 (W), DQ (N), D2 (E); LIN numbers no "
        "trick, so the play ends there: trick 4 left out too"]
    assert _loud(lin, "left.lin") == []


def _rows(play: Play | None) -> list[tuple[list[tuple[Seat | None, Card]], bool]]:
    """Each row's cards with their seats, and whether the play stops with it."""
    assert play is not None
    return [([(c.seat, c.card) for c in t.cards], t.stops) for t in play.tricks]


def test_a_last_row_after_a_gap_is_written_back_as_read() -> None:
    # Trick 1, East's ♥J led, South's ♥5, West's card not known ('-'), North's ♥A;
    # trick 2 only North's lead, ♠Q, in North's column, the last. With a row short
    # before the last, PBN's reader makes no claim of the result: the play stops.
    source = PBN + "HJ H5 - HA\n- - - SQ\n*\n"
    record, found = read_pbn(source)
    assert found == [] and record.deals[0].claim is None
    text, lost = convert_record(record, "pbn")
    assert lost == []
    # the rows as read: no '+' (the play going on, unrecorded) in East's column
    assert text.endswith('[Play "E"]\nHJ H5 - HA\n- - - SQ\n*\n')
    again, _ = read_pbn(text)
    assert _rows(again.deals[0].play) == _rows(record.deals[0].play) == [
        ([(Seat.E, Card.HJ), (Seat.S, Card.H5), (Seat.N, Card.HA)], False),
        ([(Seat.N, Card.SQ)], True)]
    assert again.deals[0].claim is None and "pbn:Play:plus" not in again.deals[0].meta

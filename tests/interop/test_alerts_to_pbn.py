"""PBN has no mark for an alert: a call's ``!`` is its suffix annotation, "good
call" (PBN 2.1, its annotations and their glyphs), and programs write an alert as a
note (RealBridge's ``1C =1=`` with ``[Note "1: Alerted"]``, example2.pbn). An alert
converted to PBN is left out and said so (P017), its explanation kept as the call's
note."""

from __future__ import annotations

from bridgebook.interop.convert import convert_record
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

from .said import placed

LIN = ("pn|S,W,N,E|st||md|3S765H765D8765C876,S432H432D432C5432,SAKQJHAKQDAKQCAKQ,|"
       "sv|o|mb|2C!|an|strong|mb|p|mb|2D|mb|p|mb|3N|mb|p|mb|p|mb|p|pg||\n")


def test_an_alert_from_lin_is_said_lost_and_its_explanation_kept() -> None:
    record, found = read_lin(LIN)
    assert found == []
    pbn, lost = convert_record(record, "pbn")
    assert '[Auction "N"]\n2C =1= Pass 2D Pass\n3NT Pass Pass Pass\n[Note "1:strong"]\n' in pbn
    # at the alerted call, 'mb|2C!|' (column 83 of the line: its '2C!')
    assert placed(lost) == [
        "1:83 P017 PBN has no mark for an alert (a call's '!' is its 'good call'): the "
        "alert on 2C left out; the explanation kept as its note"]
    again, _ = read_pbn(pbn)
    auction = again.deals[0].auction
    assert auction is not None
    (call, *_) = auction.calls
    assert call.alert is False and call.explanation is not None
    assert call.explanation.text == "strong"


def test_alerts_from_the_book_notation_are_said_lost() -> None:
    record, problems = parse("deal 1\ndealer: N\n"
                             "auction: 2♣! pass 2♦! pass 3NT pass pass pass\n")
    assert problems == []
    pbn, lost = convert_record(record, "pbn")
    assert "\n2C Pass 2D Pass\n3NT Pass Pass Pass\n" in pbn
    assert placed(lost) == [
        "3:10 P017 PBN has no mark for an alert (a call's '!' is its 'good call'): the "
        "alerts on 2C, 2D left out"]

"""Round trips and `bridgebook convert`: what each format keeps, what it says it
drops, and that a failed conversion leaves the output as it was."""

from __future__ import annotations

import json
import os
import stat
import threading
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from click.testing import CliRunner
from notation_deals import HANDS_COMPASS

from bridgebook.checking import check_file, check_text, read_record
from bridgebook.cli import main
from bridgebook.diagnostics import Diagnostic
from bridgebook.interop.convert import convert_record
from bridgebook.interop.handviewer import handviewer_url
from bridgebook.interop.json_out import read_json, record_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.interop.pbn_write import write_pbn
from bridgebook.model import HandRecord
from bridgebook.syntax import parse

ROOT = Path(__file__).resolve().parent.parent.parent
DEALS = sorted((ROOT / "hands" / "deals").glob("*.hand"))

ANNOTATED = """\
% PBN 2.1
[Event "Club night"]
{ The event commentary stays after the Event tag. }
[Site "?"]
[Date "?"]
[Board "7"]
[West "?"]
[North "?"]
[East "?"]
[South "?"]
[Dealer "N"]
[Vulnerable "All"]
[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]
[Scoring "IMP"]
[Declarer "N"]
[Contract "7S"]
[Result "13"]
[Auction "N"]
7S =1= Pass Pass Pass
[Note "1:a grand slam"]
[Play "E"]
H2 D2 C2 SA {the ace of trumps}
*
[Room "Open"]
[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]
N S 13
N NT 13
"""


def test_pbn_round_trip_keeps_notes_commentary_and_supplemental_sections() -> None:
    record, found = read_pbn(ANNOTATED)
    assert found == []
    text, dropped = write_pbn(record)
    assert dropped == []
    lines = text.splitlines()
    assert lines[lines.index('[Event "Club night"]') + 1] == (
        "{The event commentary stays after the Event tag.}")
    assert "7S =1= Pass Pass Pass" in lines and '[Note "1:a grand slam"]' in lines
    assert "H2 D2 C2 SA {the ace of trumps}" in lines  # the columns from the leader, E
    assert lines[-4:] == ['[Room "Open"]',
                          '[OptimumResultTable "Declarer;Denomination\\2R;Result\\2R"]',
                          "N S 13", "N NT 13"]
    assert write_pbn(read_pbn(text)[0])[0] == text


@pytest.mark.parametrize("path", DEALS, ids=[p.stem for p in DEALS])
def test_bridge_whist_deals_round_trip_through_pbn_and_json(path: Path) -> None:
    """The book's deals (bridge whist: the make, the doubling, the code of laws) come
    back from PBN and from JSON with the same contract, replay and no new problem."""
    original = check_file(path)
    record, _ = read_record(path)
    pbn, dropped = convert_record(record, "pbn")
    # PBN has no mark for the card that won a trick (the winners follow from the play),
    # and no place for the record's words of the make ('Z makes it no trump') and the
    # result ('the dealer wins nine tricks; three by cards'), written as acts and tricks
    words = {"the make": "the make written as its acts (the Make section)",
             "the result": "the result written as the declaring side's tricks (the Result "
                           "tag)"}
    # and none for the notation's '#' lines (one message, the number of them named)
    comments = sum(1 for line in path.read_text(encoding="utf-8").splitlines()
                   if line.strip().startswith("#"))
    said = [f"PBN has no place for the book notation's '#' lines ({comments} of them): "
            "left out"] if comments else []
    for d in dropped:
        assert "no mark for the card that won a trick" in d.message or d.message in [
            f"PBN has no place for the record's words of {' and '.join(lost)}: "
            + "; ".join(words[what] for what in lost)
            for lost in (["the make"], ["the result"], ["the make", "the result"])] + said
    assert [d.message for d in dropped if "'#' lines" in d.message] == said
    if path.stem == "01-the-hints-no-trump":  # 'make: Z makes it no trump'
        assert any("words of the make and the result" in d.message for d in dropped)
    again = check_text(pbn, "deals.pbn")
    via_json = read_json(json.loads(convert_record(record, "json")[0]))
    # P006: the record's result in words is written as a number of tricks
    assert [d.code for d in again.diagnostics] == [
        d.code for d in original.diagnostics if d.code != "P006"]
    for before, after in zip(original.deals, again.deals, strict=True):
        assert after.laws.name == before.laws.name
        assert str(after.contract) == str(before.contract)
        assert after.contract is not None and before.contract is not None
        assert after.contract.maker == before.contract.maker
        assert after.replay.tricks == before.replay.tricks
    for before, deal in zip(original.deals, via_json.deals, strict=True):
        assert deal.declaration == tuple(
            type(d)(d.seat, d.act, d.strain) for d in before.deal.declaration)
        assert record_json(via_json)["deals"][0]["contract"] is not None


def test_book_deals_convert_to_the_book_notation_and_back() -> None:
    for path in DEALS:
        record, _ = read_record(path)
        text, _ = convert_record(record, "hand")
        again = check_text(text, "again.hand")
        before = check_file(path)
        assert [str(r.contract) for r in again.deals] == [str(r.contract) for r in before.deals]
        assert [r.replay.tricks for r in again.deals] == [r.replay.tricks for r in before.deals]


def test_lin_says_what_it_cannot_hold() -> None:
    record, _ = read_record(DEALS[1])
    _, dropped = convert_record(record, "lin")
    messages = " / ".join(d.message for d in dropped)
    assert {d.code for d in dropped} == {"P017"}
    assert "make and the doubling" in messages
    # LIN holds commentary ('nt'): kept, not said lost
    assert "commentary" not in messages
    text, _ = convert_record(record, "lin")
    again, _ = read_lin(text)
    words = [" ".join(n.text.split()) for n in again.deals[0].notes]
    deal = record.deals[0]
    assert deal.play is not None
    said = [*deal.notes, *(n for t in deal.play.tricks for n in t.notes)]
    assert " ".join(words) == " ".join(" ".join(n.text for n in said).split())
    assert "" not in words  # a paragraph an 'nt', no empty one


def test_handviewer_link_carries_the_deal_as_lin() -> None:
    record, _ = read_pbn(ANNOTATED)
    url = urlparse(handviewer_url(record.deals[0]))
    assert url.netloc == "www.bridgebase.com" and url.path == "/tools/handviewer.html"
    (lin,) = parse_qs(url.query)["lin"]
    again, found = read_lin(lin)
    assert found == []
    assert again.deals[0].hands == tuple(sorted(again.deals[0].hands, key=lambda h: 0))
    assert {h.seat: h.cards for h in again.deals[0].hands} == {
        h.seat: h.cards for h in record.deals[0].hands}


def test_convert_writes_by_extension(tmp_path: Path) -> None:
    out = tmp_path / "deals.pbn"
    result = CliRunner().invoke(main, ["convert", str(DEALS[0]), "-o", str(out)])
    assert result.exit_code == 0, result.output
    assert check_file(out).errors == 0
    assert [r.contract for r in check_file(out).deals] == [
        r.contract for r in check_file(DEALS[0]).deals]


def test_a_failed_conversion_leaves_the_output_untouched(tmp_path: Path) -> None:
    bad = tmp_path / "bad.pbn"
    bad.write_text('[Board "1"]\n[Dealer N]\n', encoding="utf-8")
    out = tmp_path / "out.lin"
    out.write_text("the user's own file\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["convert", str(bad), "-o", str(out)])
    assert result.exit_code == 1
    assert "P013" in result.output
    assert out.read_text(encoding="utf-8") == "the user's own file\n"
    unknown = CliRunner().invoke(main, ["convert", str(DEALS[0]), "-o", str(tmp_path / "x.txt")])
    assert unknown.exit_code == 1 and "P018" in unknown.output
    assert not (tmp_path / "x.txt").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.pbn", "out.lin"]


def test_convert_writes_through_a_link_and_keeps_the_permissions(tmp_path: Path) -> None:
    """The output is the user's: a link stays a link (its target gets the text), a file
    keeps its permissions, and a new file gets what the umask gives, not 0600."""
    (tmp_path / "real").mkdir()
    target = tmp_path / "real" / "target.pbn"
    target.write_text("old\n", encoding="utf-8")
    target.chmod(0o664)
    link = tmp_path / "link.pbn"
    link.symlink_to(target)
    result = CliRunner().invoke(main, ["convert", str(DEALS[0]), "-o", str(link)])
    assert result.exit_code == 0, result.output
    assert link.is_symlink() and link.resolve() == target
    assert target.read_text(encoding="utf-8").startswith("% PBN")
    assert oct(target.stat().st_mode & 0o777) == oct(0o664)
    mask = os.umask(0o027)
    try:
        fresh = tmp_path / "fresh.pbn"
        assert CliRunner().invoke(main, ["convert", str(DEALS[0]), "-o", str(fresh)]).exit_code == 0
    finally:
        os.umask(mask)
    assert oct(fresh.stat().st_mode & 0o777) == oct(0o640)


def test_convert_writes_into_a_pipe_and_leaves_it_a_pipe(tmp_path: Path) -> None:
    pipe = tmp_path / "deals.pbn"
    os.mkfifo(pipe)
    read: list[str] = []
    reader = threading.Thread(target=lambda: read.append(pipe.read_text(encoding="utf-8")),
                              daemon=True)
    reader.start()
    result = CliRunner().invoke(main, ["convert", str(DEALS[0]), "-o", str(pipe)])
    reader.join(timeout=30)
    assert result.exit_code == 0, result.output
    assert stat.S_ISFIFO(pipe.stat().st_mode)
    assert read and read[0].startswith("% PBN")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deals.pbn"]


def test_check_finds_pbn_and_lin_in_folders(tmp_path: Path) -> None:
    (tmp_path / "a.pbn").write_text(ANNOTATED, encoding="utf-8")
    (tmp_path / "b.lin").write_text("md|3SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|\n",
                                    encoding="utf-8")
    result = CliRunner().invoke(main, ["check", "--json", str(tmp_path)])
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert (data["files"], data["deals"]) == (2, 2)


MARKED = """\
[Board "1"]
[Dealer "N"]
[Deal "N:...AKQJT98765432 AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432."]
[Declarer "N"]
[Contract "7C"]
[Result "13"]
[Auction "N"]
7C {the grand} Pass =1= Pass Pass^S
[Note "1:a thoughtful pass"]
[Play "E"]
SA HA DA^R {the revoke} CA
*
"""


def test_call_commentary_and_irregularity_marks_are_written_back_in_place() -> None:
    record, found = read_pbn(MARKED)
    assert [(d.code, d.line, d.column) for d in found] == [("P016", 8, 34), ("P016", 11, 9)]
    lines = write_pbn(record)[0].splitlines()
    assert "7C {the grand} Pass =1= Pass Pass^S" in lines
    assert '[Note "1:a thoughtful pass"]' in lines
    assert "SA HA DA^R {the revoke} CA" in lines


SCORED = """\
deal 4: Ruff first
laws: laws-1905
score: The score is 24 to 0 against the dealer on the rubber game.
Z: S—A, 5, 4; H—A, K, Q, 10, 6; D—7, 4, 3; C—8, 4
A: S—J, 10, 9; H—9, 7; D—K, Q, J; C—A, K, Q, 10, 5
Y: S—K, 7, 6, 2; H—8, 5, 4; D—A, 8, 6, 5, 2; C—6
B: S—Q, 8, 3; H—J, 3, 2; D—10, 9; C—J, 9, 7, 3, 2
make: Z declares hearts
"""


def test_the_stated_score_round_trips_through_pbn_in_bridgebooks_own_tag() -> None:
    # PBN's Score tags are the board's own score and the rubber's figures game by
    # game: the score a book states before the hand is kept in [ScoreBefore].
    record, _ = read_record_text(SCORED)
    text, dropped = write_pbn(record)
    assert dropped == []
    assert '[ScoreBefore "The score is 24 to 0 against the dealer on the rubber game."]' in (
        text.splitlines())
    again, found = read_pbn(text)
    assert found == []
    (deal,) = again.deals
    assert deal.score is not None and (deal.score.below, deal.score.games) == ((0, 24), (1, 1))
    assert deal.meta["score"] == record.deals[0].meta["score"]
    rewritten = write_pbn(again)[0].splitlines()
    assert [x for x in rewritten if x.startswith("[ScoreBefore")] == [
        x for x in text.splitlines() if x.startswith("[ScoreBefore")]
    assert check_text(text, "scored.pbn").diagnostics == []


def test_a_stated_score_pbn_cannot_read_is_p030_at_its_tag() -> None:
    text = write_pbn(read_record_text(SCORED)[0])[0].replace(
        "24 to 0 against", "24 to lots against")
    found = check_text(text, "scored.pbn").diagnostics
    line = text.splitlines().index(next(x for x in text.splitlines()
                                        if x.startswith("[ScoreBefore"))) + 1
    assert [(d.code, d.line, d.column) for d in found] == [("P030", line, 15)]


def test_lin_says_it_loses_the_stated_score() -> None:
    _, dropped = convert_record(read_record_text(SCORED)[0], "lin")
    # One message a deal for what LIN has no item for, at the first such line, each
    # named as the notation writes it: the heading's title, the 'score:' line.
    assert [d.message for d in dropped if "score" in d.message] == [
        "LIN has no item for the title, 'score:'; left out"]
    assert [(d.line, d.column) for d in dropped if "score" in d.message] == [(3, 8)]


def read_record_text(text: str) -> tuple[HandRecord, list[Diagnostic]]:
    return parse(text)


def test_what_many_games_lose_alike_is_said_once_with_the_other_places(
        tmp_path: Path) -> None:
    # Bridge Bidding Analyser's 2,231 games each carry BidSystemEW and BidSystemNS,
    # which the book notation has no key for: one warning, at the first game (the
    # Event tag opening it, line 62), the 2,230 others folded into it. (Their Room,
    # "Open", is the notation's 'room: open'.)
    source = ROOT / "tests" / "data" / "real-files" / "lorserker__ben__1C-P-1D-P-1H-P-1S.pbn"
    result = CliRunner().invoke(main, ["convert", "--force", str(source), "-o",
                                       str(tmp_path / "out.hand")])
    told = [line for line in result.output.splitlines() if " P017 " in line]
    assert told == [f"{source}:62:1: P017 warning: the book notation has no key for "
                    "BidSystemEW, BidSystemNS; left out"]
    assert ("    and 2,230 more like it, at 93:1, 122:1, 156:1, 185:1, 214:1, 243:1, "
            "271:1, 300:1, 328:1, 359:1, … (2,220 more)") in result.output.splitlines()
    written = (tmp_path / "out.hand").read_text(encoding="utf-8")
    assert written.startswith("deal ") and written.count("\ndeal ") == 2230  # 2,231 deals
    assert written.count("\nroom: open\n") == 2231


def test_a_title_goes_to_pbn_and_back_once() -> None:
    record, _ = parse("deal 1\ntitle: A squeeze\ndealer: N\n"
                      "N: S—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n")
    pbn, _ = convert_record(record, "pbn")
    assert '[Title "A squeeze"]' in pbn
    again, found = read_pbn(pbn)
    hand, _ = convert_record(again, "hand")
    assert found == [] and hand.splitlines()[0] == "deal 1: A squeeze"
    assert "title:" not in hand
    back, problems = parse(hand)
    assert [d.title for d in back.deals] == ["A squeeze"] and problems == []


#: The tricks of the first of the bundled deals, as its JSON has them.
_PLAY = record_json(read_record(DEALS[0])[0])["deals"][0]["play"]


@pytest.mark.parametrize(("change", "said"), [
    (lambda d: d.__setitem__("notes", [None]), "deal 1: 'notes' must be a list of texts"),
    (lambda d: d.__setitem__("notes", "abc"), "deal 1: 'notes' must be a list of texts"),
    (lambda d: d["play"][0][0].__setitem__("note", 5),
     "deal 1: a card's 'note' must be a text, not a number"),
    (lambda d: d.setdefault("meta", {}).__setitem__("pbn:Deal:note", 7),
     "deal 1: 'meta' must be an object of texts"),
    (lambda d: d.__setitem__("play", "S3"),
     "deal 1: 'play' must be a list of tricks, each a list of cards"),
    (lambda d: d.__setitem__("hands", {"N": 5}), "deal 1: 'hands' must be an object of texts"),
    (lambda d: d.__setitem__("trick_notes", {"99": ["x"]}),
     f"deal 1: 'trick_notes' names trick '99', but the play has {len(_PLAY)} (a trick's "
     f"place, 1 to {len(_PLAY) + 1}, the last for a row of no card)"),
    (lambda d: d.__setitem__("trick_leaders", {"x": "S"}),
     f"deal 1: 'trick_leaders' names trick 'x', but the play has {len(_PLAY)} (a trick's "
     f"place, 1 to {len(_PLAY)})"),
    (lambda d: d.__setitem__("trick_leaders", {str(len(_PLAY) + 1): "S"}),
     f"deal 1: 'trick_leaders' names trick '{len(_PLAY) + 1}', but the play has "
     f"{len(_PLAY)} (a trick's place, 1 to {len(_PLAY)})"),
    (lambda d: d.__setitem__("play_in_columns", "yes"),
     "deal 1: 'play_in_columns' must be true or false, not a text"),
    (lambda d: d.__setitem__("play_in_columns", 3),
     "deal 1: 'play_in_columns' must be true or false, not a number"),
    (lambda d: d.__setitem__("play_stops", None),
     "deal 1: 'play_stops' must be true or false, not null"),
    (lambda d: d["play"][0][0].pop("card"), "deal 1: a field 'card' is missing"),
    (lambda d: d["play"][0][0].__setitem__("seat", "Q"), "deal 1: not a seat: 'Q'"),
])
def test_json_of_another_shape_is_one_p013_naming_the_field(
        change: Any, said: str, tmp_path: Path) -> None:
    """A JSON record edited by hand into another shape than the schema's is told, with
    the field, by check and by convert alike: no traceback, nothing written."""
    record = record_json(read_record(DEALS[0])[0])
    deal = record["deals"][0]
    assert "play" in deal
    change(deal)
    source = tmp_path / "edited.json"
    source.write_text(json.dumps(record), encoding="utf-8")
    for command in (["check", str(source)],
                    ["convert", str(source), "-o", str(tmp_path / "out.pbn")]):
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 1
        assert f"P013 not a bridgebook JSON record: {said}" in result.output
        assert result.exception is None or isinstance(result.exception, SystemExit)
    assert not (tmp_path / "out.pbn").exists()


TRICK_NOTE = """\
laws: contract-rubber
dealer: N
""" + HANDS_COMPASS + """auction: 7NT P P P
play:
1. E: S10 S3 S2 SA
> E leads **the ten**: the top of nothing
2. N: HA H7 H3 H2
claim: N 11
"""


def test_json_keeps_the_commentary_under_a_trick(tmp_path: Path) -> None:
    """A `> ` line under a trick row is the trick's commentary: JSON holds it (by the
    trick's place in the play) and gives it back, where it was dropped unsaid."""
    source = tmp_path / "led.hand"
    source.write_text(TRICK_NOTE, encoding="utf-8")
    as_json = tmp_path / "led.json"
    back = tmp_path / "back.hand"
    for command in (["convert", str(source), "-o", str(as_json)],
                    ["convert", str(as_json), "-o", str(back)]):
        result = CliRunner().invoke(main, command)
        assert result.exit_code == 0, result.output
        assert "P017" not in result.output
    deal = json.loads(as_json.read_text(encoding="utf-8"))["deals"][0]
    assert deal["trick_notes"] == {"1": ["E leads **the ten**: the top of nothing"]}
    assert "1. E: S10 S3 S2 SA\n> E leads **the ten**: the top of nothing\n2. N:" in (
        back.read_text(encoding="utf-8"))
    assert check_file(back).errors == 0


def test_a_file_with_no_deal_is_told_and_writes_nothing(tmp_path: Path) -> None:
    """An empty file (or one of commentary alone) converts to nothing: P021, as check
    says it, and the output, if the user had one, is left as it was."""
    empty = tmp_path / "empty.pbn"
    empty.write_text("% PBN 2.1\n{ only a comment }\n", encoding="utf-8")
    out = tmp_path / "out.hand"
    out.write_text("the user's own file\n", encoding="utf-8")
    result = CliRunner().invoke(main, ["convert", str(empty), "-o", str(out)])
    assert result.exit_code == 0
    assert f"P021 warning: the file holds no deal: {out} is not written" in result.output
    assert out.read_text(encoding="utf-8") == "the user's own file\n"

"""An auction that stops before its closing passes makes no contract: no writer
states one the record does not (PBN's Contract and Declarer are the record's own, or
'?'); a board not finished (PBN's auction that stops, nothing after it) keeps its
note where the target can hold it (PBN, JSON), and the others say what they write."""

from __future__ import annotations

from pathlib import Path

from bridgebook.checking import check_file
from bridgebook.checking.text import check_text
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn

_HEAD = ('[Event "Test"]\n[Board "{board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
         '[Deal "N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"]\n')


def _game(board: int, tags: str, auction: str, after: str = "") -> str:
    return _HEAD.format(board=board) + tags + '[Auction "N"]\n' + auction + "\n" + after


def _checked(text: str, name: str) -> list[tuple[str, str]]:
    return [(d.code, d.severity.name) for d in check_text(text, name).diagnostics]


def _tags(pbn: str) -> list[str]:
    return [line for line in pbn.splitlines()
            if line.startswith(('[Declarer ', '[Contract ', '[Result '))]


def test_two_passes_are_no_passed_out_board() -> None:
    # North and East pass; South and West have not called: no contract yet, not 'Pass'
    text = _game(1, "", "Pass Pass")
    assert _checked(text, "a.pbn") == [("A009", "INFO")]
    record, _ = read_pbn(text)
    pbn, lost = convert_record(record, "pbn")
    assert lost == []
    assert _tags(pbn) == ['[Declarer "?"]', '[Contract "?"]', '[Result "?"]']
    assert _checked(pbn, "again.pbn") == [("A009", "INFO")]


def test_a_bid_not_yet_closed_is_no_contract() -> None:
    # 1S (N) Pass (E) 2S (S) Pass (W): two more passes needed; the check replays it as
    # 2S by North as it stands, but no record stated it
    text = _game(2, "", "1S Pass 2S Pass")
    record, _ = read_pbn(text)
    pbn, _ = convert_record(record, "pbn")
    assert _tags(pbn) == ['[Declarer "?"]', '[Contract "?"]', '[Result "?"]']
    assert _checked(pbn, "again.pbn") == _checked(text, "a.pbn") == [("A009", "INFO")]


def test_a_stated_contract_stands_over_an_auction_not_closed() -> None:
    # the record states 4S by North over two passes: written as stated, not 'Pass'
    text = _game(3, '[Declarer "N"]\n[Contract "4S"]\n', "Pass Pass")
    record, _ = read_pbn(text)
    pbn, _ = convert_record(record, "pbn")
    assert _tags(pbn) == ['[Declarer "N"]', '[Contract "4S"]', '[Result "?"]']
    assert _checked(pbn, "again.pbn") == _checked(text, "a.pbn")


def test_a_played_board_whose_auction_is_not_closed_keeps_its_result() -> None:
    # East leads the ♣A (E S W N: CA C8 C5 C2); the record gives 8 tricks and no
    # contract: the result stays, the contract is unknown
    text = _game(4, '[Result "8"]\n', "1S Pass 2S Pass", '[Play "E"]\nCA C8 C5 C2\n*\n')
    record, _ = read_pbn(text)
    pbn, _ = convert_record(record, "pbn")
    assert _tags(pbn) == ['[Declarer "?"]', '[Contract "?"]', '[Result "8"]']
    assert _checked(pbn, "again.pbn") == _checked(text, "a.pbn") == [("A009", "ERROR")]


def test_a_board_not_finished_is_no_auction_going_on(tmp_path: Path) -> None:
    # the notation has no mark for it: its '+' (the auction goes on, unrecorded) is
    # the nearest, which its check tells nothing of; the loss of the note said
    text = _game(5, "", "1S Pass 2S Pass")
    record, _ = read_pbn(text)
    hand, lost = convert_record(record, "hand")
    assert "auction: 1♠ pass 2♠ pass +\n" in hand
    assert [(d.code, d.line, d.column) for d in lost] == [("P017", 7, 12)]
    assert "no mark for a board not finished" in lost[0].message
    assert _checked(hand, "again.hand") == []
    lin, lost = convert_record(record, "lin")
    assert "mb|1S|mb|p|mb|2S|mb|p|" in lin
    assert [d.message.split(" has")[0] for d in lost if "finished" in d.message] == ["LIN"]
    assert not any("goes on unrecorded" in d.message for d in lost)
    # JSON keeps the record's keys: read back, the note again
    json, lost = convert_record(record, "json")
    assert lost == []
    (tmp_path / "again.json").write_text(json)
    assert [(d.code, d.severity.name) for d in check_file(tmp_path / "again.json").diagnostics
            ] == [("A009", "INFO")]


def test_a_board_stated_passed_out_stays_passed_out() -> None:
    # [Contract "Pass"] over two passes (the auction not closed) and with no auction
    # at all: PBN to PBN keeps the Pass, and the empty Declarer, with nothing lost; the
    # Result that of a board passed out, "" (no tricks), the first game having none
    for text, result in ((_game(6, '[Declarer ""]\n[Contract "Pass"]\n', "Pass Pass"), ""),
                         (_HEAD.format(board=7)
                          + '[Declarer ""]\n[Contract "Pass"]\n[Result ""]\n', "")):
        record, _ = read_pbn(text)
        pbn, lost = convert_record(record, "pbn")
        assert lost == []
        assert _tags(pbn) == ['[Declarer ""]', '[Contract "Pass"]', f'[Result "{result}"]']
        assert _checked(pbn, "again.pbn") == _checked(text, "a.pbn")
        again, _ = read_pbn(pbn)
        hand, _ = convert_record(again, "hand")
        assert "contract: passed out\n" in hand

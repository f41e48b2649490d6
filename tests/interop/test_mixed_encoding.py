"""A line of a PBN or LIN file that mixes UTF-8 with a byte that is not (one Latin-1
letter typed into a UTF-8 file) keeps its UTF-8, the byte read as Latin-1, and is
told once at the byte (P023); a wholly Latin-1 line (PBN 2.0's character set) is read
so without a word."""

from __future__ import annotations

from pathlib import Path

from bridgebook.checking import check_file
from bridgebook.checking.files import read_record

GAME = (b'[Event "Developing Tricks \xe2\x80\x94 Promoti\xf3n"]\n[Board "1"]\n[Dealer "N"]\n'
        b'[Deal "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"]\n')


def test_a_latin_1_byte_on_a_utf_8_line_is_told_at_it(tmp_path: Path) -> None:
    source = tmp_path / "mixed.pbn"
    source.write_bytes(GAME)
    found = [d for d in check_file(source).diagnostics if d.code == "P023"]
    # '[Event "' 8 characters, 'Developing Tricks — Promoti' 27: the byte is the 36th
    assert [(d.line, d.column) for d in found] == [(1, 36)]
    assert found[0].message == ("line 1 mixes UTF-8 with a byte that is not (0xF3): the "
                                "byte is read as Latin-1 ('ó'), the rest as UTF-8")
    record, problems = read_record(source)
    assert record.deals[0].meta["event"] == "Developing Tricks — Promotión"
    assert [d.code for d in problems] == ["P023"]


def test_the_quick_check_tells_it_too(tmp_path: Path) -> None:
    source = tmp_path / "mixed.pbn"
    source.write_bytes(GAME + b'\n' + GAME.replace(b'[Board "1"]', b'[Board "2"]'))
    found = [d for d in check_file(source, keep=False).diagnostics if d.code == "P023"]
    assert [(d.line, d.column) for d in found] == [(1, 36)]
    assert found[0].message.endswith("the rest as UTF-8; 1 more line so, the last line 6")


def test_a_wholly_latin_1_line_is_read_without_a_word(tmp_path: Path) -> None:
    source = tmp_path / "latin.pbn"
    source.write_bytes(GAME.replace(b" \xe2\x80\x94", b""))
    assert [d.code for d in check_file(source).diagnostics if d.code == "P023"] == []
    assert read_record(source)[0].deals[0].meta["event"] == "Developing Tricks Promotión"


def test_a_lin_line_so_mixed_is_told_too(tmp_path: Path) -> None:
    source = tmp_path / "mixed.lin"
    source.write_bytes(b"pn|Zo\xc3\xab,Jos\xe9,N,E|md|3SAKQJHAKQDAKQCAKQ,ST987HJT9DJT9CJT9,"
                       b"S6543H876D876C876,|ah|Board 1|\n")
    found = [d for d in check_file(source).diagnostics if d.code == "P023"]
    assert [(d.line, d.column) for d in found] == [(1, 11)]
    assert read_record(source)[0].deals[0].meta["lin:pn"] == "Zoë,José,N,E"

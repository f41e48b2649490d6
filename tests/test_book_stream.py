"""A long book-notation file is checked a batch of deals at a time; the
diagnostics must be exactly those of the whole file read at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgebook import checking
from bridgebook.checking import check_book_lines, check_file, check_text

ROOT = Path(__file__).parent.parent
RECORDS = sorted((ROOT / "hands").rglob("*.hand")) + sorted((ROOT / "tests" / "data").glob(
    "catalogue*.txt"))


def key(result: checking.CheckResult) -> list[tuple[object, ...]]:
    return [(d.code, d.line, d.column, d.severity, d.message, d.deal)
            for d in result.diagnostics]


@pytest.mark.parametrize("path", RECORDS, ids=[p.name for p in RECORDS])
@pytest.mark.parametrize("batch", [1, 2, 7])
def test_batches_give_what_the_whole_file_gives(path: Path, batch: int) -> None:
    text = path.read_text(encoding="utf-8")
    whole = check_text(text, "record.hand")
    parts = check_book_lines(text.splitlines(keepends=True), "record.hand", batch=batch)
    assert key(parts) == key(whole)
    assert [r.deal.ident for r in parts.deals] == [r.deal.ident for r in whole.deals]


def test_a_large_file_is_read_in_batches(tmp_path: Path, monkeypatch: pytest.MonkeyPatch
                                         ) -> None:
    text = (ROOT / "hands" / "examples" / "mistakes.hand").read_text(encoding="utf-8")
    path = tmp_path / "big.hand"
    path.write_bytes(("\r\n".join(text.splitlines()) + "\r\n").encode("utf-8-sig"))
    monkeypatch.setattr(checking.files, "STREAM_BYTES", 10)
    monkeypatch.setattr(checking.text, "BATCH", 1)
    assert key(check_file(path, "big.hand")) == key(check_text(text, "big.hand"))


@pytest.mark.parametrize("path", RECORDS, ids=[p.name for p in RECORDS])
def test_a_large_file_not_kept_gives_the_same(path: Path, tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    # As `bridgebook check` reads it: deals let go once checked (a score record is
    # read again, keeping them, since its rubbers are added up over all its deals).
    monkeypatch.setattr(checking.files, "STREAM_BYTES", 10)
    monkeypatch.setattr(checking.text, "BATCH", 1)
    text = path.read_text(encoding="utf-8")
    copy = tmp_path / "record.hand"
    copy.write_text(text, encoding="utf-8")
    whole = check_text(text, "record.hand")
    result = check_file(copy, "record.hand", keep=False)
    assert key(result) == key(whole)
    assert result.deal_count == whole.deal_count

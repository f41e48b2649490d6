"""``bridgebook replay --json`` of a PBN file game by game (bridgebook.replay_json)
against the full reading: the regular games written from their integers, the
others read and checked in full, must give the document and the exit status the
full path gives, on every PBN file of the project, on random games and on the same
games damaged."""

from __future__ import annotations

import os
import tempfile
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from hypothesis import given
from hypothesis import strategies as st
from test_properties import PROFILE, Game, Style, games, styles
from test_quick import _PBN_DAMAGE, _PBN_TOKEN, _as_pbn, _damage

from bridgebook.checking import check_file
from bridgebook.checking.replay_json import NotQuickFile, replay_documents
from bridgebook.cli import main
from bridgebook.engine.laws import LAWS
from bridgebook.engine.quick import regular
from bridgebook.interop.json_text import indented
from bridgebook.interop.pbn_quick import read_compact
from bridgebook.report import deal_json

ROOT = Path(__file__).resolve().parent.parent
PBN_FILES = sorted({*ROOT.glob("hands/**/*.pbn"), *ROOT.glob("tests/data/**/*.pbn")})


def _full(path: Path) -> tuple[list[dict[str, Any]], bool]:
    result = check_file(path)
    return [deal_json(r) for r in result.deals], bool(result.errors)


def _same(path: Path) -> bool:
    """The two paths give the same documents and the same verdict; False when the
    file is read whole (nothing to compare)."""
    try:
        quick = replay_documents(path, str(path))
    except NotQuickFile:
        return False
    assert quick == _full(path)
    return True


def _same_text(text: str) -> bool:
    handle, name = tempfile.mkstemp(suffix=".pbn")
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
        return _same(Path(name))
    finally:
        os.unlink(name)


@pytest.mark.parametrize("path", PBN_FILES, ids=lambda p: str(p.relative_to(ROOT)))
def test_every_pbn_file_of_the_project_gets_the_same_replay(path: Path) -> None:
    _same(path)


_GAME = """[Event "club"]
[Board "{board}"]
[Dealer "N"]
[Vulnerable "None"]
[Deal "{deal}"]
[Title "  a hand  "]
[Room "Closed"]
[Scoring "IMP"]
[Declarer "E"]
[Contract "4H"]
[Result "{result}"]
[Auction "N"]
Pass 1H Pass 4H
Pass Pass Pass
[Play "S"]
{play}
"""
_DEAL = "E:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765"


def test_regular_games_are_written_from_their_integers_as_the_full_path_writes_them() -> None:
    """A board, a title to strip, a deal from East, an empty play (L010 at its tag,
    with the board's table), a board of the hands alone, a game with no auction."""
    started = _GAME.format(board=3, deal=_DEAL, result="", play="*")
    unnumbered = _GAME.format(board="?", deal=_DEAL, result="", play="*")
    alone = f'[Board "4"]\n[Dealer "W"]\n[Vulnerable "All"]\n[Deal "{_DEAL}"]\n'
    implied = alone.replace('[Board "4"]', '[Board "5"]') + (
        '[Declarer "N"]\n[Contract "3NTX"]\n[Result "9"]\n')
    text = "\n".join([started, unnumbered, "{between the games}\n", alone, implied])
    assert _same_text(text)
    for game in text.split("\n\n"):
        if game.startswith("["):
            compact = read_compact(game.splitlines())
            assert compact is not None and compact.laws is not None
            assert regular(compact, LAWS[compact.laws]), game
    documents, failed = replay_documents(*_written(text))
    assert [d["id"] for d in documents] == [3, 2, 4, 5]
    assert documents[0]["title"] == "a hand" and documents[0]["hands"]["E"][:4] == [
        "SA", "SK", "SQ", "SJ"]
    assert [d["code"] for d in documents[0]["diagnostics"]] == ["L010"]
    assert documents[0]["diagnostics"][0]["table"] == "closed room"
    assert documents[1]["diagnostics"][0]["table"] is None
    assert documents[2]["contract"] is None and documents[2]["tricks"] == []
    assert documents[3]["contract"] == "3NTX by N" and documents[3]["leader"] == "E"
    assert not failed


def _written(text: str) -> tuple[Path, str]:
    folder = Path(tempfile.mkdtemp())
    path = folder / "games.pbn"
    path.write_text(text, encoding="utf-8")
    return path, str(path)


def test_a_file_whose_games_depend_on_each_other_is_read_whole(tmp_path: Path) -> None:
    path = tmp_path / "hash.pbn"
    path.write_text(f'[Board "1"]\n[Dealer "N"]\n[Deal "{_DEAL}"]\n\n'
                    '[Board "2"]\n[Dealer "N"]\n[Deal "#"]\n', encoding="utf-8")
    with pytest.raises(NotQuickFile):
        replay_documents(path, str(path))
    other = tmp_path / "deals.lin"
    other.write_text("", encoding="utf-8")
    with pytest.raises(NotQuickFile):
        replay_documents(other, str(other))


def test_the_command_prints_the_full_paths_document_and_exit_status(tmp_path: Path) -> None:
    path = tmp_path / "mixed.pbn"
    bad = _GAME.format(board=9, deal=_DEAL, result="12", play="*").replace(
        '[Contract "4H"]', '[Contract "5H"]')
    path.write_text(_GAME.format(board=8, deal=_DEAL, result="", play="*") + "\n" + bad,
                    encoding="utf-8")
    documents, failed = _full(path)
    assert failed
    done = CliRunner().invoke(main, ["replay", "--json", str(path)])
    assert done.exit_code == 1
    assert done.output == indented({"deals": documents}) + "\n"


@PROFILE
@given(st.lists(st.tuples(games(), styles()), min_size=1, max_size=3))
def test_random_games_get_the_same_replay(deals: list[tuple[Game, Style]]) -> None:
    assert _same_text("\n".join(_as_pbn(game, style) for game, style in deals))


@PROFILE
@given(st.lists(st.tuples(games(), styles()), min_size=1, max_size=3), st.data())
def test_damaged_games_get_the_same_replay(deals: list[tuple[Game, Style]],
                                           data: st.DataObject) -> None:
    text = "\n".join(_as_pbn(game, style) for game, style in deals)
    lines = _damage(text.splitlines(), data, first=0, tokens=_PBN_TOKEN, pieces=_PBN_DAMAGE,
                    times=data.draw(st.integers(0, 3)))
    _same_text("\n".join(lines) + "\n")


def test_reading_writing_and_replaying_pbn_does_not_load_the_notations_parser(
        tmp_path: Path) -> None:
    """lark and the book notation's grammar are for the notation: a PBN file read,
    checked, replayed and converted to PBN leaves them unloaded (a score stated in
    words, [ScoreBefore], loads the notation's score reader when met)."""
    import subprocess
    import sys

    path = tmp_path / "one.pbn"
    path.write_text(_GAME.format(board=1, deal=_DEAL, result="", play="*"), encoding="utf-8")
    script = ("import sys\nfrom pathlib import Path\n"
              "from bridgebook.checking import check_file, read_record\n"
              "from bridgebook.checking.replay_json import replay_documents\n"
              "from bridgebook.interop.convert import convert_record\n"
              f"path = Path({str(path)!r})\n"
              "check_file(path)\nreplay_documents(path, 'one.pbn')\n"
              "convert_record(read_record(path)[0], 'pbn')\n"
              "print(sorted(m for m in sys.modules if m.split('.')[0] == 'lark'))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                          check=True)
    assert done.stdout.strip() == "[]"

"""The indented JSON writer gives json.dumps(value, ensure_ascii=False, indent=2)'s
text exactly: on the shapes bridgebook writes, on every odd value json takes, and on
the replay and record of real files."""

from __future__ import annotations

import enum
import json
import random
from pathlib import Path
from typing import Any

import pytest

from bridgebook.checking import check_file, read_record
from bridgebook.interop.json_out import record_json
from bridgebook.interop.json_text import indented
from bridgebook.report import deal_json

REAL = Path(__file__).resolve().parent.parent / "data" / "real-files"


class Strain(enum.StrEnum):
    SPADES = 'S"'


class Level(enum.IntEnum):
    SEVEN = 7


class Row(list[Any]):
    pass


class Table(dict[str, Any]):
    pass


ODD: list[Any] = [
    {}, [], (), {"a": []}, [[], {}], "x", 5, -0.0, None, True, False, 3.25,
    {"x": {"y": [1, 2.5, None, True, False, "é\n\u2028\x00\\\"", "♠♥♦♣"]}},
    (1, (2, 3)), {2: 2, 2.5: 3, True: 1, None: 4, False: 0, -7: "n"},
    [float("nan"), float("inf"), -float("inf"), 1e300, 1e-7],
    Strain.SPADES, Level.SEVEN, [Strain.SPADES, Level.SEVEN, {"k": Strain.SPADES}],
    {Strain.SPADES: Level.SEVEN}, Row([1, Table(a=Row())]), Table(),
]


def dumps(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False, indent=2)


@pytest.mark.parametrize("value", ODD, ids=[str(i) for i in range(len(ODD))])
def test_odd_values(value: Any) -> None:
    assert indented(value) == dumps(value)


def test_random_documents() -> None:
    rng = random.Random(13)

    def made(depth: int) -> Any:
        pick = rng.random()
        if depth > 4 or pick < 0.4:
            return rng.choice([0, 1, -7, 2.5, None, True, False, "s", '"q\\', "", "Zoë"])
        if pick < 0.7:
            return [made(depth + 1) for _ in range(rng.randrange(4))]
        return {str(rng.randrange(9)): made(depth + 1) for _ in range(rng.randrange(4))}

    for _ in range(2000):
        value = made(0)
        assert indented(value) == dumps(value)


@pytest.mark.parametrize("bad", [object(), {"a": {1, 2}}, [b"x"]])
def test_what_json_cannot_hold_is_a_type_error(bad: Any) -> None:
    with pytest.raises(TypeError, match="is not JSON serializable"):
        dumps(bad)
    with pytest.raises(TypeError, match="is not JSON serializable"):
        indented(bad)


def test_a_key_json_cannot_take() -> None:
    with pytest.raises(TypeError, match="keys must be str, int, float, bool or None"):
        indented({(1, 2): 3})


@pytest.mark.parametrize("name", sorted(p.name for p in REAL.iterdir() if p.suffix in (
    ".pbn", ".lin") and p.stat().st_size < 200_000))
def test_real_files(name: str) -> None:
    """The documents ``replay --json`` and ``convert -o x.json`` write (the smaller
    real files: the large ones hold the same shapes, many times over)."""
    path = REAL / name
    replay = {"deals": [deal_json(r) for r in check_file(path).deals]}
    assert indented(replay) == dumps(replay)
    record, _ = read_record(path)
    document = record_json(record)
    assert indented(document) == dumps(document)

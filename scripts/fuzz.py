"""Fuzz the readers: the book notation (parsed and checked), PBN, LIN and the
lesson Markdown (checked only, nothing rendered).

Each input is a real record or lesson of the project, damaged by hypothesis:
spans cut, doubled or moved, characters and bridge tokens put in, the file cut
short. Any exception is a bug: the input is saved in tests/data/fuzz/ (run by
tests/test_fuzz_corpus.py) and the run goes on.

    .venv/bin/python scripts/fuzz.py --minutes 10
    .venv/bin/python scripts/fuzz.py --minutes 1 --target pbn
    .venv/bin/python scripts/fuzz.py --minutes 10 --target quick-hand

The targets ``quick-hand``, ``quick-pbn`` and ``quick-printed`` (a printed book's
text) hold the quick path of ``bridgebook check`` to the full check: any difference
in what they report, or where, is a finding.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
import time
import traceback
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bridgebook.build import check_lesson_text  # noqa: E402
from bridgebook.checking import (  # noqa: E402
    READERS,
    _no_deal,
    _NotQuick,
    _ScoreRecord,
    check_book_quick,
    check_lines,
    check_pbn_quick,
    check_text,
)
from bridgebook.checking.printed import check_printed_quick  # noqa: E402
from bridgebook.diagnostics import Diagnostic  # noqa: E402
from bridgebook.interop.pbn import iter_pbn  # noqa: E402

CORPUS = ROOT / "tests" / "data" / "fuzz"
SUFFIX = {"hand": ".hand", "pbn": ".pbn", "lin": ".lin", "lesson": ".md",
          "quick-hand": ".hand", "quick-pbn": ".pbn", "quick-printed": ".txt"}
#: Pieces a transcriber, an OCR pass or a hostile file puts in a record.
TOKENS = ["\n", "\r\n", "\t", " ", ",", ";", ":", ".", "—", "–", "-", "_", "*", "[", "]",
          "{", "}", "(", ")", "|", "!", "#", ">", "\"", "'", "\ufeff", "\x00", "10", "IO",
          "lO", "O", "T", "Kn", "x", "♠", "♥", "♦", "♣", "♤", "S", "H", "D", "C", "NT",
          "Z", "A", "Y", "B", "N", "E", "W", "deal ", "play:", "auction:", "make:",
          "claim: ", "result: ", "laws: ", "dealer: ", "pass", "X", "XX", "7NT", "0",
          "99999999999999999999", "[Deal \"", "[Play \"", "[Auction \"", "pn|", "md|",
          "pc|", "mb|", "mc|", "|pg||", "```hand\n", "```\n", "file=", "deal=", "../",
          "show=", "quiz", "<script>", "{{ }}", "é", "\u202e", "\U0001F0A1"]


def seeds(target: str) -> list[str]:
    if target.startswith("quick-"):
        return quick_seeds(target)
    if target == "lesson":
        paths = sorted((ROOT / "lessons").glob("*.md"))
    else:
        paths = sorted(p for p in (ROOT / "hands").rglob("*" + SUFFIX[target]))
        paths += sorted((ROOT / "tests" / "data").rglob("*" + SUFFIX[target]))
    return [p.read_text(encoding="utf-8", errors="replace") for p in paths][:40]


def quick_seeds(target: str) -> list[str]:
    """Records in the forms the quick path of ``bridgebook check`` takes: random
    played deals written as the benchmarks write them, and the project's own."""
    sys.path.insert(0, str(ROOT / "bench"))
    import check_speed
    import pbn_speed
    import printed_speed

    if target == "quick-printed":
        made = [printed_speed.book(printed_speed.generate(3, seed)) for seed in range(20)]
        return made + [p.read_text(encoding="utf-8")
                       for p in sorted((ROOT / "tests" / "data" / "printed").glob("*.txt"))]
    if target == "quick-pbn":
        rng = random.Random(7)
        made = ["\n".join(pbn_speed.board(n, rng) for n in range(k, k + 3))
                for k in range(1, 60, 3)]
        return made + seeds("pbn")
    made = [check_speed.to_book(check_speed.generate(3, seed)) for seed in range(20)]
    return made + seeds("hand")


@st.composite
def damaged(draw: st.DrawFn, base: list[str]) -> str:
    text = draw(st.sampled_from(base))
    for _ in range(draw(st.integers(0, 6))):
        size = len(text)
        at = draw(st.integers(0, size))
        end = draw(st.integers(at, min(size, at + 40)))
        how = draw(st.sampled_from(["cut", "double", "token", "chars", "truncate", "move"]))
        if how == "cut":
            text = text[:at] + text[end:]
        elif how == "double":
            text = text[:end] + text[at:end] + text[end:]
        elif how == "token":
            text = text[:at] + draw(st.sampled_from(TOKENS)) * draw(st.integers(1, 3)) + text[at:]
        elif how == "chars":
            text = text[:at] + draw(st.text(max_size=8)) + text[end:]
        elif how == "truncate":
            text = text[:at]
        else:
            piece = text[at:end]
            rest = text[:at] + text[end:]
            where = draw(st.integers(0, len(rest)))
            text = rest[:where] + piece + rest[where:]
    return text


class LessonFailure(Exception):
    """The lesson checker caught an exception of bridgebook's and said it as R004:
    still a finding (its message names the exception and where it arose)."""


def run(target: str, text: str) -> None:
    if target == "lesson":
        failed = [d for d in check_lesson_text(text, "lessons/fuzz.md", ROOT)
                  if d.code == "R004"]
        if failed:
            raise LessonFailure(failed[0].message)
    elif target == "quick-hand":
        full = check_text(text, "fuzz.hand").diagnostics
        try:
            quick = check_book_quick(text.splitlines(), "fuzz.hand").diagnostics
        except (_NotQuick, _ScoreRecord):
            return
        _compare(quick, full)
    elif target == "quick-pbn":
        full = _no_deal(check_lines(text.splitlines(), iter_pbn, "fuzz.pbn")).diagnostics
        try:
            quick = check_pbn_quick(text.splitlines(), "fuzz.pbn").diagnostics
        except _NotQuick:
            return
        _compare(quick, full)
    elif target == "quick-printed":
        full = _no_deal(check_lines(text.splitlines(), READERS[".txt"], "fuzz.txt",
                                    keep=False)).diagnostics
        _compare(check_printed_quick(text.splitlines(), "fuzz.txt").diagnostics, full)
    else:
        check_text(text, "fuzz" + SUFFIX[target])


class QuickMismatch(Exception):
    """The quick path of ``bridgebook check`` reported otherwise than the full check."""


def _compare(quick: list[Diagnostic], full: list[Diagnostic]) -> None:
    if quick != full:
        differ = [str(d) for d in quick if d not in full] or [f"missing: {d}" for d in full
                                                              if d not in quick]
        raise QuickMismatch(differ[0] if differ else "the order differs")


def save(target: str, text: str) -> Path:
    name = hashlib.sha1(text.encode("utf-8", "surrogatepass")).hexdigest()[:12]
    path = CORPUS / f"{target}-{name}{SUFFIX[target]}"
    path.write_bytes(text.encode("utf-8", "surrogatepass"))
    return path


def fuzz(target: str, until: float, found: dict[str, Path]) -> int:
    tried = 0

    @settings(max_examples=300, deadline=None, database=None, derandomize=False,
              suppress_health_check=list(HealthCheck))
    @given(damaged(seeds(target)))
    def one(text: str) -> None:
        nonlocal tried
        if time.monotonic() > until:
            return
        tried += 1
        try:
            run(target, text)
        except Exception as error:  # every exception is a finding
            frame = traceback.extract_tb(error.__traceback__)[-1]
            key = (str(error) if isinstance(error, (LessonFailure, QuickMismatch))
                   else f"{type(error).__name__} {frame.filename}:{frame.lineno}")
            if key not in found:
                found[key] = save(target, text)
                print(f"[{target}] {key} -> {found[key].name}", flush=True)

    one()
    return tried


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=1.0)
    parser.add_argument("--target", choices=[*SUFFIX, "all"], default="all")
    args = parser.parse_args()
    targets = list(SUFFIX) if args.target == "all" else [args.target]
    CORPUS.mkdir(parents=True, exist_ok=True)
    until = time.monotonic() + args.minutes * 60
    found: dict[str, Path] = {}
    counts = dict.fromkeys(targets, 0)
    while time.monotonic() < until:
        for target in targets:
            counts[target] += fuzz(target, until, found)
    print("inputs tried:", ", ".join(f"{t} {n}" for t, n in counts.items()))
    print(f"{len(found)} distinct failures")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())

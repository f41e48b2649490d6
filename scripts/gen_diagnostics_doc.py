"""Write docs/diagnostics.md from the table of codes in bridgebook.diagnostics.

The page is a golden file: regenerate it with this script, never edit it by hand.

    python scripts/gen_diagnostics_doc.py          # write docs/diagnostics.md
    python scripts/gen_diagnostics_doc.py --check  # exit 1 if it is out of date
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

ROOT = Path(__file__).resolve().parent.parent
TARGET = ROOT / "docs" / "diagnostics.md"

#: The stages, by the first letter of their codes, in the order of the pipeline.
STAGES: tuple[tuple[str, str], ...] = (
    ("P", "Parse: the text cannot be read"),
    ("D", "Deal: the cards and the hands"),
    ("A", "Declaration or auction: the make, the doubling, the bidding"),
    ("L", "Play: the tricks, the claim and the result"),
    ("S", "Score: the score sheet"),
    ("R", "Render: writing the lessons and books"),
)


#: How the problems that follow from another are shown (docs/checking.md, "One
#: mistake, one message", says how they are found).
FOLDED: tuple[str, ...] = (
    "## Folded problems",
    "",
    "One printed mistake is one message. When a single edit of the record (a card "
    "replaced by the one its player never plays, a card given twice dropped from one "
    "hand, a missing suit line restored, a suit line moved to the seat that lacks its "
    "cards, a card moved to the hand that lacks it, a winner mark moved, two cards of "
    "a row put back in each other's columns, two cards of one player swapped) makes "
    "the deal "
    "follow the laws, the problem at the printed card is "
    "reported with that edit as its hint, and the problems the edit removes (the "
    "revokes after a wrong card, a card then \"played already\", a mark that no "
    "longer wins, a hand's count) are folded into it: they are not reported on their "
    "own and do not count as errors, but they are never lost. The text report lists "
    "them under the hint by code and place:",
    "",
    "```text",
    "book.hand:13:6: L003 revoke: ♠6 by A at trick 3: diamonds were led and A holds ♦K ♦5 "
    "[law 85 (Laws of Bridge, 1905)]",
    "    3.   _6♠_    10♦     Q♦      4♦",
    "         ^^^^",
    "    hint: were ♠6 (trick 3) and ♦K (trick 11) transposed? swapped, every trick follows",
    "    and 2 problems that follow from it: L005 13:6, L003 20:6",
    "```",
    "",
    "In `bridgebook check --json` the root diagnostic has a `folded` list; each entry "
    "is a whole diagnostic of the same shape (file, line, column, code, severity, "
    "message, hint, law, deal, game, table, trick, seat, its own `folded`), with one "
    "more field, "
    "`follows_from`, the code and place of the diagnostic it is folded into:",
    "",
    "```json",
    "{\"code\": \"L003\", \"line\": 13, \"column\": 6, \"severity\": \"error\", ...,",
    " \"folded\": [",
    "   {\"code\": \"L005\", \"line\": 13, \"column\": 6, \"severity\": \"error\", ...,",
    "    \"follows_from\": {\"code\": \"L003\", \"line\": 13, \"column\": 6}},",
    "   {\"code\": \"L003\", \"line\": 20, \"column\": 6, \"severity\": \"error\", ...,",
    "    \"follows_from\": {\"code\": \"L003\", \"line\": 13, \"column\": 6}}]}",
    "```",
    "",
    "A diagnostic with nothing folded has `\"folded\": []`. A problem no single edit "
    "explains is reported on its own, as found; two independent mistakes are two "
    "root messages, each with its own folded problems.",
    "",
    "One problem met in many games of a file (P050: a game that gives no Deal, read "
    "as the last game's board again) is told once, at the first game, with the count "
    "and the first and last game in its message; the other games are folded into it. "
    "The text shows the places of the first ten of them, `check --json` every one:",
    "",
    "```text",
    "x.pbn:29:1: P050 warning: 3,728 games (games 2 to 7,632) give no Deal: each is "
    "read as the last game's board again, at another table; the first here, board 1 "
    "(the Deal of line 14)",
    "    [West \"Zak\"]",
    "    ^",
    "    hint: PBN carries no tag over to the next game: repeat the Board and Deal tags, "
    "or write [Deal \"#\"]",
    "    and 3,727 more like it, at 71:1, 108:1, 137:1, 174:1, 219:1, 251:1, 280:1, "
    "313:1, 348:1, 384:1, … (3,717 more in check --json)",
    "```",
)

#: Where a diagnostic stands besides its line: the deal, the game, the table.
PLACE: tuple[str, ...] = (
    "## The deal, the game and the table",
    "",
    "Besides its line and column, a diagnostic of `bridgebook check --json` names "
    "where in the record it stands:",
    "",
    "- `deal`: the board number where the record gives one, else the deal's place in "
    "the file (a board played at several tables has one number for several games);",
    "- `game`: the game's ordinal in the file, 1 for the first (a PBN game, a LIN "
    "board, a deal of the book notation); null for a problem outside any game;",
    "- `table`: the table the game was played at, as the record names it: PBN's "
    "`Room` tag (`\"open room\"`, `\"closed room\"`) and `Table` tag (`\"table "
    "3\"`), LIN's `qx` (`o12` the open room, `c12` the closed room), the book "
    "notation's `room:`; `\"another "
    "table\"` for a PBN game that gives no Deal and is read as the last game's board "
    "again (P050); null where the record says nothing, and for a deal with no board "
    "number (its `deal` is its place, one game);",
    "- `trick`: the trick as the record's rows print it, as the message names it: "
    "past a numbered row skipped (P020: rows 1, 2, 4), the row's printed number (4), "
    "not its place in the order of play (3); null for a problem of no one trick;",
    "- `seat`: the player the problem is about (`N`, `E`, `S`, `W`), or null.",
    "",
    "Where the table is known, the text report names the board, the table and the "
    "game before the message, so the games of one board are told apart:",
    "",
    "```text",
    "x.pbn:37:1: A021 board 1, another table, game 2: the auction seems to start 1 "
    "seat late (the stated declarer and the opening lead say N), and the play is wrong "
    "too: its rows are not in PBN's fixed columns, they start from another seat "
    "(tricks 5, 6, 7, 8 and 9)",
    "```",
)


class _Severity(Protocol):
    @property
    def value(self) -> str: ...


class _CodeInfo(Protocol):
    @property
    def code(self) -> str: ...
    @property
    def severity(self) -> _Severity: ...
    @property
    def title(self) -> str: ...
    @property
    def explanation(self) -> str: ...
    @property
    def also(self) -> tuple[_Severity, ...]: ...


def _severity(info: _CodeInfo) -> str:
    """``error``, or ``error or warning`` for a code whose severity varies."""
    names = [s.value for s in (info.severity, *info.also)]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]


def load_codes() -> Mapping[str, _CodeInfo]:
    """The codes of this checkout (not of some other installed copy)."""
    sys.path.insert(0, str(ROOT))
    codes: Mapping[str, _CodeInfo] = importlib.import_module("bridgebook.diagnostics").CODES
    return codes


def _cell(text: str) -> str:
    return text.replace("|", "\\|")


def render(codes: Mapping[str, _CodeInfo] | None = None) -> str:
    """The text of docs/diagnostics.md."""
    if codes is None:
        codes = load_codes()
    lines = [
        "# Diagnostic codes",
        "",
        "<!-- Generated by scripts/gen_diagnostics_doc.py from "
        "bridgebook/diagnostics/codes.py. Do not edit by hand: run the script. -->",
        "",
        "Every problem `bridgebook check` reports has a stable code, a severity, the place "
        "in the file (`path:line:col: CODE message`) and, where it rests on one, the law "
        "of the deal's own code of laws. The first letter of a code names the stage that "
        "finds it: "
        + ", ".join(f"`{letter}` {title.split(':')[0].lower()}" for letter, title in STAGES)
        + ". An error makes `bridgebook check` exit with status 1; with `--strict`, so "
        "does a warning.",
        "",
        "| Code | Severity | Title |",
        "| --- | --- | --- |",
    ]
    for info in codes.values():
        lines.append(
            f"| [{info.code}](#{info.code.lower()}) | {_severity(info)} | {_cell(info.title)} |"
        )
    lines += ["", *FOLDED, "", *PLACE]
    known = {letter for letter, _ in STAGES}
    others = sorted({code[0] for code in codes} - known)
    for letter, title in (*STAGES, *((o, f"Other ({o})") for o in others)):
        group = [info for info in codes.values() if info.code.startswith(letter)]
        if not group:
            continue
        lines += ["", f"## {title}"]
        for info in group:
            lines += [
                "",
                f'<a id="{info.code.lower()}"></a>',
                "",
                f"### {info.code}: {info.title}",
                "",
                f"Severity: **{_severity(info)}**",
                "",
                info.explanation,
            ]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument(
        "--check", action="store_true", help="exit 1 if docs/diagnostics.md is out of date"
    )
    args = parser.parse_args(argv)
    codes = load_codes()
    text = render(codes)
    if args.check:
        current = TARGET.read_text(encoding="utf-8") if TARGET.exists() else None
        if current != text:
            print(
                f"{TARGET.relative_to(ROOT)} is out of date: "
                "run python scripts/gen_diagnostics_doc.py",
                file=sys.stderr,
            )
            return 1
        return 0
    TARGET.parent.mkdir(parents=True, exist_ok=True)
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {TARGET.relative_to(ROOT)} ({len(codes)} codes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())

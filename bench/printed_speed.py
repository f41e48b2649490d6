"""How fast does bridgebook read a printed book's text, next to the same deals typed
in the notation?

Generates N random bridge-whist hands (a fixed seed): Z deals and makes the trump
or passes the make to Y, A leads, and a random legal play of all thirteen tricks.
Each is written twice: as a book prints it (a heading, notes, a title, the score and
make sentences, a box diagram, a pipe play table with the winners underlined, the
result sentence: the layouts of docs/printed.md, every other hand in each) and in
the notation (``bridgebook import`` of the same text). Then it times, best of three
each (CPU time), ``check_file(path, keep=False)`` (what ``bridgebook check`` runs) on each file
(each takes its quick path: every hand here is regular), and the notation read in
full as well (``keep=True``: every card's place kept), and prints hands per second
and the ratios (printed text / notation, as the command runs and read in full).

    python bench/printed_speed.py                  # 1,000 hands
    python bench/printed_speed.py --hands 200 --json
    python bench/printed_speed.py --keep bench-files

The generator and the two layouts are used by the tests as well (tests/printed).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
#: Seats in the order of play from the eldest hand: A (W), Y (N), B (E), Z (S).
ORDER = "AYBZ"
SUITS = "SHDC"
RANKS = "AKQJT98765432"
WORDS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
         "ten", "eleven", "twelve", "thirteen")
STRAIN_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs",
                "NT": "no-trump"}


@dataclass(frozen=True, slots=True)
class PrintedHand:
    """One hand as a book would print it: cards are suit letter + rank (``SK``,
    ``HT``); ``plays`` holds each trick's cards by seat letter."""

    number: int
    hands: dict[str, list[str]]  # seat letter -> cards, highest first within a suit
    trump: str  # S H D C or NT
    passed: bool  # Z passed the make and Y declared
    plays: tuple[dict[str, str], ...]
    winners: tuple[str, ...]

    @property
    def dealer_tricks(self) -> int:
        return sum(1 for seat in self.winners if seat in "YZ")


def _beats(card: str, best: str, trump: str) -> bool:
    if card[0] == best[0]:
        return RANKS.index(card[1]) < RANKS.index(best[1])
    return card[0] == trump


def generate(count: int, seed: int = 1902) -> list[PrintedHand]:
    """``count`` random hands with a random legal play."""
    rng = random.Random(seed)
    pack = [s + r for s in SUITS for r in RANKS]
    out = []
    for number in range(1, count + 1):
        rng.shuffle(pack)
        hands = {seat: sorted(pack[13 * i: 13 * i + 13],
                              key=lambda c: (SUITS.index(c[0]), RANKS.index(c[1])))
                 for i, seat in enumerate(ORDER)}
        held = {seat: list(cards) for seat, cards in hands.items()}
        trump = rng.choice(["S", "H", "D", "C", "NT"])
        leader = "A"
        plays, winners = [], []
        for _ in range(13):
            start = ORDER.index(leader)
            trick: dict[str, str] = {}
            best = ""
            for step in range(4):
                seat = ORDER[(start + step) % 4]
                follow = [c for c in held[seat] if best and c[0] == trick[leader][0]]
                card = rng.choice(follow or held[seat])
                held[seat].remove(card)
                trick[seat] = card
                if not best or (_beats(card, trick[best], trump)
                                and (card[0] == trick[leader][0] or card[0] == trump)):
                    best = seat
            plays.append(trick)
            winners.append(best)
            leader = best
        out.append(PrintedHand(number, hands, trump, rng.random() < 0.4, tuple(plays),
                               tuple(winners)))
    return out


# --- the two layouts ------------------------------------------------------------

_BRACKET = {"S": "[S]", "H": "[H]", "D": "[D]", "C": "[C]"}
_SYMBOL = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}


def _rank(card: str) -> str:
    return "10" if card[1] == "T" else card[1]


def _suit_line(marks: dict[str, str], suit: str, cards: Sequence[str], void: str) -> str:
    ranks = [_rank(c) for c in cards if c[0] == suit]
    return f"{marks[suit]} {' '.join(ranks) if ranks else void}"


def _make_sentence(hand: PrintedHand, later: bool) -> str:
    strain = STRAIN_WORDS[hand.trump]
    if hand.passed:
        return f"Z deals and passes the make. Y declares {strain}."
    if later:
        return f"Z, the dealer, declares “{strain}.”"
    return f"The dealer, Z, makes it {strain}, and A leads for the first trick."


def result_sentence(tricks: int) -> str:
    """The result in one of the books' counting styles (those the reader knows)."""
    if tricks == 7:
        return "The dealer wins the odd trick."
    if tricks == 6:
        return "The dealer loses the odd trick."
    if tricks > 7:
        return f"The dealer wins {WORDS[tricks - 6]} by cards."
    return f"The dealer wins {WORDS[tricks]} trick{'s' if tricks != 1 else ''}."


def elwell(hand: PrintedHand) -> str:
    """The layout of Elwell's *Bridge*: [S] suits, a +---+ box, <f>..</f> winners,
    clubs and hearts with the suit left of the rank, spades and diamonds right."""
    n = hand.number
    lines = [f"NOTES ON ILLUSTRATIVE HAND NO. {n}", "",
             "TRICK 1.--A opens his longest suit.", "", "",
             f"ILLUSTRATIVE HAND NO. {n}", "", "_The Play of the Hand._", "",
             "The score is love-all, rubber game. " + _make_sentence(hand, False), ""]
    rows = {seat: [_suit_line(_BRACKET, s, hand.hands[seat], "None") for s in "SCDH"]
            for seat in ORDER}
    lines += [" " * 19 + row for row in rows["Y"]]
    lines.append(" " * 18 + "+---------+")
    inside = ["    Y    ", "         ", "A       B", "         ", "    Z    "]
    for k, middle in enumerate(inside):
        left = rows["A"][k] if k < 4 else ""
        right = " " + rows["B"][k] if k < 4 else ""
        lines.append(f"    {left:<14}|{middle}|{right}".rstrip())
    lines.append(" " * 18 + "+---------+")
    lines += [" " * 19 + row for row in rows["Z"]]
    lines += ["", "  | TRICK |" + "|".join(f"{s:^15}" for s in ORDER) + "|",
              "  +-------+" + "+".join("-" * 15 for _ in ORDER) + "+"]
    for k, (trick, winner) in enumerate(zip(hand.plays, hand.winners, strict=True)):
        cells = []
        for seat in ORDER:
            card = trick[seat]
            text = (_BRACKET[card[0]] + _rank(card) if card[0] in "CH"
                    else _rank(card) + _BRACKET[card[0]])
            cells.append(f"{f'<f>{text}</f>' if seat == winner else text:^15}")
        lines.append(f"  |{k + 1:^7}|" + "|".join(cells) + "|")
    lines.append("  +-------+" + "+".join("-" * 15 for _ in ORDER) + "+")
    lines += ["", result_sentence(hand.dealer_tricks), "", ""]
    return "\n".join(lines) + "\n"


def later(hand: PrintedHand) -> str:
    """The layout of a later book: suit symbols, an x---x box, [..] winners."""
    n = hand.number
    lines = [f"ILLUSTRATIVE HAND NO. {n}", "", "TRICK 2.--The dealer wins this trick.",
             "", "A STUDY IN THE PLAY", "",
             "It is the first game, score eight to nothing against the dealer. "
             + _make_sentence(hand, True), ""]
    rows = {seat: [_suit_line(_SYMBOL, s, hand.hands[seat], "----") for s in "SCDH"]
            for seat in ORDER}
    lines += [" " * 19 + row for row in rows["Y"]]
    lines.append(" " * 18 + "x-------------x")
    inside = ["      Y      ", "             ", "  A      B   ", "             ",
              "      Z      "]
    for k, middle in enumerate(inside):
        left = rows["A"][k] if k < 4 else ""
        right = " " + rows["B"][k] if k < 4 else ""
        lines.append(f"    {left:<14}|{middle}|{right}".rstrip())
    lines.append(" " * 18 + "+-------------+")
    lines += [" " * 19 + row for row in rows["Z"]]
    rule = "  +-------+" + "+".join("-" * 7 for _ in ORDER) + "+"
    lines += ["", rule, "  | TRICK |" + "|".join(f"{s:^7}" for s in ORDER) + "|", rule]
    for k, (trick, winner) in enumerate(zip(hand.plays, hand.winners, strict=True)):
        cells = []
        for seat in ORDER:
            text = _rank(trick[seat]) + _SYMBOL[trick[seat][0]]
            cells.append(f"{f'[{text}]' if seat == winner else text:^7}")
        lines.append(f"  |{k + 1:^7}|" + "|".join(cells) + "|")
    lines += [rule, "     " + result_sentence(hand.dealer_tricks), "", "",
              "Some words of the book between its hands, which the reader skips.", "", ""]
    return "\n".join(lines) + "\n"


def book(hands: Sequence[PrintedHand]) -> str:
    """A book's text: the hands in turn in the two layouts."""
    return "".join(elwell(h) if h.number % 2 else later(h) for h in hands)


# --- timing ----------------------------------------------------------------------

def _best(runs: int, job: object) -> tuple[float, float]:
    """The best wall-clock and the best CPU time of ``runs`` runs of ``job``."""
    assert callable(job)
    walls, cpus = [], []
    for _ in range(runs):
        start, cpu = time.perf_counter(), time.process_time()
        job()
        walls.append(time.perf_counter() - start)
        cpus.append(time.process_time() - cpu)
    return min(walls), min(cpus)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=1000)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--keep", type=Path, help="keep the generated files in this folder")
    args = parser.parse_args(argv)
    sys.path.insert(0, str(ROOT))
    from bridgebook.checking import check_file, read_record
    from bridgebook.interop.printed_hand import printed_as_hand

    with tempfile.TemporaryDirectory() as scratch:
        folder = args.keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        printed = folder / "printed.txt"
        printed.write_text(book(generate(args.hands)), encoding="utf-8")
        record, _ = read_record(printed)
        notation = folder / "printed.hand"
        notation.write_text(printed_as_hand(record), encoding="utf-8")
        results = {}
        # Both as ``bridgebook check`` runs them take their quick path (the printed
        # layouts and the notation's play tables with marks are in the quick readers'
        # forms); the notation read in full (keep=True, every card's place kept) is
        # the cost of a deal with a problem, for comparison.
        for name, path, keep in (("printed text", printed, False), ("notation", notation, False),
                                 ("notation, full path", notation, True)):
            found = check_file(path, keep=keep)
            wall, cpu = _best(3, lambda path=path, keep=keep: check_file(path, keep=keep))
            results[name] = {"seconds": round(wall, 3), "cpu_seconds": round(cpu, 3),
                             "hands_per_second": round(args.hands / cpu),
                             "errors": found.errors, "deals": found.deal_count}
    ratio = results["printed text"]["cpu_seconds"] / results["notation"]["cpu_seconds"]
    wall_ratio = results["printed text"]["seconds"] / results["notation"]["seconds"]
    full = (results["printed text"]["cpu_seconds"]
            / results["notation, full path"]["cpu_seconds"])
    if args.json:
        print(json.dumps({"hands": args.hands, "results": results,
                          "ratio": round(ratio, 2), "wall_ratio": round(wall_ratio, 2),
                          "ratio_full_path": round(full, 2)}, indent=2))
    else:
        for name, figures in results.items():
            print(f"{name:>19}: {figures['cpu_seconds']:.3f} s CPU ({figures['seconds']:.3f} s "
                  f"wall), {figures['hands_per_second']} hands/s ({figures['deals']} deals, "
                  f"{figures['errors']} errors)")
        print(f"ratio printed / notation: {ratio:.2f}x by CPU, {wall_ratio:.2f}x by the "
              "wall clock (goal: within 2x)")
        print(f"ratio printed / notation read in full: {full:.2f}x by CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())

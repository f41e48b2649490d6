"""How fast does bridgebook check deals, next to endplay reading the same deals as PBN?

Generates N random deals (a fixed seed), each with a contract reached by a real
auction and a random legal play of all thirteen tricks, and writes them twice:
in bridgebook's book notation (the laws' style of hand, ``auction:``, ``play:``
in play order, ``result:``) and as PBN. Then it times, best of three each:

  (a) endplay's PBN reader, ``endplay.parsers.pbn.load``, on the PBN file;
  (b) ``bridgebook.checking.check_file(path, keep=False)`` on the book-notation
      file, which is what ``bridgebook check FILE`` runs: reading, checking the
      deal and the auction, and replaying every card, keeping no deal;
  (c) ``bridgebook.checking.check_text`` on the same text, which also keeps
      every deal with the place of every card (what ``build`` and ``replay``
      need), for comparison.

It prints deals per second for each, the ratio (bridgebook check / endplay), the peak
memory of each (tracemalloc, in a separate untimed run) and the process's peak
resident size. The figures compare different jobs (endplay reads; bridgebook
reads and checks and replays), so the ratio is a yardstick, not a race.

    python bench/check_speed.py                 # 10,000 deals
    python bench/check_speed.py --deals 2000 --json
    python bench/check_speed.py --keep bench-files   # keep the generated files there

It always exits 0; missing pieces (endplay not installed, bridgebook's checker
not importable) are reported in the output.
"""

from __future__ import annotations

import argparse
import gc
import importlib
import json
import random
import resource
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SEATS = "NESW"  # clockwise, the order of play
SUIT_LETTERS = "CDHS"  # a card is 13 * suit + rank - 2, clubs lowest, as in bridgebook
STRAINS = ("C", "D", "H", "S", "NT")
RANKS = "23456789TJQKA"
NOTRUMP = 4


def suit_of(card: int) -> int:
    return card // 13


def book_rank(card: int) -> str:
    """The rank as the books print it: ``10`` for the ten."""
    rank = RANKS[card % 13]
    return "10" if rank == "T" else rank


def book_card(card: int) -> str:
    """``S10``, ``HQ``: the suit letter first, then the rank."""
    return SUIT_LETTERS[suit_of(card)] + book_rank(card)


def pbn_card(card: int) -> str:
    return SUIT_LETTERS[suit_of(card)] + RANKS[card % 13]


@dataclass(frozen=True, slots=True)
class Trick:
    leader: int
    cards: tuple[int, ...]  # in the order played, from the leader
    winner: int


@dataclass(frozen=True, slots=True)
class GeneratedDeal:
    number: int
    dealer: int
    declarer: int
    level: int
    strain: int  # 0-3 a suit (clubs first), 4 no trump
    hands: tuple[frozenset[int], ...]  # by seat, N E S W
    tricks: tuple[Trick, ...]

    @property
    def declarer_tricks(self) -> int:
        side = self.declarer % 2
        return sum(1 for trick in self.tricks if trick.winner % 2 == side)

    @property
    def contract(self) -> str:
        return f"{self.level}{STRAINS[self.strain]}"

    def calls(self) -> list[str]:
        """Passes from the dealer round to the declarer, his bid, three passes."""
        passes = (self.declarer - self.dealer) % 4
        return ["pass"] * passes + [self.contract, "pass", "pass", "pass"]


def trick_winner(leader: int, cards: Sequence[int], strain: int) -> int:
    best = 0
    for i in range(1, 4):
        card, top = cards[i], cards[best]
        if suit_of(card) == suit_of(top):
            if card > top:
                best = i
        elif strain != NOTRUMP and suit_of(card) == strain and suit_of(top) != strain:
            best = i
        # A card of another suit (not a trump over a non-trump) never wins.
    return (leader + best) % 4


def random_deal(rng: random.Random, number: int) -> GeneratedDeal:
    """A shuffled deal, a contract and a random legal play of all 13 tricks."""
    pack = list(range(52))
    rng.shuffle(pack)
    hands = [sorted(pack[13 * seat : 13 * seat + 13]) for seat in range(4)]
    dealt = tuple(frozenset(hand) for hand in hands)
    dealer = rng.randrange(4)
    declarer = rng.randrange(4)
    strain = rng.randrange(5)
    level = rng.randint(1, 7)
    leader = (declarer + 1) % 4  # the opening lead is from the declarer's left
    tricks: list[Trick] = []
    for _ in range(13):
        played: list[int] = []
        seat = leader
        for position in range(4):
            holding = hands[seat]
            if position:
                led = suit_of(played[0])
                follow = [card for card in holding if suit_of(card) == led]
                choice = rng.choice(follow or holding)
            else:
                choice = rng.choice(holding)
            holding.remove(choice)
            played.append(choice)
            seat = (seat + 1) % 4
        winner = trick_winner(leader, played, strain)
        tricks.append(Trick(leader, tuple(played), winner))
        leader = winner
    return GeneratedDeal(number, dealer, declarer, level, strain, dealt, tuple(tricks))


def generate(count: int, seed: int) -> list[GeneratedDeal]:
    rng = random.Random(seed)
    return [random_deal(rng, number) for number in range(1, count + 1)]


# -- book notation ---------------------------------------------------------------------


def book_hand(cards: frozenset[int]) -> str:
    """``S—A, K, 7; H—Q, 10; D—None; C—…`` (spades first, as the laws print it)."""
    groups = []
    for suit in (3, 2, 1, 0):
        ranks = [book_rank(c) for c in sorted(cards, reverse=True) if suit_of(c) == suit]
        groups.append(f"{SUIT_LETTERS[suit]}—{', '.join(ranks) if ranks else 'None'}")
    return "; ".join(groups)


def misprinted(deal: GeneratedDeal, number: int, card: int) -> int:
    """The card printed for ``card``, the ``number``-th card of the play: the nearest
    rank of the suit its player does not hold (a misprinted rank), or the card itself
    where he holds the whole suit."""
    trick = deal.tricks[number // 4]
    seat = (trick.leader + number % 4) % 4
    others = [c for c in range(52) if suit_of(c) == suit_of(card)
              and c not in deal.hands[seat]]
    return min(others, key=lambda c: (abs(c - card), c)) if others else card


def to_book(deals: Sequence[GeneratedDeal], wrong_every: int = 0,
            misprint_every: int = 0) -> str:
    """The deals in the book notation; with ``wrong_every`` n, every n-th deal states
    a result one trick off (a transcriber's slip the check reports, L008); with
    ``misprint_every`` m, in every m-th deal (counted from a half of m, apart from the
    wrong results) the 14th card of the play is a misprinted rank."""
    lines = [
        "# Random deals with a random legal play, for bench/check_speed.py.",
        "laws: contract-rubber",
        "",
    ]
    for deal in deals:
        lines.append(f"deal {deal.number}")
        lines.append(f"dealer: {SEATS[deal.dealer]}")
        for seat in range(4):
            lines.append(f"{SEATS[seat]}: {book_hand(deal.hands[seat])}")
        lines.append("auction: " + " ".join(deal.calls()))
        lines.append("play:")
        misprint = bool(misprint_every) and deal.number % misprint_every == misprint_every // 2
        for number, trick in enumerate(deal.tricks, start=1):
            shown = [misprinted(deal, 13, c) if misprint and (number - 1) * 4 + i == 13 else c
                     for i, c in enumerate(trick.cards)]
            cards = " ".join(book_card(c) for c in shown)
            lines.append(f"{number}. {SEATS[trick.leader]}: {cards}")
        off = 1 if wrong_every and deal.number % wrong_every == 0 else 0
        lines.append(f"result: {(deal.declarer_tricks + off) % 14}")
        lines.append("")
    return "\n".join(lines)


# -- PBN -------------------------------------------------------------------------------


def pbn_hands(deal: GeneratedDeal) -> str:
    """The [Deal] value: ``N:AK7.Q10.-.… …`` from North, clockwise."""
    hands = []
    for seat in range(4):
        suits = []
        for suit in (3, 2, 1, 0):
            held = sorted((c for c in deal.hands[seat] if suit_of(c) == suit), reverse=True)
            suits.append("".join(RANKS[c % 13] for c in held))
        hands.append(".".join(suits))
    return "N:" + " ".join(hands)


def to_pbn(deals: Sequence[GeneratedDeal]) -> str:
    out = ["% PBN 2.1", "% Random deals with a random legal play, for bench/check_speed.py", ""]
    for deal in deals:
        leader = (deal.declarer + 1) % 4
        vulnerable = "None"
        out += [
            '[Event "bridgebook speed benchmark"]',
            '[Site "-"]',
            '[Date "????.??.??"]',
            f'[Board "{deal.number}"]',
            '[West "-"]',
            '[North "-"]',
            '[East "-"]',
            '[South "-"]',
            f'[Dealer "{SEATS[deal.dealer]}"]',
            f'[Vulnerable "{vulnerable}"]',
            f'[Deal "{pbn_hands(deal)}"]',
            '[Scoring "Rubber"]',
            f'[Declarer "{SEATS[deal.declarer]}"]',
            f'[Contract "{deal.contract}"]',
            f'[Result "{deal.declarer_tricks}"]',
            f'[Auction "{SEATS[deal.dealer]}"]',
        ]
        calls = ["Pass" if c == "pass" else c for c in deal.calls()]
        out += [" ".join(calls[i : i + 4]) for i in range(0, len(calls), 4)]
        # The play table: one column per seat from the opening leader, clockwise,
        # one row per trick, whoever led it.
        out.append(f'[Play "{SEATS[leader]}"]')
        for trick in deal.tricks:
            by_seat = {(trick.leader + i) % 4: card for i, card in enumerate(trick.cards)}
            out.append(" ".join(pbn_card(by_seat[(leader + i) % 4]) for i in range(4)))
        out.append("")
    return "\n".join(out)


def verify_pbn(deals: Sequence[GeneratedDeal], boards: Sequence[Any]) -> list[str]:
    """Differences between the generated deals and what endplay read back."""
    from endplay.types import Card as card_type

    problems: list[str] = []
    if len(boards) != len(deals):
        return [f"endplay read {len(boards)} boards, {len(deals)} were written"]
    for deal, board in zip(deals, boards, strict=True):
        if board.deal.to_pbn() != pbn_hands(deal):
            problems.append(f"board {deal.number}: the hands differ")
        written = [card_type(pbn_card(c)) for trick in deal.tricks for c in trick.cards]
        if list(board.play) != written:
            problems.append(f"board {deal.number}: the play differs")
        if len(problems) >= 10:
            break
    return problems


# -- timing ----------------------------------------------------------------------------


def best_of(runs: int, job: Callable[[], object]) -> tuple[float, object]:
    """The best wall-clock time of ``runs`` runs, and the job's result."""
    wall, _, result = best_times(runs, job)
    return wall, result


def best_times(runs: int, job: Callable[[], object]) -> tuple[float, float, object]:
    """The best wall-clock time and the best CPU time (this process) of ``runs`` runs.

    On a shared machine the wall clock counts the time other jobs held the
    processor; the process's CPU time does not, so its ratio is the steadier one.
    """
    best, best_cpu = float("inf"), float("inf")
    result: object = None
    for _ in range(runs):
        gc.collect()
        start, start_cpu = time.perf_counter(), time.process_time()
        result = job()
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
        best = min(best, time.perf_counter() - start)
    return best, best_cpu, result


def peak_memory(job: Callable[[], object]) -> int:
    """The most memory the job had allocated at once, in bytes (tracemalloc)."""
    gc.collect()
    tracemalloc.start()
    try:
        job()
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def max_rss_bytes() -> int:
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return rss if sys.platform == "darwin" else rss * 1024  # Linux gives KiB


def load_checking() -> Any | None:
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))  # the checkout's bridgebook, if none is installed
    try:
        return importlib.import_module("bridgebook.checking")
    except ImportError:
        return None


def time_checker(job: Callable[[], object], runs: int, count: int) -> dict[str, Any]:
    """Time one way of checking the book-notation file; count what it reported."""
    seconds, cpu, result = best_times(runs, job)
    diagnostics = list(getattr(result, "diagnostics", []))
    codes: dict[str, int] = {}
    for diagnostic in diagnostics:
        codes[diagnostic.code] = codes.get(diagnostic.code, 0) + 1
    return {
        "seconds": round(seconds, 4),
        "deals_per_second": round(count / seconds, 1),
        "cpu_seconds": round(cpu, 4),
        "cpu_deals_per_second": round(count / max(cpu, 1e-9), 1),
        "peak_traced_bytes": peak_memory(job),
        "deals_read": getattr(result, "deal_count", 0),
        "diagnostics": len(diagnostics),
        "diagnostic_codes": codes,
        # The problems folded into another (the consequences of a misprinted card).
        "folded": sum(len(d.folded) for d in diagnostics),
        "first_diagnostics": [
            f"{d.line}:{d.column}: {d.code} {d.message}" for d in diagnostics[:5]
        ],
    }


def run(deals_wanted: int, seed: int, runs: int, keep: Path | None,
        wrong_percent: float = 0, misprint_percent: float = 0) -> dict[str, Any]:
    figures: dict[str, Any] = {"deals": deals_wanted, "seed": seed, "runs": runs}
    start = time.perf_counter()
    deals = generate(deals_wanted, seed)
    wrong_every = round(100 / wrong_percent) if wrong_percent else 0
    figures["wrong_results"] = deals_wanted // wrong_every if wrong_every else 0
    misprint_every = round(100 / misprint_percent) if misprint_percent else 0
    figures["misprints"] = (sum(1 for d in deals
                                if d.number % misprint_every == misprint_every // 2)
                            if misprint_every else 0)
    book_text = to_book(deals, wrong_every, misprint_every)
    pbn_text = to_pbn(deals)
    figures["generate_seconds"] = round(time.perf_counter() - start, 3)

    with tempfile.TemporaryDirectory(prefix="bridgebook-bench-") as scratch:
        folder = keep or Path(scratch)
        folder.mkdir(parents=True, exist_ok=True)
        book_path, pbn_path = folder / "deals.hand", folder / "deals.pbn"
        book_path.write_text(book_text, encoding="utf-8")
        pbn_path.write_text(pbn_text, encoding="utf-8")
        figures["book_file"] = str(book_path) if keep else book_path.name
        figures["pbn_file"] = str(pbn_path) if keep else pbn_path.name
        figures["book_bytes"] = len(book_text.encode())
        figures["pbn_bytes"] = len(pbn_text.encode())

        # (a) endplay reads the PBN.
        try:
            from endplay.parsers import pbn
        except ImportError:
            figures["endplay"] = {"error": "endplay is not installed"}
        else:

            def read_pbn() -> object:
                with pbn_path.open(encoding="utf-8") as handle:
                    return pbn.load(handle)

            seconds, cpu, boards = best_times(runs, read_pbn)
            assert isinstance(boards, list)
            problems = verify_pbn(deals, boards)
            figures["endplay"] = {
                "seconds": round(seconds, 4),
                "deals_per_second": round(len(deals) / seconds, 1),
                "cpu_seconds": round(cpu, 4),
                "cpu_deals_per_second": round(len(deals) / max(cpu, 1e-9), 1),
                "peak_traced_bytes": peak_memory(read_pbn),
                "read_back_same_cards": not problems,
                "read_back_problems": problems,
            }

        # (b) bridgebook checks the book notation: as `bridgebook check FILE` does
        # (check_file, keeping no deal), and keeping every deal (check_text).
        checking = load_checking()
        if checking is None:
            for name in ("bridgebook", "bridgebook_kept"):
                figures[name] = {"error": "bridgebook.checking is not importable"}
        else:

            def check_command() -> object:
                return checking.check_file(book_path, keep=False)

            def check_kept() -> object:
                return checking.check_text(book_path.read_text(encoding="utf-8"),
                                           path=str(book_path))

            figures["bridgebook"] = time_checker(check_command, runs, len(deals))
            figures["bridgebook_kept"] = time_checker(check_kept, runs, len(deals))

    endplay_rate = figures["endplay"].get("deals_per_second")
    bridgebook_rate = figures["bridgebook"].get("deals_per_second")
    if endplay_rate and bridgebook_rate:
        figures["ratio_bridgebook_to_endplay"] = round(bridgebook_rate / endplay_rate, 3)
        figures["cpu_ratio_bridgebook_to_endplay"] = round(
            figures["bridgebook"]["cpu_deals_per_second"]
            / figures["endplay"]["cpu_deals_per_second"], 3)
    kept = figures.get("bridgebook_kept", {}).get("cpu_deals_per_second")
    if kept and endplay_rate:
        figures["cpu_ratio_kept_to_endplay"] = round(
            kept / figures["endplay"]["cpu_deals_per_second"], 3)
    figures["max_rss_bytes"] = max_rss_bytes()
    return figures


def _mib(size: int) -> str:
    return f"{size / 2**20:.1f} MiB"


def report(figures: dict[str, Any]) -> str:
    lines = [
        f"{figures['deals']} deals (seed {figures['seed']}), generated in "
        f"{figures['generate_seconds']} s; best of {figures['runs']} runs",
        f"book notation {_mib(figures['book_bytes'])}, PBN {_mib(figures['pbn_bytes'])}",
    ]
    if figures["wrong_results"]:
        lines.append(f"{figures['wrong_results']} book-notation deals state a wrong result "
                     "(each must get one L008)")
    if figures.get("misprints"):
        lines.append(f"{figures['misprints']} book-notation deals misprint one card of the "
                     "play (each must get one error, what follows from it folded)")
    for name, title in (
        ("endplay", "endplay PBN reader (read)"),
        ("bridgebook", "bridgebook check, as the command runs (read + check + replay)"),
        ("bridgebook_kept", "bridgebook check_text, keeping every deal and card"),
    ):
        part = figures[name]
        if "error" in part:
            lines.append(f"{title}: not run: {part['error']}")
            continue
        lines.append(
            f"{title}: {part['deals_per_second']:,.0f} deals/s "
            f"({part['seconds']} s); CPU time {part['cpu_seconds']} s, "
            f"{part['cpu_deals_per_second']:,.0f} deals/s; "
            f"peak {_mib(part['peak_traced_bytes'])} traced"
        )
        if name == "endplay":
            same = "yes" if part["read_back_same_cards"] else "NO"
            lines.append(f"  endplay read back the same cards and play: {same}")
            lines += [f"  {p}" for p in part["read_back_problems"]]
        else:
            lines.append(
                f"  deals read: {part['deals_read']}, diagnostics: {part['diagnostics']} "
                f"{part['diagnostic_codes'] or ''}".rstrip()
                + (f", {part['folded']} folded into them" if part.get("folded") else "")
            )
            lines += [f"  {d}" for d in part["first_diagnostics"]]
    if "ratio_bridgebook_to_endplay" in figures:
        lines.append(
            f"ratio bridgebook check / endplay (deals/s): "
            f"{figures['ratio_bridgebook_to_endplay']} wall clock, "
            f"{figures['cpu_ratio_bridgebook_to_endplay']} CPU time"
        )
    if "cpu_ratio_kept_to_endplay" in figures:
        lines.append(
            f"ratio check_text keeping every deal / endplay: "
            f"{figures['cpu_ratio_kept_to_endplay']} CPU time"
        )
    lines.append(f"process peak resident size: {_mib(figures['max_rss_bytes'])}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="bridgebook check speed against endplay's PBN reader"
    )
    parser.add_argument("--deals", type=int, default=10_000, help="how many deals (10,000)")
    parser.add_argument("--seed", type=int, default=1905, help="random seed (1905)")
    parser.add_argument("--runs", type=int, default=3, help="timed runs of each, best kept (3)")
    parser.add_argument("--keep", type=Path, help="write the generated files here and keep them")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    parser.add_argument("--wrong", type=float, default=0, metavar="PERCENT",
                        help="state a wrong result in this share of the book-notation deals")
    parser.add_argument("--misprint", type=float, default=0, metavar="PERCENT",
                        help="misprint one card of the play in this share of the "
                             "book-notation deals")
    args = parser.parse_args(argv)
    figures = run(max(1, args.deals), args.seed, max(1, args.runs), args.keep, args.wrong,
                  args.misprint)
    print(json.dumps(figures, indent=2) if args.json else report(figures))
    return 0


if __name__ == "__main__":
    sys.exit(main())

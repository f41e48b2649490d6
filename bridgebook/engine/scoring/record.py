"""Score a record: split its deals into rubbers, score each, check what it prints.

>>> from bridgebook.engine.scoring.values import HandFacts
>>> split_sides("north-south A, B; east-west C, D")
('A, B', 'C, D')
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.auction import passed_out
from bridgebook.engine.laws import LAWS
from bridgebook.engine.scoring.contract import score_contract_hand
from bridgebook.engine.scoring.facts import Checked, deal_facts
from bridgebook.engine.scoring.keeper import Printed, read_printed, read_side, split_side
from bridgebook.engine.scoring.registry import SCORINGS
from bridgebook.engine.scoring.rubber import Running, score_rubber
from bridgebook.engine.scoring.values import DealScore, HandFacts, RubberScore
from bridgebook.model import IMPLIED_AUCTION, Act, Deal, Naming, Seat, Side, Span

#: The lines that make a record a score record (scored by ``bridgebook check`` too).
SCORE_KEYS = frozenset({"rubber", "sides", "honours", "chicane", "revoke", "printed",
                        "totals", "game", "dummy-bridge"})


def kept_score(deal: Deal) -> bool:
    """Whether a deal is a score record's: a score keeper's line, or a contract deal
    as he writes it (a ``contract:`` line, and no hands, auction or play). A deal
    passed out scores nothing: it makes no record a score record.

    An auction implied by PBN's Contract is no auction of the deal's own: a PBN game
    with a dealer, a contract and no hands, auction or play is a score keeper's deal
    as the book notation's is. One with no dealer is not: it is a table's contract
    set after a board's (a team match's other room, as a PBN file of boards writes
    it with no Board and no Dealer), and keeps the record a record of boards.

    >>> kept_score(Deal(1, meta={"contract": "4S"})), kept_score(Deal(1, meta={
    ...     "contract": "passed out"}))
    (True, False)
    """
    if any(k in SCORE_KEYS for k in deal.meta):
        return True
    if "contract" not in deal.meta or deal.hands or deal.play:
        return False
    if deal.auction and (deal.dealer is None or IMPLIED_AUCTION not in deal.meta):
        return False
    return not passed_out(deal)


@dataclass(slots=True)
class RecordScore:
    """The rubbers of a record, and the problems found, by the index of their deal.
    ``members`` gives each rubber's deals (their indexes in the record), those it does
    not score (a deal after the rubber is decided, a deal with nothing to score)
    included."""

    rubbers: list[RubberScore] = field(default_factory=list)
    problems: list[tuple[int, Diagnostic]] = field(default_factory=list)
    members: list[list[int]] = field(default_factory=list)


def is_score_record(reports: Sequence[Checked], file_meta: dict[str, str]) -> bool:
    """Whether a record carries rubbers or printed figures."""
    return any(k in SCORE_KEYS for k in file_meta) or any(kept_score(r.deal) for r in reports)


def split_sides(text: str, dealer: Seat | None = None) -> tuple[str, str]:
    """The names a ``sides:`` line gives North-South and East-West, each side named
    as a score keeper names it: ``north-south``, a pair of seats (``Y Z``), one seat.

    >>> split_sides("Y Z Smith, Jones; A B Brown, Robinson")
    ('Smith, Jones', 'Brown, Robinson')
    """
    names = ["North-South", "East-West"]
    for part in text.split(";"):
        try:
            side, rest = split_side(part, dealer)
        except ValueError:
            raise ValueError(f"sides not understood: {part.strip()!r}") from None
        players = _SAID.sub("", rest, count=1).strip()
        if not players:
            raise ValueError(f"sides not understood: {part.strip()!r} names a side but no "
                             "players")
        names[0 if side is Side.NS else 1] = players
    return names[0], names[1]


#: The form of a ``sides:`` line, in the seats the record names.
_SIDES = "write 'sides: north-south A, B; east-west C, D'"
_SIDES_BOOK = ("write each side's seats, then its players: 'sides: Y Z Smith, Jones; "
               "A B Brown, Robinson'")

#: The word between a side and its players' names: ``north-south are A, B``.
_SAID = re.compile(r"^(?:are|is|=|:)\s*", re.IGNORECASE)


def score_record(reports: Sequence[Checked], file_meta: dict[str, str],
                 code: str | None = None,
                 file_spans: Mapping[str, Span] | None = None) -> RecordScore:
    """Score every rubber of a checked record under ``code`` (default: the deals' own).

    ``reports`` are the checked deals (``checking.check_text(...).deals``); a deal
    with a ``rubber:`` line starts a new rubber, and so, in a record with no
    ``rubber:`` line, does a deal with a ``score:`` line (taken up at that score).
    ``file_spans`` place the problems of the file's own keys (``sides:`` before the
    first deal).

    >>> from bridgebook.checking import check_text
    >>> checked = check_text("make: Z no trump\\nresult: north-south win ten tricks\\n")
    >>> score_record(checked.deals, {}).rubbers[0].tricks
    (48, 0)
    """
    out = RecordScore()
    groups: list[list[int]] = []
    # In a record of rubbers a stated score is checked against the deals before it;
    # elsewhere a deal with a stated score goes on with the rubber before it where
    # its score is the one the deals before it give (the score of the next hand
    # follows from the last), and else (a book's illustrative hands, each standing
    # alone) takes a rubber up at that score.
    rubbers = any("rubber" in report.deal.meta_spans for report in reports)
    running: Running | None = None
    # The running score is kept only up to the last deal that states a score.
    last = max((i for i, r in enumerate(reports) if r.deal.score is not None), default=-1)
    # A record that names no rubber is a run of rubbers, as a score pad is: a deal
    # after a rubber is decided starts the next (in _score_group), and so does a deal
    # under other laws than the rubber's.
    run_on = not rubbers and "rubber" not in file_meta
    # The group the deals go on in: a deal under other laws with nothing to score is a
    # group of its own, set beside it (it goes with the rubber before it, in
    # _score_group), and the deals after it go on in the group they interrupt.
    current: list[int] = []
    for index, report in enumerate(reports):
        score = report.deal.score
        other = run_on and code is None and bool(current) and (
            report.laws.name != reports[current[0]].laws.name)
        if other and _nothing_to_score(report):
            groups.append([index])
            running = None
            continue
        if not groups or "rubber" in report.deal.meta_spans or (
                not rubbers and score is not None
                and not (running is not None and running.follows(score))) or other:
            current = []
            groups.append(current)
            running = None if rubbers else Running(code or report.laws.name)
        current.append(index)
        if running is not None:
            running = _played(running, report) if index < last else None
    # A record its contract deals alone make a score record of (no score keeper's
    # line): its other deals are a lesson's, and one with nothing to score is no
    # mistake in it (no S009).
    lessons = not any(k in SCORE_KEYS for k in file_meta) and not any(
        k in SCORE_KEYS for r in reports for k in r.deal.meta) and any(
        kept_score(r.deal) for r in reports)
    for group in groups:
        _score_group(reports, group, file_meta, code, out, file_spans or {}, run_on,
                     lessons)
    return out


def _nothing_to_score(report: Checked) -> bool:
    """Whether a deal gives nothing to score under its own laws: no contract (or
    make) and not passed out, as _score_group leaves it out."""
    facts, _ = deal_facts(report)
    return facts is None or (not facts.level and not facts.passed_out
                             and not SCORINGS[report.laws.name].is_whist)


def _played(running: Running, report: Checked) -> Running | None:
    """``running`` with the deal played; None where it cannot be followed (a code not
    scored in rubbers, a deal with nothing to score): each score then starts a rubber."""
    if not running.rubber:
        return None
    facts, _ = deal_facts(report)
    if facts is None or (not facts.level and not facts.passed_out and not running.whist):
        return None
    running.add(facts)
    return running


def _score_group(reports: Sequence[Checked], group: list[int], file_meta: dict[str, str],
                 code: str | None, out: RecordScore, file_spans: Mapping[str, Span],
                 run_on: bool, lessons: bool = False) -> None:
    first = reports[group[0]].deal
    name = first.meta.get("rubber", file_meta.get("rubber", "")).strip()
    laws = code or reports[group[0]].laws.name
    # A record in the books' letters is scored in their sides, Y Z and A B.
    book = first.naming is Naming.BOOK
    sides = ("Y Z", "A B") if book else ("North-South", "East-West")
    if "sides" in first.meta:
        try:
            sides = split_sides(first.meta["sides"], first.dealer)
        except ValueError as error:
            out.problems.append((group[0], make("S008", str(error),
                                                first.meta_spans.get("sides")
                                                or file_spans.get("sides"),
                                                hint=_SIDES_BOOK if book else _SIDES)))
    mode = first.meta.get("dummy-bridge", "").strip().lower()
    facts: list[HandFacts] = []
    owner: dict[int, int] = {}
    for index in group:
        own = reports[index].laws.name
        if code is None and own != laws:
            out.problems.append((index, make(
                "S014", f"deal {reports[index].deal.ident} is under {own}, but its rubber is "
                f"scored under {laws} (the laws of its first deal), and so is the deal",
                reports[index].deal.meta_spans.get("laws") or reports[index].deal.span,
                hint="start a new rubber with a 'rubber:' line for a deal under other laws")))
        got, problems = deal_facts(reports[index])
        if got is None and lessons and not kept_score(reports[index].deal):
            problems = [d for d in problems if d.code != "S009"]
        out.problems.extend((index, d) for d in problems)
        if mode:
            out.problems.extend((index, d) for d in _dummy_doubling(reports[index]))
        if (got is not None and not got.level and not got.passed_out
                and not SCORINGS[laws].is_whist):
            out.problems.append((index, make(
                "S009", f"deal {got.ident} has no contract to score under {laws}",
                reports[index].deal.span, hint="give the deal an auction or a 'contract:' "
                "line, or score it under a code of bridge whist")))
        elif got is not None:
            owner[len(facts)] = index
            facts.append(got)
    if run_on and not facts and out.rubbers:
        # (deals under other laws with nothing to score: no rubber of their own, they
        # go with the rubber before them, as deals it does not score)
        before = max((m for m in out.members if m and m[0] < group[0]),
                     key=lambda m: m[0], default=out.members[-1])
        before.extend(group)
        before.sort()
        return
    by_ident = {f.ident: i for i, f in enumerate(facts)}
    start = 0
    while True:
        # A record with no 'rubber:' line is a run of rubbers, as a score pad is: a
        # deal after a rubber is decided starts the next one.
        rubber, problems = score_rubber(facts[start:], laws, name=name, sides=sides,
                                        single_game=mode.startswith("single"),
                                        run_on=run_on)
        end = start + len(rubber.deals) if run_on else len(facts)
        for d in problems:
            out.problems.append((_owner_of(d, facts, owner, group), d))
        # the rubber's deals, and those with nothing to score among them
        begin = group[0] if start == 0 else owner[start]
        last = group[-1] + 1 if end >= len(facts) else owner[end]
        members = [i for i in group if begin <= i < last]
        out.rubbers.append(rubber)
        out.members.append(members)
        for deal in rubber.deals:
            index = owner[by_ident[deal.ident]]
            out.problems.extend((index, d) for d in _check_deal(reports[index], deal, rubber))
        for index in members:
            if "totals" in reports[index].deal.meta_spans:
                out.problems.extend((index, d) for d in _check_totals(reports[index], rubber))
        if end >= len(facts) or not rubber.deals:
            break
        start = end


def _owner_of(d: Diagnostic, facts: list[HandFacts], owner: dict[int, int],
              group: list[int]) -> int:
    for i, f in enumerate(facts):
        if f.span == d.span:
            return owner[i]
    return group[-1]


def _dummy_doubling(report: Checked) -> list[Diagnostic]:
    """Dummy Bridge: the dealer makes the trump from the hand he deals for, and only
    his left-hand adversary may go over."""
    dealer = report.deal.dealer or Seat.S
    law = "Dummy Bridge (Whist Club, 1897)"
    def name(seat: Seat | None) -> str:
        return "?" if seat is None else report.deal.naming.seat(seat)

    # The dealer's side's redouble is a going over too (1897 law 55): his alone is allowed.
    found = [make("S010", f"{name(a.seat)} {a.act.value}, but at Dummy Bridge only the "
                  f"dealer's left-hand adversary {name(dealer.lho)} may go over", a.span, law=law)
             for a in report.deal.declaration
             if a.act in (Act.DOUBLE, Act.REDOUBLE) and a.seat is not dealer.lho]
    found.extend(make("S010", f"{name(a.seat)} passes the make, but at Dummy Bridge the "
                      "dealer makes the trump from the hand he deals for", a.span, law=law)
                 for a in report.deal.declaration if a.act is Act.PASS_MAKE)
    return found


def _read(report: Checked, key: str, *, rubber: bool) -> tuple[tuple[Printed, ...],
                                                                 list[Diagnostic]]:
    span = report.deal.meta_spans.get(key)
    value = report.deal.meta[key]
    try:
        printed = read_printed(value, report.deal.dealer, span, rubber=rubber)
        return tuple(replace(p, span=_part_span(span, value, p.text)) for p in printed), []
    except ValueError as error:
        form = ("totals: north-south 80 tricks; north-south 352 total; north-south win 190"
                if rubber else "printed: north-south 16 below; north-south 32 above")
        return (), [make("S008", str(error), span, hint=f"write it as '{form}'")]


def _part_span(span: Span | None, value: str, part: str) -> Span | None:
    """The place of one ``;`` part of a line's value, which ends where the line ends.

    >>> _part_span(Span(4, 1, 4, 30), "NS 16 below; NS 8 above", "NS 8 above")
    Span(line=4, column=20, end_line=4, end_column=30)
    """
    at = value.find(part)
    if span is None or at < 0 or span.end_line != span.line:
        return span
    start = span.end_column - len(value) + at
    return Span(span.line, start, span.line, start + len(part))


def _check_deal(report: Checked, deal: DealScore, rubber: RubberScore) -> list[Diagnostic]:
    meta = report.deal.meta
    found: list[Diagnostic] = []
    # A printed figure that follows from the stated vulnerability, where that is the
    # mistake (S004): one mistake, its S001 folded under the S004.
    follows: list[Diagnostic] = []
    wrong_vulnerability: list[Diagnostic] = []
    if "vulnerable" in report.deal.meta_spans and SCORINGS[rubber.code].kind != "whist":
        wrong_vulnerability = _check_vulnerable(report, deal, rubber)
    stated = (_as_stated(report, deal, rubber) if wrong_vulnerability else None)
    if "printed" in meta:
        printed, found = _read(report, "printed", rubber=False)
        for p in printed:
            told = _compare(p, _deal_figure(p, deal), f"deal {deal.ident}", rubber.code)
            if told and stated is not None and _deal_figure(p, stated) == p.points:
                follows.extend(told)
            else:
                found.extend(told)
    if "game" in meta:
        found.extend(_check_game(report, deal, rubber))
    if follows:
        wrong_vulnerability = [wrong_vulnerability[0].fold(follows)]
    found.extend(wrong_vulnerability)
    return found


def _as_stated(report: Checked, deal: DealScore, rubber: RubberScore) -> DealScore | None:
    """The deal scored with the vulnerability its record states (where that is not
    the one the rubber gives): the contract's entries and a game bonus by the stated
    vulnerability, the rest as scored. None where the deal has nothing to rescore."""
    said = _said_vulnerability(report)
    facts, _ = deal_facts(report)
    if said is None or facts is None or facts.declarer is None:
        return None
    side = facts.declarer.side
    real = score_contract_hand(facts, deal.vulnerable[side])
    entries = [e for e in deal.entries if e not in real]
    entries = [replace(e, points=500 if said[e.side] else 300)
               if e.what == "game" and not e.below and e.points in (300, 500) else e
               for e in entries]
    entries.extend(score_contract_hand(facts, said[side]))
    return replace(deal, entries=tuple(entries), vulnerable=said)


def _said_vulnerability(report: Checked) -> tuple[bool, bool] | None:
    """(NS, EW) as the deal's ``vulnerable:`` line states them; None if not read."""
    text = report.deal.meta["vulnerable"].strip().lower()
    said = {"none": (False, False), "-": (False, False), "love": (False, False),
            "all": (True, True), "both": (True, True)}.get(text)
    if said is None:
        try:
            side = read_side(text, report.deal.dealer)
        except ValueError:
            return None
        said = (side is Side.NS, side is Side.EW)
    return said


def _deal_figure(p: Printed, deal: DealScore) -> int:
    assert p.side is not None
    if p.kind == "below":
        return deal.points(p.side, below=True)
    if p.kind == "above":
        return deal.points(p.side, below=False)
    if p.kind == "in the game":
        return deal.below_after[p.side]
    if p.kind == "for honours":
        return sum(e.points for e in deal.entries if e.side is p.side and e.above
                   and ("honours" in e.what or "aces" in e.what))
    word = p.kind.removeprefix("for ")
    return deal.points(p.side, below=False, what=word)


#: The law a printed figure rests on, by its kind (a topic of WhistRules.laws).
_TOPIC = {"below": "game", "in the game": "game", "for honours": "honours", "above": "honours",
          "for chicane": "chicane", "for slam": "slam"}


def _compare(p: Printed, computed: int, where: str, code: str) -> list[Diagnostic]:
    if p.points == computed:
        return []
    rules = SCORINGS[code].whist
    topic = _TOPIC.get(p.kind, "rubber")
    law = f"{rules.laws[topic]} ({rules.title})" if rules is not None else None
    return [make("S001", f"{where}: the record prints {p.text!r}, but the deals as recorded give "
                 f"{computed}", p.span, hint=f"the laws give {computed} where the text "
                 f"prints {p.points}; keep the book's figure and note the finding", law=law)]


def _check_totals(report: Checked, rubber: RubberScore) -> list[Diagnostic]:
    printed, found = _read(report, "totals", rubber=True)
    for p in printed:
        assert p.side is not None
        side = p.side
        figure = {
            "tricks": rubber.tricks[side],
            "honours": rubber.honours[side],
            "points": rubber.total(side, with_bonus=False),
            "total": rubber.total(side),
            "rubber": sum(e.points for e in rubber.bonus_entries if e.side is side),
            "tricks and rubber": rubber.tricks[side] + sum(
                e.points for e in rubber.bonus_entries if e.side is side),
            "value": rubber.value if rubber.winner is side else -rubber.value,
        }[p.kind]
        found.extend(_compare(p, figure, f"rubber {rubber.name!r}" if rubber.name
                              else "the rubber", rubber.code))
    return found


def _check_game(report: Checked, deal: DealScore, rubber: RubberScore) -> list[Diagnostic]:
    span = report.deal.meta_spans.get("game")
    try:
        side = read_side(report.deal.meta["game"].replace("win the game", "").replace(
            "game", ""), report.deal.dealer)
    except ValueError as error:
        return [make("S008", str(error), span, hint="write 'game: north-south'")]
    # (the game won at this deal: the game still in play at the end of the record,
    # won by no one, is none)
    closed = next((g for g in rubber.games if g.deals and g.deals[-1] == deal.ident
                   and g.winner is not None), None)
    need = SCORINGS[rubber.code].game
    if closed is not None and closed.winner is side:
        return []
    winner = closed.winner if closed is not None else None
    have = (f"{deal.below_after[side]} towards a game of {need}" if winner is None else
            f"no game: the game went to {winner.name}")
    return [make("S003", f"the record closes the game for {side.name} after deal "
                 f"{deal.ident}, but {side.name} has {have}", span,
                 hint="a game is won by tricks alone, below the line",
                 law=_law(rubber.code, "game"))]


def _law(code: str, topic: str) -> str | None:
    """The law of ``code`` on a scoring topic: the scoring's own reading of the old
    codes ("laws 2, 3 (Portland Club, 1904)"), else the code's ("contract rubber
    bridge: ...")."""
    rules = SCORINGS[code].whist
    if rules is not None and topic in rules.laws:
        return f"{rules.laws[topic]} ({rules.title})"
    return LAWS[code].cite(topic) if code in LAWS else None


def _check_vulnerable(report: Checked, deal: DealScore,
                      rubber: RubberScore) -> list[Diagnostic]:
    text = report.deal.meta["vulnerable"].strip().lower()
    said = _said_vulnerability(report)
    if said is None:
        return []  # not a vulnerability: the check says so (P007)
    if said == deal.vulnerable:
        return []
    shown = {(False, False): "none", (True, True): "both", (True, False): "north-south",
             (False, True): "east-west"}
    kind = SCORINGS[rubber.code].kind
    if kind == "duplicate":
        why = f"board {deal.ident} makes it"
        given = f"as board {deal.ident} gives it"
    elif kind == "chicago":
        place = next((i for i, d in enumerate(rubber.deals) if d is deal), 0) + 1
        why = f"deal {place} of a Chicago set makes it"
        given = "as the Chicago order gives it"
    else:
        why = "the games won so far make it"
        given = "as the games won give it"
    start = "" if kind == "duplicate" else (
        f", or start a new {'set' if kind == 'chicago' else 'rubber'} at this deal with ")
    source = report.deal.read_from
    if source == "pbn":
        value = {(False, False): "None", (True, True): "All", (True, False): "NS",
                 (False, True): "EW"}[deal.vulnerable]
        hint = f'write [Vulnerable "{value}"], {given}' + (start and start + "a [Rubber] tag")
        if kind == "duplicate" and "pbn:Scoring" not in report.deal.meta:
            # (the vulnerability from a board number the game was never meant to have)
            hint += ('; or, for a rubber\'s score pad, add [Scoring "Rubber"]: a game with '
                     "no [Scoring] tag is scored as duplicate")
    elif source == "lin":
        value = {(False, False): "o", (True, True): "b", (True, False): "n",
                 (False, True): "e"}[deal.vulnerable]
        hint = f"write sv|{value}|, {given}"
    else:
        hint = f"write 'vulnerable: {shown[deal.vulnerable]}', {given}" + (
            start and start + "a 'rubber:' line")
    return [make("S004", f"the record says vulnerable {text!r}, but {why} "
                 f"{shown[deal.vulnerable]}", report.deal.meta_spans.get("vulnerable"),
                 hint=hint, law=_law(rubber.code, "vulnerable"))]

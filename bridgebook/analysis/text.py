"""The terminal form of ``bridgebook analyse``: rich tables, one deal after another."""

from __future__ import annotations

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from bridgebook.analysis.analyse import Analysed
from bridgebook.analysis.results import DealAnalysis, PlayAnalysis
from bridgebook.analysis.view import table_grid
from bridgebook.model import Deal, Seat, Side, Strain


def _name(seat: Seat, deal: Deal) -> str:
    return deal.naming.seat(seat)


def _side(side: Side, deal: Deal) -> str:
    return deal.naming.side(side)


def deal_view(done: Analysed) -> RenderableType:
    """Everything ``bridgebook analyse`` prints for one deal."""
    deal = done.deal
    title = f"Deal {deal.ident}" + (f": {deal.title}" if deal.title else "")
    parts: list[RenderableType] = [Text(f"{title}  ({done.laws})", style="bold")]
    a = done.analysis
    if a is not None:
        parts.append(Text("Double dummy: the tricks each declarer takes in each strain"))
        parts.append(_table(a, deal))
        parts.extend(_facts(a, deal))
        if a.play is not None:
            parts.append(_play(a.play, deal))
        if a.claim is not None:
            c = a.claim
            verdict = "holds" if c.holds else "does not hold"
            parts.append(Text(f"Claim: {_name(c.seat, deal)} claims {c.claimed} of the last "
                              f"{c.remaining} tricks: it {verdict} against any defence "
                              f"(double dummy {c.can_take})."))
    return Group(*parts)


def _table(a: DealAnalysis, deal: Deal) -> Table:
    grid = table_grid(a.table)
    table = Table(show_edge=False, pad_edge=False)
    for index, head in enumerate(grid[0]):
        table.add_column(head or "Declarer", justify="left" if index == 0 else "right")
    for row in grid[1:]:
        table.add_row(_name(Seat.parse(row[0]), deal), *row[1:])
    return table


def _facts(a: DealAnalysis, deal: Deal) -> list[RenderableType]:
    lines: list[RenderableType] = []
    grouped: dict[tuple[int, int], list[str]] = {}
    for m in a.makeable:
        grouped.setdefault((m.strain, m.level), []).append(_name(m.declarer, deal))
    made = ", ".join(f"{level}{Strain(strain).symbol} by {' '.join(seats)}"
                     for (strain, level), seats in grouped.items())
    lines.append(Text(f"Makeable: {made or 'nothing (no declarer takes seven tricks)'}"))
    if a.par is not None:
        contracts = ", ".join(
            f"{c.level}{c.strain.symbol}{'X' if c.doubled else ''} by "
            f"{_name(c.declarer, deal)}{f' {c.result:+d}' if c.result else ''}"
            for c in a.par.contracts) or "passed out"
        vul = {"none": "none", "both": "both"}.get(a.par.vulnerable, a.par.vulnerable)
        lines.append(Text(f"Par: {a.par.score:+d} for {_side(Side.NS, deal)} ({contracts}); "
                          f"vulnerable: {vul}, dealer {_name(a.par.dealer, deal)}"))
    if a.declared is not None:
        d = a.declared
        if d.level:
            need = d.level + 6
            verdict = "makes" if d.tricks >= need else "goes down"
            lines.append(Text(f"Contract {d.level}{d.strain.symbol} by {_name(d.declarer, deal)}, "
                              f"{_name(d.leader, deal)} leads: double dummy {d.tricks} tricks, "
                              f"it {verdict} ({d.tricks - need:+d})"))
        else:
            lines.append(Text(f"Declared {d.strain.word}, {_name(d.declarer, deal)} plays, "
                              f"{_name(d.leader, deal)} leads: double dummy the dealer's side "
                              f"takes {d.tricks} tricks"))
    return lines


def _play(play: PlayAnalysis, deal: Deal) -> RenderableType:
    head = Text(f"The play: {_side(play.side, deal)}'s double-dummy tricks after each card "
                f"(before the lead: {play.start}); −n marks a card that cost its side n tricks")
    table = Table(show_edge=False, pad_edge=False)
    table.add_column("Trick", justify="right")
    table.add_column("Lead")
    for k in range(4):
        table.add_column(f"{k + 1}")
    by_trick: dict[int, list[str]] = {}
    leaders: dict[int, Seat] = {}
    for c in play.cards:
        leaders.setdefault(c.trick, c.seat)
        cell = f"{c.card} {c.tricks}" + (f" {c.mark}" if c.mark else "")
        by_trick.setdefault(c.trick, []).append(cell)
    for trick, cells in by_trick.items():
        table.add_row(str(trick), _name(leaders[trick], deal), *cells, *[""] * (4 - len(cells)))
    parts: list[RenderableType] = [head, table]
    for c in play.costly():
        other = c.side.other
        parts.append(Text(f"Trick {c.trick}: {_name(c.seat, deal)}'s {c.card} cost "
                          f"{_side(c.side, deal)} {_tricks(c.cost)}; {_side(other, deal)} "
                          f"gain {'it' if c.cost == 1 else 'them'} "
                          f"({c.tricks - c.change} → {c.tricks} for {_side(play.side, deal)})."))
    if not play.costly() and play.cards:
        parts.append(Text("No card cost a trick: both sides played double-dummy best."))
    if play.stopped:
        parts.append(Text(f"The analysis stops: {play.stopped}.", style="yellow"))
    return Group(*parts)


def _tricks(n: int) -> str:
    return "a trick" if n == 1 else f"{n} tricks"


def print_analysis(results: list[Analysed], console: Console, path: str = "<text>") -> None:
    """Each deal's analysis, its notes placed ``path:line:col`` like ``bridgebook check``'s."""
    for index, done in enumerate(results):
        if index:
            console.print()
        console.print(deal_view(done))
        for d in done.diagnostics:
            # One line each, never wrapped: other tools read these as check's lines.
            console.print(f"{d.file or path}:{d.line}:{d.column}: {d.code} "
                          f"{d.severity.value}: {d.message}", style="yellow", soft_wrap=True,
                          markup=False)

"""A stated contract the auction does not make, told once with the edit that mends it.

A record that states its contract (the notation's ``contract:`` and ``declarer:``
lines, PBN's ``Contract`` and ``Declarer`` tags) and gives the auction as well says
the contract twice. Where the two disagree, that is one mistake, however many of the
stated keys it touches: one A012, at the stated contract, naming what the record says
and what the auction makes, with the edit that mends the record. What the stated
contract set off besides (PBN's claim of the rest, counted from its Result with the
Contract tag's trump and the Declarer tag's side) is folded under it, and the deal
is checked as mended, when the stated contract mended as the auction makes it
leaves fewer problems.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from bridgebook.checking.report import DealReport
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.engine.auction import contract_text, read_contract, stated_declarer
from bridgebook.engine.laws import LawsCode
from bridgebook.engine.replay import PlayedTrick
from bridgebook.interop.fast import redealt
from bridgebook.interop.turned import made_of_result
from bridgebook.model import Claim, Contract, Deal

Check = Callable[[Deal], DealReport]
Played = Callable[[Deal, Contract | None, LawsCode], list[PlayedTrick]]

#: The keys a record states its contract with.
_KEYS = ("contract", "declarer")


def stated_contract_root(deal: Deal, report: DealReport, check: Check,
                         played: Played) -> DealReport:
    """``report`` with its A012s of the stated contract told as one, with the edit;
    the problems that mending the stated contract removes folded under it. ``report``
    as it is where it has no A012, or the auction makes no contract."""
    contract = report.contract
    said = [d for d in report.diagnostics if d.code == "A012"
            and d.severity is Severity.ERROR and _key_of(deal, d) is not None]
    if contract is None or not contract.level or not said or (
            len(said) == 1 and said[0].hint is not None and ": the contract is " in said[0].hint):
        return report  # (the auction's doubling left out: the hint gives the contract)
    edits = " and ".join(_edit(deal, k, contract) for k in _KEYS
                         if any(_key_of(deal, d) == k for d in said))
    root = next((d for d in said if _key_of(deal, d) == "contract"), said[0])
    others = [d for d in said if d is not root]
    # Two keys that disagree (PBN's Declarer and Contract tags): one message names both.
    stated = _stated(deal) if others else None
    message = (f"the record says {stated}, but the auction makes {contract_text(contract)}"
               if stated is not None else root.message)
    hint = "; ".join(dict.fromkeys(h for d in said if d.hint for h in d.hint.split("; ")))
    after = check(_mended(deal, contract, report.laws, played))
    if any(d.code == "A012" for d in _errors(after)) or len(_errors(after)) > len(
            _errors(report)) - len(said):
        # The auction may be the wrong one: the two told as one, the deal as it is.
        told = replace(root, message=message, hint=f"{hint}; if the auction is right, "
                       f"write {edits}" if hint else f"if the auction is right, write {edits}")
        report.diagnostics[:] = [told.fold(others) if d is root else d
                                 for d in report.diagnostics if d not in others]
        return report
    told = replace(root, message=message, hint=f"{hint}; write {edits}; the deal is checked so"
                   if hint else f"write {edits}; the deal is checked so")
    keys = {(d.code, d.line, d.column) for d in after.diagnostics}
    gone = [d for d in report.diagnostics if d is not root and not d.folded
            and (d.code, d.line, d.column) not in keys]
    had = {(d.code, d.line, d.column) for d in report.diagnostics}
    # A root told before (a shifted auction's A020) stays, with what it folds.
    after.diagnostics = [told.fold(gone),
                         *(d for d in report.diagnostics if d is not root and d not in gone),
                         *(d for d in after.diagnostics
                           if (d.code, d.line, d.column) not in had)]
    return after


def _errors(report: DealReport) -> list[Diagnostic]:
    return [d for d in report.diagnostics if d.severity is Severity.ERROR]


def _key_of(deal: Deal, diagnostic: Diagnostic) -> str | None:
    """The stated key an A012 is placed at (None: the auction's own A012)."""
    for key in _KEYS:
        span = deal.meta_spans.get(key)
        if span is not None and (span.line, span.column) == (diagnostic.line, diagnostic.column):
            return key
    if diagnostic.span is not None:
        return None
    # a record with no places (JSON's): the message names the key
    key = "declarer" if diagnostic.message.startswith("the record says declarer ") else (
        "contract")
    return key if key in deal.meta else None


def _stated(deal: Deal) -> str | None:
    """The contract the record states, with its declarer (``4♠ by N``)."""
    declarer = stated_declarer(deal.meta)
    text = deal.meta.get("contract")
    if text is None:
        return None if declarer is None else f"declarer {declarer}"
    try:
        stated = read_contract(text)
    except ValueError:
        return None
    if stated.declarer is None and declarer is not None:
        stated = stated._replace(declarer=declarer)
    return contract_text(stated)


def _edit(deal: Deal, key: str, contract: Contract) -> str:
    """The edit of ``key`` that states ``contract``, as the record's format writes it."""
    doubling = ("", "X", "XX")[contract.doubles] if contract.doubles < 3 else ""
    bid = f"{contract.level}{contract.strain.code}{doubling}"
    if deal.read_from == "pbn":
        value = bid if key == "contract" else contract.declarer.name
        return f'[{key.capitalize()} "{value}"]'
    value = contract.declarer.name if key == "declarer" else (
        f"{bid} by {contract.declarer.name}" if _has_declarer(deal) else bid)
    if deal.read_from == "json":
        return f'"{key}": "{value}"'
    return f"'{key}: {value}'"


def _has_declarer(deal: Deal) -> bool:
    """Whether the record's contract names its declarer (``4♠ by S``)."""
    try:
        return read_contract(deal.meta.get("contract", "")).declarer is not None
    except ValueError:
        return False


def _mended(deal: Deal, contract: Contract, laws: LawsCode, played: Played) -> Deal:
    """``deal`` with its stated contract and declarer the auction's, and a claim the
    reader made of its stated result (PBN's) counted again under that contract."""
    meta = dict(deal.meta)
    for key in _KEYS:
        if key in meta:
            meta[key] = (contract.declarer.name if key == "declarer"
                         else str(contract))
    mended = replace(deal, meta=meta)
    claim, result = deal.claim, deal.result
    if not made_of_result(deal) or claim is None or result is None or result.tricks is None:
        return mended
    side = result.side or contract.declarer.side
    won = sum(1 for t in played(mended, contract, laws)
              if t.winner is not None and t.winner.side is side)
    seat = contract.declarer if side is contract.declarer.side else contract.declarer.lho
    again = Claim(seat, max(result.tricks - won, 0), claim.span, claim.during, claim.total)
    return mended if again == claim else redealt(mended, claim=again)

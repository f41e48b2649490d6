"""The facts a score needs, from a checked deal: from the hands and the play where
they are given, from the score keeper's lines where not; a stated figure that
disagrees with the hands is a diagnostic (S005-S008).
"""

from __future__ import annotations

import re
from typing import Protocol

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.auction import passed_out, stated_contract
from bridgebook.engine.laws import LawsCode
from bridgebook.engine.replay import Replay
from bridgebook.engine.result import stated_tricks
from bridgebook.engine.scoring.keeper import (
    read_chicane,
    read_honours,
    read_revokes,
    read_side,
    side_written,
)
from bridgebook.engine.scoring.registry import SCORINGS
from bridgebook.engine.scoring.values import HandFacts, HonoursHeld, Revoke
from bridgebook.model import (
    Card,
    CardSet,
    Contract,
    Deal,
    Naming,
    Rank,
    Seat,
    Side,
    Source,
    Span,
    Strain,
    Suit,
)

_HONOUR_RANKS = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)


class Checked(Protocol):
    """A deal as checked (``checking.DealReport`` is one)."""

    deal: Deal
    laws: LawsCode
    contract: Contract | None
    replay: Replay
    diagnostics: list[Diagnostic]


def full_hands(deal: Deal) -> dict[Seat, CardSet] | None:
    """The four hands, if every card of every hand is named."""
    hands = {h.seat: h.cards for h in deal.hands if h.seat is not None and h.complete}
    if len(hands) != 4 or any(len(c) != 13 for c in hands.values()):
        return None
    return hands


def honours_in(hands: dict[Seat, CardSet], strain: Strain) -> HonoursHeld | None:
    """The honours a side scores for, from the four hands; None if neither does.

    >>> h = {s: CardSet() for s in Seat}
    >>> h[Seat.N] = CardSet.parse("SA SK SQ SJ")
    >>> honours_in(h, Strain.SPADES)
    HonoursHeld(side=Side.NS, count=4, in_one_hand=4)
    """
    if strain is Strain.NOTRUMP:
        cards = [Card.of(suit, Rank.ACE) for suit in Suit]
    else:
        cards = [Card.of(Suit(int(strain)), rank) for rank in _HONOUR_RANKS]
    for side in Side:
        held = [sum(1 for c in cards if c in hands[seat]) for seat in side.seats]
        if sum(held) >= 3:
            return HonoursHeld(side, sum(held), max(held))
    return None


def voids_in(hands: dict[Seat, CardSet], strain: Strain) -> tuple[int, int]:
    """Hands void of trumps, per side (NS, EW)."""
    if strain is Strain.NOTRUMP:
        return (0, 0)
    suit = Suit(int(strain))
    counts = [0, 0]
    for seat, cards in hands.items():
        if not cards.suit(suit):
            counts[seat.side] += 1
    return counts[0], counts[1]


def _same(a: HonoursHeld | None, b: HonoursHeld | None) -> bool:
    def key(h: HonoursHeld | None) -> tuple[int, int, int] | None:
        return None if h is None else (h.side, h.count, h.in_one_hand if h.in_one_hand >= 4
                                       else 0)
    return key(a) == key(b)


def _words(h: HonoursHeld | None) -> str:
    if h is None:
        return "no honours to score"
    one = f", {h.in_one_hand} in one hand" if h.in_one_hand >= 4 else ""
    return f"{h.side.name} {h.count} honours{one}"


def honours_line(h: HonoursHeld | None, strain: Strain | None, naming: Naming,
                 side: str = "") -> str:
    """The ``honours:`` line's value for the honours held, as a score keeper writes it
    (``side`` the holders as the record writes them; by default as its naming does).

    >>> from bridgebook.model import Side
    >>> honours_line(HonoursHeld(Side.NS, 4, 4), Strain.SPADES, Naming.COMPASS)
    'north-south four honours in one hand'
    >>> honours_line(HonoursHeld(Side.EW, 5, 4), Strain.HEARTS, Naming.BOOK)
    "A B four in one hand and the fifth in partner's"
    >>> honours_line(HonoursHeld(Side.EW, 3, 2), Strain.NOTRUMP, Naming.COMPASS)
    'east-west three aces'
    >>> honours_line(None, Strain.CLUBS, Naming.COMPASS)
    'none'
    """
    if h is None:
        return "none"
    side = side or (naming.side(h.side) if naming is Naming.BOOK else (
        "north-south" if h.side is Side.NS else "east-west"))
    count = ("three", "four", "five")[h.count - 3]
    if strain is Strain.NOTRUMP:
        held = f"{count} aces" + (" in one hand" if h.in_one_hand == 4 else "")
    elif h.fifth_with_partner:
        held = "four in one hand and the fifth in partner's"
    elif h.in_one_hand == h.count and h.count >= 4:
        held = f"{count} in one hand" if h.count == 5 else "four honours in one hand"
    else:
        held = f"{count} honours"
    return f"{side} {held}"


#: The end of the message of a deal the scoring finds no tricks for (S009).
NO_TRICKS = "gives no tricks won"


#: The hint of a deal with no contract to score (S009), in the terms of the format the
#: deal was read from: its seats, its tags, lines or items.
_NO_CONTRACT_HINT: dict[Source, str] = {
    "book": "add a 'make:' line (or 'contract:')",
    "pbn": 'add the contract\'s tags: [Contract "4S"] and [Declarer "N"]',
    "lin": "add the auction's calls (mb|1S|mb|p|...): LIN gives the contract through them",
    "json": "add the deal's 'contract' (or its 'auction')",
}
#: The hint of a deal whose tricks won are not given (S009), by the deal's format.
_NO_TRICKS_HINT: dict[Source, str] = {
    "book": "add a 'result:' line: 'Y Z win two by cards'",
    "pbn": 'add a [Result] tag, the tricks the declarer won: [Result "8"]',
    "lin": "add the declarer's tricks: mc|8|",
    "json": "add the deal's 'result', the tricks the declarer won: "
            '{"text": "8", "tricks": 8}',
}


def deal_facts(report: Checked) -> tuple[HandFacts | None, list[Diagnostic]]:
    """The facts of one deal for its score, and the problems in the score lines."""
    deal, meta, spans = report.deal, report.deal.meta, report.deal.meta_spans
    dealer = deal.dealer or Seat.S
    found: list[Diagnostic] = []
    contract = report.contract or stated_contract(deal, dealer)
    if contract is None and report.laws.is_contract and passed_out(deal):
        return HandFacts(deal.ident, None, None, dealer=deal.dealer, span=deal.span,
                         score=deal.score, passed_out=True,
                         vulnerable=_said_vulnerable(report)), found
    if contract is None:
        found.append(make("S009", f"deal {deal.ident} names no trump suit or contract",
                          deal.span, hint=_NO_CONTRACT_HINT[deal.read_from]))
        return None, found
    hands = full_hands(deal)
    tricks = _tricks(report, contract, dealer)
    if tricks is None:
        found.append(make("S009", f"deal {deal.ident} {NO_TRICKS}", deal.span,
                          hint=_NO_TRICKS_HINT[deal.read_from]))
        return None, found
    honours = honours_in(hands, contract.strain) if hands else None
    voids = voids_in(hands, contract.strain) if hands else (0, 0)
    # Whether an 'honours:' line is given and read: one not read (S008) is weighed
    # against nothing, the chicane included.
    honours_read = False
    if "honours" in meta:
        try:
            said = read_honours(meta["honours"], dealer)
        except ValueError as error:
            found.append(_unread(error, spans.get("honours"), "honours: east-west four honours"))
        else:
            honours_read = True
            wrong = _wrong_kind(report, said, contract.strain, honours if hands else None)
            if wrong is not None:
                # Read as the other kind, the line would be scored for what it does not
                # say: told once, and scored from the hands alone (nothing without them).
                found.append(wrong)
                honours_read = False
                if hands is None:
                    honours = None
            elif hands is not None and not _same(said, honours):
                # (the side named as the line names it, where it names the same side)
                written = side_written(meta["honours"]) if (
                    said is not None and honours is not None and said.side is honours.side
                ) else ""
                line = honours_line(honours, contract.strain, deal.naming, written)
                found.append(make("S005", f"the record says {meta['honours'].strip()!r}, but "
                                  f"the hands give {_words(honours)}", spans.get("honours"),
                                  law=_law(report, "honours"),
                                  hint=f"write 'honours: {line}', as the hands give them"))
            elif hands is None:
                honours = said
    if report.laws.is_contract:
        found.extend(_meaningless(report))
    if "chicane" in meta and not report.laws.is_contract:
        try:
            said_voids = read_chicane(meta["chicane"], dealer)
        except ValueError as error:
            found.append(_unread(error, spans.get("chicane"), "chicane: Y (or: A B double "
                                 "chicane)"))
        else:
            if contract.strain is Strain.NOTRUMP and any(said_voids):
                found.append(make("S006", "chicane is stated, but the deal is at no trump",
                                  spans.get("chicane"), law=_law(report, "chicane")))
            elif hands is not None and said_voids != voids:
                found.append(make("S006", f"the record says chicane {meta['chicane'].strip()!r}"
                                  f", but the hands give NS {voids[0]} and EW {voids[1]} "
                                  "hands void of trumps", spans.get("chicane"),
                                  law=_law(report, "chicane")))
            elif hands is None:
                voids = said_voids
                if honours_read and contract.strain is not Strain.NOTRUMP:
                    found.extend(_held_and_void(report, honours, voids))
    revokes = (_revokes(report, dealer, found, contract.declarer)
               if not report.laws.is_contract else ())
    return HandFacts(deal.ident, contract.strain, tricks, contract.factor, contract.level,
                     contract.declarer, honours, voids, revokes, deal.dealer, deal.span,
                     deal.score, vulnerable=_said_vulnerable(report)), found


def deal_vulnerability(report: Checked) -> tuple[bool, bool]:
    """(NS, EW) vulnerable, from the deal's ``vulnerable:`` line (none when absent or
    not understood)."""
    text = report.deal.meta.get("vulnerable", report.deal.meta.get("vul", "")).strip().lower()
    if text in ("all", "both"):
        return (True, True)
    if text in ("", "none", "-", "love"):
        return (False, False)
    try:
        side = read_side(text, report.deal.dealer)
    except ValueError:
        return (False, False)
    return (side is Side.NS, side is Side.EW)


def _said_vulnerable(report: Checked) -> tuple[bool, bool] | None:
    """The vulnerability a deal with no board number states (at duplicate, no board
    gives it); None where it has a number or states none."""
    if report.deal.number is not None or "vulnerable" not in report.deal.meta_spans:
        return None
    return deal_vulnerability(report)


def _meaningless(report: Checked) -> list[Diagnostic]:
    """S013 for each score keeper's line a contract deal's laws give nothing for."""
    what = {"revoke": "no revoke penalty", "chicane": "no chicane"}
    return [make("S013", f"'{key}:' has no meaning under {report.laws.title}: the text "
                 f"gives {what[key]}, and the line is not scored", report.deal.meta_spans.get(key),
                 hint=f"drop the '{key}:' line, or give the deal the laws it was played under")
            for key in ("revoke", "chicane") if key in report.deal.meta]


def _held_and_void(report: Checked, honours: HonoursHeld | None,
                   voids: tuple[int, int]) -> list[Diagnostic]:
    """S012 where the stated honours cannot be held with the stated chicane: a side
    with both hands void holds no trump, its adversaries all thirteen (so all five
    honours); a side with one hand void holds its honours in the other, so four or
    five of them are four or five in one hand (their value as held, 1897 law 7)."""
    meta, spans = report.deal.meta, report.deal.meta_spans
    said = f"the record says {meta['honours'].strip()!r} and chicane {meta['chicane'].strip()!r}"
    reason = ""
    hint = "check the two lines against the book: one of them is wrong"
    for side in Side:
        if voids[side] >= 2 and honours is not None and honours.side is side:
            reason = f"{side.name} hold no trump, so no honours"
        elif voids[side] >= 2 and (honours is None or honours.count < 5):
            reason = (f"{side.name} hold no trump, so {side.other.name} hold all thirteen "
                      "and all five honours")
        elif voids[side] == 1 and honours is not None and honours.side is side \
                and honours.in_one_hand < honours.count:
            reason = (f"one hand of {side.name} holds no trump, so their honours are all "
                      "in the other")
            if not honours.fifth_with_partner:
                count = ("four", "five")[honours.count - 4]
                hint = (f"held with the chicane, they are {count} in one hand: 'honours: "
                        f"{side_written(meta['honours'])} {count} honours in one hand'; "
                        "else one of the two lines is wrong")
        if reason:
            return [make("S012", f"{said}: {reason}", spans.get("honours"),
                         law=_law(report, "chicane"), hint=hint)]
    return []


def _wrong_kind(report: Checked, said: HonoursHeld | None, strain: Strain,
                held: HonoursHeld | None) -> Diagnostic | None:
    """S015 for an ``honours:`` line of the other kind than the strain's: aces at a
    suit, or trump honours (five of them, the fifth in partner's) at no trump. Honours
    are the ace, king, queen, jack and ten of trumps, or the four aces at no trump
    (1897 law 6, 1904 law 5, 1905 law 5). ``held`` the hands' honours, if given."""
    text = report.deal.meta["honours"].strip()
    if said is None:
        return None
    words = set(re.findall(r"[a-z']+", text.lower()))
    aces = "aces" in words
    trumps = bool(words & {"honours", "honors", "fifth", "simple"}) or said.count == 5
    notrump = strain is Strain.NOTRUMP
    if not (trumps if notrump else aces):
        return None
    naming = report.deal.naming
    side = side_written(text) or naming.side(said.side)
    if notrump:
        kind = "at no trump the honours are the four aces"
    else:
        kind = (f"at {strain.word} the honours are the ace, king, queen, jack and ten "
                f"of {strain.word}")
    if held is not None:
        hint = f"write 'honours: {honours_line(held, strain, naming, side)}', as the hands give"
    elif notrump and said.count == 5:
        hint = (f"write 'honours: {side} three aces', '{side} four aces' or '{side} four "
                "aces in one hand', as the aces lie; or 'honours: none'")
    else:
        hint = (f"write 'honours: {honours_line(said, strain, naming, side)}'; or "
                "'honours: none'")
    return make("S015", f"the record says {text!r}, but {kind}",
                report.deal.meta_spans.get("honours"), law=_law(report, "honours"), hint=hint)


def _unread(error: ValueError, span: Span | None, form: str) -> Diagnostic:
    return make("S008", str(error), span, hint=f"write it as '{form}'")


def _law(report: Checked, topic: str) -> str | None:
    """The law of the deal's code on a scoring topic: "law 7 (Whist Club, 1897)"."""
    rules = SCORINGS[report.laws.name].whist if report.laws.name in SCORINGS else None
    if rules is None or topic not in rules.laws:
        return None
    return f"{rules.laws[topic]} ({rules.title})"


def _tricks(report: Checked, contract: Contract, dealer: Seat) -> int | None:
    """Tricks won by North-South: from the play when it is finished, else as stated."""
    if report.replay.finished:
        return report.replay.tricks_won[Side.NS]
    result = report.deal.result
    if result is None:
        return None
    if result.relative is not None and (report.contract is None or not report.contract.level):
        # Written against a contract the deal does not have under its laws (a bridge
        # whist deal's '=' or 'down 2'): the check refuses it (L008), and so does the
        # score, whatever a 'contract:' line says.
        return None
    got = stated_tricks(result, contract, contract.side)
    if got is None or not 0 <= got[1] <= 13:
        return None
    side, tricks = got
    return tricks if side is Side.NS else 13 - tricks


def _dummy_named(part: str, dummy: Seat) -> bool:
    """Whether one part of a ``revoke:`` line (``Y revokes, value added``) names the
    dummy alone."""
    who = re.sub(r"\s+revoked?s?$", "", part.partition(",")[0].strip(" ."),
                 flags=re.IGNORECASE)
    try:
        return Seat.parse(who) is dummy
    except ValueError:
        return False


def _revokes(report: Checked, dealer: Seat, found: list[Diagnostic],
             declarer: Seat | None) -> tuple[Revoke, ...]:
    deal = report.deal
    dummy = declarer.partner if declarer is not None else None
    played = [d.seat.side for d in report.replay.diagnostics
              if d.code == "L003" and d.seat is not None and d.seat is not dummy]
    if "revoke" not in deal.meta:
        return tuple(Revoke(side) for side in played)
    span = deal.meta_spans.get("revoke")
    try:
        said = read_revokes(deal.meta["revoke"], dealer, span)
    except ValueError as error:
        found.append(_unread(error, span, "revoke: B revokes, three tricks taken"))
        return tuple(Revoke(side) for side in played)
    if dummy is not None:
        # The dummy is not liable to a revoke penalty (1897 laws 65 and 88, 1904 law 68,
        # 1905 laws 65 and 85): a penalty stated against him is dropped, told once.
        parts = [p for p in deal.meta["revoke"].split(";") if p.strip(" .")]
        if len(parts) == len(said) and any(_dummy_named(p, dummy) for p in parts):
            name = deal.naming.seat(dummy)
            found.append(make("S007", f"the record says {deal.meta['revoke'].strip()!r}, but "
                              f"{name} is the dummy, who is not liable to a revoke penalty",
                              span, law=report.laws.cite("dummy-revoke"),
                              hint=f"remove {name}'s revoke from the line: the dummy's "
                              "renounce is put right, not penalised"))
            said = tuple(r for r, p in zip(said, parts, strict=True)
                         if not _dummy_named(p, dummy))
            if not said:
                return tuple(Revoke(side) for side in played)
    rules_choice = report.laws.name in ("whist-club-1897", "portland-1904")
    for revoke in said:
        if revoke.penalty != "tricks" and not rules_choice:
            found.append(make("S007", f"the penalty {revoke.penalty!r} is not offered by "
                              f"{report.laws.title}: a revoke costs three tricks", span,
                              law=report.laws.cite("revoke-penalty"),
                              hint="write the penalty 'three tricks taken', or leave it out "
                              "(three tricks are the default)"))
    if deal.play is not None and report.replay.finished and sorted(
            r.side for r in said) != sorted(played):
        shown = ", ".join(s.name for s in played) or "none"
        seats = [deal.naming.seat(d.seat) for d in report.replay.diagnostics
                 if d.code == "L003" and d.seat is not None]
        hint = ("the play shows no revoke: remove the line (or correct the play)" if not seats
                else "write the revokes the play shows, each with the penalty chosen: "
                f"'revoke: {'; '.join(f'{seat} revokes, three tricks taken' for seat in seats)}'")
        found.append(make("S007", f"the record says {deal.meta['revoke'].strip()!r}, but "
                          f"the play shows revokes by: {shown}", span,
                          law=report.laws.cite("revoke"), hint=hint))
        return tuple(Revoke(side) for side in played)
    return said

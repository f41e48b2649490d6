"""The PBN tags bridgebook knows, and the values it reads from single tags.

bridgebook's own tags carry the bridge-whist deals (see docs/interchange.md):
``[Laws "laws-1905"]`` names the code of laws, and the ``[Make "S"]`` section
gives the make and the doubling act by act, each as ``seat:act``.

>>> [(d.seat, d.act.name, d.strain) for d in read_make(None, [Item("word", "N:H")], [])]
[(Seat.N, 'DECLARE', Strain.HEARTS)]
"""

from __future__ import annotations

from bridgebook.diagnostics import Diagnostic, make
from bridgebook.engine.auction import read_contract
from bridgebook.interop.calls import read_strain
from bridgebook.interop.pbn_scan import Item
from bridgebook.model import (
    Act,
    Auction,
    Call,
    CallKind,
    Declaration,
    Hand,
    Play,
    Seat,
    Side,
    Span,
    StatedResult,
)

#: The tags read into the record's own keys, by the tag (``declarer`` and ``contract``
#: are checked against the auction); every other tag is kept as ``pbn:<Tag>``.
TAG_KEYS = {"Board": "board", "Vulnerable": "vulnerable", "Declarer": "declarer",
            "Contract": "contract", "Event": "event", "Date": "date",
            # bridgebook's own: the score when the hand was played (PBN has no tag for it),
            # and a score keeper's lines a rubber is scored from: where a rubber starts,
            # the honours held, a hand void of trumps, a revoke and its penalty
            "ScoreBefore": "score", "Rubber": "rubber", "Honours": "honours",
            "Chicane": "chicane", "Revoke": "revoke"}

#: The PBN tag of each of the record's own keys (the tag it is read from and written to).
PBN_TAGS = {key: tag for tag, key in TAG_KEYS.items()} | {"title": "Title"}

#: PBN 2.1's tags (the mandatory set, the supplemental tags of its section 4 and the
#: tables of its section 5), tags common writers add (Deep Finesse's ``Ability`` and
#: ``Minimax``, BEN's ``ParScore``, BridgeComposer's ``BCFlags``), and bridgebook's own.
_NAMES = " ".join((
    "Event Site Date Board West North East South Dealer Vulnerable Deal Scoring Declarer "
    "Contract Result Auction Play Note "
    "Competition DealId Description EventDate EventSponsor FrenchMP Generator Hidden "
    "HomeTeam Mode Room Round Section Stage Table Termination Time TimeCall TimeCard "
    "TimeControl UTCDate UTCTime VisitTeam Annotator AnnotatorNA Application BidSystemEW "
    "BidSystemNS WestNA NorthNA EastNA SouthNA WestType NorthType EastType SouthType PairEW "
    "PairNS Score ScoreIMP ScoreMP ScorePercentage ScoreRubber ScoreRubberHistory "
    "OptimumScore OptimumContract ParContract DoubleDummyTricks ActionTable "
    "AuctionTimeTable InstantScoreTable OptimumPlayTable OptimumResultTable PlayTimeTable "
    "ScoreTable TotalScoreTable BCFlags Ability Minimax ParScore "
    "Laws Make Title Source ScoreBefore Rubber Honours Chicane Revoke",
)).split()
KNOWN_TAGS: dict[str, str] = {name.lower(): name for name in _NAMES}
#: Tags followed by a section of data (the tables end in ``Table``).
SECTION_TAGS = frozenset({"Auction", "Play", "Make"})

_ACTS = {"pass": Act.PASS_MAKE, "x": Act.DOUBLE, "xx": Act.REDOUBLE, "sat": Act.SATISFIED,
         "ask": Act.ASK, "lead": Act.CONSENT}
ACT_WORDS = {Act.PASS_MAKE: "Pass", Act.DOUBLE: "X", Act.REDOUBLE: "XX",
             Act.SATISFIED: "Sat", Act.ASK: "Ask", Act.CONSENT: "Lead"}


def laws_of(scoring: str, declaration: tuple[Declaration, ...]) -> str | None:
    """The code of laws a PBN deal is read under when it has no ``[Laws]`` tag.

    >>> laws_of("IMP", ()), laws_of("Rubber", ()), laws_of("", ())
    ('contract-duplicate', 'contract-rubber', 'contract-duplicate')
    """
    if declaration:
        return None  # the default code for a make (the 1905 laws)
    word = scoring.split(";")[0].strip().lower()
    if word.startswith("rubber"):
        return "contract-rubber"
    if word.startswith("chicago"):
        return "chicago"
    return "contract-duplicate"


def read_make(tag: Item | None, words: list[Item],
              found: list[Diagnostic]) -> tuple[Declaration, ...]:
    """The ``[Make]`` section: ``S:Pass N:H W:X S:XX W:Sat E:Sat``."""
    acts: list[Declaration] = []
    for word in words:
        if word.kind != "word":
            continue
        seat_text, _, act_text = word.text.partition(":")
        try:
            seat = Seat.parse(seat_text)
            act = _ACTS.get(act_text.lower())
            if act is not None:
                acts.append(Declaration(seat, act, span=word.span))
            else:
                acts.append(Declaration(seat, Act.DECLARE, read_strain(act_text), word.span))
        except ValueError:
            found.append(make("P005", f"[Make] {word.text!r} is not seat:act", word.span,
                              hint="e.g. S:Pass N:H W:X S:Sat N:Sat (acts: a strain, Pass, "
                                   "X, XX, Sat, Ask, Lead)"))
    return tuple(acts)


def read_result(item: Item, found: list[Diagnostic]) -> StatedResult | None:
    """``[Result "10"]`` (tricks won by the declaring side), ``"NS 8"``, both sides
    ``"NS 9 EW 4"`` (PBN 3.4.11), or ``"^5"`` (marked irregular).

    >>> item = Item("tag", "Result", "EW 4 NS 9", 1, 2, 10)
    >>> r = read_result(item, []); (r.side, r.tricks)
    (Side.EW, 4)
    """
    text = item.value.strip()
    if text in ("", "?", "-"):
        return None
    span = Span.point(item.line, item.value_column, len(text))
    words = text.removeprefix("^").split()
    side = None
    if len(words) == 4 and {words[0].upper(), words[2].upper()} == {"NS", "EW"} and (
            words[1].isdecimal() and words[3].isdecimal()):
        words = words[:2]  # both sides' tricks: the first names the side it counts
    if len(words) == 2 and words[0].upper() in ("NS", "EW"):
        side = Side.NS if words[0].upper() == "NS" else Side.EW
        words = words[1:]
    if len(words) == 1 and words[0].isdecimal():
        return StatedResult(text, side, int(words[0]), span=span)
    number = next((w for w in text.split() if w.isdecimal()), None)
    found.append(make("P006", f"[Result] {text!r} is not a number of tricks", span,
                      hint="the tricks won by the declaring side, as a number alone: "
                      + (f'[Result "{number}"]' if number is not None else '[Result "10"]')))
    return None


def rotation_warning(hands: tuple[Hand, ...], play: Play, deal: Item | None,
                     declarer: Seat | None = None) -> list[Diagnostic]:
    """P015 when every card of the first trick is held by the seat the same number of
    places round from its column: the hands are rotated against the auction. Not
    when the hands so read imply the stated ``declarer``: then the hands agree with
    him and the Play tag names the wrong opening leader (the check's L004)."""
    if not play.tricks or len(play.tricks[0].cards) != 4 or deal is None:
        return []
    shifts = set()
    holders = {card: h.seat for h in hands for held in h.holdings for card in held.cards}
    for played in play.tricks[0].cards:
        holder = holders.get(played.card)
        if holder is None or played.seat is None:
            return []
        shifts.add((holder - played.seat) % 4)
    if len(shifts) != 1 or shifts == {0}:
        return []
    shift = shifts.pop()
    leader = play.columns[0] if play.columns else Seat.W
    implied = leader.after(shift).rho
    if implied is declarer:
        return []
    return [make("P015", f"the declarer implied by the hands ({implied}) and by the auction "
                 f"and play ({leader.rho}) disagree: each card of the first trick is held by "
                 f"the seat {shift} place{'s' if shift > 1 else ''} round from its column",
                 Span.point(deal.line, deal.value_column, len(deal.value)),
                 hint=_rotation_hint(deal.value, shift))]


def _rotation_hint(value: str, shift: int) -> str:
    try:
        first = Seat.parse(value[:1]) if value[1:2] == ":" else None
    except ValueError:
        first = None
    if first is None:
        return "the hands look rotated against the auction"
    return (f"the hands look rotated: with \"{first.after(-shift)}:\" for \"{first}:\" "
            "every card of the first trick is held by the seat that plays it")


def implied_auction(contract: str, declarer: Seat | None, dealer: Seat | None,
                    span: Span) -> Auction | None:
    """The shortest auction that reaches a ``[Contract]`` by a ``[Declarer]``, for a
    game that gives no Auction section (the play still needs a declarer and a trump).

    >>> a = implied_auction("4HX", Seat.S, Seat.N, Span.point(1, 1))
    >>> " ".join(c.text for c in a.calls)
    'Pass Pass 4H X Pass Pass Pass'
    """
    if declarer is None:
        return None
    try:
        stated = read_contract(contract)
    except ValueError:
        return None
    if stated.level is None or stated.strain is None or stated.declarer is not None:
        return None  # no contract, or one naming a seat ('3NN'): P004, not a contract
    first = dealer or declarer
    calls = [Call(CallKind.PASS, span=span) for _ in range((declarer - first) % 4)]
    calls.append(Call(CallKind.BID, stated.level, stated.strain, span=span))
    if stated.doubles:
        calls.append(Call(CallKind.DOUBLE, span=span))
    if stated.doubles > 1:
        calls.append(Call(CallKind.REDOUBLE, span=span))
    calls.extend(Call(CallKind.PASS, span=span) for _ in range(3))
    return Auction(tuple(calls), first, None)


def key_named(key: str, source: str) -> str:
    """A record's key as the format ``source`` (a deal's ``read_from``) writes it:
    PBN as its tag, the book notation as its ``key:`` line (the title in the deal's
    heading), JSON as a key of its ``meta``; for what a conversion says it loses (P017).

    >>> [key_named(k, s) for k, s in (("event", "pbn"), ("event", "book"), ("pbn:Room", "json"))]
    ['Event', "'event:'", "'pbn:Room'"]
    >>> key_named("lin:vg", "lin")
    "LIN's vg"
    """
    if source == "json":
        return f"'{key}'"
    if key == "printed:make":
        return "the printed make sentence"
    if key.startswith("lin:"):
        return f"LIN's {key[4:]}"
    if key.startswith("pbn:"):
        return key[4:]
    if source == "pbn":
        return PBN_TAGS.get(key, key)
    return "the title" if key == "title" else f"'{key}:'"

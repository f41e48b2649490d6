"""The JSON form of a record: the deals as given, and as the engine replays them.

The schema (``bridgebook-record``, version 1) is documented in
docs/interchange.md; :func:`read_json` reads it back into the model.

>>> from bridgebook.interop.pbn import read_pbn
>>> record, _ = read_pbn('[Dealer "E"]\\n[Deal "E:AKQJT98765432... .AKQJT98765432.. '
...                      '..AKQJT98765432. ...AKQJT98765432"]\\n')
>>> data = record_json(record)
>>> data["deals"][0]["hands"]["E"], data["deals"][0]["dealer"]
('AKQJT98765432...', 'E')
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bridgebook.diagnostics import Diagnostic
from bridgebook.engine.auction import passed_out
from bridgebook.engine.replay import PlayedTrick
from bridgebook.interop.calls import call_text, read_call, read_strain
from bridgebook.interop.commentary import LostMarks, paragraphs
from bridgebook.interop.common import NT_AFTER, nt_after, read_card, read_hand
from bridgebook.interop.pbn_tags import ACT_WORDS
from bridgebook.interop.pbn_write import hand_text
from bridgebook.interop.settled import settle
from bridgebook.interop.turned import as_table, written_as_read
from bridgebook.model import (
    ROUND,
    Act,
    Auction,
    Call,
    Card,
    Claim,
    Deal,
    Declaration,
    Hand,
    HandRecord,
    Naming,
    Note,
    Play,
    PlayedCard,
    PlayForm,
    Seat,
    Side,
    StatedResult,
    StatedScore,
    Trick,
)

SCHEMA = "bridgebook-record"
VERSION = 1
_ACT_OF = {word: act for act, word in ACT_WORDS.items()}


def record_json(record: HandRecord,
                found: list[Diagnostic] | None = None) -> dict[str, Any]:
    """The whole record as JSON-ready data; into ``found`` what it could not hold
    (the bold or italic of PBN commentary Markdown cannot place, P017)."""
    return {"schema": SCHEMA, "version": VERSION, "meta": dict(record.meta),
            "deals": [deal_json(d, record.meta, found) for d in record.deals]}


def deal_json(deal: Deal, file_meta: dict[str, str] | None = None,
              found: list[Diagnostic] | None = None) -> dict[str, Any]:
    """One deal: what the record gives, then the contract and the replay."""
    settled = settle(deal, file_meta)
    lost = LostMarks()
    contract = settled.contract
    # A table whose rows are turned (L030), or read from another seat than the
    # opening leader (L004): each row as read, in its columns, as the check reads it;
    # the claim counted as the check counts it
    turned, again, claim = written_as_read(deal, contract)
    out: dict[str, Any] = {
        "position": deal.position, "board": deal.number, "title": deal.title,
        "laws": settled.code.name,
        # (null where the record names none: its check takes the one the source's takes)
        "dealer": None if settled.named_dealer is None else settled.named_dealer.name,
        **({"naming": "book"} if deal.naming is Naming.BOOK else {}),  # Z A Y B, Z = S
        "meta": dict(deal.meta),
        "hands": {h.seat.name: hand_text(h) for h in deal.hands if h.seat is not None},
        # commentary in the record's Markdown (PBN's marks as Markdown's), as it is
        # read, a note a paragraph: the notation's '>' lines one under the other are
        # one note (each line its own note would be read back as a paragraph)
        "notes": [lost.book(n) for n in paragraphs(deal.notes)],
    }
    kept = nt_after(deal)  # LIN's 'nt' among the calls: each note's call kept
    if kept is not None:
        out["meta"][NT_AFTER] = kept
    if deal.auction is not None:
        out["auction"] = {
            # (the dealer where the record names one; null where it names none)
            "first": None if settled.named_dealer is None else settled.named_dealer.name,
            "calls": [{"call": call_text(c), "alert": c.alert,
                       "note": lost.book(c.explanation) if c.explanation else None}
                      for c in deal.auction.calls]}
    if deal.declaration:
        out["make"] = [{"seat": d.seat.name, "act": ACT_WORDS.get(d.act, "declare"),
                        "strain": d.strain.code if d.strain is not None else None}
                       for d in deal.declaration]
    if deal.play is not None:
        notes = {c.card: lost.book(c.note) for t in deal.play.tricks for c in t.cards
                 if c.note}
        if (turned or again) and deal.play.columns:
            out["play"] = _as_read(deal.play.columns, deal.play.tricks, notes)
            # read back as the table's rows, each trick after the first led by the
            # winner of the one before, as the source's check reads them
            out["play_in_columns"] = True
        else:
            out["play"] = [[{"seat": seat.name, "card": card.code, "note": notes.get(card)}
                            for seat, card in trick.cards] for trick in settled.seated]
        if deal.play.tricks and deal.play.tricks[-1].stops:
            out["play_stops"] = True  # the last trick cut short where the record stops
        led = _last_leader(deal.play, settled.replay.tricks)
        if led is not None:
            out["last_trick_leader"] = led.name
        if "play_in_columns" not in out:
            leaders = _unplayed_leads(deal.play, settled.replay.tricks)
            if leaders:
                out["trick_leaders"] = leaders
        trick_notes = {str(number): [lost.book(n) for n in paragraphs(trick.notes)]
                       for number, trick in enumerate(deal.play.tricks, start=1) if trick.notes}
        if trick_notes:  # commentary under a trick, by the trick's place in the play
            out["trick_notes"] = trick_notes
    if claim is not None and claim.seat is not None:
        out["claim"] = {"seat": claim.seat.name, "tricks": claim.tricks}
        if claim.during:
            out["claim"]["during"] = True
    if deal.result is not None:
        out["result"] = {"text": deal.result.text, "tricks": settled.declarer_tricks()}
    if deal.score is not None:
        out["score"] = {"text": deal.score.text, "towards_game": _sides(deal.score.below),
                        "games": _sides(deal.score.games)}
    out["contract"] = None if contract is None else {
        "level": contract.level, "strain": contract.strain.code,
        "declarer": contract.declarer.name, "doubles": contract.doubles,
        "maker": contract.maker.name if contract.maker is not None else None}
    out["replay"] = {
        "tricks": [{"number": t.number, "leader": t.leader.name,
                    "cards": [[s.name, c.code] for s, c in t.cards],
                    "winner": t.winner.name if t.winner is not None else None}
                   for t in settled.replay.tricks],
        "tricks_won": {side.name: settled.replay.tricks_won[side] for side in Side},
        "finished": settled.replay.finished}
    if found is not None:
        found.extend(p.at(deal=deal.ident) for p in lost.said(deal.span))
    return out


def _as_read(columns: tuple[Seat, ...], tricks: Sequence[Trick],
             notes: dict[Card, str]) -> list[list[dict[str, Any]]]:
    """Each row of a table as read, its cards in the columns' order."""
    rows = []
    for trick in tricks:
        by_seat = {c.seat: c.card for c in trick.cards}
        rows.append([{"seat": seat.name, "card": card.code, "note": notes.get(card)}
                     for seat in columns if (card := by_seat.get(seat)) is not None])
    return [row for row in rows if row]


def _last_leader(play: Play, replayed: Sequence[PlayedTrick]) -> Seat | None:
    """The leader the record names for its last trick when that trick is short of
    cards and the winner of the trick before did not lead it (a lead out of turn):
    read back, a short last trick is otherwise led by that winner."""
    number = len(play.tricks)
    last = play.tricks[-1] if play.tricks else None
    if last is None or len(last.cards) >= 4 or last.leader is None or number < 2:
        return None
    before = next((t.winner for t in replayed if t.number == number - 1), None)
    return last.leader if before is not None and before is not last.leader else None


def _unplayed_leads(play: Play, replayed: Sequence[PlayedTrick]) -> dict[str, str]:
    """The leader of each trick in the middle of the play that is a table's row short
    of its lead (PBN's '-' in the column of the winner of the trick before): its first
    card written is no lead, so the leader is named, by the trick's place in the play.

    >>> from bridgebook.model import Card, PlayedCard
    >>> seats = (Seat.E, Seat.S, Seat.W, Seat.N)
    >>> def row(*cards): return Trick(tuple(PlayedCard(c, s) for s, c in zip(seats, cards)
    ...                                     if c is not None), PlayForm.TABLE)
    >>> play = Play((row(Card.H2, Card.H3, Card.H4, Card.HA),
    ...              row(Card.S2, Card.S3, Card.S4, None), row(Card.C2, Card.C3, Card.C4, Card.CA)),
    ...             seats, fixed=True)
    >>> won = [PlayedTrick(1, Seat.E, (), Seat.N), PlayedTrick(2, Seat.E, (), None),
    ...        PlayedTrick(3, Seat.E, (), Seat.N)]
    >>> _unplayed_leads(play, won)
    {'2': 'N'}
    """
    winners = {t.number: t.winner for t in replayed}
    rows = play.tricks
    return {str(number): before.name for number, trick in enumerate(rows[:-1], start=1)
            if number > 1 and trick.form is PlayForm.TABLE and trick.leader is None
            and 0 < len(trick.cards) < 4 and (before := winners.get(number - 1)) is not None
            and trick.cards[0].seat is not before}


def _sides(pair: tuple[int, int] | None) -> dict[str, int] | None:
    return None if pair is None else {"NS": pair[0], "EW": pair[1]}


def _pair(sides: dict[str, Any] | None) -> tuple[int, int] | None:
    return None if sides is None else (int(sides["NS"]), int(sides["EW"]))


def read_json(data: dict[str, Any]) -> HandRecord:
    """A record from its JSON form (no spans: JSON has no lines to point at).
    Raises ValueError or KeyError on data that is not of the schema."""
    if not isinstance(data, dict) or data.get("schema") != SCHEMA:
        raise ValueError(f"not a {SCHEMA} document")
    deals = data["deals"]
    if not isinstance(deals, list):
        raise ValueError("'deals' must be a list of deals")
    return HandRecord(tuple(_placed(d, number) for number, d in enumerate(deals, start=1)),
                      _meta(data.get("meta", {}), "the record's 'meta'"))


def _placed(d: dict[str, Any], number: int) -> Deal:
    """Deal ``number``; what is wrong with it said with the deal's number."""
    try:
        return _deal(d, number)
    except KeyError as error:
        raise ValueError(f"deal {number}: a field {error} is missing") from None
    except ValueError as error:
        if str(error).startswith(f"deal {number}"):
            raise
        raise ValueError(f"deal {number}: {error}") from None


def _text(value: object, where: str) -> str | None:
    """``value`` if it is a text (or null: None); anything else is not of the schema."""
    if value is None or isinstance(value, str):
        return value
    raise ValueError(f"{where} must be a text, not {json_kind(value)}")


def _texts(value: object, where: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ValueError(f"{where} must be a list of texts")
    return value


def _meta(value: object, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in value.items()):
        raise ValueError(f"{where} must be an object of texts")
    return dict(value)


def _kind(value: object) -> str:
    """How JSON names the kind of ``value``, a text or null among them.

    >>> _kind("yes"), _kind(None), _kind(3)
    ('a text', 'null', 'a number')
    """
    if value is None:
        return "null"
    return "a text" if isinstance(value, str) else json_kind(value)


def json_kind(value: object) -> str:
    """How JSON names the kind of ``value``.

    >>> json_kind(5), json_kind(["x"]), json_kind({"a": 1})
    ('a number', 'a list', 'an object')
    """
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, int | float):
        return "a number"
    return "a list" if isinstance(value, list) else "an object"


def _deal(d: dict[str, Any], number: int) -> Deal:
    if not isinstance(d, dict):
        raise ValueError(f"deal {number} must be an object")
    where = f"deal {number}"
    hands: list[Hand] = []
    for seat, text in _meta(d.get("hands", {}), f"{where}: 'hands'").items():
        if text != "-":
            hands.append(read_hand(text, Seat.parse(seat), line=1, column=1, letters=False)[0])
    auction = None
    if "auction" in d:
        calls: list[Call] = [read_call(c["call"], alert=bool(c.get("alert")),
                                       note=_text(c.get("note"), f"{where}: a call's 'note'"))
                             for c in d["auction"]["calls"]]
        first = d["auction"].get("first")
        auction = Auction(tuple(calls), Seat.parse(first) if first else None)
    acts = tuple(Declaration(Seat.parse(m["seat"]), _ACT_OF.get(m["act"], Act.DECLARE),
                             read_strain(m["strain"]) if m.get("strain") else None)
                 for m in d.get("make", []))
    play = None
    if "play" in d:
        if not isinstance(d["play"], list) or not all(
                isinstance(t, list) and all(isinstance(c, dict) for c in t) for t in d["play"]):
            raise ValueError(f"{where}: 'play' must be a list of tricks, each a list of cards")
        trick_notes = d.get("trick_notes", {})
        if not isinstance(trick_notes, dict):
            raise ValueError(f"{where}: 'trick_notes' must be an object of lists of texts")
        places = {str(n) for n in range(1, len(d["play"]) + 2)}
        stray = [key for key in trick_notes if key not in places]
        if stray:
            raise ValueError(f"{where}: 'trick_notes' names trick {stray[0]!r}, but the play "
                             f"has {len(d['play'])} (a trick's place, 1 to "
                             f"{len(d['play']) + 1}, the last for a row of no card)")
        tricks = []
        plus = isinstance(d.get("meta"), dict) and "pbn:Play:plus" in d["meta"]
        named = _text(d.get("last_trick_leader"), f"{where}: 'last_trick_leader'")
        stated = Seat.parse(named) if named else None
        leads = d.get("trick_leaders", {})
        if not isinstance(leads, dict) or not all(isinstance(v, str) for v in leads.values()):
            raise ValueError(f"{where}: 'trick_leaders' must be an object of seats")
        stray = [key for key in leads if key not in places or key == str(len(d["play"]) + 1)]
        if stray:
            raise ValueError(f"{where}: 'trick_leaders' names trick {stray[0]!r}, but the "
                             f"play has {len(d['play'])} (a trick's place, 1 to "
                             f"{len(d['play'])})")
        for flag in ("play_in_columns", "play_stops"):
            if flag in d and not isinstance(d[flag], bool):
                raise ValueError(f"{where}: {flag!r} must be true or false, not "
                                 f"{_kind(d[flag])}")
        for number, cards in enumerate(d["play"], start=1):
            played = []
            for c in cards:
                card = read_card(c["card"])
                if card is None:
                    raise ValueError(f"not a card: {c['card']!r}")
                note = _text(c.get("note"), f"{where}: a card's 'note'")
                played.append(PlayedCard(card, Seat.parse(c["seat"]),
                                         note=Note(note) if note else None))
            leader = played[0].seat if played else None
            last = number == len(d["play"]) and d.get("play_stops") is True
            said = _texts(trick_notes.get(str(number), []), f"{where}: 'trick_notes'")
            # A trick with a card not known before a later one (PBN's '+' in a middle
            # column): its seats are not the round from its first; each card is its
            # seat's, as a table's column gives it. The row of PBN's '+' is read as PBN
            # reads it, its leader the replay's: the card not known may be the lead.
            if str(number) in leads:  # a trick whose lead is a card not played
                leader = Seat.parse(leads[str(number)])
            gap = leader is not None and any(
                c.seat is not ROUND[leader][i] for i, c in enumerate(played[:4]))
            if number == len(d["play"]) and len(played) < 4 and (plus or number > 1):
                # A last trick short of cards may lack its lead (a claim after two
                # cards, written from the second seat): it is led by the winner of the
                # trick before, each card its seat's, unless the document names its
                # leader ('last_trick_leader': a lead out of turn).
                gap, leader = True, None
                if stated is not None:
                    leader = stated
                    gap = any(c.seat is not ROUND[leader][i] for i, c in enumerate(played))
            tricks.append(Trick(tuple(played), PlayForm.TABLE if gap else PlayForm.ORDER,
                                number, leader,
                                notes=tuple(Note(n) for n in said), stops=last))
        if d.get("play_in_columns") is True:
            # a table's rows as read (turned, L030, or read from another seat than the
            # opening leader, L004): the table they were, as the source's check reads it
            # (a row short of a card is its table's too: its first card is no lead)
            count = len(tricks)
            tricks = as_table([t if number == 1 or (number == count and stated is not None)
                               else replace(t, leader=None)
                               for number, t in enumerate(tricks, start=1)])
        # commentary on the trick after the play's last, a row of no card ('1. S: ...
        # {no lead}'): the play stops there
        said = _texts(trick_notes.get(str(len(tricks) + 1), []), f"{where}: 'trick_notes'")
        if said:
            tricks.append(Trick((), PlayForm.ORDER, len(tricks) + 1,
                                notes=tuple(Note(n) for n in said), stops=True))
        first = tricks[0].leader if tricks else None
        # the columns from the opening leader, as PBN's: an end position played with no
        # auction and no declarer stated has its declarer before the leader
        play = Play(tuple(tricks), (first, first.lho, first.partner, first.rho)
                    if first is not None else None)
    claim = None
    if "claim" in d:
        claim = Claim(Seat.parse(d["claim"]["seat"]), d["claim"]["tricks"],
                      during=bool(d["claim"].get("during")))
    result = None
    if d.get("result") and d["result"].get("tricks") is not None:
        result = StatedResult(d["result"]["text"], tricks=int(d["result"]["tricks"]))
    score = None
    if d.get("score"):
        score = StatedScore(str(d["score"]["text"]), _pair(d["score"].get("towards_game")),
                            _pair(d["score"].get("games")))
    if d.get("naming", "compass") not in ("book", "compass"):
        raise ValueError(f"{where}: 'naming' must be \"book\" (Z A Y B) or \"compass\", not "
                         f"{d['naming']!r}")
    deal = Deal(position=int(d.get("position", 1)), number=d.get("board"), title=d.get("title"),
                laws=d.get("laws"), dealer=Seat.parse(d["dealer"]) if d.get("dealer") else None,
                naming=Naming.BOOK if d.get("naming") == "book" else Naming.COMPASS,
                meta=_meta(d.get("meta", {}), f"{where}: 'meta'"), hands=tuple(hands),
                declaration=acts,
                auction=auction, play=play, claim=claim, result=result,
                notes=tuple(Note(n) for n in _texts(d.get("notes", []), f"{where}: 'notes'")),
                score=score, read_from="json")
    if (result is None and d.get("result") and str(d["result"].get("text")).strip() == "0"
            and passed_out(deal)):
        # a deal passed out has no declarer, so no tricks of his ("tricks": null); its
        # result says no trick was won, as PBN's [Result "0"] and the notation's
        # 'result: 0' do
        deal = replace(deal, result=StatedResult("0", tricks=0))
    return deal

"""Round trips of every valid real file (tests/data/real-files, README there):
``.pbn → .hand → .pbn`` and ``.lin → .hand → .lin`` give the same deals, calls,
alerts, play, claims, results, players, commentary and notes; the ``.hand`` between
them checks clean; and PBN or LIN → JSON → check is clean too."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from bridgebook.checking import check_file, check_text, read_record
from bridgebook.diagnostics import Severity
from bridgebook.interop.commentary import as_book, bbo_suits
from bridgebook.interop.convert import convert_record
from bridgebook.interop.handviewer import handviewer_url
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin, suits
from bridgebook.interop.pbn import read_pbn
from bridgebook.interop.pbn_write import vulnerable
from bridgebook.interop.players import player_names
from bridgebook.interop.settled import settle
from bridgebook.model import Deal, HandRecord, Note, Seat
from bridgebook.render.env import PbnText, markdown_inline
from bridgebook.syntax import parse

from .said import placed
from .test_real_files import REAL, VALID


def _words(text: str) -> str:
    """Commentary as the book notation keeps it: its words in order (a line's indent,
    its breaks, are not kept: a note over several lines comes back as one '>' line
    a line)."""
    return " ".join(text.split())


def _call_note(text: str) -> str:
    # a call's explanation is written in '( )': its own brackets become '[ ]'
    return _words(text).replace("(", "[").replace(")", "]")


def _explained(note: Note) -> str:
    """A call's explanation as bridgebook prints it: PBN's, in PBN's marks, comes
    back from the notation in PBN's marks written anew ('2+♣' as '2+\\C', BBO's
    'for !S' as 'for \\S', each printed ♠)."""
    text = _call_note(note.text)
    return str(markdown_inline(PbnText(text) if note.pbn else text))


def _card_note(text: str) -> str:
    return _words(text).replace("}", ")")


def _facts(deal: Deal, file_meta: dict[str, str], markdown: bool = False) -> dict[str, Any]:
    """The facts of a deal; ``markdown``: its commentary as the book notation's (and
    JSON's) Markdown writes it, PBN's marks turned into Markdown's."""
    settled = settle(deal, file_meta)
    play = deal.play

    def text(note: Note) -> str:
        return as_book(note)[0] if markdown else note.text

    notes = [_words(text(n)) for n in deal.notes if n.text.strip()]
    if play is not None:
        for trick in play.tricks:
            notes += [_words(text(n)) for n in trick.notes if n.text.strip()]
    return {
        "board": deal.number,
        "dealer": settled.dealer,
        "vulnerable": vulnerable(deal.meta.get("vulnerable")),
        "hands": {h.seat: h.cards.mask for h in deal.hands},
        "calls": None if deal.auction is None else [
            (c.kind, c.level, c.strain, c.alert,
             _explained(c.explanation) if c.explanation else None)
            for c in deal.auction.calls],
        "play": [(seat, card) for t in settled.tricks for seat, card in t.cards],
        "card notes": [] if play is None else [
            (number, c.card, _card_note(text(c.note)))
            for number, t in enumerate(play.tricks, start=1) for c in t.cards if c.note],
        "claim": None if deal.claim is None else (deal.claim.seat, deal.claim.tricks,
                                                  deal.claim.during),
        "contract": str(settled.contract),
        "result": settled.declarer_tricks(),
        "players": player_names(deal.meta),
        "commentary": _words(" ".join(notes)),
    }


def _all_facts(record: HandRecord) -> list[dict[str, Any]]:
    return [_facts(deal, record.meta) for deal in record.deals]


def _loud(text: str, name: str) -> list[str]:
    result = check_text(text, name)
    return [f"{d.line}:{d.column} {d.code} {d.message}" for d in result.diagnostics
            if d.severity is not Severity.INFO]


@pytest.mark.parametrize("name", VALID)
def test_a_real_file_round_trips_through_the_book_notation(name: str) -> None:
    path = REAL / name
    target = path.suffix.lstrip(".")
    record, problems = read_record(path)
    assert [d for d in problems if d.severity is Severity.ERROR] == []
    hand, _ = convert_record(record, "hand")
    assert _loud(hand, "again.hand") == []
    again, found = parse(hand)
    assert [d for d in found if d.severity is Severity.ERROR] == []
    text, _ = convert_record(again, target)
    assert _loud(text, f"again.{target}") == []
    back = (read_pbn if target == "pbn" else read_lin)(text)[0]
    before = _all_facts(record)
    after = _all_facts(back)
    assert len(after) == len(before)
    for one, two, deal in zip(before, after, again.deals, strict=True):
        # A trick whose line with its cards' notes is longer than a line of the
        # notation has them under it, each after its card's name (P017): a LIN
        # source gives no trick commentary but these, and LIN reads them back as
        # the trick's last card's note.
        under = {number for number, trick in enumerate(
            deal.play.tricks if deal.play is not None else (), start=1) if trick.notes}
        if target == "lin" and under:
            one = _under(one, under)
        assert two == one


def _under(facts: dict[str, Any], tricks: set[int]) -> dict[str, Any]:
    """``facts`` with the card notes of ``tricks`` written under their trick's row
    in the book notation (``CARD: note``), read back from LIN as one note on the
    trick's last card."""
    notes: list[tuple[int, Any, str]] = []
    moved: dict[int, list[str]] = {}
    for number, card, text in facts["card notes"]:
        if number in tricks:
            moved.setdefault(number, []).append(f"{card.code.replace('T', '10')}: {text}")
        else:
            notes.append((number, card, text))
    for number, said in moved.items():
        last = facts["play"][min(4 * number, len(facts["play"])) - 1][1]
        notes.append((number, last, _card_note(" ".join(said))))
    return {**facts, "card notes": sorted(notes)}


@pytest.mark.parametrize("name", VALID)
def test_a_real_file_converts_to_json_that_checks_clean(name: str, tmp_path: Path) -> None:
    record, _ = read_record(REAL / name)
    text, dropped = convert_record(record, "json")
    assert dropped == []
    out = tmp_path / "again.json"
    out.write_text(text, encoding="utf-8")
    result = check_file(out)
    assert [f"{d.code} {d.message}" for d in result.diagnostics
            if d.severity is not Severity.INFO] == []
    assert result.deal_count == len(record.deals)
    again = read_json(json.loads(text))
    # JSON holds the commentary in the record's Markdown (PBN's \\S as ♠, <b> as **)
    assert [_facts(d, again.meta) for d in again.deals] == [
        _facts(d, record.meta, markdown=True) for d in record.deals]
    # and PBN → JSON → PBN gives PBN's commentary back as it was
    if name.endswith(".pbn"):
        pbn, _ = convert_record(again, "pbn")
        assert _all_facts(read_pbn(pbn)[0]) == _all_facts(record)


def test_the_round_trips_cover_every_valid_file() -> None:
    assert len(VALID) == 14
    assert {Path(n).suffix for n in VALID} == {".pbn", ".lin"}


# -- the defects of issue 13, point 3, each with its exact expectation -------------


def _converted(name: str, target: str) -> tuple[str, list[str]]:
    record, _ = read_record(REAL / name)
    text, dropped = convert_record(record, target)
    return text, placed(dropped)


def test_commentary_over_several_lines_stays_commentary_in_the_book_notation() -> None:
    hand, _ = _converted("Rick-Wilson__bridge-wrangler__ABS2-2.pbn", "hand")
    lines = hand.splitlines()
    # PBN's <b> and \\D are the book notation's ** and ♦ (PBN 2.1, section 3.9)
    at = lines.index("> **Bidding.** North, dealer, holds 13 points and should open the "
                     "bidding. With four")
    assert lines[at + 1:at + 4] == [
        "> diamonds and four clubs, North chooses to open 1♦.", ">",
        "> If East passes, South has eight points and should respond. He bids 1♥; only a"]
    result = check_text(hand, "abs.hand")
    # Each deal's lone opening lead is kept (the play stops there, PBN 3.x): a note each.
    assert len(result.deals) == 4
    assert [(d.code, d.message) for d in result.diagnostics] == [
        ("L010", "the play stops after the opening lead with no claim")] * 4
    first = result.deals[0].deal
    assert first.notes[0].text.endswith("With four") and first.notes[2].text == ""


def test_a_lone_opening_lead_with_an_empty_result_is_kept_in_every_target(
        tmp_path: Path) -> None:
    # [Play "E"] SQ, [Result ""]: PBN lets a play stop anywhere; the lead is the
    # quiz's point. Each deal's lead, by its leader, survives each conversion and
    # reads back as a play that stops after the opening lead: a note, not an error.
    leads = [(Seat.E, "SQ"), (Seat.N, "HK"), (Seat.W, "C5"), (Seat.S, "HA")]
    record, _ = read_record(REAL / "Rick-Wilson__bridge-wrangler__ABS2-2.pbn")
    for target in ("pbn", "hand", "lin", "json"):
        text, _ = convert_record(record, target)
        path = tmp_path / f"abs.{target}"
        path.write_text(text, encoding="utf-8")
        again = check_file(path)
        assert [[(seat, pc.card.code) for _, seat, pc in r.replay.seated]
                for r in again.deals if r.replay is not None] == [[lead] for lead in leads]
        plays = [r.deal.play for r in again.deals]
        assert all(p is not None and len(p.tricks) == 1 and p.tricks[0].stops for p in plays)
        assert [(d.code, d.severity, d.message) for d in again.diagnostics] == [
            ("L010", Severity.INFO, "the play stops after the opening lead with no claim")
        ] * 4, target


def test_pbn_commentary_goes_to_lin_in_bbos_own_conventions() -> None:
    # The PBN's commentary writes suits as \\S \\H \\D \\C and heads its paragraphs in
    # <b>: LIN's nt (and the hand viewer's link, made of it) writes the suits as
    # BBO's !S !H !D !C, keeps the words of the bold and says it is left out.
    name = "Rick-Wilson__bridge-wrangler__ABS2-2.pbn"
    lin, dropped = _converted(name, "lin")
    assert "\\" not in lin and "<b>" not in lin and "<i>" not in lin
    assert "nt|Bidding. North, dealer, holds 13 points" in lin
    assert "Defense. East leads the !SQ, highest touching honor of a sequence." in lin
    said = [d for d in dropped if "bold" in d]
    bold = "P017 LIN's commentary has no bold: <b> left out, the words kept"
    # each at the commentary that held the marks (its '{'), not at the deal's first
    # tag, naming what was left out (the first deal's notes hold an <i> too)
    assert said == ["61:1 P017 LIN's commentary has no bold or italic: <b>, <i> left out, "
                    "the words kept", f"127:1 {bold}", f"192:1 {bold}", f"257:1 {bold}"]
    record, _ = read_record(REAL / name)
    url = handviewer_url(record.deals[0], record.meta)
    assert "%21SQ" in url and "%5CS" not in url and "%3Cb%3E" not in url


def test_a_lin_claim_in_mid_trick_is_written_during_the_trick() -> None:
    hand, _ = _converted("forrestrice__bridge-bots__usbf_sf_14502.lin", "hand")
    assert "4. E: DA D10 D2 D3\n5. E: D5 DJ\nclaim: W 7 during the trick\n" in hand
    assert hand.count(" during the trick\n") == 18
    result = check_text(hand, "usbf.hand")
    assert [d.code for d in result.diagnostics if d.severity is not Severity.INFO] == []
    third = result.deals[2]
    assert third.deal.claim is not None and third.deal.claim.during
    assert (third.deal.claim.seat, third.deal.claim.tricks) == (Seat.W, 7)
    assert str(third.contract) == "3NT by W" and third.replay.tricks_won == {
        Seat.N.side: 3, Seat.E.side: 10}
    # Without 'during the trick' the short row is a trick of two cards (L006).
    cut = hand.replace("claim: W 7 during the trick", "claim: W 7", 1)
    assert [(d.code, d.line) for d in check_text(cut, "usbf.hand").diagnostics
            if d.severity is not Severity.INFO][:1] == [
                ("L006", hand.splitlines().index("5. E: D5 DJ") + 1)]


def test_lin_to_lin_keeps_the_commentary_and_says_nothing_lost() -> None:
    text, dropped = _converted("forrestrice__bridge-bots__usbf_sf_14502.lin", "lin")
    assert dropped == []
    record, _ = read_record(REAL / "forrestrice__bridge-bots__usbf_sf_14502.lin")
    again, found = read_lin(text)
    assert found == []
    # each nt as it was, a run of spaces in it too ('Team  http'): LIN holds it
    assert [[n.text for n in d.notes] for d in again.deals] == [
        [n.text.strip() for n in d.notes] for d in record.deals]
    source = (REAL / "forrestrice__bridge-bots__usbf_sf_14502.lin").read_text(encoding="utf-8")
    # Every nt at its place: after as many calls, cards and claims of its board as in
    # the source (BBO's vugraph comments on a card after its 'pc', on a call after
    # its 'mb'), its words as they were, but for BBO's other suit shorthand: '@S' is
    # written '!S' ('5@Ss', five spades, '5♠s': BBO shows '!Ss' as typed).
    placed = _nt_places(source)
    assert len(placed) == 549 and _nt_places(text) == [
        (*place[:4], bbo_suits(suits(place[4]))) for place in placed]
    assert "5@Ss and 3@Hs" in source and "5♠s and 3♥s" in text and "@S" not in text
    assert "Fleisher Team  http://usbf.org" in text and "matches   use http" in text
    # 267 of them follow a card: that card's note (one line an nt), not the deal's
    assert sum(len(d.notes) for d in record.deals) == 549 - 267
    assert sum(c.note.text.count("\n") + 1 for d in record.deals if d.play is not None
               for t in d.play.tricks for c in t.cards if c.note is not None) == 267


def _nt_places(text: str) -> list[tuple[int, int, int, int, str]]:
    """Each nt of a LIN text: its board (by 'qx'), the calls, cards and claims of
    the board before it, and its words."""
    board = calls = cards = claims = 0
    places = []
    for code, value in re.findall(r"([A-Za-z]{2})\|([^|]*)\|", text):
        code = code.lower()
        if code == "qx":
            board, calls, cards, claims = board + 1, 0, 0, 0
        calls += code == "mb"
        cards += code == "pc"
        claims += code == "mc"
        if code == "nt":
            places.append((board, calls, cards, claims, value.strip()))
    return places


def test_what_lin_cannot_hold_is_said_once_a_deal_at_its_place() -> None:
    record, _ = parse("deal 1\nlaws: laws-1905\n"
                      "Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A\n"
                      "make: Z no trump\n> one\n> two\n")
    _, dropped = convert_record(record, "lin")
    assert [(d.code, d.line, d.message) for d in dropped] == [
        ("P017", 1, "LIN has no place for the make and the doubling of bridge whist; "
         "they are left out")]


def test_the_score_when_played_is_kept_in_pbn_said_lost_in_lin_and_contract_is_a_key(
        ) -> None:
    record, _ = parse("deal 1\nlaws: contract-rubber\nscore: 24 to 0 in favour of the dealer\n"
                      "dealer: S\nauction: 1S pass pass pass\n")
    text, dropped = convert_record(record, "pbn")
    assert dropped == []  # kept in bridgebook's own tag, read back as the score
    assert '[ScoreBefore "24 to 0 in favour of the dealer"]' in text
    _, dropped = convert_record(record, "lin")
    assert [(d.code, d.line, d.column, d.message) for d in dropped] == [
        ("P017", 3, 8, "LIN has no item for 'score:'; left out")]
    # PBN → .hand: a Contract and a Declarer are the notation's keys; '?' loses nothing
    hand, dropped = convert_record(read_pbn(
        '[Board "1"]\n[Dealer "N"]\n[Declarer "N"]\n[Contract "1S"]\n[Result "?"]\n'
        '[Auction "N"]\n1S Pass Pass Pass\n\n[Board "2"]\n[Dealer "N"]\n'
        '[Declarer "?"]\n[Contract "?"]\n[Auction "N"]\nPass Pass Pass Pass\n')[0], "hand")
    assert dropped == []
    assert "declarer: N\ncontract: 1S\n" in hand and "contract: ?" not in hand
    assert [d.code for d in check_text(hand, "x.hand").diagnostics] == []


@pytest.mark.parametrize("keep", [True, False], ids=["full", "quick"])
def test_a_contract_tag_naming_a_seat_is_an_error_at_its_place(keep: bool,
                                                              tmp_path: Path) -> None:
    path = tmp_path / "seat.pbn"
    path.write_text('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. '
                    '..AKQJT98765432. ...AKQJT98765432"]\n[Declarer "N"]\n[Contract "3NN"]\n'
                    '[Auction "N"]\n3NT Pass Pass Pass\n', encoding="utf-8")
    found = check_file(path, keep=keep).diagnostics
    assert [(d.code, d.line, d.column, d.severity) for d in found] == [
        ("P004", 5, 12, Severity.ERROR)]
    assert found[0].message == "[Contract] is not a contract: '3NN' (a contract names no seat)"
    record, _ = read_pbn(path.read_text(encoding="utf-8"))
    assert "contract" not in record.deals[0].meta
    assert record.deals[0].meta["pbn:Contract"] == "3NN"

"""A deal checked again with one part mended (the root search) gets the answers of
the parts that did not change, and the same report as a check from scratch."""

from __future__ import annotations

from dataclasses import fields, replace

from bridgebook.checking import check_text
from bridgebook.checking.deal import _AUCTION, _HANDS, _PLAYED, _plain, check_deal
from bridgebook.checking.last import Last
from bridgebook.diagnostics import Diagnostic, Severity
from bridgebook.engine.laws import LAWS
from bridgebook.engine.replay import play_out, replay, with_claim
from bridgebook.interop.fast import reseated
from bridgebook.model import Card, Deal, Note, PlayedCard, Seat, Span

# One board, North deals: North opens 1NT and plays it; East leads the ♥9, and
# the play stops after two tricks, North claiming the rest (PBN: the Result tag
# with the play cut short). Each trick is written in PBN's fixed columns from
# East, the opening leader.
_GAME = """[Board "1"]
[Dealer "N"]
[Deal "N:AKQ.AKQ.AKQ.5432 JT9.JT9.JT9.JT98 876.876.876.AKQ7 5432.5432.5432.6"]
[Declarer "N"]
[Contract "1NT"]
[Auction "N"]
1NT Pass Pass Pass
[Play "E"]
H9 H6 H2 HQ
D9 D6 D2 DA
[Result "13"]
"""


def _deal() -> Deal:
    return check_text(_GAME, "x.pbn").deals[0].deal


def _forget() -> None:
    for last in (_HANDS, _AUCTION, _PLAYED):
        last.__init__()  # type: ignore[misc]


def test_placing_a_problem_keeps_every_field() -> None:
    # Diagnostic.at builds the placed problem field by field: a field it forgot would
    # be lost without a word. Every field of the type is given a value here.
    folded = Diagnostic("L001", Severity.ERROR, "♠3 by E at trick 2", Span(3, 1, 3, 3))
    values = {
        "code": "A020", "severity": Severity.ERROR, "message": "late", "span": Span(2, 1, 2, 4),
        "hint": "write Pass", "law": "Law 17", "file": None, "deal": None, "trick": 3,
        "seat": Seat.E, "folded": (folded,), "game": None, "table": None,
    }
    assert set(values) == {f.name for f in fields(Diagnostic)}
    placed = Diagnostic(**values).at(  # type: ignore[arg-type]
        file="x.pbn", deal=4, game=7, table="open room")
    assert {f.name: getattr(placed, f.name) for f in fields(Diagnostic)} == {
        **values, "file": "x.pbn", "deal": 4, "game": 7, "table": "open room",
        "folded": (replace(folded, file="x.pbn", deal=4, game=7, table="open room"),)}
    # What is not given stays as it was.
    assert placed.at(file=None) == placed


def test_the_last_answer_is_given_only_for_the_same_objects() -> None:
    last: Last[list[str]] = Last()
    hands, other = ["♠A"], ["♠A"]
    asked: list[str] = []

    def work(cards: list[str]) -> list[str]:
        asked.append(cards[0])
        return [f"{cards[0]} checked"]

    first = last.answer(work, hands, given=(hands,))
    first.append("changed by the caller")
    assert last.answer(work, hands, given=(hands,)) == ["♠A checked"]
    assert asked == ["♠A"]
    # Equal is not the same: the work is done again.
    assert last.answer(work, other, given=(other,)) == ["♠A checked"]
    assert asked == ["♠A", "♠A"]


def test_a_replay_is_its_play_and_then_its_claim() -> None:
    deal = _deal()
    code = LAWS["contract-rubber"]
    report = check_deal(deal)
    whole = replay(deal, report.contract, code)
    played = play_out(deal, report.contract, code)
    counted = with_claim(deal, played)
    assert counted == whole
    # North wins both tricks played (♥Q over ♥9, ♦A over ♦9) and claims the eleven
    # left: 13, as the Result tag says.
    assert [t.winner for t in whole.tricks] == [Seat.N, Seat.N]
    assert whole.claimed[Seat.N.side] == 11
    # The played part is left as it was, for another claim.
    assert played.claimed[Seat.N.side] == 0 and played.diagnostics == []


def test_a_deal_checked_again_with_another_claim_is_checked_as_from_scratch() -> None:
    deal = _deal()
    assert deal.claim is not None
    # A claim of 12 tricks when 11 remain: L007, from the claim alone.
    other = replace(deal, claim=replace(deal.claim, tricks=12))
    _forget()
    cold = _plain(other, None, None).diagnostics
    _forget()
    _plain(deal, None, None)
    warm = _plain(other, None, None).diagnostics
    assert [d.code for d in cold] == [d.code for d in warm]
    assert "L007" in [d.code for d in warm]
    assert warm == cold


def test_a_card_reseated_keeps_its_mark_note_and_place() -> None:
    card = PlayedCard(Card.H10, Seat.N, True, Note("the winner", Span(4, 1, 4, 3)),
                      Span(4, 1, 4, 3))
    assert reseated(card, Seat.W) == replace(card, seat=Seat.W)


def test_a_game_without_deal_has_the_last_game_s_hands() -> None:
    # The second game gives no Deal (P050): it is board 1 again, at another table.
    second = _GAME.split("[Deal")[0].replace('[Board "1"]\n', "") + (
        '[Declarer "N"]\n[Contract "1NT"]\n[Auction "N"]\n1NT Pass Pass Pass\n'
        '[Play "E"]\nH9 H6 H2 HQ\nD9 D6 D2 DA\n[Result "13"]\n')
    result = check_text(_GAME + "\n" + second, "x.pbn")
    first, again = (r.deal for r in result.deals)
    assert again.hands == first.hands
    assert [d.code for d in result.diagnostics] == ["P050"]


def test_a_deal_whose_keys_are_changed_in_place_is_checked_afresh() -> None:
    # 1NT by N, passed out: the record then says 'declarer: S', which the auction
    # does not make (A012). The deal's keys are the same dict, changed in place.
    text = ("laws: contract-rubber\ndealer: N\n"
            "auction: 1NT pass pass pass\n")
    (report,) = check_text(text).deals
    deal = report.deal
    assert [d.code for d in check_deal(deal).diagnostics if d.code == "A012"] == []
    deal.meta["declarer"] = "S"
    assert [d.message for d in check_deal(deal).diagnostics if d.code == "A012"] == [
        "the record says declarer S, but the auction makes 1NT by N"]
    del deal.meta["declarer"]
    assert [d.code for d in check_deal(deal).diagnostics if d.code == "A012"] == []


def test_the_last_answer_is_kept_with_what_it_was_worked_out_from() -> None:
    last: Last[list[str]] = Last()
    keys = {"declarer": "N"}
    assert last.answer(lambda k: [k["declarer"]], keys, given=(keys,)) == ["N"]
    keys["declarer"] = "S"
    assert last.answer(lambda k: [k["declarer"]], keys, given=(keys,)) == ["S"]
    assert last.answer(lambda k: ["not worked out again"], keys, given=(keys,)) == ["S"]

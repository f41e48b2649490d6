"""The PBN reading path made fast (issue 13): what it takes quickly, and that the
report is the full check's report all the same."""

from __future__ import annotations

import random

import pytest

from bridgebook.checking import check_lines, check_pbn_quick
from bridgebook.checking import deal as checking_deal
from bridgebook.checking.text import check_text
from bridgebook.interop.pbn import iter_pbn
from bridgebook.interop.pbn_quick import read_compact
from bridgebook.interop.pbn_scan import _plain_state, scan_state

RANKS = "AKQJT98765432"


def _deal(rng: random.Random) -> str:
    pack = list(range(52))
    rng.shuffle(pack)
    hands = []
    for seat in range(4):
        held = set(pack[13 * seat:13 * seat + 13])
        hands.append(".".join("".join(RANKS[r] for r in range(13) if 13 * suit + r in held)
                              for suit in range(4)))
    return "N:" + " ".join(hands)


def _games(text: str) -> list[list[str]]:
    return [part.split("\n") for part in text.strip().split("\n\n")]


def _same(text: str) -> None:
    full = check_lines(text.splitlines(), iter_pbn)
    quick = check_pbn_quick(text.splitlines())
    assert [str(d) for d in quick.diagnostics] == [str(d) for d in full.diagnostics]
    assert quick.deal_count == len(full.deals)


def test_a_board_of_the_hands_alone_takes_the_quick_path_and_reports_nothing() -> None:
    rng = random.Random(13)
    text = "\n\n".join(f'[Board "{n}"]\n[Dealer "{"NESW"[n % 4]}"]\n[Vulnerable "None"]\n'
                       f'[Deal "{_deal(rng)}"]' for n in range(1, 6)) + "\n"
    assert all(read_compact(game) is not None for game in _games(text))
    _same(text)
    assert check_pbn_quick(text.splitlines()).diagnostics == []


def test_a_game_with_no_auction_is_read_with_the_auction_its_contract_implies() -> None:
    # The generated boards of bench/real_speed.py keep their Contract and Declarer.
    game = ['[Board "1"]', '[Dealer "N"]', '[Deal "N:AKQJT98765432... .AKQJT98765432.. '
            '..AKQJT98765432. ...AKQJT98765432"]', '[Declarer "S"]', '[Contract "4SX"]',
            '[Result "13"]']
    compact = read_compact(game)
    assert compact is not None and compact.auction is not None
    assert " ".join(c.text for c in compact.auction.calls) == "Pass Pass 4S X Pass Pass Pass"
    _same("\n".join(game) + "\n")
    wrong = [*game[:-1], '[Result "9"]']  # S holds every spade: thirteen tricks, not nine
    _same("\n".join(wrong) + "\n")


@pytest.mark.parametrize("tags", [
    ['[Contract "4S"]'],  # no declarer: no auction can be implied
    ['[Declarer "S"]'],  # no contract
    ['[Result "9"]'],
    ['[Contract "Pass"]', '[Declarer "S"]'],
    ['[Declarer "Q"]', '[Contract "4S"]'],
    ['[Play "W"]', "*"],
])
def test_a_game_with_no_auction_and_anything_unsettled_is_read_in_full(tags: list[str]) -> None:
    game = ['[Board "1"]', '[Dealer "N"]', f'[Deal "{_deal(random.Random(1))}"]', *tags]
    _same("\n".join(game) + "\n")


def test_a_clean_deal_never_pays_for_the_root_and_mend_searches(
        monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*args: object, **kwargs: object) -> None:
        raise AssertionError("searched")

    monkeypatch.setattr(checking_deal, "mend_roots", refuse)
    monkeypatch.setattr(checking_deal, "mend_with_hands", refuse)
    text = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. '
            '..AKQJT98765432. ...AKQJT98765432"]\n[Declarer "N"]\n[Contract "7S"]\n'
            '[Result "13"]\n[Auction "N"]\n7S Pass Pass Pass\n[Play "E"]\n*\n')
    result = check_text(text, "x.pbn")  # the full path: every deal read and checked
    assert result.diagnostics == [] and result.deals  # nothing to report: no search


@pytest.mark.parametrize("lines", [
    ['[Board "1"]', "{a note}", "1C Pass"],
    ['[Board "1"]', "  {a note}  ", '[Note "1:x"]'],
    ['[Board "1"]', "{a note} SA"],
    ['[Board "1"]', "SA {a note"],
    ['[Board "1"] [Dealer "N"]'],
    ['[Board "1"', '"]'],
    ["{only a note}"],
    ['% [Board "1"]'],
    ['[Event "a{b}"]'],
])
def test_the_plain_answer_of_scan_state_is_the_scanners(lines: list[str]) -> None:
    plain = _plain_state(lines)
    assert plain is None or plain == scan_state(iter(lines))
    assert scan_state(lines) == scan_state(iter(lines))


@pytest.mark.parametrize("leader", ["E", "S", "W"])
def test_a_commented_game_with_an_empty_play_gets_the_full_checks_one_note(leader: str) -> None:
    # As Bridge Bidding Analyser writes its games: commentary, a note to a call, the
    # play started and left empty. Only E (the declarer's left) leads: the quick path
    # declines the others, which the full check judges.
    game = ['[Event "x"]', '[Board "7"]', "{619100938784FCF7DE3D61317408}", '[Dealer "N"]',
            '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]',
            '[Declarer "N"]', '[Contract "7S"]', '[Result ""]', '[Auction "N"]',
            "7S =1= Pass Pass Pass", '[Note "1:grand"]', f'[Play "{leader}"]', "*",
            '[BidSystemEW "x"]']
    text = "\n".join(game) + "\n\n" + "\n".join(game).replace('"7"', '"8"') + "\n"
    compact = read_compact(game)
    assert compact is not None and compact.started == (11, 4, 7, None)
    _same(text)
    if leader == "E":
        found = check_pbn_quick(text.splitlines()).diagnostics
        assert [(d.code, d.line, d.column, d.deal) for d in found] == [
            ("L010", 12, 2, 7), ("L010", 27, 2, 8)]

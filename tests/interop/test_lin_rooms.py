"""The room of a match a board was played in (LIN's ``qx`` letter, PBN's ``Room``
tag, the book notation's ``room:``) goes with the board into every format: the
open and the closed room's boards of one number stay told apart."""

from __future__ import annotations

import json
from pathlib import Path

from notation_deals import LIN_MD

from bridgebook.diagnostics import Severity
from bridgebook.interop.common import room_of, table_of
from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

from .said import read_clean_lin

REAL = Path(__file__).resolve().parents[1] / "data" / "real-files"

# Board 1 at the two tables of a match: 3NT by N in the open room, 1C in the closed.
_MD = "md|3S765H765D8765C876,S432H432D432C5432,SAKQJHAKQDAKQCAKQ,|sv|o|"
TWO_ROOMS = (f"qx|o1|pn|Ann,Bob,Cat,Dan|{_MD}mb|3N|mb|p|mb|p|mb|p|pg||\n"
             f"qx|c1|pn|Eve,Fay,Gus,Hal|{_MD}mb|1C|mb|p|mb|p|mb|p|pg||\n")


def _rooms(lin: str) -> list[str]:
    return [line.split("|")[1] for line in lin.splitlines()]


def test_lin_to_lin_and_through_every_format_keeps_the_closed_room() -> None:
    record = read_clean_lin(TWO_ROOMS)
    lin, lost = convert_record(record, "lin")
    assert lost == [] and _rooms(lin) == ["o1", "c1"]
    for target in ("hand", "pbn", "json"):
        text, lost = convert_record(record, target)
        assert lost == []
        if target == "hand":
            back, problems = parse(text)
            assert problems == []
            assert text.count("\nroom: open\n") == 1 and text.count("\nroom: closed\n") == 1
        elif target == "pbn":
            back, problems = read_pbn(text)
            assert problems == []
            assert '[Room "Open"]' in text and '[Room "Closed"]' in text
        else:
            back = read_json(json.loads(text))
        again, lost = convert_record(back, "lin")
        assert lost == [] and _rooms(again) == ["o1", "c1"], target


def test_a_lone_board_keeps_its_room() -> None:
    # One board of a file: its qx was written only when the file held several.
    record = read_clean_lin("qx|c3|" + LIN_MD + "mb|p|mb|p|mb|p|mb|p|pg||")
    lin, lost = convert_record(record, "lin")
    assert lost == [] and lin.startswith("qx|c3|pn|")
    hand, _ = convert_record(record, "hand")
    assert "\nroom: closed\n" in hand


def test_a_pbn_room_is_the_notation_s_room_and_lin_s_letter() -> None:
    # PBN's Room tag was dropped by the notation (P017) and by LIN ("no item for Room").
    pbn = ('[Board "2"]\n[Room "Closed"]\n[Dealer "N"]\n'
           '[Deal "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 6543.6543.6543.Q 2.2.2.JT98765432"]\n')
    record, problems = read_pbn(pbn)
    assert problems == []
    hand, lost = convert_record(record, "hand")
    assert lost == [] and "\nroom: closed\n" in hand
    lin, lost = convert_record(record, "lin")
    assert lost == [] and lin.startswith("qx|c2|")
    again, lost = convert_record(parse(hand)[0], "pbn")
    assert lost == [] and '[Room "Closed"]' in again


def test_lin_s_qx_without_a_room_letter_names_no_room() -> None:
    record, found = read_lin("qx|7|" + LIN_MD)
    assert found == []
    hand, _ = convert_record(record, "hand")
    assert "room:" not in hand


def test_no_room_read_is_no_room_written() -> None:
    # Two PBN games with no Room tag: LIN starts each board at 'qx' with its number
    # alone (the file holds several), naming no room; back to PBN, no Room tag.
    deal = '[Deal "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 6543.6543.6543.Q 2.2.2.JT98765432"]\n'
    pbn = (f'[Board "4"]\n[Dealer "W"]\n{deal}\n'
           f'[Board "5"]\n[Dealer "N"]\n{deal}')
    record, problems = read_pbn(pbn)
    assert problems == []
    lin, lost = convert_record(record, "lin")
    assert lost == [] and _rooms(lin) == ["4", "5"]
    back = read_clean_lin(lin)
    again, _ = convert_record(back, "pbn")
    assert "[Room " not in again
    hand, _ = convert_record(back, "hand")
    assert "room:" not in hand
    # LIN's own qx with no room letter is written back as read
    lone, lost = convert_record(read_clean_lin("qx|7|" + LIN_MD), "lin")
    assert lost == [] and lone.startswith("qx|7|pn|")


def test_a_board_read_again_at_another_table_names_no_room_in_lin() -> None:
    # endplay's example3.pbn: board 1 at one table, then a game with no Deal and no
    # Board, read as board 1 again at another table (P050). Neither game names its
    # room (no Room tag): LIN starts each at 'qx' with the board alone, 'qx|1|', and
    # read back, neither is the open room's.
    path = Path(__file__).resolve().parents[1] / "data" / "real-files" / (
        "dominicprice__endplay__example3.pbn")
    text = path.read_text(encoding="utf-8")
    two = text[:text.index('[Board "2"]')]
    record, problems = read_pbn(two)
    assert [p.code for p in problems] == ["P050"]
    lin, _ = convert_record(record, "lin")
    assert _rooms(lin) == ["1", "1"]
    back = read_clean_lin(lin)
    assert [d.meta.get("lin:qx") for d in back.deals] == ["1", "1"]
    assert [room_of(d.meta) for d in back.deals] == [None, None]
    assert [table_of(d.meta) for d in back.deals] == [None, None]
    again, _ = convert_record(back, "pbn")
    assert "[Room " not in again


def test_a_vugraph_files_header_is_kept_in_lin_and_said_lost_elsewhere() -> None:
    # BBO's vugraph file opens with 'vg' (event, segment, boards 46 to 60, the teams
    # and the scores they carry over) and 'rs' (each table's contract and result):
    # LIN -> LIN writes them back before the first board, as read.
    path = REAL / "forrestrice__bridge-bots__usbf_sf_14502.lin"
    record, problems = read_lin(path.read_text(encoding="utf-8"))
    assert [d.code for d in problems if d.severity is Severity.ERROR] == []
    lin, _ = convert_record(record, "lin")
    first, second, third = lin.splitlines()[:3]
    assert first == "vg|2010 USBF SF A,Segment 4 of 8,I,46,60,Nickell,80,Fleisher,99|"
    assert second.startswith("rs|4HE=,4HE=,3NW+1,") and second.endswith(",2NW=,3NW-1|")
    assert third.startswith("qx|o46|")
    assert read_lin(lin)[0].deals[0].meta["lin:vg"] == record.deals[0].meta["lin:vg"]
    # PBN: every game's Event, Stage, HomeTeam and VisitTeam from 'vg'; the carried
    # scores (80 and 99) and 'rs' said lost, once. Its boards, 46 to 60, are the first
    # and the last game's, and its IMPs (I) LIN's writer's own letter: LIN's vg of
    # the PBN games holds them again.
    pbn, lost = convert_record(record, "pbn")
    # (the first game: a blank line parts the games, and the kibitzers' comments in a
    # game's braces, each a paragraph)
    game = "[Event" + pbn.split("\n\n[Event")[1]
    for tag in ('[Event "2010 USBF SF A"]', '[Stage "Segment 4 of 8"]',
                '[HomeTeam "Nickell"]', '[VisitTeam "Fleisher"]'):
        assert tag in game and pbn.count(tag) == 30  # 15 boards, two rooms each
    assert [d.message.split(" (")[0] for d in lost if "LIN's vg" in d.message] == [
        "PBN has no tag for the scores carried over of LIN's vg"]


def test_an_rs_item_not_closed_is_said_once_and_the_next_item_read() -> None:
    # 'rs' with no closing bar: the regular expression of an item would take its
    # value on to the bar of the next line's 'pn', then read 'Di|...|' as an item
    # and 'Ann,Bob,Cy,' and 'o1|' as text between items (three problems, the players
    # and the board lost). Its value ends with its line, said once at the 'rs'
    # (line 2, column 1, 'rs|' and its 10 characters), and 'pn' is read.
    head = "vg|Final,Segment 1,I,1,1,Home,0,Away,0|\n"
    board = "pn|Ann,Bob,Cy,Di|\nqx|o1|" + LIN_MD
    for text, where, ends in (
            (head + "rs|3NN=,4SS-1\n" + board, (2, 1, 2, 14), "ends with its line"),
            # on one line, its last result runs into the code of the next item
            (head.rstrip("\n") + "rs|3NN=,4SS-1" + board, (1, 40, 1, 53),
             "runs into the next item, 'pn|'")):
        record, problems = read_lin(text)
        assert [(d.code, d.span and (d.span.line, d.span.column, d.span.end_line,
                                     d.span.end_column)) for d in problems] == [
            ("P013", where)]
        assert problems[0].message.endswith(
            f"the 'rs' item is not closed: its value, '3NN=,4SS-1', {ends}")
        deal = record.deals[0]
        assert deal.meta["lin:rs"] == "3NN=,4SS-1"
        assert deal.meta["lin:pn"] == "Ann,Bob,Cy,Di" and room_of(deal.meta) == "open"
        assert deal.number == 1
        # LIN again: the item closed, the players and the board as read
        lin, lost = convert_record(record, "lin")
        assert lost == []
        assert lin.startswith(head + "rs|3NN=,4SS-1|\nqx|o1|pn|Ann,Bob,Cy,Di|")


def test_a_team_match_s_tags_are_written_to_lin_as_its_vg() -> None:
    # deal-convert's vugraph file: 'vg|,SEGMENT 1,I,1,16,HOME,0,AWAY,0|' (no event,
    # boards 1 to 16, no scores carried over). To PBN every game has Stage "SEGMENT
    # 1", HomeTeam "HOME" and VisitTeam "AWAY"; back to LIN they are its 'vg' again:
    # the boards the first and the last Board tag (1 and 16), the scores 0, IMPs.
    path = REAL / "emkael__deal-convert__test.lin"
    source = path.read_text(encoding="utf-8")
    record, _ = read_lin(source)
    pbn, lost = convert_record(record, "pbn")
    # its boards 1 to 16 the first and the last game's, no score carried over, IMPs:
    # nothing of it lost, LIN's writer makes it again
    assert [d.message for d in lost if "LIN's vg" in d.message] == []
    games, _ = read_pbn(pbn)
    assert {(d.meta["pbn:Stage"], d.meta["pbn:HomeTeam"], d.meta["pbn:VisitTeam"])
            for d in games.deals} == {("SEGMENT 1", "HOME", "AWAY")}
    assert {d.number for d in games.deals} == set(range(1, 17))
    lin, lost = convert_record(games, "lin")
    assert lin.splitlines()[0] == source.splitlines()[0] == "vg|,SEGMENT 1,I,1,16,HOME,0,AWAY,0|"
    # nothing said lost of them (before, every game: "LIN has no item for HomeTeam,
    # Stage, VisitTeam")
    assert [d.message for d in lost if "Stage" in d.message] == []
    again = read_lin(lin)[0].deals[0].meta
    assert again["lin:vg"] == "vg|,SEGMENT 1,I,1,16,HOME,0,AWAY,0|"[3:-1]


def test_a_team_match_to_lin_and_back_to_pbn_loses_nothing_of_its_vg() -> None:
    # PBN -> LIN makes the 'vg' of the two games (Cup, Final, IMPs, boards 3 to 4,
    # Reds and Blues, 0 carried over); LIN -> PBN then has every part of it again:
    # the event, segment and teams as tags, the rest made again by LIN's writer.
    game = ('[Event "Cup"]\n[Stage "Final"]\n[HomeTeam "Reds"]\n[VisitTeam "Blues"]\n'
            '[Board "{}"]\n[Dealer "N"]\n[Vulnerable "None"]\n'
            '[Deal "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 6543.6543.6543.Q 2.2.2.JT98765432"]\n'
            '[Declarer "N"]\n[Contract "7NT"]\n[Result "13"]\n[Auction "N"]\n'
            '7NT Pass Pass Pass\n')
    games, _ = read_pbn(game.format(3) + "\n" + game.format(4))
    lin, lost = convert_record(games, "lin")
    assert lin.startswith("vg|Cup,Final,I,3,4,Reds,0,Blues,0|\nqx|3|")
    assert lost == []
    pbn, lost = convert_record(read_lin(lin)[0], "pbn")
    assert lost == []
    assert pbn.count('[HomeTeam "Reds"]') == 2
    # other boards, a score carried over or a form of scoring PBN has no word for
    # (a letter not BBO's I, B or P) are LIN's alone
    for vg, said in (("Cup,Final,I,1,16,Reds,0,Blues,0", "the boards"),
                     ("Cup,Final,I,3,4,Reds,12,Blues,0", "the scores carried over"),
                     ("Cup,Final,X,3,4,Reds,0,Blues,0", "the form of scoring")):
        _, lost = convert_record(read_lin(lin.replace(lin.split("\n")[0], f"vg|{vg}|"))[0],
                                 "pbn")
        assert [d.message.split(" (")[0] for d in lost] == [
            f"PBN has no tag for {said} of LIN's vg"]


def test_games_that_differ_in_their_match_write_no_vg() -> None:
    # two games of one match, the second of another segment: no 'vg' holds both, so
    # each game's tags are said lost, as before
    game = ('[Event "Cup"]\n[Board "{}"]\n[Stage "{}"]\n[HomeTeam "Reds"]\n'
            '[VisitTeam "Blues"]\n[Scoring "BAM"]\n[Dealer "N"]\n'
            '[Deal "N:AKQJ.AKQ.AKQ.AKQ T98.JT98.JT9.JT9 765.765.8765.876 432.432.432.5432"]\n')
    same, _ = read_pbn(game.format(3, "Final") + "\n" + game.format(4, "Final"))
    lin, lost = convert_record(same, "lin")
    # board-a-match, boards 3 to 4: the Scoring tag is the 'vg' letter, nothing lost
    assert lin.startswith("vg|Cup,Final,B,3,4,Reds,0,Blues,0|\nqx|3|")
    assert lost == []
    differ, _ = read_pbn(game.format(3, "Final") + "\n" + game.format(4, "Semi"))
    lin, lost = convert_record(differ, "lin")
    assert lin.startswith("qx|3|")
    assert [d.message for d in lost] == [
        "LIN has no item for Event, HomeTeam, Scoring, Stage, VisitTeam; left out"] * 2


def test_a_vg_form_of_scoring_is_pbn_s_scoring_and_comes_back() -> None:
    # PBN 2.1 (3.4.12, the Scoring tag) names matchpoints 'MP', board-a-match 'BAM'
    # and IMPs 'IMP': vg's P, B and I are written so on every game, and read back to
    # the same letter (PBN's 'MatchPoints', which the standard says is 'MP', too)
    board = ("qx|o{0}|pn|Ann,Bob,Cy,Di|md|1SAKQJT98765432,HAKQJT98765432,"
             "DAKQJT98765432,|ah|Board {0}|sv|o|mb|7S|mb|p|mb|p|mb|p|\n")
    for letter, scoring in (("P", "MP"), ("B", "BAM"), ("I", "IMP")):
        head = f"vg|Cup,Final,{letter},3,4,Reds,0,Blues,0|\n"
        pbn, lost = convert_record(read_lin(head + board.format(3) + board.format(4))[0],
                                   "pbn")
        assert lost == []
        assert pbn.count(f'[Scoring "{scoring}"]') == 2
        lin, lost = convert_record(read_pbn(pbn)[0], "lin")
        assert lost == []
        assert lin.startswith(head)
    games, _ = read_pbn(pbn.replace('[Scoring "IMP"]', '[Scoring "MatchPoints"]'))
    lin, lost = convert_record(games, "lin")
    assert lin.startswith("vg|Cup,Final,P,3,4,Reds,0,Blues,0|\n") and lost == []

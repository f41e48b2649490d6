"""A LIN file's lines break between items (BBO's after ``pg||``), and commentary
may go on over lines: a line that starts with two letters and a bar starts an item
(its item before it left open, P013) only when the letters are a LIN item's code,
and not where a ``pc|`` or an ``mb|`` ending its line waits for its card or call. A
break inside an item's code or card is one P013, the item read as meant."""

from __future__ import annotations

from pathlib import Path

from bridgebook.checking import check_file, check_text
from bridgebook.interop.lin import read_lin
from bridgebook.model import Card

from .said import placed, read_clean_lin

_BOARD = ("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|ah|Board 1|sv|o|"
          "mb|1S|mb|p|mb|p|mb|p|pc|H2|pc|D2|pc|C2|pc|")


def _cards(text: str) -> list[tuple[Card, int, int]]:
    play = read_clean_lin(text).deals[0].play
    assert play is not None
    return [(c.card, c.span.line, c.span.column) for t in play.tricks for c in t.cards
            if c.span is not None]


def test_a_card_on_the_line_after_its_pc_is_the_card_placed_where_it_stands() -> None:
    # South deals and opens 1S; West leads the H2, North the D2, East the C2 and South
    # wins with the SA, which starts line 2 (md is 50 characters, ah 11, sv 5, the
    # calls 21 and 'pc|' 3: the H2 at column 91, each card six after the one before).
    assert _cards(_BOARD + "\nSA|mc|13|\n") == [
        (Card.H2, 1, 91), (Card.D2, 1, 97), (Card.C2, 1, 103), (Card.SA, 2, 1)]
    # the same deal as the board on one line, but for the last card's place
    assert [c for c, _, _ in _cards(_BOARD + "SA|mc|13|\n")] == [
        Card.H2, Card.D2, Card.C2, Card.SA]


def test_a_card_that_is_also_an_items_code_is_the_card() -> None:
    assert _cards(_BOARD + "\nSK|mc|13|\n")[-1] == (Card.SK, 2, 1)


def test_commentary_goes_on_over_a_line_that_starts_with_no_items_code() -> None:
    record = read_clean_lin(_BOARD[:_BOARD.index("mb|")] + "nt|hello\nok|\n")
    assert [n.text for n in record.deals[0].notes] == ["hello\nok"]


def test_an_item_left_open_before_an_items_code_is_still_said_once() -> None:
    # the 'nt' after md, ah and sv: 66 characters, so at column 67
    _, found = read_lin(_BOARD[:_BOARD.index("mb|")] + "nt|hello\nmb|1S|mb|p|mb|p|mb|p|\n")
    assert placed(found) == [
        "1:67 P013 the 'nt' item is not closed: its value, 'hello', ends with its line"]


def test_an_empty_call_or_card_left_open_is_told_once_and_not_read() -> None:
    # 'mb|' ends line 1 (md 50, ah 11, sv 5, 'mb|1S|' 6: at column 73) and 'pc|' line 2
    # (after three passes, 15 characters: column 16): each one P013, no P004 or P002;
    # neither is a call or a card, so West leads the H2 and the auction is 1S and passes
    text = (_BOARD[:_BOARD.index("mb|p|")] + "mb|\nmb|p|mb|p|mb|p|pc|\npc|H2|\n")
    record, found = read_lin(text)
    assert placed(found) == [
        "1:73 P013 the 'mb' item is not closed: its value, '', ends with its line",
        "2:16 P013 the 'pc' item is not closed: its value, '', ends with its line"]
    deal = record.deals[0]
    assert deal.auction is not None and len(deal.auction.calls) == 4
    assert deal.play is not None
    assert [(c.card, c.span.line if c.span else 0) for t in deal.play.tricks
            for c in t.cards] == [(Card.H2, 3)]


def test_a_text_cut_after_an_items_bar_names_the_item() -> None:
    _, found = read_lin(_BOARD[:_BOARD.index("mb|p|")] + "mb|")
    assert placed(found) == [
        "1:73 P013 the 'mb' item is not closed: the text ends after 'mb|'"]
    _, found = read_lin("pn|a,b,c,d|md|")
    assert placed(found) == ["1:12 P013 the 'md' item is not closed: the text ends after 'md|'"]


def test_a_text_cut_after_a_calls_bar_is_the_one_message_its_auction_open_folded(
        tmp_path: Path) -> None:
    # South deals and bids 1S, then the text ends in 'mb|' (at column 73, after md 50,
    # ah 11, sv 5 and 'mb|1S|' 6): the auction is left after 1S and no pass, which
    # follows from the cut, so the A009 at the 1S (column 70) is folded under the P013
    text = _BOARD[:_BOARD.index("mb|p|")] + "mb|"
    found = check_text(text, "cut.lin").diagnostics
    assert placed(found) == [
        "1:73 P013 the 'mb' item is not closed: the text ends after 'mb|'"]
    assert [(f.code, f.line, f.column) for f in found[0].folded] == [("A009", 1, 70)]
    # the cut is the last board's: the first, whole, is checked as before and the
    # second's auction open is folded under the cut at the end of line 2
    two = _BOARD + "SA|mc|13|\n" + text
    path = tmp_path / "cut.lin"
    path.write_text(two, encoding="utf-8")
    # (as 'check' reads it too, its deals not kept)
    for found in (check_text(two, "cut.lin").diagnostics,
                  check_file(path, keep=False).diagnostics):
        assert [(d.code, d.line, d.column) for d in found] == [("P013", 2, 73)]
        assert [(f.code, f.line, f.column) for f in found[0].folded] == [("A009", 2, 70)]


def test_a_line_break_inside_a_code_or_a_card_is_read_as_meant_and_told_once() -> None:
    # BBO's vugraph files break their lines between items (after 'pg||'): a break
    # inside an item's code ('p' then 'c|D2|') or inside its card ('pc|D' then '2|')
    # is no wrapping of BBO's, but one mistake, told once; the card is read, so the
    # play goes on with its players (no L001 for the cards after it)
    head = _BOARD[:_BOARD.index("pc|D2|")]  # up to the H2, at column 91: 'pc|' at 88
    record, found = read_lin(head + "p\nc|D2|pc|C2|pc|SA|mc|13|\n")
    assert placed(found) == [
        "1:94 P013 a line break inside the code 'pc': 'p\\nc|D2|' is read as pc|D2|"]
    record, found = read_lin(head + "pc|D\n2|pc|C2|pc|SA|mc|13|\n")
    assert placed(found) == ["1:94 P013 a line break inside the card 'D2' of the 'pc' item"]
    play = record.deals[0].play
    assert play is not None
    assert [c.card for t in play.tricks for c in t.cards] == [
        Card.H2, Card.D2, Card.C2, Card.SA]
    # the claim's number too, and a code split at the end of the text
    _, found = read_lin(head + "pc|D2|pc|C2|pc|SA|mc|1\n3|\n")
    assert [d.message for d in found] == [
        "a line break inside the number of tricks '13' of the 'mc' item"]
    record, found = read_lin(head + "pc|D2|pc|C2|pc|SA|m\nc|13|\n")
    assert [d.message for d in found] == [
        "a line break inside the code 'mc': 'm\\nc|13|' is read as mc|13|"]
    assert record.deals[0].claim is not None


def test_a_line_break_inside_letters_that_are_no_code_is_still_no_item() -> None:
    # 'x' then 'y|1|': no item's code, told as text that is no item, not read
    _, found = read_lin(_BOARD + "SA|x\ny|1|")
    assert [d.message for d in found] == ["'x\\ny|1|' is not a LIN item"]

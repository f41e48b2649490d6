"""Every line the book notation's writer writes is read back: none is longer than
the notation's longest line (2,000 characters, else P011 on reading it again). A
commentary line too long goes over several `>` lines (one Markdown paragraph); an
auction too long goes over several lines; a call's explanation too long for a
line is written under the auction."""

from __future__ import annotations

from notation_deals import LIN_MD

from bridgebook.interop.commentary import paragraphs
from bridgebook.interop.convert import convert_record
from bridgebook.interop.lin import read_lin
from bridgebook.syntax import parse
from bridgebook.syntax.limits import MAX_LINE

# The board of LIN_MD: East deals, 1H 2H 4H by East, South leads ♣5: a trick, then a claim.
_MD = LIN_MD
_AUCTION = "mb|1H|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|"
_WORDS = " ".join(["word"] * 500)  # 2,499 characters


def test_a_card_s_note_longer_than_a_line_is_a_paragraph_over_several_lines() -> None:
    record, found = read_lin(_MD + _AUCTION + "pc|c5|nt|" + _WORDS
                             + "|pc|c3|pc|cA|pc|cJ|pg||mc|10|")
    assert found == []
    hand, dropped = convert_record(record, "hand")
    assert [d.code for d in dropped] == ["P017"]  # the note under its trick, said
    lines = hand.splitlines()
    at = lines.index("1. S: C5 C3 CA CJ")
    # "C5:" and 500 words, broken at spaces into lines of at most 98 characters after
    # "> ": the first holds "C5:" and 19 words (3 + 19 * 5 = 98), the next 19 words
    # each (94): 481 words are 25 such lines and 6 words over.
    said = lines[at + 1:at + 28]
    assert said[0] == "> C5: " + " ".join(["word"] * 19)
    assert said[1:26] == ["> " + " ".join(["word"] * 19)] * 25
    assert said[26] == "> " + " ".join(["word"] * 6)
    assert not lines[at + 28].startswith(">")
    assert max(len(line) for line in lines) <= MAX_LINE
    again, problems = parse(hand)
    assert [d.code for d in problems] == []
    play = again.deals[0].play
    assert play is not None
    # The lines one under the other are one commentary, as PBN or the page shows it.
    assert [" ".join(n.text.split()) for n in paragraphs(play.tricks[0].notes)] == [
        "C5: " + _WORDS]


def test_a_call_s_explanation_longer_than_a_line_is_written_under_the_auction() -> None:
    lin = _MD + "mb|1H|an|" + _WORDS + "|" + _AUCTION[len("mb|1H|"):] + \
        "pc|c5|pc|c3|pc|cA|pc|cJ|pg||mc|10|"
    record, found = read_lin(lin)
    assert found == []
    hand, dropped = convert_record(record, "hand")
    assert [(d.code, d.message) for d in dropped] == [
        ("P017", "a call's explanation is longer than a line of the notation (2,000 "
         "characters): it is written as commentary under the auction, after the call")]
    lines = hand.splitlines()
    at = lines.index("auction: 1♥ pass 2♥ pass 4♥ pass pass pass")
    assert lines[at + 1] == "> 1♥: " + " ".join(["word"] * 19)
    assert max(len(line) for line in lines) <= MAX_LINE
    again, problems = parse(hand)
    assert [d.code for d in problems] == []
    assert [" ".join(n.text.split()) for n in paragraphs(again.deals[0].notes)] == [
        "1♥: " + _WORDS]


def test_an_auction_longer_than_a_line_goes_on_over_several_lines() -> None:
    # The 35 bids 1♣ to 7NT, each explained in 60 characters: some 35 * 66 characters,
    # more than a line; the calls go on over the lines after 'auction:'.
    bids = [f"{level}{strain}" for level in range(1, 8) for strain in "CDHSN"]
    lin = _MD + "".join(f"mb|{bid}|an|{'x' * 60}|" for bid in bids) + "mb|p|mb|p|mb|p|"
    record, found = read_lin(lin)
    assert found == []
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    lines = hand.splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith("auction:"))
    assert max(len(line) for line in lines) <= MAX_LINE
    assert len(lines[at]) + len(lines[at + 1]) > MAX_LINE  # two lines needed
    again, problems = parse(hand)
    assert [d.code for d in problems] == []
    auction = again.deals[0].auction
    assert auction is not None
    assert [c.explanation and c.explanation.text for c in auction.calls] == \
        ["x" * 60] * 35 + [None] * 3
    assert len(auction.calls) == 38


def test_a_long_note_is_never_broken_before_a_word_markdown_would_read_as_a_block() -> None:
    # Nineteen words fill a line after "> C5: " (98 characters): the word after them
    # is where the line would break. Each of these would begin a list, a heading, a
    # quotation or a rule at the start of a line; each stays at the end of the line
    # before it, and the note prints as typed.
    marks = ["-", "1.", "#", ">", "+", "*", "2)", "==="]
    note = " ".join(" ".join(["word"] * 19) + " " + mark for mark in marks * 3)
    record, found = read_lin(_MD + _AUCTION + "pc|c5|nt|" + note
                             + "|pc|c3|pc|cA|pc|cJ|pg||mc|10|")
    assert found == []
    hand, _ = convert_record(record, "hand")
    said = [line for line in hand.splitlines() if line.startswith("> ")]
    assert len(said) > 20
    assert [line for line in said if line[2:].split()[0] in marks] == []
    assert max(len(line) for line in hand.splitlines()) <= MAX_LINE
    again, problems = parse(hand)
    assert [d.code for d in problems] == []
    play = again.deals[0].play
    assert play is not None
    printed = " ".join(n.text for n in paragraphs(play.tricks[0].notes)).split()
    # LIN's text reaches the notation escaped where Markdown would read a mark.
    assert [word.replace("\\", "") for word in printed] == ["C5:", *note.split()]


def test_the_notes_of_a_trick_too_long_for_its_row_are_a_paragraph_each() -> None:
    record, found = read_lin(_MD + _AUCTION + "pc|c5|nt|first|nt|and its second line|"
                             "pc|c3|pc|cA|pc|cJ|nt|" + _WORDS + "|pg||mc|10|")
    assert found == []
    hand, _ = convert_record(record, "hand")
    lines = hand.splitlines()
    at = lines.index("1. S: C5 C3 CA CJ")
    assert lines[at + 1:at + 5] == ["> C5: first", "> and its second line", ">",
                                    "> CJ: " + " ".join(["word"] * 19)]
    again, problems = parse(hand)
    assert [d.code for d in problems] == []
    play = again.deals[0].play
    assert play is not None
    # one commentary under the trick, a paragraph each card's note
    (said,) = paragraphs(play.tricks[0].notes)
    assert [" ".join(p.split()) for p in said.text.split("\n\n")] == [
        "C5: first and its second line", "CJ: " + _WORDS]


def test_a_long_note_is_never_broken_after_a_backslash() -> None:
    # Ten words of eight letters and "C:\" fill 93 of a line's 98: the next word
    # would begin the next line, and a line ending in a backslash is Markdown's hard
    # line break, the backslash lost. The word after it stays on its line.
    text = " ".join(["abcdefgh"] * 10 + ["C:\\"] + ["abcdefgh"] * 250)
    assert len(text) > MAX_LINE
    record, found = read_lin(_MD + _AUCTION + "nt|" + text + "|")
    assert found == []
    hand, _ = convert_record(record, "hand")
    said = [line for line in hand.splitlines() if line.startswith("> ")]
    assert len(said) > 20
    assert [line for line in said if line.endswith("\\")] == []
    assert said[0] == "> " + " ".join(["abcdefgh"] * 10 + ["C:\\", "abcdefgh"])
    again, problems = parse(hand)
    assert problems == []
    lin, dropped = convert_record(again, "lin")
    assert dropped == [] and f"|nt|{text}|" in lin

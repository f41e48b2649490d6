"""Commentary over several lines and under a trick, written to LIN and PBN: a
paragraph's lines are one LIN `nt`; a trick's commentary is PBN commentary on lines
of its own after the trick's row, apart from its last card's note, and read back so."""

from __future__ import annotations

from notation_deals import HANDS_COMPASS

from bridgebook.interop.commentary import pbn_commentary
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

HEAD = """\
deal 1: commentary
laws: contract-rubber
dealer: N
""" + HANDS_COMPASS + """> N has **thirteen
> tricks** on top.
>
> A second paragraph.
auction: 7NT pass pass pass
play:
1. E: S7 S3 S2 SA{the *ace*}
> E leads **the
> seven**.
2. N: SK S8 S4 C2
claim: N the rest
"""


def test_lin_writes_a_paragraph_s_lines_as_one_nt() -> None:
    # Each line its own nt left '**thirteen' and 'tricks**' unpaired: the bold,
    # which LIN cannot hold, leaked as asterisks. Joined, it is left out whole.
    record, problems = parse(HEAD)
    assert problems == []
    lin, _ = convert_record(record, "lin")
    assert "|nt|N has thirteen tricks on top.|nt|A second paragraph.|" in lin
    assert "|pc|SA|nt|the ace|nt|E leads the seven.|pg||" in lin
    assert "*" not in lin


def test_pbn_writes_a_trick_s_commentary_after_its_row_and_reads_it_back() -> None:
    record, problems = parse(HEAD)
    assert problems == []
    pbn, _ = convert_record(record, "pbn")
    assert ("S7 S3 S2 SA {the <i>ace</i>}\n{E leads <b>the\nseven</b>.}\nS8 S4 C2 SK\n"
            in pbn)
    back, problems = read_pbn(pbn)
    assert problems == []
    play = back.deals[0].play
    assert play is not None
    first = play.tricks[0]
    assert first.cards[3].note is not None and first.cards[3].note.text == "the <i>ace</i>"
    assert [n.text for n in first.notes] == ["E leads <b>the\nseven</b>."]
    hand, lost = convert_record(back, "hand")
    assert lost == []
    assert ("1. E: S7 S3 S2 SA{the *ace*}\n> E leads **the\n> seven**.\n2. N: SK S8 S4 C2\n"
            in hand)


def test_a_star_markdown_prints_as_text_stays_text_in_pbn() -> None:
    # '**Lead:***top*' prints '**Lead:**' as text and 'top' in italic; written
    # '**Lead:**<i>top</i>' the PBN note would print 'Lead:' in bold.
    assert pbn_commentary("**Lead:***top*") == "\\*\\*Lead:\\*\\*<i>top</i>"
    assert pbn_commentary("2*3, a * b") == "2*3, a * b"  # text that pairs with nothing


def test_commentary_between_play_and_the_first_trick_is_kept() -> None:
    record, problems = parse(HEAD.replace("play:\n", "play:\n> Before the lead.\n"))
    assert problems == []
    assert [n.text for n in record.deals[0].notes][-1] == "Before the lead."
    hand, _ = convert_record(record, "hand")
    assert "> Before the lead.\n" in hand


def test_lin_writes_a_pbn_trick_s_commentary_after_the_card_played_last() -> None:
    # PBN's rows are in the Play section's columns (E S W N): trick 2's row ends
    # with North's lead, the king. Its commentary goes after the trick's last card
    # played, West's club, not after the lead (LIN's order is the play's).
    from notation_deals import PBN_7NT

    pbn = (PBN_7NT + '7NT Pass Pass Pass\n[Play "E"]\nS7 S3 S2 SA\nS8 S4 C2 SK\n'
           "{North cashes the king}\n*\n")
    record, problems = read_pbn(pbn)
    assert problems == []
    lin, _ = convert_record(record, "lin")
    assert ("|pc|S7|pc|S3|pc|S2|pc|SA|pg||pc|SK|pc|S8|pc|S4|pc|C2|"
            "nt|North cashes the king|pg||") in lin

"""A '}' in commentary written to PBN: braces would end at it, so a comment of one
line is written as PBN's comment to the end of the line (';'), its line ended after
it; one over several lines keeps its braces, its '}' written ')' (P017)."""

from __future__ import annotations

from notation_deals import HANDS_COMPASS, PBN_7NT

from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

PBN = PBN_7NT + """\
7NT ;all {thirteen}
Pass Pass Pass
[Play "E"]
S7 S3 ;a {brace} here
S2 SA ;on the ace }
;the trick's }
S8 S4 H2 SK
*
"""


def test_a_brace_in_a_comment_of_one_line_is_kept() -> None:
    record, problems = read_pbn(PBN)
    assert problems == []
    play = record.deals[0].play
    assert play is not None
    first = play.tricks[0]
    assert [c.note.text if c.note else None for c in first.cards] == [
        None, "a {brace} here", None, "on the ace }"]
    assert [n.text for n in first.notes] == ["the trick's }"]
    pbn, lost = convert_record(record, "pbn")
    assert lost == []
    # Each ';' comment ends its line; S2 and SA, W's and N's cards, go on the next.
    assert pbn.endswith('[Auction "N"]\n7NT ;all {thirteen}\nPass Pass Pass\n'
                        '[Play "E"]\nS7 S3 ;a {brace} here\nS2 SA ;on the ace }\n'
                        ";the trick's }\nS8 S4 H2 SK\n*\n")
    again, problems = read_pbn(pbn)
    assert problems == [] and again.deals[0].play is not None
    assert [[(c.card, c.note.text if c.note else None) for c in t.cards]
            for t in again.deals[0].play.tricks] == [
        [(c.card, c.note.text if c.note else None) for c in t.cards] for t in play.tricks]


def test_a_brace_in_commentary_over_lines_is_written_as_a_bracket() -> None:
    hand = PBN_HAND + "> first line }\n> second line\n2. N: SK S8 S4 H2\n"
    record, problems = parse(hand)
    assert problems == []
    pbn, lost = convert_record(record, "pbn")
    assert "S7 S3 S2 SA\n{first line )\nsecond line}\nS8 S4 H2 SK\n" in pbn
    (told,) = lost
    assert told.code == "P017" and (told.span is not None and told.span.line == 1)
    assert told.message == ("PBN cannot hold a '}' in commentary over several lines (braces "
                            "end at it, a ';' comment at the line's end): written as ')' in "
                            "'first line }\\nsecond line'")


PBN_HAND = """\
deal 1: braces
laws: contract-rubber
dealer: N
""" + HANDS_COMPASS + """auction: 7NT pass pass pass
play:
1. E: S7 S3 S2 SA
"""

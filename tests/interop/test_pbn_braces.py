"""A '}' in commentary written to PBN: braces would end at it, so a comment of one
line is written as PBN's comment to the end of the line (';'), its line ended after
it; one over several lines keeps its braces, its '}' written ')' (P017)."""

from __future__ import annotations

from notation_deals import HANDS_COMPASS, PBN_7NT, PBN_DEAL

from bridgebook.checking import check_text
from bridgebook.diagnostics import Severity
from bridgebook.interop.convert import convert_record
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

from .said import placed

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


# A '}' inside braces: PBN ends the comment at it, and the text after it up to the
# line's next '}' is stray. It is said once, where it stands, and read as part of the
# comment: never as a card or a call, so nothing else follows from it.
PLAY_STRAY = PBN_7NT.replace('[Result ""]', '[Result "13"]') + """\
7NT Pass Pass Pass
[Play "E"]
S7 S3 S2 SA {a brace } here}
S8 S4 H2 SK
S9 S5 + SQ
"""


def test_a_stray_brace_in_the_play_is_one_message_and_no_card() -> None:
    record, problems = read_pbn(PLAY_STRAY)
    # 'here}' starts at column 24 of line 10 (after "S7 S3 S2 SA {a brace } ").
    assert placed(problems) == [
        "10:24 P013 'here}' after the commentary's closing '}' is stray: a comment in "
        "braces ends at its first '}' (the text is read here as part of the comment)"]
    assert problems[0].hint == ("a '}' cannot stand inside a {...} comment; PBN offers a "
                                "';' comment, to the line's end, that may hold one")
    play = record.deals[0].play
    assert play is not None
    # Four cards a row, as written: E S W N; the third row's W is the '+', the play
    # goes on from there unrecorded (no P047: nothing follows the row of the '+').
    assert [[c.card.code for c in t.cards] for t in play.tricks] == [
        ["S7", "S3", "S2", "SA"], ["S8", "S4", "H2", "SK"], ["S9", "S5", "SQ"]]
    assert play.tricks[0].cards[3].note is not None
    assert play.tricks[0].cards[3].note.text == "a brace } here"
    # One message on the brace; and the note that the play stops at the '+' (it goes
    # on unrecorded, no one claimed: L010, not a problem)
    assert [(d.code, d.severity) for d in check_text(PLAY_STRAY, "stray.pbn").diagnostics] == [
        ("L010", Severity.INFO), ("P013", Severity.ERROR)]


def test_a_stray_brace_in_the_auction_is_not_a_call() -> None:
    text = PBN_7NT + "7NT Pass {a brace } here} Pass\nPass\n"
    record, problems = read_pbn(text)
    assert placed(problems) == [
        "8:21 P013 'here}' after the commentary's closing '}' is stray: a comment in "
        "braces ends at its first '}' (the text is read here as part of the comment)"]
    auction = record.deals[0].auction
    assert auction is not None and len(auction.calls) == 4
    assert auction.calls[1].note == "a brace } here"


def test_a_stray_brace_between_tags_is_one_message_not_skipped_text() -> None:
    text = ('[Board "1"]\n[Dealer "N"] {a } b c} [Vulnerable "None"]\n{on a } line}\n'
            + PBN_DEAL + '[Auction "N"]\n7NT Pass Pass Pass\n')
    record, problems = read_pbn(text)
    # 'b c}' from column 19 of line 2 ('[Dealer "N"]' is 12 characters, '{a }' 14 to
    # 17); 'line}' from column 9 of line 3. No P014 (text skipped) as well.
    assert [(d.code, d.line, d.column, d.message.split(" after")[0]) for d in problems] == [
        ("P013", 2, 19, "'b c}'"), ("P013", 3, 9, "'line}'")]
    assert [n.text for n in record.deals[0].notes] == ["a } b c", "on a } line"]


def test_a_stray_brace_after_commentary_over_lines() -> None:
    text = PBN_7NT + "7NT Pass Pass Pass\n[Play \"E\"]\nS7 S3 S2 SA {first\nsecond } more}\n"
    record, problems = read_pbn(text)
    assert [(d.code, d.line, d.column) for d in problems] == [("P013", 11, 10)]
    play = record.deals[0].play
    assert play is not None and len(play.tricks) == 1
    note = play.tricks[0].cards[3].note
    assert note is not None and note.text == "first\nsecond } more"


def test_a_brace_then_a_comment_or_another_brace_is_not_stray() -> None:
    # A '}' after a '{' or in a ';' comment is read as PBN reads it: no P013.
    text = PBN_7NT + "7NT Pass {one} {two} Pass ;three } here\nPass\n"
    record, problems = read_pbn(text)
    assert problems == []
    auction = record.deals[0].auction
    assert auction is not None and auction.calls[1].note == "one two"

"""Where a note was written decides how its marks are read on the way out: LIN's own
text goes back to LIN as it was, a .hand note's backslash is text, and the book
notation's ``!S`` shorthand is a suit."""

from __future__ import annotations

import json

from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

_MD = "md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"


def test_lin_commentary_goes_back_to_lin_as_it_was() -> None:
    # LIN has no Markdown: '*' and '_' are the writer's characters, nothing is lost.
    record, found = read_lin(_MD + "nt|the *only* lead is a_b_c or __x__ with !SA|")
    assert found == []
    lin, dropped = convert_record(record, "lin")
    assert dropped == []
    assert "nt|the *only* lead is a_b_c or __x__ with !SA|" in lin


def _hand(note: str) -> str:
    return ("deal 1\ndealer: N\nN: S—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n"
            f"> {note}\n")


def test_a_hand_notes_backslash_is_text_in_lin() -> None:
    record, found = parse(_hand("Saved in C:\\SAVES, then the ♠K"))
    assert found == []
    lin, _ = convert_record(record, "lin")
    assert "nt|Saved in C:\\SAVES, then the !SK|" in lin


def test_the_book_notations_suit_shorthand_is_pbns_suit() -> None:
    record, found = parse(_hand("lead the !SK, not \\!HK nor `!DK`; !Stop"))
    assert found == []
    pbn, _ = convert_record(record, "pbn")
    assert "{lead the \\SK, not \\!HK nor `!DK`; !Stop}" in pbn


_PBN = ('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432... .AKQJT98765432.. '
        '..AKQJT98765432. ...AKQJT98765432"]\n{<strong>Defense.</strong> the *only* play, '
        '\\SQ and ♠K}\n')


def test_pbn_to_json_to_pbn_writes_the_commentary_once() -> None:
    # The way through JSON writes the note's marks anew ('<strong>' as '<b>', '♠' as
    # '\\S'): it is still the note PBN wrote after the Deal tag, written once, as it was.
    record, _ = read_pbn(_PBN)
    data, _ = convert_record(record, "json")
    again = read_json(json.loads(data))
    assert [n.text for n in again.deals[0].notes] == [
        "**Defense.** the *only* play, ♠Q and ♠K"]
    pbn, _ = convert_record(again, "pbn")
    assert pbn.count("{") == 1
    assert "{<strong>Defense.</strong> the *only* play, \\SQ and ♠K}" in pbn


def test_json_says_the_bold_it_cannot_hold() -> None:
    # Markdown's '**' cannot close after ')' before 'y': the words are kept, the bold
    # is said lost (P017) at the card's note, as the book notation says it.
    record, _ = read_pbn('[Board "1"]\n[Dealer "N"]\n[Deal "N:AKQJT98765432... '
                         '.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'
                         '[Declarer "E"]\n[Contract "7S"]\n[Play "S"]\nSK {A <b>(x)</b>y}\n')
    data, dropped = convert_record(record, "json")
    assert json.loads(data)["deals"][0]["play"][0][0]["note"] == "A (x)y"
    assert [(d.code, d.span.line if d.span else None) for d in dropped] == [("P017", 7)]
    assert "<b>" in dropped[0].message
    _, said = convert_record(record, "hand")  # (and the Auction tag it has no key for)
    assert [d.message for d in said if "<b>" in d.message] == [dropped[0].message]


def test_separate_pbn_comments_are_separate_paragraphs_in_the_notation() -> None:
    # Three comments of the deal, after three tags (the second over two lines), and
    # two of trick 1, on lines apart: each prints as a paragraph of its own (PBN's
    # reading, JSON's notes), so the notation writes '>' alone between them.
    import json

    from notation_deals import PBN_7NT

    from bridgebook.interop.json_out import read_json
    from bridgebook.interop.pbn import read_pbn

    pbn = ('[Event "Two notes"] ; first note\n'
           + PBN_7NT.replace('[Deal', '{second note\nover two lines}\n[Deal', 1)
           .replace('[Result ""]\n', '[Result ""]\n{third note}\n')
           + '7NT Pass Pass Pass\n[Play "E"]\nS7 S3 S2 SA\n{the ace\nwins}\n{a second}\n*\n')
    record, problems = read_pbn(pbn)
    assert problems == []
    deal_notes = "> first note\n>\n> second note\n> over two lines\n>\n> third note\n"
    trick_notes = "1. E: S7 S3 S2 SA\n> the ace\n> wins\n>\n> a second\n"
    hand, _ = convert_record(record, "hand")
    assert deal_notes in hand and trick_notes in hand
    json_text, _ = convert_record(record, "json")
    again = read_json(json.loads(json_text))
    assert [n.text for n in again.deals[0].notes] == [
        "first note", "second note\nover two lines", "third note"]
    from_json, _ = convert_record(again, "hand")
    assert deal_notes in from_json and trick_notes in from_json
    # the notation's paragraphs back to PBN: one comment, a blank line between them
    book, problems = parse(hand)
    assert problems == []
    back, _ = convert_record(book, "pbn")
    assert "{first note\n\nsecond note\nover two lines\n\nthird note}\n" in back

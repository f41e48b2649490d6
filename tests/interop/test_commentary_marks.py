"""Commentary's marks across formats: PBN's ``\\S`` and ``<b>``/``<i>``, the book
notation's suit symbols and ``**``/``*``, BBO's ``!S`` in LIN. Each conversion
writes the target's own marks, and the way back gives the source's text again."""

from __future__ import annotations

import re

from bridgebook.checking import read_record
from bridgebook.interop.commentary import book_commentary, pbn_commentary
from bridgebook.interop.convert import convert_record
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Deal, Note
from bridgebook.render.env import PbnText, markdown_inline
from bridgebook.syntax import parse

from .test_real_files import REAL, VALID

ABS = "Rick-Wilson__bridge-wrangler__ABS2-2.pbn"


def _notes(deal: Deal) -> list[Note]:
    notes = list(deal.notes)
    if deal.play is not None:
        for trick in deal.play.tricks:
            notes += list(trick.notes) + [c.note for c in trick.cards if c.note is not None]
    return notes


def test_pbn_marks_become_the_book_notations_and_back() -> None:
    text = "<b>Defense.</b> East leads the \\SQ (<i>top of a sequence</i>), not the \\S4."
    book = "**Defense.** East leads the ♠Q (*top of a sequence*), not the ♠4."
    assert book_commentary(text) == (book, [])
    assert pbn_commentary(book) == text


def test_what_is_no_mark_stays_as_written() -> None:
    # Code is printed as written; '\\\\S' is Markdown's escaped backslash and an S;
    # '\\Sx' (before a small letter) is no suit; a tag never closed is text; so is
    # a tag closed only in the next paragraph.
    text = "`\\S <b>` \\\\S \\Sx <i>open <b>a\n\nb</b>"
    assert book_commentary(text) == (text, [])
    # The tags' words keep their spaces, outside the marks: ' x ' is bold 'x'.
    assert book_commentary("a <B> x </B> b") == ("a  **x**  b", [])


def test_a_mark_markdown_cannot_place_is_left_out_and_said() -> None:
    # '**' before '(' inside a word opens nothing in Markdown: the words are kept.
    assert book_commentary("1S<b>(five)</b> and <i>more</i>") == (
        "1S(five) and *more*", ["<b>"])


def test_the_book_notations_own_text_stays_text_in_pbn() -> None:
    # In a .hand note '\\S' and '<b>' are text: PBN gets them escaped, so that they
    # are not read as its marks; a '*' that opens nothing stays a '*'.
    assert pbn_commentary("C:\\SAVES <b> 2*3 and ♣s") == "C:\\\\SAVES \\<b> 2*3 and ♣s"
    assert pbn_commentary("***both*** __bold__ _it_") == (
        "<i><b>both</b></i> <b>bold</b> <i>it</i>")


def test_every_real_pbn_note_prints_the_same_in_the_book_notation_and_comes_back() -> None:
    count = 0
    for name in VALID:
        if not name.endswith(".pbn"):
            continue
        record, _ = read_record(REAL / name)
        for deal in record.deals:
            for note in _notes(deal):
                book, lost = book_commentary(note.text)
                assert lost == []
                assert markdown_inline(book) == markdown_inline(PbnText(note.text)), note.text
                assert pbn_commentary(book) == note.text
                count += 1
    assert count > 2000


def test_a_pbn_lesson_to_the_book_notation_and_back() -> None:
    record, _ = read_record(REAL / ABS)
    hand, _ = convert_record(record, "hand")
    assert "<b>" not in hand and "<i>" not in hand and "\\" not in hand
    assert "> **Defense.** East leads the ♠Q, highest touching honor of a sequence. West\n" \
        in hand
    assert "> If East overcalls 1♠, South should instead double (*negative double*) to\n" \
        in hand
    again, found = parse(hand)
    assert found == []
    pbn, dropped = convert_record(again, "pbn")
    assert dropped == []
    source = (REAL / ABS).read_text(encoding="utf-8").replace("\r\n", "\n")
    first = source[source.index("{<b>Bidding.</b> North"):]
    first = first[:first.index("}") + 1]
    assert first in pbn


def test_lin_reads_bbos_suits_as_symbols() -> None:
    record, found = read_lin("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
                             "mb|1S!|an|5+ !S, !Stop|mb|p|mb|p|mb|p|nt|West leads the !HA|")
    assert found == []
    deal = record.deals[0]
    assert [n.text for n in deal.notes] == ["West leads the ♥A"]
    assert deal.auction is not None and deal.auction.calls[0].note == "5+ ♠, !Stop"
    lin, dropped = convert_record(record, "lin")
    assert dropped == []
    assert "an|5+ !S, !Stop|" in lin and "nt|West leads the !HA|" in lin
    hand, _ = convert_record(record, "hand")
    assert "> West leads the ♥A\n" in hand and "1♠! (5+ ♠, !Stop)" in hand


def test_pbn_to_lin_to_pbn_keeps_the_suits_of_the_commentary() -> None:
    record, _ = read_pbn('[Board "1"]\n[Dealer "N"]\n{East leads the \\SQ; \\H and \\D next.}\n'
                         '[Auction "N"]\n1S Pass Pass Pass\n')
    lin, _ = convert_record(record, "lin")
    assert "nt|East leads the !SQ; !H and !D next.|" in lin
    pbn, _ = convert_record(read_lin(lin)[0], "pbn")
    assert "{East leads the \\SQ; \\H and \\D next.}" in pbn


def test_the_real_lin_files_explanations_come_back_as_written() -> None:
    # example1.lin explains its calls in BBO's suits ('an|Michaels -- 5+ !S; ...|'):
    # read as symbols, written back as BBO wrote them.
    name = "dominicprice__endplay__example1.lin"
    source = (REAL / name).read_text(encoding="utf-8")
    record, _ = read_record(REAL / name)
    lin, _ = convert_record(record, "lin")
    explained = re.findall(r"\|an\|([^|]*)\|", source)
    assert len(explained) > 20 and any("!S" in e for e in explained)
    # (LIN's text is written on one line, its spaces single)
    assert re.findall(r"\|an\|([^|]*)\|", lin) == [" ".join(e.split()) for e in explained]
    notes = [c.note for d in record.deals if d.auction for c in d.auction.calls if c.note]
    assert "!" not in "".join(notes) and "♠" in "".join(notes)


def test_a_calls_commentary_goes_with_the_call_and_nothing_is_said_lost() -> None:
    record, _ = read_pbn('[Board "1"]\n[Dealer "N"]\n[Auction "N"]\n'
                         '1S {five spades} Pass Pass Pass\n')
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert "auction: 1♠ (five spades) pass pass pass\n" in hand


def test_the_notation_s_escaped_brackets_are_written_to_pbn_as_the_brackets() -> None:
    # '(or more\)' is the notation's escape of a call note's own ')' and '\}' of a
    # card note's '}': Markdown prints both as the bracket. PBN has no such escape
    # (endplay shows the backslash): the PBN note is the bracket as it prints.
    from notation_deals import HANDS_COMPASS

    hand = ("deal 1\nlaws: contract-duplicate\ndealer: N\n" + HANDS_COMPASS
            + "auction: 7NT (seven (or more\\)) pass pass pass\n"
            "play:\n1. E: S7 S3 S2 SA{on the ace \\} a brace}\n")
    record, problems = parse(hand)
    assert problems == []
    pbn, lost = convert_record(record, "pbn")
    assert lost == []
    assert '[Note "1:seven (or more)"]' in pbn
    assert "S7 S3 S2 SA ;on the ace } a brace\n" in pbn
    assert "\\" not in pbn
    back, problems = read_pbn(pbn)
    assert problems == []
    again, _ = convert_record(back, "hand")
    assert "7NT (seven (or more\\)) pass pass pass\n" in again
    assert "1. E: S7 S3 S2 SA{on the ace \\} a brace}\n" in again


def test_an_escaped_bracket_that_keeps_a_link_away_stays_escaped() -> None:
    # '[a]\(b)' prints '[a](b)' as text; '[a](b)' would print a link.
    assert pbn_commentary("[a]\\(b) and (c\\)") == "[a]\\(b) and (c)"

"""LIN's text going to the book notation, JSON and PBN, and back: it has no marks
(BBO shows a ``*``, a ``_``, a ``#`` as typed), so it is escaped where Markdown would
read a mark and prints as typed; BBO's ``@S`` is a suit as ``!S`` is; an empty
``nt`` is no note; a card's several ``nt`` are the lines of its note, kept; and a
play row of no card keeps its commentary in every target."""

from __future__ import annotations

import json

from notation_deals import LIN_MD

from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin, suits
from bridgebook.interop.pbn import read_pbn
from bridgebook.model import Card, HandRecord
from bridgebook.render.env import PbnText, markdown_inline
from bridgebook.render.views import paragraphs
from bridgebook.syntax import parse

from .said import nt_items, placed, read_clean_lin
from .test_real_files import REAL

# The board of LIN_MD: 1H 2H 4H by East, South leads the ♣5: West ♣3, North ♣A, East ♣J.
_MD = LIN_MD
_AUCTION = "mb|1H|an|2* or **more**|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|mb|p|"
_LIN = (_MD + "nt|# not a heading|" + _AUCTION + "nt|> [lead](x) _low_|pc|c5|"
        "nt|5@Ss and 4@D|nt|second `line`|pc|c3|nt||pc|cA|pc|cJ|pg||mc|10|")
_HANDS = ("S: S—J, 5; H—9; D—A, 10, 8, 6, 2; C—Q, 8, 7, 5, 2\n"
          "W: S—K, Q, 10, 9, 4; H—A, K, 7, 3; D—Q, 4; C—9, 3\n"
          "N: S—8, 7, 2; H—Q, 10, 5; D—J, 9, 7; C—A, 10, 6, 4\n"
          "E: S—A, 6, 3; H—J, 8, 6, 4, 2; D—K, 5, 3; C—K, J\n")


def _read() -> HandRecord:
    return read_clean_lin(_LIN)


def test_lin_text_goes_to_the_book_notation_escaped_and_prints_as_typed() -> None:
    hand, dropped = convert_record(_read(), "hand")
    # the nt before the first call has no place inside the notation's auction: the
    # deal's commentary, said at its text (md and sv 64 characters, 'nt|' 3)
    assert placed(dropped) == [
        "1:68 P017 the book notation has no place for commentary among the calls: "
        "LIN's nt before the first call is kept as the deal's commentary"]
    # each nt a paragraph; every mark Markdown would read escaped; the card's two nt
    # two braces; the empty nt after the ♣3 no note ('C3{}' before)
    assert ("> \\# not a heading\n>\n> \\> \\[lead](x) \\_low\\_\n"
            "auction: 1♥ (2\\* or \\*\\*more\\*\\*) pass 2♥ pass 4♥ pass pass pass\n"
            "play:\n1. S: C5{5♠s and 4♦}{second \\`line\\`} C3 CA CJ\n") in hand
    again, found = parse(hand)
    assert found == []
    deal = again.deals[0]
    # printed as typed: no heading, quote, link, italic, bold or code
    assert [str(markdown_inline(n.text)) for n in deal.notes if n.text] == [
        "# not a heading", "&gt; [lead](x) _low_"]
    assert deal.auction is not None and deal.auction.calls[0].note is not None
    assert str(markdown_inline(deal.auction.calls[0].note)) == "2* or **more**"
    assert deal.play is not None
    note = deal.play.tricks[0].cards[0].note
    assert note is not None and str(markdown_inline(note.text)) == (
        '5<span class="spades">♠</span>s and 4<span class="diamonds">♦</span>\n'
        "second `line`")
    assert deal.play.tricks[0].cards[1].note is None


def test_lin_to_the_book_notation_to_lin_gives_the_same_text() -> None:
    hand, _ = convert_record(_read(), "hand")
    again, _ = parse(hand)
    lin, dropped = convert_record(again, "lin")
    assert dropped == []  # nothing lost: the escapes are Markdown's, not the words'
    assert nt_items(lin) == ["# not a heading", "> [lead](x) _low_", "5♠s and 4!D",
                        "second `line`"]
    assert "mb|1H|an|2* or **more**|" in lin
    assert "pc|C5|nt|5♠s and 4!D|nt|second `line`|pc|C3|pc|CA|" in lin


def test_lin_to_json_to_lin_gives_the_same_text() -> None:
    data, dropped = convert_record(_read(), "json")
    assert dropped == []
    deal = json.loads(data)["deals"][0]
    assert deal["notes"] == ["\\# not a heading", "\\> \\[lead](x) \\_low\\_"]
    assert deal["auction"]["calls"][0]["note"] == "2\\* or \\*\\*more\\*\\*"
    assert [c["note"] for c in deal["play"][0]] == [
        "5♠s and 4♦\nsecond \\`line\\`", None, None, None]
    lin, dropped = convert_record(read_json(json.loads(data)), "lin")
    assert dropped == []
    assert "an|2* or **more**|" in lin
    assert "pc|C5|nt|5♠s and 4!D|nt|second `line`|pc|C3|" in lin
    assert nt_items(lin)[:2] == ["# not a heading", "> [lead](x) _low_"]


def test_lin_text_goes_to_pbn_so_that_it_prints_as_typed() -> None:
    pbn, dropped = convert_record(_read(), "pbn")
    assert dropped == []
    # LIN's 'nt' before the first call before it in the Auction section, the one
    # after the auction the deal's comment
    assert '[Auction "E"]\n{\\# not a heading}\n1H =1= Pass' in pbn
    assert "{\\> \\[lead](x) \\_low\\_}\n" in pbn
    assert '[Note "1:2\\* or \\*\\*more\\*\\*"]' in pbn
    again, found = read_pbn(pbn)
    assert found == []
    calls = again.deals[0].auction.calls  # type: ignore[union-attr]
    assert calls[0].note is not None
    assert str(markdown_inline(PbnText(calls[0].note))) == "2* or **more**"
    # and back to LIN as it was
    lin, dropped = convert_record(again, "lin")
    assert dropped == [] and "an|2* or **more**|" in lin
    assert nt_items(lin)[:2] == ["# not a heading", "> [lead](x) _low_"]


def test_a_lin_deal_prints_its_text_as_typed() -> None:
    deal = _read().deals[0]
    assert [str(markdown_inline(text)) for text in paragraphs(deal.notes)] == [
        "# not a heading", "&gt; [lead](x) _low_"]


def test_bbos_at_shorthand_is_a_suit() -> None:
    # BBO's vugraph commentators write '@S' for ♠ (usbf_sf_14502.lin: '5@Ss and 3@Hs',
    # '3@S-P-4@S-DBL-P-5@D', 'the K@C', 'big @s fit'); a name or an address is not one
    assert suits("5@Ss and 3@Hs, 3@S-P-4@S-DBL-P-5@D, the K@C, big @s fit") == (
        "5♠s and 3♥s, 3♠-P-4♠-DBL-P-5♦, the K♣, big ♠ fit")
    assert suits("@Hamman, bob@site.org, @Stop") == "@Hamman, bob@site.org, @Stop"
    record, _ = read_lin(_MD + "mb|1S|an|5@S, 4@h|mb|p|mb|p|mb|p|")
    assert record.deals[0].auction.calls[0].note == "5♠, 4♥"  # type: ignore[union-attr]
    lin, _ = convert_record(record, "lin")
    assert "an|5!S, 4!H|" in lin


def test_bbos_shorthand_in_small_letters_is_a_suit() -> None:
    # BBO reads its '!S' in either case ('1!c-2!h', '!sK'); not before a small letter
    # ('!hello'), nor after a letter but a rank ('this!so', 'yes!s'; 'K!s' is ♠K).
    assert suits("1!c-2!h; 3N-4!s, !sK !hQ, K!s, 10!d.") == "1♣-2♥; 3N-4♠, ♠K ♥Q, K♠, 10♦."
    assert suits("this!so, yes!s, !hello, !s!") == "this!so, yes!s, !hello, ♠!"
    record, _ = read_lin(_MD + "mb|1S|an|5!s, 4!h|mb|p|mb|p|mb|p|nt|lead the !dA, this!so|")
    deal = record.deals[0]
    assert deal.auction.calls[0].note == "5♠, 4♥"  # type: ignore[union-attr]
    assert [n.text for n in deal.notes] == ["lead the ♦A, this!so"]
    lin, lost = convert_record(record, "lin")
    assert lost == [] and "an|5!S, 4!H|" in lin and "nt|lead the !DA, this!so|" in lin
    # As BBO's vugraph writes them (usbf_sf_14502.lin, boards 49 and 50).
    real = (REAL / "forrestrice__bridge-bots__usbf_sf_14502.lin").read_text(encoding="utf-8")
    said = {(d.number, c.note) for d in read_lin(real)[0].deals
            for c in (d.auction.calls if d.auction else ()) if c.note}
    assert {(49, "5♠-4♥"), (50, "3♥"), (50, "3-card ♥ support")} <= said


def test_small_shorthand_typed_as_text_is_said_going_to_lin() -> None:
    # The book notation prints '!s' as typed; BBO would show it as ♠: said (P017).
    record, found = parse("deal 1\ndealer: N\n" + _HANDS + "> type !s or !S; this!so\n"
                          "auction: 1♠ pass pass pass\n")
    assert found == []
    lin, lost = convert_record(record, "lin")
    assert "nt|type !s or !S; this!so|" in lin
    assert [d.message for d in lost] == [
        "LIN has no escape: !s typed as text is shown by BBO as the suit"]


def test_an_empty_nt_is_no_note() -> None:
    record, found = read_lin(_MD + "nt||" + _AUCTION + "pc|c5|nt| |pc|c3|pc|cA|nt||"
                             "pc|cJ|pg||mc|10|nt||")
    assert found == []
    deal = record.deals[0]
    assert deal.notes == ()
    assert deal.play is not None and all(c.note is None for c in deal.play.tricks[0].cards)
    hand, dropped = convert_record(record, "hand")
    assert dropped == [] and "1. S: C5 C3 CA CJ\n" in hand and "{" not in hand


_NO_LEAD = ("deal 1\ndealer: E\n" + _HANDS + "auction: 1♥ pass 2♥ pass 4♥ pass pass pass\n"
            "play:\n1. S: ... {no lead: a *quiz*}\n")


def test_a_row_of_no_card_keeps_its_commentary_in_the_book_notation() -> None:
    record, found = parse(_NO_LEAD)
    assert found == []
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    # led by South, the opening leader: the row as it was, its note under it
    assert hand.endswith("play:\n1. S: ...\n> no lead: a *quiz*\n")
    again, found = parse(hand)
    assert found == []
    play = again.deals[0].play
    assert play is not None and [n.text for n in play.tricks[0].notes] == [
        "no lead: a *quiz*"]


def test_a_row_of_no_card_keeps_its_commentary_through_json() -> None:
    record, _ = parse(_NO_LEAD)
    data, dropped = convert_record(record, "json")
    assert dropped == []
    deal = json.loads(data)["deals"][0]
    assert deal["play"] == [] and deal["trick_notes"] == {"1": ["no lead: a *quiz*"]}
    again = read_json(json.loads(data))
    hand, dropped = convert_record(again, "hand")
    assert dropped == [] and hand.endswith("play:\n1. S: ...\n> no lead: a *quiz*\n")


def test_a_row_of_no_card_after_a_trick_is_led_by_its_winner() -> None:
    record, _ = parse(_NO_LEAD.replace("1. S: ... {", "1. S: C5 C3 CA CJ\n2. N: ... {"))
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert hand.endswith("1. S: C5 C3 CA CJ\n2. N: ...\n> no lead: a *quiz*\n")


def test_a_row_of_no_card_is_the_deals_commentary_in_lin_and_pbn() -> None:
    record, _ = parse(_NO_LEAD)
    lin, dropped = convert_record(record, "lin")
    # after the auction, where an nt is the deal's; LIN has no italic (said)
    assert lin.endswith("mb|p|mb|p|mb|p|pg||nt|no lead: a quiz|\n")
    assert placed(dropped) == [
        "9:11 P017 LIN's commentary has no italic: * left out, the words kept"]
    pbn, dropped = convert_record(record, "pbn")
    assert dropped == []
    assert "{no lead: a <i>quiz</i>}\n" in pbn
    assert [n.text for n in read_pbn(pbn)[0].deals[0].notes] == [
        "no lead: a <i>quiz</i>"]


def test_a_row_of_no_card_with_no_seat_to_lead_is_the_deals_commentary() -> None:
    # no auction: no seat is known to lead, so the note is the deal's
    record, found = parse("deal 1\ndealer: E\n" + _HANDS + "play:\n1. S: ... {no lead}\n")
    assert found == []
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert "> no lead\n" in hand and "play:" not in hand


def test_several_braces_on_a_card_are_the_lines_of_its_note() -> None:
    record, found = parse("deal 1\ndealer: E\n" + _HANDS
                          + "auction: 1♥ pass 2♥ pass 4♥ pass pass pass\n"
                          "play:\n1. S: C5{fourth best}{from Q8752} C3 ... {a}{b}\n")
    assert found == []
    play = record.deals[0].play
    assert play is not None
    trick = play.tricks[0]
    assert [(c.card, c.note.text if c.note else None) for c in trick.cards] == [
        (Card.C5, "fourth best\nfrom Q8752"), (Card.C3, "a\nb")]
    assert trick.notes == ()  # the braces after '...' are the last card's, once
    lin, dropped = convert_record(record, "lin")
    assert dropped == []
    assert "pc|C5|nt|fourth best|nt|from Q8752|pc|C3|nt|a|nt|b|" in lin


def test_a_notes_own_closing_bracket_is_escaped_and_comes_back() -> None:
    # a call's ')' and a card's '}' would end the note: Markdown's '\)' and '\}' print
    # the bracket and do not; a backslash ending the note doubled ('\\', printed '\')
    record, found = read_lin(_MD + "mb|1H|an|5+ (forcing) C:\\|mb|p|mb|2H|mb|p|mb|4H|"
                             "mb|p|mb|p|mb|p|pc|c5|nt|from {Q8752} C:\\|pc|c3|pc|cA|pc|cJ|"
                             "pg||mc|10|")
    assert found == []
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert "auction: 1♥ (5+ (forcing\\) C:\\\\) pass 2♥" in hand
    assert "1. S: C5{from {Q8752\\} C:\\\\} C3 CA CJ\n" in hand
    again, found = parse(hand)
    assert found == []
    deal = again.deals[0]
    assert deal.auction is not None and deal.auction.calls[0].note is not None
    assert str(markdown_inline(deal.auction.calls[0].note)) == "5+ (forcing) C:\\"
    assert deal.play is not None and deal.play.tricks[0].cards[0].note is not None
    assert str(markdown_inline(deal.play.tricks[0].cards[0].note.text)) == (
        "from {Q8752} C:\\")
    lin, dropped = convert_record(again, "lin")
    assert dropped == []
    assert "an|5+ (forcing) C:\\|" in lin and "pc|C5|nt|from {Q8752} C:\\|pc|C3|" in lin


def test_the_notations_escaped_bracket_does_not_end_a_note() -> None:
    record, found = parse("deal 1\ndealer: E\n" + _HANDS
                          + "auction: 1♥ (5+ (forcing\\)) pass 2♥ pass 4♥ pass pass pass\n"
                          "play:\n1. S: C5{from \\{Q8752\\}} C3 CA CJ\n")
    assert found == []
    deal = record.deals[0]
    assert deal.auction is not None and len(deal.auction.calls) == 8
    assert deal.auction.calls[0].note == "5+ (forcing\\)"
    assert deal.play is not None and deal.play.tricks[0].cards[0].note is not None
    assert deal.play.tricks[0].cards[0].note.text == "from \\{Q8752\\}"
    assert [c.note for c in deal.play.tricks[0].cards[1:]] == [None, None, None]


def test_a_notes_opening_bracket_is_escaped_and_comes_back() -> None:
    # the notation's reader takes the brackets opening a note ('{{x}' is "x"): an
    # opening bracket of LIN's text is escaped, '\(' or '\{', printed as typed
    record, _ = read_lin(_MD + "mb|1H|an|(5+) forcing|mb|p|mb|2H|mb|p|mb|4H|mb|p|mb|p|"
                         "mb|p|pc|c5|nt|{Q8752} fourth best|pc|c3|pc|cA|pc|cJ|pg||mc|10|")
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert "auction: 1♥ (\\(5+\\) forcing) pass" in hand
    assert "1. S: C5{\\{Q8752\\} fourth best} C3" in hand
    again, found = parse(hand)
    assert found == []
    lin, dropped = convert_record(again, "lin")
    assert dropped == []
    assert "an|(5+) forcing|" in lin and "pc|C5|nt|{Q8752} fourth best|pc|C3|" in lin

"""Commentary and a call's explanation written to LIN as bridgebook prints them: the
marks LIN cannot show left out and each named as it was written (P017), what LIN
can show kept (a tag PBN prints as text, a backslash, a suit), and a call's
explanation converted between PBN, LIN and the book notation as commentary is."""

from __future__ import annotations

import json
import re

from bridgebook.interop.convert import convert_record
from bridgebook.interop.json_out import read_json
from bridgebook.interop.lin import read_lin
from bridgebook.interop.pbn import read_pbn
from bridgebook.syntax import parse

from .said import nt_items, placed
from .test_real_files import REAL

_HANDS = ("N: S—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n"
          "E: H—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n"
          "S: D—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n"
          "W: C—A, K, Q, J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n")
_DEAL = '[Deal "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432"]\n'


def test_the_book_notations_note_goes_to_lin_as_it_prints() -> None:
    # '\!S' prints "!S" and '\\S' prints "\S" (Markdown's escapes): LIN has no escape,
    # so the backslashes go; the "!S" typed as text BBO would show as ♠ (said); the
    # bold (** and __), the italic and the code are left out, each named as typed.
    record, found = parse("deal 1\ndealer: N\n" + _HANDS + "> **Lead:** type \\!S for a "
                          "spade, \\\\S is text, __both__ *and* `C:\\S` with **♠**\n"
                          "auction: 1♠ pass pass pass\n")
    assert found == []
    lin, dropped = convert_record(record, "lin")
    assert nt_items(lin) == ["Lead: type !S for a spade, \\S is text, both and C:\\S with !S"]
    assert placed(dropped) == [
        "7:1 P017 LIN's commentary has no bold, italic or code: *, **, __, ` left out, "
        "the words kept; LIN has no escape: !S typed as text is shown by BBO as the suit"]


def test_pbn_commentary_goes_to_lin_as_it_prints() -> None:
    # bridgebook prints <u>, <br> and an <i> never closed as text (docs/publishing.md),
    # and a Markdown **raw** in PBN's note as bold: the text is kept, the bold
    # left out and named; PBN's \\S is "\S" printed; \S then x a spade before an x,
    # which BBO's !Sx would not show: the symbol is kept.
    record, found = read_pbn('[Board "1"]\n[Dealer "N"]\n' + _DEAL + "{<b>Lead:</b> "
                             "<u>under</u> <b>\\S</b>x **raw** <br> <i>open \\\\S}\n")
    assert found == []
    lin, dropped = convert_record(record, "lin")
    assert nt_items(lin) == ["Lead: <u>under</u> ♠x raw <br> <i>open \\S"]
    assert placed(dropped) == [
        "4:1 P017 LIN's commentary has no bold: **, <b> left out, the words kept"]
    # read back, the note prints as it did, less its bold
    assert [n.text for n in read_lin(lin)[0].deals[0].notes] == [
        "Lead: <u>under</u> ♠x raw <br> <i>open \\S"]


def test_lins_own_text_is_kept_as_it_was() -> None:
    record, _ = read_lin("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
                         "mb|1S|an|2* or **more** !S|mb|p|mb|p|mb|p|nt|a \\!S <b>x</b>|")
    lin, dropped = convert_record(record, "lin")
    assert dropped == []
    assert "an|2* or **more** !S|" in lin and "nt|a \\!S <b>x</b>|" in lin


_PBN = ('[Board "1"]\n[Dealer "N"]\n' + _DEAL + '[Auction "N"]\n'
        "1S {five <i>spades</i>, \\S} Pass =1= Pass Pass\n"
        '[Note "1:<b>weak</b>"]\n')


def test_a_pbn_calls_explanation_is_converted_as_commentary_is() -> None:
    record, found = read_pbn(_PBN)
    assert found == []
    calls = record.deals[0].auction.calls  # type: ignore[union-attr]
    assert [(c.note, c.note_origin) for c in calls[:2]] == [
        ("five <i>spades</i>, \\S", "pbn"), ("<b>weak</b>", "pbn")]
    hand, dropped = convert_record(record, "hand")
    assert dropped == []
    assert "auction: 1♠ (five *spades*, ♠) pass (**weak**) pass pass\n" in hand
    lin, dropped = convert_record(record, "lin")
    # PBN's commentary after 1S is LIN's commentary after it, 'nt'; the note =1= on
    # the pass its explanation, 'an'
    assert "mb|1S|nt|five spades, !S|mb|p|an|weak|" in lin
    assert placed(dropped) == [
        "5:1 P017 LIN's commentary has no bold or italic: <b>, <i> left out, "
        "the words kept"]
    data, dropped = convert_record(record, "json")
    assert dropped == []
    notes = [c["note"] for c in json.loads(data)["deals"][0]["auction"]["calls"]]
    assert notes == ["five *spades*, ♠", "**weak**", None, None]


def test_the_notations_explanation_goes_to_pbn_and_lin_in_their_marks() -> None:
    record, found = parse("deal 1\ndealer: N\n" + _HANDS
                          + "auction: 1♠ (five *spades*, ♠x) pass (C:\\SAVES) pass pass\n")
    assert found == []
    pbn, dropped = convert_record(record, "pbn")
    assert dropped == []
    # the notation's backslash is text: PBN's \S would be a spade, so it is escaped
    assert '[Note "1:five <i>spades</i>, ♠x"]\n[Note "2:C:\\\\SAVES"]' in pbn
    assert read_pbn(pbn)[0].deals[0].auction.calls[0].note == (  # type: ignore[union-attr]
        "five <i>spades</i>, ♠x")
    lin, dropped = convert_record(record, "lin")
    assert "an|five spades, ♠x|mb|p|an|C:\\SAVES|" in lin
    assert placed(dropped) == [
        "7:10 P017 LIN's commentary has no italic: * left out, the words kept"]


def test_lins_explanation_goes_to_pbn_and_the_notation_with_its_suits() -> None:
    record, _ = read_lin("md|1SAKQJT98765432,HAKQJT98765432,DAKQJT98765432,|"
                         "mb|1S!|an|5+ !S|mb|p|mb|p|mb|p|")
    assert record.deals[0].auction.calls[0].note_origin == "lin"  # type: ignore[union-attr]
    pbn, _ = convert_record(record, "pbn")
    assert '[Note "1:5+ \\S"]' in pbn
    hand, _ = convert_record(record, "hand")
    assert "auction: 1♠! (5+ ♠) pass pass pass" in hand
    # and through JSON, the notation's Markdown, back to LIN as it was
    data, _ = convert_record(record, "json")
    lin, dropped = convert_record(read_json(json.loads(data)), "lin")
    assert dropped == [] and "mb|1S!|an|5+ !S|" in lin


def test_the_white_suit_symbols_go_to_lin_as_bbo_s_shorthand() -> None:
    # ♤ ♡ ♢ ♧ are suits as ♠ ♥ ♦ ♣ are: BBO's !S !H !D !C, but before a small letter
    # ("♡x", a small heart, is text to BBO as "!Hx" is not): the symbol kept.
    record, found = parse("deal 1\ndealer: N\n" + _HANDS + "> lead the ♤Q from ♢KQ, not ♡x; "
                          "♧ and ♠\nauction: 1♠ pass pass pass\n")
    assert found == []
    lin, dropped = convert_record(record, "lin")
    assert dropped == []
    assert nt_items(lin) == ["lead the !SQ from !DKQ, not ♡x; !C and !S"]


_MD = ("md|1S9642H765DJTCQJ93,SK3HKQ8DKQ972CA84,SQJTHA432D8643CK2,SA875HJT9DA5CT765|"
       "sv|n|")


def test_an_explained_call_not_alerted_is_written_without_the_alert() -> None:
    record, found = read_lin(_MD + "mb|1N|an|15-17|mb|p|mb|p|mb|2C!|an|Stayman|mb|p|mb|p|"
                             "mb|p|")
    assert found == []
    lin, dropped = convert_record(record, "lin")
    assert dropped == []
    assert "mb|1N|an|15-17|mb|p|mb|p|mb|2C!|an|Stayman|mb|p|mb|p|mb|p|" in lin
    hand, _ = convert_record(record, "hand")
    assert "auction: 1NT (15-17) pass pass 2♣! (Stayman) pass pass pass\n" in hand
    # the notation's explanation without '!' goes to LIN and back without one
    lin, dropped = convert_record(parse(hand)[0], "lin")
    assert "mb|1N|an|15-17|mb|p|mb|p|mb|2C!|an|Stayman|" in lin
    assert "auction: 1NT (15-17) pass pass 2♣! (Stayman)" in convert_record(
        read_lin(lin)[0], "hand")[0]


def test_a_real_lin_file_to_lin_keeps_every_calls_alert_as_read() -> None:
    source = (REAL / "forrestrice__bridge-bots__usbf_sf_14502.lin").read_text()
    lin, _ = convert_record(read_lin(source)[0], "lin")
    # each 'mb' in the file and in the rewrite, in order: its alert is its '!'
    before = [call.endswith("!") for call in re.findall(r"mb\|([^|]*)\|", source)]
    after = [call.endswith("!") for call in re.findall(r"mb\|([^|]*)\|", lin)]
    # 340 calls, 20 alerted; 7 others explained but not alerted stay so
    assert len(before) == 340 and sum(before) == 20
    assert len(re.findall(r"mb\|[^|!]*\|an\|", source)) == 7
    assert len(re.findall(r"mb\|[^|!]*\|an\|", lin)) == 7
    assert after == before


def test_a_fence_of_tildes_goes_to_lin_as_a_fence_of_backticks_does() -> None:
    # '~~~' starts a block of code as '```' does (the one table of what starts a block
    # at a line's start): LIN has no code, so each fence is left out, the words kept,
    # and said (it went to LIN as typed, "~~~ fenced ~~~", unsaid).
    for fence in ("~~~", "```"):
        record, found = parse("deal 1\ndealer: N\n" + _HANDS + f"> {fence}\n> fenced\n"
                              f"> {fence}\nauction: 1♠ pass pass pass\n")
        assert found == []
        lin, dropped = convert_record(record, "lin")
        assert nt_items(lin) == ["fenced"]
        assert placed(dropped) == [
            f"7:1 P017 LIN's commentary has no code: {fence} left out, the words kept"]

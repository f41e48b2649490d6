"""Which ``.txt`` is the book notation and which a printed book's text: the notation
when its first line that is not blank, a ``#`` comment, ``>`` commentary nor a ``key: value``
line is a ``deal`` line (any the notation reads) or a hand by its seat, its suits
in any of the notation's forms (``Z: S—…``, ``Z: S K Q J…``, ``Z: [S] KQJ…``); a book's
text otherwise, keys' lines at its head included."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from click.testing import CliRunner

from bridgebook.checking import check_file
from bridgebook.checking.report import CheckResult
from bridgebook.checking.text import _printed, reader_of
from bridgebook.cli import main

from .book import cell, generate, later, swap

ROOT = Path(__file__).resolve().parent.parent.parent
PRINTED = sorted((ROOT / "tests" / "data").rglob("*.txt"))
#: Lines a transcriber may put at the head of a book's text: each opens with a word
#: that is also one of the notation's keys.
HEADS = ["Source: Elwell, Bridge (1906), p. 41", "Score: love-all, rubber game.",
         "Title: Bridge", "Date: 1906", "Event: a rubber at the Whist Club",
         "Players: Elwell and Foster", "Lead: the fourth best", "Board: 99",
         "Game: the rubber game", "Position: as printed",
         "Title: Bridge\nAuthor: J. B. Elwell\nRelease date: 1906"]
HAND = ("Z: S—A, 7, 5; H—8, 6, 4, 3; D—Q, 3; C—K, Q, J, 9\n"
        "A: S—K, Q, J, 9, 2; H—J, 10, 9; D—7, 5; C—8, 7, 6\n"
        "Y: S—4, 3; H—A, Q, 2; D—K, J, 10, 8, 4; C—A, 10, 2\n"
        "B: S—10, 8, 6; H—K, 7, 5; D—A, 9, 6, 2; C—5, 4, 3\n"
        "make: Z passes the make; Y declares no trump\n")
#: Every form of a deal's line the notation reads.
DEAL_LINES = ["deal", "deal: The hold-up", "deal 3 The hold-up", "deal 3a: The hold-up",
              "deal 3: The hold-up", "Deal 3", "DEAL no. 3: The hold-up", "deal #3"]


def _seen(result: CheckResult) -> tuple[list[tuple[int, str | None, object]],
                                        list[tuple[str, int, int, str]]]:
    """A check's deals (number, title, hands) and problems (code, place, message)."""
    return ([(r.deal.ident, r.deal.title, [(h.seat, [(x.suit, x.cards) for x in h.holdings])
                                           for h in r.deal.hands]) for r in result.deals],
            [(d.code, d.line, d.column, d.message) for d in result.diagnostics])


def _both(tmp_path: Path, text: str) -> tuple[CheckResult, CheckResult]:
    """The text checked as a ``.txt`` and as a ``.hand``."""
    txt, hand = tmp_path / "x.txt", tmp_path / "x.hand"
    txt.write_text(text, encoding="utf-8")
    hand.write_text(text, encoding="utf-8")
    return check_file(txt), check_file(hand)


@pytest.mark.parametrize("book", PRINTED, ids=lambda p: p.name)
@pytest.mark.parametrize("head", HEADS)
def test_a_books_text_headed_by_a_keys_word_stays_printed(book: Path, head: str,
                                                          tmp_path: Path) -> None:
    text = book.read_text(encoding="utf-8")
    assert reader_of(book, text.splitlines()) is _printed
    headed = tmp_path / "headed.txt"
    headed.write_text(f"{head}\n\n{text}", encoding="utf-8")
    assert reader_of(headed, headed.read_text(encoding="utf-8").splitlines()) is _printed
    plain, read = _seen(check_file(book)), _seen(check_file(headed))
    shift = head.count("\n") + 2
    assert read[0] == plain[0]
    # (P021, a file with no hand, is told at the file's first line.)
    assert read[1] == [(c, line + (shift if c != "P021" else 0), col, m)
                       for c, line, col, m in plain[1]]


def test_the_printed_layouts_give_their_hand_under_a_source_line(tmp_path: Path) -> None:
    # The hand 99 of each layout, with no problem, as without the line.
    for book in ("elwell-layout.txt", "later-layout.txt"):
        text = (ROOT / "tests" / "data" / "printed" / book).read_text(encoding="utf-8")
        headed = tmp_path / book
        headed.write_text(f"{HEADS[0]}\n\n{text}", encoding="utf-8")
        result = check_file(headed)
        assert [r.deal.ident for r in result.deals] == [99]
        assert result.diagnostics == []
        out = CliRunner().invoke(main, ["import", str(headed), "-o", str(tmp_path / "x.hand")])
        assert out.exit_code == 0, out.output
        assert "1 hand written" in out.output


def test_a_misprint_under_a_score_line_is_told_at_its_printed_place(tmp_path: Path) -> None:
    # A's ♣3 at trick 2 printed ♣5 (A holds no ♣5): L001 at the card, two lines down
    # for the 'Score:' line and the blank line above the book's text.
    text = later(generate(2)[1])
    line, column = cell(text, 2, "A")
    book = tmp_path / "book.txt"
    book.write_text("Score: eight to nothing against the dealer.\n\n"
                    + swap(text, line, " 3♣ ", " 5♣ "), encoding="utf-8")
    [misprint] = [d for d in check_file(book).diagnostics if d.code == "L001"]
    assert (misprint.line, misprint.column) == (line + 2, column)
    assert misprint.message == "♣5 by A at trick 2: A does not hold it"


@pytest.mark.parametrize("deal", DEAL_LINES)
@pytest.mark.parametrize("head", ["", "# typed in the notation\n\n", "> The hold-up.\n",
                                  "laws: whist-club-1897\n\n",
                                  "source: Foster\nlaws: portland-1904\n\n"])
def test_a_txt_in_the_notation_is_read_as_the_notation(deal: str, head: str,
                                                       tmp_path: Path) -> None:
    text = f"{head}{deal}\nlaws: whist-club-1897\n{HAND}"
    assert reader_of("x.txt", text.splitlines()) is None
    as_txt, as_hand = _both(tmp_path, text)
    assert _seen(as_txt) == _seen(as_hand)
    assert len(as_txt.deals) == 1 and as_txt.errors == 0


def test_a_txt_with_no_deal_line_is_the_notation_by_its_first_hand(tmp_path: Path) -> None:
    text = f"laws: whist-club-1897\ndealer: Z\n\n{HAND}"
    as_txt, as_hand = _both(tmp_path, text)
    assert _seen(as_txt) == _seen(as_hand)
    assert len(as_txt.deals) == 1 and as_txt.errors == 0


#: The forms of a hand by its seat in docs/notation.md's "Hands", as templates of the
#: seat and its four suits' ranks (spades first, each a string of ranks: "A75"): the
#: laws' style with a dash, a hyphen or a colon, suit words; the suit rows' markers
#: (letters, [S], symbols filled or outline), ranks by spaces or run together.
FORMS = ["{}: S—{}; H—{}; D—{}; C—{}", "{}: S-{}; H-{}; D-{}; C-{}",
         "{}: S: {}; H: {}; D: {}; C: {}", "{}: Spades—{}; Hearts—{}; Diamonds—{}; Clubs—{}",
         "{}: S {}; H {}; D {}; C {}", "{}: [S] {}; [H] {}; [D] {}; [C] {}",
         "{}: ♠ {}; ♥ {}; ♦ {}; ♣ {}", "{}: ♤{} ♡{} ♢{} ♧{}"]


def _in_form(form: str) -> str:
    """HAND with its four hands in ``form``: the laws' style's ranks by commas, the
    suit rows' by spaces, run together after an outline symbol or a '[S]' ('[S] A75')."""
    lines = []
    for line in HAND.splitlines():
        seat, _, rest = line.partition(": ")
        if seat not in "ZAYB":
            lines.append(line)
            continue
        suits = [part.strip()[2:].replace(",", "").split() for part in rest.split(";")]
        by = (", " if "—" in form or "-{}" in form or ": {}" in form[3:]
              else "" if "♤" in form or "[S]" in form else " ")
        lines.append(form.format(seat, *[by.join(ranks) for ranks in suits]))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("form", FORMS)
def test_a_txt_is_the_notation_by_its_first_hand_in_any_form(form: str,
                                                             tmp_path: Path) -> None:
    text = "laws: whist-club-1897\n" + _in_form(form)
    assert reader_of("x.txt", text.splitlines()) is None
    as_txt, as_hand = _both(tmp_path, text)
    assert _seen(as_txt) == _seen(as_hand)
    assert len(as_txt.deals) == 1 and as_txt.errors == 0
    # the hands as HAND gives them, whatever the form
    assert _seen(as_txt)[0] == _seen(_both(tmp_path, HAND)[1])[0]


def _hand_blocks() -> list[tuple[str, str]]:
    blocks = []
    for page in [*sorted((ROOT / "docs").glob("*.md")), ROOT / "README.md"]:
        text = page.read_text(encoding="utf-8")
        blocks += [(f"{page.name}:{text[: m.start()].count(chr(10)) + 1}", m.group(1))
                   for m in re.finditer(r"^```hand\n(.*?)^```$", text, re.M | re.S)]
    return blocks


@pytest.mark.parametrize(("where", "block"), _hand_blocks(), ids=lambda v: v[:30])
def test_every_hand_of_the_docs_reads_alike_as_a_txt(where: str, block: str,
                                                     tmp_path: Path) -> None:
    as_txt, as_hand = _both(tmp_path, block)
    assert as_txt.deals, where
    assert _seen(as_txt) == _seen(as_hand), where


def test_the_printed_page_of_the_docs_reads_each_way() -> None:
    # docs/printed.md: the book's text read as printed, keys' lines at its head or
    # not; the notation 'import' writes of it, kept in a .txt, as the notation.
    page = (ROOT / "docs" / "printed.md").read_text(encoding="utf-8")
    book, notation = re.findall(r"^```text\n(.*?)^```$", page, re.M | re.S)
    for head in ("", f"{HEADS[0]}\n\n", f"{HEADS[1]}\n"):
        assert reader_of("hand99.txt", (head + book).splitlines()) is _printed
    assert reader_of("hand99.txt", notation.splitlines()) is None


@pytest.mark.parametrize("keep", [True, False])
def test_keys_lines_past_the_first_bytes_read_do_not_decide(keep: bool,
                                                          tmp_path: Path) -> None:
    # The first 8,192 bytes tell a file that is text; a .txt is told the notation or
    # a book's text by its lines read until they decide, not by those bytes: keys'
    # lines up to there, a 'dealer:' line cut after 'deal' by them, then the book.
    head = "Source: x\n" * 818 + "Date: 1\n"
    assert len(head.encode()) + len("deal") == 8192
    text = later(generate(2)[1])
    book, plain = tmp_path / "book.txt", tmp_path / "plain.txt"
    book.write_text(f"{head}dealer: the one who deals\n\n{text}", encoding="utf-8")
    plain.write_text(text, encoding="utf-8")
    read = check_file(book, keep=keep)
    assert read.deal_count == 1 and read.errors == 0
    if keep:
        assert _seen(read)[0] == _seen(check_file(plain))[0]
    # And the notation whose 'deal' line comes after as many keys' lines.
    notes = tmp_path / "notes.txt"
    notes.write_text(f"{head}\ndeal 3: The hold-up\n{HAND}", encoding="utf-8")
    read = check_file(notes, keep=keep)
    assert read.deal_count == 1 and read.errors == 0
    if keep:
        assert [r.deal.ident for r in read.deals] == [3]


@pytest.mark.parametrize("keep", [True, False])
def test_a_txt_is_read_once_and_a_long_one_as_it_is_checked(
        keep: bool, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A .txt in the notation is checked from the bytes read to tell its kind, never
    # read whole a second time; one longer than the stream's size is not read whole
    # at all, and one longer than the most read is refused unread.
    import bridgebook.checking.files as files

    text = f"deal 3: The hold-up\nlaws: whist-club-1897\n{HAND}"
    notes = tmp_path / "notes.txt"
    notes.write_text(text, encoding="utf-8")
    expected = _seen(check_file(notes, keep=keep))
    read_bytes, opened = Path.read_bytes, []

    def counted(self: Path) -> bytes:
        opened.append(self.name)
        return read_bytes(self)

    monkeypatch.setattr(Path, "read_bytes", counted)
    assert _seen(check_file(notes, keep=keep)) == expected
    assert opened == ["notes.txt"]
    opened.clear()
    monkeypatch.setattr(files, "STREAM_BYTES", 10)
    assert _seen(check_file(notes, keep=keep))[1] == expected[1]
    assert opened == []
    monkeypatch.setattr(files, "MAX_FILE_BYTES", 10)
    size = notes.stat().st_size
    assert _seen(check_file(notes, keep=keep)) == ([], [
        ("P011", 1, 1, f"the file is {size} bytes; hand records are read up to 10 bytes")])
    assert opened == []

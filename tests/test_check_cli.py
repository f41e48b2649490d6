"""``bridgebook check`` on paths that hold no record, and on unreadable files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from click.testing import CliRunner
from notation_deals import HANDS_1905

from bridgebook.checking import check_file, decode_text
from bridgebook.cli import main

HAND = "Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"


def test_empty_folder_is_a_usage_error(tmp_path: Path) -> None:
    (tmp_path / "notes.txt").write_text(HAND, encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert out.exit_code == 2
    assert f"no hand records (.hand, .pbn, .lin) in {tmp_path}" in out.output


def test_upper_case_ending_is_found(tmp_path: Path) -> None:
    (tmp_path / "x.HAND").write_text(HAND, encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(tmp_path)])
    assert out.exit_code == 0, out.output
    assert "1 file, 1 deal" in out.output


def test_empty_file_warns_and_strict_fails(tmp_path: Path) -> None:
    empty = tmp_path / "empty.hand"
    empty.write_text("", encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(empty)])
    assert out.exit_code == 0
    assert "P021 warning: the file holds no deal" in out.output
    assert CliRunner().invoke(main, ["check", "--strict", str(empty)]).exit_code == 1


def test_keys_and_commentary_hold_no_deal(tmp_path: Path) -> None:
    """A file of only keys, or only commentary, with no 'deal' line holds no deal,
    as an empty file does: the same P021 and no deal counted. Under a numbered
    'deal' line the deal is counted and said to give nothing."""
    keys = tmp_path / "keys.hand"
    keys.write_text("laws: laws-1905\ntitle: x\n", encoding="utf-8")
    notes = tmp_path / "notes.hand"
    notes.write_text("> just commentary\n", encoding="utf-8")
    numbered = tmp_path / "numbered.hand"
    numbered.write_text("deal 1\nlaws: laws-1905\n", encoding="utf-8")
    for path in (keys, notes):
        out = CliRunner().invoke(main, ["check", str(path)])
        assert out.exit_code == 0
        assert f"{path}:1:1: P021 warning: the file holds no deal\n" in out.output
        assert out.output.endswith("1 file, 0 deals: 0 errors, 1 warning\n")
        assert CliRunner().invoke(main, ["check", "--strict", str(path)]).exit_code == 1
    out = CliRunner().invoke(main, ["check", str(numbered)])
    assert "P021 warning: the file's 1 deal gives no hands, auction or play" in out.output
    assert out.output.endswith("1 file, 1 deal: 0 errors, 1 warning\n")


def test_binary_file_is_one_message(tmp_path: Path) -> None:
    binary = tmp_path / "photo.hand"
    binary.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 20)
    out = CliRunner().invoke(main, ["check", str(binary)])
    assert out.exit_code == 1
    assert out.output.count(": P") == 1 and "P022 not a text file" in out.output


def test_huge_line_excerpt_is_cut(tmp_path: Path) -> None:
    big = tmp_path / "big.hand"
    big.write_text("Z: S—A, K, Q*" + " 2" * 75_000 + "\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(big)])
    assert max(len(line) for line in out.output.splitlines()) < 400


def test_tabs_are_expanded_in_the_excerpt_and_the_caret_follows() -> None:
    from bridgebook.diagnostics import make
    from bridgebook.model import Span
    from bridgebook.report import format_diagnostic

    d = make("P002", "not a rank: 'IO' in spades", Span(1, 6, 1, 8))
    out = format_diagnostic(d, ["Z:\tS—IO, 9"]).splitlines()
    assert out[0].startswith("<text>:1:6:")  # columns count characters: the tab is one
    assert out[1] == "    Z:      S—IO, 9"
    assert out[2] == "    " + " " * 10 + "^^"


def test_replay_columns_stay_put_when_a_ten_is_played(tmp_path: Path) -> None:
    record = tmp_path / "ten.hand"
    record.write_text(
        "laws: laws-1905\n" + HANDS_1905 +
        "make: Z no trump\nplay:\n1. A: CK CQ C2 CA\n2. Z: SA S7 S3 S2\n"
        "3. Z: SK S10 S4 C3\nclaim: Z the rest\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["replay", str(record)])
    assert out.exit_code == 0, out.output
    rows = [line for line in out.output.splitlines() if "won by" in line]
    assert len(rows) == 3
    assert rows[2].startswith("  3. Z ♠K   A ♠10  Y ♠4   B ♣3")
    assert len({row.index("won by") for row in rows}) == 1


def test_analyse_of_a_folder_with_no_records_is_a_usage_error(tmp_path: Path) -> None:
    out = CliRunner().invoke(main, ["analyse", "--no-cache", str(tmp_path)])
    assert out.exit_code == 2
    assert "no hand records" in out.output


def test_bridgebook_json_is_checked_deal_by_deal(tmp_path: Path) -> None:
    import json

    top = Path(__file__).resolve().parent.parent
    runner = CliRunner()
    for name in ("deals/01-the-hints-no-trump", "examples/mistakes"):
        target = tmp_path / (Path(name).name + ".json")
        made = runner.invoke(main, ["convert", str(top / "hands" / f"{name}.hand"),
                                    "-o", str(target)])
        assert made.exit_code == 0, made.output
    clean = runner.invoke(main, ["check", str(tmp_path / "01-the-hints-no-trump.json")])
    assert clean.exit_code == 0, clean.output
    assert "1 file, 1 deal: 0 errors" in clean.output
    wrong = runner.invoke(main, ["check", "--json", str(tmp_path / "mistakes.json")])
    assert wrong.exit_code == 1
    found = json.loads(wrong.output[: wrong.output.rindex("}") + 1])["diagnostics"]
    # The same deal as the book-notation file: the ♣Q in two hands, E's revoke at
    # trick 5, the wrong result; JSON has no lines, so each names its deal only.
    assert [(d["code"], d["deal"], d["line"]) for d in found] == [
        ("D001", 1, 1), ("L003", 1, 1), ("L008", 1, 1)]
    (tmp_path / "bad.json").write_text('{"schema": 3}', encoding="utf-8")
    bad = runner.invoke(main, ["check", str(tmp_path / "bad.json")])
    assert bad.exit_code == 1
    assert "P013 not a bridgebook JSON record" in bad.output


PBN_GAME = ('[Event "x"]\n[Board "1"]\n[Dealer "N"]\n'
            '[Deal "N:AKQJ.AKQJ.AKQJ.A T987.T987.T987.K 6543.6543.6543.Q 2.2.2.JT98765432"]\n')
LIN_GAME = "pn|a,b,c,d|md|1SAKQJHAKQJDAKQJCA,ST987HT987DT987CK,S6543H6543D6543CQ,|\n"


def test_a_byte_order_mark_opens_a_pbn_or_lin_file_as_it_opens_a_hand_file(
        tmp_path: Path) -> None:
    # Editors on Windows save UTF-8 with a mark in front; the book notation took it
    # off, PBN read it as text after a tag (P014) and LIN as an item (P013).
    for name, text in [("a.pbn", PBN_GAME), ("b.pbn", "% PBN 2.1\n" + PBN_GAME),
                       ("c.lin", LIN_GAME)]:
        path = tmp_path / name
        path.write_bytes(b"\xef\xbb\xbf" + text.encode())
        for strict in ([], ["--strict"]):
            out = CliRunner().invoke(main, ["check", *strict, str(path)])
            assert out.exit_code == 0, out.output
            assert "1 file, 1 deal: 0 errors, 0 warnings" in out.output


def test_the_text_report_of_a_json_record_names_the_deal(tmp_path: Path) -> None:
    # A JSON record has no lines: without the deal, 'x.json:1:1:' does not say which
    # of its deals is wrong.
    top = Path(__file__).resolve().parent.parent
    runner = CliRunner()
    hand = tmp_path / "two.hand"
    deals = (top / "hands" / "deals").glob("0[12]-*.hand")
    hand.write_text("\n".join(p.read_text(encoding="utf-8") for p in sorted(deals))
                    .replace("result: the dealer wins six tricks; A B win the odd trick",
                             "result: the dealer wins seven tricks"), encoding="utf-8")
    target = tmp_path / "two.json"
    assert runner.invoke(main, ["convert", str(hand), "-o", str(target)]).exit_code == 0
    out = runner.invoke(main, ["check", str(target)])
    assert out.exit_code == 1
    assert f"{target}:1:1: L008 deal 2: the result says" in out.output, out.output


def test_one_latin_1_line_in_a_utf_8_file_leaves_the_other_lines_utf_8(
        tmp_path: Path) -> None:
    # A name typed in Latin-1 into a UTF-8 record: reading the whole file as
    # Windows-1252 turned every '—' into 'â€”' and every hand into P001 and P002.
    path = tmp_path / "mixed.hand"
    path.write_bytes("title: Zoë's hand\n".encode("latin-1") + HAND.encode())
    found = check_file(path).diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P023", 1, 10)]
    assert "Zoë's hand" in path.read_bytes().decode("cp1252")
    assert decode_text(path.read_bytes()) == "title: Zoë's hand\n" + HAND


def test_each_parse_problem_names_the_deal_it_falls_in() -> None:
    from bridgebook.checking import check_text

    text = ("what is this\n"           # before the first deal: no deal
            "deal 4\n" + HAND + "?? 1\n"  # line 4, in deal 4
            "deal 7\n" + HAND +
            "deal 9\n" + HAND + "?? 2\n")  # line 9, in deal 9
    found = [(d.code, d.line, d.deal) for d in check_text(text).diagnostics]
    assert found == [("P001", 1, None), ("P001", 4, 4), ("P001", 9, 9)]


def test_a_make_not_understood_is_one_message() -> None:
    from bridgebook.checking import check_text

    top = Path(__file__).resolve().parent.parent
    deal = (top / "hands" / "deals" / "01-the-hints-no-trump.hand").read_text(
        encoding="utf-8")
    # A no-trump deal: with no trump read, the play is replayed as the book gives it.
    # Before: P005, then A004 'A: may I lead? before the trump is declared', B's too,
    # and A011 'the trump is never declared'.
    text = deal.replace("make: Z makes it no trump", "make: Z makes it no trumps, sir")
    found = [(d.code, d.line) for d in check_text(text).diagnostics]
    assert found == [("P005", 20)]


def test_a_json_record_saved_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    runner = CliRunner()
    hand = tmp_path / "one.hand"
    top = Path(__file__).resolve().parent.parent
    hand.write_text((top / "hands" / "deals" / "01-the-hints-no-trump.hand").read_text(
        encoding="utf-8"), encoding="utf-8")
    target = tmp_path / "one.json"
    assert runner.invoke(main, ["convert", str(hand), "-o", str(target)]).exit_code == 0
    target.write_bytes(b"\xef\xbb\xbf" + target.read_bytes())
    out = runner.invoke(main, ["check", str(target)])
    assert out.exit_code == 0, out.output
    assert "1 file, 1 deal: 0 errors, 0 warnings" in out.output


def test_json_of_another_shape_is_p013_not_a_traceback(tmp_path: Path) -> None:
    runner = CliRunner()
    for text in ('[1, 2]', '"x"', '{"schema": "bridgebook-record", "deals": [1]}',
                 '{"schema": "bridgebook-record", "deals": [{"hands": {"N": "AK.-.-.-"}, '
                 '"auction": {"calls": [{"call": 5}], "first": "N"}}]}'):
        path = tmp_path / "odd.json"
        path.write_text(text, encoding="utf-8")
        out = runner.invoke(main, ["check", str(path)])
        assert out.exit_code == 1, (text, out.output)
        assert "P013 not a bridgebook JSON record" in out.output, text
        made = runner.invoke(main, ["convert", str(path), "-o", str(tmp_path / "odd.pbn"),
                                    "--force"])
        assert made.exception is None or isinstance(made.exception, SystemExit), text
        assert "P013" in made.output, text


def test_lesson_is_checked_as_the_build_checks_it(tmp_path: Path) -> None:
    # A lesson's prose is not read as a hand record: only its hand blocks are
    # checked, each problem placed in the lesson's own lines.
    lesson = tmp_path / "lesson.md"
    lesson.write_text("# The make\n\nProse, not a hand.\n\n```hand\n"
                      "Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 6\n```\n",
                      encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(lesson)])
    assert out.exit_code == 1
    assert f"{lesson}:6:49: D001 ♠6 is twice in Z's hand" in out.output
    assert "P001" not in out.output
    assert "1 file, 1 deal: 1 error, 0 warnings" in out.output


def test_clean_lesson_passes(tmp_path: Path) -> None:
    lesson = tmp_path / "lesson.md"
    lesson.write_text(f"# The make\n\n```hand\n{HAND}```\n\n```hand\n{HAND}```\n",
                      encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(lesson)])
    assert out.exit_code == 0, out.output
    assert "1 file, 2 deals: 0 errors, 0 warnings" in out.output


def test_the_problems_folded_into_a_lessons_message_are_placed_in_the_lesson(
        tmp_path: Path) -> None:
    # Z holds B's ♣2 as a fourteenth card: one D001 on it (lesson line 5), and Z's
    # fourteen cards (D002, on Z's line: lesson line 5 too, not the block's line 2)
    # folded into it.
    lesson = tmp_path / "lesson.md"
    lesson.write_text(
        "# A quiz\n\n```hand\nlaws: laws-1905\n"
        "Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A, 2\n"
        "A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K\n"
        "Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q\n"
        "B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2\n```\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["check", str(lesson)])
    assert f"{lesson}:5:51: D001 ♣2 is in Z's hand and in B's hand" in out.output
    assert "and 1 problem that follows from it: D002 5:1" in out.output
    made = CliRunner().invoke(main, ["check", "--json", str(lesson)])
    found = json.loads(made.output[:made.output.rindex("}") + 1])["diagnostics"]
    assert [(f["code"], f["line"], f["column"]) for f in found[0]["folded"]] == [
        ("D002", 5, 1)]


def test_json_names_a_trick_past_a_skipped_row_by_its_printed_number(tmp_path: Path) -> None:
    # Rows 1, 2 and 4: the row printed 4 is the third in the order of play. B's ♣3
    # there renounces with ♥2 still held (trick 3 is not in the record): the message
    # says "trick 4", and so does its JSON `trick`, not 3.
    (tmp_path / "skip.hand").write_text(
        "laws: laws-1905\n" + HANDS_1905 +
        "make: Z no trump\nplay:\n1. A: CK CQ C2 CA\n2. Z: SA S7 S3 S2\n"
        "4. Z: HK H8 H4 C3\nclaim: Z the rest\n", encoding="utf-8")
    out = CliRunner().invoke(main, ["check", "--json", str(tmp_path / "skip.hand")])
    found = json.loads(out.output[: out.output.rindex("}") + 1])["diagnostics"]
    revoke = next(d for d in [*found, *(f for d in found for f in d["folded"])]
                  if d["code"] == "L003")
    assert "at trick 4:" in revoke["message"]
    assert revoke["trick"] == 4


def test_a_pbn_check_loads_no_reader_of_another_format() -> None:
    # The start of a process counts in every check of a file: a PBN file's check loads
    # neither the book notation's grammar and lexer nor a printed text's reader (a
    # message's words shared with the printed table live in a module the check loads
    # anyway).
    pbn = Path(__file__).parent / "data" / "real-files" / "lorserker__ben__1C-P-1D-P-1H-P-1S.pbn"
    others = ("bridgebook.syntax.printed", "bridgebook.syntax.lexer", "bridgebook.syntax.parser")
    code = ("import sys\nfrom click.testing import CliRunner\nimport bridgebook.cli\n"
            f"CliRunner().invoke(bridgebook.cli.main, ['check', {str(pbn)!r}])\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] == 'lark'\n"
            f"             or m.startswith({others!r})))\n")
    loaded = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                            text=True).stdout
    assert loaded.strip() == "[]"

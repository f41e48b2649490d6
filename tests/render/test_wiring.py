"""The stages on a lesson page: the score of the hand, double dummy, the hand viewer."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from bridgebook.build import read_lesson
from bridgebook.checking import check_file
from bridgebook.model import Card, Rank, Seat, Suit

TOP = Path(__file__).resolve().parents[2]
NO_TRUMP = "hands/deals/01-the-hints-no-trump.hand"
HOLDING_UP = "hands/deals/03-holding-up.hand"


def _page(project: Path, text: str) -> tuple[str, str]:
    path = project / "lessons" / "lesson.md"
    path.write_text(text, encoding="utf-8")
    page = read_lesson(path, project)
    assert [d for d in page.lesson.diagnostics if d.severity.value == "error"] == []
    return page.lesson.body, page.lesson.paper_body


def _score_block(body: str) -> str:
    found = re.search(r'<table class="hand-score">.*?</table>', body, re.S)
    assert found is not None, "no score of the hand"
    return found.group(0)


def test_the_score_of_the_hand_under_the_deal(project: Path) -> None:
    """Deal 01: Z plays no trump and Y Z win three by cards: 3 x 12 = 36 below the
    line (1897 laws). Honours at no trump are the aces: Z holds the ace of spades
    and of clubs, B those of hearts and diamonds: aces divided, nothing above."""
    deal = check_file(TOP / NO_TRUMP).deals[0].deal
    aces = {hand.seat: [c for c in hand.cards if c.rank is Rank.ACE] for hand in deal.hands}
    assert sorted(aces[Seat.S]) == sorted([Card.of(Suit.SPADES, Rank.ACE),
                                           Card.of(Suit.CLUBS, Rank.ACE)])
    assert len(aces[Seat.E]) == 2 and not aces[Seat.N] and not aces[Seat.W]
    screen, paper = _page(project, f"```hand file=../{NO_TRUMP}\n```\n")
    for body in (screen, paper):
        block = _score_block(body)
        heads = re.findall(r"<th>([^<]*)</th>", block)
        assert heads == ["Y Z", "A B"]
        above, below = re.findall(r'<tr class="(?:above|below)">(.*?)</tr>', block, re.S)
        assert re.findall(r'"points">(\d+)</span> ([^<]*)<', below) == [("36", "three by cards")]
        assert "points" not in above  # aces divided: no honours
        assert "Whist Club" in block


def test_a_deal_without_its_play_shows_no_score(project: Path) -> None:
    # Deal 01 scores 36 for three by cards (above): with play=no neither the result
    # nor the score that would tell it is shown, on screen or on paper; the diagram
    # and the make are.
    screen, paper = _page(project, f"```hand file=../{NO_TRUMP} play=no\n```\n")
    for body in (screen, paper):
        assert 'class="hand-score"' not in body and "three by cards" not in body
        assert 'class="result"' not in body
        assert 'class="compass' in body


def test_honours_and_a_contract_are_scored_from_the_hands(project: Path) -> None:
    # Deal 03 (1904): four by cards at no trump, 48 below; Y Z hold three aces, 30 above.
    block = _score_block(_page(project, f"```hand file=../{HOLDING_UP}\n```\n")[0])
    assert '"points">48</span> four by cards' in block
    assert '"points">30</span> three aces' in block
    # Deal 05: 4♠ by S made exactly, not vulnerable: 120 below.
    block = _score_block(_page(project, "```hand file=../hands/deals/05-discard-before-trumps"
                                        ".hand\n```\n")[0])
    assert '"points">120</span> 4♠ bid and made' in block


def test_no_score_where_the_deal_cannot_be_scored(project: Path) -> None:
    # Z's hand alone, with a make but no play nor result: no score, no hand viewer.
    body, _ = _page(project, "```hand\nlaws: laws-1905\n"
                    "Z: H—K, 4; D—Q, 6, 2; C—A; S—A, K, Q, 10, 7, 6, 3\n"
                    "make: Z makes it no trump\n```\n")
    assert "hand-score" not in body.split("</style>")[-1]
    assert "handviewer" not in body.split("</style>")[-1]


def test_the_hand_viewer_link_is_plain_and_only_on_screen(project: Path) -> None:
    screen, paper = _page(project, f"```hand file=../{NO_TRUMP}\n```\n")
    links = re.findall(r'<a href="([^"]*)"[^>]*>Open this deal in the BBO hand viewer</a>',
                       screen)
    assert len(links) == 1
    assert links[0].startswith("https://www.bridgebase.com/tools/handviewer.html?lin=")
    assert "bridgebase" not in paper
    assert not re.search(r"<(script|link|img|iframe)[^>]*bridgebase", screen)


def test_analysis_shows_the_table_and_marks_the_costly_card(project: Path) -> None:
    """docs/analysis.md: deal 3's only costly card is A's J♠ at trick 3."""
    screen, paper = _page(project, f"```hand file=../{HOLDING_UP} analysis\n```\n")
    for body in (screen, paper):
        table = re.search(r'<table class="dd-table">.*?</table>', body, re.S)
        assert table is not None
        rows = re.findall(r"<tr><th>(\w)</th>((?:<td>\d+</td>)+)</tr>", table.group(0))
        assert [seat for seat, _ in rows] == ["Y", "Z", "B", "A"]
        assert all(len(re.findall(r"\d+", cells)) == 5 for _, cells in rows)
        # The cell marked, by its suit and the card it shows (on paper a cell carries
        # no data-card: the step-through, which reads it, is the screen's).
        cells = re.findall(r'<td class="(\w+)[^"]*"[^>]*>((?:(?!</td>).)*?)<sub class="cost"',
                           body, re.S)
        assert [(suit, re.sub(r"<[^>]+>", "", shown).lstrip("›")) for suit, shown in cells] \
            == [("spades", "J♠")]
        assert body.count(">−1</sub>") == 1
    marked = re.findall(r'data-card="(\w+)"[^>]*>(?:(?!</td>).)*class="cost"', screen, re.S)
    assert marked == ["SJ"]


def test_analysis_in_the_pdf(project: Path, tmp_path: Path) -> None:
    lesson = project / "lessons" / "dd.md"
    lesson.write_text(f"# Double dummy\n\n```hand file=../{HOLDING_UP} analysis\n```\n",
                      encoding="utf-8")
    out = tmp_path / "dd.pdf"
    subprocess.run([sys.executable, "-m", "bridgebook", "render", str(lesson), "-o", str(out)],
                   check=True, capture_output=True)
    text = subprocess.run(["pdftotext", "-layout", str(out), "-"], check=True,
                          capture_output=True, text=True).stdout
    assert "Double dummy: tricks for each declarer" in text
    assert re.search(r"3\s+›J♠\s*−1", text), text
    assert "The score of the hand" in text and "bridgebase" not in text


def test_endplay_is_loaded_only_for_analysis(project: Path) -> None:
    code = ("import sys; from pathlib import Path; from bridgebook.build import read_lesson;"
            "read_lesson(Path('lessons/l.md'), Path('.'));"
            "print('endplay' in sys.modules)")
    for option, loaded in (("", "False"), (" analysis", "True")):
        (project / "lessons" / "l.md").write_text(f"```hand file=../{HOLDING_UP}{option}\n```\n",
                                                  encoding="utf-8")
        run = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True,
                             text=True, cwd=project)
        assert run.stdout.strip() == loaded


def test_a_lesson_cites_a_deal_of_a_pbn_or_lin_file(project: Path) -> None:
    shutil.copytree(TOP / "hands" / "pbn", project / "hands" / "pbn")
    shutil.copytree(TOP / "hands" / "lin", project / "hands" / "lin")
    body, _ = _page(project, "```hand file=../hands/pbn/bridge-whist-deals.pbn deal=2\n```\n\n"
                    "```hand file=../hands/lin/pbn-spec-example.lin deal=1\n```\n")
    titles = re.findall(r'<span class="deal-title">([^<]*)</span>', body)
    # The LIN deal has no title: it is headed by its place, the lesson's second deal.
    assert titles == ["Going over, and over again", "Deal 2"]
    # The PBN deal is replayed: E W win the odd trick, doubled and redoubled (x 8) at
    # hearts under the 1897 laws: 8 x 8 = 64 below; N S hold simple honours: 16 above.
    assert "South&#39;s hearts, each trick × 8: the adversaries win the odd trick" in body
    assert '"points">64</span> the odd trick' in body
    assert '"points">16</span> simple honours' in body
    # The LIN deal: 5♥ doubled by S, nine tricks: down two, not vulnerable, 300.
    assert '5<span class="hearts">♥</span> doubled by South, two down: 9 tricks' in body
    assert '"points">300</span>' in body
    assert body.count("Open this deal in the BBO hand viewer") == 2
    path = project / "lessons" / "missing.md"
    path.write_text("# Missing\n\n```hand file=../hands/pbn/bridge-whist-deals.pbn deal=99\n"
                    "```\n", encoding="utf-8")
    found = read_lesson(path, project).lesson.diagnostics
    assert [(d.code, d.line) for d in found] == [("R001", 3)]
    assert "no deal '99'" in found[0].message and "1, 2, 3, 4, 5, 6" in found[0].message


def test_analysis_of_a_deal_that_is_not_whole_is_a_warning(project: Path) -> None:
    path = project / "lessons" / "part.md"
    path.write_text("# Part\n\nText.\n\n```hand file=../hands/hints-1897/hints.hand deal=1 "
                    "analysis\n```\n", encoding="utf-8")
    shutil.copytree(TOP / "hands" / "hints-1897", project / "hands" / "hints-1897")
    found = read_lesson(path, project).lesson.diagnostics
    assert [(d.code, d.severity.value, d.line, d.file) for d in found] == [
        ("L014", "warning", 5, "lessons/part.md")]
    assert "four hands" in found[0].message


def _viewer_lin(body: str) -> str:
    from urllib.parse import parse_qs, urlsplit

    (link,) = re.findall(r'<a href="([^"]*)"[^>]*>Open this deal in the BBO hand viewer', body)
    return str(parse_qs(urlsplit(link.replace("&amp;", "&")).query)["lin"][0])


def test_a_page_without_the_play_links_to_no_play(project: Path) -> None:
    # Deal 05 (4♠ by S, eight tricks played, then S claims the rest): with the play
    # shown the link holds its 32 cards and the claim; with play=no the page shows no
    # card played, and neither does the link (no pc, no claim, no trick's
    # commentary), nor does it say it carries the whole play.
    deal = "hands/deals/05-discard-before-trumps.hand"
    shown, _ = _page(project, f"```hand file=../{deal}\n```\n")
    assert _viewer_lin(shown).count("|pc|") == 32 and "|mc|" in _viewer_lin(shown)
    hidden, _ = _page(project, f"```hand file=../{deal} play=no\n```\n")
    lin = _viewer_lin(hidden)
    assert "|pc|" not in lin and "|mc|" not in lin and "|mb|" in lin
    assert "(the whole play)" not in hidden


def test_a_bridge_whist_link_holds_no_trick_commentary(project: Path) -> None:
    # Deal 03 (1904): the make is no auction, so LIN carries no play; the tricks'
    # commentary ("With five cards or more ...", trick 1) is left out of the link
    # rather than written all at once after the make. The deal's own notes stay.
    lin = _viewer_lin(_page(project, f"```hand file=../{HOLDING_UP}\n```\n")[0])
    assert "|pc|" not in lin
    assert "With five cards" not in lin and "holds up a second time" not in lin
    assert "Z has good black cards" in lin


def _stops(body: str) -> str:
    found = re.search(r'<p class="result"><strong>([^<]*)</strong>', body)
    assert found is not None, "no result"
    return found.group(1)


def test_a_play_cut_short_in_a_trick_says_where_it_stops(project: Path) -> None:
    # Board 1 of ABS2-2.pbn: [Play "E"] and the ♠Q alone: East's opening lead, no
    # trick won by either side.
    source = TOP / "tests/data/real-files/Rick-Wilson__bridge-wrangler__ABS2-2.pbn"
    shutil.copy(source, project / "hands" / "abs2-2.pbn")
    body = _page(project, "```hand file=../hands/abs2-2.pbn deal=1\n```\n")[0]
    assert _stops(body) == "The play stops after the opening lead: north-south 0, east-west 0"
    # The same deal, played on: E ♠Q, S ♠2, W ♠4, N ♠A (North's trick); then North
    # leads the ♥J and East plays the ♥2, and the record ends: two cards of trick 2.
    pbn = ('[Dealer "N"]\n[Deal "N:A65.J4.A764.A983 QJT73.9852.K3.Q7 K82.KQT3.T52.642 '
           '94.A76.QJ98.KJT5"]\n[Declarer "N"]\n[Contract "1NT"]\n[Auction "N"]\n'
           '1D 1S X Pass\n1NT AP\n[Play "E"]\nSQ S2 S4 SA\nH2 - - HJ\n')
    (project / "hands" / "short.pbn").write_text(pbn, encoding="utf-8")
    body = _page(project, "```hand file=../hands/short.pbn\n```\n")[0]
    assert _stops(body) == ("The play stops after 2 cards of trick 2: north-south 1, "
                            "east-west 0")
    # in the words of the check's note on it (L010)
    found = read_lesson(project / "lessons" / "lesson.md", project).lesson.diagnostics
    assert [d.message for d in found if d.code == "L010"] == [
        "the play stops after 2 cards of trick 2 with no claim"]

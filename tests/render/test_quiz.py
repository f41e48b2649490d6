"""Quizzes: the answer hidden on screen until the reader asks for it (no script, no
network), gathered at the end of the lesson or the book on paper, and numbered as
the question is, among the lesson's deals."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from playwright.sync_api import Browser

from bridgebook.build import read_lesson

from .conftest import build_in

TOP = Path(__file__).resolve().parents[2]

#: A deal, then a quiz on the hold-up deal (the lesson's second deal), answered at the
#: end; then a second lesson with a quiz answered in place.
FIRST = """# Holding up

```hand file=../hands/deals/04-ruff-in-the-dummy.hand
```

```hand file=../hands/deals/03-holding-up.hand show=Z,Y QUESTION
```

The answer is at the end of the lesson.
""".replace("QUESTION", 'quiz="A leads the king of spades. What should Z play?"')
SECOND = """# Ducking

```hand file=../hands/deals/06-duck-for-the-suit.hand show=S,N id=duck QUESTION
```

```hand answer=duck
```
""".replace("QUESTION", 'quiz="How does South keep the diamonds alive?"')


def _project(root: Path, answers: str | None = None) -> Path:
    shutil.copytree(TOP / "hands" / "deals", root / "hands" / "deals", dirs_exist_ok=True)
    lessons = root / "lessons"
    lessons.mkdir(exist_ok=True)
    (lessons / "01-holding-up.md").write_text(FIRST, encoding="utf-8")
    (lessons / "02-ducking.md").write_text(SECOND, encoding="utf-8")
    toml = 'title = "Quizzes"\n' + (f'[quiz]\nanswers = "{answers}"\n' if answers else "")
    (lessons / "book.toml").write_text(toml, encoding="utf-8")
    return root


def _text(pdf: Path) -> list[str]:
    """The PDF's pages as text, one string a page."""
    text = subprocess.run(["pdftotext", "-layout", str(pdf), "-"], check=True,
                          capture_output=True, text=True).stdout
    return text.split("\f")


def test_a_quiz_is_numbered_among_the_lessons_deals(project: Path) -> None:
    _project(project)
    page = read_lesson(project / "lessons" / "01-holding-up.md", project)
    body, paper = page.lesson.body, page.lesson.paper_body
    titles = re.findall(r'<span class="deal-title">([^<]*)</span>', body.split("<details")[0])
    # The ruff deal keeps its title; the quiz is the lesson's second deal, and is headed
    # by its number, not its title ("The make passed...": it would give the play away).
    assert titles == ["Ruff first, draw trumps after", "Deal 2"]
    # On screen the answer is inside a <details>, headed with the question's number.
    answer = re.search(r'<details class="answer-reveal"><summary>Show the answer to deal 2'
                       r'</summary>(.*?)</details>', body, re.S)
    assert answer is not None
    assert 'class="answer-mark">Answer to deal 2</span>: <span class="deal-title">' \
        in answer.group(1)
    assert 'class="play"' in answer.group(1)
    # On paper the lesson's body has no answer: it is printed apart.
    assert "Answer to deal 2" not in paper and 'class="play"' in paper  # the ruff's play
    assert "Answer to deal 2" in page.lesson.paper_answers


#: A quiz, and its answer written out in full: the deal with its play, a claim, the
#: result and commentary on the deal and on a trick.
HANDS = """laws: laws-1905
Z: S—A, K, Q, J; H—A, K, Q, J; D—A, K, Q, J; C—A
A: S—10, 9, 8, 7; H—10, 9, 8, 7; D—10, 9, 8, 7; C—K
Y: S—6, 5, 4, 3; H—6, 5, 4, 3; D—6, 5, 4, 3; C—Q
B: S—2; H—2; D—2; C—J, 10, 9, 8, 7, 6, 5, 4, 3, 2
make: Z no trump
"""
OWN_ANSWER = f"""# A quiz and a claim

```hand quiz="You are Z. What do you make?" show=Z id=q1
{HANDS}```

Think about it.

```hand answer=q1
{HANDS}play:
1. A: CK CQ C2 CA
> Z wins the first trick with the ace of clubs.
2. Z: SA S7 S3 S2
3. Z: SK S8 S4 C3
claim: Z the rest
result: the dealer wins thirteen tricks; grand slam
> A grand slam, of course.
```
"""


def _words(html: str) -> str:
    return " ".join(re.sub(r"<[^>]+>", " ", html).replace("&#39;", "'").split())


def test_an_answer_block_shows_its_own_record(project: Path) -> None:
    """The answer block's own record, checked as any hand, is the answer: its play,
    the claim, the result and the commentary, on screen and on paper."""
    path = project / "lessons" / "02-quiz.md"
    path.write_text(OWN_ANSWER, encoding="utf-8")
    page = read_lesson(path, project)
    assert page.lesson.diagnostics == []
    answer = re.search(r'<details class="answer-reveal"><summary>Show the answer to deal 1'
                       r'</summary>(.*?)</details>', page.lesson.body, re.S)
    assert answer is not None
    shown = answer.group(1)
    assert [int(n) for n in re.findall(r'<tr class="trick" data-trick="(\d+)">', shown)] \
        == [1, 2, 3]
    words = _words(shown)
    assert "Z wins the first trick with the ace of clubs." in words
    assert ("Z's no trump: the dealer wins seven odd tricks (after trick 3, Z claims the "
            "rest).") in words
    assert "A grand slam, of course." in words
    assert "84 seven by cards" in words
    # The quiz itself still shows Z's hand alone, with no make and no play.
    quiz = page.lesson.body.split("<details")[0]
    assert 'class="play"' not in quiz and "Z declares" not in quiz
    # On paper the same answer, printed after the lesson.
    paper = _words(page.lesson.paper_answers)
    assert "Answer to deal 1" in paper
    assert "Z wins the first trick with the ace of clubs." in paper
    assert "A grand slam, of course." in paper
    assert "after trick 3, Z claims the rest" in paper


def test_an_answer_blocks_record_is_checked_at_the_lessons_lines(project: Path) -> None:
    path = project / "lessons" / "02-quiz.md"
    path.write_text(OWN_ANSWER.replace("2. Z: SA S7 S3 S2", "2. Z: SA S7 S3 SA"),
                    encoding="utf-8")
    page = read_lesson(path, project)
    found = [(d.code, d.line, d.column) for d in page.lesson.diagnostics
             if d.severity.value == "error"]
    # The ace of spades played twice: at its place in the lesson (line 24).
    assert found == [("L002", 24, 16)]


def test_answers_at_the_end_of_each_lesson_in_the_pdf(tmp_path: Path) -> None:
    root = _project(tmp_path)
    result = build_in(root, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    pages = _text(root / "out" / "book.pdf")
    joined = "\n".join(pages)
    one = joined.index("A leads the king of spades. What should Z play?")
    two = joined.index("How does South keep the diamonds alive?")
    first_answer = joined.index("Answer to deal 2")
    second_answer = joined.index("Answer to deal 1")
    # Lesson one: question, then its answer after the lesson's own text; lesson two
    # after that, its answer (written in place with answer=) after its question.
    assert one < joined.index("The answer is at the end of the lesson.") < first_answer < two
    assert two < second_answer
    assert joined.count("Answers") >= 2


def test_answers_gathered_at_the_end_of_the_book(tmp_path: Path) -> None:
    root = _project(tmp_path, answers="book")
    result = build_in(root, "lessons", "-o", "out")
    assert result.exit_code == 0, result.output
    pages = _text(root / "out" / "book.pdf")
    joined = "\n".join(pages)
    # Both questions come before any answer; the answers chapter is in the contents.
    two = joined.index("How does South keep the diamonds alive?")
    assert two < joined.index("Answer to deal 2") < joined.index("Answer to deal 1")
    last = [p for p in pages if "Answer to deal" in p]
    assert last and all("Answers" in p for p in last)
    assert re.search(r"Answers\s*\.*\s*\d+", pages[1]), pages[1]  # the contents


def test_an_unknown_answers_setting_is_refused_at_its_line(tmp_path: Path) -> None:
    root = _project(tmp_path, answers="chapter")
    result = build_in(root, "lessons", "-o", "out")
    assert result.exit_code == 1
    assert re.search(r"book\.toml:3:1: R020 .*answers = 'chapter'", result.output), \
        result.output
    assert not (root / "out").exists()


@pytest.mark.parametrize("script", [True, False])
def test_the_answer_opens_on_click_and_from_the_keyboard(tmp_path: Path, browser: Browser,
                                                          script: bool) -> None:
    root = _project(tmp_path)
    result = build_in(root, "lessons", "-o", "out", "--no-pdf")
    assert result.exit_code == 0, result.output
    context = browser.new_context(java_script_enabled=script)
    page = context.new_page()
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    url = (root / "out" / "01-holding-up.html").as_uri()
    page.goto(url)
    answer = page.locator("details.answer-reveal")
    assert answer.count() == 1
    play = answer.locator("table.play")
    assert not play.is_visible()
    answer.locator("summary").click()
    assert play.is_visible()
    answer.locator("summary").click()
    assert not play.is_visible()
    # From the keyboard: the summary takes the focus, Enter opens it.
    answer.locator("summary").focus()
    page.keyboard.press("Enter")
    assert play.is_visible()
    assert asked == [url]
    context.close()

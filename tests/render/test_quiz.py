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

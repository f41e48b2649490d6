"""Where a quiz's answers are printed, and the chapters of a book with them.

On screen an answer is hidden under its question until the reader opens it (a
``<details>`` element: no script, keyboard-accessible). On paper the answers are
gathered at the end of each lesson, or of the book, as ``book.toml`` says::

    [quiz]
    answers = "book"    # or "lesson", the default

>>> answers_place({"quiz": {"answers": "book"}})
('book', None)
>>> answers_place({})
('lesson', None)
>>> answers_place({"quiz": {"answers": "end"}})[1]
'[quiz] answers = \\'end\\': "lesson" or "book"'
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from markupsafe import Markup

#: The places a book's answers may go.
PLACES = ("lesson", "book")


def answers_place(settings: Mapping[str, Any]) -> tuple[str, str | None]:
    """The ``[quiz] answers`` setting of ``book.toml`` (read as a table), and what is
    wrong with it, if anything (the default is then used)."""
    table = settings.get("quiz", {})
    value = table.get("answers", "lesson") if isinstance(table, Mapping) else table
    if value in PLACES:
        return str(value), None
    return "lesson", f'[quiz] answers = {value!r}: "lesson" or "book"'


def book_chapters(env: Any, lessons: Sequence[tuple[str, str, str]],
                  place: str) -> list[tuple[str, str]]:
    """The PDF's chapters from each lesson's (title, paper body, paper answers): the
    answers after each lesson, or all together in a last chapter, "Answers", under
    the title of the lesson they belong to."""
    template = env.get_template("answers.html")
    if place != "book":
        return [(title, body + (template.render(heading="Answers", parts=[], reveal=False,
                                                ready=Markup(answers)) if answers else ""))
                for title, body, answers in lessons]
    chapters = [(title, body) for title, body, _ in lessons]
    parts = [template.render(heading=title, parts=[], reveal=False, ready=Markup(answers))
             for title, _, answers in lessons if answers]
    if parts:
        chapters.append(("Answers", "<h1>Answers</h1>\n" + "".join(parts)))
    return chapters

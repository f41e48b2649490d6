"""Read the words of a printed hand: notes, the title, the score, the make, the result.

A paragraph's lines are joined into one text, and every place found in it is taken
back to its line and column in the book, so that what the phrase readers report
lands on the page. The make and the result are read by the notation's own phrase
readers (bridgebook.syntax.phrases); here they are only found in the sentences.

>>> p = Paragraph.of([(4, "The score is love-all. The dealer, Z, makes it"), (5, "no-trump.")])
>>> [s.text for s in p.sentences()]
['The score is love-all.', 'The dealer, Z, makes it no-trump.']
>>> p.place(47)
(5, 1)
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from bridgebook.diagnostics import Diagnostic
from bridgebook.model import Declaration, Note, Seat, Span, StatedResult
from bridgebook.syntax.lines import LineProblems
from bridgebook.syntax.phrases import MAKE_VERBS, read_declaration, read_result
from bridgebook.syntax.results import result_meant
from bridgebook.syntax.words import misspelt

#: ``TRICK 3.--``, ``TRICKS 4, 5, AND 6.--``, ``THE DEALER.--``, ``TRICK 7---``.
_LABEL = re.compile(r"^(?P<label>[A-Z][A-Za-z0-9 ,&]{1,40}?)\.?\s*(?:-{2,}|—+|–+)\s*")
_TRICKS = re.compile(r"^tricks?\s+(?P<first>\d{1,2})\b", re.IGNORECASE)
#: Labels a book may set in small capitals, transcribed in lower case.
_NAMED = re.compile(r"^the (?:dealer|lead|play|adversaries|dummy)$", re.IGNORECASE)
_TITLE = re.compile(r"^_(?P<title>[^_]+)_\.?$")
_SCORE = re.compile(r"\bscore\b|\blove[- ]all\b|\brubber game\b|\b(?:first|second|third) "
                    r"game\b|\bgame all\b", re.IGNORECASE)
_MAKE = re.compile(r"\b(?P<verb>makes it|make it|declares|declared|passes the make|"
                   r"passed the make|leaves it to (?:his )?partner|redoubles|doubles|"
                   r"is satisfied|are satisfied)\b", re.IGNORECASE)
#: The two partners before a plural act: "A and B are satisfied".
_BOTH_SEATS = re.compile(r"\b[ZAYB]\s+(?:and|&)\s+[ZAYB]\s+$")
_SEAT = re.compile(r"\b(?:(?P<seat>[ZAYB])\b|(?P<dealer>the dealer|dealer)\b)")
_CLAUSE_END = re.compile(r",|;|\band\b|\bhaving\b|\bwho\b|$", re.IGNORECASE)
_RESULT = re.compile(r"^\s*(?:the dealer|dealer|the adversaries|adversaries|[ZAYB](?:\s*"
                     r"(?:and|&|,)?\s*[ZAYB])?)\b[^.]*?\b(?:wins?|won|loses?|lost|makes?|"
                     r"made|takes?|took)\b", re.IGNORECASE)
_RESULT_SUBJECT = re.compile(r"^\s*(?:the dealer|dealer|the adversaries|adversaries|[ZAYB]"
                             r"(?:\s*(?:and|&|,)?\s*[ZAYB])?)\s+[A-Za-z]", re.IGNORECASE)
_SENTENCE_END = re.compile(r"(?<!\bNo)(?<!\bno)[.!?][”\"’']?(?=\s+[A-Z“\"_]|\s*$)")


@dataclass(frozen=True, slots=True)
class Sentence:
    text: str
    offset: int  # where it starts in its paragraph's joined text


@dataclass(slots=True)
class Paragraph:
    """The lines of a paragraph joined by single blanks, with where each starts."""

    text: str
    starts: list[tuple[int, int, int]]  # (offset in text, line, column of its first char)

    @staticmethod
    def of(lines: list[tuple[int, str]]) -> Paragraph:
        text = ""
        starts = []
        for line, raw in lines:
            stripped = raw.strip()
            if not stripped:
                continue
            if text:
                text += " "
            starts.append((len(text), line, raw.find(stripped) + 1))
            text += stripped
        return Paragraph(text, starts)

    @property
    def line(self) -> int:
        return self.starts[0][1] if self.starts else 1

    def place(self, offset: int) -> tuple[int, int]:
        """The line and column in the book of the character at ``offset``."""
        where = self.starts[0]
        for start in self.starts:
            if start[0] > offset:
                break
            where = start
        return where[1], where[2] + offset - where[0]

    def span(self, start: int, end: int) -> Span:
        line, column = self.place(start)
        end_line, end_column = self.place(max(end - 1, start))
        return Span(line, column, end_line, end_column + 1)

    def sentences(self) -> list[Sentence]:
        found = []
        start = 0
        for m in _SENTENCE_END.finditer(self.text):
            found.append(Sentence(self.text[start: m.end()].strip(), start))
            start = m.end()
            while start < len(self.text) and self.text[start] == " ":
                start += 1
        if self.text[start:].strip():
            found.append(Sentence(self.text[start:].strip(), start))
        return found


def note_label(text: str) -> tuple[str, int | None] | None:
    """The label of a note and the trick it is on (None: the deal), or None when the
    paragraph has no label.

    >>> note_label("TRICKS 4, 5, AND 6.--A leads"), note_label("THE DEALER.--He")
    (('TRICKS 4, 5, AND 6', 4), ('THE DEALER', None))
    >>> note_label("Trick 6.—If A leads clubs he loses"), note_label("The Dealer.—As")
    (('Trick 6', 6), ('The Dealer', None))
    >>> note_label("The score is 8 to 0."), note_label("Then--as he must--A leads")
    (None, None)
    """
    m = _LABEL.match(text)
    if m is None:
        return None
    tricks = _TRICKS.match(m.group("label"))
    if not m.group("label").isupper() and not (
            tricks or _NAMED.match(m.group("label"))):
        return None  # 'Then--': a dash in prose, not a label
    return m.group("label"), int(tricks.group("first")) if tricks else None


def title_of(text: str) -> str | None:
    """A title: italic (``_The Discard_``), or one short line in capitals.

    >>> title_of("_Leading from the Long Suit._"), title_of("A CLEAR CASE FOR THE RUFF")
    ('Leading from the Long Suit.', 'A CLEAR CASE FOR THE RUFF')
    """
    m = _TITLE.match(text)
    if m is not None:
        return m.group("title").strip()
    letters = [ch for ch in text if ch.isalpha()]
    if letters and text.isupper() and len(text) <= 80 and not note_label(text):
        return text.strip()
    return None


def is_score(sentence: str) -> bool:
    return _SCORE.search(sentence) is not None


#: How the books open their score sentence: "The score is …", "Score 8-0 …", "It is
#: the first game, score …", "It is the rubber game, score …".
_SCORE_OPENING = re.compile(r"^(?:the score is\b|score\b|it is the (?:first|second|third|"
                            r"rubber|deciding) game\b)", re.IGNORECASE)


def opens_as_score(sentence: str) -> bool:
    """Whether a sentence opens as a book's score sentence, read or not.

    >>> opens_as_score("The score is umpteen to nothing.")
    True
    >>> opens_as_score("The dealer should look at the score before he declares.")
    False
    """
    return _SCORE_OPENING.match(sentence) is not None


#: The deal a sentence of a two-deal table speaks of: "No. 1.", "No. 2. Z makes it …".
_DEAL_NAMED = re.compile(r"^No\.\s*(?P<number>\d{1,2})\b")


def deal_named(sentence: str, before: int | None) -> int | None:
    """The number of the deal a sentence names at its start, else the one named
    before it (None: no deal named, the sentence is every deal's).

    >>> deal_named("No. 2. Z makes it hearts.", 1), deal_named("Y doubles.", 2)
    (2, 2)
    """
    m = _DEAL_NAMED.match(sentence)
    return int(m.group("number")) if m is not None else before


def is_make(sentence: str) -> bool:
    return _MAKE.search(sentence) is not None or bool(_near_verbs(sentence))


#: A seat, then a word: the verb of a make, perhaps misspelt ("Y declars hearts").
_NEAR_MAKE = re.compile(r"\b(?:[ZAYB]|dealer)\s*,?\s+(?P<verb>[a-z]{4,10})\b", re.IGNORECASE)


def _near_verbs(text: str) -> list[tuple[int, int, str]]:
    """The verbs of the make one letter off, after their seat: where each stands.

    >>> _near_verbs("Z deals and passes the make. Y declars hearts.")
    [(31, 38, 'declars')]
    """
    return [(m.start("verb"), m.end("verb"), m.group("verb"))
            for m in _NEAR_MAKE.finditer(text)
            if _MAKE.match(text, m.start("verb")) is None
            and misspelt(m.group("verb"), MAKE_VERBS) is not None]


def _verbs(text: str) -> list[tuple[int, int, str]]:
    """The verbs of the make in a sentence, spelt right or one letter off."""
    return sorted([*((m.start(), m.end(), m.group("verb")) for m in _MAKE.finditer(text)),
                   *_near_verbs(text)])


def is_result(sentence: str) -> bool:
    """A result sentence, or one its verb misspelt by one letter makes a result
    ("The dealer wims the odd trick.": read, and reported with its verb meant)."""
    return _RESULT.match(sentence) is not None or (
        _RESULT_SUBJECT.match(sentence) is not None and result_meant(sentence) is not None)


def read_make(paragraph: Paragraph, sentence: Sentence, problems: LineProblems,
              dealer: Seat | None) -> list[Declaration]:
    """Each act of the make in a sentence, said to the phrase reader as
    'SEAT VERB WHAT': "The dealer, Z, makes it no-trump, and A leads" is 'Z makes it
    no-trump'; its places are those of the sentence's words.

    >>> p = Paragraph.of([(1, "Z deals and passes the make. Y declares “hearts.”")])
    >>> [(d.seat.book_name, d.act.name, d.span.column) for s in p.sentences()
    ...  for d in read_make(p, s, LineProblems([]), Seat.S)]
    [('Z', 'PASS_MAKE', 1), ('Y', 'DECLARE', 30)]
    >>> p = Paragraph.of([(1, "Z makes it a no-trumper. A and B are satisfied.")])
    >>> [(d.seat.book_name, d.act.name) for s in p.sentences()
    ...  for d in read_make(p, s, LineProblems([]), Seat.S)]
    [('Z', 'DECLARE'), ('A', 'SATISFIED'), ('B', 'SATISFIED')]
    """
    acts: list[Declaration] = []
    text = sentence.text
    for verb_at, verb_end, verb in _verbs(text):
        seats = [m for m in _SEAT.finditer(text, 0, verb_at)
                 if not _is_article(text, m, verb_at)]
        both = _BOTH_SEATS.search(text, 0, verb_at)
        if both is not None:
            seat_text, seat_at = " ".join(both.group().split()), both.start()
        elif not seats:
            seat_text, seat_at = "dealer", verb_at
        else:
            last = seats[-1]
            seat_text = last.group("seat") or "dealer"
            seat_at = last.start()
        end = _CLAUSE_END.search(text, verb_end)
        stop = end.start() if end is not None else len(text)
        while stop > verb_end and text[stop - 1] in " .!?”\"'’":
            stop -= 1  # the sentence's stop and closing quote are not the act's
        what = text[verb_end: stop].strip(" .!“”\"'‘’")
        phrase = f"{seat_text} {verb} {what}".strip()
        span = paragraph.span(sentence.offset + seat_at, sentence.offset + stop)
        found: list[Diagnostic] = []
        read = read_declaration(phrase, span.line, span.column, LineProblems(found), dealer)
        problems.found.extend(replace(d, span=span) for d in found)
        acts.extend(replace(act, span=span) for act in read)
    return acts


#: Words a book sets after a seat's letter before its act: "A and B", "Z deals".
_AFTER_SEAT = re.compile(r"\s*(?:,|;|:|\.|$|[ZAYB]\b|(?:and|deals|dealt|who|then|now|also|"
                         r"thereupon|however|himself|alone)\b)")


def _is_article(text: str, seat: re.Match[str], verb: int) -> bool:
    """Whether the capital A of ``seat`` opens the sentence as the article ("A wise
    dealer declares no-trumps"): a word in lower case follows it that is not the act
    itself nor a word books set after a seat."""
    if seat.group("seat") != "A" or seat.start() != 0:
        return False
    rest = seat.end()
    while rest < len(text) and text[rest] == " ":
        rest += 1
    return (rest != verb and rest < len(text) and text[rest].islower()
            and _AFTER_SEAT.match(text, seat.end()) is None)


def read_result_sentence(paragraph: Paragraph, sentence: Sentence,
                         problems: LineProblems) -> StatedResult | None:
    """The result sentence, read by the notation's result reader, in its place."""
    span = paragraph.span(sentence.offset, sentence.offset + len(sentence.text))
    found: list[Diagnostic] = []
    result = read_result(sentence.text, span.line, span.column, LineProblems(found))
    problems.found.extend(replace(d, span=span) for d in found)
    return replace(result, span=span) if result is not None else None


def note_of(paragraph: Paragraph) -> Note:
    return Note(paragraph.text, paragraph.span(0, len(paragraph.text)))

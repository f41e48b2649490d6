"""The books' small words: how they count, quote and end a sentence.

The phrase readers (the make, the result, the score) are built from these parts,
so that a wording one book prints and another does not still reads: a count in
words or figures ("two", "twenty-four", "18", "nothing", "love"), quotes straight
or curly, any case, a final full stop or none.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from bridgebook.syntax.lexer import one_edit

_UNITS = ("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
          "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen",
          "seventeen", "eighteen", "nineteen")
_TENS = ("twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety")
#: A word the books use for no points or no tricks.
_NOTHING = ("nothing", "love", "nil", "none")
#: Every word of a count, for a misspelt one ("eihgt").
COUNT_WORDS = _UNITS + _TENS + _NOTHING

#: A count up to ninety-nine, in figures or in words ("twenty-four", "twenty four").
NUMBER = (r"(?:\d{1,3}|(?:" + "|".join(_TENS) + r")(?:[\s-]+(?:" + "|".join(_UNITS[1:10])
          + r"))?|" + "|".join(sorted(_UNITS + _NOTHING, key=len, reverse=True)) + r")")
_NUMBER_RE = re.compile(NUMBER + r"$", re.IGNORECASE)

# Quotes, straight or curly; an apostrophe inside a word ("dealer's") stays.
_QUOTES = re.compile(r"[\"“”„‟«»]|(?<![A-Za-z])['‘’]|['‘’](?![A-Za-z])")


def number(text: str) -> int:
    """The value of a count in figures or words.

    >>> number("18"), number("eighteen"), number("Twenty-four"), number("nothing")
    (18, 18, 24, 0)
    """
    low = " ".join(text.lower().replace("-", " ").split())
    if low.isdecimal():
        return int(low)
    if low in _NOTHING:
        return 0
    if _NUMBER_RE.match(low) is None:
        raise ValueError(f"not a count: {text!r}")
    words = low.split()
    total = 0
    for word in words:
        total += _TENS.index(word) * 10 + 20 if word in _TENS else _UNITS.index(word)
    return total


def plain(text: str) -> str:
    """A phrase as the readers match it: quotes gone, the curly apostrophe straight,
    the spaces single, no full stop (or ``!``) at the end.

    >>> plain("Z, the dealer, declares “no-trumps.”")
    'Z, the dealer, declares no-trumps'
    >>> plain("The dealer’s partner  wins.")
    "The dealer's partner wins"
    """
    text = _QUOTES.sub("", text).replace("’", "'")
    return " ".join(text.split()).rstrip(" .!")


_WORD = re.compile(r"[A-Za-z]{3,12}")


def misspelt(text: str, verbs: tuple[str, ...]) -> tuple[str, str, str] | None:
    """The first word of ``text`` that is one of ``verbs`` with one letter changed,
    added, dropped, or two neighbours swapped: the word, the verb meant, and the
    text with it mended ("Y declars hearts": 'declars', 'declares').

    >>> misspelt("The dealer wims the odd trick.", ("wins", "loses"))
    ('wims', 'wins', 'The dealer wins the odd trick.')
    >>> misspelt("The dealer wins.", ("wins", "loses")) is None
    True
    """
    for m in _WORD.finditer(text):
        word = m.group().lower()
        if word in verbs:
            return None
        verb = next((v for v in verbs if one_edit(word, v)), None)
        if verb is not None:
            return m.group(), verb, text[: m.start()] + verb + text[m.end():]
    return None



#: A word as a book spells it, hyphens kept ("no-trump", "twenty-four").
_SPELT = re.compile(r"[A-Za-z]+(?:-[A-Za-z]+)*")


def did_you_mean(text: str, words: tuple[str, ...], reads: Callable[[str], bool],
                 what: str, *, two: bool = False) -> str | None:
    """'did you mean …' for a phrase a word of which, one of ``words`` with one
    letter changed, added, dropped or two neighbours swapped, is all that keeps it
    from being read: ``reads`` tells whether the phrase reads with that word mended.
    The one hint of the make's, the result's and the score's readers. With ``two``,
    where no one word mended makes it read, two words so mended that do (the
    phrase's words scanned once for both).

    >>> did_you_mean("eihgt to nothing", ("eight", "nothing"), lambda t: t.startswith("eight"),
    ...              "a score")
    "did you mean 'eight'? 'eihgt' is read as no word of a score"
    >>> did_you_mean("Z makes it no-trunp", ("no-trump",), lambda t: "trump" in t, "the make")
    "did you mean 'no-trump'? 'no-trunp' is read as no word of the make"
    >>> did_you_mean("Z makes it no-trump", ("no-trump",), lambda t: True, "the make") is None
    True
    >>> did_you_mean("wims the odd tirck", ("wins", "trick", "odd"),
    ...              lambda t: t == "wins the odd trick", "a result", two=True)
    "did you mean 'wins' and 'trick'? 'wims' and 'tirck' are read as no words of a result"
    >>> did_you_mean("wims the odd tirck", ("wins", "trick"), lambda t: False,
    ...              "a result", two=True) is None
    True
    """
    near: list[tuple[re.Match[str], list[str]]] = []  # each word misspelt, its meanings
    for m in _SPELT.finditer(text):
        word = m.group().lower()
        if len(word) < 3 or word in words:
            continue
        meant = [known for known in words if one_edit(word, known)]
        for one in meant:
            if reads(text[: m.start()] + one + text[m.end():]):
                return f"did you mean {one!r}? {m.group()!r} is read as no word of {what}"
        if meant:
            near.append((m, meant))
    if not two:
        return None
    for at, (first, firsts) in enumerate(near):
        for second, seconds in near[at + 1:]:
            for one in firsts:
                for other in seconds:
                    mended = (text[: first.start()] + one + text[first.end(): second.start()]
                              + other + text[second.end():])
                    if reads(mended):
                        return (f"did you mean {one!r} and {other!r}? {first.group()!r} and "
                                f"{second.group()!r} are read as no words of {what}")
    return None

"""The books' score and make sentences (docs/printed.md), found in a printed hand and
read by the notation's phrase reader; labels of notes as the books set them."""

from __future__ import annotations

from pathlib import Path

import pytest

from bridgebook.checking import check_text
from bridgebook.model import Act, Seat, Strain

BASE = (Path(__file__).resolve().parent.parent / "data" / "printed" /
        "later-layout.txt").read_text(encoding="utf-8")
SENTENCE = ("It is the first game, score eight to nothing against the dealer. Z\n"
            "deals and passes the make. Y declares hearts.")
Z, Y = Seat.S, Seat.N

WORDINGS = [
    ("The score is love-all, rubber game. The dealer, Z, makes it no-trump,\n"
     "and A leads for the first trick.", "The score is love-all, rubber game.",
     [(Z, Act.DECLARE, Strain.NOTRUMP)]),
    ("The score is 24 to 0 against the dealer on the rubber game. Z passes\n"
     "the make. Y declares spades.",
     "The score is 24 to 0 against the dealer on the rubber game.",
     [(Z, Act.PASS_MAKE, None), (Y, Act.DECLARE, Strain.SPADES)]),
    ("The score is 18 to 0 in favour of the dealer, Z, who has a game in and\n"
     "makes it diamonds, having four honours.",
     "The score is 18 to 0 in favour of the dealer, Z, who has a game in and makes it "
     "diamonds, having four honours.", [(Z, Act.DECLARE, Strain.DIAMONDS)]),
    ("It is the first game, score sixteen to nothing, in favor of the dealer.\n"
     "Z deals and passes the make. Y declares hearts.",
     "It is the first game, score sixteen to nothing, in favor of the dealer.",
     [(Z, Act.PASS_MAKE, None), (Y, Act.DECLARE, Strain.HEARTS)]),
    ("It is the rubber game, score twenty-four all. Z, the dealer, declares\n"
     "“no-trumps.”", "It is the rubber game, score twenty-four all.",
     [(Z, Act.DECLARE, Strain.NOTRUMP)]),
    ("Score 8-0 against the dealer. Z, the dealer, declares “no trumps.”",
     "Score 8-0 against the dealer.", [(Z, Act.DECLARE, Strain.NOTRUMP)]),
    ("Score 8-0 against the dealer. Z makes it a no-trumper.",
     "Score 8-0 against the dealer.", [(Z, Act.DECLARE, Strain.NOTRUMP)]),
]


@pytest.mark.parametrize("sentence,score,acts", WORDINGS, ids=[w[1] for w in WORDINGS])
def test_the_books_score_and_make_sentences(sentence: str, score: str,
                                            acts: list[tuple[Seat, Act, Strain | None]]
                                            ) -> None:
    assert SENTENCE in BASE
    result = check_text(BASE.replace(SENTENCE, sentence), "book.txt")
    deal = result.deals[0].deal
    assert deal.meta["score"] == score
    assert [(d.seat, d.act, d.strain) for d in deal.declaration] == acts
    assert not [d for d in result.diagnostics if d.code in ("P005", "P001")]


#: "Satisfied": content with the doubling as it stands. The adversaries' before any
#: double is their "may I lead?" and "lead" (1897 laws 55, 58; 1904 laws 55, 60;
#: 1905 laws 52, 57); the dealer's side's after a double is no redouble.
A, B = Seat.W, Seat.E
SATISFIED = [
    ("A and B are satisfied.", [(A, Act.SATISFIED), (B, Act.SATISFIED)], "hearts, S plays"),
    ("B and A are satisfied.", [(A, Act.SATISFIED), (B, Act.SATISFIED)], "hearts, S plays"),
    ("A is satisfied.", [(A, Act.SATISFIED)], "hearts, S plays"),
    ("A doubles. Y is satisfied. Z is satisfied.",
     [(A, Act.DOUBLE), (Y, Act.SATISFIED), (Z, Act.SATISFIED)], "hearts X, S plays"),
    ("A doubles, and Y and Z are satisfied.",
     [(A, Act.DOUBLE), (Y, Act.SATISFIED), (Z, Act.SATISFIED)], "hearts X, S plays"),
]


@pytest.mark.parametrize("said,acts,contract", SATISFIED, ids=[s[0] for s in SATISFIED])
def test_satisfied_is_read_as_the_laws_mean_it(said: str, acts: list[tuple[Seat, Act]],
                                               contract: str) -> None:
    result = check_text(BASE.replace("Y declares hearts.", "Y declares hearts. " + said),
                        "book.txt")
    deal = result.deals[0]
    assert [(d.seat, d.act) for d in deal.deal.declaration] == [
        (Z, Act.PASS_MAKE), (Y, Act.DECLARE), *acts]
    assert str(deal.contract) == contract
    assert not [d for d in result.diagnostics if d.code[0] in "PA"]


def test_two_seats_not_partners_are_not_satisfied_together() -> None:
    text = BASE.replace("Y declares hearts.", "Y declares hearts. A and Y are satisfied.")
    found = [d for d in check_text(text, "book.txt").diagnostics if d.code == "P005"]
    assert [d.message for d in found] == [
        "make or doubling not understood: 'A and Y are satisfied'"]


def test_the_make_is_placed_on_its_words_in_the_book() -> None:
    result = check_text(BASE, "book.txt")
    passed, declared = result.deals[0].deal.declaration
    # 'Z' ends line 9; 'deals and passes the make' opens line 10; 'Y declares hearts'.
    assert passed.span is not None and declared.span is not None
    assert passed.span[:2] == (9, 66) and passed.span[2:] == (10, 26)
    assert declared.span[:2] == (10, 28) and declared.span[2:] == (10, 45)


def test_notes_labelled_in_small_capitals_or_lower_case() -> None:
    text = BASE.replace("TRICK 3.--The dealer wins this trick.",
                        "Trick 3.—The dealer wins this trick.")
    text = text.replace("TRICK 4.--The adversaries win this trick.",
                        "TRICKS 4 AND 5--- The adversaries win these tricks.\n\n"
                        "The Dealer.—He must ruff.")
    deal = check_text(text, "book.txt").deals[0].deal
    assert deal.play is not None
    assert [t.notes[0].text for t in deal.play.tricks if t.notes] == [
        "Trick 3.—The dealer wins this trick.",
        "TRICKS 4 AND 5--- The adversaries win these tricks."]
    assert [n.text for n in deal.notes] == ["The Dealer.—He must ruff."]


def test_a_make_not_understood_is_one_message_on_its_sentence() -> None:
    text = BASE.replace("Y declares hearts.", "Y declares turnips.")
    found = [d for d in check_text(text, "book.txt").diagnostics if d.code == "P005"]
    assert [(d.line, d.column) for d in found] == [(10, 28)]


def test_a_sentence_opening_with_the_article_is_not_the_result() -> None:
    # "A little more care…" reads like a result of seat A ("A … wins …"): it is
    # passed over, and the sentence after it is the result.
    text = BASE.replace("     The dealer wins the odd trick.",
                        "     A little more care wins the game. The dealer wins the odd trick.")
    (report,) = check_text(text, "book.txt").deals
    assert check_text(text, "book.txt").diagnostics == []
    result = report.deal.result
    assert result is not None and result.text == "The dealer wins the odd trick."
    assert result.span is not None and (result.span.line, result.span.column) == (45, 40)


def test_a_result_sentence_no_sentence_of_which_reads_is_one_p006_on_the_first() -> None:
    text = BASE.replace("     The dealer wins the odd trick.",
                        "     A little more care wins the game.")
    found = check_text(text, "book.txt").diagnostics
    assert [(d.code, d.line, d.column) for d in found] == [("P006", 45, 6)]
    assert found[0].message == "result not understood: 'A little more care wins the game.'"


def test_a_make_sentence_opening_with_the_article_is_the_dealers() -> None:
    # "A wise dealer declares…": the capital A is the article, not seat A.
    text = BASE.replace("Z\ndeals and passes the make. Y declares hearts.",
                        "A wise\ndealer declares hearts.")
    deal = check_text(text, "book.txt").deals[0].deal
    assert [(d.seat, d.act, d.strain) for d in deal.declaration] == [
        (Z, Act.DECLARE, Strain.HEARTS)]
    text = BASE.replace("Z\ndeals and passes the make. Y declares hearts.",
                        "Z\ndeclares hearts. A doubles.")
    deal = check_text(text, "book.txt").deals[0].deal
    assert [(d.seat, d.act) for d in deal.declaration] == [(Z, Act.DECLARE),
                                                          (Seat.W, Act.DOUBLE)]


def test_a_chapters_prose_before_the_first_hand_is_not_the_hands() -> None:
    # Prose before the first heading speaks of the score and the make, and a chapter
    # heading is a short line in capitals: none of it is the hand's (it was read as
    # Z passing the make, a score not understood and the title "CHAPTER IX").
    chapter = ("CHAPTER IX\n\nThe dealer should always look at the score before he "
               "declares.\nWith a weak hand he passes the make.\n\n")
    result = check_text(chapter + BASE, "book.txt")
    assert result.diagnostics == []
    deal = result.deals[0].deal
    assert deal.title == "A CLEAR CASE FOR THE RUFF"
    assert deal.score is not None and deal.score.below == (0, 8)
    assert [(d.seat, d.act) for d in deal.declaration] == [(Z, Act.PASS_MAKE),
                                                          (Y, Act.DECLARE)]


def test_a_score_sentence_before_the_first_heading_is_the_first_hands() -> None:
    # The hand's own score sentence printed above its heading is read as its score.
    text = BASE.replace("It is the first game, score eight to nothing against the dealer. Z\n"
                        "deals", "Z\ndeals")
    text = "The score is twelve to nothing in favour of the dealer.\n\n" + text
    deal = check_text(text, "book.txt").deals[0].deal
    assert deal.score is not None and deal.score.below == (12, 0)
    assert deal.score.span is not None and deal.score.span.line == 1


#: docs' result wordings (printed.md, "The result"), with the dealer's side's tricks
#: each says: odd tricks and "by cards" count above six, "loses" gives the rest.
RESULTS = [
    ("The dealer wins ten tricks.", 10), ("The dealer wins two odd tricks.", 8),
    ("The dealer wins the odd trick.", 7), ("The dealer wins two by cards.", 8),
    ("The dealer loses three odd tricks.", 4), ("The dealer loses the odd trick.", 6),
    ("The dealer loses three by-cards and the rubber.", 4),
    ("The dealer makes a small slam.", 12), ("The dealer makes a little slam.", 12),
    ("The dealer makes a grand slam.", 13),
]


@pytest.mark.parametrize("said,tricks", RESULTS, ids=[r[0] for r in RESULTS])
def test_the_books_result_sentences(said: str, tricks: int) -> None:
    # The play gives the dealer's side seven tricks: any other figure is an L008.
    result = check_text(BASE.replace("The dealer wins the odd trick.", said), "book.txt")
    stated = result.deals[0].deal.result
    assert stated is not None and stated.tricks == tricks and stated.text == said
    assert [d.code for d in result.diagnostics] == ([] if tricks == 7 else ["L008"])


LABELS = [
    ("TRICK 7--- The dealer wins.", 7), ("TRICKS 8 AND 9.--The adversaries win.", 8),
    ("TRICKS 4, 5, AND 6.--The adversaries win.", 4), ("THE DEALER.--He wins.", None),
]


@pytest.mark.parametrize("note,trick", LABELS, ids=[n[0] for n in LABELS])
def test_the_books_note_labels(note: str, trick: int | None) -> None:
    text = BASE.replace("TRICK 4.--The adversaries win this trick.", note)
    result = check_text(text, "book.txt")
    deal = result.deals[0].deal
    assert deal.play is not None
    on_tricks = {n.text: i for i, t in enumerate(deal.play.tricks, 1) for n in t.notes}
    if trick is None:
        assert [n.text for n in deal.notes] == [note]
    else:
        assert on_tricks[note] == trick
    assert result.diagnostics == []


#: The score sentences whose figures favour a side named after them, worked by hand:
#: Z deals, so Y Z (north-south) is the dealer's side; the figures read (NS, EW).
FAVOURS = [
    ("The score is 10 to 2 in the dealer's favour.", (10, 2)),
    ("The score is 10 to 2 in favour of the dealer.", (10, 2)),
    ("The score is 10 to 2 in the dealer's favor.", (10, 2)),
    ("The score is 10 to 2 in the adversaries' favour.", (2, 10)),
    ("The score is 10 to 2 in favor of the adversaries.", (2, 10)),
    ("The score is 10 to 2 against the dealer.", (2, 10)),
]


@pytest.mark.parametrize("said,below", FAVOURS, ids=[f[0] for f in FAVOURS])
def test_the_side_the_score_favours(said: str, below: tuple[int, int]) -> None:
    text = BASE.replace("It is the first game, score eight to nothing against the dealer.",
                        said)
    result = check_text(text, "book.txt")
    assert result.diagnostics == []
    deal = result.deals[0].deal
    assert deal.score is not None and deal.score.below == below


def test_a_score_of_a_game_already_won_is_warned() -> None:
    # Thirty points by tricks make a game (1905 law 2): Y Z (the dealer's side) with
    # thirty below the line before the hand have won it. Twenty-eight is a game in
    # progress; a sentence that says the game was won is taken as it stands.
    def said(score: str) -> list[tuple[str, int, int, str | None]]:
        text = BASE.replace("eight to nothing against the dealer", score)
        return [(d.code, d.span.line, d.span.column, d.law)
                for d in check_text(text, "book.txt").diagnostics if d.span is not None]
    assert said("thirty to nothing in favour of the dealer") == [
        ("S011", 9, 1, "law 2 (Laws of Bridge, 1905)")]
    assert said("thirty to nothing against the dealer")[0][0] == "S011"
    assert said("twenty-eight to nothing in favour of the dealer") == []
    assert said("thirty to nothing, the dealer having won the game") == []


#: A word of a book's sentence misspelt by one letter (two neighbours swapped, one
#: changed): the sentence, how it is printed wrong, the code, its place (line, column
#: in the book, worked out from BASE), the word as printed and the word meant.
MISSPELT = [
    ("eight to nothing", "eihgt to nothing", "P030", (9, 1), "eihgt", "eight"),
    ("Y declares hearts", "Y declares heatrs", "P005", (10, 28), "heatrs", "hearts"),
    ("Z\ndeals and passes the make. Y declares hearts.", "Z\nmakes it no-trunp.", "P005",
     (9, 66), "no-trunp", "no-trump"),
    ("The dealer wins the odd trick.", "The dealer wins the odd tirck.", "P006", (45, 6),
     "tirck", "trick"),
    ("The dealer wins the odd trick.", "The dealer wins seevn tricks.", "P006", (45, 6),
     "seevn", "seven"),
]
_READ_AS = {"P030": "a score", "P005": "the make", "P006": "a result"}


@pytest.mark.parametrize("right,wrong,code,place,typed,meant", MISSPELT,
                         ids=[m[1] for m in MISSPELT])
def test_a_misspelt_word_of_a_sentence_is_named(right: str, wrong: str, code: str,
                                                place: tuple[int, int], typed: str,
                                                meant: str) -> None:
    found = check_text(BASE.replace(right, wrong), "book.txt").diagnostics
    assert [(d.code, d.span.line, d.span.column) for d in found if d.span] == [(code, *place)]
    assert found[0].hint == (f"did you mean {meant!r}? {typed!r} is read as no word of "
                             f"{_READ_AS[code]}")


def test_a_make_sentence_naming_the_deal_of_a_one_deal_hand_is_its_make() -> None:
    # Only a two-deal table shares its makes out by number: a hand of one deal keeps
    # its make whatever number the sentence names.
    text = BASE.replace("Z\ndeals and passes the make.", "No. 2. Z\ndeals and passes the make.")
    result = check_text(text, "book.txt")
    assert [(d.seat, d.act) for d in result.deals[0].deal.declaration] == [
        (Z, Act.PASS_MAKE), (Y, Act.DECLARE)]
    assert result.diagnostics == []

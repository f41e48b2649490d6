"""Write PBN 2.1 in its strict export format.

The fifteen tags of the mandatory set in their order, then the Auction and Play
sections with their notes, then the supplemental tags the record kept, and
bridgebook's ``[Laws]`` and ``[Make]`` for a bridge-whist deal. Commentary read
from a PBN file is written back after the element it followed.

>>> from bridgebook.interop.pbn import read_pbn
>>> record, _ = read_pbn('[Board "3"]\\n[Dealer "S"]\\n')
>>> print(write_pbn(record)[0].splitlines()[6])
[Board "3"]
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from bridgebook.diagnostics import Diagnostic, joined, make
from bridgebook.engine.auction import Stated, read_contract, stated_declarer
from bridgebook.engine.scoring.record import SCORE_KEYS, kept_score
from bridgebook.interop.calls import call_text
from bridgebook.interop.commentary import as_pbn, paragraphs, round_trip
from bridgebook.interop.common import DEAL_FIRST, among_calls, comments_after, room_of
from bridgebook.interop.hand_write import own_make_words
from bridgebook.interop.lin_write import MATCH_KEYS, VG_SCORING, match_header
from bridgebook.interop.pbn_tags import ACT_WORDS, key_named
from bridgebook.interop.players import player_names
from bridgebook.interop.settled import Settled, settle
from bridgebook.model import IMPLIED_AUCTION, Act, Card, Deal, Hand, HandRecord, Note, Seat, Span

_FIRST = ("Event", "Site", "Date", "Board", "West", "North", "East", "South", "Dealer",
          "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result")
_VULNERABLE = {"none": "None", "love": "None", "-": "None", "o": "None", "ns": "NS",
               "n-s": "NS", "north-south": "NS", "ew": "EW", "e-w": "EW", "east-west": "EW",
               "all": "All", "both": "All", "b": "All", "?": "?"}
#: The book notation's keys PBN has no tag for (the score is said on its own).
_BOOK_KEYS_LOST = frozenset({"doubling-limit", "lead", "sides", "printed", "totals", "game",
                             "dummy-bridge"})
#: The score keeper's lines a rubber is scored from, each in a tag of bridgebook's own
#: (where a rubber starts, the honours, a hand void of trumps, a revoke).
_SCORE_TAGS = (("rubber", "Rubber"), ("honours", "Honours"), ("chicane", "Chicane"),
               ("revoke", "Revoke"))
_SCORING = {"contract-rubber": "Rubber", "chicago": "Chicago"}
#: The keys of the first three tags: PBN's own, else the record's.
_EVENT_KEYS = tuple((name, f"pbn:{name}", name.lower()) for name in ("Event", "Site", "Date"))
#: The seats' letters.
_SEAT_NAMES = frozenset(seat.name for seat in Seat)
#: Each seat, its tag and the key of its tag.
_SEAT_KEYS = tuple((seat, seat.word, f"pbn:{seat.word}") for seat in Seat)
#: Each tag of the mandatory set and the key of the commentary read after it.
_NOTE_KEYS = tuple((name, f"pbn:{name}:note") for name in _FIRST)


def write_pbn(record: HandRecord) -> tuple[str, list[Diagnostic]]:
    """The PBN text of a record, and what PBN could not hold (P017)."""
    out = ["% PBN 2.1", "% EXPORT", ""]
    found: list[Diagnostic] = []
    shared = _vugraph(record)
    # (a score record's deals: a rubber's vulnerability follows from its games)
    unstated = any(k in SCORE_KEYS for k in record.meta) or any(
        kept_score(deal) for deal in record.deals)
    boards = tuple(deal.number for deal in record.deals)
    # each vulnerability written in other words: where it is said, and in how many games
    spellings: dict[str, tuple[int, int]] = {}
    for deal in record.deals:
        # (a vugraph file's event, segment and teams: each game's Event, Stage,
        # HomeTeam and VisitTeam, its own tags first)
        game = replace(deal, meta={**shared, **deal.meta}) if shared else deal
        # The record's own keys (its 'sides:', the name of its first rubber) are the
        # first game's: written, or said lost, once.
        inherited = frozenset() if deal is record.deals[0] else frozenset(
            key for key, value in record.meta.items()
            if key not in deal.meta_spans and deal.meta.get(key) == value)
        settled = settle(game, record.meta)
        if unstated and deal is not record.deals[0] and _games_give_it(game, settled):
            # A rubber's deal whose vulnerability the record leaves to the games won:
            # not "None" (which the games may not give), but PBN's unknown.
            game = replace(game, meta={**game.meta, "vulnerable": "?"})
            settled = replace(settled, deal=game)
        text, problems = pbn_game(game, record.meta, inherited, record.meta_spans, boards,
                                  settled)
        out.append(text)
        out.append("")
        respelt = _respelt(game)
        if respelt is not None:
            # the same spelling written again is the same rewriting: said once a file
            if respelt.message not in spellings:
                spellings[respelt.message] = (len(found), 0)
                found.append(respelt.at(deal=deal.ident))
            at, n = spellings[respelt.message]
            spellings[respelt.message] = (at, n + 1)
        found.extend(p.at(deal=deal.ident) for p in problems)
    for at, n in spellings.values():
        if n > 1:
            found[at] = replace(found[at], message=f"{found[at].message} (in the {n:,} "
                                "games that give it so)")
    return "\n".join(out), found


def _respelt(deal: Deal) -> Diagnostic | None:
    """The P017 of a vulnerability PBN's export format writes in other words: PBN's
    'Both' (PBN 2.1 reads it), the notation's 'n-s': the same, written as the export
    format has it, and said."""
    spelt = deal.meta.get("vulnerable")
    written = vulnerable(spelt)
    if spelt is None or spelt.strip().lower() == written.lower():
        return None
    where = deal.meta_spans.get("vulnerable") or deal.span
    if where is not None and deal.span is not None and where.line < deal.span.line:
        where = deal.span  # (a game read as the last game's board, at another table)
    return make("P017", "PBN's export format writes the vulnerability as None, NS, EW or "
                f"All: {spelt.strip()!r} is written {written!r}", where)


def _games_give_it(deal: Deal, settled: Settled) -> bool:
    """Whether a score record's deal has its vulnerability from the games won before
    it, unstated: a deal of a contract rubber or a Chicago set (its laws, as
    ``settled``), no ``vulnerable:`` line, and no ``rubber:`` line of its own (a
    rubber starts with nobody vulnerable)."""
    return ("vulnerable" not in deal.meta and "rubber" not in deal.meta_spans
            and settled.code.name in ("contract-rubber", "chicago"))


def _vugraph(record: HandRecord) -> dict[str, str]:
    """The tags a LIN vugraph file's ``vg`` (kept with its first board) gives every
    game: its event (Event), segment (Stage), teams (HomeTeam, VisitTeam) and form
    of scoring (Scoring, in PBN's words: PBN 2.1, 3.4.12).

    >>> vg = "2010 USBF SF A,Segment 4 of 8,I,46,60,Nickell,80,Fleisher,99"
    >>> _vugraph(HandRecord((Deal(1, meta={"lin:vg": vg}),)))["pbn:VisitTeam"]
    'Fleisher'
    >>> _vugraph(HandRecord((Deal(1, meta={"lin:vg": "Cup,Final,b,1,2,A,0,B,0"}),)))
    {'event': 'Cup', 'pbn:Stage': 'Final', 'pbn:HomeTeam': 'A', 'pbn:VisitTeam': 'B', \
'pbn:Scoring': 'BAM'}
    """
    first = record.deals[0].meta if record.deals else {}
    fields = [f.strip() for f in first.get("lin:vg", "").split(",")] + [""] * 9
    named = (("event", fields[0]), ("pbn:Stage", fields[1]), ("pbn:HomeTeam", fields[5]),
             ("pbn:VisitTeam", fields[7]), ("pbn:Scoring", VG_SCORING.get(fields[2].upper(), "")))
    return {key: value for key, value in named if value}


def vulnerable(text: str | None) -> str:
    """A vulnerability as PBN writes it.

    >>> vulnerable("Both"), vulnerable("n-s"), vulnerable(None)
    ('All', 'NS', 'None')
    """
    return _VULNERABLE.get((text or "none").strip().lower(), "None")


def hand_text(hand: Hand | None) -> str:
    """``AKQ.T9..J2`` (spades, hearts, diamonds, clubs), ``-`` for no hand."""
    if hand is None:
        return "-"
    mask = 0
    for holding in hand.holdings:
        if holding.small:
            return "-"
        for card in holding.cards:
            mask |= 1 << card
    return (f"{_suit_letters(mask >> 39)}.{_suit_letters((mask >> 26) & 0x1FFF)}."
            f"{_suit_letters((mask >> 13) & 0x1FFF)}.{_suit_letters(mask & 0x1FFF)}")


#: The code of each card (``SA``, ``HT``), by its number.
_CODES = tuple(card.code for card in Card)
#: The rank letters of a suit's 13-bit mask (bit 0 the two), highest first.
_LETTERS: dict[int, str] = {}


def _suit_letters(bits: int) -> str:
    text = _LETTERS.get(bits)
    if text is None:
        text = "".join("23456789TJQKA"[rank] for rank in range(12, -1, -1) if bits >> rank & 1)
        _LETTERS[bits] = text
    return text


def pbn_game(deal: Deal, file_meta: dict[str, str] | None = None,
             inherited: frozenset[str] = frozenset(),
             file_spans: dict[str, Span] | None = None,
             boards: Sequence[int | None] = (),
             settled: Settled | None = None) -> tuple[str, list[Diagnostic]]:
    """One game in the export format. ``inherited``: the record's own keys the game
    has from the record, written (or said lost) with the first game, at their lines
    (``file_spans``); ``boards``, the file's games' board numbers (what a LIN vugraph
    file's header, kept with the first, is made again of); ``settled``, the game
    settled already (else it is settled here)."""
    if settled is None:
        settled = settle(deal, file_meta)
    found: list[Diagnostic] = []
    meta = deal.meta
    tags: dict[str, str] = {}
    for name, key, word in _EVENT_KEYS:
        tags[name] = meta.get(key, meta.get(word, "?"))
    players = player_names(meta)
    for seat, word, key in _SEAT_KEYS:
        tags[word] = meta.get(key, players.get(seat, "?"))
    tags["Board"] = str(deal.number) if deal.number is not None else meta.get("board", "?")
    # PBN's unknown where the record names no dealer (the Deal tag's hands still from
    # the seat the check takes as dealer, as the auction's)
    dealer = settled.named_dealer
    tags["Dealer"] = dealer.name if dealer is not None else "?"
    tags["Vulnerable"] = vulnerable(meta.get("vulnerable"))
    tags["Deal"] = _deal_tag(deal, settled.dealer, found)
    tags["Scoring"] = meta.get("pbn:Scoring", _SCORING.get(settled.code.name, "?"))
    contract = settled.contract
    whist = not settled.code.is_contract
    tags["Declarer"] = contract.declarer.name if contract is not None else "?"
    stated = _stated_contract(meta)
    declarer = stated_declarer(meta)
    by = stated.declarer if stated is not None else None  # '4S by S'
    named = declarer or by
    if (contract is not None or not settled.closed) and named is not None:
        # the record's own statement, though the auction makes another declarer
        # (A012, told by the check of either file): its 'declarer:', else its
        # contract's 'by'
        tags["Declarer"] = named.name
        if declarer is not None and by is not None and by is not declarer:
            found.append(make(
                "P017", f"PBN's Contract tag names no declarer: the contract's 'by {by}' "
                f"is left out, the Declarer tag says {declarer}",
                deal.meta_spans.get("contract") or deal.span))
    if not settled.closed:
        # an auction that stops before its closing passes makes no contract (A009):
        # the record's own statement, else unknown, never the contract as it stands
        tags["Declarer"] = named.name if named is not None else "?"
        tags["Contract"] = "?"
        if stated is not None and stated.strain is not None:
            tags["Contract"] = (f"{stated.level}" if stated.level else "") + (
                stated.strain.code + ("", "X", "XX")[min(stated.doubles, 2)])
        elif _stated_passed_out(meta):
            tags["Contract"], tags["Declarer"] = "Pass", ""
    elif contract is not None and not whist:
        level, strain, doubles = contract.level, contract.strain, contract.doubles
        if stated is not None and stated.strain is not None:  # the record's own, as the Declarer
            level, strain, doubles = stated.level or 0, stated.strain, stated.doubles
        tags["Contract"] = (f"{level}" if level else "") + (
            f"{strain.code}" + ("", "X", "XX")[min(doubles, 2)])
        # level 0: an end position's trump alone (PBN 3.4.8: [Contract "H"])
    elif contract is None and ((deal.auction is not None and deal.auction.calls)
                               or _stated_passed_out(meta)):
        # four passes, or the record's 'contract: passed out' (PBN's [Contract "Pass"])
        tags["Contract"] = "Pass"
        tags["Declarer"] = ""
    else:
        tags["Contract"] = "?"
    tricks = settled.declarer_tricks()
    # no tricks known: the record's own Result that states nothing, as read (a
    # passed-out board's ""), else '?'; a deal passed out has no tricks: ""
    passed = tags["Contract"] == "Pass"
    unknown = meta.get("pbn:Result", "" if passed else "?").strip()
    if passed and deal.result is not None and deal.result.text.strip() == "0":
        unknown = "0"  # a passed-out board's "no tricks", as read
    tags["Result"] = str(tricks) if tricks is not None else (
        unknown if unknown in ("", "?", "-", "0") else "?")
    if "pbn:Declarer:mark" in meta and meta.get("declarer", "").strip() not in ("", "?"):
        # the declarer the source marks irregular (after a call out of turn): its own,
        # which the auction may not make
        tags["Declarer"] = meta["declarer"].strip()
    for name in ("Declarer", "Contract"):
        # the record's own tag that states nothing, as read ('[Declarer ""]')
        unknown = meta.get(f"pbn:{name}", "?").strip()
        if tags[name] == "?" and unknown in ("", "-"):
            tags[name] = unknown
    worded = _words_lost(deal, tags["Result"], settled.dealer)
    if worded is not None:
        found.append(worded)
    for name in ("Declarer", "Result"):
        if tags[name] not in ("", "?") and f"pbn:{name}:mark" in meta:
            tags[name] = "^" + tags[name]  # marked irregular in the source
    lines = []
    written: set[str] = set()
    lost: list[str] = []  # commentary whose '}' is written ')'
    for name, note in _NOTE_KEYS:
        lines.append(f'[{name} "{tags[name].replace(_QUOTE, _ESCAPED)}"]')  # as _tag
        if note in meta:
            lines.extend(_note_after(deal, name, written, lost))
    commented = among_calls(deal)  # LIN's commentary among the calls: after its call
    lines.extend(_auction(deal, settled.dealer, commented, lost))
    found.extend(_alerts_lost(deal))
    lines.extend(_play(settled, lost, found))
    for key, value in meta.items():
        name = key[4:]
        if key.startswith("pbn:") and ":" not in name and name not in _FIRST:
            lines.append(_tag(name, value))
            lines.extend(meta[f"{key}:section"].splitlines() if f"{key}:section" in meta else [])
            lines.extend(_note_after(deal, name, written, lost))
    room = room_of(meta)
    if room is not None and "pbn:Room" not in meta:  # the notation's room:, LIN's qx letter
        lines.append(_tag("Room", room.capitalize()))
    if whist:
        lines.append(_tag("Laws", settled.code.name))
        lines.extend(_make(deal))
    if deal.title and "pbn:Title" not in meta:
        lines.append(_tag("Title", deal.title))
    if "source" in meta and "pbn:Source" not in meta:
        lines.append(_tag("Source", meta["source"]))
    if meta.get("score", "").strip():
        # The score when the hand was played: PBN's Score tags are the board's own
        # score, ScoreRubberHistory the rubber's figures game by game; a book states
        # neither, so bridgebook's own tag keeps its words.
        lines.append(_tag("ScoreBefore", meta["score"]))
    lines.extend(_tag(tag, meta[key]) for key, tag in _SCORE_TAGS
                 if meta.get(key, "").strip() and key not in inherited)
    vg_lost = _vg_lost(meta.get("lin:vg", ""), meta, tags["Scoring"], boards)
    vugraph = [what for key, what in (
        ("lin:vg", f"{joined(vg_lost or [''])} of LIN's vg (its event, "
         "segment and teams are each game's Event, Stage, HomeTeam and VisitTeam)"),
        ("lin:rs", "LIN's rs (the contract and result at each table)"))
        if meta.get(key, "").strip(", ") and (key != "lin:vg" or vg_lost)]
    if vugraph:
        found.append(make("P017", "PBN has no tag for " + " and for ".join(vugraph)
                          + "; left out", deal.span))
    unwritten = sorted(k for k in _BOOK_KEYS_LOST
                       if k in meta and meta[k].strip() and k not in inherited)
    if unwritten:
        # the notation's own keys, named as the file read writes them (JSON in its meta)
        whose = "the 'meta' keys " if deal.read_from == "json" else "the book notation's "
        found.append(make("P017", "PBN has no tag for " + whose
                          + ", ".join(key_named(k, deal.read_from) for k in unwritten)
                          + "; left out", deal.meta_spans.get(unwritten[0])
                          or (file_spans or {}).get(unwritten[0]) or deal.span))
    # (a note written after its tag is PBN's text: the notes' own, turned back into it)
    # (and a play row's of no card, '1. S: ... {no lead}', which PBN has no row for)
    placed = {id(n) for notes in commented.values() for n in notes}  # in the auction
    loose = [text for text in (as_pbn(n) for n in paragraphs(tuple(
        n for n in deal.notes if id(n) not in placed)) if n.text.strip()) if text not in written]
    loose += [as_pbn(n) for n in paragraphs(settled.cardless()) if n.text.strip()]
    if loose:
        at = next(i for i, line in enumerate(lines) if line.startswith("[Deal "))
        # one comment, a blank line between the notes: PBN's comments one under the
        # other are read as the lines of one paragraph, and each note is one of its own
        lines[at + 1:at + 1] = [_comment("\n\n".join(loose), lost)]
    found.extend(_braces_lost(deal, lost))
    return "\n".join(lines), found


def _words_lost(deal: Deal, result: str, dealer: Seat = Seat.S) -> Diagnostic | None:
    """P017 for the record's words PBN has no place for: the make's sentence (``The
    dealer, Z, makes it no-trump.``: PBN's Make section holds its acts) and the
    result's (``The dealer wins 4 tricks.``: the Result tag holds the tricks).

    >>> from bridgebook.model import Declaration, Seat, StatedResult, Strain
    >>> deal = Deal(1, meta={"make": "make: The dealer, Z, makes it no-trump."},
    ...             declaration=(Declaration(Seat.S, Act.DECLARE, Strain.NOTRUMP),),
    ...             result=StatedResult("The dealer wins 4 tricks.", tricks=4))
    >>> print(_words_lost(deal, "4").message)
    PBN has no place for the record's words of the make and the result: the make written \
as its acts (the Make section); the result written as the declaring side's tricks (the \
Result tag)
    >>> _words_lost(replace(deal, meta={}, result=StatedResult("4", tricks=4)), "4") is None
    True
    """
    parts = []
    if deal.declaration and (deal.meta.get("printed:make", "").strip()
                             or own_make_words(deal, dealer)):
        parts.append(("the make", "its acts (the Make section)"))
    said = deal.result.text.strip() if deal.result is not None else ""
    if said and result not in ("", "?") and said.lstrip("^") != result.lstrip("^"):
        parts.append(("the result", "the declaring side's tricks (the Result tag)"))
    if not parts:
        return None
    where = (deal.result.span if deal.result is not None and parts[-1][0] == "the result"
             else None) or (deal.declaration[0].span if deal.declaration else None) or deal.span
    return make("P017", "PBN has no place for the record's words of "
                + " and ".join(what for what, _ in parts) + ": "
                + "; ".join(f"{what} written as {how}" for what, how in parts), where)


def _vg_lost(vg: str, meta: dict[str, str], scoring: str,
             boards: Sequence[int | None]) -> list[str]:
    """What of LIN's ``vg`` PBN cannot hold (its event, segment and teams are every
    game's tags): its boards, the scores carried over, its form of scoring, each
    unless LIN's writer makes it again of the games PBN writes (as it made the ``vg``
    of a team match's games itself: PBN → LIN → PBN loses nothing).

    >>> meta = {"event": "Cup", "pbn:Stage": "Final", "pbn:HomeTeam": "Reds",
    ...         "pbn:VisitTeam": "Blues"}
    >>> _vg_lost("Cup,Final,I,3,4,Reds,0,Blues,0", meta, "?", (3, 4))
    []
    >>> _vg_lost("Cup,Final,P,3,9,Reds,80,Blues,0", meta, "?", (3, 4))
    ['the boards', 'the scores carried over', 'the form of scoring']
    >>> _vg_lost("Cup,Final,I,3,4,,0,,0", {"event": "Cup"}, "?", (3, 4))
    ['the boards', 'the scores carried over', 'the form of scoring']
    """
    if not vg.strip(", "):
        return []
    games = tuple(Deal(n, number=number, meta={
        **{key: meta.get(key, "") for key in MATCH_KEYS}, "pbn:Scoring": scoring})
        for n, number in enumerate(boards, start=1))
    made = match_header(HandRecord(games))
    fields = [f.strip().upper() for f in vg.split(",")] + [""] * 9
    again = [f.upper() for f in made[3:-1].split(",")] if made is not None else [""] * 9
    lost = []
    if fields[3:5] != again[3:5]:
        lost.append("the boards")
    if (fields[6], fields[8]) != (again[6], again[8]):
        lost.append("the scores carried over")
    if fields[2] != again[2]:
        lost.append("the form of scoring")
    return lost


def _marked(word: str, meta: dict[str, str], key: str) -> str:
    """A call's or a card's word with its irregularity marks where they stood: those
    of their own before it ('^I 1C'), one on its word after it ('1C^I').

    >>> _marked("1C", {"m": "^S ^I", "m:after": "^I"}, "m"), _marked("SA", {}, "m")
    ('^S ^I 1C^I', 'SA')
    """
    before = meta.get(key)
    return (f"{before} " if before else "") + word + meta.get(key + ":after", "")


#: The keys of a call's irregularity marks and of the commentary after it.
_CALL_KEYS = ("pbn:Auction:mark:", "pbn:Auction:comment:")
_QUOTE, _ESCAPED = chr(34), chr(92) + chr(34)  # a quotation mark in a tag's value escaped


def _tag(name: str, value: str) -> str:
    return f'[{name} "{value.replace(_QUOTE, _ESCAPED)}"]'


def _comment(text: str, lost: list[str]) -> str:
    """Commentary, its text already PBN's (:func:`as_pbn`): in braces; a text with a
    ``}``, which would end the braces, as PBN's comment to the end of the line (``;``,
    the line ended after it: :func:`_lines`); one that is over several lines too,
    in braces with its ``}`` written ``)``, the text added to ``lost``.

    >>> lost: list[str] = []
    >>> _comment("five", lost), _comment("{x} or }", lost), _comment("a}\\nb", lost), lost
    ('{five}', ';{x} or }', '{a)\\nb}', ['a}\\nb'])
    """
    if "}" not in text:
        return "{" + text + "}"
    if "\n" not in text:
        return ";" + text
    lost.append(text)
    return "{" + text.replace("}", ")") + "}"


def _ends_line(word: str) -> bool:
    """Whether ``word`` (a card or call with its commentary) ends in a ``;`` comment,
    which ends its line."""
    at = word.find(" ;")
    return at >= 0 and "{" not in word[:at]


def _lines(words: list[str]) -> list[str]:
    """The line of ``words``, broken after a word whose ``;`` comment ends its line
    (PBN reads the cards or calls on the next line as the row's own).

    >>> _lines(["S7", "S3 ;a } b", "S2", "SA ;on }"])
    ['S7 S3 ;a } b', 'S2 SA ;on }']
    """
    lines: list[str] = []
    start = 0
    for at, word in enumerate(words):
        if _ends_line(word) and at + 1 < len(words):
            lines.append(" ".join(words[start:at + 1]))
            start = at + 1
    lines.append(" ".join(words[start:]))
    return lines


def _braces_lost(deal: Deal, lost: list[str]) -> list[Diagnostic]:
    """P017 once a deal when commentary over several lines had a ``}`` written ``)``."""
    if not lost:
        return []
    return [make("P017", "PBN cannot hold a '}' in commentary over several lines (braces "
                 "end at it, a ';' comment at the line's end): written as ')' in "
                 f"{lost[0][:40]!r}"
                 + (f" and {len(lost) - 1} more" if len(lost) > 1 else ""), deal.span)]


def _note_after(deal: Deal, name: str, written: set[str], lost: list[str]) -> list[str]:
    text = deal.meta.get(f"pbn:{name}:note")
    if text is None:
        return []
    # the note as PBN wrote it, and as it is after a way through .hand or JSON
    written.update((text, round_trip(text)))
    return [_comment(text, lost)]


def _deal_tag(deal: Deal, dealer: Seat, found: list[Diagnostic]) -> str:
    by_seat: list[Hand | None] = [None, None, None, None]  # each seat's first hand
    small = unseated = False
    for hand in deal.hands:
        seat = hand.seat
        if seat is None:
            unseated = True
        elif by_seat[seat] is None:
            by_seat[seat] = hand
        small = small or any(holding.small for holding in hand.holdings)
    if small:
        found.append(make("P017", "PBN names every card: hands with 'x' cards are written "
                          "as unknown ('-')", deal.span))
    if unseated:
        found.append(make("P017", "a hand with no seat cannot be written in PBN; it is "
                          "left out", deal.span))
    # from the seat the source's own Deal tag starts from (``E:`` with South dealer),
    # else from the dealer's
    first = Seat[deal.meta[DEAL_FIRST]] if deal.meta.get(DEAL_FIRST) in _SEAT_NAMES else dealer
    hands = [hand_text(by_seat[(first + i) & 3]) for i in range(4)]
    return f"{first.name}:" + " ".join(hands)


def _auction(deal: Deal, dealer: Seat, commented: dict[int, list[Note]], lost: list[str]
             ) -> list[str]:
    auction = deal.auction
    if auction is None or IMPLIED_AUCTION in deal.meta:
        return []  # no auction, or one implied by the Contract tag: not written
    first = auction.first or dealer
    lines = [_tag("Auction", first.name)]
    words: list[str] = []
    notes: list[str] = []
    meta = deal.meta
    # the commentary before the first call (LIN's, PBN's in the section): before it
    lines.extend(_comment(as_pbn(n), lost) for n in commented.get(-1, ()))
    plain = not commented and not any(call.note for call in auction.calls) and not any(
        key.startswith(_CALL_KEYS) for key in meta)  # the commonest: the calls alone
    if plain:
        words = [call_text(call) for call in auction.calls]
    for index, call in enumerate(() if plain else auction.calls):
        words.append(_marked(call_text(call), meta, f"pbn:Auction:mark:{index}"))
        apart = comments_after(meta.get(f"pbn:Auction:comment:{index}", ""))
        comment = " ".join(apart)  # as the call's note holds them
        # the explanation as PBN's text (the book notation's Markdown turned into it)
        note = as_pbn(call.explanation) if call.explanation else None
        if comment and note:  # (the commentary after the call, as read or come back)
            said = next((c for c in (comment, round_trip(comment)) if c in note), comment)
            note = note.replace(said, "", 1).strip()
        if note:
            notes.append(note)
            words[-1] += f" ={len(notes)}="
        if comment:
            words[-1] += "".join(" " + _comment(text, lost) for text in apart)
        for said_after in commented.get(index, ()):
            words[-1] += " " + _comment(as_pbn(said_after), lost)
    if deal.meta.get("auction-open") == "yes":
        words.append("+")  # the auction goes on, unrecorded
    for i in range(0, len(words), 4):
        lines.extend(_lines(words[i:i + 4]))
    lines.extend(_tag("Note", f"{n}:{text}") for n, text in enumerate(notes, start=1))
    return lines


def _stated_passed_out(meta: dict[str, str]) -> bool:
    """Whether the record's ``Contract`` tag (``contract:`` line) says the deal is
    passed out (the PBN reader's ``Pass``).

    >>> _stated_passed_out({"contract": "passed out"}), _stated_passed_out({"contract": "4S"})
    (True, False)
    """
    try:
        return read_contract(meta.get("contract", "").strip()).level is None
    except ValueError:
        return False


def _stated_contract(meta: dict[str, str]) -> Stated | None:
    """The contract the record's ``Contract`` tag (``contract:`` line) states, its
    level, strain, doubling and declarer (``4S by S``), if it states one.

    >>> _stated_contract({"contract": "4SX by South"}), _stated_contract({"contract": "?"})
    (Stated(level=4, strain=Strain.SPADES, doubles=1, declarer=Seat.S), None)
    """
    try:
        stated = read_contract(meta.get("contract", "").strip())
    except ValueError:
        return None
    if not stated.level or stated.strain is None:
        return None
    return stated


def _alerts_lost(deal: Deal) -> list[Diagnostic]:
    """PBN has no mark for an alert (a call's ``!`` is its suffix annotation, a good
    call): the alerted calls written, each with its explanation as its note, said
    once."""
    auction = deal.auction
    if auction is None or IMPLIED_AUCTION in deal.meta:
        return []
    alerted = [call for call in auction.calls if call.alert]
    if not alerted:
        return []
    one = len(alerted) == 1
    explained = any(call.explanation for call in alerted)
    return [make("P017", "PBN has no mark for an alert (a call's '!' is its 'good call'): "
                 f"the alert{'' if one else 's'} on " + ", ".join(
                     call_text(call) for call in alerted) + " left out"
                 + ("; the explanation" + ("" if one else "s") + " kept as "
                    + ("its note" if one else "their notes") if explained else ""),
                 alerted[0].span or deal.span)]


def _play(settled: Settled, lost: list[str], found: list[Diagnostic]) -> list[str]:
    deal = settled.deal
    # every card with its seat: a column holds a card whose trick has one not known,
    # and a card played twice, as written
    tricks = settled.seated
    if deal.play is not None and not deal.play.tricks:
        # a play started with no trick ('[Play "W"]' then '*', as a bidding program
        # writes a board it only bid): the tag again, its seat the record's
        first = (deal.play.columns[0] if deal.play.columns
                 else settled.contract.leader if settled.contract is not None else None)
        return [] if first is None else [_tag("Play", first.name), "*"]
    if deal.play is None or not tricks:
        return []
    # The opening leader the record states (PBN's Play tag, the first row's leader),
    # though the auction gives another (the check of either file says so): the
    # rows come back in the columns they were written in.
    play = deal.play
    stated = (play.columns[0] if play.fixed and play.columns
              else play.tricks[0].leader if play.tricks else None)
    leader = stated or (settled.contract.leader if settled.contract is not None
                        else tricks[0].leader)
    columns = [leader.after(i) for i in range(4)]
    notes: dict[Card, str] = {}
    #: A trick's commentary, by its last card: on lines of its own after the trick's
    #: row (apart from the card's own note, whose marks it would cross).
    after: dict[Card, list[str]] = {}
    marked = False  # a card marked as the trick's winner
    for given in deal.play.tricks:
        for played in given.cards:
            if played.note is not None:
                notes[played.card] = as_pbn(played.note)
            if played.marked:
                marked = True
        if not given.notes:  # the commonest trick: no commentary
            continue
        said = [as_pbn(n) for n in paragraphs(given.notes) if n.text.strip()]
        if said and given.cards:
            after.setdefault(given.cards[-1].card, []).extend(said)
    lines = [_tag("Play", leader.name)]
    meta = deal.meta
    marks = any(key.startswith("pbn:Play:mark:") for key in meta)  # irregularities ('^R')
    # The seat whose cell in the last row was PBN's '+' (the play goes on, unrecorded)
    plus = Seat[meta["pbn:Play:plus"]] if meta.get("pbn:Play:plus") in _SEAT_NAMES else None
    # A play the record stops (the book notation's '...') with a result and no claim:
    # PBN's reader would make a claim of the result, so the seat to play next is
    # written '+' (the play goes on, unrecorded), in a row of its own after a whole
    # trick.
    # Where a row before the last is short of a card (a '-' not the cards' own), PBN's
    # reader makes no claim of the result: a last row short of cards stops the play
    # as it is, and is written back as it was read, with no '+'.
    end = tricks[-1]
    if (plus is None and deal.claim is None and deal.result is not None
            and deal.play.tricks and deal.play.tricks[-1].stops and len(tricks) < 13
            and not (len(end.cards) < 4 and any(len(t.cards) < 4 and not t.damaged
                                                for t in deal.play.tricks[:-1]))):
        plus = end.cards[-1][0].lho if len(end.cards) < 4 else end.winner
    # after a whole trick, the '+' is the next trick's, in a row of its own ('+' alone
    # in the first column, as PBN 2.1's own example writes it)
    again = (["+" if seat is plus else "-" for seat in columns]
             if plus is not None and len(end.cards) == 4 and len(tricks) < 13 else [])
    while again and again[-1] == "-":
        again.pop()
    plain = not marks and not notes and plus is None
    last = len(tricks) - 1
    for number, trick in enumerate(tricks):
        if plain and len(trick.cards) == 4:  # the commonest trick: four codes
            by_seat = [-1, -1, -1, -1]  # each seat's card by the seat's number
            for who, code in trick.cards:
                by_seat[who] = code
            if -1 not in by_seat:  # four seats, each once
                lines.append(" ".join([_CODES[by_seat[seat]] for seat in columns]))
                if after:
                    lines.extend(_said_after(trick.cards, after, lost))
                continue
        held = dict(reversed(trick.cards))  # each seat's card (its first, as card_of)
        row = []
        for seat in columns:
            card = held.get(seat)
            if card is None:
                row.append("+" if seat is plus and number == last else "-")
                continue
            word = _CODES[card]
            if marks:
                word = _marked(word, meta, f"pbn:Play:mark:{word}")
            if notes and card in notes:
                word += " " + _comment(notes[card], lost)
            row.append(word)
        lines.extend(_lines(row))
        if after:
            lines.extend(_said_after(trick.cards, after, lost))
    if again:
        lines.append(" ".join(again))
    if len(tricks) < 13:
        lines.append("*")
    if marked:
        found.append(make("P017", "PBN has no mark for the card that won a trick; the "
                          "winners follow from the play", deal.play.span))
    return lines


def _said_after(cards: tuple[tuple[Seat, Card], ...], after: dict[Card, list[str]],
                lost: list[str]) -> list[str]:
    """The commentary on the trick of ``cards``, each in braces on a line of its own."""
    return [_comment(text, lost) for _, card in cards for text in after.pop(card, [])]


def _make(deal: Deal) -> list[str]:
    if not deal.declaration:
        return []
    words = []
    for act in deal.declaration:
        if act.act is Act.DECLARE and act.strain is not None:
            words.append(f"{act.seat.name}:{act.strain.code}")
        else:
            words.append(f"{act.seat.name}:{ACT_WORDS[act.act]}")
    return [_tag("Make", (deal.dealer or Seat.S).name), " ".join(words)]

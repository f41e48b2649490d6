"""The table of diagnostic codes. Codes are stable: never renumber, only add."""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Severity(enum.Enum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"


@dataclass(frozen=True, slots=True)
class CodeInfo:
    code: str
    severity: Severity
    title: str
    explanation: str
    #: The other severities the code is given in some cases (the explanation says when).
    also: tuple[Severity, ...] = ()


E, W, N = Severity.ERROR, Severity.WARNING, Severity.INFO  # N: a note

_TABLE: tuple[tuple[str, Severity, str, str], ...] = (
    # P: the text cannot be read
    ("P001", E, "line not understood",
     "The line is none of the things a hand record holds here: a deal heading, a "
     "`key: value` line, a hand, a suit row, the make or auction, a trick, a result "
     "or commentary. The hint says what was expected at this point."),
    ("P002", E, "not a card or rank",
     "A rank or card that cannot be read, such as `IO` for `10` or `Q*` for `Q`. A "
     "card of the play not read keeps its turn (its column in a table or PBN, its "
     "place in a trick written in the order of play, LIN's `pc|S1|`): the cards after "
     "it stay with their players. The hint names the card that fits, the seat's card "
     "never played (of several, the one most like the text: `S1` is ♠10), and what "
     "follows from the card left out is folded under it."),
    ("P003", E, "not a suit",
     "A suit marker that is not `S H D C`, `♠♥♦♣`, `♤♡♢♧` or `[S]`-style."),
    ("P004", E, "not a call",
     "An auction entry that is not a bid (`1♣`…`7NT`), pass, double or redouble."),
    ("P005", E, "make or doubling not understood",
     "A phrase of the make or the doubling that names no seat or no act."),
    ("P006", E, "result not understood",
     "A stated result that says neither a number of tricks nor a result against the "
     "contract. PBN claims the tricks not played from its Result: with the Result not "
     "read there is no claim, and the note that the play stops short is folded under "
     "this message."),
    ("P007", E, "unknown key or value",
     "A metadata key the record format does not know, or a value it cannot use (an "
     "unknown code of laws, a seat that is no seat, a vulnerability that is none of "
     "none, both, NS or EW: PBN's `[Vulnerable]` takes `None`, `NS`, `EW`, `All` and "
     "`Love`, `Both`, `-`, LIN's `sv` `o n e b`; a PBN `[Board]` that is not a "
     "number). The value is not read."),
    ("P008", E, "play table row does not fit the columns",
     "A row of a play table has more or fewer cards than the table has columns. A "
     "row with a card too many is read again with each card struck out: the card "
     "whose striking makes the row's cards fit (each held by its column's player, the "
     "marked card winning) is named as the fix, and the problems the card set off "
     "(cards in the wrong column, a winner's mark lost) are folded under it. A PBN play "
     "row of five cards among rows of four one a line (`C5 C2 C6 CK C8`) is such a row, "
     "not the next trick begun: its cards after it stay in their rows, and the message "
     "is told at the card to strike out, saying where the play has it again. A PBN play "
     "row written a card short among rows of four one a line (`D4 HQ DT`; a row's "
     "notes and commentary are no cells) is kept as "
     "written, its cards in its first columns: the empty cell is tried in each column "
     "and each card its player never plays in it, and the one that makes the play "
     "follow is named (`write it in the fourth column ('D4 HQ DT S5')`; more than three "
     "of one player's cards fitting, the column alone), the cards in "
     "the wrong columns and the revoke the card kept sets off folded under it. A "
     "printed table's row that lost a cell with its stroke (four cells of five) is "
     "read the same way, the card lost carrying the row's mark where no card is "
     "marked (`Y's ♦10, never played, is the cell lost: print it in Y's column`)."),
    ("P009", E, "not a seat",
     "A seat name that is neither `N E S W` (or `North`…) nor the books' `Z A Y B`. "
     "A PBN tag (`Dealer`, `Declarer`, `Play`) takes `N E S W` (or `North`…) only: "
     "`[Declarer \"Z\"]` is no seat there. Told once a tag, and the value is not "
     "read."),
    ("P010", W, "two namings of the seats",
     "One deal names seats both as `Z A Y B` and as `N E S W`. The books' letters are "
     "read with the dealer at South (Z = S, A = W, Y = N, B = E)."),
    ("P011", E, "input too large",
     "A line, a trick or a file that is larger than any real record; it is refused "
     "rather than read."),
    ("P012", W, "unknown PBN tag",
     "A PBN tag that is neither in PBN 2.1 nor one bridgebook writes. It is skipped "
     "by the checker and kept, as it stands, when the file is converted to PBN."),
    ("P013", E, "PBN or LIN text not understood",
     "A PBN tag that is not `[Name \"value\"]`, commentary never closed, or a LIN "
     "item that is not `xx|value|`. Or a `}` inside PBN commentary in braces: the "
     "comment ends at its first `}`, so in `{a brace } here}` the text `here}` is "
     "stray. It is said once and read as part of the comment (never as a card or a "
     "call); PBN's `;` comment, which runs to the line's end, may hold a `}`. A tag "
     "never closed is named (a Deal tag so lost takes the deal with no hands, D007, "
     "and the play not checked, L012, under it). A `|` lost in a LIN `pc`, `mb`, `an` "
     "or `nt` item (`pcCK|`, `pc|C3pc|C2|`) is read as meant and told once, the item "
     "to write as the hint, so the items after it keep their places."),
    ("P014", W, "text outside the game skipped",
     "Words that belong to no tag or section (a dealing program's statistics, stray "
     "lines between games). They are skipped. The message names the tag before them."),
    ("P015", W, "hands rotated against the auction",
     "Every card of the first trick is held by the seat the same number of places "
     "round from the one that plays it: the declarer implied by the hands and the one "
     "the auction and the play give disagree. The hands were most likely given to the "
     "wrong seats. Where the hands so read imply the stated declarer, it is the Play "
     "tag that names the wrong opening leader: that is L004, at the tag."),
    ("P016", N, "irregularity marked in the record",
     "The record marks an irregularity (PBN `^R` a revoke, `^L` a lead out of turn, "
     "`^I` an insufficient bid, `^S` a call out of turn). The checker still reports "
     "what it finds there."),
    ("P017", W, "the target format cannot hold this",
     "`bridgebook convert` drops something the target format has no place for "
     "(commentary or bridge-whist doubling in LIN, for instance); the message says "
     "what."),
    ("P018", E, "cannot convert or write the output",
     "The output of `bridgebook convert` or `bridgebook import` could not be written, "
     "or its format is not known; or the output of any of these and of `render` and "
     "`scoresheet` is the file being read, by any name (`convert x.hand -o x.hand`, "
     "or a link to it), which the output would replace, or a symbolic link that "
     "leads back to itself, or a link to a file whose name says another kind of file "
     "than the link's (`-o out.html` with `out.html -> real.pdf`, or `-> deal.hand`). "
     "An existing output file is left as it was. An output that cannot be "
     "written is told as the command's own (`bridgebook: P018 …`), not at a place in "
     "a file, and a folder of its path that is not there (or is a file) is named: a "
     "conversion makes no folders (`render` and `scoresheet` make theirs)."),
    ("P019", E, "second play or auction in one deal",
     "A deal has one play and one auction, but a second `play:` (or `auction:`) line "
     "starts another. The tricks (or calls) under it are read as going on from those "
     "above, in order, so none is lost."),
    ("P020", E, "trick numbers out of order",
     "The trick rows are numbered, but a number is skipped, repeated or out of order "
     "(`1. 2. 4.`). A skipped trick makes the cards of later tricks look like revokes; "
     "the tricks are replayed in the order of their numbers. Rows merely out of order "
     "are a warning (every trick is there); a number skipped or repeated is an error. "
     "One number that breaks the run between rows that fix it (`4. 6. 6.`: trick 5 "
     "printed as 6) is told once as that misprint, and the row is read as the trick "
     "its place makes it. A row with the number and the very cards of a row above it "
     "(pasted again) is the same trick written twice: told once (rows pasted again "
     "together in one message, at the first of them) and read once, so its cards are "
     "not played twice. When the rows skip one or two numbers (the first too) and each "
     "hand keeps as many cards it never plays, those cards, each trick led by the "
     "winner of the trick before (the first by the opening leader), are the rows "
     "missing where one way of making them makes every trick follow: the hint names "
     "the rows to write (two numbers skipped together in one message, two apart each "
     "at its own gap), the revokes the gap set off are folded under the P020, and a "
     "stated result the play with those rows does not give is an L008 of its own. "
     "Where the cards make the rows more ways than one, the hint stays general. In a "
     "play that stops early (a claim, or the record stops) the hands keep many cards "
     "never played: one row skipped is named by its number, where it goes, who leads "
     "it (the winner of the row before) and who wins it (the leader of the row after), "
     "and a revoke after it by a player holding one card alone of the suit led, a card "
     "the play never has, is that card played in it: named in the hint, the revoke "
     "folded under the P020."),
    ("P021", W, "no deal in the file",
     "The file holds no deal (it is empty, or holds only commentary or keys). A "
     "warning, so `bridgebook check --strict` fails it; a folder with no record file "
     "at all is a usage error (exit 2)."),
    ("P050", W, "a game with no Deal read as the last game's board",
     "A PBN game gives an auction or a play but no Deal and no Board tag, as some "
     "writers leave the second table of a board. PBN carries no tag over, but the "
     "game is read as the last game's board (its Board, Dealer, Vulnerable and Deal) "
     "played again at another table, and checked so. Told once a file, at the first "
     "such game, with how many games give no Deal and the first and last of them; "
     "the other games are folded into it (each listed, with its place, in "
     "`check --json`)."),
    ("P022", E, "not a text file",
     "The file holds NUL bytes or mostly control characters: it is no hand record (an "
     "image, a word processor's file, a compressed archive; a UTF-16 file is named as "
     "such). Nothing else is reported."),
    ("P023", W, "not UTF-8: read as Windows-1252",
     "The file is not UTF-8 (most likely saved as Windows-1252 or Latin-1). It is read "
     "as Windows-1252 and checked as usual; the warning is placed at the first byte that "
     "is not UTF-8. A PBN or LIN file reads a line that is not UTF-8 as Latin-1 (PBN "
     "2.0's character set) without a word; but a line that mixes UTF-8 with a byte that "
     "is not (a Latin-1 `ó` typed into a UTF-8 file) keeps its UTF-8, the byte read as "
     "Latin-1, and is told once, at the first such byte, with the number of lines so."),
    ("P024", E, "commentary in braces not closed",
     "A card's commentary in the book notation (`K♠{the king from A K}`) has no "
     "closing `}`. Its words run to the next card, and the cards after them are read "
     "as cards, so none of the trick is lost."),
    ("P030", E, "score not understood",
     "A `score:` line (the score when the hand was played) that is neither the books' "
     "score sentence (`love all`, `24 to 0 against the dealer on the rubber game`, "
     "`eighteen to nothing in favour of the dealer, who has a game in`) nor the sides' "
     "points (`Y Z 0, A B 24`). The message names the part not understood."),
    ("P031", E, "mistyped keyword",
     "A line's key is one letter away from a keyword of the notation (`auciton:`, "
     "`paly:`, `reslut:`), or a keyword on a line of its own with its colon lost "
     "(`Play`): the hint names the keyword meant. The lines under it are read "
     "as if the keyword were right (the calls under `auciton:`, the tricks under `paly:`), "
     "so this one message stands for the line."),
    ("P032", E, "trick rows with no 'play:' line",
     "A deal gives rows of tricks but no `play:` line above them. The rows are read as "
     "the play all the same (one message, not one per row): add `play:` above the first."),
    ("P040", E, "not a suit line of a printed diagram",
     "A line beside or above a printed hand's box that is not a suit and its ranks "
     "(`♠ K Q 10 2`, `[S] K Q 10 2`, `S K Q 10 2`, a void `—` or `None`). The line is "
     "skipped; the hand's other suits are read, so its count shows what is missing."),
    ("P041", E, "empty cell in a printed play table",
     "A printed play table has no card in a seat's column at a trick (a cell lost in "
     "the transcription). The trick is read without it; the card its seat never "
     "plays that, printed there, makes the play follow (the mark with it, where no "
     "card of the row is marked) is named in the hint, and what its loss sets off (a "
     "revoke while the seat still holds it) is folded under it."),
    ("P042", E, "printed play table without its seats",
     "A printed play table whose first row does not name its columns, four seats once "
     "each (`| TRICK | A | Y | B | Z |`). The table is not read: the hand has no play."),
    ("P043", W, "heading with no hand",
     "A hand's heading (`ILLUSTRATIVE HAND NO. 12`) with neither a box diagram nor a "
     "play table after it, before the next heading: the diagram or the table was not "
     "found (its box or its row of seats is missing)."),
    ("P044", W, "notes on a hand the text does not hold",
     "Notes headed `NOTES ON ILLUSTRATIVE HAND NO. 12` in a text with no hand 12: they "
     "are on no deal. The heading's number is most likely misprinted."),
    ("P045", W, "score before the first deal not read",
     "A `score:` line before the first deal is the score when the first hand was "
     "played, and is read as that deal's own; where the first deal states a score of "
     "its own as well, the deal's stands and the file's is not read. Keep one."),
    ("P046", E, "play table with its row of seats lost",
     "A play written as a table (one row a trick, the winning card marked) with no row "
     "naming its columns: read in the order of play from each trick's leader, the "
     "cards from the second trick on fall to the wrong seats. Where reading the rows "
     "in fixed columns, the opening leader's first, makes every card held, this one "
     "message stands for the cards not held, revokes and wrong winners that follow "
     "(folded under it), and the deal is checked so read. Add the row of seats above "
     "the first trick, as the hint gives it."),
    ("P047", W, "the play or auction said to stop before its end",
     "A trick row of the book notation ends `...` (or `…`), which says the play stops "
     "in that trick with no claim, but more rows follow it. Only the last row may end "
     "so. Every row is read and the `...` is not kept; remove it, or the rows after "
     "it if the play does stop there. On a row short of cards it is an error, and the "
     "one message on the row: a trick in the middle of the play has four cards, so "
     "the trick short of them (L006) and the leader of the next trick, which nobody's "
     "winning names, are not told again. A commentary in braces after the `...` "
     "(`S3 ... {why}`) is the last card's. PBN's `*` ends its play section likewise, and its "
     "`+` with the row it stands in: cards after are not read, and are told so with "
     "this code at the mark. A PBN auction's `+` says the auction goes on, unrecorded, "
     "after its last call: calls after it are read on, the `+` not kept, and told with "
     "this code at the `+`."),
    ("P048", W, "a PBN note no call or card refers to",
     "A `[Note \"n:text\"]` tag of a PBN game explains the call (or the card) after which "
     "`=n=` is written; no call of the auction (no card of the play) refers to this "
     "one, as when a line of the auction was lost. The note is not read, so a "
     "conversion has none of it. One message for a section's notes so left, at the "
     "first of them, naming each. A `=n=` among the cards PBN's `*` leaves unread is "
     "told with them (P047)."),
    ("P049", W, "a PBN note reference with no note",
     "A call (or a card) of a PBN game is followed by `=n=`, which refers to the "
     "`[Note \"n:text\"]` tag after the auction (the play) that explains it, but no "
     "such tag is there, as when the tag was lost. The call is read; it has no note, "
     "so a conversion has none. One message for a section's references so left, at "
     "the first of them, naming each number once. A `[Note]` tag no call refers to is "
     "P048."),
    # D: the deal
    ("D001", E, "card in two hands",
     "The same card is given to two hands (or twice to one)."),
    ("D002", E, "hand not of thirteen cards",
     "A hand of a full deal, or any hand given, holds more or fewer than thirteen "
     "cards. The message names the cards missing from the pack and those in surplus. "
     "In a whole pack where one hand holds as many cards too many as another too few, "
     "cards were printed in the wrong hand: one message, at the long hand, with the "
     "short hand's count folded under it; where the short hand's seat plays a card of "
     "the long hand, the message stands at that card and names it."),
    ("D003", E, "`x` in a full deal",
     "A small card written as `x` in a deal that gives all four hands: every card "
     "must be named."),
    ("D004", E, "suit given twice in one hand",
     "A hand lists the same suit in two lines or groups. Where one of the two, read "
     "in a suit the hand is not given, is cards no hand holds (`D—9, 7` for `H—9, 7`) "
     "and so read every hand and every trick follows, the suit letter is the one "
     "misprint: one message at that line, with the suit meant; the cards given twice "
     "and not held that follow from it are folded under it."),
    ("D005", E, "partial hands hold too many cards of a suit",
     "The hands given hold, with their `x` cards, more than thirteen cards of a suit."),
    ("D006", E, "hand given twice",
     "Two hands are given for the same seat."),
    ("D007", W, "no hands",
     "A deal with no hand in it."),
    # A: declaration and auction
    ("A001", E, "declaration by an adversary",
     "Only the dealer, or his partner when the dealer passes the make, declares the "
     "trump (1897 laws 48-52; 1904 laws 47-51; 1905 laws 45-48)."),
    ("A002", E, "dummy declares without the pass",
     "The dealer's partner declared though the dealer had not passed him the make "
     "(1897 law 50; 1904 law 49; 1905 law 46)."),
    ("A003", E, "make passed back, or passed twice",
     "The dealer's partner must declare once the make is passed to him; he may not "
     "pass it back (1897 law 50; 1904 law 50; 1905 law 47)."),
    ("A004", E, "doubling out of turn",
     "A double, redouble or 'satisfied' by a player who has not the right to speak "
     "(1897 laws 55-59; 1904 laws 54-58; 1905 laws 51-55). A warning when the other "
     "side may let it stand (a first double by the maker's partner's adversary out of "
     "turn, or, where the code allows it, a later redouble): the record goes on, so it "
     "is kept."),
    ("A005", E, "doubling past the limit",
     "The doubling passes the code's limit on the value of a trick (1904 law 58: 100 "
     "points; the 1897 and 1905 codes set none unless the record gives one). The "
     "double is counted as the record gives it. A record that ends on it, nobody "
     "answering (A013), follows from it: past the limit there is nothing to answer, and "
     "the note is folded under it."),
    ("A006", E, "insufficient bid",
     "A bid that does not beat the last bid (contract bridge: a bid must name more "
     "tricks, or as many in a higher strain)."),
    ("A007", E, "illegal double",
     "A double of one's own side's bid, of a bid already doubled, or with no bid to "
     "double."),
    ("A008", E, "illegal redouble",
     "A redouble of anything but the opponents' double of one's own side's bid."),
    ("A009", E, "auction not finished",
     "The auction ends before three passes in a row follow a bid (or four passes "
     "open it)."),
    ("A010", E, "call after the auction ended",
     "A call after three passes closed the auction."),
    ("A011", E, "no declaration",
     "The play is given but the trump is never declared (no make and no auction)."),
    ("A012", E, "stated declarer or contract does not follow",
     "A `declarer:` or `contract:` line disagrees with the auction or the make. A "
     "contract that is the auction's but for its doubling (a PBN Contract tag that "
     "leaves out the double, `1N` for an auction that ends `1NT X` and three passes) "
     "says what the auction does, `doubles it: 1NTX by N`, and the hint names the "
     "last bid and the contract to write. Otherwise the hint gives the edit that makes "
     "the record's keys say the auction's contract (`write 'contract: 3NT by N'`). A "
     "Declarer and a Contract tag that both disagree are one message, at the Contract "
     "tag, naming both; what the stated contract set off (PBN's claim of the rest "
     "counted from the Result under its trump and side: L007, L008) is folded under "
     "it, and the deal is checked with the auction's contract."),
    ("A013", N, "doubling not finished",
     "A double or redouble that nobody answered with a further double or 'satisfied'. "
     "The doubling is taken as it stands (the books often print only 'A doubles')."),
    ("A014", E, "auction does not start with the dealer",
     "The bidding table's first call is not the dealer's."),
    ("A015", E, "declaration altered",
     "A second declaration after the trump is named: a declaration once made cannot be "
     "altered (1897 laws 53, 60; 1904 laws 52, 61; 1905 law 49). The first stands."),
    # L: the play
    ("A020", E, "the auction seems to start late",
     "The auction makes another declarer than the record states, and read one to "
     "three seats later (the dealer's opening passes left out, as some writers do) it "
     "makes the stated declarer, with the stated opening leader on his left. A record "
     "that states no declarer and plays from the contract's leader (LIN) says it by "
     "its play: the opening lead is a card its player does not hold (and so is one "
     "card more at least: the lead alone is a misprint as likely), and read so late "
     "the auction makes the card's holder the opening leader, and every card of the "
     "play is held by the seat that plays it. Told once, with the passes to write; "
     "the deal is checked with them, and the problems the shifted reading set off "
     "are folded under it."),
    ("A021", E, "the auction starts late and the play rows are turned",
     "A game that is wrong twice, as a whole file of games can be: its auction makes "
     "another declarer than the record states and reads right one to three seats "
     "later (A020: the dealer's opening passes left out), and rows of its play are "
     "not in PBN's fixed columns (L030: each such row's cards are held by the seats "
     "the same number of places round). The two faults are independent (mending "
     "the auction does not turn the rows back): one message names both, with the "
     "tricks whose rows are turned; the deal is checked with both mended, and the "
     "problems either set off are folded under it."),
    ("L001", E, "card not held",
     "A player plays a card that is not in his hand (nor played before). It is taken "
     "as played, so the check goes on."),
    ("L002", E, "card played twice",
     "A card that was already played, to an earlier trick or by another player to the "
     "same one; the message names the other player (`by B at trick 10`, `by A at this "
     "trick`). Unnumbered rows with the "
     "very cards of rows above them (pasted again) are told once, at the first of "
     "them, when the play read without them follows: the cards played again and the "
     "fourteenth trick are folded under it (numbered rows so pasted are a P020). A "
     "stated result the play so read does not give is a second mistake, an L008 of "
     "its own, judged on that play."),
    ("L003", E, "revoke",
     "A player other than dummy holding a card of the suit led plays another suit "
     "(1897 law 88; 1904 law 89; 1905 law 85; contract: each player must follow "
     "suit). Dummy is never liable (1897 law 65; 1904 law 68; 1905 law 65), but his "
     "renounce in error is still shown. A revoke the record states on its `revoke:` line "
     "(`revoke: Z revokes, value added`) is shown on purpose: it is a note, not an error."),
    ("L004", E, "wrong player to lead",
     "The trick is led by a player other than the winner of the last trick (or, at "
     "the first trick, other than the eldest hand or the declarer's left-hand "
     "opponent). Where the play names the wrong opening leader (PBN's `[Play \"S\"]` "
     "for `\"E\"`, a first trick `1. S:`) and read from the right one every card is "
     "held by its player, this is one message at the leader named, with the leader to "
     "write; the cards not held that follow are folded under it. Where unnumbered rows "
     "in the order of play leave out a whole trick (twelve rows, no claim, each hand "
     "with one card it never plays) and those four cards, led by the winner of the "
     "trick before, make every trick follow, the L004 says a trick seems left out and "
     "names the row to write; the play stopping short is folded under it, and a "
     "stated result the play with that row does not give is an L008 of its own. With "
     "numbered rows the number skipped tells it (P020), and the L004 at the row after "
     "the gap is folded under the P020. A PBN play of twelve rows in the Play tag's "
     "columns, each hand with one card it never plays, is told so too, at the row after "
     "the one place where those four cards, each in its player's column, make every "
     "trick follow: the claim made of the result from a trick short (L007, L008) and "
     "the revoke the card kept sets off are folded under it. A PBN play that stops "
     "early (a claim made of the Result, or the record stops) keeps many cards never "
     "played, so the row left out is found by its players instead: the row after it, "
     "read as led by the winner of the row before, makes two or more of them renounce, "
     "and read from another lead every card follows, and the rows after it too. One "
     "L004 at that row says a trick seems left out above it, led by the winner of the "
     "row before and won by the player (or players) whose lead the row's cards follow; "
     "the revokes are folded under it."),
    ("L005", E, "marked winner does not win",
     "The card the record marks as winning the trick is not the card that wins it."),
    ("L006", E, "trick not of four cards",
     "A trick with more or fewer than four cards, or with two cards from one seat. A "
     "row one card short names the player with no card in it and, where a few of his "
     "cards never played fit the play, those cards, with the problems the missing card "
     "sets off (a trick with no winner, a result short of a trick) folded under it. "
     "In PBN's play a `-` stands for a card not played only after the last card; one "
     "within the play, before its last trick (in PBN, whether its rows are in the "
     "tag's columns or in the order of play, or in a table of the book notation "
     "written from it), is told at the `-`, with the card that fits and what the card "
     "kept sets off (a revoke where its player must follow with it) folded under it. "
     "The book notation's last row short of a card, with no claim and no `...`, is one "
     "message: its hint gives the card or the `...`, and the note that the play stops "
     "(L010) is folded under it. In LIN, where BBO's `pg||` closes every trick, a trick "
     "a `pc` short between two `pg` is read short, the tricks after it keeping their "
     "cards, and told once with the `pc` to write and where (`write pc|CK| last in the "
     "trick, before its pg||`, `after pc|C9|`, `first in the trick`)."),
    ("L007", E, "claim not possible",
     "A claim of more tricks than remain to be played."),
    ("L008", E, "stated result does not follow from the play",
     "The result the record prints is not the result of the play. Where the play has "
     "mistakes of its own (misprinted cards, two cards swapped), each told with its "
     "edit, the result is judged on the play those edits mend together, saying so "
     "(`with the play mended as L001 22:13 and L002 24:8 say`): no edit alone finishes "
     "the play where there are several. A problem of the play none of them explains "
     "alone (a lead moved by two of them) goes with them made together, folded under "
     "the edit it needs; three edits or more are so made together before two are looked "
     "for that explain everything, which spares the search its budget (L031)."),
    ("L009", E, "more than thirteen tricks",
     "The play goes on after thirteen tricks."),
    ("L010", N, "play not finished",
     "The play stops before thirteen tricks with no claim; the tricks shown are "
     "replayed and the rest is not counted. The message says where it stops: after "
     "the last full trick (`after 3 tricks`), or within a trick, after the cards of it "
     "played (`after the opening lead`, `after the lead to trick 4`, `after 2 cards of "
     "trick 4`)."),
    ("L011", W, "winner not marked",
     "A play table marks the winning card of some tricks but not of this one."),
    ("L012", W, "play given but hands incomplete",
     "The play cannot be checked card by card: not all four hands are given in full. "
     "Only the order of play and the trick winners are checked. The message names the "
     "hands not given; when one alone is missing and the other three name their 39 "
     "cards, the hint gives the hand they leave, as a line to write."),
    ("L013", E, "two cards marked as winning",
     "More than one card of a trick is marked as the winner."),
    ("L014", W, "deal not complete: cannot be analysed",
     "`bridgebook analyse` needs all 52 cards placed in four hands of thirteen; the "
     "message says what is missing (a hand, a card, an `x`). The other deals are "
     "analysed."),
    ("L015", N, "stated result differs from double dummy",
     "A bridge-whist deal's stated result is not what the declared strain gives the "
     "dealer's side (or the other) with best play by all four hands and the eldest "
     "hand on lead. A note, not an error: the books played single dummy. Reported by "
     "`bridgebook analyse`."),
    ("L016", N, "claim does not hold against every defence",
     "Double dummy, the claiming side cannot be sure of the tricks it claims from the "
     "position of the claim. Reported by `bridgebook analyse`."),
    ("L017", E, "the play follows another trump than the one declared",
     "A printed make names one trump, but the play follows another: read with that "
     "trump (or with no trump), every trick and the stated result follow. One "
     "misprint in the make, told once at the make with the trump the play follows "
     "(each of them where several fit: a play that never ruffs reads the same at no "
     "trump and in a suit never thrown on another's lead); the marks that no longer "
     "win, the ruffs read as revokes and the result are folded under it."),
    # S: the score
    ("L030", E, "play rows in the order of play",
     "A PBN play section writes every trick in fixed columns, the first always the "
     "opening leader's. Read so, cards are played by players who do not hold them; "
     "read as the order the cards fell (each row from the trick's leader) the play is "
     "regular. Told once; the play is checked as written in the order of play, and "
     "the problems of the column reading are folded under it."),
    ("L031", N, "search for the mistake at the root stopped",
     "A deal with problems in its cards is searched for the one edit that explains "
     "them (a misprinted card, two cards swapped, a card in the wrong hand, a suit "
     "line under the wrong seat...), each edit checked on a copy of the deal. One "
     "deal's searches together check at most 300 edits: a record so damaged that "
     "none of them explains it (a play that fits none of the hands, in most of its "
     "cards) is reported as found, problem by problem, with this note at the play "
     "(none where a token not read, a card or a rank, takes the problems under its "
     "own message). It bounds the time a damaged file takes, at a few hundredths of a second a "
     "deal. The regular damage the search mends is found well within it."),
    ("S001", E, "printed figure does not follow from the hands",
     "A figure the record prints (`printed:` for a deal, `totals:` for a rubber) is not "
     "the figure the laws give for the deals as recorded. The book's figure is a "
     "finding to report, not to copy: the message gives both."),
    ("S002", E, "deal after the rubber is decided",
     "A deal is recorded after one side has won two games (a Chicago set: after four "
     "deals). It is not scored. Start a new rubber with a `rubber:` line."),
    ("S003", E, "game closed without the points for game",
     "A `game:` line closes a game for a side that has not scored the points for game "
     "below the line (30 by tricks in bridge whist: 1897 law 3, 1904 law 2, 1905 law 2; "
     "100 at contract), or the deals give the game to the other side."),
    ("S004", E, "vulnerability contradicts the games won",
     "The `vulnerable:` line of a rubber deal disagrees with the games won so far (a "
     "side that has won a game is vulnerable, one that has not is not), or with the "
     "board number at duplicate, or with the deal's place in a Chicago set. A printed "
     "figure of the deal that follows from the stated vulnerability is folded under "
     "it (one mistake), not told as an S001 of its own."),
    ("S005", E, "stated honours contradict the hands",
     "The `honours:` line says what the four hands given do not hold (honours are "
     "credited to the original holders: 1897 law 7, 1904 law 6, 1905 law 6)."),
    ("S006", E, "stated chicane contradicts the hands",
     "The `chicane:` line names a side with no hand void of trumps, or misses one "
     "(1897 law 10, 1904 law 8, 1905 law 9), or the deal is at no trump."),
    ("S007", E, "stated revoke contradicts the play",
     "The `revoke:` line names a side the play shows no revoke by, a penalty the "
     "code does not offer (1905 law 87 knows only three tricks), or the dummy, who is "
     "not liable to a revoke penalty (1897 law 65, 1904 law 68, 1905 law 65): the "
     "deal is scored without it."),
    ("S008", E, "score line not understood",
     "A score keeper's line (`honours:`, `chicane:`, `revoke:`, `printed:`, `totals:`, "
     "`game:`, `sides:`, `dummy-bridge:`) whose value cannot be read; the hint gives "
     "the form."),
    ("S009", W, "deal cannot be scored",
     "A deal of a rubber that gives no trump suit (or contract) or no tricks: it is "
     "left out of the score."),
    ("S010", E, "make or doubling not allowed at Dummy Bridge",
     "At Dummy Bridge (1897) the dealer makes the trump from the hand he deals for (he "
     "does not pass the make), and only his left-hand adversary may go over."),
    ("S011", W, "stated score already a game",
     "The score a record states before a hand gives a side the points of a game below "
     "the line (30 by tricks in bridge whist: 1897 law 3, 1904 law 2, 1905 law 2; 100 "
     "at contract): that game was won and a new one begun, so the figure is a misprint "
     "or a misreading. Not said where the sentence says the game was won."),
    ("S012", E, "stated honours and chicane contradict each other",
     "The `honours:` and `chicane:` lines of a deal given without its hands cannot both "
     "be so: a side whose two hands are void of trumps holds no honours, and its "
     "adversaries hold all thirteen trumps, so all five honours; a side with one hand "
     "void has its honours in the other hand, so four or five of them are four or five "
     "in one hand, never divided nor four in one hand and the fifth in partner's. The "
     "deal is scored as the record gives it."),
    ("S013", W, "score line with no meaning under the deal's laws",
     "A score keeper's line the deal's laws give nothing for: `revoke:` or `chicane:` "
     "in a contract deal (the contract text has no revoke penalty and no chicane). The "
     "line is not scored."),
    ("S014", E, "deal under other laws than its rubber",
     "A deal of a rubber names laws of its own (`laws:`) that are not its rubber's: a "
     "rubber is scored under one code, the laws of its first deal, and so is this deal. "
     "Start a new rubber (`rubber:`) for a deal under other laws, or drop its `laws:` "
     "line."),
    ("S015", E, "stated honours of another kind than the strain's",
     "An `honours:` line that names aces at a suit, or trump honours (five of them, "
     "simple honours, the fifth in partner's) at no trump: honours are the ace, king, "
     "queen, jack and ten of trumps, or the four aces when no trump is declared (1897 "
     "law 6, 1904 law 5, 1905 law 5; so at contract). The line is not read as the "
     "other kind: the deal is scored from its hands, or without honours where it gives "
     "none; the hint gives the line to write."),
    ("S020", E, "score sheet not usable",
     "A filled score sheet given as JSON (`bridgebook scoresheet SHEET.json`) that is "
     "not JSON (the place is where the reader stopped) or not of the sheet's shape (two "
     "side names, a list of hands each with two whole numbers `above` and `below`): "
     "the message names the hand and the field. The shape is in docs/publishing.md. "
     "Nothing is written."),
    # R: render (lessons and books)
    ("R001", E, "hand block refers to no deal",
     "A lesson's `hand` block names a file that is not in the project (or lies outside "
     "it) or a folder, a deal the file does not hold, or holds no deal at all. A name "
     "close to a record of that folder is named with it (\"did you mean "
     "file=../hands/christy170a.pbn?\"). A file that is not a hand record by its name "
     "(a record's ends in `.hand`, `.pbn`, `.lin`, `.json` or `.txt`; `file=notes.md` "
     "names a Markdown file) is not read as one: one message at the option's value says "
     "so, and the hint names a record to write in its place."),
    ("R002", E, "hand block option not understood",
     "An option of a `hand` block that bridgebook does not know, or a value it cannot "
     "use (a seat that is no seat, a trick number out of 1-13 or past the last trick "
     "the deal's play gives, an on/off option's value that is neither, a quote never "
     "closed), marked where it is written, each bad option of a block told. The deal "
     "is still read, checked, shown and counted, the bad option taken as not written "
     "(of `after=`, the tricks the play has kept); a quote never closed is read as "
     "closed before the next option (`quiz=\"Who wins? id=q1` is `quiz=\"Who wins?\" "
     "id=q1`), or at the end, so that the options after it are read and told too; "
     "only options that cannot be read at all (a `\\` that ends them) leave the block "
     "without its deal. An option "
     "near a known one is named with it "
     "(`four-color`: \"did you mean 'four-colour'?\"). See docs/publishing.md."),
    ("R003", E, "answer to no quiz",
     "A `hand answer=NAME` block with no quiz of that name above it in the lesson. "
     "The hint names the quiz above it meant: one whose name is near NAME, or else the "
     "one quiz above not yet answered."),
    ("R004", E, "bridgebook failed on this lesson",
     "An error in bridgebook itself, not in the lesson: making the lesson's page (or its "
     "chapter of the PDF) raised an exception. The message names the error and where in "
     "bridgebook it arose; please report it with the lesson. The other lessons are still "
     "checked and their problems reported, and nothing is written."),
    ("R036", E, "output folder not one the build may replace",
     "`bridgebook build` replaces its output folder whole, so it refuses (exit status "
     "2, before anything is read) a folder that holds the lessons, the project folder "
     "or the folder the command runs in (`-o .`), a file, and a folder that holds "
     "files it did not make. A folder it made carries the file `.bridgebook-site`; an "
     "empty or new folder is always taken."),
    ("R037", W, "lesson with no heading",
     "A lesson (a Markdown file) with no `# ` heading is titled after its file's name, "
     "its order number and dashes taken out (`02-the-hold-up.md`: \"The hold up\"), in "
     "the contents, the page and the PDF. The hint gives the heading to write."),
    ("R038", E, "hand block never closed",
     "A `hand` block whose closing ```` ``` ```` is missing: CommonMark reads the "
     "lesson's lines after it, up to its end or to the next fence, as the block's "
     "record. Told once at the block's fence, with the line to close it after (the "
     "record's last line before the prose: the first line after a blank line not read "
     "from its first word on, or from the word after a first word ending in a colon "
     "(`Dealer: you must count`): not understood, or its words not calls after an "
     "`auction:` line); the problems of the lines it takes in are folded under it. A "
     "slip further along a line of the record (`auction: … pass pasz`) is the record's, "
     "told on its own."),
    ("R020", E, "quiz answers placed nowhere known",
     "`[quiz] answers` in `book.toml` says where the PDF prints the quizzes' answers: "
     "\"lesson\" (after each lesson, the default) or \"book\" (a chapter of their own at "
     "the end). Any other value is refused and nothing is written."),
    ("R030", W, "fence that looks like a misspelt hand block",
     "A fenced block whose word is one slip from `hand` (```` ```hnad ````, "
     "```` ```hadn ````, ```` ```Hand ````) or from a record format's name "
     "(```` ```pbm ````) is shown as a block of code, not as a deal. The message names "
     "the line; write ```` ```hand ```` (with `file=` for a PBN or LIN file) to show "
     "the deal."),
    ("R031", E, "templates folder not found",
     "`--templates DIR` names a folder that is not there (or is a file). bridgebook does "
     "not fall back on its own templates, which would lose the book's look without a "
     "word: the command stops (exit status 2). The message is placed at the folder as "
     "the command line names it, with its slash and no line (`my-theme/: R031 "
     "--templates 'my-theme': the templates folder does not exist`). The hint says "
     "where bridgebook's own templates are (`templates/`)."),
    ("R032", E, "template error",
     "A template (yours, from `--templates`, or bridgebook's) cannot be used: a syntax "
     "error, a name it is not given (`{{ book.autor }}`: every name a template gets is "
     "listed in docs/publishing.md), or a template or stylesheet it names that is in "
     "no template folder. The place is the template's file and line. Nothing is "
     "written (exit status 1)."),
    ("R033", E, "book.toml cannot be read",
     "The book's settings file, `book.toml` in the lessons' folder, is not TOML: an "
     "unclosed quote, a line that is not `key = value` or `[table]`. The place is "
     "where the reader stopped. Nothing is written."),
    ("R034", E, "unknown book.toml key",
     "A key of `book.toml` that bridgebook does not know (a misspelling such as "
     "`autor`, or a key of your own outside `[extra]`). The keys are listed in "
     "docs/publishing.md; the hint names the nearest one. A key of your own for your "
     "templates goes under `[extra]` and is `book.extra.NAME` in a template."),
    ("R035", E, "book.toml value not usable",
     "A value of `book.toml` that bridgebook cannot use: a page size that is not A4, "
     "Letter, A5 or `WxH` with a unit (`170x240mm`), a font size outside 6-24 points, "
     "a colour that is neither `#rgb`, `#rrggbb` nor a colour's name, or a table where "
     "text is wanted. Marked under the value (a table under its key). The hint gives "
     "the form, and for a colour the name it is near (`crimsom`: \"did you mean "
     "'crimson'?\")."),
    ("R050", W, "lesson image not copied into the site",
     "A lesson's image (`![..](pic.png)`) is copied into the built site and served by "
     "`serve` only when it is an image file (PNG, JPEG, GIF, SVG, WebP) in the lesson's "
     "own folder or a folder under it. An image that is not there, that lies outside "
     "the lesson's folder (`../pic.png`) or that is not an image file is left out of "
     "the site (the page shows its text). The site holds one file of each name: two "
     "lessons in different folders that show different images of one path "
     "(`img/s.png`) are said at the second lesson's image, as the site keeps the "
     "first lesson's. `render lesson.md -o out/x.html` writes the images beside the "
     "page and notes them in `out/.bridgebook-images`; it replaces an image it wrote "
     "for that page when the lesson's changes, and leaves any other file of the "
     "image's name (or a file where the image's folder would be) as it is, said here; "
     "a page written into a pipe or a device (`-o page.html`, a link to "
     "`/dev/stdout`) has no folder beside it, and its images are not written, said "
     "once, at the first image. The place is the image's line; the hint says where to put it."),
    ("R051", W, "the PDF leaves out a file",
     "The PDF fetches only `data:` URLs and files inside the project folder (`--root`): "
     "an image (or a stylesheet of a template) that names a web address or a file "
     "outside it is left out of the PDF. The place is the image's line in the lesson "
     "(for a URL a template names, or an image in a hand record's commentary, the "
     "PDF). Copy the file into the project to print it. A file outside the project is "
     "outside the lesson's folder too, so the site leaves it out as well: the message "
     "says so (no R050 besides it)."),
    ("R052", W, "answer's record not its quiz's deal",
     "An `answer=NAME` block with a record of its own (its make, play, claim, result "
     "and commentary, written in the block or named by `file=`) shows that record as "
     "the answer. A hand the quiz gives that the answer leaves out or gives other cards, "
     "or another number of deals, means the answer is not the deal the reader was asked "
     "about. Copy the quiz's hands into the answer, or leave the block empty to show "
     "the quiz's deal in full. See docs/publishing.md."),
)

#: Codes whose severity varies with the case: a doubling out of turn that the other
#: side may let stand is a warning; the dummy's renounce (he is not liable) a warning,
#: and a revoke the record states on its `revoke:` line a note; trick rows merely out of
#: order (all there) a warning.
_ALSO: dict[str, tuple[Severity, ...]] = {"A004": (W,), "L003": (W, N), "P020": (W,),
                                          "P047": (E,)}

CODES: dict[str, CodeInfo] = {
    code: CodeInfo(code, severity, title, text, _ALSO.get(code, ()))
    for code, severity, title, text in _TABLE
}

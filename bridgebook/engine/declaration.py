"""The make and the doubling of bridge whist: who names the trump, who plays it,
how many times it is doubled.

The dealer names the trump (or no trump) or passes the make to his partner, who
must then name it; whoever names it, the dealer plays (1897 laws 2, 48, 49; 1904
laws 47, 48; 1905 law 45). Then the doubling, or "going over": the eldest hand
(the dealer's left) has the first right, to double or to ask his partner "may I
lead?"; after a double the maker of the trump has the first right to redouble or
be satisfied, then his partner; after a redouble the adversary who last doubled,
then his partner; and so on (1897 laws 54-59; 1904 laws 53-58; 1905 laws 50-55).

>>> from bridgebook.engine.laws import LAWS
>>> acts = [Declaration(Seat.S, Act.PASS_MAKE), Declaration(Seat.N, Act.DECLARE, Strain.HEARTS),
...         Declaration(Seat.W, Act.DOUBLE), Declaration(Seat.N, Act.REDOUBLE),
...         Declaration(Seat.W, Act.SATISFIED), Declaration(Seat.E, Act.SATISFIED)]
>>> contract, found = settle_make(acts, LAWS["laws-1905"], Seat.S)
>>> str(contract), contract.maker, found
('hearts XX, S plays', Seat.N, [])

Every problem is reported and the check goes on, taking the record as it stands
where the laws let the irregular act stand. The judgement calls:

- An adversary who declares or passes the make (A001): ignored, "the dealer may
  ... proceed as if no declaration had been made" (1897 law 52; 1904 law 51;
  1905 law 48).
- The dealer's partner declaring without the pass (A002): the declaration stands
  and he is the maker: the adversaries may let it stand, and must once anyone has
  spoken to the doubling (1897 law 50; 1904 law 49; 1905 law 46).
- The make passed back by the partner, or by the dealer twice, or the dealer
  declaring after he passed the make (A003): the laws give the adversaries a new
  deal or compel the proper player to declare (1897 law 50; 1904 law 50; 1905 law
  47); the record shows what was played, so the next declaration by either of the
  dealer's side is taken.
- A second declaration once the trump is named (A015): ignored, "a declaration once made cannot be
  altered" (1897 laws 53, 60; 1904 laws 52, 61; 1905 law 49).
- Doubling out of turn (A004). A double or redouble by the member of the side
  that has the right who has not yet the first right (his partner neither went
  over nor was satisfied) is kept: the laws leave it to the other side to let it
  stand, and a record that goes on shows they did. It is a warning where the
  code's laws provide for it: the dealer's right-hand adversary doubling before
  his partner asked "may I lead?" (1897 law 59; 1904 law 57; 1905 laws 54, 59),
  and, in the 1904 and 1905 codes, any redouble out of turn once doubling has
  begun (1904 law 58; 1905 law 55); otherwise an error. A double by the side that
  has no right to speak (its own double, or nothing to redouble), a "satisfied",
  "may I lead?" or "lead" out of turn, and anything said after the doubling
  closed are errors and are ignored. The dealer's side never asks "may I lead?".
- The adversaries' "may I lead?" and "lead" are their way of being satisfied: the
  eldest hand's "satisfied" in the first round counts as his "may I lead?".
  Either word, double or redouble, is read from the side that says it.
- The limit (A005, 1904 law 58: "until the limit of 100 points is reached"): the
  limit is the most a trick may be worth; a double that makes a trick worth more
  than the limit is the error, one that makes it worth exactly the limit is not.
  Hearts go 8, 16, 32, 64, and the double to 128 is past a limit of 100. (The
  1905 footnote's "doubling ceases whenever the value of the odd trick exceeds one
  hundred" could be read as letting that one double through; bridgebook does not.)
  The double past the limit is still counted, as the record gives it.
- A record that ends on a double or redouble nobody answered (A013, info) is
  taken as it stands (on a double past the limit, A005, the note is folded in it:
  past the limit there is nothing to answer); one that ends on a "may I lead?" with
  no answer is taken as undoubled, with no diagnostic (the books often print only
  the make).
- Acts but no trump ever named: A011 whatever ``required`` says (the record has a
  make and it names nothing); no acts at all: A011 only when ``required``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bridgebook.diagnostics import Diagnostic, Severity, make
from bridgebook.engine.laws import LawsCode
from bridgebook.model import Act, Contract, Declaration, Naming, Seat, Side, Span, Strain

#: The value of each trick above six, undoubled (1897 law 5; 1904 law 4; 1905 law 4).
TRICK_VALUE: dict[Strain, int] = {
    Strain.SPADES: 2,
    Strain.CLUBS: 4,
    Strain.DIAMONDS: 6,
    Strain.HEARTS: 8,
    Strain.NOTRUMP: 12,
}

_MAKE_ACTS = frozenset({Act.DECLARE, Act.PASS_MAKE})
_OVERS = frozenset({Act.DOUBLE, Act.REDOUBLE})
#: Codes whose laws let a redouble out of turn stand at the adversary's choice.
_REDOUBLE_OUT_OF_TURN_MAY_STAND = frozenset({"portland-1904", "laws-1905"})


def trick_value(strain: Strain, doubles: int = 0) -> int:
    """The worth of a trick above six after ``doubles`` doubles and redoubles.

    >>> trick_value(Strain.HEARTS, 3), trick_value(Strain.SPADES, 2)
    (64, 8)
    """
    return TRICK_VALUE[strain] << doubles


def settle_make(
    acts: Sequence[Declaration],
    code: LawsCode,
    dealer: Seat,
    *,
    limit: int | None = None,
    required: bool = True,
    naming: Naming = Naming.COMPASS,
    where: Span | None = None,
) -> tuple[Contract | None, list[Diagnostic]]:
    """The contract the make and the doubling settle, and every problem in them.

    ``limit`` is the most a trick may be worth (None: no limit); ``required`` says
    whether a deal with no acts at all lacks its declaration (it has play to
    check); ``naming`` is how the messages name the seats; ``where`` is the place
    to report a trump never declared when there are no acts to point at (the
    play, or the deal's heading).

    >>> from bridgebook.engine.laws import LAWS
    >>> acts = [Declaration(Seat.W, Act.DECLARE, Strain.HEARTS),
    ...         Declaration(Seat.S, Act.DECLARE, Strain.NOTRUMP)]
    >>> contract, found = settle_make(acts, LAWS["whist-club-1897"], Seat.S, naming=Naming.BOOK)
    >>> str(contract)
    'no trump, S plays'
    >>> [(d.code, d.message) for d in found]  # doctest: +NORMALIZE_WHITESPACE
    [('A001', 'A declares hearts, but only the dealer Z or his partner Y may declare')]
    >>> settle_make([], LAWS["laws-1905"], Seat.S, required=False)
    (None, [])
    """
    table = _Table(code, dealer, limit, naming)
    for act in acts:
        if act.act in _MAKE_ACTS:
            table.make_or_pass(act)
        elif table.strain is None:
            table.out_of_turn(act, "before the trump is declared")
        else:
            table.doubling(act)
    last = next((act.span for act in reversed(acts) if act.span is not None), None)
    return table.finish(bool(acts), required, last or where)


def seat_name(seat: Seat, naming: Naming = Naming.COMPASS) -> str:
    """A seat as the record names it: ``S`` or, in the books' letters, ``Z``.

    >>> seat_name(Seat.W), seat_name(Seat.W, Naming.BOOK)
    ('W', 'A')
    """
    return naming.seat(seat)


@dataclass
class _Table:
    """What has been said so far, and who may speak next.

    >>> from bridgebook.engine.laws import LAWS
    >>> _Table(LAWS["laws-1905"], Seat.S, None, Naming.COMPASS).eldest
    Seat.W
    """

    code: LawsCode
    dealer: Seat
    limit: int | None
    naming: Naming
    found: list[Diagnostic] = field(default_factory=list)
    # the make
    strain: Strain | None = None
    maker: Seat | None = None
    passed: bool = False  # the dealer passed the make
    passed_back: bool = False  # his partner passed it (back)
    # the doubling
    doubles: int = 0
    to_speak: Side | None = None  # the side that may go over next (None: closed)
    first: Seat | None = None  # its member with the first right
    declined: set[Seat] = field(default_factory=set)  # its members who were satisfied
    last_over: dict[Side, Seat] = field(default_factory=dict)
    last_over_act: Declaration | None = None

    @property
    def eldest(self) -> Seat:
        """The eldest hand, on the dealer's left: first to double and to lead."""
        return self.dealer.lho

    @property
    def partner(self) -> Seat:
        """The dealer's partner, the dummy."""
        return self.dealer.partner

    def name(self, seat: Seat) -> str:
        """The seat as the messages name it."""
        return seat_name(seat, self.naming)

    def report(self, code: str, act: Declaration, message: str, *, hint: str, topic: str,
               severity: Severity | None = None) -> None:
        """Add a diagnostic about ``act``."""
        self.found.append(make(code, message, act.span, hint=hint, law=self.code.cite(topic),
                               seat=act.seat, severity=severity))

    def said(self, act: Declaration) -> str:
        """What ``act`` says, in words: ``'A declares hearts'``."""
        words = f"{self.name(act.seat)} {act.act.value}"
        return f"{words} {act.strain.word}" if act.strain is not None else words

    # -- the make -----------------------------------------------------------------

    def make_or_pass(self, act: Declaration) -> None:
        """A declaration or a pass of the make."""
        z, y = self.name(self.dealer), self.name(self.partner)
        if act.seat.side is not self.dealer.side:
            declares = act.act is Act.DECLARE
            who = f"the dealer {z} or his partner {y}" if declares else f"the dealer {z}"
            verb = "declare" if declares else "pass the make"
            self.report("A001", act, f"{self.said(act)}, but only {who} may {verb}",
                        hint="the dealer goes on as if no declaration had been made: it is "
                             "ignored", topic="adversary-declares")
        elif act.act is Act.PASS_MAKE:
            self.pass_make(act)
        elif act.strain is None:
            return  # the reader reports a declaration that names nothing
        elif self.strain is not None:
            self.report("A015", act, f"{self.said(act)} after {self.strain.word} is declared",
                        hint="a declaration once made cannot be altered: the first stands",
                        topic="altered")
        elif act.seat is self.partner and not (self.passed or self.passed_back):
            self.report("A002", act, f"{self.said(act)}, but the dealer {z} has not passed him "
                                     "the make",
                        hint=f"the declaration stands; if {z} meant to pass, write "
                             f"`{z} passes the make` first", topic="dummy-declares")
            self.declared(act, act.strain)
        elif act.seat is self.dealer and self.passed and not self.passed_back:
            self.report("A003", act, f"{self.said(act)} after passing the make to {y}",
                        hint=f"once the make is passed, {y} must declare; {z}'s declaration is "
                             "taken as the record gives it", topic="pass-back")
            self.declared(act, act.strain)
        else:
            self.declared(act, act.strain)

    def pass_make(self, act: Declaration) -> None:
        """The dealer's side passes the make (only the dealer, only once, may)."""
        z, y = self.name(self.dealer), self.name(self.partner)
        if self.strain is not None:
            message = f"{self.said(act)}, but {self.strain.word} is already declared"
        elif act.seat is self.partner:
            message = (f"{self.said(act)} back to the dealer {z}" if self.passed
                       else f"{self.said(act)}, but the make is the dealer {z}'s")
            self.passed_back = True
        elif self.passed:
            message = f"{self.said(act)} twice"
        else:
            self.passed = True
            return
        self.report("A003", act, message,
                    hint=f"the make passes once, from the dealer {z} to his partner {y}, who "
                         "must declare", topic="pass-back")

    def declared(self, act: Declaration, strain: Strain) -> None:
        """The trump is named: the eldest hand has the first right to double."""
        self.strain, self.maker = strain, act.seat
        self.to_speak, self.first = self.eldest.side, self.eldest

    # -- the doubling ---------------------------------------------------------------

    def doubling(self, act: Declaration) -> None:
        """A double, redouble, "satisfied", "may I lead?" or "lead"."""
        side = act.seat.side
        if self.to_speak is None:
            self.out_of_turn(act, "after the doubling ended")
        elif side is not self.to_speak:
            self.out_of_turn(act, self.not_their_turn(act))
        elif act.act in _OVERS:
            self.go_over(act)
        elif side is self.dealer.side and act.act in (Act.ASK, Act.CONSENT):
            self.out_of_turn(act, ", but only the adversaries ask to lead")
        else:
            self.satisfied(act)

    def not_their_turn(self, act: Declaration) -> str:
        """Why the side that is not to speak may not, for a message."""
        if self.doubles == 0 and act.act is Act.DOUBLE:
            turn = f"{self.name(self.eldest)} or {self.name(self.eldest.partner)}"
            return (f", but the adversaries speak first: it is for {turn} to double or be "
                    "satisfied")
        if self.doubles == 0:
            return ", but nobody has doubled"
        assert self.last_over_act is not None and self.to_speak is not None
        turn = " or ".join(self.name(s) for s in self.to_speak.seats)
        return (f", but his side went over last ({self.said(self.last_over_act)}): it is for "
                f"{turn} to speak")

    def go_over(self, act: Declaration) -> None:
        """A double or redouble by the side that has the right to speak."""
        assert self.first is not None and self.strain is not None
        if act.seat in self.declined or (
            act.seat is not self.first and self.first not in self.declined
        ):
            initial = self.doubles == 0 and act.seat is self.eldest.partner
            later = self.doubles > 0 and self.code.name in _REDOUBLE_OUT_OF_TURN_MAY_STAND
            may_stand = initial or later
            why = ("after he was satisfied" if act.seat in self.declined
                   else f"before {self.name(self.first)}, who has the first right")
            who = "the maker of the trump" if initial else "the adversary who last doubled"
            hint = (f"{who} may let it stand; the record goes on, so it is kept" if may_stand
                    else "it is kept as the record gives it")
            self.report("A004", act, f"{self.said(act)} {why}", hint=hint, topic="doubling",
                        severity=Severity.WARNING if may_stand else None)
        self.doubles += 1
        side = act.seat.side
        self.last_over[side], self.last_over_act = act.seat, act
        other = side.other
        self.to_speak, self.declined = other, set()
        self.first = self.last_over.get(other, self.maker if other is self.dealer.side
                                        else self.eldest)
        value = trick_value(self.strain, self.doubles)
        if self.limit is not None and value > self.limit:
            self.report("A005", act,
                        f"{self.said(act)}: a trick in {self.strain.word} would be worth "
                        f"{value} points, past the limit of {self.limit}",
                        hint=f"the doubling stops at {self.most(self.strain)} points a trick; "
                             "the double is counted as the record gives it",
                        topic="doubling-limit")

    def most(self, strain: Strain) -> int:
        """The most a trick in ``strain`` may be worth under the limit."""
        value = TRICK_VALUE[strain]
        while self.limit is not None and value * 2 <= self.limit:
            value *= 2
        return value

    def satisfied(self, act: Declaration) -> None:
        """A player of the side to speak does not go over."""
        assert self.first is not None
        if act.seat in self.declined:
            self.out_of_turn(act, "again")
        elif act.seat is self.first:
            self.declined.add(act.seat)
        elif self.first in self.declined:
            self.declined.add(act.seat)
            self.to_speak = None  # both were satisfied: the play begins
        else:
            self.out_of_turn(act, f"before {self.name(self.first)}, who has the first right")

    def out_of_turn(self, act: Declaration, why: str, *, hint: str = "it is ignored",
                    topic: str = "doubling") -> None:
        """A004 for an act said when its player had no right to say it."""
        space = "" if why.startswith(",") else " "
        self.report("A004", act, f"{self.said(act)}{space}{why}", hint=hint, topic=topic)

    # -- the end --------------------------------------------------------------------

    def finish(self, any_acts: bool, required: bool,
               where: Span | None = None) -> tuple[Contract | None, list[Diagnostic]]:
        """The contract, once every act is read; ``where`` places a missing make."""
        if self.strain is None or self.maker is None:
            if any_acts or required:
                self.found.append(make(
                    "A011", "the trump is never declared", where,
                    hint=f"give the make, e.g. `{self.name(self.dealer)} declares hearts`",
                    law=self.code.cite("declare")))
            return None, self.found
        pending = self.last_over_act
        if pending is not None and self.to_speak is not None and not self.declined:
            answer = " nor ".join(self.name(s) for s in self.to_speak.seats)
            unanswered = make(
                "A013", f"{self.said(pending)} and the record ends: neither {answer} goes "
                        "over or is satisfied", pending.span,
                hint=f"taken as it stands, a trick in {self.strain.word} worth "
                     f"{trick_value(self.strain, self.doubles)}",
                law=self.code.cite("doubling"), seat=pending.seat)
            # A double past the limit that nobody answered: past the limit there is
            # nothing to answer, so the note follows from the A005 and is folded in it.
            past = next((i for i, d in enumerate(self.found)
                         if d.code == "A005" and d.span == pending.span), None)
            if past is not None:
                self.found[past] = self.found[past].fold([unanswered])
            else:
                self.found.append(unanswered)
        contract = Contract(self.strain, declarer=self.dealer, doubles=self.doubles,
                            maker=self.maker)
        return contract, self.found

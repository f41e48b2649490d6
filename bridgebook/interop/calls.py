"""Calls and contracts as PBN and LIN write them: ``1NT``, ``Pass``, ``X``, ``XX``.

>>> read_call("3nt").text, read_call("p").kind, read_call("Dbl").kind
('3NT', <CallKind.PASS: 'pass'>, <CallKind.DOUBLE: 'double'>)
>>> call_text(Call(CallKind.REDOUBLE))
'XX'
"""

from __future__ import annotations

from bridgebook.model import Call, CallKind, Span, Strain

_STRAIN_LETTERS = {"C": Strain.CLUBS, "D": Strain.DIAMONDS, "H": Strain.HEARTS,
                   "S": Strain.SPADES, "N": Strain.NOTRUMP, "NT": Strain.NOTRUMP}
_WORDS = {"P": CallKind.PASS, "PASS": CallKind.PASS, "X": CallKind.DOUBLE,
          "D": CallKind.DOUBLE, "DBL": CallKind.DOUBLE, "XX": CallKind.REDOUBLE,
          "R": CallKind.REDOUBLE, "RDBL": CallKind.REDOUBLE}


def read_call(text: str, span: Span | None = None, *, alert: bool = False,
              note: str | None = None) -> Call:
    """A call from its PBN or LIN text; ValueError when it is none."""
    word = text.strip().upper()
    if word in _WORDS:
        return Call(_WORDS[word], alert=alert, note=note, span=span)
    if len(word) >= 2 and word[0] in "1234567" and word[1:] in _STRAIN_LETTERS:
        return Call(CallKind.BID, int(word[0]), _STRAIN_LETTERS[word[1:]], alert=alert,
                    note=note, span=span)
    raise ValueError(f"not a call: {text!r}")


def read_strain(text: str) -> Strain:
    """``H`` or ``NT`` (any case) as a strain; ValueError when it is none."""
    try:
        return _STRAIN_LETTERS[text.strip().upper()]
    except KeyError:
        raise ValueError(f"not a strain: {text!r}") from None


def call_text(call: Call) -> str:
    """The call as PBN writes it (LIN writes the pass as ``p``)."""
    kind = call.kind
    if kind is _BID and call.strain is not None:
        if 0 < call.level < 8:
            return _BIDS[call.level][call.strain]
        return f"{call.level}{call.strain.code}"
    if kind is _PASS:
        return "Pass"
    if kind is _DOUBLE:
        return "X"
    return "XX" if kind is _REDOUBLE else "?"  # a call not read (P004), kept in its turn


_BID, _PASS, _DOUBLE, _REDOUBLE = CallKind.BID, CallKind.PASS, CallKind.DOUBLE, CallKind.REDOUBLE
#: Each bid's text, by its level and its strain's number (``_BIDS[1][Strain.NOTRUMP]``).
_BIDS = [[f"{level}{strain.code}" for strain in sorted(Strain)] for level in range(8)]

"""One Diagnostic type for every stage, with a stable code.

Codes: ``P`` parse, ``D`` deal, ``A`` declaration or auction, ``L`` play,
``S`` score, ``R`` render. Each code has a row in :data:`CODES`; the reference
page ``docs/diagnostics.md`` is generated from it.
"""

from bridgebook.diagnostics.codes import CODES, CodeInfo, Severity
from bridgebook.diagnostics.diagnostic import Diagnostic, built, counted, joined, make, told_once

__all__ = ["CODES", "CodeInfo", "Diagnostic", "Severity", "built", "counted", "joined", "make",
           "told_once"]

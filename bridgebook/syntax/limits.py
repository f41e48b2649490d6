"""The book notation's limits, for its reader and for its writers alike (this module
loads nothing of the parser)."""

from __future__ import annotations

#: The longest line read; longer ones are refused (P011), not scanned.
MAX_LINE = 2000

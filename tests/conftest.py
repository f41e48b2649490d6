"""Settings for the whole suite.

Property tests are judged on what they find, never on how long an example takes:
a machine busy with other work would otherwise fail a correct test (speed is
measured by the scripts in bench/, not by tests)."""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("bridgebook", deadline=None)
settings.load_profile("bridgebook")

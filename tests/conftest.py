"""Test-wide settings: Hypothesis runs derandomized so CI is reproducible (a failure
seen once is seen every time); set AMDSYNC_HYPOTHESIS_RANDOM=1 to explore new examples
on each run (deliberate campaigns)."""

from __future__ import annotations

import os

from hypothesis import settings

settings.register_profile("amdsync-ci", derandomize=True)
settings.register_profile("amdsync-random", derandomize=False)
settings.load_profile("amdsync-random" if os.environ.get("AMDSYNC_HYPOTHESIS_RANDOM")
                      else "amdsync-ci")

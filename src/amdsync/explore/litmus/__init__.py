"""Litmus mode: enumerate every consistent candidate execution of a litmus test
(DESIGN.md, "explore"). :func:`explore` returns a :class:`LitmusResult` with the outcome
histogram, the condition's verdict, data races and one witness execution per outcome.
"""

from __future__ import annotations

from amdsync.explore.litmus.enumerate import DEFAULT_LOOP_BOUND, DEFAULT_MAX_CANDIDATES, explore
from amdsync.explore.litmus.outcomes import (
    Execution,
    LitmusResult,
    Outcome,
    eval_prop,
    satisfies,
    verdict,
)
from amdsync.explore.litmus.table import format_result

__all__ = [
    "DEFAULT_LOOP_BOUND",
    "DEFAULT_MAX_CANDIDATES",
    "Execution",
    "LitmusResult",
    "Outcome",
    "eval_prop",
    "explore",
    "format_result",
    "satisfies",
    "verdict",
]

"""How much work a loop program asks for, before any of it is done (issue 12: bounds
that hold). The transform, the verifier and the timeline all run every statement
instance of the loop, and the transformed loop's prologue and epilogue add one
iteration per stage: a program whose estimate exceeds ``--max-steps`` is refused with
exit 3 before anything runs, naming the loop and the option."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterator
from contextvars import ContextVar

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.pipeline.access import static_value
from amdsync.pipeline.ir import AsyncScope, Block, Commit, For, If, Inst, LoopProgram, Stmt, Wait

DEFAULT_MAX_STEPS = 2_000_000


class StepBound(AmdsyncError):
    """The program asks for more statement instances than the bound allows."""


class TimeBound(AmdsyncError):
    """``--timeout`` passed while the transform, the verifier or a printer ran."""


# The transform's own clock (issue 12: a bound holds to within a second). The
# command's watchdog fires half a second after ``--timeout``; stopping here, at the
# bound itself, leaves that time for unwinding what the stopped work built (millions
# of footprints free in about a second).
_DEADLINE: ContextVar[tuple[float, float] | None] = ContextVar("pipeline_deadline",
                                                               default=None)


@contextlib.contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Within the block, :func:`check_time` raises :class:`TimeBound` once ``seconds``
    have passed (no bound when ``None`` or not positive)."""
    if seconds is None or seconds <= 0:
        yield
        return
    token = _DEADLINE.set((time.monotonic() + seconds, seconds))
    try:
        yield
    finally:
        _DEADLINE.reset(token)


def check_time(loc: Loc | None = None) -> None:
    """Raise :class:`TimeBound` if the enclosing :func:`time_limit` has passed; called
    once per loop iteration by every pass whose work grows with the trip count."""
    bound = _DEADLINE.get()
    if bound is not None and time.monotonic() > bound[0]:
        raise TimeBound("time-bound", f"time bound reached (--timeout {bound[1]:g} s); "
                        "stopped, nothing more to report", loc or Loc("<input>"))


def _count(stmts: tuple[Stmt, ...], env: dict[str, int], limit: int) -> int:
    total = 0
    for stmt in stmts:
        match stmt:
            case For(var, start, stop, body, loc, annotation):
                try:
                    lo, hi = static_value(start, env), static_value(stop, env)
                except AmdsyncError:
                    lo, hi = 0, 1  # bounds that read data: the transform refuses them
                trips = max(hi - lo, 0)
                stages = max(annotation.stage, default=0) if annotation else 0
                inner = _count(body, {**env, var: lo}, limit)
                total += (trips + max(stages, 0)) * max(inner, 1)
                if total > limit:
                    raise StepBound("step-bound", f"this loop asks for more than {limit:,} "
                                    f"statement instances ({trips:,} iterations, stages up "
                                    f"to {stages:,}); raise --max-steps to allow it", loc)
            case If(_, then, orelse, _):
                total += 1 + max(_count(then, env, limit), _count(orelse, env, limit))
            case Block(body) | AsyncScope(body) | Commit(_, body) | Inst(_, _, body) | Wait(
                    _, _, body):
                total += _count(body, env, limit)
            case _:
                total += 1
        if total > limit:
            raise StepBound("step-bound", f"the program asks for more than {limit:,} "
                            "statement instances; raise --max-steps to allow it",
                            getattr(stmt, "loc", Loc("<input>")))
    return total


def check_budget(program: LoopProgram, limit: int) -> int:
    """The statement instances ``program`` asks for; :class:`StepBound` past ``limit``."""
    return _count(program.stmts, {}, limit)

"""How much work a loop program asks for, before any of it is done (issue 12: bounds
that hold). The transform, the verifier and the timeline all run every statement
instance of the loop, and the transformed loop's prologue and epilogue add one
iteration per stage: a program whose estimate exceeds ``--max-steps`` is refused with
exit 3 before anything runs, naming the loop and the option."""

from __future__ import annotations

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.pipeline.access import static_value
from amdsync.pipeline.ir import AsyncScope, Block, Commit, For, If, Inst, LoopProgram, Stmt, Wait

DEFAULT_MAX_STEPS = 2_000_000


class StepBound(AmdsyncError):
    """The program asks for more statement instances than the bound allows."""


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

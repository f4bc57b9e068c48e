"""A sweep as tasks: the planner that cuts a sweep into units (one per launch shape and
run of the parametric axis's values), and the assembler that puts their outcomes back
into one :class:`~amdsync.explore.search.sweep.SweepResult` (docs/tasks.md, "Sweep classes as
tasks"; docs/semantics/sweeps.md, "Every launch shape" and "The first failing class").

The units' boundaries depend on the sweep alone — the shapes asked for and the
parametric range, cut into runs of at most :data:`RUN_VALUES` consecutive values —
never on the executor or the number of workers, so the report and the exit code are
the same whatever runs the units (this process, ``--jobs N``, Ray):

    request = SweepRequest(text, "k.ll", launch, options, fixed, axes, limit=4096)
    sweep = check_sweep(request, Executor.local(2))       # or Executor.ray(address)
    sweep.to_json()                                       # the same for every executor

``--first`` (``request.first``): every unit stops at its own first failing class
(explore/search/options.py, ``first_failing``); the assembler keeps the units up to the first
one in order that fails, within it the classes up to its first failing one, and
reports the values after it as not explored.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from dataclasses import dataclass, replace

from amdsync.explore.findings.records import STATUS_FINDINGS, ValueClass
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.lanes.ties import resolve
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.sweep import Axis, SweepResult, sampled_axis, shapes, smallest_value
from amdsync.explore.values.param import ranges_text
from amdsync.program.module import Program
from amdsync.program.topology import Launch
from amdsync.tasks.run import Executor, default_jobs
from amdsync.tasks.sweeps import (
    SweepUnit,
    UnitOutcome,
    merge_runs,
    run_units,
    split_values,
)

# Values of a parametric axis one unit explores at most. A run recomputes the part of
# the execution its values share with the runs before it (a pipelined loop's first
# iterations), so more runs cost more work in all: a range of up to RUN_VALUES values
# stays one parametric exploration (its classes are exactly those of one run), and
# K in [1, 4096] is four units (docs/tasks.md, "Run boundaries").
RUN_VALUES = 1024
# Wall seconds a unit's task may run past the sweep's --timeout (which stops the
# exploration itself first) before its worker is ended.
BOUND_GRACE = 10.0


@dataclass(frozen=True)
class SweepRequest:
    """What a sweep checks: the kernel (its IR text, reported under ``file``), the
    launch, the options of every shape (``options.args`` are ignored: ``fixed`` and the
    axes give them), the axes and the bound on shapes; ``first``: stop at the first
    failing class (``--first``)."""

    text: str
    file: str
    launch: Launch
    options: ExploreOptions
    fixed: dict[str, int]
    axes: list[Axis]
    limit: int
    kernel: str | None = None
    opaque: tuple[str, ...] = ()
    first: bool = False


def runs_of(values: Sequence[int], first: bool = False) -> list[tuple[int, ...]]:
    """A parametric axis's values as the runs its units explore: consecutive, of near
    equal length, at most :data:`RUN_VALUES` each; with ``first`` (``--first``) one
    run, which explores its classes smallest value first and stops at the first that
    fails (a later run would start over the part of the execution its values share
    with the earlier ones, for classes --first does not report)."""
    if first:
        return [tuple(values)]
    return split_values(values, -(-len(values) // RUN_VALUES))


def plan(request: SweepRequest, axes: list[Axis], deadline: float | None
         ) -> list[SweepUnit]:
    """One unit per enumerated shape (in the order :func:`shapes` gives) and, with a
    parametric axis, per run of its values. A sweep of more shapes than ``limit`` is a
    ``bad-launch`` error before any work."""
    param = next((a for a in axes if a.parametric), None)
    enumerated = [a for a in axes if a is not param]
    base = replace(request.options, progress=None,
                   first_failing=request.first and param is not None)
    units = []
    for args in shapes(request.fixed, enumerated, request.limit):
        shape = resolve(request.options.ties, args)
        runs: list[tuple[str, tuple[int, ...]] | None] = (
            [None] if param is None
            else [(param.name, run) for run in runs_of(param.values, request.first)])
        for run in runs:
            units.append(SweepUnit(request.text, request.file, request.launch,
                                   replace(base, args=shape, param=run),
                                   request.kernel, request.opaque, deadline=deadline))
    return units


def check_sweep(request: SweepRequest, program: Program, executor: Executor,
                progress: bool = True) -> SweepResult:
    """Every shape of the sweep, its units run by ``executor``. ``program`` is the
    kernel read from ``request.text`` (for a parametric axis checked value by value
    instead: its constants choose the sampled values)."""
    deadline = time.time() + request.options.timeout
    bound = request.options.timeout + BOUND_GRACE
    units = plan(request, request.axes, deadline)
    outcomes = _run(units, executor, bound, progress, request.first)
    _raise_bad_input(outcomes)
    fallback = next((o.fallback for o in outcomes if o.fallback is not None), None)
    if fallback is None:
        return assemble(request.axes, outcomes, request.first, len(units))
    # A buffer a parametric run read at addresses that differ between values was
    # written later (explore/param.ReadOnlyViolated): value by value (or sampled).
    axes = [sampled_axis(program, a, request.limit) if a.parametric else a
            for a in request.axes]
    units = plan(request, axes, deadline)
    outcomes = _run(units, executor, bound, progress, request.first)
    _raise_bad_input(outcomes)
    sweep = assemble(axes, outcomes, request.first, len(units))
    sweep.fallback = fallback
    return sweep


def _raise_bad_input(outcomes: Sequence[UnitOutcome]) -> None:
    """The first unit's user error (in order), raised here: bad input is exit 2 with
    its located message, as when one shape is checked."""
    bad = next((o.bad_input for o in outcomes if o.bad_input is not None), None)
    if bad is not None:
        raise bad.error()


def _run(units: Sequence[SweepUnit], executor: Executor, bound: float, progress: bool,
         first: bool) -> list[UnitOutcome]:
    """Every unit's outcome, in order; with ``first`` on the local executor, the units
    in batches of as many as there are workers, none started once one has findings
    (on Ray every unit is submitted: the cluster's size is not known here)."""
    if not first or executor.kind == "ray":
        return run_units(units, executor, bound=bound, progress=progress)
    batch = executor.jobs if executor.jobs is not None else default_jobs()
    outcomes: list[UnitOutcome] = []
    for start in range(0, len(units), batch):
        outcomes += run_units(units[start:start + batch], executor, bound=bound,
                              progress=progress)
        if any(o.result is not None and o.result.status == STATUS_FINDINGS
               for o in outcomes):
            break
    return outcomes


def assemble(axes: list[Axis], outcomes: Sequence[UnitOutcome], first: bool = False,
             planned: int | None = None) -> SweepResult:
    """The sweep's result from its units' outcomes, in the planner's order: one result
    per shape (its runs merged); a unit that failed or overran its bound makes its
    shape `incomplete`, naming why; with ``first``, nothing after the first failing
    class. ``planned``: the number of units planned (``--first`` may not run all)."""
    sweep = SweepResult(axes)
    param = next((a for a in axes if a.parametric), None)
    per_shape = 1 if param is None else len(runs_of(param.values, first))
    groups = [outcomes[i:i + per_shape] for i in range(0, len(outcomes), per_shape)]
    total = (planned if planned is not None else len(outcomes)) // per_shape
    sweep.failed = [o.message for o in outcomes if o.status == "error"]
    for number, group in enumerate(groups, 1):
        args = group[0].unit.options.args
        results = [unit_result(o) for o in group]
        merged = results[0] if len(results) == 1 else merged_runs(results)
        if first and param is not None:
            merged = _up_to_first_failing(merged, param, results)
        sweep.shapes.append((args, merged))
        if first and merged.status == STATUS_FINDINGS:
            failing = first_failing_class(merged)
            named = {a.name: args[a.name] for a in axes if a.name in args}
            if failing is not None:
                named[failing.name] = _smallest(failing)
            what = ", ".join(f"{k}={v}" for k, v in named.items())
            if number < total:
                sweep.stopped = (f"--first: stopped at the first failing shape ({what}); "
                                 f"{total - number} shape(s) after it not checked")
            break
    return sweep


def first_failing_class(result: CheckResult) -> ValueClass | None:
    """The failing class of a parametric result with the smallest value."""
    failing = [c for c in result.classes if c.status == STATUS_FINDINGS]
    return min(failing, key=_smallest, default=None)


def _smallest(value_class: ValueClass) -> int:
    return smallest_value(value_class.values)


def _up_to_first_failing(merged: CheckResult, param: Axis,
                         results: Sequence[CheckResult]) -> CheckResult:
    """``--first`` on one shape of a parametric sweep: the classes whose smallest value
    is below the first failing one, and it; the findings of that class; the rest of
    the range not explored."""
    failing = first_failing_class(merged)
    if failing is None:
        return merged
    best = _smallest(failing)
    kept = [c for c in merged.classes
            if c.status != "not explored" and _smallest(c) <= best]
    covered: set[int] = set()
    for c in kept:
        covered |= _values_of(c)
    rest = [v for v in param.values if v not in covered]
    classes = list(kept)
    if rest:
        classes.append(ValueClass(param.name, ranges_text(rest), len(rest), "not explored"))
    # The findings of the runs up to the failing class's (each finding names its class).
    index = next(i for i, r in enumerate(results) if failing in r.classes)
    trimmed = merged if index == len(results) - 1 else merged_runs(list(results[:index + 1]))
    prefix = f"[{failing.name}={failing.values}] "
    findings = [f for f in trimmed.findings if f.message.startswith(prefix)]
    return replace(trimmed, classes=classes, findings=findings, notes=list(trimmed.notes))


def _values_of(value_class: ValueClass) -> set[int]:
    out: set[int] = set()
    for part in value_class.values.split(", "):
        lo, _, hi = part.partition("..")
        out.update(range(int(lo), int(hi or lo) + 1))
    return out


def merged_runs(results: Sequence[CheckResult]) -> CheckResult:
    """One shape's runs as one result, findings in source order (as one run sorts
    them)."""
    merged = merge_runs(results)
    merged.findings.sort(key=lambda f: (f.loc.file, f.loc.line, f.loc.col, f.kind))
    return merged


def unit_result(outcome: UnitOutcome) -> CheckResult:
    if outcome.result is not None:
        return outcome.result
    # A unit that crashed, lost its worker or overran its bound: its shape (or its
    # run of values) is not decided.
    first_line = outcome.message.strip().splitlines()[0] if outcome.message.strip() else ""
    result = CheckResult(incomplete_reason=f"the task exploring it ended: {outcome.status}"
                         + (f" ({first_line})" if first_line else ""))
    param = outcome.unit.options.param
    if param is not None:
        result.classes.append(ValueClass(param[0], ranges_text(list(param[1])),
                                         len(param[1]), "not explored"))
    return result

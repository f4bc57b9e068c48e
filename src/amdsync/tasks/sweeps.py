"""Sweep classes as tasks: the shapes of ``--arg K=64,96`` / ``--sweep`` and the runs of
values of a parametric range, explored as independent tasks (every core, or Ray) and
merged back (the task side; tasks/sweep_plan.py plans the units and assembles the
SweepResult from the outcomes).

A :class:`SweepUnit` is one shape with, for a parametric axis, a run of its values: a
parametric exploration of values ``lo..hi`` splits into classes of values that run
alike (explore/values/param.py), so splitting the range into runs (:func:`split_values`)
and exploring each as its own task gives the same classes, one run after another
(:func:`merge_runs` puts one shape's runs back together).

    units = [SweepUnit(text, "k.ll", launch, replace(options, param=("n", run)))
             for run in split_values(range(1, 4097), 8)]
    outcomes = run_units(units, Executor.local())        # or Executor.ray(address)
    merged = merge_runs([o.result for o in outcomes])    # one CheckResult, every class

A run whose parametric exploration finds a buffer it assumed read-only written
(explore/param.ReadOnlyViolated) reports that as its outcome's ``fallback`` (the
reason), not as a failure: the planner then checks the range value by value.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.findings.records import Finding, Note, Stats
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.program.module import Program
from amdsync.program.topology import Launch
from amdsync.tasks.model import CallJob, Task, TaskOutput
from amdsync.tasks.run import Executor, run_tasks

EXIT_FOR_STATUS = {"clean": 0, "findings": 1, "incomplete": 3}
_READ: dict[tuple[str, str, tuple[str, ...], str | None], Program] = {}


@dataclass(frozen=True)
class SweepUnit:
    """What one task explores: the kernel (its text, under ``file``), the launch, and
    the options of one shape (``options.args``), with ``options.param`` the run of
    values of a parametric axis. ``options.progress`` must be None (a task reports
    progress as a whole)."""

    text: str
    file: str
    launch: Launch
    options: ExploreOptions
    kernel: str | None = None
    opaque: tuple[str, ...] = ()
    label: str = ""  # names the task in progress and errors (default: args and values)
    # The sweep's one --timeout as an instant (time.time(): clocks of a cluster's nodes
    # agree to well under a second): a unit gets what is left of it when it starts.
    deadline: float | None = None


@dataclass(frozen=True)
class Fallback:
    """A parametric run that cannot stand for its values (ReadOnlyViolated)."""

    reason: str


@dataclass(frozen=True)
class BadInput:
    """A unit's located user error (an argument the kernel lacks, a launch it cannot
    take): the sweep is bad input, as one check would be (exit 2)."""

    code: str
    message: str
    loc: Loc | None

    def error(self) -> AmdsyncError:
        return AmdsyncError(self.code, self.message, self.loc)


@dataclass(frozen=True)
class UnitOutcome:
    """One unit's result: ``result`` when it ran, ``fallback`` when its parametric run
    does not hold, ``bad_input`` when its input is, else ``status`` (``error`` /
    ``bound``) and ``message``."""

    unit: SweepUnit
    result: CheckResult | None
    fallback: str | None
    status: str
    message: str = ""
    bad_input: BadInput | None = None


def check_unit(unit: SweepUnit) -> CheckResult | Fallback:
    """The exploration of one unit: one shape, and its run of values."""
    from amdsync.explore.search.check import check_program  # noqa: PLC0415 (in the worker)
    from amdsync.explore.values.param import ReadOnlyViolated  # noqa: PLC0415
    from amdsync.formats.llvm.reader import read_llvm_with_warnings  # noqa: PLC0415

    options = unit.options
    if unit.deadline is not None:
        left = unit.deadline - time.time()
        if left <= 0:
            return CheckResult(incomplete_reason="time bound reached (--timeout "
                               f"{options.timeout:g} s) before this run started")
        options = replace(options, timeout=min(options.timeout, left))
    key = (unit.text, unit.file, unit.opaque, unit.kernel)
    program = _READ.get(key)
    if program is None:
        # The units of one sweep carry one kernel: a process reads it once (the last
        # kernel read is kept; a program is never changed by a check).
        program, _ = read_llvm_with_warnings(unit.text, unit.file, frozenset(unit.opaque),
                                             unit.kernel)
        _READ.clear()
        _READ[key] = program
    try:
        return check_program(program, unit.launch, options)
    except ReadOnlyViolated as violated:
        name = unit.options.param[0] if unit.options.param else "?"
        return Fallback(violated.fallback(name))


def _run_unit(data: object) -> TaskOutput:
    """A unit as a task's job: the result travels as the value, and as JSON."""
    assert isinstance(data, tuple)
    run, unit = data
    try:
        value = run(unit)
    except AmdsyncError as error:  # raised again where the sweep was asked for
        return TaskOutput(2, None, str(error), BadInput(error.code, error.message, error.loc))
    if isinstance(value, Fallback):
        return TaskOutput(3, None, value.reason, value)
    assert isinstance(value, CheckResult)
    return TaskOutput(EXIT_FOR_STATUS[value.status], json.dumps(value.to_json()), "", value)


def unit_label(unit: SweepUnit) -> str:
    if unit.label:
        return unit.label
    parts = [f"{k}={v}" for k, v in unit.options.args.items()]
    if unit.options.param is not None:
        name, values = unit.options.param
        parts.append(f"{name}={values[0]}..{values[-1]}" if values else f"{name}=()")
    return f"{unit.file} [{', '.join(parts)}]"


def unit_tasks(units: Sequence[SweepUnit],
               run: Callable[[SweepUnit], CheckResult | Fallback] = check_unit,
               bound: float | None = None) -> list[Task]:
    """One task per unit; ``run`` (module-level: it is pickled by reference) explores
    one. ``bound``: wall seconds after which a unit's task is stopped."""
    tasks = []
    for number, unit in enumerate(units, 1):
        # Units are told apart by their place: two may share a label.
        tasks.append(Task(f"{number}: {unit_label(unit)}",
                          CallJob(_run_unit, (run, replace(unit, options=replace(
                              unit.options, progress=None)))), bound))
    return tasks


def run_units(units: Sequence[SweepUnit], executor: Executor | None = None,
              run: Callable[[SweepUnit], CheckResult | Fallback] = check_unit,
              bound: float | None = None, progress: bool = True) -> list[UnitOutcome]:
    """Every unit as a task (``executor``: every core by default); the outcomes in the
    units' order."""
    tasks = unit_tasks(units, run, bound)
    # The costliest runs first (docs/tasks.md, "Run boundaries"): the workers then end
    # together, where taking the runs in order left the last, longest one to run alone.
    # The results come back in the units' order whatever order they ran in.
    order = sorted(range(len(units)), key=lambda i: -_work_rank(units[i]))
    report = run_tasks([tasks[i] for i in order], executor or Executor(), progress)
    results = [report.results[0]] * len(units)
    for place, result in zip(order, report.results, strict=True):
        results[place] = result
    outcomes = []
    for unit, result in zip(units, results, strict=True):
        value = result.value
        if isinstance(value, Fallback):
            outcomes.append(UnitOutcome(unit, None, value.reason, result.status))
        elif isinstance(value, BadInput):
            outcomes.append(UnitOutcome(unit, None, None, result.status, value.message,
                                        value))
        elif isinstance(value, CheckResult):
            outcomes.append(UnitOutcome(unit, value, None, result.status))
        else:
            outcomes.append(UnitOutcome(unit, None, None, result.status, result.message))
    return outcomes


def _work_rank(unit: SweepUnit) -> int:
    """How much work a unit is likely to be, for ordering only: a run of a parametric
    range by its largest value (a later run explores again the longer part of the
    execution its values share with the earlier ones, and its classes run longer);
    every other unit alike."""
    param = unit.options.param
    return max(param[1], default=0) if param is not None else 0


def split_values(values: Sequence[int], parts: int) -> list[tuple[int, ...]]:
    """``values`` in at most ``parts`` consecutive runs of near-equal length."""
    count = len(values)
    parts = max(1, min(parts, count))
    bounds = [count * i // parts for i in range(parts + 1)]
    return [tuple(values[bounds[i]:bounds[i + 1]]) for i in range(parts)
            if bounds[i] < bounds[i + 1]]


def merge_runs(results: Sequence[CheckResult]) -> CheckResult:
    """One shape's result from the results of the runs of its values, in order: every
    class of every run, each finding once (the first run's), the first bound that
    made a run incomplete, the work of all."""
    merged = CheckResult(stats=Stats(schedules=0))
    seen: set[tuple[str, object]] = set()
    for result in results:
        merged.classes.extend(result.classes)
        for finding in result.findings:
            if _key(finding) not in seen:
                seen.add(_key(finding))
                merged.findings.append(finding)
        if merged.incomplete_reason is None and result.incomplete_reason is not None:
            merged.incomplete_reason = result.incomplete_reason
            merged.incomplete_loc = result.incomplete_loc
        stats, total = result.stats, merged.stats
        total.states += stats.states
        total.schedules += stats.schedules
        total.memory_events += stats.memory_events
        total.async_ops += stats.async_ops
        total.seconds += stats.seconds
        total.waves, total.lanes = stats.waves, stats.lanes
        total.unreduced_lower_bound = max(total.unreduced_lower_bound,
                                          stats.unreduced_lower_bound)
        total.clocks = stats.clocks
        total.bound = total.bound or stats.bound
    merged.notes = _merged_notes(results)
    return merged


# Notes that hold for every execution of a run (explore/search/check.py, ``_notes``: an
# asyncmark no wait covers, a wait that waits for nothing — said only of a complete
# run) hold for a range only where every run of it says them; the others (something
# one execution did) where any run does, the first run's words.
EVERY_EXECUTION_NOTES = frozenset({"asyncmark-not-waited", "wait-no-op"})


def _merged_notes(results: Sequence[CheckResult]) -> list[Note]:
    kept: dict[tuple[str, object], Note] = {}
    for result in results:
        for note in result.notes:
            kept.setdefault((note.kind, note.loc), note)
    every = [{(n.kind, n.loc) for n in r.notes} for r in results]
    notes = [n for key, n in kept.items()
             if n.kind not in EVERY_EXECUTION_NOTES or all(key in e for e in every)]
    return sorted(notes, key=lambda n: (n.loc.file, n.loc.line, n.kind))


def _key(finding: Finding) -> tuple[str, object]:
    return finding.kind, finding.loc

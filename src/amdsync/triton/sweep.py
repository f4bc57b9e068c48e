"""A Triton sweep as tasks: several values of a kernel's arguments, compiled once per
specialization here and checked as the units of tasks/sweep_plan.py, on this process,
``--jobs N`` processes or ``--ray`` (docs/triton.md, "Several shapes"; docs/tasks.md,
"Sweep classes as tasks"; docs/semantics/sweeps.md, "Every launch shape").

The submitting process compiles (Triton and the kernel's Python live here); every unit
carries the compiled IR *text*, under a name fixed by the sweep
(``amdsync-triton-KERNEL-N.ll``, N the compiled kernel's number in order), the launch and
the exploration options with the arguments at their IR positions — nothing that exists
only on this machine. The units are cut as ``check --sweep`` cuts them: one per shape,
and for a parametric axis one per shape, specialization class and run of at most
:data:`~amdsync.tasks.sweep_plan.RUN_VALUES` values; the boundaries depend on the sweep
alone, so the report is the same whatever runs the units.

    sweep = check_sweep(fn, axes=axes, args={"M": 128}, executor=Executor.local(2))
"""

from __future__ import annotations

import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from amdsync.explore.lanes.ties import Tie, resolve

if TYPE_CHECKING:
    from amdsync.api import Bounds
    from amdsync.explore.search.sweep import Axis, SweepResult
    from amdsync.tasks.run import Executor
    from amdsync.tasks.sweeps import SweepUnit, UnitOutcome
    from amdsync.triton import Compiled

# Wall seconds a unit's task may run past the sweep's --timeout (which stops the
# exploration itself first) before its worker is ended (as tasks/sweep_plan.py).
BOUND_GRACE = 10.0


def check_sweep(fn: Any, *, axes: Sequence[Axis], target: str = "gfx950",
                num_warps: int = 4, num_stages: int = 3,
                constexprs: Mapping[str, object] | None = None,
                args: Mapping[str, int | float] | None = None,
                arg_types: Mapping[str, str] | None = None, pointer_type: str = "*bf16",
                workgroups: int = 1, strict_reads: bool = False, reading: str = "spec",
                bounds: Bounds | None = None, max_shapes: int = 4096,
                ties: Sequence[Tie] = (),
                inputs: Mapping[str, object] | None = None,
                executor: Executor | None = None, progress: bool = False) -> SweepResult:
    """Check every combination of the ``axes`` values (arguments by Python name), the
    other arguments fixed by ``args``. The IR depends on the integer arguments only
    through :func:`~amdsync.triton.specialization`, so the kernel is compiled once per
    class of shapes that agree on it, and each shape of a class is checked on that IR.
    A parametric axis (``Axis.parametric``, explore/values/param.py) is explored whole: one
    parametric check per specialization of its values (and per shape of the other
    axes), in runs of at most 1024 values; should its read-only assumption fail, the
    axis is sampled instead (``fallback`` says why). ``ties`` (explore/lanes/ties.py) make
    arguments follow another in every shape and value; their specializations are part
    of the class. ``--timeout`` (``bounds.timeout``) bounds the whole sweep, compiling
    included. ``executor`` runs the checks (default: this process); the result is the
    same for every executor."""
    from amdsync.api import Bounds, load_kernel  # noqa: PLC0415
    from amdsync.explore.search.sweep import sampled_axis  # noqa: PLC0415
    from amdsync.tasks.run import Executor  # noqa: PLC0415

    bounds = bounds or Bounds()
    setup = _Sweep(fn, target, num_warps, num_stages, constexprs, dict(args or {}),
                   arg_types, pointer_type, workgroups, strict_reads, reading, bounds,
                   max_shapes, tuple(ties), dict(inputs or {}),
                   executor or Executor.local(1), progress, time.time() + bounds.timeout)
    param = next((a for a in axes if a.parametric), None)
    if param is None:
        return setup.each(list(axes))
    result, fallback = setup.parametric(list(axes), param)
    if fallback is None:
        return result
    first = setup.compile({**setup.args, param.name: param.values[0],
                           **setup.followers(param.name, param.values[0])})
    sampled = sampled_axis(load_kernel(first.llir), param, max_shapes)
    result = setup.each([sampled if a is param else a for a in axes])
    result.fallback = fallback
    return result


@dataclass(frozen=True)
class _Planned:
    """One shape of the report (Python names) and how many units (runs) check it."""

    shape: dict[str, int]
    units: int


@dataclass(frozen=True)
class _Sweep:
    """What every shape of one :func:`check_sweep` is compiled and checked with."""

    fn: Any
    target: str
    num_warps: int
    num_stages: int
    constexprs: Mapping[str, object] | None
    args: dict[str, int | float]
    arg_types: Mapping[str, str] | None
    pointer_type: str
    workgroups: int
    strict_reads: bool
    reading: str
    bounds: Bounds
    max_shapes: int
    ties: tuple[Tie, ...]
    inputs: dict[str, object]
    executor: Executor
    progress: bool
    deadline: float  # time.time() at which the sweep's --timeout ends

    def compile(self, args: Mapping[str, int | float]) -> Compiled:
        import amdsync.triton as triton_module  # noqa: PLC0415 (its compile_kernel)

        return triton_module.compile_kernel(
            self.fn, target=self.target, num_warps=self.num_warps,
            num_stages=self.num_stages, constexprs=self.constexprs, args=args,
            arg_types=self.arg_types, pointer_type=self.pointer_type)

    def unit(self, compiled: Compiled, file: str, shape: Mapping[str, int],
             param: tuple[str, tuple[int, ...]] | None = None) -> SweepUnit:
        """One shape (arguments by Python name; ``param``: a run of a parametric
        axis's values) of the kernel compiled as ``compiled``, as a unit carrying its
        IR text under ``file``."""
        from amdsync.api import make_launch  # noqa: PLC0415
        from amdsync.explore.every_input.inputs import resolve_inputs  # noqa: PLC0415
        from amdsync.explore.machine.machine import ExploreOptions  # noqa: PLC0415
        from amdsync.semantics.memory_model.read_rules import Reading  # noqa: PLC0415
        from amdsync.targets import parse_target  # noqa: PLC0415
        from amdsync.tasks.sweeps import SweepUnit  # noqa: PLC0415
        from amdsync.triton import _by_position  # noqa: PLC0415

        def position(name: str) -> str:
            return str(compiled.positions[name])

        ir_args = {position(k): int(v) for k, v in shape.items()}
        ir_param = None if param is None else (position(param[0]), param[1])
        # The ties to the parametric argument (the others are resolved in ``shape``).
        ir_ties = () if param is None else tuple(
            replace(t, name=position(t.name), source=position(t.source))
            for t in self.ties if t.source == param[0])
        target = parse_target(self.target)
        options = ExploreOptions(
            max_states=self.bounds.max_states, timeout=self.bounds.timeout,
            max_schedules=self.bounds.max_schedules, args=ir_args,
            max_memory=self.bounds.max_memory, max_trips=self.bounds.max_trips,
            strict_reads=self.strict_reads, param=ir_param, ties=ir_ties,
            reading=Reading(self.reading),
            generation=target.processor.generation, progress=None,
            inputs=resolve_inputs(_by_position(compiled, self.inputs)))
        launch = make_launch(target, self.num_warps * compiled.wave_size, self.workgroups)
        return SweepUnit(compiled.llir, file, launch, options, deadline=self.deadline)

    def shapes(self, axes: list[Axis]) -> list[dict[str, int]]:
        from amdsync.explore.search.sweep import shapes  # noqa: PLC0415

        fixed = {k: v for k, v in self.args.items() if isinstance(v, int)}
        return [resolve(self.ties, shape) for shape in shapes(fixed, axes, self.max_shapes)]

    def followers(self, name: str, value: int) -> dict[str, int]:
        """The arguments tied to ``name`` at ``value``."""
        return {t.name: t.value(value) for t in self.ties if t.source == name}

    def compiled_for(self, cache: dict[tuple[object, ...], tuple[Compiled, str]],
                     args: Mapping[str, int | float]) -> tuple[Compiled, str] | None:
        """The kernel compiled for ``args`` and the name its units carry it under:
        compiled once per specialization of every argument (None: the sweep's time
        bound ended before it could be)."""
        from amdsync.triton import specialization  # noqa: PLC0415

        key = tuple(sorted((k, specialization(v) if isinstance(v, int) else "fp32")
                           for k, v in args.items()))
        if key not in cache:
            if time.time() >= self.deadline:
                return None
            compiled = self.compile(args)
            cache[key] = (compiled, f"amdsync-triton-{compiled.name}-{len(cache)}.ll")
        return cache[key]

    def parametric(self, axes: list[Axis], param: Axis
                   ) -> tuple[SweepResult, str | None]:
        """Every value of ``param`` in parametric checks per specialization class (the
        values that compile to the same IR), per shape of the other axes and per run of
        at most 1024 values; and the fallback reason when a run's read-only assumption
        failed (the caller then checks the axis value by value)."""
        from amdsync.tasks.sweep_plan import runs_of  # noqa: PLC0415
        from amdsync.triton import specialization  # noqa: PLC0415

        todo = self.shapes([a for a in axes if a is not param])
        groups: dict[tuple[tuple[str, bool], ...], list[int]] = {}
        for value in param.values:
            key = tuple(specialization(v) for v in
                        (value, *self.followers(param.name, value).values()))
            groups.setdefault(key, []).append(value)
        cache: dict[tuple[object, ...], tuple[Compiled, str]] = {}
        planned: list[_Planned] = []
        units: list[SweepUnit] = []
        stopped: str | None = None
        for shape in todo:
            for values in groups.values():
                found = self.compiled_for(cache, {
                    **self.args, **shape, param.name: values[0],
                    **self.followers(param.name, values[0])})
                if found is None:
                    stopped = self.stopped_compiling(len(planned),
                                                     len(todo) * len(groups),
                                                     "parametric checks")
                    break
                compiled, file = found
                runs = runs_of(values)
                units += [self.unit(compiled, file, shape, (param.name, run))
                          for run in runs]
                planned.append(_Planned(shape, len(runs)))
            if stopped:
                break
        outcomes = self.run(units)
        fallback = next((o.fallback for o in outcomes if o.fallback is not None), None)
        return self.assemble(axes, planned, outcomes, stopped), fallback

    def each(self, axes: list[Axis]) -> SweepResult:
        """Every shape of the axes, compiled once per specialization class."""
        todo = self.shapes(axes)
        cache: dict[tuple[object, ...], tuple[Compiled, str]] = {}
        planned: list[_Planned] = []
        units: list[SweepUnit] = []
        stopped: str | None = None
        for shape in todo:
            found = self.compiled_for(cache, {**self.args, **shape})
            if found is None:
                stopped = self.stopped_compiling(len(planned), len(todo), "shapes")
                break
            units.append(self.unit(*found, shape))
            planned.append(_Planned(shape, 1))
        return self.assemble(axes, planned, self.run(units), stopped)

    def stopped_compiling(self, done: int, total: int, what: str) -> str:
        return (f"time bound reached (--timeout {self.bounds.timeout:g} s) while "
                f"compiling: {total - done} of {total} {what} not checked")

    def run(self, units: Sequence[SweepUnit]) -> list[UnitOutcome]:
        """Every unit's outcome, in order; a unit's located user error raised here
        (exit 2, as when one shape is checked)."""
        from amdsync.tasks.sweeps import run_units  # noqa: PLC0415

        if not units:
            return []
        outcomes = run_units(units, self.executor, bound=self.bounds.timeout + BOUND_GRACE,
                             progress=self.progress)
        bad = next((o.bad_input for o in outcomes if o.bad_input is not None), None)
        if bad is not None:
            raise bad.error()
        return outcomes

    @staticmethod
    def assemble(axes: list[Axis], planned: Sequence[_Planned],
                 outcomes: Sequence[UnitOutcome], stopped: str | None) -> SweepResult:
        """One result per planned shape, its runs merged in order; a unit that failed
        or overran its bound makes its shape `incomplete`, naming why."""
        from amdsync.explore.search.sweep import SweepResult  # noqa: PLC0415
        from amdsync.tasks.sweep_plan import merged_runs, unit_result  # noqa: PLC0415

        result = SweepResult(axes, stopped=stopped)
        result.failed = [o.message for o in outcomes if o.status == "error"]
        start = 0
        for entry in planned:
            results = [unit_result(o) for o in outcomes[start:start + entry.units]]
            start += entry.units
            result.shapes.append((entry.shape, results[0] if len(results) == 1
                                  else merged_runs(results)))
        return result

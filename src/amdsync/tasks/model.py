"""The task model: a command's work as independent tasks merged into one report.

A :class:`Task` is a frozen, picklable value that carries everything its work needs —
the IR or source *text* (never a path that exists only on the submitting machine), the
file name findings are reported under, the launch, the arguments and the bounds — so
that any process on any machine runs it to the same :class:`TaskResult`. A
:class:`Report` holds the results in the order the tasks were given, whatever order
they finished in, and its exit code is the worst of theirs.

    tasks = [Task("a.ll", CheckJob(text, "a.ll", "gfx950", launch)), ...]
    report = run_tasks(tasks, Executor.local(jobs=2))     # or Executor.ray(address)
    report.exit_code; report.to_json()                    # the same for every executor

The jobs a task may carry (a closed set; :func:`amdsync.tasks.jobs.run_job` matches on
it): :class:`CheckJob` (an ``.ll`` file × one launch shape), :class:`SourceJob` (a HIP
or OpenCL C file × one launch, compiled where it runs), :class:`LitmusJob` (a litmus
test) and :class:`CallJob` (work an upper layer describes: a module-level function and
its picklable data — the command line's per-file check, a sweep class).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from amdsync.program.topology import Launch

# Exit codes (cli/main.py): 0 clean, 1 findings, 2 bad input, 3 incomplete, 4 internal.
EXIT_CLEAN = 0
EXIT_FINDINGS = 1
EXIT_USAGE = 2
EXIT_INCOMPLETE = 3
EXIT_INTERNAL = 4
# Worst first: a failed task, bad input, findings, incomplete, clean (as `check` has
# always merged several files).
SEVERITY = {EXIT_INTERNAL: 5, EXIT_USAGE: 4, EXIT_FINDINGS: 3, EXIT_INCOMPLETE: 2,
            EXIT_CLEAN: 1}

Status = Literal["done", "error", "bound"]
"""``done``: the task ran to its own verdict (clean, findings, incomplete or bad input);
``error``: it crashed (an exception, or the process running it died — on Ray after one
retry); ``bound``: it overran the wall-time bound it was given and was stopped."""


@dataclass(frozen=True)
class ExploreBounds:
    """The limits of one exploration (``amdsync.Bounds``, as plain data)."""

    max_states: int = 5_000_000
    timeout: float = 600.0
    max_schedules: int = 10_000
    max_memory: int | None = None  # bytes (None: each worker's default)
    max_trips: int = 8  # (--max-trips)


@dataclass(frozen=True)
class CheckJob:
    """One launch of a kernel given as LLVM IR text (``amdsync check``)."""

    text: str
    file: str  # the name findings are reported under
    target: str
    launch: Launch  # validated on the submitting side (a bad launch fails before work)
    kernel: str | None = None
    args: tuple[tuple[str, int], ...] = ()
    dynamic_lds: int = 0
    strict_reads: bool = False
    bounds: ExploreBounds = ExploreBounds()
    opaque: tuple[str, ...] = ()
    reading: str = "spec"  # read_rules.Reading's value


@dataclass(frozen=True)
class SourceJob:
    """One launch of a HIP (``hip``) or OpenCL C (``opencl``) kernel given as source
    text, compiled with the clang and ROCm device libraries of the machine that runs it
    (the source may include system headers only)."""

    text: str
    file: str
    language: Literal["hip", "opencl"]
    target: str
    launch: Launch
    kernel: str | None = None
    args: tuple[tuple[str, int], ...] = ()
    bounds: ExploreBounds = ExploreBounds()
    reading: str = "spec"  # read_rules.Reading's value


@dataclass(frozen=True)
class LitmusJob:
    """Every consistent execution of one litmus test (``amdsync litmus``)."""

    text: str
    file: str
    loop_bound: int | None = None
    max_candidates: int | None = None
    timeout: float | None = None
    reading: str = "spec"  # read_rules.Reading's value


@dataclass(frozen=True)
class CallJob:
    """Work an upper layer describes: ``fn(data)`` in the process that runs the task.
    ``fn`` must be a module-level function (pickled by reference: the module must be
    importable wherever the task runs) and ``data`` picklable."""

    fn: Callable[[object], TaskOutput]
    data: object


Job = CheckJob | SourceJob | LitmusJob | CallJob


@dataclass(frozen=True)
class Task:
    """One independent piece of a command's work. ``key`` names it in the report
    (unique within one run); ``bound`` is the wall time in seconds after which the
    executor stops it (status ``bound``), None for no bound beyond the job's own."""

    key: str
    job: Job
    bound: float | None = None


@dataclass(frozen=True)
class TaskOutput:
    """What a job returns: its exit code (as the command would exit), its report as
    JSON text (None when it has none, e.g. bad input), a message (an error's
    rendering, warnings) and, for an upper layer to merge, the result itself."""

    exit_code: int
    report: str | None = None
    message: str = ""
    # The result as an object, for the layer that merges results (a sweep's
    # CheckResult); picklable. Not in the JSON report.
    value: object = None


@dataclass(frozen=True)
class TaskResult:
    key: str
    status: Status
    exit_code: int
    report: str | None = None  # JSON text, exactly as the job produced it
    message: str = ""
    seconds: float = 0.0
    attempts: int = 1
    value: object = field(default=None, compare=False)  # TaskOutput.value

    @property
    def document(self) -> dict[str, object] | None:
        """The report, parsed."""
        if self.report is None:
            return None
        parsed: dict[str, object] = json.loads(self.report)
        return parsed

    def to_json(self, timings: bool = True) -> dict[str, object]:
        out: dict[str, object] = {"task": self.key, "status": self.status,
                                  "exit": self.exit_code}
        document = self.document
        if document is not None:
            out["report"] = document if timings else without_timings(document)
        if self.message:
            out["message"] = self.message
        if timings:
            out["seconds"] = round(self.seconds, 4)
            if self.attempts != 1:
                out["attempts"] = self.attempts
        return out


@dataclass(frozen=True)
class Report:
    """Every task's result, in the order the tasks were given."""

    results: tuple[TaskResult, ...]
    executor: str = "local"
    seconds: float = 0.0
    extra: Mapping[str, object] = field(default_factory=dict)

    @property
    def exit_code(self) -> int:
        """The worst exit code of the tasks (0 for none)."""
        return max((r.exit_code for r in self.results), key=lambda c: SEVERITY.get(c, 6),
                   default=EXIT_CLEAN)

    def counts(self) -> dict[str, int]:
        out: dict[str, int] = {}
        for result in self.results:
            out[result.status] = out.get(result.status, 0) + 1
        return out

    def to_json(self, timings: bool = True) -> dict[str, object]:
        """One JSON document; with ``timings=False`` nothing in it depends on how fast
        or where the tasks ran (the same for every executor)."""
        out: dict[str, object] = {"exit": self.exit_code, "counts": self.counts(),
                                  "tasks": [r.to_json(timings) for r in self.results]}
        if timings:
            out["executor"] = self.executor
            out["seconds"] = round(self.seconds, 4)
        return out


def without_timings(value: object) -> dict[str, object]:
    """A report's JSON without its ``seconds`` fields (how long exploration took)."""
    stripped = _strip(value)
    assert isinstance(stripped, dict)
    return stripped


def _strip(value: object) -> object:
    if isinstance(value, dict):
        return {k: _strip(v) for k, v in value.items() if k != "seconds"}
    if isinstance(value, list):
        return [_strip(v) for v in value]
    return value

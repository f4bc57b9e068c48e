"""Running one task, wherever it runs: a job's work, and its failures as data.

:func:`run_task` never raises for a failing job: bad input is a result (exit 2 with the
located message), an exception in amdsync is status ``error`` with the message and the
innermost frames, so one crashing task never stops the others. Each job mirrors the
public function of the same work (``amdsync.check``, ``amdsync.check_source``,
``amdsync.litmus``) but takes text, not a path, and reports under the file name it
carries, so its report is the same on every machine.
"""

from __future__ import annotations

import json
import tempfile
import time
import traceback
from pathlib import Path
from typing import assert_never

from amdsync.diagnostics import AmdsyncError, Loc, SourceCache, render_error
from amdsync.tasks.model import (
    EXIT_INCOMPLETE,
    EXIT_INTERNAL,
    EXIT_USAGE,
    CallJob,
    CheckJob,
    Job,
    LitmusJob,
    SourceJob,
    Task,
    TaskOutput,
    TaskResult,
)

EXIT_FOR_STATUS = {"clean": 0, "findings": 1, "incomplete": 3}


def run_task(task: Task, attempt: int = 1) -> TaskResult:
    """Run ``task`` here and now; every failure of its job becomes its result."""
    start = time.perf_counter()
    try:
        output = run_job(task.job)
    except AmdsyncError as error:
        # Rendered from the carried text: the file may not exist where the task runs.
        sources = SourceCache()
        if isinstance(task.job, CheckJob | SourceJob | LitmusJob):
            sources.register(task.job.file, task.job.text)
        return TaskResult(task.key, "done", EXIT_USAGE, None, render_error(error, sources),
                          time.perf_counter() - start, attempt)
    except MemoryError:
        return TaskResult(task.key, "error", EXIT_INTERNAL, None, "out of memory",
                          time.perf_counter() - start, attempt)
    except Exception as error:  # a bug in amdsync: this task fails, the others run
        frames = "".join(traceback.format_exception(error, limit=-3))
        return TaskResult(task.key, "error", EXIT_INTERNAL, None,
                          f"internal error: {type(error).__name__}: {error}\n{frames}",
                          time.perf_counter() - start, attempt)
    return TaskResult(task.key, "done", output.exit_code, output.report, output.message,
                      time.perf_counter() - start, attempt, output.value)


def run_job(job: Job) -> TaskOutput:
    match job:
        case CheckJob():
            return _check(job)
        case SourceJob():
            return _source(job)
        case LitmusJob():
            return _litmus(job)
        case CallJob():
            return job.fn(job.data)
        case _:
            assert_never(job)


def _check(job: CheckJob) -> TaskOutput:
    """``amdsync.check`` on the job's text (api.py does the same steps from a path)."""
    from amdsync.explore.machine.machine import ExploreOptions  # noqa: PLC0415
    from amdsync.explore.search.check import check_program  # noqa: PLC0415 (in the worker)
    from amdsync.formats.llvm.reader import read_llvm_with_warnings  # noqa: PLC0415
    from amdsync.program.target_support import check_target_support  # noqa: PLC0415
    from amdsync.program.types import AddressSpace  # noqa: PLC0415
    from amdsync.semantics.memory_model.read_rules import Reading  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415

    where = Loc(job.file)
    parsed = parse_target(job.target, where)
    program, warnings = read_llvm_with_warnings(job.text, job.file, frozenset(job.opaque),
                                                job.kernel)
    check_target_support(program, parsed.processor)
    lds = sum(g.size for g in program.globals
              if g.addrspace == AddressSpace.LOCAL and not g.barrier_count) + job.dynamic_lds
    if lds > parsed.processor.lds_bytes:
        raise AmdsyncError("bad-launch", f"the kernel uses {lds} bytes of LDS; "
                           f"{parsed.name} has {parsed.processor.lds_bytes}", where)
    options = ExploreOptions(max_states=job.bounds.max_states, timeout=job.bounds.timeout,
                             max_schedules=job.bounds.max_schedules, args=dict(job.args),
                             max_memory=job.bounds.max_memory,
                             max_trips=job.bounds.max_trips,
                             dynamic_lds=job.dynamic_lds, strict_reads=job.strict_reads,
                             generation=parsed.processor.generation,
                             reading=Reading(job.reading))
    result = check_program(program, job.launch, options)
    message = "\n".join(f"{w.loc}: warning[{w.code}]: {w.message}" for w in warnings)
    return TaskOutput(EXIT_FOR_STATUS[result.status], json.dumps(result.to_json()), message)


def _source(job: SourceJob) -> TaskOutput:
    """Compile the source text in a folder of its own (named as given, so the
    compiled IR and its debug information are the same on every machine), then check
    it as a :class:`CheckJob`."""
    from amdsync.frontends.clang import compile_source, find_toolchain  # noqa: PLC0415
    from amdsync.targets import parse_target  # noqa: PLC0415

    name = Path(job.file).name
    parsed = parse_target(job.target, Loc(job.file))
    toolchain = find_toolchain(where=Loc(job.file))
    with tempfile.TemporaryDirectory(prefix="amdsync-task-") as tmp:
        folder = Path(tmp)
        (folder / name).write_text(job.text, encoding="utf-8")
        output = folder / f"{Path(name).stem}.{parsed.processor.name}.ll"
        try:
            compile_source(Path(name), output, job.language, parsed, toolchain,
                           job.bounds.timeout, cwd=folder)
        except AmdsyncError as error:
            raise AmdsyncError(error.code, error.message.replace(tmp, "."),
                               error.loc) from None
        ir = output.read_text(encoding="utf-8")
    check = CheckJob(ir, f"{job.file}.{parsed.processor.name}.ll", job.target, job.launch,
                     job.kernel, job.args, bounds=job.bounds, reading=job.reading)
    return _check(check)


def _litmus(job: LitmusJob) -> TaskOutput:
    from amdsync.explore.litmus.enumerate import (  # noqa: PLC0415
        DEFAULT_LOOP_BOUND,
        DEFAULT_MAX_CANDIDATES,
        explore,
    )
    from amdsync.explore.litmus.table import format_result  # noqa: PLC0415
    from amdsync.formats.litmus import parse_litmus  # noqa: PLC0415
    from amdsync.semantics.memory_model.read_rules import Reading  # noqa: PLC0415

    start = time.perf_counter()
    test = parse_litmus(job.text, job.file)
    deadline = start + job.timeout if job.timeout is not None else None
    result = explore(test, job.loop_bound if job.loop_bound is not None
                     else DEFAULT_LOOP_BOUND,
                     job.max_candidates if job.max_candidates is not None
                     else DEFAULT_MAX_CANDIDATES, deadline, reading=Reading(job.reading))
    report: dict[str, object] = {
        "test": result.test.name, "verdict": "Ok" if result.verdict_ok else "No",
        "incomplete": result.incomplete, "executions": result.executions,
        "outcomes": len(result.outcomes), "racy": result.racy,
        "table": format_result(result)}
    if result.bound:
        report["bound"] = result.bound
    return TaskOutput(EXIT_INCOMPLETE if result.incomplete else 0, json.dumps(report))

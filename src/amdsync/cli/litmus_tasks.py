"""``amdsync litmus FILES… --jobs N`` / ``--ray [ADDRESS]``: each test a task of the task
layer (docs/tasks.md), run on ``N`` processes or on a Ray cluster, and the results
printed in the order of the files exactly as one process prints them (docs/litmus.md,
"Several processes or Ray"). Each task carries its test's text, so a Ray worker on
another machine needs no shared file system.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from amdsync.diagnostics import AmdsyncError, Loc, SourceCache, render_error
from amdsync.tasks.model import EXIT_INTERNAL, EXIT_USAGE, TaskOutput

CLI = Loc("<command line>")
# One process bounds these over the whole run; tasks run side by side cannot share them.
_ONE_PROCESS_ONLY = ("dot", "max_total_candidates", "total_timeout")


@dataclass(frozen=True)
class LitmusTaskData:
    """One test as a task: its file name, its text (None: the file could not be read;
    the task reports that as the one-process run does) and the exploration options."""

    file: str
    text: str | None
    loop_bound: int
    max_candidates: int
    timeout: float | None
    reading: str
    max_memory: int | None
    show_time: bool


def run_litmus_task(data: object) -> TaskOutput:
    """A task's job (``CallJob``): explore one test. The report is the JSON the
    one-process run prints for it (``result_json``) with its text table and summary
    row; a bad test is exit 2 with its located message, rendered from the carried text."""
    from amdsync.cli.litmus_cmd import _row, result_json  # noqa: PLC0415 (no cycle at import)
    from amdsync.explore.litmus import explore, format_result  # noqa: PLC0415
    from amdsync.formats.litmus import parse_litmus, read_litmus  # noqa: PLC0415
    from amdsync.semantics.memory_model.read_rules import Reading  # noqa: PLC0415

    assert isinstance(data, LitmusTaskData)
    begin = time.perf_counter()
    sources = SourceCache()
    try:
        if data.text is None:
            test = read_litmus(data.file)  # unreadable here too: its located error
        else:
            sources.register(data.file, data.text)
            test = parse_litmus(data.text, data.file)
        deadline = None if data.timeout is None else begin + data.timeout
        result = explore(test, loop_bound=data.loop_bound, max_candidates=data.max_candidates,
                         deadline=deadline, reading=Reading(data.reading),
                         max_memory=data.max_memory)
    except AmdsyncError as error:
        doc = {"error": error.code, "message": str(error),
               "seconds": time.perf_counter() - begin}
        return TaskOutput(EXIT_USAGE, json.dumps(doc), render_error(error, sources))
    row = _row(data.file, result)
    doc = {"json": result_json(result, data.show_time),
           "table": format_result(result, show_time=data.show_time),
           "verdict": row.verdict, "states": row.outcomes, "seconds": row.seconds}
    return TaskOutput(row.code, json.dumps(doc))


def run_as_tasks(args: argparse.Namespace, files: list[Path], started: float) -> int:
    """Every test of ``files`` as a task on ``--jobs`` processes or ``--ray``; the
    output and exit code are those of the one-process run (times aside)."""
    from amdsync.cli.litmus_cmd import _SEVERITY, Row, format_summary  # noqa: PLC0415
    from amdsync.tasks import CallJob, Executor, Task, run_tasks  # noqa: PLC0415

    for option in _ONE_PROCESS_ONLY:
        if getattr(args, option):
            flag = "--" + option.replace("_", "-")
            raise AmdsyncError("usage", f"{flag} is for one process; it does not go with "
                               "--jobs or --ray (bound each test with --timeout and "
                               "--max-candidates)", CLI)
    if args.ray and Path(args.ray).exists():
        raise AmdsyncError("usage", f"--ray took {args.ray} as its address: write "
                           "--ray=ADDRESS, or --ray after the files", CLI)
    max_memory = args.max_memory
    if max_memory is None and args.ray is None:
        # Each worker a share of the default (docs/bounds.md, "Memory"): --jobs N
        # processes side by side stay within half the machine together.
        from amdsync.explore.search.memory_bound import default_max_memory  # noqa: PLC0415

        max_memory = default_max_memory(args.jobs or 1)
    tasks = []
    for path in files:
        try:
            text: str | None = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            text = None
        data = LitmusTaskData(str(path), text, args.loop_bound, args.max_candidates,
                              args.timeout, args.reading, max_memory, args.time)
        # The test's own --timeout stops it first; this bound ends a worker that does not.
        bound = None if args.timeout is None else args.timeout + 10.0
        tasks.append(Task(str(path), CallJob(run_litmus_task, data), bound=bound))
    executor = (Executor.ray(args.ray or None) if args.ray is not None
                else Executor.local(args.jobs))
    report = run_tasks(tasks, executor)
    rows: list[Row] = []
    docs: list[dict[str, object]] = []
    for result in report.results:
        doc = result.document or {}
        if result.message.strip():
            print(result.message.rstrip(), file=sys.stderr)
        if result.status == "bound":
            rows.append(Row(result.key, "incomplete (--timeout)", None, result.seconds, 3))
            docs.append({"file": result.key, "exit": 3, "not_run": "--timeout"})
            continue
        if result.status == "error" or "error" in doc:
            code = str(doc.get("error", "internal"))
            exit_code = EXIT_USAGE if "error" in doc else EXIT_INTERNAL
            rows.append(Row(result.key, f"error[{code}]", None, result.seconds, exit_code))
            docs.append({"file": result.key, "exit": exit_code, "error": code,
                         "message": str(doc.get("message", result.message.strip()))})
            continue
        states = doc["states"]
        seconds = doc["seconds"]
        assert isinstance(states, int) and isinstance(seconds, float)
        rows.append(Row(result.key, str(doc["verdict"]), states, seconds, result.exit_code))
        if args.as_json:
            one = doc["json"]
            assert isinstance(one, dict)
            docs.append({"file": result.key, "exit": result.exit_code, **one})
            continue
        sys.stdout.write(str(doc["table"]))
        sys.stdout.write("\n")
    worst = max((r.code for r in rows), key=lambda c: _SEVERITY.get(c, 4), default=0)
    if args.as_json:
        print(json.dumps({"exit": worst, "tests": docs}, indent=2))
        return worst
    sys.stdout.write(format_summary(rows, time.perf_counter() - started))
    return worst

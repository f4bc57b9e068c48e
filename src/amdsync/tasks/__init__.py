"""Tasks: the work of a command as independent tasks (a file × a launch shape, a sweep
class, a litmus test) merged into one report, run in this process, on every core, or on
a Ray cluster, with the same result (DESIGN.md, layer 9).

    from amdsync.tasks import Executor, Task, CheckJob, run_tasks
    report = run_tasks([Task("a.ll", CheckJob(text, "a.ll", "gfx950", launch))],
                       Executor.local())                # every core
    report = run_tasks(tasks, Executor.ray("ray://head:10001"))
    report.exit_code, report.to_json(timings=False)     # the same either way

The model is in :mod:`amdsync.tasks.model`, the work of one task in
:mod:`amdsync.tasks.jobs`; the executors in :mod:`amdsync.tasks.local` and
:mod:`amdsync.tasks.ray_executor` (Ray is imported only by the latter, when used).
"""

from __future__ import annotations

from amdsync.tasks.model import (
    CallJob,
    CheckJob,
    ExploreBounds,
    Job,
    LitmusJob,
    Report,
    SourceJob,
    Task,
    TaskOutput,
    TaskResult,
)
from amdsync.tasks.run import Executor, run_tasks

__all__ = ["CallJob", "CheckJob", "Executor", "ExploreBounds", "Job", "LitmusJob", "Report",
           "SourceJob", "Task", "TaskOutput", "TaskResult", "run_tasks"]

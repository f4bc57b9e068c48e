"""Which executor runs a list of tasks, and the one entry point that runs them."""

from __future__ import annotations

import os
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.tasks.model import Report, Task
from amdsync.tasks.progress import Tally

API = Loc("<api>")


def default_jobs() -> int:
    """Every core of this machine."""
    return os.cpu_count() or 1


@dataclass(frozen=True)
class Executor:
    """``local``: ``jobs`` processes on this machine (1: in this process; None: every
    core); ``ray``: a Ray cluster at ``address`` (None: a Ray instance started here)."""

    kind: Literal["local", "ray"] = "local"
    jobs: int | None = None
    address: str | None = None

    @staticmethod
    def local(jobs: int | None = None) -> Executor:
        return Executor("local", jobs)

    @staticmethod
    def ray(address: str | None = None) -> Executor:
        return Executor("ray", None, address)

    def describe(self) -> str:
        if self.kind == "ray":
            return f"ray ({self.address or 'local instance'})"
        return f"local ({self.jobs or default_jobs()} process(es))"


def run_tasks(tasks: Sequence[Task], executor: Executor = Executor(),
              progress: bool = True) -> Report:
    """Run every task with ``executor`` and merge the results, in the tasks' order.
    ``progress``: a line on stderr (done, running, failed) when it is a terminal."""
    keys = [t.key for t in tasks]
    if len(set(keys)) != len(keys):
        duplicate = next(k for k in keys if keys.count(k) > 1)
        raise AmdsyncError("usage", f"two tasks are named {duplicate!r}", API)
    if executor.jobs is not None and executor.jobs < 1:
        raise AmdsyncError("usage", f"jobs (--jobs) must be at least 1, got {executor.jobs}",
                           API)
    start = time.perf_counter()
    if executor.kind == "ray":
        from amdsync.tasks.ray_executor import connected, run_on  # noqa: PLC0415 (lazy)

        with connected(executor.address) as ray, Tally(len(tasks), progress,
                                                        where="on Ray") as tally:
            results = run_on(ray, tasks, tally)
    else:
        from amdsync.tasks.local import run_pool  # noqa: PLC0415

        jobs = executor.jobs if executor.jobs is not None else default_jobs()
        with Tally(len(tasks), progress) as tally:
            results = run_pool(tasks, jobs, tally)
    return Report(tuple(results), executor.describe(), time.perf_counter() - start)

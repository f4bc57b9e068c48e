"""The local executor: tasks in this process (``jobs=1``) or on a pool of worker
processes, one task at a time each.

Unlike :class:`concurrent.futures.ProcessPoolExecutor` (where one worker's death breaks
the whole pool), each worker here is watched on its own: a worker that dies (a crash in
native code, the out-of-memory killer) costs only the task it was running (status
``error``, with its exit code or signal), and a task that overruns its wall-time bound
is stopped by ending its worker (status ``bound``); a new worker takes the next task.
Workers are forked where the system can (they start with every module this process has
loaded), and ignore Ctrl-C: the parent stops them.
"""

from __future__ import annotations

import math
import multiprocessing
import multiprocessing.connection
import pickle
import signal
import time
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.process import BaseProcess
from typing import TypeGuard

from amdsync.tasks.jobs import run_task
from amdsync.tasks.model import (
    EXIT_INCOMPLETE,
    EXIT_INTERNAL,
    Task,
    TaskResult,
)
from amdsync.tasks.progress import Tally

STOP_GRACE = 2.0  # seconds a worker has to exit when asked, before it is killed
MAX_WAIT = 60.0  # seconds the parent waits before it looks at the bounds again


def run_in_process(tasks: Sequence[Task], tally: Tally) -> list[TaskResult]:
    """Every task here, one after another (``--jobs 1``)."""
    results = []
    for task in tasks:
        tally.started(task.key)
        result = run_task(task)
        tally.finished(result)
        results.append(result)
    return results


def _worker_main(conn: multiprocessing.connection.Connection) -> None:
    """A worker: run the tasks it is sent until it is sent None (or its parent goes)."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    while True:
        try:
            task = conn.recv()
        except (EOFError, OSError):
            return
        if task is None:
            return
        result = run_task(task)
        try:
            conn.send(result)
        except (pickle.PicklingError, TypeError, AttributeError) as error:
            conn.send(TaskResult(result.key, "error", EXIT_INTERNAL, None,
                                 f"the task's result cannot be sent back: {error}",
                                 result.seconds))


@dataclass
class _Worker:
    process: BaseProcess
    conn: multiprocessing.connection.Connection
    index: int | None = None  # the task it runs
    started: float = 0.0


def run_pool(tasks: Sequence[Task], jobs: int, tally: Tally) -> list[TaskResult]:
    """Every task on up to ``jobs`` worker processes; results in the tasks' order."""
    if jobs <= 1 or len(tasks) <= 1:
        return run_in_process(tasks, tally)
    context = _context()
    results: list[TaskResult | None] = [None] * len(tasks)
    todo = deque(range(len(tasks)))
    workers: list[_Worker] = []

    def spawn() -> _Worker:
        parent, child = context.Pipe()
        process = context.Process(target=_worker_main, args=(child,), daemon=True,
                                  name="amdsync-task-worker")
        process.start()
        child.close()
        return _Worker(process, parent)

    def finish(worker: _Worker, result: TaskResult) -> None:
        assert worker.index is not None
        results[worker.index] = result
        worker.index = None
        tally.finished(result)

    try:
        workers = [spawn() for _ in range(min(jobs, len(tasks)))]
        while todo or any(w.index is not None for w in workers):
            for worker in list(workers):
                if worker.index is None and todo:
                    worker.index = todo.popleft()
                    worker.started = time.monotonic()
                    tally.started(tasks[worker.index].key)
                    try:
                        worker.conn.send(tasks[worker.index])
                    except (pickle.PicklingError, TypeError, AttributeError) as error:
                        # A task that cannot travel (a lambda in a CallJob): its error.
                        finish(worker, TaskResult(
                            tasks[worker.index].key, "error", EXIT_INTERNAL, None,
                            f"the task cannot be sent to a worker process: {error}"))
                    except OSError:  # the worker died idle: the task was not started
                        todo.appendleft(worker.index)
                        worker.index = None
                        tally.running.discard(tasks[todo[0]].key)
                        workers.remove(worker)
                        worker.process.join(STOP_GRACE)
                        worker.conn.close()
                        workers.append(spawn())
            busy = [w for w in workers if w.index is not None]
            if not busy:  # every task given out failed to travel
                continue
            ready = multiprocessing.connection.wait(
                [w.conn for w in busy] + [w.process.sentinel for w in busy],
                timeout=_next_deadline(busy, tasks))
            for worker in busy:
                assert worker.index is not None
                task = tasks[worker.index]
                if worker.conn in ready or worker.process.sentinel in ready:
                    try:
                        finish(worker, worker.conn.recv())
                        continue
                    except (EOFError, OSError):
                        worker.process.join(STOP_GRACE)
                        finish(worker, _died(task, worker))
                elif _overran(task, worker):
                    worker.process.kill()
                    worker.process.join(STOP_GRACE)
                    finish(worker, TaskResult(
                        task.key, "bound", EXIT_INCOMPLETE, None,
                        f"stopped after {task.bound:g} s (the task's time bound)",
                        time.monotonic() - worker.started))
                else:
                    continue
                # The worker is gone: a new one takes its place while work is left.
                workers.remove(worker)
                worker.conn.close()
                if todo:
                    workers.append(spawn())
    finally:
        _stop(workers)
    assert all(r is not None for r in results)
    return [r for r in results if r is not None]


def _context() -> multiprocessing.context.DefaultContext:
    """Fork where the system has it: a worker starts with every module loaded here."""
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")  # type: ignore[return-value]


def _next_deadline(busy: list[_Worker], tasks: Sequence[Task]) -> float:
    """Seconds until the first running task's bound passes (at most a minute: the
    loop looks again then; an infinite bound is none)."""
    now = time.monotonic()
    lefts = [w.started + bound - now for w in busy
             if w.index is not None and _bounded(bound := tasks[w.index].bound)]
    return max(0.0, min([MAX_WAIT, *lefts]))


def _bounded(bound: float | None) -> TypeGuard[float]:
    return bound is not None and math.isfinite(bound)


def _overran(task: Task, worker: _Worker) -> bool:
    return _bounded(task.bound) and time.monotonic() - worker.started >= task.bound


def _died(task: Task, worker: _Worker) -> TaskResult:
    code = worker.process.exitcode
    how = (f"killed by signal {signal.Signals(-code).name}" if code is not None and code < 0
           else f"exit code {code}")
    return TaskResult(task.key, "error", EXIT_INTERNAL, None,
                      f"the worker process running this task died ({how})",
                      time.monotonic() - worker.started)


def _stop(workers: list[_Worker]) -> None:
    """Ask every worker to stop; end those that do not (idle ones stop at once)."""
    for worker in workers:
        if worker.index is not None:
            worker.process.kill()  # interrupted mid-task (Ctrl-C, an error here)
            continue
        try:
            worker.conn.send(None)
        except OSError:
            worker.process.kill()
    deadline = time.monotonic() + STOP_GRACE
    for worker in workers:
        worker.process.join(max(0.0, deadline - time.monotonic()))
        if worker.process.is_alive():
            worker.process.kill()
            worker.process.join(STOP_GRACE)
        worker.conn.close()

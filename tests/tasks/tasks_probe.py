"""Jobs for the task tests (CallJob functions): echo, crash, die, sleep, and a victim
that says which process runs it before it sleeps (so a test can end that process)."""

from __future__ import annotations

import json
import os
import signal
import time
from pathlib import Path

from amdsync.tasks import TaskOutput


def echo(data: object) -> TaskOutput:
    return TaskOutput(0, json.dumps({"echo": data}))


def boom(data: object) -> TaskOutput:
    raise RuntimeError(f"boom {data}")


def die(data: object) -> TaskOutput:
    os.kill(os.getpid(), signal.SIGKILL)
    return TaskOutput(0)  # not reached


def nap(data: object) -> TaskOutput:
    assert isinstance(data, int | float)
    time.sleep(data)
    return TaskOutput(0, json.dumps({"slept": data}))


def victim(data: object) -> TaskOutput:
    """Write this process's id to ``folder/<name>.<pid>``, then sleep."""
    assert isinstance(data, tuple)
    folder, name, seconds = data
    (Path(folder) / f"{name}.{os.getpid()}").write_text("")
    time.sleep(seconds)
    return TaskOutput(0, json.dumps({"victim": name}))



def interrupted_run(folder: str) -> None:
    """Run two victims that sleep a minute on two workers (for a test that sends
    Ctrl-C)."""
    from amdsync.tasks import CallJob, Executor, Task, run_tasks  # noqa: PLC0415

    tasks = [Task(name, CallJob(victim, (folder, name, 60.0))) for name in ("a", "b")]
    try:
        run_tasks(tasks, Executor.local(2), progress=False)
    except KeyboardInterrupt:
        print("interrupted", flush=True)


def unpicklable_result(data: object) -> TaskOutput:
    return TaskOutput(0, None, "", lambda: data)

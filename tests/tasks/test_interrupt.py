"""Ctrl-C ends a local run: the tasks in flight are stopped (their worker processes
end) and the run does not wait for them (on Ray: tests/tasks/test_ray.py)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    status = Path(f"/proc/{pid}/stat")
    return not (status.exists() and status.read_text().split()[2] == "Z")


def test_ctrl_c_stops_the_tasks_in_flight(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(
        [str(HERE), *filter(None, [os.environ.get("PYTHONPATH")])])}
    # (Ctrl-C must raise KeyboardInterrupt in the run: a process that inherits SIGINT
    # ignored — as a test process may, after code that ignores it as a task worker
    # does — would otherwise drop it and wait the victims' minute out)
    code = ("import signal; signal.signal(signal.SIGINT, signal.default_int_handler); "
            f"import tasks_probe; tasks_probe.interrupted_run({str(tmp_path)!r})")
    process = subprocess.Popen([sys.executable, "-c", code], env=env,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        deadline = time.monotonic() + 60
        while len(list(tmp_path.iterdir())) < 2 and time.monotonic() < deadline:
            time.sleep(0.05)
        pids = [int(p.name.partition(".")[2]) for p in tmp_path.iterdir()]
        assert len(pids) == 2, process.stderr.read() if process.poll() is not None else ""
        process.send_signal(signal.SIGINT)
        out, err = process.communicate(timeout=90)  # (a loaded machine is slow to stop)
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
    assert "interrupted" in out, err  # (what the run printed instead, when it did not)
    time.sleep(0.5)
    assert not any(_alive(pid) for pid in pids)

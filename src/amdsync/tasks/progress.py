"""Progress of a run of tasks: done, running and failed, on stderr only when it is a
terminal (report/progress.py's spinner line, shown once the run has lasted a second)."""

from __future__ import annotations

import threading
from types import TracebackType
from typing import TextIO

from amdsync.report.progress import ExplorationProgress
from amdsync.tasks.model import TaskResult


class Tally:
    """Counts of a run's tasks; executors call :meth:`started` and :meth:`finished`
    (from one thread) and the line on stderr follows."""

    def __init__(self, total: int, enabled: bool = True, stream: TextIO | None = None,
                 force_terminal: bool | None = None, where: str = "") -> None:
        self.total = total
        self.done = 0
        self.failed = 0
        self.running: set[str] = set()
        self.where = where  # e.g. "on Ray (4 CPUs)"
        self.lock = threading.Lock()
        self.display = ExplorationProgress(enabled, stream, force_terminal)

    def started(self, key: str) -> None:
        with self.lock:
            self.running.add(key)
        self._show()

    def finished(self, result: TaskResult) -> None:
        with self.lock:
            self.running.discard(result.key)
            self.done += 1
            if result.status != "done":
                self.failed += 1
        self._show()

    def retrying(self, key: str) -> None:
        """A task whose worker was lost runs again."""
        self.started(key)

    def line(self) -> str:
        where = f" {self.where}" if self.where else ""
        failed = f", {self.failed} failed" if self.failed else ""
        return (f"tasks{where}: {self.done}/{self.total} done, {len(self.running)} running"
                f"{failed}")

    def _show(self) -> None:
        self.display.phase(self.line())

    def close(self) -> None:
        self.display.close()

    def __enter__(self) -> Tally:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

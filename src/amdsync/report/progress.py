"""Progress on stderr for work that runs longer than a second (exploration, sweeps):
only on a terminal, never under --json/--format sarif or when piped (rich)."""

from __future__ import annotations

import sys
import threading
import time
from types import TracebackType
from typing import TextIO

from rich.console import Console
from rich.progress import Progress, SpinnerColumn, TaskID, TextColumn, TimeElapsedColumn

DELAY = 1.0  # seconds before anything is shown
REFRESH = 0.1


class ExplorationProgress:
    """A callable ``(states, what)`` for the explorer; shows a spinner line with the
    states explored once the work has run for :data:`DELAY` seconds."""

    def __init__(self, enabled: bool, stream: TextIO | None = None,
                 force_terminal: bool | None = None) -> None:
        stream = stream if stream is not None else sys.stderr
        self.console = Console(file=stream, force_terminal=force_terminal)
        self.enabled = enabled and self.console.is_terminal
        self.start = time.monotonic()
        self.last = 0.0
        self.progress: Progress | None = None
        self.task: TaskID | None = None
        self.label = "exploring"  # what :meth:`count` reports
        self.pending = ""  # the phase to show (see :meth:`phase`)
        self.lock = threading.Lock()
        self.timer: threading.Timer | None = None
        self.closed = False

    def count(self, done: int) -> None:
        """Progress of ``done`` units of work under :attr:`label`."""
        self(done, self.label)

    def __call__(self, states: int, what: str = "exploring") -> None:
        if not self.enabled:
            return
        now = time.monotonic()
        if now - self.start < DELAY or now - self.last < REFRESH:
            return
        self.last = now
        if self.progress is None:
            self._show(what)
        assert self.progress is not None and self.task is not None
        unit = "wave instructions" if what == "exploring" else ""
        self.progress.update(self.task, description=f"{what}: {states:,} {unit}".rstrip())

    def phase(self, text: str) -> None:
        """Show ``text`` as the current phase of the work (no count); a phase that
        starts before :data:`DELAY` is shown when the delay has passed (a timer)."""
        if not self.enabled:
            return
        with self.lock:
            self.pending = text
            if self.progress is not None and self.task is not None:
                self.progress.update(self.task, description=text)
                return
            if self.timer is None:
                wait = max(0.0, DELAY - (time.monotonic() - self.start))
                self.timer = threading.Timer(wait, self._show_pending)
                self.timer.daemon = True
                self.timer.start()

    def _show_pending(self) -> None:
        with self.lock:
            if self.progress is None and not self.closed:
                self._show(self.pending)

    def _show(self, description: str) -> None:
        """Start the spinner line (transient: erased when it stops)."""
        self.progress = Progress(SpinnerColumn(), TextColumn("{task.description}"),
                                 TimeElapsedColumn(), console=self.console, transient=True)
        self.progress.start()
        self.task = self.progress.add_task(description)

    def close(self) -> None:
        with self.lock:
            self.closed = True
            if self.timer is not None:
                self.timer.cancel()
            if self.progress is not None:
                self.progress.stop()
                self.progress = None

    def __enter__(self) -> ExplorationProgress:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

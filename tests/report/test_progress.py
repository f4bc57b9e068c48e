"""Progress on stderr (report/progress.py): shown on a terminal after a second, never
when piped or for machine-readable output."""

from __future__ import annotations

import io

import pytest

from amdsync.report import progress as progress_module
from amdsync.report.progress import ExplorationProgress


def test_a_terminal_sees_progress_after_the_delay(monkeypatch: pytest.MonkeyPatch) -> None:
    clock = iter([0.0, 0.5, 2.0, 2.05, 2.3, 2.4])
    monkeypatch.setattr(progress_module.time, "monotonic", lambda: next(clock))
    stream = io.StringIO()
    with ExplorationProgress(enabled=True, stream=stream, force_terminal=True) as p:
        p(4096)  # 0.5 s: nothing yet
        assert p.progress is None
        p(8192)  # 2.0 s: shown
        assert p.progress is not None
        p(12288)  # 2.05 s: within the refresh interval, skipped
        p(16384)
        assert "16,384 wave instructions" in p.progress.tasks[0].description
    assert p.progress is None  # stopped (and, transient, erased)


def test_piped_or_disabled_shows_nothing() -> None:
    stream = io.StringIO()
    piped = ExplorationProgress(enabled=True, stream=stream)  # not a terminal
    machine_readable = ExplorationProgress(enabled=False, stream=stream, force_terminal=True)
    for p in (piped, machine_readable):
        p.start -= 10
        p(4096)
        assert p.progress is None
    assert stream.getvalue() == ""

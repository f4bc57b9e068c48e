"""Progress on stderr (report/progress.py): shown on a terminal after a second, never
when piped or for machine-readable output."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from amdsync.pipeline.parse import parse_program
from amdsync.pipeline.pipelining import transform
from amdsync.pipeline.verifier import verify
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


def test_a_phase_started_before_the_delay_is_shown_when_it_passes(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """`pipeline --verify` announces phases; one that starts at once and runs long is
    shown after the delay (a timer), and a later phase replaces its text."""
    monkeypatch.setattr(progress_module, "DELAY", 0.05)
    stream = io.StringIO()
    with ExplorationProgress(enabled=True, stream=stream, force_terminal=True) as p:
        p.phase("verifying: seed 0, running the original loop")
        assert p.progress is None
        assert p.timer is not None
        p.timer.join(2.0)
        assert p.progress is not None
        assert p.progress.tasks[0].description.endswith("running the original loop")
        p.phase("verifying: seed 0, every completion order of 12 events")
        assert p.progress.tasks[0].description.endswith("12 events")
    assert p.progress is None
    quiet = ExplorationProgress(enabled=True, stream=io.StringIO())  # piped
    quiet.phase("verifying")
    assert quiet.timer is None and quiet.progress is None


def test_pipeline_verify_reports_its_phases() -> None:
    path = Path(__file__).resolve().parents[2] / "examples" / "pipeline" / "copy_pipeline.py"
    original = parse_program(path.read_text(), str(path))
    phases: list[str] = []
    report = verify(original, transform(original).program, (0,), progress=phases.append)
    assert report.safe
    assert phases[:2] == ["verifying: seed 0, running the original loop",
                          "verifying: seed 0, running the pipelined loop"]
    assert phases[2].startswith("verifying: seed 0, every completion order of ")

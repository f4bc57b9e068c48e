"""Golden timelines (report/timeline.py's ``format_timeline``) of the example and of
counterexamples of every shape in the quality set: which rows, marks, roles, bars and
links each finding becomes.

Regenerate after an intended change with
``AMDSYNC_UPDATE_GOLDEN=1 pytest tests/report/test_timeline_golden.py``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import amdsync
from amdsync.report.timeline import format_timeline, timeline_of

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = Path(__file__).parent / "golden"
UPDATE = os.environ.get("AMDSYNC_UPDATE_GOLDEN") == "1"

# name → (kernel, launch)
CASES: dict[str, tuple[str, dict[str, object]]] = {
    "wait_off_by_one": ("examples/wait_off_by_one.ll",
                        {"workgroup_size": 64, "args": {"n": 8}}),
    "tensor_dma_bug": ("examples/tensor_dma/tile_pipeline_bug.ll",
                       {"target": "gfx1250", "workgroup_size": 64}),
    "handoff_no_fences": ("quality/multiwave_handoff_no_fences.ll", {"workgroup_size": 256}),
    "async_not_waited_before_split_barrier": (
        "quality/multiwave/async_copy_not_waited_before_split_barrier.ll",
        {"target": "gfx1250", "workgroup_size": 128}),
    "named_barrier_without_join": ("quality/multiwave/named_barrier_without_join.ll",
                                   {"target": "gfx1250", "workgroup_size": 128}),
    "named_barrier_count_too_high": ("quality/multiwave/named_barrier_count_too_high.ll",
                                     {"target": "gfx1250", "workgroup_size": 128}),
    "mark_before_copy": ("quality/mark_before_copy.ll", {"workgroup_size": 64}),
    "source_overwritten": ("quality/source_overwritten.ll", {"workgroup_size": 64}),
    "uninitialized_read_as_address": ("quality/undef_uses/uninitialized_read_as_address.ll",
                                      {"workgroup_size": 64}),
}


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_timeline(name: str) -> None:
    kernel, launch = CASES[name]
    result = amdsync.check(ROOT / kernel, **launch)  # type: ignore[arg-type]
    assert result.findings
    text = "".join(format_timeline(timeline_of(f)) for f in result.findings)
    path = GOLDEN / f"{name}.timeline"
    if UPDATE:
        path.write_text(text)
        return
    assert path.exists(), f"missing golden file {path}; run with AMDSYNC_UPDATE_GOLDEN=1"
    assert text == path.read_text(), f"{name} differs from its golden file"

"""Kernels whose lanes of one atomic instruction share one location
(docs/semantics/atomics-and-lanes.md, "Lanes that go on alike but for the value"): each
clean one must check clean within a small number of schedules, each broken twin report
exactly the marked (kind, line) pairs. The bound is on the work the search does (schedules
explored), not on the clock: benches/lane_atomics.py prints the seconds. Markers as in
quality/ (tests/explore/test_quality.py), and ``; INPUTS: NAME=SPEC ...`` for input data
(explore/every_input/inputs.py)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import amdsync
from amdsync.explore.every_input.inputs import parse_input_spec

HERE = Path(__file__).resolve().parent
KERNELS = sorted(HERE.glob("*.ll"))


def _expected(path: Path) -> tuple[int, int | None, dict[str, object], set[tuple[str, int]]]:
    workgroups = 1
    workgroup_size: int | None = None  # (the target's wave)
    inputs: dict[str, object] = {}
    expected: set[tuple[str, int]] = set()
    for number, line in enumerate(path.read_text().splitlines(), 1):
        if line.startswith("; ARGS:") and "--workgroups" in line:
            workgroups = int(line.split("--workgroups")[1].split()[0])
        if line.startswith("; ARGS:") and "--workgroup-size" in line:
            workgroup_size = int(line.split("--workgroup-size")[1].split()[0])
        if line.startswith("; INPUTS:"):
            for text in line.removeprefix("; INPUTS:").split():
                spec = parse_input_spec(text)
                inputs[spec.name] = spec
        found = re.search(r"; FINDING: ([a-z-]+)", line)
        if found:
            expected.add((found.group(1), number))
    return workgroups, workgroup_size, inputs, expected


@pytest.mark.parametrize("path", KERNELS, ids=[k.stem for k in KERNELS])
def test_lane_atomics_kernel(path: Path) -> None:
    workgroups, workgroup_size, inputs, expected = _expected(path)
    result = amdsync.check(path, workgroups=workgroups, workgroup_size=workgroup_size,
                           inputs=inputs)
    assert {(f.kind, f.loc.line) for f in result.findings} == expected
    assert result.status == ("findings" if expected else "clean"), result.incomplete_reason
    if not expected:
        # (the lanes of one atomic instruction explored as the reductions say: one
        # schedule per order of the waves at a barrier phase, not one per lane order; the
        # product of 64 lanes' orders would be astronomically more)
        assert result.stats.schedules <= 100, result.stats
    if inputs:
        assert any(n.kind == "inputs" for n in result.notes)

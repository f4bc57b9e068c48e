"""Atomics at unknown addresses confined to a buffer (explore/every_input/confined_atomics.py;
docs/semantics/every-input.md, "Every input"): a histogram as clang-19 compiles it from HIP is clean
for every input; its seeded-bug twins, outside the rule, are decided by the solver
(docs/semantics/symbolic.md, "Atomics and LDS at term addresses"). Each is checked
against brute force: every input of a small domain, concretely (inputs=)."""

from __future__ import annotations

import itertools
from pathlib import Path

import numpy as np
import pytest

from amdsync.api import check
from amdsync.explore.every_input.confined_atomics import interval
from amdsync.explore.findings.result import CheckResult
from amdsync.formats.llvm.reader import read_llvm_text

HERE = Path(__file__).resolve().parent
HISTOGRAM = HERE / "histogram.gfx942.ll"  # histogram.hip, compiled by tools' clang-19 flags


def _run(kernel: str, inputs: dict[str, object] | None = None) -> CheckResult:
    return check(HISTOGRAM, kernel=kernel, target="gfx942", workgroups=2, workgroup_size=2,
                 args={"n": 4}, inputs=inputs)


@pytest.mark.parametrize(("kernel", "every", "why"), [
    ("histogram", "clean", None),
    # (the twins, outside the rule, are decided by the solver: docs/semantics/symbolic.md,
    # "Atomics and LDS at term addresses"; each finding's witness reproduces it)
    ("histogram_workgroup_scope", "findings", ("race", 56)),
    ("histogram_plain_read", "findings", ("race", 92)),
])
def test_histograms_against_every_input(kernel: str, every: str,
                                        why: tuple[str, int] | None) -> None:
    result = _run(kernel)
    assert result.status == every, result.incomplete_reason
    if why is not None:
        assert {(f.kind, f.loc.line) for f in result.findings} == {why}
        assert all(f.witness is not None for f in result.findings)
    concrete = [_run(kernel, {"data": np.array(v, np.uint8)})
                for v in itertools.product((0, 1), repeat=4)]
    assert all(c.status != "incomplete" for c in concrete)
    # clean for every input iff each input is clean; the twins have inputs that race
    assert (every == "clean") == all(c.status == "clean" for c in concrete)


def test_the_twins_race_where_the_data_collide() -> None:
    assert {(f.kind, f.loc.line) for f in _run(
        "histogram_workgroup_scope", {"data": "zeros:4"}).findings} == {("race", 56)}
    assert {(f.kind, f.loc.line) for f in _run(
        "histogram_plain_read", {"data": "zeros:4"}).findings} == {("race", 92)}


def test_a_full_launch_is_clean_without_its_data() -> None:
    result = check(HISTOGRAM, kernel="histogram", target="gfx942", workgroups=2,
                   workgroup_size=64, args={"n": 128})
    assert result.status == "clean"


KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %bins,
                             ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %t
  %v = load i32, ptr addrspace(1) %p
  %bin = INDEX
  %b = getelementptr i32, ptr addrspace(1) %bins, i32 %bin
  %old = atomicrmw add ptr addrspace(1) %b, i32 1 syncscope("agent") ORDER, align 4
  USE
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


@pytest.mark.parametrize(("index", "order", "use", "status", "reason"), [
    ("and i32 %v, 255", "monotonic", "", "clean", None),
    ("urem i32 %v, 10", "monotonic", "", "clean", None),
    # an i32 may be negative: before the buffer
    ("add i32 %v, 0", "monotonic", "", "incomplete", "not within one argument's buffer"),
    ("mul i32 %v, 1000000", "monotonic", "", "incomplete", "no bound"),  # may wrap
    ("and i32 %v, 255", "release", "", "incomplete", "an ordering that synchronizes"),
    ("and i32 %v, 255", "monotonic",
     "%q = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
     "  store i32 %old, ptr addrspace(1) %q", "clean", None),  # (the solver's: a result
    # used is unknown and defined, docs/semantics/symbolic.md)
])
def test_the_argument_and_its_limits(index: str, order: str, use: str, status: str,
                                     reason: str | None) -> None:
    text = KERNEL.replace("INDEX", index).replace("ORDER", order).replace("USE", use)
    result = check(text, workgroup_size=4)
    assert result.status == status, result.incomplete_reason
    if reason is not None:
        assert reason in (result.incomplete_reason or ""), result.incomplete_reason


def test_intervals() -> None:
    program = read_llvm_text(KERNEL.replace("INDEX", "and i32 %v, 255").replace(
        "ORDER", "monotonic").replace("USE", ""), "k.ll")
    function = program.kernel_function

    def known(name: str) -> np.ndarray | None:
        return np.array([4096], np.int64) if name == "bins" else None

    assert interval(function, _reg("bin"), known) == (0, 255)
    assert interval(function, _reg("b"), known) == (4096, 4096 + 4 * 255)
    assert interval(function, _reg("v"), known) == (-(1 << 31), (1 << 31) - 1)


def _reg(name: str) -> object:
    from amdsync.program import ops as o  # noqa: PLC0415

    return o.Reg(name)


def test_a_witness_run_keeps_the_confined_atomics() -> None:
    """A finding behind a flag in a histogram kernel: the witness gives the flag only,
    and the concrete rerun decides the histogram's unknown addresses as the check did
    (the rule assumes nothing)."""
    text = KERNEL.replace("INDEX", "and i32 %v, 255").replace("ORDER", "monotonic").replace(
        "USE", "%f = load i32, ptr addrspace(1) %out\n"
        "  %set = icmp sgt i32 %f, 3\n"
        "  br i1 %set, label %racy, label %end\n"
        "racy:\n"
        "  %o = getelementptr i32, ptr addrspace(1) %out, i32 1\n"
        "  store i32 %t, ptr addrspace(1) %o\n"
        "  br label %end\n"
        "end:")
    result = check(text, workgroup_size=4)
    assert [(f.kind, f.loc.line) for f in result.findings] == [("race", 15)]
    assert "(--input out=values:i32:4)" in result.findings[0].message

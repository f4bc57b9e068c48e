"""Plain runs and operation plans (docs/semantics/scale.md, "Vectorized core": plain runs and
plans) against ``step`` operation by operation: generated kernels whose plain
operations run under partial masks (a divergent branch), on undefined bytes (a load of
LDS nothing wrote: ``frame.undef`` set), with tainted values (an atomic read), past a
blocked fence, and with 32-bit wrapping pointer and integer arithmetic and shifts give
the same report — verdict, findings, counterexamples and counts — with plain runs and
without them."""

from __future__ import annotations

import dataclasses

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.machine import stepping
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.memory import dense_shadow
from amdsync.explore.search.check import check_program
from amdsync.explore.values import compute
from amdsync.formats.llvm.reader import read_llvm_text
from amdsync.program.topology import Launch

LANES = 4


def _kernel(split: int, undef: bool, atomic: bool, fence: bool, shift: int) -> str:
    """Two waves of four lanes: lanes below ``split`` compute on one side of a branch,
    the others on the other; a phi merges them; the result indexes LDS and global
    memory. ``undef``: the value starts from an LDS word nothing wrote; ``atomic``: from
    an atomic read (tainted); ``fence``: a release fence inside the plain run."""
    start = ("  %u = load i32, ptr addrspace(3) @junk, align 4" if undef
             else "  %u = add i32 %t, 3")
    base = ("  %a = atomicrmw add ptr addrspace(1) @count, i32 1 monotonic, align 4"
            if atomic else "  %a = add i32 %u, 0")
    fenced = ['  fence syncscope("workgroup") release'] if fence else []
    return "\n".join([
        "@tile = internal addrspace(3) global [64 x i32] poison, align 4",
        "@junk = internal addrspace(3) global i32 poison, align 4",
        "@out = addrspace(1) global [64 x i32] zeroinitializer, align 4",
        "@count = addrspace(1) global i32 0, align 4",
        "define amdgpu_kernel void @k() {",
        "entry:",
        "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
        start,
        base,
        f"  %lo = icmp ult i32 %t, {split}",
        "  br i1 %lo, label %left, label %right",
        "left:",
        f"  %l1 = shl i32 %a, {shift}",
        "  %l2 = mul i32 %l1, 2147483647",
        "  %l3 = xor i32 %l2, %t",
        *fenced,
        "  br label %join",
        "right:",
        "  %r1 = lshr i32 %a, 1",
        "  %r2 = sub i32 %r1, %t",
        "  %r3 = ashr i32 %r2, 31",
        "  br label %join",
        "join:",
        "  %v = phi i32 [ %l3, %left ], [ %r3, %right ]",
        "  %i = and i32 %t, 63",
        "  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %i",
        "  store i32 %v, ptr addrspace(3) %p, align 4",
        '  fence syncscope("workgroup") release',
        "  call void @llvm.amdgcn.s.barrier()",
        '  fence syncscope("workgroup") acquire',
        "  %j = xor i32 %i, 1",
        "  %q = getelementptr i32, ptr addrspace(3) @tile, i32 %j",
        "  %w = load i32, ptr addrspace(3) %q, align 4",
        "  %x = add i32 %w, %v",
        "  %g = getelementptr i32, ptr addrspace(1) @out, i32 %i",
        "  store i32 %x, ptr addrspace(1) %g, align 4",
        "  ret void",
        "}",
        "declare i32 @llvm.amdgcn.workitem.id.x()",
        "declare void @llvm.amdgcn.s.barrier()",
    ]) + "\n"


def _report(text: str, strict: bool) -> tuple[object, ...]:
    program = read_llvm_text(text, "plain_runs.ll")
    launch = Launch(workgroup_size=(2 * LANES, 1, 1), wave_size=LANES)
    result = check_program(program, launch, ExploreOptions(timeout=60, strict_reads=strict))
    stats = dataclasses.replace(result.stats, seconds=0.0)
    return (result.status, result.findings, result.notes, stats)


def _without_plain_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(stepping, "PLAIN_RUNS", False)
    monkeypatch.setattr(dense_shadow, "PLANS", False)
    monkeypatch.setattr(compute, "FAST_ARITHMETIC", False)
    monkeypatch.setattr(compute, "_NARROW", {})


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2 * LANES), st.booleans(), st.booleans(), st.booleans(),
       st.sampled_from([0, 5, 31, 40]), st.booleans())
def test_plain_runs_change_no_report(split: int, undef: bool, atomic: bool, fence: bool,
                                     shift: int, strict: bool) -> None:
    text = _kernel(split, undef, atomic, fence, shift)
    fast = _report(text, strict)
    with pytest.MonkeyPatch.context() as patch:
        _without_plain_runs(patch)
        assert _report(text, strict) == fast


def test_the_generated_kernels_reach_what_they_test() -> None:
    """An undefined value reaching global memory is found; the clean variant is clean
    (so the comparison above is between reports with findings and without)."""
    assert _report(_kernel(3, True, False, False, 5), False)[0] == "findings"
    assert _report(_kernel(3, False, False, False, 5), False)[0] == "clean"


def test_plans_keep_arrays_read_only() -> None:
    """A plan's arrays are its own and cannot be changed (they are shared by forks)."""
    keys = np.arange(0, 64, 4, dtype=np.int64)
    frozen = dense_shadow._frozen(keys)
    keys[0] = 99
    assert frozen[0] == 0 and not frozen.flags.writeable

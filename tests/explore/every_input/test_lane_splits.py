"""Lanes that split on an unknown per-lane condition (explore/every_input/lane_splits.py;
docs/semantics/every-input.md, "Every input"): every side runs with every lane, and the verdict is
checked against brute force — each split of 4 lanes, given as input data."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from amdsync.api import check

# A cross-entropy-like kernel: lanes whose label is not `ignore` compute their loss,
# the others write 0 — each to its own slot. SKIP is the skipped lanes' slot.
CROSS_ENTROPY = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @ce(ptr addrspace(1) %label, ptr addrspace(1) %logit,
                              ptr addrspace(1) %loss, i32 %ignore) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pl = getelementptr i32, ptr addrspace(1) %label, i32 %t
  %l = load i32, ptr addrspace(1) %pl
  %keep = icmp ne i32 %l, %ignore
  br i1 %keep, label %compute, label %skip
compute:
  %px = getelementptr float, ptr addrspace(1) %logit, i32 %t
  %x = load float, ptr addrspace(1) %px
  %y = fmul float %x, 2.0
  %po = getelementptr float, ptr addrspace(1) %loss, i32 %t
  store float %y, ptr addrspace(1) %po
  br label %done
skip:
  %pz = getelementptr float, ptr addrspace(1) %loss, i32 SKIP
  store float 0.0, ptr addrspace(1) %pz
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""
IGNORE = -100


def _check(text: str, labels: np.ndarray | None = None) -> object:
    return check(text, workgroup_size=4, args={"ignore": IGNORE},
                 inputs=None if labels is None else {"label": labels})


def _every_split(text: str) -> list[set[tuple[str, int]]]:
    out = []
    for split in itertools.product((0, IGNORE), repeat=4):
        result = check(text, workgroup_size=4, args={"ignore": IGNORE},
                       inputs={"label": np.array(split, np.int32)})
        assert result.status != "incomplete"
        out.append({(f.kind, f.loc.line) for f in result.findings})
    return out


@pytest.mark.parametrize(("skip", "every"), [("%t", "clean"), ("0", "incomplete")])
def test_cross_entropy_against_every_split(skip: str, every: str) -> None:
    text = CROSS_ENTROPY.replace("SKIP", skip)
    result = check(text, workgroup_size=4, args={"ignore": IGNORE})
    assert result.status == every, result.incomplete_reason
    splits = _every_split(text)
    assert (every == "clean") == (not any(splits))
    if every == "incomplete":
        # the skipped lanes' store to loss[0] races with lane 0's loss (some split)
        assert ("race", 19) in set().union(*splits)
        assert (result.incomplete_reason or "").startswith(
            "a race at line 19 was found only in executions that assume every lane on "
            "every side of the branch at line 9")
    else:
        assert result.notes[0].kind == "every-input"


def test_the_phis_after_a_split_are_unknown() -> None:
    """A value a lane brings from its side is unknown after the split: an address
    computed from it is `incomplete`, never read from one side only."""
    text = CROSS_ENTROPY.replace("SKIP", "%t").replace(
        "done:\n  ret void", "done:\n  %s = phi i32 [ 1, %compute ], [ 2, %skip ]\n"
        "  %q = getelementptr i32, ptr addrspace(1) %label, i32 %s\n"
        "  store i32 0, ptr addrspace(1) %q\n  ret void")
    result = check(text, workgroup_size=4, args={"ignore": IGNORE})
    assert result.status == "incomplete"
    assert (result.incomplete_reason or "").startswith("an address depends on a value")


@pytest.mark.parametrize(("side", "why"), [
    ("  fence syncscope(\"workgroup\") release\n", "a side holds Fence at line 11"),
    ("  %b = call i64 @llvm.amdgcn.ballot.i64(i1 true)\n", "a side holds WaveOp at line 11"),
    ("  %old = atomicrmw add ptr addrspace(1) %label, i32 1 syncscope(\"agent\") "
     "monotonic, align 4\n", "a side holds AtomicRMW at line 11"),
])
def test_sides_that_could_tell_a_split(side: str, why: str) -> None:
    text = CROSS_ENTROPY.replace("SKIP", "%t").replace("compute:\n", "compute:\n" + side)
    text += "declare i64 @llvm.amdgcn.ballot.i64(i1)\n"
    result = check(text, workgroup_size=4, args={"ignore": IGNORE})
    assert result.status == "incomplete"
    assert why in (result.incomplete_reason or ""), result.incomplete_reason
    assert "give its contents with --input label=..." in (result.incomplete_reason or "")


def test_a_side_storing_to_lds_is_incomplete() -> None:
    text = CROSS_ENTROPY.replace("SKIP", "%t").replace(
        "  store float 0.0, ptr addrspace(1) %pz\n",
        "  store float 0.0, ptr addrspace(3) @lds\n").replace(
        "define amdgpu_kernel", "@lds = internal addrspace(3) global float poison\n"
        "define amdgpu_kernel")
    result = check(text, workgroup_size=4, args={"ignore": IGNORE})
    assert result.status == "incomplete"
    assert "not an argument's buffer" in (result.incomplete_reason or "")


_PER_LANE_LOOP = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %n, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pn = getelementptr i32, ptr addrspace(1) %n, i32 %t
  %count = load i32, ptr addrspace(1) %pn
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %t
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
BODY  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %count
  br i1 %more, label %loop, label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_a_register_only_loop_on_a_per_lane_value_is_closed() -> None:
    # (docs/semantics/every-input.md, "Loops whose lanes run different trip counts": every
    # lane leaves at once; the test counts by one to a value the loop keeps, so it ends)
    result = check(_PER_LANE_LOOP.replace("BODY", ""), workgroup_size=4)
    assert (result.status, result.findings) == ("clean", [])
    assert result.scope is not None and result.scope.assumptions == ()


def test_a_storing_loop_on_a_per_lane_value_is_incomplete() -> None:
    text = _PER_LANE_LOOP.replace("BODY", "  store i32 %i, ptr addrspace(1) %po\n")
    result = check(text, workgroup_size=4)
    assert result.status == "incomplete"
    assert "a side loops back to the branch" in (result.incomplete_reason or "")

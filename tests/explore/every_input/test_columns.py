"""Plain accesses at an address one unknown value decides, run as accesses of every
location it may take (explore/every_input/columns.py; docs/semantics/every-input.md, "Every
input"): a privatized LDS histogram — each work-item increments its own column of ``bins``
at the row its data byte picks — checked without data against brute force, every data of a
small domain given with ``inputs=``."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from amdsync.api import check
from amdsync.explore.every_input.inputs import parse_input_spec
from amdsync.explore.findings.result import CheckResult

# 128 work-items (two waves); wave w reads data[w] & 3, the row; COL is the column:
# %t (each work-item its own: clean for every input) or %t & 63 (the twin: work-items
# t and t + 64, of different waves, share a column: a race when both waves' rows agree).
HISTOGRAM = """target triple = "amdgcn-amd-amdhsa"
@bins = internal addrspace(3) global [512 x i8] poison
define amdgpu_kernel void @h(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %col = COL
  %zi = mul i32 %t, 4
  %pz = getelementptr i8, ptr addrspace(3) @bins, i32 %zi
  store i32 0, ptr addrspace(3) %pz
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %w = lshr i32 %t, 6
  %pd = getelementptr i8, ptr addrspace(1) %data, i32 %w
  %d8 = load i8, ptr addrspace(1) %pd
  %d = zext i8 %d8 to i32
  %v = and i32 %d, 3
  %row = mul i32 %v, 128
  %a = add i32 %row, %col
  %pb = getelementptr i8, ptr addrspace(3) @bins, i32 %a
  %x = load i8, ptr addrspace(3) %pb
  %x1 = add i8 %x, 1
  store i8 %x1, ptr addrspace(3) %pb
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %p0 = getelementptr i8, ptr addrspace(3) @bins, i32 %col
  %b0 = load i8, ptr addrspace(3) %p0
  %p1 = getelementptr i8, ptr addrspace(3) %p0, i32 128
  %b1 = load i8, ptr addrspace(3) %p1
  %s = add i8 %b0, %b1
  %po = getelementptr i8, ptr addrspace(1) %out, i32 %t
  store i8 %s, ptr addrspace(1) %po
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
OWN = "add i32 %t, 0"
SHARED = "and i32 %t, 63"


def _run(text: str, inputs: dict[str, object] | None = None) -> CheckResult:
    return check(text, workgroup_size=128, inputs=inputs)


def _verdict(result: CheckResult) -> set[tuple[str, int]]:
    return {(f.kind, f.loc.line) for f in result.findings}


def _every_data(text: str) -> dict[tuple[int, int], set[tuple[str, int]]]:
    out = {}
    for a, b in itertools.product(range(4), repeat=2):
        result = _run(text, {"data": np.array([a, b], np.uint8)})
        assert result.status != "incomplete", result.incomplete_reason
        out[(a, b)] = _verdict(result)
    return out


@pytest.mark.parametrize(("col", "every"), [(OWN, "clean"), (SHARED, "findings")])
def test_privatized_histogram_against_every_data(col: str, every: str) -> None:
    text = HISTOGRAM.replace("COL", col)
    result = _run(text)
    assert result.status == every, result.incomplete_reason
    each = _every_data(text)
    if every == "clean":
        assert not any(each.values())
        assert [n.kind for n in result.notes] == ["every-input"]
        return
    # the twin races exactly when both waves pick one row
    assert {k for k, v in each.items() if v} == {(a, a) for a in range(4)}
    union = set().union(*each.values())
    assert _verdict(result) <= union
    for finding in result.findings:
        found = re.findall(r"--input (\w+)=(\S+?)\)?(?:\s|$)", finding.message)
        assert found, finding.message
        again = _run(text, {n: parse_input_spec(f"{n}={v}") for n, v in found})
        assert (finding.kind, finding.loc.line) in _verdict(again)


@pytest.mark.parametrize("change", [
    "  %v = and i32 %d, 3\n",  # a row of any byte: 256 rows leave the 512-byte array
    "  store i8 %x1, ptr addrspace(3) %pb\n",  # a known value stored there
    "  %a = add i32 %row, %col\n",  # two unknown values in one address
])
def test_addresses_it_does_not_decide(change: str) -> None:
    """Outside the columns rule, the solver decides each (docs/semantics/symbolic.md,
    "Atomics and LDS at term addresses"): rows of any byte and a known value stored are
    clean (each work-item its own column; the verdict assumes each row is in ``bins``);
    a column that data picks is a race (lanes meet, with a witness)."""
    replacement, status = {
        "  %v = and i32 %d, 3\n": ("  %v = add i32 %d, 0\n", "clean"),
        "  store i8 %x1, ptr addrspace(3) %pb\n": ("  store i8 1, ptr addrspace(3) %pb\n",
                                                    "clean"),
        "  %a = add i32 %row, %col\n": ("  %a = add i32 %row, %d\n", "findings"),
    }[change]
    text = HISTOGRAM.replace("COL", OWN).replace(change, replacement)
    result = _run(text)
    assert result.status == status, result.incomplete_reason
    assert all(f.witness is not None for f in result.findings)

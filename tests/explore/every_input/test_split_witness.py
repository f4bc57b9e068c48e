"""Findings of executions that split lanes on an unknown per-lane condition, kept with
a filled witness (explore/every_input/assumptions.py ``fill_witnesses``;
docs/semantics/every-input.md, "Every input"), checked against brute force: a Floyd–Warshall
pass (rocm-examples' floyd_warshall_kernel, HIP-Examples' floydWarshallPass) over a 2 × 2
matrix, run once without data and once for every matrix with entries in {-1, 0, 1}."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from amdsync.api import check
from amdsync.explore.every_input.inputs import parse_input_spec
from amdsync.explore.findings.result import CheckResult

# Work-item (x, y): x the lane of workgroup y (one wave per row). With
# d[y][k] + d[k][x] < d[y][x] it writes d[y][x]; the lanes of row k then write row k
# while row y's wave reads it: a race exactly when d[k][k] + d[k][x] < d[k][x] for
# some x. OWN is the element written: %pyx (the kernel), or %po, the same element of
# another buffer nothing reads (the twin: clean for every matrix).
FLOYD = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @fw(ptr addrspace(1) %d, i32 %n, i32 %k, ptr addrspace(1) %out) {
entry:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workgroup.id.y()
  %yn = mul i32 %y, %n
  %iyx = add i32 %yn, %x
  %iyk = add i32 %yn, %k
  %kn = mul i32 %k, %n
  %ikx = add i32 %kn, %x
  %pyx = getelementptr i32, ptr addrspace(1) %d, i32 %iyx
  %pyk = getelementptr i32, ptr addrspace(1) %d, i32 %iyk
  %pkx = getelementptr i32, ptr addrspace(1) %d, i32 %ikx
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %iyx
  %dyx = load i32, ptr addrspace(1) %pyx
  %dyk = load i32, ptr addrspace(1) %pyk
  %dkx = load i32, ptr addrspace(1) %pkx
  %sum = add i32 %dyk, %dkx
  %less = icmp slt i32 %sum, %dyx
  br i1 %less, label %update, label %done
update:
  store i32 %sum, ptr addrspace(1) OWN
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.y()
"""
N = 2
LAUNCH = {"workgroup_size": 2, "workgroups": (1, 2), "args": {"n": N, "k": 1}}


def _run(text: str, data: np.ndarray | None = None,
         inputs: dict[str, object] | None = None) -> CheckResult:
    given = inputs if inputs is not None else (None if data is None else {"d": data})
    return check(text, inputs=given, **LAUNCH)  # type: ignore[arg-type]


def _verdict(result: CheckResult) -> set[tuple[str, int]]:
    return {(f.kind, f.loc.line) for f in result.findings}


def _every_matrix(text: str) -> list[set[tuple[str, int]]]:
    out = []
    for cells in itertools.product((-1, 0, 1), repeat=N * N):
        result = _run(text, np.array(cells, np.int32))
        assert result.status != "incomplete", result.incomplete_reason
        out.append(_verdict(result))
    return out


@pytest.mark.parametrize(("own", "every"), [("%pyx", "findings"), ("%po", "clean")])
def test_floyd_warshall_against_every_matrix(own: str, every: str) -> None:
    """Without data: the race on row k with a witness that reproduces it (the twin:
    clean, a proof for every matrix); every matrix: the race is some matrix's, and
    the matrices without it are clean."""
    text = FLOYD.replace("OWN", own)
    result = _run(text)
    assert result.status == every, result.incomplete_reason
    matrices = _every_matrix(text)
    union = set().union(*matrices)
    assert _verdict(result) <= union
    assert (every == "clean") == (not union)
    assert any(not m for m in matrices)  # (a zero diagonal: clean, as the host's data)
    for finding in result.findings:
        found = re.findall(r"--input (\w+)=(\S+?)\)?(?:\s|$)", finding.message)
        assert found, finding.message
        inputs = {n: parse_input_spec(f"{n}={v}") for n, v in found}
        assert (finding.kind, finding.loc.line) in _verdict(_run(text, inputs=inputs))


def test_the_hosts_matrix_is_clean() -> None:
    """A zero diagonal (the host's adjacency matrix): row k is never written."""
    assert _run(FLOYD.replace("OWN", "%pyx"), np.zeros(N * N, np.int32)).status == "clean"


def test_the_witness_fills_the_cells_the_condition_read() -> None:
    result = _run(FLOYD.replace("OWN", "%pyx"))
    # One cause (the load at line 16 racing with the store at line 22), reported at its
    # first use, the branch at line 20; the store at line 22 is its second use.
    assert _verdict(result) == {("race", 20)}
    assert [u.loc.line for u in result.findings[0].uses] == [20, 22]
    assert result.findings[0].message.endswith(
        "for the input d[0..3] (i32) = -1 (--input d=values:i32:-1,-1,-1,-1)"), (
        result.findings[0].message)
    assert [n.kind for n in result.notes] == ["witness", "witness"]

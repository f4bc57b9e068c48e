"""Every input (docs/semantics/every-input.md, "Every input"): a wave-uniform branch on a value read
from a buffer explores each side, and the verdict without inputs is checked against
brute force — the same kernel checked with every input of a small domain (inputs=).

The rule under test: clean iff every input is clean; a finding only if some input has
it, and the witness input the finding names reproduces it; `incomplete` where a finding
of an assumed side has no witness (never a finding, never clean)."""

from __future__ import annotations

import itertools
import re

import numpy as np
import pytest

from amdsync.api import check
from amdsync.explore.every_input.inputs import parse_input_spec
from amdsync.explore.findings.result import CheckResult

HEAD = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %t
"""
TAIL = """end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""
RACY = "  store i32 %t, ptr addrspace(1) %out\n  br label %end\n"  # every lane, one cell
SAFE = "  store i32 %t, ptr addrspace(1) %mine\n  br label %end\n"  # each lane its own

# name → (body, cells of %in read as i32, values each cell takes)
KERNELS: dict[str, tuple[str, int, range]] = {
    # a flag read by every lane: the racy side only when it is above 3
    "flag": ("""  %a = load i32, ptr addrspace(1) %in
  %c = icmp sgt i32 %a, 3
  br i1 %c, label %bad, label %good
bad:
""" + RACY + "good:\n" + SAFE, 1, range(-1, 7)),
    # the racy side needs two cells to agree with it
    "two_cells": ("""  %a = load i32, ptr addrspace(1) %in
  %p1 = getelementptr i32, ptr addrspace(1) %in, i32 1
  %b = load i32, ptr addrspace(1) %p1
  %ca = icmp eq i32 %a, 2
  br i1 %ca, label %second, label %end
second:
  %cb = icmp ult i32 %b, 1
  br i1 %cb, label %bad, label %good
bad:
""" + RACY + "good:\n" + SAFE, 2, range(4)),
    # no input takes both sides to the racy store: a > 5 and then a < 3
    "contradiction": ("""  %a = load i32, ptr addrspace(1) %in
  %c1 = icmp sgt i32 %a, 5
  br i1 %c1, label %second, label %good
second:
  %c2 = icmp slt i32 %a, 3
  br i1 %c2, label %bad, label %good
bad:
""" + RACY + "good:\n" + SAFE, 1, range(9)),
    # a switch on the loaded value: case 2 races, the others are safe
    "switch": ("""  %a = load i32, ptr addrspace(1) %in
  switch i32 %a, label %good [ i32 1, label %good
                               i32 2, label %bad ]
bad:
""" + RACY + "good:\n" + SAFE, 1, range(4)),
    # both sides safe: clean for every input
    "both_safe": ("""  %a = load i32, ptr addrspace(1) %in
  %c = icmp ne i32 %a, 0
  br i1 %c, label %good, label %other
other:
  %q = getelementptr i32, ptr addrspace(1) %mine, i32 64
  store i32 %a, ptr addrspace(1) %q
  br label %end
good:
""" + SAFE, 1, range(3)),
    # a byte flag, zero-extended: the racy side for values above 200 (unsigned)
    "byte_flag": ("""  %a8 = load i8, ptr addrspace(1) %in
  %a = zext i8 %a8 to i32
  %c = icmp ugt i32 %a, 200
  br i1 %c, label %bad, label %good
bad:
""" + RACY + "good:\n" + SAFE, 0, range(0)),
}


def _kernel(name: str) -> str:
    return HEAD + KERNELS[name][0] + TAIL


def _verdict(result: CheckResult) -> set[tuple[str, int]]:
    return {(f.kind, f.loc.line) for f in result.findings}


def _every_input(name: str) -> list[CheckResult]:
    _, cells, domain = KERNELS[name]
    text = _kernel(name)
    if name == "byte_flag":
        values = [np.array([v], np.uint8) for v in (0, 1, 199, 200, 201, 255)]
    else:
        values = [np.array(v, np.int32) for v in itertools.product(domain, repeat=cells)]
    return [check(text, workgroup_size=4, inputs={"in": v}) for v in values]


def _witness(message: str) -> dict[str, object] | None:
    """The inputs a finding's message names (None: the finding names no input, it
    was found in an execution that assumed nothing)."""
    found = re.findall(r"--input (\w+)=(\S+?)\)?(?:\s|$)", message)
    return {n: parse_input_spec(f"{n}={v}") for n, v in found} or None


@pytest.mark.parametrize("name", sorted(KERNELS))
def test_every_input_agrees_with_each_input(name: str) -> None:
    text = _kernel(name)
    every = check(text, workgroup_size=4)
    concrete = _every_input(name)
    assert all(c.status != "incomplete" for c in concrete)
    union = set().union(*(_verdict(c) for c in concrete))
    if every.status == "clean":
        assert not union, name
    elif every.status == "findings":
        assert _verdict(every) <= union
        for finding in every.findings:
            inputs = _witness(finding.message)
            assert inputs is not None, finding.message  # (every finding here assumed a side)
            again = check(text, workgroup_size=4, inputs=inputs)
            assert (finding.kind, finding.loc.line) in _verdict(again), finding.message
    else:
        # no witness: only where no input has the candidate finding
        assert "no input that takes those sides" in (every.incomplete_reason or "")
    # (contradiction: the first run, without terms, finds the race on both sides with no
    # witness; the run again with terms kept does not take the second side after the
    # first: clean — docs/semantics/symbolic.md, "Path conditions across waves")
    expected = {"flag": "findings", "two_cells": "findings", "contradiction": "clean",
                "switch": "findings", "both_safe": "clean", "byte_flag": "findings"}
    assert every.status == expected[name], every.incomplete_reason
    assert bool(union) == (expected[name] == "findings")


def test_a_finding_names_its_witness() -> None:
    result = check(_kernel("two_cells"), workgroup_size=4)
    assert [f.loc.line for f in result.findings] == [15]
    assert "in[0] (i32) = 2, in[1] (i32) = 0 (--input in=values:i32:2,0)" in (
        result.findings[0].message)
    assert [n.kind for n in result.notes] == ["witness"]


def test_a_clean_verdict_says_it_covers_every_input() -> None:
    result = check(_kernel("both_safe"), workgroup_size=4)
    assert result.status == "clean"
    assert result.notes[0].kind == "every-input"
    assert result.stats.schedules == 2


def test_lanes_that_may_disagree_are_confirmed_by_a_filled_witness() -> None:
    """A per-lane flag: lanes may split. The sides hold only plain stores, so every lane
    runs every side (explore/every_input/lane_splits.py); the racy side's finding is kept with a
    witness that fills every lane's cell with one value (explore/every_input/assumptions.py
    ``fill_witnesses``), and that input reproduces it; with a fence in a side, not even
    the split is explored."""
    text = _kernel("flag").replace(
        "  %a = load i32, ptr addrspace(1) %in\n",
        "  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %t\n"
        "  %a = load i32, ptr addrspace(1) %pa\n")
    result = check(text, workgroup_size=4)
    assert result.status == "findings"
    assert _verdict(result) == {("race", 11)}
    assert result.findings[0].message.endswith(
        "for the input in[0..3] (i32) = 4 (--input in=values:i32:4,4,4,4)"), (
        result.findings[0].message)
    inputs = _witness(result.findings[0].message)
    assert inputs is not None
    assert _verdict(check(text, workgroup_size=4, inputs=inputs)) == {("race", 11)}
    fenced = text.replace("bad:\n", "bad:\n  fence syncscope(\"agent\") release\n")
    result = check(fenced, workgroup_size=4)
    assert result.incomplete_reason == (
        "a branch condition depends on a value amdsync does not track, and the lanes may "
        "not all hold one value; they are explored for every split only where the sides "
        "cannot tell, but a side holds Fence at line 11 (it is read at line 7 from buffer "
        "in: give its contents with --input in=...)")


def test_a_loop_whose_trip_count_is_unknown_is_closed() -> None:
    """A uniform loop bound read from the input: each iteration's exit test is a side
    taken; the loop only counts, so after two trips one execution stands for every
    longer run (explore/every_input/data_loops.py), and it counts by one to the bound,
    so it ends: clean for every input, assuming nothing."""
    text = HEAD + """  %n = load i32, ptr addrspace(1) %in
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %next = add i32 %i, 1
  %more = icmp slt i32 %next, %n
  br i1 %more, label %loop, label %end
""" + TAIL
    result = check(text, workgroup_size=4)
    assert result.status == "clean"
    assert result.scope is None or (result.scope.assumptions, result.scope.loop_trips) == (
        (), ())


def test_a_scalar_argument_without_a_value_is_not_assumed() -> None:
    """An unknown scalar argument is given with --arg (or --sweep): not explored."""
    text = HEAD.replace("ptr addrspace(1) %out)", "ptr addrspace(1) %out, i32 %k)") + """\
  %c = icmp sgt i32 %k, 3
  br i1 %c, label %bad, label %end
bad:
""" + RACY + TAIL
    result = check(text, workgroup_size=4)
    assert result.incomplete_reason == (
        "a branch condition depends on a value amdsync does not track (pass --arg k=VALUE)")

"""Lanes that go on independently after an atomic load take the assignments of a
covering array instead of every reads-from choice (explore/lanes/lane_covering.py;
docs/semantics/atomics-and-lanes.md, "Lanes that go on independently after a read"); the
verdict must be the one every choice gives. Hypothesis writes small kernels — workgroup 0
writes data slots and sets a flag once or twice, every lane of workgroup 1 reads the flag
once and, by its value, reads a slot its lane id names and writes an output slot its lane id
names (its own, its pair's, one for all) — and each is checked with the reduction and with
every choice (``lane_renaming=False``)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.explore.lane_atomics.agreement import assert_agree
from tests.explore.lane_atomics.agreement import verdict as _verdict

from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.lanes.lane_covering import covering_rows
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import CheckResult, check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

EXAMPLES = int(os.environ.get("AMDSYNC_LANE_EXAMPLES", "30"))

_BARRIER = ("  fence syncscope(\"workgroup\") release\n"
            "  call void @llvm.amdgcn.s.barrier()\n"
            "  fence syncscope(\"workgroup\") acquire\n")


@dataclass(frozen=True)
class Kernel:
    lanes: int
    writers: str  # which producer lanes write their data slot: "all" or "lane0"
    barrier: bool  # a fenced barrier between the data writes and the flag
    sets: int  # the flag is set once or twice
    release: bool
    acquire: bool
    early: bool  # the slot read before the flag
    test: str  # how the flag's value is tested
    source: str  # which data slot a lane reads
    target: str  # which output slot a lane writes
    value: str  # what it writes there
    after: str  # what follows the write
    flags: str = "one"  # one flag for all, one per lane ("own"), one per two lanes ("half")

    def text(self) -> str:
        order = "release" if self.release else "monotonic"
        acquire = "acquire" if self.acquire else "monotonic"
        writer = "  br label %write\n" if self.writers == "all" else (
            "  %z = icmp eq i32 %t, 0\n  br i1 %z, label %write, label %flagged\n")
        second = (f"  store atomic i32 2, ptr addrspace(1) %fs syncscope(\"agent\") {order},"
                  " align 4\n" if self.sets == 2 else "")
        src = {"own": "%t", "pair": "%tx", "first": "0"}[self.source]
        dst = {"own": "%t", "half": "%th", "first": "0"}[self.target]
        read = (f"  %q = getelementptr i32, ptr addrspace(1) %data, i32 {src}\n"
                "  %v = load i32, ptr addrspace(1) %q, align 4\n")
        value = {"data": "%v", "lane": "%t", "flag": "%f", "const": "7"}[self.value]
        test = {"set": "icmp ne i32 %f, 0", "one": "icmp eq i32 %f, 1",
                "two": "icmp eq i32 %f, 2", "low": "icmp ult i32 %f, 2"}[self.test]
        after = {
            "nothing": "",
            "fence": "  fence syncscope(\"agent\") release\n",
            "again": f"  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 {src}\n"
                     "  store i32 %t, ptr addrspace(1) %o2, align 4\n",
        }[self.after]
        flag_index = {"one": "0", "own": "%t", "half": "%th"}[self.flags]
        flag_read = (f"  %fq = getelementptr i32, ptr addrspace(1) %flag, i32 {flag_index}\n"
                     f"  %f = load atomic i32, ptr addrspace(1) %fq syncscope(\"agent\") "
                     f"{acquire}, align 4")
        # (who sets a flag: lane 0 the one flag; every lane its own; even lanes their pair's)
        setter = {"one": "  %first = icmp eq i32 %t, 0\n",
                  "own": "  %first = icmp eq i32 %t, %t\n",
                  "half": "  %tl = and i32 %t, 1\n  %first = icmp eq i32 %tl, 0\n"}[self.flags]
        return f"""define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %data,
                                   ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %tx = xor i32 %t, 1
  %th = lshr i32 %t, 1
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %p = icmp eq i32 %wg, 0
  br i1 %p, label %produce, label %consume
produce:
{writer}write:
  %pd = getelementptr i32, ptr addrspace(1) %data, i32 %t
  store i32 42, ptr addrspace(1) %pd, align 4
  br label %flagged
flagged:
{_BARRIER if self.barrier else ""}{setter}  br i1 %first, label %set, label %end
set:
  %fs = getelementptr i32, ptr addrspace(1) %flag, i32 {flag_index}
  store atomic i32 1, ptr addrspace(1) %fs syncscope("agent") {order}, align 4
{second}  br label %end
consume:
{read if self.early else ""}{flag_read}
  %c = {test}
  br i1 %c, label %use, label %end
use:
{"" if self.early else read}  %o = getelementptr i32, ptr addrspace(1) %out, i32 {dst}
  store i32 {value}, ptr addrspace(1) %o, align 4
{after}  br label %end
end:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


kernels = st.builds(
    Kernel,
    lanes=st.integers(3, 4),
    writers=st.sampled_from(["all", "lane0"]),
    barrier=st.booleans(),
    sets=st.sampled_from([1, 2]),
    release=st.booleans(),
    acquire=st.booleans(),
    early=st.booleans(),
    test=st.sampled_from(["set", "one", "two", "low"]),
    source=st.sampled_from(["own", "pair", "first"]),
    target=st.sampled_from(["own", "half", "first"]),
    value=st.sampled_from(["data", "lane", "flag", "const"]),
    after=st.sampled_from(["nothing", "fence", "again"]),
    flags=st.sampled_from(["one", "own", "half"]),
)


def _check(kernel: Kernel, every_choice: bool) -> CheckResult:
    program = read_llvm_text(kernel.text(), "flag.ll")
    launch = Launch(workgroup_size=(kernel.lanes, 1, 1), grid=(2, 1, 1))
    inputs = (InputSpec("flag", bytes(16), "zeros:16"),)
    return check_program(program, launch, ExploreOptions(
        timeout=60, lane_orders=every_choice, lane_renaming=not every_choice,
        max_schedules=100_000, inputs=inputs))


@settings(max_examples=EXAMPLES, deadline=None)
@given(kernels)
def test_covering_assignments_agree_with_every_reads_from_choice(kernel: Kernel) -> None:
    every = _check(kernel, every_choice=True)
    reduced = _check(kernel, every_choice=False)
    assert_agree(every, reduced, kernel.text())


def test_the_reduction_is_used_and_agrees() -> None:
    """4 lanes reading a flag set twice (3 writes to read): fewer schedules than the 81
    assignments, the same verdict — a race where a lane's pair slot was written by a
    lane the flag's release does not cover."""
    kernel = Kernel(4, "all", False, 2, True, True, False, "set", "pair", "own", "data",
                    "nothing")
    reduced = _check(kernel, every_choice=False)
    every = _check(kernel, every_choice=True)
    assert _verdict(reduced) == _verdict(every)
    assert reduced.status == "findings"
    assert reduced.stats.schedules < every.stats.schedules
    fenced = Kernel(4, "all", True, 2, True, True, False, "set", "pair", "own", "data",
                    "nothing")
    assert _verdict(_check(fenced, every_choice=False)) == _verdict(
        _check(fenced, every_choice=True)) == ("clean", frozenset())


def _covers(rows: list[tuple[int, ...]], lanes: int, values: int) -> bool:
    return all({(r[a], r[b]) for r in rows} == {(x, y) for x in range(values)
                                                  for y in range(values)}
               for a in range(lanes) for b in range(lanes) if a != b)


def test_covering_rows_cover_every_pair() -> None:
    for lanes in (2, 3, 5, 16, 64):
        for values in (2, 3):
            rows = covering_rows(lanes, values, 10_000)
            assert rows is not None and _covers(rows, lanes, values)
    assert len(covering_rows(64, 2, 10_000) or []) == 14  # 2 constant + 6 digits x 2
    assert covering_rows(64, 9, 10_000) is None  # 9^9 maps per digit: past the bound

"""Tickets and lane ids kept apart (explore/lanes/lane_addressed.py;
docs/semantics/atomics-and-lanes.md, "Tickets and lane ids kept apart"): one order of a
ticket's lanes where what follows indexes by the lane as well. Hypothesis writes small work
queues — 2 or 3 lanes of one or two workgroups take a ticket (add or atomicInc, agent or
workgroup scope, with or without a release or acquire) and then load and store through the
ticket, the lane id, both, or neither, into one or two buffers, sometimes behind a branch —
and each is checked as `check` does and with every order of the lanes and every reads-from
choice (``lane_orders=True, lane_renaming=False``): the verdicts and findings must agree."""

from __future__ import annotations

import os
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.explore.lane_atomics.agreement import assert_agree

from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import CheckResult, check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

EXAMPLES = int(os.environ.get("AMDSYNC_LANE_EXAMPLES", "12"))
INDEX = {"ticket": "%ticket", "lane": "%t", "global": "%id", "both": "%mix", "zero": "0",
         "half": "%half"}


@dataclass(frozen=True)
class Kernel:
    lanes: int
    workgroups: int
    op: str  # add or uinc_wrap (limit 1: tickets repeat)
    scope: str
    ordering: str
    load_at: str  # where the lane reads %in (an INDEX key, or "" for no load)
    store_at: str  # where it writes %out
    data: str  # "loaded", "ticket", "lane"
    second: str  # "" or an INDEX key: a second store, into %out2
    branch: bool  # store only when the ticket is below 1

    def text(self) -> str:
        operand = "1"
        body = [f"  %ticket = atomicrmw {self.op} ptr addrspace(1) %counter, i32 {operand} "
                f'syncscope("{self.scope}") {self.ordering}, align 4',
                "  %t = call i32 @llvm.amdgcn.workitem.id.x()",
                "  %g = call i32 @llvm.amdgcn.workgroup.id.x()",
                f"  %b = mul i32 %g, {self.lanes}",
                "  %id = add i32 %b, %t",
                "  %mix = add i32 %ticket, %t",
                "  %half = lshr i32 %t, 1"]
        if self.load_at:
            body += [f"  %src = getelementptr i32, ptr addrspace(1) %in, i32 "
                     f"{INDEX[self.load_at]}",
                     "  %v = load i32, ptr addrspace(1) %src, align 4"]
        data = {"loaded": "%v" if self.load_at else "7", "ticket": "%ticket",
                "lane": "%t"}[self.data]
        if self.branch:
            body += ["  %small = icmp ult i32 %ticket, 1",
                     "  br i1 %small, label %put, label %done",
                     "put:"]
        body += [f"  %dst = getelementptr i32, ptr addrspace(1) %out, i32 "
                 f"{INDEX[self.store_at]}",
                 f"  store i32 {data}, ptr addrspace(1) %dst, align 4"]
        if self.second:
            body += [f"  %dst2 = getelementptr i32, ptr addrspace(1) %out2, i32 "
                     f"{INDEX[self.second]}",
                     "  store i32 %t, ptr addrspace(1) %dst2, align 4"]
        if self.branch:
            body += ["  br label %done", "done:"]
        body.append("  ret void")
        return "\n".join([
            'target triple = "amdgcn-amd-amdhsa"',
            "define amdgpu_kernel void @k(ptr addrspace(1) %counter, ptr addrspace(1) %in, "
            "ptr addrspace(1) %out, ptr addrspace(1) %out2) {", *body, "}",
            "declare i32 @llvm.amdgcn.workitem.id.x()",
            "declare i32 @llvm.amdgcn.workgroup.id.x()"]) + "\n"


places = st.sampled_from(("ticket", "ticket", "lane", "global", "both", "zero", "half"))
kernels = st.builds(
    Kernel, st.integers(2, 3), st.integers(1, 2), st.sampled_from(("add", "add", "uinc_wrap")),
    st.sampled_from(("agent", "agent", "workgroup")),
    st.sampled_from(("monotonic", "monotonic", "acquire", "release")),
    st.sampled_from(("", "lane", "global", "ticket", "both")), places,
    st.sampled_from(("loaded", "ticket", "lane")), st.sampled_from(("", "", "lane", "ticket")),
    st.booleans())


def _check(kernel: Kernel, every_order: bool) -> CheckResult:
    program = read_llvm_text(kernel.text(), "queue.ll")
    launch = Launch(workgroup_size=(kernel.lanes, 1, 1), grid=(kernel.workgroups, 1, 1))
    return check_program(program, launch, ExploreOptions(
        timeout=60, lane_orders=every_order, lane_renaming=not every_order,
        max_schedules=100_000, inputs=(InputSpec("counter", bytes(4), "zeros:4"),)))


@settings(max_examples=EXAMPLES, deadline=None)
@given(kernels)
def test_tickets_and_lanes_apart_agree_with_every_order(kernel: Kernel) -> None:
    every = _check(kernel, every_order=True)
    reduced = _check(kernel, every_order=False)
    assert_agree(every, reduced, kernel.text())

"""Atomics only (explore/lanes/atomic_only.py; docs/semantics/atomics-and-lanes.md, "Atomics only:
orders that decide nothing"): where every access is an atomic of inclusive scopes, a plain
read of memory nothing writes or scratch, and no value an atomic reads decides anything, the
first pass's one execution decides every order of every instruction's lanes. Hypothesis
writes small kernels in the shape of simpleAtomicIntrinsics — lanes of one or two workgroups
applying read-modify-writes and compare-exchanges of every kind, ordering and scope to a few
slots, with lane-dependent or uniform operands, fences between them, an operand read from an
input buffer, and seeded breaks of the conditions (a plain store into the array, a plain
read of it, a result stored) — and each is checked as `check` does and with every order of
the lanes and every reads-from choice (``lane_orders=True, lane_renaming=False``): the
verdicts and findings must agree."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.explore.lane_atomics.agreement import assert_agree

import amdsync
from amdsync.explore.lanes.atomic_only import atomics_only
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import CheckResult, check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

HERE = Path(__file__).resolve().parent
EXAMPLES = int(os.environ.get("AMDSYNC_LANE_EXAMPLES", "10"))

OPS = ("add", "sub", "xchg", "max", "min", "umax", "and", "or", "xor", "uinc_wrap",
       "udec_wrap", "cmpxchg")
ORDERINGS = ("monotonic", "acquire", "release", "acq_rel", "seq_cst")
SCOPES = ("agent", "agent-one-as", "workgroup", "")


@dataclass(frozen=True)
class Atomic:
    op: str
    slot: int
    operand: str  # "const", "tid" (the work-item's global id) or "input" (read from %in)
    ordering: str
    scope: str
    fence: str  # "" or a fence after it: "release" / "acquire" (agent scope)


@dataclass(frozen=True)
class Kernel:
    lanes: int
    workgroups: int
    atomics: tuple[Atomic, ...]
    seed: str  # "", "plain_store" (lane 0 into slot 0), "plain_read", "result_stored"

    def text(self) -> str:
        body = ["  %lane = call i32 @llvm.amdgcn.workitem.id.x()",
                "  %group = call i32 @llvm.amdgcn.workgroup.id.x()",
                f"  %base = mul i32 %group, {self.lanes}",
                "  %tid = add i32 %base, %lane",
                "  %x = load i32, ptr addrspace(1) %in, align 4"]
        for i, a in enumerate(self.atomics):
            operand = {"const": "3", "tid": "%tid", "input": "%x"}[a.operand]
            scope = f' syncscope("{a.scope}")' if a.scope else ""
            body.append(f"  %p{i} = getelementptr i32, ptr addrspace(1) %g, i32 {a.slot}")
            if a.op == "cmpxchg":
                failure = {"release": "monotonic", "acq_rel": "acquire"}.get(
                    a.ordering, a.ordering)
                body.append(f"  %r{i} = cmpxchg ptr addrspace(1) %p{i}, i32 0, i32 "
                            f"{operand}{scope} {a.ordering} {failure}, align 4")
                body.append(f"  %v{i} = extractvalue {{ i32, i1 }} %r{i}, 0")
            else:
                body.append(f"  %v{i} = atomicrmw {a.op} ptr addrspace(1) %p{i}, i32 "
                            f"{operand}{scope} {a.ordering}, align 4")
            if a.fence:
                body.append(f'  fence syncscope("agent") {a.fence}')
        if self.seed == "plain_store":
            body += ["  %first = icmp eq i32 %lane, 0",
                     "  br i1 %first, label %seed, label %done",
                     "seed:",
                     "  store i32 5, ptr addrspace(1) %g, align 4",
                     "  br label %done",
                     "done:"]
        elif self.seed == "plain_read":
            body += ["  %seen = load i32, ptr addrspace(1) %g, align 4",
                     "  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %tid",
                     "  store i32 %seen, ptr addrspace(1) %mine, align 4"]
        elif self.seed == "result_stored":
            body += ["  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %tid",
                     "  store i32 %v0, ptr addrspace(1) %mine, align 4"]
        body.append("  ret void")
        return "\n".join([
            'target triple = "amdgcn-amd-amdhsa"',
            "define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %in, "
            "ptr addrspace(1) %out) {", *body, "}",
            "declare i32 @llvm.amdgcn.workitem.id.x()",
            "declare i32 @llvm.amdgcn.workgroup.id.x()"]) + "\n"


atomics = st.builds(Atomic, st.sampled_from(OPS), st.integers(0, 1),
                    st.sampled_from(("const", "tid", "input")), st.sampled_from(ORDERINGS),
                    st.sampled_from(SCOPES), st.sampled_from(("", "", "release", "acquire")))
SEEDS = ("", "", "", "plain_store", "plain_read", "result_stored")
kernels = st.one_of(
    st.builds(Kernel, st.just(2), st.just(1),
              st.lists(atomics, min_size=1, max_size=2).map(tuple), st.sampled_from(SEEDS)),
    st.builds(Kernel, st.just(3), st.just(1), st.tuples(atomics), st.sampled_from(SEEDS)),
    st.builds(Kernel, st.just(2), st.just(2), st.tuples(atomics), st.sampled_from(SEEDS)))


def _check(kernel: Kernel, every_order: bool) -> CheckResult:
    program = read_llvm_text(kernel.text(), "atomics.ll")
    launch = Launch(workgroup_size=(kernel.lanes, 1, 1), grid=(kernel.workgroups, 1, 1))
    return check_program(program, launch, ExploreOptions(
        timeout=60, lane_orders=every_order, lane_renaming=not every_order,
        max_schedules=100_000))


@settings(max_examples=EXAMPLES, deadline=None)
@given(kernels)
def test_atomics_only_agrees_with_every_order(kernel: Kernel) -> None:
    every = _check(kernel, every_order=True)
    reduced = _check(kernel, every_order=False)
    assert_agree(every, reduced, kernel.text())


def test_the_conditions_of_atomics_only() -> None:
    """What `atomics_only` accepts: the idiom; not a plain store into the array or
    anywhere else, a plain read of it, agent scope over two agents, workgroup scope
    across workgroups."""
    plain = Atomic("add", 0, "tid", "monotonic", "agent", "")

    def accepts(kernel: Kernel, agents: int = 1) -> bool:
        return atomics_only(read_llvm_text(kernel.text(), "atomics.ll"), agents)

    assert accepts(Kernel(2, 2, (plain,), ""))
    assert not accepts(Kernel(2, 2, (plain,), "result_stored"))  # a plain store to %out
    assert not accepts(Kernel(2, 2, (plain,), "plain_store"))
    assert not accepts(Kernel(2, 2, (plain,), "plain_read"))
    assert accepts(Kernel(2, 2, (Atomic("add", 0, "tid", "monotonic", "", ""),), ""), 2)
    assert not accepts(Kernel(2, 2, (plain,), ""), 2)  # agent scope over two agents
    # Workgroup scope on global memory is not inclusive across workgroups.
    assert not accepts(Kernel(2, 2, (Atomic("add", 0, "tid", "monotonic", "workgroup",
                                            ""),), ""))


def test_the_atomic_intrinsics_idiom_is_one_execution() -> None:
    """tests/explore/lane_atomics/atomic_intrinsics.ll over 2 workgroups × 64 lanes:
    `clean` in one pass (one schedule; benches/lane_atomics.py prints its time); before,
    the schedule bound at the lanes of its exchange."""
    result = amdsync.check(HERE / "atomic_intrinsics.ll", workgroups=2)
    assert (result.status, result.findings) == ("clean", []), result.incomplete_reason
    assert result.stats is not None and result.stats.schedules == 1

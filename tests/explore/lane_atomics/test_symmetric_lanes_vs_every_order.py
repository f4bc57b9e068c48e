"""The lanes of one read-modify-write whose values decide something take one order
where they go on alike but for the value (docs/check.md, "Lanes that go on alike but
for the value"); the verdict must be the one every order gives. Hypothesis writes small
kernels — a wave of 3 or 4 lanes (one or two workgroups) taking tickets from a counter
and using them as addresses, branch conditions or data — and each is checked twice:
as `check` does, and with every order of the lanes (``lane_orders=True``)."""

from __future__ import annotations

from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st

from amdsync.explore.check import CheckResult, check_program
from amdsync.explore.inputs import InputSpec
from amdsync.explore.machine import ExploreOptions
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch


@dataclass(frozen=True)
class Kernel:
    lanes: int
    workgroups: int
    step: int  # the read-modify-write's operand
    scope: str
    index: str  # how the ticket becomes a slot index
    data: str  # what each lane stores there
    before: str  # what lanes do before the read-modify-write
    after: str  # what a lane does after its store
    branch: bool  # store only for tickets below 2

    def text(self) -> str:
        index = {"ticket": "%v", "half": "%h", "low_bit": "%b", "zero": "0"}[self.index]
        data = {"lane": "%t", "ticket": "%v", "const": "7"}[self.data]
        before = {
            "nothing": "",
            "own_slot": "  %own = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
                        "  store i32 1, ptr addrspace(1) %own, align 4\n",
            "own_slot_fenced": "  %own = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
                               "  store i32 1, ptr addrspace(1) %own, align 4\n"
                               "  fence syncscope(\"workgroup\") release\n"
                               "  call void @llvm.amdgcn.s.barrier()\n"
                               "  fence syncscope(\"workgroup\") acquire\n",
        }[self.before]
        after = {
            "nothing": "",
            "read_slot": "  %back = load i32, ptr addrspace(1) %slot, align 4\n"
                         "  store i32 %back, ptr addrspace(1) %probe, align 4\n",
            "read_counter": "  %again = load atomic i32, ptr addrspace(1) %c syncscope(\"agent\")"
                            " monotonic, align 4\n"
                            "  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %again\n"
                            "  store i32 3, ptr addrspace(1) %p2, align 4\n",
        }[self.after]
        cond = ("  %low = icmp ult i32 %v, 2\n  br i1 %low, label %put, label %end\n"
                if self.branch else "  br label %put\n")
        return f"""define amdgpu_kernel void @k(ptr addrspace(1) %c, ptr addrspace(1) %out, ptr addrspace(1) %probe) {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
{before}  %v = atomicrmw add ptr addrspace(1) %c, i32 {self.step} syncscope("{self.scope}") monotonic, align 4
  %h = lshr i32 %v, 1
  %b = and i32 %v, 1
{cond}put:
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 {index}
  store i32 {data}, ptr addrspace(1) %slot, align 4
{after}  br label %end
end:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""


kernels = st.builds(
    Kernel,
    lanes=st.integers(2, 3),
    workgroups=st.sampled_from([1, 1, 2]),
    step=st.sampled_from([1, 1, 2, 0]),
    scope=st.sampled_from(["agent", "workgroup"]),
    index=st.sampled_from(["ticket", "half", "low_bit", "zero"]),
    data=st.sampled_from(["lane", "ticket", "const"]),
    before=st.sampled_from(["nothing", "own_slot", "own_slot_fenced"]),
    after=st.sampled_from(["nothing", "nothing", "read_slot", "read_counter"]),
    branch=st.booleans(),
)


def _check(kernel: Kernel, every_order: bool) -> CheckResult:
    program = read_llvm_text(kernel.text(), "tickets.ll")
    launch = Launch(workgroup_size=(kernel.lanes, 1, 1), grid=(kernel.workgroups, 1, 1))
    options = ExploreOptions(timeout=60, lane_orders=every_order, max_schedules=100_000,
                             inputs=(InputSpec("c", bytes(4), "zeros:4"),))
    return check_program(program, launch, options)


def _verdict(result: CheckResult) -> tuple[str, frozenset[tuple[str, int]]]:
    return result.status, frozenset((f.kind, f.loc.line) for f in result.findings)


@settings(max_examples=30, deadline=None)
@given(kernels)
def test_one_order_for_lanes_alike_but_for_the_value_agrees_with_every_order(
        kernel: Kernel) -> None:
    every = _check(kernel, every_order=True)
    reduced = _check(kernel, every_order=False)
    if every.status == "incomplete":
        assert reduced.status != "clean" or every.findings == []
        return
    assert _verdict(reduced) == _verdict(every), kernel.text()


def test_tickets_into_distinct_slots_take_one_order() -> None:
    """The reduction is used: 4 lanes' tickets need 1 order instead of 24."""
    kernel = Kernel(4, 1, 1, "agent", "ticket", "lane", "nothing", "nothing", False)
    reduced = _check(kernel, every_order=False)
    every = _check(kernel, every_order=True)
    assert _verdict(reduced) == _verdict(every) == ("clean", frozenset())
    assert reduced.stats.schedules < every.stats.schedules

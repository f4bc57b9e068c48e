"""The lanes of one read-modify-write whose values decide something take one order
where they go on alike but for the value (docs/semantics/atomics-and-lanes.md, "Lanes that
go on alike but for the value"); the verdict must be the one every order gives. Hypothesis
writes small kernels — a wave of 3 or 4 lanes (one or two workgroups) taking tickets from a
counter and using them as addresses, branch conditions or data — and each is checked twice:
as `check` does, and with every order of the lanes and every reads-from choice
(``lane_orders=True, lane_renaming=False``)."""

from __future__ import annotations

import os
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.explore.lane_atomics.agreement import assert_agree
from tests.explore.lane_atomics.agreement import verdict as _verdict

from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import CheckResult, check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

# Programs per test in CI; a campaign sets more (with AMDSYNC_HYPOTHESIS_RANDOM=1 for
# fresh ones).
EXAMPLES = int(os.environ.get("AMDSYNC_LANE_EXAMPLES", "30"))


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
    ordering: str = "monotonic"
    # Lane 1 skips the read-modify-write and goes on with this ticket instead ("": no
    # lane skips): the group is a part of the wave, and lanes outside it run the same
    # stores after they join.
    skip: str = ""
    op: str = "add"  # or uinc_wrap (atomicInc: the operand is the limit; wraps to 0)
    # Two waves: the workgroup is 64 + lanes work-items, and only the first ``lanes``
    # lanes of each wave go on (the others return at once), so lanes of two waves of
    # one workgroup take tickets from one counter.
    two_waves: bool = False

    @property
    def workgroup_size(self) -> int:
        return 64 + self.lanes if self.two_waves else self.lanes

    def text(self) -> str:
        index = {"ticket": "%v", "half": "%h", "low_bit": "%b", "zero": "0"}[self.index]
        data = {"lane": "%t", "ticket": "%v", "const": "7", "lane_after": "%t2",
                "lane_after_y": "%ty"}[self.data]
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
            "barrier_read_counter": "  fence syncscope(\"workgroup\") release\n"
                                    "  call void @llvm.amdgcn.s.barrier()\n"
                                    "  fence syncscope(\"workgroup\") acquire\n"
                                    "  %n = load i32, ptr addrspace(1) %c, align 4\n"
                                    "  store i32 %n, ptr addrspace(1) %probe, align 4\n",
            "read_counter": "  %again = load atomic i32, ptr addrspace(1) %c syncscope(\"agent\")"
                            " monotonic, align 4\n"
                            "  %p2 = getelementptr i32, ptr addrspace(1) %out, i32 %again\n"
                            "  store i32 3, ptr addrspace(1) %p2, align 4\n",
        }[self.after]
        take = ("  %g = icmp ne i32 %t, 1\n  br i1 %g, label %take, label %skip\ntake:\n"
                if self.skip else "")
        join = ("  br label %join\nskip:\n  br label %join\njoin:\n"
                f"  %v = phi i32 [ %v0, %take ], [ {self.skip}, %skip ]\n" if self.skip else "")
        exit = (f"  %inwave = and i32 %t, 63\n  %stay = icmp ult i32 %inwave, {self.lanes}\n"
                "  br i1 %stay, label %go, label %end\ngo:\n" if self.two_waves else "")
        cond = ("  %low = icmp ult i32 %v, 2\n  br i1 %low, label %put, label %end\n"
                if self.branch else "  br label %put\n")
        return f"""define amdgpu_kernel void @k(ptr addrspace(1) %c, ptr addrspace(1) %out,
                                   ptr addrspace(1) %probe) {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
{exit}{before}{take}  %{"v0" if self.skip else "v"} = atomicrmw {self.op} ptr addrspace(1) %c,\
 i32 {self.step} syncscope("{self.scope}") {self.ordering}, align 4
{join}  %h = lshr i32 %v, 1
  %b = and i32 %v, 1
{cond}put:
  %t2 = call i32 @llvm.amdgcn.workitem.id.x()
  %ty = call i32 @llvm.amdgcn.workitem.id.y()
  %slot = getelementptr i32, ptr addrspace(1) %out, i32 {index}
  store i32 {data}, ptr addrspace(1) %slot, align 4
{after}  br label %end
end:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()
declare void @llvm.amdgcn.s.barrier()
"""


kernels = st.builds(
    Kernel,
    lanes=st.integers(2, 3),
    workgroups=st.sampled_from([1, 1, 2]),
    step=st.sampled_from([1, 1, 2, 0]),
    scope=st.sampled_from(["agent", "workgroup"]),
    index=st.sampled_from(["ticket", "half", "low_bit", "zero"]),
    data=st.sampled_from(["lane", "ticket", "const", "lane_after", "lane_after_y"]),
    before=st.sampled_from(["nothing", "own_slot", "own_slot_fenced"]),
    after=st.sampled_from(["nothing", "nothing", "read_slot", "read_counter",
                           "barrier_read_counter"]),
    branch=st.booleans(),
    ordering=st.sampled_from(["monotonic", "monotonic", "acquire", "release", "acq_rel"]),
    skip=st.sampled_from(["", "", "0", "5"]),
)

# atomicInc (uinc_wrap) with a limit below the lane count, so tickets wrap and repeat;
# release orderings (seq_cst: a lane-parallel atomicInc as the old intrinsic gives it);
# and lanes of two waves of one workgroup (docs/semantics/atomics-and-lanes.md, "Releasing lanes").
# (lanes, workgroups, two waves). Three lanes in each of two workgroups with releases:
# tens of thousands of orders for the baseline, minutes per program; two waves in each of
# two workgroups: several seconds. Both left to campaigns.
_shapes = st.sampled_from([(2, 1, False), (3, 1, False), (2, 2, False), (2, 1, True),
                           (3, 1, True)])
wrapping_kernels = _shapes.flatmap(lambda shape: st.builds(
    Kernel,
    lanes=st.just(shape[0]),
    workgroups=st.just(shape[1]),
    step=st.sampled_from([0, 1, 2, 7]),
    scope=st.sampled_from(["agent", "workgroup"]),
    index=st.sampled_from(["ticket", "half", "zero"]),
    data=st.sampled_from(["lane", "ticket", "const", "lane_after"]),
    before=st.sampled_from(["nothing", "own_slot", "own_slot_fenced"]),
    after=st.sampled_from(["nothing", "read_slot", "read_counter", "barrier_read_counter"]),
    branch=st.booleans(),
    ordering=st.sampled_from(["monotonic", "release", "acq_rel", "seq_cst"]),
    skip=st.just(""),
    op=st.sampled_from(["uinc_wrap", "uinc_wrap", "add"]),
    two_waves=st.just(shape[2]),
))


def _check(kernel: Kernel, every_order: bool) -> CheckResult:
    program = read_llvm_text(kernel.text(), "tickets.ll")
    launch = Launch(workgroup_size=(kernel.workgroup_size, 1, 1),
                    grid=(kernel.workgroups, 1, 1))
    options = ExploreOptions(timeout=60, lane_orders=every_order,
                             lane_renaming=not every_order, max_schedules=100_000,
                             inputs=(InputSpec("c", bytes(4), "zeros:4"),))
    return check_program(program, launch, options)


@settings(max_examples=EXAMPLES, deadline=None)
@given(kernels)
def test_one_order_for_lanes_alike_but_for_the_value_agrees_with_every_order(
        kernel: Kernel) -> None:
    every = _check(kernel, every_order=True)
    reduced = _check(kernel, every_order=False)
    assert_agree(every, reduced, kernel.text())


@settings(max_examples=EXAMPLES // 3, deadline=None)
@given(wrapping_kernels)
def test_wrapping_and_releasing_lanes_agree_with_every_order(kernel: Kernel) -> None:
    every = _check(kernel, every_order=True)
    reduced = _check(kernel, every_order=False)
    assert_agree(every, reduced, kernel.text())


def test_a_releasing_atomic_inc_that_wraps_takes_one_order() -> None:
    """Three lanes of a seq_cst atomicInc with limit 1 (tickets 0, 1, 0): two lanes
    store to slot 0, a race in every order; with limit 7 the slots differ: clean."""
    racy = Kernel(3, 1, 1, "agent", "ticket", "lane", "nothing", "nothing", False,
                  ordering="seq_cst", op="uinc_wrap")
    reduced, every = _check(racy, every_order=False), _check(racy, every_order=True)
    assert _verdict(reduced) == _verdict(every) == ("findings", frozenset({("race", 13)}))
    assert reduced.stats.schedules < every.stats.schedules
    clean = Kernel(3, 1, 7, "agent", "ticket", "lane", "nothing", "nothing", False,
                   ordering="seq_cst", op="uinc_wrap", two_waves=True)
    reduced, every = _check(clean, every_order=False), _check(clean, every_order=True)
    assert _verdict(reduced) == _verdict(every) == ("clean", frozenset())
    assert reduced.stats.schedules < every.stats.schedules


def test_tickets_into_distinct_slots_take_one_order() -> None:
    """The reduction is used: 4 lanes' tickets need 1 order instead of 24."""
    kernel = Kernel(4, 1, 1, "agent", "ticket", "lane", "nothing", "nothing", False)
    reduced = _check(kernel, every_order=False)
    every = _check(kernel, every_order=True)
    assert _verdict(reduced) == _verdict(every) == ("clean", frozenset())
    assert reduced.stats.schedules < every.stats.schedules


@dataclass(frozen=True)
class FlagKernel:
    """Lane 0 of workgroup 0 writes data and sets a flag (once or twice); every lane of
    workgroup 1 reads the flag once and acts on its value."""

    lanes: int
    sets: int
    release: bool
    acquire: bool
    early: bool  # read the data before the flag
    test: str  # how the flag's value is tested
    action: str  # what a lane that sees the flag set does

    def text(self) -> str:
        order = "release" if self.release else "monotonic"
        second = (f"  store atomic i32 2, ptr addrspace(1) %flag syncscope(\"agent\") {order}, "
                  "align 4\n" if self.sets == 2 else "")
        early = "  %early = load i32, ptr addrspace(1) %data, align 4\n" if self.early else ""
        value = "%early" if self.early else "%v"
        test = {"set": "icmp ne i32 %f, 0", "one": "icmp eq i32 %f, 1",
                "two": "icmp eq i32 %f, 2"}[self.test]
        action = {
            "add": f"  %old = atomicrmw add ptr addrspace(1) %sum, i32 {value} "
                   "syncscope(\"agent\") monotonic, align 4\n",
            "slot_by_flag": "  %s1 = getelementptr i32, ptr addrspace(1) %out, i32 %f\n"
                            "  store i32 %t, ptr addrspace(1) %s1, align 4\n",
            "write_data": "  store i32 5, ptr addrspace(1) %data, align 4\n",
            "slot_by_lane": "  %s2 = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
                            f"  store i32 {value}, ptr addrspace(1) %s2, align 4\n",
        }[self.action]
        acquire = "acquire" if self.acquire else "monotonic"
        return f"""define amdgpu_kernel void @k(ptr addrspace(1) %flag, ptr addrspace(1) %data,
                                   ptr addrspace(1) %sum, ptr addrspace(1) %out) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %p = icmp eq i32 %wg, 0
  br i1 %p, label %produce, label %consume
produce:
  %z = icmp eq i32 %t, 0
  br i1 %z, label %write, label %end
write:
  store i32 42, ptr addrspace(1) %data, align 4
  store atomic i32 1, ptr addrspace(1) %flag syncscope("agent") {order}, align 4
{second}  br label %end
consume:
{early}  %f = load atomic i32, ptr addrspace(1) %flag syncscope("agent") {acquire}, align 4
  %c = {test}
  br i1 %c, label %read, label %end
read:
  %v = load i32, ptr addrspace(1) %data, align 4
{action}  br label %end
end:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
"""


flag_kernels = st.builds(
    FlagKernel,
    lanes=st.integers(2, 3),
    sets=st.sampled_from([1, 2]),
    release=st.booleans(),
    acquire=st.booleans(),
    early=st.booleans(),
    test=st.sampled_from(["set", "one", "two"]),
    action=st.sampled_from(["add", "slot_by_flag", "write_data", "slot_by_lane"]),
)


def _check_flag(kernel: FlagKernel, every_choice: bool) -> CheckResult:
    program = read_llvm_text(kernel.text(), "flag.ll")
    launch = Launch(workgroup_size=(kernel.lanes, 1, 1), grid=(2, 1, 1))
    inputs = (InputSpec("flag", bytes(4), "zeros:4"), InputSpec("data", bytes(4), "zeros:4"))
    return check_program(program, launch, ExploreOptions(
        timeout=60, lane_orders=every_choice, lane_renaming=not every_choice,
        max_schedules=100_000, inputs=inputs))


@settings(max_examples=EXAMPLES, deadline=None)
@given(flag_kernels)
def test_reads_by_count_agree_with_every_reads_from_choice(kernel: FlagKernel) -> None:
    """Lanes alike but for the value read: one option per count of lanes reading each
    write (``_reads_by_count``) against every write for every lane
    (``lane_renaming=False``)."""
    every = _check_flag(kernel, every_choice=True)
    reduced = _check_flag(kernel, every_choice=False)
    assert_agree(every, reduced, kernel.text())


def test_a_flag_read_by_every_lane_takes_one_option_per_count() -> None:
    kernel = FlagKernel(3, 2, True, True, False, "set", "add")
    reduced = _check_flag(kernel, every_choice=False)
    every = _check_flag(kernel, every_choice=True)
    assert _verdict(reduced) == _verdict(every) == ("clean", frozenset())
    assert reduced.stats.schedules < every.stats.schedules


def test_a_part_of_the_wave_takes_one_order() -> None:
    """Lane 1 skips the add and stores at slot 0 with the others (stream compaction's
    shape): the other 3 lanes still take one order — lane ids as data are different in
    every live lane — and the verdict is every order's: lane 1 and the lane with ticket
    0 write different bytes to slot 0, a race."""
    kernel = Kernel(4, 1, 1, "agent", "ticket", "lane", "nothing", "nothing", False, skip="0")
    reduced = _check(kernel, every_order=False)
    every = _check(kernel, every_order=True)
    assert _verdict(reduced) == _verdict(every)
    assert reduced.status == "findings"
    assert reduced.stats.schedules < every.stats.schedules
    apart = Kernel(4, 1, 1, "agent", "ticket", "lane", "nothing", "nothing", False, skip="5")
    assert _verdict(_check(apart, every_order=False)) == _verdict(
        _check(apart, every_order=True)) == ("clean", frozenset())

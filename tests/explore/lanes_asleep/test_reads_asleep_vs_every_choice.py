"""Loads asleep and one write per value (explore/lanes/reads_asleep.py, equal_values.py;
docs/semantics/schedules.md, "Reads asleep: a read and a write it does not read commute"
and "Writes of one value: the oldest stands for the rest"): the verdict must be the one
every order and every reads-from choice gives (``lane_renaming=False``). Hypothesis writes
small kernels of two or three one-lane workgroups (each lane a thread of its own, as the
second run of a launch with load buffering schedules them), each running its own steps on
two atomic slots and two plain data slots: atomic loads whose value decides a branch, an
address or the operand of a later read-modify-write; read-modify-writes (min, max, add,
or, exchange) and stores, relaxed or releasing; plain reads and writes of the data."""

from __future__ import annotations

import os
from dataclasses import dataclass

from hypothesis import given, settings
from hypothesis import strategies as st
from tests.explore.lane_atomics.agreement import assert_agree

from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.lanes.atomics import INITIAL, AtomicLog, WriteRec
from amdsync.explore.lanes.equal_values import first_of_each_value
from amdsync.explore.lanes.reads_asleep import ReadFootprint, dependent, new_choices
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import CheckResult, check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

EXAMPLES = int(os.environ.get("AMDSYNC_LANE_EXAMPLES", "30"))


@dataclass(frozen=True)
class Load:
    slot: int
    acquire: bool
    use: str  # "branch_store", "branch_load", "operand", "index" or "none"
    other: int  # the slot the use touches


@dataclass(frozen=True)
class Rmw:
    op: str
    slot: int
    operand: int
    release: bool


@dataclass(frozen=True)
class Store:
    slot: int
    value: int
    release: bool


@dataclass(frozen=True)
class Plain:
    write: bool
    slot: int


Step = Load | Rmw | Store | Plain


def _step(step: Step, name: str, out_slot: str) -> list[str]:
    """The lines of one step; ``out_slot`` points to the thread's own output word."""
    if isinstance(step, Plain):
        ptr = f"%{name}p"
        out = [f"  {ptr} = getelementptr i32, ptr addrspace(1) %d, i32 {step.slot}"]
        if step.write:
            return [*out, f"  store i32 1, ptr addrspace(1) {ptr}, align 4"]
        return [*out, f"  %{name}v = load i32, ptr addrspace(1) {ptr}, align 4",
                f"  store i32 %{name}v, ptr addrspace(1) {out_slot}, align 4"]
    ptr = f"%{name}p"
    out = [f"  {ptr} = getelementptr i32, ptr addrspace(1) %g, i32 {step.slot}"]
    if isinstance(step, Store):
        order = "release" if step.release else "monotonic"
        return [*out, f"  store atomic i32 {step.value}, ptr addrspace(1) {ptr} "
                f"syncscope(\"agent\") {order}, align 4"]
    if isinstance(step, Rmw):
        order = "release" if step.release else "monotonic"
        return [*out, f"  %{name}r = atomicrmw {step.op} ptr addrspace(1) {ptr}, i32 "
                f"{step.operand} syncscope(\"agent\") {order}, align 4"]
    order = "acquire" if step.acquire else "monotonic"
    out.append(f"  %{name}v = load atomic i32, ptr addrspace(1) {ptr} syncscope(\"agent\") "
               f"{order}, align 4")
    data = f"%{name}q"
    if step.use in ("branch_store", "branch_load"):
        access = (f"  store i32 2, ptr addrspace(1) {data}, align 4"
                  if step.use == "branch_store" else
                  f"  %{name}w = load i32, ptr addrspace(1) {data}, align 4\n"
                  f"  store i32 %{name}w, ptr addrspace(1) {out_slot}, align 4")
        out += [f"  %{name}c = icmp eq i32 %{name}v, 1",
                f"  br i1 %{name}c, label %{name}then, label %{name}next",
                f"{name}then:",
                f"  {data} = getelementptr i32, ptr addrspace(1) %d, i32 {step.other}",
                access, f"  br label %{name}next", f"{name}next:"]
    elif step.use == "operand":
        out += [f"  %{name}o = add i32 %{name}v, 1",
                f"  {data} = getelementptr i32, ptr addrspace(1) %g, i32 {step.other}",
                f"  %{name}r = atomicrmw min ptr addrspace(1) {data}, i32 %{name}o "
                "syncscope(\"agent\") monotonic, align 4"]
    elif step.use == "index":
        out += [f"  %{name}i = and i32 %{name}v, 1",
                f"  {data} = getelementptr i32, ptr addrspace(1) %d, i32 %{name}i",
                f"  store i32 3, ptr addrspace(1) {data}, align 4"]
    return out


@dataclass(frozen=True)
class Kernel:
    threads: tuple[tuple[Step, ...], ...]

    def text(self) -> str:
        cases = " ".join(f"i32 {t}, label %t{t}" for t in range(len(self.threads)))
        body = ["  %group = call i32 @llvm.amdgcn.workgroup.id.x()",
                f"  switch i32 %group, label %end [ {cases} ]"]
        for t, steps in enumerate(self.threads):
            body += [f"t{t}:", f"  %t{t}out = getelementptr i32, ptr addrspace(1) %out, "
                     f"i32 {t}"]
            for i, step in enumerate(steps):
                body += _step(step, f"t{t}s{i}", f"%t{t}out")
            body.append("  br label %end")
        return "\n".join([
            'target triple = "amdgcn-amd-amdhsa"',
            "define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %d, "
            "ptr addrspace(1) %out) {", *body, "end:", "  ret void", "}",
            "declare i32 @llvm.amdgcn.workgroup.id.x()"]) + "\n"


slots = st.integers(0, 1)
steps: st.SearchStrategy[Step] = st.one_of(
    st.builds(Load, slots, st.booleans(),
              st.sampled_from(("branch_store", "branch_load", "operand", "index", "none")),
              slots),
    st.builds(Rmw, st.sampled_from(("min", "max", "add", "or", "xchg")), slots,
              st.integers(0, 2), st.booleans()),
    st.builds(Store, slots, st.integers(0, 2), st.booleans()),
    st.builds(Plain, st.booleans(), slots))
kernels = st.builds(Kernel, st.lists(st.lists(steps, min_size=1, max_size=3).map(tuple),
                                     min_size=2, max_size=3).map(tuple))


def _check(kernel: Kernel, every_choice: bool) -> CheckResult:
    program = read_llvm_text(kernel.text(), "asleep.ll")
    launch = Launch(workgroup_size=(1, 1, 1), grid=(len(kernel.threads), 1, 1))
    inputs = (InputSpec("g", bytes(8), "zeros:8"), InputSpec("d", bytes(8), "zeros:8"))
    return check_program(program, launch, ExploreOptions(
        timeout=120, lane_orders=every_choice, lane_renaming=not every_choice,
        max_schedules=100_000, inputs=inputs))


@settings(max_examples=EXAMPLES, deadline=None)
@given(kernels)
def test_loads_asleep_agree_with_every_choice(kernel: Kernel) -> None:
    every = _check(kernel, every_choice=True)
    reduced = _check(kernel, every_choice=False)
    assert_agree(every, reduced, kernel.text())


def test_message_passing_through_a_minimum() -> None:
    """Thread 0 stores 5 into the flag, writes the data and lowers the flag to 1 with a
    releasing atomicMin; thread 2 lowers it to 1 too, relaxed; thread 1 writes the data
    when it acquires 1. Thread 2's 1, between thread 0's 5 and its minimum, publishes
    nothing: reading it, thread 1's write races with thread 0's (the oldest write of 1,
    which the reduced check reads, is thread 2's in that order)."""
    flag = Rmw("min", 0, 1, True)
    kernel = Kernel(((Store(0, 5, False), Plain(True, 0), flag),
                     (Load(0, True, "branch_store", 0),),
                     (Rmw("min", 0, 1, False),)))
    every = _check(kernel, every_choice=True)
    reduced = _check(kernel, every_choice=False)
    assert_agree(every, reduced, kernel.text())
    assert (reduced.status, {(f.kind, f.loc.line) for f in reduced.findings}) == (
        "findings", {("race", 22)})
    assert reduced.stats.schedules < every.stats.schedules


def _write(wid: int, value: int, published: bool = False) -> WriteRec:
    return WriteRec(1, 1, 1, tuple(value.to_bytes(4, "little")), 0, 4,
                    (object(),) if published else (),  # type: ignore[arg-type]
                    True, 0, wid)


def test_one_write_per_value() -> None:
    """The oldest of the writes of one value stands for the rest; a write that publishes
    something, or with unknown bytes, is always kept."""
    log = AtomicLog()
    log.initial[0] = [7, 0, 0, 0]
    for wid, value in enumerate((7, 3, 3, 5, 3), start=1):
        log.insert(0, _write(wid, value), wid - 1)
    assert first_of_each_value(log, 0, range(-1, 5), 4) == [-1, 1, 3]
    log.insert(0, _write(9, 3, published=True), 5)
    log.insert(0, WriteRec(1, 1, 1, (None, 0, 0, 0), 0, 4, (), True, 0, 10), 6)
    assert first_of_each_value(log, 0, range(-1, 7), 4) == [-1, 1, 3, 5, 6]
    assert first_of_each_value(AtomicLog(), 0, [-1], 4) == [-1]


def test_a_load_and_a_write_commute() -> None:
    load = ReadFootprint(frozenset({8}), frozenset({INITIAL, 4}))
    write = (frozenset({8}), True)
    assert not dependent(load, write) and not dependent(write, load)
    assert dependent(write, (frozenset({8, 12}), False))
    assert not dependent((frozenset({8}), False), (frozenset({8}), False))
    assert load == (frozenset({8}), False)
    assert new_choices(load, [(INITIAL, -1), (4, 0), (6, 1)]) == [(6, 1)]

"""Each relation of the barrier execution model, on the trace of an LLVM IR kernel:
one kernel where the relation holds between two operations, one where it does not."""

from __future__ import annotations

from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.formats.llvm import read_llvm_text
from amdsync.semantics.barriers import (
    ARRIVE,
    JOIN,
    WAIT,
    BarrierTrace,
    barrier_executes_before,
    barrier_joined_before,
    barrier_modification_order,
    barrier_mutually_exclusive,
    barrier_participates_in,
    barrier_phase_with,
    thread_barrier_order,
)

from .kernels import TWO_WAVES, kernel

SPLIT = """
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
"""


def _trace(body: str) -> BarrierTrace:
    machine = Machine(read_llvm_text(kernel(body), "relations.ll"), TWO_WAVES,
                      ExploreOptions())
    machine.run()
    return machine.barriers.trace


def _ops(trace: BarrierTrace, kind: str, wave: int, barrier_id: int = -1) -> list[int]:
    return [op.index for op in trace.ops
            if op.kind == kind and op.thread == wave and op.barrier[2] == barrier_id]


def test_thread_barrier_order_and_modification_order() -> None:
    trace = _trace(SPLIT + SPLIT + "  ret void")
    [a0, a0b] = _ops(trace, ARRIVE, 0)
    [w0, _] = _ops(trace, WAIT, 0)
    [a1, _] = _ops(trace, ARRIVE, 1)
    order = thread_barrier_order(trace, ("workgroup", 0, -1))
    assert (a0, w0) in order and (a0, a0b) in order  # same wave, program order
    assert (a0, a1) not in order and (a1, a0) not in order  # different waves
    modifications = barrier_modification_order(trace, ("workgroup", 0, -1))
    assert modifications[0] == 0  # the implicit init at launch comes first
    assert a0 in modifications and w0 not in modifications  # waits modify nothing


def test_participates_in_and_phase_with() -> None:
    trace = _trace(SPLIT + SPLIT + "  ret void")
    [a0, a0b] = _ops(trace, ARRIVE, 0)
    [a1, a1b] = _ops(trace, ARRIVE, 1)
    [w0, w0b] = _ops(trace, WAIT, 0)
    [w1, w1b] = _ops(trace, WAIT, 1)
    participates = barrier_participates_in(trace)
    assert {(a0, w0), (a1, w0), (a0, w1), (a1, w1)} <= participates
    assert (a0b, w0) not in participates  # the second phase's arrive, not the first
    phases = barrier_phase_with(trace)
    assert {a0, a1, w0, w1} in phases and {a0b, a1b, w0b, w1b} in phases


def test_executes_before_across_waves_and_not_backwards() -> None:
    trace = _trace("""
  %w0 = icmp eq i32 %wave, 0
  br i1 %w0, label %first, label %second
first:
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  ret void
second:
  call void @llvm.amdgcn.s.barrier.signal(i32 -1)
  call void @llvm.amdgcn.s.barrier.wait(i16 -1)
  ret void""")
    [a0] = _ops(trace, ARRIVE, 0)
    [w1] = _ops(trace, WAIT, 1)
    [w0] = _ops(trace, WAIT, 0)
    reach = barrier_executes_before(trace)
    assert w1 in reach[a0]  # wave 0's arrive executes before wave 1's wait
    assert a0 not in reach[w1]  # and not the other way round
    assert w0 not in reach[w1]  # two waits of one phase are unordered


def test_joined_before_and_mutual_exclusion() -> None:
    init = """
  %is0 = icmp eq i32 %wave, 0
  br i1 %is0, label %init, label %ready
init:
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @a, i32 2)
  call void @llvm.amdgcn.s.barrier.init(ptr addrspace(3) @b, i32 2)
  br label %ready
ready:
  call void @llvm.amdgcn.s.barrier()
  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @a)
"""
    sync_a = """  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @a, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 1)
"""
    joined = _trace(init + sync_a + "  ret void")
    [join] = _ops(joined, JOIN, 0, 1)
    [wait] = _ops(joined, WAIT, 0, 1)
    assert barrier_joined_before(joined, join, wait)
    # Joining @b (barrier-mutually-exclusive with @a) between them breaks it: the wait
    # then waits on @b, the last named barrier joined.
    switched = _trace(init + """  call void @llvm.amdgcn.s.barrier.join(ptr addrspace(3) @b)
  call void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3) @b, i32 0)
  call void @llvm.amdgcn.s.barrier.wait(i16 2)
  ret void""")
    [join_a] = _ops(switched, JOIN, 0, 1)
    [wait_b] = _ops(switched, WAIT, 0, 2)
    assert not barrier_joined_before(switched, join_a, wait_b)
    assert barrier_mutually_exclusive(("named", 0, 1), ("named", 0, 2))
    assert not barrier_mutually_exclusive(("named", 0, 1), ("workgroup", 0, -1))

"""Shortcuts of a search's per-schedule work (issue 44, the spin protocols of
benches/check_protocols.py): each gives exactly what the work it skips gives, and both
of its paths run here.

* ``_barrier_ub`` asks the barrier execution model's rules only when some barrier
  operation of the trace has a location (a violation is reported at its located
  operations; the launch's joins and the drops of waves that end have none).
* ``shallow_copy`` (machine/state.py) makes the object ``copy.copy`` makes for the
  machine, its waves and frames.
* ``AtomicLog.coherent_floor`` asks a few reads of a location one by one, more at once.
* ``resident_bytes`` reads the process's own ``/proc/self/statm``, in a forked child too.
"""

from __future__ import annotations

import copy
import itertools
import multiprocessing
import os
from pathlib import Path
from types import SimpleNamespace

import numpy as np
import pytest

import amdsync.explore.search.check as check_module
from amdsync.diagnostics import Loc
from amdsync.explore.lanes import atomics as atomics_module
from amdsync.explore.lanes.atomics import AtomicLog
from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.machine.state import (
    BarrierState,
    ReleaseRecord,
    fork_frame,
    fork_wave,
    shallow_copy,
)
from amdsync.explore.search.check import check_program
from amdsync.explore.search.memory_bound import resident_bytes
from amdsync.explore.sync.barrier_exec import join_order
from amdsync.formats.llvm.reader import read_llvm_text
from amdsync.program.module import Program
from amdsync.program.topology import Launch
from amdsync.semantics.barriers import (
    DROP,
    JOIN,
    BarrierOp,
    BarrierTrace,
    undefined_behaviour,
)

ATOMICS = Path(__file__).parent / "atomics"
CLAIM = ('  %slot = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") '
         "monotonic, align 4")


def _slot_alloc(workgroups: int) -> tuple[Program, Launch]:
    text = (ATOMICS / "slot_alloc.ll").read_text().replace("  CLAIM", CLAIM)
    program = read_llvm_text(text, "slot_alloc.ll")
    return program, Launch(workgroup_size=(1, 1, 1), grid=(workgroups, 1, 1))


def _leaves(workgroups: int) -> list[Machine]:
    program, launch = _slot_alloc(workgroups)
    leaves: list[Machine] = []
    result = check_program(program, launch, ExploreOptions(), leaves.extend)
    assert result.status == "clean"
    return leaves


def test_barrier_rules_unasked_without_located_operations_find_nothing() -> None:
    """Slot allocation has no barrier operation: every leaf's trace holds only the
    launch's joins and the drops of waves that end, and what the rules say of it
    (asked here) is reported at no location, so skipping them loses nothing."""
    leaves = _leaves(3)
    assert len(leaves) == 6  # (3! orders of the read-modify-writes)
    for leaf in leaves:
        trace = leaf.barriers.trace
        assert trace.ops and all(op.implicit for op in trace.ops)
        assert not leaf.barriers.op_locs
        for violation in undefined_behaviour(trace):
            assert not any(i in leaf.barriers.op_locs for i in violation.ops)
        assert check_module._barrier_ub(leaf) == []


def test_barrier_rules_asked_where_an_operation_has_a_location() -> None:
    """A drop the program made (located) with no join before it: the rule is asked and
    reported there; the same trace without its location reports nothing."""
    trace = BarrierTrace()
    barrier = ("named", 0, 1)
    trace.add(BarrierOp(0, 0, JOIN, ("workgroup", 0, -1), 0, None, None, True))
    trace.add(BarrierOp(1, 0, DROP, barrier, 1, None, None, False))
    rules = [v.rule for v in undefined_behaviour(trace)]
    assert "drop-without-join" in rules
    loc = Loc("k.ll", 3, 5)
    located = SimpleNamespace(barriers=SimpleNamespace(trace=trace, op_locs={1: loc},
                                                       violations=[]))
    found = check_module._barrier_ub(located)  # type: ignore[arg-type]
    assert found and {(f.kind, f.loc) for f in found} == {("barrier-ub", loc)}
    assert any("drop-without-join" in f.message for f in found)
    unlocated = SimpleNamespace(barriers=SimpleNamespace(trace=trace, op_locs={},
                                                         violations=[]))
    assert check_module._barrier_ub(unlocated) == []  # type: ignore[arg-type]


def _same_copy(a: object, b: object) -> None:
    assert type(a) is type(b)
    assert a.__dict__.keys() == b.__dict__.keys()
    assert all(a.__dict__[k] is b.__dict__[k] for k in a.__dict__)


def test_shallow_copy_is_copy_copy() -> None:
    program, launch = _slot_alloc(2)
    machine = Machine(program, launch, ExploreOptions())
    _same_copy(shallow_copy(machine), copy.copy(machine))
    wave = machine.waves[0]
    _same_copy(shallow_copy(wave), copy.copy(wave))
    _same_copy(shallow_copy(wave.frames[0]), copy.copy(wave.frames[0]))
    forked = fork_wave(wave)
    assert forked is not wave and forked.frames[0] is not wave.frames[0]
    assert forked.frames[0].regs == wave.frames[0].regs
    assert fork_frame(wave.frames[0]).stack[0].mask is not wave.frames[0].stack[0].mask
    child = machine.fork()
    assert child.waves[0] is not wave and child.clocks is not machine.clocks
    assert np.array_equal(child.clocks.vc, machine.clocks.vc)
    assert child.clocks.vc is not machine.clocks.vc


@pytest.mark.parametrize("few", [0, 1 << 20])
def test_coherent_floor_by_reads_one_by_one_or_at_once(few: int,
                                                       monkeypatch: pytest.MonkeyPatch
                                                       ) -> None:
    """Every location's reads asked at once (``few`` = 0) or one by one (every read):
    the slot allocation's leaves are the 4! coherence orders of its counter either way."""
    monkeypatch.setattr(atomics_module, "_FEW", few)
    orders = sorted(tuple(w.lane for w in max(leaf.atomic_log.writes.values(), key=len))
                    for leaf in _leaves(4) if leaf.atomic_log is not None)
    assert orders == sorted(itertools.permutations(range(4)))


@pytest.mark.parametrize(("name", "subs", "workgroups", "status"), [
    ("rmw_release_sequence.ll", {}, 4, "clean"),
    # (a relaxed store serving the next ticket: the counter races; its floors are
    # raised by the reads of the spin, which happen before the next access)
    ("ticket_lock.ll", {"RELEASE": "monotonic"}, 3, "findings"),
])
def test_coherent_floor_paths_agree_on_each_question(name: str, subs: dict[str, str],
                                                     workgroups: int, status: str,
                                                     monkeypatch: pytest.MonkeyPatch
                                                     ) -> None:
    """Every floor a protocol's search asks for, asked both ways, is the same; some
    are raised by a read (the floor's write then need not happen before)."""
    asked: list[tuple[int, bool]] = []
    floor = AtomicLog.coherent_floor

    def both(log: AtomicLog, *args: object) -> tuple[int, bool]:
        monkeypatch.setattr(atomics_module, "_FEW", 0)
        arrays = floor(log, *args)  # type: ignore[arg-type]
        monkeypatch.setattr(atomics_module, "_FEW", 1 << 20)
        scalar = floor(log, *args)  # type: ignore[arg-type]
        assert arrays == scalar
        asked.append(scalar)
        return scalar

    monkeypatch.setattr(AtomicLog, "coherent_floor", both)
    text = (ATOMICS / name).read_text()
    for old, new in subs.items():
        text = text.replace(old, new)
    result = check_program(read_llvm_text(text, name),
                           Launch(workgroup_size=(1, 1, 1), grid=(workgroups, 1, 1)))
    assert result.status == status
    assert any(f >= 0 for f, _ in asked) and any(not hb for _, hb in asked)


def _statm_resident() -> int:
    return int(Path("/proc/self/statm").read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def _child_resident(queue: multiprocessing.Queue[tuple[int, int, int]]) -> None:
    before = resident_bytes()
    block = bytearray(64 << 20)
    block[::4096] = b"x" * len(block[::4096])
    queue.put((before, resident_bytes(), _statm_resident()))


def test_resident_bytes_reads_each_process_own() -> None:
    pages = int(Path("/proc/self/statm").read_text().split()[1])
    assert abs(resident_bytes() - pages * os.sysconf("SC_PAGE_SIZE")) < 8 << 20
    here = resident_bytes()
    context = multiprocessing.get_context("fork")
    queue: multiprocessing.Queue[tuple[int, int, int]] = context.Queue()
    child = context.Process(target=_child_resident, args=(queue,))
    child.start()
    before, after, own = queue.get(timeout=120)
    child.join(timeout=120)
    # (the child's own resident set, as its own /proc/self/statm gives it after it
    # touched 64 MiB, not its parent's through an inherited descriptor)
    assert abs(after - own) < 8 << 20
    if own - before >= 60 << 20:  # (the kernel counted the pages: the reading moved too)
        assert after - before >= 60 << 20
    assert resident_bytes() < here + (32 << 20)


def test_barrier_state_copy_owns_its_containers() -> None:
    state = BarrierState(("workgroup", 0, -1), 2, True, arrived=1, phase=3)
    state.phase_ops.append(4)
    state.records[0] = ReleaseRecord([0], np.zeros((1, 2, 4), dtype=np.int32), [1], [(0,)])
    state.order_join = {0: 1}
    new = state.copy()
    assert (new.key, new.expected, new.initialized, new.arrived, new.phase) == (
        ("workgroup", 0, -1), 2, True, 1, 3)
    new.phase_ops.append(5)
    new.records[1] = state.records[0]
    new.arrived_workgroups.add(7)
    assert state.phase_ops == [4] and list(state.records) == [0]
    assert not state.arrived_workgroups
    assert new.order_join is state.order_join  # (replaced, never changed in place)


def test_join_order_copies_only_when_it_adds() -> None:
    known = {0: 2, 1: 1}
    assert join_order(known, {0: 1, 1: 1}) is known
    joined = join_order(known, {1: 3, 2: 1})
    assert joined == {0: 2, 1: 3, 2: 1} and known == {0: 2, 1: 1}

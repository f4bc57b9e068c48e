"""Mutable execution state of a launch: waves, barrier objects, async records."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TypeVar

import numpy as np

from amdsync.explore.machine.frames import Entry, Frame
from amdsync.explore.values.values import BoolArray, IntArray
from amdsync.semantics.barriers import BarrierObject

_T = TypeVar("_T")


def shallow_copy(obj: _T) -> _T:
    """``copy.copy`` of an instance of a plain class (its fields in ``__dict__``: no
    ``__slots__``, ``__copy__`` or reduction of its own), without the generic protocol's
    calls: the same new object, its fields the same objects. A search forks the machine,
    every wave and every frame at each choice it explores."""
    new: _T = object.__new__(type(obj))
    new.__dict__.update(obj.__dict__)
    return new


@dataclass
class AsyncRecord:
    """One lane's async operation, kept to explain findings about it."""

    site: int
    number: int  # its sequence number in the lane's async operations


@dataclass(frozen=True)
class AsyncContext:
    """The reading lane's view of an async operation it conflicts with: the mark of the
    current function body that covers it (None: no mark covers it), how many marks
    follow that one, and the last wait.asyncmark executed in this body."""

    same_lane: bool
    covering_mark: int | None
    marks_after: int
    last_wait: tuple[int, int] | None
    in_callee_or_caller: bool
    # For a copy issued by another lane: whether its lane had completed it (by a wait)
    # when the conflicting access happened. The fields above are then that lane's view.
    issuer_completed: bool = False
    issuer_known: bool = True
    # A tensor DMA operation (tracked by s_wait_tensorcnt as well as asyncmarks): the
    # issuing wave's last s.wait.tensorcnt (site, count), None when it ran none.
    tensor: bool = False
    tensor_wait: tuple[int, int] | None = None


@dataclass
class ReleaseRecord:
    """What a barrier phase publishes: per contributing lane, its clock at its last
    release fence, the fence's scope and address-space classes."""

    lanes: list[int]
    clocks: np.ndarray  # [k, AS, width]
    scopes: list[int]
    as_masks: list[tuple[int, ...]]
    # What each lane's last MakeAvailable made available (zeros: nothing), when the
    # launch tracks availability and visibility.
    available: np.ndarray | None = None  # [k, AS, width]
    barrier: bool = False  # published by a barrier phase (barrier-arrive-releases)
    phase: int = 0  # a barrier phase's record: the phase (completed-phase count)
    # Left by a relaxed atomic read: the wave slots whose read it was. Only their
    # acquire fences take it: threads are lanes, and a fence synchronizes through an
    # atomic read sequenced before it in the same thread (LLVM LangRef, fence
    # synchronization; docs/semantics/atomics-and-lanes.md, "Fences after relaxed atomic reads").
    # A barrier record: its wait's lanes, when not every live lane waited (a GWS wait;
    # docs/semantics/barriers.md, "Global wave sync barriers"): only their acquire fences
    # take it, and only their later arrives carry it on.
    readers: tuple[int, ...] | None = None
    # A barrier record: per row, the phase of the arrive that published it (the latest,
    # for rows merged; docs/semantics/barrier-transitivity.md, "Bounded records").
    row_phases: tuple[int, ...] = ()


@dataclass
class BarrierState:
    """One barrier object (amdgpu-execution-synchronization, "Execution Model"): its
    expected and arrive counts, and per completed phase what it published."""

    key: BarrierObject
    expected: int
    initialized: bool
    arrived: int = 0
    phase: int = 0  # completed phases
    contributions: list[ReleaseRecord] = field(default_factory=list)
    phase_ops: list[int] = field(default_factory=list)  # trace ops in the current phase
    records: dict[int, ReleaseRecord] = field(default_factory=dict)  # phase → releases
    participants: dict[int, list[int]] = field(default_factory=dict)  # phase → trace ops
    arrived_workgroups: set[int] = field(default_factory=set)  # cluster barriers
    # Execution order (explore/sync/barrier_exec.py, ``join_order``): what the arrivals of the
    # phase in progress know, and per completed phase what a wait on it learns.
    order_join: dict[int, int] = field(default_factory=dict)
    order_records: dict[int, dict[int, int]] = field(default_factory=dict)

    def copy(self) -> BarrierState:
        new = shallow_copy(self)  # (its containers copied below)
        new.contributions = list(self.contributions)
        new.phase_ops = list(self.phase_ops)
        new.records = dict(self.records)
        new.participants = dict(self.participants)
        new.arrived_workgroups = set(self.arrived_workgroups)
        new.order_join = self.order_join  # (replaced, never changed in place)
        new.order_records = dict(self.order_records)
        return new


@dataclass
class WaveState:
    index: int  # global wave index
    workgroup: int
    wave_in_wg: int
    lanes: IntArray  # global thread index per lane slot
    local_ids: IntArray
    live: BoolArray  # lanes that exist (the last wave of a workgroup may be partial)
    frames: list[Frame]
    issued: IntArray  # async operations issued per lane
    completed: IntArray  # async operations complete per lane (a prefix)
    done: bool = False
    # Blocked in a barrier wait: (barrier object, phase it waits for, trace op index).
    waiting: tuple[BarrierObject, int, int] | None = None
    arrived: dict[BarrierObject, int] = field(default_factory=dict)  # arrive phase, unwaited
    joined_named: BarrierObject | None = None  # the last named barrier joined
    barrier_po: int = 0  # program-order position of the wave's next barrier operation
    exited: BoolArray | None = None  # lanes that returned from the kernel already
    may_modify_barrier: bool = False  # the scheduler let the pending barrier op run
    poised_op: BarrierObject | None = None  # the barrier a poised operation modifies
    # Full exploration: stopped before an atomic access the scheduler must order.
    poised_atomic: bool = False
    poised_param: bool = False  # stopped until a parametric class splits (explore/values/param.py)
    # Gave its turn before the backward branch it stands at (docs/semantics/schedules.md, "The
    # schedule: turns at backward branches"): it takes the branch when it runs next.
    # ``split_at_turn``: it also stands poised for a class split there, made when the
    # round of turns ends.
    yielded: bool = False
    split_at_turn: bool = False
    may_run_atomic: bool = False
    has_release: BoolArray | None = None
    release_clock: np.ndarray | None = None  # [lanes, AS, width]
    release_scope: IntArray | None = None
    release_as: list[tuple[int, ...]] = field(default_factory=list)
    release_one_as: BoolArray | None = None  # the last release fence had a one-as scope
    available_clock: np.ndarray | None = None  # [lanes, AS, width] at the last MakeAvailable
    pending_acquire: list[ReleaseRecord] = field(default_factory=list)
    # Barriers run wave-locally (ExploreOptions.barriers_local): the wave's arrives
    # and waits so far, and whether its wait is blocked until the waves whose
    # barrier-arrive-releases pair with it have arrived (Machine._wave_local_barrier).
    local_arrives: int = 0
    local_waits: int = 0
    local_blocked: bool = False
    # ... and the phase (1 on) whose paired rows the wave's next acquire fence takes
    # (0: none): it blocks there, not at the wait.
    local_pending: int = 0
    last_wait: dict[int, tuple[int, int]] = field(default_factory=dict)  # frame depth →
    # (site, count)
    last_tensor_wait: tuple[int, int] | None = None  # the last s.wait.tensorcnt (site, N)
    # Spin detection (explore/lanes/atomics.py): per atomic-load site, the wave's state when it
    # last ran it; while spinning, the launch's write count it waits to change.
    spin_seen: dict[int, tuple[object, ...]] = field(default_factory=dict)
    spin_since: int | None = None
    spin_plain: bool = False  # … at a plain load (Machine.spin_progress counts more)
    # The wave's last re-run of a repeating load read, in some lane, a write older than the
    # newest (the scheduler's choice): its wait is no deadlock (docs/semantics/schedules.md,
    # "Full exploration when values decide events").
    spin_stale: bool = False
    # Execution order through barriers, fenced or not (explore/sync/barrier_exec.py,
    # ``join_order``): the wave's barrier arrivals so far, and per wave the arrivals known
    # to have happened before this wave's next instruction (replaced, never changed in
    # place, so forks share it).
    arrivals: int = 0
    order: dict[int, int] = field(default_factory=dict)


def fork_wave(wave: WaveState) -> WaveState:
    new = shallow_copy(wave)
    new.frames = [fork_frame(f) for f in wave.frames]
    new.issued = wave.issued.copy()
    new.completed = wave.completed.copy()
    new.pending_acquire = list(wave.pending_acquire)
    new.last_wait = dict(wave.last_wait)
    new.spin_seen = dict(wave.spin_seen)
    new.arrived = dict(wave.arrived)
    if wave.exited is not None:
        new.exited = wave.exited.copy()
    if wave.release_clock is not None:
        new.release_clock = wave.release_clock.copy()
        assert wave.has_release is not None and wave.release_scope is not None
        new.has_release = wave.has_release.copy()
        new.release_scope = wave.release_scope.copy()
        new.release_as = list(wave.release_as)
        if wave.release_one_as is not None:
            new.release_one_as = wave.release_one_as.copy()
    if wave.available_clock is not None:
        new.available_clock = wave.available_clock.copy()
    return new


def fork_frame(frame: Frame) -> Frame:
    new = shallow_copy(frame)
    new.regs = dict(frame.regs)
    new.stack = [Entry(e.block, e.index, e.mask.copy(), e.rpc, e.phis_done, e.guards)
                 for e in frame.stack]
    new.pred = frame.pred.copy()
    new.marks = list(frame.marks)
    new.inlined_marks = list(frame.inlined_marks)
    new.callees_with_marks = list(frame.callees_with_marks)
    new.tainted = set(frame.tainted)
    new.undef = dict(frame.undef)
    # (each fork its own tables: a fork that defines a register again must not change
    # the value numbers or terms the other fork reads)
    new.uniform = dict(frame.uniform)
    new.sym = dict(frame.sym)
    return new

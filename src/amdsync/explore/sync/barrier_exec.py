"""Executing barrier operations (amdgpu-execution-synchronization).

Barrier objects of a launch and the operations waves perform on them, following the
document's execution model and its AMDGPU mappings:

* the workgroup barrier (-1): initialized at launch with the number of waves of the
  workgroup as expected count, joined by every wave at launch, dropped by a wave when it
  ends (GFX6-11: ``s_barrier`` is arrive then wait; GFX12: split signal / wait);
* named barriers 1..16 (GFX12.5): ``s_barrier_init`` sets the expected count, join /
  leave, ``signal.var`` may set the expected count before arriving, and a wait "always
  waits on the last named barrier object that the thread has joined"; the NULL named
  barrier 0 ignores everything but join; named barriers are not dropped when a wave ends;
* the cluster barrier (-3): initialized with the number of workgroups of the cluster;
  "only one wave per workgroup may arrive" per phase, any wave may wait; dropped when the
  last wave of a workgroup ends (docs/semantics/barriers.md says why).

Every operation is appended to a :class:`~amdsync.semantics.barriers.BarrierTrace`, from
which :func:`amdsync.semantics.barriers.undefined_behaviour` decides the undefined-
behaviour rules; the few rules that are about how an operation was issued (divergent
control flow, two arrivals of one workgroup at a cluster barrier) are decided here.

For memory, the release records follow barrier-executes-before, which is transitive
across every barrier object (amdgpu-execution-synchronization; ERRATA.md item 1): a
completed wait adds its phase's record to what the wave holds for its acquire fences,
and each later arrive or drop of the wave carries what it holds, and what its own
earlier arrives published, into its phase (docs/semantics/barrier-transitivity.md).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.machine.state import BarrierState, ReleaseRecord, WaveState
from amdsync.program.ops import Scope
from amdsync.program.topology import Launch
from amdsync.semantics.barriers import (
    ARRIVE,
    DROP,
    INIT,
    JOIN,
    WAIT,
    BarrierObject,
    BarrierOp,
    BarrierTrace,
)

HARDWARE_THREAD = -1  # performs the implicit inits at launch
# ``wave_release`` puts a wave whose every slot releases alike in one group with one
# test per list (docs/semantics/scale.md, "Vectorized core"); tests/explore/test_vectorized_core.py
# turns it off and compares.
ROW_GROUPS = True


@dataclass(frozen=True)
class IssueViolation:
    """An undefined-behaviour rule broken by how a barrier operation was issued."""

    rule: str
    message: str
    loc: Loc
    wave: int


def workgroup_barrier(workgroup: int) -> BarrierObject:
    return ("workgroup", workgroup, -1)


def cluster_barrier(cluster: int) -> BarrierObject:
    return ("cluster", cluster, -3)


def gws_barrier(resource: int) -> BarrierObject:
    """A global wave sync resource: one object for the whole launch."""
    return ("gws", 0, resource)


def named_barrier(workgroup: int, ident: int) -> BarrierObject:
    return ("named", workgroup, ident)


def is_null(barrier: BarrierObject) -> bool:
    return barrier[0] == "named" and barrier[2] == 0


class Barriers:
    """The barrier objects of one launch and the trace of operations on them."""

    def __init__(self, launch: Launch, waves: list[WaveState], clock_width: int) -> None:
        self.launch = launch
        self.clock_width = clock_width
        self.states: dict[BarrierObject, BarrierState] = {}
        self.trace = BarrierTrace()
        self.violations: list[IssueViolation] = []
        self.op_locs: dict[int, Loc] = {}
        # The lanes of waits that not every live lane performs (GWS), by wait index.
        self.wait_lanes: dict[int, tuple[int, ...]] = {}
        self.gws_joined: set[tuple[int, BarrierObject]] = set()  # (wave, GWS resource)
        # Some wave arrived in a phase other than its own count of arrivals (a split
        # arrive twice before a wait): phases are not per-wave counts
        # (docs/semantics/schedules.md, "Barriers that order memory only within a wave").
        self.irregular_phases = False
        # Per wave, what its arrives published (their barrier-arrive-releases), by the
        # wave slots that performed them: a later arrive or drop performed by those slots
        # carries it on (the earlier arrive barrier-executes-before it in program order).
        self.published: dict[int, dict[tuple[int, ...], ReleaseRecord]] = {}
        # Per (wave, barrier object), the phase the wave's last arrive on it was in and
        # the barrier records the wave held and carried into it: a wait on that phase,
        # with those still held, takes the phase's record instead of a merge (it has
        # every row of them; ``finish_wait``).
        self.carried: dict[tuple[int, BarrierObject],
                           tuple[int, tuple[ReleaseRecord, ...]]] = {}
        self.live_waves = {wg: launch.waves_in(wg) for wg in range(launch.num_workgroups)}
        for wg in range(launch.num_workgroups):
            self._implicit_init(workgroup_barrier(wg), launch.waves_in(wg))
        for cluster in range(launch.num_workgroups // launch.cluster_size):
            self._implicit_init(cluster_barrier(cluster), launch.cluster_size)
        for wave in waves:
            if wave.done:  # a wave slot a partial workgroup leaves empty
                continue
            self._record(wave, JOIN, workgroup_barrier(wave.workgroup), None, None, True)
            cluster = wave.workgroup // launch.cluster_size
            self._record(wave, JOIN, cluster_barrier(cluster), None, None, True)

    def copy(self) -> Barriers:
        new = Barriers.__new__(Barriers)
        new.launch = self.launch
        new.clock_width = self.clock_width
        new.states = {k: v.copy() for k, v in self.states.items()}
        new.trace = BarrierTrace(list(self.trace.ops),
                                 {k: list(v) for k, v in self.trace.modification_order.items()},
                                 set(self.trace.participates))
        new.violations = list(self.violations)
        new.op_locs = dict(self.op_locs)
        new.wait_lanes = dict(self.wait_lanes)
        new.gws_joined = set(self.gws_joined)
        new.live_waves = dict(self.live_waves)
        new.irregular_phases = self.irregular_phases
        new.published = {w: dict(rows) for w, rows in self.published.items()}
        new.carried = dict(self.carried)
        return new

    # ------------------------------------------------------------ recording

    def _implicit_init(self, barrier: BarrierObject, expected: int) -> None:
        index = len(self.trace.ops)
        self.trace.add(BarrierOp(index, HARDWARE_THREAD, INIT, barrier, index, expected,
                                 None, True))
        self.states[barrier] = BarrierState(barrier, expected, True)

    def _record(self, wave: WaveState, kind: str, barrier: BarrierObject, count: int | None,
                loc: Loc | None, implicit: bool = False) -> int:
        index = len(self.trace.ops)
        self.trace.add(BarrierOp(index, wave.index, kind, barrier, wave.barrier_po, count,
                                 loc, implicit))
        wave.barrier_po += 1
        if loc is not None:
            self.op_locs[index] = loc
        return index

    def state(self, barrier: BarrierObject) -> BarrierState:
        found = self.states.get(barrier)
        if found is None:  # a named barrier nobody initialized yet
            found = BarrierState(barrier, 0, False)
            self.states[barrier] = found
        return found

    def gws_prepare(self, wave: WaveState, barrier: BarrierObject, expected: int) -> None:
        """Before a wave's GWS barrier: the runtime's init of the resource, if no
        ``ds.gws.init`` came first, and the wave's implicit join of it (every wave may
        use every GWS resource; docs/semantics/barriers.md, "Global wave sync barriers")."""
        if not self.state(barrier).initialized:
            self._implicit_init(barrier, expected)
        if (wave.index, barrier) not in self.gws_joined:
            self.gws_joined.add((wave.index, barrier))
            self._record(wave, JOIN, barrier, None, None, True)

    # ------------------------------------------------------------ operations

    def init(self, wave: WaveState, barrier: BarrierObject, count: int, loc: Loc) -> None:
        """Barrier init: "Sets the expected count ... Resets the arrive count"."""
        if is_null(barrier):
            return
        self._record(wave, INIT, barrier, count, loc)
        state = self.state(barrier)
        state.expected = count
        state.arrived = 0
        state.initialized = True
        state.phase_ops = []
        state.contributions = []

    def join(self, wave: WaveState, barrier: BarrierObject, loc: Loc) -> None:
        """Barrier join; joining a named barrier un-joins the one joined before (they are
        barrier-mutually-exclusive)."""
        self._record(wave, JOIN, barrier, None, loc)
        if barrier[0] == "named":
            wave.joined_named = barrier

    def drop(self, wave: WaveState, barrier: BarrierObject, loc: Loc | None,
             implicit: bool = False) -> None:
        """Barrier drop: "Decrements expected count of the barrier object by one"."""
        if is_null(barrier):
            return
        index = self._record(wave, DROP, barrier, None, loc, implicit)
        state = self.state(barrier)
        state.expected -= 1
        state.phase_ops.append(index)
        self._arrive_order(wave, state)
        if not implicit:
            # The drop barrier-participates-in the phase's waits ("X is a barrier arrive
            # or drop operation") and is program-ordered after the wave's earlier
            # barrier operations: what they brought it, it carries on. (The drop when a
            # wave ends carries nothing: docs/semantics/barrier-transitivity.md.)
            self._carry(wave, barrier, state, wave.live)
        if wave.joined_named == barrier:
            wave.joined_named = None
        self._maybe_complete(state)

    def arrive(self, wave: WaveState, barrier: BarrierObject, new_expected: int | None,
               loc: Loc, lanes: np.ndarray | None = None) -> bool:
        """Barrier arrive, with the optional expected-count update; returns whether this
        was the first arrival of the phase (``signal.isfirst``). ``lanes``: the wave's
        lanes that perform it (a GWS barrier runs in one lane; None: every live lane)."""
        if is_null(barrier):
            return False
        count = new_expected if new_expected else None
        index = self._record(wave, ARRIVE, barrier, count, loc)
        state = self.state(barrier)
        if barrier[0] == "cluster":
            if wave.workgroup in state.arrived_workgroups:
                self.violations.append(IssueViolation(
                    "cluster-barrier-arrivals",
                    f"a second wave of workgroup {wave.workgroup} arrives at the cluster "
                    "barrier in the same phase (only one wave per workgroup may arrive)",
                    loc, wave.index))
            state.arrived_workgroups.add(wave.workgroup)
        if count is not None:
            state.expected = count
        first = state.arrived == 0
        state.arrived += 1
        state.phase_ops.append(index)
        wave.arrived[barrier] = state.phase
        if state.phase != wave.arrivals:
            self.irregular_phases = True
        self._arrive_order(wave, state)
        performing = wave.live if lanes is None else wave.live & lanes
        # Barrier-executes-before is transitive (amdgpu-execution-synchronization): what
        # the wave's completed waits and earlier arrives brought it reaches, through
        # this arrive, whoever waits for this phase.
        self._carry(wave, barrier, state, performing)
        if wave.has_release is not None and wave.release_clock is not None:
            slots = np.flatnonzero(performing & wave.has_release).tolist()
            if slots:
                # amdgpu-usage, "Memory Model": a release fence program-ordered before
                # the arrive forms a barrier-arrive-release.
                own = wave_release(wave, slots)
                state.contributions.append(own)
                self._publish(wave, own, performing, state.phase + 1)
        self._maybe_complete(state)
        return first

    def _carry(self, wave: WaveState, barrier: BarrierObject, state: BarrierState,
               performing: np.ndarray) -> None:
        """An arrive or drop performed by ``performing`` (wave slots) adds to the phase
        in progress every barrier record the wave holds from its completed waits whose
        waiting slots perform it (the wait is program-ordered before it in those
        threads), and what the wave's earlier arrives published when every slot that
        performed them performs this one (docs/semantics/barrier-transitivity.md,
        "Carrying records on")."""
        held = tuple(r for r in wave.pending_acquire if r.barrier)
        carried = [r for r in held
                   if r.readers is None or bool(performing[list(r.readers)].any())]
        seen = {id(r) for r in state.contributions}
        for r in carried:
            if id(r) not in seen:  # (waves that waited for one phase hold one record)
                seen.add(id(r))
                state.contributions.append(replace(r, readers=None) if r.readers else r)
        for slots, rows in self.published.get(wave.index, {}).items():
            if bool(performing[list(slots)].all()):
                state.contributions.append(rows)
        if len(carried) == len(held):
            self.carried[(wave.index, barrier)] = (state.phase, held)
        else:
            self.carried.pop((wave.index, barrier), None)

    def _publish(self, wave: WaveState, own: ReleaseRecord, performing: np.ndarray,
                 phase: int) -> None:
        """Keep what an arrive of the wave (in ``phase``) published, for its later
        arrives and drops."""
        slots = tuple(np.flatnonzero(performing).tolist())
        rows = self.published.setdefault(wave.index, {})
        earlier = rows.get(slots)
        rows[slots] = merge_records([own] if earlier is None else [earlier, own],
                                    self.clock_width, phase)

    def wait(self, wave: WaveState, barrier: BarrierObject, loc: Loc,
             lanes: np.ndarray | None = None) -> bool:
        """Barrier wait; returns False when the wave must block. A wait depends on the
        phase of the wave's last arrive on the object, or, if it has not arrived since
        its last wait, on the phase in progress. ``lanes``: the wave's lanes that
        perform it, when not every live lane (a GWS barrier): only they may acquire
        what the phase published."""
        if is_null(barrier):
            return True
        index = self._record(wave, WAIT, barrier, None, loc)
        if lanes is not None:
            self.wait_lanes[index] = tuple(np.flatnonzero(wave.live & lanes).tolist())
        state = self.state(barrier)
        arrived = wave.arrived.pop(barrier, None)
        target = (arrived if arrived is not None else state.phase) + 1
        wave.waiting = (barrier, target, index)
        if state.phase >= target:
            self.finish_wait(wave)
            return True
        return False

    def _maybe_complete(self, state: BarrierState) -> None:
        """"When an operation causes arrive count to be equal to expected count, the
        barrier is completed, and the arrive count is reset to zero."""
        if not state.initialized or state.arrived == 0 or state.arrived != state.expected:
            return
        state.phase += 1
        state.arrived = 0
        state.participants[state.phase] = state.phase_ops
        state.phase_ops = []
        state.order_records[state.phase] = state.order_join
        state.order_join = {}
        state.arrived_workgroups = set()
        state.records[state.phase] = merge_records(state.contributions, self.clock_width,
                                                   state.phase)
        state.contributions = []

    def can_finish(self, wave: WaveState) -> bool:
        if wave.waiting is None:
            return False
        barrier, target, _ = wave.waiting
        return self.state(barrier).phase >= target

    def finish_wait(self, wave: WaveState) -> None:
        """The wait completes: the phase's arrives and drops barrier-participate-in it,
        and what their release fences published (and what they carried) awaits the
        wave's acquire fences, with what its earlier waits brought: every one of those
        arrives barrier-executes-before this wait, and so before every later wait of the
        wave (docs/semantics/barrier-transitivity.md). What relaxed atomic reads left
        pending stays as it is (LLVM LangRef, fence synchronization)."""
        assert wave.waiting is not None
        barrier, target, index = wave.waiting
        state = self.state(barrier)
        wave.order = join_order(wave.order, state.order_records.get(target, {}))
        for x in state.participants.get(target, []):
            self.trace.participates.add((x, index))
        record = state.records.get(target)
        carried = self.carried.pop((wave.index, barrier), None)
        if record is not None and record.lanes:
            readers = self.wait_lanes.get(index)
            held = tuple(r for r in wave.pending_acquire if r.barrier)
            if (readers is None and carried is not None and carried[0] + 1 == target
                    and len(carried[1]) == len(held)
                    and all(a is b for a, b in zip(carried[1], held, strict=True))):
                # The wave carried everything it held into this very phase: the
                # phase's record has every row of it, and replaces it
                # (docs/semantics/barrier-transitivity.md, "Bounded records").
                wave.pending_acquire = [r for r in wave.pending_acquire if not r.barrier]
                wave.pending_acquire.append(record)
            else:
                wave.pending_acquire = add_record(wave.pending_acquire, replace(
                    record, readers=readers), self.clock_width)
        wave.waiting = None

    def end_wave(self, wave: WaveState) -> None:
        """"When a thread ends, it automatically drops this barrier object if it had
        previously joined it" — the workgroup barrier, and the cluster barrier once the
        last wave of the workgroup ends. Named barriers are not dropped."""
        self.drop(wave, workgroup_barrier(wave.workgroup), None, implicit=True)
        self.live_waves[wave.workgroup] -= 1
        if self.live_waves[wave.workgroup] == 0:
            cluster = wave.workgroup // self.launch.cluster_size
            self.drop(wave, cluster_barrier(cluster), None, implicit=True)

    @staticmethod
    def _arrive_order(wave: WaveState, state: BarrierState) -> None:
        """An arrive (or drop) of ``wave``: every wave that waits for this phase runs
        after everything ``wave`` did before it (execution order, fenced or not)."""
        wave.arrivals += 1
        # (join_order with the wave's own count, which only grows: a new dict)
        wave.order = {**wave.order, wave.index: wave.arrivals}
        state.order_join = join_order(state.order_join, wave.order)

    def missing_arrivals(self, barrier: BarrierObject) -> int:
        state = self.state(barrier)
        return state.expected - state.arrived


def wave_release(wave: WaveState, slots: list[int]) -> ReleaseRecord:
    """What a wave's arrive contributes: per group of its lanes with the same release
    scope and address spaces, one row — the group's greatest release clock — standing
    for every lane of the group. Exact: whether a release synchronizes with an acquire
    depends on the releasing lane only through its scope instances, which lanes of one
    wave share for every scope from wavefront up; a lane whose release fence has
    singlethread scope synchronizes only with itself, which learns nothing new (its own
    clock is past its release), so it contributes nothing. This keeps barrier records
    linear in waves rather than lanes (docs/semantics/scale.md, scale)."""
    assert wave.release_scope is not None and wave.release_clock is not None
    groups: dict[tuple[int, tuple[int, ...]], list[int]] = {}
    release_scope = wave.release_scope.tolist()  # (Python ints: no numpy scalar per lane)
    one_as = wave.release_one_as.tolist() if wave.release_one_as is not None else None
    uniform = _one_group(wave, slots, release_scope, one_as) if ROW_GROUPS else None
    if uniform is not None:
        # Every slot in one group (the common case: one fence of every lane): the
        # grouping below would put each slot in it one by one.
        groups[uniform] = slots
        slots = []
    for s in slots:
        scope = int(release_scope[s])
        if scope <= int(Scope.SINGLETHREAD):
            continue
        if one_as is not None and one_as[s]:
            # ERRATA.md, item 1: the fences "cannot have one-as" scopes to pair with
            # a barrier ("due to how current hardware implements barrier operations").
            continue
        groups.setdefault((scope, wave.release_as[s]), []).append(s)
    lanes: list[int] = []
    clocks: list[np.ndarray] = []
    available: list[np.ndarray] = []
    scopes: list[int] = []
    masks: list[tuple[int, ...]] = []
    for (scope, mask), members in groups.items():
        lanes.append(int(wave.lanes[members[0]]))
        # (every slot: the array itself, not a gathered copy of it; one row broadcast
        # to every slot, synchronization._own_release_clock: that row)
        every_slot = len(members) == len(wave.release_clock)
        if every_slot and wave.release_clock.strides[0] == 0:
            clocks.append(wave.release_clock[0].copy())
        else:
            clocks.append((wave.release_clock if every_slot
                           else wave.release_clock[members]).max(axis=0))
        if wave.available_clock is not None:
            available.append(wave.available_clock[members].max(axis=0))
        scopes.append(scope)
        masks.append(mask)
    width = wave.release_clock.shape[-1]
    empty = np.zeros((0, 2, width), dtype=np.int32)
    return ReleaseRecord(lanes, np.stack(clocks) if clocks else empty, scopes, masks,
                         (np.stack(available) if available else empty)
                         if wave.available_clock is not None else None)


def _one_group(wave: WaveState, slots: list[int], release_scope: list[int],
               one_as: list[bool] | None) -> tuple[int, tuple[int, ...]] | None:
    """The one group of ``wave_release`` when ``slots`` is every slot of the wave and
    every slot has one release scope above singlethread, one address-space tuple and
    no one-as scope (each tested with one call over the lists, not a step per lane);
    None otherwise (then ``wave_release`` groups slot by slot)."""
    if len(slots) != len(release_scope):
        return None
    scope = release_scope[0]
    if scope <= int(Scope.SINGLETHREAD) or release_scope.count(scope) != len(release_scope):
        return None
    if one_as is not None and any(one_as):
        return None
    spaces = wave.release_as[0]
    if wave.release_as.count(spaces) != len(wave.release_as):
        return None
    return (scope, spaces)


def merge_records(records: list[ReleaseRecord], width: int, phase: int) -> ReleaseRecord:
    """What a barrier phase publishes, or a wave holds: the rows of ``records``
    together, a row without a phase of its own (a wave's arrive, ``wave_release``) in
    ``phase``. Rows of one lane, scope and address-space classes become one, the
    elementwise maximum of their clocks (and of what they made available) in the later
    phase: an acquire fence joins exactly the same (``Machine._join_record`` joins the
    maximum of the rows whose lane and scope pair with it, per address space the rows
    name; docs/semantics/barrier-transitivity.md, "Bounded records"). So a record has at
    most one row per releasing group of lanes and scope, however many phases it spans."""
    if len(records) == 2 and _same_rows(*records):
        return _rows_maximum(records[0], records[1], phase)
    lanes: list[int] = []
    clocks: list[np.ndarray] = []
    available: list[np.ndarray] = []
    scopes: list[int] = []
    masks: list[tuple[int, ...]] = []
    phases: list[int] = []
    tracked = any(r.available is not None for r in records)
    for record in records:
        lanes += record.lanes
        clocks.append(record.clocks)
        if tracked:
            available.append(record.available if record.available is not None
                             else np.zeros_like(record.clocks))
        scopes += record.scopes
        masks += record.as_masks
        phases += record.row_phases or [phase] * len(record.lanes)
    empty = np.zeros((0, 2, width), dtype=np.int32)
    all_clocks = np.concatenate(clocks) if clocks else empty
    all_available = (np.concatenate(available) if available else empty) if tracked else None
    groups: dict[tuple[int, int, tuple[int, ...]], list[int]] = {}
    for i, key in enumerate(zip(lanes, scopes, masks, strict=True)):
        groups.setdefault(key, []).append(i)
    if len(groups) < len(lanes):
        rows = list(groups.values())
        all_clocks = _rows_max(all_clocks, rows)
        if all_available is not None:
            all_available = _rows_max(all_available, rows)
        lanes = [lanes[g[0]] for g in rows]
        scopes = [scopes[g[0]] for g in rows]
        masks = [masks[g[0]] for g in rows]
        phases = [max(phases[i] for i in g) for g in rows]
    return ReleaseRecord(lanes, all_clocks, scopes, masks, all_available, barrier=True,
                         phase=phase, row_phases=tuple(phases))


def _same_rows(a: ReleaseRecord, b: ReleaseRecord) -> bool:
    """Do two records have the same rows (lane, scope, address spaces) in one order,
    each once? (A wave's arrives publish the same rows, mostly.)"""
    return (a.lanes == b.lanes and a.scopes == b.scopes and a.as_masks == b.as_masks
            and len(set(a.lanes)) == len(a.lanes))


def _rows_maximum(a: ReleaseRecord, b: ReleaseRecord, phase: int) -> ReleaseRecord:
    """``merge_records([a, b], …)`` for two records of the same rows: row by row, the
    elementwise maximum and the later phase."""
    available = None
    if a.available is not None or b.available is not None:
        available = np.maximum(a.available if a.available is not None
                               else np.zeros_like(a.clocks),
                               b.available if b.available is not None
                               else np.zeros_like(b.clocks))
    phases_a = a.row_phases or (phase,) * len(a.lanes)
    phases_b = b.row_phases or (phase,) * len(b.lanes)
    return ReleaseRecord(list(a.lanes), np.maximum(a.clocks, b.clocks), list(a.scopes),
                         list(a.as_masks), available, barrier=True, phase=phase,
                         row_phases=tuple(map(max, phases_a, phases_b)))


def _rows_max(array: np.ndarray, rows: list[list[int]]) -> np.ndarray:
    """Per group of row indices, the elementwise maximum of those rows of ``array``."""
    return np.stack([array[g[0]] if len(g) == 1 else array[g].max(axis=0) for g in rows])


def add_record(pending: list[ReleaseRecord], record: ReleaseRecord,
               width: int) -> list[ReleaseRecord]:
    """``pending`` with a completed wait's barrier ``record`` merged into the barrier
    record it holds for the same waiting slots (``readers``), or added; relaxed-read
    records are kept as they are (a new list: forks share the old one)."""
    out: list[ReleaseRecord] = []
    merged = False
    for r in pending:
        if r.barrier and r.readers == record.readers and not merged:
            out.append(replace(merge_records([r, record], width, record.phase),
                               readers=record.readers))
            merged = True
        else:
            out.append(r)
    if not merged:
        out.append(record)
    return out


def join_order(known: dict[int, int], more: dict[int, int]) -> dict[int, int]:
    """Execution order through barriers (amdgpu-execution-synchronization: a wait
    completes only after every arrive of its phase): per wave, the number of its barrier
    arrivals (and drops) that happened before — a vector clock of waves, joined through
    every barrier phase whether or not fences make it happens-before. A new dict when
    ``more`` adds anything (the inputs are never changed)."""
    out = known
    for w, n in more.items():
        if n > out.get(w, 0):
            if out is known:
                out = dict(known)
            out[w] = n
    return out

"""The SIMT interpreter: runs a launch wave by wave and feeds every memory access to the
happens-before race and undefined-read detection.

A wave issues an instruction for all its active lanes at once; lanes are the threads of
the memory model, so each lane's accesses are checked separately. When control flow and
addresses depend only on ids, arguments and values the launch itself computes (the
usual GPU kernel), every schedule produces the same events, and one schedule with
happens-before detection decides the question for all schedules and all async
completion points (DESIGN.md, "How exploration can be fast"). Where a branch or an
address depends on a value read from an atomic (a schedule-dependent value), the
result says the exploration is incomplete instead of claiming more.
"""

from __future__ import annotations

import copy
import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import assert_never

import numpy as np

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore import compute, uniform
from amdsync.explore.address import (
    GLOBAL_KEYS,
    LDS_APERTURE,
    PRIVATE_APERTURE,
    REGION_SHIFT,
    AddressMap,
    Region,
    Space,
    lds_in_range,
    location_keys,
    region_base,
)
from amdsync.explore.atomics import (
    AtomicLog,
    LaneGroup,
    Published,
    ReadRec,
    WriteRec,
    synchronizing,
)
from amdsync.explore.barrier_exec import (
    Barriers,
    IssueViolation,
    cluster_barrier,
    join_order,
    merge_records,
    named_barrier,
    wave_release,
    workgroup_barrier,
)
from amdsync.explore.cfg import immediate_post_dominators
from amdsync.explore.definedness import (
    Origin,
    RegShadow,
    Taint,
    Use,
    binop_bytes,
    cast_bytes,
    combine,
    cross_lane,
    extend_path,
    full,
    join_origins,
    opaque_bytes,
    width_of,
)
from amdsync.explore.frames import Entry, Frame, WaveMark
from amdsync.explore.launch_memory import (
    DEFAULT_CODE_OBJECT_VERSION,
    LaunchBlock,
    dispatch_packet,
    implicit_arguments,
)
from amdsync.explore.param import (
    PARAM_CHOICE,
    collapse,
    is_param,
    partition,
    rows,
    select,
    spread,
)
from amdsync.explore.shadow import (
    GRANULE,
    AtomicInfo,
    Conflict,
    Invisible,
    ShadowMemory,
    UndefPart,
)
from amdsync.explore.spin import spin_loops, spin_read, value_dependent_reads
from amdsync.explore.state import (
    AsyncContext,
    AsyncRecord,
    ReleaseRecord,
    WaveState,
    fork_wave,
)
from amdsync.explore.ties import Tie, resolve
from amdsync.explore.values import UNKNOWN, BoolArray, BufPtr, IntArray, Rsrc, Value, splat, wrap
from amdsync.explore.waits import wait_targets
from amdsync.program import ops as o
from amdsync.program.module import Function, Program
from amdsync.program.topology import Launch, ThreadPlace, overlapping_scopes, place_of
from amdsync.program.types import AddressSpace, IntType, PtrType, Type
from amdsync.semantics.barriers import BarrierObject
from amdsync.semantics.clocks import (
    ALL_AS,
    AS_GLOBAL,
    AS_LDS,
    Clocks,
    LaneClocksNeeded,
    clock_bytes,
    synchronizes,
)
from amdsync.semantics.tensor_dma import MAX_TILE_ELEMENTS, DescriptorError, TensorTile, decode

# A poised atomic access: the location keys it touches and whether it writes.
Footprint = tuple[frozenset[int], bool]
# A scheduling choice: run this wave's poised operation next; for an atomic read, which
# write each active lane reads (lane slot → index in the location's writes, -1 initial).
Choice = tuple[int, tuple[tuple[int, int], ...] | None]


def dependent(a: Footprint, b: Footprint) -> bool:
    """Two atomic accesses whose order matters: a common location, one of them writing."""
    return (a[1] or b[1]) and not a[0].isdisjoint(b[0])


# The clocks are quadratic in the work-items of a launch, or in its waves where per-wave
# clocks are exact (docs/check.md, "Scale"): 8 GiB is about 23,000 work-items, or
# 23,000 waves.
MAX_CLOCK_BYTES = 8 << 30

RAN = "ran"
BLOCKED = "blocked"
DONE = "done"
POISED = "poised"  # stopped before a barrier modification the scheduler must order

NAMED_BARRIER_BASE = 1 << 56  # "addresses" of named barrier objects: base + barrier id
MAX_NAMED_BARRIER = 16
_MODIFYING = (o.BarrierArrive, o.BarrierInit, o.BarrierDrop)


LDS_ARG_ALIGN = 16  # each LDS pointer argument's allocation starts at this alignment
# An LDS pointer argument whose size the launch does not give: as large as any target's
# LDS, so accesses through it stay apart from every other allocation.
UNSIZED_LDS_ARG = 1 << 16


class Incomplete(Exception):
    """Exploration stopped at a bound or at something it cannot decide."""

    def __init__(self, reason: str, loc: Loc | None = None, bound: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.loc = loc
        self.bound = bound  # a user-set bound (states, time, schedules), not a limit


@dataclass
class TensorRecord:
    """One tensor DMA operation of a wave (docs/check.md, "Tensor DMA"): every lane
    active at its issue counts it among its async operations (``numbers``: its sequence
    number per lane slot); its accesses carry the async epoch of one lane, the first
    active one (``owner``). ``done`` marks the lanes whose waits completed it."""

    mask: BoolArray
    numbers: IntArray
    owner_slot: int
    owner_number: int
    done: BoolArray


@dataclass(frozen=True)
class ExploreOptions:
    max_states: int = 5_000_000  # wave instructions
    timeout: float = 600.0  # seconds
    args: dict[str, int] = field(default_factory=dict)  # scalar kernel arguments
    dynamic_lds: int = 0  # bytes of extern (dynamic) LDS
    max_schedules: int = 10_000  # barrier orders explored
    # Report a read that may return undef at the read, not where its value is used
    # (docs/check.md, "Undefined values and their uses").
    strict_reads: bool = False
    record_marks: bool = False  # keep every wait's marks (explore/relax.py)
    # A parametric run (explore/param.py): this argument takes every one of these values.
    param: tuple[str, tuple[int, ...]] | None = None
    # Arguments that follow another (explore/ties.py), also the parametric one.
    ties: tuple[Tie, ...] = ()
    # Called with the wave instructions run so far, every 4096 (report/progress.py).
    progress: Callable[[int], None] | None = field(default=None, compare=False)
    # The target's processor generation ("gfx9", "gfx12.5", …): which DPP controls exist
    # (explore/uniform.py); None decodes only the controls every generation shares.
    generation: str | None = None
    # Keep value numbers from the start (explore/uniform.py). Off, a run that meets a
    # store whose lanes write one address with unknown values is run again with them on
    # (uniform.NeedValueNumbers): most kernels never need them.
    value_numbers: bool = False
    # Keep happens-before per lane even where per-wave clocks are exact (docs/check.md,
    # "Scale"); the environment variable AMDSYNC_LANE_CLOCKS=1 sets it too.
    lane_clocks: bool = field(
        default_factory=lambda: os.environ.get("AMDSYNC_LANE_CLOCKS", "") == "1")
    # Explore every order of the lanes of one read-modify-write instruction on one
    # location, also where one order stands for all (atomics.LaneGroup; a run that finds
    # it does not is run again with this on: atomics.LaneOrdersNeeded).
    lane_orders: bool = False
    # Schedule every lane as a thread of its own (docs/check.md, "Lanes as threads"):
    # a run that met load buffering between lanes of one wave is run again so, where
    # the program couples no lanes (``lanes_are_threads_exact``).
    lane_threads: bool = False
    # Run barrier operations as no-ops (docs/check.md, "Barriers that order no memory"):
    # a run that met load buffering over a barrier is run again so where no barrier
    # can synchronize and no value read decides anything (``barriers_order_no_memory``).
    barriers_skipped: bool = False
    # With barriers_skipped: a wave's wait still takes what its own lanes' release fences
    # published at its arrive (docs/check.md, "Barriers that order memory only within a
    # wave"): the run that met load buffering saw no barrier synchronize two waves.
    barriers_local: bool = False
    # With barriers_local: the barrier pairings across waves the first run saw, as
    # (phase, launch wave of the barrier-wait-acquire, launch wave of the
    # barrier-arrive-release): a wave's acquire fence after a wait then blocks until
    # exactly those waves have arrived in its phase (docs/check.md, "Barriers that order
    # memory only within a wave, or between the waves that pair").
    barrier_pairs: frozenset[tuple[int, int, int]] = frozenset()
    # ... and the phases whose record had rows there, as (workgroup, phase): a wait on
    # one replaces the wave's earlier barrier record, whether or not a row of it pairs.
    barrier_rowful: frozenset[tuple[int, int]] = frozenset()
    # Seconds of --timeout a per-wave-clock attempt of this check used already.
    time_spent: float = 0.0


# Read-modify-write operations that commute and associate (LLVM LangRef, atomicrmw):
# lanes applying them in any order leave one value. Not the float ones (rounding).
_COMMUTING_RMW = frozenset({"add", "and", "or", "xor", "max", "min", "umax", "umin"})


def _commuting(op: o.Op) -> bool:
    return isinstance(op, o.AtomicRMW) and op.op in _COMMUTING_RMW


@dataclass(frozen=True)
class Site:
    """A static operation: where it is and what it is."""

    op: o.Op | o.Terminator
    function: str
    loc: Loc


class Machine:
    """Runs one launch of a program and collects conflicts."""

    def __init__(self, program: Program, launch: Launch, options: ExploreOptions,
                 full: bool = False, wave_clocks: bool = False) -> None:
        self.program = program
        # Full exploration (docs/check.md, "Atomic reads"): every order of atomic
        # accesses that matters and every reads-from choice of value-dependent reads.
        self.full = full
        self.launch = launch
        self.options = options
        self.width = launch.wave_size
        # Value numbers of the registers amdsync does not know (explore/uniform.py),
        # kept once a store needs them (uniform.NeedValueNumbers).
        self.numbering = (uniform.Numbering(self.width, options.generation)
                          if options.value_numbers else None)
        # The lanes' location keys of the plain load just run, and the lanes that read
        # defined bytes (for its value numbers).
        self._loaded: tuple[IntArray, BoolArray, int] | None = None
        self.sites: list[Site] = []
        self._site_ids: dict[int, int] = {}
        self.functions = {f.name: f for f in program.functions}
        self._ipdoms: dict[str, dict[str, str | None]] = {}
        self.places: list[ThreadPlace] = []
        # Happens-before per wave where that is exact (docs/check.md, "Scale"): the
        # program cannot make lanes of one wave synchronize differently (checked here
        # statically, and at every fence, async issue and wait: LaneClocksNeeded, which
        # only explore/check.py's caller of ``wave_clocks`` handles).
        wave_of = ([(t // launch.threads_per_workgroup) * launch.waves_per_workgroup
                    + (t % launch.threads_per_workgroup) // launch.wave_size
                    for t in range(launch.num_threads)]
                   if wave_clocks and not options.lane_clocks and wave_clocks_exact(program)
                   else None)
        needed = clock_bytes(launch.num_threads,
                             None if wave_of is None else max(wave_of, default=0) + 1)
        if needed > MAX_CLOCK_BYTES:
            # Estimate before allocating (issue 12): refuse a launch that cannot fit.
            raise AmdsyncError(
                "bad-launch", f"a launch of {launch.num_threads} work-items needs "
                f"{needed / (1 << 30):.0f} GiB of happens-before clocks (at most "
                f"{MAX_CLOCK_BYTES >> 30} GiB): lower --workgroups or --workgroup-size",
                Loc("<command line>"))
        self.clocks = Clocks(launch.num_threads, wave_of)
        if _uses_availability(program):
            self.clocks.enable_visibility()
        self.shadow = ShadowMemory(self.clocks, self.places)
        self.conflicts: list[Conflict] = []
        # Per conflict index: what the current function activation knew about the async
        # operation involved (for the counterexample): (mark sites covering it in order,
        # marks after it, last wait (site, count) or None).
        self.conflict_context: dict[int, AsyncContext] = {}
        self.async_records: dict[tuple[int, int], AsyncRecord] = {}  # (lane, n) → record
        self.tensor_ops: dict[int, list[TensorRecord]] = {}  # wave index → its tensor DMA
        self.states = 0
        self.states_at_fork = 0  # states already counted by the machine forked from
        # States exploration without reduction must visit at least: at every wave
        # instruction, each subset of the outstanding async operations may have
        # completed (each a distinct state). Reported by benches/check_speed.py.
        self.unreduced_lower_bound = 0
        self.memory_events = 0
        self.async_ops = 0
        self.start = time.monotonic()
        self.schedule_dependent: tuple[str, Loc] | None = None
        self.mark_completed_sites: set[int] = set()
        self.mark_sites: set[int] = set()
        self.wait_sites: dict[int, bool] = {}  # site → ever effective
        self.inline_notes: dict[int, str] = {}
        self._annotated: set[tuple[int, bool, bool]] = set()
        # Every wait executed: (site, count, wave, per-lane completed and issued counts).
        self.wait_log: list[tuple[int, int, int, IntArray, IntArray]] = []
        self.uninitialized_reads: list[tuple[int, int, int]] = []  # (site, lane, key)
        self.invisible: list[Invisible] = []  # hb-ordered but not location-ordered reads
        self.unfinished_async: list[tuple[int, int]] = []  # (lane, number) at wave end
        self.nonuniform_lds: set[int] = set()
        # Launches with atomic reads keep every write and atomic read per location, to
        # choose what each atomic read reads (explore/atomics.py, docs/check.md).
        self.atomic_log: AtomicLog | None = AtomicLog() if _has_atomic_reads(program) else None
        # An atomic read whose reads-from choice was not the hb-minimal one and could
        # synchronize: the explored execution then stands only for itself.
        self.rf_dependent: Loc | None = None
        # An atomic write some earlier atomic read may read though no schedule runs it
        # first (load buffering: over a barrier without fences, or between lanes of one
        # wave, ``_forced_order``).
        self.unexplored_order: tuple[Loc, str] | None = None  # where, and why
        # Each barrier-wait-acquire of one wave that synchronized with a
        # barrier-arrive-release of another (``_join_record``), as ExploreOptions'
        # barrier_pairs (a set replaced, never changed in place: forks share it).
        self.barrier_pairs: frozenset[tuple[int, int, int]] = frozenset()
        # Barriers run wave-locally: per (phase, launch wave) that arrived, what its
        # barrier-arrive-releases published and its execution order then; and whether a
        # run broke the mode's assumptions (a wave blocked for good, two arrives without
        # a wait), so that its verdict is not used.
        self.local_rows: dict[tuple[int, int], tuple[ReleaseRecord | None, dict[int, int]]] = {}
        self.local_broken = False
        self._atomic_infos: dict[tuple[int, int], AtomicInfo] = {}  # (lane, scope) →
        self.spin_blocked: dict[int, tuple[int, Loc, int]] = {}  # wave → (site, loc, key)
        self.spin_sites: dict[int, frozenset[str]] = {}
        self.value_dependent: set[int] = set()
        if self.atomic_log is not None:
            for function in program.functions:
                self.spin_sites.update(spin_loops(function))
                self.value_dependent |= value_dependent_reads(function)
        # Sleep set (Godefroid): waves whose poised atomic access was explored first in
        # an earlier sibling and that stay independent of what ran since.
        self.sleep: dict[int, Footprint] = {}
        self.choice_footprints: dict[int, Footprint] = {}
        self.forced_rf: dict[int, int] = {}
        # Locations whose lanes of the chosen instruction write in one order standing
        # for all (atomics.LaneGroup), per poised wave and for the chosen one.
        self.alike_options: dict[int, dict[int, tuple[Loc, bool, bool]]] = {}
        self.forced_alike: dict[int, tuple[Loc, bool, bool]] = {}
        self.pruned = False  # a sleep set left nothing to explore: covered elsewhere
        # Locations holding a value derived from an atomic read (taint through memory:
        # a plain load of one is as schedule-dependent as the atomic read).
        self.tainted_keys: set[int] = set()
        # First pass of a launch with compare-exchanges: per location, the (lane, atomic
        # scope) of its accesses and of the compare-exchanges that failed there (see
        # _watch_cas).
        self.cas_watch: dict[int, tuple[set[tuple[int, AtomicInfo | None]],
                                        set[tuple[int, AtomicInfo | None]]]] | None = (
            {} if self.atomic_log is not None and not full and _has_cmpxchg(program)
            else None)
        self._as_cache: dict[str, dict[str, int]] = {}
        self.deadlock: list[WaveState] | None = None
        self.schedules = 1
        # Definedness (explore/definedness.py): the reads whose value may be undef
        # (origins), the uses such values reached, and for a replay the reads a later
        # write showed to be racy: (site, thread component, clock) → (states before
        # that write, conflict index, key).
        self.origins: list[Origin] = []
        self._origin_ids: dict[tuple[int, str, int], int] = {}
        self.uses: dict[tuple[int, frozenset[int]], Use] = {}
        self.retro: dict[tuple[int, int, int], list[tuple[int, int, int, int, int]]] = {}
        # Conflicts of a write with an earlier read (conflict index → (states when the
        # write ran, bytes of the unit)): the read returned undef, found only later.
        self.late_reads: dict[int, tuple[int, int]] = {}
        # The scheduling choices made from outside (explore/check.py), each with the
        # sleep set it was made under, so a leaf can be replayed.
        self.history: list[tuple[Choice, dict[int, Footprint]]] = []
        self.script: list[tuple[Choice, dict[int, Footprint]]] | None = None
        self.replay_states = 0  # wave instructions a replay ran again
        # Redundant-synchronization analysis (explore/relax.py): per wait executed, its
        # location, wave, active lanes and the activation's marks.
        self.mark_log: list[tuple[Loc, int, BoolArray, list[WaveMark]]] | None = (
            [] if options.record_marks else None)
        self.conflict_waits: dict[int, int] = {}  # conflict → waits run before it
        self.incomplete: Incomplete | None = None  # the bound this execution stopped at
        self._layout_memory()
        self.waves = self._make_waves()
        self.barriers = Barriers(launch, self.waves, self.clocks.width)

    # ------------------------------------------------------------ set-up

    def _layout_memory(self) -> None:
        """LDS globals get offsets in declaration order (aligned); global variables and
        pointer arguments get disjoint regions."""
        regions: list[Region] = []
        self.global_addr: dict[str, int] = {}
        self.lds_names: list[tuple[int, int, str]] = []
        lds_end = 0
        index = 0
        next_named = 1
        for var in self.program.globals:
            if var.barrier_count:
                # Named barrier globals name barrier objects 1..16 in declaration order
                # (amdgpu-usage: named barriers; a GEP over them counts objects).
                self.global_addr[var.name] = NAMED_BARRIER_BASE + next_named
                next_named += var.barrier_count
                if next_named - 1 > MAX_NAMED_BARRIER:
                    raise AmdsyncError("too-many-named-barriers",
                                       f"@{var.name}: a workgroup has only "
                                       f"{MAX_NAMED_BARRIER} named barriers", var.loc)
                continue
            if var.addrspace == AddressSpace.LOCAL:
                lds_end = (lds_end + var.align - 1) // var.align * var.align
                self.global_addr[var.name] = lds_end
                size = var.size if not var.external else self.options.dynamic_lds
                self.lds_names.append((lds_end, lds_end + size, var.name))
                lds_end += size
            else:
                base = region_base(index)
                index += 1
                self.global_addr[var.name] = base
                regions.append(Region(var.name, base, var.size, var.addrspace))
        kernel = self.program.kernel_function
        # A parametric run's class (explore/param.py): the swept argument's values this
        # machine still stands for, and the split a poised wave asks for.
        self.param_values: IntArray | None = None
        self.param_split: list[IntArray] | None = None
        self.arg_values: dict[str, Value] = {}
        self.unknown_stride_index: dict[int, int] = {}  # buffer base → its one index
        rsrc_params = _buffer_resource_params(self.program)
        args = resolve(self.options.ties, self.options.args)
        swept = None if self.options.param is None else self.options.param[0]
        # Arguments that follow the swept one take a row per value too (explore/ties.py).
        followers = {t.name: t for t in self.options.ties if t.source == swept}
        for param in kernel.params:
            descriptor = param.name in rsrc_params
            if param.name in followers and (descriptor or isinstance(param.ty, PtrType)):
                raise AmdsyncError("bad-launch", f"--arg {followers[param.name].text}: the "
                                   "size of a pointer or buffer argument cannot follow the "
                                   "argument explored parametrically", kernel.loc)
            if isinstance(param.ty, PtrType) and param.ty.addrspace == AddressSpace.LOCAL:
                # An LDS pointer argument (OpenCL `__local int *`, HSA value kind
                # dynamic_shared_pointer): its own LDS allocation after the static and
                # extern LDS, of the bytes --arg NAME=BYTES gives, else of
                # UNSIZED_LDS_ARG bytes (docs/check.md, "LDS pointer arguments").
                size = args.get(param.name, UNSIZED_LDS_ARG)
                lds_end = (lds_end + LDS_ARG_ALIGN - 1) // LDS_ARG_ALIGN * LDS_ARG_ALIGN
                self.lds_names.append((lds_end, lds_end + size, param.name))
                self.arg_values[param.name] = splat(lds_end, self.width)
                lds_end += size
                continue
            if descriptor or isinstance(param.ty, PtrType):
                # A pointer argument is a disjoint buffer; so is a buffer descriptor given
                # as an argument (ptr addrspace(8), or the <4 x i32> of the older
                # intrinsics), of unknown stride and of the extent --arg NAME=BYTES
                # gives (its num_records), else unbounded (docs/check.md, "Buffer
                # resources").
                base = region_base(index)
                index += 1
                space = (AddressSpace.GLOBAL if descriptor or not isinstance(param.ty, PtrType)
                         else param.ty.addrspace)
                extent = args.get(param.name) if descriptor else None
                if extent is not None and extent < 0:
                    raise AmdsyncError("bad-launch", f"--arg {param.name}={extent}: a buffer "
                                       "resource's extent is a number of bytes (>= 0)",
                                       kernel.loc)
                regions.append(Region(param.name, base, extent, space))
                self.arg_values[param.name] = (
                    Rsrc(splat(base, self.width),
                         None if extent is None else splat(extent, self.width), None)
                    if descriptor else splat(base, self.width))
            elif self.options.param is not None and (param.name == swept
                                                     or param.name in followers):
                bits = compute.type_bits(param.ty) or 64
                values = np.array(self.options.param[1], dtype=np.int64)
                if param.name == swept:
                    self.param_values = values
                else:
                    tie = followers[param.name]
                    values = tie.scale * values + tie.offset
                self.arg_values[param.name] = wrap(
                    np.repeat(values[:, None], self.width, axis=1), bits)
            elif param.name in args:
                bits = compute.type_bits(param.ty) or 64
                self.arg_values[param.name] = wrap(splat(args[param.name], self.width), bits)
            else:
                self.arg_values[param.name] = UNKNOWN
        for name in [*args, *followers, *([] if swept is None else [swept])]:
            if name not in {p.name for p in kernel.params}:
                raise AmdsyncError("unknown-argument",
                                   f"kernel {kernel.name} has no parameter {name!r}",
                                   kernel.loc)
        self.lds_size = lds_end  # the LDS pointer arguments' allocations included
        self._kernel_params = frozenset(p.name for p in kernel.params)
        # The launch's constant blocks the kernel reads (explore/launch_memory.py).
        self.launch_blocks: dict[int, LaunchBlock] = {}  # region base → block
        self.launch_pointers: dict[o.IdKind, int] = {}
        for kind in sorted(_launch_pointer_kinds(self.program)):
            block = (implicit_arguments(self.launch, self.program.code_object_version
                                        or DEFAULT_CODE_OBJECT_VERSION)
                     if kind is o.IdKind.IMPLICITARG_PTR else dispatch_packet(self.launch))
            base = region_base(index)
            index += 1
            regions.append(Region(block.title, base, block.size, AddressSpace.CONSTANT))
            self.launch_blocks[base] = block
            self.launch_pointers[kind] = base
            for offset, byte in block.initial_bytes().items():
                self.shadow.define_initial(base + offset, byte)
        self.address_map = AddressMap(regions)
        self.initial_keys: set[int] = set()
        for var in self.program.globals:
            if var.addrspace != AddressSpace.LOCAL and var.init is not None:
                base = self.global_addr[var.name]
                for i, byte in enumerate(var.init):
                    self.shadow.define_initial(base + i, byte)

    def _make_waves(self) -> list[WaveState]:
        launch = self.launch
        waves: list[WaveState] = []
        per_wg = launch.threads_per_workgroup
        for wg in range(launch.num_workgroups):
            for local in range(per_wg):
                self.places.append(place_of(launch, wg, local))
            # A partial workgroup (amdgpu-usage, hidden_remainder_x) has fewer work-items
            # and waves; its unused wave slots exist, ended, so wave indices stay those
            # of ThreadPlace (docs/check.md, "Launch shapes").
            items = launch.items_in(wg)
            for w in range(launch.waves_per_workgroup):
                local_ids = np.arange(w * self.width, (w + 1) * self.width, dtype=np.int64)
                live = local_ids < items
                lanes = wg * per_wg + np.minimum(local_ids, per_wg - 1)
                kernel = self.program.kernel_function
                # Lanes as threads: one scheduled wave per live lane, the others of its
                # hardware wave inactive in it (docs/check.md, "Lanes as threads").
                masks = ([np.arange(self.width) == s for s in np.nonzero(live)[0]]
                         if self.options.lane_threads and live.any() else [live])
                for mask in masks:
                    frame = self._new_frame(kernel, mask, dict(self.arg_values))
                    waves.append(WaveState(
                        index=len(waves), workgroup=wg, wave_in_wg=w, lanes=lanes,
                        local_ids=local_ids, live=mask, frames=[frame],
                        issued=np.zeros(self.width, dtype=np.int64),
                        completed=np.zeros(self.width, dtype=np.int64),
                        done=not mask.any(),
                    ))
        return waves

    def launch_wave(self, wave: WaveState) -> int:
        """The wave's index in the launch (ThreadPlace.wave): ``wave.index`` too, except
        with lanes as threads, where each lane of a wave is scheduled on its own."""
        return wave.workgroup * self.launch.waves_per_workgroup + wave.wave_in_wg

    def wave_name(self, wave: WaveState) -> str:
        """The wave as findings name it: its index in the launch (ThreadPlace's), and
        with lanes as threads the lane this scheduled wave runs."""
        name = f"wave {self.launch_wave(wave)}"
        if self.options.lane_threads:
            name += f" lane {int(wave.lanes[int(np.argmax(wave.live))])}"
        return name

    def _new_frame(self, function: Function, mask: BoolArray, regs: dict[str, Value]) -> Frame:
        if function.name not in self._ipdoms:
            self._ipdoms[function.name] = immediate_post_dominators(function)
        blocks = function.block_map()
        return Frame(
            function=function, blocks=blocks,
            block_ids={name: i for i, name in enumerate(blocks)},
            ipdom=self._ipdoms[function.name], regs=regs,
            stack=[Entry(function.entry.name, 0, mask.copy(), None)],
            pred=np.full(self.width, -1, dtype=np.int64),
        )

    def site(self, op: o.Op | o.Terminator, function: str) -> int:
        key = id(op)
        found = self._site_ids.get(key)
        if found is None:
            found = len(self.sites)
            self.sites.append(Site(op, function, op.loc))
            self._site_ids[key] = found
        return found

    # ------------------------------------------------------------ scheduling

    def run(self) -> None:
        """Run the launch on one schedule, ordering poised barrier operations by wave
        index (for callers that do not explore barrier orders: the brute-force search
        and tests)."""
        while True:
            choices = self.run_until_choice()
            if not choices:
                return
            self.choose(choices[0])

    def run_until_choice(self) -> list[Choice]:
        """Run waves until the launch ends, deadlocks, or the next step is a choice
        between barrier operations whose order matters; returns those waves' indices
        (empty when the run is over).

        Each wave runs until it ends, blocks in a barrier wait, or is poised before a
        barrier modification (init, drop, arrive). Poised operations on one barrier
        object commute when they are plain arrives that all fit in the current phase;
        otherwise which one comes first decides the phases, and the caller explores
        each order (amdgpu-execution-synchronization: barrier-modification-order)."""
        while True:
            ran = False
            for wave in self.waves:
                if wave.spin_since is not None:
                    assert self.atomic_log is not None
                    if self.atomic_log.total == wave.spin_since:
                        continue  # spinning: nothing it reads has changed
                    wave.spin_since = None
                    self.spin_blocked.pop(wave.index, None)
                if (wave.done or wave.waiting is not None or wave.local_blocked
                        or self._poised(wave)):
                    continue
                self._run_wave(wave)
                ran = True
                if self.param_split is not None:
                    break
            if self.param_split is not None:
                # Split the class (explore/param.py) at once: each part then runs the
                # waves in the order a run of one of its values does.
                if self.script is None:
                    return [(PARAM_CHOICE, ((i, 0),)) for i in range(len(self.param_split))]
                if not self._replay_next():
                    return []
                continue
            if self._release_barriers():
                ran = True
            if ran:
                continue
            poised = [w for w in self.waves if not w.done and w.waiting is None
                      and w.spin_since is None and not w.local_blocked]
            if not poised:
                if any(w.local_blocked for w in self.waves):
                    # Cannot happen when the first run had no deadlock (its waits needed
                    # more); the run is not used (explore/check.py).
                    self.local_broken = True
                    return []
                if any(not w.done for w in self.waves):
                    self.deadlock = [w for w in self.waves if not w.done]
                return []
            by_barrier: dict[BarrierObject, list[WaveState]] = {}
            for wave in poised:
                if wave.poised_op is not None:
                    by_barrier.setdefault(wave.poised_op, []).append(wave)
            if by_barrier:
                # Barrier operations touch no memory: they commute with atomic accesses,
                # so they are ordered first.
                for barrier, waves in by_barrier.items():
                    if self._commute(barrier, waves):
                        for wave in waves:
                            wave.may_modify_barrier = True
                        break
                else:
                    barrier, waves = next(iter(by_barrier.items()))
                    if self.script is None:
                        return [(w.index, None) for w in waves]
                    if not self._replay_next():
                        return []
                continue
            choices = self._atomic_choices(poised)
            if choices is None:
                continue  # a spinning wave now waits; look again
            if not choices:
                return []
            if len(choices) == 1:
                self.choose(choices[0])
                continue
            if self.script is None:
                return choices
            if not self._replay_next():
                return []

    def _replay_next(self) -> bool:
        """Replay (explore/check.py): make the next recorded choice under the sleep set
        it was made under; False when the recorded execution ends here."""
        assert self.script is not None
        if not self.script:
            return False
        choice, sleep = self.script.pop(0)
        self.sleep = dict(sleep)
        self.choose(choice)
        return True

    def choose(self, choice: Choice) -> None:
        """Let the poised operation of this wave run next (for an atomic read, reading
        what the choice says)."""
        index, reads = choice
        if index == PARAM_CHOICE:
            assert reads is not None and len(reads) == 1
            self._param_choose(reads[0][0])
            return
        wave = self.waves[index]
        if wave.poised_atomic:
            wave.may_run_atomic = True
            self.forced_rf = dict(reads or ())
            self.forced_alike = self.alike_options.get(index, {})
            executed = self.choice_footprints.get(index)
            self.sleep.pop(index, None)
            if executed is not None:
                self.sleep = {w: fp for w, fp in self.sleep.items()
                              if not dependent(fp, executed)}
        else:
            wave.may_modify_barrier = True
        self._run_wave(wave)

    def _atomic_choices(self, poised: list[WaveState]) -> list[Choice] | None:
        """The atomic accesses that may run next and their reads-from options; None when
        a wave started spinning (the caller looks again); [] when nothing may run (a
        deadlock, or a sleep set covering this state)."""
        log = self.atomic_log
        assert log is not None
        choices: list[Choice] = []
        self.choice_footprints = {}
        asleep = False
        for wave in poised:
            if wave.index in self.sleep:
                asleep = True
                continue
            options, footprint = self._atomic_options(wave)
            if options is None:
                wave.spin_since = log.total
                return None
            self.choice_footprints[wave.index] = footprint
            choices += [(wave.index, option) for option in options]
        if len(choices) > self.options.max_schedules:
            raise Incomplete(f"schedule bound reached ({len(choices)} reads-from choices at "
                             "one step; raise --max-schedules)", None, bound=True)
        if not choices:
            if asleep:
                self.pruned = True
            else:
                self.deadlock = [w for w in self.waves if not w.done]
        return choices

    def _atomic_options(self, wave: WaveState) -> tuple[
            list[tuple[tuple[int, int], ...] | None] | None, Footprint]:
        """The options of the wave's poised atomic access (explore/atomics.py), per lane:
        for a store or read-modify-write, every coherence position its write may take
        (a read-modify-write reads the write before it); for a load whose value decides
        nothing, the hb-minimal write; for another load, every write coherence allows;
        for a spin load, only writes that end its loop (None: some lane has none yet)."""
        log = self.atomic_log
        assert log is not None
        frame = wave.frames[-1]
        entry = frame.stack[-1]
        op = frame.blocks[entry.block].ops[entry.index]
        assert isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg)
        addresses, active, addrspace = self._pointer(wave, frame, op.ptr, op.loc, entry.mask)
        keys, spaces = location_keys(addrspace, addresses, wave.workgroup, wave.lanes)
        slots = [int(s) for s in np.nonzero(active)[0]]
        footprint = (frozenset(int(keys[s]) for s in slots), not isinstance(op, o.Load))
        per_slot: list[list[int]] = []
        floors: list[int] = []
        for s in slots:
            lane = int(wave.lanes[s])
            key = int(keys[s])
            as_class = AS_LDS if spaces[s] == Space.LDS else AS_GLOBAL
            floor, hb_floor = log.coherent_floor(self.clocks, lane, as_class, key)
            floors.append(floor)
            newest = log.latest(key)
            if not isinstance(op, o.Load):
                # Where the write goes in coherence order (a read-modify-write reads the
                # write before it).
                per_slot.append(log.insert_positions(floor, key))
            elif id(op) not in self.value_dependent and hb_floor:
                per_slot.append([floor])
            else:
                per_slot.append(list(range(floor, newest + 1)))
        # Lanes of this instruction writing one location: their writes are ordered
        # among themselves too (``AtomicLog.lanes_insert_options``).
        sharing: dict[int, list[int]] = {}
        if not isinstance(op, o.Load):
            for i, s in enumerate(slots):
                sharing.setdefault(int(keys[s]), []).append(i)
        sharing = {key: lanes for key, lanes in sharing.items() if len(lanes) > 1}
        if isinstance(op, o.Load | o.CmpXchg | o.AtomicRMW) and id(op) in self.spin_sites:
            if sharing:
                raise Incomplete("lanes of one wave spin on one location with a read-modify-"
                                 "write (the orders of their writes are not explored as "
                                 "spin waits)", op.loc)
            exiting = self._spin_filter(wave, op, slots, keys, per_slot)
            if exiting is None:
                self.spin_blocked[wave.index] = (self.site(op, frame.function.name), op.loc,
                                                 int(keys[slots[0]]))
                return None, footprint
            per_slot = exiting
        bound = self.options.max_schedules
        groups: list[list[tuple[tuple[int, int], ...]]] = []
        alike = self._alike_lanes(wave, frame, op, slots, keys, sharing, floors)
        self.alike_options[wave.index] = alike
        for i, s in enumerate(slots):
            lanes = sharing.get(int(keys[s]))
            if lanes is None:
                groups.append([((s, c),) for c in per_slot[i]])
            elif lanes[0] == i:
                ways = log.lanes_insert_options(int(keys[s]), [floors[j] for j in lanes],
                                                not isinstance(op, o.Store), bound,
                                                int(keys[s]) in alike)
                if ways is None:
                    raise Incomplete(f"schedule bound reached (more than {bound} coherence "
                                     "orders of the lanes of one wave instruction writing "
                                     "one location; raise --max-schedules)", op.loc,
                                     bound=True)
                groups.append([tuple((slots[lanes[n]], position) for n, position in way)
                               for way in ways])
        options: list[tuple[tuple[int, int], ...] | None] = [()]
        for group in groups:
            options = [(*(opt or ()), *part) for opt in options for part in group]
            if len(options) > bound:
                raise Incomplete(f"schedule bound reached (more than {bound} reads-from "
                                 "choices for one wave instruction; raise --max-schedules)",
                                 op.loc, bound=True)
        return options, footprint

    def _alike_lanes(self, wave: WaveState, frame: Frame, op: o.Op, slots: list[int],
                     keys: IntArray, sharing: dict[int, list[int]], floors: list[int]
                     ) -> dict[int, tuple[Loc, bool, bool]]:
        """The locations where the lanes of this read-modify-write that write them are
        interchangeable (atomics.LaneGroup; docs/check.md, "Lanes of one instruction
        writing one location"), with whether they release and whether their operands
        differ. Interchangeable: one coherence floor and the same operand in every lane,
        so every order leaves the same values at the same coherence places (or an
        operation that commutes and associates, which leaves the same value after the
        last of them); a value read that decides nothing; and
        nothing a lane could acquire there — a release of the writes from the floor on,
        or of another lane of the group — that it does not know already, so no order
        changes what the lanes themselves know. One order then stands for all until an
        access tells them apart (atomics.LaneOrdersNeeded)."""
        if (not sharing or self.options.lane_orders or not isinstance(op, o.AtomicRMW)
                or self.clocks.vis is not None):
            return {}
        atomic = o.atomicity(op)
        log = self.atomic_log
        if atomic is None or log is None:
            return {}
        operand = self._eval(wave, frame, op.value)
        if not isinstance(operand, np.ndarray):
            return {}
        out: dict[int, tuple[Loc, bool, bool]] = {}
        for key, lanes in sharing.items():
            group = [slots[j] for j in lanes]
            if len({floors[j] for j in lanes}) != 1:
                continue
            # Different operands: an operation that commutes and associates leaves the
            # same value after all of the group's writes (not between them), when they
            # follow each other (no write after the floor to fall between).
            values = len({int(operand[s]) for s in group}) != 1
            if values and (not _commuting(op)
                           or floors[lanes[0]] != log.latest(key)):
                continue
            if id(op) in self.value_dependent and (values or not self._keeps_value(
                    op, key, floors[lanes[0]], int(operand[group[0]]))):
                # The value each lane reads decides something: only when every lane
                # reads the same value in every order (the operation writes back the
                # value it reads, and no write lies after the floor).
                continue
            floor = max(floors[lanes[0]], 0)
            offered = [p.clock for w in log.writes.get(key, ())[floor:] for p in w.published]
            releases = False
            for s in group:
                lane = int(wave.lanes[s])
                if atomic.ordering.is_release:
                    offered.append(self.clocks.snapshot(lane))
                    releases = True
                elif wave.has_release is not None and wave.has_release[s]:
                    assert wave.release_clock is not None
                    offered.append(wave.release_clock[s])
                    releases = True
            if all(self.clocks.knows(int(wave.lanes[s]), clock)
                   for s in group for clock in offered):
                out[key] = (op.loc, releases, values)
        return out

    def _keeps_value(self, op: o.AtomicRMW, key: int, floor: int, operand: int) -> bool:
        """Does ``op`` with ``operand`` write back the value the write at ``floor``, the
        latest of ``key``, holds (``atomicMax(&x, 0)`` on x ≥ 0, an add of 0, …)?"""
        log = self.atomic_log
        bits = compute.type_bits(op.ty)
        if log is None or bits is None or floor != log.latest(key):
            return False
        value = compute.from_bytes(self._value_at(key, floor, op.size), bits)
        if value is None:
            return False
        mask = (1 << bits) - 1
        su, bu = value & mask, operand & mask
        ss, bs = (x - (1 << bits) if x >> (bits - 1) else x for x in (su, bu))
        keeps = {"add": bu == 0, "sub": bu == 0, "xor": bu == 0, "or": su | bu == su,
                 "and": su & bu == su, "xchg": bu == su, "max": ss >= bs, "min": ss <= bs,
                 "umax": su >= bu, "umin": su <= bu}
        return keeps.get(op.op, False)

    def _spin_filter(self, wave: WaveState, op: o.Load | o.CmpXchg | o.AtomicRMW,
                     slots: list[int], keys: IntArray,
                     per_slot: list[list[int]]) -> list[list[int]] | None:
        """Keep, per lane, the writes whose value makes it leave the spin loop (an
        iteration that stays changes nothing: spin-assume). None: some lane has none, so
        the wave waits for a write. A compare-exchange's options are the coherence
        positions of its write; it reads the write just before."""
        log = self.atomic_log
        assert log is not None
        bits = compute.type_bits(op.ty) or op.size * 8
        before = 1 if isinstance(op, o.CmpXchg | o.AtomicRMW) else 0
        keep: list[list[int]] = [[] for _ in slots]
        for position in range(max(len(c) for c in per_slot)):
            values = np.zeros(self.width, dtype=np.int64)
            for i, s in enumerate(slots):
                key = int(keys[s])
                index = per_slot[i][min(position, len(per_slot[i]) - 1)] - before
                value = compute.from_bytes(self._value_at(key, index, op.size), bits)
                if value is None:
                    return per_slot  # an unknown value: keep every choice
                values[s] = value
            exits = self._spin_exits(wave, op, values)
            if exits is None:
                return per_slot
            for i, s in enumerate(slots):
                index = per_slot[i][min(position, len(per_slot[i]) - 1)]
                if exits[s] and index not in keep[i]:
                    keep[i].append(index)
        if any(not k for k in keep):
            return None
        return keep

    def _spin_exits(self, wave: WaveState, op: o.Load | o.CmpXchg | o.AtomicRMW,
                    values: IntArray) -> BoolArray | None:
        """Which active lanes leave the spin loop when the load reads ``values``: run a
        copy of the wave from the load until it is back at the load (those lanes stay)
        or out of the loop. None when that cannot be decided."""
        scratch = fork_wave(wave)
        scratch.spin_seen = {}
        frame = scratch.frames[-1]
        entry = frame.stack[-1]
        block, index = entry.block, entry.index
        region = self.spin_sites[id(op)]
        start = entry.mask.copy()
        entry.index += 1
        self._assign(frame, start, op.dest, values)
        exits = np.zeros_like(start)
        depth = len(scratch.frames)
        try:
            for _ in range(10_000):
                if len(scratch.frames) != depth or not frame.stack:
                    return None
                top = frame.stack[-1]
                if top.block == block and top.index == index:
                    return start & ~top.mask
                if top.block not in region:
                    exits |= top.mask & start
                    frame.stack.pop()
                    if not frame.stack:
                        return exits
                    continue
                self.step(scratch)
        except (Incomplete, AmdsyncError):
            return None
        return None

    def _poised(self, wave: WaveState) -> bool:
        return (wave.poised_op is not None and not wave.may_modify_barrier) or (
            wave.poised_atomic and not wave.may_run_atomic) or wave.poised_param

    def _commute(self, barrier: BarrierObject, waves: list[WaveState]) -> bool:
        """Do these poised operations land in the same phase whatever their order?"""
        if len(waves) == 1:
            return True
        state = self.barriers.state(barrier)
        for wave in waves:
            if not _plain_arrive(self._next_op(wave)):
                return False
        return state.initialized and len(waves) <= state.expected - state.arrived

    def _next_op(self, wave: WaveState) -> o.Op | None:
        frame = wave.frames[-1]
        entry = frame.stack[-1]
        block = frame.blocks[entry.block]
        return block.ops[entry.index] if entry.index < len(block.ops) else None

    def _release_barriers(self) -> bool:
        released = False
        for wave in self.waves:
            if wave.local_blocked and self._paired_rows_ready(wave):
                wave.local_blocked = False  # (it runs its wait again, which passes)
                released = True
            if wave.waiting is not None and self.barriers.can_finish(wave):
                self.barriers.finish_wait(wave)
                released = True
        return released

    def fork(self, keep_owned: bool = False) -> Machine:
        """An independent copy of the execution state (the program and static tables
        are shared). ``keep_owned``: see ShadowMemory.fork."""
        new = copy.copy(self)
        new.states_at_fork = self.states
        new.waves = [fork_wave(w) for w in self.waves]
        new.barriers = self.barriers.copy()
        new.clocks = self.clocks.copy()
        new.shadow = self.shadow.fork(keep_owned)
        new.shadow.clocks = new.clocks
        new.conflicts = list(self.conflicts)
        new.conflict_context = dict(self.conflict_context)
        new.async_records = dict(self.async_records)
        new.tensor_ops = {w: [TensorRecord(r.mask, r.numbers, r.owner_slot, r.owner_number,
                                           r.done.copy()) for r in records]
                          for w, records in self.tensor_ops.items()}
        new.atomic_log = None if self.atomic_log is None else self.atomic_log.copy()
        new.spin_blocked = dict(self.spin_blocked)
        new.sleep = dict(self.sleep)
        new.local_rows = dict(self.local_rows)
        new.tainted_keys = set(self.tainted_keys)
        if self.cas_watch is not None:
            new.cas_watch = {k: (set(a), set(f)) for k, (a, f) in self.cas_watch.items()}
        new.forced_rf = {}
        new.mark_completed_sites = set(self.mark_completed_sites)
        new.wait_sites = dict(self.wait_sites)
        new.inline_notes = dict(self.inline_notes)
        new._annotated = set(self._annotated)
        new.uninitialized_reads = list(self.uninitialized_reads)
        new.invisible = list(self.invisible)
        new.unfinished_async = list(self.unfinished_async)
        new.wait_log = list(self.wait_log)
        new.origins = list(self.origins)
        new._origin_ids = dict(self._origin_ids)
        new.uses = dict(self.uses)
        new.history = list(self.history)
        new.late_reads = dict(self.late_reads)
        if self.mark_log is not None:
            new.mark_log = list(self.mark_log)
        new.conflict_waits = dict(self.conflict_waits)
        return new

    def _check_bounds(self, loc: Loc) -> None:
        self.states += 1
        if self.states > self.options.max_states:
            raise Incomplete(f"state bound reached ({self.options.max_states} wave "
                             "instructions; raise --max-states)", loc, bound=True)
        if self.states % 4096 == 0 and self.options.progress is not None:
            self.options.progress(self.states)
        if self.states % 64 == 0 and (time.monotonic() - self.start
                                      + self.options.time_spent > self.options.timeout):
            raise Incomplete(f"time bound reached ({self.options.timeout:.3g} s; raise "
                             "--timeout)", loc, bound=True)

    # ------------------------------------------------------------ one wave

    def _run_wave(self, wave: WaveState) -> None:
        while self.step(wave) == RAN:
            self.unreduced_lower_bound += 1 << int((wave.issued - wave.completed).sum())


    def step(self, wave: WaveState) -> str:
        """Execute one wave instruction (phis of a block run with its first op).
        Returns RAN, BLOCKED (in a barrier wait) or DONE (the wave ended now)."""
        while wave.frames:
            frame = wave.frames[-1]
            if not frame.stack:
                self._return(wave)
                continue
            entry = frame.stack[-1]
            block = frame.blocks[entry.block]
            if not entry.phis_done:
                self._run_phis(wave, frame, entry)
            if entry.index < len(block.ops):
                op = block.ops[entry.index]
                if self.param_values is not None and self._param_poise(wave, frame,
                                                                       entry, op):
                    return POISED
                if self.options.barriers_skipped and isinstance(op, o.BARRIER_OPS):
                    # Execution order only (barriers_order_no_memory), or memory order
                    # within the wave and with the waves that pair with it
                    # (barriers_local).
                    if self.options.barriers_local and not self._wave_local_barrier(wave,
                                                                                    op):
                        return BLOCKED
                    entry.index += 1
                    return RAN
                if isinstance(op, _MODIFYING) and not wave.may_modify_barrier:
                    barrier = self._barrier_object(wave, frame, op)
                    if barrier is not None:
                        wave.poised_op = barrier
                        return POISED
                wave.may_modify_barrier = False
                wave.poised_op = None
                if self.full and o.atomicity(op) is not None and not wave.may_run_atomic:
                    wave.poised_atomic = True
                    return POISED
                wave.may_run_atomic = False
                wave.poised_atomic = False
                entry.index += 1
                if isinstance(op, o.Phi):
                    continue
                self._check_bounds(op.loc)
                ran = self._execute(wave, frame, entry, op)
                self._record_uniform(wave, frame, entry.mask, op)
                return RAN if ran else BLOCKED
            if self.param_values is not None and self._param_poise(wave, frame, entry,
                                                                   block.term):
                return POISED
            self._check_bounds(block.term.loc)
            self._terminate(wave, frame, entry, block.term)
            return RAN
        self._end_wave(wave)
        return DONE

    # ------------------------------------------------------------ parametric runs

    def _param_poise(self, wave: WaveState, frame: Frame, entry: Entry,
                     node: o.Op | o.Terminator) -> bool:
        """Stop the wave before ``node`` when the values of the class would see
        different things there (explore/param.py): the split is the machine's next
        choice. Data flow between registers never stops it; a plain read of an input
        buffer at addresses that differ is relaxed instead."""
        values = self.param_values
        assert values is not None
        if wave.poised_param:
            return True
        if len(values) == 1 or isinstance(node, _PARAM_DATA):
            return False
        active = entry.mask
        parts: list[IntArray] = []
        for operand, relaxable in _param_operands(node):
            value = frame.regs.get(operand.name)
            if value is None or not is_param(value):
                continue
            if relaxable and self._param_relaxed(frame, operand, value, active):
                continue
            parts.append(rows(value, active, len(values)))
        if not parts:
            return False
        groups = partition(parts)
        if groups is None:
            return False
        if self.param_split is None:
            self.param_split = groups
        wave.poised_param = True
        return True

    def _param_relaxed(self, frame: Frame, operand: o.Reg, value: Value,
                       active: BoolArray) -> bool:
        """May a plain read through ``value`` (addresses per class value) be relaxed:
        it reads one global region nothing but plain reads has touched? Then the
        region is assumed read-only from now on (explore/param.py)."""
        assert self.param_values is not None
        count = len(self.param_values)
        if isinstance(value, BufPtr):
            addr = spread(value.addr, count)[:, active]
            used = addr[spread(value.in_range, count)[:, active]]
        elif isinstance(value, np.ndarray) and self._addrspace(frame, operand) in (
                AddressSpace.GLOBAL, AddressSpace.CONSTANT):
            used = value[:, active].reshape(-1)
        else:
            return False
        if not used.size:
            return True
        regions = np.unique(used >> REGION_SHIFT)
        if len(regions) != 1 or int(used.max()) >= GLOBAL_KEYS:
            return False
        region = int(regions[0])
        if region in self.shadow.touched or not self.shadow.lazy_reads:
            return False
        self.shadow.readonly.add(region)
        return True

    def _param_choose(self, index: int) -> None:
        """Continue with one part of the split class: every register keeps the rows of
        that part's values."""
        assert self.param_split is not None and self.param_values is not None
        part = self.param_split[index]
        self.param_split = None
        self.param_values = self.param_values[part]
        for wave in self.waves:
            wave.poised_param = False
            for frame in wave.frames:
                frame.regs = {name: select(v, part) if is_param(v) else v
                              for name, v in frame.regs.items()}
        self.arg_values = {name: select(v, part) if is_param(v) else v
                           for name, v in self.arg_values.items()}

    def _record_uniform(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.Op) -> None:
        """The value numbers of ``op``'s result (explore/uniform.py)."""
        if self.numbering is None:
            return
        dest = getattr(op, "dest", None)
        if isinstance(dest, str) and dest not in frame.regs:
            frame.uniform.pop(dest, None)  # a call's result, assigned at its return
            return
        loaded, self._loaded = self._loaded, None
        uniform.record(self.numbering, frame.uniform, self._params_of(wave, frame), op,
                       mask, lambda x: self._eval(wave, frame, x, True),
                       loaded if isinstance(op, o.Load) else None)

    def _params_of(self, wave: WaveState, frame: Frame) -> frozenset[str]:
        """The kernel's arguments, one value in every lane, when ``frame`` is the
        kernel's activation (a callee's parameters are per-lane values)."""
        return self._kernel_params if frame is wave.frames[0] else frozenset()

    def _end_wave(self, wave: WaveState) -> None:
        wave.done = True
        for slot in np.nonzero(wave.live)[0]:
            lane = int(wave.lanes[slot])
            for n in range(int(wave.completed[slot]) + 1, int(wave.issued[slot]) + 1):
                self.unfinished_async.append((lane, n))
        self.barriers.end_wave(wave)

    def _run_phis(self, wave: WaveState, frame: Frame, entry: Entry) -> None:
        entry.phis_done = True
        block = frame.blocks[entry.block]
        updates: list[tuple[str, Value, set[str]]] = []
        undef_updates: list[tuple[str, RegShadow | None]] = []
        for op in block.ops:
            if not isinstance(op, o.Phi):
                break
            result: Value | None = None
            taint = False
            shadows: list[tuple[BoolArray, RegShadow]] = []
            for pred_name, operand in op.incoming:
                pid = frame.block_ids.get(pred_name, -2)
                lanes = entry.mask & (frame.pred == pid)
                if not lanes.any():
                    continue
                if frame.undef and isinstance(operand, o.Reg):
                    incoming = frame.undef.get(operand.name)
                    if incoming is not None:
                        shadows.append((lanes, incoming))
                value = self._eval(wave, frame, operand, True)
                if isinstance(operand, o.Reg) and operand.name in frame.tainted:
                    taint = True
                if not isinstance(value, np.ndarray):
                    result = UNKNOWN  # lanes mixing untracked values: untracked
                    continue
                if result is None:
                    old = frame.regs.get(op.dest)
                    result = old.copy() if isinstance(old, np.ndarray) else value.copy()
                if isinstance(result, np.ndarray):
                    result = np.where(lanes, value, result)
            if result is None:
                old_val = frame.regs.get(op.dest)
                result = old_val if old_val is not None else UNKNOWN
            updates.append((op.dest, result, {op.dest} if taint else set()))
            if frame.undef:
                undef_updates.append((op.dest, self._phi_shadow(frame, op, shadows)))
        for dest, shadow in undef_updates:
            self._set_undef(frame, entry.mask, dest, shadow)
        for dest, value, taint_set in updates:
            self._assign(frame, entry.mask, dest, value)
            frame.uniform.pop(dest, None)  # lanes may come from different edges
            if taint_set:
                frame.tainted |= taint_set
            else:
                frame.tainted.discard(dest)

    # ------------------------------------------------------------ values

    def _eval(self, wave: WaveState, frame: Frame, operand: o.Operand,
              keep: bool = False) -> Value:
        """An operand's lane vector. In a parametric run a register may hold one row per
        value of the class: data flow between registers keeps the rows (``keep``);
        anything else sees one vector, the class having been split before the
        instruction ran so that every value sees the same (explore/param.py)."""
        match operand:
            case o.Reg(name):
                value = frame.regs.get(name)
                if value is None:
                    raise AmdsyncError("undefined-value",
                                       f"%{name} is used before it is defined",
                                       frame.function.loc)
                if not keep and self.param_values is not None and is_param(value):
                    return collapse(value)
                return value
            case o.Const(value, _):
                return splat(value, self.width)
            case o.GlobalAddr(name, _):
                if name not in self.global_addr:
                    raise AmdsyncError("unknown-global", f"unknown global @{name}",
                                       frame.function.loc)
                return splat(self.global_addr[name], self.width)
            case o.NullPtr():
                return splat(0, self.width)
            case o.FloatConst() | o.Undef():
                return UNKNOWN
            case _:
                assert_never(operand)

    def _assign(self, frame: Frame, mask: BoolArray, dest: str, value: Value) -> None:
        old = frame.regs.get(dest)
        if (isinstance(value, np.ndarray) and isinstance(old, np.ndarray)
                and not mask.all()):
            frame.regs[dest] = np.where(mask, value, old)
        else:
            frame.regs[dest] = value

    def _taint(self, frame: Frame, dest: str | None, operands: tuple[o.Operand, ...]) -> None:
        if dest is None:
            return
        if any(isinstance(x, o.Reg) and x.name in frame.tainted for x in operands):
            frame.tainted.add(dest)
        else:
            frame.tainted.discard(dest)

    def _known(self, value: Value, what: str, loc: Loc, frame: Frame,
               operand: o.Operand) -> IntArray:
        if isinstance(operand, o.Reg) and operand.name in frame.tainted:
            self.schedule_dependent = (what, loc)
        if isinstance(value, np.ndarray):
            return value
        if isinstance(value, BufPtr):
            return value.addr
        unset = [name for name, v in self.arg_values.items() if v is UNKNOWN]
        hint = ""
        if unset:
            hint = " (scalar kernel arguments without a value: " + ", ".join(
                f"pass --arg {name}=VALUE" for name in unset) + ")"
        raise Incomplete(f"{what} depends on a value amdsync does not track{hint}", loc)


    # ------------------------------------------------------------ definedness

    def _reg_undef(self, frame: Frame, operand: o.Operand | None) -> RegShadow | None:
        """The undefined bytes of an operand. Literal ``undef``/``poison`` operands are
        not tracked: they are the compiler's own choice (e.g. the lanes of a vector
        still being built), not a read (docs/check.md)."""
        if frame.undef and isinstance(operand, o.Reg):
            return frame.undef.get(operand.name)
        return None

    def _set_undef(self, frame: Frame, mask: BoolArray, dest: str,
                   shadow: RegShadow | None) -> None:
        old = frame.undef.get(dest)
        if shadow is None:
            if old is None:
                return
            if mask.all():
                del frame.undef[dest]
                return
            kept = np.where(mask, np.int64(0), old.bytes)
            if kept.any():
                frame.undef[dest] = RegShadow(kept, old.origins, old.path)
            else:
                del frame.undef[dest]
            return
        if old is None or mask.all():
            frame.undef[dest] = shadow if mask.all() else RegShadow(
                np.where(mask, shadow.bytes, np.int64(0)), shadow.origins, shadow.path)
            return
        frame.undef[dest] = RegShadow(np.where(mask, shadow.bytes, old.bytes),
                                      join_origins(old.origins, shadow.origins),
                                      shadow.path)

    def _phi_shadow(self, frame: Frame, op: o.Phi,
                    shadows: list[tuple[BoolArray, RegShadow]]) -> RegShadow | None:
        if not shadows:
            return None
        result = np.zeros(self.width, dtype=np.int64)
        for lanes, incoming in shadows:
            result = np.where(lanes, incoming.bytes, result)
        return combine([sh for _, sh in shadows], result,
                       self.site(op, frame.function.name))

    def _use(self, wave: WaveState, frame: Frame, operand: o.Operand | None,
             mask: BoolArray, what: str, site: int) -> None:
        """An undefined value reaching a use is a finding (docs/check.md)."""
        shadow = self._reg_undef(frame, operand)
        if shadow is None:
            return
        lanes = shadow.lanes(mask)
        if lanes.any():
            self._record_use(wave, site, what, lanes, shadow.origins, shadow.path)

    def _record_use(self, wave: WaveState, site: int, what: str, lanes: BoolArray,
                    origins: frozenset[int], path: tuple[int, ...]) -> None:
        key = (site, origins)
        count = int(lanes.sum())
        old = self.uses.get(key)
        if old is None:
            first = int(wave.lanes[int(np.argmax(lanes))])
            self.uses[key] = Use(site, what, first, count, origins, extend_path(path, site))
        else:
            self.uses[key] = Use(old.site, old.what, old.lane, old.lanes + count,
                                 old.origins, old.path)

    def _origin(self, kind: str, site: int, lane: int, key: int, ref: int,
                prior_site: int) -> int:
        """The origin of undefined bytes: one per read site, cause and conflicting
        access; the first instance is its counterexample."""
        ident = (site, kind, prior_site)
        found = self._origin_ids.get(ident)
        if found is None:
            found = len(self.origins)
            self.origins.append(Origin(kind, site, lane, key, ref))
            self._origin_ids[ident] = found
        return found

    def _read_taints(self, parts: list[UndefPart] | None, site: int, lane: int, tid: int,
                     clock: int, base: int, size: int) -> list[Taint | None] | None:
        """Per byte of a read, whether it may be undef and why (None: all defined)."""
        taints: list[Taint | None] | None = None
        for offset, width, cause in parts or ():
            if isinstance(cause, Taint):
                taint = Taint(cause.origins, extend_path(cause.path, site))
            else:
                tag, ref = cause
                if tag == "c":
                    prior = self.conflicts[ref].prior_site
                    oid = self._origin("conflict", site, lane, base + offset, ref, prior)
                elif tag == "i":
                    prior = self.invisible[ref].write[2]
                    oid = self._origin("invisible", site, lane, base + offset, ref, prior)
                else:
                    oid = self._origin("unwritten", site, lane, ref, -1, -1)
                taint = Taint(frozenset((oid,)), (site,))
            taints = taints if taints is not None else [None] * size
            for i in range(offset, min(offset + width, size)):
                taints[i] = taint
        for limit, ref, key, width, writer in self.retro.get((site, tid, clock), ()):
            if self.states >= limit:
                continue
            oid = self._origin("conflict", site, lane, key, ref, writer)
            taints = taints if taints is not None else [None] * size
            for i in range(max(key - base, 0), min(key - base + width, size)):
                if taints[i] is None:  # what the read itself saw is the first story
                    taints[i] = Taint(frozenset((oid,)), (site,))
        return taints

    def _taints_of(self, shadow: RegShadow | None, slot: int, size: int,
                   site: int) -> list[Taint | None] | None:
        """Per byte of a stored register value, where its undefined bytes came from."""
        if shadow is None:
            return None
        bits = int(shadow.bytes[slot])
        if not bits:
            return None
        taint = Taint(shadow.origins, extend_path(shadow.path, site))
        return [taint if bits >> min(i, 63) & 1 else None for i in range(size)]

    def _propagate(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.Op) -> None:
        """Definedness of a computation's result (explore/definedness.py)."""
        sh = self._reg_undef
        dest = o.op_dest(op)
        if dest is None:
            return
        operands: list[o.Operand]
        match op:
            case o.BinOp(_, _, lhs, rhs, ty):
                a, b = sh(frame, lhs), sh(frame, rhs)
                if a is None and b is None:
                    result = None
                else:
                    result = combine([a, b], binop_bytes(op, _bytes(a, self.width),
                                                         _bytes(b, self.width),
                                                         width_of(ty)),
                                     self.site(op, frame.function.name))
            case o.Select(_, cond, if_true, if_false, ty):
                c, a, b = sh(frame, cond), sh(frame, if_true), sh(frame, if_false)
                if c is None and a is None and b is None:
                    result = None
                else:
                    # LangRef, select: only the chosen operand's value is the result;
                    # an undefined condition leaves the result undefined.
                    cv = self._eval(wave, frame, cond)
                    ma, mb = _bytes(a, self.width), _bytes(b, self.width)
                    chosen = (np.where(cv != 0, ma, mb) if isinstance(cv, np.ndarray)
                              else ma | mb)
                    chosen = np.where(_bytes(c, self.width) != 0,
                                      np.int64(full(width_of(ty))), chosen)
                    result = combine([c, a, b], chosen.astype(np.int64),
                                     self.site(op, frame.function.name))
            case o.Cast():
                a = sh(frame, op.value)
                cast = cast_bytes(op, a.bytes) if a is not None else None
                result = None if cast is None else combine(
                    [a], cast, self.site(op, frame.function.name))
            case o.Opaque() | o.ICmp() | o.PtrAdd() | o.WaveOp() | o.MakeBufferRsrc() | (
                    o.BufferAddr()):
                operands = _operands_of(op)
                shadows = [sh(frame, x) for x in operands]
                if all(x is None for x in shadows):
                    result = None
                else:
                    masks = [_bytes(x, self.width) for x in shadows]
                    result_ty = _result_type(op)
                    width = width_of(result_ty) if result_ty is not None else 16
                    if isinstance(op, o.Opaque) and not cross_lane(op):
                        bytes_ = opaque_bytes(op, masks)
                    elif isinstance(op, o.ICmp):
                        bytes_ = np.where(masks[0] | masks[1] != 0, np.int64(1),
                                          np.int64(0)).astype(np.int64)
                    elif isinstance(op, o.PtrAdd):
                        merged = masks[0] | masks[1]
                        low = merged & -merged
                        bytes_ = np.where(merged != 0, ~(low - 1), np.int64(0)).astype(
                            np.int64) & np.int64(full(width))
                    elif isinstance(op, o.WaveOp) or (isinstance(op, o.Opaque)
                                                      and cross_lane(op)):
                        # Cross-lane: any active lane's undefined input reaches all.
                        hit = any((m[mask] != 0).any() for m in masks)
                        bytes_ = np.full(self.width, full(width) if hit else 0,
                                         dtype=np.int64)
                    else:
                        hit_lanes = np.zeros(self.width, dtype=np.bool_)
                        for m in masks:
                            hit_lanes |= m != 0
                        bytes_ = np.where(hit_lanes, np.int64(full(width)),
                                          np.int64(0)).astype(np.int64)
                    result = combine(shadows, bytes_, self.site(op, frame.function.name))
            case _:
                result = None
        self._set_undef(frame, mask, dest, result)

    # ------------------------------------------------------------ control flow

    def _terminate(self, wave: WaveState, frame: Frame, entry: Entry,
                   term: o.Terminator) -> None:
        match term:
            case o.Br(target):
                self._goto(frame, entry, [(target, entry.mask)])
            case o.CondBr(cond, if_true, if_false):
                if frame.undef:
                    self._use(wave, frame, cond, entry.mask, "decides a branch",
                              self.site(term, frame.function.name))
                value = self._known(self._eval(wave, frame, cond), "a branch condition",
                                    term.loc, frame, cond)
                taken = entry.mask & (value != 0)
                self._goto(frame, entry, [(if_true, taken), (if_false, entry.mask & ~taken)])
            case o.Switch(value_op, default, cases):
                if frame.undef:
                    self._use(wave, frame, value_op, entry.mask, "decides a switch",
                              self.site(term, frame.function.name))
                value = self._known(self._eval(wave, frame, value_op), "a switch value",
                                    term.loc, frame, value_op)
                remaining = entry.mask.copy()
                groups: dict[str, BoolArray] = {}
                for case_value, target in cases:
                    hit = remaining & (value == case_value)
                    if hit.any():
                        groups[target] = groups.get(target, np.zeros_like(hit)) | hit
                        remaining &= ~hit
                if remaining.any():
                    groups[default] = groups.get(default, np.zeros_like(remaining)) | remaining
                self._goto(frame, entry, list(groups.items()))
            case o.Ret(value_op):
                if value_op is not None:
                    returned = self._eval(wave, frame, value_op)
                    ret_undef = self._reg_undef(frame, value_op)
                    if ret_undef is not None or frame.ret_undef is not None:
                        old_bytes = _bytes(frame.ret_undef, self.width)
                        new_bytes = np.where(entry.mask, _bytes(ret_undef, self.width),
                                             old_bytes)
                        frame.ret_undef = combine([ret_undef, frame.ret_undef], new_bytes,
                                                  self.site(term, frame.function.name))
                    if isinstance(value_op, o.Reg) and value_op.name in frame.tainted:
                        frame.ret_tainted = True
                    if frame.ret_value is None or not isinstance(returned, np.ndarray):
                        frame.ret_value = returned
                    elif isinstance(frame.ret_value, np.ndarray):
                        frame.ret_value = np.where(entry.mask, returned, frame.ret_value)
                frame.stack.pop()
                if len(wave.frames) == 1 and frame.stack:
                    # Some lanes leave the kernel while others go on.
                    exited = wave.exited if wave.exited is not None else np.zeros_like(
                        entry.mask)
                    wave.exited = exited | entry.mask
            case o.Unreachable():
                raise AmdsyncError("unreachable-executed",
                                   "execution reached 'unreachable' (undefined behaviour)",
                                   term.loc)
            case _:
                assert_never(term)

    def _goto(self, frame: Frame, entry: Entry, targets: list[tuple[str, BoolArray]]) -> None:
        """Move the entry's lanes to their targets, diverging and reconverging at the
        immediate post-dominator like SIMT hardware."""
        here = frame.block_ids[entry.block]
        live = [(t, m) for t, m in targets if m.any()]
        for _, mask in live:
            frame.pred[mask] = here
        if len(live) <= 1:
            if not live:
                frame.stack.pop()
                return
            self._enter(frame, entry, live[0][0])
            return
        rpc = frame.ipdom.get(entry.block)
        frame.stack.pop()
        if rpc is not None and rpc != entry.rpc:
            frame.stack.append(Entry(rpc, 0, entry.mask.copy(), entry.rpc))
            inner_rpc: str | None = rpc
        else:
            inner_rpc = entry.rpc
        for target, mask in reversed(live):
            if target == inner_rpc:
                continue  # these lanes wait at the reconvergence point
            frame.stack.append(Entry(target, 0, mask.copy(), inner_rpc))

    def _enter(self, frame: Frame, entry: Entry, target: str) -> None:
        if target == entry.rpc:
            frame.stack.pop()
            return
        entry.block = target
        entry.index = 0
        entry.phis_done = False

    def _return(self, wave: WaveState) -> None:
        frame = wave.frames.pop()
        if not wave.frames:
            return
        caller = wave.frames[-1]
        entry = caller.stack[-1]
        if frame.call_dest is not None:
            self._assign(caller, entry.mask, frame.call_dest,
                         frame.ret_value if frame.ret_value is not None else UNKNOWN)
            if caller.undef or frame.ret_undef is not None:
                self._set_undef(caller, entry.mask, frame.call_dest, frame.ret_undef)
            if frame.ret_tainted:
                caller.tainted.add(frame.call_dest)
            else:
                caller.tainted.discard(frame.call_dest)
        # Marks the callee made are not in the caller's sequence, but inlining would put
        # them there (amdgpu-async-operations, implementation notes).
        caller.inlined_marks.extend(
            WaveMark(m.mask, m.covers, m.site, True) for m in frame.inlined_marks)
        if frame.inlined_marks:
            caller.callees_with_marks.append((frame.function.name,
                                              frame.inlined_marks[-1].site))

    # ------------------------------------------------------------ operations

    def _execute(self, wave: WaveState, frame: Frame, entry: Entry, op: o.Op) -> bool:
        """Execute one operation for the entry's lanes; False when the wave blocks."""
        mask = entry.mask
        value: Value
        match op:
            case o.BinOp(dest, kind, lhs, rhs, ty):
                value = compute.binop(kind, self._eval(wave, frame, lhs, True),
                                      self._eval(wave, frame, rhs, True), ty)
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (lhs, rhs))
            case o.ICmp(dest, pred, lhs, rhs):
                value = compute.icmp(pred, self._eval(wave, frame, lhs, True),
                                     self._eval(wave, frame, rhs, True))
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (lhs, rhs))
            case o.Select(dest, cond, if_true, if_false):
                c = self._eval(wave, frame, cond, True)
                a = self._eval(wave, frame, if_true, True)
                b = self._eval(wave, frame, if_false, True)
                if isinstance(c, np.ndarray) and isinstance(a, np.ndarray) and isinstance(
                        b, np.ndarray):
                    value = np.where(c != 0, a, b)
                elif isinstance(c, np.ndarray) and not (c[..., mask] != 0).any():
                    value = b
                elif isinstance(c, np.ndarray) and (c[..., mask] != 0).all():
                    value = a
                elif (isinstance(c, np.ndarray) and isinstance(a, BufPtr)
                      and isinstance(b, BufPtr)):
                    pick = c != 0
                    value = BufPtr(np.where(pick, a.addr, b.addr),
                                   np.where(pick, a.in_range, b.in_range))
                else:
                    value = UNKNOWN
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (cond, if_true, if_false))
            case o.Cast():
                self._assign(frame, mask, op.dest, self._cast(wave, frame, op))
                self._taint(frame, op.dest, (op.value,))
            case o.PtrAdd(dest, base, offset, ty):
                b = self._eval(wave, frame, base, True)
                off = self._eval(wave, frame, offset, True)
                if isinstance(b, BufPtr) and isinstance(off, np.ndarray):
                    value = BufPtr(b.addr + off, b.in_range)
                elif isinstance(b, np.ndarray) and isinstance(off, np.ndarray):
                    bits = compute.type_bits(ty) or 64
                    value = wrap(b + off, bits)
                else:
                    value = UNKNOWN
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (base, offset))
            case o.Phi():
                pass
            case o.ThreadId(dest, kind, dim):
                self._assign(frame, mask, dest, self._thread_id(wave, kind, dim))
            case o.Opaque(dest):
                if dest is not None:
                    self._assign(frame, mask, dest, UNKNOWN)
            case o.WaveOp():
                self._assign(frame, mask, op.dest, self._wave_op(wave, frame, mask, op))
                self._taint(frame, op.dest, op.args)
            case o.Load() | o.Store() | o.AtomicRMW() | o.CmpXchg() | o.AvLoad() | o.AvStore():
                if not self._memory(wave, frame, mask, op):
                    entry.index -= 1  # spinning: run the load again when memory changes
                    return False
            case o.Fence():
                if (wave.local_pending and op.ordering.is_acquire and not op.scope.one_as
                        and op.scope.scope > o.Scope.SINGLETHREAD
                        and not self._take_paired_rows(wave)):
                    entry.index -= 1  # blocked: run the fence again once they arrived
                    return False
                self._fence(wave, mask, op)
            case o.AsyncCopy():
                self._async_copy(wave, frame, mask, op)
            case o.TensorCopy():
                self._tensor_copy(wave, frame, mask, op)
            case o.WaitTensorCnt(count):
                self._wait_tensorcnt(wave, frame, mask, op, count)
            case o.AsyncMark():
                site = self.site(op, frame.function.name)
                self.mark_sites.add(site)
                mark = WaveMark(mask.copy(), wave.issued.copy(), site)
                frame.marks.append(mark)
                frame.inlined_marks.append(mark)
            case o.WaitAsyncMark(count):
                self._wait(wave, frame, mask, op, count)
            case o.MakeBufferRsrc(dest, base, stride, num_records):
                b = self._eval(wave, frame, base)
                n = self._eval(wave, frame, num_records)
                s = self._eval(wave, frame, stride)
                if isinstance(b, np.ndarray):
                    value = Rsrc(b, n if isinstance(n, np.ndarray) else None,
                                 s if isinstance(s, np.ndarray) else splat(0, self.width))
                else:
                    value = UNKNOWN
                self._assign(frame, mask, dest, value)
                self._taint(frame, dest, (base, num_records))
            case o.BufferAddr():
                self._assign(frame, mask, op.dest, self._buffer_addr(wave, frame, op, mask))
                self._taint(frame, op.dest, tuple(
                    x for x in (op.rsrc, op.voffset, op.soffset, op.offset, op.vindex)
                    if x is not None))
            case o.BarrierArrive() | o.BarrierWait() | o.BarrierInit() | o.BarrierJoin() | (
                    o.BarrierDrop()):
                return self._barrier(wave, frame, mask, op)
            case o.Call(dest, callee, args):
                function = self.functions.get(callee)
                if function is None:
                    raise AmdsyncError("unknown-function",
                                       f"call to @{callee}, which has no body", op.loc)
                regs: dict[str, Value] = {}
                callee_frame = self._new_frame(function, mask, regs)
                for param, arg in zip(function.params, args, strict=False):
                    regs[param.name] = self._eval(wave, frame, arg)
                    arg_undef = self._reg_undef(frame, arg)
                    if arg_undef is not None:
                        self._set_undef(callee_frame, mask, param.name, arg_undef)
                    if isinstance(arg, o.Reg) and arg.name in frame.tainted:
                        callee_frame.tainted.add(param.name)
                callee_frame.call_dest = dest
                wave.frames.append(callee_frame)
            case _:
                assert_never(op)
        if frame.undef and isinstance(op, _COMPUTED):
            self._propagate(wave, frame, mask, op)
        return True

    def _cast(self, wave: WaveState, frame: Frame, op: o.Cast) -> Value:
        value = self._eval(wave, frame, op.value, True)
        if isinstance(value, BufPtr | Rsrc):
            return value
        if not isinstance(value, np.ndarray):
            return UNKNOWN
        dest_bits = compute.type_bits(op.ty)
        src_bits = compute.type_bits(op.src_ty) if op.src_ty is not None else None
        match op.kind:
            case o.CastKind.ZEXT:
                if src_bits is not None and src_bits < 64:
                    return value & ((1 << src_bits) - 1)
                return value
            case o.CastKind.SEXT | o.CastKind.FREEZE | o.CastKind.BITCAST:
                if dest_bits is None:
                    return UNKNOWN
                return value
            case o.CastKind.TRUNC | o.CastKind.PTRTOINT | o.CastKind.INTTOPTR:
                return wrap(value, dest_bits) if dest_bits is not None else UNKNOWN
            case o.CastKind.ADDRSPACECAST:
                src_as = op.src_ty.addrspace if isinstance(op.src_ty, PtrType) else None
                dst_as = op.ty.addrspace if isinstance(op.ty, PtrType) else None
                if src_as == AddressSpace.LOCAL and dst_as == AddressSpace.FLAT:
                    return value + LDS_APERTURE
                if src_as == AddressSpace.PRIVATE and dst_as == AddressSpace.FLAT:
                    return value + PRIVATE_APERTURE
                if src_as == AddressSpace.FLAT and dst_as == AddressSpace.LOCAL:
                    return value - LDS_APERTURE
                if src_as == AddressSpace.FLAT and dst_as == AddressSpace.PRIVATE:
                    return value - PRIVATE_APERTURE
                return value
        return UNKNOWN

    def _thread_id(self, wave: WaveState, kind: o.IdKind, dim: int) -> IntArray:
        launch = self.launch
        match kind:
            case o.IdKind.WORKITEM:
                x, y, _ = launch.workgroup_shape(wave.workgroup)
                ids = wave.local_ids
                coords = (ids % x, ids // x % y, ids // (x * y))
                return coords[dim].astype(np.int64)
            case o.IdKind.WORKGROUP:
                return splat(launch.workgroup_coords(wave.workgroup)[dim], self.width)
            case o.IdKind.LANE:
                return np.arange(self.width, dtype=np.int64)
            case o.IdKind.WAVE:
                return splat(wave.wave_in_wg, self.width)
            case o.IdKind.WAVE_SIZE:
                return splat(self.width, self.width)
            case o.IdKind.WORKGROUP_SIZE:
                return splat(launch.workgroup_size[dim], self.width)
            case o.IdKind.NUM_WORKGROUPS:
                return splat(launch.grid[dim], self.width)
            case o.IdKind.IMPLICITARG_PTR | o.IdKind.DISPATCH_PTR:
                return splat(self.launch_pointers[kind], self.width)
        assert_never(kind)

    def _check_launch_block(self, addresses: IntArray, active: BoolArray, size: int,
                            writes: bool, loc: Loc) -> None:
        """Loads from the implicit arguments or the dispatch packet read fields the
        model knows; anything else is a located error naming the field."""
        for address in np.unique(addresses[active]):
            region = self.address_map.region_of(int(address))
            if region is None or region.base not in self.launch_blocks:
                continue
            block = self.launch_blocks[region.base]
            if writes:
                raise AmdsyncError("store-to-launch-block",
                                   f"a store to {block.title}, which is constant memory",
                                   loc)
            why = block.unknown_field(int(address) - region.base, size)
            if why is not None:
                raise AmdsyncError("unknown-launch-field", why, loc)

    def _wave_op(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.WaveOp) -> Value:
        args = [self._eval(wave, frame, a) for a in op.args]
        if any(not isinstance(a, np.ndarray) for a in args):
            return UNKNOWN
        ints = [a for a in args if isinstance(a, np.ndarray)]
        first = int(np.argmax(mask)) if mask.any() else 0
        lane = np.arange(self.width, dtype=np.int64)
        match op.kind:
            case o.WaveOpKind.READFIRSTLANE:
                return splat(int(ints[0][first]), self.width)
            case o.WaveOpKind.READLANE:
                return splat(int(ints[0][int(ints[1][first]) % self.width]), self.width)
            case o.WaveOpKind.BALLOT:
                bits = 0
                for i in np.nonzero(mask & (ints[0] != 0))[0]:
                    bits |= 1 << int(i)
                return wrap(splat(bits, self.width), compute.type_bits(op.ty) or 64)
            case o.WaveOpKind.MBCNT_LO:
                m = ints[0] & 0xFFFFFFFF
                below = np.minimum(lane, 32)
                counts = np.array([bin(int(m[i]) & ((1 << int(below[i])) - 1)).count("1")
                                   for i in range(self.width)], dtype=np.int64)
                return wrap(counts + ints[1], 32)
            case o.WaveOpKind.MBCNT_HI:
                m = ints[0] & 0xFFFFFFFF
                below = np.clip(lane - 32, 0, 32)
                counts = np.array([bin(int(m[i]) & ((1 << int(below[i])) - 1)).count("1")
                                   for i in range(self.width)], dtype=np.int64)
                return wrap(counts + ints[1], 32)
        assert_never(op.kind)

    def _buffer_addr(self, wave: WaveState, frame: Frame, op: o.BufferAddr,
                     mask: BoolArray) -> Value:
        rsrc = self._eval(wave, frame, op.rsrc)
        parts = [self._eval(wave, frame, x, True) for x in (op.voffset, op.soffset, op.offset)]
        if not isinstance(rsrc, Rsrc) or any(not isinstance(p, np.ndarray) for p in parts):
            raise Incomplete("a buffer address depends on a value amdsync does not track",
                             op.loc)
        offset = sum(p for p in parts if isinstance(p, np.ndarray))
        assert isinstance(offset, np.ndarray)
        if op.vindex is not None:
            vindex = self._eval(wave, frame, op.vindex)
            if not isinstance(vindex, np.ndarray):
                raise Incomplete("a buffer index depends on a value amdsync does not track",
                                 op.loc)
            if rsrc.stride is None:
                # Unknown stride: exact only while every index into this buffer is one
                # and the same value (then the stride shifts every access alike).
                active = vindex[mask]
                first = self.unknown_stride_index.setdefault(int(rsrc.base[0]), (
                    int(active[0]) if active.size else 0))
                if active.size and not bool((active == first).all()):
                    raise Incomplete("buffer indices differ on a descriptor whose stride is "
                                     "not known (a kernel argument): the layout is unknown",
                                     op.loc)
            else:
                offset = offset + vindex * rsrc.stride
        if rsrc.num_records is None:
            in_range = np.ones(self.width, dtype=np.bool_)
        else:
            in_range = (offset >= 0) & (offset < rsrc.num_records)
        return BufPtr(rsrc.base + offset, in_range)

    # ------------------------------------------------------------ memory

    def _pointer(self, wave: WaveState, frame: Frame, operand: o.Operand, loc: Loc,
                 mask: BoolArray) -> tuple[IntArray, BoolArray, int]:
        """Addresses of a pointer operand, the lanes that really access memory (buffer
        range checks), and its address space."""
        value = self._eval(wave, frame, operand)
        addrspace = self._addrspace(frame, operand)
        if isinstance(value, BufPtr):
            return value.addr, mask & value.in_range, AddressSpace.GLOBAL
        addresses = self._known(value, "an address", loc, frame, operand)
        if addrspace == AddressSpace.LOCAL:  # out of range: dropped (address.LDS_LIMIT)
            return addresses, mask & lds_in_range(addresses), addrspace
        return addresses, mask, addrspace

    def _addrspace(self, frame: Frame, operand: o.Operand) -> int:
        match operand:
            case o.GlobalAddr(_, addrspace):
                return addrspace
            case o.Reg(name):
                return self._reg_addrspace(frame, name)
            case _:
                return AddressSpace.FLAT

    def _reg_addrspace(self, frame: Frame, name: str) -> int:
        cache = self._as_cache.get(frame.function.name)
        if cache is None:
            cache = {}
            for p in frame.function.params:
                if isinstance(p.ty, PtrType):
                    cache[p.name] = p.ty.addrspace
            for op in frame.function.ops():
                ty = _result_type(op)
                dest = o.op_dest(op)
                if dest is not None and isinstance(ty, PtrType):
                    cache[dest] = ty.addrspace
            self._as_cache[frame.function.name] = cache
        return int(cache.get(name, AddressSpace.FLAT))

    def _atomic_info(self, lane: int, atomic: o.Atomicity | None) -> AtomicInfo | None:
        if atomic is None or atomic.ordering == o.Ordering.NOT_ATOMIC:
            return None
        key = (lane, int(atomic.scope.scope))
        info = self._atomic_infos.get(key)
        if info is None:
            info = self._atomic_infos[key] = AtomicInfo(key[1], self.places[lane])
        return info

    def _memory(self, wave: WaveState, frame: Frame, mask: BoolArray,
                op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> bool:
        """Perform a memory operation for the active lanes; False when the wave spins
        (an atomic load re-executed in a state identical to its last execution: it
        waits for a write, amdgpu-memory-model forward progress aside)."""
        site = self.site(op, frame.function.name)
        atomic = o.atomicity(op)
        store_undef: RegShadow | None = None
        if frame.undef:
            self._use(wave, frame, op.ptr, mask, "is used as an address", site)
            operands: tuple[o.Operand, ...] = ()
            if isinstance(op, o.AtomicRMW):
                operands = (op.value,)
            elif isinstance(op, o.CmpXchg):
                operands = (op.expected, op.new)
            elif isinstance(op, o.Store) and atomic is not None:
                operands = (op.value,)
            elif isinstance(op, o.Store | o.AvStore):
                store_undef = self._reg_undef(frame, op.value)
            for operand in operands:
                self._use(wave, frame, operand, mask, "is an atomic operand", site)
        addresses, active, addrspace = self._pointer(wave, frame, op.ptr, op.loc, mask)
        keys, spaces = location_keys(addrspace, addresses, wave.workgroup, wave.lanes)
        size = op.size
        reads = isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg | o.AvLoad)
        writes = isinstance(op, o.Store | o.AtomicRMW | o.CmpXchg | o.AvStore)
        if self.launch_blocks and addrspace not in (AddressSpace.LOCAL, AddressSpace.PRIVATE):
            self._check_launch_block(addresses, active, size, writes, op.loc)
        log = self.atomic_log
        retry = False
        if log is not None and atomic is not None and spin_read(op):
            fingerprint = _fingerprint(wave, log.total)
            last = wave.spin_seen.get(site)
            wave.spin_seen[site] = fingerprint
            if last == fingerprint:
                # Nothing changed since this wave last ran this load: every further
                # iteration repeats the last one until another wave writes. A
                # compare-exchange too: had it succeeded last time it would have
                # written, and the launch's write count would differ (a spin lock).
                wave.spin_since = log.total
                self.spin_blocked[wave.index] = (site, op.loc, int(keys[np.nonzero(active)[0][0]])
                                                 if active.any() else 0)
                return False
            retry = last is not None
            self.spin_blocked.pop(wave.index, None)
        store_values: Value = UNKNOWN
        if isinstance(op, o.Store | o.AvStore):
            store_values = self._eval(wave, frame, op.value)
        operand_b: Value = UNKNOWN
        operand_c: Value = UNKNOWN
        if isinstance(op, o.AtomicRMW):
            operand_b = self._eval(wave, frame, op.value)
        if isinstance(op, o.CmpXchg):
            operand_b = self._eval(wave, frame, op.expected)
            operand_c = self._eval(wave, frame, op.new)
        ty = _access_type(op)
        bits = compute.type_bits(ty) or size * 8
        result = np.zeros(self.width, dtype=np.int64)
        result_known = True
        out = self.conflicts
        shadow = self.shadow
        clocks = self.clocks
        # Atomic accesses are store-available / load-visible at their scope, and so are
        # the av b128 intrinsics (amdgpu-memory-model, store-available, load-visible).
        av_scope: int | None = None
        if atomic is not None:
            av_scope = int(atomic.scope.scope)
        elif isinstance(op, o.AvLoad | o.AvStore):
            av_scope = int(op.scope.scope)
        invisible = self.invisible if clocks.vis is not None else None
        first_conflict = len(out)
        self._on_access(keys, size, active, reads, writes, site)
        loaded_taint = False
        if log is not None and writes:
            stored = getattr(op, "value", None)
            taint = (atomic is not None and reads) or (
                isinstance(stored, o.Reg) and stored.name in frame.tainted)
            for s_ in np.nonzero(active)[0]:
                k = int(keys[int(s_)])
                if taint:
                    self.tainted_keys.update(range(k, k + size))
                else:
                    self.tainted_keys.difference_update(range(k, k + size))
        if log is not None and reads and self.tainted_keys:
            loaded_taint = any(int(keys[int(s_)]) + b in self.tainted_keys
                               for s_ in np.nonzero(active)[0] for b in range(size))
        # Definedness of what is read, and of what reaches global memory.
        load_bytes: IntArray | None = None
        load_origins: frozenset[int] = frozenset()
        load_path: tuple[int, ...] = ()
        global_use: BoolArray | None = None
        # Lanes of one plain store writing the same bytes to one address: one
        # wavefront-wide operation, not a race among them (docs/check.md, "Lanes of one
        # instruction").
        same_write = _OneInstructionWrites() if (
            writes and not reads and atomic is None and isinstance(op, o.Store)) else None
        # An unknown value: its value numbers tell the lanes that write the same bytes
        # (explore/uniform.py).
        unknown_store = (same_write is not None and isinstance(op, o.Store)
                         and not isinstance(store_values, np.ndarray))
        numbers = (uniform.value_numbers(self.numbering, frame.uniform,
                                         self._params_of(wave, frame), op.value, op.ty,
                                         active, lambda x: self._eval(wave, frame, x, True))
                   if unknown_store and self.numbering is not None
                   and isinstance(op, o.Store) else None)
        if numbers is not None and uniform.all_differ(numbers, active):
            numbers = None  # no two lanes write one value: the unknown bytes as they are
        alike_wids: dict[int, set[int]] = {}  # atomics.LaneGroup: the writes of each
        for slot in self._slot_order(active):
            lane = int(wave.lanes[slot])
            as_class = AS_LDS if spaces[slot] == Space.LDS else AS_GLOBAL
            base = int(keys[slot])
            info = self._atomic_info(lane, atomic)
            clock = clocks.epoch(lane)
            if (atomic is not None and writes and log is not None
                    and self.unexplored_order is None):
                # (before its own read: what the write's read acquires depends on the
                # write it reads, which is what the question is about)
                self._forced_order(wave, lane, base, as_class, op)
            old: list[int | None] = []
            read_taints: list[Taint | None] | None = None
            chosen: WriteRec | None = None
            insert_at: int | None = None
            failed = False  # a compare-exchange whose compare failed
            if reads:
                # The mixed-location read-value rule applies to every atomic read, the
                # read of a read-modify-write included (amdgpu-memory-model, read
                # values: "For each byte of a read R"; `amdsync litmus` agrees).
                old, any_written, parts = shadow.read(
                    base, size, lane, lane, clock, as_class, site, info, out, av_scope,
                    invisible, True)
                if not any_written and spaces[slot] != Space.GLOBAL:
                    self.uninitialized_reads.append((site, lane, base))
                if spaces[slot] == Space.GLOBAL and parts is not None:
                    # Global memory nothing wrote holds the host's data: defined.
                    parts = [p for p in parts if not (isinstance(p[2], tuple)
                                                      and p[2][0] == "u")] or None
                read_taints = (self._read_taints(parts, site, lane, lane, clock, base, size)
                               if parts is not None or self.retro else None)
                if read_taints is not None:
                    if load_bytes is None:
                        load_bytes = np.zeros(self.width, dtype=np.int64)
                    bits = 0
                    for i, byte_taint in enumerate(read_taints):
                        if byte_taint is not None:
                            bits |= 1 << min(i, 63)
                            load_origins = join_origins(load_origins, byte_taint.origins)
                            load_path = load_path or byte_taint.path
                    load_bytes[slot] = np.int64(bits - (1 << 64) if bits >> 63 else bits)
                if log is not None and atomic is not None:
                    old, chosen, insert_at = self._reads_from(
                        wave, slot, lane, base, size, as_class, op, atomic, retry)
                loaded = compute.from_bytes(old, bits) if size * 8 >= bits else None
                if loaded is None:
                    result_known = False
                else:
                    result[slot] = loaded
                failed = isinstance(op, o.CmpXchg) and _compare_fails(loaded, operand_b, slot)
                if self.cas_watch is not None:
                    self._watch_cas(lane, base, info, failed, op.loc)
                if atomic is not None:
                    # A compare-exchange that fails is a load with its failure ordering
                    # (LLVM LangRef, cmpxchg).
                    self._acquire_from(wave, slot, lane, chosen, _failure_atomicity(op)
                                       if failed else atomic, as_class)
            if self.cas_watch is not None and not isinstance(op, o.CmpXchg):
                self._watch_cas(lane, base, info, False, op.loc)
            if writes:
                new_value = self._new_value(op, slot, store_values, operand_b, operand_c,
                                            old, bits)
                data: list[int | None]
                data = ([None] * size if new_value is None
                        else list(compute.to_bytes(new_value, size)))
                co_last: list[int | None] | None = None
                if log is not None:
                    co_last = self._log_write(wave, slot, lane, base, as_class, op, atomic,
                                              chosen, insert_at, data, clock, site,
                                              reads and failed, reads and data == old)
                    if base in self.forced_alike:
                        alike_wids.setdefault(base, set()).add(log.next_wid)
                write_taints: list[Taint | None] | None = None
                if store_undef is not None:
                    write_taints = self._taints_of(store_undef, slot, size, site)
                    if write_taints is not None and spaces[slot] == Space.GLOBAL:
                        # Global memory outlives the kernel: storing undef there is a use.
                        global_use = (global_use if global_use is not None
                                      else np.zeros(self.width, dtype=np.bool_))
                        global_use[slot] = True
                        write_taints = None
                elif reads and not (isinstance(op, o.AtomicRMW) and op.op == "xchg"):
                    write_taints = read_taints  # the new value derives from the old
                if not failed:
                    # A compare-exchange whose compare failed writes nothing: it is a
                    # load with its failure ordering (LLVM LangRef, cmpxchg), not "an
                    # atomic operation that results in a store operation"
                    # (amdgpu-memory-model, store-available) — so it races with no read
                    # and hides no earlier write. Its coherence bookkeeping
                    # (_log_write) changes no value and synchronizes nobody.
                    shadow.write(base, data, lane, lane, clock, as_class, site, info, out,
                                 av_scope, write_taints)
                if co_last is not None:  # the location holds the co-latest write's value
                    for i, byte in enumerate(co_last):
                        shadow.poke(base + i, byte)
                if atomic is not None and atomic.ordering.is_release and not failed:
                    self.clocks.tick(np.array([lane]))
            self.memory_events += 1
            if same_write is not None:  # a plain store: ``data`` is what it wrote
                same_write.note(lane, clock, base, data if numbers is None
                                else _number_bytes(numbers[:, slot], size))
        if alike_wids:
            assert log is not None
            for key, wids in alike_wids.items():
                where, releases, values = self.forced_alike[key]
                log.groups.setdefault(key, []).append(LaneGroup(frozenset(wids), where,
                                                                releases, values))
        self.forced_alike = {}
        if same_write is not None:
            if unknown_store and self.numbering is None and same_write.self_conflicts(
                    out, first_conflict, site):
                # Lanes of this store wrote one address with values not known: whether
                # they wrote the same bytes needs the value numbers (explore/uniform.py).
                raise uniform.NeedValueNumbers
            same_write.forgive(out, first_conflict, site)
        self._annotate(first_conflict, wave, frame)
        # Out-of-range buffer lanes read zero.
        if reads and isinstance(op, o.Load | o.AtomicRMW | o.CmpXchg | o.AvLoad):
            dest = op.dest
            if result_known and bits <= 64 and isinstance(ty, IntType | PtrType):
                self._assign(frame, mask, dest, result)
            else:
                self._assign(frame, mask, dest, UNKNOWN)
            if atomic is not None or loaded_taint:
                frame.tainted.add(dest)
            else:
                frame.tainted.discard(dest)
            if load_bytes is not None and load_bytes.any():
                self._set_undef(frame, mask, dest, RegShadow(load_bytes, load_origins,
                                                             load_path))
            elif frame.undef:
                self._set_undef(frame, mask, dest, None)
            if (self.numbering is not None and atomic is None and isinstance(op, o.Load)
                    and (self.param_values is None or len(self.param_values) == 1)):
                # Lanes of this plain load that read defined bytes at one address read
                # one value (explore/uniform.py, loads). Not in a parametric class of
                # several values: its input reads may be relaxed (explore/param.py).
                defined = active if load_bytes is None else active & (load_bytes == 0)
                self._loaded = (keys, defined, size)
        if global_use is not None and store_undef is not None:
            self._record_use(wave, site, "is stored to global memory, which outlives the "
                             "kernel", global_use, store_undef.origins, store_undef.path)
        return True

    def _slot_order(self, active: BoolArray) -> list[int]:
        """The order the active lanes of a memory instruction perform in: the order
        the scheduler's choice lists them (lanes of one read-modify-write instruction
        on one location may perform in any order, ``_atomic_options``), else by lane."""
        slots = [int(s) for s in np.nonzero(active)[0]]
        if not self.forced_rf:
            return slots
        first = [s for s in self.forced_rf if active[s]]
        chosen = set(first)
        return first + [s for s in slots if s not in chosen]

    def _watch_cas(self, lane: int, key: int, info: AtomicInfo | None, failed: bool,
                   loc: Loc) -> None:
        """A compare-exchange that fails writes nothing (LLVM LangRef, cmpxchg), and
        whether it fails depends on the write it reads: in another schedule it may
        succeed and write. That write can race with another lane's plain access to the
        location, or with an atomic one whose scope is not inclusive with its own
        (amdgpu-memory-model, data races) — then one schedule does not stand for all,
        and every order is explored (docs/check.md, "one pass when values decide
        nothing"). Where every other access is an atomic with inclusive scopes (lanes
        taking a lock, counters), whether it writes races with nothing."""
        assert self.cas_watch is not None  # (callers run it only on the first pass)
        accessors, failures = self.cas_watch.setdefault(key, (set(), set()))
        me = (lane, info)
        if any(_could_race(me, other) for other in failures) or (
                failed and any(_could_race(me, other) for other in accessors)):
            self.schedule_dependent = self.schedule_dependent or (
                "whether a compare-exchange writes", loc)
        accessors.add(me)
        if failed:
            failures.add(me)

    def _on_access(self, keys: IntArray, size: int, active: BoolArray, reads: bool,
                   writes: bool, site: int) -> None:
        """Hook for other execution modes (the operational explorer); no-op here."""

    def _new_value(self, op: o.Op, slot: int, store_values: Value, operand_b: Value,
                   operand_c: Value, old: list[int | None], bits: int) -> int | None:
        if isinstance(op, o.Store | o.AvStore):
            return int(store_values[slot]) if isinstance(store_values, np.ndarray) else None
        old_value = compute.from_bytes(old, bits) if old else None
        if isinstance(op, o.AtomicRMW):
            if old_value is None or not isinstance(operand_b, np.ndarray):
                return None
            b = int(operand_b[slot])
            table = {"xchg": b, "add": old_value + b, "sub": old_value - b,
                     "and": old_value & b, "or": old_value | b, "xor": old_value ^ b,
                     "max": max(old_value, b), "min": min(old_value, b)}
            return table.get(op.op)
        if isinstance(op, o.CmpXchg):
            if old_value is None or not isinstance(operand_b, np.ndarray) or not isinstance(
                    operand_c, np.ndarray):
                return None
            return old_value if _compare_fails(old_value, operand_b, slot) else int(
                operand_c[slot])
        return None

    # ------------------------------------------------------------ synchronization

    def _reads_from(self, wave: WaveState, slot: int, lane: int, key: int, size: int,
                    as_class: int, op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad
                    | o.AvStore, atomic: o.Atomicity, retry: bool
                    ) -> tuple[list[int | None], WriteRec | None, int | None]:
        """Which write this atomic read reads (explore/atomics.py), and for a
        read-modify-write where its write goes in coherence order (right after the
        write it reads). First pass: the co-oldest write coherence allows (hb-minimal);
        a spinning load re-executed reads the co-latest (it must see progress). Full
        exploration: what the scheduler chose."""
        log = self.atomic_log
        assert log is not None
        floor, hb_floor = log.coherent_floor(self.clocks, lane, as_class, key)
        rmw = isinstance(op, o.AtomicRMW | o.CmpXchg)
        insert_at: int | None = None
        if rmw:
            positions = log.insert_positions(floor, key)
            # A compare-exchange re-executed in a spin takes the co-latest position, as
            # a spinning load reads the co-latest write (it must see progress).
            insert_at = self.forced_rf.pop(slot, positions[-1] if retry else positions[0])
            index = insert_at - 1
        else:
            index = log.latest(key) if retry else floor
            index = self.forced_rf.pop(slot, index)
        chosen = log.write(key, index)
        if chosen is not None and (chosen.base != key or chosen.size != size):
            raise Incomplete("mixed-size accesses to a location read atomically are not "
                             "modelled (the atomic read overlaps a write of another size)",
                             op.loc)
        if not self.full and self.rf_dependent is None and (index > floor or not hb_floor):
            # Not the hb-minimal choice: other schedules or reads-from choices give
            # less happens-before when what it passes over could synchronize.
            me = self.places[lane]
            passed = log.writes.get(key, ())[max(floor, 0):index + 1]
            if rmw and atomic.ordering != o.Ordering.MONOTONIC:
                if any(w.lane != lane for w in passed):
                    self.rf_dependent = op.loc
            elif any(w.published and w.lane != lane
                     and synchronizing(w.published, me, int(atomic.scope.scope))
                     for w in passed):
                self.rf_dependent = op.loc
        # (A release another lane published may reach this lane through the read, or
        # through a later acquire fence whatever the read's own scope: kept whole.)
        source_releases = chosen is not None and any(p.place.lane != lane
                                                     for p in chosen.published)
        matters = rmw or id(op) in self.value_dependent or source_releases
        # A read-modify-write of an operation that commutes, releasing nothing, in a
        # program where no atomic value decides anything (docs/check.md, "Load
        # buffering"): it counts only where a write that does not commute would move.
        commuting = (_commuting(op) and not self.value_dependent and not source_releases
                     and not atomic.ordering.is_release
                     and not (wave.has_release is not None and wave.has_release[slot]))
        log.record_read(key, ReadRec(lane, self.clocks.epoch(lane), log.wid_at(key, index),
                                     wave.index, wave.arrivals, self.states, matters,
                                     commuting))
        return self._value_at(key, index, size), chosen, insert_at

    def _value_at(self, key: int, index: int, size: int) -> list[int | None]:
        """The bytes the write at coherence position ``index`` of ``key`` wrote (-1: the
        initial value); what memory holds now when nothing was written there yet."""
        log = self.atomic_log
        assert log is not None
        if key not in log.initial:
            return self.shadow.values(key, size)
        return log.value(key, index, size)

    def _log_write(self, wave: WaveState, slot: int, lane: int, key: int, as_class: int,
                   op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore,
                   atomic: o.Atomicity | None, read: WriteRec | None, insert_at: int | None,
                   data: list[int | None], clock: int, site: int, failed: bool = False,
                   same: bool = False) -> list[int | None] | None:
        """Put the write in the location's coherence order: a read-modify-write right
        after the write it read; an atomic store where the scheduler chose (first pass:
        last, noting when other places were possible); a plain store last (a plain
        store that coherence could place elsewhere races). Returns the co-latest value
        when it is not this write's.

        A compare-exchange that failed writes nothing in LLVM; the model keeps it as a
        write of the value it read (the coherence bookkeeping of read-modify-writes),
        which publishes only what the write it read published — never a release of its
        own, so it synchronizes nobody the failed operation would not (docs/check.md).
        Such a write, and a read-modify-write that wrote back the value it read
        (``same``), changes no value: it is no progress for spinning waves."""
        log = self.atomic_log
        assert log is not None
        if key not in log.writes:
            log.initial[key] = self.shadow.values(key, len(data))
        end = log.latest(key) + 1
        read_wid: int | None = None
        if isinstance(op, o.AtomicRMW | o.CmpXchg):
            assert insert_at is not None
            position = insert_at
            read_wid = log.wid_at(key, insert_at - 1)
        elif atomic is not None:
            floor, _ = log.coherent_floor(self.clocks, lane, as_class, key)
            positions = log.insert_positions(floor, key)
            position = self.forced_rf.pop(slot, end)
            if not self.full and len(positions) > 1 and any(
                    w.atomic and w.lane != lane for w in log.writes[key][positions[0]:]):
                # Coherence order could put this store before writes the schedule
                # performed first: one schedule does not decide it.
                self.rf_dependent = self.rf_dependent or op.loc
        else:
            position = end
        published = ((read.published if read is not None else ()) if failed
                     else self._published(wave, slot, lane, atomic, op, read, as_class))
        log.insert(key, WriteRec(
            lane, lane, clock, tuple(data), key, len(data), published,
            atomic is not None, site, log.new_wid(), read_wid,
            _commuting(op) and not failed), position,
            idle=failed or (same and None not in data))
        if position != end:
            return log.value(key, log.latest(key), len(data))
        return None

    def _forced_order(self, wave: WaveState, lane: int, key: int, as_class: int,
                      op: o.Op) -> None:
        """An atomic write that runs after a barrier phase another wave arrived at after
        an atomic read of the same location, with nothing making the read happen before
        the write (a barrier without fences orders execution, not memory;
        amdgpu-usage, barrier-arrive-release / barrier-wait-acquire) — or that another
        lane of the same wave read at an earlier instruction (lanes are threads; the
        order a wave issues instructions in orders execution, not memory): the memory
        model lets that read read this write (load buffering), but no schedule runs the
        write first, so such executions are not explored — the check says so
        (``unexplored_order``, docs/check.md "Load buffering")."""
        log = self.atomic_log
        assert log is not None
        commuting_from: list[bool] | None = None
        positions: dict[int, int] | None = None
        reads = log.reads.get(key, ())
        if _commuting(op) and not log.noncommuting.get(key):
            # Every write here commutes: a commuting read is skipped below whatever it
            # read, so only the others need looking at.
            reads = log.strict_reads.get(key, ())
        for r in reads:
            if r.wave < 0 or not r.matters:
                continue
            if r.wave == wave.index:
                # Another lane of this wave, at an earlier instruction. (The lanes of
                # one instruction perform in every order, ``_atomic_options``.)
                if r.lane == lane or r.step >= self.states:
                    continue
                why = ("another lane of the same wave read the location atomically at an "
                       "earlier instruction, and nothing makes that read happen before the "
                       "write (lanes are threads: the order a wave issues its instructions "
                       "in orders execution, not memory)")
            elif wave.order.get(r.wave, 0) <= r.arrivals:
                continue
            else:
                why = ("it runs after a barrier that another wave reached after an atomic "
                       "read of the same location, and nothing makes that read happen "
                       "before the write (a barrier without fences orders execution, not "
                       "memory)")
            if self.clocks.ordered(lane, as_class, r.lane, r.clock):
                continue
            if r.commuting and _commuting(op):
                if commuting_from is None:
                    # Per position, whether every write after it commutes; one scan.
                    writes = log.writes.get(key, [])
                    commuting_from = [True] * (len(writes) + 1)
                    for i in range(len(writes) - 1, -1, -1):
                        commuting_from[i] = commuting_from[i + 1] and writes[i].commuting
                    positions = log.positions(key)
                assert positions is not None
                if commuting_from[positions[r.wid] + 1]:
                    continue  # only commuting updates move (docs/check.md, "Load buffering")
            self.unexplored_order = (op.loc, why)
            return

    def _acquire_from(self, wave: WaveState, slot: int, lane: int, chosen: WriteRec | None,
                      atomic: o.Atomicity, as_class: int) -> None:
        """An atomic read takes what the release sequences of the write it reads
        published: at once when it is an acquire, else at the thread's next acquire
        fence (LLVM LangRef: synchronizes-with through release sequences and fences)."""
        if chosen is None:
            return
        for p in chosen.published:
            if not synchronizes(p.place, o.Scope(p.scope), self.places[lane],
                                atomic.scope.scope):
                continue
            use = p.classes if not atomic.scope.one_as else (as_class,)
            if atomic.ordering.is_acquire:
                self.clocks.join(lane, p.clock, use)
                if (p.available is not None and not atomic.av_none
                        and self.clocks.vis is not None):
                    self.clocks.join_vis(lane, p.available, use)  # MakeVisible
                    self.clocks.record_make_visible(lane, int(atomic.scope.scope))
            else:
                # The record names the releasing thread: the later acquire fence
                # synchronizes only when its scope and the release's are inclusive
                # (amdgpu-memory-model), which needs where the release ran.
                wave.pending_acquire.append(ReleaseRecord(
                    [p.place.lane], p.clock[None], [p.scope], [use],
                    None if p.available is None else p.available[None]))

    def _published(self, wave: WaveState, slot: int, lane: int, atomic: o.Atomicity | None,
                   op: o.Op, read: WriteRec | None, as_class: int) -> tuple[Published, ...]:
        """The release sequences a write belongs to: a release write heads one (its
        lane's clock); a relaxed write after a release fence heads one with the fence's
        clock (fence-atomic synchronization); a read-modify-write also continues the
        sequences of the write it read (LLVM LangRef, C++20 release sequences)."""
        if atomic is None:
            return ()
        own: list[Published] = []
        if atomic.ordering.is_release:
            available = None
            if self.clocks.vis is not None and not atomic.av_none:
                available = self.clocks.vis_snapshot(lane)  # MakeAvailable
            own.append(Published(self.clocks.snapshot(lane), int(atomic.scope.scope),
                                 self.places[lane], ALL_AS, available))
        elif wave.has_release is not None and wave.has_release[slot]:
            assert wave.release_clock is not None and wave.release_scope is not None
            available = (wave.available_clock[slot].copy()
                         if wave.available_clock is not None else None)
            own.append(Published(
                wave.release_clock[slot].copy(),
                min(int(wave.release_scope[slot]), int(atomic.scope.scope)),
                self.places[lane],
                # amdgpu-usage, memory scopes: a one-as fence "only synchronizes with
                # other operations within the same address space" — the atomic's.
                (as_class,) if wave.release_one_as is not None and wave.release_one_as[slot]
                else (wave.release_as[slot] if wave.release_as else ALL_AS),
                available))
        if isinstance(op, o.AtomicRMW | o.CmpXchg) and read is not None:
            own.extend(read.published)
        return tuple(own)

    def _fence(self, wave: WaveState, mask: BoolArray, op: o.Fence) -> None:
        """Fences: a release fence records the lane's clock for later releasing writes
        and barrier arrives; an acquire fence joins what relaxed reads and barrier waits
        left pending (LLVM fence semantics; amdgpu-usage barrier-arrive-release /
        barrier-wait-acquire). ``amdgpu-synchronize-as`` limits the address spaces."""
        classes = _fence_classes(op)
        self._whole_wave(wave, mask, "a fence", op.loc)
        slots = np.nonzero(mask)[0]
        lanes = wave.lanes[slots]
        # An acq_rel fence acquires first, so that its release covers what it acquired
        # (cumulativity: LLVM LangRef fence semantics).
        if op.ordering.is_acquire:
            visible = not op.av_none  # MakeVisible (amdgpu-memory-model)
            for record in wave.pending_acquire:
                if record.barrier and op.scope.one_as:
                    continue  # ERRATA.md, item 1: no one-as barrier-wait-acquire
                self._join_record(wave, slots, record, op.scope.scope, classes, visible)
            if visible and self.clocks.vis is not None:
                for lane in lanes:
                    self.clocks.record_make_visible(int(lane), int(op.scope.scope))
        if op.ordering.is_release and not op.av_none and self.clocks.vis is not None:
            # MakeAvailable: what this lane sees becomes available at the fence's scope.
            if wave.available_clock is None:
                wave.available_clock = np.zeros((self.width, 2, self.clocks.width),
                                                 dtype=np.int32)
            for s, lane in zip(slots, lanes, strict=True):
                wave.available_clock[int(s)] = self.clocks.vis_snapshot(int(lane))
        if op.ordering.is_release:
            if wave.has_release is None:
                wave.has_release = np.zeros(self.width, dtype=np.bool_)
                wave.release_clock = np.zeros((self.width, 2, self.clocks.width),
                                              dtype=np.int32)
                wave.release_scope = np.zeros(self.width, dtype=np.int64)
                wave.release_as = [ALL_AS] * self.width
                wave.release_one_as = np.zeros(self.width, dtype=np.bool_)
            assert wave.release_clock is not None and wave.release_scope is not None
            assert wave.release_one_as is not None
            wave.release_one_as[slots] = op.scope.one_as
            wave.release_clock[slots] = self.clocks.snapshots(lanes)
            wave.has_release[slots] = True
            wave.release_scope[slots] = int(op.scope.scope)
            for s in slots:
                wave.release_as[int(s)] = classes
            self.clocks.tick(lanes)

    def _wave_local_barrier(self, wave: WaveState, op: o.Op) -> bool:
        """A workgroup barrier run wave-locally (``ExploreOptions.barriers_local``;
        docs/check.md, "Barriers that order memory only within a wave"); False when the
        wave must block. An arrive keeps what the wave's lanes' release fences publish
        (their barrier-arrive-releases) and the wave's execution order. Without pairs
        across waves, the wave's next wait hands its own record to its acquire fences;
        with them (``barrier_pairs``), a wait on a phase whose record had rows leaves
        that phase for the wave's next acquire fence (``_take_paired_rows``), as the
        phase's record would be (explore/barrier_exec.py, ``finish_wait``)."""
        me = self.launch_wave(wave)
        pairs = self.options.barrier_pairs
        if isinstance(op, o.BarrierArrive):
            record = None
            if wave.has_release is not None:
                slots = [int(s) for s in np.nonzero(wave.live)[0] if wave.has_release[int(s)]]
                if slots:
                    record = replace(wave_release(wave, slots), barrier=True,
                                     phase=wave.local_arrives + 1)
            if not pairs:
                # No wave pairs with another: the wave's next wait takes its own record.
                self.local_rows[(-1, me)] = (record, wave.order)
                return True
            if wave.local_arrives != wave.local_waits:
                self.local_broken = True  # two arrives before a wait: phases unknown
            wave.arrivals += 1
            wave.order = join_order(wave.order, {wave.index: wave.arrivals})
            self.local_rows[(wave.local_arrives, me)] = (record, wave.order)
            wave.local_arrives += 1
            return True
        if not isinstance(op, o.BarrierWait):
            return True
        if not pairs:
            own = self.local_rows.pop((-1, me), None)
            if own is not None and own[0] is not None and own[0].lanes:
                wave.pending_acquire = [r for r in wave.pending_acquire if not r.barrier]
                wave.pending_acquire.append(own[0])
            return True
        if wave.local_waits + 1 != wave.local_arrives:
            self.local_broken = True  # a wait without its arrive: phases unknown
        wave.local_waits += 1
        if (wave.workgroup, wave.local_waits) in self.options.barrier_rowful:
            # As finish_wait with the phase's record, which had rows (perhaps only of
            # waves that pair with no acquire fence of this wave): it replaces the
            # earlier barrier record. What it hands on, the next acquire fence takes.
            wave.pending_acquire = [r for r in wave.pending_acquire if not r.barrier]
            wave.local_pending = wave.local_waits
        elif any(p == wave.local_waits and w == me for (p, w, _) in pairs):
            self.local_broken = True  # (rows the first run's phase record did not have)
        return True

    def _take_paired_rows(self, wave: WaveState) -> bool:
        """Before an acquire fence that may pair with a barrier (not one-as, wider than
        singlethread; ERRATA.md 1), with the rows of a wait's phase still to take: block
        (False) until the waves that pair with this wave in that phase have arrived;
        then hand their rows and the wave's own to the fence, as the phase's record,
        and take those waves' execution order. Happens-before needs their arrives
        before this fence only, not before the wait (docs/check.md, "Barriers that
        order memory only within a wave, or between the waves that pair")."""
        if not self._paired_rows_ready(wave):
            wave.local_blocked = True
            return False
        me = self.launch_wave(wave)
        phase, paired = wave.local_pending, self._paired_waves(wave)
        wave.local_pending = 0
        records: list[ReleaseRecord] = []
        for a in [*paired, me]:
            row = self.local_rows.get((phase - 1, a))
            if row is None:
                continue
            record, order = row
            if record is not None and record.lanes:
                records.append(record)
            if a != me:
                wave.order = join_order(wave.order, order)
        if records:
            wave.pending_acquire.append(merge_records(records, self.clocks.width, phase))
        return True

    def _paired_waves(self, wave: WaveState) -> list[int]:
        """The launch waves whose barrier-arrive-release pairs with the wave's in the
        phase its next acquire fence takes (``local_pending``)."""
        me = self.launch_wave(wave)
        return sorted(a for (p, w, a) in self.options.barrier_pairs
                      if p == wave.local_pending and w == me)

    def _paired_rows_ready(self, wave: WaveState) -> bool:
        """Have those waves arrived in that phase?"""
        return not wave.local_pending or all(
            (wave.local_pending - 1, a) in self.local_rows for a in self._paired_waves(wave))

    def _whole_wave(self, wave: WaveState, mask: BoolArray, what: str, loc: Loc) -> None:
        """Wave-granular clocks need every lane of the wave to take part (docs/check.md,
        "Scale"): otherwise the check is re-run with per-lane clocks."""
        if self.clocks.wave_mode and not np.array_equal(mask, wave.live):
            raise LaneClocksNeeded(f"{what} at {loc} runs with {int(mask.sum())} of "
                                   f"{int(wave.live.sum())} lanes of its wave active")

    def _join_record(self, wave: WaveState, slots: np.ndarray, record: ReleaseRecord,
                     acquire_scope: o.Scope, classes: tuple[int, ...],
                     make_visible: bool = True) -> None:
        """Join what a barrier phase or an atomic published into each lane whose
        acquire synchronizes with it (inclusive scopes, shared address spaces); a
        MakeVisible acquire also takes what the releases made available."""
        if not record.lanes or acquire_scope <= o.Scope.SINGLETHREAD:
            return  # a singlethread acquire synchronizes only with its own release
        places = self.places
        uniform = acquire_scope >= o.Scope.WORKGROUP and min(record.scopes) >= o.Scope.WORKGROUP
        # Barrier pairs synchronize when their scopes overlap (ERRATA.md, item 1);
        # atomics and fences when they are inclusive (amdgpu-memory-model).
        pairs = overlapping_scopes if record.barrier else synchronizes
        cache: dict[int, tuple[np.ndarray, np.ndarray | None]] = {}
        with_visibility = (make_visible and self.clocks.vis is not None
                           and record.available is not None)
        # Wave mode (docs/check.md, "Scale"): the wave's lanes share one row; they
        # must all synchronize with the same releases (every scope instance from
        # wavefront up is the wave's: checked, not assumed, below).
        wave_mode = self.clocks.wave_mode
        wave_eligible: list[int] | None = None
        joined_rows: set[int] = set()
        for s in slots:
            lane = int(wave.lanes[int(s)])
            me = places[lane]
            key = me.workgroup if uniform else lane
            found = cache.get(key)
            if found is None:
                eligible = [i for i, r in enumerate(record.lanes)
                            if pairs(places[r], o.Scope(record.scopes[i]), me,
                                     acquire_scope)]
                across = {places[record.lanes[i]].wave for i in eligible
                          if places[record.lanes[i]].wave != me.wave
                          and any(a in classes for a in record.as_masks[i])
                          } if record.barrier else set()
                if across:
                    self.barrier_pairs = self.barrier_pairs | {
                        (record.phase, me.wave, a) for a in across}
                if wave_mode:
                    if wave_eligible is None:
                        wave_eligible = eligible
                    elif eligible != wave_eligible:
                        raise LaneClocksNeeded(
                            "lanes of one wave synchronize with different releases")
                if not eligible:
                    cache[key] = (np.zeros(0), None)
                    continue
                joined = record.clocks[eligible].max(axis=0)
                joined_av = (record.available[eligible].max(axis=0)
                             if with_visibility and record.available is not None else None)
                # Only the address spaces both fences synchronize.
                for a in ALL_AS:
                    if a not in classes or all(a not in record.as_masks[i] for i in eligible):
                        joined[a] = 0
                        if joined_av is not None:
                            joined_av[a] = 0
                found = (joined, joined_av)
                cache[key] = found
            joined, joined_av = found
            if wave_mode:
                if id(joined) in joined_rows:
                    continue  # the row is the wave's: joined once
                joined_rows.add(id(joined))
            if joined.size:
                self.clocks.join(lane, joined, ALL_AS)
            if joined_av is not None:
                self.clocks.join_vis(lane, joined_av, ALL_AS)

    def _barrier_object(self, wave: WaveState, frame: Frame,
                        op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
                        | o.BarrierDrop) -> BarrierObject | None:
        """The barrier object an operation acts on (None: the NULL barrier or a wait on
        a named barrier when none is joined)."""
        ref = op.barrier
        if isinstance(ref, o.NamedBarrier):
            value = self._eval(wave, frame, ref.ptr)
            mask = frame.stack[-1].mask
            addresses = self._known(value, "a named barrier pointer", op.loc, frame, ref.ptr)
            active = addresses[mask] if mask.any() else addresses[:1]
            if (active != active[0]).any():
                raise AmdsyncError("nonuniform-barrier",
                                   "the named barrier pointer differs across the lanes of a "
                                   "wave", op.loc)
            # A null pointer names the NULL named barrier 0 (docs/check.md).
            ident = 0 if int(active[0]) == 0 else int(active[0]) - NAMED_BARRIER_BASE
            if not 0 <= ident <= MAX_NAMED_BARRIER:
                raise AmdsyncError("not-a-barrier", "the pointer does not point to a named "
                                   "barrier object", op.loc)
            barrier = named_barrier(wave.workgroup, ident)
        else:
            ident = ref.id
            if ident in (-2, -4):
                raise AmdsyncError("trap-barrier", f"barrier {ident} is a trap barrier, not "
                                   "accessible to shaders (amdgpu-execution-"
                                   "synchronization, barrier IDs)", op.loc)
            if ident == -1:
                barrier = workgroup_barrier(wave.workgroup)
            elif ident == -3:
                barrier = cluster_barrier(wave.workgroup // self.launch.cluster_size)
            elif 0 <= ident <= MAX_NAMED_BARRIER:
                barrier = named_barrier(wave.workgroup, ident)
            else:
                raise AmdsyncError("unknown-barrier", f"there is no barrier {ident}", op.loc)
        if barrier[0] == "named":
            if isinstance(op, o.BarrierWait) and barrier[2] == 0:
                return None  # "This is a no-op on the NULL named barrier object"
            if isinstance(op, o.BarrierWait):
                # "this instruction always waits on the last named barrier object that
                # the thread has joined, even if it is different from the argument".
                return wave.joined_named if wave.joined_named != named_barrier(
                    wave.workgroup, 0) else None
            if isinstance(op, o.BarrierDrop):
                return wave.joined_named or barrier  # s_barrier_leave: the joined one
            if barrier[2] == 0 and not isinstance(op, o.BarrierJoin):
                return None  # all operations on the NULL barrier but join are no-ops
        return barrier

    def _barrier(self, wave: WaveState, frame: Frame, mask: BoolArray,
                 op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
                 | o.BarrierDrop) -> bool:
        """One barrier operation of the wave (amdgpu-execution-synchronization)."""
        if frame.undef:
            site = self.site(op, frame.function.name)
            for operand in _barrier_operands(op):
                self._use(wave, frame, operand, mask, "is a barrier operand", site)
        live = wave.live if wave.exited is None else wave.live & ~wave.exited
        if not np.array_equal(mask & live, live):
            # "s_barrier instructions are convergent within a wave, and thus can only be
            # performed in wave-uniform control flow."
            self.barriers.violations.append(IssueViolation(
                "divergent-barrier", f"{op.intrinsic} in wave-divergent control flow "
                f"({int((mask & live).sum())} of {int(live.sum())} lanes active)", op.loc,
                wave.index))
        barrier = self._barrier_object(wave, frame, op)
        if barrier is None:
            if isinstance(op, o.BarrierWait) and wave.joined_named is None and not (
                    isinstance(op.barrier, o.BarrierId) and op.barrier.id == 0):
                # "For every barrier wait W ... There is a barrier join J such that
                # J -> W in barrier-joined-before ... otherwise, the behavior is
                # undefined": a named wait waits on the last named barrier joined.
                self.barriers.violations.append(IssueViolation(
                    "wait-without-join", f"{op.intrinsic} waits on a named barrier, but the "
                    "wave has joined none", op.loc, wave.index))
            return True
        barriers = self.barriers
        match op:
            case o.BarrierInit(_, init_count):
                value = self._known(self._eval(wave, frame, init_count), "a barrier count",
                                    op.loc, frame, init_count)
                barriers.init(wave, barrier, int(value[int(np.argmax(mask))]), op.loc)
            case o.BarrierJoin():
                barriers.join(wave, barrier, op.loc)
            case o.BarrierDrop():
                barriers.drop(wave, barrier, op.loc)
            case o.BarrierArrive(_, new_expected):
                expected: int | None = None
                if new_expected is not None:
                    value = self._known(self._eval(wave, frame, new_expected),
                                        "a barrier count", op.loc, frame, new_expected)
                    expected = int(value[int(np.argmax(mask))])
                first = barriers.arrive(wave, barrier, expected, op.loc)
                if op.dest is not None:
                    self._assign(frame, mask, op.dest, splat(int(first), self.width))
                    if frame.undef:
                        self._set_undef(frame, mask, op.dest, None)
            case o.BarrierWait():
                return barriers.wait(wave, barrier, op.loc)
        return True

    # ------------------------------------------------------------ async operations

    def _async_copy(self, wave: WaveState, frame: Frame, mask: BoolArray,
                    op: o.AsyncCopy) -> None:
        """amdgpu-async-operations, "Memory Consistency Model": each lane's copy is a
        non-atomic read of its source and a non-atomic write of its destination; the
        async forms' accesses carry the lane's async epoch (see semantics.clocks)."""
        site = self.site(op, frame.function.name)
        active = np.nonzero(mask)[0]
        if op.asynchronous:
            self._whole_wave(wave, mask, "an async copy", op.loc)
        if frame.undef:
            self._use(wave, frame, op.src, mask, "is used as an address", site)
            self._use(wave, frame, op.dst, mask, "is used as an address", site)
        (src_keys, src_spaces, src_active), (dst_keys, dst_spaces, dst_active) = (
            self._copy_locations(wave, frame, mask, op, site))
        out = self.conflicts
        shadow = self.shadow
        clocks = self.clocks
        first_conflict = len(out)
        for slot in active:
            s = int(slot)
            lane = int(wave.lanes[s])
            if op.asynchronous:
                number = int(wave.issued[s]) + 1
                wave.issued[s] = number
                tid = clocks.async_component(lane)
                clock = number
                self.async_records[(lane, number)] = AsyncRecord(site, number)
                self.async_ops += 1
            else:
                tid = lane
                clock = clocks.epoch(lane)
            src_class = AS_LDS if src_spaces[s] == Space.LDS else AS_GLOBAL
            dst_class = AS_LDS if dst_spaces[s] == Space.LDS else AS_GLOBAL
            taints: list[Taint | None] | None = None
            if src_active[s]:
                data, _, parts = shadow.read(int(src_keys[s]), op.size, lane, tid, clock,
                                             src_class, site, None, out)
                if parts is not None and src_spaces[s] == Space.GLOBAL:
                    parts = [p for p in parts if not (isinstance(p[2], tuple)
                                                      and p[2][0] == "u")] or None
                if parts is not None or self.retro:
                    # The copy delivers what it read: undefined source bytes (a race
                    # with its read, amdgpu-async-operations) land undefined.
                    taints = self._read_taints(parts, site, lane, tid, clock,
                                               int(src_keys[s]), op.size)
            else:
                data = [0] * op.size  # out-of-range buffer and LDS reads read zero
            if not dst_active[s]:  # an out-of-range LDS destination: the write is dropped
                self.memory_events += 1
                continue
            shadow.write(int(dst_keys[s]), data, lane, tid, clock, dst_class, site, None, out,
                         None, taints)
            if self.tainted_keys:  # a copy carries what an atomic read decided
                src_key, dst_key = int(src_keys[s]), int(dst_keys[s])
                for b in range(op.size):
                    if src_active[s] and src_key + b in self.tainted_keys:
                        self.tainted_keys.add(dst_key + b)
                    else:
                        self.tainted_keys.discard(dst_key + b)
            self.memory_events += 1
        self._annotate(first_conflict, wave, frame)

    def _copy_locations(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.AsyncCopy, site: int
                        ) -> tuple[tuple[IntArray, IntArray, BoolArray],
                                   tuple[IntArray, IntArray, BoolArray]]:
        """Per lane, the location keys and spaces of a copy's source and destination,
        and the lanes whose source, and whose destination, is in range. For the LDS DMA
        forms the LDS address is wave-uniform (M0) and the hardware adds
        ``lds_lane_stride`` × lane id
        (amdgpu-usage, llvm.amdgcn.load.to.lds)."""
        src, src_active, src_as = self._pointer(wave, frame, op.src, op.loc, mask)
        dst, dst_active, dst_as = self._pointer(wave, frame, op.dst, op.loc, mask)
        if op.lds_lane_stride:
            active = np.nonzero(mask)[0]
            lds_side = dst if op.direction is o.CopyDirection.TO_LDS else src
            first = int(lds_side[active[0]]) if active.size else 0
            if active.size and (lds_side[active] != first).any():
                self.nonuniform_lds.add(site)
            uniform = first + op.lds_lane_stride * np.arange(self.width, dtype=np.int64)
            if op.direction is o.CopyDirection.TO_LDS:
                dst = uniform
                dst_active = mask & lds_in_range(dst)
            else:
                src = uniform
                src_active = mask & lds_in_range(src)
        src_keys, src_spaces = location_keys(src_as, src, wave.workgroup, wave.lanes)
        dst_keys, dst_spaces = location_keys(dst_as, dst, wave.workgroup, wave.lanes)
        return (src_keys, src_spaces, src_active), (dst_keys, dst_spaces, dst_active)

    # ------------------------------------------------------------ tensor DMA

    def _tensor_copy(self, wave: WaveState, frame: Frame, mask: BoolArray,
                     op: o.TensorCopy) -> None:
        """A tensor DMA instruction (amdgpu-async-operations, "GFX1250 Tensor DMA
        Instructions" and "Memory Consistency Model"): the wave moves a whole tile, each
        element a non-atomic read of its source and a non-atomic write of its
        destination, asynchronous like the other async operations. Every active lane
        counts it among its async operations (its asyncmarks cover it); the accesses
        carry the async epoch of the first active lane (docs/check.md, "Tensor DMA")."""
        site = self.site(op, frame.function.name)
        active = np.nonzero(mask)[0]
        if not active.size:
            return
        if frame.undef:
            for group in op.groups:
                for word in group:
                    self._use(wave, frame, word, mask, "is used in a tensor DMA descriptor",
                              site)
        tile = self._tensor_tile(wave, frame, active, op)
        numbers = wave.issued.copy()
        numbers[mask] += 1
        wave.issued[mask] = numbers[mask]
        owner_slot = int(active[0])
        owner = int(wave.lanes[owner_slot])
        number = int(numbers[owner_slot])
        self.tensor_ops.setdefault(wave.index, []).append(TensorRecord(
            mask.copy(), numbers, owner_slot, number, np.zeros_like(mask)))
        self.async_records[(owner, number)] = AsyncRecord(site, number)
        self.async_ops += 1
        if not tile.enabled:
            return  # the predicate is off: nothing moves
        if tile.count > MAX_TILE_ELEMENTS:
            raise Incomplete(f"a tensor DMA tile of {tile.count} elements (more than "
                             f"{MAX_TILE_ELEMENTS} are not explored)", op.loc)
        # "A memory operation X program ordered before an overlapping asynchronous
        # operation A happens-before A": A is program-ordered after every active lane's
        # earlier accesses, so it is judged with the join of their clocks (the owner's
        # own clock is restored afterwards).
        clocks = self.clocks
        first_conflict = len(self.conflicts)
        lanes = wave.lanes[active]
        saved = clocks.vc[owner].copy()
        clocks.vc[owner] = clocks.vc[lanes].max(axis=0)
        saved_vis = None
        if clocks.vis is not None:
            saved_vis = clocks.vis[owner].copy()
            clocks.vis[owner] = clocks.vis[lanes].max(axis=0)
        try:
            self._tensor_elements(wave, frame, op, tile, owner, number, site)
        finally:
            clocks.vc[owner] = saved
            if saved_vis is not None and clocks.vis is not None:
                clocks.vis[owner] = saved_vis
        self._annotate(first_conflict, wave, frame)

    def _tensor_elements(self, wave: WaveState, frame: Frame, op: o.TensorCopy,
                         tile: TensorTile, owner: int, number: int, site: int) -> None:
        """Each tile element's read and write, as runs contiguous at both ends."""
        global_addr, lds_addr, inside = tile.elements()
        owners = np.full(tile.count, owner, dtype=np.int64)
        global_keys, _ = location_keys(AddressSpace.GLOBAL, global_addr, wave.workgroup, owners)
        lds_keys, _ = location_keys(AddressSpace.LOCAL, lds_addr, wave.workgroup, owners)
        to_lds = op.direction is o.CopyDirection.TO_LDS
        src_keys, dst_keys = (global_keys, lds_keys) if to_lds else (lds_keys, global_keys)
        src_class, dst_class = (AS_GLOBAL, AS_LDS) if to_lds else (AS_LDS, AS_GLOBAL)
        tid = self.clocks.async_component(owner)
        size = tile.element_size
        out = self.conflicts
        for start, count in _tensor_runs(src_keys, dst_keys, inside, size):
            nbytes = count * size
            src_key, dst_key = int(src_keys[start]), int(dst_keys[start])
            taints: list[Taint | None] | None = None
            if inside[start]:
                data, _, parts = self.shadow.read(src_key, nbytes, owner, tid, number,
                                                  src_class, site, None, out)
                if parts is not None and to_lds:
                    parts = [p for p in parts if not (isinstance(p[2], tuple)
                                                      and p[2][0] == "u")] or None
                if parts is not None or self.retro:
                    taints = self._read_taints(parts, site, owner, tid, number, src_key,
                                               nbytes)
            elif to_lds:
                # Outside the tensor: the load writes zeros (docs/check.md, "Tensor DMA").
                data = [0] * nbytes
            else:
                continue  # a store writes no element outside the tensor
            self.shadow.write(dst_key, data, owner, tid, number, dst_class, site, None,
                              out, None, taints)
            if self.tainted_keys:  # a copy carries what an atomic read decided
                for b in range(nbytes):
                    if inside[start] and src_key + b in self.tainted_keys:
                        self.tainted_keys.add(dst_key + b)
                    else:
                        self.tainted_keys.discard(dst_key + b)
            self.memory_events += count

    def _tensor_tile(self, wave: WaveState, frame: Frame, active: IntArray,
                     op: o.TensorCopy) -> TensorTile:
        """The descriptor's words as the wave holds them, decoded. A descriptor lives
        in scalar registers: a word that differs between the active lanes, or a field
        the checker does not know, is a located error naming it."""
        words: list[tuple[int | None, ...]] = []
        for g, group in enumerate(op.groups):
            row: list[int | None] = []
            for w, operand in enumerate(group):
                if isinstance(operand, o.Reg) and operand.name in frame.tainted:
                    self.schedule_dependent = (f"D# group {g} word {w}", op.loc)
                value = self._eval(wave, frame, operand)
                if not isinstance(value, np.ndarray):
                    row.append(None)
                    continue
                lanes = value[active] & 0xFFFFFFFF
                if (lanes != lanes[0]).any():
                    raise AmdsyncError(
                        "nonuniform-tensor-descriptor",
                        f"{op.intrinsic}: D# group {g} word {w} differs between the "
                        "wave's active lanes (a tensor descriptor is held in scalar "
                        "registers)", op.loc)
                row.append(int(lanes[0]))
            words.append(tuple(row))
        try:
            return decode(tuple(words))
        except DescriptorError as error:
            unset = [name for name, v in self.arg_values.items() if v is UNKNOWN]
            hint = ""
            if unset and error.code == "unknown-tensor-descriptor":
                hint = " (scalar kernel arguments without a value: " + ", ".join(
                    f"pass --arg {name}=VALUE" for name in unset) + ")"
            raise AmdsyncError(error.code, f"{op.intrinsic}: {error}{hint}",
                               op.loc) from None

    def _wait_tensorcnt(self, wave: WaveState, frame: Frame, mask: BoolArray,
                        op: o.WaitTensorCnt, count: int) -> None:
        """``s_wait_tensorcnt(count)`` (amdgpu-usage: "Tensor: s_wait_tensorcnt";
        completion "is reported in order of issue within a type"): each lane's oldest
        tensor operations complete until at most ``count`` remain outstanding."""
        wave.last_tensor_wait = (self.site(op, frame.function.name), count)
        records = self.tensor_ops.get(wave.index)
        if not records:
            return
        for slot in np.nonzero(mask)[0]:
            s = int(slot)
            pending = [r for r in records if r.mask[s] and not r.done[s]]
            for record in pending[:max(0, len(pending) - count)]:
                record.done[s] = True
        self._tensor_waited(wave, mask, count)

    def _tensor_waited(self, wave: WaveState, mask: BoolArray, tensor_count: int | None) -> None:
        """After a wait: the tensor operations each waiting lane now knows complete
        (an asyncmark wait completes a prefix of its async operations; ``tensor_count``
        is set for s_wait_tensorcnt, which marked them already), the lane's own
        completed prefix, and the owners' epochs it may join."""
        records = self.tensor_ops[wave.index]
        for slot in np.nonzero(mask)[0]:
            s = int(slot)
            if tensor_count is None:
                for record in records:
                    if record.mask[s] and record.numbers[s] <= wave.completed[s]:
                        record.done[s] = True
            own = {int(r.numbers[s]): r for r in records if r.mask[s]}
            x = int(wave.completed[s])
            while x + 1 in own and own[x + 1].done[s]:
                x += 1
            lane = int(wave.lanes[s])
            if x > wave.completed[s]:
                wave.completed[s] = x
                self.clocks.complete_async(lane, x)
            for owner_slot in {r.owner_slot for r in records if r.done[s]}:
                if owner_slot != s:
                    self._join_tensor_owner(wave, s, owner_slot, records)
        # Forget the oldest operations every lane of the wave is ordered after.
        vc = self.clocks.vc
        while records:
            first = records[0]
            c = self.clocks.async_component(int(wave.lanes[first.owner_slot]))
            if int(vc[wave.lanes[wave.live], :, c].min()) < first.owner_number or (
                    first.numbers[first.mask] > wave.completed[first.mask]).any():
                break
            records.pop(0)

    def _join_tensor_owner(self, wave: WaveState, slot: int, owner_slot: int,
                           records: list[TensorRecord]) -> None:
        """Lane ``slot`` learns that the owner lane's async operations up to the last
        tensor operation it knows complete are complete — only across a run of the
        owner's operations that are all tensor operations (a per-lane copy of the owner
        stays unordered: the spec's threads are lanes)."""
        owner = int(wave.lanes[owner_slot])
        lane = int(wave.lanes[slot])
        c = self.clocks.async_component(owner)
        by_number = {int(r.numbers[owner_slot]): r for r in records if r.mask[owner_slot]}
        clocks = self.clocks
        for a in ALL_AS:
            current = int(clocks.vc[lane, a, c])
            reach = current
            while True:
                record = by_number.get(reach + 1)
                if record is None or (record.owner_slot == owner_slot
                                      and not record.done[slot]):
                    break
                reach += 1
            if reach > current:
                clocks.vc[lane, a, c] = reach
                if clocks.vis is not None:
                    clocks.vis[lane, a, c] = max(int(clocks.vis[lane, a, c]), reach)

    def _annotate(self, first: int, wave: WaveState, frame: Frame) -> None:
        """Record, for new conflicts with an async operation, what the current function
        body's asyncmark sequence says about it."""
        n = self.clocks.num_threads
        for index in range(first, len(self.conflicts)):
            conflict = self.conflicts[index]
            if self.mark_log is not None:
                self.conflict_waits[index] = len(self.mark_log)
            if conflict.write and not conflict.prior_write:
                granule = conflict.key - conflict.key % 4
                self.late_reads[index] = (self.states,
                                          1 if granule in self.shadow.split else 4)
            if conflict.prior_tid < n:
                continue
            # A finding's counterexample is its first conflict (explore/check.py groups
            # by kind and site): annotate one conflict per group, not one per lane and
            # iteration (each annotation scans the lane's marks).
            group = (conflict.site, conflict.prior_write, conflict.write)
            if group in self._annotated:
                continue
            self._annotated.add(group)
            owner = conflict.prior_tid - n
            same_lane = owner == conflict.thread
            # The issuing lane's wave: this one, or another (its state now is where it
            # stood when it handed the data over, e.g. blocked at the barrier).
            owner_wave = self.waves[self.places[owner].wave]
            slots = np.nonzero(owner_wave.lanes == owner)[0]
            if not slots.size or not owner_wave.frames:
                self.conflict_context[index] = AsyncContext(False, None, 0, None, False,
                                                            issuer_known=False)
                continue
            s = int(slots[0])
            if owner_wave is not wave:
                wave = owner_wave
                frame = owner_wave.frames[-1]
            lane_marks = [m for m in frame.marks if m.mask[s]]
            covering = None
            after = 0
            for k, mark in enumerate(lane_marks):
                if mark.covers[s] >= conflict.prior_clock:
                    covering = mark.site
                    after = len(lane_marks) - k - 1
                    break
            # Covered only by a callee's marks (kept in inlined_marks) or a caller's.
            elsewhere = covering is None and any(
                m.mask[s] and m.covers[s] >= conflict.prior_clock
                for f in wave.frames for m in (*f.marks, *f.inlined_marks))
            tensor = isinstance(self.sites[conflict.prior_site].op, o.TensorCopy)
            self.conflict_context[index] = AsyncContext(
                same_lane, covering, after, wave.last_wait.get(len(wave.frames)), elsewhere,
                issuer_completed=int(wave.completed[s]) >= conflict.prior_clock,
                tensor=tensor, tensor_wait=wave.last_tensor_wait if tensor else None)

    def _wait(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.WaitAsyncMark,
              count: int) -> None:
        """``wait.asyncmark(count)`` on the current activation's sequence."""
        site = self.site(op, frame.function.name)
        self._whole_wave(wave, mask, "an async wait", op.loc)
        covered, reached = wait_targets(frame.marks, count, mask)
        effective = False
        for index in reached:
            self.mark_completed_sites.add(frame.marks[index].site)
            effective = True
        # Every older mark is complete too.
        if reached:
            oldest = min(reached)
            for mark in frame.marks[:oldest]:
                self.mark_completed_sites.add(mark.site)
        self.wait_sites[site] = self.wait_sites.get(site, False) or effective
        for slot in np.nonzero(mask)[0]:
            s = int(slot)
            if covered[s] > wave.completed[s]:
                wave.completed[s] = covered[s]
                self.clocks.complete_async(int(wave.lanes[s]), int(covered[s]))
        if self.clocks.wave_mode:
            done = wave.completed[wave.live]
            if done.size and (done != done[0]).any():
                raise LaneClocksNeeded(f"the wait at {op.loc} completes a different number "
                                       "of async operations in lanes of one wave")
        if wave.index in self.tensor_ops:
            self._tensor_waited(wave, mask, None)
        wave.last_wait[len(wave.frames)] = (site, count)
        self.wait_log.append((site, count, wave.index, wave.completed.copy(),
                              wave.issued.copy()))
        if self.mark_log is not None:
            self.mark_log.append((op.loc, wave.index, mask.copy(), list(frame.marks)))
        self._inline_note(wave, frame, mask, site, count)

    def _inline_note(self, wave: WaveState, frame: Frame, mask: BoolArray, site: int,
                     count: int) -> None:
        """Where inlining a callee would change which asyncmark this wait waits for
        (amdgpu-async-operations, implementation notes: "After inlining, the
        wait.asyncmark now waits for asyncmark C to complete")."""
        if not frame.callees_with_marks or site in self.inline_notes or not mask.any():
            return
        lanes = np.zeros_like(mask)
        lanes[int(np.argmax(mask))] = True  # notes are static: one lane tells
        _, own = wait_targets(frame.marks, count, lanes)
        _, inlined = wait_targets(frame.inlined_marks, count, lanes)
        own_site = frame.marks[own[0]].site if own else None
        inlined_site = frame.inlined_marks[inlined[0]].site if inlined else None
        if own_site == inlined_site:
            return
        names = ", ".join(sorted({"@" + name for name, _ in frame.callees_with_marks}))

        def where(mark_site: int | None) -> str:
            if mark_site is None:
                return "no asyncmark"
            return f"the asyncmark at {self.sites[mark_site].loc}"

        self.inline_notes[site] = (
            f"this wait.asyncmark({count}) waits for {where(own_site)}; after inlining "
            f"{names} it would wait for {where(inlined_site)} instead "
            "(amdgpu-async-operations, implementation notes)")

def _bytes(shadow: RegShadow | None, width: int) -> IntArray:
    if shadow is None:
        return np.zeros(width, dtype=np.int64)
    return shadow.bytes


_COMPUTED = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.ThreadId, o.Opaque, o.WaveOp,
             o.MakeBufferRsrc, o.BufferAddr)


def _barrier_operands(op: o.BarrierArrive | o.BarrierWait | o.BarrierInit | o.BarrierJoin
                      | o.BarrierDrop) -> list[o.Operand]:
    out: list[o.Operand] = []
    if isinstance(op.barrier, o.NamedBarrier):
        out.append(op.barrier.ptr)
    if isinstance(op, o.BarrierInit):
        out.append(op.count)
    if isinstance(op, o.BarrierArrive) and op.new_expected is not None:
        out.append(op.new_expected)
    return out


# Data flow between registers: a parametric run keeps one row per class value through
# these (explore/param.py); a buffer address keeps them in its offsets only.
_PARAM_DATA = (o.BinOp, o.ICmp, o.Select, o.Cast, o.PtrAdd, o.Phi)


def _param_operands(node: o.Op | o.Terminator) -> list[tuple[o.Reg, bool]]:
    """The registers an instruction reads (every field, nested tuples and named
    barriers included), each with whether it is the address of a plain read of global
    memory that a parametric run may relax (explore/param.py)."""
    relaxed: o.Operand | None = None
    if isinstance(node, o.Load) and node.atomic is None:
        relaxed = node.ptr
    elif isinstance(node, o.AsyncCopy) and node.direction is o.CopyDirection.TO_LDS:
        relaxed = node.src
    keep_offsets = isinstance(node, o.BufferAddr)
    out: list[tuple[o.Reg, bool]] = []

    def visit(value: object, field_name: str) -> None:
        if isinstance(value, o.Reg):
            if keep_offsets and field_name in ("voffset", "soffset", "offset"):
                return  # data: the address keeps one row per value
            out.append((value, value is relaxed))
        elif isinstance(value, tuple):
            for item in value:
                visit(item, field_name)
        elif isinstance(value, o.NamedBarrier):
            visit(value.ptr, field_name)

    for name, value in vars(node).items():
        visit(value, name)
    return out


def _operands_of(op: o.Op) -> list[o.Operand]:
    match op:
        case o.Opaque(_, _, args) | o.WaveOp(_, _, args):
            return list(args)
        case o.ICmp(_, _, lhs, rhs) | o.PtrAdd(_, lhs, rhs):
            return [lhs, rhs]
        case o.MakeBufferRsrc(_, base, stride, num_records, flags):
            return [base, stride, num_records, flags]
        case o.BufferAddr(_, rsrc, voffset, soffset, offset, vindex):
            return [x for x in (rsrc, voffset, soffset, offset, vindex) if x is not None]
    return []


def _number_bytes(numbers: IntArray, size: int) -> list[int | None]:
    """Stand-ins for the bytes of an unknown value with these element value numbers:
    byte ``b`` of element ``e`` is ``256 + number(e) * element size + b`` — not a byte
    value, equal only for the same byte of elements with the same number."""
    count = len(numbers)
    if size % count:
        return [None] * size  # elements of no whole byte size: nothing known
    step = size // count
    return [256 + int(numbers[b // step]) * step + b % step for b in range(size)]


class _OneInstructionWrites:
    """The writes of one plain store instruction, lane by lane: amdgpu-usage, "Memory
    Model" (GFX9 and later): "All LDS operations of a CU are performed as wavefront wide
    operations in a global order" and "The vector memory operations are performed as
    wavefront wide operations". Lanes of the instruction that write the same bytes to
    an address perform one write, so the write-write conflicts among them are dropped;
    lanes writing different bytes there stay a race (which value lands is unspecified)."""

    def __init__(self) -> None:
        self.clock: dict[int, int] = {}  # lane → its clock at this instruction
        self.bytes: dict[int, int] = {}  # address → the byte written; -1: lanes differ

    def note(self, lane: int, clock: int, base: int, data: list[int | None]) -> None:
        self.clock[lane] = clock
        for i, byte in enumerate(data):
            seen = self.bytes.get(base + i, byte)
            self.bytes[base + i] = byte if seen == byte and byte is not None else -1

    def uniform(self, key: int) -> bool:
        """Did the lanes write the same bytes throughout the shadow cell at ``key``? A
        cell is at most the aligned granule holding ``key`` (shadow.GRANULE), so every
        byte of that granule the instruction wrote is judged: a conflict reported on a
        granule whose first byte agrees but a later byte differs stays a race."""
        start = key - key % GRANULE
        written = [self.bytes[b] for b in range(start, start + GRANULE) if b in self.bytes]
        return key in self.bytes and -1 not in written

    def _among_lanes(self, c: Conflict, site: int) -> bool:
        """Is ``c`` a write-write conflict between two lanes of this instruction?"""
        return (c.prior_write and c.write and c.site == site and c.prior_site == site
                and self.clock.get(c.prior_tid) == c.prior_clock
                and self.clock.get(c.thread) is not None)

    def self_conflicts(self, out: list[Conflict], start: int, site: int) -> bool:
        return any(self._among_lanes(c, site) for c in out[start:])

    def forgive(self, out: list[Conflict], start: int, site: int) -> None:
        kept = [c for c in out[start:]
                if not (self._among_lanes(c, site) and self.uniform(c.key))]
        del out[start:]
        out.extend(kept)


def _buffer_resource_params(program: Program) -> set[str]:
    """Kernel parameters that are buffer descriptors: ``ptr addrspace(8)``, or any value
    the kernel uses as the resource of a buffer access (the ``<4 x i32>`` of the older
    intrinsics)."""
    kernel = program.kernel_function
    names = {p.name for p in kernel.params if isinstance(p.ty, PtrType)
             and p.ty.addrspace == AddressSpace.BUFFER_RESOURCE}
    params = {p.name for p in kernel.params}
    for op in kernel.ops():
        if isinstance(op, o.BufferAddr) and isinstance(op.rsrc, o.Reg) \
                and op.rsrc.name in params:
            names.add(op.rsrc.name)
    return names


def _compare_fails(old_value: int | None, expected: Value, slot: int) -> bool:
    """Did a compare-exchange that read ``old_value`` find something other than its
    expected value (both known; an unknown value counts as no failure)?"""
    return (old_value is not None and isinstance(expected, np.ndarray)
            and old_value != int(expected[slot]))


def _has_cmpxchg(program: Program) -> bool:
    return any(isinstance(op, o.CmpXchg) for f in program.functions for op in f.ops())


def _could_race(a: tuple[int, AtomicInfo | None], b: tuple[int, AtomicInfo | None]) -> bool:
    """Could a write by one of these two accesses (lane, atomicity) race with the other:
    different lanes, and not both atomic with inclusive scopes?"""
    (lane_a, info_a), (lane_b, info_b) = a, b
    if lane_a == lane_b:
        return False
    if info_a is None or info_b is None:
        return True
    return not synchronizes(info_a.place, o.Scope(info_a.scope), info_b.place,
                            o.Scope(info_b.scope))


def _failure_atomicity(op: o.Op) -> o.Atomicity:
    assert isinstance(op, o.CmpXchg)
    return o.Atomicity(op.failure, op.atomic.scope, op.atomic.av_none)


def _launch_pointer_kinds(program: Program) -> set[o.IdKind]:
    return {op.kind for f in program.functions for b in f.blocks for op in b.ops
            if isinstance(op, o.ThreadId) and op.kind in o.LAUNCH_POINTERS}


def _has_atomic_reads(program: Program) -> bool:
    """Does any operation read memory atomically (whose reads-from decides sw)?"""
    return any(o.atomicity(op) is not None and not isinstance(op, o.Store)
               for function in program.functions for op in function.ops())


def _fingerprint(wave: WaveState, writes: int) -> tuple[object, ...]:
    """The wave's whole state that decides what it does next, and the launch's write
    count: equal fingerprints at one load mean the wave repeats itself."""
    frames = tuple(
        (id(f.function), tuple(sorted((k, v.tobytes() if isinstance(v, np.ndarray) else id(v))
                                      for k, v in f.regs.items())),
         tuple((e.block, e.index, e.mask.tobytes(), e.rpc) for e in f.stack),
         f.pred.tobytes(), len(f.marks))
        for f in wave.frames)
    return (writes, frames, wave.issued.tobytes(), wave.completed.tobytes())


def wave_clocks_exact(program: Program) -> bool:
    """The static half of the wave-clock condition (docs/check.md, "Scale"): no atomic
    access (a per-lane release or acquire), no availability / visibility operation
    (per-lane visibility clocks) and no tensor DMA (issued by one lane of the wave)."""
    for function in program.functions:
        for op in function.ops():
            if o.atomicity(op) is not None or isinstance(op, o.TensorCopy | o.WaitTensorCnt):
                return False
    return not _uses_availability(program)


_COUPLING_OPS = (o.WaveOp, o.AsyncCopy, o.TensorCopy, o.WaitTensorCnt, o.AsyncMark,
                 o.WaitAsyncMark, *o.BARRIER_OPS)


def lanes_are_threads_exact(program: Program, barriers_skipped: bool = False) -> bool:
    """Can each lane be scheduled as a thread of its own (docs/check.md, "Lanes as
    threads")? Lanes are threads (amdgpu-memory-model), and a wave's issue order is no
    order of the model; it binds lanes only through operations that couple them: wave
    operations (ballot, readlane, mbcnt), cross-lane and matrix intrinsics, barriers
    (the wave arrives once; not when the run skips them) and async copies and tensor
    DMA (counted per wave)."""
    for function in program.functions:
        for op in function.ops():
            if isinstance(op, _COUPLING_OPS) and not (
                    barriers_skipped and isinstance(op, o.BARRIER_OPS)):
                return False
            if isinstance(op, o.Opaque) and "amdgcn" in op.name:
                return False
    return True


def barriers_order_no_memory(program: Program) -> bool:
    """May the check run barrier operations as no-ops (docs/check.md, "Barriers that
    order no memory")? When the program has barriers, all of them plain arrives and
    waits (no count update, no result, no init, join or leave); no barrier can
    synchronize memory — a barrier-arrive-release needs a release fence
    program-ordered before the arrive, a barrier-wait-acquire an acquire fence after
    the wait (amdgpu-usage, "Memory Model"; ERRATA.md 1), so a program without release
    fences or without acquire fences has neither pair; and no value read from memory
    decides anything (so every execution takes the same paths through the barriers)."""
    use = _plain_barriers(program)
    return use is not None and not (use.releases and use.acquires)


def barriers_may_run_wave_local(program: Program) -> bool:
    """May the check run barriers wave-locally (docs/check.md, "Barriers that order
    memory only within a wave") once a run has shown that no barrier synchronized two
    waves? When the barriers are plain (as for ``barriers_order_no_memory``) and every
    one is the workgroup barrier, whose phases every wave of the workgroup takes part
    in, so that a wave's wait always follows its own arrive of the same phase."""
    use = _plain_barriers(program)
    return use is not None and use.workgroup_only


@dataclass(frozen=True)
class _BarrierUse:
    releases: bool  # the program has a release fence
    acquires: bool  # … and an acquire fence
    workgroup_only: bool  # every barrier operation is on the workgroup barrier


def _plain_barriers(program: Program) -> _BarrierUse | None:
    """How a program whose barriers are all plain arrives and waits, and in which no
    value read from memory decides anything, uses barriers and fences (None: it has
    no barriers, or they or the values read are not so)."""
    barriers = releases = acquires = False
    workgroup_only = True
    for function in program.functions:
        if value_dependent_reads(function, plain=True):
            return None
        for op in function.ops():
            if isinstance(op, o.BarrierInit | o.BarrierJoin | o.BarrierDrop):
                return None
            if isinstance(op, o.BarrierArrive | o.BarrierWait):
                if isinstance(op, o.BarrierArrive) and (op.dest is not None
                                                        or op.new_expected is not None):
                    return None
                barriers = True
                workgroup_only = workgroup_only and op.barrier == o.WORKGROUP_BARRIER
            elif isinstance(op, o.Fence):
                releases = releases or op.ordering.is_release
                acquires = acquires or op.ordering.is_acquire
    return _BarrierUse(releases, acquires, workgroup_only) if barriers else None


def _uses_availability(program: Program) -> bool:
    """Can availability and visibility differ from happens-before? Only where an
    operation opts out of MakeAvailable / MakeVisible (``!amdgcn-av none``) or uses the
    av b128 intrinsics (amdgpu-memory-model: the default LLVM operations "automatically
    satisfy these necessary conditions")."""
    for function in program.functions:
        for op in function.ops():
            if isinstance(op, o.AvLoad | o.AvStore):
                return True
            if isinstance(op, o.Fence) and op.av_none:
                return True
            atomic = getattr(op, "atomic", None)
            if isinstance(atomic, o.Atomicity) and atomic.av_none:
                return True
    return False


def _plain_arrive(op: o.Op | None) -> bool:
    """An arrive that neither updates the expected count (``signal.var`` with a
    non-zero count) nor reports whether it came first (``signal.isfirst``)."""
    if not isinstance(op, o.BarrierArrive) or op.dest is not None:
        return False
    update = op.new_expected
    return update is None or (isinstance(update, o.Const) and update.value == 0)


def _fence_classes(op: o.Fence) -> tuple[int, ...]:
    if op.address_spaces is None:
        return ALL_AS
    classes: list[int] = []
    if op.address_spaces & {AddressSpace.GLOBAL, AddressSpace.FLAT, AddressSpace.CONSTANT}:
        classes.append(AS_GLOBAL)
    if AddressSpace.LOCAL in op.address_spaces:
        classes.append(AS_LDS)
    return tuple(classes)


def _access_type(op: o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore) -> Type:
    if isinstance(op, o.AvLoad | o.AvStore):
        return IntType(128)
    return op.ty


def _tensor_runs(src_keys: IntArray, dst_keys: IntArray, inside: BoolArray,
                 size: int) -> list[tuple[int, int]]:
    """Tile elements grouped into runs contiguous at both ends and all inside (or all
    outside) the tensor: (first element, element count)."""
    if not len(src_keys):
        return []
    breaks = ((np.diff(src_keys) != size) | (np.diff(dst_keys) != size)
              | (inside[1:] != inside[:-1]))
    starts = [0, *(np.nonzero(breaks)[0] + 1).tolist()]
    ends = [*starts[1:], len(src_keys)]
    return [(a, b - a) for a, b in zip(starts, ends, strict=True)]


def _result_type(op: o.Op) -> Type | None:
    return getattr(op, "ty", None)


__all__ = ["ExploreOptions", "Incomplete", "Machine"]

"""The machine's state and its set-up: one launch of a program laid out in memory
(LDS allocations, global and argument regions, the launch's constant blocks), its
waves with their first frames, the happens-before clocks and the shadow memory, and
``fork`` (an independent copy of the execution state for the scheduler).

Every room of the machine (docs/architecture.md) is a class stacked on this one; each
sees the rooms below it. amdgpu-usage: "Memory Spaces", kernel arguments and the
implicit arguments (hidden_*); amdgpu-memory-model: threads are lanes.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Self

import numpy as np

from amdsync.diagnostics import AmdsyncError, Loc
from amdsync.explore.lanes.atomics import AtomicLog
from amdsync.explore.lanes.ties import resolve
from amdsync.explore.machine.cfg import backward_blocks, immediate_post_dominators
from amdsync.explore.machine.frames import Entry, Frame, WaveMark
from amdsync.explore.machine.program_facts import (
    buffer_resource_params,
    has_atomic_reads,
    has_cmpxchg,
    launch_pointer_kinds,
    uses_availability,
    wave_clocks_exact,
)
from amdsync.explore.machine.state import (
    AsyncContext,
    ReleaseRecord,
    WaveState,
    fork_wave,
    shallow_copy,
)
from amdsync.explore.memory.address import AddressMap, Region, lds_name, region_base
from amdsync.explore.memory.conflict_log import ConflictLog, LateReads
from amdsync.explore.memory.definedness import Origin, Use
from amdsync.explore.memory.dense_shadow import DenseShadow, dense_shadow_suits
from amdsync.explore.memory.launch_memory import (
    DEFAULT_CODE_OBJECT_VERSION,
    LaunchBlock,
    dispatch_packet,
    implicit_arguments,
)
from amdsync.explore.memory.shadow import (
    AtomicInfo,
    Conflict,
    Invisible,
    SeveralWrites,
    ShadowMemory,
)
from amdsync.explore.search.memory_bound import (
    default_max_memory,
    memory_bound_reason,
    resident_bytes,
)
from amdsync.explore.search.options import (
    LDS_ARG_ALIGN,
    MAX_CLOCK_BYTES,
    MAX_NAMED_BARRIER,
    NAMED_BARRIER_BASE,
    UNSIZED_LDS_ARG,
    Choice,
    ExploreOptions,
    Footprint,
    Incomplete,
    Site,
    TensorRecord,
    time_bound_reason,
)
from amdsync.explore.symbolic.access_log import AccessLog
from amdsync.explore.sync.async_records import AsyncRecords
from amdsync.explore.sync.barrier_exec import Barriers
from amdsync.explore.sync.spin import plain_spin_loads, spin_loops, value_dependent_reads
from amdsync.explore.values import compute, uniform
from amdsync.explore.values.values import UNKNOWN, BoolArray, IntArray, Rsrc, Value, splat, wrap
from amdsync.program import ops as o
from amdsync.program.lds_tiles import tile_label
from amdsync.program.module import Function, Program
from amdsync.program.topology import Launch, ThreadPlace, place_of
from amdsync.program.types import AddressSpace, PtrType
from amdsync.semantics.clocks import Clocks, clock_bytes

if TYPE_CHECKING:
    from amdsync.explore.symbolic.preconditions import Preconditions


class MachineCore:
    """The state of one launch being explored, and its set-up."""

    def __init__(self, program: Program, launch: Launch, options: ExploreOptions,
                 full: bool = False, wave_clocks: bool = False) -> None:
        self.program = program
        # Full exploration (docs/semantics/schedules.md, "Atomic reads"): every order of atomic
        # accesses that matters and every reads-from choice of value-dependent reads.
        self.full = full
        self.launch = launch
        self.options = options
        self.width = launch.wave_size
        # Value numbers of the registers amdsync does not know (explore/values/uniform.py),
        # kept once a store needs them (uniform.NeedValueNumbers).
        self.numbering = (uniform.Numbering(self.width, options.generation)
                          if options.value_numbers else None)
        # The accesses of buffers some access reaches at an address computed from input
        # data, for the solver (explore/symbolic/access_log.py); None: no such buffer.
        # With --assume, terms are kept from the start, so that every branch on input
        # data is decided under the preconditions.
        self.sym_log = (AccessLog(options.symbol_buffers)
                        if options.symbol_buffers or options.assume or options.keep_terms
                        else None)
        # --assume (explore/symbolic/preconditions.py): in every query of the solver.
        self.preconditions: Preconditions | None = None
        if options.assume:
            from amdsync.explore.symbolic.preconditions import (  # noqa: PLC0415 (lark, z3)
                preconditions_for,
            )
            self.preconditions = preconditions_for(program, options.assume, options.args)
        # The lanes' location keys of the plain load just run, and the lanes that read
        # defined bytes (for its value numbers).
        self._loaded: tuple[IntArray, BoolArray, int] | None = None
        self.sites: list[Site] = []
        self._site_ids: dict[int, int] = {}
        self.functions = {f.name: f for f in program.functions}
        # Per block (by id, with the block kept to tell a reused id), the plans of its
        # operations and which keep the async counts (stepping.Stepping._run_plain);
        # shared by forks: a plan depends only on the operation.
        self._op_plans: dict[int, Any] = {}  # (stepping._BlockPlan, by id of its block)
        # Per function: its immediate post-dominators and its blocks that branch
        # backward (explore/machine/cfg.py).
        self._cfg: dict[str, tuple[dict[str, str | None], frozenset[str]]] = {}
        self.places: list[ThreadPlace] = []
        # Happens-before per wave where that is exact (docs/semantics/scale.md, "Scale"): the
        # program cannot make lanes of one wave synchronize differently (checked here
        # statically, and at every fence, async issue and wait: LaneClocksNeeded, which
        # only explore/search/check.py's caller of ``wave_clocks`` handles).
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
        if uses_availability(program):
            self.clocks.enable_visibility()
        self.shadow = (DenseShadow(self.clocks, self.places, launch.threads_per_workgroup)
                       if dense_shadow_suits(self.clocks, options) else
                       ShadowMemory(self.clocks, self.places))
        self.shadow.reading = options.reading
        # (append-only, its prefix shared with forks: explore/memory/conflict_log.py)
        self.conflicts = ConflictLog()
        # Per conflict index: what the current function activation knew about the async
        # operation involved (for the counterexample): (mark sites covering it in order,
        # marks after it, last wait (site, count) or None).
        self.conflict_context: dict[int, AsyncContext] = {}
        self.async_records = AsyncRecords()  # (lane, n) → record
        self.tensor_ops: dict[int, list[TensorRecord]] = {}  # wave index → its tensor DMA
        self.states = 0
        self.states_at_fork = 0  # states already counted by the machine forked from
        # States exploration without reduction must visit at least: at every wave
        # instruction, each subset of the outstanding async operations may have
        # completed (each a distinct state). Reported by benches/check_speed.py.
        self.unreduced_lower_bound = 0
        self.memory_events = 0
        self.async_ops = 0
        # Instructions run so far that may write memory (stores, read-modify-writes,
        # compare-exchanges, async copies and tensor DMA, whatever they wrote): what a
        # plain spinner waits to change (``spin_progress``). Counted where ``_execute``
        # or an operation plan runs them, so that every way an access is performed
        # (the symbolic ones of explore/every_input included) counts.
        self.writes_issued = 0
        self.start = time.monotonic()
        self.memory_limit = (options.max_memory if options.max_memory is not None
                             else default_max_memory())
        self.schedule_dependent: tuple[str, Loc] | None = None
        self.mark_completed_sites: set[int] = set()
        self.mark_sites: set[int] = set()
        self.wait_sites: dict[int, bool] = {}  # site → ever effective
        self.inline_notes: dict[int, str] = {}
        self._annotated: set[tuple[int, bool, bool]] = set()
        # Every wait executed: (site, count, wave, per-lane completed and issued counts).
        self.wait_log: list[tuple[int, int, int, IntArray, IntArray]] = []
        self.uninitialized_reads: list[tuple[int, int, int]] = []  # (site, lane, key)
        # Loads at unknown addresses from buffers the launch only reads whose address
        # no computation bounds within the buffer: (load, buffer) the verdict assumes
        # in bounds (memory_access._read_only_load). A tuple: a fork shares it.
        self.in_bounds: tuple[tuple[Loc, str, str], ...] = ()  # (access, buffer, load/store)
        self.invisible: list[Invisible] = []  # hb-ordered but not location-ordered reads
        self.several: list[SeveralWrites] = []  # plain reads of several writes (undef)
        self.unfinished_async: list[tuple[int, int]] = []  # (lane, number) at wave end
        self.nonuniform_lds: set[int] = set()
        # Launches with atomic reads keep every write and atomic read per location, to
        # choose what each atomic read reads (explore/lanes/atomics.py,
        # docs/semantics/schedules.md).
        self.atomic_log: AtomicLog | None = AtomicLog() if has_atomic_reads(program) else None
        # An atomic read whose reads-from choice was not the hb-minimal one and could
        # synchronize: the explored execution then stands only for itself.
        self.rf_dependent: Loc | None = None
        # An atomic write some earlier atomic read may read though no schedule runs it
        # first (load buffering: over a barrier without fences, or between lanes of one
        # wave, ``_forced_order``).
        self.unexplored_order: tuple[Loc, str] | None = None  # where, and why
        # Each barrier-wait-acquire of one wave that synchronized with a
        # barrier-arrive-release of another (``_join_record``), as ExploreOptions'
        # barrier_pairs. Forks share the set until one of them adds to it (copy on
        # write: ``_pairs_owned`` says this machine may change it in place).
        self.barrier_pairs: set[tuple[int, int, int]] = set()
        self._pairs_owned = True
        # What ``_join_record`` computed from a record for a workgroup (wave mode): the
        # record (kept so that its id stays its own), the eligible rows, the joined
        # clocks. Shared by forks: entries are never changed.
        self._join_memo: dict[tuple[int, int, int, tuple[int, ...], bool],
                              tuple[ReleaseRecord, list[int],
                                    tuple[np.ndarray, np.ndarray | None]]] = {}
        # Barriers run wave-locally: per (phase, launch wave) that arrived, what its
        # barrier-arrive-releases published and its execution order then; and whether a
        # run broke the mode's assumptions (a wave blocked for good, two arrives without
        # a wait), so that its verdict is not used.
        self.local_rows: dict[tuple[int, int], tuple[ReleaseRecord | None, dict[int, int]]] = {}
        self.local_broken = False
        self._atomic_infos: dict[tuple[int, int], AtomicInfo] = {}  # (lane, scope) →
        self.spin_blocked: dict[int, tuple[int, Loc, int]] = {}  # wave → (site, loc, key)
        self.spin_sites: dict[int, frozenset[str]] = {}
        # Plain loads of quiet loops, where a wave is fingerprinted (sync/spin.py).
        self.plain_spin_sites: set[int] = set()
        if options.plain_spin_waits:
            for function in program.functions:
                self.plain_spin_sites |= plain_spin_loads(function)
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
        # Per wave (per-wave clocks), the epoch of its latest memory access, and the
        # static facts about what lanes do after a read-modify-write
        # (AtomicChoices._symmetric_lanes; the dict is replaced, never changed in place).
        self.access_epochs: dict[int, int] = {}
        # Spin sites whose wait a write of another workgroup ended (a set replaced,
        # never changed in place): they need co-resident workgroups.
        self.waits_across_workgroups: frozenset[Loc] = frozenset()
        self.read_epochs: dict[int, tuple[int, frozenset[str]]] = {}  # plain reads
        self._write_only: frozenset[str] | None = None
        self._continuations: dict[int, tuple[tuple[frozenset[str], frozenset[str],
                                                   frozenset[str], tuple[o.ThreadId, ...]]
                                             | None]] = {}
        self.pruned = False  # a sleep set left nothing to explore: covered elsewhere
        # Locations holding a value derived from an atomic read (taint through memory:
        # a plain load of one is as schedule-dependent as the atomic read).
        self.tainted_keys: set[int] = set()
        # First pass of a launch with compare-exchanges: per location, the (lane, atomic
        # scope) of its accesses and of the compare-exchanges that failed there (see
        # _watch_cas).
        self.cas_watch: dict[int, tuple[set[tuple[int, AtomicInfo | None]],
                                        set[tuple[int, AtomicInfo | None]]]] | None = (
            {} if self.atomic_log is not None and not full and has_cmpxchg(program)
            else None)
        # Copy on write (as ShadowMemory.owned): the keys of cas_watch whose sets this
        # machine may change in place; a fork shares the others' sets.
        self.cas_owned: set[int] = set()
        self._as_cache: dict[str, dict[str, int]] = {}
        self.deadlock: list[WaveState] | None = None
        self.schedules = 1
        # Definedness (explore/memory/definedness.py): the reads whose value may be undef
        # (origins), the uses such values reached, and for a replay the reads a later
        # write showed to be racy: (site, thread component, clock) → (states before
        # that write, conflict index, key, width, writing site, the conflict).
        self.origins: list[Origin] = []
        self._origin_ids: dict[tuple[int, str, int], int] = {}
        self.uses: dict[tuple[int, frozenset[int]], Use] = {}
        self.retro: dict[tuple[int, int, int],
                         list[tuple[int, int, int, int, int, Conflict]]] = {}
        # Conflicts of a write with an earlier read (conflict index → (states when the
        # write ran, bytes of the unit)): the read returned undef, found only later.
        # (shared with forks as the conflicts are)
        self.late_reads = LateReads()
        # A search run again from the start at a class split knowing its late reads
        # (``retro``), which explores on from there (late_replay.corrected): it records
        # every late read it meets from there on, and notes defined reads.
        self.exploring = False
        self.late_asked = 0  # late reads late_replay.corrected has asked about already
        # The read events that returned bytes nothing had made undefined: shared by
        # every fork of this machine (undef_flow.note_defined_read).
        self.defined_reads: set[tuple[int, int, int]] = set()
        self.defined_parts: set[tuple[tuple[int, int, int], int]] = set()
        # The scheduling choices made from outside (explore/search/check.py), each with the
        # sleep set it was made under, so a leaf can be replayed.
        self.history: list[tuple[Choice, dict[int, Footprint]]] = []
        self.script: list[tuple[Choice, dict[int, Footprint]]] | None = None
        self.replay_states = 0  # wave instructions a replay ran again
        # Redundant-synchronization analysis (explore/search/relax.py): per wait executed, its
        # location, wave, active lanes and the activation's marks.
        self.mark_log: list[tuple[Loc, int, BoolArray, list[WaveMark]]] | None = (
            [] if options.record_marks else None)
        self.conflict_waits: dict[int, int] = {}  # conflict → waits run before it
        self.incomplete: Incomplete | None = None  # the bound this execution stopped at
        self._layout_memory()
        self.waves = self._make_waves()
        self.barriers = Barriers(launch, self.waves, self.clocks.width)

    def _layout_memory(self) -> None:
        """LDS globals get offsets in declaration order (aligned); global variables and
        pointer arguments get disjoint regions."""
        regions: list[Region] = []
        self.global_addr: dict[str, int] = {}
        self.lds_names: list[tuple[int, int, str]] = []
        # The compiler's buffers inside LDS globals, by their source names
        # (program/lds_tiles.py): Triton's tiles in @global_smem.
        self.lds_tiles: list[tuple[int, int, str]] = []
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
                self.lds_names.append((lds_end, lds_end + size,
                                       lds_name(var.name, self.functions)))
                self.lds_tiles += [(lds_end + t.offset, lds_end + t.offset + t.size,
                                    tile_label(t))
                                   for t in self.program.lds_tiles if t.symbol == var.name]
                lds_end += size
            else:
                base = region_base(index)
                index += 1
                self.global_addr[var.name] = base
                regions.append(Region(var.name, base, var.size, var.addrspace))
        kernel = self.program.kernel_function
        # A parametric run's class (explore/values/param.py): the swept argument's values this
        # machine still stands for, and the split a poised wave asks for.
        self.param_values: IntArray | None = None
        self.param_split: list[IntArray] | None = None
        # The round of turns in progress (explore/machine/machine.py): the wave it resumes at
        # after a choice made inside it, and whether a wave ran in it before.
        self.round_next = 0
        self.round_ran = False
        self.arg_values: dict[str, Value] = {}
        self.unknown_stride_index: dict[int, int] = {}  # buffer base → its one index
        rsrc_params = buffer_resource_params(self.program)
        args = resolve(self.options.ties, self.options.args)
        swept = None if self.options.param is None else self.options.param[0]
        # Arguments that follow the swept one take a row per value too (explore/lanes/ties.py).
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
                # UNSIZED_LDS_ARG bytes (docs/semantics/model.md, "Launch shapes").
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
                # gives (its num_records), else unbounded (docs/semantics/model.md, "Buffer
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
        # The launch's constant blocks the kernel reads (explore/memory/launch_memory.py).
        self.launch_blocks: dict[int, LaunchBlock] = {}  # region base → block
        self.launch_pointers: dict[o.IdKind, int] = {}
        for kind in sorted(launch_pointer_kinds(self.program)):
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
            if var.addrspace != AddressSpace.LOCAL and var.host_set:
                # What the host copied in: defined bytes amdsync does not know
                # (docs/semantics/every-input.md, "Constant globals").
                base = self.global_addr[var.name]
                for i in range(var.size):
                    self.shadow.define_initial(base + i, None)
            elif var.addrspace != AddressSpace.LOCAL and var.init is not None:
                base = self.global_addr[var.name]
                for i, byte in enumerate(var.init):
                    self.shadow.define_initial(base + i, byte)
        self._define_inputs(kernel, regions)

    def _define_inputs(self, kernel: Function, regions: list[Region]) -> None:
        """Write each input's bytes into its pointer argument's buffer as initial values
        (explore/every_input/inputs.py; amdgpu-memory-model: an initial system-scoped write ordered
        before every access, as for initialized globals), or into a constant global
        (what the host copies to a `__constant__` table). Past the given bytes the
        buffer holds what it holds without inputs: unknown host data (a global: its
        own)."""
        params = {p.name: p for p in kernel.params}
        for spec in self.options.inputs:
            name, data = spec.name, spec.data
            # HIP's clang names a pointer parameter `p` of the source `%p.coerce`.
            param = (None if name.startswith("@") else
                     params.get(name) or params.get(name + ".coerce"))
            if param is None:
                # A `__constant__` global's contents, which the host copies in (a
                # parameter of the same name comes first; `@t` names the global).
                var = next((g for g in self.program.globals
                            if g.name == name.removeprefix("@")
                            and g.addrspace == AddressSpace.CONSTANT), None)
                if var is None:
                    raise AmdsyncError("bad-input", f"input {name!r}: kernel {kernel.name} "
                                       f"has no parameter {name!r} and the program no "
                                       f"constant global @{name.removeprefix('@')}",
                                       kernel.loc)
                if len(data) > var.size:
                    raise AmdsyncError("bad-input", f"input {name!r}: {len(data)} bytes "
                                       f"given for @{var.name}, which holds {var.size}",
                                       kernel.loc)
                for i, byte in enumerate(data):
                    self.shadow.define_initial(self.global_addr[var.name] + i, byte)
                continue
            region = next((r for r in regions if r.name == param.name), None)
            if (not isinstance(param.ty, PtrType) or region is None
                    or param.ty.addrspace == AddressSpace.LOCAL):
                raise AmdsyncError("bad-input", f"input {name!r}: {name} is not a pointer "
                                   "to global memory (only a buffer a pointer argument "
                                   "points to takes input data)", kernel.loc)
            for i, byte in enumerate(data):
                self.shadow.define_initial(region.base + i, byte)
        # Elements an --assume fixes to a constant: initial values as an input's, over
        # whatever an input gave there (explore/symbolic/pins.py; docs/semantics/
        # every-input.md, "Assumptions that pin contents").
        for pin in self.preconditions.pins if self.preconditions is not None else ():
            param = params.get(pin.buffer) or params.get(pin.buffer + ".coerce")
            region = next((r for r in regions if param is not None and r.name == param.name
                           and r.addrspace != AddressSpace.LOCAL), None)
            if region is None:
                continue  # (an LDS buffer has no host contents: a precondition only)
            for i, byte in enumerate(pin.data):
                self.shadow.define_initial(region.base + pin.offset + i, byte)

    def _make_waves(self) -> list[WaveState]:
        launch = self.launch
        waves: list[WaveState] = []
        per_wg = launch.threads_per_workgroup
        for wg in range(launch.num_workgroups):
            for local in range(per_wg):
                self.places.append(place_of(launch, wg, local))
            # A partial workgroup (amdgpu-usage, hidden_remainder_x) has fewer work-items
            # and waves; its unused wave slots exist, ended, so wave indices stay those
            # of ThreadPlace (docs/semantics/model.md, "Launch shapes").
            items = launch.items_in(wg)
            for w in range(launch.waves_per_workgroup):
                local_ids = np.arange(w * self.width, (w + 1) * self.width, dtype=np.int64)
                live = local_ids < items
                lanes = wg * per_wg + np.minimum(local_ids, per_wg - 1)
                kernel = self.program.kernel_function
                # Lanes as threads: one scheduled wave per live lane, the others of its
                # hardware wave inactive in it (docs/semantics/schedules.md, "Lanes as threads").
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
        if function.name not in self._cfg:
            self._cfg[function.name] = (immediate_post_dominators(function),
                                        backward_blocks(function))
        ipdom, backward = self._cfg[function.name]
        blocks = function.block_map()
        return Frame(
            function=function, blocks=blocks,
            block_ids={name: i for i, name in enumerate(blocks)},
            ipdom=ipdom, backward=backward, regs=regs,
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

    def spin_progress(self, plain: bool) -> int:
        """What a spinning wave waits to change: the launch's writes that can change
        what an atomic read sees (``AtomicLog.total``); for a wave spinning on a plain
        load, every instruction that may write instead (``writes_issued``: those that
        change no value too, which may still release; docs/semantics/schedules.md,
        "Plain-load spins")."""
        if plain:
            return self.writes_issued
        return 0 if self.atomic_log is None else self.atomic_log.total

    def _deadlock_or_stale(self) -> None:
        """Every wave that has not ended waits. A deadlock, unless a wave waits at a
        repeating load whose last run read an older write than the newest in some lane:
        a fair execution reads the newest, which the scheduler's sibling choice explores, so
        this one is covered there (docs/semantics/schedules.md, "Full exploration when
        values decide events")."""
        live = [w for w in self.waves if not w.done]
        if any(w.spin_since is not None and w.spin_stale for w in live):
            self.pruned = True
            return
        self.deadlock = live

    def fork(self, keep_owned: bool = False) -> Self:
        """An independent copy of the execution state (the program and static tables
        are shared). ``keep_owned``: see ShadowMemory.fork."""
        new = shallow_copy(self)
        new.states_at_fork = self.states
        new._pairs_owned = self._pairs_owned = False  # (barrier_pairs: shared)
        new.waves = [fork_wave(w) for w in self.waves]
        new.barriers = self.barriers.copy()
        new.clocks = self.clocks.copy()
        new.shadow = self.shadow.fork(keep_owned)
        new.shadow.clocks = new.clocks
        new.conflicts = self.conflicts.fork()
        new.conflict_context = dict(self.conflict_context)
        new.async_records = self.async_records.copy()
        new.tensor_ops = {w: [TensorRecord(r.mask, r.numbers, r.owner_slot, r.owner_number,
                                           r.done.copy()) for r in records]
                          for w, records in self.tensor_ops.items()}
        new.atomic_log = None if self.atomic_log is None else self.atomic_log.copy()
        if self.sym_log is not None:
            new.sym_log = self.sym_log.fork()
        new.spin_blocked = dict(self.spin_blocked)
        new.sleep = dict(self.sleep)
        new.local_rows = dict(self.local_rows)
        new.tainted_keys = set(self.tainted_keys)
        if self.cas_watch is not None:
            # (the sets are shared until one side changes one: a kernel's every access
            # is watched, and copying them all made each fork cost megabytes)
            new.cas_watch = dict(self.cas_watch)
            new.cas_owned = set()
            if not keep_owned:
                self.cas_owned = set()
        new.forced_rf = {}
        new.mark_completed_sites = set(self.mark_completed_sites)
        new.wait_sites = dict(self.wait_sites)
        new.inline_notes = dict(self.inline_notes)
        new._annotated = set(self._annotated)
        new.uninitialized_reads = list(self.uninitialized_reads)
        new.invisible = list(self.invisible)
        new.several = list(self.several)
        new.unfinished_async = list(self.unfinished_async)
        new.wait_log = list(self.wait_log)
        new.origins = list(self.origins)
        new._origin_ids = dict(self._origin_ids)
        new.uses = dict(self.uses)
        new.history = list(self.history)
        new.late_reads = self.late_reads.fork()
        if self.mark_log is not None:
            new.mark_log = list(self.mark_log)
        new.conflict_waits = dict(self.conflict_waits)
        return new

    def _check_bounds(self, loc: Loc) -> None:
        self.states += 1
        if self.states > self.options.max_states:
            raise Incomplete(f"state bound reached ({self.options.max_states} wave "
                             "instructions; raise --max-states)", loc, bound=True)
        if self.states % 64 == 0:
            self._check_bounds_at(loc)

    def _check_bounds_at(self, loc: Loc) -> None:
        """What ``_check_bounds`` does at a state count that is a multiple of 64: the
        progress call (every 4096) and the time bound."""
        if self.states % 4096 == 0 and self.options.progress is not None:
            self.options.progress(self.states)
        if time.monotonic() - self.start + self.options.time_spent > self.options.timeout:
            raise Incomplete(time_bound_reason(self.options.timeout), loc, bound=True,
                             timed=True)
        if self.states % 1024 == 0:
            # (docs/bounds.md, "Memory": every 1024 wave instructions, a read of
            # /proc/self/statm; forks and logs grow with the instructions run)
            used = resident_bytes()
            if used > self.memory_limit:
                raise Incomplete(memory_bound_reason(used, self.memory_limit), loc,
                                 bound=True)

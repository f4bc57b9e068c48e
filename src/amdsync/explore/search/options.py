"""What one exploration of a launch is asked to do and how it ends: the options
(bounds, the rerun modes, a parametric class), the outcome of a step, the exception
for a bound or an undecidable question, and the records the rooms of the machine share.

The machine that runs a launch is split by job (docs/architecture.md); this module is
the vocabulary every room of it uses and that the driver (explore/search/check.py) passes in.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from dataclasses import dataclass, field

from amdsync.diagnostics import Loc
from amdsync.explore.every_input.inputs import InputSpec
from amdsync.explore.lanes.ties import Tie
from amdsync.explore.values.values import BoolArray, IntArray
from amdsync.program import ops as o
from amdsync.semantics.memory_model.read_rules import Reading

# A poised atomic access: the location keys it touches and whether it writes.
Footprint = tuple[frozenset[int], bool]


# A scheduling choice: run this wave's poised operation next; for an atomic read, which
# write each active lane reads (lane slot → index in the location's writes, -1 initial).
Choice = tuple[int, tuple[tuple[int, int], ...] | None]


# The clocks are quadratic in the work-items of a launch, or in its waves where per-wave
# clocks are exact (docs/semantics/scale.md, "Scale"): 8 GiB is about 23,000 work-items, or
# 23,000 waves.
MAX_CLOCK_BYTES = 8 << 30


RAN = "ran"


BLOCKED = "blocked"


DONE = "done"


POISED = "poised"  # stopped before a barrier modification the scheduler must order


# Stopped before a backward branch: the wave gives its turn to the next one
# (docs/semantics/schedules.md, "The schedule: turns at backward branches").
YIELDED = "yielded"


NAMED_BARRIER_BASE = 1 << 56  # "addresses" of named barrier objects: base + barrier id


MAX_NAMED_BARRIER = 16


MODIFYING_BARRIER_OPS = (o.BarrierArrive, o.BarrierInit, o.BarrierDrop)


LDS_ARG_ALIGN = 16  # each LDS pointer argument's allocation starts at this alignment


# An LDS pointer argument whose size the launch does not give: as large as any target's
# LDS, so accesses through it stay apart from every other allocation.
UNSIZED_LDS_ARG = 1 << 16


def time_bound_reason(timeout: float) -> str:
    """What a check stopped by ``--timeout`` says."""
    return f"time bound reached ({timeout:.3g} s; raise --timeout)"


class Incomplete(Exception):
    """Exploration stopped at a bound or at something it cannot decide."""

    def __init__(self, reason: str, loc: Loc | None = None, bound: bool = False,
                 timed: bool = False) -> None:
        super().__init__(reason)
        self.reason = reason
        self.loc = loc
        self.bound = bound  # a user-set bound (states, time, schedules), not a limit
        self.timed = timed  # the time bound (--timeout): no time is left for anything


@dataclass
class TensorRecord:
    """One tensor DMA operation of a wave (docs/semantics/async-copies.md, "Tensor DMA"): every lane
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
    # Bytes of resident memory (search/memory_bound.py; None: its default, half the
    # machine's or the control group's memory).
    max_memory: int | None = None
    # Report a read that may return undef at the read, not where its value is used
    # (docs/semantics/model.md, "Undefined values and their uses").
    strict_reads: bool = False
    # How a plain read of several writes reads (shared/spec/READINGS.md item 1;
    # semantics/memory_model/read_rules.py): undef by the spec, or the last write.
    reading: Reading = Reading.SPEC
    record_marks: bool = False  # keep every wait's marks (explore/search/relax.py)
    # A parametric run (explore/values/param.py): this argument takes every one of these values.
    param: tuple[str, tuple[int, ...]] | None = None
    # Arguments that follow another (explore/lanes/ties.py), also the parametric one.
    ties: tuple[Tie, ...] = ()
    # Called with the wave instructions run so far, every 4096 (report/progress.py).
    progress: Callable[[int], None] | None = field(default=None, compare=False)
    # The target's processor generation ("gfx9", "gfx12.5", …): which DPP controls exist
    # (explore/values/uniform.py); None decodes only the controls every generation shares.
    generation: str | None = None
    # Keep value numbers from the start (explore/values/uniform.py). Off, a run that meets a
    # store whose lanes write one address with unknown values is run again with them on
    # (uniform.NeedValueNumbers): most kernels never need them.
    value_numbers: bool = False
    # Keep happens-before per lane even where per-wave clocks are exact (docs/semantics/scale.md,
    # "Scale"); the environment variable AMDSYNC_LANE_CLOCKS=1 sets it too.
    lane_clocks: bool = field(
        default_factory=lambda: os.environ.get("AMDSYNC_LANE_CLOCKS", "") == "1")
    # Explore every order of the lanes of one read-modify-write instruction on one
    # location, also where one order stands for all (atomics.LaneGroup; a run that finds
    # it does not is run again with this on: atomics.LaneOrdersNeeded).
    lane_orders: bool = False
    # Take one execution per renaming of lanes that go on alike but for the value they get
    # from one atomic instruction (docs/semantics/atomics-and-lanes.md, "Lanes that go on
    # alike but for the value"); off, every order and every reads-from choice (tests compare
    # both).
    lane_renaming: bool = True
    # A wave that comes back to a plain load of a quiet loop with nothing changed sleeps
    # until some wave writes (docs/semantics/schedules.md, "Plain-load spins"); off, it
    # runs every iteration (the reference the tests compare with).
    plain_spin_waits: bool = True
    # Schedule every lane as a thread of its own (docs/semantics/schedules.md, "Lanes as threads"):
    # a run that met load buffering between lanes of one wave is run again so, where
    # the program couples no lanes (``lanes_are_threads_exact``).
    lane_threads: bool = False
    # Run barrier operations as no-ops (docs/semantics/schedules.md, "Barriers that order no
    # memory"): a run that met load buffering over a barrier is run again so where no
    # barrier can synchronize and no value read decides anything
    # (``barriers_order_no_memory``).
    barriers_skipped: bool = False
    # With barriers_skipped: a wave's wait still takes what its own lanes' release fences
    # published at its arrive (docs/semantics/schedules.md, "Barriers that order memory only
    # within a wave"): the run that met load buffering saw no barrier synchronize two waves.
    barriers_local: bool = False
    # With barriers_local: the barrier pairings across waves the first run saw, as (phase
    # of the arrive, launch wave of the barrier-wait-acquire, launch wave of the
    # barrier-arrive-release): a wave's acquire fence after a wait on phase k then blocks
    # until exactly those waves have made those arrives of phases up to k
    # (docs/semantics/schedules.md, "Barriers that order memory only within a wave, or
    # between the waves that pair"; docs/semantics/barrier-transitivity.md).
    barrier_pairs: frozenset[tuple[int, int, int]] = frozenset()
    # The wave released at each release point of the waits for barrier-completed
    # tensor operations, in order (explore/sync/lds_wait_orders.py; past its end, the
    # first held wave): one order of those waits, chosen by explore/search/wait_orders.py.
    lds_wait_script: tuple[int, ...] = ()
    # Use the exact shadow memory from the start, not the dense one first (docs/semantics/scale.md,
    # "Dense shadow"; a dense run that meets what it does not mirror is run again with
    # this on: dense_shadow.ExactShadowNeeded). AMDSYNC_EXACT_SHADOW=1 sets it too.
    exact_shadow: bool = field(
        default_factory=lambda: os.environ.get("AMDSYNC_EXACT_SHADOW", "") == "1")
    # Seconds of --timeout a per-wave-clock attempt of this check used already.
    time_spent: float = 0.0
    # Initial contents of pointer arguments' buffers (explore/every_input/inputs.py;
    # docs/semantics/model.md, "Input data"): the pointer argument, its bytes (each an
    # initial value), and how they were given (a verdict names its inputs).
    inputs: tuple[InputSpec, ...] = ()
    # A cooperative launch (hipLaunchCooperativeKernel): every workgroup is co-resident,
    # so a wave spinning on another workgroup's write is waiting, not starving it
    # (docs/semantics/barriers.md, "Cooperative launches"). The exploration lets every wave progress
    # either way; True names the guarantee in the report, False (a launch said not to
    # be cooperative) notes each spin loop that waits for another workgroup, None (not
    # said) neither.
    cooperative: bool | None = None
    # ``--first`` (a parametric run): stop at the failing class with the smallest value.
    # Each leaf is judged when it is reached; the search then drops every pending
    # branch whose values are all larger, and the verdict lists only the classes whose
    # smallest value is below it, and it (docs/semantics/sweeps.md, "The first failing class").
    first_failing: bool = False
    # Explore every side of a branch on an unknown value (wave-uniform: one execution per
    # side; lanes that may disagree: every lane on every side), so that a verdict holds for
    # every content of the buffers (docs/semantics/every-input.md, "Every input"); off in
    # the concrete rerun that confirms a finding's witness input.
    every_input: bool = True
    # Keep terms of the values read from input memory (explore/symbolic/propagate.py)
    # and log every access of these pointer arguments' buffers, so that a plain access
    # at an address computed from input data is judged by the solver
    # (docs/semantics/symbolic.md, "Symbols in the machine"). Off, a run that meets such
    # an access is run again with them (symbolic/access_log.py, SymbolsNeeded).
    symbol_buffers: frozenset[str] = frozenset()
    # Keep terms with no buffer logged: the sides of wave-uniform branches on input data
    # carry path conditions, so two waves that read one value take one side
    # (docs/semantics/symbolic.md, "Path conditions across waves"). Set for the run again
    # after a finding on assumed sides found no witness input.
    keep_terms: bool = False
    # Preconditions on the input (``--assume``; explore/symbolic/preconditions.py): the
    # solver's queries include them and a witness must meet them; the verdict holds for
    # the inputs that meet them.
    assume: tuple[str, ...] = ()
    # Trips a loop whose trip count the input decides runs at most, where no closure
    # covers the longer runs (--max-trips; explore/every_input/data_loops.py): the
    # verdict's scope names each loop so bounded.
    max_trips: int = 8


@dataclass(frozen=True)
class Site:
    """A static operation: where it is and what it is."""

    op: o.Op | o.Terminator
    function: str
    loc: Loc

"""``amdsync check``: run a launch, turn conflicts into findings with counterexamples.

Finding kinds (issue "foundation", item 5):

* ``undef-read`` — a read that may see an async write not yet complete; a copy that may
  read a source overwritten while it is in flight (its destination then holds undef);
  a read of LDS or scratch that no write precedes (amdgpu-memory-model: "If no write is
  location-ordered before a read R, then R returns undef").
* ``race`` — other conflicting accesses not ordered by happens-before.
* ``deadlock`` — a barrier wait that never completes.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, replace

from amdsync.diagnostics import Loc
from amdsync.explore.every_input import witness
from amdsync.explore.every_input.assumptions import Witness, pinned_witness
from amdsync.explore.every_input.value_sources import input_name, where
from amdsync.explore.findings.causes import by_cause
from amdsync.explore.findings.records import (
    BARRIER_UB,
    COPY_COMPLETION,
    DEADLOCK,
    HAPPENS_BEFORE,
    RACE,
    UNDEF_READ,
    Cause,
    Finding,
    Note,
    Stats,
    TraceEvent,
    ValueClass,
)
from amdsync.explore.findings.result import CheckResult, Scope
from amdsync.explore.findings.story import access_word as _access_word
from amdsync.explore.findings.story import also_text
from amdsync.explore.findings.story import async_trace as _async_trace
from amdsync.explore.findings.story import at_line as _at_line
from amdsync.explore.findings.story import who as _who
from amdsync.explore.findings.undef_report import atomic_pair, strict_several, undef_uses
from amdsync.explore.lanes.atomics import LaneOrdersNeeded
from amdsync.explore.machine.machine import (
    Choice,
    ExploreOptions,
    Footprint,
    Incomplete,
    Machine,
    barriers_may_run_wave_local,
    barriers_order_no_memory,
    lanes_are_threads_exact,
)
from amdsync.explore.machine.state import AsyncContext
from amdsync.explore.memory.address import describe_key
from amdsync.explore.memory.dense_shadow import ExactShadowNeeded
from amdsync.explore.memory.shadow import Conflict, Invisible
from amdsync.explore.search.gc_policy import full_collections_deferred
from amdsync.explore.search.late_replay import corrected, replay, replay_all
from amdsync.explore.search.memory_bound import memory_bound_reason, resident_bytes
from amdsync.explore.search.options import time_bound_reason
from amdsync.explore.search.wait_orders import every_wait_order
from amdsync.explore.symbolic.access_log import SymbolsNeeded
from amdsync.explore.sync import wait_notes
from amdsync.explore.values.param import PARAM_CHOICE, ranges_text
from amdsync.explore.values.uniform import NeedValueNumbers
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.program.topology import Launch
from amdsync.semantics.barriers import BarrierObject, undefined_behaviour
from amdsync.semantics.clocks import LaneClocksNeeded
from amdsync.semantics.memory_model.read_rules import LATEST_WRITE_TEXT, Reading


@dataclass
class _Group:
    kind: str
    conflict: Conflict
    context: AsyncContext | None
    lanes: set[int]
    prior_sites: set[int]  # the sites of the earlier accesses (listed by location)


def check_program(program: Program, launch: Launch,
                  options: ExploreOptions | None = None,
                  observe: Callable[[list[Machine]], None] | None = None) -> CheckResult:
    """Explore every execution of one launch of ``program`` and report findings.

    One schedule decides all schedules that order the barrier operations the same way
    (happens-before detection covers every interleaving and completion point); where
    the order of barrier operations on one object decides which phase each belongs to,
    every order is explored (depth first), each branch on its own copy of the state.
    ``observe`` receives the leaves of the run whose verdict is returned."""
    leaves: list[Machine] = []
    options = options or ExploreOptions()
    started = time.monotonic()
    # --assume, checked before anything runs (a located usage error: exit 2)
    pre = None
    if options.assume:
        from amdsync.explore.symbolic.preconditions import (  # noqa: PLC0415 (lark, z3)
            preconditions_for,
        )
        pre = preconditions_for(program, options.assume, options.args, options.inputs)

    def valid(w: Witness) -> Witness | None:
        # (a witness input as the preconditions make it — the bytes they pin written
        # over it — or None where they exclude it)
        if pre is None:
            return w
        w = pinned_witness(w, pre.pinned)
        return w if pre.hold({spec.name: spec.data for spec in w.inputs}) else None

    with full_collections_deferred():  # (explore/search/gc_policy.py)
        # (one run per order of the waits for barrier-completed tensor operations:
        # explore/search/wait_orders.py; a launch without them runs once)
        result = every_wait_order(
            lambda again, found: _check_runs(program, launch, again, found), options,
            leaves, _place_and_cause)
    # A witness run may take at most WITNESS_STATES times the wave instructions of the
    # exploration it confirms: an input that makes a loop run 2**31 trips is not run out
    # (the search for a witness stops there, and says so).
    cap = max(WITNESS_MIN_STATES, WITNESS_STATES * result.stats.states)

    def rerun(again: ExploreOptions) -> CheckResult:
        # (each concrete re-run counts the time spent so far against --timeout)
        spent = options.time_spent + time.monotonic() - started
        if spent > options.timeout:  # (no time left: no run)
            stopped = CheckResult()
            stopped.incomplete_reason = time_bound_reason(options.timeout)
            stopped.stats.bound = stopped.incomplete_reason
            return stopped
        capped = again.max_states > cap
        ran = _check_runs(program, launch, replace(
            again, time_spent=spent, max_states=min(again.max_states, cap)), [])
        if capped and ran.stats.bound is not None and ran.stats.bound.startswith(
                "state bound reached"):
            ran.stats = replace(ran.stats, bound=(
                f"a witness input's run passed {cap} wave instructions, {WITNESS_STATES} "
                "times the exploration's (an input that makes a loop run long?)"))
        return ran

    reads = [r for leaf in leaves for r in leaf.sym_reads]
    if reads:
        # Reads the solver found may meet a write: their witness inputs run concretely
        # (explore/every_input/witness.py, confirm_reads).
        with full_collections_deferred():
            result = witness.confirm_reads(result, reads, options, rerun, valid)
    cut = sorted({loc for leaf in leaves for loc in leaf.loops_cut},
                 key=lambda loc: (loc.file, loc.line, loc.col))
    if any(leaf.assumed for leaf in leaves):
        # Sides of unknown branches were assumed: a finding stands only with a witness input
        # that reproduces it (docs/semantics/every-input.md, "Every input";
        # explore/every_input/witness.py).
        runs = [(leaf.assumed, {witness.key(f) for f in _findings(leaf)}) for leaf in leaves]
        complete = result.incomplete_reason is None
        with full_collections_deferred():
            result = witness.confirm(result, runs, options, rerun, valid)
        if (complete and result.incomplete_reason is not None and result.stats.bound is None
                and all(leaf.sym_log is None for leaf in leaves)):
            # A finding on sides no witness input takes, in a run without terms: each
            # wave chose its side of a branch on one value alone. Run again with terms
            # kept, so the sides carry path conditions and a mix no input takes is not
            # explored (docs/semantics/symbolic.md, "Path conditions across waves").
            return check_program(program, launch, replace(
                options, keep_terms=True,
                time_spent=options.time_spent + time.monotonic() - started), observe)
        if result.status == "clean":
            result.notes = [Note("every-input", program.kernel_function.loc,
                                 f"{len(leaves)} executions took every side of the "
                                 "wave-uniform branches on values read from the buffers: "
                                 "the verdict holds for every content of them"
                                 f"{' within the loop bounds' if cut else ''} "
                                 "(docs/semantics/every-input.md, \"Every input\")"), *result.notes]
    assumed = sorted({(loc.line, loc.col, loc, buffer, kind) for leaf in leaves
                      for loc, buffer, kind in leaf.in_bounds}, key=lambda a: a[:2])
    if assumed:
        # Accesses at addresses computed from data (memory_access._read_only_load,
        # every_input/symbolic_access.py): the verdict assumes each stays in its buffer.
        texts = tuple(f"the {kind} at {where(loc)} "
                      f"{'reads' if kind == 'load' else 'writes'} within buffer "
                      f"{input_name(buffer)}" for _, _, loc, buffer, kind in assumed)
        result.scope = Scope(inputs=tuple(s.name for s in options.inputs) or None,
                             assumptions=texts)
        why = ('docs/semantics/every-input.md, "Loads from a buffer the launch only reads"'
               if all(leaf.sym_log is None for leaf in leaves) else
               'docs/semantics/symbolic.md, "Symbols in the machine"')
        past = ("a read" if all(kind == "load" for *_, kind in assumed)
                else "an access")
        result.notes = [Note("assumption", assumed[0][2],
                             "the verdict assumes that " + "; ".join(texts) + " (each "
                             "address is computed from data; "
                             f"{past} past the buffer is "
                             f"outside what amdsync checks: {why})"),
                        *result.notes]
    closed = sorted({text for leaf in leaves for _, text in leaf.loops_closed
                     if text is not None})
    if cut or closed:
        # Loops whose trip count the input decides (explore/every_input/data_loops.py):
        # what a closure assumes, and the loops run at most --max-trips trips.
        stated = result.scope or Scope(inputs=tuple(s.name for s in options.inputs) or None)
        result.scope = replace(stated, assumptions=(*stated.assumptions, *closed),
                               loop_trips=tuple((loc, options.max_trips) for loc in cut))
        if cut:
            result.notes = [Note("loop-trips", cut[0], "executions in which " + " and ".join(
                f"the loop whose exit test is at {where(loc)} runs more than "
                f"{options.max_trips} trips" for loc in cut) + " were not explored: the "
                "verdict covers the inputs on which it runs at most that many (raise "
                "--max-trips; docs/semantics/every-input.md, \"Loops whose trip count is "
                "data\")"), *result.notes]
    if options.assume:
        # The verdict holds for the inputs that meet the preconditions (--assume).
        stated = result.scope or Scope(inputs=tuple(s.name for s in options.inputs) or None)
        result.scope = replace(stated, assumptions=(
            *stated.assumptions, *(f"--assume {text}" for text in options.assume)))
    if options.reading is Reading.LATEST_WRITE:
        # The verdict holds under the reading the user chose, not the spec's (a plain
        # read of several writes; docs/semantics/readings.md): its scope says so.
        stated = result.scope or Scope(inputs=tuple(s.name for s in options.inputs) or None)
        result.scope = replace(stated, assumptions=(*stated.assumptions, LATEST_WRITE_TEXT))
    if observe is not None:
        observe(leaves)
    if options.inputs:
        # A verdict is a proof for this launch with these inputs (docs/semantics/model.md,
        # "Input data").
        result.notes = [Note("inputs", program.kernel_function.loc,
                             "the verdict holds for these inputs: " + "; ".join(
                                 spec.describe() for spec in options.inputs)),
                        *result.notes]
    if options.cooperative:
        result.notes = [Note("cooperative", program.kernel_function.loc,
                             "a cooperative launch: every workgroup is co-resident "
                             "(docs/semantics/barriers.md, \"Cooperative launches\")"),
                        *result.notes]
    result.findings = by_cause(result.findings)  # one finding per cause (docs/findings.md)
    if result.scope is None and result.status == "clean":
        # Every clean verdict states what it covers (issue 41 item 3): the inputs given,
        # or every content of the buffers; nothing assumed, no loop bounded.
        result.scope = Scope(inputs=tuple(s.name for s in options.inputs) or None)
    # (Two causes at one place each confirmed a witness note for that place and input:
    # the same note once; docs/findings.md, "Two causes at one place".)
    result.notes = list(dict.fromkeys(result.notes))
    return result


# The wave instructions a concrete run that confirms a witness input may take: this many
# times the exploration's, and at least WITNESS_MIN_STATES.
WITNESS_STATES = 64
WITNESS_MIN_STATES = 200_000


def _check_runs(program: Program, launch: Launch, options: ExploreOptions,
                leaves: list[Machine]) -> CheckResult:
    """The check, run again as often as a run asks for (each kind at most once); the
    leaves of the run whose verdict is returned are left in ``leaves``."""
    start = time.monotonic()
    while True:
        attempt = time.monotonic()
        leaves.clear()
        try:
            result, load_buffering = _check(program, launch, options, leaves.extend, start)
            if not load_buffering or options.param is not None or any(
                    leaf.assumed for leaf in leaves):
                # (the reruns for load buffering argue from one path per execution set;
                # with sides of unknown branches assumed the first verdict stands)
                return result
            spent = options.time_spent + time.monotonic() - attempt
            return _decide_load_buffering(program, launch, options, leaves, result, spent,
                                          start)
        except (LaneClocksNeeded, NeedValueNumbers, LaneOrdersNeeded,
                ExactShadowNeeded, SymbolsNeeded) as again:
            # The whole check again, with per-lane clocks (the moment lanes of one wave
            # would synchronize differently; docs/semantics/scale.md, "Scale"), with value
            # numbers from the start (a store needs them; explore/values/uniform.py), or with
            # every order of the lanes of a read-modify-write (an access tells them
            # apart; explore/lanes/atomics.py, LaneGroup). Each is asked for at most once;
            # --timeout bounds every run together.
            spent = options.time_spent + time.monotonic() - attempt
            if isinstance(again, SymbolsNeeded):
                # (terms kept from the start, and the buffer's accesses logged:
                # explore/symbolic/access_log.py; at most once per pointer argument)
                assert again.buffer not in options.symbol_buffers
                options = replace(options, symbol_buffers=options.symbol_buffers | {
                    again.buffer}, time_spent=spent)
            elif isinstance(again, ExactShadowNeeded):
                options = replace(options, exact_shadow=True, time_spent=spent)
            elif isinstance(again, LaneClocksNeeded):
                options = replace(options, lane_clocks=True, time_spent=spent)
            elif isinstance(again, LaneOrdersNeeded):
                options = replace(options, lane_orders=True, time_spent=spent)
            else:
                options = replace(options, value_numbers=True, time_spent=spent)


def _decide_load_buffering(program: Program, launch: Launch, options: ExploreOptions,
                           leaves: list[Machine], first: CheckResult, spent: float,
                           start: float) -> CheckResult:
    """The check again after a run that met load buffering (docs/semantics/schedules.md,
    "Full exploration when values decide events"), in a mode whose schedules include the
    executions it could not reach: barriers run as no-ops where they order no memory
    ("Barriers that order no memory"), else every lane as a thread of its own where nothing
    but memory couples the lanes ("Lanes as threads"); the second run escalates to the other
    mode itself when it meets load buffering in turn. Its verdict replaces the first one
    only when it is complete — and, with lanes as threads, when no write-write conflict in
    it is between lanes of one hardware wave at one store (one wave-wide store instruction
    writing the same bytes is one write in lockstep, ``_OneInstructionWrites``; a thread per
    lane cannot tell). Otherwise the first verdict (`incomplete`, load buffering) stands."""
    skip = local = False
    pairs: frozenset[tuple[int, int, int]] = frozenset()
    if not options.barriers_skipped:
        skip = barriers_order_no_memory(program)
        # The first run took every path there is (no value read decides anything) and
        # every barrier phase of each: the barrier-wait-acquires in it that synchronized
        # with another wave's barrier-arrive-release are those of every execution.
        if not skip and barriers_may_run_wave_local(program):
            pairs = frozenset().union(*(leaf.barrier_pairs for leaf in leaves))
            # (Pairs name phases by each wave's count of its arrives: so they must be.)
            local = not pairs or not any(leaf.barriers.irregular_phases for leaf in leaves)
        skip = skip or local
    if skip:
        # (Only a wave-local run has pairs: the static rule leaves them empty.)
        again = replace(options, barriers_skipped=True, barriers_local=local,
                        barrier_pairs=pairs, time_spent=spent)
    elif not options.lane_threads and lanes_are_threads_exact(
            program, options.barriers_skipped and not options.barriers_local):
        # (Barriers run wave-locally still order lanes of one wave.)
        again = replace(options, lane_threads=True, lane_clocks=True, time_spent=spent)
    else:
        return first
    second_leaves: list[Machine] = []
    second = _check_runs(program, launch, again, second_leaves)
    coupled = again.lane_threads and any(_one_wave_store(leaf, c) for leaf in second_leaves
                                         for c in leaf.conflicts)
    if second.incomplete_reason is not None or coupled or any(
            leaf.local_broken for leaf in second_leaves):
        return first
    leaves[:] = second_leaves
    if skip:
        # Barrier findings and deadlocks come from the run that kept the barriers: no
        # value read decides anything, so every execution passes the same barriers.
        kept = [f for f in second.findings if f.kind not in (DEADLOCK, BARRIER_UB)]
        kept += [f for f in first.findings if f.kind in (DEADLOCK, BARRIER_UB)]
        second.findings = sorted(kept, key=lambda f: (f.loc.file, f.loc.line, f.loc.col,
                                                      f.kind))
    second.stats = replace(second.stats, seconds=time.monotonic() - start)
    if first.incomplete_loc is not None:
        how = ("with each barrier-wait-acquire waiting only for the waves whose "
               "barrier-arrive-release synchronizes with it, at its acquire fence (the "
               "rest of a barrier orders execution, not memory; no value read decides "
               "anything)" if local and pairs
               else "with the barriers ordering memory only within each wave (no barrier "
               "synchronized two waves, and no value read decides anything)" if local else
               "with the barriers as no-ops (no barrier of the program can synchronize "
               "and no value read decides anything)" if skip else
               "with every lane scheduled as a thread of its own (nothing but memory "
               "couples the lanes)")
        second.notes = [*second.notes, Note(
            "load-buffering-explored", first.incomplete_loc,
            "an atomic read may read this later write (load buffering), which no schedule "
            f"in lockstep reaches; the launch was explored again {how}, and the verdict "
            "covers those executions (docs/semantics/schedules.md)")]
    return second


def _one_wave_store(machine: Machine, c: Conflict) -> bool:
    """A write-write conflict between two lanes of one hardware wave at one site?"""
    if not (c.write and c.prior_write and c.site == c.prior_site):
        return False
    n = machine.clocks.num_threads
    if c.prior_tid >= n:
        return False
    return machine.places[c.thread].wave == machine.places[c.prior_tid].wave


def _check(program: Program, launch: Launch, options: ExploreOptions,
           observe: Callable[[list[Machine]], None] | None, start: float
           ) -> tuple[CheckResult, bool]:
    """One run of the check, and whether it ended `incomplete` because of load
    buffering (``_decide_load_buffering`` may decide it)."""
    wave = not options.lane_clocks
    root = Machine(program, launch, options, wave_clocks=wave)
    result = CheckResult()
    judged = _Judged(program, launch, options) if options.first_failing else None
    correct = None if options.strict_reads else (
        lambda machine: corrected(machine, program, launch, options))
    leaves, states, stop = _explore(root, options, judged, correct)
    full = False
    earlier: list[Machine] = []
    if stop is None and root.atomic_log is not None and any(
            m.schedule_dependent or m.rf_dependent for m in leaves):
        # Atomic values decide events, or a read-modify-write's reads-from decides
        # happens-before: one schedule does not stand for all. Explore every order of
        # atomic accesses that matters and every reads-from choice (docs/semantics/schedules.md).
        full = True
        first_start = root.start
        # (A leaf of the one-schedule pass with no late reads is an execution with exact
        # values: its findings stand if the full search stops at a bound; issue 43.)
        earlier = [leaf for leaf in leaves if options.strict_reads or not leaf.late_reads]
        root = Machine(program, launch, options, full=True, wave_clocks=wave)
        root.start = first_start  # (the first pass's time counts against --timeout)
        judged = _Judged(program, launch, options) if options.first_failing else None
        leaves, more, stop = _explore(root, options, judged)
        states += more
    if not options.strict_reads and not (stop is not None and stop.timed):
        # (After the time bound, no replay: what the explored executions showed is
        # reported, a subset of what replays would add to; docs/semantics/schedules.md, "Bounds".)
        # A read found racy only by a later write already gave its value to what
        # followed: replay that execution knowing it (docs/semantics/model.md, "Undefined values
        # and their uses"). (--first replayed each leaf when it was reached.)
        # (Without --first, replay_all starts a leaf's replay from a split it shares
        # with an earlier leaf where that is exact: docs/semantics/sweeps.md, "Late-read replays
        # share their prefix".)
        replayed = ([judged.replayed[id(leaf)] if id(leaf) in judged.replayed
                     else replay(leaf, program, launch, options) if leaf.late_reads
                     else (leaf, None) for leaf in leaves] if judged is not None
                    else replay_all(leaves, program, launch, options))
        stop = stop or next((s for _, s in replayed if s is not None), None)
        leaves = [m for m, _ in replayed]
    if judged is not None and judged.best is not None:
        # --first: the classes below the first failing value, and that class.
        leaves = [m for m in leaves if _smallest(m) <= judged.best]
    if observe is not None:
        observe(leaves)
    bound: str | None = None
    if stop is not None:
        result.incomplete_reason = stop.reason
        result.incomplete_loc = stop.loc
        bound = stop.reason if stop.bound else None
    findings: dict[tuple[object, ...], Finding] = {}
    if bound is not None and options.param is None:
        for finding in (f for leaf in earlier for f in _findings(leaf)):
            findings.setdefault(_place_and_cause(finding), finding)
    for leaf in leaves:
        found = (judged.found[id(leaf)] if judged is not None and id(leaf) in judged.found
                 else _findings(leaf))
        if options.param is not None and leaf.param_values is not None:
            values = _value_class(options.param[0], leaf, found)
            result.classes.append(values)
            found = [_in_class(f, f"[{values.name}={values.values}] ") for f in found]
        for finding in found:
            findings.setdefault(_place_and_cause(finding), finding)
    if options.param is not None:
        result.classes += _unexplored(options.param, leaves)
    result.findings = sorted(findings.values(),
                             key=lambda f: (f.loc.file, f.loc.line, f.loc.col, f.kind))
    dependent = next((m.schedule_dependent for m in leaves if m.schedule_dependent), None)
    rf_loc = next((m.rf_dependent for m in leaves if m.rf_dependent), None)
    if full:
        dependent = rf_loc = None
    if result.incomplete_reason is None and dependent is not None:
        what, loc = dependent
        result.incomplete_reason = (
            f"{what} at {loc} depends on a value read by an atomic operation; only one "
            "schedule of the waves was explored")
        result.incomplete_loc = loc
    elif result.incomplete_reason is None and rf_loc is not None:
        result.incomplete_reason = (
            f"the atomic read at {rf_loc} reads a write that another schedule would let it "
            "miss, and that write synchronizes: happens-before depends on the schedule, "
            "and only one schedule was explored")
        result.incomplete_loc = rf_loc
    unexplored = next((m.unexplored_order for m in leaves if m.unexplored_order), None)
    load_buffering = False
    if result.incomplete_reason is None and unexplored is not None:
        order_loc, why = unexplored
        result.incomplete_reason = (
            f"the atomic write at {order_loc}: {why}; the read may read this write, and "
            "executions where it does are not explored (load buffering, "
            "docs/semantics/schedules.md)")
        result.incomplete_loc = order_loc
        load_buffering = True
    lds_wait = _unargued_wait(leaves, options)
    if result.incomplete_reason is None and lds_wait is not None:
        # amdgpu-tensor-dma, barrier-completed operations: every order of the waits is
        # explored (explore/search/wait_orders.py) where the argument holds; here it
        # does not, so no clean verdict (issue 43).
        site, why = lds_wait
        result.incomplete_loc = leaves[0].sites[site].loc
        where = 'docs/semantics/async-copies.md, "Barrier-completed operations"'
        result.incomplete_reason = (
            f"the wait for a barrier-completed tensor operation at "
            f"{result.incomplete_loc}: {why}, so the orders in which other waves run "
            f"ahead of it are not all explored ({where})")
    result.notes = _notes(leaves, result.incomplete_reason is None)
    if bound is not None and result.findings and stop is not None:
        # (A bound stopped the search after something was found: the findings stand,
        # the list may miss what the unexplored executions hold; docs/bounds.md.)
        result.notes.append(Note("bound-reached", stop.loc or result.findings[0].loc,
                                 f"the search stopped at a bound ({bound}); the findings "
                                 "are real, but executions past the bound were not "
                                 "explored, so the list may be incomplete"))
    for leaf in leaves:
        states += leaf.replay_states
    result.stats = Stats(
        unreduced_lower_bound=sum(m.unreduced_lower_bound for m in leaves),
        states=states, schedules=len(leaves),
        waves=len({(w.workgroup, w.wave_in_wg) for w in root.waves if w.live.any()}),
        lanes=sum(launch.items_in(w) for w in range(launch.num_workgroups)),
        memory_events=sum(m.memory_events for m in leaves),
        async_ops=sum(m.async_ops for m in leaves), seconds=time.monotonic() - start,
        bound=bound, clocks="wave" if root.clocks.wave_mode else "lane",
    )
    return result, load_buffering


def _unargued_wait(leaves: list[Machine], options: ExploreOptions
                   ) -> tuple[int, str] | None:
    """A wait for a barrier-completed tensor operation where the argument for the
    orders explored does not hold (docs/semantics/async-copies.md, "Barrier-completed
    operations", Schedule), and why; None where it holds (or no wave waited)."""
    waits = sorted({site for m in leaves for _, site, _ in m.lds_barrier_seen})
    if not waits:
        return None
    unlike = [m.lds_wait_unlike for m in leaves if m.lds_wait_unlike is not None]
    if unlike:
        return min(unlike), ("its loop leaves to more than one place or its values are "
                             "used after it (how far it read ahead may change what its "
                             "wave does next)")
    unsettled = [m.lds_wait_unsettled for m in leaves if m.lds_wait_unsettled is not None]
    if unsettled:
        return min(unsettled), ("another wave stood poised before a barrier operation "
                                "when it read (that wave had not run as far as it can)")
    if any(m.full for m in leaves):
        return waits[0], "values read by atomic operations decide events in this launch"
    if options.param is not None:
        return waits[0], "a swept argument's classes run one order of the waits each"
    return None


def _in_class(finding: Finding, prefix: str) -> Finding:
    """A finding of a parametric class, its message (and its cause's) led by the class."""
    cause = finding.cause
    return replace(finding, message=prefix + finding.message,
                   cause=None if cause is None else replace(cause, story=prefix + cause.story))


def _place_and_cause(finding: Finding) -> tuple[object, ...]:
    """What makes findings of several leaves one as a check merges them (``_check``):
    the kind, the place, and the cause (docs/findings.md) — two causes at one place
    stay two findings (the first leaf's counterexample stands for each)."""
    cause = None if finding.cause is None else finding.cause.key(finding.kind)
    return (finding.kind, finding.loc, cause)


def _one_per_place(found: list[Finding]) -> list[Finding]:
    """The first finding of each kind and cause at each place, as a check's leaves are
    merged (``_check``), so that a class lists what a run of one of its values lists."""
    kept: dict[tuple[object, ...], Finding] = {}
    for finding in found:
        kept.setdefault(_place_and_cause(finding), finding)
    return list(kept.values())


def _value_class(name: str, leaf: Machine, found: list[Finding]) -> ValueClass:
    """The verdict of one parametric leaf: every value of its class runs its execution
    (explore/values/param.py); its findings one per cause, as a check's (docs/findings.md)."""
    assert leaf.param_values is not None
    status = ("findings" if found else "incomplete" if leaf.incomplete is not None
              else "clean")
    return ValueClass(name, ranges_text(leaf.param_values), len(leaf.param_values), status,
                      tuple(sorted({(f.kind, f.loc.line)
                                    for f in by_cause(_one_per_place(found))})))


def _unexplored(param: tuple[str, tuple[int, ...]], leaves: list[Machine]) -> list[ValueClass]:
    """The swept values no leaf stands for (a bound stopped the search first)."""
    covered: set[int] = set()
    for leaf in leaves:
        if leaf.param_values is not None:
            covered.update(int(v) for v in leaf.param_values)
    missing = [v for v in param[1] if v not in covered]
    if not missing:
        return []
    return [ValueClass(param[0], ranges_text(missing), len(missing), "not explored")]


class _Judged:
    """``--first`` (explore/search/options.py, ``first_failing``): each leaf of a parametric
    run judged when the search reaches it — replayed for its late reads, its findings
    computed — and the smallest value of a failing class so far (``best``). The
    replayed machine and the findings are kept for the verdict."""

    def __init__(self, program: Program, launch: Launch, options: ExploreOptions) -> None:
        self.program, self.launch, self.options = program, launch, options
        self.best: int | None = None
        self.replayed: dict[int, tuple[Machine, Incomplete | None]] = {}
        self.found: dict[int, list[Finding]] = {}

    def __call__(self, leaf: Machine) -> None:
        if leaf.param_values is None or leaf.incomplete is not None:
            return
        machine, stop = leaf, None
        if leaf.late_reads and not self.options.strict_reads:
            machine, stop = replay(leaf, self.program, self.launch, self.options)
            self.replayed[id(leaf)] = (machine, stop)
        found = _findings(machine)
        self.found[id(machine)] = found
        if found and stop is None:
            smallest = _smallest(machine)
            self.best = smallest if self.best is None else min(self.best, smallest)

    def wanted(self, machine: Machine, choice: Choice | None) -> bool:
        """Might the branch ``choice`` of ``machine`` hold a value below ``best``?"""
        if self.best is None or machine.param_values is None:
            return True
        values = machine.param_values
        if choice is not None and choice[0] == PARAM_CHOICE and choice[1] is not None \
                and machine.param_split is not None:
            values = values[machine.param_split[choice[1][0][0]]]
        return int(values.min()) < self.best


def _smallest(machine: Machine) -> int:
    """The smallest value of a parametric leaf's class."""
    assert machine.param_values is not None
    return int(machine.param_values.min())


def _explore(root: Machine, options: ExploreOptions, judge: _Judged | None = None,
             correct: Callable[[Machine], Machine | None] | None = None
             ) -> tuple[list[Machine], int, Incomplete | None]:
    """Depth-first search over the scheduling choices a machine reports (barrier orders
    that decide phases; in full mode, atomic accesses and reads-from choices), each
    branch on its own copy of the state. Sleep sets skip orders of independent atomic
    accesses already explored (a sibling's wave sleeps until something dependent runs).
    With ``judge`` (--first), each leaf is judged when reached, and a branch whose
    values are all above the smallest failing value found is dropped."""
    leaves: list[Machine] = []
    # Each machine with the choice it makes when it runs: made only then, so that a
    # machine that shares cells with the others (copy on write) changes none of them
    # before their subtrees are done.
    stack: list[tuple[Machine, Choice | None]] = [(root, None)]
    states = 0
    machine = root
    try:
        while stack:
            machine, choice = stack.pop()
            try:
                if choice is not None:
                    machine.choose(choice)
                choices = machine.run_until_choice()
            finally:
                states += machine.states - machine.states_at_fork
            if not choices:
                machine.shadow.release()  # nothing reports from the cells
                leaves.append(machine)
                if judge is not None:
                    judge(machine)
                    stack = [(m, c) for m, c in stack if judge.wanted(m, c)]
                continue
            if correct is not None and choices[0][0] == PARAM_CHOICE and not machine.full:
                # A class split after late reads that change what was read: the classes
                # go on from a run that knows them (docs/semantics/sweeps.md, "Class splits run
                # again knowing their late reads"), so none of them is replayed whole.
                fixed = correct(machine)
                if fixed is not None:
                    states += fixed.states
                    machine = fixed
            if len(leaves) + len(stack) + len(choices) > options.max_schedules:
                raise Incomplete(f"schedule bound reached ({options.max_schedules} "
                                 "schedules; raise --max-schedules)", None, bound=True)
            # (the machines a choice forks, and the leaves kept for the report, are
            # what grows between the machine's own checks: docs/bounds.md, "Memory")
            used = resident_bytes()
            if used > machine.memory_limit:
                raise Incomplete(memory_bound_reason(used, machine.memory_limit), None,
                                 bound=True)
            children: list[tuple[Machine, Choice | None]] = []
            explored: dict[int, Footprint] = {}
            for i, (wave, reads) in enumerate(choices):
                # The machine itself takes the last choice: the search finishes every
                # earlier child's subtree first, so it may keep changing its cells in
                # place (the copies share them until they change one).
                if i == len(choices) - 1:
                    child = machine
                    child.states_at_fork = child.states
                    child.forced_rf = {}
                else:
                    child = machine.fork(keep_owned=True)
                fp = machine.choice_footprints.get(wave)
                if fp is not None:
                    child.sleep.update({w: f for w, f in explored.items() if w != wave})
                child.history.append(((wave, reads), dict(child.sleep)))
                children.append((child, (wave, reads)))
                if fp is not None:
                    explored[wave] = fp
            stack.extend(reversed(children))
    except Incomplete as stop:
        machine.incomplete = stop
        leaves.append(machine)
        return leaves, states, stop
    return leaves, states, None


# ---------------------------------------------------------------- findings


def _classify(machine: Machine, conflict: Conflict) -> str:
    n = machine.clocks.num_threads
    prior_async = conflict.prior_tid >= n
    if prior_async and conflict.prior_write and not conflict.write:
        return UNDEF_READ  # reading an async copy's destination before it completes
    if prior_async and not conflict.prior_write and conflict.write:
        return UNDEF_READ  # overwriting an in-flight copy's source
    return RACE


def _findings(machine: Machine) -> list[Finding]:
    # One finding per kind and source location of the offending access; the first
    # conflict found is its counterexample, the other earlier accesses are listed.
    groups: dict[tuple[str, Loc], _Group] = {}
    sites = machine.sites
    strict = machine.options.strict_reads
    # A racy launch may record millions of conflicts: find each one's group by (kind,
    # site), small integers, and turn sites into locations only per new site.
    by_site: dict[tuple[str, int], _Group] = {}
    for index, conflict in enumerate(machine.conflicts):
        if not strict and not (conflict.write and conflict.prior_write):
            continue  # a read that may return undef: reported where its value is used
        if strict and atomic_pair(machine, conflict):
            continue  # two atomics that do not race: strict_several tells the read
        kind = _classify(machine, conflict)
        group = by_site.get((kind, conflict.site))
        if group is None:
            key = (kind, sites[conflict.site].loc)
            group = groups.get(key)
            if group is None:
                group = groups[key] = _Group(kind, conflict,
                                             machine.conflict_context.get(index), set(),
                                             set())
            by_site[(kind, conflict.site)] = group
        group.lanes.add(conflict.thread)
        group.prior_sites.add(conflict.prior_site)
    findings = [_describe(machine, g) for g in groups.values()]
    if strict:
        findings += _uninitialized(machine)
        findings += _not_visible(machine)
        findings += strict_several(machine)
    else:
        findings += undef_uses(machine)
    findings += _barrier_ub(machine)
    if machine.deadlock:
        findings.append(_deadlock(machine))
    findings.sort(key=lambda f: (f.loc.file, f.loc.line, f.loc.col, f.kind))
    return findings


def _describe(machine: Machine, group: _Group) -> Finding:
    c = group.conflict
    n = machine.clocks.num_threads
    site = machine.sites[c.site]
    prior = machine.sites[c.prior_site]
    where = describe_key(c.key, machine.address_map, machine.lds_names,
                         machine.lds_tiles)
    cur_wave, _, cur_who = _who(machine, c.thread)
    prior_lane = c.prior_tid - n if c.prior_tid >= n else c.prior_tid
    prior_wave, _, prior_who = _who(machine, prior_lane)
    trace: list[TraceEvent] = []
    prior_op = prior.op
    if c.prior_tid >= n and isinstance(prior_op, o.AsyncCopy | o.TensorCopy):
        trace.append(TraceEvent(prior.loc, f"{prior_op.intrinsic} issued (async operation "
                                f"#{c.prior_clock} of {prior_who}); it may stay in flight",
                                prior_wave, prior_lane))
        trace += _async_trace(machine, group.context, c)
    else:
        trace.append(TraceEvent(prior.loc, f"{_access_word(machine, c.prior_site, c.prior_write)}"
                                f" of {where} by {prior_who}", prior_wave, prior_lane))
        trace.append(TraceEvent(site.loc, "no happens-before between the two accesses (no "
                                "release/acquire, fence-paired barrier or wait orders them)",
                                cur_wave, c.thread))
    trace.append(TraceEvent(site.loc, f"{_access_word(machine, c.site, c.write)} of {where} by "
                            f"{cur_who}", cur_wave, c.thread))
    if group.kind == UNDEF_READ and c.prior_write:
        message = (f"{_access_word(machine, c.site, c.write)} of {where} may read the "
                   f"destination of the async copy at {_at_line(prior.loc)} before it "
                   "completes")
    elif group.kind == UNDEF_READ:
        message = (f"{_access_word(machine, c.site, c.write)} of {where} overwrites the source "
                   f"of the async copy at {_at_line(prior.loc)} while it may be in flight; "
                   "the copy may deliver undef")
    elif c.prior_tid >= n:
        message = (f"{_access_word(machine, c.site, c.write)} of {where} conflicts with the "
                   f"async copy at {_at_line(prior.loc)}, which may still be in flight")
    else:
        message = (f"{_access_word(machine, c.site, c.write)} of {where} by {cur_who} races "
                   f"with the {_access_word(machine, c.prior_site, c.prior_write)} at "
                   f"{_at_line(prior.loc)} by {prior_who}")
    priors = {machine.sites[p].loc for p in group.prior_sites}
    others = sorted((loc for loc in priors if loc != prior.loc), key=lambda loc: loc.line)
    cause = Cause((site.loc, prior.loc), COPY_COMPLETION if c.prior_tid >= n
                  else HAPPENS_BEFORE, message)
    if others:
        message += f"; also with the accesses at {also_text(tuple(others))}"
    if len(group.lanes) > 1:
        message += f" (in {len(group.lanes)} lanes)"
    return Finding(group.kind, site.loc, message, tuple(trace), len(group.lanes),
                   cause=cause, also_with=tuple(others))


def _uninitialized(machine: Machine) -> list[Finding]:
    seen: dict[int, list[tuple[int, int]]] = {}
    for site, lane, key in machine.uninitialized_reads:
        seen.setdefault(site, []).append((lane, key))
    findings: list[Finding] = []
    for site, hits in seen.items():
        lane, key = hits[0]
        where = describe_key(key, machine.address_map, machine.lds_names,
                             machine.lds_tiles)
        wave, _, who = _who(machine, lane)
        loc = machine.sites[site].loc
        findings.append(Finding(
            UNDEF_READ, loc,
            f"load of {where} by {who} reads memory no write precedes: the value is undef"
            + (f" (in {len({h[0] for h in hits})} lanes)" if len(hits) > 1 else ""),
            (TraceEvent(loc, f"load of {where}: nothing was written there before", wave, lane),),
            len(hits)))
    return findings


def _not_visible(machine: Machine) -> list[Finding]:
    """amdgpu-memory-model, read values: "If no write is location-ordered before a read
    R, then R returns undef", and "if R may see some write that is not location-ordered
    before R, then R returns undef" — a write that happens-before the read but was never
    made available and visible to it."""
    groups: dict[Loc, list[Invisible]] = {}
    for item in machine.invisible:
        groups.setdefault(machine.sites[item.site].loc, []).append(item)
    findings: list[Finding] = []
    n = machine.clocks.num_threads
    for loc, items in groups.items():
        first = items[0]
        wtid, _, wsite, _, _ = first.write
        writer = wtid if wtid < n else wtid - n
        where = describe_key(first.key, machine.address_map, machine.lds_names,
                             machine.lds_tiles)
        wave, _, who = _who(machine, first.thread)
        wwave, _, wwho = _who(machine, writer)
        wloc = machine.sites[wsite].loc
        lanes = {i.thread for i in items}
        message = (f"load of {where} by {who} may return undef: the write at "
                   f"{_at_line(wloc)} happens before it but is never made available and visible "
                   "to it (a fence or atomic marked !amdgcn-av none, or an av operation "
                   "whose scope does not reach the reader)")
        if len(lanes) > 1:
            message += f" (in {len(lanes)} lanes)"
        trace = (TraceEvent(wloc, f"write of {where} by {wwho}", wwave, writer),
                 TraceEvent(loc, "no availability operation followed by a visibility "
                            "operation with inclusive scopes connects the write to this "
                            "read (amdgpu-memory-model, Location Order)", wave, first.thread),
                 TraceEvent(loc, f"load of {where} by {who}", wave, first.thread))
        findings.append(Finding(UNDEF_READ, loc, message, trace, len(lanes)))
    return findings


def _barrier_ub(machine: Machine) -> list[Finding]:
    """Undefined behaviour of the barrier execution model, from the trace
    (semantics.barriers) and from how operations were issued."""
    barriers = machine.barriers
    trace = barriers.trace
    out: list[Finding] = []
    # (A violation is reported at the located operations among its own; only the
    # program's barrier operations have locations, the launch's joins and the drops of
    # waves that end have none. With none in the trace — a kernel without barrier
    # operations, every leaf of a many-schedule search — nothing would be reported:
    # the rules are not asked.)
    violations = undefined_behaviour(trace) if barriers.op_locs else []
    for violation in violations:
        located = [barriers.op_locs[i] for i in violation.ops if i in barriers.op_locs]
        if not located:
            continue
        events = tuple(TraceEvent(barriers.op_locs[i], f"{trace.op(i).kind} on barrier "
                                  f"{trace.op(i).barrier[2]} by wave {trace.op(i).thread}",
                                  trace.op(i).thread)
                       for i in violation.ops if i in barriers.op_locs)
        out.append(Finding(BARRIER_UB, located[-1], f"{violation.rule}: {violation.message} "
                           "(undefined behaviour: amdgpu-execution-synchronization)", events))
    for issue in barriers.violations:
        out.append(Finding(BARRIER_UB, issue.loc, f"{issue.rule}: {issue.message} "
                           "(undefined behaviour: amdgpu-execution-synchronization)",
                           (TraceEvent(issue.loc, issue.message, issue.wave),)))
    return out


def _deadlock(machine: Machine) -> Finding:
    """"It is undefined behavior for a barrier wait to never complete": the waiting
    waves, and for each barrier they wait on, the arrivals that never come."""
    assert machine.deadlock is not None
    barriers = machine.barriers
    events: list[TraceEvent] = []
    loc: Loc | None = None
    missing: dict[BarrierObject, int] = {}
    for wave in machine.deadlock:
        if wave.waiting is None:
            continue
        barrier, _, index = wave.waiting
        wait_loc = barriers.op_locs.get(index)
        if wait_loc is None:
            continue
        loc = loc or wait_loc
        missing[barrier] = barriers.missing_arrivals(barrier)
        events.append(TraceEvent(wait_loc, f"{machine.wave_name(wave)} waits on barrier "
                                 f"{barrier[2]} ({barrier[0]}) forever",
                                 machine.launch_wave(wave)))
    parts = [f"barrier {b[2]} ({b[0]}) still needs {n} arrival(s)"
             for b, n in missing.items()]
    for wave in machine.deadlock:
        spin = machine.spin_blocked.get(wave.index)
        if wave.waiting is not None or spin is None:
            continue
        _site, spin_loc, key = spin
        where = describe_key(key, machine.address_map, machine.lds_names,
                             machine.lds_tiles)
        loc = loc or spin_loc
        parts.append(f"{machine.wave_name(wave)} spins on {where}, and no write that could end "
                     "its loop ever comes")
        events.append(TraceEvent(spin_loc, f"{machine.wave_name(wave)} reads {where} here "
                                 "again and again; every write to it has been seen",
                                 machine.launch_wave(wave)))
    stuck = {id(w) for w in machine.deadlock}
    never = sorted({machine.launch_wave(w) for w in machine.waves
                    if w.done and id(w) not in stuck})
    message = (f"{len(events)} wave(s) wait forever: " + "; ".join(parts)
               + (f"; waves {', '.join(map(str, never))} ended without arriving" if never
                  and missing else "")
               + (" (undefined behaviour: a barrier wait must complete)" if missing else
                  " (a loop that only reads waits for a write that never comes)"))
    assert loc is not None
    return Finding(DEADLOCK, loc, message, tuple(events))


# ---------------------------------------------------------------- notes


def _notes(leaves: list[Machine], complete: bool) -> list[Note]:
    notes: list[Note] = []
    machine = leaves[0]
    if complete:
        completed = set().union(*(m.mark_completed_sites for m in leaves))
        effective = {site for m in leaves for site, hit in m.wait_sites.items() if hit}
        counters = wait_notes.hardware_counters(machine.program)
        for site in sorted(machine.mark_sites - completed):
            at = machine.sites[site]
            notes.append(Note("asyncmark-not-waited", at.loc,
                              wait_notes.mark_not_waited(counters.get(at.function))))
        for site in sorted(machine.wait_sites):
            if site not in effective:
                at = machine.sites[site]
                notes.append(Note("wait-no-op", at.loc, wait_notes.wait_no_op(at.op)))
    waits = set().union(*(m.waits_across_workgroups for m in leaves))
    for loc in sorted(waits, key=lambda loc: (loc.file, loc.line, loc.col)):
        notes.append(Note("waits-for-another-workgroup", loc,
                          "this spin loop waits for a write of another workgroup: the "
                          "verdict assumes every workgroup of the launch is co-resident, "
                          "which only a cooperative launch guarantees (cooperative=True; "
                          "docs/semantics/barriers.md, \"Cooperative launches\")"))
    for site, message in sorted(machine.inline_notes.items()):
        notes.append(Note("inlining-changes-wait", machine.sites[site].loc, message))
    if machine.unfinished_async:
        lane, number = machine.unfinished_async[0]
        record = machine.async_records.get((lane, number))
        if record is not None:
            notes.append(Note("async-outstanding-at-exit", machine.sites[record.site].loc,
                              f"{len(machine.unfinished_async)} async operation(s) were never "
                              "waited for before their wave ended"))
    for site in sorted(machine.nonuniform_lds):
        notes.append(Note("nonuniform-lds-pointer", machine.sites[site].loc,
                          "the LDS pointer of this LDS DMA differs across lanes; the hardware "
                          "uses the first active lane's (amdgpu-usage: the LDS pointer "
                          "argument should be wavefront-uniform)"))
    unique = {(n.kind, n.loc, n.message): n for n in notes}
    return sorted(unique.values(), key=lambda n: (n.loc.file, n.loc.line, n.kind))

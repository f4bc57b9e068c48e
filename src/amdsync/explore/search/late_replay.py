"""The late-read replays of a check (docs/semantics/model.md, "Undefined values and their uses",
and "Late-read replays share their prefix"): a leaf whose reads a later write showed to
be racy is run again knowing it, so that their values are undefined from the read on.

A leaf's replay from the launch's start is exact by construction (the interpreter is
deterministic). A parametric exploration's leaves share their execution up to the
split that parted them, so ``replay_all`` replays them in the search's order and starts
each one, where that is exact, from a copy of an earlier replay taken at a split the
two share; where it is not (a read before that split that the two leaves' late reads
treat differently), from the start. Implements no rule of the specification itself:
it decides which run computes the replay, never what it finds.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass

from amdsync.explore.machine.machine import Choice, ExploreOptions, Footprint, Incomplete, Machine
from amdsync.explore.memory.conflict_log import ConflictLog, LateReads
from amdsync.explore.memory.shadow import Conflict
from amdsync.explore.values.param import PARAM_CHOICE
from amdsync.program.module import Program
from amdsync.program.topology import Launch

# A read event (site, thread component, clock) and what a later write said of it:
# (state bound, conflict index in the leaf's list, key, width, the writing site, the
# conflict itself: the replay numbers its conflicts its own way, so an origin the
# entry makes carries the conflict, not the index); undef_flow._late_taints.
Event = tuple[int, int, int]
Entry = tuple[int, int, int, int, int, Conflict]
Retro = dict[Event, list[Entry]]
History = list[tuple[Choice, dict[int, Footprint]]]
# An entry with what it means to a read before a split at ``states``: the bound only
# where it can stop the entry (at or before the split), the conflict by its content
# (the two leaves number their conflicts after the split differently).
_Meaning = tuple[int | None, Conflict, int, int, int]


def replay_needed(leaf: Machine) -> bool:
    """Must ``leaf`` be replayed? Not without late reads, nor when none of them can
    change what the replay finds (docs/semantics/model.md, "Late reads that change nothing"):
    every read of the read event a late read names returned the bytes of the late
    read's granule undefined already (by a conflict, or a stored undefined value). The
    replay would then run the same execution — each late-read entry of
    ``undef_flow._read_taints`` finds every byte it meets tainted, so it makes no origin
    and taints nothing, and by induction over the reads each returns what it returned
    here — and find the same: the leaf stands for it (``_settle``)."""
    return _changes_reads(leaf, leaf.late_reads)


def _changes_reads(leaf: Machine, indices: Iterable[int]) -> bool:
    """Does one of these late reads (conflict indices) name a read event that returned
    some of its granule's bytes defined (``replay_needed``)?"""
    defined, parts = leaf.defined_reads, leaf.defined_parts
    conflicts = leaf.conflicts
    for index in indices:
        c = conflicts[index]
        event = (c.prior_site, c.prior_tid, c.prior_clock)
        if event in defined or (event, c.key & ~3) in parts:
            return True
    return False


def _settle(leaf: Machine) -> None:
    """``leaf`` as its replay would end, where ``replay_needed`` says it changes
    nothing: no late reads (a replay records none), and the instructions the replay
    would have run counted."""
    leaf.late_reads = LateReads()
    leaf.replay_states = leaf.states


def retro_of(leaf: Machine) -> Retro:
    """What the replay of ``leaf`` must know: per read event, the later writes that
    make it racy (in the order the conflicts were found)."""
    retro: Retro = {}
    for index, (limit, width) in leaf.late_reads.items():
        c = leaf.conflicts[index]
        retro.setdefault((c.prior_site, c.prior_tid, c.prior_clock), []).append(
            (limit, index, c.key, width, c.site, c))
    return retro


def _event(leaf: Machine, index: int) -> Event:
    c = leaf.conflicts[index]
    return (c.prior_site, c.prior_tid, c.prior_clock)


def _late_from(leaf: Machine, first: int) -> list[int]:
    """The indices of ``leaf``'s late reads from conflict ``first`` on, in order (the
    late reads are recorded in the order their conflicts are found)."""
    out: list[int] = []
    for index in reversed(leaf.late_reads):
        if index < first:
            break
        out.append(index)
    out.reverse()
    return out


def shared_conflicts(a: Machine, b: Machine) -> int:
    """How many conflicts two leaves of one search share: the exploration copies the
    conflict log at a fork (sharing its conflicts) and each side appends its own after,
    so the shared ones are a prefix (ConflictLog.shared_prefix)."""
    return a.conflicts.shared_prefix(b.conflicts)


def retro_after(before: Machine, retro: Retro, leaf: Machine) -> Retro:
    """``retro_of(leaf)`` from ``retro_of(before)`` of an earlier leaf of the same
    search: the late reads of the conflicts the two share are the same (found before
    their executions parted), so only those after are taken out and put in (the lists
    of ``retro`` are left as they are: a snapshot may hold it)."""
    common = shared_conflicts(before, leaf)
    out = dict(retro)
    for event in dict.fromkeys(_event(before, i) for i in _late_from(before, common)):
        kept = [entry for entry in out[event] if entry[1] < common]
        if kept:
            out[event] = kept
        else:
            del out[event]
    added: dict[Event, list[Entry]] = {}
    for index in _late_from(leaf, common):
        limit, width = leaf.late_reads[index]
        c = leaf.conflicts[index]
        added.setdefault((c.prior_site, c.prior_tid, c.prior_clock), []).append(
            (limit, index, c.key, width, c.site, c))
    for event, entries in added.items():
        out[event] = [*out.get(event, ()), *entries]
    return out


def replay(leaf: Machine, program: Program, launch: Launch,
           options: ExploreOptions) -> tuple[Machine, Incomplete | None]:
    """Run the leaf's execution again from the start (its recorded choices under their
    sleep sets: the interpreter is deterministic) knowing which reads later writes
    showed to be racy. The replay shares the check's time bound; if it stops early,
    the leaf stands as it was (its findings hold) and the check is incomplete."""
    if leaf.exploring:
        return _explored_leaf(leaf, program, launch, options)
    if not replay_needed(leaf):
        _settle(leaf)
        return leaf, None
    return _from_start(leaf, program, launch, options, retro_of(leaf))


def _from_start(leaf: Machine, program: Program, launch: Launch, options: ExploreOptions,
                retro: Retro) -> tuple[Machine, Incomplete | None]:
    """The leaf's execution run again from the launch's start knowing ``retro``."""
    machine = _fresh(leaf, program, launch, options, retro)
    machine.script = list(leaf.history)
    try:
        machine.run_until_choice()
    except Incomplete as stop:
        if leaf.incomplete is None or stop.reason != leaf.incomplete.reason:
            return leaf, stop
    return _finish(machine, leaf), None


def _merged(first: Retro, second: Retro) -> Retro:
    """Two retro maps' late reads together (each event's entries in order)."""
    out = dict(first)
    for event, entries in second.items():
        out[event] = [*out.get(event, ()), *entries]
    return out


def corrected(machine: Machine, program: Program, launch: Launch,
              options: ExploreOptions) -> Machine | None:
    """``machine``, standing at a class split with late reads that change what it
    read (``replay_needed``), run again from the launch's start knowing them, to go on
    exploring from there (docs/semantics/sweeps.md, "Class splits run again knowing their late
    reads"): it taints what they make undefined, records every late read it meets
    from there on, and notes its defined reads. None where ``machine`` has no such late read,
    or the run does not stand where ``machine`` does (the search goes on with
    ``machine``)."""
    # (the late reads asked about at an earlier split of this path are not asked
    # again: running again is a shortcut, and a leaf that needs a replay still gets one)
    asked, machine.late_asked = machine.late_asked, len(machine.late_reads)
    if not _changes_reads(machine, itertools.islice(machine.late_reads, asked, None)):
        return None
    fresh = _fresh(machine, program, launch, options,
                   _merged(machine.retro, retro_of(machine)))
    fresh.exploring = True
    fresh.script = list(machine.history)
    fresh.run_until_choice()  # (the split after the last recorded choice: it stops)
    if fresh.states != machine.states or fresh.param_split is None:
        return None
    fresh.script = None
    fresh.history = list(machine.history)
    fresh.states_at_fork = fresh.states
    return fresh


def _explored_leaf(leaf: Machine, program: Program, launch: Launch,
                   options: ExploreOptions) -> tuple[Machine, Incomplete | None]:
    """A leaf of a search run again at a class split (``corrected``): it is exact
    where it met no late read it did not know, or none that changes what it read
    (``replay_needed``, the argument of "Late reads that change nothing" over its own
    execution); otherwise it is replayed from the start knowing them all."""
    if not replay_needed(leaf):
        leaf.late_reads = LateReads()  # (and no replay's instructions to count)
        return leaf, None
    return _from_start(leaf, program, launch, options, _merged(leaf.retro, retro_of(leaf)))


def _fresh(leaf: Machine, program: Program, launch: Launch, options: ExploreOptions,
           retro: Retro) -> Machine:
    machine = Machine(program, launch, options, full=leaf.full,
                      wave_clocks=leaf.clocks.wave_mode)
    machine.start = leaf.start
    machine.retro = retro
    # The search's site table, shared: the late reads name read events by site number,
    # and the replay numbers an operation when it first meets it — sooner than the
    # search where an undefined value it now knows of flows through it.
    machine.sites, machine._site_ids = leaf.sites, leaf._site_ids
    return machine


def _finish(machine: Machine, leaf: Machine) -> Machine:
    machine.replay_states = machine.states
    machine.incomplete = leaf.incomplete
    machine.retro_watch = None
    machine.shadow.release()  # as the search does at a leaf: nothing reports from cells
    return machine


_TRIES = 2


@dataclass(frozen=True)
class _Snapshot:
    """A replay standing at a split (before its choice), kept for the leaves after."""

    depth: int  # the index of the split's choice in the histories
    history: History  # the choices before it
    machine: Machine  # a copy-on-write copy of the replay there
    leaf: Machine  # the leaf whose late reads that replay knew
    retro: Retro
    seen: dict[Event, int]  # the watched read events of the replay → first-read order
    seen_before: int  # how many of them it had read at the split
    states: int  # the replay's state count at the split
    conflicts: int  # its conflict count there


def replay_all(leaves: list[Machine], program: Program, launch: Launch,
               options: ExploreOptions) -> list[tuple[Machine, Incomplete | None]]:
    """Each leaf with late reads replayed (the others stand as they are), the same as
    ``replay`` of each, in the order given (the search's: a leaf shares its longest
    prefix with the leaves just before it)."""
    for leaf in leaves:
        if leaf.late_reads and not leaf.exploring and not replay_needed(leaf):
            _settle(leaf)
    watch = _watched([leaf for leaf in leaves if not leaf.exploring])
    path: list[_Snapshot] = []  # the snapshots along the last replayed path
    out: list[tuple[Machine, Incomplete | None]] = []
    before: Machine | None = None  # the last leaf with late reads, and its retro
    before_retro: Retro = {}
    done: list[Machine] = []  # replayed leaves whose late reads may still be read
    for leaf in leaves:
        if not leaf.late_reads:
            out.append((leaf, None))
            continue
        if leaf.exploring:
            out.append(_explored_leaf(leaf, program, launch, options))
            continue
        retro = (retro_of(leaf) if before is None
                 else retro_after(before, before_retro, leaf))
        before, before_retro = leaf, retro
        # (the two deepest snapshots on the leaf's path: each test reads every event
        # the snapshot's replay read, and a replay from the start is always exact)
        on_path = [s for s in path if len(leaf.history) > s.depth
                   and leaf.history[:s.depth] == s.history][-_TRIES:]
        start = next((snapshot for snapshot in reversed(on_path)
                      if _shares(snapshot, leaf, retro)), None)
        if start is None:
            machine = _fresh(leaf, program, launch, options, retro)
            machine.retro_watch, machine.retro_seen = watch, {}
            depth = 0
            path = []
        else:
            machine = _resume(start, leaf, retro)
            depth = start.depth
            path = [s for s in path if s.depth <= start.depth]
        try:
            out.append((_run(machine, leaf, retro, depth, start is not None, path), None))
            done.append(leaf)
        except Incomplete as stop:
            path = []
            if leaf.incomplete is None or stop.reason != leaf.incomplete.reason:
                out.append((leaf, stop))
            else:
                out.append((_finish(machine, leaf), None))
        done = _release(done, [before, *(s.leaf for s in path)])
    return out


def _release(done: list[Machine], needed: list[Machine | None]) -> list[Machine]:
    """Forget the late reads and conflicts of the leaves in ``done`` (each stands
    replaced by its replay, which holds its own) that no later replay reads: every
    leaf keeps a copy of them, as long as its execution (a sweep of K in [1, 4096]
    has 64 leaves of up to two million conflicts). The others, still needed."""
    keep = {id(m) for m in needed if m is not None}
    for leaf in done:
        if id(leaf) not in keep:
            leaf.late_reads = LateReads()
            leaf.conflicts = ConflictLog()
    return [leaf for leaf in done if id(leaf) in keep]


def _watched(leaves: list[Machine]) -> frozenset[Event]:
    """The read events any leaf's late reads name (each leaf adds those of the late
    reads it does not share with the leaf before it)."""
    events: set[Event] = set()
    before: Machine | None = None
    for leaf in leaves:
        if not leaf.late_reads:
            continue
        first = 0 if before is None else shared_conflicts(before, leaf)
        events.update(_event(leaf, index) for index in _late_from(leaf, first))
        before = leaf
    return frozenset(events)


def _run(machine: Machine, leaf: Machine, retro: Retro, depth: int, resumed: bool,
         path: list[_Snapshot]) -> Machine:
    """Run ``machine`` to the leaf's end — from the start, or ``resumed`` standing
    before the choice ``depth`` of the leaf's history — keeping a snapshot at each
    later split."""
    history = leaf.history
    splits = [i for i in range(depth + 1 if resumed else 0, len(history))
              if history[i][0][0] == PARAM_CHOICE]
    at_choice = resumed
    for stop in [*splits, len(history)]:
        machine.script = list(history[depth:stop])
        if at_choice:
            machine._replay_next()  # the choice the machine stands before
        machine.run_until_choice()
        if stop == len(history):
            break
        path.append(_Snapshot(stop, history[:stop], machine.fork(), leaf, retro,
                              machine.retro_seen, len(machine.retro_seen), machine.states,
                              len(machine.conflicts)))
        depth, at_choice = stop, True
    return _finish(machine, leaf)


def _resume(start: _Snapshot, leaf: Machine, retro: Retro) -> Machine:
    """A copy of the snapshot's replay that knows ``leaf``'s late reads instead. Its
    origins carry their conflicts whole, and the late reads it met before the split
    mean the same conflicts to both leaves (``_shares``): they stand as they are."""
    machine = start.machine.fork()
    machine.retro = retro
    machine.start = leaf.start
    machine.retro_seen = dict(itertools.islice(start.seen.items(), start.seen_before))
    return machine


def _kept(entries: list[Entry], states: int) -> list[Entry]:
    """The entries that can act on a read before a split at ``states``: an entry is
    idle there when an earlier one names the same bytes and writing site and stops no
    sooner (``_read_taints`` applies both or the later one not at all; the earlier one
    already made the origin and tainted those bytes)."""
    out: list[Entry] = []
    best: dict[tuple[int, int, int], int | None] = {}  # the latest stop so far (None: none)
    for entry in entries:
        limit, _, key, width, writer, _ = entry
        bound = limit if limit <= states else None
        same = (key, width, writer)
        if same in best:
            earlier = best[same]
            if earlier is None or (bound is not None and earlier >= bound):
                continue
        best[same] = bound
        out.append(entry)
    return out


def _meanings(entries: list[Entry], states: int) -> list[_Meaning]:
    return [(limit if limit <= states else None, conflict, key, width, writer)
            for limit, _, key, width, writer, conflict in _kept(entries, states)]


def _shares(start: _Snapshot, leaf: Machine, retro: Retro) -> bool:
    """May ``leaf``'s replay start from the snapshot? It may when the leaf's execution
    passes the split and every read event the snapshot's replay read before it means
    the same to both leaves' late reads (docs/semantics/sweeps.md): the same conflicts,
    entry by entry, so the origins the snapshot made of them (each carrying its
    conflict) are the leaf's own."""
    if len(leaf.history) <= start.depth or leaf.history[:start.depth] != start.history:
        return False
    if leaf.full != start.leaf.full:
        return False
    return all(_meanings(start.retro.get(event, []), start.states)
               == _meanings(retro.get(event, []), start.states)
               for event in _differing(start, leaf, retro))


def _differing(start: _Snapshot, leaf: Machine, retro: Retro) -> list[Event]:
    """The read events read before the split whose late reads may mean something else
    to the two leaves: those with a late read found after the split, in either leaf.
    Every other event's late reads were all found before the split, where the leaves
    share their conflicts (the same objects) and so their late reads: they mean the
    same. Where the leaves do not share that many conflicts, every event read before
    the split."""
    if shared_conflicts(start.leaf, leaf) < start.conflicts:
        return list(itertools.islice(start.seen, start.seen_before))
    events = dict.fromkeys(_event(start.leaf, i) for i in _late_from(start.leaf,
                                                                   start.conflicts))
    events.update(dict.fromkeys(_event(leaf, i) for i in _late_from(leaf, start.conflicts)))
    return [e for e in events if start.seen.get(e, start.seen_before) < start.seen_before]

"""Findings for undefined values that reach a use (docs/semantics/model.md, "Undefined values and
their uses"): one per use site and origin read, with the read, why its value may be
undef, the lines the value went through, and the use; each names its cause (the read
and the write or copy it may miss), by which findings/causes.py makes one finding of
all the uses of one cause (docs/findings.md)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import (
    COPY_COMPLETION,
    HAPPENS_BEFORE,
    NO_WRITE,
    RACE,
    SEVERAL_WRITES,
    UNDEF_READ,
    VISIBILITY,
    Cause,
    Finding,
    TraceEvent,
    UseSite,
    author_place,
)
from amdsync.explore.findings.story import access_word, async_trace, at_line, who
from amdsync.explore.machine.machine import Machine
from amdsync.explore.machine.state import AsyncContext
from amdsync.explore.memory.address import describe_key
from amdsync.explore.memory.definedness import Origin, Use
from amdsync.explore.memory.shadow import Conflict
from amdsync.program import ops as o
from amdsync.program.ops import Scope
from amdsync.program.topology import inclusive_scopes


def undef_uses(machine: Machine) -> list[Finding]:
    """One finding per use site, read, and way its value may be undef (the finding's
    kind and what is missing, docs/findings.md), keeping every origin of the use: a read
    that raced with several writes, or may read before several copies land, for the
    lanes of one use is told by its first origin's story, then "the same with the
    accesses at ..." for the others, each instruction pair in ``cause.instructions``."""
    missed = missed_writes(machine)
    told: dict[int, tuple[str, list[TraceEvent], Cause, str]] = {}
    groups: dict[tuple[Loc, int, str, str], _Group] = {}
    for use in machine.uses.values():
        loc = machine.sites[use.site].loc
        counted: set[tuple[Loc, int, str, str]] = set()
        for oid in sorted(use.origins):
            origin = machine.origins[oid]
            if oid not in told:
                story, events, cause = _origin_story(machine, origin, missed)
                told[oid] = (story, events, cause, _kind(machine, origin, missed))
            cause, kind = told[oid][2], told[oid][3]
            key = (loc, origin.site, kind, cause.missing)
            group = groups.get(key)
            if group is None:
                group = groups[key] = _Group(use, oid)
            if key not in counted:  # (its lanes count once per group: one instance)
                counted.add(key)
                group.lanes += use.lanes
            group.pairs.setdefault(cause.sites, None)
    findings: list[Finding] = []
    for (loc, _, kind, _), group in groups.items():
        use, origin = group.use, machine.origins[group.first]
        story, events, cause, _ = told[group.first]
        pairs = tuple(group.pairs)
        if len(pairs) > 1:
            # Named in the sentence: the other accesses on lines the first pair's do not
            # name (those on its lines are "the same on N instruction pairs": causes.py).
            shown = {author_place(loc) for loc in pairs[0]}
            others: dict[tuple[str, int, int], str] = {}
            for pair in pairs[1:]:
                for other in pair[1:]:
                    if author_place(other) not in shown:
                        others.setdefault(author_place(other), at_line(other))
            if others:
                story += f"; the same with the accesses at {', '.join(others.values())}"
            cause = replace(cause, story=story, instructions=pairs)
        lanes = group.lanes
        wave, _, whom = who(machine, use.lane)
        read_loc = machine.sites[origin.site].loc
        message = (f"a value that may be undef {use.what} ({whom}"
                   + (f", and {lanes - 1} more lane instance(s)" if lanes > 1 else "")
                   + f"): {story}")
        trace = list(events)
        for site in use.path[:-1]:
            if site == origin.site:
                continue
            step = machine.sites[site]
            if loc.source_line is not None and step.loc.source_line is None:
                continue  # compiler-made steps without a source line (debug info)
            trace.append(TraceEvent(step.loc, f"the value flows through {_op_word(step.op)}"))
        trace.append(TraceEvent(loc, f"the value {use.what}", wave, use.lane))
        findings.append(Finding(kind, loc, message, tuple(trace), lanes, origin=read_loc,
                                cause=cause, uses=(UseSite(loc, use.what, lanes),)))
    return findings


@dataclass
class _Group:
    """The origins of one use site, read and way its value may be undef: the use and
    origin first met (their story is told), the lane instances, and every cause's
    sites (an insertion-ordered set)."""

    use: Use
    first: int
    lanes: int = 0
    pairs: dict[tuple[Loc, ...], None] = field(default_factory=dict)


def missed_writes(machine: Machine) -> dict[tuple[int, int], int]:
    """For a read of memory nothing wrote before it (an ``unwritten`` origin): the write
    or copy that wrote the location later in the execution without being ordered after
    the read (its write-after-read conflict), by (read site, location key) → the
    conflict's index; the first one found. Empty when no read is unwritten."""
    if not any(origin.kind == "unwritten" for origin in machine.origins):
        return {}
    found: dict[tuple[int, int], int] = {}
    for index, c in enumerate(machine.conflicts):
        if c.write and not c.prior_write:
            found.setdefault((c.prior_site, c.key), index)
    return found


def _missed(machine: Machine, origin: Origin, missed: dict[tuple[int, int], int] | None
            ) -> Conflict | None:
    """The write-after-read conflict of a read of unwritten memory (missed_writes), when
    one is known and its two accesses are not two atomics with inclusive scopes."""
    if origin.kind != "unwritten" or not missed:
        return None
    index = missed.get((origin.site, origin.key))
    if index is None or atomic_pair(machine, machine.conflicts[index]):
        return None
    return machine.conflicts[index]


def strict_several(machine: Machine) -> list[Finding]:
    """``--strict-reads``: the reads the read-value rules make undef because they may
    see several writes (shared/spec/READINGS.md item 1), reported at the read — a plain
    read of several writes, and an atomic read that may see a plain write and an
    unordered atomic one — one finding per read site."""
    origins: dict[int, tuple[Origin, int]] = {}
    for index, item in enumerate(machine.several):
        op = machine.sites[item.site].op
        if isinstance(op, o.Op) and o.atomicity(op) is not None:
            continue  # (a mixed atomic read's record: its conflicts below tell it)
        found = origins.get(item.site)
        origins[item.site] = (found[0], found[1] + 1) if found else (
            Origin("several-writes", item.site, item.thread, item.key, index), 1)
    for c in machine.conflicts:
        if (c.write and c.prior_write) or not atomic_pair(machine, c):
            continue
        # (the read found the conflict, or a later write found the read's slot mixed)
        site, lane = (c.prior_site, c.prior_tid) if c.write else (c.site, c.thread)
        found = origins.get(site)
        origins[site] = (found[0], found[1] + 1) if found else (
            Origin("conflict", site, lane, c.key, -1, c), 1)
    findings: list[Finding] = []
    for origin, count in origins.values():
        story, events, cause = _origin_story(machine, origin)
        loc = machine.sites[origin.site].loc
        findings.append(Finding(UNDEF_READ, loc, story, tuple(events), count, origin=loc,
                                cause=cause))
    return findings


def _kind(machine: Machine, origin: Origin,
          missed: dict[tuple[int, int], int] | None = None) -> str:
    """``race`` when the read raced with a plain write — also when it read memory
    nothing wrote before and a plain write not ordered after it wrote it later: the read
    may see that write, which is not location-ordered before it (amdgpu-memory-model,
    read values) — ``undef-read`` when an async copy was in flight or nothing wrote the
    memory (the kinds of docs/semantics/model.md)."""
    missed_write = _missed(machine, origin, missed)
    if missed_write is not None:
        op = machine.sites[missed_write.site].op
        return UNDEF_READ if isinstance(op, o.AsyncCopy | o.TensorCopy) else RACE
    c = origin.conflict
    if c is None:
        return UNDEF_READ
    n = machine.clocks.num_threads
    return UNDEF_READ if c.prior_tid >= n or atomic_pair(machine, c) else RACE


def atomic_pair(machine: Machine, c: Conflict) -> bool:
    """Are both accesses of a conflict atomic with inclusive scopes? Then they do not
    race: the conflict is the read-value rules' (the atomic read may also see a write
    not atomic with it, so it returns undef: shared/spec/READINGS.md item 1, second
    paragraph), reported as the read's undefined value, reason several-writes."""
    n = machine.clocks.num_threads
    if c.prior_tid >= n:
        return False
    first, second = machine.sites[c.site].op, machine.sites[c.prior_site].op
    if not (isinstance(first, o.Op) and isinstance(second, o.Op)):
        return False
    a, b = o.atomicity(first), o.atomicity(second)
    return a is not None and b is not None and inclusive_scopes(
        machine.places[c.thread], a.scope.scope, machine.places[c.prior_tid], b.scope.scope)


def _context(machine: Machine, c: Conflict) -> AsyncContext | None:
    """What the asyncmark sequence said about the conflict (annotated once per group of
    conflicts, explore/machine/machine.py _annotate; found by content: a replay numbers
    its conflicts its own way)."""
    for other, context in machine.conflict_context.items():
        if machine.conflicts[other] == c:
            return context
    for other, context in machine.conflict_context.items():
        d = machine.conflicts[other]
        if (d.site, d.prior_write, d.write) == (c.site, c.prior_write, c.write):
            return context
    return None


def _origin_story(machine: Machine, origin: Origin,
                  missed: dict[tuple[int, int], int] | None = None
                  ) -> tuple[str, list[TraceEvent], Cause]:
    """Why the read's value may be undef: the sentence, the counterexample's steps up to
    the read, and the cause (the read, and the write or copy it may miss)."""
    read = machine.sites[origin.site]
    where = describe_key(origin.key, machine.address_map, machine.lds_names,
                         machine.lds_tiles)
    wave, _, whom = who(machine, origin.lane)
    reading = access_word(machine, origin.site, False)
    missed_write = _missed(machine, origin, missed)
    if missed_write is not None:
        return _missed_story(machine, origin, missed_write, where)
    if origin.kind == "unwritten":
        story = (f"the {reading} at {at_line(read.loc)} reads {where}, which no write "
                 "precedes, so it returns undef (amdgpu-memory-model: \"If no write is "
                 "location-ordered before a read R, then R returns undef\")")
        return (story, [TraceEvent(read.loc, f"{reading} of {where} by {whom}: nothing was "
                                   "written there before", wave, origin.lane)],
                Cause((read.loc,), NO_WRITE, story))
    if origin.kind == "invisible":
        item = machine.invisible[origin.ref]
        wloc = machine.sites[item.write[2]].loc
        story = (f"the {reading} at {at_line(read.loc)} may return undef: the write at "
                 f"{at_line(wloc)} happens before it but is never made available and "
                 "visible to it (amdgpu-memory-model, Location Order)")
        return (story, [TraceEvent(wloc, f"write of {where}"),
                        TraceEvent(read.loc, f"{reading} of {where} by {whom}", wave,
                                   origin.lane)],
                Cause((read.loc, wloc), VISIBILITY, story))
    if origin.kind == "several-writes":
        return _several_story(machine, origin, where)
    c = origin.conflict
    assert c is not None  # (a conflict's origin carries it)
    if atomic_pair(machine, c):
        return _mixed_story(machine, origin, c, where)
    story, events, other = _conflict_story(machine, origin, c, where)
    missing = (COPY_COMPLETION if c.prior_tid >= machine.clocks.num_threads
               else HAPPENS_BEFORE)
    return story, events, Cause((read.loc, other), missing, story)



def _missed_story(machine: Machine, origin: Origin, c: Conflict, where: str
                  ) -> tuple[str, list[TraceEvent], Cause]:
    """A read of memory no write preceded (amdgpu-memory-model: "If no write is
    location-ordered before a read R, then R returns undef") that a later write or copy
    wrote without being ordered after it (their write-after-read conflict ``c``): the
    read may have missed that one, and its cause is the read and the write or copy it
    may miss (docs/findings.md) — what is missing between them is the copy's completion
    (COPY_COMPLETION, one cause with the copy in flight) or the write's happens-before
    (HAPPENS_BEFORE)."""
    n = machine.clocks.num_threads
    read = machine.sites[origin.site]
    reading = access_word(machine, origin.site, False)
    writer = machine.sites[c.site]
    writer_lane = c.thread - n if c.thread >= n else c.thread
    rwave, _, rwho = who(machine, origin.lane)
    owave, _, owho = who(machine, writer_lane)
    events = [TraceEvent(read.loc, f"{reading} of {where} by {rwho}: nothing was written "
                         "there before", rwave, origin.lane)]
    if isinstance(writer.op, o.AsyncCopy | o.TensorCopy):
        copy = access_word(machine, c.site, False).removesuffix(" reads")
        events.append(TraceEvent(writer.loc, f"{copy} of {owho} writes {where} after the "
                                 "read, not completed before it", owave, writer_lane))
        story = (f"the {reading} at {at_line(read.loc)} may read {where} before the "
                 f"{copy} at {at_line(writer.loc)} writes it (no write precedes the read: "
                 "the copy may not have completed, or not even been issued), so it "
                 "returns undef")
        return story, events, Cause((read.loc, writer.loc), COPY_COMPLETION, story)
    writing = access_word(machine, c.site, True)
    events.append(TraceEvent(writer.loc, f"{writing} of {where} by {owho}, after the read "
                             "and not ordered after it", owave, writer_lane))
    story = (f"the {reading} at {at_line(read.loc)} races with the {writing} at "
             f"{at_line(writer.loc)} ({owho}), which writes {where} after it with no "
             "happens-before between them: no write precedes the read, and it may see "
             "that write, so it returns undef (amdgpu-memory-model, read values)")
    return story, events, Cause((read.loc, writer.loc), HAPPENS_BEFORE, story)


# HIP's memory-scope macros, by scope (the fix a HIP author writes).
_HIP_SCOPES = {Scope.SINGLETHREAD: "__HIP_MEMORY_SCOPE_SINGLETHREAD",
               Scope.WAVEFRONT: "__HIP_MEMORY_SCOPE_WAVEFRONT",
               Scope.WORKGROUP: "__HIP_MEMORY_SCOPE_WORKGROUP",
               Scope.CLUSTER: "__HIP_MEMORY_SCOPE_AGENT",
               Scope.AGENT: "__HIP_MEMORY_SCOPE_AGENT",
               Scope.SYSTEM: "__HIP_MEMORY_SCOPE_SYSTEM"}


def _several_story(machine: Machine, origin: Origin, where: str
                   ) -> tuple[str, list[TraceEvent], Cause]:
    """A plain read that may see several writes, each location-ordered before it:
    amdgpu-memory-model, read values, the last bullet (shared/spec/READINGS.md item 1),
    with the fix: an atomic initializing store where a plain write is among them, else
    an atomic load at the writes' scope."""
    item = machine.several[origin.ref]
    read = machine.sites[origin.site]
    wave, _, whom = who(machine, origin.lane)
    n = machine.clocks.num_threads
    # The distinct writing instructions, in the order the execution made them, with how
    # many lanes' writes of each the read may see.
    per_site: dict[int, list[int]] = {}
    for tid, _, wsite, _, _ in item.writes:
        per_site.setdefault(wsite, []).append(tid - n if tid >= n else tid)
    plain = [wsite for tid, _, wsite, watomic, _ in item.writes if watomic is None]
    scopes = [watomic.scope for _, _, _, watomic, _ in item.writes if watomic is not None]
    named = []
    events: list[TraceEvent] = []
    for wsite, lanes in per_site.items():
        wloc = machine.sites[wsite].loc
        wop = machine.sites[wsite].op
        atomic = isinstance(wop, o.Op) and o.atomicity(wop) is not None
        kind = "atomic write" if atomic else "plain write"
        owave, _, owho = who(machine, lanes[0])
        by = f"{len(lanes)} lanes ({owho} first)" if len(lanes) > 1 else owho
        named.append(f"the {kind} at {at_line(wloc)} by {by}")
        events.append(TraceEvent(wloc, f"{kind} of {where} by {by}", owave, lanes[0]))
    count = len(item.writes)
    if plain:
        ploc = machine.sites[plain[0]].loc
        fix = (f"make the plain store at {at_line(ploc)} atomic (store atomic ... monotonic"
               f"{', ' + _scope_words(max(scopes)) if scopes else ''}), so that every write "
               "the read may see is atomic, and read it atomically")
    else:
        scope = Scope(max(scopes)) if scopes else Scope.WORKGROUP
        fix = (f"make the load at {at_line(read.loc)} atomic at the writes' scope: load atomic "
               f"... {_syncscope(scope)}monotonic (HIP: __hip_atomic_load(p, "
               f"__ATOMIC_RELAXED, {_HIP_SCOPES[scope]}))")
    story = (f"the plain load at {at_line(read.loc)} ({whom}) may see {count} writes to "
             f"{where}, each location-ordered before it but none hidden by another: "
             f"{'; '.join(named)}; a non-atomic read that may see several writes returns "
             "undef (amdgpu-memory-model, read values: \"Otherwise, R returns undef\"; "
             f"--reading latest-write reads the last of them instead); fix: {fix}")
    events.append(TraceEvent(read.loc, f"plain load of {where} by {whom}: it may see "
                             f"{count} writes", wave, origin.lane))
    first_write = machine.sites[next(iter(per_site))].loc
    return story, events, Cause((read.loc, first_write), SEVERAL_WRITES, story)


def _mixed_story(machine: Machine, origin: Origin, c: Conflict, where: str
                 ) -> tuple[str, list[TraceEvent], Cause]:
    """An atomic read that may see an atomic write not location-ordered before it (the
    two inclusive: no race) and a write not atomic with it (a plain initializing store):
    undef by the read-value rules (shared/spec/READINGS.md item 1, second paragraph)."""
    n = machine.clocks.num_threads
    read = machine.sites[origin.site]
    reading = _rmw_word(machine, origin.site, False)
    other_site, other_tid = ((c.prior_site, c.prior_tid) if not c.write
                             else (c.site, c.thread))
    other = machine.sites[other_site]
    other_lane = other_tid - n if other_tid >= n else other_tid
    owave, _, owho = who(machine, other_lane)
    rwave, _, rwho = who(machine, origin.lane)
    plain = next((w for item in machine.several if item.site == origin.site
                  for w in item.writes), None)
    events: list[TraceEvent] = []
    if plain is not None:
        ploc = machine.sites[plain[2]].loc
        events.append(TraceEvent(ploc, f"plain write of {where}"))
        seen = f"the plain write at {at_line(ploc)} (location-ordered before it)"
        fix = (f"make the store at {at_line(ploc)} atomic (store atomic ... monotonic at the "
               "scope of the other accesses), so that every write the location holds is "
               "atomic")
        sites: tuple[Loc, ...] = (read.loc, ploc)
    else:
        seen = "a write that is not atomic with it"
        fix = "make every write to the location atomic at an inclusive scope"
        sites = (read.loc, other.loc)
    events.append(TraceEvent(other.loc, f"atomic {_rmw_word(machine, other_site, True)} of {where} "
                             f"by {owho}", owave, other_lane))
    events.append(TraceEvent(read.loc, f"{reading} of {where} by {rwho}: it may see both",
                             rwave, origin.lane))
    story = (f"the atomic {reading} at {at_line(read.loc)} may see {seen} and the atomic "
             f"write at {at_line(other.loc)} ({owho}), which is not location-ordered before "
             "it; the writes it may see are not all atomic, so it returns undef "
             "(amdgpu-memory-model, read values: \"Otherwise, if R may see some write that "
             "is not location-ordered before R, then R returns undef\"); the two atomics do "
             f"not race; fix: {fix}")
    return story, events, Cause(sites, SEVERAL_WRITES, story)


def _rmw_word(machine: Machine, site: int, write: bool) -> str:
    """access_word, naming a read-modify-write's read and write as such."""
    if isinstance(machine.sites[site].op, o.AtomicRMW | o.CmpXchg):
        return "read-modify-write's " + ("write" if write else "read")
    return access_word(machine, site, write)


def _syncscope(scope: int) -> str:
    """``syncscope("NAME") `` as LLVM writes it (nothing for system scope)."""
    name = o.SyncScope(Scope(scope)).llvm_name()
    return f'syncscope("{name}") ' if name else ""


def _scope_words(scope: int) -> str:
    return _syncscope(scope).strip() or "system scope"


def _conflict_story(machine: Machine, origin: Origin, c: Conflict,
                    where: str) -> tuple[str, list[TraceEvent], Loc]:
    n = machine.clocks.num_threads
    read = machine.sites[origin.site]
    reading = access_word(machine, origin.site, False)
    context = _context(machine, c)
    if not c.write:  # the read found the conflict: the other access is the write
        other_site, other_tid = c.prior_site, c.prior_tid
    else:  # a later write found it
        other_site, other_tid = c.site, c.thread
    other = machine.sites[other_site]
    other_lane = other_tid - n if other_tid >= n else other_tid
    owave, _, owho = who(machine, other_lane)
    rwave, _, rwho = who(machine, origin.lane)
    events: list[TraceEvent] = []
    if not c.write and c.prior_tid >= n:
        events.append(TraceEvent(other.loc, f"{_op_word(other.op)} issued (async operation "
                                 f"#{c.prior_clock} of {owho}); it may stay in flight",
                                 owave, other_lane))
        events += async_trace(machine, context, c)
        events.append(TraceEvent(read.loc, f"{reading} of {where} by {rwho}", rwave,
                                 origin.lane))
        return (f"the {reading} at {at_line(read.loc)} may read {where} before the async "
                f"copy at {at_line(other.loc)} writes it (the copy may still be in "
                "flight), so it returns undef", events, other.loc)
    if c.write and c.prior_tid >= n:
        events.append(TraceEvent(read.loc, f"{_op_word(read.op)} reads {where} (async "
                                 f"operation #{c.prior_clock} of {rwho})", rwave,
                                 origin.lane))
        events += async_trace(machine, context, c)
        events.append(TraceEvent(other.loc, f"{access_word(machine, other_site, True)} of "
                                 f"{where} by {owho} while the copy may be in flight",
                                 owave, other_lane))
        return (f"the async copy at {at_line(read.loc)} may read {where} while the "
                f"{access_word(machine, other_site, True)} at {at_line(other.loc)} "
                "overwrites it, so the copy delivers undef", events, other.loc)
    writing = access_word(machine, other_site, True)
    first, second = ((other, owave, other_lane, f"{writing} of {where} by {owho}"),
                     (read, rwave, origin.lane, f"{reading} of {where} by {rwho}"))
    if c.write:
        first, second = second, first
    events.append(TraceEvent(first[0].loc, first[3], first[1], first[2]))
    events.append(TraceEvent(second[0].loc, "no happens-before between the two accesses (no "
                             "release/acquire, fence-paired barrier or wait orders them)",
                             second[1], second[2]))
    events.append(TraceEvent(second[0].loc, second[3], second[1], second[2]))
    if isinstance(read.op, o.Op) and o.atomicity(read.op) is not None:
        # The mixed-location rule: an atomic read that may see a non-atomic write.
        return (f"the atomic {reading} at {at_line(read.loc)} may see the {writing} at "
                f"{at_line(other.loc)} ({owho}), which is not location-ordered before "
                "it, and the writes it may see are not all atomic with inclusive scopes "
                "(a non-atomic write to the location is not hidden from it), so it "
                "returns undef (amdgpu-memory-model, read values: \"Otherwise, if R may "
                "see some write that is not location-ordered before R, then R returns "
                "undef\"); make every access to the location atomic", events, other.loc)
    return (f"the {reading} at {at_line(read.loc)} races with the {writing} at "
            f"{at_line(other.loc)} ({owho}), so it returns undef (a non-atomic read that may "
            "see a racing write)", events, other.loc)


def _op_word(op: o.Op | o.Terminator) -> str:
    match op:
        case o.AsyncCopy() | o.TensorCopy():
            return op.intrinsic
        case o.Load():
            return "a load"
        case o.Store():
            return "a store to memory"
        case o.Phi():
            return "a phi"
        case o.Select():
            return "a select"
        case o.Cast():
            return f"a {op.kind.value}"
        case o.BinOp():
            return f"an {op.kind.value}" if op.kind.value[0] in "aeiou" else (
                f"a {op.kind.value}")
        case o.Call():
            return f"a call to @{op.callee}"
        case o.Opaque():
            return f"{op.name}"
        case o.Ret():
            return "a return"
    return type(op).__name__.lower()

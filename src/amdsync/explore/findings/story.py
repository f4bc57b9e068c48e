"""Words and trace steps that describe accesses in counterexamples (explore/search/check.py,
explore/findings/undef_report.py)."""

from __future__ import annotations

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import TraceEvent
from amdsync.explore.machine.machine import Machine
from amdsync.explore.machine.state import AsyncContext
from amdsync.explore.memory.shadow import Conflict
from amdsync.formats.llvm import asynccnt, hardware_waits
from amdsync.program import ops as o


def at_line(loc: Loc) -> str:
    """A line as the author wrote it (docs/findings.md): ``line 31 of kernels.py (IR
    line 249)`` when the input names the source line (``!dbg``), ``line 249``
    otherwise."""
    if loc.source_line is None:
        return f"line {loc.line}"
    return f"line {loc.source_line} of {loc.source_file or '?'} (IR line {loc.line})"


def who(machine: Machine, lane: int) -> tuple[int, int, str]:
    place = machine.places[lane]
    in_wave = lane % machine.launch.threads_per_workgroup % machine.width
    return place.wave, in_wave, f"lane {in_wave} of wave {place.wave}"


def access_word(machine: Machine, site: int, write: bool) -> str:
    op = machine.sites[site].op
    if isinstance(op, o.AsyncCopy):
        return ("async copy" if op.asynchronous else "copy") + (
            " writes" if write else " reads")
    if isinstance(op, o.TensorCopy):
        return tensor_word(op) + (" write" if write else " read")
    return "store" if write else "load"


def tensor_word(op: o.TensorCopy) -> str:
    return ("tensor load to LDS" if op.direction is o.CopyDirection.TO_LDS
            else "tensor store from LDS")


def async_trace(machine: Machine, context: AsyncContext | None,
                 c: Conflict) -> list[TraceEvent]:
    events: list[TraceEvent] = []
    site_loc = machine.sites[c.site].loc
    if context is None or not context.issuer_known:
        events.append(TraceEvent(site_loc, "the issuing lane has not waited for the copy "
                                 "(no wait.asyncmark covering it) before this access, and "
                                 "nothing else orders it"))
        return events
    if not context.same_lane:
        if context.issuer_completed:
            wait = context.last_wait
            where = machine.sites[wait[0]].loc if wait is not None else site_loc
            events.append(TraceEvent(where, "the issuing lane's wait completed the copy, but "
                                     "no release/acquire (a fence-paired barrier or atomics) "
                                     "orders that completion before this access by another "
                                     "lane (lanes are threads)"))
            return events
        events.append(TraceEvent(site_loc, "in the issuing lane, the copy is still "
                                 "outstanding when it hands the data over:"))
    if context.tensor and context.covering_mark is None:
        # Tracked by s_wait_tensorcnt (amdgpu-usage, "Tensor: s_wait_tensorcnt") as well.
        if context.tensor_wait is None:
            events.append(TraceEvent(site_loc, "no s.wait.tensorcnt, and no wait.asyncmark "
                                     "after an asyncmark covering it, completes the tensor "
                                     "operation before this access"))
        else:
            wait_site, count = context.tensor_wait
            events.append(TraceEvent(machine.sites[wait_site].loc, f"s.wait.tensorcnt({count}) "
                                     f"lets {count} tensor operation(s) stay in flight, this "
                                     "one among them"))
        return events
    counter = _counter(machine, context, c)
    if context.covering_mark is None:
        if context.in_callee_or_caller:
            events.append(TraceEvent(site_loc, "only an asyncmark of another function body "
                                     "covers the copy; waits here count this body's marks"))
        elif counter is not None:
            events.append(TraceEvent(site_loc, f"no {_wait_word(counter, None)} (nor an "
                                     "asyncmark and wait.asyncmark) follows the copy in this "
                                     "function body to complete it"))
        else:
            events.append(TraceEvent(site_loc, "no asyncmark follows the copy in this function "
                                     "body, so no wait.asyncmark here can complete it "
                                     "(missing asyncmark)"))
    else:
        mark_loc = machine.sites[context.covering_mark].loc
        if counter is None:
            events.append(TraceEvent(mark_loc, f"asyncmark covering the copy; "
                                     f"{context.marks_after} later mark(s) in this function "
                                     "body"))
        else:
            events.append(TraceEvent(mark_loc, f"{_counter_name(counter)} counts the copy; "
                                     f"{context.marks_after} later copies it counts in this "
                                     "function body"))
    need = _wait_word(counter, context.marks_after)
    if context.last_wait is not None:
        wait_site, count = context.last_wait
        wait_loc = machine.sites[wait_site].loc
        if context.covering_mark is not None:
            whose = "" if context.same_lane else " (in the issuing lane, before its release)"
            left = "the covering mark" if counter is None else "the copy"
            events.append(TraceEvent(wait_loc, f"{_wait_word(counter, count)} leaves {left} "
                                     f"outstanding{whose}; {need} would cover it"))
        else:
            events.append(TraceEvent(wait_loc, f"{_wait_word(counter, count)} cannot "
                                     "complete it"))
    elif context.covering_mark is not None:
        events.append(TraceEvent(site_loc, f"no {_wait_word(counter, None)} before this "
                                 f"access; {need} would cover it"))
    return events


def _counter(machine: Machine, context: AsyncContext, c: Conflict) -> str | None:
    """The hardware counter wait the copy's function body waits with
    (``hardware_waits.COUNTER``, ``asynccnt.COUNTER``), None for ``wait.asyncmark``: the
    counter of its last wait, else that of the copy when no explicit asyncmark covers
    it (the reader's marks for a counter sit at the copy's own line)."""
    if context.last_wait is not None:
        wait = machine.sites[context.last_wait[0]].op
        return wait.counter if isinstance(wait, o.WaitAsyncMark) else None
    copy = machine.sites[c.prior_site]
    if not isinstance(copy.op, o.AsyncCopy):
        return None
    if (context.covering_mark is not None
            and machine.sites[context.covering_mark].loc != copy.loc):
        return None  # an asyncmark the author wrote
    if asynccnt.counted(copy.op):
        return asynccnt.COUNTER
    return hardware_waits.COUNTER if hardware_waits.counted(copy.op) else None


def _counter_name(counter: str) -> str:
    return "vmcnt" if counter == hardware_waits.COUNTER else "asynccnt"


def _wait_word(counter: str | None, count: int | None) -> str:
    """A wait as its author writes it: ``wait.asyncmark(N)``, ``s_waitcnt vmcnt(N)``
    (docs/semantics/hardware-waits.md) or ``s_wait_asynccnt N``; without a count, the
    kind of wait."""
    if counter is None:
        return "wait.asyncmark" if count is None else f"wait.asyncmark({count})"
    if counter == hardware_waits.COUNTER:
        return "s_waitcnt vmcnt" if count is None else f"s_waitcnt vmcnt({count})"
    return "s_wait_asynccnt" if count is None else f"s_wait_asynccnt {count}"


def also_text(others: tuple[Loc, ...]) -> str:
    """The accesses a race's site also races with, as its message names them."""
    if all(loc.source_line is None for loc in others):
        return "line(s) " + ", ".join(str(loc.line) for loc in others)
    return ", ".join(map(at_line, others))

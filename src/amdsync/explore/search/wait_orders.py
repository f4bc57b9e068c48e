"""The check run once per order of the waits for barrier-completed tensor operations
(docs/semantics/async-copies.md, "Barrier-completed operations", Schedule;
explore/sync/lds_wait_orders.py): each run releases the held waits in the order its
script says, and every script a run's release points offer is run in turn, once —
a stateless search over the release orders, beside the search each run makes over
its own choice points. The verdicts are merged as a check merges its leaves: one
finding per kind, place and cause (the first run's counterexample), the notes of
every run, and `incomplete` where any run is.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable
from dataclasses import replace

from amdsync.explore.findings.records import Finding, Note
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.search.options import time_bound_reason
from amdsync.explore.sync.lds_wait_orders import alternatives

Run = Callable[[ExploreOptions, list[Machine]], CheckResult]

# Runs of the check for the orders of the waits, at most (beyond: `incomplete`, naming
# the first wait; the orders multiply with the waves that wait at once and the rounds).
MAX_WAIT_ORDERS = 64


def every_wait_order(run: Run, options: ExploreOptions, leaves: list[Machine],
                     key: Callable[[Finding], Hashable]) -> CheckResult:
    """``run`` with the default order, then with every other script its runs' release
    points offer; ``leaves`` gets the leaves of every run. Stops `incomplete` at the
    schedule bound (each run counts its leaves) and at the time bound."""
    start = time.monotonic()
    result = run(options, leaves)
    if result.incomplete_reason is not None:
        return result
    done: set[tuple[int, ...]] = {()}
    todo = _offered(leaves, done)
    schedules = result.stats.schedules
    while todo:
        script = todo.pop(0)
        if script in done:
            continue
        done.add(script)
        spent = options.time_spent + time.monotonic() - start
        if len(done) > MAX_WAIT_ORDERS:
            wait = min((site for m in leaves for _, site, _ in m.lds_barrier_seen),
                       default=None)
            loc = None if wait is None else leaves[0].sites[wait].loc
            result.incomplete_loc = loc
            result.incomplete_reason = (
                f"the waits for barrier-completed tensor operations (the first at {loc}) "
                f"have more orders that matter than the {MAX_WAIT_ORDERS} the check runs; "
                "the orders in which other waves run ahead of them are not all explored "
                '(docs/semantics/async-copies.md, "Barrier-completed operations")')
            return result
        if spent > options.timeout or schedules >= options.max_schedules:
            reason = (time_bound_reason(options.timeout) if spent > options.timeout
                      else f"schedule bound reached ({options.max_schedules} schedules; "
                      "raise --max-schedules)")
            result.incomplete_reason = reason
            result.stats = replace(result.stats, bound=reason)
            if result.findings:
                result.notes.append(Note(
                    "bound-reached", result.findings[0].loc,
                    f"the search stopped at a bound ({reason}) before every order of the "
                    "waits for barrier-completed tensor operations ran; the findings are "
                    "real, but the list may be incomplete"))
            return result
        more: list[Machine] = []
        again = run(replace(options, lds_wait_script=script, time_spent=spent), more)
        leaves += more
        schedules += again.stats.schedules
        result = _merged(result, again, key)
        if again.incomplete_reason is not None:
            return result
        todo += _offered(more, done)
    return result


def _offered(leaves: list[Machine], done: set[tuple[int, ...]]) -> list[tuple[int, ...]]:
    """The scripts the leaves' release points offer that no run took yet."""
    out: dict[tuple[int, ...], None] = {}
    for leaf in leaves:
        arrivals = {key: state.arrivals for key, state in leaf.lds_barriers.items()}
        for script in alternatives(leaf.lds_wait_trace, arrivals):
            if script not in done:
                out[script] = None
    return list(out)


def _merged(first: CheckResult, second: CheckResult,
            key: Callable[[Finding], Hashable]) -> CheckResult:
    """Two runs' verdicts as one: the findings one per key (the first run's), the
    notes of both, the first reason to be incomplete, the statistics added up."""
    findings: dict[Hashable, Finding] = {}
    for finding in (*first.findings, *second.findings):
        findings.setdefault(key(finding), finding)
    first.findings = sorted(findings.values(),
                            key=lambda f: (f.loc.file, f.loc.line, f.loc.col, f.kind))
    first.notes = list(dict.fromkeys((*first.notes, *second.notes)))
    if first.incomplete_reason is None:
        first.incomplete_reason = second.incomplete_reason
        first.incomplete_loc = second.incomplete_loc
    a, b = first.stats, second.stats
    first.stats = replace(
        a, states=a.states + b.states, schedules=a.schedules + b.schedules,
        unreduced_lower_bound=a.unreduced_lower_bound + b.unreduced_lower_bound,
        memory_events=a.memory_events + b.memory_events, async_ops=a.async_ops + b.async_ops,
        seconds=a.seconds + b.seconds, bound=a.bound or b.bound)
    return first

"""Every order of the waves' reads and tensor operations, without the waits-last
reduction: the reference the check's orders of the waits for barrier-completed tensor
operations are tested against (docs/semantics/async-copies.md, "Barrier-completed
operations", Schedule; explore/sync/lds_wait_orders.py).

What a wait loop's read of an LDS barrier sees depends on which tensor operations were
issued before it. Here every interleaving of the waves' *visible* steps — a wait
loop's read or a tensor operation — is run, depth first, each branch on its own copy of
the machine; a wave's other steps run as soon as it stands before one (they change
nothing another wave's visible step sees: their order is happens-before's, which the
clocks compute the same in every interleaving; an access reports its conflicts with
the unordered accesses of other waves in either order). A wave whose read blocked (no
arrival left to see) is not offered again until another wave ran a step. The findings
of every leaf are collected as the check reports them (``check._findings``), under
``--strict-reads``: each read that may return undef is reported at the read, so no
late-read replay is needed.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field, replace
from typing import Any

from amdsync.explore.findings.records import RACE, UNDEF_READ, Finding
from amdsync.explore.machine.machine import BLOCKED, DONE, ExploreOptions, Machine
from amdsync.explore.machine.state import WaveState
from amdsync.explore.sync.tensor_copies import wait_loop
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.program.topology import Launch


class InterleavingMachine(Machine):
    """A machine stepped one wave instruction at a time by ``every_interleaving``."""

    turns = False
    holds_waits = False  # (no waits-last holding: every order is run here)

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._loops: dict[int, bool] = {}  # load (by id) → is it a wait loop's read?

    def visible(self, wave: WaveState) -> bool:
        """Does the wave stand before a tensor operation or a wait loop's load (the
        reads whose result depends on the order: what arrivals were issued)?"""
        if not wave.frames:
            return False
        frame = wave.frames[-1]
        if not frame.stack:
            return False
        entry = frame.stack[-1]
        block = frame.blocks[entry.block]
        if entry.index >= len(block.ops):
            return False
        op = block.ops[entry.index]
        if isinstance(op, o.TensorCopy):
            return True
        if not isinstance(op, o.Load):
            return False
        if id(op) not in self._loops:
            self._loops[id(op)] = wait_loop(frame.function, entry.block, op) is not None
        return self._loops[id(op)]

    def runnable(self, blocked: frozenset[int]) -> list[WaveState]:
        self._release_barriers()
        return [w for w in self.waves if not w.done and w.waiting is None
                and not w.local_blocked and w.index not in blocked]

    def advance(self, wave: WaveState) -> bool:
        """One step of ``wave``; False when it blocked."""
        wave.may_modify_barrier = True
        result = self.step(wave)
        if result in (BLOCKED, DONE):
            self._release_barriers()
        return result != BLOCKED or wave.waiting is not None


@dataclass
class InterleavingResult:
    findings: set[tuple[str, frozenset[int]]] = field(default_factory=set)
    leaves: int = 0
    complete: bool = True
    deadlock: bool = False


def finding_key(finding: Finding) -> tuple[str, frozenset[int]]:
    """What a finding is compared by: a conflict by the lines of its two accesses (which
    of them came second decides where and as what it is reported: a read before a
    tensor load's write is a race at the load, after it an undef-read at the read),
    anything else by its kind and line."""
    cause = finding.cause
    if cause is not None and len(cause.sites) == 2 and finding.kind in (RACE, UNDEF_READ):
        return ("conflict", frozenset(loc.line for loc in cause.sites))
    return (finding.kind, frozenset((finding.loc.line,)))


def every_interleaving(program: Program, launch: Launch, base: ExploreOptions,
                       max_leaves: int = 20_000, timeout: float = 120.0
                       ) -> InterleavingResult:
    """The findings (``finding_key``) of every interleaving of the visible steps, with the
    target and arguments of ``base``."""
    from amdsync.explore.search.check import _findings  # noqa: PLC0415 (check imports this layer)

    out = InterleavingResult()
    start = time.monotonic()
    options = replace(base, strict_reads=True, value_numbers=True, exact_shadow=True,
                      lane_clocks=True)
    stack: list[tuple[InterleavingMachine, frozenset[int]]] = [
        (InterleavingMachine(program, launch, options), frozenset())]
    while stack:
        if out.leaves >= max_leaves or time.monotonic() - start > timeout:
            out.complete = False
            break
        machine, blocked = stack.pop()
        while True:
            if machine.deadlock is not None:
                break
            waves = machine.runnable(blocked)
            hidden = next((w for w in waves if not machine.visible(w)), None)
            if hidden is None:
                break
            ran = machine.advance(hidden)
            blocked = frozenset() if ran else blocked | {hidden.index}
        waves = [] if machine.deadlock is not None else machine.runnable(blocked)
        if not waves:
            out.leaves += 1
            if machine.deadlock is not None or any(not w.done for w in machine.waves):
                out.deadlock = True
            out.findings |= {finding_key(f) for f in _findings(machine)}
            continue
        for wave in reversed(waves):
            child = machine.fork() if wave is not waves[0] else machine
            ran = child.advance(child.waves[wave.index])
            stack.append((child, frozenset() if ran else blocked | {wave.index}))
    return out

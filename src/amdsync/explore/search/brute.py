"""Exploration without reduction: every interleaving and every completion point.

The reference the reduced checker is measured and tested against. Execution is
operational: an async copy stays *pending* from its issue until an explicit completion
step, which may be taken at any point until a wait forces it (amdgpu-async-operations:
"An asyncmark M is said to be completed only when all async operations program-ordered
before M are reported by the implementation as having finished"); the copy reads its
source and writes its destination when it completes. Every state offers every choice —
run one instruction of any runnable wave, or complete any pending copy — and the search
visits them all, depth first, without merging states.

Findings here are operational: a read of a byte a pending copy will write, or a write
to a byte a pending copy reads or writes. For programs whose lanes exchange data only
through their own async copies (or not at all), they coincide with the reduced
checker's `undef-read` / `race` findings; the tests check that on generated programs.
"""

from __future__ import annotations

import time
from dataclasses import dataclass, field

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import RACE, UNDEF_READ
from amdsync.explore.machine.frames import Frame
from amdsync.explore.machine.machine import BLOCKED, DONE, ExploreOptions, Machine
from amdsync.explore.machine.state import WaveState
from amdsync.explore.values.values import BoolArray, IntArray
from amdsync.program import ops as o
from amdsync.program.module import Program
from amdsync.program.topology import Launch


@dataclass
class PendingCopy:
    wave: int
    slot: int
    number: int
    src: list[int]
    dst: list[int]
    site: int


@dataclass
class BruteResult:
    states: int
    findings: set[tuple[str, Loc]]
    complete: bool
    seconds: float
    deadlock: bool = False


class OperationalMachine(Machine):
    """A Machine whose async copies complete at explicit steps."""

    turns = False  # (every interleaving is tried here: no turns at backward branches)

    def __init__(self, program: Program, launch: Launch, options: ExploreOptions,
                 findings: set[tuple[str, Loc]]) -> None:
        super().__init__(program, launch, options)
        # The oracle records every read at once (its state fingerprint lists cells).
        self.shadow.lazy_reads = False
        self.pending: list[PendingCopy] = []
        self.op_findings = findings

    # ------------------------------------------------------------ forking

    def fork(self, keep_owned: bool = False) -> OperationalMachine:
        new = super().fork(keep_owned)
        assert isinstance(new, OperationalMachine)
        new.pending = list(self.pending)
        return new

    # ------------------------------------------------------------ choices

    def choices(self) -> list[tuple[str, int]]:
        self._release_barriers()
        out: list[tuple[str, int]] = [("step", w.index) for w in self.waves
                                      if not w.done and w.waiting is None]
        out += [("complete", i) for i in range(len(self.pending))]
        return out

    def apply(self, choice: tuple[str, int]) -> None:
        kind, index = choice
        if kind == "step":
            wave = self.waves[index]
            wave.may_modify_barrier = True  # every order is explored here anyway
            result = self.step(wave)
            if result in (BLOCKED, DONE):
                self._release_barriers()
            if self.deadlock is None and all(
                    w.done or (w.waiting is not None and not self.barriers.can_finish(w))
                    for w in self.waves) and not all(w.done for w in self.waves):
                self.deadlock = [w for w in self.waves if not w.done]
        else:
            self._complete(self.pending.pop(index))

    def stuck(self) -> bool:
        return any(not w.done for w in self.waves)

    def fingerprint(self) -> tuple[object, ...]:
        """Everything the future of this state depends on (for state caching)."""
        waves = []
        for w in self.waves:
            frames = []
            for f in w.frames:
                entries = tuple((e.block, e.index, e.mask.tobytes(), e.rpc, e.phis_done)
                                for e in f.stack)
                regs = tuple(sorted(
                    (name, v.tobytes() if isinstance(v, np.ndarray) else repr(v))
                    for name, v in f.regs.items()))
                marks = tuple((m.mask.tobytes(), m.covers.tobytes()) for m in f.marks)
                frames.append((f.function.name, entries, regs, marks, f.pred.tobytes()))
            waves.append((w.done, w.waiting, tuple(sorted(w.arrived.items())),
                          w.joined_named, tuple(frames),
                          w.issued.tobytes(), w.completed.tobytes()))
        pending = tuple(sorted((p.wave, p.slot, p.number) for p in self.pending))
        memory = tuple(sorted((k, tuple(v.value)) for k, v in (
            *self.shadow.cells.items(), *self.shadow.granules.items())))
        barriers = tuple((k, b.expected, b.arrived, b.phase)
                         for k, b in sorted(self.barriers.states.items()))
        return (tuple(waves), pending, memory, barriers)

    # ------------------------------------------------------------ async copies

    def _async_copy(self, wave: WaveState, frame: Frame, mask: BoolArray,
                    op: o.AsyncCopy) -> None:
        if not op.asynchronous:
            super()._async_copy(wave, frame, mask, op)
            return
        site = self.site(op, frame.function.name)
        (src_keys, _, _), (dst_keys, _, dst_active) = self._copy_locations(
            wave, frame, mask, op, site)
        for slot in np.nonzero(mask)[0]:
            s = int(slot)
            number = int(wave.issued[s]) + 1
            wave.issued[s] = number
            if not dst_active[s]:  # an out-of-range LDS destination: nothing is written
                continue
            src_bytes = [int(src_keys[s]) + i for i in range(op.size)]
            dst_bytes = [int(dst_keys[s]) + i for i in range(op.size)]
            self._check_pending(dst_bytes, site, writes=True)
            self.pending.append(PendingCopy(wave.index, s, number, src_bytes, dst_bytes, site))
            self.async_ops += 1

    def _complete(self, copy_op: PendingCopy) -> None:
        values = [self.shadow.value(k) for k in copy_op.src]  # byte by byte
        for key, value in zip(copy_op.dst, values, strict=True):
            self.shadow.poke(key, value)

    def _wait(self, wave: WaveState, frame: Frame, mask: BoolArray, op: o.WaitAsyncMark,
              count: int) -> None:
        super()._wait(wave, frame, mask, op, count)
        keep: list[PendingCopy] = []
        for pending in self.pending:
            if pending.wave == wave.index and pending.number <= wave.completed[pending.slot]:
                self._complete(pending)
            else:
                keep.append(pending)
        self.pending = keep

    def _on_access(self, keys: IntArray, size: int, active: BoolArray, reads: bool,
                   writes: bool, site: int) -> None:
        touched = [int(keys[s]) + i for s in np.nonzero(active)[0] for i in range(size)]
        if reads:
            self._check_pending(touched, site, writes=False)
        if writes:
            self._check_pending(touched, site, writes=True)

    def _check_pending(self, keys: list[int], site: int, writes: bool) -> None:
        if not self.pending:
            return
        wanted = set(keys)
        loc = self.sites[site].loc
        for pending in self.pending:
            if wanted.intersection(pending.dst):
                self.op_findings.add((RACE if writes else UNDEF_READ, loc))
            if writes and wanted.intersection(pending.src):
                self.op_findings.add((UNDEF_READ, loc))


@dataclass
class _Search:
    states: int = 0
    findings: set[tuple[str, Loc]] = field(default_factory=set)
    deadlock: bool = False


def explore_unreduced(program: Program, launch: Launch, max_states: int = 200_000,
                      timeout: float = 60.0, cache: bool = False) -> BruteResult:
    """Visit every state of every interleaving and completion order, up to the bounds.
    With ``cache``, a state already visited is not explored again (state caching, the
    only pruning the oracle uses; the benchmark runs without it)."""
    seen: set[tuple[object, ...]] = set()
    start = time.monotonic()
    search = _Search()
    # (value numbers from the start: this search has no rerun, explore/values/uniform.py)
    root = OperationalMachine(program, launch,
                              ExploreOptions(max_states=10**9, value_numbers=True),
                              search.findings)
    stack: list[OperationalMachine] = [root]
    complete = True
    while stack:
        if search.states >= max_states or time.monotonic() - start > timeout:
            complete = False
            break
        machine = stack.pop()
        if cache:
            key = machine.fingerprint()
            if key in seen:
                continue
            seen.add(key)
        options = machine.choices()
        if not options:
            if machine.stuck():
                search.deadlock = True
            continue
        for choice in reversed(options):
            child = machine.fork() if len(options) > 1 else machine
            child.apply(choice)
            search.states += 1
            stack.append(child)
    return BruteResult(search.states, search.findings, complete, time.monotonic() - start,
                       search.deadlock)

"""Redundant synchronization (docs/semantics/model.md, "Redundant synchronization"): the largest
safe count of every ``wait.asyncmark``, and the barriers and fences a clean launch does
not need.

**Waits.** For a wait W (one site), the launch is explored once more with W completing
nothing. Every conflict that appears and was not there before is an access that needed
an async operation W used to complete; its *age* at W is how many of the lane's marks
were younger than the mark covering it. W may wait with any count up to the smallest
age needed (a count ``c`` completes every mark but the ``c`` youngest,
amdgpu-async-operations). One exploration per wait site, not per candidate count.
Waits are taken in program order, each on the program with the earlier ones already
relaxed, so the counts found hold together; a final check confirms it.

**Barriers and fences.** Each is taken out in turn (program order), the launch checked
again, and the removal kept when it stays clean: every reported removal was checked
with the ones before it, and they are reported as one set (safe together).

A relaxation holds for the launch (shapes) checked, and is reported only when that
launch checks clean to begin with. Given several shapes (``--arg`` ranges, ``--sweep``),
every step is taken on all of them: a wait's count is the smallest any shape allows,
and a barrier or fence is removed only when every shape stays clean without it; the
report names the shapes, and says when they were a sample of a range.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path

import numpy as np

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import Note
from amdsync.explore.findings.result import CheckResult
from amdsync.explore.machine.frames import WaveMark
from amdsync.explore.machine.machine import ExploreOptions, Machine
from amdsync.explore.search.check import check_program
from amdsync.explore.sync.waits import wait_targets
from amdsync.explore.values.values import BoolArray
from amdsync.program import ops as o
from amdsync.program.module import Block, Program
from amdsync.program.topology import Launch

NEVER = 1 << 15  # a count no activation reaches: the wait completes nothing


@dataclass(frozen=True)
class WaitSlack:
    loc: Loc
    count: int
    largest: int  # the largest count that keeps the launch clean
    outstanding: int  # the most marks outstanding at the wait in any execution


@dataclass(frozen=True)
class Removal:
    locs: tuple[Loc, ...]
    what: str  # "barrier" or "fence"


@dataclass
class RelaxReport:
    waits: list[WaitSlack] = field(default_factory=list)
    removals: list[Removal] = field(default_factory=list)
    program: Program | None = None  # the relaxed program
    final: CheckResult | None = None
    refused: str | None = None  # why no analysis was made
    # The shapes the relaxations were checked on (empty: the one launch checked), and
    # how they cover what was asked (SweepResult.coverage()).
    shapes: list[dict[str, int]] = field(default_factory=list)
    coverage: str = ""
    # The hardware wait of each wait.asyncmark before and after relaxing, on the target
    # checked (the counter model of lower/waitcnt.py, LLVM's choice): ``amdsync waitcnt``
    # of the suggested .ll shows the same (issue 11).
    hardware: dict[Loc, tuple[str, str]] = field(default_factory=dict)
    target: str = ""

    def attach_hardware(self, target: str, before: dict[Loc, str],
                        after: dict[Loc, str]) -> None:
        """The hardware wait of each wait site before and after relaxing, on ``target``
        (computed by the caller with the counter model, a layer above this one)."""
        self.hardware = {loc: (text, after.get(loc, text)) for loc, text in before.items()}
        self.target = target

    def notes(self) -> list[Note]:
        out: list[Note] = []
        for w in self.waits:
            if w.largest > w.count:
                text = (f"wait.asyncmark({w.count}) can be wait.asyncmark({w.largest}): "
                        "every explored execution stays free of findings")
                if w.largest >= w.outstanding:
                    text += (f" (at most {w.outstanding} mark(s) are ever outstanding here: "
                             "it then waits for nothing and can be removed)")
            else:
                text = f"wait.asyncmark({w.count}) is tight: a larger count gives findings"
            hardware = self.hardware.get(w.loc)
            if hardware is not None and w.largest > w.count:
                text += f"; on {self.target}: {hardware[0]} becomes {hardware[1]}"
            elif hardware is not None:
                text += f"; on {self.target}: {hardware[0]}"
            out.append(Note("slack", w.loc, text + self._for_shapes()))
        if self.removals:
            where = ", ".join(f"line {r.locs[0].line}" for r in self.removals)
            stays = "the launch stays clean" if not self.shapes else "every shape stays clean"
            for r in self.removals:
                what = r.what if len(r.locs) == 1 else (
                    f"{r.what} (its signal here and its wait at line {r.locs[1].line})")
                out.append(Note(f"redundant-{r.what}", r.locs[0],
                                f"this {what} can be removed; {stays} (checked together "
                                f"with the removals at {where}){self._for_shapes()}"))
        return out

    def _for_shapes(self) -> str:
        if not self.shapes:
            return ""
        return (f" — for the {len(self.shapes)} shape(s) checked ({self.coverage}), "
                "not for others")

    def to_json(self) -> dict[str, object]:
        return {
            "refused": self.refused,
            "target": self.target or None,
            "waits": [{"line": w.loc.line, "count": w.count, "largest": w.largest,
                       "outstanding": w.outstanding,
                       "hardware": self.hardware.get(w.loc, (None, None))[0],
                       "hardware_relaxed": self.hardware.get(w.loc, (None, None))[1]}
                      for w in self.waits],
            "removable_together": [{"what": r.what, "lines": [loc.line for loc in r.locs]}
                                   for r in self.removals],
            "shapes": self.shapes or None,
            "coverage": self.coverage or None,
        }


def relax(program: Program, launch: Launch, options: ExploreOptions,
          shapes: list[dict[str, int]] | None = None, coverage: str = "") -> RelaxReport:
    """The relaxations of ``program`` that keep the launch clean — on each of ``shapes``
    (kernel-argument values, each replacing ``options.args``) when given."""
    report = RelaxReport(shapes=list(shapes or []), coverage=coverage)
    runs = [replace(options, args=args) for args in shapes] if shapes else [options]

    def clean(candidate: Program) -> str:
        """"clean", or the status of the first shape that is not."""
        for run in runs:
            status = check_program(candidate, launch, run).status
            if status != "clean":
                return status
        return "clean"

    base = clean(program)
    if base != "clean":
        report.refused = (f"the launch is not clean ({base}): relaxing its "
                          "synchronization is not analysed")
        return report
    current = program
    for loc, count in _waits(program):
        slacks = [_wait_slack(current, launch, run, loc, count) for run in runs]
        largest = min(largest for largest, _ in slacks)
        outstanding = max(outstanding for _, outstanding in slacks)
        if largest == NEVER:  # nothing needs it: any count that completes nothing
            largest = max(outstanding, count)
        report.waits.append(WaitSlack(loc, count, largest, outstanding))
        if largest > count:
            current = _set_wait(current, loc, largest)
    for locs, what in _removable_candidates(program):
        trial = _drop(current, locs)
        if clean(trial) == "clean":
            current = trial
            report.removals.append(Removal(locs, what))
    finals = [check_program(current, launch, run) for run in runs]
    report.final = next((f for f in finals if f.status != "clean"), finals[0])
    report.program = current
    return report


def _wait_slack(program: Program, launch: Launch, options: ExploreOptions, loc: Loc,
                count: int) -> tuple[int, int]:
    """(largest safe count — NEVER when no access needs the wait —, most marks
    outstanding) for the wait at ``loc``."""
    base_leaves: list[Machine] = []
    check_program(program, launch, options, base_leaves.extend)
    before = {key for m in base_leaves for key in _conflict_keys(m)}
    probe_leaves: list[Machine] = []
    probe = _set_wait(program, loc, NEVER)
    check_program(probe, launch, replace(options, record_marks=True), probe_leaves.extend)
    largest = NEVER
    outstanding = 0
    for machine in probe_leaves:
        n = machine.clocks.num_threads
        assert machine.mark_log is not None
        runs = [(index, wave, mask, marks)
                for index, (where, wave, mask, marks) in enumerate(machine.mark_log)
                if where == loc]
        for _, _, mask, marks in runs:
            for s in np.nonzero(mask)[0]:
                outstanding = max(outstanding, sum(1 for m in marks if m.mask[int(s)]))
        for index, (c, key) in enumerate(zip(machine.conflicts, _conflict_keys(machine),
                                             strict=True)):
            if key in before or c.prior_tid < n:
                continue
            lane = c.prior_tid - n
            # The lane's own later access: the wait may complete the operation at any of
            # its executions before that access (program order). Another lane's access
            # is ordered through a release we do not track: the first execution that
            # completed the operation is the only safe one.
            limit = machine.conflict_waits.get(index) if c.thread == lane else None
            age = _age(machine, runs, lane, c.prior_clock, count, limit)
            if age is not None:
                largest = min(largest, age)
    return largest, outstanding


def _age(machine: Machine, runs: list[tuple[int, int, BoolArray, list[WaveMark]]],
         lane: int, number: int, count: int, limit: int | None) -> int | None:
    """How many of the lane's marks are younger than the one covering its async
    operation ``number`` at the wait's execution that must complete it: the last one
    before the access (``limit``: waits run before it) when given, else the first that
    completed it with its original count. None when the wait never completed it."""
    wave = machine.places[lane].wave
    slots = np.nonzero(machine.waves[wave].lanes == lane)[0]
    if not slots.size:
        return None
    s = int(slots[0])
    lane_mask = np.zeros(machine.width, dtype=np.bool_)
    lane_mask[s] = True
    found: int | None = None
    for index, run_wave, mask, marks in runs:
        if run_wave != wave or not mask[s]:
            continue
        if limit is not None and index >= limit:
            break
        own = [m for m in marks if m.mask[s]]
        covering = next((i for i, m in enumerate(own) if m.covers[s] >= number), None)
        if covering is None:
            continue
        if limit is None:
            covered, _ = wait_targets(marks, count, lane_mask)
            if covered[s] >= number:
                return len(own) - 1 - covering
            continue
        found = len(own) - 1 - covering
    return found


def _conflict_keys(machine: Machine) -> list[tuple[object, ...]]:
    sites = machine.sites
    return [(sites[c.site].loc, sites[c.prior_site].loc, c.thread, c.prior_tid,
             c.prior_clock, c.key, c.write, c.prior_write) for c in machine.conflicts]


def _waits(program: Program) -> list[tuple[Loc, int]]:
    seen: dict[Loc, int] = {}
    for function in program.functions:
        for op in function.ops():
            # (an s.waitcnt of the source waits on vmcnt, not on asyncmarks: its count
            # is not a wait.asyncmark count to suggest; docs/semantics/hardware-waits.md)
            if isinstance(op, o.WaitAsyncMark) and op.counter != "s.waitcnt":
                seen.setdefault(op.loc, op.count)
    return sorted(seen.items(), key=lambda item: (item[0].file, item[0].line, item[0].col))


def _removable_candidates(program: Program) -> list[tuple[tuple[Loc, ...], str]]:
    """Each ``s_barrier`` (its arrive and wait share a line), each split barrier (a
    signal and the next wait on the same barrier — for a named barrier, the next wait
    on a named barrier), and each fence, in program order."""
    out: list[tuple[tuple[Loc, ...], str]] = []
    for function in program.functions:
        ops = list(function.ops())
        used: set[int] = set()
        for i, op in enumerate(ops):
            if i in used:
                continue
            if isinstance(op, o.Fence):
                out.append(((op.loc,), "fence"))
            elif isinstance(op, o.BarrierArrive):
                for j in range(i + 1, len(ops)):
                    other = ops[j]
                    if isinstance(other, o.BarrierWait) and _waits_on(other.barrier,
                                                                      op.barrier):
                        used.add(j)
                        locs = (op.loc,) if other.loc == op.loc else (op.loc, other.loc)
                        out.append((locs, "barrier"))
                        break
    return sorted(set(out), key=lambda item: (item[0][0].line, item[0][0].col))


def _waits_on(wait: o.BarrierRef, arrive: o.BarrierRef) -> bool:
    """Does a wait on ``wait`` wait for a signal on ``arrive``? The same object; and a
    named barrier's signal (through a pointer) is waited for by ``s.barrier.wait`` with
    a named id — amdgpu-usage: "For named barrier objects, this instruction always waits
    on the last named barrier object that the thread has joined"."""
    if wait == arrive:
        return True
    return (isinstance(arrive, o.NamedBarrier) and isinstance(wait, o.BarrierId)
            and wait.id >= 1)


def _set_wait(program: Program, loc: Loc, count: int) -> Program:
    def change(op: o.Op) -> o.Op | None:
        if isinstance(op, o.WaitAsyncMark) and op.loc == loc:
            return replace(op, count=count)
        return op
    return _map_ops(program, change)


def _drop(program: Program, locs: tuple[Loc, ...]) -> Program:
    def change(op: o.Op) -> o.Op | None:
        return None if op.loc in locs else op
    return _map_ops(program, change)


def _map_ops(program: Program, change: Callable[[o.Op], o.Op | None]) -> Program:
    """The program with every op replaced by ``change(op)`` (None drops it)."""
    functions = []
    for function in program.functions:
        blocks = []
        for block in function.blocks:
            ops = tuple(new for op in block.ops if (new := change(op)) is not None)
            blocks.append(Block(block.name, ops, block.term, block.loc))
        functions.append(replace(function, blocks=tuple(blocks)))
    return replace(program, functions=tuple(functions))


def suggestion_diff(path: str, report: RelaxReport) -> str:
    """A unified diff of the ``.ll`` with the relaxed waits and removed operations."""
    lines = Path(path).read_text(encoding="utf-8", errors="replace").splitlines(keepends=True)
    new = list(lines)
    for w in report.waits:
        if w.largest > w.count and 0 < w.loc.line <= len(new):
            new[w.loc.line - 1] = re.sub(r"(wait\.asyncmark\(i16\s+)-?\d+",
                                         rf"\g<1>{w.largest}", new[w.loc.line - 1])
    drop = {loc.line for r in report.removals for loc in r.locs}
    new = [line for number, line in enumerate(new, 1) if number not in drop]
    return "".join(difflib.unified_diff(lines, new, f"a/{path}", f"b/{path}"))


__all__ = ["RelaxReport", "Removal", "WaitSlack", "relax", "suggestion_diff"]

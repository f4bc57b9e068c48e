"""Every litmus test of tests/litmus that can be written as a kernel gets the same
data-race verdict from `amdsync check` as from `amdsync litmus` (issue 14: one model
for both commands).

A test is converted when it is straight-line code (one block per thread): each thread
becomes one lane of its wave (waves of 64 lanes, in workgroups and agents as the test
places them; threads sharing a wave are its lanes 0, 1, …), its operations guarded by
``lane == k`` except the barrier operations, which the whole wave performs (s_barrier is
wave-uniform; a wave holding two threads with barriers is not converted). The kernel's
registers and blocks are the thread's, renamed apart.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from amdsync.diagnostics import Loc
from amdsync.explore.findings.records import SEVERAL_WRITES
from amdsync.explore.litmus.enumerate import executions, explore
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.litmus import read_litmus
from amdsync.program import ops as o
from amdsync.program.litmus_test import LitmusTest, LitmusThread
from amdsync.program.module import Block, Function, GlobalVar, Program
from amdsync.program.topology import Launch
from amdsync.program.types import I32, VOID
from amdsync.semantics.memory_model import ReadCase, read_value

LITMUS = Path(__file__).resolve().parents[1] / "litmus"
TESTS = sorted([*LITMUS.glob("allowed/*.litmus"), *LITMUS.glob("forbidden/*.litmus")])
WAVE = 64
_BARRIER_OPS = (o.BarrierArrive, o.BarrierWait, o.BarrierInit, o.BarrierJoin, o.BarrierDrop)


def _rename(value: object, prefix: str) -> object:
    """The operation with every register renamed ``prefix.name``."""
    if isinstance(value, o.Reg):
        return o.Reg(f"{prefix}.{value.name}")
    if isinstance(value, tuple):
        return tuple(_rename(v, prefix) for v in value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type | Loc):
        changes = {}
        for f in dataclasses.fields(value):
            item = getattr(value, f.name)
            if f.name == "dest" and isinstance(item, str):
                changes[f.name] = f"{prefix}.{item}"
            elif isinstance(item, o.Reg | tuple) or (
                    dataclasses.is_dataclass(item) and isinstance(item, o.Reg)):
                changes[f.name] = _rename(item, prefix)
        return dataclasses.replace(value, **changes)  # type: ignore[type-var]
    return value


def _wave_key(t: LitmusThread) -> tuple[int, int, int]:
    return (t.place.agent, t.place.workgroup, t.place.wave)


def _convertible(test: LitmusTest) -> str | None:
    """Why the test cannot be written as a kernel here (None: it can)."""
    if any(len(t.blocks) != 1 for t in test.threads):
        return "control flow"
    shared = [t for t in test.threads
              if sum(_wave_key(u) == _wave_key(t) for u in test.threads) > 1]
    if any(isinstance(op, _BARRIER_OPS) for t in shared for op in t.blocks[0].ops):
        return "threads sharing a wave meet at a barrier"
    agents = {t.place.agent for t in test.threads}
    per_agent = {a: len({t.place.workgroup for t in test.threads if t.place.agent == a})
                 for a in agents}
    if len(set(per_agent.values())) > 1:
        return "agents with different numbers of workgroups"
    return None


def _thread_blocks(thread: LitmusThread, loc: Loc, first: o.Reg, after_all: str
                   ) -> list[Block]:
    """The thread's code: runs of ordinary operations under ``lane == k``, barrier
    operations by the whole wave; then ``after_all``."""
    prefix = thread.name
    ops = [_rename(op, prefix) for op in thread.blocks[0].ops]
    runs: list[list[o.Op]] = [[]]
    for op in ops:
        if isinstance(op, _BARRIER_OPS):
            runs.append([op])  # type: ignore[list-item]
            runs.append([])
        else:
            runs[-1].append(op)  # type: ignore[arg-type]
    blocks: list[Block] = []
    names = [f"{prefix}.{i}" for i in range(len(runs))] + [after_all]
    for i, run in enumerate(runs):
        here, after = names[i], names[i + 1]
        if run and isinstance(run[0], _BARRIER_OPS):
            blocks.append(Block(here, tuple(run), o.Br(after, loc), loc))
            continue
        blocks.append(Block(here, (), o.CondBr(first, f"{here}.lane0", after, loc), loc))
        blocks.append(Block(f"{here}.lane0", tuple(run), o.Br(after, loc), loc))
    return blocks


def as_kernel(test: LitmusTest) -> tuple[Program, Launch]:
    loc = test.threads[0].loc
    groups = sorted({(t.place.agent, t.place.workgroup) for t in test.threads})
    waves: dict[tuple[int, int], list[int]] = {}
    for t in test.threads:
        waves.setdefault((t.place.agent, t.place.workgroup), [])
        if t.place.wave not in waves[(t.place.agent, t.place.workgroup)]:
            waves[(t.place.agent, t.place.workgroup)].append(t.place.wave)
    per_wg = max(len(v) for v in waves.values())
    sizes = {
        op.ptr.name: op.size for t in test.threads for op in t.blocks[0].ops
        if isinstance(op, o.Load | o.Store | o.AtomicRMW | o.CmpXchg | o.AvLoad | o.AvStore)
        and isinstance(op.ptr, o.GlobalAddr)}
    globals_ = tuple(
        GlobalVar(x.name, x.addrspace, I32, sizes.get(x.name, 4), 4,
                  None if x.init is None else x.init.to_bytes(sizes.get(x.name, 4), "little"),
                  x.loc)
        for x in test.locations)
    tid, wave, lane, wg = (o.Reg(n) for n in ("tid", "wave", "lane", "wg"))
    who, base = o.Reg("who"), o.Reg("base")
    entry_ops: list[o.Op] = [
        o.ThreadId("tid", o.IdKind.WORKITEM, 0, loc),
        o.ThreadId("wg", o.IdKind.WORKGROUP, 0, loc),
        o.BinOp("wave", o.BinOpKind.UDIV, tid, o.Const(WAVE, I32), I32, loc),
        o.BinOp("lane", o.BinOpKind.UREM, tid, o.Const(WAVE, I32), I32, loc),
        o.BinOp("base", o.BinOpKind.MUL, wg, o.Const(per_wg, I32), I32, loc),
        o.BinOp("who", o.BinOpKind.ADD, base, wave, I32, loc),
    ]
    by_wave: dict[int, list[LitmusThread]] = {}
    for t in test.threads:
        group = (t.place.agent, t.place.workgroup)
        index = groups.index(group) * per_wg + waves[group].index(t.place.wave)
        by_wave.setdefault(index, []).append(t)
    cases = []
    blocks: list[Block] = []
    for index, threads in sorted(by_wave.items()):
        threads.sort(key=lambda t: t.place.lane)
        names = [f"{t.name}.0" for t in threads] + ["done"]
        for k, t in enumerate(threads):
            mine = o.Reg(f"{t.name}.mine")
            entry_ops.append(o.ICmp(f"{t.name}.mine", o.ICmpPred.EQ, lane, o.Const(k, I32),
                                    loc))
            blocks += _thread_blocks(t, loc, mine, names[k + 1])
        cases.append((index, names[0]))
    blocks.insert(0, Block("entry", tuple(entry_ops), o.Switch(who, "done", tuple(cases), loc),
                           loc))
    blocks.append(Block("done", (), o.Ret(None, loc), loc))
    kernel = Function("k", (), VOID, tuple(blocks), True, loc)
    program = Program((kernel,), globals_, "k", str(test.name))
    agents = len({a for a, _ in groups})
    launch = Launch(workgroup_size=(WAVE * per_wg, 1, 1), grid=(len(groups), 1, 1),
                    agents=agents)
    return program, launch


CONVERTIBLE = [p for p in TESTS if _convertible(read_litmus(p)) is None]


def test_most_litmus_tests_convert() -> None:
    assert len(CONVERTIBLE) >= len(TESTS) - 5, [p.name for p in TESTS
                                                 if p not in CONVERTIBLE]


@pytest.mark.parametrize("path", CONVERTIBLE, ids=[p.stem for p in CONVERTIBLE])
def test_check_and_litmus_agree(path: Path) -> None:
    test = read_litmus(path)
    by_litmus = explore(test)
    program, launch = as_kernel(test)
    by_check = check_program(program, launch, ExploreOptions(timeout=60, strict_reads=True))
    assert by_check.incomplete_reason is None, by_check.incomplete_reason
    check_racy = any(f.kind == "race" for f in by_check.findings)
    assert check_racy == by_litmus.racy, [f.message for f in by_check.findings]


def _several_by_litmus(test: LitmusTest) -> bool:
    """Does some consistent execution give a read undef because it may see several
    writes (the last read-value bullet, or the third with only atomics of inclusive
    scopes not location-ordered before it: docs/semantics/readings.md)?"""
    for ex in executions(test):
        for event in ex.events:
            if event.is_read and not event.is_init and read_value(
                    ex.events, ex.model.hb, ex.model.lo, event.id).case in (
                        ReadCase.SEVERAL_WRITES, ReadCase.UNORDERED):
                return True
    return False


@pytest.mark.parametrize("path", CONVERTIBLE, ids=[p.stem for p in CONVERTIBLE])
def test_check_and_litmus_agree_on_reads_of_several_writes(path: Path) -> None:
    """shared/spec/READINGS.md item 1: on every race-free test, `check` reports an
    undefined read caused by several writes exactly when `litmus` finds a read the
    read-value rules make undef that way."""
    test = read_litmus(path)
    if explore(test).racy:
        return  # (the race is the finding there)
    program, launch = as_kernel(test)
    by_check = check_program(program, launch, ExploreOptions(timeout=60, strict_reads=True))
    assert by_check.incomplete_reason is None, by_check.incomplete_reason
    check_several = any(f.cause is not None and f.cause.missing == SEVERAL_WRITES
                        for f in by_check.findings)
    assert check_several == _several_by_litmus(test), [f.message for f in by_check.findings]
    if path.stem.startswith("Counter+"):
        assert check_several  # (the two tests written for it)

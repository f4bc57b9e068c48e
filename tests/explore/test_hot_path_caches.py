"""The caches of the hot paths the published kernels and the many-lane counters run
(docs/semantics/scale.md, "Caches of the hot paths"), each against the computation it stands for:
the atomic log's reads as arrays (``AtomicLog._reads_as_arrays``) and the coherence floor
they feed, against a fresh computation from the log's records, over random logs whose
writes are appended and inserted before others; ``Clocks.ordered`` against its
definition; ``value_sources.definitions`` by the function's identity."""

from __future__ import annotations

import gc
import random
from dataclasses import replace

import numpy as np
import pytest

from amdsync.explore.every_input.value_sources import _DEFS, definitions
from amdsync.explore.lanes.atomics import INITIAL, AtomicLog, ReadRec, WriteRec
from amdsync.formats.llvm.reader import read_llvm_text
from amdsync.program import ops as o
from amdsync.semantics.clocks import Clocks

KEY = 64
LANES = 6


def _write(wid: int, lane: int, clock: int) -> WriteRec:
    return WriteRec(lane, lane, clock, (wid,), KEY, 1, (), True, 1, wid)


def _fresh_arrays(log: AtomicLog) -> tuple[list[int], list[int], list[int]]:
    positions = {w.wid: i for i, w in enumerate(log.writes.get(KEY, []))}
    positions[INITIAL] = -1
    reads = log.reads.get(KEY, [])
    return ([positions[r.wid] for r in reads], [r.lane for r in reads],
            [r.clock for r in reads])


def _fresh_floor(log: AtomicLog, clocks: Clocks, lane: int, as_class: int) -> tuple[int, bool]:
    """``coherent_floor`` by its definition (no group): the latest write that happens
    before the read, raised to the latest write a read happening before it read."""
    writes = log.writes.get(KEY, [])
    floor = max((i for i, w in enumerate(writes)
                 if clocks.ordered(lane, as_class, w.tid, w.clock)), default=-1)
    positions = {w.wid: i for i, w in enumerate(writes)}
    positions[INITIAL] = -1
    raised = False
    for r in log.reads.get(KEY, []):
        at = positions[r.wid]
        if at > floor and clocks.ordered(lane, as_class, r.lane, r.clock):
            floor, raised = at, True
    hb = True
    if raised:
        w = writes[floor]
        hb = clocks.ordered(lane, as_class, w.tid, w.clock)
    return floor, hb


@pytest.mark.parametrize("seed", range(12))
def test_reads_as_arrays_and_the_floor_follow_the_log(seed: int) -> None:
    rng = random.Random(seed)
    log = AtomicLog()
    clocks = Clocks(LANES)
    for step in range(60):
        writes = log.writes.get(KEY, [])
        choice = rng.random()
        if choice < 0.35 or not writes:
            wid = log.new_wid()
            lane = rng.randrange(LANES)
            # appended (positions kept) or inserted before others (positions replaced)
            at = len(writes) if rng.random() < 0.6 else rng.randrange(len(writes) + 1)
            log.insert(KEY, _write(wid, lane, rng.randrange(1, 5)), at)
        elif choice < 0.75:
            read = rng.choice([INITIAL, *(w.wid for w in writes)])
            log.record_read(KEY, ReadRec(rng.randrange(LANES), rng.randrange(1, 5), read))
        else:
            # another lane learns some clock components (a synchronization)
            lane = rng.randrange(LANES)
            clocks.vc[lane, rng.randrange(2), rng.randrange(LANES)] = rng.randrange(0, 6)
        if step % 3 == 0 and log.reads.get(KEY):
            at, lanes, epochs = log._reads_as_arrays(KEY, log.reads[KEY])
            assert (at.tolist(), lanes.tolist(), epochs.tolist()) == _fresh_arrays(log)
        for lane in range(LANES):
            for as_class in (0, 1):
                assert log.coherent_floor(clocks, lane, as_class, KEY) == _fresh_floor(
                    log, clocks, lane, as_class)
        if step % 10 == 9:
            log = log.copy()  # (a copy starts without the cached arrays)


def test_ordered_is_happens_before_or_own() -> None:
    rng = random.Random(5)
    for wave_mode in (False, True):
        clocks = Clocks(8, [t // 4 for t in range(8)] if wave_mode else None)
        clocks.vc[...] = np.array([rng.randrange(0, 4) for _ in range(clocks.vc.size)],
                                  dtype=np.int32).reshape(clocks.vc.shape)
        clocks.own_async[...] = 2
        for thread in range(8):
            for tid in range(16):
                for clock in range(5):
                    for a in (0, 1):
                        expected = (tid == thread or int(clocks.vc[
                            clocks.row_of[thread], a, clocks.comp[tid]]) >= clock
                            or clocks.own_async_done(thread, tid, clock))
                        assert clocks.ordered(thread, a, tid, clock) is expected


SOURCE = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %q = getelementptr i32, ptr addrspace(1) %p, i32 %t
  %v = load i32, ptr addrspace(1) %q
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_definitions_by_the_functions_identity() -> None:
    function = read_llvm_text(SOURCE, "k.ll").function("k")
    defs = definitions(function)
    assert definitions(function) is defs
    assert {"t", "q", "v", "w"} <= set(defs)
    assert isinstance(defs["w"], o.BinOp)
    twin = replace(function)  # equal, another object: its own entry, the same content
    assert twin == function and twin is not function
    assert definitions(twin) == defs and definitions(twin) is not defs
    key = id(twin)
    del twin
    gc.collect()
    assert key not in _DEFS  # (dropped with its function)

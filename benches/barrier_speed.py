"""Speed of `amdsync check` on multi-wave pipelines with a barrier per iteration.

A depth-3 LDS pipeline of 16 iterations where every wave copies its tile, waits for
it, and exchanges tiles with the next wave through a fenced s_barrier — for 2, 4 and 8
waves of 64 lanes. Prints states (wave instructions), barrier orders explored, memory
events and time per case (issue "barrier execution model": checked in seconds).

    python benches/barrier_speed.py
"""

from __future__ import annotations

import time

from amdsync.explore.search.check import check_program
from amdsync.program.builder import ProgramBuilder, ptr
from amdsync.program.module import Program
from amdsync.program.ops import Ordering, Scope
from amdsync.program.topology import Launch
from amdsync.program.types import I32

SLOT = 64 * 4


def exchange_pipeline(waves: int, iterations: int = 16, depth: int = 3,
                      per_workgroup: bool = False) -> Program:
    """The pipeline; with ``per_workgroup`` each workgroup works on its own part of
    global memory (for launches of several workgroups, benches/check_scale.py)."""
    pb = ProgramBuilder("barrier-bench")
    lds = pb.lds("tiles", SLOT * waves * depth)
    with pb.kernel("k", g=ptr(1), out=ptr(1)) as k:
        tid = k.workitem_id()
        if per_workgroup:
            tid = k.workgroup_id() * (64 * waves) + tid
        wave = k.wave_id()
        lane = k.lane_id()
        for s in range(depth - 1):
            k.async_load_to_lds(k.arg("g") + tid * 4 + s * 65536,
                                lds + (s * waves + wave) * SLOT)
            k.asyncmark()
        with k.loop(0, iterations) as i:
            ahead = i + depth - 1
            k.async_load_to_lds(k.arg("g") + tid * 4 + ahead * 65536,
                                lds + ((ahead % depth) * waves + wave) * SLOT)
            k.asyncmark()
            k.wait_asyncmark(depth - 1)
            k.fence(Ordering.RELEASE, Scope.WORKGROUP)
            k.barrier()
            k.fence(Ordering.ACQUIRE, Scope.WORKGROUP)
            neighbour = (wave + 1) % waves
            value = k.load(lds + ((i % depth) * waves + neighbour) * SLOT + lane * 4, I32)
            k.store(k.arg("out") + tid * 4 + i * 65536, value)
            k.fence(Ordering.RELEASE, Scope.WORKGROUP)
            k.barrier()  # the slot is reused by the copy depth-1 iterations later
            k.fence(Ordering.ACQUIRE, Scope.WORKGROUP)
        k.wait_asyncmark(0)
    return pb.build()


def main() -> None:
    print(f"{'waves':>6}{'states':>9}{'orders':>8}{'memory events':>15}{'time s':>9}  verdict")
    for waves in (2, 4, 8):
        program = exchange_pipeline(waves)
        launch = Launch(workgroup_size=(64 * waves, 1, 1), wave_size=64)
        start = time.perf_counter()
        result = check_program(program, launch)
        elapsed = time.perf_counter() - start
        print(f"{waves:>6}{result.stats.states:>9}{result.stats.schedules:>8}"
              f"{result.stats.memory_events:>15}{elapsed:>9.2f}  {result.status}")


if __name__ == "__main__":
    main()

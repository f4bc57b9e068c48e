"""Scale of `amdsync check`: memory and time against the number of lanes.

The barrier-exchange pipeline of benches/barrier_speed.py (16 iterations, a fenced
s_barrier twice per iteration, async copies into LDS) launched with W workgroups of L
lanes. Prints per shape the time, the peak resident memory of a fresh process, and the
ratio of each to the smallest shape's per-lane cost (linear scaling keeps the ratios
near 1). Issue 14's target: 4 workgroups × 1024 lanes × 16 iterations under 30 s and
2 GB.

    python benches/check_scale.py [--max-lanes 1024]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time

from amdsync.explore.check import check_program
from amdsync.program.builder import ProgramBuilder, ptr
from amdsync.program.module import Program
from amdsync.program.ops import Ordering, Scope
from amdsync.program.topology import Launch
from amdsync.program.types import I32


def exchange_pipeline(waves: int, iterations: int = 16, depth: int = 3) -> Program:
    """benches/barrier_speed.py's pipeline, each workgroup on its own part of memory."""
    slot = 64 * 4
    pb = ProgramBuilder("scale-bench")
    lds = pb.lds("tiles", slot * waves * depth)
    with pb.kernel("k", g=ptr(1), out=ptr(1)) as k:
        gid = k.workgroup_id() * (64 * waves) + k.workitem_id()
        wave = k.wave_id()
        lane = k.lane_id()
        for s in range(depth - 1):
            k.async_load_to_lds(k.arg("g") + gid * 4 + s * (1 << 20),
                                lds + (s * waves + wave) * slot)
            k.asyncmark()
        with k.loop(0, iterations) as i:
            ahead = i + depth - 1
            k.async_load_to_lds(k.arg("g") + gid * 4 + ahead * (1 << 20),
                                lds + ((ahead % depth) * waves + wave) * slot)
            k.asyncmark()
            k.wait_asyncmark(depth - 1)
            k.fence(Ordering.RELEASE, Scope.WORKGROUP)
            k.barrier()
            k.fence(Ordering.ACQUIRE, Scope.WORKGROUP)
            neighbour = (wave + 1) % waves
            value = k.load(lds + ((i % depth) * waves + neighbour) * slot + lane * 4, I32)
            k.store(k.arg("out") + gid * 4 + i * (1 << 20), value)
            k.fence(Ordering.RELEASE, Scope.WORKGROUP)
            k.barrier()  # the slot is reused by the copy depth-1 iterations later
            k.fence(Ordering.ACQUIRE, Scope.WORKGROUP)
        k.wait_asyncmark(0)
    return pb.build()


def _one(workgroups: int, lanes: int) -> dict[str, float]:
    program = exchange_pipeline(lanes // 64)
    launch = Launch(workgroup_size=(lanes, 1, 1), grid=(workgroups, 1, 1), wave_size=64)
    start = time.perf_counter()
    result = check_program(program, launch)
    seconds = time.perf_counter() - start
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"seconds": seconds, "peak_mb": peak_mb, "status": result.status == "clean"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-lanes", type=int, default=1024)
    parser.add_argument("--one", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(_one(*args.one)))
        return
    shapes = [(1, 128), (1, 256), (1, 512), (1, 1024), (4, 1024)]
    shapes = [s for s in shapes if s[1] <= args.max_lanes]
    print(f"{'shape':>12}{'lanes':>7}{'time s':>9}{'peak MB':>9}{'s/lane ratio':>14}"
          f"{'MB/lane ratio':>15}  clean")
    base: tuple[float, float] | None = None
    for workgroups, lanes in shapes:
        out = subprocess.run([sys.executable, __file__, "--one", str(workgroups), str(lanes)],
                             capture_output=True, text=True, check=True)
        row = json.loads(out.stdout)
        total = workgroups * lanes
        per = (row["seconds"] / total, row["peak_mb"] / total)
        base = base or per
        print(f"{workgroups:>4} x {lanes:>5}{total:>7}{row['seconds']:>9.2f}"
              f"{row['peak_mb']:>9.0f}{per[0] / base[0]:>14.2f}{per[1] / base[1]:>15.2f}"
              f"  {bool(row['status'])}")


if __name__ == "__main__":
    main()

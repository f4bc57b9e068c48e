"""Scale of `amdsync check`: memory and time against the number of lanes.

The barrier-exchange pipeline of benches/barrier_speed.py (16 iterations, a fenced s_barrier
twice per iteration, async copies into LDS) launched with W workgroups of L lanes. Prints
per shape the time, the peak resident memory of a fresh process, and the ratio of each to
the smallest shape's per-lane cost (linear scaling keeps the ratios near 1), and which
happens-before clocks ran (per wave where exact, docs/semantics/scale.md "Scale";
``--lane-clocks`` forces per-lane clocks, as before), and the check's CPU seconds (steadier
than the time on a shared machine). Issue 14's target: 4 workgroups × 1024 lanes × 16
iterations under 30 s and 2 GB; issue 30's: 16 × 1024 under 5 s and 1 GB
(docs/semantics/scale.md, "Vectorized core").

    python benches/check_scale.py [--max-lanes 1024] [--max-workgroups 16] [--lane-clocks]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import time

from barrier_speed import exchange_pipeline  # type: ignore[import-not-found]

from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.program.topology import Launch


def _one(workgroups: int, lanes: int, lane_clocks: bool) -> dict[str, object]:
    program = exchange_pipeline(lanes // 64, per_workgroup=True)
    launch = Launch(workgroup_size=(lanes, 1, 1), grid=(workgroups, 1, 1), wave_size=64)
    start = time.perf_counter()
    cpu = time.process_time()
    result = check_program(program, launch, ExploreOptions(lane_clocks=lane_clocks))
    seconds = time.perf_counter() - start
    cpu = time.process_time() - cpu
    peak_mb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return {"seconds": seconds, "cpu": cpu, "peak_mb": peak_mb,
            "status": result.status == "clean",
            "clocks": result.stats.clocks}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-lanes", type=int, default=1024)
    parser.add_argument("--max-workgroups", type=int, default=16)
    parser.add_argument("--lane-clocks", action="store_true")
    parser.add_argument("--one", nargs=2, type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one:
        print(json.dumps(_one(*args.one, args.lane_clocks)))
        return
    shapes = [(1, 128), (1, 256), (1, 512), (1, 1024), (4, 1024), (8, 1024), (16, 1024)]
    shapes = [s for s in shapes if s[1] <= args.max_lanes and s[0] <= args.max_workgroups]
    print(f"{'shape':>12}{'lanes':>7}{'time s':>9}{'cpu s':>8}{'peak MB':>9}"
          f"{'s/lane ratio':>14}{'MB/lane ratio':>15}  clean  clocks")
    base: tuple[float, float] | None = None
    for workgroups, lanes in shapes:
        command = [sys.executable, __file__, "--one", str(workgroups), str(lanes)]
        out = subprocess.run(command + (["--lane-clocks"] if args.lane_clocks else []),
                             capture_output=True, text=True, check=True)
        row = json.loads(out.stdout)
        total = workgroups * lanes
        per = (float(row["seconds"]) / total, float(row["peak_mb"]) / total)
        base = base or per
        print(f"{workgroups:>4} x {lanes:>5}{total:>7}{row['seconds']:>9.2f}"
              f"{row['cpu']:>8.2f}{row['peak_mb']:>9.0f}{per[0] / base[0]:>14.2f}"
              f"{per[1] / base[1]:>15.2f}"
              f"  {bool(row['status'])!s:<5}  {row['clocks']}")


if __name__ == "__main__":
    main()

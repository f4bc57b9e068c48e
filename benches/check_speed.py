"""Speed of `amdsync check` on a depth-3 async pipeline of 16 iterations.

Prints, for one 64-lane wave and for four waves, the states (wave instructions) the
reduced checker explores, its time, and the ratio against exploration without reduction
(every interleaving and every completion point, `amdsync.explore.search.brute`). The
unreduced search cannot finish on these sizes: the table gives the states it visited in
its budget, and a lower bound on the states it would have to visit — at each wave
instruction, every subset of the outstanding async operations may have completed —
whose ratio to the reduced states is printed as a power of ten.
Target (issue "foundation"): the 4-wave case under 2 s.

    python benches/check_speed.py [--budget SECONDS]
"""

from __future__ import annotations

import argparse
import math
import time

from amdsync.explore.search.brute import explore_unreduced
from amdsync.explore.search.check import check_program
from amdsync.program.builder import ProgramBuilder, ptr
from amdsync.program.module import Program
from amdsync.program.topology import Launch
from amdsync.program.types import I32

SLOT = 64 * 4


def pipeline(waves: int, iterations: int = 16, depth: int = 3) -> Program:
    """Each wave streams tiles through ``depth`` LDS slots: copy tile i+depth-1, mark,
    wait(depth-1), read tile i."""
    pb = ProgramBuilder("bench")
    lds = pb.lds("tiles", SLOT * waves * depth)
    with pb.kernel("k", g=ptr(1), out=ptr(1)) as k:
        tid = k.workitem_id()
        base = lds + k.wave_id() * (SLOT * depth)
        for s in range(depth - 1):
            k.async_load_to_lds(k.arg("g") + tid * 4 + s * 4096, base + s * SLOT)
            k.asyncmark()
        with k.loop(0, iterations) as i:
            ahead = i + depth - 1
            k.async_load_to_lds(k.arg("g") + tid * 4 + ahead * 4096,
                                base + (ahead % depth) * SLOT)
            k.asyncmark()
            k.wait_asyncmark(depth - 1)
            value = k.load(base + (i % depth) * SLOT + k.lane_id() * 4, I32)
            k.store(k.arg("out") + tid * 4 + i * 4096, value)
        k.wait_asyncmark(0)
    return pb.build()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--budget", type=float, default=5.0,
                        help="seconds for the unreduced search of each case")
    args = parser.parse_args()
    print(f"{'case':<22}{'states':>8}{'time s':>9}{'unreduced: visited in budget':>30}"
          f"{'must visit >=':>15}{'ratio >=':>11}")
    for waves in (1, 4):
        program = pipeline(waves)
        launch = Launch(workgroup_size=(64 * waves, 1, 1), wave_size=64)
        start = time.perf_counter()
        result = check_program(program, launch)
        reduced_time = time.perf_counter() - start
        assert result.status == "clean", result.findings
        brute = explore_unreduced(program, launch, max_states=10**9, timeout=args.budget)
        visited = f"{brute.states} in {brute.seconds:.1f} s" + (
            "" if brute.complete else " (stopped)")
        must = math.log10(result.stats.unreduced_lower_bound)
        ratio = must - math.log10(max(1, result.stats.states))
        print(f"{f'{waves} wave(s) x 64 lanes':<22}{result.stats.states:>8}"
              f"{reduced_time:>9.3f}{visited:>30}{f'1e{must:.0f}':>15}{f'1e{ratio:.0f}':>11}")


if __name__ == "__main__":
    main()

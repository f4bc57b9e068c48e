"""`amdsync check` on the kernels whose lanes of one atomic instruction share one location
(tests/explore/lane_atomics; issue 44: each clean one under 5 s of CPU time).

Prints each kernel's verdict, the schedules and states the exploration visited, and this
process's CPU seconds for it (the checker's work, not what other processes take).

    python benches/lane_atomics.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

import amdsync

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests" / "explore" / "lane_atomics"
sys.path.insert(0, str(TESTS))
from test_lane_atomics_kernels import (  # noqa: E402
    KERNELS,
    _expected,
)


def main() -> None:
    print(f"{'kernel':<42}{'verdict':>10}{'schedules':>11}{'states':>8}{'cpu s':>8}")
    for path in KERNELS:
        workgroups, size, inputs, _ = _expected(path)
        start = time.process_time()
        result = amdsync.check(path, workgroups=workgroups, workgroup_size=size,
                               inputs=inputs)
        seconds = time.process_time() - start
        print(f"{path.stem:<42}{result.status:>10}{result.stats.schedules:>11}"
              f"{result.stats.states:>8}{seconds:>8.2f}")


if __name__ == "__main__":
    main()

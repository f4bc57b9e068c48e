"""`amdsync hip` on the graph kernels of tests/explore/graph (issue 44: each decided in
under 30 s at 2 workgroups of 64 lanes on an 8-node graph). Prints each kernel's
verdict, the schedules explored, the checker's CPU seconds and the wall seconds
(compiling included).

    python benches/graph_kernels.py
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests" / "explore" / "graph"))
from test_graph_kernels import CASES, DIST, GRAPH, _check  # noqa: E402


def main() -> None:
    cases = {**CASES, "sssp_relax": ({"n": 8}, {**GRAPH, "dist": DIST}, set())}
    print(f"{'kernel':<28}{'verdict':>10}{'schedules':>11}{'check s':>9}{'wall s':>8}")
    for kernel, (args, inputs, _) in sorted(cases.items()):
        start = time.perf_counter()
        result = _check(kernel, args, inputs)
        wall = time.perf_counter() - start
        print(f"{kernel:<28}{result.status:>10}{result.stats.schedules:>11}"
              f"{result.stats.seconds:>9.2f}{wall:>8.2f}")


if __name__ == "__main__":
    main()

"""Litmus explorer speed: runs the classic-shape corpus (tests/litmus/allowed,
forbidden) and the mapped Vulkan corpus, and prints candidate executions enumerated per
second and the total time.

    .venv/bin/python benches/litmus_speed.py [--budget N] [--vulkan DIR]

A candidate is one (trace combination, reads-from choice) or one coherence order
examined. Tests that hit the budget are counted and named.
"""

from __future__ import annotations

import argparse
import time
from pathlib import Path

from amdsync.diagnostics import AmdsyncError
from amdsync.explore.litmus import explore
from amdsync.formats.litmus import parse_litmus, read_litmus

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_VULKAN = Path("/work/shared/corpora/vulkan-litmus")


def _run(label: str, tests: list[tuple[str, object]], budget: int) -> tuple[int, float]:
    candidates = executions = 0
    over: list[str] = []
    slowest = ("", 0.0)
    started = time.perf_counter()
    for name, test in tests:
        t0 = time.perf_counter()
        result = explore(test, max_candidates=budget)  # type: ignore[arg-type]
        took = time.perf_counter() - t0
        candidates += result.candidates
        executions += result.executions
        if result.incomplete:
            over.append(name)
        if took > slowest[1]:
            slowest = (name, took)
    total = time.perf_counter() - started
    rate = candidates / total if total else 0.0
    print(f"{label}: {len(tests)} tests, {candidates} candidates, {executions} consistent "
          f"executions in {total:.2f} s = {rate:,.0f} candidates/s")
    print(f"  slowest: {slowest[0]} ({slowest[1]:.2f} s)")
    if over:
        shown = ", ".join(over[:8]) + (", …" if len(over) > 8 else "")
        print(f"  over the budget of {budget}: {len(over)} ({shown})")
    return candidates, total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--budget", type=int, default=200_000,
                        help="candidate executions per test (default %(default)s)")
    parser.add_argument("--vulkan", type=Path, default=DEFAULT_VULKAN)
    parser.add_argument("--no-cadp", action="store_true",
                        help="skip the CADP tests of the Vulkan corpus (no verdicts)")
    args = parser.parse_args()
    classic = [(p.stem, read_litmus(p)) for folder in ("allowed", "forbidden")
               for p in sorted((ROOT / "tests" / "litmus" / folder).glob("*.litmus"))]
    c1, t1 = _run("classic shapes", classic, args.budget)
    vulkan: list[tuple[str, object]] = []
    if args.vulkan.exists():
        for path in sorted(args.vulkan.rglob("*.litmus")):
            rel = str(path.relative_to(args.vulkan))
            if args.no_cadp and rel.startswith("CADP"):
                continue
            try:
                vulkan.append((rel, parse_litmus(path.read_text(), rel)))
            except AmdsyncError:
                continue
    c2, t2 = _run("vulkan (mapped)", vulkan, args.budget) if vulkan else (0, 0.0)
    total = t1 + t2
    print(f"total: {c1 + c2} candidates in {total:.2f} s = "
          f"{(c1 + c2) / total if total else 0:,.0f} candidates/s")


if __name__ == "__main__":
    main()

"""`amdsync check` on the Triton-generated kernels of examples/triton/ (gfx950, gfx942, gfx1250).

For each kernel (and, with --seeded, each seeded-bug variant), runs
``amdsync check FILE --target T --workgroup-size N --arg … --json`` at the launch
recorded in examples/triton/launches.json and prints the verdict, the wave
instructions executed (states), memory events, async operations and the wall time.
Target (issue "Check real compiler output end to end"): under 30 s per kernel.

    python benches/triton_check.py [--seeded] [--only NAME]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "triton"
TARGET_SECONDS = 30.0


def check(file: str, launch: dict[str, Any]) -> tuple[dict[str, Any], float]:
    """Run the CLI on ``file`` (relative to examples/triton); its JSON result and the
    wall time of the whole command (parse + check + report)."""
    command = [sys.executable, "-c", "from amdsync.cli.main import main; raise SystemExit(main())",
               "check", file, "--target", launch.get("target", "gfx950"),
               "--workgroup-size", str(launch["workgroup_size"]), "--json"]
    for name, value in launch["args"].items():
        command += ["--arg", f"{name}={value}"]
    start = time.perf_counter()
    # This checkout's package first, whatever PYTHONPATH says (a relative one would not
    # hold in examples/triton).
    paths = [str(EXAMPLES.parents[1] / "src"),
             *(str(Path(p).resolve()) for p in os.environ.get("PYTHONPATH", "").split(
                 os.pathsep) if p)]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths)}
    done = subprocess.run(command, cwd=EXAMPLES, capture_output=True, text=True, check=False,
                          env=env)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1, 3):
        raise SystemExit(f"{file}: exit {done.returncode}\n{done.stderr}{done.stdout}")
    result: dict[str, Any] = json.loads(done.stdout)
    return result, seconds


def row(name: str, result: dict[str, Any], seconds: float) -> str:
    stats = result.get("stats", {})
    kinds = sorted({f["kind"] for f in result.get("findings", [])})
    lines = sorted({f["line"] for f in result.get("findings", [])})
    verdict = result["status"] + (f" {','.join(kinds)} at lines {lines[:4]}" if kinds else "")
    return (f"{name:38} {stats.get('states', 0):>7} {stats.get('memory_events', 0):>8} "
            f"{stats.get('async_ops', 0):>7} {seconds:>7.2f}  {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeded", action="store_true", help="also the seeded-bug variants")
    parser.add_argument("--only", help="only kernels whose name contains this")
    options = parser.parse_args()
    launches: dict[str, dict[str, Any]] = json.loads((EXAMPLES / "launches.json").read_text())
    jobs = [(name, launch["file"], launch) for name, launch in launches.items()]
    if options.seeded:
        seeded = json.loads((EXAMPLES / "seeded" / "seeded.json").read_text())
        jobs += [(name, entry["file"], launches[entry["kernel"]])
                 for name, entry in seeded.items()]
    print(f"{'kernel':38} {'states':>7} {'events':>8} {'async':>7} {'seconds':>7}  verdict")
    worst = 0.0
    for name, file, launch in jobs:
        if options.only and options.only not in name:
            continue
        result, seconds = check(file, launch)
        worst = max(worst, seconds)
        print(row(name, result, seconds), flush=True)
    print(f"slowest: {worst:.2f} s (target < {TARGET_SECONDS:.0f} s per kernel)")


if __name__ == "__main__":
    main()

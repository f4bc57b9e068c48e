"""A parametric sweep against checking the values one by one (docs/semantics/sweeps.md, "Every
launch shape"): Triton's 4-stage gfx950 matmul (M = N = 128), K over [1, HI].

The parametric run (`check --sweep 5=1:HI`) is timed whole; the one-by-one reference
checks SAMPLE evenly spaced values of K (each its own command, as a user would) and
extrapolates their mean to all HI values. Prints both, their ratio, and the parametric
run's peak memory. Target (issue 10): HI = 4096 in under 60 s. A range of more than
1024 values runs as runs of at most 1024 on --jobs processes (every core by default;
docs/tasks.md, "Run boundaries"); --jobs 1 runs them one after another.

    python benches/sweep_parametric.py [--hi 4096] [--sample 8] [--jobs N]
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import time
from pathlib import Path

KERNEL = Path(__file__).resolve().parent.parent / "examples" / "triton" / "matmul_bf16_s4.ll"
FIXED = ["--workgroup-size", "256", "--arg", "3=128", "--arg", "4=128", "--arg", "6=512",
         "--arg", "7=128", "--arg", "8=128"]
TARGET_SECONDS = 60.0


def run(extra: list[str]) -> tuple[float, str]:
    command = [sys.executable, "-c",
               "from amdsync.cli.main import main; raise SystemExit(main())",
               "check", str(KERNEL), *FIXED, *extra]
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    seconds = time.perf_counter() - start
    if done.returncode not in (0, 1):
        raise SystemExit(f"exit {done.returncode}\n{done.stderr}{done.stdout}")
    return seconds, done.stdout.strip().splitlines()[-1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hi", type=int, default=4096)
    parser.add_argument("--sample", type=int, default=8)
    parser.add_argument("--jobs", type=int, default=None)
    args = parser.parse_args()
    jobs = ["--jobs", str(args.jobs)] if args.jobs else []
    swept, summary = run(["--sweep", f"5=1:{args.hi}", *jobs])
    peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
    where = f"--jobs {args.jobs}" if args.jobs else "every core"
    print(f"parametric, K in [1, {args.hi}] ({where}): {swept:.1f} s, peak {peak_mb:.0f} MB "
          "(of one process)")
    print(f"  {summary}")
    values = [1 + (args.hi - 1) * i // max(args.sample - 1, 1) for i in range(args.sample)]
    times = [run(["--arg", f"5={k}"])[0] for k in values]
    mean = sum(times) / len(times)
    estimate = mean * args.hi
    print(f"one by one: {len(values)} values in {sum(times):.1f} s (mean {mean:.2f} s), "
          f"all {args.hi} values ~ {estimate:.0f} s")
    print(f"ratio (one by one / parametric): {estimate / swept:.0f}x; target "
          f"{TARGET_SECONDS:.0f} s: {'met' if swept < TARGET_SECONDS else 'NOT met'}")


if __name__ == "__main__":
    main()

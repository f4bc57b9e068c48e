"""What definedness tracking costs: `amdsync check` on the Triton kernels of
examples/triton/ with this checkout and with a reference commit from before the
tracking (a temporary git worktree), on the same machine; prints each time and the
ratio. Target (issue "Findings that matter on real compiler output"): at most 1.5×.

    python benches/definedness_cost.py [--reference a14825d] [--repeat 3]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples" / "triton"
TARGET_RATIO = 1.5


def run(src: Path, name: str, launch: dict[str, object], repeat: int) -> float:
    args = [f"--arg={k}={v}" for k, v in dict(launch["args"]).items()]  # type: ignore[call-overload]
    command = [sys.executable, "-m", "amdsync.cli.main", "check", str(EXAMPLES / f"{name}.ll"),
               "--target", "gfx950", "--workgroup-size", str(launch["workgroup_size"]),
               "--no-notes", *args]
    env = {**os.environ, "PYTHONPATH": str(src)}
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        subprocess.run(command, env=env, capture_output=True, check=False)
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reference", default="a14825d",
                        help="commit before definedness tracking (default a14825d)")
    parser.add_argument("--repeat", type=int, default=3, help="runs per kernel (best kept)")
    options = parser.parse_args()
    launches = json.loads((EXAMPLES / "launches.json").read_text())
    with tempfile.TemporaryDirectory() as tmp:
        ref = Path(tmp) / "ref"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach", str(ref),
                        options.reference], check=True)
        try:
            print(f"{'kernel':32} {'reference s':>12} {'now s':>8} {'ratio':>6}")
            worst = 0.0
            for name, launch in sorted(launches.items()):
                before = run(ref / "src", name, launch, options.repeat)
                after = run(ROOT / "src", name, launch, options.repeat)
                worst = max(worst, after / before)
                print(f"{name:32} {before:12.2f} {after:8.2f} {after / before:6.2f}")
            print(f"worst ratio {worst:.2f} (target at most {TARGET_RATIO})")
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(ref)],
                           check=False)


if __name__ == "__main__":
    main()

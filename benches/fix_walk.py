"""Every seeded bug and broken twin of the repository through the fix search
(docs/fixes.md): the seeded Triton kernels of every target (examples/triton/seeded and
its gfx942/ and gfx1250/, their launches in examples/triton/launches.json) and the HIP
and OpenCL broken twins of
examples/sources.toml (their compiled IR in examples/*/ll, gfx942). For each: the
findings, the distinct checked fixes, and whether the IR with every fix applied
(``--fix OUT.ll``) checks clean (exit 0) — or why no fix was offered.

    python benches/fix_walk.py [--only SUBSTRING] [--timeout 300]

Prints one line per kernel and a summary: fixed (the fixed IR checks clean), partly
(some finding has no fix), none (no finding has a fix), and the seconds. Which cases
are expected not to be "fixed", and why (bugs in what a kernel computes, sum_fp32's own
race), is in docs/fixes.md, "The seeded bugs and twins";
tests/explore/search/test_seeded_fix_walk.py asserts each case's outcome in process
(all but the ones walked here only: the volatile-flag spins and tile_loop's guarded
loop, whose searches run to the time bound).
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
import time
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
AMDSYNC = [sys.executable, "-m", "amdsync.cli.main"]


def _cases(only: str) -> list[tuple[str, list[str]]]:
    out: list[tuple[str, list[str]]] = []
    launches = json.loads((ROOT / "examples/triton/launches.json").read_text())
    seeded = ROOT / "examples/triton/seeded"
    for path in sorted(seeded.rglob("*.ll")):
        # (gfx942's and gfx1250's variants are in seeded/<target>/, launched as
        # <target>/<kernel> in launches.json)
        folder = path.parent.relative_to(seeded).as_posix()
        kernel = path.name.split(".")[0]
        launch = launches[kernel if folder == "." else f"{folder}/{kernel}"]
        argv = [str(path), "--target", launch["target"], "--workgroup-size",
                str(launch["workgroup_size"])]
        for name, value in launch["args"].items():
            argv += ["--arg", f"{name}={value}"]
        out.append((path.relative_to(seeded).as_posix(), argv))
    cases = tomllib.loads((ROOT / "examples/sources.toml").read_text())["case"]
    for case in cases:
        if case["verdict"] != "findings":
            continue
        source = Path(case["source"])
        ll = ROOT / "examples" / source.parent / "ll" / f"{source.stem}.gfx942.ll"
        out.append((f"{source}:{case['kernel']}",
                    [str(ll), "--kernel", case["kernel"], "--target", "gfx942",
                     *case["launch"]]))
    return [(name, argv) for name, argv in out if only in name]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", default="")
    parser.add_argument("--timeout", type=float, default=300.0)
    args = parser.parse_args()
    counts = {"fixed": 0, "partly": 0, "none": 0}
    started = time.monotonic()
    with tempfile.TemporaryDirectory() as tmp:
        for name, argv in _cases(args.only):
            out = Path(tmp) / "fixed.ll"
            out.unlink(missing_ok=True)
            began = time.monotonic()
            run = subprocess.run([*AMDSYNC, "check", *argv, "--fix", str(out), "--json",
                                  "--timeout", str(args.timeout)],
                                 capture_output=True, text=True, cwd=ROOT, check=False)
            seconds = time.monotonic() - began
            try:
                report = json.loads(run.stdout)
            except json.JSONDecodeError:
                print(f"{name}: no report (exit {run.returncode}): {run.stderr[:200]}")
                continue
            fixes = report.get("fixes", {}).get("fixes", [])
            whats = sorted({f["what"] for f in fixes if f["checked"]})
            missing = [f for f in fixes if not f["checked"]]
            clean = out.exists() and subprocess.run(
                [*AMDSYNC, "check", str(out), *argv[1:]], capture_output=True,
                cwd=ROOT, check=False).returncode == 0
            verdict = ("fixed" if clean and not missing else
                       "partly" if whats else "none")
            counts[verdict] += 1
            print(f"{verdict:6} {seconds:6.1f} s  {len(report['findings'])} finding(s)  {name}")
            for what in whats:
                print(f"         fix: {what}")
            for why in sorted({str(f["why"]) for f in missing}):
                print(f"         no fix: {why}")
    total = sum(counts.values())
    print(f"{total} kernels: {counts['fixed']} fixed (the fixed IR checks clean), "
          f"{counts['partly']} partly, {counts['none']} without a fix; "
          f"{time.monotonic() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())

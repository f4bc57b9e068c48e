"""Sweeps with findings: the seeded gfx950 matmul bugs (docs/triton.md: a wait count
raised by one, the barrier removed, the release fence removed; 2–4 stages) swept over K
in [1, HI], an old commit against this tree, side by side in one run.

Per kernel: the old tree's `check --sweep 5=1:HI` (every class; stopped at --timeout),
this tree's `--sweep 5=1:HI --first` (the failing class with the smallest value,
docs/semantics/sweeps.md, "The first failing class") and, with --full, this tree's whole sweep on
--jobs processes (docs/tasks.md, "Run boundaries"). Prints wall seconds, CPU seconds
(the check and its workers), the verdict and the first failing class of each. Target
(issue 30): each bug found over K in [1, 4096] in under 60 s, and with --full the whole
sweep (every failing class) too.

With --clean (issue 44: a sweep with findings within 2x of a clean one): per kernel,
the whole sweep's CPU seconds over those of its clean twin (examples/triton/, the
kernel before its bug was seeded, run once per twin), for the old tree and this one.
With --clean --exact, also the clean twin with the exact shadow from the start
(AMDSYNC_EXACT_SHADOW=1), which splits the ratio into what the exact shadow costs on
clean code and what a racy run costs beyond it (docs/semantics/scale.md, "What a racy
run costs").

    python benches/sweep_findings.py [--old REV] [--hi 4096] [--only s2] [--full]
        [--clean [--exact]] [--jobs 2] [--timeout 600] [--skip-old]
"""

from __future__ import annotations

import argparse
import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
SEEDED = Path("examples") / "triton" / "seeded"  # relative to ROOT, where commands run
FIXED = ["--workgroup-size", "256", "--arg", "3=128", "--arg", "4=128", "--arg", "6=512",
         "--arg", "7=128", "--arg", "8=128"]
KERNELS = [f"matmul_bf16_s{stages}.{bug}.ll" for stages in (2, 3, 4)
           for bug in ("wait_plus1", "no_barrier", "no_fence")]
TARGET_SECONDS = 60.0
CPU_SECONDS: list[float] = []  # per run, in order (``run``)
_CHILD = ("import sys; from amdsync.cli.main import main; "
          "raise SystemExit(main(sys.argv[1:]))")


def _cpu() -> float:
    """CPU seconds (user and system) of the finished child processes so far."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def run(tree: Path, argv: list[str], timeout: float, exact: bool = False
        ) -> tuple[float, str, str]:
    """One `check` with the tree's sources: (seconds, status, first failing class).
    The CPU seconds of the check and its workers go to ``CPU_SECONDS`` (wall time on a
    machine shared with other work says little on its own). ``exact``: with the exact
    shadow from the start."""
    command = [sys.executable, "-c", _CHILD, "check", *argv, "--json", "--timeout",
               str(timeout)]
    start = time.perf_counter()
    cpu = _cpu()
    try:
        done = subprocess.run(command, capture_output=True, text=True, cwd=ROOT,
                              env={"PYTHONPATH": str(tree / "src"), "PATH": "/usr/bin:/bin",
                                   **({"AMDSYNC_EXACT_SHADOW": "1"} if exact else {})},
                              timeout=timeout + 60, check=False)
    except subprocess.TimeoutExpired:
        return time.perf_counter() - start, "killed", ""
    seconds = time.perf_counter() - start
    CPU_SECONDS.append(_cpu() - cpu)
    try:
        report: dict[str, Any] = json.loads(done.stdout)
    except json.JSONDecodeError:
        return seconds, f"exit {done.returncode}", ""
    failing = [c["values"] for s in report.get("shapes", []) for c in s.get("classes", [])
               if c["status"] == "findings"]
    first = min(failing, key=lambda v: int(v.split(",")[0].split("..")[0]), default="")
    return seconds, str(report.get("status")), first


def _extract(rev: str, into: Path) -> Path:
    """The ``src`` of commit ``rev``, extracted under ``into``."""
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", rev, "src"], cwd=ROOT, capture_output=True,
                             check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    return into


def _cell(result: tuple[float, str, str] | None, cpu: float | None = None) -> str:
    if result is None:
        return f"{'-':>36}"
    seconds, status, first = result
    used = f"({cpu:5.0f} cpu)" if cpu is not None else " " * 11
    return f"{seconds:7.1f} s {used} {status:8} {first or '-':>8}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--old", default="main", help="the commit to compare against")
    parser.add_argument("--hi", type=int, default=4096)
    parser.add_argument("--only", action="append", default=[],
                        help="only kernels whose name contains this")
    parser.add_argument("--full", action="store_true",
                        help="also this tree's whole sweep (every failing class)")
    parser.add_argument("--clean", action="store_true",
                        help="the whole sweep's CPU over its clean twin's, old and new")
    parser.add_argument("--exact", action="store_true",
                        help="with --clean: also the clean twin with the exact shadow")
    parser.add_argument("--jobs", type=int, default=None, help="--jobs of the whole sweep")
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--skip-old", action="store_true")
    options = parser.parse_args()
    kernels = [k for k in KERNELS if not options.only or any(o in k for o in options.only)]
    sweep = ["--sweep", f"5=1:{options.hi}"]
    jobs = ["--jobs", str(options.jobs)] if options.jobs else []
    if options.clean:
        print(f"K in [1, {options.hi}]; cells: CPU seconds of the whole sweep, of its "
              "clean twin, their ratio, the verdict")
    else:
        print(f"K in [1, {options.hi}]; cells: seconds, verdict, first failing class")
        print(f"{'kernel':34} {'old ' + options.old + ' (whole sweep)':>36} "
              f"{'new --first':>36}" + (f" {'new whole sweep':>36}" if options.full else ""))
    worst = slowest_whole = 0.0
    with tempfile.TemporaryDirectory() as tmp:
        old_tree = None if options.skip_old else _extract(options.old, Path(tmp) / "old")
        if options.clean:
            _clean_ratios(kernels, old_tree, sweep + jobs, options.timeout, options.exact)
            return
        for kernel in kernels:
            argv = [str(SEEDED / kernel), *FIXED, *sweep]
            old = None if old_tree is None else run(old_tree, argv, options.timeout)
            old_cpu = None if old_tree is None else CPU_SECONDS[-1]
            first = run(ROOT, [*argv, "--first"], options.timeout)
            first_cpu = CPU_SECONDS[-1]
            worst = max(worst, first[0])
            whole = run(ROOT, [*argv, *jobs], options.timeout) if options.full else None
            if whole is not None:
                slowest_whole = max(slowest_whole, whole[0])
            print(f"{kernel:34} {_cell(old, old_cpu)} {_cell(first, first_cpu)}"
                  + (f" {_cell(whole, CPU_SECONDS[-1])}" if options.full else ""),
                  flush=True)
    print(f"slowest --first: {worst:.1f} s; target {TARGET_SECONDS:.0f} s: "
          f"{'met' if worst < TARGET_SECONDS else 'NOT met'}")
    if options.full:
        print(f"slowest whole sweep: {slowest_whole:.1f} s; target "
              f"{TARGET_SECONDS:.0f} s: "
              f"{'met' if slowest_whole < TARGET_SECONDS else 'NOT met'}")


def _clean_ratios(kernels: list[str], old_tree: Path | None, sweep: list[str],
                  timeout: float, exact: bool) -> None:
    """Per kernel, the whole sweep's CPU seconds over its clean twin's (each twin run
    once per tree), for the old tree (when given) and this one; with ``exact`` also
    the clean twin's with the exact shadow and the two factors of the ratio."""
    trees = ([("old", old_tree)] if old_tree is not None else []) + [("new", ROOT)]
    twins: dict[tuple[str, str], float] = {}
    exact_twins: dict[tuple[str, str], float] = {}
    head = (" cpu, clean cpu, ratio" if not exact
            else " cpu, clean, ratio, clean exact, exact/clean, racy/exact")
    width = 32 if not exact else 62
    print(f"{'kernel':34}" + "".join(f" {name + head:>{width}}" for name, _ in trees))
    worst: dict[str, float] = {}
    for kernel in kernels:
        twin = kernel.split(".")[0] + ".ll"
        cells = []
        for name, tree in trees:
            if (name, twin) not in twins:
                run(tree, [str(SEEDED.parent / twin), *FIXED, *sweep], timeout)
                twins[(name, twin)] = CPU_SECONDS[-1]
            _, status, _ = run(tree, [str(SEEDED / kernel), *FIXED, *sweep], timeout)
            racy = CPU_SECONDS[-1]
            ratio = racy / max(twins[(name, twin)], 1e-9)
            worst[name] = max(worst.get(name, 0.0), ratio)
            cell = f"{racy:8.1f} {twins[(name, twin)]:8.1f} {ratio:5.1f}x"
            if exact:
                if (name, twin) not in exact_twins:
                    run(tree, [str(SEEDED.parent / twin), *FIXED, *sweep], timeout,
                        exact=True)
                    exact_twins[(name, twin)] = CPU_SECONDS[-1]
                slow = exact_twins[(name, twin)]
                cell += (f" {slow:8.1f} {slow / max(twins[(name, twin)], 1e-9):5.1f}x "
                         f"{racy / max(slow, 1e-9):5.1f}x")
            cells.append(f"{cell} {status:8}")
        print(f"{kernel:34}" + "".join(f" {c:>{width}}" for c in cells), flush=True)
    print("worst ratio: " + ", ".join(f"{name} {r:.1f}x" for name, r in worst.items())
          + "; target 2x")


if __name__ == "__main__":
    main()

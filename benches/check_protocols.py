"""`amdsync check` on cross-workgroup synchronization protocols (issue 14: the flag/spin
and last-block kernels under 5 s each; issue 44: each at least 2x faster than a3279c3),
side by side with an older engine in one run.

Runs the kernels of tests/explore/atomics — message passing with a consumer that
spins first across workgroups, a last-block-done reduction by acq_rel RMW, a release
sequence continued by a relaxed RMW, a ticket lock, slot allocation with an atomic
counter, a statistics counter every lane increments 16 times (64 lanes per workgroup) —
at growing numbers of workgroups, through the public API (``amdsync.check``, the same
call in both engines), and prints the verdict, the time (the process's CPU seconds,
which a loaded machine changes least, and wall seconds), and the same run of a git
revision's ``src/`` (default ``a3279c3``, the turn before issue 44; checked out into a
temporary worktree and run in a subprocess, case by case interleaved with this one so
that both see the same machine load) with the ratios old/new. Each process checks
another case first, so the times are the exploration's, not the imports'.

    .venv/bin/python benches/check_protocols.py [--baseline REV|none] [--repeat N]
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

import amdsync

KERNELS = Path(__file__).resolve().parent.parent / "tests" / "explore" / "atomics"
ATOMIC_CLAIM = ('%slot = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") '
                "monotonic, align 4")
COUNTER = ('  %r = atomicrmw add ptr addrspace(1) @count, i32 1 syncscope("agent") '
           "monotonic, align 4")

WARM_UP = 4  # the smallest case

# (label, kernel file, workgroups, lanes per workgroup, text substitutions)
Case = tuple[str, str, int, int, dict[str, str]]


def cases() -> list[Case]:
    out: list[Case] = [("consumer spins first", "xwg_flag_spin.ll", 2, 64,
                        {"SCOPE": "agent"})]
    for n in (3, 4, 5):
        out.append(("last block, acq_rel RMW", "last_block.ll", n, 1,
                    {"ORDER": "acq_rel", "icmp eq i32 %old, 2": f"icmp eq i32 %old, {n - 1}"}))
    out.append(("release sequence, relaxed RMW", "rmw_release_sequence.ll", 4, 1, {}))
    for n in (3, 4):
        out.append(("ticket lock", "ticket_lock.ll", n, 1, {"RELEASE": "release"}))
    for n in (3, 4, 6):
        out.append(("slot allocation", "slot_alloc.ll", n, 1, {"  CLAIM": "  " + ATOMIC_CLAIM}))
    for n in (2, 4):
        out.append(("counter, 16 adds per lane", "counter_loop.ll", n, 64,
                    {"  CLAIM": COUNTER, "ITERS": "16"}))
    return out


def run_case(index: int) -> tuple[str, float, float]:
    """Check case ``index`` once in this process: its verdict, CPU seconds and wall
    seconds."""
    _, name, workgroups, size, subs = cases()[index]
    text = (KERNELS / name).read_text()
    for old, new in subs.items():
        text = text.replace(old, new)
    start, cpu = time.perf_counter(), time.process_time()
    result = amdsync.check(text, target="gfx942", workgroup_size=size,
                           workgroups=workgroups,
                           bounds=amdsync.Bounds(max_schedules=1_000_000))
    return result.status, time.process_time() - cpu, time.perf_counter() - start


def _in_subprocess(src: Path, index: int) -> tuple[str, float, float]:
    env = dict(os.environ, PYTHONPATH=str(src))
    out = subprocess.run([sys.executable, __file__, "--one", str(index)], env=env,
                         check=True, capture_output=True, text=True).stdout
    status, cpu, wall = json.loads(out)
    return str(status), float(cpu), float(wall)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--baseline", default="a3279c3",
                        help="git revision of the old engine (default a3279c3), or 'none'")
    parser.add_argument("--repeat", type=int, default=1,
                        help="runs of each case per engine; the fastest is shown")
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.one is not None:
        # a first check of another case loads the modules (start-up is startup.py's)
        run_case(1 if options.one == WARM_UP else WARM_UP)
        print(json.dumps(run_case(options.one)))
        return
    root = Path(__file__).resolve().parent.parent
    with tempfile.TemporaryDirectory() as tmp:
        ref = Path(tmp) / "ref"
        baseline = options.baseline != "none"
        if baseline:
            subprocess.run(["git", "-C", str(root), "worktree", "add", "-q", "--detach",
                            str(ref), options.baseline], check=True)
        try:
            _table(options, ref / "src" if baseline else None)
        finally:
            if baseline:
                subprocess.run(["git", "-C", str(root), "worktree", "remove", "--force",
                                str(ref)], check=False)


def _table(options: argparse.Namespace, old_src: Path | None) -> None:
    src = Path(__file__).resolve().parent.parent / "src"
    # (CPU seconds of the process, then wall seconds; the fastest of --repeat runs)
    old = options.baseline[:7] if old_src else ""
    head = (f"{'protocol':<31}{'wgs':>4}{'lanes':>6}{'verdict':>9}{'cpu now':>9}"
            f"{'wall now':>9}")
    if old_src:
        head += f"{'cpu ' + old:>12}{'wall ' + old:>13}{'cpu':>6}{'wall':>6}"
    print(head)
    for index, (label, _, workgroups, size, _) in enumerate(cases()):
        now: list[tuple[float, float]] = []
        then: list[tuple[float, float]] = []
        status = old_status = ""
        for _ in range(options.repeat):
            # each engine in its own fresh process, interleaved, for the same load
            status, cpu, wall = _in_subprocess(src, index)
            now.append((cpu, wall))
            if old_src is not None:
                old_status, cpu, wall = _in_subprocess(old_src, index)
                then.append((cpu, wall))
        cpu_now, wall_now = min(c for c, _ in now), min(w for _, w in now)
        line = f"{label:<31}{workgroups:>4}{size:>6}{status:>9}{cpu_now:>9.3f}{wall_now:>9.2f}"
        if then:
            cpu_old, wall_old = min(c for c, _ in then), min(w for _, w in then)
            differs = "" if old_status == status else f"  (old verdict: {old_status})"
            line += (f"{cpu_old:>12.3f}{wall_old:>13.2f}{cpu_old / cpu_now:>5.1f}x"
                     f"{wall_old / wall_now:>5.1f}x{differs}")
        print(line, flush=True)


if __name__ == "__main__":
    main()

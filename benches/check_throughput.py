"""Throughput of `amdsync check`: memory events a second, an old commit against this tree.

Each case runs in a fresh process per source tree (the old commit's ``src`` extracted
with ``git archive`` to a temporary directory, and this tree's), with the same
arguments; the rate is the report's ``memory_events`` over its ``seconds`` (the check,
not the parse). Prints both rates, their ratio, the check's CPU seconds each way (the
steadier measure on a shared machine) and their ratio, and whether the two reports
agree (everything but the seconds). Issue 30, item 2: the dense shadow (docs/semantics/scale.md,
"Dense shadow").

    python benches/check_throughput.py [--old REV] [--only SUBSTRING] [--repeat N]

Cases: examples/wait_off_by_one.ll, every gfx950 Triton example at its launch
(examples/triton/launches.json), the 4-stage matmul at K = 4096, the tensor DMA
examples, and benches/check_scale.py's kernel at 16 workgroups × 1024 lanes; with
``--all`` also every case of tools/verdict_snapshot.py (the quality corpus, every
example and compiled source with its launch: about 400 more, a few minutes).

A tree extracted from a commit gets the dense shadow's C loops compiled in place when
its sources have them (``src/amdsync/explore/memory/_dense_native.c``), as pip builds them
for an installed tree (setup.py), so both sides run as installed.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import sysconfig
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent

# One run in a child process: argv of `amdsync check`, or "scale W L" for
# benches/check_scale.py's kernel; prints the report's JSON (seconds included).
_CHILD = r"""
import contextlib, io, json, sys, time
import amdsync.explore.search.check as check_module
cpu = [0.0]
inner = check_module._check_runs
def timed(*args, **kwargs):
    start = time.process_time()
    try:
        return inner(*args, **kwargs)
    finally:
        cpu[0] += time.process_time() - start
check_module._check_runs = timed
case = json.loads(sys.argv[1])
if case[0] == "scale":
    sys.path.insert(0, case[3])
    from barrier_speed import exchange_pipeline
    from amdsync.explore.search.check import check_program
    from amdsync.explore.machine.machine import (ExploreOptions)
    from amdsync.program.topology import Launch
    workgroups, lanes = case[1], case[2]
    program = exchange_pipeline(lanes // 64, per_workgroup=True)
    launch = Launch(workgroup_size=(lanes, 1, 1), grid=(workgroups, 1, 1), wave_size=64)
    result = check_program(program, launch, ExploreOptions())
    stats = result.stats
    print(json.dumps({"status": result.status, "findings": len(result.findings),
                      "stats": {"memory_events": stats.memory_events, "states": stats.states,
                                "seconds": stats.seconds}, "cpu": cpu[0]}))
else:
    from amdsync.cli.main import main
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["check", *case, "--json"])
    report = json.loads(out.getvalue())
    report["cpu"] = cpu[0]
    print(json.dumps(report))
"""


def _snapshot_cases() -> list[tuple[str, list[str] | list[Any]]]:
    """Every case of tools/verdict_snapshot.py, by its name there."""
    sys.path.insert(0, str(ROOT / "tools"))
    import verdict_snapshot  # noqa: PLC0415  (a tool beside this bench, not a package)

    return [(case.name, list(case.argv)) for case in verdict_snapshot.cases()]


def _cases(only: str, every: bool = False) -> list[tuple[str, list[str] | list[Any]]]:
    cases: list[tuple[str, list[str] | list[Any]]] = [
        ("wait_off_by_one", ["examples/wait_off_by_one.ll", "--workgroup-size", "64",
                             "--arg", "n=8"])]
    launches: dict[str, dict[str, Any]] = json.loads(
        (ROOT / "examples" / "triton" / "launches.json").read_text())
    for name, launch in launches.items():
        if launch.get("target", "gfx950") != "gfx950":
            continue
        args = ["--workgroup-size", str(launch["workgroup_size"]), "--target", "gfx950"]
        for index, value in launch["args"].items():
            args += ["--arg", f"{index}={value}"]
        cases.append((name, [f"examples/triton/{launch['file']}", *args]))
        if name == "matmul_bf16_s4":
            big = [f"examples/triton/{launch['file']}", "--workgroup-size", "256"]
            for index, value in {"3": 128, "4": 128, "5": 4096, "6": 4096, "7": 128,
                                 "8": 128}.items():
                big += ["--arg", f"{index}={value}"]
            cases.append(("matmul_bf16_s4 K=4096", big))
    for path in sorted((ROOT / "examples" / "tensor_dma").glob("*.ll")):
        cases.append((f"tensor_dma/{path.name}", [str(path.relative_to(ROOT)), "--target",
                                                  "gfx1250", "--workgroup-size", "64"]))
    cases.append(("check_scale 16x1024", ["scale", 16, 1024]))
    if every:
        cases += _snapshot_cases()
    return [c for c in cases if only in c[0]]


def _run(tree: Path, case: list[Any]) -> dict[str, Any]:
    argv = list(case)
    if argv and argv[0] == "scale":
        argv = [*argv, str(tree / "benches")]
    env = {"PYTHONPATH": str(tree / "src"), "PATH": "/usr/bin:/bin"}
    out = subprocess.run([sys.executable, "-c", _CHILD, json.dumps(argv)], cwd=ROOT,
                         capture_output=True, text=True, env=env, check=False)
    text = out.stdout.strip()
    if not text:
        raise SystemExit(f"{case}: {out.stderr[-2000:]}")
    report: dict[str, Any] = json.loads(text)
    return report


def _rate(report: dict[str, Any]) -> tuple[float, float, int, float]:
    """Events a second of the check (the report's seconds), the seconds, the events,
    and the check's CPU seconds (steadier on a shared machine)."""
    stats = report.get("stats", {})
    seconds = float(stats.get("seconds", 0.0))
    events = int(stats.get("memory_events", 0))
    return (events / seconds if seconds else 0.0, seconds, events,
            float(report.get("cpu", 0.0)))


def _without_seconds(report: Any) -> Any:
    """The report without what timing gives: every "seconds" (a sweep's shapes have
    their own) and the bench's "cpu"."""
    if isinstance(report, dict):
        return {k: _without_seconds(v) for k, v in report.items()
                if k not in ("seconds", "cpu")}
    if isinstance(report, list):
        return [_without_seconds(v) for v in report]
    return report


def _extract(rev: str, into: Path) -> Path:
    """The ``src`` and ``benches`` of commit ``rev``, extracted under ``into``."""
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", rev, "src", "benches"], cwd=ROOT,
                             capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive, check=True)
    _build_native(into)
    return into


def _build_native(tree: Path) -> None:
    """Compile the tree's C loops in place, as setup.py has pip do (a tree without them
    runs as it is)."""
    source = tree / "src" / "amdsync" / "explore" / "_dense_native.c"
    if not source.exists():
        return
    suffix = sysconfig.get_config_var("EXT_SUFFIX") or ".so"
    target = source.with_name("_dense_native" + suffix)
    compiler = (sysconfig.get_config_var("CC") or "cc").split()
    subprocess.run([*compiler, "-shared", "-fPIC", "-O2",
                    f"-I{sysconfig.get_paths()['include']}", str(source), "-o", str(target)],
                   check=True)


def _short(rev: str) -> str:
    return subprocess.run(["git", "rev-parse", "--short", rev], cwd=ROOT,
                          capture_output=True, text=True, check=True).stdout.strip()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--old", default="main", help="the commit to compare with")
    parser.add_argument("--new", default=None,
                        help="a commit to run as the new side (default: this tree)")
    parser.add_argument("--only", default="", help="cases whose name contains this")
    parser.add_argument("--repeat", type=int, default=1, help="runs per case (best kept)")
    parser.add_argument("--all", action="store_true",
                        help="also every case of tools/verdict_snapshot.py")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="amdsync-old-") as tmp:
        old_tree = _extract(args.old, Path(tmp) / "old")
        new_tree = ROOT if args.new is None else _extract(args.new, Path(tmp) / "new")
        print(f"old: {args.old} ({_short(args.old)}); new: "
              f"{ROOT if args.new is None else f'{args.new} ({_short(args.new)})'}")
        print(f"{'case':<28}{'events':>9}{'old s':>8}{'new s':>8}{'old ev/s':>11}"
              f"{'new ev/s':>11}{'ratio':>7}{'old cpu':>9}{'new cpu':>9}{'ratio':>7}  same")
        for name, case in _cases(args.only, args.all):
            best: list[tuple[float, float, int, float]] = []
            cpu: list[float] = []
            reports = []
            for tree in (old_tree, new_tree):
                runs = []
                for _ in range(args.repeat):
                    start = time.perf_counter()
                    report = _run(tree, case)
                    runs.append((_rate(report), time.perf_counter() - start))
                reports.append(report)
                best.append(max(r[0] for r in runs))
                cpu.append(min(r[0][3] for r in runs))
            (old_rate, old_s, events, _), (new_rate, new_s, _, _) = best
            same = _without_seconds(reports[0]) == _without_seconds(reports[1])
            ratio = new_rate / old_rate if old_rate else 0.0
            cpu_ratio = cpu[0] / cpu[1] if cpu[1] else 0.0
            print(f"{name:<28}{events:>9}{old_s:>8.2f}{new_s:>8.2f}{old_rate:>11,.0f}"
                  f"{new_rate:>11,.0f}{ratio:>7.2f}{cpu[0]:>9.2f}{cpu[1]:>9.2f}"
                  f"{cpu_ratio:>7.2f}  {same}", flush=True)


if __name__ == "__main__":
    main()

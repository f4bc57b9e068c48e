"""Scale-out of a corpus check (amdsync.tasks): the wall time of one corpus checked
with ``--jobs 1`` (in this process), ``--jobs 2`` (two worker processes) and on Ray (a
Ray instance started on this machine, every core; or ``--ray ADDRESS``), side by side
with the speed-up over ``--jobs 1``; and whether the three reports are the same.

The corpus is tests/tasks/tasks_corpus.py's: the quality kernels, the light Triton
examples at two shapes each and, with clang-19, two HIP and two OpenCL cases; ``--full``
adds the heavy Triton matmuls and every HIP and OpenCL case (minutes on two cores).

Then one sweep the same three ways (`check --sweep`, its launch shapes and runs of
values as tasks: docs/tasks.md, "Sweep classes as tasks"): the 2-stage gfx950 matmul
over K in [1, HI] (HI = 2048 by default: two runs of 1024 values), its wall time and
whether the JSON reports are the same. And, with Triton installed, one `amdsync triton
--sweep` the same three ways (compiled here, its units carrying the IR:
docs/triton.md, "Several shapes"): the 3-stage matmul from examples/triton/kernels.py
over K in [1, TRITON_HI] (512 by default).

    python benches/scale_out.py [--full] [--ray ADDRESS] [--no-ray] [--sweep-hi 2048]
        [--no-sweep] [--triton-hi 512]
"""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import io
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "tasks"))

import tasks_corpus  # type: ignore[import-not-found]

import amdsync
from amdsync.tasks import Report


def corpus(full: bool) -> list[amdsync.CheckItem]:
    if full:
        items: list[amdsync.CheckItem] = tasks_corpus.corpus(None)
        return items
    light = ("softmax", "layernorm", "sum_fp32", "matmul_fp8")
    return (tasks_corpus.quality_items()
            + [i for i in tasks_corpus.triton_items() if any(k in str(i.name) for k in light)]
            + (tasks_corpus.source_items(2) if tasks_corpus.HAVE_CLANG else []))


def _differences(runs: list[tuple[str, dict[str, object]]], reports: list[Report]) -> None:
    """Each task whose result differs between runs: its exit and message per run."""
    for results in zip(*(r.results for r in reports), strict=True):
        seen = {json.dumps(r.to_json(timings=False)) for r in results}
        if len(seen) == 1:
            continue
        print(f"differs: {results[0].key}")
        for (name, _), result in zip(runs, results, strict=True):
            message = result.message.strip().splitlines()[:3]
            print(f"  {name}: {result.status} exit {result.exit_code} {' / '.join(message)}")


ROOT = Path(__file__).resolve().parents[1]
SWEEP = [str(ROOT / "examples" / "triton" / "matmul_bf16_s2.ll"), "--workgroup-size", "256",
         "--arg", "3=128", "--arg", "4=128", "--arg", "6=512", "--arg", "7=128", "--arg",
         "8=128"]


def sweep_runs(runs: list[tuple[str, list[str]]], hi: int) -> None:
    """One `check --sweep` per executor, in this process (Ray: its connection)."""
    from amdsync.cli.main import main as cli  # noqa: PLC0415
    from amdsync.tasks.model import without_timings  # noqa: PLC0415

    print(f"sweep: matmul_bf16_s2 K in [1, {hi}]")
    base = None
    documents = []
    for name, words in runs:
        out = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(out):
            code = cli(["check", *SWEEP, "--sweep", f"5=1:{hi}", "--json", *words])
        seconds = time.perf_counter() - start
        base = base or seconds
        report = json.loads(out.getvalue())
        documents.append(json.dumps(without_timings(report)))
        classes = sum(len(s["classes"]) for s in report["shapes"])
        print(f"{name:<22}{seconds:>9.2f}{base / seconds:>10.2f}  {report['status']}, "
              f"{classes} classes, exit {code}")
    print("same sweep report from every run:", len(set(documents)) == 1)


def triton_sweep_runs(runs: list[tuple[str, list[str]]], hi: int) -> None:
    """One `triton --sweep` per executor, in this process (Ray: its connection)."""
    from amdsync.cli.main import main as cli  # noqa: PLC0415
    from amdsync.tasks.model import without_timings  # noqa: PLC0415

    launch = json.loads((ROOT / "examples" / "triton" / "launches.json").read_text())[
        "matmul_bf16_s3"]
    words = [f"{ROOT / 'examples' / 'triton' / 'kernels.py'}:matmul_kernel",
             "--num-warps", "4", "--num-stages", "3", "--json", "--sweep", f"K=1:{hi}"]
    words += [w for k, v in launch["constexprs"].items() for w in ("--constexpr", f"{k}={v}")]
    words += [w for p, v in launch["args"].items() if launch["arg_names"][p] != "K"
              for w in ("--arg", f"{launch['arg_names'][p]}={v}")]
    print(f"triton sweep: matmul_kernel (3 stages) K in [1, {hi}]")
    base = None
    documents = []
    for name, extra in runs:
        out = io.StringIO()
        start = time.perf_counter()
        with contextlib.redirect_stdout(out):
            code = cli(["triton", *words, *extra])
        seconds = time.perf_counter() - start
        base = base or seconds
        report = json.loads(out.getvalue())
        documents.append(json.dumps(without_timings(report)))
        classes = sum(len(s["classes"]) for s in report["shapes"])
        print(f"{name:<22}{seconds:>9.2f}{base / seconds:>10.2f}  {report['status']}, "
              f"{classes} classes, exit {code}")
    print("same triton sweep report from every run:", len(set(documents)) == 1)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--full", action="store_true", help="the whole corpus")
    parser.add_argument("--ray", default=None, metavar="ADDRESS",
                        help="a Ray cluster to use (default: a Ray instance started here)")
    parser.add_argument("--no-ray", action="store_true", help="only the local runs")
    parser.add_argument("--sweep-hi", type=int, default=2048, help="the sweep's top K")
    parser.add_argument("--no-sweep", action="store_true", help="no sweep")
    parser.add_argument("--triton-hi", type=int, default=512,
                        help="the Triton sweep's top K (0: no Triton sweep)")
    options = parser.parse_args()
    items = corpus(options.full)
    runs: list[tuple[str, dict[str, object]]] = [("--jobs 1", {"jobs": 1}),
                                                 ("--jobs 2", {"jobs": 2})]
    if not options.no_ray:
        runs.append((f"--ray {options.ray or ''}".strip(),
                     {"executor": "ray", "address": options.ray}))
    if not options.no_ray:
        # Connected once, before the runs (a local instance: started here): the run's
        # time is the work's, as it is for a long-lived cluster.
        from amdsync.tasks.ray_executor import _token_auth, import_ray  # noqa: PLC0415

        ray = import_ray()
        start = time.perf_counter()
        with _token_auth():  # (Ray's notice, as amdsync leaves it out: docs/tasks.md)
            ray.init(address=options.ray or "local", include_dashboard=False,
                     log_to_driver=False)
        connect = time.perf_counter() - start
    # Warm up: the first run should not pay for loading amdsync's modules.
    amdsync.check_many(items[:1], jobs=1)
    print(f"{len(items)} tasks")
    print(f"{'run':<22}{'wall s':>9}{'x jobs 1':>10}  counts")
    base = None
    reports = []
    documents: list[Report] = []
    for name, kwargs in runs:
        start = time.perf_counter()
        report = amdsync.check_many(items, **kwargs)  # type: ignore[arg-type]
        seconds = time.perf_counter() - start
        base = base or seconds
        reports.append(json.dumps(report.to_json(timings=False)))
        documents.append(report)
        print(f"{name:<22}{seconds:>9.2f}{base / seconds:>10.2f}  {report.counts()} "
              f"exit {report.exit_code}")
    print("same report from every run:", len(set(reports)) == 1)
    _differences(runs, documents)
    if not options.no_sweep:
        sweep_runs([(name, ["--jobs", "1"] if name == "--jobs 1" else
                     ["--jobs", "2"] if name == "--jobs 2" else ["--ray"])
                    for name, _ in runs], options.sweep_hi)
    if options.triton_hi > 0 and importlib.util.find_spec("triton") is not None:
        triton_sweep_runs([(name, ["--jobs", "1"] if name == "--jobs 1" else
                            ["--jobs", "2"] if name == "--jobs 2" else ["--ray"])
                           for name, _ in runs], options.triton_hi)
    if not options.no_ray:
        print(f"(Ray: connecting took {connect:.2f} s before the run, not counted)")
        ray.shutdown()


if __name__ == "__main__":
    main()

"""The whole mappable Vulkan litmus corpus through the litmus engine in one process:
total time (wall and CPU), the slowest tests, and the same run of the old engine (a git revision's
``src/``, default ``a3279c3``, the last turn's commit, checked out into a temporary git
worktree and run in a subprocess) beside it, with every outcome table compared.

    .venv/bin/python benches/litmus_corpus.py [--timeout S] [--baseline REV|none]
                                                  [--baseline-timeout S] [--corpus DIR]

Each test gets ``--timeout`` seconds (default 600, above herd7's 280 s on
ticketlock-diff-wg); the old engine gets ``--baseline-timeout`` (default 600 s too;
engines before the reads-from pruning needed more than 40 CPU-minutes for the corpus,
so give those a small one). A test that hits its limit is listed as such and counted
at its limit; the comparison of outcome tables covers the tests both
engines finished.
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

from amdsync.diagnostics import AmdsyncError
from amdsync.explore.litmus import explore
from amdsync.formats.litmus import parse_vulkan_litmus

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_CORPUS = Path("/work/shared/corpora/vulkan-litmus")


def measure(corpus: Path, timeout: float) -> dict[str, object]:
    """Run every mappable test of ``corpus`` once: the time per test and in total, the
    tests stopped by the limit, and each finished test's verdicts and outcome table."""
    started = time.perf_counter()
    cpu_started = time.process_time()
    per_test: dict[str, float] = {}
    incomplete: list[str] = []
    verdicts: dict[str, list[int]] = {}
    tables: dict[str, list[str]] = {}
    for file in sorted(corpus.rglob("*.litmus")):
        name = str(file.relative_to(corpus))
        t0 = time.perf_counter()
        try:
            test = parse_vulkan_litmus(file.read_text(), name)
        except AmdsyncError:
            continue
        result = explore(test, max_candidates=10**12, deadline=t0 + timeout)
        per_test[name] = time.perf_counter() - t0
        if result.incomplete:
            incomplete.append(name)
        else:
            verdicts[name] = [int(result.verdict_ok), int(not result.racy)]
            tables[name] = [f"{o.count} {int(o.satisfies)} {o.state}" for o in result.outcomes]
    return {"total": time.perf_counter() - started,
            "cpu": time.process_time() - cpu_started, "per_test": per_test,
            "incomplete": incomplete, "verdicts": verdicts, "tables": tables}


def _baseline(rev: str, corpus: Path, timeout: float) -> dict[str, object]:
    """The same measurement on ``rev``'s ``src/``: a temporary detached git worktree,
    run in a subprocess, removed afterwards."""
    with tempfile.TemporaryDirectory() as tmp:
        ref = Path(tmp) / "ref"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "-q", "--detach",
                        str(ref), rev], check=True)
        try:
            env = dict(os.environ, PYTHONPATH=str(ref / "src"))
            out = subprocess.run([sys.executable, __file__, "--json", "--corpus",
                                  str(corpus), "--timeout", str(timeout)], env=env,
                                 check=True, capture_output=True, text=True).stdout
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force",
                            str(ref)], check=False)
    data: dict[str, object] = json.loads(out)
    return data


def _times(data: dict[str, object]) -> dict[str, float]:
    per_test = data["per_test"]
    assert isinstance(per_test, dict)
    return per_test


def _incomplete(data: dict[str, object]) -> list[str]:
    incomplete = data["incomplete"]
    assert isinstance(incomplete, list)
    return incomplete


def _summary(label: str, data: dict[str, object], timeout: float) -> str:
    stopped = _incomplete(data)
    names = f": {', '.join(stopped)}" if stopped and len(stopped) <= 8 else ""
    cpu = data.get("cpu")
    spent = f" ({cpu:.1f} s of CPU)" if isinstance(cpu, float) else ""
    return (f"{label}: {len(_times(data))} mappable tests in {data['total']:.1f} s"
            f"{spent}, {len(stopped)} stopped at the {timeout:g} s limit{names}")


def _cell(data: dict[str, object] | None, name: str) -> str:
    if data is None:
        return ""
    took = _times(data).get(name)
    if took is None:
        return "-"
    return f"> {took:.1f} s" if name in _incomplete(data) else f"{took:.2f} s"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--baseline", default="a3279c3",
                        help="git revision of the old engine (default a3279c3, the last "
                             "turn's commit), or 'none'")
    parser.add_argument("--baseline-timeout", type=float, default=600.0)
    parser.add_argument("--slowest", type=int, default=10)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.setrecursionlimit(10_000)
    data = measure(args.corpus, args.timeout)
    if args.json:
        print(json.dumps(data))
        return
    print(_summary("this engine", data, args.timeout))
    old: dict[str, object] | None = None
    if args.baseline != "none":
        old = _baseline(args.baseline, args.corpus, args.baseline_timeout)
        print(_summary(f"old engine ({args.baseline})", old, args.baseline_timeout))
    slowest = sorted(_times(data).items(), key=lambda kv: -kv[1])[:args.slowest]
    print(f"  {'slowest ' + str(len(slowest)):<50}{'this':>10}{'old' if old else '':>12}")
    for name, _ in slowest:
        print(f"  {name:<50}{_cell(data, name):>10}{_cell(old, name):>12}")
    if old is None:
        return
    if old.get("tables") is None:
        print("the old engine reports no outcome tables: verdicts only")
    for key, what in (("verdicts", "verdicts"), ("tables", "outcome tables")):
        new_v, old_v = data.get(key), old.get(key)
        if not isinstance(new_v, dict) or not isinstance(old_v, dict):
            continue
        both = sorted(set(new_v) & set(old_v))
        changed = [k for k in both if new_v[k] != old_v[k]]
        print(f"{what} changed against the old engine: {len(changed)} of the {len(both)} "
              f"tests both finished{' (' + ', '.join(changed) + ')' if changed else ''}")


if __name__ == "__main__":
    main()

"""The whole mappable Vulkan litmus corpus through the litmus engine in one process:
total time, the slowest tests, and the same run of the old engine (the ``main`` branch's
``src/``, extracted with ``git archive`` into a temporary folder and run in a subprocess)
beside it.

    /work/venv/bin/python benches/litmus_corpus.py [--timeout S] [--baseline REV|none]
                                                  [--corpus DIR]

Each test gets ``--timeout`` seconds (default 600, above herd7's 280 s on
ticketlock-diff-wg); a test that hits it is listed as such and counted at its limit.
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
    """Run every mappable test of ``corpus`` once; the times per test and in total."""
    started = time.perf_counter()
    per_test: dict[str, float] = {}
    incomplete: list[str] = []
    verdicts: dict[str, list[int]] = {}
    for file in sorted(corpus.rglob("*.litmus")):
        name = str(file.relative_to(corpus))
        t0 = time.perf_counter()
        try:
            test = parse_vulkan_litmus(file.read_text(), name)
        except AmdsyncError:
            continue
        kwargs: dict[str, float] = {}
        if "deadline" in explore.__code__.co_varnames:
            kwargs["deadline"] = t0 + timeout
        result = explore(test, max_candidates=10**12, **kwargs)  # type: ignore[arg-type]
        per_test[name] = time.perf_counter() - t0
        if result.incomplete:
            incomplete.append(name)
        else:
            verdicts[name] = [int(result.verdict_ok), int(not result.racy)]
    return {"total": time.perf_counter() - started, "per_test": per_test,
            "incomplete": incomplete, "verdicts": verdicts}


def _baseline(rev: str, corpus: Path, timeout: float) -> dict[str, object]:
    with tempfile.TemporaryDirectory() as tmp:
        archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev, "src"],
                                 check=True, capture_output=True).stdout
        subprocess.run(["tar", "-x", "-C", tmp], input=archive, check=True)
        env = dict(os.environ, PYTHONPATH=str(Path(tmp) / "src"))
        out = subprocess.run([sys.executable, __file__, "--json", "--corpus", str(corpus),
                              "--timeout", str(timeout)], env=env, check=True,
                             capture_output=True, text=True).stdout
    data: dict[str, object] = json.loads(out)
    return data


def _report(label: str, data: dict[str, object], slowest: int) -> None:
    per_test = data["per_test"]
    assert isinstance(per_test, dict)
    incomplete = data["incomplete"]
    assert isinstance(incomplete, list)
    print(f"{label}: {len(per_test)} mappable tests in {data['total']:.2f} s "
          f"({len(incomplete)} incomplete{': ' + ', '.join(incomplete) if incomplete else ''})")
    for name, took in sorted(per_test.items(), key=lambda kv: -kv[1])[:slowest]:
        print(f"  {took:8.2f} s  {name}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--timeout", type=float, default=600.0)
    parser.add_argument("--baseline", default="main",
                        help="git revision of the old engine, or 'none'")
    parser.add_argument("--slowest", type=int, default=8)
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    sys.setrecursionlimit(10_000)
    data = measure(args.corpus, args.timeout)
    if args.json:
        print(json.dumps(data))
        return
    _report("this engine", data, args.slowest)
    if args.baseline != "none":
        old = _baseline(args.baseline, args.corpus, args.timeout)
        _report(f"old engine ({args.baseline})", old, args.slowest)
        new_v, old_v = data["verdicts"], old["verdicts"]
        assert isinstance(new_v, dict) and isinstance(old_v, dict)
        changed = sorted(k for k in new_v if k in old_v and new_v[k] != old_v[k])
        print(f"verdicts changed against the old engine: {len(changed)}"
              f"{' (' + ', '.join(changed) + ')' if changed else ''}")


if __name__ == "__main__":
    main()

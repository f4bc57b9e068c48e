"""Snapshot every `check` verdict the repository's inputs give, and compare snapshots.

A restructuring of the checker must change no verdict, finding, counterexample or
exploration count. This script runs `amdsync check --json` in-process on every input
the repository holds with a launch written down — the quality set (default and
``--strict-reads``), the bundled examples, the Triton examples at their launches, the
HIP and OpenCL examples' committed IR on both targets of examples/sources.toml, a few
``--slack`` and ``--sweep`` runs — and records each case's exit code and JSON output,
less the wall-clock seconds. Two snapshots are equal exactly when nothing the user can
see changed.

    python tools/verdict_snapshot.py snapshot OUT.json [--sample] [--jobs N]
    python tools/verdict_snapshot.py compare BEFORE.json AFTER.json

``--sample`` runs the cases marked fast (what tests/explore/test_verdict_snapshot.py
runs in CI against tests/golden/verdicts.json); ``compare`` exits 1 and prints each
differing case when the snapshots differ on the cases they share.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import contextlib
import io
import json
import sys
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent


@dataclass(frozen=True)
class Case:
    """One `check` run: a name, the arguments after `check`, and whether the CI sample
    runs it."""

    name: str
    argv: tuple[str, ...]
    sample: bool


def _quality_args(path: Path) -> list[str]:
    for line in path.read_text().splitlines():
        if line.startswith("; ARGS:"):
            return line.removeprefix("; ARGS:").split()
    return []


def _rel(path: Path) -> str:
    return str(path.relative_to(ROOT))


def cases() -> list[Case]:
    """Every case, in a fixed order."""
    out: list[Case] = []
    for path in sorted((ROOT / "quality").rglob("*.ll")):
        args = _quality_args(path)
        out.append(Case(f"quality:{_rel(path)}", (_rel(path), *args), True))
        out.append(Case(f"quality-strict:{_rel(path)}",
                        (_rel(path), "--strict-reads", *args), True))
    for index, path in enumerate(sorted((ROOT / "quality").glob("*.ll"))):
        if index % 4 == 0:
            args = _quality_args(path)
            out.append(Case(f"quality-slack:{_rel(path)}", (_rel(path), "--slack", *args),
                            True))
    readme = ("examples/wait_off_by_one.ll", "--workgroup-size", "64", "--arg", "n=8")
    out.append(Case("example:wait_off_by_one", readme, True))
    out.append(Case("example:wait_off_by_one --slack", (*readme, "--slack"), True))
    out.append(Case("example:wait_off_by_one --sweep",
                    ("examples/wait_off_by_one.ll", "--workgroup-size", "64",
                     "--sweep", "n=1:12"), True))
    for path in sorted((ROOT / "examples" / "tensor_dma").glob("*.ll")):
        out.append(Case(f"tensor-dma:{_rel(path)}", (_rel(path), "--target", "gfx1250",
                                                     "--workgroup-size", "64"), True))
    launches: dict[str, dict[str, Any]] = json.loads(
        (ROOT / "examples" / "triton" / "launches.json").read_text())
    for name, entry in launches.items():
        argv = [f"examples/triton/{entry['file']}", "--target", entry["target"],
                "--workgroup-size", str(entry["workgroup_size"])]
        for arg, value in entry["args"].items():
            argv += ["--arg", f"{arg}={value}"]
        big = "persistent" in name or "attention" in name or "w8" in name
        out.append(Case(f"triton:{name}", tuple(argv), not big and "/" not in name))
    out.append(Case("triton-sweep:matmul_bf16_s2 K",
                    ("examples/triton/matmul_bf16_s2.ll", "--workgroup-size", "256",
                     "--arg", "3=128", "--arg", "4=128", "--arg", "6=512", "--arg",
                     "7=128", "--arg", "8=128", "--sweep", "5=1:256"), False))
    sources = tomllib.loads((ROOT / "examples" / "sources.toml").read_text())
    for case in sources["case"]:
        source = Path("examples") / case["source"]
        for target in sources["targets"]:
            ll = source.parent / "ll" / f"{source.stem}.{target}.ll"
            launch: tuple[str, ...] = (str(ll), "--kernel", case["kernel"], "--target",
                                       target, *case["launch"])
            out.append(Case(f"source:{case['source']}:{case['kernel']}:{target}", launch,
                            target == "gfx942"))
    return out




def run_case(case: Case) -> dict[str, Any]:
    """The exit code and JSON report of one case, without wall-clock time."""
    from amdsync.cli.main import main  # noqa: PLC0415 (in the worker process)

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["check", *case.argv, "--json"])
    text = out.getvalue()
    try:
        report: Any = json.loads(text)
    except json.JSONDecodeError:
        report = {"stdout": text, "stderr": err.getvalue()}
    _drop_seconds(report)
    return {"code": code, "report": report}


def _drop_seconds(value: Any) -> None:
    if isinstance(value, dict):
        value.pop("seconds", None)
        for item in value.values():
            _drop_seconds(item)
    elif isinstance(value, list):
        for item in value:
            _drop_seconds(item)


def snapshot(sample: bool, jobs: int) -> dict[str, Any]:
    chosen = [c for c in cases() if c.sample or not sample]
    results: dict[str, Any] = {}
    with concurrent.futures.ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = {c.name: pool.submit(run_case, c) for c in chosen}
        for name, future in futures.items():
            results[name] = future.result()
            print(f"{results[name]['code']} {name}", file=sys.stderr)
    return results


def compare(before: dict[str, Any], after: dict[str, Any]) -> list[str]:
    """The names of the cases both snapshots ran whose results differ."""
    return [name for name in before if name in after and before[name] != after[name]]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    sub = parser.add_subparsers(dest="command", required=True)
    snap = sub.add_parser("snapshot")
    snap.add_argument("out", type=Path)
    snap.add_argument("--sample", action="store_true")
    snap.add_argument("--jobs", type=int, default=2)
    comp = sub.add_parser("compare")
    comp.add_argument("before", type=Path)
    comp.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.command == "snapshot":
        result = snapshot(args.sample, args.jobs)
        args.out.write_text(json.dumps(result, indent=1, sort_keys=True) + "\n")
        print(f"{len(result)} cases", file=sys.stderr)
        return 0
    before = json.loads(args.before.read_text())
    after = json.loads(args.after.read_text())
    differing = compare(before, after)
    shared = sum(1 for name in before if name in after)
    for name in differing:
        print(f"differs: {name}")
    print(f"{shared} cases compared, {len(differing)} differ")
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())

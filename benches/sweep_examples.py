"""Every Triton example over its size arguments (issue 10; docs/triton.md, "Several
shapes"): each kernel of examples/triton/launches.json, each size argument swept
parametrically (`check --sweep`), the other arguments at their launch values.

Per kernel family, the sweeps a caller's launches cover:
- matmuls: K over [1, HI]; M over [1, HI]; N with `stride_bk` and `stride_cm` tied to
  it (`--arg S=@N`: a row-major matrix's stride is its row length) over the launches
  the kernel is written for: the M/N/K-masked one in steps of 16 from 16 (compiled with
  strides divisible by 16, which Triton specializes on — docs/semantics/sweeps.md, "Limits"), the
  others, which do not mask N, in steps of BLOCK_N;
- attention: N_CTX over [1, HI];
- softmax, layernorm: n_cols over [1, BLOCK_N] (one block holds a row);
- the atomic sum: n over [1, HI]; the 2-D sums: M over [1, HI], N over [16, HI] step 16
  with stride_m tied to N.

Prints a line per sweep: verdict, classes, seconds and peak memory of the `check`
process, and the command. Exit 1 if any sweep is not clean.

    python benches/sweep_examples.py [--target gfx950] [--only NAME] [--hi 4096]
        [--arg K] [--timeout 3600]
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
EXAMPLES = Path("examples") / "triton"  # relative to ROOT, where the commands run


def sweeps(entry: dict[str, object], hi: int) -> list[tuple[str, list[str]]]:
    """(swept name, extra check arguments) for each sweep of one launch."""
    names: dict[str, str] = entry["arg_names"]  # type: ignore[assignment]
    number = {name: index for index, name in names.items()}
    constexprs: dict[str, int] = entry["constexprs"]  # type: ignore[assignment]
    out: list[tuple[str, list[str]]] = []

    def sweep(name: str, lo: int, top: int, step: int = 1, ties: tuple[str, ...] = ()
              ) -> None:
        if name not in number:
            return
        text = f"{number[name]}={lo}:{top}" + (f":{step}" if step != 1 else "")
        extra = ["--sweep", text]
        for tied in ties:
            if tied in number:
                extra += ["--arg", f"{number[tied]}=@{number[name]}"]
        out.append((name, extra))

    if "K" in number:
        sweep("K", 1, hi)
        sweep("M", 1, hi)
        step = 16 if "masked_mnk" in str(entry["file"]) else constexprs.get("BLOCK_N", 16)
        sweep("N", step, hi, step, ("stride_bk", "stride_cm"))
    elif "N_CTX" in number:
        sweep("N_CTX", 1, hi)
    elif "n_cols" in number:
        sweep("n_cols", 1, constexprs.get("BLOCK_N", hi))
    elif "stride_m" in number:
        sweep("M", 1, hi)
        sweep("N", 16, hi, 16, ("stride_m",))
    else:
        sweep("n", 1, hi)
    return out


def command(entry: dict[str, object], extra: list[str]) -> list[str]:
    """The `check` command of one sweep: the launch's other arguments at their values."""
    args: dict[str, int] = entry["args"]  # type: ignore[assignment]
    given = {a.split("=")[0] for a in extra if "=" in a}
    argv = ["check", str(EXAMPLES / str(entry["file"])), "--target", str(entry["target"]),
            "--workgroup-size", str(entry["workgroup_size"])]
    for name, value in args.items():
        if name not in given:
            argv += ["--arg", f"{name}={value}"]
    return [*argv, *extra]


def run(argv: list[str], timeout: float) -> tuple[str, int, str | None, float, float]:
    """Run one sweep: (status, classes, fallback, seconds, peak MB of that process)."""
    with tempfile.TemporaryFile("w+") as out:
        start = time.perf_counter()
        child = subprocess.Popen(
            [sys.executable, "-c", "from amdsync.cli.main import main; "
             "raise SystemExit(main())", *argv, "--format", "json", "--timeout",
             str(timeout)], stdout=out, stderr=subprocess.DEVNULL, cwd=ROOT)
        _, code, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        out.seek(0)
        text = out.read()
    try:
        report = json.loads(text)
        classes = sum(len(s.get("classes", [])) for s in report["shapes"])
        return (report["status"], classes, report.get("fallback"), seconds,
                usage.ru_maxrss / 1024)
    except (json.JSONDecodeError, KeyError):
        return f"exit {os.waitstatus_to_exitcode(code)}", 0, None, seconds, 0.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", action="append", default=[],
                        help="only these targets (default: all)")
    parser.add_argument("--only", action="append", default=[], help="only these launches")
    parser.add_argument("--arg", action="append", default=[],
                        help="only these swept argument names (K, M, N, ...)")
    parser.add_argument("--hi", type=int, default=4096)
    parser.add_argument("--timeout", type=float, default=3600.0)
    options = parser.parse_args()
    launches: dict[str, dict[str, object]] = json.loads(
        (ROOT / EXAMPLES / "launches.json").read_text())
    failed = 0
    for name, entry in launches.items():
        if options.target and entry["target"] not in options.target:
            continue
        if options.only and name not in options.only:
            continue
        for swept, extra in sweeps(entry, options.hi):
            if options.arg and swept not in options.arg:
                continue
            argv = command(entry, extra)
            status, classes, fallback, seconds, peak = run(argv, options.timeout)
            failed += status != "clean"
            print(f"{name:40} {swept:6} {status:10} {classes:4} classes {seconds:7.1f} s "
                  f"peak {peak:6.0f} MB" + (f"  fallback: {fallback}" if fallback else ""),
                  flush=True)
            print(f"    amdsync {' '.join(argv)}", flush=True)
    raise SystemExit(1 if failed else 0)


if __name__ == "__main__":
    main()

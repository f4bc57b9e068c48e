"""A deliberate fuzz campaign over every command (issue 12): mutated shipped inputs and
options, each case run twice in-process, judged by the reliability contract (see
``tools/fuzzing.py``). Prints counts per command and failure class, and writes one
reproducer per failure (the input and the command) to ``--out``.

    .venv/bin/python tools/fuzz_campaign.py --cases 100000 --jobs 2

Exit 0 when no case fails, 1 otherwise. The same ``--seed`` gives the same cases.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import fuzzing

Result = tuple[str, int, int, str | None, str | None]  # command, seed, exit, class, text


def _work(job: tuple[str, int, int, float, float, str | None]) -> list[Result]:
    command, count, seed, bound, slack, out = job
    results: list[Result] = []
    with tempfile.TemporaryDirectory() as workdir:
        for case_seed, case in fuzzing.cases(command, count, seed, bound):
            first, failure = fuzzing.run_twice(case, Path(workdir), slack)
            text = None
            if failure is not None:
                text = fuzzing.describe(case, first, failure)
                if out is not None:
                    stem = Path(out) / f"{command}-{failure}-{case_seed}"
                    input_name = f"{stem.name}{case.suffix}"
                    if case.data is not None:
                        (Path(out) / input_name).write_bytes(case.data)
                    stem.with_suffix(".cmd").write_text(
                        f"# {failure} (exit {first.code}, {first.seconds:.1f} s)\n"
                        f"{case.render(input_name)}\n")
            results.append((command, case_seed, first.code, failure, text))
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--cases", type=int, default=100_000,
                        help="cases in all, spread evenly over the commands")
    parser.add_argument("--commands", type=fuzzing.commands_arg,
                        default=fuzzing.COMMANDS, help="comma-separated (default: all six)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--timeout", type=float, default=1.0,
                        help="--timeout given to every timed case (seconds)")
    parser.add_argument("--slack", type=float, default=fuzzing.OVERRUN_SLACK,
                        help="seconds a case may run past its bound")
    parser.add_argument("--out", default=None, help="write a reproducer per failure here")
    args = parser.parse_args(argv)
    if args.out is not None:
        Path(args.out).mkdir(parents=True, exist_ok=True)
    per_command = -(-args.cases // len(args.commands))  # at least --cases in all
    chunk = 250
    jobs = [(command, min(chunk, per_command - start), args.seed * 1_000_003 + start,
             args.timeout, args.slack, args.out)
            for command in args.commands for start in range(0, per_command, chunk)]
    counts: dict[str, collections.Counter[str]] = {c: collections.Counter()
                                                   for c in args.commands}
    exits: dict[str, collections.Counter[int]] = {c: collections.Counter()
                                                  for c in args.commands}
    examples: list[str] = []
    started = time.monotonic()
    done = 0
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for batch in pool.imap_unordered(_work, jobs):
            for command, _, code, failure, text in batch:
                counts[command][failure or "ok"] += 1
                exits[command][code] += 1
                if text is not None and len(examples) < 20:
                    examples.append(text)
            done += len(batch)
            print(f"\r{done}/{per_command * len(args.commands)} cases, "
                  f"{time.monotonic() - started:.0f} s", end="", file=sys.stderr, flush=True)
    print(file=sys.stderr)
    classes = ("ok", *fuzzing.FAILURE_CLASSES)
    print(f"{'command':<10}{'cases':>8}" + "".join(f"{c:>18}" for c in classes)
          + "   exits 0/1/2/3")
    total = collections.Counter[str]()
    for command in args.commands:
        row = counts[command]
        total.update(row)
        ex = exits[command]
        print(f"{command:<10}{sum(row.values()):>8}" + "".join(f"{row[c]:>18}" for c in classes)
              + f"   {ex[0]}/{ex[1]}/{ex[2]}/{ex[3]}")
    print(f"{'all':<10}{sum(total.values()):>8}" + "".join(f"{total[c]:>18}" for c in classes))
    print(f"{time.monotonic() - started:.0f} s, {args.jobs} jobs, seed {args.seed}, "
          f"--timeout {args.timeout:g} per case, slack {args.slack:g} s")
    for text in examples:
        print("\n" + text)
    return 0 if sum(total[c] for c in fuzzing.FAILURE_CLASSES) == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

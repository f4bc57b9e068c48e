"""A deliberate fuzz campaign over every command (issues 12 and 32): mutated shipped
inputs and options (``tools/fuzzing.py``), judged by the reliability contract. Prints
counts per command and failure class (traceback, exit4, hang, overrun, unlocated,
nondeterministic) and writes one reproducer folder per failure signature to ``--out``
(the input, the files it names, ``cmd``, the stderr seen) and ``summary.json``.

    .venv/bin/python tools/fuzz_campaign.py --minutes 30 --jobs 2 --out fuzz-out
    .venv/bin/python tools/fuzz_campaign.py --cases 2000 --commands check,litmus
    .venv/bin/python tools/fuzz_campaign.py --mode timing --minutes 10 --out timing-out

``--mode contract`` (default): each case runs twice in a forked child (amdsync already
imported): the command's own time; two outputs that differ beyond timings are
nondeterministic unless one says a time bound cut it. ``--mode timing`` (item 6): each
case runs once as the ``amdsync`` program with ``--timeout T`` (T drawn from
``--bounds``), inputs that run long (the reproducers of past hangs among them), and
the campaign records how long past T each run returned: start-up included, and beyond
the program's start-up measured on the same machine at the same time.

Exit 0 when no case fails, 1 otherwise. The same ``--seed`` gives the same cases (a
``--minutes`` campaign runs as many of them as fit).
"""

from __future__ import annotations

import argparse
import functools
import importlib
import importlib.util
import json
import multiprocessing
import os
import random
import re
import shlex
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
if importlib.util.find_spec("amdsync") is None:  # not installed, no PYTHONPATH: this tree's
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

import fuzzing

# Cases per work unit: a unit of each command takes a few seconds, so a timed campaign
# spends its time about evenly across commands.
UNIT = {"check": 8, "litmus": 8, "pipeline": 16, "lower": 12, "waitcnt": 16,
        "targets": 24, "hip": 2, "opencl": 2, "triton": 1}
REPRO = Path(__file__).resolve().parents[1] / "tests" / "reliability" / "repro"
REPRO_PER_SIGNATURE = 2  # reproducer folders kept per failure signature


@dataclass(frozen=True)
class Job:
    command: str
    count: int
    seed: int
    bound: float
    slack: float
    deadline: float  # time.time() after which the unit runs no more cases
    mode: str
    bounds: tuple[float, ...]
    startup: float = 0.0  # timing mode: the command's start-up (reported apart)


@dataclass
class Result:
    command: str
    seed: int
    code: int
    failure: str | None
    note: str | None
    signature: str
    seconds: float
    bound: float
    text: str
    case: fuzzing.Case | None = None  # kept only for failures
    outcome: fuzzing.Outcome | None = None
    hit_bound: bool = False  # the output says a time bound stopped it
    startup: float = 0.0  # timing mode: the command's start-up measured before


HIT_BOUND = re.compile(r"time bound reached|did not finish within")


def _bound_for(command: str, bound: float) -> float:
    """Compiling commands get at least four seconds: compiling takes one or two."""
    return max(bound, 4.0) if command in fuzzing.COMPILED else bound


def _worker_init() -> None:
    # The in-process parse of every command's --help, and Triton's import, once: every
    # forked case starts with them done.
    fuzzing.warm_up()
    if importlib.util.find_spec("triton") is not None:
        importlib.import_module("triton")


def _work(job: Job) -> list[Result]:
    results: list[Result] = []
    with tempfile.TemporaryDirectory(prefix="amdsync-fuzz-") as tmp:
        master = random.Random(f"{job.command}:{job.seed}")
        for _ in range(job.count):
            # Past the deadline a unit still runs its first case: a command whose turn
            # came late (a loaded machine) is not left out of the campaign.
            if results and time.time() > job.deadline:
                break
            seed_value = master.randrange(2**32)
            workdir = Path(tmp) / str(seed_value)
            workdir.mkdir()
            if job.mode == "timing":
                results.append(_timing_case(job, seed_value, workdir))
            else:
                results.append(_contract_case(job, seed_value, workdir))
    return results


def _contract_case(job: Job, seed_value: int, workdir: Path) -> Result:
    _, case = fuzzing.case_from_seed(job.command, seed_value, _bound_for(job.command,
                                                                         job.bound))
    first, verdict = fuzzing.run_twice(case, workdir, job.slack)
    failed = verdict.failure is not None
    return Result(job.command, seed_value, first.code, verdict.failure, verdict.note,
                  verdict.signature, first.seconds, fuzzing.effective_bound(case),
                  fuzzing.describe(case, first, verdict.failure or "") if failed else "",
                  case if failed else None, first if failed else None,
                  bool(HIT_BOUND.search(first.out + first.err)))


def _is_file(name: str) -> bool:
    try:
        return (REPRO / name).is_file()
    except OSError:  # a name too long for the system (S01)
        return False


@functools.cache
def repro_cases(command: str) -> list[fuzzing.Case]:
    """The reproducers of past failures of ``command`` (tests/reliability/repro) as
    cases: the inputs that ran long once."""
    out: list[fuzzing.Case] = []
    for cmd in sorted(REPRO.glob("*.cmd")):
        for raw in cmd.read_text().splitlines():
            words = shlex.split(raw.strip(), comments=True) if raw.strip() else []
            if len(words) < 3 or words[0] != "amdsync" or words[1] != command:
                continue
            argv = words[1:]
            inputs = [w for w in argv[1:] if _is_file(w)]
            if not inputs:
                continue
            src = REPRO / inputs[0]
            argv = ["{input}" if w == inputs[0] else w for w in argv]
            out.append(fuzzing.Case(command, tuple(argv), src.read_bytes(), src.suffix, 1.0))
    return out


def _timing_case(job: Job, seed_value: int, workdir: Path) -> Result:
    """One run as the program with ``--timeout T``: how long past T it returned."""
    rng = random.Random(seed_value)
    bound = rng.choice(job.bounds)
    past = repro_cases(job.command) if rng.random() < 0.3 else []
    if past:
        case = fuzzing.with_bound(rng.choice(past), bound)
        if "--timeout" not in case.argv:
            case = fuzzing.Case(case.command, (*case.argv, "--timeout", f"{bound:g}"),
                                case.data, case.suffix, bound)
    else:
        table = fuzzing.seeds()[job.command]
        seed = table[rng.randrange(len(table))]
        case = fuzzing.make_case(seed, rng, bound) if rng.random() < 0.5 else \
            fuzzing.Case(job.command, (job.command, seed.operand, "--timeout", f"{bound:g}",
                                       *seed.options),
                         seed.path.read_bytes() if seed.path else None,
                         seed.path.suffix if seed.path else "", bound)
    outcome = fuzzing.run_case(case, workdir, job.slack, how="program")
    verdict = fuzzing.judge_runs(case, outcome, None, job.slack)
    failed = verdict.failure is not None
    return Result(job.command, seed_value, outcome.code, verdict.failure, verdict.note,
                  verdict.signature, outcome.seconds, fuzzing.effective_bound(case),
                  fuzzing.describe(case, outcome, verdict.failure or "") if failed else "",
                  case if failed else None, outcome if failed else None,
                  bool(HIT_BOUND.search(outcome.out + outcome.err)), job.startup)


STARTUP: dict[str, float] = {}  # timing mode: each command's start-up, measured first


def measure_startup(command: str, runs: int = 3) -> float:
    """The program's start-up for ``command`` on this machine now: the fastest of a few
    runs of ``amdsync COMMAND --help`` (which imports what the command imports before
    its bound is armed)."""
    times = []
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as tmp:
            case = fuzzing.Case(command, (command, "--help"), None, "", 1.0)
            times.append(fuzzing.run_case(case, Path(tmp), how="program").seconds)
    return min(times)


def _jobs(commands: Sequence[str], per_command: int | None, seed: int, args: argparse.Namespace,
          deadline: float, bounds: tuple[float, ...]) -> Iterator[Job]:
    """Work units round-robin over the commands: ``per_command`` cases each, or (a
    timed campaign) as many as the time allows."""
    limit = per_command if per_command is not None else 10**9
    start = 0
    while True:
        made = False
        for command in commands:
            unit = UNIT.get(command, 8)
            if start * unit >= limit:
                continue
            count = min(unit, limit - start * unit)
            made = True
            yield Job(command, count, seed * 1_000_003 + start, args.timeout, args.slack,
                      deadline, args.mode, bounds, STARTUP.get(command, 0.0))
        if not made:
            return
        start += 1
        if per_command is None and start > 100_000:
            return


@dataclass
class Campaign:
    """What a campaign found: counts, overruns, reproducers."""

    commands: Sequence[str]
    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    exits: dict[str, dict[int, int]] = field(default_factory=dict)
    overruns: dict[str, list[float]] = field(default_factory=dict)  # seconds past bound
    net: dict[str, list[float]] = field(default_factory=dict)  # the same, less start-up
    bound_hits: dict[str, int] = field(default_factory=dict)
    signatures: dict[str, int] = field(default_factory=dict)
    failures: list[Result] = field(default_factory=list)
    seconds: float = 0.0

    def add(self, r: Result) -> None:
        row = self.counts.setdefault(r.command, {})
        key = r.failure or r.note or "ok"
        row[key] = row.get(key, 0) + 1
        codes = self.exits.setdefault(r.command, {})
        codes[r.code] = codes.get(r.code, 0) + 1
        self.overruns.setdefault(r.command, []).append(r.seconds - r.bound)
        self.net.setdefault(r.command, []).append(r.seconds - r.bound - r.startup)
        if r.hit_bound:
            self.bound_hits[r.command] = self.bound_hits.get(r.command, 0) + 1
        if r.failure is not None:
            self.signatures[r.signature] = self.signatures.get(r.signature, 0) + 1
            self.failures.append(r)

    def total(self, klass: str) -> int:
        return sum(row.get(klass, 0) for row in self.counts.values())

    def cases(self, command: str | None = None) -> int:
        rows = [self.counts.get(command, {})] if command else list(self.counts.values())
        return sum(sum(row.values()) for row in rows)


def run_campaign(commands: Sequence[str] = fuzzing.COMMANDS, *, cases: int | None = None,
                 minutes: float | None = None, jobs: int = 1, seed: int = 0,
                 timeout: float = 1.0, slack: float = fuzzing.OVERRUN_SLACK,
                 mode: str = "contract", out: Path | None = None,
                 bounds: tuple[float, ...] = (0.1, 0.5, 1.0, 2.0),
                 progress: bool = False) -> Campaign:
    """Run a campaign (in worker processes, or in this one with ``jobs`` 1) and
    return its counts; reproducers go to ``out``."""
    args = argparse.Namespace(timeout=timeout, slack=slack, mode=mode)
    started = time.time()
    deadline = started + minutes * 60 if minutes is not None else float("inf")
    per_command = None if cases is None else -(-cases // len(commands))
    if mode == "timing":
        STARTUP.update({c: measure_startup(c) for c in commands})
    units = list(_jobs(commands, per_command, seed, args, deadline, bounds))
    campaign = Campaign(commands)
    kept: dict[str, int] = {}
    done = 0

    def take(batch: list[Result]) -> None:
        nonlocal done
        for r in batch:
            campaign.add(r)
            if r.failure is not None and out is not None and r.case and r.outcome:
                n = kept.get(r.signature, 0)
                if n < REPRO_PER_SIGNATURE:
                    kept[r.signature] = n + 1
                    fuzzing.write_reproducer(out / f"{r.command}-{r.failure}-{r.seed}",
                                             r.case, r.outcome,
                                             fuzzing.Verdict(r.failure, r.note, r.signature),
                                             r.seed)
        done += len(batch)
        if progress:
            fails = sum(campaign.total(c) for c in fuzzing.FAILURE_CLASSES)
            print(f"\r{done} cases, {fails} failing, {time.time() - started:.0f} s",
                  end="", file=sys.stderr, flush=True)

    if jobs <= 1:
        _worker_init()
        for unit in units:
            if time.time() > deadline:
                if all(campaign.cases(c) for c in commands):
                    break
                if campaign.cases(unit.command):
                    continue  # (only the commands that ran no case yet get one)
            take(_work(unit))
    else:
        with multiprocessing.get_context("spawn").Pool(jobs, initializer=_worker_init) as pool:
            for batch in pool.imap_unordered(_work, units):
                take(batch)
    if progress:
        print(file=sys.stderr)
    campaign.seconds = time.time() - started
    return campaign


def report(campaign: Campaign, args: argparse.Namespace) -> str:
    classes = ("ok", *fuzzing.FAILURE_CLASSES, *fuzzing.NOTE_CLASSES)
    short = {"nondeterministic": "nondet", "explained-difference": "expl-diff",
             "known-difference": "known-diff"}
    lines = [f"{'command':<9}{'cases':>7}" + "".join(f"{short.get(c, c):>11}" for c in classes)
             + "   exits 0/1/2/3   bound hit   past bound: max / p99 / max less start-up (s)"]
    for command in campaign.commands:
        row = campaign.counts.get(command, {})
        ex = campaign.exits.get(command, {})
        over = sorted(campaign.overruns.get(command, [])) or [0.0]
        p99 = over[min(len(over) - 1, int(len(over) * 0.99))]
        lines.append(f"{command:<9}{campaign.cases(command):>7}"
                     + "".join(f"{row.get(c, 0):>11}" for c in classes)
                     + f"   {ex.get(0, 0)}/{ex.get(1, 0)}/{ex.get(2, 0)}/{ex.get(3, 0)}"
                     + f"   {campaign.bound_hits.get(command, 0):>9}"
                     + f"   {over[-1]:+.2f} / {p99:+.2f} / "
                     + f"{max(campaign.net.get(command, [0.0])):+.2f}")
    lines.append(f"{'all':<9}{campaign.cases():>7}"
                 + "".join(f"{campaign.total(c):>11}" for c in classes))
    startup = (", start-up (--help) " + " ".join(f"{c} {s:.2f}" for c, s in STARTUP.items())
               if args.mode == "timing" else "")
    lines.append(f"{campaign.seconds / 60:.1f} min, {args.jobs} jobs, seed {args.seed}, "
                 f"mode {args.mode}, --timeout {args.timeout:g} per case (4 s for "
                 f"hip/opencl/triton), slack {args.slack:g} s{startup}, load average "
                 f"{os.getloadavg()[0]:.1f}")
    skipped = {c: fuzzing.skipped_options(c) for c in campaign.commands}
    skipped = {c: s for c, s in skipped.items() if s}
    if skipped:
        lines.append("options skipped until present: " + "; ".join(
            f"{c} {' '.join(s)}" for c, s in skipped.items()))
    if campaign.signatures:
        lines.append("\nfailure signatures (count):")
        for sig, n in sorted(campaign.signatures.items(), key=lambda kv: -kv[1]):
            lines.append(f"  {n:>5}  {sig}")
    for r in campaign.failures[:12]:
        lines.append("\n" + r.text)
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else "")
    parser.add_argument("--cases", type=int, default=None,
                        help="cases in all, spread evenly over the commands")
    parser.add_argument("--minutes", type=float, default=None,
                        help="run for this long (default without --cases: 30)")
    parser.add_argument("--commands", type=fuzzing.commands_arg,
                        default=fuzzing.COMMANDS, help="comma-separated (default: all)")
    parser.add_argument("--jobs", type=int, default=2, help="worker processes")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--mode", choices=("contract", "timing"), default="contract")
    parser.add_argument("--timeout", type=float, default=1.0,
                        help="--timeout given to every timed case (seconds)")
    parser.add_argument("--bounds", default="0.1,0.5,1,2",
                        help="timing mode: the --timeout values drawn from")
    parser.add_argument("--slack", type=float, default=fuzzing.OVERRUN_SLACK,
                        help="seconds a case may run past its bound")
    parser.add_argument("--out", type=Path, default=None,
                        help="write a reproducer folder per failure and summary.json here")
    args = parser.parse_args(argv)
    if args.cases is None and args.minutes is None:
        args.minutes = 30.0
    if args.out is not None:
        args.out.mkdir(parents=True, exist_ok=True)
    campaign = run_campaign(args.commands, cases=args.cases, minutes=args.minutes,
                            jobs=args.jobs, seed=args.seed, timeout=args.timeout,
                            slack=args.slack, mode=args.mode, out=args.out,
                            bounds=tuple(float(b) for b in args.bounds.split(",")),
                            progress=True)
    text = report(campaign, args)
    print(text)
    if args.out is not None:
        (args.out / "report.txt").write_text(text + "\n")
        summary = {"minutes": round(campaign.seconds / 60, 2), "jobs": args.jobs,
                   "seed": args.seed, "mode": args.mode, "counts": campaign.counts,
                   "exits": {c: {str(k): v for k, v in e.items()}
                             for c, e in campaign.exits.items()},
                   "bound_hits": campaign.bound_hits,
                   "max_past_bound": {c: max(v) for c, v in campaign.overruns.items() if v},
                   "signatures": campaign.signatures, "startup": STARTUP}
        (args.out / "summary.json").write_text(json.dumps(summary, indent=1) + "\n")
    failing = sum(campaign.total(c) for c in fuzzing.FAILURE_CLASSES)
    return 0 if failing == 0 else 1


if __name__ == "__main__":
    sys.exit(main())

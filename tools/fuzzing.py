"""A mutational fuzzer for the command line and the contract every command keeps
(issue 12): exit 0/1/3, or 2 with a located message; never a traceback or exit 4;
never past its time bound by more than a second; the same output for the same input.

Inputs are the project's shipped examples (LLVM IR kernels, litmus tests, pipeline
loops), mutated at the text and byte level, run in-process with mutated options. A case
is reproducible from ``(command, seed index, rng seed)``. Used by
``tests/reliability/test_fuzz.py`` (a few thousand cases in CI) and by
``tools/fuzz_campaign.py`` (deliberate campaigns, counts per command and class).
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import shlex
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = ("check", "litmus", "pipeline", "lower", "waitcnt", "targets")
TIMED = frozenset(COMMANDS) - {"targets"}
OVERRUN_SLACK = 1.0  # issue 12: "never a run past it by more than a second"
MAX_INPUT = 400_000  # bytes: mutations that grow an input stop here

# A located message: file:line:col, the option named, or an I/O error with the path.
LOCATED = re.compile(r"(:\d+:\d+: (error|incomplete)\[)|(<command line>: error\[)"
                     r"|(: error\[(io|cannot-read)\]: )")
_TIMING = re.compile(r"\d+(\.\d+)?\s*(s|ms|seconds)\b|\d+(\.\d+)? states/s"
                     r'|"(seconds|elapsed|time|\w+_seconds)": [0-9.e+-]+'
                     r"|^Time \S+ [0-9.]+", re.MULTILINE)  # litmus --time (herd's form)
# Output that says a time bound cut the run short: how far it got depends on the clock.
_TIME_BOUND = re.compile(r"time bound reached|--timeout")

FAILURE_CLASSES = ("internal", "overrun", "unlocated", "nondeterministic")


@dataclass(frozen=True)
class Seed:
    """One shipped input and the options it is normally run with."""

    command: str
    path: Path | None  # None: the command takes no input file (targets)
    options: tuple[str, ...]


@dataclass(frozen=True)
class Case:
    """One fuzz input: the command line (``{input}`` stands for the written file) and
    the input's bytes."""

    command: str
    argv: tuple[str, ...]
    data: bytes | None
    suffix: str
    bound: float  # the time bound the run must keep (seconds)

    def render(self, path: str = "INPUT") -> str:
        return "amdsync " + shlex.join(a.replace("{input}", path) for a in self.argv)


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str
    seconds: float


def _ll_options(path: Path) -> tuple[str, ...]:
    for line in path.read_text().splitlines()[:6]:
        if line.startswith("; ARGS:"):
            return tuple(shlex.split(line.removeprefix("; ARGS:")))
    return ("--workgroup-size", "64")


def seeds(root: Path = ROOT) -> dict[str, list[Seed]]:
    """The shipped inputs of every command."""
    kernels = sorted([root / "examples" / "wait_off_by_one.ll",
                      *(root / "quality").glob("*.ll"), *(root / "quality").glob("*/*.ll")])
    litmus = sorted((root / "tests" / "litmus").glob("**/*.litmus"))
    loops = sorted((root / "examples" / "pipeline").glob("*.py"))
    out: dict[str, list[Seed]] = {
        "check": [Seed("check", k, _ll_options(k)) for k in kernels],
        "waitcnt": [Seed("waitcnt", k, ()) for k in kernels],
        "lower": [Seed("lower", k, ()) for k in kernels],
        "litmus": [Seed("litmus", t, ()) for t in litmus],
        "pipeline": [Seed("pipeline", p, ()) for p in loops],
        "targets": [Seed("targets", None, (t,)) for t in
                    ("gfx950", "gfx942", "gfx1250", "gfx1100", "gfx90a:tgsplit+")],
    }
    return out


# ---------------------------------------------------------------- mutations

INTERESTING_INTS = ("0", "1", "-1", "2", "7", "63", "64", "65", "255", "256", "4096",
                    "65535", "65536", "-32768", "2147483647", "-2147483648", "4294967296",
                    "9223372036854775807", "18446744073709551616", "100000000000000000000")
INTERESTING_BYTES = (b"\x00", b"\xff", b"\xc3\x28", b"\xe2\x82", "\u00e9".encode(),
                     b"\t", b"\r\n", b"\\", b'"', b"%", b"@", b"{", b"}", b"(", b")",
                     b"!0", b"#", b";", b":", b"\n\n", b" " * 3)
_NUMBER = re.compile(rb"-?\b\d+\b")
_WORD = re.compile(rb"[A-Za-z_.%@][A-Za-z0-9_.]*")


def _lines(data: bytes) -> list[bytes]:
    return data.split(b"\n")


def _mutate_once(data: bytes, rng: random.Random) -> bytes:
    lines = _lines(data)
    kind = rng.randrange(11)
    if kind == 0 and len(lines) > 1:  # delete a line
        del lines[rng.randrange(len(lines))]
    elif kind == 1:  # duplicate a line
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
    elif kind == 2 and len(lines) > 1:  # swap two lines
        i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == 3:  # an integer becomes an interesting one
        numbers = list(_NUMBER.finditer(data))
        if numbers:
            m = rng.choice(numbers)
            value = rng.choice(INTERESTING_INTS).encode()
            return data[:m.start()] + value + data[m.end():]
    elif kind == 4:  # a word becomes another word of the input
        words = list(_WORD.finditer(data))
        if words:
            m, other = rng.choice(words), rng.choice(words)
            return data[:m.start()] + other.group() + data[m.end():]
    elif kind == 5:  # insert interesting bytes
        at = rng.randrange(len(data) + 1)
        return data[:at] + rng.choice(INTERESTING_BYTES) + data[at:]
    elif kind == 6 and data:  # truncate
        return data[:rng.randrange(len(data))]
    elif kind == 7 and data:  # flip one byte
        at = rng.randrange(len(data))
        return data[:at] + bytes([data[at] ^ (1 << rng.randrange(8))]) + data[at + 1:]
    elif kind == 8 and data:  # deep nesting around a token
        words = list(_WORD.finditer(data)) or list(_NUMBER.finditer(data))
        if words:
            m = rng.choice(words)
            depth = rng.choice((50, 500, 5000))
            return (data[:m.start()] + b"(" * depth + m.group() + b")" * depth
                    + data[m.end():])
    elif kind == 9:  # repeat a run of lines
        i = rng.randrange(len(lines))
        j = min(len(lines), i + rng.randrange(1, 20))
        lines[j:j] = lines[i:j] * rng.choice((2, 10, 200))
    elif kind == 10 and len(lines) > 1:  # delete a run of lines
        i = rng.randrange(len(lines))
        del lines[i:i + rng.randrange(1, 10)]
    return b"\n".join(lines)


def mutate(data: bytes, rng: random.Random) -> bytes:
    out = data
    for _ in range(rng.choice((1, 1, 1, 2, 3, 5))):
        out = _mutate_once(out, rng)[:MAX_INPUT]
    return out


# Option values worth trying per option (bad, edge and large values).
_OPTIONS: dict[str, dict[str, tuple[str, ...]]] = {
    "check": {
        "--workgroup-size": ("0", "1", "-1", "63", "64", "65", "128", "1024", "1025",
                             "65536", "abc", "64,2", ""),
        "--workgroups": ("0", "1", "2", "-3", "1000", "65536", "x"),
        "--arg": ("n=8", "n=0", "n=-1", "0=4", "9=1", "n=1:4", "n=4:1", "n=1,2,3", "n",
                  "=3", "n=1:99999999"),
        "--sweep": ("n=1:4", "n=0:0", "n=1:100000", "n", "zz=1:2"),
        "--target": ("gfx950", "gfx942", "gfx1250", "gfx600", "gfx90a:tgsplit+",
                     "gfx1100:wavefrontsize64-", "bogus", "gfx950:nope+"),
        "--kernel": ("k", "nope", ""),
        "--max-states": ("0", "1", "10", "-5"),
        "--max-schedules": ("0", "1", "-1"),
        "--cluster-size": ("0", "1", "2", "16", "-1"),
        "--dynamic-lds": ("0", "4", "-4", "1000000000"),
        "--strict-reads": (),
        "--json": (),
        "--slack": (),
        "--suggest": (),
        "--format": ("sarif", "json", "text", "xml"),
    },
    "litmus": {
        "--loop-bound": ("0", "1", "2", "64", "65", "-1", "x"),
        "--max-candidates": ("0", "1", "10", "-1"),
        "--dot": (),
        "--time": (),
    },
    "pipeline": {
        "--stage": ("0,1", "0,0,1", "1,0", "-1,2", "0,99", "x"),
        "--order": ("0,1", "1,0", "0,0", "x"),
        "--async-stages": ("0", "1", "0,1", "5", "-1"),
        "--verify": (),
        "--json": (),
        "--trace": (),
        "--lowered": (),
        "--llvm": ("gfx950", "gfx942", "gfx600", "bogus"),
        "--seeds": ("0", "1", "-1", "1000"),
        "--max-steps": ("0", "1", "100", "-1"),
    },
    "lower": {
        "--target": ("gfx950", "gfx942", "gfx1250", "gfx600", "gfx90a:tgsplit+",
                     "gfx1100", "bogus"),
        "--max-workgroup-size": ("0", "1", "64", "1024", "1025", "-1"),
    },
    "waitcnt": {
        "--target": ("gfx950", "gfx942", "gfx1250", "gfx600", "gfx1100",
                     "gfx1100:wavefrontsize64-", "gfx90a:tgsplit+", "bogus"),
        "--json": (),
    },
    "targets": {"--json": ()},
}
_TARGET_WORDS = ("gfx950", "gfx942", "gfx1250", "gfx600", "gfx90a:tgsplit+", "gfx1100:cumode-",
                 "gfx", "", "GFX950", "gfx950:xnack+:xnack-", "gfx9999", "--json")


def _mutate_options(seed: Seed, rng: random.Random) -> list[str]:
    options = list(seed.options)
    table = _OPTIONS[seed.command]
    if seed.command == "targets" and rng.random() < 0.6:
        options = [rng.choice(_TARGET_WORDS)] if rng.random() < 0.8 else []
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
        name = rng.choice(sorted(table))
        values = table[name]
        options += [name, rng.choice(values)] if values else [name]
    return options


def make_case(seed: Seed, rng: random.Random, bound: float) -> Case:
    """A mutated input and command line from ``seed``; the command runs with
    ``--timeout bound`` unless a mutated option sets another (then that one binds)."""
    data = None
    if seed.path is not None:
        original = seed.path.read_bytes()
        data = mutate(original, rng) if rng.random() < 0.85 else original
    options = _mutate_options(seed, rng)
    argv: list[str] = [seed.command]
    if seed.path is not None:
        argv.append("{input}")
    if seed.command in TIMED:
        argv += ["--timeout", f"{bound:g}"]
    argv += options
    suffix = seed.path.suffix if seed.path is not None else ""
    return Case(seed.command, tuple(argv), data, suffix, bound)


# ---------------------------------------------------------------- running and judging


def run_case(case: Case, workdir: Path) -> Outcome:
    """Run ``case`` in this process (its input written to ``workdir/input<suffix>``)."""
    path = workdir / f"input{case.suffix}"
    if case.data is not None:
        path.write_bytes(case.data)
    argv = [a.replace("{input}", str(path)) for a in case.argv]
    out, err = io.StringIO(), io.StringIO()
    start = time.monotonic()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(argv)
    return Outcome(code, out.getvalue(), err.getvalue(), time.monotonic() - start)


def normalized(outcome: Outcome) -> tuple[int, str, str]:
    """The outcome without timings (the only part allowed to differ between runs)."""
    return (outcome.code, _TIMING.sub("T", outcome.out), _TIMING.sub("T", outcome.err))


def judge(case: Case, outcome: Outcome, again: Outcome | None = None,
          slack: float = OVERRUN_SLACK) -> str | None:
    """The failure class of ``outcome`` (None: the contract holds); a run may pass its
    time bound by ``slack`` seconds."""
    if outcome.code not in (0, 1, 2, 3) or "Traceback" in outcome.err \
            or "internal error" in outcome.err:
        return "internal"
    bound = _effective_bound(case)
    if outcome.seconds > bound + slack:
        return "overrun"
    if outcome.code == 2 and not LOCATED.search(outcome.err):
        return "unlocated"
    timed_out = any(_TIME_BOUND.search(o.out + o.err) for o in (outcome, again) if o)
    if again is not None and outcome.code != 3 and again.code != 3 and not timed_out \
            and normalized(outcome) != normalized(again):
        return "nondeterministic"
    return None


def _effective_bound(case: Case) -> float:
    """The time bound that binds: the last valid ``--timeout`` given (argparse keeps the
    last), else 5 s for the untimed ``targets``."""
    bound = 5.0 if case.command not in TIMED else case.bound
    for i, word in enumerate(case.argv[:-1]):
        if word == "--timeout":
            try:
                value = float(case.argv[i + 1])
            except ValueError:
                continue
            if 0 < value < 1e6:
                bound = value
    return bound


def cases(command: str, count: int, rng_seed: int, bound: float,
          root: Path = ROOT) -> list[tuple[int, Case]]:
    """``count`` cases of ``command``, each with the rng seed that makes it."""
    table = seeds(root)[command]
    out: list[tuple[int, Case]] = []
    master = random.Random(f"{command}:{rng_seed}")
    for _ in range(count):
        seed_value = master.randrange(2**32)
        rng = random.Random(seed_value)
        out.append((seed_value, make_case(rng.choice(table), rng, bound)))
    return out


def run_twice(case: Case, workdir: Path, slack: float = OVERRUN_SLACK
              ) -> tuple[Outcome, str | None]:
    """Run ``case`` twice and judge it: the first outcome and its failure class."""
    first = run_case(case, workdir)
    return first, judge(case, first, run_case(case, workdir), slack=slack)


def describe(case: Case, outcome: Outcome, failure: str) -> str:
    return (f"{failure}: {case.render()} (exit {outcome.code}, {outcome.seconds:.1f} s)\n"
            f"{outcome.err[-2000:]}")


def commands_arg(value: str) -> Sequence[str]:
    names = [c.strip() for c in value.split(",") if c.strip()]
    for name in names:
        if name not in COMMANDS:
            raise ValueError(f"unknown command {name!r} (one of {', '.join(COMMANDS)})")
    return names

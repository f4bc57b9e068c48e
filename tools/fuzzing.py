"""A mutational fuzzer for the command line and the contract every command keeps
(issues 12 and 32): exit 0/1/3, or 2 with a located message; never a traceback or exit
4; never past its time bound by more than a second; the same output for the same input.

Inputs are the project's shipped examples — LLVM IR kernels (``check``, ``lower``,
``waitcnt``), litmus tests, pipeline loops, HIP and OpenCL C sources with the launches
``examples/sources.toml`` gives, and the Triton kernels of ``examples/triton/kernels.py``
— mutated at the text and byte level, run with mutated options. A case is reproducible
from ``(command, rng seed)``.

Options are data: :data:`OPTION_TABLE` maps each command to its options and a value
generator for each (bad, edge and large values; hostile files from
``tools/hostile_files.py``). An option the command does not have yet is skipped until
its ``--help`` shows it (:func:`present_options`), so an option being added elsewhere
(``--input``, ``--compile-commands``, flags after ``--``, ``--html``, ``--ray``) is
fuzzed the day it lands. Besides the table, every numeric option gets edge numbers
(``inf``, ``nan``, ``1e308``, ``2**64``, …), and a case may carry an unknown option,
a repeated one, one missing its value, or a strange input path.

Each run happens in a forked child (its own process group, killed at a hard limit:
a *hang*), or, for time measurements, as the ``amdsync`` program in a subprocess.
Used by ``tests/reliability/test_fuzz.py`` (Hypothesis drives the random choices),
``tests/reliability/test_fuzz_smoke.py`` (a two-minute campaign) and
``tools/fuzz_campaign.py`` (deliberate campaigns).
"""

from __future__ import annotations

import contextlib
import functools
import io
import os
import random
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import NoReturn

sys.path.insert(0, str(Path(__file__).resolve().parent))

import hostile_files

ROOT = Path(__file__).resolve().parents[1]
COMMANDS = ("check", "litmus", "pipeline", "lower", "waitcnt", "targets", "hip", "opencl",
            "triton")
TIMED = frozenset(COMMANDS) - {"targets"}
COMPILED = frozenset({"hip", "opencl", "triton"})  # a compiler runs first: slow cases
OVERRUN_SLACK = 1.0  # issue 12: "never a run past it by more than a second"
MAX_INPUT = 400_000  # bytes: mutations that grow an input stop here
UNTIMED_BOUND = 5.0  # what ``targets`` (no --timeout) must end within
# A run is killed (a *hang*) this long after its bound and slack; a bound above
# CAP_BOUND (``--timeout 1e308`` that parsed) is not waited for: the run is *capped*.
HARD_MARGIN = 10.0
# Every run's data memory is capped (RLIMIT_DATA): an input that makes a command read
# without end (`--input g=/dev/zero` read 2.6 GB in the 1.8 s to its bound) must meet a
# MemoryError, not the machine's other users' processes (no swap, shared by six).
CHILD_MEMORY = 2 << 30


def limit_memory(pid: int = 0) -> None:
    """Cap the data memory of process ``pid`` (0: this one, a run's forked child) at
    :data:`CHILD_MEMORY`."""
    import resource  # noqa: PLC0415 (POSIX)

    with contextlib.suppress(ValueError, OSError):
        _, hard = resource.prlimit(pid, resource.RLIMIT_DATA)
        cap = CHILD_MEMORY if hard == resource.RLIM_INFINITY else min(CHILD_MEMORY, hard)
        resource.prlimit(pid, resource.RLIMIT_DATA, (cap, hard))
CAP_BOUND = 20.0
# Environment of every run (beside this process's own): Triton's cache of the kernels
# the mutations make goes to a folder of its own, not the user's ~/.triton.
CHILD_ENV: dict[str, str] = {
    "TRITON_CACHE_DIR": str(Path(tempfile.gettempdir()) / f"amdsync-fuzz-triton-{os.getuid()}"),
}

# A located message: file:line:col, the option named, or an I/O error with the path (a
# file that cannot be read, or is not there, has no line to name).
LOCATED = re.compile(r"(:\d+:\d+: (error|incomplete)\[)|(<command line>: error\[)"
                     r"|(: error\[(io|cannot-read|no-such-file)\]: )")
_TIMING = re.compile(r"\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d([.,]\d+)?"  # a clock's reading
                     r"|\d+(\.\d+)?\s*(s|ms|seconds)\b|\d+(\.\d+)? states/s"
                     r'|"(seconds|elapsed|time|\w+_seconds)": [0-9.e+-]+'
                     r"|^Time \S+ [0-9.]+", re.MULTILINE)  # litmus --time (herd's form)
# Output that says a time (or memory) bound cut the run short: how far it got depends on
# the clock, so two runs may differ. A state or schedule bound is deterministic and
# explains nothing.
EXPLAINS_DIFFERENCE = re.compile(r"time bound reached|--timeout|--total-timeout"
                                 r"|did not finish within|out of memory")

# Differences already reported to the module's owner (a reproducer and an xfail test in
# tests/reliability/test_repro.py each): the judge counts them apart, so they do not
# hide other nondeterminism. Remove an entry when its fix lands.
KNOWN_DIFFERENCES: tuple[re.Pattern[str], ...] = ()

FAILURE_CLASSES = ("traceback", "exit4", "hang", "overrun", "unlocated", "nondeterministic")
NOTE_CLASSES = ("explained-difference", "known-difference", "capped")


@dataclass(frozen=True)
class Seed:
    """One shipped input and the options it is normally run with; ``{input}`` in
    ``operand`` stands for the written input (``{input}:KERNEL`` names a kernel)."""

    command: str
    path: Path | None  # None: the command takes no input file (targets)
    options: tuple[str, ...]
    operand: str = "{input}"
    mutate_rate: float = 0.85  # how often the input's bytes are mutated


@dataclass(frozen=True)
class ExtraFile:
    """A file a case writes beside its input (a hostile ``.npy``, a database, a fake
    clang); ``{dir}/NAME`` in the command line names it."""

    name: str
    data: bytes
    executable: bool = False


@dataclass(frozen=True)
class Case:
    """One fuzz input: the command line (``{input}`` stands for the written input,
    ``{dir}`` for the folder it is in) and the input's bytes."""

    command: str
    argv: tuple[str, ...]
    data: bytes | None
    suffix: str
    bound: float  # the --timeout every timed case is given (seconds)
    files: tuple[ExtraFile, ...] = ()

    def render(self, path: str = "INPUT", folder: str = ".") -> str:
        return "amdsync " + shlex.join(self.words(path, folder))

    def words(self, path: str, folder: str) -> list[str]:
        return [a.replace("{input}", path).replace("{dir}", folder) for a in self.argv]


@dataclass(frozen=True)
class Outcome:
    code: int
    out: str
    err: str
    seconds: float
    killed: bool = False  # still running at the hard limit: killed
    signal: int | None = None  # ended by a signal (a crash in native code)
    # CPU seconds the run got (forked runs) and the load average as it ended: what an
    # overrun on a shared machine is judged with (a run starved of CPU past its bound).
    cpu: float | None = None
    load: float | None = None
    # Forked runs: seconds from the start at which the program called exit (None: it
    # did not, it was killed or crashed); a run reaped long after that was kept by the
    # system (freeing its memory, a stalled page), not by amdsync. And the machine's
    # memory stall while it ran: the share of time every task waited for memory
    # (/proc/pressure/memory, "full", the 10-second average as it ended).
    exited: float | None = None
    stall: float | None = None


@dataclass(frozen=True)
class Verdict:
    """How a case kept the contract: ``failure`` one of :data:`FAILURE_CLASSES` (None:
    it held), ``note`` one of :data:`NOTE_CLASSES`, ``signature`` what groups equal
    failures (the innermost frame of a traceback, a message's shape)."""

    failure: str | None
    note: str | None = None
    signature: str = ""


# ---------------------------------------------------------------- shipped inputs


def _ll_options(path: Path) -> tuple[str, ...]:
    for line in path.read_text().splitlines()[:6]:
        if line.startswith("; ARGS:"):
            return tuple(shlex.split(line.removeprefix("; ARGS:")))
    return ("--workgroup-size", "64")


# Cheap Triton launches (compiling is the slow part; these compile in about a second).
TRITON_SEEDS = (
    ("atomic_sum_kernel", ("--num-stages", "1", "--constexpr", "BLOCK=1024",
                           "--arg", "n=1000")),
    ("softmax_kernel", ("--num-stages", "1", "--constexpr", "BLOCK_N=256",
                        "--arg", "n_cols=200", "--arg", "stride_row=256")),
    ("sum_kernel", ("--num-stages", "1", "--constexpr", "BLOCK_M=16", "--constexpr",
                    "BLOCK_N=16", "--arg", "M=16", "--arg", "N=16", "--arg", "stride_m=16")),
    ("matmul_kernel", ("--num-warps", "1", "--num-stages", "2", "--constexpr", "BLOCK_M=16",
                       "--constexpr", "BLOCK_N=16", "--constexpr", "BLOCK_K=16",
                       "--arg", "M=16", "--arg", "N=16", "--arg", "K=32",
                       "--arg", "stride_am=32", "--arg", "stride_bk=16",
                       "--arg", "stride_cm=16")),
)


def _source_seeds(root: Path, language: str) -> list[Seed]:
    """``examples/sources.toml``'s launches of the HIP or OpenCL C kernels, on the
    first target it lists."""
    toml = root / "examples" / "sources.toml"
    if not toml.exists():
        return []
    table = tomllib.loads(toml.read_text())
    target = (table.get("targets") or ["gfx942"])[0]
    suffix = ".hip" if language == "hip" else ".cl"
    out: list[Seed] = []
    for case in table.get("case", []):
        if not str(case["source"]).endswith(suffix):
            continue
        out.append(Seed(language, root / "examples" / case["source"],
                        ("--target", target, *case.get("launch", ())),
                        operand="{input}:" + case["kernel"], mutate_rate=0.5))
    return out


@functools.cache
def seeds(root: Path = ROOT) -> dict[str, list[Seed]]:
    """The shipped inputs of every command."""
    kernels = sorted([root / "examples" / "wait_off_by_one.ll",
                      *(root / "quality").glob("*.ll"), *(root / "quality").glob("*/*.ll")])
    litmus = sorted((root / "tests" / "litmus").glob("**/*.litmus"))
    loops = sorted((root / "examples" / "pipeline").glob("*.py"))
    triton_file = root / "examples" / "triton" / "kernels.py"
    return {
        "check": [Seed("check", k, _ll_options(k)) for k in kernels],
        "waitcnt": [Seed("waitcnt", k, ()) for k in kernels],
        "lower": [Seed("lower", k, ()) for k in kernels],
        "litmus": [Seed("litmus", t, ()) for t in litmus],
        "pipeline": [Seed("pipeline", p, ()) for p in loops],
        "targets": [Seed("targets", None, (t,), operand="") for t in
                    ("gfx950", "gfx942", "gfx1250", "gfx1100", "gfx90a:tgsplit+")],
        "hip": _source_seeds(root, "hip"),
        "opencl": _source_seeds(root, "opencl"),
        # Mostly the shipped source with mutated options: a mutated kernel that still
        # imports compiles from scratch (seconds).
        "triton": [Seed("triton", triton_file, options, operand="{input}:" + name,
                        mutate_rate=0.3) for name, options in TRITON_SEEDS],
    }


# ---------------------------------------------------------------- mutating inputs

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


# ---------------------------------------------------------------- option values

# What a generator makes: the words after the option's name, and files they name.
Made = tuple[tuple[str, ...], tuple[ExtraFile, ...]]
Generator = Callable[[random.Random], Made]

# Edge numbers every numeric option is tried with (beside its own table values).
EDGE_NUMBERS = ("0", "-0", "-1", "1", "inf", "-inf", "nan", "NaN", "1e308", "-1e308",
                "1e309", "1e-320", "0.5", "2.5", "18446744073709551616",
                "-9223372036854775809", "0x10", "1_000", "\u0663", "  7", "7 ", "",
                "9" * 5000, "1" + "0" * 400, "1e", "--1")
HUGE_STRINGS = ("x" * 100_000, "\u00e9" * 20_000, "a=" + "b" * 50_000, "\x7f\x01", "\u202e",
                "a\nb")


@dataclass(frozen=True)
class Opt:
    """One option of a command and how to make its values.

    ``values``: literal values (``{dir}`` names the case's folder), or a generator
    (:data:`Generator`) that also makes the files they name; empty for a flag.
    ``numeric``: also try :data:`EDGE_NUMBERS`. ``present``: a regex over the
    command's ``--help`` that says the option exists (default: its name); until it
    matches, the option is skipped. ``trailing``: the words go last (``--`` flags)."""

    name: str
    values: tuple[str, ...] | Generator = ()
    numeric: bool = False
    present: str | None = None
    trailing: bool = False

    @property
    def flag(self) -> bool:
        return isinstance(self.values, tuple) and not self.values and not self.numeric

    def presence(self) -> re.Pattern[str]:
        return re.compile(self.present or rf"(?<![\w-]){re.escape(self.name)}(?![\w-])")

    def make(self, rng: random.Random) -> Made:
        """The option's words and files, one value drawn."""
        if self.flag:
            return (self.name,), ()
        if self.numeric and (not self.values or rng.random() < 0.35):
            return (self.name, rng.choice(EDGE_NUMBERS)), ()
        if callable(self.values):
            words, files = self.values(rng)
            return ((self.name, *words) if self.name else words), files
        return (self.name, rng.choice(self.values)), ()


def _one_of(*values: str) -> tuple[str, ...]:
    return values


# -- generators of hostile files


# Names of the kernels' pointer arguments (the shipped .ll and Triton kernels), and
# names no kernel has.
_INPUT_NAMES = ("g", "out", "src", "o", "src0", "h", "x_ptr", "a_ptr", "in_ptr", "out_ptr",
                "0", "", "nope", "g=y", "G", "g ")
_DTYPES = ("<u4", "<i4", "<f4", "<f8", "<u2", "|u1", "<i8", "<f2")


def _valid_npy(rng: random.Random) -> bytes:
    """A well-formed ``.npy`` of a plain dtype, a size near the buffers' (so the
    explorer gets data to follow: branches and addresses on it)."""
    descr = rng.choice(_DTYPES)
    width = int(descr[2:])
    count = rng.choice((0, 1, 63, 64, 256, 1024, 4096, 65536))
    shape = rng.choice((f"({count},)", f"({count // 4}, 4)" if count % 4 == 0 else
                        f"({count},)", "()" if count == 1 else f"({count},)"))
    order = rng.choice(("False", "False", "True"))
    if rng.random() < 0.5:
        payload = rng.randbytes(count * width)
    else:  # 0, 1, 2, … (as integers of the width; small indices and bins)
        payload = b"".join((i % (1 << 8 * width)).to_bytes(width, "little")
                           for i in range(count))
    return hostile_files.npy_bytes(
        f"{{'descr': '{descr}', 'fortran_order': {order}, 'shape': {shape}, }}", payload)


def _npy_input(rng: random.Random) -> Made:
    """``--input NAME=FILE.npy|bin|zeros|iota|random[:SEED]``: hostile ``.npy`` files
    (pickled object arrays whose loading would create a marker file, truncated, wrong
    dtypes, huge shapes, malformed), well-formed ones of plain dtypes, raw files and
    generated data of edge sizes."""
    name = rng.choice(_INPUT_NAMES)
    choice = rng.randrange(12)
    if choice < 4:
        kind = rng.choice(hostile_files.NPY_KINDS)
        data = hostile_files.hostile_npy(kind, rng.randrange(12), marker="PWNED")
        file = ExtraFile(f"{kind}.npy", data)
        return (f"{name}={{dir}}/{file.name}",), (file,)
    if choice < 7:
        file = ExtraFile("data.npy", _valid_npy(rng))
        return (f"{name}={{dir}}/{file.name}",), (file,)
    if choice == 7:
        file = ExtraFile("raw.bin", rng.randbytes(rng.choice((0, 1, 3, 256, 4096))))
        return (f"{name}={{dir}}/{file.name}",), (file,)
    size = rng.choice(("256", "4096", "65536", "0", "-4", "3", "256xu32", "64xf32",
                       "16xi64", "256xu8", "1xbogus", "x", "1e3", "18446744073709551616",
                       "4294967296xu32", "256xU32", ""))
    kind = rng.choice(("zeros", "iota", "random", "ones"))
    seed = rng.choice(("", "", ":0", ":7", ":-1", ":x", ":18446744073709551616"))
    word = rng.choice((f"{kind}:{size}{seed if kind == 'random' else ''}", kind,
                       "{dir}/missing.npy", "{dir}", "/dev/zero", "/dev/null", ""))
    return (f"{name}={word}",), ()


def _compile_commands(rng: random.Random) -> Made:
    """``--compile-commands PATH``: databases with plugins, malformed ones, odd paths."""
    choice = rng.randrange(6)
    if choice < 2:
        data = hostile_files.plugin_compile_commands(None, "input.hip", rng.randrange(20))
    elif choice < 5:
        data = hostile_files.malformed_compile_commands(None, "input.hip", rng.randrange(20))
    else:
        word = rng.choice(("{dir}/missing.json", "{dir}", "/dev/null", "/dev/zero", ""))
        return (word,), ()
    file = ExtraFile("compile_commands.json", data)
    return ("{dir}/compile_commands.json",), (file,)


def _clang_flags(rng: random.Random) -> Made:
    """``-- <clang flags>``: plugins and loads (refused), and flags clang rejects."""
    pool: list[tuple[str, ...]] = [*hostile_files.PLUGIN_FLAGS,
                                   ("-DX=1",), ("-I{dir}",), ("-std=c++99",), ("-O9",),
                                   ("-x", "c"), ("-nostdinc",), ("-include", "/dev/zero"),
                                   ("-Werror", "-Weverything"), ("--bogus-flag",), ("",),
                                   ("-D" + "X" * 10000,), ("-fsyntax-only",), ("-E",),
                                   ("-S",), ("-emit-llvm",), ("--offload-arch=gfx1250",)]
    words: list[str] = []
    for _ in range(rng.choice((1, 1, 2, 3))):
        words += rng.choice(pool)
    return tuple(words), ()


# A clang that writes garbage where it was told to write its output (``-o``), and only
# there, only under /tmp or the case's folder. (An earlier version wrote to every .ll and
# .bc argument, which include the ROCm device libraries clang links: as root it
# overwrote /usr/lib/x86_64-linux-gnu/amdgcn/bitcode/*.bc, restored by reinstalling
# rocm-device-libs. A fake tool must never write a path it was only told to read.)
GARBAGE_CLANG = b"""#!/bin/sh
out=""
while [ $# -gt 0 ]; do
  if [ "$1" = "-o" ] && [ $# -gt 1 ]; then out=$2; shift; fi
  shift
done
case "$out" in
  /tmp/*|./*) [ -f "$out" ] || [ ! -e "$out" ] && printf garbage > "$out";;
esac
exit 0
"""


def _fake_clang(rng: random.Random) -> Made:
    """``--clang PATH``: missing, a folder, a program that is no clang, one that never
    ends (the bound must still hold), fails, or writes garbage as its output."""
    choice = rng.randrange(6)
    if choice < 3:
        return (rng.choice(("/nonexistent/clang", "{dir}", "/bin/false", "/bin/true",
                            "/dev/null", "", "clang-19")),), ()
    body = {3: b"#!/bin/sh\nexec sleep 30\n",
            4: b"#!/bin/sh\necho 'clang: error: fuzz' >&2\nexit 1\n",
            5: GARBAGE_CLANG}[choice]
    file = ExtraFile("fake-clang", body, executable=True)
    return ("{dir}/fake-clang",), (file,)


def _output_path(rng: random.Random) -> Made:
    """An output path: fine, in a missing folder, a folder, a full device."""
    return (rng.choice(("{dir}/out", "{dir}/no-such-dir/out", "{dir}", "/dev/full",
                        "/dev/null", "", "{dir}/" + "n" * 300)),), ()


def _ray_address(rng: random.Random) -> Made:
    """``--ray [ADDRESS]``: addresses that fail fast, or (a third of the cases) none: a
    Ray instance started on this machine for the run — cut by the case's bound (its
    start takes seconds: the bound must still hold, and the instance must go with the
    run), or with ``--timeout 15`` given after it, run to the end."""
    if rng.random() < 1 / 3:
        return (("--timeout", "15") if rng.random() < 0.3 else ()), ()
    return (rng.choice(("127.0.0.1:1", "256.0.0.1:6379", "::::", "not-a-host:6379",
                        "x" * 5000, "ray://127.0.0.1:1", "127.0.0.1:99999")),), ()


def _more_inputs(rng: random.Random) -> Made:
    """More than one input for ``check`` (each file checked, with a summary; ``--jobs``
    and ``--ray`` fan them out): the case's folder (every ``.ll`` in it), the input
    again, or a second shipped kernel beside it."""
    choice = rng.randrange(3)
    if choice == 0:
        return ("{dir}",), ()
    if choice == 1:
        return ("{input}",), ()
    kernels = sorted((ROOT / "quality").glob("*.ll"))
    if not kernels:
        return ("{input}",), ()
    second = rng.choice(kernels)
    return ("{dir}/second.ll",), (ExtraFile("second.ll", second.read_bytes()),)


# -- the table

TARGETS = _one_of("gfx950", "gfx942", "gfx1250", "gfx600", "gfx90a:tgsplit+", "gfx1100",
                  "gfx1100:wavefrontsize64-", "bogus", "gfx950:nope+", "", "GFX942",
                  "gfx942:xnack+:xnack-", "gfx9-generic", "gfx11-generic", "gfx9999")
_TARGET_WORDS = (*TARGETS, "--json", "-", "x" * 5000)

_LAUNCH: tuple[Opt, ...] = (
    Opt("--target", TARGETS),
    Opt("--workgroup-size", _one_of("0", "1", "-1", "63", "64", "65", "128", "1024",
                                    "1025", "65536", "abc", "64,2", "16,16", "4,4,4",
                                    "1,1,1,1", "64x2", ",", "1e3"), numeric=True),
    Opt("--workgroups", _one_of("0", "1", "2", "-3", "1000", "65536", "x", "2,2", "1,1,2"),
        numeric=True),
    Opt("--grid-size", _one_of("100", "1", "0", "65", "100,3", "1000000000", "-5"),
        numeric=True),
    Opt("--cluster-size", _one_of("0", "1", "2", "16", "-1"), numeric=True),
    Opt("--kernel", _one_of("k", "nope", "", "reduce<256>", "ns::k", "_Z1kv", "a:b")),
    Opt("--arg", _one_of("n=8", "n=0", "n=-1", "0=4", "9=1", "n=1:4", "n=4:1", "n=1,2,3",
                         "n", "=3", "n=1:99999999", "n=@m", "n=@n", "n=@m*2+1", "n=1.5",
                         "n=inf", "n=nan", "n=1e308", "n=0x10", "n=true", "n=2:8:0",
                         "n=18446744073709551616", "scratch=256", "scratch=-1")),
    Opt("--sweep", _one_of("n=1:4", "n=0:0", "n=1:100000", "n", "zz=1:2", "n=4:1",
                           "n=1:8:0", "n=1:8:-1", "n=-5:5")),
    Opt("--max-shapes", _one_of("0", "1", "4096"), numeric=True),
    Opt("--dynamic-lds", _one_of("0", "4", "-4", "1000000000", "65536"), numeric=True),
    Opt("--max-states", _one_of("0", "1", "10", "-5", "1000"), numeric=True),
    Opt("--max-schedules", _one_of("0", "1", "-1", "3"), numeric=True),
    Opt("--max-trips", _one_of("0", "1", "-1", "x", "64"), numeric=True),
    Opt("--timeout", _one_of("0", "0.01", "0.5"), numeric=True),
    Opt("--strict-reads"),
    Opt("--reading", _one_of("spec", "latest-write", "last", "")),
    Opt("--max-memory", _one_of("16M", "4G", "2.5GB", "1K", "x", "0", "-1G", "")),
    Opt("--format", _one_of("sarif", "json", "text", "xml", "")),
    Opt("--no-notes"),
    Opt("--html", _output_path),
    Opt("--input", _npy_input),
    Opt("--assume", _one_of("forall i: 0 <= in[i] < 16", "%0:i32[0] > 3", "n > 0", "",
                            "x[", "nope[0] == 1", "in[0] > 5 && in[0] < 2", "%99 > 0",
                            "forall i in 0..100000: in[i] != in[i+1]", "1 / 0 == 0")),
    Opt("--cooperative"),
    Opt("--json"),
    Opt("--opaque", _one_of("llvm.amdgcn.s.sleep", "llvm.amdgcn.nope", "", "memcpy")),
    Opt("--fixes"),
    Opt("--fix", _output_path),
)

OPTION_TABLE: dict[str, tuple[Opt, ...]] = {
    "check": (
        *_LAUNCH,
        Opt("--slack"), Opt("--suggest"),
        Opt("--jobs", _one_of("0", "1", "2", "-1"), numeric=True),
        Opt("--ray", _ray_address),
        Opt("--first"),
        # More input files (several files, a folder): the summary of run_many.
        Opt("", _more_inputs, present=r"\bfile\b"),
    ),
    "litmus": (
        Opt("--loop-bound", _one_of("0", "1", "2", "64", "65", "-1", "x"), numeric=True),
        Opt("--max-candidates", _one_of("0", "1", "10", "-1"), numeric=True),
        Opt("--max-total-candidates", _one_of("0", "1", "100"), numeric=True),
        Opt("--total-timeout", _one_of("0", "0.01", "0.5"), numeric=True),
        Opt("--timeout", _one_of("0", "0.01", "0.5"), numeric=True),
        Opt("--dot"), Opt("--time"),
        Opt("--reading", _one_of("spec", "latest-write", "last", "")),
        Opt("--max-memory", _one_of("16M", "4G", "1K", "x", "")),
        Opt("--jobs", _one_of("0", "1", "2", "-1"), numeric=True),
        Opt("--ray", _ray_address),
        Opt("--graph", _output_path),
        Opt("--html", _output_path),
        Opt("--json"),
        Opt("--format", _one_of("sarif", "json", "text", "xml", "")),
    ),
    "pipeline": (
        Opt("--stage", _one_of("0,1", "0,0,1", "1,0", "-1,2", "0,99", "x", "", "0,,1")),
        Opt("--order", _one_of("0,1", "1,0", "0,0", "x", "0,1,2,3,4,5")),
        Opt("--async-stages", _one_of("0", "1", "0,1", "5", "-1", "")),
        Opt("--verify"), Opt("--json"), Opt("--trace"), Opt("--lowered"),
        Opt("--llvm", TARGETS),
        Opt("--seeds", _one_of("0", "1", "-1", "1000"), numeric=True),
        Opt("--max-steps", _one_of("0", "1", "100", "-1"), numeric=True),
        Opt("--timeout", _one_of("0", "0.01", "0.5"), numeric=True),
        Opt("--against", _one_of("{input}", "{dir}/missing.py", "{dir}", "/dev/null")),
        Opt("--timeline", _output_path),
        Opt("-o", _output_path),
    ),
    "lower": (
        Opt("--target", TARGETS),
        Opt("--max-workgroup-size", _one_of("0", "1", "64", "1024", "1025", "-1"),
            numeric=True),
        Opt("--opaque", _one_of("llvm.amdgcn.s.sleep", "llvm.amdgcn.nope", "")),
        Opt("--timeout", _one_of("0", "0.01", "0.5"), numeric=True),
        Opt("--compile"), Opt("--asm"),
        Opt("-o", _output_path),
    ),
    "waitcnt": (
        Opt("--target", TARGETS),
        Opt("--json"), Opt("--compile"),
        Opt("--opaque", _one_of("llvm.amdgcn.s.sleep", "llvm.amdgcn.nope", "")),
        Opt("--function", _one_of("k", "nope", "", "@k", "main")),
        Opt("--timeout", _one_of("0", "0.01", "0.5"), numeric=True),
    ),
    "targets": (Opt("--json"),),
    "hip": (
        *_LAUNCH,
        Opt("--offload-arch", TARGETS),
        Opt("--clang", _fake_clang),
        Opt("--device-libs", _one_of("/nonexistent", "{dir}", "/", "")),
        Opt("--keep-ll", _output_path),
        Opt("--compile-commands", _compile_commands),
        Opt("--", _clang_flags, present=r"\[--\s", trailing=True),
    ),
    "opencl": (
        *_LAUNCH,
        Opt("--mcpu", TARGETS),
        Opt("--clang", _fake_clang),
        Opt("--device-libs", _one_of("/nonexistent", "{dir}", "/", "")),
        Opt("--keep-ll", _output_path),
        Opt("--compile-commands", _compile_commands),
        Opt("--", _clang_flags, present=r"\[--\s", trailing=True),
    ),
    "triton": (
        Opt("--target", TARGETS),
        Opt("--num-warps", _one_of("1", "2", "4", "8", "16", "3", "0", "-1", "2147483648"),
            numeric=True),
        Opt("--num-stages", _one_of("0", "1", "2", "3", "5", "100", "-1"), numeric=True),
        Opt("--constexpr", _one_of("BLOCK=1024", "BLOCK=3", "BLOCK=0", "BLOCK=-16",
                                   "BLOCK=1e308", "BLOCK=inf", "BLOCK=nan", "BLOCK=x",
                                   "BLOCK_N=64", "BLOCK_M=7", "NOPE=1", "BLOCK", "=1",
                                   "BLOCK=2147483648", "BLOCK_K=0x20")),
        Opt("--arg", _one_of("n=8", "n=0", "n=-1", "n=1:4", "n=1,2", "n=@M", "M=@n",
                             "n=1.5", "n=inf", "n=nan", "n=1e308", "nope=1", "n",
                             "n=18446744073709551616", "x_ptr=4", "sm_scale=0.5")),
        Opt("--sweep", _one_of("n=1:4", "n=1:100000", "n", "M=1:64", "nope=1:2")),
        Opt("--arg-type", _one_of("n=i64", "n=fp32", "n=i1", "x_ptr=*fp8e5", "n=*fp32",
                                  "bogus=bogus", "n=", "x_ptr=*", "n=u8")),
        Opt("--pointer-type", _one_of("*fp16", "*fp32", "*i8", "i32", "bogus", "*", "")),
        Opt("--workgroups", _one_of("0", "1", "2", "-1", "65536"), numeric=True),
        Opt("--max-shapes", _one_of("0", "1", "4096"), numeric=True),
        Opt("--max-states", _one_of("0", "1", "10", "1000"), numeric=True),
        Opt("--max-schedules", _one_of("0", "1", "3"), numeric=True),
        Opt("--max-trips", _one_of("0", "1", "64"), numeric=True),
        Opt("--timeout", _one_of("0", "0.01", "0.5"), numeric=True),
        Opt("--strict-reads"), Opt("--no-notes"),
        Opt("--reading", _one_of("spec", "latest-write", "last")),
        Opt("--max-memory", _one_of("16M", "4G", "1K", "x")),
        Opt("--format", _one_of("sarif", "json", "text", "xml")),
        Opt("--keep-ll", _output_path),
        Opt("--html", _output_path),
        Opt("--input", _npy_input),
        Opt("--assume", _one_of("forall i: 0 <= in[i] < 16", "%0:i32[0] > 3", "n > 0", "",
                                "x[", "nope[0] == 1", "in[0] > 5 && in[0] < 2", "%99 > 0",
                                "forall i in 0..100000: in[i] != in[i+1]", "1 / 0 == 0")),
        Opt("--cooperative"),
        Opt("--json"),
        Opt("--opaque", _one_of("llvm.amdgcn.s.sleep", "llvm.amdgcn.nope", "")),
        Opt("--jobs", _one_of("0", "1", "2", "-1"), numeric=True),
        Opt("--ray", _ray_address),
        # The shared launch options (the CLI is giving every kernel command one set).
        *(o for o in _LAUNCH if o.name in ("--workgroup-size", "--grid-size",
                                           "--cluster-size", "--kernel", "--dynamic-lds",
                                           "--fixes", "--fix")),
    ),
}

# Words no command takes: each must be a usage error naming the option.
UNKNOWN_OPTIONS = ("--bogus", "--bogus=1", "-Z", "---x", "--timeout=", "--work", "--json=1",
                   "--tim", "-", "--=x", "--\u00e9", "-" + "v" * 3000)


# ---------------------------------------------------------------- which options exist


@functools.cache
def help_text(command: str) -> str:
    """``amdsync COMMAND --help`` (run in this process)."""
    from amdsync.cli.main import main  # noqa: PLC0415

    out = io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()), \
            contextlib.suppress(SystemExit):
        main([command, "--help"])
    return out.getvalue()


@functools.cache
def present_options(command: str) -> tuple[Opt, ...]:
    """The table's options that the command has today (its ``--help`` shows them)."""
    text = help_text(command)
    return tuple(o for o in OPTION_TABLE[command] if o.presence().search(text))


def skipped_options(command: str) -> list[str]:
    """The table's options skipped until the command has them."""
    have = set(present_options(command))
    return [o.name for o in OPTION_TABLE[command] if o not in have]


# ---------------------------------------------------------------- making a case


def _mutate_options(seed: Seed, rng: random.Random
                    ) -> tuple[list[str], list[str], list[ExtraFile]]:
    """(options, trailing words, files) for a case of ``seed``."""
    options = list(seed.options)
    trailing: list[str] = []
    files: list[ExtraFile] = []
    table = present_options(seed.command)
    if seed.command == "targets" and rng.random() < 0.6:
        options = [rng.choice(_TARGET_WORDS)] if rng.random() < 0.8 else []
    for _ in range(rng.choice((0, 0, 1, 1, 2, 3))):
        if not table:
            break
        opt = rng.choice(table)
        words, made = opt.make(rng)
        files += made
        if opt.trailing:
            trailing = [*trailing, *words] if trailing else list(words)
        else:
            options += words
    roll = rng.random()
    if roll < 0.06:  # a word no command takes
        options.insert(rng.randrange(len(options) + 1), rng.choice(UNKNOWN_OPTIONS))
    elif roll < 0.12:  # an option given twice (argparse keeps the last, or appends)
        named = [o for o in table if not o.trailing and o.name in options]
        if named:
            opt = rng.choice(named)
            words, made = opt.make(rng)
            options += words
            files += made
    elif roll < 0.15:  # an option that takes a value, given last without one
        valued = [o for o in table if not o.flag and not o.trailing]
        if valued:
            options.append(rng.choice(valued).name)
    elif roll < 0.17:  # a value that is huge or strange
        valued = [o for o in table if not o.flag and not o.trailing]
        if valued:
            options += [rng.choice(valued).name, rng.choice(HUGE_STRINGS)]
    elif roll < 0.18:
        options.append(rng.choice(("-h", "--help")))
    return options, trailing, files


def _operand(seed: Seed, rng: random.Random) -> str:
    """The input operand, now and then a path that is no input file."""
    if seed.path is None or rng.random() > 0.03:
        return seed.operand
    strange = rng.choice(("{dir}/missing" + seed.path.suffix, "{dir}", "/dev/null", "",
                          "{dir}/" + "n" * 300 + seed.path.suffix, "-"))
    return seed.operand.replace("{input}", strange)


def make_case(seed: Seed, rng: random.Random, bound: float) -> Case:
    """A mutated input and command line from ``seed``; the command runs with
    ``--timeout bound`` unless a mutated option sets another (then that one binds)."""
    data = None
    if seed.path is not None:
        original = seed.path.read_bytes()
        data = mutate(original, rng) if rng.random() < seed.mutate_rate else original
    options, trailing, files = _mutate_options(seed, rng)
    argv: list[str] = [seed.command]
    operand = _operand(seed, rng)
    if operand:
        argv.append(operand)
    if seed.command in TIMED:
        argv += ["--timeout", f"{bound:g}"]
    argv += options
    if seed.command in TIMED and _is_edge_timeout(argv) and rng.random() < 0.7:
        argv += ["--timeout", f"{bound:g}"]  # the edge value given, the bound kept
    argv += trailing
    suffix = seed.path.suffix if seed.path is not None else ""
    unique = {f.name: f for f in files}  # the last file of a name is the one written
    return Case(seed.command, tuple(argv), data, suffix, bound, tuple(unique.values()))


def _is_edge_timeout(argv: list[str]) -> bool:
    value = _last_value(argv, "--timeout")
    try:
        return value is not None and not 0 <= float(value) <= 600
    except ValueError:
        return True


def _last_value(argv: Sequence[str], option: str) -> str | None:
    found = None
    for i, word in enumerate(argv[:-1]):
        if word == "--":
            break
        if word == option:
            found = argv[i + 1]
    return found


def effective_bound(case: Case) -> float:
    """The time bound that binds: the smallest of the last ``--timeout`` and
    ``--total-timeout`` given (argparse keeps the last) that parse, else the case's
    bound; 5 s for the untimed ``targets``. A huge value (above 10**6, inf) is no bound
    this campaign waits for (a run killed then is *capped*, not a hang); one that bounds
    nothing sensible (nan, 0, a negative) leaves the case's bound: a command that takes
    it and then runs unbounded hangs."""
    if case.command not in TIMED:
        return UNTIMED_BOUND
    bounds = []
    for option in ("--timeout", "--total-timeout"):
        value = _last_value(case.argv, option)
        if value is None:
            continue
        try:
            seconds = float(value)
        except ValueError:
            continue
        if seconds > 1e6:
            bounds.append(float("inf"))
        elif seconds > 0:
            bounds.append(seconds)
    return min(bounds) if bounds else case.bound


def cases(command: str, count: int, rng_seed: int, bound: float,
          root: Path = ROOT) -> list[tuple[int, Case]]:
    """``count`` cases of ``command``, each with the rng seed that makes it."""
    master = random.Random(f"{command}:{rng_seed}")
    return [case_from_seed(command, master.randrange(2**32), bound, root)
            for _ in range(count)]


def case_from_seed(command: str, seed_value: int, bound: float, root: Path = ROOT
                   ) -> tuple[int, Case]:
    """The case ``seed_value`` makes (what a reproducer's name records)."""
    table = seeds(root)[command]
    rng = random.Random(seed_value)
    return seed_value, make_case(rng.choice(table), rng, bound)


# ---------------------------------------------------------------- running


def write_inputs(case: Case, workdir: Path) -> Path:
    """Write the case's input and extra files into ``workdir``; the input's path."""
    path = workdir / f"input{case.suffix}"
    if case.data is not None:
        path.write_bytes(case.data)
    for extra in case.files:
        target = workdir / extra.name
        target.write_bytes(extra.data)
        if extra.executable:
            target.chmod(0o755)
    return path


def hard_limit(case: Case, slack: float = OVERRUN_SLACK) -> tuple[float, bool]:
    """How long to wait for a run before killing it, and whether that is a cap below
    the run's own bound (a kill is then no hang)."""
    bound = effective_bound(case)
    if bound > CAP_BOUND:
        return CAP_BOUND + slack + HARD_MARGIN, True
    return bound + slack + HARD_MARGIN, False


def run_case(case: Case, workdir: Path, slack: float = OVERRUN_SLACK,
             how: str = "fork") -> Outcome:
    """Run ``case`` with its input written in ``workdir``: ``fork`` (a child of this
    process, amdsync already imported: the command's own time) or ``program`` (the
    ``amdsync`` program in a subprocess: start-up included)."""
    path = write_inputs(case, workdir)
    argv = case.words(str(path), str(workdir))
    limit, _ = hard_limit(case, slack)
    if how == "program":
        return _run_program(argv, workdir, limit)
    return _run_forked(argv, workdir, limit)


def warm_up(commands: Sequence[str] = COMMANDS, root: Path = ROOT) -> None:
    """Import what each command imports lazily, once, in this process: every forked
    run then starts with it done (a cold child re-imports it: 160 ms a run instead of
    45 for ``targets``). The cheap commands run one shipped input each, in-process;
    the compiling ones import their modules only."""
    import importlib  # noqa: PLC0415

    with tempfile.TemporaryDirectory(prefix="amdsync-warm-") as tmp:
        for command in commands:
            help_text(command)
            if command in COMPILED:
                for module in ("amdsync.frontends.clang", "amdsync.api",
                               "amdsync.report.text", "amdsync.explore.search.check"):
                    importlib.import_module(module)
                continue
            table = seeds(root)[command]
            if not table:
                continue
            seed = table[0]
            case = Case(command, (command, seed.operand, *seed.options), None
                        if seed.path is None else seed.path.read_bytes(),
                        seed.path.suffix if seed.path else "", 5.0)
            argv = case.words(str(write_inputs(case, Path(tmp))), tmp)
            if command in TIMED:
                argv += ["--timeout", "5"]
            with contextlib.redirect_stdout(io.StringIO()), \
                    contextlib.redirect_stderr(io.StringIO()):
                _call_main(argv)


def _call_main(argv: list[str], as_program: bool = False) -> int:
    """``amdsync argv`` as the program would end: SystemExit's code, 1 and a
    traceback for an exception that escapes ``main``. ``as_program``: ``main()``
    reads the words from ``sys.argv``, as the ``amdsync`` program does (its time bound
    then counts from this process's start, and a bound reached ends the process)."""
    from amdsync.cli.main import main  # noqa: PLC0415

    try:
        if as_program:
            sys.argv = ["amdsync", *argv]
            return main()
        return main(argv)
    except SystemExit as done:
        if done.code is None:
            return 0
        if isinstance(done.code, int):
            return done.code
        print(done.code, file=sys.stderr)
        return 1
    except BaseException:
        import traceback  # noqa: PLC0415

        traceback.print_exc()
        return 1


def _run_forked(argv: list[str], workdir: Path, limit: float) -> Outcome:
    out_path, err_path = workdir / ".stdout", workdir / ".stderr"
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    start = time.monotonic()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        code = 70
        try:
            os.setpgid(0, 0)
            limit_memory()
            os.environ.update(CHILD_ENV)
            signal.signal(signal.SIGINT, signal.SIG_DFL)
            os.chdir(workdir)
            null = os.open(os.devnull, os.O_RDONLY)
            os.dup2(null, 0)
            for fd, target in ((1, out_path), (2, err_path)):
                opened = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
                os.dup2(opened, fd)
                os.close(opened)
            sys.stdin = open(0, closefd=False)  # noqa: SIM115
            sys.stdout = open(1, "w", closefd=False, encoding="utf-8")  # noqa: SIM115
            sys.stderr = open(2, "w", closefd=False, encoding="utf-8")  # noqa: SIM115
            _time_exit(workdir / ".exited", start)
            code = _call_main(argv, as_program=True)  # a forked child is the program
            with contextlib.suppress(Exception):
                sys.stdout.flush()
            with contextlib.suppress(Exception):
                sys.stderr.flush()
        finally:
            os._exit(code & 0xFF)
    killed = _wait_then_end_group(pid, start, limit)
    seconds = time.monotonic() - start
    _, status, usage = os.wait4(pid, 0)
    try:
        exited: float | None = float((workdir / ".exited").read_text())
    except (OSError, ValueError):
        exited = None
    return replace(_outcome(status, out_path, err_path, seconds, killed),
                   cpu=usage.ru_utime + usage.ru_stime, load=os.getloadavg()[0],
                   exited=exited, stall=memory_stall())


def _wait_then_end_group(pid: int, start: float, limit: float) -> bool:
    """Wait until the child ``pid`` (a process group's leader) ends or ``limit``
    seconds from ``start`` pass (then kill it: True), and kill what the group started
    and left behind. The child is not reaped here: while it is a zombie its group's ID
    cannot be reused, so the kill reaches only processes this run started."""
    killed = False
    while os.waitid(os.P_PID, pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is None:
        if time.monotonic() - start > limit:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(pid, signal.SIGKILL)
            os.waitid(os.P_PID, pid, os.WEXITED | os.WNOWAIT)
            killed = True
            break
        time.sleep(0.005)
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(pid, signal.SIGKILL)
    return killed


def _outcome(status: int, out_path: Path, err_path: Path, seconds: float,
             killed: bool) -> Outcome:
    def read(path: Path) -> str:
        try:
            return path.read_bytes()[:2_000_000].decode("utf-8", errors="replace")
        except OSError:
            return ""

    sig = os.WTERMSIG(status) if os.WIFSIGNALED(status) else None
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else -(sig or 0)
    return Outcome(code, read(out_path), read(err_path), seconds, killed,
                   None if killed else sig)


def _run_program(argv: list[str], workdir: Path, limit: float) -> Outcome:
    out_path, err_path = workdir / ".stdout", workdir / ".stderr"
    start = time.monotonic()
    with out_path.open("wb") as out, err_path.open("wb") as err:
        proc = subprocess.Popen([sys.executable, "-m", "amdsync.cli.main", *argv],
                                cwd=workdir, stdin=subprocess.DEVNULL, stdout=out,
                                stderr=err, start_new_session=True,
                                env={**os.environ, **CHILD_ENV})
        limit_memory(proc.pid)  # (before the interpreter has started, in practice)
        killed = _wait_then_end_group(proc.pid, start, limit)
        seconds = time.monotonic() - start
        proc.wait()
    status = proc.returncode
    raw = (status & 0xFF) << 8 if status >= 0 else -status
    return _outcome(raw, out_path, err_path, seconds, killed)


# ---------------------------------------------------------------- judging


def normalized(outcome: Outcome) -> tuple[int, str, str]:
    """The outcome without timings (the only part allowed to differ between runs)."""
    return (outcome.code, _TIMING.sub("T", outcome.out), _TIMING.sub("T", outcome.err))


def _without_known(parts: tuple[int, str, str]) -> tuple[int, str, str]:
    code, out, err = parts
    for pattern in KNOWN_DIFFERENCES:
        out, err = pattern.sub("KNOWN", out), pattern.sub("KNOWN", err)
    return code, out, err


_FRAME = re.compile(r'File "([^"]+)", line \d+, in (\S+)')


def signature(failure: str, case: Case, outcome: Outcome) -> str:
    """What groups equal failures: the exception and innermost amdsync frame of a
    traceback, the shape of an unlocated message, the command of a hang."""
    err = outcome.err
    if failure in ("traceback", "exit4"):
        if outcome.signal is not None:
            return f"{case.command}: signal {outcome.signal}"
        frames = _FRAME.findall(err)
        ours = [f for f in frames if "amdsync" in f[0]] or frames
        where = ""
        if ours:
            file, func = ours[-1]
            where = f" @ {'/'.join(Path(file).parts[-2:])}:{func}"
        lines = [line for line in err.strip().splitlines() if line.strip()]
        last = lines[-1] if lines else f"exit {outcome.code}"
        kind = re.match(r"[\w.]+(Error|Exception|Exit|Interrupt|Bound)\b", last)
        what = kind.group(0) if kind else last[:60]
        return f"{case.command}: {what}{where}"
    if failure == "unlocated":
        first = err.strip().splitlines()[0] if err.strip() else "(no message)"
        first = re.sub(r"'[^']*'|\"[^\"]*\"|\d+", "_", first.replace(str(ROOT), ""))
        first = re.sub(r"\S*/\S*", "PATH", first)
        return f"{case.command}: {first[:90]}"
    if failure in ("hang", "overrun") and (bad := unusable_timeout(case)) is not None:
        return f"{case.command}: {failure} with --timeout {bad} (accepted, bounds nothing)"
    if failure in ("hang", "overrun") and (device := _device_input(case)) is not None:
        return f"{case.command}: {failure} with --input from {device}"
    return f"{case.command}: {failure}"


def _device_input(case: Case) -> str | None:
    """The special file an ``--input`` of ``case`` names (/dev/zero, a folder), or
    None."""
    for i, word in enumerate(case.argv[:-1]):
        if word == "--input":
            value = case.argv[i + 1].partition("=")[2]
            if value.startswith("/dev/") or value == "{dir}":
                return value
    return None


def unusable_timeout(case: Case) -> str | None:
    """The last ``--timeout`` given when it bounds nothing sensible (0, a negative,
    nan), or None."""
    value = _last_value(case.argv, "--timeout")
    try:
        seconds = float(value) if value is not None else 1.0
    except ValueError:
        return None
    return value if not seconds > 0 else None


def _judge_one(case: Case, outcome: Outcome, slack: float) -> str | None:
    if outcome.killed:
        return "hang"
    if outcome.signal is not None:
        return "traceback"
    if outcome.code == 4 or "internal error" in outcome.err:
        return "exit4"
    if outcome.code not in (0, 1, 2, 3) or "Traceback" in outcome.err:
        return "traceback"
    if outcome.seconds > effective_bound(case) + slack:
        return "overrun"
    if outcome.code == 2 and not LOCATED.search(outcome.err):
        return "unlocated"
    return None


def judge_runs(case: Case, outcome: Outcome, again: Outcome | None = None,
               slack: float = OVERRUN_SLACK) -> Verdict:
    """The verdict on one or two runs of ``case``; a run may pass its time bound by
    ``slack`` seconds. Two runs that differ beyond timings are nondeterministic
    unless one of them says a time bound cut it (then the difference is explained)."""
    _, capped = hard_limit(case, slack)
    for run in (outcome, again):
        if run is None:
            continue
        failure = _judge_one(case, run, slack)
        if failure == "hang" and capped:
            return Verdict(None, "capped")
        if failure is not None:
            return Verdict(failure, None, signature(failure, case, run))
    if again is None or normalized(outcome) == normalized(again):
        return Verdict(None)
    if any(EXPLAINS_DIFFERENCE.search(o.out + o.err) for o in (outcome, again)):
        return Verdict(None, "explained-difference")
    if _without_known(normalized(outcome)) == _without_known(normalized(again)):
        return Verdict(None, "known-difference")
    where = "exit code" if outcome.code != again.code else \
        "stdout" if normalized(outcome)[1] != normalized(again)[1] else "stderr"
    return Verdict("nondeterministic", None, f"{case.command}: {where} differs")


def judge(case: Case, outcome: Outcome, again: Outcome | None = None,
          slack: float = OVERRUN_SLACK) -> str | None:
    """The failure class of ``outcome`` (None: the contract holds)."""
    return judge_runs(case, outcome, again, slack).failure


def run_twice(case: Case, workdir: Path, slack: float = OVERRUN_SLACK
              ) -> tuple[Outcome, Verdict]:
    """Run ``case`` twice and judge it: the outcome the verdict is about (the run that
    failed; else the first) and the verdict. (Campaigns before seed 41 showed the
    first run's outcome for a failure of the second: `targets` "2.7 s" of seed 34 was
    the first run, the second was killed at its hard limit.)"""
    first = run_case(case, workdir, slack)
    if _judge_one(case, first, slack) is not None:
        return first, judge_runs(case, first, None, slack)  # no second run needed
    again = run_case(case, workdir, slack)
    verdict = judge_runs(case, first, again, slack)
    failed_again = verdict.failure is not None and _judge_one(case, again, slack) is not None
    return (again if failed_again else first), verdict


def describe(case: Case, outcome: Outcome, failure: str) -> str:
    return (f"{failure}: {case.render()} (exit {outcome.code}, {outcome.seconds:.1f} s"
            f"{_cpu_note(outcome)})\n{outcome.err[-2000:]}")


def _cpu_note(outcome: Outcome) -> str:
    if outcome.cpu is None:
        return ""
    load = f", load {outcome.load:.1f}" if outcome.load is not None else ""
    exited = "" if outcome.exited is None else \
        f", exit called at {outcome.exited:.2f} s"
    stall = "" if outcome.stall is None else f", memory stall {outcome.stall:.0f} %"
    return f", {outcome.cpu:.2f} s of CPU{load}{exited}{stall}"


def memory_stall() -> float | None:
    """The share of the last 10 s (in %) in which every task of the machine waited for
    memory (Linux's pressure stall information), None where it is not kept."""
    try:
        with open("/proc/pressure/memory", encoding="ascii") as handle:
            for line in handle:
                if line.startswith("full "):
                    return float(line.split()[1].partition("=")[2])
    except (OSError, ValueError, IndexError):
        return None
    return None


def _time_exit(marker: Path, start: float) -> None:
    """In a forked run: every exit of the program (``os._exit``, which the bound's end
    and this harness call) first writes the seconds since ``start`` to ``marker``."""
    real = os._exit

    def timed(status: int) -> NoReturn:
        with contextlib.suppress(OSError):
            fd = os.open(marker, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.write(fd, f"{time.monotonic() - start:.3f}".encode())
            os.close(fd)
        real(status)

    os._exit = timed


def write_reproducer(folder: Path, case: Case, outcome: Outcome, verdict: Verdict,
                     seed_value: int, seconds_note: str = "") -> Path:
    """A folder that reproduces the case: the input, its extra files, ``cmd`` (run it
    in the folder) and the stderr seen."""
    folder.mkdir(parents=True, exist_ok=True)
    write_inputs(case, folder)
    name = f"input{case.suffix}"
    failure = verdict.failure or verdict.note or "ok"
    (folder / "cmd").write_text(
        f"# {failure}: {verdict.signature}\n"
        f"# exit {outcome.code}, {outcome.seconds:.2f} s{_cpu_note(outcome)} for a bound of "
        f"{effective_bound(case):g} s{seconds_note}; seed {case.command}:{seed_value}\n"
        f"{case.render(name, '.')}\n")
    (folder / "stderr.txt").write_text(outcome.err[-20_000:])
    (folder / "stdout.txt").write_text(outcome.out[-20_000:])
    return folder


def commands_arg(value: str) -> Sequence[str]:
    names = [c.strip() for c in value.split(",") if c.strip()]
    for name in names:
        if name not in COMMANDS:
            raise ValueError(f"unknown command {name!r} (one of {', '.join(COMMANDS)})")
    return names


def with_bound(case: Case, bound: float) -> Case:
    """``case`` with every ``--timeout`` it was given set to ``bound``."""
    argv = list(case.argv)
    for i, word in enumerate(argv[:-1]):
        if word == "--timeout":
            argv[i + 1] = f"{bound:g}"
    return replace(case, argv=tuple(argv), bound=bound)


@dataclass
class Tally:
    """Counts of one campaign: per command, per class; exits; time overruns."""

    counts: dict[str, dict[str, int]] = field(default_factory=dict)
    exits: dict[str, dict[int, int]] = field(default_factory=dict)

    def add(self, command: str, klass: str, code: int) -> None:
        row = self.counts.setdefault(command, {})
        row[klass] = row.get(klass, 0) + 1
        codes = self.exits.setdefault(command, {})
        codes[code] = codes.get(code, 0) + 1

"""Every reproducer of the fuzz campaign (../shared/corpora/fuzz-repro, copied into
tests/reliability/repro so the project stands alone) ends within its bound with exit
0/1/3, or 2 with a located message (``file:line:col``, the option named, or an I/O
error naming the path and the system's reason); never a traceback or exit 4 (issue 12).

Commands run in-process from the repro folder. Those without a bound of their own get
``--timeout 3`` (the defaults are 600 s), and must end within a second and a half of
it. Shell forms in the ``.cmd`` files are honoured: ``$AMDSYNC_SRC`` is the project,
``(ulimit …; amdsync …)`` runs the inner command, ``> /dev/full`` sends stdout there.
S11 (a 50 MB file made by a shell loop) is replaced by a 4 MB file made here.

The ``F``-numbered reproducers are failures the campaigns of issue 32 found in modules
other engineers own: each is an ``xfail`` naming the module and the symptom
(:data:`ELSEWHERE`) until its owner's fix lands, when the test starts passing (remove
the entry then). ``test_the_shared_corpus_is_all_here`` keeps the copy here byte for
byte equal to the shared corpus, so every file of it runs.
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import os
import shlex
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest

from amdsync.cli.main import COMMAND_MODULES, main

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import fuzzing

REPRO = Path(__file__).resolve().parent / "repro"
ROOT = Path(__file__).resolve().parents[2]
SHARED = Path(os.environ.get("AMDSYNC_FUZZ_REPRO", "/work/shared/corpora/fuzz-repro"))
TIMED = {"check", "pipeline", "waitcnt", "litmus", "lower", "hip", "opencl", "triton"}
LOCATED = fuzzing.LOCATED  # one definition of "a located message" (tools/fuzzing.py)
# Reproducers whose input is made by a test instead (a .cmd that generates it by hand).
GENERATED = {"S11-50mb-ll": "test_the_time_bound_covers_reading_a_large_file",
             "F09-check-input-dev-zero-reads-without-end":
                 "test_an_input_that_is_no_regular_file_is_refused_before_reading"}
# Failures in modules this area does not edit: reproducer stem → "module: symptom".
ELSEWHERE: dict[str, str] = {}


def _commands() -> list[tuple[str, list[str], bool]]:
    out: list[tuple[str, list[str], bool]] = []
    for cmd in sorted(REPRO.glob("*.cmd")):
        if cmd.stem in GENERATED:
            continue
        n = 0
        for raw in cmd.read_text().splitlines():
            line = raw.strip()
            if line.startswith("("):
                line = line.split(";", 1)[1].rstrip(")").strip()
            if not line.startswith("amdsync "):
                continue
            full = line.endswith("> /dev/full")
            line = line.removesuffix("> /dev/full").replace("$AMDSYNC_SRC", str(ROOT))
            argv = shlex.split(line)[1:]
            if argv[0] in TIMED and "--timeout" not in argv and "--max-states" not in argv \
                    and "--max-candidates" not in argv:
                argv += ["--timeout", "3"]
            out.append((f"{cmd.stem}#{n}", argv, full))
            n += 1
    return out


COMMANDS = _commands()


def _run(argv: list[str], capsys: pytest.CaptureFixture[str], full: bool
         ) -> tuple[int, str, float]:
    # The time measured is the command's: the test process's own heap (everything the
    # suite built before) is collected and frozen first, so garbage collections during
    # the command do not scan it (late in the suite they cost seconds). Every command's
    # module is imported first, as late in a suite (or under the API): a race between a
    # command's own bounds and the watchdog then plays out alike in every run (F01).
    for name in COMMAND_MODULES:
        importlib.import_module(f"amdsync.cli.{name}_cmd")
    gc.collect()
    gc.freeze()
    try:
        return _timed(argv, capsys, full)
    finally:
        gc.unfreeze()


def _timed(argv: list[str], capsys: pytest.CaptureFixture[str], full: bool
           ) -> tuple[int, str, float]:
    start = time.monotonic()
    if full:
        device = open("/dev/full", "w")  # noqa: SIM115 (closing it fails: the device is full)
        saved, sys.stdout = sys.stdout, device
        try:
            code = main(argv)
        finally:
            sys.stdout = saved
            with contextlib.suppress(OSError):
                device.close()
    else:
        code = main(argv)
    return code, capsys.readouterr().err, time.monotonic() - start


def _param(name: str, argv: list[str], full: bool) -> object:
    owner = ELSEWHERE.get(name.split("#", maxsplit=1)[0])
    marks = [pytest.mark.xfail(reason=owner, strict=False)] if owner else []
    return pytest.param(name, argv, full, id=name, marks=marks)


@pytest.mark.parametrize(("name", "argv", "full"), [_param(*c) for c in COMMANDS])
def test_reproducer_ends_within_its_bound(name: str, argv: list[str], full: bool,
                                          capsys: pytest.CaptureFixture[str],
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(REPRO)
    bound = float(argv[argv.index("--timeout") + 1]) if "--timeout" in argv else 10.0
    code, err, elapsed = _run(argv, capsys, full)
    if not bound > 0:  # 0, a negative, nan: a usage error naming the option (F05)
        assert code == 2 and "--timeout" in err, f"--timeout {bound} taken: exit {code}"
        return
    assert code in (0, 1, 2, 3), err
    assert "Traceback" not in err and "internal error" not in err, err
    if code == 2:
        assert LOCATED.search(err), err
    assert elapsed < bound + 1.5, f"{name}: {elapsed:.1f} s for a {bound} s bound"


def test_the_reproducers_are_all_here() -> None:
    stems = {p.name.split("-")[0] for p in REPRO.glob("*.cmd")}
    assert stems >= {f"{n:02d}" for n in range(1, 51)} | {f"S{n:02d}" for n in range(1, 12)}
    assert set(ELSEWHERE) <= {p.stem for p in REPRO.glob("*.cmd")}


def test_the_shared_corpus_is_all_here() -> None:
    """Every file of the shared corpus (its README and index aside) is here, byte for
    byte, so the tests above run all of it."""
    if not SHARED.is_dir():
        pytest.skip(f"no shared corpus at {SHARED} (AMDSYNC_FUZZ_REPRO)")
    for path in sorted(SHARED.iterdir()):
        if path.name in ("README.md", "index.json") or not path.is_file():
            continue
        copy = REPRO / path.name
        assert copy.is_file(), f"{path.name} is not in {REPRO}"
        assert copy.read_bytes() == path.read_bytes(), f"{path.name} differs from {SHARED}"
    run = {n.split("#")[0] for n, _, _ in COMMANDS} | set(GENERATED)
    assert {p.stem for p in SHARED.glob("*.cmd")} <= run


def test_the_time_bound_covers_reading_a_large_file(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    kernel = (ROOT / "quality" / "straight_wait_exact.ll").read_text()
    body = kernel.split("define amdgpu_kernel void @k(", 1)[1].split("\n}\n", 1)[0]
    functions = "".join(f"define void @f{i}({body}\n}}\n" for i in range(6000))
    big = tmp_path / "big.ll"
    big.write_text(kernel + functions)
    assert big.stat().st_size > 4_000_000
    code, err, elapsed = _run(["check", str(big), "--workgroup-size", "64", "--timeout",
                               "0.5"], capsys, False)
    assert code in (0, 3), err
    assert elapsed < 0.5 + 1.5 + 2.0, f"{elapsed:.1f} s"  # + LLVM's parse, not interruptible


def test_the_program_ends_at_its_time_bound_reading_a_large_file(tmp_path: Path) -> None:
    """As a program (not in-process), a bound hit ends the process at once: freeing
    what a large input built took seconds past the bound (issue 12)."""
    kernel = (ROOT / "quality" / "straight_wait_exact.ll").read_text()
    body = kernel.split("define amdgpu_kernel void @k(", 1)[1].split("\n}\n", 1)[0]
    big = tmp_path / "big.ll"
    big.write_text(kernel + "".join(f"define void @f{i}({body}\n}}\n" for i in range(6000)))
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "amdsync.cli.main", "check", str(big),
                           "--workgroup-size", "64", "--timeout", "0.5"],
                          capture_output=True, text=True, timeout=60, check=False)
    elapsed = time.monotonic() - start
    assert done.returncode in (0, 3), done.stderr
    assert "Traceback" not in done.stderr
    assert elapsed < 0.5 + 1.5 + 2.0 + 1.5, f"{elapsed:.1f} s"  # + start-up, LLVM's parse


@pytest.mark.skipif(not any(Path(p, "clang-19").exists()
                            for p in os.environ.get("PATH", "").split(os.pathsep)),
                    reason="clang-19 is not installed")
def test_a_source_command_prints_the_same_twice(capsys: pytest.CaptureFixture[str]) -> None:
    """Nondeterminism the issue-32 campaign found: the same HIP launch, checked twice,
    must print the same findings (issue 12: the same output for the same input)."""
    argv = ["hip", str(ROOT / "examples" / "hip" / "shared_exchange.hip") + ":reverse_no_sync",
            "--target", "gfx942", "--workgroup-size", "256", "--timeout", "20"]
    outputs = []
    for _ in range(2):
        main(argv)
        outputs.append(fuzzing.normalized(fuzzing.Outcome(0, capsys.readouterr().out, "", 0)))
    assert outputs[0] == outputs[1]


def test_a_source_sweeps_error_names_the_source_not_a_temporary_path(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Found by CI's smoke campaign (seed 0): `hip … --arg n=1:4` on a kernel without an
    argument `n` named the compiled IR by its temporary path in its error (different in
    every run); the sweep's units now carry the IR under its source's name, as one
    check does (cli/check_cmd.py `_check_sweep`)."""
    source = ROOT / "examples" / "hip" / "shared_exchange.hip"
    code = main(["hip", f"{source}:reverse_no_sync", "--target", "gfx942",
                 "--workgroup-size", "256", "--workgroups", "2", "--arg", "n=1:4",
                 "--timeout", "20"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(f"{source}.ll:40:1: error[unknown-argument]: kernel "
                          "_Z15reverse_no_syncPiPKi has no parameter 'n'"), err


def test_clangs_message_names_no_temporary_folder(capsys: pytest.CaptureFixture[str]) -> None:
    """F12 (fuzz campaign seed 47): clang's error named the compiled IR's temporary
    folder, a new name in every run; it is `<temporary folder>` now, and two runs print
    the same."""
    pytest.importorskip("amdsync.frontends.clang")
    source = ROOT / "examples" / "opencl" / "scan.cl"
    argv = ["opencl", f"{source}:inclusive_scan", "--target", "gfx942", "--workgroup-size",
            "64", "--workgroups", "1", "--timeout", "20", "--", "-include", "/dev/zero",
            "--", "--offload-arch=gfx1250"]
    errors = []
    for _ in range(2):
        code = main(argv)
        errors.append(capsys.readouterr().err)
        if "no-clang" in errors[-1]:
            pytest.skip("no clang here")
        assert code == 2, errors[-1]
    assert errors[0] == errors[1]
    assert "<temporary folder>/scan.ll" in errors[0], errors[0]
    # (The checkout's own path aside: it may lie in the temporary folder, issue 42.)
    outside = errors[0].replace(str(ROOT), "<checkout>")
    assert os.path.join(tempfile.gettempdir(), "amdsync-") not in outside


def test_the_program_ends_within_a_second_of_a_small_bound() -> None:
    """Time bounds as a user measures them (issue 32, item 6): from the program's start
    to its end, at most a second past ``--timeout``, start-up included."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-m", "amdsync.cli.main", "check",
                           str(ROOT / "examples" / "wait_off_by_one.ll"), "--workgroup-size",
                           "64", "--arg", "n=8", "--timeout", "0.1"],
                          capture_output=True, text=True, timeout=60, check=False)
    elapsed = time.monotonic() - start
    assert done.returncode in (1, 3), done.stderr
    assert elapsed < 0.1 + 1.0, f"{elapsed:.2f} s for --timeout 0.1"


def _cap_memory() -> None:
    import resource  # noqa: PLC0415

    resource.setrlimit(resource.RLIMIT_DATA, (2 << 30, resource.RLIM_INFINITY))


@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_an_input_that_is_no_regular_file_is_refused_before_reading(device: str) -> None:
    """F09, run as a program with its data memory capped at 2 GB (in-process the read
    cannot be stopped). The bound is generous: `check`'s imports alone took over 2 s of
    wall time on the loaded machine, and a bound reached first hid the refusal; a read
    without end would still meet the cap (exit 3, out of memory), not exit 2."""
    done = subprocess.run([sys.executable, "-m", "amdsync.cli.main", "check",
                           str(ROOT / "quality" / "straight_wait_exact.ll"),
                           "--workgroup-size", "64", "--input", f"g={device}",
                           "--timeout", "30"],
                          capture_output=True, text=True, timeout=60, check=False,
                          preexec_fn=_cap_memory)
    assert done.returncode == 2, done.stderr
    assert LOCATED.search(done.stderr) and device in done.stderr, done.stderr


def test_triton_writes_no_file_at_a_fixed_temporary_path(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """F11 (found reading the Triton path for the temporary-path nondeterminism): a
    symlink planted at the predictable name must not be followed."""
    pytest.importorskip("triton")
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    victim = tmp_path / "victim.txt"
    victim.write_text("precious\n")
    (tmp_path / "amdsync-triton-atomic_sum_kernel.ll").symlink_to(victim)
    code = main(["triton", str(ROOT / "examples" / "triton" / "kernels.py") +
                 ":atomic_sum_kernel", "--num-stages", "1", "--constexpr", "BLOCK=1024",
                 "--arg", "n=1000", "--timeout", "60"])
    capsys.readouterr()
    assert code == 0
    assert victim.read_text() == "precious\n"


def test_a_compile_commands_database_that_is_not_utf8_is_located(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = ROOT / "examples" / "hip" / "shared_exchange.hip"
    database = tmp_path / "compile_commands.json"
    database.write_bytes(b'[\n  {"directory": "\xff", "file": "k.hip", "command": "x"}\n]\n')
    code = main(["hip", f"{source}:reverse", "--target", "gfx942", "--workgroup-size", "64",
                 "--compile-commands", str(database), "--timeout", "20"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(f"{database}:2:"), err

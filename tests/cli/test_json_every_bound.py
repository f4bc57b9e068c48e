"""JSON always, bound by bound and format by format (issue 46 item 6; cli/bound_report.py,
cli/files_report.py): every exit 3 of check, hip, opencl, triton and litmus prints one
complete document on stdout in the format asked for — the memory bound, the command's
time bound on a check of several files and on a sweep (their own shapes), each front
end's bounds — and a check of several files prints one SARIF log when asked for SARIF.
(tests/cli/test_json_always.py has the explorer's bounds and the watchdog of `check`.)"""

from __future__ import annotations

import contextlib
import json
import shutil
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from amdsync.cli import check_cmd
from amdsync.cli.main import main
from amdsync.frontends import clang

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "wait_off_by_one.ll"
LAUNCH = ["--workgroup-size", "64", "--arg", "n=8"]
# Clean with 24 schedules of four waves; one undef read (tests/cli/test_max_memory.py).
CLEAN = ROOT / "tests" / "explore" / "lane_atomics" / "lds_counter_four_waves.ll"
LITMUS = ROOT / "tests" / "litmus" / "allowed" / "2+2W.litmus"
SLOW_LITMUS = ROOT / "tests" / "litmus" / "bounds" / "ticketlock-diff-wg.litmus"
PROJECT = ROOT / "tests" / "frontends" / "projects" / "platform_select"
HIP = [str(PROJECT / "src" / "tile_reverse.hip"), "--target", "gfx942",
       "--workgroup-size", "64"]
HIP_FLAGS = ["--", "-I", str(PROJECT / "include")]
TRITON = [f"{ROOT / 'examples' / 'triton' / 'kernels.py'}:sum_kernel", "--pointer-type",
          "*fp32", "--constexpr", "BLOCK_M=64", "--constexpr", "BLOCK_N=64", "--arg", "M=64",
          "--arg", "N=64", "--arg", "stride_m=64"]
TINY = "16M"  # (the smallest memory bound: every run stops at its first check)
FORMATS = [["--json"], ["--format", "json"], ["--format", "sarif"]]
SARIF = jsonschema.Draft4Validator(json.loads(
    (ROOT / "tests" / "report" / "sarif-schema-2.1.0.json").read_text()))
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file() and Path(
    "/usr/include/hip/hip_runtime.h").is_file()
needs_clang = pytest.mark.skipif(not HAVE_CLANG, reason="clang-19, the HIP headers and "
                                 "rocm-device-libs are not installed (CI installs them)")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def statuses(out: str, fmt: list[str]) -> list[str]:
    """The one document on stdout, parsed: its status, or each run's (SARIF, checked
    against the SARIF 2.1.0 schema)."""
    doc: dict[str, Any] = json.loads(out)
    if fmt == ["--format", "sarif"]:
        SARIF.validate(doc)
        return [run["properties"]["status"] for run in doc["runs"]]
    return [doc["status"]]


# ------------------------------------------------------------------ the memory bound


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_memory_bound_prints_the_report(capsys: pytest.CaptureFixture[str],
                                            fmt: list[str]) -> None:
    code, out, _ = run(capsys, "check", str(CLEAN), "--workgroup-size", "256",
                       "--max-memory", TINY, *fmt)
    assert (code, statuses(out, fmt)) == (3, ["incomplete"])
    assert "memory bound reached (" in out


@pytest.mark.parametrize("fmt", [["--json"], ["--format", "json"]])
@pytest.mark.parametrize(("test", "bound", "reason"), [
    (LITMUS, ["--max-candidates", "1"], "incomplete (--max-candidates 1)"),
    (LITMUS, ["--timeout", "0.001"], "incomplete (--timeout)"),
    (SLOW_LITMUS, ["--max-memory", TINY], "incomplete (--max-memory 0.02 GB ("),
])
def test_each_litmus_bound_prints_json(capsys: pytest.CaptureFixture[str], fmt: list[str],
                                       test: Path, bound: list[str], reason: str) -> None:
    """litmus's formats are text and JSON (--json, --format json)."""
    code, out, _ = run(capsys, "litmus", str(test), *bound, *fmt)
    doc = json.loads(out)
    assert (code, doc["incomplete"]) == (3, True)
    assert doc["verdict"].startswith(reason)


# ------------------------------------------------------------------ several files


def _two_files(tmp_path: Path) -> list[str]:
    files = [tmp_path / "a.ll", tmp_path / "b.ll"]
    for file in files:
        file.write_bytes(EXAMPLE.read_bytes())
    return [str(f) for f in files]


@pytest.mark.parametrize("fmt", FORMATS)
def test_a_bound_on_several_files_prints_their_document(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: list[str]) -> None:
    """Each file's own bound: one document of every file's report (SARIF: one log, a
    run per file, each naming its file)."""
    files = _two_files(tmp_path)
    code, out, _ = run(capsys, "check", *files, *LAUNCH, "--max-states", "5", "--jobs",
                       "1", *fmt)
    assert code == 3
    if "sarif" in fmt:
        doc = json.loads(out)
        SARIF.validate(doc)
        assert [(r["properties"]["file"], r["properties"]["status"]) for r in doc["runs"]] \
            == [(files[0], "incomplete"), (files[1], "incomplete")]
    else:
        doc = json.loads(out)
        assert [(f["file"], f["exit"], f["report"]["status"]) for f in doc["files"]] == [
            (files[0], 3, "incomplete"), (files[1], 3, "incomplete")]


def test_several_files_in_sarif_keep_a_file_that_cannot_be_read(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """`--format sarif` on several files was a usage error in every file (`--json and
    --format sarif are two formats`) and a text summary on stdout; a file without a
    report is a run whose invocation failed, with the file's error."""
    files = _two_files(tmp_path)
    missing = str(tmp_path / "missing.ll")
    code, out, err = run(capsys, "check", files[0], missing, *LAUNCH, "--jobs", "1",
                         "--format", "sarif")
    doc = json.loads(out)
    SARIF.validate(doc)
    found, failed = doc["runs"]
    assert code == 2
    assert (found["properties"], [r["ruleId"] for r in found["results"]]) == (
        {"status": "findings", "file": files[0]}, ["race", "undef-read"])
    assert failed["properties"] == {"file": missing, "status": "error"}
    (invocation,) = failed["invocations"]
    assert (invocation["executionSuccessful"], invocation["exitCode"]) == (False, 2)
    text = invocation["toolExecutionNotifications"][0]["message"]["text"]
    assert text.startswith(f"{missing}: error[cannot-read]: ")
    assert text in err


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_watchdog_on_several_files_prints_their_document(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        fmt: list[str]) -> None:
    """The command's --timeout ends the run before any file's report came back: every
    file is incomplete, in the shape of several files' document."""
    import amdsync.tasks  # noqa: PLC0415

    monkeypatch.setattr(amdsync.tasks, "run_tasks", lambda *a, **k: time.sleep(30))
    files = _two_files(tmp_path)
    code, out, _ = run(capsys, "check", *files, *LAUNCH, "--timeout", "0.3", *fmt)
    reason = ("time bound reached (--timeout 0.3 s) in `check`; stopped before its own "
              "report")
    assert code == 3
    doc = json.loads(out)
    if "sarif" in fmt:
        SARIF.validate(doc)
        assert [r["properties"] for r in doc["runs"]] == [
            {"status": "incomplete", "file": f} for f in files]
        notes = [r["invocations"][0]["toolExecutionNotifications"][0]["message"]["text"]
                 for r in doc["runs"]]
        assert notes == [f"incomplete: {reason}"] * 2
    else:
        assert (doc["exit"], [(f["file"], f["exit"]) for f in doc["files"]]) == (
            3, [(files[0], 3), (files[1], 3)])
        assert [f["report"]["incomplete"]["reason"] for f in doc["files"]] == [reason] * 2


# ------------------------------------------------------------------ a sweep


def test_the_watchdog_on_a_sweep_prints_the_sweeps_keys(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(check_cmd, "_check_sweep", lambda *a, **k: time.sleep(30))
    for sweep in (["--sweep", "n=1:4"], ["--arg", "n=1,2"]):
        code, out, _ = run(capsys, "check", str(EXAMPLE), "--workgroup-size", "64",
                           *sweep, "--timeout", "0.3", "--json")
        doc = json.loads(out)
        assert (code, doc["status"], doc["shapes"], doc["coverage"]) == (
            3, "incomplete", [], [])
        assert doc["stopped"] == doc["incomplete"]["reason"]
        assert doc["stopped"].startswith("time bound reached (--timeout 0.3 s)")


# ------------------------------------------------------------------ the front ends


@needs_clang
@pytest.mark.parametrize("fmt", FORMATS)
def test_hip_bounds_print_the_report(capsys: pytest.CaptureFixture[str],
                                     monkeypatch: pytest.MonkeyPatch,
                                     fmt: list[str]) -> None:
    """The explorer's bound, and the watchdog while the compiled kernel is checked (the
    compile is left out there: on a loaded machine it may take the whole bound)."""
    code, out, _ = run(capsys, "hip", *HIP, "--max-states", "5", *fmt, *HIP_FLAGS)
    assert (code, statuses(out, fmt)) == (3, ["incomplete"])
    assert "state bound reached (5 wave instructions" in out

    @contextlib.contextmanager
    def compiled(*args: object, **kwargs: object) -> Iterator[Path]:
        yield EXAMPLE

    monkeypatch.setattr(clang, "compiled_ir", compiled)
    monkeypatch.setattr(check_cmd, "check_program", lambda *a, **k: time.sleep(30))
    code, out, err = run(capsys, "hip", *HIP, "--timeout", "0.5", *fmt, *HIP_FLAGS)
    assert (code, statuses(out, fmt)) == (3, ["incomplete"])
    assert "time bound reached (--timeout 0.5 s) in `hip`" in err


@needs_clang
@pytest.mark.parametrize("fmt", FORMATS)
def test_clang_cut_in_hip_prints_the_report(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: list[str]) -> None:
    clang = tmp_path / "slow-clang"
    clang.write_text("#!/bin/sh\nsleep 30\n")
    clang.chmod(0o755)
    code, out, err = run(capsys, "hip", *HIP, "--clang", str(clang), "--timeout", "0.5",
                         *fmt)
    assert (code, statuses(out, fmt)) == (3, ["incomplete"])
    assert "while clang compiled" in out
    assert "time bound reached (--timeout 0.5 s) while clang compiled" in err


@pytest.mark.parametrize("fmt", FORMATS)
def test_triton_bounds_print_the_report(capsys: pytest.CaptureFixture[str],
                                        fmt: list[str]) -> None:
    pytest.importorskip("triton")
    code, out, _ = run(capsys, "triton", *TRITON, "--max-states", "5", *fmt)
    assert (code, statuses(out, fmt)) == (3, ["incomplete"])
    assert "state bound reached (5 wave instructions" in out

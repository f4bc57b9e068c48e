"""With --json or --format json|sarif every exit 3 prints one complete, parseable report
on stdout (issue 46 item 6; cli/bound_report.py): the exploration's own bounds
(--timeout, --max-states, --max-schedules), the watchdog that stops a command past its
--timeout (in-process and as the program, through its signal and its backstop thread),
clang cut by the bound, and litmus's bounds."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import textwrap
import time
from pathlib import Path
from typing import Any

import pytest

from amdsync.cli import check_cmd, litmus_cmd
from amdsync.cli.bound_report import format_in
from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "wait_off_by_one.ll"
LAUNCH = ["--workgroup-size", "64", "--arg", "n=8"]
LITMUS = ROOT / "tests" / "litmus" / "allowed" / "2+2W.litmus"
FORMATS = [["--json"], ["--format", "json"], ["--format", "sarif"]]
HAVE_CLANG = shutil.which("clang-19") is not None and Path(
    "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file()


def parsed(out: str, fmt: list[str]) -> dict[str, Any]:
    """The one document on stdout; for SARIF, checked to be SARIF 2.1.0, and its
    status."""
    doc: dict[str, Any] = json.loads(out)
    if fmt == ["--format", "sarif"]:
        assert doc["version"] == "2.1.0"
        return {"status": doc["runs"][0]["properties"]["status"], "sarif": doc}
    return doc


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_the_format_is_read_from_the_words() -> None:
    assert format_in(["check", "k.ll", "--json"]) == "json"
    assert format_in(["check", "--format", "sarif", "k.ll"]) == "sarif"
    assert format_in(["check", "--format=json"]) == "json"
    assert format_in(["check", "--format", "text"]) is None
    assert format_in(["hip", "k.hip", "--", "--json"]) is None  # clang's words


# ------------------------------------------------------------------ the explorer's bounds


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize(("bound", "codes"), [
    (["--max-states", "5"], {3}),
    (["--max-schedules", "1"], {1, 3}),
    (["--timeout", "0.001"], {1, 3}),
])
def test_a_bound_of_the_exploration_prints_the_report(
        capsys: pytest.CaptureFixture[str], fmt: list[str], bound: list[str],
        codes: set[int]) -> None:
    code, out, _ = run(capsys, "check", str(EXAMPLE), *LAUNCH, *bound, *fmt)
    assert code in codes
    doc = parsed(out, fmt)
    assert doc["status"] == {1: "findings", 3: "incomplete"}[code]


# ------------------------------------------------------------------ the watchdog


@pytest.mark.parametrize("fmt", FORMATS)
def test_the_watchdog_in_process_prints_the_report(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
        fmt: list[str]) -> None:
    """The exploration never checks its deadline (here it sleeps): the watchdog stops
    the command, and the report says so."""
    monkeypatch.setattr(check_cmd, "check_program", lambda *a, **k: time.sleep(30))
    code, out, err = run(capsys, "check", str(EXAMPLE), *LAUNCH, "--timeout", "0.3", *fmt)
    assert code == 3
    doc = parsed(out, fmt)
    assert doc["status"] == "incomplete"
    reason = ("time bound reached (--timeout 0.3 s) in `check`; stopped before its own "
              "report")
    if "sarif" in fmt:
        notes = doc["sarif"]["runs"][0]["invocations"][0]["toolExecutionNotifications"]
        assert notes[0]["message"]["text"] == f"incomplete: {reason}"
    else:
        assert (doc["findings"], doc["incomplete"]["reason"]) == ([], reason)
        assert doc["stats"]["seconds"] == 0.3
    assert "time bound reached (--timeout 0.3 s) in `check`" in err


def test_a_report_already_printed_is_not_printed_twice(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    def printed_then_stuck(args: object) -> int:
        print('{"status": "clean"}', flush=True)
        time.sleep(30)
        return 0

    monkeypatch.setattr(check_cmd, "run", printed_then_stuck)
    code, out, _ = run(capsys, "check", str(EXAMPLE), "--timeout", "0.3", "--json")
    assert (code, json.loads(out)) == (3, {"status": "clean"})


def test_text_output_gets_no_report(capsys: pytest.CaptureFixture[str],
                                    monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(check_cmd, "check_program", lambda *a, **k: time.sleep(30))
    code, out, _ = run(capsys, "check", str(EXAMPLE), *LAUNCH, "--timeout", "0.3")
    assert (code, out) == (3, "")


def test_a_command_whose_json_has_no_status_gets_no_report(
        capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch) -> None:
    """`pipeline --json` prints commits and waits, not a verdict: a check's report
    would be another schema in its place."""
    from amdsync.cli import pipeline_cmd  # noqa: PLC0415

    monkeypatch.setattr(pipeline_cmd, "run", lambda args: time.sleep(30))
    code, out, _ = run(capsys, "pipeline", "loop.tir", "--json", "--timeout", "0.3")
    assert (code, out) == (3, "")


def _program(code: str, tmp_path: Path) -> tuple[subprocess.CompletedProcess[str], float]:
    """``code`` run as the program (its own process: the watchdog ends it)."""
    start = time.monotonic()
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(code)],
                          capture_output=True, text=True, timeout=60, check=False,
                          cwd=tmp_path, env={**os.environ, "PYTHONPATH": os.pathsep.join(
                              (str(ROOT / "src"), str(ROOT / "tests" / "reliability")))})
    return done, time.monotonic() - start


@pytest.mark.parametrize("fmt", FORMATS)
@pytest.mark.parametrize("stuck", ["time.sleep(30)", "open(FIFO).read()"])
def test_the_watchdog_of_the_program_prints_the_report(
        tmp_path: Path, fmt: list[str], stuck: str) -> None:
    """As the program: its signal ends it (a sleep), or its backstop thread does (a
    call into C that never returns: opening a FIFO no one writes); either prints the
    report before the process ends."""
    os.mkfifo(tmp_path / "fifo")
    done, elapsed = _program(f"""
        import sys, time
        import stub_check_cmd as check_cmd
        from amdsync.cli.main import main
        FIFO = "fifo"

        def run(args):
            {stuck}
            return 0

        check_cmd.run = run
        sys.argv = ["amdsync", "check", "k.ll", "--timeout", "1", *{fmt!r}]
        sys.exit(main())
    """, tmp_path)
    assert done.returncode == 3, done.stderr
    assert parsed(done.stdout, fmt)["status"] == "incomplete"
    assert done.stderr.strip().endswith("time bound reached (--timeout 1 s) in `check`; "
                                        "stopped, nothing more to report")
    assert elapsed < 1 + 1.0, f"{elapsed:.2f} s"


@pytest.mark.skipif(not HAVE_CLANG, reason="rocm-device-libs are not installed")
@pytest.mark.parametrize("fmt", FORMATS)
def test_clang_cut_by_the_bound_prints_the_report(
        tmp_path: Path, capsys: pytest.CaptureFixture[str], fmt: list[str]) -> None:
    clang = tmp_path / "slow-clang"
    clang.write_text("#!/bin/sh\nsleep 30\n")
    clang.chmod(0o755)
    source = tmp_path / "k.cl"
    source.write_text("__kernel void k(__global int *p) { p[0] = 1; }\n")
    code, out, err = run(capsys, "opencl", str(source), "--clang", str(clang),
                         "--target", "gfx942", "--timeout", "0.5", *fmt)
    assert code == 3
    assert parsed(out, fmt)["status"] == "incomplete"
    assert "time bound reached (--timeout 0.5 s)" in err


# ------------------------------------------------------------------ litmus


@pytest.mark.parametrize("bound", [["--max-candidates", "1"], ["--timeout", "0.001"]])
def test_a_litmus_bound_prints_json(capsys: pytest.CaptureFixture[str],
                                    bound: list[str]) -> None:
    code, out, _ = run(capsys, "litmus", str(LITMUS), *bound, "--json")
    assert (code, json.loads(out)["incomplete"]) == (3, True)


def test_the_litmus_watchdog_prints_json(capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(litmus_cmd, "explore", lambda *a, **k: time.sleep(30))
    code, out, _ = run(capsys, "litmus", str(LITMUS), "--timeout", "0.3", "--json")
    doc = json.loads(out)
    assert (code, doc["exit"], doc["incomplete"], doc["tests"]) == (3, 3, True, [])
    assert doc["reason"].startswith("time bound reached (--timeout 0.3 s) in `litmus`")

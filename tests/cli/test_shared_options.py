"""One set of options on every command that checks a kernel (check, hip, opencl,
triton: the target, the launch, the bounds, the output and --opaque, from
cli/launch_args.add_kernel_options), the output and bound options on litmus where they
apply, and numbers: every numeric option takes what its type can hold and gives a usage
error naming the option for the rest — never a traceback (issue "hardening")."""

from __future__ import annotations

import argparse
import math
import signal
from pathlib import Path

import pytest

from amdsync.cli.main import _time_bound, build_parser, main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "wait_off_by_one.ll"
KERNEL_COMMANDS = ("check", "hip", "opencl", "triton")
SHARED = ("--target", "--offload-arch", "--mcpu", "--workgroup-size", "--workgroups",
          "--grid-size", "--cluster-size", "--kernel", "--arg", "--sweep", "--max-shapes",
          "--dynamic-lds", "--max-states", "--timeout", "--max-schedules", "--strict-reads",
          "--json", "--format", "--no-notes", "--html", "--opaque")


def _subparsers() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _options(parser: argparse.ArgumentParser) -> dict[str, argparse.Action]:
    return {flag: action for action in parser._actions for flag in action.option_strings}


def test_every_kernel_command_has_the_shared_options_with_the_same_defaults() -> None:
    parsers = _subparsers()
    reference = _options(parsers["check"])
    for name in KERNEL_COMMANDS:
        options = _options(parsers[name])
        for flag in SHARED:
            assert flag in options, f"amdsync {name} lacks {flag}"
            mine, theirs = options[flag], reference[flag]
            assert (mine.dest, mine.default, mine.nargs, mine.choices, mine.const) == (
                theirs.dest, theirs.default, theirs.nargs, theirs.choices, theirs.const), \
                (name, flag)
            assert type(mine) is type(theirs), (name, flag)


def test_the_output_and_bound_options_that_apply_to_litmus() -> None:
    options = _options(_subparsers()["litmus"])
    assert options["--html"].default is None
    assert options["--timeout"].default is None  # per test; litmus has no default bound


def test_hip_and_opencl_take_the_target_under_each_name() -> None:
    parsers = _subparsers()
    for name in ("hip", "opencl"):
        for flag in ("--target", "--offload-arch", "--mcpu"):
            args = parsers[name].parse_args(["k.hip", flag, "gfx942"])
            assert args.target == "gfx942"


# ------------------------------------------------------------------ hostile numbers

HOSTILE = ["inf", "-inf", "nan", "1e308", "-1", "0", "1e3", "0.5", "",
           "99999999999999999999999999", "9" * 5000]
HOLDS = {("--dynamic-lds", "0"), ("--timeout", "1e3"), ("--timeout", "0.5")}
COUNTS = ["--max-states", "--max-schedules", "--max-shapes", "--cluster-size"]


@pytest.mark.parametrize("command", ["check", "hip", "opencl", "triton"])
@pytest.mark.parametrize("option", [*COUNTS, "--timeout", "--dynamic-lds"])
@pytest.mark.parametrize("value", HOSTILE)
def test_a_hostile_number_is_a_usage_error_naming_the_option(
        command: str, option: str, value: str, capsys: pytest.CaptureFixture[str]) -> None:
    if (option, value) in HOLDS:
        pytest.skip("a value the option holds")
    code = main([command, "x.input", option, value])
    err = capsys.readouterr().err
    assert code == 2, err
    assert err.startswith("<command line>: error[usage]: ")
    assert f"argument {option}" in err or f"{option} takes" in err
    assert "Traceback" not in err and "internal error" not in err


@pytest.mark.parametrize(("argv", "named"), [
    (["check", "x.ll", "--jobs", "0"], "--jobs"),
    (["check", "x.ll", "--jobs", "1e9"], "--jobs"),
    (["check", "x.ll", "--workgroup-size", "inf"], "--workgroup-size"),
    (["check", "x.ll", "--workgroup-size", "-64"], "--workgroup-size"),
    (["check", "x.ll", "--workgroups", "99999999999999999999"], "--workgroups"),
    (["check", "x.ll", "--grid-size", "1,nan"], "--grid-size"),
    (["check", "x.ll", "--workgroup-size", "64,1,1,1"], "--workgroup-size"),
    (["triton", "k.py:k", "--num-warps", "1e308"], "--num-warps"),
    (["triton", "k.py:k", "--num-stages", "-3"], "--num-stages"),
    (["litmus", "x.litmus", "--timeout", "1e308"], "--timeout"),
    (["litmus", "x.litmus", "--timeout", "nan"], "--timeout"),
    (["litmus", "x.litmus", "--total-timeout", "inf"], "--total-timeout"),
    (["litmus", "x.litmus", "--max-candidates", "-1"], "--max-candidates"),
    (["litmus", "x.litmus", "--loop-bound", "inf"], "--loop-bound"),
    (["pipeline", "x.py", "--timeout", "1e308"], "--timeout"),
    (["pipeline", "x.py", "--seeds", "-1"], "--seeds"),
    (["pipeline", "x.py", "--max-steps", "nan"], "--max-steps"),
    (["lower", "x.ll", "--max-workgroup-size", "1e308"], "--max-workgroup-size"),
    (["lower", "x.ll", "--timeout", "-5"], "--timeout"),
    (["waitcnt", "x.ll", "--timeout", "inf"], "--timeout"),
])
def test_every_numeric_option_names_itself(argv: list[str], named: str,
                                           capsys: pytest.CaptureFixture[str]) -> None:
    code = main(argv)
    err = capsys.readouterr().err
    assert code == 2, err
    assert named in err and "Traceback" not in err


def test_the_largest_timeout_runs(capsys: pytest.CaptureFixture[str]) -> None:
    """1e9 s is the largest bound (cli/numbers.py): it arms the watchdog and the check
    runs to its verdict."""
    code = main(["check", str(EXAMPLE), "--workgroup-size", "64", "--arg", "n=8",
                 "--timeout", "1e9", "--max-states", str((1 << 63) - 1), "--format",
                 "json"])
    assert code == 1, capsys.readouterr().err


@pytest.mark.parametrize("seconds", [1e308, math.inf, math.nan, -1.0, 10**400, "600"])
def test_time_bound_never_raises_on_a_callers_value(seconds: object) -> None:
    """`--timeout 1e308` once ended in an OverflowError from setitimer; the watchdog
    now arms only for a value the timer holds, and leaves no timer behind."""
    with _time_bound(seconds):
        pass
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


@pytest.mark.parametrize(("arg", "message"), [
    ("n=inf", "--arg n=inf: n is i32; give an integer"),
    ("n=nan", "n is i32; give an integer"),
    ("n=1e308", "n is i32; give an integer"),
    ("n=4294967296", "4294967296 does not fit n, an i32 (-2147483648 to 4294967295)"),
    ("n=-2147483649", "does not fit n, an i32"),
    ("n=1:99999999999999999999", "does not fit n, an i32"),
    ("n=1,2,4294967296", "4294967296 does not fit n"),
    ("n=4:1", "is an empty range"),
])
def test_a_value_past_its_argument_is_a_usage_error(
        arg: str, message: str, capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(EXAMPLE), "--workgroup-size", "64", "--arg", arg])
    err = capsys.readouterr().err
    assert code == 2 and message in err and "Traceback" not in err, err


def test_a_sweep_and_a_tie_past_their_arguments_are_usage_errors(
        capsys: pytest.CaptureFixture[str]) -> None:
    base = ["check", str(EXAMPLE), "--workgroup-size", "64"]
    assert main([*base, "--sweep", "n=1:99999999999999999999"]) == 2
    assert "--sweep n=99999999999999999999: 99999999999999999999 does not fit n" in \
        capsys.readouterr().err
    assert main([*base, "--sweep", "n=-5:inf"]) == 2
    assert "n is i32; give an integer" in capsys.readouterr().err


def test_json_and_another_format_are_two_formats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(EXAMPLE), "--json", "--format", "sarif"]) == 2
    assert "--json and --format sarif are two formats" in capsys.readouterr().err


def test_html_calls_the_report_layer(capsys: pytest.CaptureFixture[str], tmp_path: Path,
                                     monkeypatch: pytest.MonkeyPatch) -> None:
    """The contract with amdsync.report.html: write_check_html(result, path, sources)
    for one launch and for several shapes (their merged result), sources None for an
    .ll given as it is; write_litmus_html(result, path) for a litmus test."""
    import sys  # noqa: PLC0415
    import types  # noqa: PLC0415

    calls: list[tuple[str, tuple[object, ...]]] = []
    fake = types.ModuleType("amdsync.report.html")

    def write_check_html(result: object, path: Path, sources: object = None,
                         kernel: object = None) -> None:
        calls.append(("check", (result, path, sources)))

    def write_litmus_html(result: object, path: Path, svg: object = None) -> None:
        calls.append(("litmus", (result, path)))

    fake.write_check_html = write_check_html  # type: ignore[attr-defined]
    fake.write_litmus_html = write_litmus_html  # type: ignore[attr-defined]
    fake.witness_svg = lambda result: None  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "amdsync.report.html", fake)
    out = tmp_path / "report.html"
    base = ["check", str(EXAMPLE), "--workgroup-size", "64", "--html", str(out)]
    assert main([*base, "--arg", "n=8"]) == 1
    assert main([*base, "--arg", "n=4,8", "--json"]) == 1
    litmus = ROOT / "tests" / "litmus" / "allowed" / "SB.wg.litmus"
    assert main(["litmus", str(litmus), "--html", str(out)]) == 0
    capsys.readouterr()
    assert [(kind, args[1]) for kind, args in calls] == [
        ("check", out), ("check", out), ("litmus", out)]
    assert [type(args[0]).__name__ for _, args in calls] == [
        "CheckResult", "CheckResult", "LitmusResult"]
    assert calls[0][1][2] is None and calls[1][1][2] is None


def test_html_of_a_compiled_kernel_carries_its_sources(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    """For a kernel amdsync compiled (hip, opencl), the report gets the text of the
    source files clang read, by the names the locations give them."""
    import shutil  # noqa: PLC0415
    import sys  # noqa: PLC0415
    import types  # noqa: PLC0415

    if shutil.which("clang-19") is None or not Path(
            "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode/ockl.bc").is_file():
        pytest.skip("clang-19 and rocm-device-libs are not installed (CI installs them)")
    seen: dict[str, str] = {}
    fake = types.ModuleType("amdsync.report.html")

    def write_check_html(result: object, path: Path, sources: dict[str, str],
                         kernel: object = None) -> None:
        seen.update(sources)

    fake.write_check_html = write_check_html  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "amdsync.report.html", fake)
    stencil = ROOT / "tests/frontends/projects/test_suite/stencil_block.hip"
    assert main(["hip", str(stencil), "--offload-arch", "gfx942", "--workgroup-size", "64",
                 "--arg", "n=64", "--html", str(tmp_path / "r.html"), "--",
                 "-DBLOCK=64", "-DSKIP_SYNC"]) == 1
    capsys.readouterr()
    # The source as the user wrote it, and the IR checked in a pane of its own (named
    # after the source, as every location names it; docs/findings.md).
    # (the source under the name its !dbg records, relative to where clang ran)
    (source,) = [name for name in seen if name.endswith("stencil_block.hip")]
    assert seen[source] == stencil.read_text()
    assert set(seen) == {source, f"{stencil}.ll"}
    assert "amdgpu_kernel" in seen[f"{stencil}.ll"]


def test_litmus_prints_json_too(capsys: pytest.CaptureFixture[str]) -> None:
    import json  # noqa: PLC0415

    litmus = ROOT / "tests" / "litmus" / "allowed"
    assert main(["litmus", str(litmus / "SB.wg.litmus"), "--json"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert one["verdict"] == "Ok" and one["outcomes"] and "seconds" not in one
    assert main(["litmus", str(litmus / "SB.wg.litmus"), str(litmus / "2+2W.litmus"),
                 "--format", "json"]) == 0
    many = json.loads(capsys.readouterr().out)
    assert many["exit"] == 0 and [t["test"] for t in many["tests"]] == ["SB.wg", "2+2W"]
    assert main(["litmus", str(litmus / "SB.wg.litmus"), "--json", "--dot"]) == 2
    assert "--dot prints DOT text" in capsys.readouterr().err

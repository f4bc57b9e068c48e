"""The `amdsync check` command-line contract: exit codes, located errors, JSON."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "wait_off_by_one.ll"
CLEAN = ROOT / "quality" / "straight_wait_exact.ll"
HEADER = 'target triple = "amdgcn-amd-amdhsa"\n'


def _run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _write(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_readme_example_reports_the_off_by_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "check", str(EXAMPLE), "--workgroup-size", "64",
                        "--arg", "n=8")
    assert code == 1
    # Reported where the value is used (the store to global memory), the read named as
    # its origin (docs/semantics/model.md, "Undefined values and their uses").
    assert "49:3: undef-read: a value that may be undef is stored to global memory" in out
    assert "the load at line 45 may read tiles[0] before the async copy at line 19 " \
           "writes it" in out
    assert "wait.asyncmark(3) leaves the covering mark outstanding; wait.asyncmark(2) " \
           "would cover it" in out


def test_json_contract(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "check", str(EXAMPLE), "--json", "--arg", "n=8")
    report = json.loads(out)
    assert code == 1 and report["status"] == "findings"
    kinds = {(f["kind"], f["line"]) for f in report["findings"]}
    assert kinds == {("undef-read", 49), ("race", 37)}
    finding = next(f for f in report["findings"] if f["kind"] == "undef-read")
    assert finding["origin"]["line"] == 45
    assert [step["line"] for step in finding["trace"]] == [19, 20, 40, 45, 49]
    code, out, _ = _run(capsys, "check", str(EXAMPLE), "--json", "--arg", "n=8",
                        "--strict-reads")
    strict = {(f["kind"], f["line"]) for f in json.loads(out)["findings"]}
    assert strict == {("undef-read", 45), ("race", 37)}
    assert set(report["stats"]) >= {"states", "seconds", "waves", "lanes"}
    code, out, _ = _run(capsys, "check", str(CLEAN), "--json")
    assert code == 0 and json.loads(out)["status"] == "clean"


def test_incomplete_when_a_bound_is_hit(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "check", str(CLEAN), "--json", "--max-states", "3")
    report = json.loads(out)
    assert code == 3 and report["status"] == "incomplete"
    assert "state bound reached" in report["incomplete"]["reason"]


def test_incomplete_when_a_branch_depends_on_an_unknown_argument(
        capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(capsys, "check", str(ROOT / "quality" / "pipeline_depth3_exact.ll"))
    assert code == 3
    assert "incomplete" in out and "pass --arg n=VALUE" in out
    # Findings made before the undecidable branch are still reported (exit 1).
    code, out, _ = _run(capsys, "check", str(EXAMPLE))
    assert code == 1 and "exploration also stopped early" in out


@pytest.mark.parametrize(("text", "code", "line", "col"), [
    ("define amdgpu_kernel void @k() {\n  %x = add i32 1\n  ret void\n}\n",
     "malformed-ir", 4, 3),
    ("define amdgpu_kernel void @k() {\n  call void @llvm.amdgcn.no.such.thing()\n"
     "  ret void\n}\ndeclare void @llvm.amdgcn.no.such.thing()\n", "unknown-intrinsic", 3, 3),
    ("define amdgpu_kernel void @k(i16 %n) {\n  call void @llvm.amdgcn.wait.asyncmark(i16 %n)\n"
     "  ret void\n}\ndeclare void @llvm.amdgcn.wait.asyncmark(i16)\n",
     "nonconstant-wait-count", 3, 3),
])
def test_bad_input_is_a_located_error(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                      text: str, code: str, line: int, col: int) -> None:
    path = _write(tmp_path, "bad.ll", HEADER + text)
    exit_code, out, err = _run(capsys, "check", path)
    assert exit_code == 2 and out == ""
    assert err.startswith(f"{path}:{line}:{col}: error[{code}]")
    assert "Traceback" not in err


def test_unknown_intrinsic_declared_opaque_is_a_warning(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = _write(tmp_path, "opaque.ll", HEADER + (
        "define amdgpu_kernel void @k() {\n  call void @llvm.amdgcn.no.such.thing()\n"
        "  ret void\n}\ndeclare void @llvm.amdgcn.no.such.thing()\n"))
    code, _, _ = _run(capsys, "check", path, "--opaque", "llvm.amdgcn.no.such.thing")
    assert code == 0


@pytest.mark.parametrize(("args", "message"), [
    (["--workgroup-size", "2048"], "exceeds the maximum flat work-group size 1024"),
    (["--workgroup-size", "0"], "must be positive"),
    (["--target", "gfx9999"], "unknown processor 'gfx9999'"),
    (["--target", "gfx942:cumode+"], "cumode"),
    (["--target", "gfx1100"], "does not exist on gfx1100"),
    (["--arg", "nope=1"], "no parameter 'nope'"),
    (["--arg", "n"], "--arg takes NAME=VALUE"),
    (["--dynamic-lds", "200000"], "bytes of LDS"),
])
def test_launch_and_target_errors(capsys: pytest.CaptureFixture[str], args: list[str],
                                  message: str) -> None:
    code, out, err = _run(capsys, "check", str(CLEAN), *args)
    assert code == 2 and out == ""
    assert message in err and "Traceback" not in err


def test_unsupported_copy_width_names_the_line(capsys: pytest.CaptureFixture[str]) -> None:
    kernel = ROOT / "quality" / "global_load_async_lds.ll"
    code, _, err = _run(capsys, "check", str(kernel), "--target", "gfx942")
    assert code == 2
    assert err.startswith(f"{kernel}:9:3: error[unsupported-on-target]: "
                          "llvm.amdgcn.global.load.async.lds cannot copy 16 bytes per lane")


def test_missing_file_and_usage(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "check", "no/such/file.ll")
    assert code == 2 and "no/such/file.ll" in err
    code, _, err = _run(capsys, "check")
    assert code == 2 and "usage" in err
    code, _, err = _run(capsys, "frobnicate")
    assert code == 2


def test_an_abbreviated_option_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    """``--grid 4`` once meant ``--grid-size 4`` (argparse's prefix matching): four
    work-items in one workgroup, where the user may have meant four workgroups. Every
    option must be spelled out; the full spelling still works."""
    code, out, err = _run(capsys, "check", str(EXAMPLE), "--grid", "4")
    assert code == 2 and not out
    assert err.startswith("<command line>: error[usage]: ")
    assert "unrecognized arguments: --grid 4" in err
    code, _, _ = _run(capsys, "check", str(EXAMPLE), "--grid-size", "64")
    assert code == 1


_VALID = CLEAN.read_text()


@settings(max_examples=60, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.data())
def test_mutated_input_never_crashes(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                     data: st.DataObject) -> None:
    """Whatever a user's file says, the answer is a verdict or a located error."""
    text = _VALID
    for _ in range(data.draw(st.integers(1, 3))):
        start = data.draw(st.integers(0, len(text) - 1))
        end = data.draw(st.integers(start, min(len(text), start + 12)))
        filler = data.draw(st.sampled_from(["", "0", "%t", "i64", "ptr", "(", "}", "7", "-1",
                                            "addrspace(3)", "@lds", "label %x", "\n"]))
        text = text[:start] + filler + text[end:]
    path = _write(tmp_path, "mutant.ll", text)
    code, _, err = _run(capsys, "check", path, "--workgroup-size", "64")
    assert code in (0, 1, 2, 3), err
    assert "Traceback" not in err and "internal error" not in err


"""Tied arguments and stepped sweeps (explore/lanes/ties.py; docs/semantics/sweeps.md, "Every launch
shape"): ``--arg S=@N`` makes S follow N in every shape and in every value of a
parametric class, so a stride can scale with the size it strides over;
``--sweep N=LO:HI:STEP`` explores every STEP-th value."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main
from amdsync.diagnostics import AmdsyncError
from amdsync.explore.lanes.ties import Tie, check_sources, parse_tie, resolve

# Lane t (of the first n) stores t to out[t * s]: s = 0 makes every such lane write
# out[0] with a different value (a race between lanes once n >= 2); s >= 1 is clean.
STRIDED = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n, i32 %s) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %in = icmp ult i32 %t, %n
  br i1 %in, label %body, label %done
body:
  %i = mul i32 %t, %s
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %t, ptr addrspace(1) %p
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""

# Lane t reads the 2-byte in[t + n] (misaligned for odd n: not a whole granule) from an
# input buffer at addresses that depend on n, and stores it to out[t].
UNALIGNED = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %t, %n
  %p = getelementptr i16, ptr addrspace(1) %in, i32 %i
  %v = load i16, ptr addrspace(1) %p
  %o = getelementptr i16, ptr addrspace(1) %out, i32 %t
  store i16 %v, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _check(path: Path, capsys: pytest.CaptureFixture[str], *extra: str
           ) -> tuple[int, dict[str, object]]:
    code = main(["check", str(path), "--workgroup-size", "64", "--format", "json", *extra])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return code, report


def test_tie_syntax() -> None:
    assert parse_tie("s", "@n") == Tie("s", "n")
    assert parse_tie("s", "@%n*4-8") == Tie("s", "n", 4, -8)
    assert parse_tie("8", "@4+1") == Tie("8", "4", 1, 1)
    assert parse_tie("8", "@4*2+1").value(10) == 21
    assert Tie("s", "n", 4, -8).text == "s=@n*4-8"
    assert resolve([Tie("s", "n", 2)], {"n": 5, "m": 1}) == {"n": 5, "m": 1, "s": 10}


@pytest.mark.parametrize(("ties", "given", "message"), [
    ([Tie("s", "n")], [], "--arg s=@n: n has no value (give --arg n=… or --sweep n=…)"),
    ([Tie("s", "n"), Tie("n", "m")], ["m"], "--arg s=@n: n is itself tied; tie to the "
     "argument it follows instead"),
    ([Tie("s", "n")], ["n", "s"], "--arg s=@n: s is also given a value of its own"),
])
def test_tie_sources_are_checked(ties: list[Tie], given: list[str], message: str) -> None:
    with pytest.raises(AmdsyncError) as error:
        check_sources(ties, given)
    assert error.value.message == message


@pytest.mark.parametrize(("text", "message"), [
    ("@", "--arg s=@: a tied argument is @NAME, @NAME*SCALE, @NAME+OFFSET or "
     "@NAME*SCALE-OFFSET"),
    ("@n*x", "--arg s=@n*x: a tied argument is @NAME, @NAME*SCALE, @NAME+OFFSET or "
     "@NAME*SCALE-OFFSET"),
    ("@s", "--arg s=@s: an argument cannot follow itself"),
])
def test_malformed_ties_are_usage_errors(text: str, message: str) -> None:
    with pytest.raises(AmdsyncError) as error:
        parse_tie("s", text)
    assert (error.value.code, error.value.message) == ("usage", message)


def test_a_tie_without_a_source_is_exit_2(tmp_path: Path,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.ll"
    path.write_text(STRIDED)
    code = main(["check", str(path), "--workgroup-size", "64", "--arg", "s=@n"])
    err = capsys.readouterr().err
    assert code == 2
    assert "<command line>" in err and "n has no value" in err


def test_a_tied_stride_follows_every_value_of_a_parametric_class(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """s = n - 2 over n in [0, 8]: the parametric run's classes give, for each n, the
    verdict of checking that n alone with s = n - 2 written out."""
    path = tmp_path / "k.ll"
    path.write_text(STRIDED)
    code, report = _check(path, capsys, "--sweep", "n=0:8", "--arg", "s=@n-2")
    [shape] = report["shapes"]  # type: ignore[misc]
    by_value: dict[int, str] = {}
    for cls in shape["classes"]:
        for part in cls["values"].split(", "):
            lo, _, hi = part.partition("..")
            for n in range(int(lo), int(hi or lo) + 1):
                by_value[n] = cls["status"]
    alone = {}
    for n in range(9):
        single, single_report = _check(path, capsys, "--arg", f"n={n}", "--arg",
                                       f"s={n - 2}")
        alone[n] = single_report["status"]
        assert single == (1 if alone[n] == "findings" else 0)
    assert by_value == alone
    # s = 0 only at n = 2 (two lanes write out[0]); s < 0 (n < 2) writes at most one
    # lane for n = 1 and none for n = 0.
    assert [n for n, status in alone.items() if status == "findings"] == [2]
    assert (code, report["status"]) == (1, "findings")


def test_a_tie_to_an_enumerated_argument_is_resolved_per_shape(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.ll"
    path.write_text(STRIDED)
    code, report = _check(path, capsys, "--arg", "n=1,2,3", "--arg", "s=@n*0")
    assert [(s["args"], s["status"]) for s in report["shapes"]] == [  # type: ignore[attr-defined]
        ({"n": 1, "s": 0}, "clean"), ({"n": 2, "s": 0}, "findings"),
        ({"n": 3, "s": 0}, "findings")]
    assert code == 1


def test_a_stepped_sweep_explores_every_step(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "k.ll"
    path.write_text(STRIDED)
    code, report = _check(path, capsys, "--sweep", "n=4:64:4", "--arg", "s=@n")
    assert (code, report["status"]) == (0, "clean")
    assert report["coverage"] == [{"name": "n", "values": "4, 8, 12, 16, 20, 24, 28, 32, "
                                   "36, 40, 44, 48, 52, 56, 60, 64", "exhaustive": True,
                                   "range": "[4, 64] step 4", "parametric": True}]


def test_unaligned_reads_of_a_relaxed_input_stay_parametric(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """The read-only relaxation (explore/values/param.py) holds for reads of any alignment: a
    2-byte read at an odd element offset no longer ends the parametric run."""
    path = tmp_path / "k.ll"
    path.write_text(UNALIGNED)
    code, report = _check(path, capsys, "--sweep", "n=0:100")
    assert (code, report["status"]) == (0, "clean")
    assert "fallback" not in report
    [shape] = report["shapes"]  # type: ignore[misc]
    assert [(c["values"], c["status"]) for c in shape["classes"]] == [("0..100", "clean")]

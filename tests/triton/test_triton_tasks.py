"""`amdsync triton --sweep` / `--arg N=a,b` as tasks (amdsync.triton.sweep; docs/tasks.md,
"Sweep classes as tasks"; docs/triton.md, "Several shapes"): the kernel is compiled
here, once per specialization, and its shapes and runs are checked as units carrying
the IR text, on `--jobs 1` (this process) or `--jobs 2` (worker processes) with the same
JSON report and exit code. The Ray executor is checked on the same sweep in
tests/tasks/test_ray.py."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from amdsync.cli.main import main
from amdsync.tasks.model import without_timings

KERNELS = Path(__file__).parent / "sweep_kernels.py"
CLAMP = [f"{KERNELS}:clamp_kernel", "--num-warps", "2", "--constexpr", "BLOCK=128",
         "--arg-type", "x_ptr=*fp32", "--arg-type", "y_ptr=*fp32", "--json"]
SHIFT = [f"{KERNELS}:shift_kernel", "--num-warps", "2", "--constexpr", "BLOCK=128",
         "--arg-type", "x_ptr=*fp32", "--json"]


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, Any]:
    code = main(["triton", *argv])
    return code, json.loads(capsys.readouterr().out)


def files(report: Any) -> set[str]:
    return {f["file"] for shape in report["shapes"] for f in shape["findings"]}


def test_a_parametric_sweep_is_the_same_on_one_and_two_processes(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`--sweep n=1:20`: one parametric unit per specialization of n (divisible by 16 or
    not: two compiled kernels, each named by its number, never a temporary path)."""
    one = run([*CLAMP, "--sweep", "n=1:20", "--jobs", "1"], capsys)
    two = run([*CLAMP, "--sweep", "n=1:20", "--jobs", "2"], capsys)
    assert one[0] == two[0] == 1
    assert without_timings(one[1]) == without_timings(two[1])
    report = one[1]
    assert report["coverage"][0]["parametric"] is True
    assert [[(c["values"], c["status"]) for c in s["classes"]][:2]
            for s in report["shapes"]] == [[("1", "findings"), ("2", "findings")],
                                           [("16", "findings")]]
    assert files(report) == {"amdsync-triton-clamp_kernel-0.ll",
                             "amdsync-triton-clamp_kernel-1.ll"}


def test_shapes_and_a_fallback_are_the_same_on_one_and_two_processes(
        capsys: pytest.CaptureFixture[str]) -> None:
    """`--sweep n=1:20` on a kernel that writes the buffer it reads: the parametric
    run's read-only assumption fails (its units say so), and the range is checked value
    by value, one unit per value, on the kernels compiled per specialization."""
    one = run([*SHIFT, "--sweep", "n=1:20", "--jobs", "1"], capsys)
    two = run([*SHIFT, "--sweep", "n=1:20", "--jobs", "2"], capsys)
    assert one[0] == two[0] == 1
    assert without_timings(one[1]) == without_timings(two[1])
    report = one[1]
    assert report["fallback"]
    assert [(s["args"]["n"], s["status"]) for s in report["shapes"]] == [
        (n, "clean" if n == 1 else "findings") for n in range(1, 21)]
    assert files(report) == {"amdsync-triton-shift_kernel-0.ll",
                             "amdsync-triton-shift_kernel-1.ll"}


def test_a_bound_reached_while_compiling_says_so(capsys: pytest.CaptureFixture[str]
                                                 ) -> None:
    """A sweep whose --timeout ends before its kernels are compiled: what was not
    compiled is not checked, and the report says the bound cut it (exit 3)."""
    code, report = run([*CLAMP, "--arg", "n=1,16", "--timeout", "0.001", "--jobs", "1"],
                       capsys)
    assert code == 3 and report["status"] == "incomplete"
    assert "time bound reached (--timeout 0.001 s)" in json.dumps(report)

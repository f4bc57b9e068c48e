"""`check --sweep` explores every value of the range parametrically (explore/values/param.py):
the text and JSON reports list the classes; a range the read-only relaxation does not
hold for falls back to checking value by value (or a sample), and says why."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

ROOT = Path(__file__).resolve().parents[2]

# Lane t reads in[t + n] (an input buffer, at addresses that depend on n) and, when
# WRITE is set, wave 0 then writes in[0]: the input is not read-only after all.
KERNEL = """
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = add i32 %t, %n
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  WRITE
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def _run(tmp_path: Path, write: str, capsys: pytest.CaptureFixture[str],
         *extra: str) -> tuple[int, dict[str, object]]:
    path = tmp_path / "k.ll"
    path.write_text(KERNEL.replace("WRITE", write))
    code = main(["check", str(path), "--workgroup-size", "64", "--sweep", "n=0:1000",
                 "--format", "json", *extra])
    report: dict[str, object] = json.loads(capsys.readouterr().out)
    return code, report


def test_an_input_read_at_value_dependent_addresses_is_one_class(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, report = _run(tmp_path, "", capsys)
    assert (code, report["status"]) == (0, "clean")
    [shape] = report["shapes"]  # type: ignore[misc]
    assert shape["classes"] == [{"name": "n", "values": "0..1000", "count": 1001,
                                 "status": "clean", "findings": []}]
    assert report["coverage"][0]["parametric"] is True  # type: ignore[index]
    assert "fallback" not in report


def test_a_written_input_falls_back_to_value_by_value(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    store = "store i32 1, ptr addrspace(1) %in"
    code, report = _run(tmp_path, store, capsys, "--max-shapes", "5")
    # Every lane then writes in[0], which the value-dependent reads may have read: the
    # parametric run stops and the range is sampled (five values here).
    assert report["fallback"] == ("n: a buffer read at addresses that depend on n "
                                  "(global region 1 assumed read-only was written) is "
                                  "written too")
    # At n = 0 lane 0 reads in[0] and then every lane writes it: lane 0's read is not
    # ordered before the other lanes' writes (lanes are threads), so it may return undef,
    # stored to out[0] at line 9 (docs/semantics/atomics-and-lanes.md, "The one write stands
    # for every lane's"); the other sampled values are clean.
    assert (code, report["status"]) == (1, "findings")
    shapes = report["shapes"]
    assert [(s["args"], s["status"]) for s in shapes] == [  # type: ignore[attr-defined]
        ({"n": 0}, "findings"), ({"n": 1}, "clean"), ({"n": 2}, "clean"),
        ({"n": 999}, "clean"), ({"n": 1000}, "clean")]
    finding = shapes[0]["findings"][0]  # type: ignore[index]
    assert (finding["kind"], finding["line"]) == ("race", 9)
    assert "the load at line 7 races with the store at line 10" in finding["message"]
    assert report["coverage"][0]["parametric"] is False  # type: ignore[index]


def test_the_text_report_lists_the_classes(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["check", str(ROOT / "quality" / "pipeline_depth2_exact.ll"),
                 "--workgroup-size", "64", "--sweep", "n=1:4"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.splitlines()[:4] == ["n=1: clean", "n=2: clean", "n=3: clean", "n=4: clean"]
    assert ("clean: 1 shape(s): 1 clean, 0 with findings, 0 incomplete; n: every value of "
            "[1, 4] (4 values, explored as 4 class(es) of values that run alike)") in out

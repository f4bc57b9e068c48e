"""A GWS barrier whose count of waves differs across the active lanes of a wave, or
counts no wave at all, is a located error (explore/sync/synchronization.py, ``_gws``), not
a traceback."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %n) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = COUNT
  call void @llvm.amdgcn.ds.gws.barrier(i32 %c, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.ds.gws.barrier(i32, i32)
"""


@pytest.mark.parametrize(("count", "message"), [
    ("add i32 %t, 0", "the GWS count of waves differs across the active lanes of a wave"),
    ("sub i32 0, 2", "counts -1 waves")])
def test_a_bad_gws_count_is_located(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                    count: str, message: str) -> None:
    path = tmp_path / "k.ll"
    path.write_text(KERNEL.replace("COUNT", count))
    code = main(["check", str(path), "--workgroup-size", "64", "--arg", "n=0"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith(f"{path}:5:3: error[") and message in err, err

"""A `--sweep` over a kernel whose branch depends on unknown data (docs/semantics/every-input.md,
"Every input"): one class of the sweep stands for several values, where the sides of
an unknown branch are not explored, so the check is `incomplete` and says why and what
to do; each value given with `--arg` is decided for every input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from amdsync.cli.main import main

FLAG = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %a = load i32, ptr addrspace(1) %in
  %c = icmp sgt i32 %a, %n
  br i1 %c, label %bad, label %good
bad:
  store i32 %t, ptr addrspace(1) %out
  br label %end
good:
  %mine = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %t, ptr addrspace(1) %mine
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""


def test_a_sweep_over_unknown_data_says_why(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "flag.ll"
    path.write_text(FLAG)
    argv = ["check", str(path), "--workgroup-size", "4", "--jobs", "1"]
    assert main([*argv, "--sweep", "n=0:3"]) == 3
    out = capsys.readouterr().out
    assert ("and the sides of a branch on unknown data are explored only in a run of one "
            "value, not in a class of 4 values of a --sweep (check each value with --arg, "
            "or give the data with --input)") in out
    assert main([*argv, "--arg", "n=3", "--json"]) == 1  # one value: the race, witnessed
    report = json.loads(capsys.readouterr().out)
    assert [f["line"] for f in report["findings"]] == [9]
    assert report["findings"][0]["message"].endswith("(--input in=values:i32:4)")

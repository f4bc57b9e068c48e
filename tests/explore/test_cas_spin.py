"""Spin locks: a compare-exchange loop is an await (docs/check.md, "Spin loops"), and a
compare-exchange whose compare fails is a load with its failure ordering that writes
nothing (LLVM LangRef, cmpxchg) — so a lock nobody frees is a deadlock, not a run to
the time bound, and a failed acq_rel compare-exchange releases nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.cli.main import main

LOCK = """target triple = "amdgcn-amd-amdhsa"
@lock = addrspace(1) global i32 0, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %total) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %first = icmp eq i32 %t, 0
  br i1 %first, label %spin, label %done
spin:
  %r = cmpxchg ptr addrspace(1) @lock, i32 0, i32 1 syncscope("agent") ACQUIRE monotonic
  %ok = extractvalue { i32, i1 } %r, 1
  br i1 %ok, label %held, label %spin
held:
  %v = load i32, ptr addrspace(1) %total
  %w = add i32 %v, 1
  store i32 %w, ptr addrspace(1) %total
  UNLOCK
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
"""
RELEASE = 'store atomic i32 0, ptr addrspace(1) @lock syncscope("agent") release, align 4'
RELAXED = 'store atomic i32 0, ptr addrspace(1) @lock syncscope("agent") monotonic, align 4'


@pytest.mark.parametrize(("acquire", "unlock", "status", "kind"), [
    ("acquire", RELEASE, 0, None),  # a correct lock
    ("monotonic", RELAXED, 1, "race"),  # relaxed: the updates race
    ("acquire", "", 1, "deadlock"),  # never freed: the second holder waits forever
])
def test_spin_lock(acquire: str, unlock: str, status: int, kind: str | None, tmp_path: Path,
                   capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "lock.ll"
    file.write_text(LOCK.replace("ACQUIRE", acquire).replace("UNLOCK", unlock))
    code = main(["check", str(file), "--target", "gfx942", "--workgroup-size", "64",
                 "--workgroups", "3", "--timeout", "60"])
    out = capsys.readouterr().out
    assert code == status, out
    if kind is not None:
        assert f": {kind}: " in out
    if kind == "deadlock":
        assert "spins on lock[0], and no write that could end its loop ever comes" in out

"""Spin locks: a compare-exchange loop is an await (docs/semantics/schedules.md, "Full exploration
when values decide events"), and a compare-exchange whose compare fails is a load with its
failure ordering that writes nothing (LLVM LangRef, cmpxchg) — so a lock nobody frees is a
deadlock, not a run to the time bound, and a failed acq_rel compare-exchange releases
nothing."""

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


POLL = """target triple = "amdgcn-amd-amdhsa"
@flag = addrspace(1) global i32 0, align 4

define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %producer = icmp eq i32 %wg, 0
  br i1 %producer, label %send, label %poll
send:
  store i32 7, ptr addrspace(1) %data
  fence syncscope("agent") release
  SET
  br label %done
poll:
  %v = atomicrmw RMW ptr addrspace(1) @flag, i32 OPERAND syncscope("agent-one-as") monotonic
  %zero = icmp eq i32 %v, 0
  br i1 %zero, label %poll, label %got
got:
  fence syncscope("agent") acquire
  %d = load i32, ptr addrspace(1) %data
  store i32 %d, ptr addrspace(1) %out
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
"""
SET = 'atomicrmw xchg ptr addrspace(1) @flag, i32 1 syncscope("agent-one-as") monotonic'


@pytest.mark.parametrize(("rmw", "operand", "setter", "status", "kind"), [
    ("add", "0", SET, 0, None),  # HIP's atomicAdd(&flag, 0) poll, fences on both sides
    ("or", "0", SET, 0, None),
    ("and", "-1", SET, 0, None),
    ("add", "0", "", 1, "deadlock"),  # nobody sets the flag
])
def test_idle_rmw_poll(rmw: str, operand: str, setter: str, status: int, kind: str | None,
                       tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A read-modify-write that writes back what it read (add 0, or 0, and -1) in a
    poll loop is an await: it is a write in LLVM, but one that changes no value."""
    file = tmp_path / "poll.ll"
    file.write_text(POLL.replace("RMW", rmw).replace("OPERAND", operand)
                    .replace("SET", setter))
    code = main(["check", str(file), "--target", "gfx942", "--workgroup-size", "1",
                 "--workgroups", "2", "--timeout", "60"])
    out = capsys.readouterr().out
    assert code == status, out
    if kind is not None:
        assert f": {kind}: " in out and "spins on flag[0]" in out

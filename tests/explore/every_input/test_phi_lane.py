"""One lane of a phi whose register is unknown as a whole (explore/machine/registers.py
``_phi_lane``; docs/semantics/every-input.md, "Every input", "One lane of a phi"): Triton's spin
lock — one lane's ``atomic_cas``, whose phi takes ``undef`` along the other lanes' edge,
broadcast by ``readlane`` — is followed, so the lock's critical section is checked."""

from __future__ import annotations

from amdsync.api import check
from amdsync.explore.findings.result import CheckResult

# Two programs (workgroups) of two lanes; lane 0 takes the lock as Triton does, adds 1
# to data[0] inside it and releases it. READ_OUTSIDE: the twin's load before the lock.
LOCK = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %lock, ptr addrspace(1) %data) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %is0 = icmp eq i32 %t, 0
  EARLY
  br label %spin
spin:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %is0, label %cas, label %join
cas:
  %r = cmpxchg ptr addrspace(1) %lock, i32 0, i32 1 syncscope("agent") acq_rel monotonic
  %old = extractvalue { i32, i1 } %r, 0
  br label %join
join:
  %p = phi i32 [ undef, %spin ], [ %old, %cas ]
  %b = call i32 @llvm.amdgcn.readlane.i32(i32 %p, i32 0)
  %again = icmp eq i32 %b, 1
  br i1 %again, label %spin, label %crit
crit:
  br i1 %is0, label %work, label %out
work:
  %d = load i32, ptr addrspace(1) %data
  %d1 = add i32 %d, 1
  store i32 %d1, ptr addrspace(1) %data
  RELEASE
  br label %out
out:
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare void @llvm.amdgcn.s.barrier()
"""
RELEASE = ('%rel = atomicrmw xchg ptr addrspace(1) %lock, i32 0 syncscope("agent") '
           "acq_rel, align 4")


def _run(early: str = "", release: str = RELEASE) -> CheckResult:
    text = LOCK.replace("EARLY", early).replace("RELEASE", release)
    if early:
        text = text.replace("%d1 = add i32 %d, 1", "%d1 = add i32 %e, 1")
    return check(text, workgroup_size=2, workgroups=2,
                 inputs={"lock": "zeros:4", "data": "zeros:4"})


def test_the_lock_is_followed_and_clean() -> None:
    result = _run()
    assert result.status == "clean", result.incomplete_reason
    assert result.stats.schedules > 1  # (either program may take the lock first)


def test_a_read_outside_the_lock_races_at_its_line() -> None:
    """The twin reads data[0] before taking the lock and stores it plus 1 inside:
    its read races with the other program's store (line 27), and the value it may
    return, undef, is stored."""
    result = _run(early="%e = load i32, ptr addrspace(1) %data")
    assert {(f.kind, f.loc.line) for f in result.findings} == {("race", 27)}
    assert "the load at line 6 races with the store at line 27" in (
        result.findings[0].message), result.findings[0].message


def test_a_lock_never_released_deadlocks() -> None:
    result = _run(release="")
    assert {(f.kind, f.loc.line) for f in result.findings} == {("deadlock", 14)}  # its cas


def test_a_lane_from_the_undef_edge_stays_unknown() -> None:
    """readlane of lane 1, which came along the undef edge: unknown, the spin branch
    `incomplete` (never a value chosen for undef)."""
    text = LOCK.replace("EARLY", "").replace("RELEASE", RELEASE).replace(
        "@llvm.amdgcn.readlane.i32(i32 %p, i32 0)", "@llvm.amdgcn.readlane.i32(i32 %p, i32 1)")
    result = check(text, workgroup_size=2, workgroups=2,
                   inputs={"lock": "zeros:4", "data": "zeros:4"})
    assert result.status == "incomplete"
    assert (result.incomplete_reason or "").startswith(
        "a branch condition depends on a value amdsync does not track")

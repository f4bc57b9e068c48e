"""Every order of the waits for barrier-completed tensor operations (issue 43, item 2;
docs/semantics/async-copies.md, "Barrier-completed operations", Schedule).

Two waves of 32 lanes in different roles. The *issuer* wave's first lane initializes
the LDS barrier @bar for one arrival per phase (INIT); the wave then loads a 2 x 8 i32
tile into @tile[0..15] with the barrier bit set (COPY1) before the workgroup barrier;
after it, lanes 16-31
of the issuer (owner lane 16 of the wave, not COPY1's lane 0) load another tile into
@tile[32..47] arriving on the same barrier (COPY2). The *waiter* wave only waits for
phase 0 (POLL) and reads @tile[0..15] (READ), storing what it read (USE).

With the waiter as wave 0 it reaches POLL before the issuer, the later wave, issues
COPY2. If it reads then, the one arrival in flight is COPY1's: it completed phase 0,
and READ is ordered after it. If the issuer runs ahead first, COPY1 and COPY2 (two
owners) are both in flight and either may have completed phase 0: READ is ordered
after neither and may read @tile[0..15] while COPY1 writes it — an `undef-read` at USE
whose origin is READ, found only in that order. The twin whose COPY2 the whole wave
issues (one owner: its loads complete in order, so COPY1 completed the phase) is
clean in every order.
"""

from __future__ import annotations

import pytest

from amdsync.api import check

GROUP1 = "<8 x i32> <" + ", ".join(
    f"i32 {w}" for w in [2 << 16 | 1 << 18, 8 << 16 | 256 >> 3, 4 << 16, 8 << 16, 2, 8, 0, 0]
) + ">"

KERNEL = """target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16
@bar = internal addrspace(3) global i64 poison, align 8

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) #0 {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = lshr i32 %t, 5
  %lane = and i32 %t, 31
  %first = icmp eq i32 %lane, 0
  %issuer = icmp eq i32 %w, ISSUER
  %ga = ptrtoint ptr addrspace(1) %g to i64
  %lo = trunc i64 %ga to i32
  %hi64 = lshr i64 %ga, 32
  %hi = trunc i64 %hi64 to i32
  %type = or i32 %hi, -2147483648
  br i1 %issuer, label %early, label %sync

early:
  br i1 %first, label %init, label %copy1

init:
  store i64 0, ptr addrspace(3) @bar, align 8 ; INIT
  br label %copy1

copy1:
  %lp = getelementptr i32, ptr addrspace(3) @tile, i32 0
  %lds = ptrtoint ptr addrspace(3) %lp to i32
  %g0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds, i32 1
  %g0b = insertelement <4 x i32> %g0a, i32 %lo, i32 2
  %g0 = insertelement <4 x i32> %g0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, GROUP1, i32 0) ; COPY1
  br label %sync

sync:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %issuer, label %issue, label %wait

issue:
  %upper = icmp uge i32 %lane, OWNER
  br i1 %upper, label %copy2, label %exit

copy2:
  %lp2 = getelementptr i32, ptr addrspace(3) @tile, i32 32
  %lds2 = ptrtoint ptr addrspace(3) %lp2 to i32
  %h0a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %lds2, i32 1
  %h0b = insertelement <4 x i32> %h0a, i32 %lo, i32 2
  %h0 = insertelement <4 x i32> %h0b, i32 %type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %h0, GROUP1, i32 0) ; COPY2
  br label %exit

wait:
  %word = load i64, ptr addrspace(3) @bar, align 8 ; POLL
  %phase = and i64 %word, 536870912
  %same = icmp eq i64 %phase, 0
  br i1 %same, label %wait, label %done

done:
  %low = and i32 %t, 15
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %low
  %v = load i32, ptr addrspace(3) %p ; READ
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o ; USE
  br label %exit

exit:
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
"""


def kernel(issuer: int, owner: int) -> str:
    return (KERNEL.replace("ISSUER", str(issuer)).replace("GROUP1", GROUP1)
            .replace("OWNER", str(owner)))


def line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1)
                if line.endswith("; " + marker))


def run(text: str) -> tuple[str, list[tuple[str, int, int | None]]]:
    result = check(text, target="gfx1250", workgroup_size=64)
    return result.status, [(f.kind, f.loc.line, f.origin.line if f.origin else None)
                           for f in result.findings]


@pytest.mark.parametrize("issuer", [0, 1])
def test_a_race_found_only_when_the_issuer_runs_ahead_of_the_wait(issuer: int) -> None:
    """COPY2 of another owner in flight beside COPY1 when the waiter reads the barrier
    (the issuer ran ahead of the wait): READ may read COPY1's tile in flight, an
    undef-read at USE whose origin is READ — with the issuer as either wave (before
    every order was explored, the issuer as wave 0 left it unfound: `incomplete`)."""
    text = kernel(issuer, owner=16)
    assert run(text) == ("findings", [
        ("undef-read", line_of(text, "USE"), line_of(text, "READ"))])


@pytest.mark.parametrize("issuer", [0, 1])
def test_the_twin_whose_loads_one_owner_issues_is_clean(issuer: int) -> None:
    """COPY2 issued by the whole wave: one owner, whose loads complete in order, so
    the arrival that completed phase 0 is COPY1's in every order — clean, no note
    that some order was not explored."""
    text = kernel(issuer, owner=0)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "clean", result.incomplete_reason
    assert result.findings == []
    assert [n.kind for n in result.notes] == ["async-outstanding-at-exit"]

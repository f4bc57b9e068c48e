"""An acquire fence synchronizes with the releases a relaxed atomic read of the same
thread read from, however many barriers lie between the read and the fence (LLVM
LangRef, fence synchronization: "there exist atomic operations X and Y ... Y is
sequenced before B" — nothing requires Y to be the thread's last synchronization).

The pattern is the last-block reduction HIP compiles: work-item 0 takes a ticket with a
relaxed read-modify-write, shares the outcome through LDS and __syncthreads (a
workgroup fence pair around s_barrier), then runs __threadfence (an agent acquire) and
reads the other workgroups' partial results. A barrier wait used to replace the
pending acquisitions of earlier relaxed reads, so check reported a false race."""

from __future__ import annotations

from pathlib import Path

import pytest

from amdsync.cli.main import main

KERNEL = """target triple = "amdgcn-amd-amdhsa"
@tickets = addrspace(1) global i32 0, align 4
@last = internal addrspace(3) global i8 undef, align 1

define amdgpu_kernel void @k(ptr addrspace(1) %data, ptr addrspace(1) %out) {
entry:
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %t0 = icmp eq i32 %tid, 0
  br i1 %t0, label %first, label %join
first:
  %p = getelementptr i32, ptr addrspace(1) %data, i32 %wg
  store i32 7, ptr addrspace(1) %p
  RELEASE
  %t = atomicrmw add ptr addrspace(1) @tickets, i32 1 syncscope("agent-one-as") monotonic, align 4
  %last = icmp eq i32 %t, 2
  %lv = zext i1 %last to i8
  store i8 %lv, ptr addrspace(3) @last
  br label %join
join:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %l = load i8, ptr addrspace(3) @last
  %lb = trunc i8 %l to i1
  %go = and i1 %t0, %lb
  br i1 %go, label %reader, label %done
reader:
  ACQUIRE
  %v = load i32, ptr addrspace(1) %data
  store i32 %v, ptr addrspace(1) %out
  br label %done
done:
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"""
FENCE = 'fence syncscope("agent") seq_cst'


@pytest.mark.parametrize(("release", "acquire", "status"), [
    (FENCE, FENCE, 0),  # synchronizes: clean
    ("", FENCE, 1),  # no release fence before the ticket: the partial races
    (FENCE, "", 1),  # no acquire fence after the barrier: the partial races
    # A workgroup-scope acquire fence is not inclusive with the other workgroup's agent
    # release (amdgpu-memory-model, "Inclusive Scopes"): no synchronization. check once
    # compared the release's scope with the reader's own place and said clean.
    (FENCE, 'fence syncscope("workgroup") acquire', 1),
])
def test_fence_pairs_through_a_barrier(release: str, acquire: str, status: int,
                                       tmp_path: Path,
                                       capsys: pytest.CaptureFixture[str]) -> None:
    file = tmp_path / "last_block.ll"
    file.write_text(KERNEL.replace("RELEASE", release).replace("ACQUIRE", acquire))
    code = main(["check", str(file), "--target", "gfx942", "--workgroup-size", "64",
                 "--workgroups", "3"])
    out = capsys.readouterr().out
    assert code == status, out
    if status:
        assert "race" in out and "store of data[0] by lane 0 of wave 0" in out

"""Small LLVM IR kernels for the barrier tests: a body, the declarations it needs."""

from __future__ import annotations

from amdsync.explore.findings.result import CheckResult
from amdsync.explore.machine.machine import ExploreOptions
from amdsync.explore.search.check import check_program
from amdsync.formats.llvm import read_llvm_text
from amdsync.program.topology import Launch

DECLARATIONS = """
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()
declare void @llvm.amdgcn.s.barrier.signal(i32 immarg)
declare i1 @llvm.amdgcn.s.barrier.signal.isfirst(i32 immarg)
declare void @llvm.amdgcn.s.barrier.signal.var(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.wait(i16 immarg)
declare void @llvm.amdgcn.s.barrier.init(ptr addrspace(3), i32)
declare void @llvm.amdgcn.s.barrier.join(ptr addrspace(3))
declare void @llvm.amdgcn.s.barrier.leave(i16 immarg)
declare void @llvm.amdgcn.s.cluster.barrier()
declare void @llvm.amdgcn.load.async.to.lds.p1(ptr addrspace(1), ptr addrspace(3), i32, i32, i32)
declare void @llvm.amdgcn.global.load.async.to.lds.b32(ptr addrspace(1), ptr addrspace(3),
                                                       i32 immarg, i32 immarg)
declare void @llvm.amdgcn.asyncmark()
declare void @llvm.amdgcn.wait.asyncmark(i16)
"""

PRELUDE = """target triple = "amdgcn-amd-amdhsa"
@a = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@b = internal addrspace(3) global target("amdgcn.named.barrier", 0) poison
@lds = internal addrspace(3) global [256 x i32] poison, align 16
"""

# gfx1250 runs wave32: 64 work-items are two waves.
TWO_WAVES = Launch(workgroup_size=(64, 1, 1), wave_size=32)
FOUR_WAVES = Launch(workgroup_size=(128, 1, 1), wave_size=32)


def kernel(body: str, params: str = "ptr addrspace(1) %g, ptr addrspace(1) %out") -> str:
    """A kernel with %t (work-item id) and %wave (wave id, wave32) defined."""
    return (PRELUDE + f"define amdgpu_kernel void @k({params}) {{\nentry:\n"
            "  %t = call i32 @llvm.amdgcn.workitem.id.x()\n"
            "  %wave = lshr i32 %t, 5\n" + body + "\n}\n" + DECLARATIONS)


def check(text: str, launch: Launch = TWO_WAVES) -> CheckResult:
    return check_program(read_llvm_text(text, "barrier.ll"), launch,
                         ExploreOptions(strict_reads=True))


def kinds(result: CheckResult) -> list[str]:
    """Finding kinds, barrier rules spelled out: ``barrier-ub:<rule>``."""
    out = []
    for finding in result.findings:
        if finding.kind == "barrier-ub":
            out.append("barrier-ub:" + finding.message.split(":")[0])
        else:
            out.append(finding.kind)
    return sorted(out)

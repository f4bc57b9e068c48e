# ruff: noqa: E501  (IR lines are kept as LLVM prints them)
"""Tensor DMA descriptors built from scalarized vectors (docs/llvm-reader.md, "Tensor
DMA descriptors", "Integer vectors"): a group chosen per wave with a vector ``select``
on the wave id, group 0's global address and type set through a ``<2 x i64>`` view
with ``or``, and group 1 assembled with ``shufflevector``: read as each wave's own
words, so the checker sees each wave load its own tile."""

from __future__ import annotations

from amdsync.api import check

KERNEL = """target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [64 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = call i32 @llvm.amdgcn.wave.id()
  %ga = ptrtoint ptr addrspace(1) %g to i64
  %lds = ptrtoint ptr addrspace(3) @tile to i32
  %lds1 = add i32 %lds, SECOND
  %base = insertelement <2 x i64> <i64 1, i64 0>, i64 %ga, i64 1
  %typed = or <2 x i64> %base, <i64 0, i64 -9223372036854775808>
  %view = bitcast <2 x i64> %typed to <4 x i32>
  %first = icmp eq i32 %w, 0
  %g0x = insertelement <4 x i32> %view, i32 %lds, i32 1
  %g0y = insertelement <4 x i32> %view, i32 %lds1, i32 1
  %g0 = select i1 %first, <4 x i32> %g0x, <4 x i32> %g0y
  %g1a = shufflevector <4 x i32> <i32 131072, i32 524288, i32 262144, i32 524288>, <4 x i32> <i32 4, i32 8, i32 0, i32 0>, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %g0, <8 x i32> %g1a, i32 0) ; COPY
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  %lane = and i32 %t, 31
  %row = mul i32 %w, SECONDWORDS
  %i = add i32 %row, %lane
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %i
  %v = load i32, ptr addrspace(3) %p ; READ
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.wave.id()
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
"""


def kernel(second_bytes: int) -> str:
    return KERNEL.replace("SECONDWORDS", str(second_bytes // 4)).replace(
        "SECOND", str(second_bytes))


def line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if marker in line)


def test_each_wave_loads_its_own_tile_through_a_select_on_the_wave_id() -> None:
    """A 4 x 8 tile of i32 is 128 bytes: the second wave's tile starts 128 bytes on."""
    result = check(kernel(128), target="gfx1250", workgroup_size=64)
    assert result.status == "clean", (result.status, result.incomplete_reason,
                                      [str(f) for f in result.findings])


def test_overlapping_per_wave_tiles_race() -> None:
    """The second wave's tile 64 bytes on overlaps the first one's: the copies race."""
    text = kernel(64)
    result = check(text, target="gfx1250", workgroup_size=64)
    assert result.status == "findings"
    assert ("race", line_of(text, "; COPY")) in {(f.kind, f.loc.line) for f in result.findings}

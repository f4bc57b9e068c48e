"""A tensor store is a use (issue 28, item 1): ``tensor.store.from.lds`` reads LDS and
writes global memory, which outlives the kernel, so undefined bytes reaching it are an
``undef-read`` finding in default mode, located at the tensor store, whose origin is
the read or copy that made them undefined — as for a plain ``store`` to global memory
(docs/semantics/model.md, "Undefined values and their uses" and "Tensor DMA").

The kernel is one wave of 32 lanes: a tensor load brings a 4 x 8 tile of i32 into
@tile, each lane copies its element to @staged, and a tensor store writes @staged to
%out. Each test breaks one step.
"""

from __future__ import annotations

import pytest

from amdsync.api import check

KERNEL = """target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [32 x i32] poison, align 16
@staged = internal addrspace(3) global [32 x i32] poison, align 16

define amdgpu_kernel void @k(ptr addrspace(1) %g, ptr addrspace(1) %out) #0 {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %in0.ga = ptrtoint ptr addrspace(1) %g to i64
  %in0.lo = trunc i64 %in0.ga to i32
  %in0.hi64 = lshr i64 %in0.ga, 32
  %in0.hi = trunc i64 %in0.hi64 to i32
  %in0.type = or i32 %in0.hi, -2147483648
  %in0.lds = ptrtoint ptr addrspace(3) @tile to i32
  %in0.a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>, i32 %in0.lds, i32 1
  %in0.b = insertelement <4 x i32> %in0.a, i32 %in0.lo, i32 2
  %in0 = insertelement <4 x i32> %in0.b, i32 %in0.type, i32 3
  %out0.ga = ptrtoint ptr addrspace(1) %out to i64
  %out0.lo = trunc i64 %out0.ga to i32
  %out0.hi64 = lshr i64 %out0.ga, 32
  %out0.hi = trunc i64 %out0.hi64 to i32
  %out0.type = or i32 %out0.hi, -2147483648
  %out0.lds = ptrtoint ptr addrspace(3) @staged to i32
  %out0.a = insertelement <4 x i32> <i32 1, i32 poison, i32 poison, i32 poison>,
                          i32 %out0.lds, i32 1
  %out0.b = insertelement <4 x i32> %out0.a, i32 %out0.lo, i32 2
  %out0 = insertelement <4 x i32> %out0.b, i32 %out0.type, i32 3
  call void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32> %in0, GROUP1, i32 0) ; LOAD
  LOAD_WAIT
  %p = getelementptr i32, ptr addrspace(3) @tile, i32 %t
  %v = load i32, ptr addrspace(3) %p ; READ
  %q = getelementptr i32, ptr addrspace(3) @staged, i32 %t
  store i32 %v, ptr addrspace(3) %q ; STAGE
  call void @llvm.amdgcn.tensor.store.from.lds.d2(<4 x i32> %out0, GROUP1, i32 0) ; STORE
  IN_FLIGHT
  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.tensor.load.to.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
declare void @llvm.amdgcn.tensor.store.from.lds.d2(<4 x i32>, <8 x i32>, i32 immarg)
declare void @llvm.amdgcn.s.wait.tensorcnt(i16 immarg)

attributes #0 = { "target-cpu"="gfx1250" }
"""

# A 4 x 8 tile of i32 (data size 2 = 4 bytes) of a 4 x 8 tensor, rows 8 elements apart.
GROUP1 = "<8 x i32> <i32 131072, i32 524288, i32 262144, i32 524288, i32 4, i32 8, i32 0, i32 0>"
WAIT = "call void @llvm.amdgcn.s.wait.tensorcnt(i16 0) ; LOAD-WAIT"
OVERWRITE = "store i32 0, ptr addrspace(3) %q ; OVERWRITE"


def kernel(load_wait: str = WAIT, in_flight: str = "", stage: bool = True) -> str:
    text = (KERNEL.replace("GROUP1", GROUP1).replace("LOAD_WAIT", load_wait)
            .replace("IN_FLIGHT", in_flight))
    if not stage:
        text = text.replace("  store i32 %v, ptr addrspace(3) %q ; STAGE\n", "")
    return text


def line_of(text: str, marker: str) -> int:
    return next(n for n, line in enumerate(text.splitlines(), 1) if marker in line)


def test_the_staged_tile_stored_after_its_load_completes_is_clean() -> None:
    result = check(kernel(), target="gfx1250", workgroup_size=32)
    assert result.status == "clean", [f.message for f in result.findings]


def test_a_tile_read_before_its_load_lands_is_reported_at_the_tensor_store() -> None:
    """Without the wait the lanes' reads of @tile may see the load's write or not:
    undef. They reach global memory only through the tensor store, which is where the
    finding is, with the read as its origin."""
    text = kernel(load_wait="")
    result = check(text, target="gfx1250", workgroup_size=32)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read", line_of(text, "; STORE"))
    assert finding.origin is not None and finding.origin.line == line_of(text, "; READ")
    assert "tensor store" in finding.message


def test_lds_nothing_wrote_reaching_a_tensor_store_is_an_undef_read() -> None:
    text = kernel(stage=False)
    result = check(text, target="gfx1250", workgroup_size=32)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read", line_of(text, "; STORE"))
    assert finding.origin is not None and finding.origin.line == line_of(text, "; STORE")


def test_with_strict_reads_the_tensor_stores_read_of_unwritten_lds_is_the_finding() -> None:
    text = kernel(stage=False)
    result = check(text, target="gfx1250", workgroup_size=32, strict_reads=True)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read", line_of(text, "; STORE"))
    assert "no write precedes" in finding.message


def test_an_lds_store_racing_the_tensor_stores_read_is_reported_at_the_tensor_store(
        ) -> None:
    """The lanes overwrite @staged while the tensor store may still read it: the
    store may write either value to global memory, undef (default mode: at the tensor
    store; with --strict-reads the overwriting store is the finding,
    test_tensor_dma.py)."""
    text = kernel(in_flight=OVERWRITE)
    result = check(text, target="gfx1250", workgroup_size=32)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read", line_of(text, "; STORE"))
    assert finding.origin is not None
    assert f"line {line_of(text, '; OVERWRITE')}" in finding.message + str(
        [e.what for e in finding.trace]) + str(finding.origin)


@pytest.mark.parametrize("strict", [False, True])
def test_overwriting_after_the_wait_is_clean(strict: bool) -> None:
    text = kernel().replace("  ret void", f"  {OVERWRITE}\n  ret void", 1)
    result = check(text, target="gfx1250", workgroup_size=32, strict_reads=strict)
    assert result.findings == []


def test_a_race_with_the_tensor_stores_write_is_a_race() -> None:
    """A lane writing %out while the tensor store writes it: two writes, a race."""
    text = kernel().replace(
        "  IN", "  IN").replace(
        "  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)\n  ret void",
        "  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t\n"
        "  store i32 7, ptr addrspace(1) %o ; RACE\n"
        "  call void @llvm.amdgcn.s.wait.tensorcnt(i16 0)\n  ret void")
    result = check(text, target="gfx1250", workgroup_size=32)
    assert [(f.kind, f.loc.line) for f in result.findings] == [
        ("race", line_of(text, "; RACE"))]


# ---------------------------------------------------------------- padded stores

# Rows of 8 i32 padded by 1 dword (interval 2^(2+1) = 8 dwords, amount 0 + 1): the load
# of a 4 x 8 tile puts row r at LDS element 9r; the store of the same layout says
# tile_dim0 = 9 and tensor_dim0 = 8, as Triton's fillTDMDescriptor writes it.
PAD_WORD = (2 << 16) | (1 << 20) | (2 << 22)
PADDED_LOAD = (f"<8 x i32> <i32 {PAD_WORD}, i32 {8 << 16}, i32 {4 << 16}, i32 {8 << 16}, "
               "i32 4, i32 8, i32 0, i32 0>")
PADDED_STORE = (f"<8 x i32> <i32 {PAD_WORD}, i32 {8 << 16}, i32 {4 << 16}, i32 {9 << 16}, "
                "i32 4, i32 8, i32 0, i32 0>")


def padded_round_trip(store_group: str) -> str:
    """Load the tile into @tile (padded), wait, store @tile to %out, wait."""
    text = kernel().replace("[32 x i32] poison", "[36 x i32] poison")
    text = text.replace("ptr addrspace(3) @staged to i32", "ptr addrspace(3) @tile to i32")
    text = text.replace("  store i32 %v, ptr addrspace(3) %q ; STAGE\n", "")
    text = text.replace(f"<4 x i32> %in0, {GROUP1}", f"<4 x i32> %in0, {PADDED_LOAD}")
    return text.replace(f"<4 x i32> %out0, {GROUP1}", f"<4 x i32> %out0, {store_group}")


def test_a_padded_tile_stored_with_tritons_widened_tile_is_clean() -> None:
    """The store reads each row's 8 elements where the load put them and drops the
    padding column (outside tensor_dim0): nothing unwritten reaches global memory."""
    result = check(padded_round_trip(PADDED_STORE), target="gfx1250", workgroup_size=32)
    assert result.status == "clean", [f.message for f in result.findings]


def test_a_padded_tile_stored_with_the_loads_tile_reads_the_padding() -> None:
    """Stored with the load's descriptor (tile_dim0 = 8: no widening), the dense read
    takes row r from element 8r, so rows 1-3 read the previous row's padding
    dword, which nothing wrote: an undef-read at the store."""
    text = padded_round_trip(PADDED_LOAD)
    result = check(text, target="gfx1250", workgroup_size=32)
    [finding] = result.findings
    assert (finding.kind, finding.loc.line) == ("undef-read", line_of(text, "; STORE"))


def test_an_unpadded_round_trip_is_clean() -> None:
    text = kernel().replace("ptr addrspace(3) @staged to i32", "ptr addrspace(3) @tile to i32")
    text = text.replace("  store i32 %v, ptr addrspace(3) %q ; STAGE\n", "")
    result = check(text, target="gfx1250", workgroup_size=32)
    assert result.status == "clean", [f.message for f in result.findings]

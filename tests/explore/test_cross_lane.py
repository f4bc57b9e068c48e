"""Cross-lane values (explore/values/cross_lane.py; docs/llvm-reader.md, "Cross-lane values"):
the exact lane permutation of every decoded control, UNKNOWN where an active lane reads
an inactive one or the control is not decoded, and kernels whose addresses come from a
cross-lane move decided as the permutation says."""

from __future__ import annotations

import numpy as np
import pytest

from amdsync.api import check
from amdsync.explore.values import cross_lane
from amdsync.explore.values.values import UNKNOWN

W = 64
LANES = np.arange(W, dtype=np.int64)
ALL = np.ones(W, dtype=np.bool_)


def c(value: int) -> np.ndarray:
    return np.full(W, value, dtype=np.int64)


def run(name: str, *args: np.ndarray, mask: np.ndarray = ALL,
        generation: str | None = "gfx9") -> list[int] | None:
    out = cross_lane.evaluate(name, list(args), mask, W, generation)
    return None if out is UNKNOWN else [int(x) for x in out]  # type: ignore[union-attr]


def test_swizzle_quad_perm_reverses_each_quad() -> None:
    # swizzle(QUAD_PERM, 3, 2, 1, 0): 0x8000 | 3 | 2 << 2 | 1 << 4 | 0 << 6 = 0x801B
    got = run("llvm.amdgcn.ds.swizzle", LANES * 10, c(0x801B))
    assert got == [10 * ((i & ~3) | (3 - (i & 3))) for i in range(W)]


def test_swizzle_bitmask_modes() -> None:
    # LLVM's ds_swizzle test: offset 100 prints as BITMASK_PERM "00p11": and 4, or 3.
    got = run("llvm.amdgcn.ds.swizzle", LANES, c(100))
    assert got == [(i & ~31) | ((i & 4) | 3) for i in range(W)]
    # swizzle(SWAP, 1): and 0x1F, xor 1 — neighbours exchange.
    got = run("llvm.amdgcn.ds.swizzle", LANES, c(0x1F | 1 << 10))
    assert got == [i ^ 1 for i in range(W)]
    # swizzle(BROADCAST, 8, 5): and 0x18, or 5 — lane 5 of each group of 8.
    got = run("llvm.amdgcn.ds.swizzle", LANES, c(0x18 | 5 << 5))
    assert got == [(i & ~7) | 5 for i in range(W)]
    assert run("llvm.amdgcn.ds.swizzle", LANES, c(0xC000)) is None  # rotate: not decoded


def test_bpermute_reads_the_lane_of_each_byte_address() -> None:
    index = ((LANES + 1) % W) * 4
    assert run("llvm.amdgcn.ds.bpermute", index, LANES + 100) == [
        (i + 1) % W + 100 for i in range(W)]
    assert run("llvm.amdgcn.ds.bpermute", c(W * 4), LANES) is None  # past the wave


def test_permute_sends_each_value_to_its_lane() -> None:
    index = (W - 1 - LANES) * 4
    assert run("llvm.amdgcn.ds.permute", index, LANES) == [W - 1 - i for i in range(W)]
    assert run("llvm.amdgcn.ds.permute", c(0), LANES) is None  # all to lane 0


def test_dpp_controls() -> None:
    # quad_perm [1, 0, 3, 2] = 0b10_11_00_01 = 0xB1
    got = run("llvm.amdgcn.update.dpp.i32", c(-1), LANES, c(0xB1), c(15), c(15), c(0))
    assert got == [i ^ 1 for i in range(W)]
    # row_shr:1 with bound_ctrl: lane 0 of each row reads 0; without it keeps old.
    got = run("llvm.amdgcn.update.dpp.i32", c(-1), LANES + 1, c(0x111), c(15), c(15), c(1))
    assert got == [0 if i % 16 == 0 else i for i in range(W)]
    got = run("llvm.amdgcn.update.dpp.i32", c(-1), LANES + 1, c(0x111), c(15), c(15), c(0))
    assert got == [-1 if i % 16 == 0 else i for i in range(W)]
    # row_mask 0b0101: rows 1 and 3 keep old.
    got = run("llvm.amdgcn.update.dpp.i32", c(-1), LANES, c(0x140), c(0b0101), c(15), c(0))
    assert got == [-1 if (i >> 4) & 1 else (i & ~15) + 15 - (i & 15) for i in range(W)]
    # An unknown old (poison, as clang writes it) is fine where no lane keeps it.
    got = cross_lane.evaluate("llvm.amdgcn.update.dpp.i32", [UNKNOWN, LANES, c(0xB1), c(15),
                                                             c(15), c(1)], ALL, W, "gfx9")
    assert isinstance(got, np.ndarray) and list(got) == [i ^ 1 for i in range(W)]
    got = cross_lane.evaluate("llvm.amdgcn.update.dpp.i32", [UNKNOWN, LANES, c(0x111), c(15),
                                                             c(15), c(0)], ALL, W, "gfx9")
    assert got is UNKNOWN  # row_shr:1 without bound_ctrl: lane 0 of a row keeps old
    # mov.dpp leaves what it does not write undefined: unknown unless all is written.
    assert run("llvm.amdgcn.mov.dpp.i32", LANES, c(0x111), c(15), c(15), c(0)) is None
    assert run("llvm.amdgcn.mov.dpp.i32", LANES, c(0x121), c(15), c(15), c(0)) == [
        (i & ~15) + ((i - 1) & 15) for i in range(W)]  # row_ror:1
    # wave_shr:1 exists on GFX9 only.
    got = run("llvm.amdgcn.update.dpp.i32", c(-1), LANES, c(0x138), c(15), c(15), c(1))
    assert got == [0, *range(W - 1)]
    assert run("llvm.amdgcn.update.dpp.i32", c(-1), LANES, c(0x138), c(15), c(15), c(1),
               generation="gfx11") is None


def test_dpp8_and_permlanes() -> None:
    sel = sum(((7 - i) << (3 * i)) for i in range(8))  # reverse each group of 8
    assert run("llvm.amdgcn.mov.dpp8.i32", LANES, c(sel), generation="gfx11") == [
        (i & ~7) | (7 - (i & 7)) for i in range(W)]
    lo = sum(((15 - i) << (4 * i)) for i in range(8))
    hi = sum(((7 - i) << (4 * i)) for i in range(8))
    got = run("llvm.amdgcn.permlane16.i32", c(0), LANES, c(lo), c(hi), c(0), c(0),
              generation="gfx11")
    assert got == [(i & ~15) | (15 - (i & 15)) for i in range(W)]
    got = run("llvm.amdgcn.permlanex16.i32", c(0), LANES, c(lo), c(hi), c(0), c(0),
              generation="gfx11")
    assert got == [((i >> 4) ^ 1) * 16 + 15 - (i & 15) for i in range(W)]
    assert run("llvm.amdgcn.permlane64.i32", LANES, generation="gfx11") == [
        i ^ 32 for i in range(W)]
    assert run("llvm.amdgcn.permlane64.i32", LANES, generation="gfx9") is None


def test_writelane_and_inactive_sources() -> None:
    assert run("llvm.amdgcn.writelane.i32", c(7), c(3), LANES) == [
        7 if i == 3 else i for i in range(W)]
    half = LANES < 32
    assert run("llvm.amdgcn.permlane64.i32", LANES, mask=half, generation="gfx11") is None
    index = (LANES ^ 1) * 4
    got = run("llvm.amdgcn.ds.bpermute", index, LANES, mask=half)
    assert got is not None and got[:32] == [i ^ 1 for i in range(32)]
    odd = (LANES % 2) == 1
    assert run("llvm.amdgcn.ds.bpermute", index, LANES, mask=odd) is None


# ------------------------------------------------------------ kernels

KERNEL = """target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call i32 @llvm.amdgcn.ds.swizzle(i32 %t, i32 OFFSET)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %s
  store i32 %t, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
"""


@pytest.mark.parametrize(("offset", "status", "kinds"), [
    (0x801B, "clean", set()),  # a permutation: every lane its own slot
    (0x18 | 5 << 5, "findings", {"race"}),  # a broadcast: eight lanes one slot
])
def test_a_swizzled_index_decides_the_kernel(offset: int, status: str,
                                             kinds: set[str]) -> None:
    result = check(KERNEL.replace("OFFSET", str(offset)), target="gfx942",
                   workgroup_size=64)
    assert result.status == status
    assert {f.kind for f in result.findings} == kinds
    assert all(f.loc.line == 6 for f in result.findings)

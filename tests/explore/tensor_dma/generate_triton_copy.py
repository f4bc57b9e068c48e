# ruff: noqa: N803  (Triton convention: constexpr parameters in capitals)
"""Regenerate triton_copy.ll: Triton 3.9's LLVM IR (``llir`` stage) of a gluon kernel
that copies a 16 x 32 fp32 block into LDS with gfx1250 tensor DMA and reads it back.

    /work/venv/bin/python tests/explore/tensor_dma/generate_triton_copy.py  # no GPU

Each of the 4 waves loads its own 4 rows (``tdm.async_load`` splits the block), the
shared layout pads 4 elements after every 32, ``tdm.async_wait(0)`` becomes
``llvm.amdgcn.s.wait.tensorcnt(i16 0)``. The kernel's scalar arguments are M (%2) and
N (%3).
"""

import os
from pathlib import Path

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton 3.9's default, stated

from triton.backends.compiler import GPUTarget
from triton.experimental import gluon
from triton.experimental.gluon import language as ttgl
from triton.experimental.gluon._runtime import GluonASTSource
from triton.experimental.gluon.language.amd import gfx1250

import triton

HERE = Path(__file__).resolve().parent


@gluon.jit
def copy_kernel(a_ptr, b_ptr, M, N, BLOCK_M: ttgl.constexpr, BLOCK_N: ttgl.constexpr):
    shared: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BLOCK_N, 4]], [BLOCK_M, BLOCK_N], [1, 0])
    desc = gfx1250.tdm.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[N, 1],
                                              block_shape=[BLOCK_M, BLOCK_N], layout=shared)
    smem = ttgl.allocate_shared_memory(a_ptr.dtype.element_ty, [BLOCK_M, BLOCK_N], shared)
    gfx1250.tdm.async_load(desc, [0, 0], smem)
    gfx1250.tdm.async_wait(0)
    layout: ttgl.constexpr = ttgl.BlockedLayout([1, 4], [4, 8], [4, 1], [1, 0])
    x = smem.load(layout)
    rows = ttgl.arange(0, BLOCK_M, layout=ttgl.SliceLayout(1, layout))
    cols = ttgl.arange(0, BLOCK_N, layout=ttgl.SliceLayout(0, layout))
    ttgl.store(b_ptr + rows[:, None] * N + cols[None, :], x)


def main() -> None:
    source = GluonASTSource(copy_kernel, signature={"a_ptr": "*fp32", "b_ptr": "*fp32",
                                                    "M": "i32", "N": "i32"},
                            constexprs={"BLOCK_M": 16, "BLOCK_N": 32})
    compiled = triton.compile(source, target=GPUTarget("hip", "gfx1250", 32),
                              options={"num_warps": 4})
    (HERE / "triton_copy.ll").write_text(compiled.asm["llir"])


if __name__ == "__main__":
    main()

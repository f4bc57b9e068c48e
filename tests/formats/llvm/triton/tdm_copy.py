# ruff: noqa: N803, E501  (Triton's naming: shapes and block sizes in capitals)
"""Generates tdm_copy.gfx1250.ll (Triton 3.9, no GPU: the llir stage of a gfx1250
compile of a tensor-descriptor copy, whose loads and stores Triton lowers to tensor DMA):

    cd tests/formats/llvm/triton && /work/venv/bin/python tdm_copy.py tdm_copy.gfx1250.ll
"""

import os
import sys

os.environ.setdefault("TRITON_DEFAULT_FP_FUSION", "1")  # Triton 3.9's default, stated

import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

import triton


@triton.jit
def copy_kernel(a_ptr, b_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    src = tl.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    dst = tl.make_tensor_descriptor(b_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    x = src.load([pid * BLOCK_M, 0])
    dst.store([pid * BLOCK_M, 0], x + 1.0)


if __name__ == "__main__":
    source = ASTSource(fn=copy_kernel, signature={"a_ptr": "*fp32", "b_ptr": "*fp32", "M": "i32", "N": "i32"},
                       constexprs={"BLOCK_M": 32, "BLOCK_N": 32})
    compiled = triton.compile(source, target=GPUTarget("hip", "gfx1250", 32), options={"num_warps": 4})
    with open(sys.argv[1], "w") as out:
        out.write(compiled.asm["llir"])

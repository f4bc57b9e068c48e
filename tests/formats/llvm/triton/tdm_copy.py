# Generates tdm_copy.gfx1250.ll: /work/venv/bin/python tdm_copy.py tdm_copy.gfx1250.ll
# (Triton 3.9, no GPU; the llir stage of a gfx1250 compile of a tensor-descriptor copy).
import os, sys
import triton
import triton.language as tl
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource

@triton.jit
def copy_kernel(a_ptr, b_ptr, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tl.program_id(0)
    desc = tl.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    out = tl.make_tensor_descriptor(b_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])
    x = desc.load([pid * BLOCK_M, 0])
    out.store([pid * BLOCK_M, 0], x + 1.0)

src = ASTSource(fn=copy_kernel, signature={"a_ptr": "*fp32", "b_ptr": "*fp32", "M": "i32", "N": "i32"},
                constexprs={"BLOCK_M": 32, "BLOCK_N": 32})
k = triton.compile(src, target=GPUTarget("hip", "gfx1250", 32), options={"num_warps": 4})
open(sys.argv[1], "w").write(k.asm["llir"])

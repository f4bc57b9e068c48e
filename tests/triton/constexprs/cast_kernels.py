"""A kernel whose constexprs are a dtype, a bool and a string, as Liger-Kernel's
backward kernels and FlagGems' reductions take them (written for amdsync's tests)."""

import triton.language as tl

import triton


@triton.jit
def scale_cast(x_ptr, y_ptr, n, OUT_DTYPE: tl.constexpr, SCALE: tl.constexpr,  # noqa: N803
               MODE: tl.constexpr, BLOCK: tl.constexpr):  # noqa: N803
    pid = tl.program_id(0)
    offs = pid * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + offs, mask=mask, other=0.0)
    if SCALE:
        x = x * 2.0
    if MODE == "shift":
        offs = offs % BLOCK  # a seeded bug: every program writes the first block
    tl.store(y_ptr + offs, x.to(OUT_DTYPE), mask=mask)

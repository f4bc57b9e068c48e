"""Two small Triton kernels for the sweep-as-tasks tests (tests/triton/test_triton_tasks.py),
each launched as two waves (``--num-warps 2``, BLOCK = 128) with no barrier.

``clamp_kernel``: every lane at or past ``n`` stores to y[n], so lanes write one element
together (a parametric sweep over n: x and y are only read and written at addresses the
sweep tracks). ``shift_kernel``: each lane reads its right neighbour and writes its own
element in place, so a lane's read races with its neighbour's write once both are
unmasked (the buffer read is written: a parametric sweep falls back to value by value)."""

import triton.language as tl

import triton


@triton.jit
def clamp_kernel(x_ptr, y_ptr, n, BLOCK: tl.constexpr):  # noqa: N803 (Triton's style)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + offs)
    tl.store(y_ptr + tl.minimum(offs, n), x)


@triton.jit
def shift_kernel(x_ptr, n, BLOCK: tl.constexpr):  # noqa: N803
    offs = tl.arange(0, BLOCK)
    right = tl.load(x_ptr + offs + 1, mask=offs + 1 < n, other=0.0)
    tl.store(x_ptr + offs, right, mask=offs < n)

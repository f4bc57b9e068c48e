# ruff: noqa: N803, N806  (Triton convention: constexpr parameters in capitals)
"""gfx1250 tensor DMA kernels written for amdsync's tests (issue 28): Gluon kernels
that move tiles with ``gfx1250.tdm`` and a plain-Triton matmul through
``tl.make_tensor_descriptor``. generate.py compiles them to the ``.ll`` files beside
this one; test_gfx1250_kernels.py checks those and their seeded twins.

Every kernel follows one discipline: a wave waits for its own tensor operations
(``tdm.async_wait``), then a workgroup barrier makes every wave's part of a tile
visible to all; a buffer is loaded again only after a barrier that follows every
wave's reads of it.
"""

import triton.language as tl
from triton.experimental import gluon
from triton.experimental.gluon import language as ttgl
from triton.experimental.gluon.language.amd import gfx1250

import triton

tdm = gfx1250.tdm


@gluon.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: ttgl.constexpr, BN: ttgl.constexpr,
                  BK: ttgl.constexpr, NUM_BUFFERS: ttgl.constexpr,
                  NUM_WARPS: ttgl.constexpr, TDM_EPILOGUE: ttgl.constexpr):
    """C[BM, BN] = A[BM, K] @ B[K, BN] for program (0, 0), NUM_BUFFERS tiles of A and B
    in flight; the epilogue stores C with plain stores or (TDM_EPILOGUE) through LDS
    with a tensor store."""
    pid_m = ttgl.program_id(0)
    pid_n = ttgl.program_id(1)
    A_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BK, 8]], [BM, BK], [1, 0])
    B_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BN, 8]], [BK, BN], [1, 0])
    # The waves split M (a 16-row WMMA tile each), or with a tensor-store epilogue N,
    # so that the rows each wave's tensor store takes were written by every wave.
    if TDM_EPILOGUE:
        WARP_BASES: ttgl.constexpr = [[0, 1], [0, 2]]
    elif NUM_WARPS == 8:
        WARP_BASES: ttgl.constexpr = [[1, 0], [2, 0], [4, 0]]
    else:
        WARP_BASES: ttgl.constexpr = [[1, 0], [2, 0]]
    WMMA: ttgl.constexpr = ttgl.amd.AMDWMMALayout(3, True, WARP_BASES, [], [16, 16, 32])
    A_DOT: ttgl.constexpr = ttgl.DotOperandLayout(0, WMMA, 8)
    B_DOT: ttgl.constexpr = ttgl.DotOperandLayout(1, WMMA, 8)
    a_desc = tdm.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                        block_shape=[BM, BK], layout=A_LAYOUT)
    b_desc = tdm.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1],
                                        block_shape=[BK, BN], layout=B_LAYOUT)
    a_buf = ttgl.allocate_shared_memory(a_ptr.dtype.element_ty, [NUM_BUFFERS, BM, BK],
                                        A_LAYOUT)
    b_buf = ttgl.allocate_shared_memory(b_ptr.dtype.element_ty, [NUM_BUFFERS, BK, BN],
                                        B_LAYOUT)
    num_k = ttgl.cdiv(K, BK)
    for i in ttgl.static_range(NUM_BUFFERS - 1):
        tdm.async_load(a_desc, [pid_m * BM, i * BK], a_buf.index(i))
        tdm.async_load(b_desc, [i * BK, pid_n * BN], b_buf.index(i))
    acc = ttgl.zeros([BM, BN], ttgl.float32, WMMA)
    for k in range(num_k):
        tdm.async_wait((NUM_BUFFERS - 2) * 2)
        ttgl.barrier()
        nk = k + NUM_BUFFERS - 1
        slot = nk % NUM_BUFFERS
        tdm.async_load(a_desc, [pid_m * BM, nk * BK], a_buf.index(slot), pred=nk < num_k)
        tdm.async_load(b_desc, [nk * BK, pid_n * BN], b_buf.index(slot), pred=nk < num_k)
        a = a_buf.index(k % NUM_BUFFERS).load(A_DOT)
        b = b_buf.index(k % NUM_BUFFERS).load(B_DOT)
        acc = gfx1250.wmma(a, b, acc)
    tdm.async_wait(0)
    c = acc.to(c_ptr.dtype.element_ty)
    if TDM_EPILOGUE:
        C_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
            [[BN, 8]], [BM, BN], [1, 0])
        c_desc = tdm.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1],
                                            block_shape=[BM, BN], layout=C_LAYOUT)
        c_buf = ttgl.allocate_shared_memory(c_ptr.dtype.element_ty, [BM, BN], C_LAYOUT)
        c_buf.store(c)
        ttgl.barrier()
        tdm.async_store(c_desc, [pid_m * BM, pid_n * BN], c_buf)
        tdm.async_wait(0)
    else:
        rows = pid_m * BM + ttgl.arange(0, BM, layout=ttgl.SliceLayout(1, WMMA))
        cols = pid_n * BN + ttgl.arange(0, BN, layout=ttgl.SliceLayout(0, WMMA))
        mask = (rows[:, None] < M) & (cols[None, :] < N)
        ttgl.store(c_ptr + rows[:, None] * N + cols[None, :], c, mask=mask)


@gluon.jit
def transpose_kernel(x_ptr, y_ptr, M, N, BM: ttgl.constexpr, BN: ttgl.constexpr):
    """Y[N, M] = X[M, N]ᵀ for one block: the block comes into LDS by tensor DMA, every
    lane reads it column-wise and writes its transpose."""
    X_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BN, 8]], [BM, BN], [1, 0])
    desc = tdm.make_tensor_descriptor(x_ptr, shape=[M, N], strides=[N, 1],
                                      block_shape=[BM, BN], layout=X_LAYOUT)
    buf = ttgl.allocate_shared_memory(x_ptr.dtype.element_ty, [BM, BN], X_LAYOUT)
    tdm.async_load(desc, [0, 0], buf)
    tdm.async_wait(0)
    ttgl.barrier()
    T: ttgl.constexpr = ttgl.BlockedLayout([4, 1], [8, 4], [1, 4], [0, 1])
    t = buf.permute([1, 0]).load(T)
    rows = ttgl.arange(0, BN, layout=ttgl.SliceLayout(1, T))
    cols = ttgl.arange(0, BM, layout=ttgl.SliceLayout(0, T))
    mask = (rows[:, None] < N) & (cols[None, :] < M)
    ttgl.store(y_ptr + rows[:, None] * M + cols[None, :], t, mask=mask)


@gluon.jit
def attention_kernel(q_ptr, k_ptr, v_ptr, o_ptr, SEQ, BM: ttgl.constexpr,
                     BN: ttgl.constexpr, D: ttgl.constexpr):
    """O = softmax-free attention (QKᵀ)V of one block of queries: Q comes into LDS once,
    K and V blocks double-buffered."""
    Q_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[D, 8]], [BM, D], [1, 0])
    KV_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[D, 8]], [BN, D], [1, 0])
    WMMA: ttgl.constexpr = ttgl.amd.AMDWMMALayout(3, True, [[1, 0], [2, 0]], [],
                                                  [16, 16, 32])
    q_desc = tdm.make_tensor_descriptor(q_ptr, shape=[SEQ, D], strides=[D, 1],
                                        block_shape=[BM, D], layout=Q_LAYOUT)
    k_desc = tdm.make_tensor_descriptor(k_ptr, shape=[SEQ, D], strides=[D, 1],
                                        block_shape=[BN, D], layout=KV_LAYOUT)
    v_desc = tdm.make_tensor_descriptor(v_ptr, shape=[SEQ, D], strides=[D, 1],
                                        block_shape=[BN, D], layout=KV_LAYOUT)
    q_buf = ttgl.allocate_shared_memory(q_ptr.dtype.element_ty, [BM, D], Q_LAYOUT)
    k_buf = ttgl.allocate_shared_memory(k_ptr.dtype.element_ty, [2, BN, D], KV_LAYOUT)
    v_buf = ttgl.allocate_shared_memory(v_ptr.dtype.element_ty, [2, BN, D], KV_LAYOUT)
    tdm.async_load(q_desc, [0, 0], q_buf)
    tdm.async_load(k_desc, [0, 0], k_buf.index(0))
    tdm.async_load(v_desc, [0, 0], v_buf.index(0))
    tdm.async_wait(2)
    ttgl.barrier()
    q = q_buf.load(ttgl.DotOperandLayout(0, WMMA, 8))
    acc = ttgl.zeros([BM, D], ttgl.float32, WMMA)
    num_blocks = ttgl.cdiv(SEQ, BN)
    for j in range(num_blocks):
        tdm.async_wait(0)
        ttgl.barrier()
        nj = j + 1
        tdm.async_load(k_desc, [nj * BN, 0], k_buf.index(nj % 2), pred=nj < num_blocks)
        tdm.async_load(v_desc, [nj * BN, 0], v_buf.index(nj % 2), pred=nj < num_blocks)
        kt = k_buf.index(j % 2).permute([1, 0]).load(ttgl.DotOperandLayout(1, WMMA, 8))
        s = gfx1250.wmma(q, kt, ttgl.zeros([BM, BN], ttgl.float32, WMMA))
        p = s.to(q_ptr.dtype.element_ty)
        p = ttgl.convert_layout(p, ttgl.DotOperandLayout(0, WMMA, 8))
        v = v_buf.index(j % 2).load(ttgl.DotOperandLayout(1, WMMA, 8))
        acc = gfx1250.wmma(p, v, acc)
    tdm.async_wait(0)
    rows = ttgl.arange(0, BM, layout=ttgl.SliceLayout(1, WMMA))
    cols = ttgl.arange(0, D, layout=ttgl.SliceLayout(0, WMMA))
    mask = rows[:, None] < SEQ
    ttgl.store(o_ptr + rows[:, None] * D + cols[None, :], acc.to(o_ptr.dtype.element_ty),
               mask=mask)


@gluon.jit
def fused_load_kernel(a_ptr, b_ptr, out_ptr, M, N, BM: ttgl.constexpr, BN: ttgl.constexpr):
    """Two blocks loaded by one fused tensor load: waves 0-1 load A's block, waves 2-3
    B's (``warp_used_hint``); every lane then adds them."""
    LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BN, 8]], [BM, BN], [1, 0])
    a_desc = tdm.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[N, 1],
                                        block_shape=[BM, BN], layout=LAYOUT)
    b_desc = tdm.make_tensor_descriptor(b_ptr, shape=[M, N], strides=[N, 1],
                                        block_shape=[BM, BN], layout=LAYOUT)
    a_buf = ttgl.allocate_shared_memory(a_ptr.dtype.element_ty, [BM, BN], LAYOUT)
    b_buf = ttgl.allocate_shared_memory(b_ptr.dtype.element_ty, [BM, BN], LAYOUT)
    a_desc = tdm.update_tensor_descriptor(a_desc, add_offsets=[0, 0])
    b_desc = tdm.update_tensor_descriptor(b_desc, add_offsets=[0, 0])
    tdm.async_load_fused([(a_desc, a_buf, 0b0011), (b_desc, b_buf, 0b1100)])
    tdm.async_wait(0)
    ttgl.barrier()
    L: ttgl.constexpr = ttgl.BlockedLayout([1, 8], [4, 8], [4, 1], [1, 0])
    total = a_buf.load(L) + b_buf.load(L)
    rows = ttgl.arange(0, BM, layout=ttgl.SliceLayout(1, L))
    cols = ttgl.arange(0, BN, layout=ttgl.SliceLayout(0, L))
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    ttgl.store(out_ptr + rows[:, None] * N + cols[None, :], total, mask=mask)


@gluon.jit
def barrier_load_kernel(a_ptr, out_ptr, M, N, BM: ttgl.constexpr, BN: ttgl.constexpr,
                        NUM_WARPS: ttgl.constexpr):
    """A block loaded by tensor DMA whose completion arrives on an LDS barrier
    (``mbarrier=``); the waves wait on the barrier's phase, not on tensorcnt. Each
    wave's tensor load arrives once, so the barrier counts NUM_WARPS arrivals."""
    LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BN, 8]], [BM, BN], [1, 0])
    desc = tdm.make_tensor_descriptor(a_ptr, shape=[M, N], strides=[N, 1],
                                      block_shape=[BM, BN], layout=LAYOUT)
    buf = ttgl.allocate_shared_memory(a_ptr.dtype.element_ty, [BM, BN], LAYOUT)
    bar = ttgl.allocate_shared_memory(ttgl.int64, [1], gfx1250.mbarrier.MBarrierLayout())
    gfx1250.mbarrier.init(bar, count=NUM_WARPS)
    tdm.async_load(desc, [0, 0], buf, mbarrier=bar)
    gfx1250.mbarrier.wait(bar, 0)
    L: ttgl.constexpr = ttgl.BlockedLayout([1, 8], [4, 8], [4, 1], [1, 0])
    x = buf.load(L)
    rows = ttgl.arange(0, BM, layout=ttgl.SliceLayout(1, L))
    cols = ttgl.arange(0, BN, layout=ttgl.SliceLayout(0, L))
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    ttgl.store(out_ptr + rows[:, None] * N + cols[None, :], x, mask=mask)


@gluon.jit
def barrier_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: ttgl.constexpr,
                          BN: ttgl.constexpr, BK: ttgl.constexpr,
                          NUM_BUFFERS: ttgl.constexpr, NUM_WARPS: ttgl.constexpr):
    """The matmul with its tiles completed by LDS barriers instead of tensorcnt: one
    barrier per buffer counting the A and B loads of every wave; iteration k waits for
    phase (k // NUM_BUFFERS) & 1 of its buffer's barrier."""
    pid_m = ttgl.program_id(0)
    pid_n = ttgl.program_id(1)
    A_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BK, 8]], [BM, BK], [1, 0])
    B_LAYOUT: ttgl.constexpr = ttgl.PaddedSharedLayout.with_identity_for(
        [[BN, 8]], [BK, BN], [1, 0])
    WMMA: ttgl.constexpr = ttgl.amd.AMDWMMALayout(3, True, [[1, 0], [2, 0]], [],
                                                  [16, 16, 32])
    a_desc = tdm.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                        block_shape=[BM, BK], layout=A_LAYOUT)
    b_desc = tdm.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1],
                                        block_shape=[BK, BN], layout=B_LAYOUT)
    a_buf = ttgl.allocate_shared_memory(a_ptr.dtype.element_ty, [NUM_BUFFERS, BM, BK],
                                        A_LAYOUT)
    b_buf = ttgl.allocate_shared_memory(b_ptr.dtype.element_ty, [NUM_BUFFERS, BK, BN],
                                        B_LAYOUT)
    bars = ttgl.allocate_shared_memory(ttgl.int64, [NUM_BUFFERS, 1],
                                       gfx1250.mbarrier.MBarrierLayout())
    for i in ttgl.static_range(NUM_BUFFERS):
        gfx1250.mbarrier.init(bars.index(i), count=2 * NUM_WARPS)
    num_k = ttgl.cdiv(K, BK)
    for i in ttgl.static_range(NUM_BUFFERS - 1):
        tdm.async_load(a_desc, [pid_m * BM, i * BK], a_buf.index(i), mbarrier=bars.index(i))
        tdm.async_load(b_desc, [i * BK, pid_n * BN], b_buf.index(i), mbarrier=bars.index(i))
    acc = ttgl.zeros([BM, BN], ttgl.float32, WMMA)
    for k in range(num_k):
        slot = k % NUM_BUFFERS
        gfx1250.mbarrier.wait(bars.index(slot), (k // NUM_BUFFERS) & 1)
        ttgl.barrier()
        nk = k + NUM_BUFFERS - 1
        nslot = nk % NUM_BUFFERS
        tdm.async_load(a_desc, [pid_m * BM, nk * BK], a_buf.index(nslot),
                       pred=nk < num_k, mbarrier=bars.index(nslot))
        tdm.async_load(b_desc, [nk * BK, pid_n * BN], b_buf.index(nslot),
                       pred=nk < num_k, mbarrier=bars.index(nslot))
        a = a_buf.index(slot).load(ttgl.DotOperandLayout(0, WMMA, 8))
        b = b_buf.index(slot).load(ttgl.DotOperandLayout(1, WMMA, 8))
        acc = gfx1250.wmma(a, b, acc)
    rows = pid_m * BM + ttgl.arange(0, BM, layout=ttgl.SliceLayout(1, WMMA))
    cols = pid_n * BN + ttgl.arange(0, BN, layout=ttgl.SliceLayout(0, WMMA))
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    ttgl.store(c_ptr + rows[:, None] * N + cols[None, :], acc.to(c_ptr.dtype.element_ty),
               mask=mask)


@triton.jit
def descriptor_matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K, BM: tl.constexpr,
                             BN: tl.constexpr, BK: tl.constexpr):
    """Plain Triton: A and B through ``tl.make_tensor_descriptor`` (tensor DMA on
    gfx1250), pipelined by the compiler at ``num_stages``."""
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1],
                                       block_shape=[BM, BK])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1],
                                       block_shape=[BK, BN])
    acc = tl.zeros([BM, BN], dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        a = a_desc.load([pid_m * BM, k * BK])
        b = b_desc.load([k * BK, pid_n * BN])
        acc = tl.dot(a, b, acc)
    rows = pid_m * BM + tl.arange(0, BM)
    cols = pid_n * BN + tl.arange(0, BN)
    mask = (rows[:, None] < M) & (cols[None, :] < N)
    tl.store(c_ptr + rows[:, None] * N + cols[None, :], acc.to(c_ptr.dtype.element_ty),
             mask=mask)

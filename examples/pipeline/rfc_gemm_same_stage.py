# The RFC's GEMM with the mistaken annotation of "Where to put async_wait_queue?": the
# shared -> local loads (statement 2) sit in stage 0 with the async copies they consume,
# so they must wait for the copies of the same iteration: async_wait_queue(0, 0)
# ("(i + 3) - (i + 3) = 0, so the math checks out here too").
# pipeline: stage=[0, 0, 0, 3, 3] order=[0, 1, 3, 2, 4] async_stages=[0]
A_shared = alloc([1, 4])
B_shared = alloc([1, 4])
A_local = alloc([2, 4])
B_local = alloc([2, 4])

for k0 in range(128):
    A_shared[0, ...] = A_global[k0, ...]
    B_shared[0, ...] = B_global[k0, ...]
    block:
        A_local[0, ...] = A_shared[0, ...]
        B_local[0, ...] = B_shared[0, ...]
    block:
        A_local[1, ...] = A_shared[0, ...]
        B_local[1, ...] = B_shared[0, ...]
        compute(A_local[0, ...], B_local[0, ...])
    block:
        compute(A_local[1, ...], B_local[1, ...])

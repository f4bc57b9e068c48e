# The RFC's multi-stage pipelined GEMM, outer loop k0 (tir-async-pipeline-rfc, "More
# examples" and "Where to put async_wait_queue?"): the shared-memory copies are async
# and 4x multi-buffered; statements 2-4 are the nested k1 pipeline's prologue, body and
# epilogue (shared -> local loads double-buffered in A_local / B_local).
# RFC counts: wait(0, 2) in the body; 2 - i and 1 - i in the epilogue.
# pipeline: stage=[0, 0, 2, 3, 3] order=[0, 1, 3, 2, 4] async_stages=[0]
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

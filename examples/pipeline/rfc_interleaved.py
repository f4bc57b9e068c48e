# The RFC's "Interleaved async producers, a consumer in between".
# The RFC's output (rfc_interleaved_tvm_output.py) commits both copies as one group in
# the prologue but separately in the body, so its body count 5 lets the first body
# iterations read copies still in flight; amdsync keeps the body's grouping everywhere.
# pipeline: stage=[0, 0, 3] order=[0, 2, 1] async_stages=[0]
A_shared = alloc([1])
B_shared = alloc([1])

for i in range(16):
    A_shared[0] = A[i]
    B_shared[0] = B[i]
    compute(A_shared[0], B_shared[0])

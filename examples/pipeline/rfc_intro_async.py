# The RFC's first async example ("Making parallelism more explicit"): stage 0 is async.
# RFC counts: body async_wait_queue(0, 1), epilogue async_wait_queue(0, 0).
# pipeline: stage=[0, 1] order=[0, 1] async_stages=[0]
B = alloc([1])

for i in range(16):
    B[0] = A[i] + 1
    C[i] = B[0] + 1

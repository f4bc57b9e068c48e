# The RFC's "More examples": three stages, the first two async; stage 1 is both an async
# producer (queue 1) and an async consumer (of queue 0).
# RFC counts: wait(0, 1) before stage 1 and wait(1, 1) before stage 2 in the body.
# pipeline: stage=[0, 1, 2] order=[0, 1, 2] async_stages=[0, 1]
B = alloc([1])
C = alloc([1])

for i in range(16):
    B[0] = A[i] + 1
    C[0] = B[0] + 1
    D[i] = C[0] + 1

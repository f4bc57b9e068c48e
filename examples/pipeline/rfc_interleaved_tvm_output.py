# The RFC's own transformed output for rfc_interleaved.py (tir-async-pipeline-rfc,
# "Interleaved async producers, a consumer in between"), completed where the RFC elides:
# A[...] and B[...] are A[i] / B[i] of the producing iteration, compute reads version
# i % 4 (the RFC prints A_shared[i]), and the elided epilogue runs the last three
# computes after async_wait_queue(0, 0).
A_shared = alloc([4])
B_shared = alloc([4])

for i in range(3):
    async_commit_queue(0):
       async_scope:
          A_shared[i] = A[i]

       async_scope:
          B_shared[i] = B[i]

for i in range(13):
    async_commit_queue(0):
       async_scope:
          A_shared[(i + 3) % 4] = A[i + 3]

    async_wait_queue(0, 5):
       compute(A_shared[i % 4], B_shared[i % 4])

    async_commit_queue(0):
       async_scope:
          B_shared[(i + 3) % 4] = B[i + 3]

for i in range(3):
    async_wait_queue(0, 0):
       compute(A_shared[(i + 13) % 4], B_shared[(i + 13) % 4])

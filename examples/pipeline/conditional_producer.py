# A conditional producer (issue 11): the async copy into B runs only when M[i] is large,
# the consumer reads B every iteration, so it reads the newest copy made so far. B is
# versioned by the number of copies made so far (kept per in-flight iteration in the
# ring B_count), not by the iteration; `amdsync pipeline --verify` proves it.
# pipeline: stage=[0, 2] async_stages=[0]
B = alloc([1])
B[0] = 7
for i in range(10):
    if M[i] > 500000:
        B[0] = A[i]
    C[i] = B[0] + 1

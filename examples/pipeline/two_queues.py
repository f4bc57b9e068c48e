# Two async stages whose consumer reads both (TVM refuses a consumer of two async
# stages): copies of A in stage 0 and of B in stage 1, both consumed in stage 2.
# pipeline: stage=[0, 1, 2] order=[0, 1, 2] async_stages=[0, 1]
a = alloc([1])
b = alloc([1])

for i in range(4, 12):
    a[0] = A[i]
    b[0] = B[i]
    compute(a[0], b[0])

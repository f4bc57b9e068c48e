# The RFC's first example (tir-async-pipeline-rfc, "Background"): a plain software
# pipeline, no async stage.
# pipeline: stage=[0, 1] order=[0, 1]
B = alloc([1])

for i in range(16):
    B[0] = A[i] + 1
    C[i] = B[0] + 1

# pipeline: stage=[0, 1] async_stages=[0]
# pipeline j: stage=[0, 1] async_stages=[0]
S = alloc([4])
L = alloc([1])
for i in range(4):
    for jj in range(4):
        S[jj] = G[i, jj]
    for j in range(4):
        L[0] = S[j]
        f(L[0], i, j)

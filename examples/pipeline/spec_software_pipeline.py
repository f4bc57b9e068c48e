# The "Software pipeline" example of amdgpu-async-operations ("Examples"): three blocks
# in flight; each iteration waits for the oldest (wait.asyncmark(2)), uses it, then issues
# the next block; after the loop the last three blocks are flushed with wait.asyncmark(2),
# (1) and (0). As a pipeline: the copy runs three iterations ahead of its use, and the use
# comes first in each step.
# pipeline: stage=[0, 3] order=[1, 0] async_stages=[0]
tile = alloc([1])

for i in range(16):
    tile[0] = g[i]
    use(tile[0])

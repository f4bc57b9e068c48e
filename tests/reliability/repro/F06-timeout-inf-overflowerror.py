# A double-buffered LDS DMA pipeline that lowers to a Program: stage 0 copies a tile of
# global memory into LDS asynchronously, stage 2 consumes it.
# pipeline: stage=[0, 2] order=[0, 1] async_stages=[0]
tile = alloc([1])

for i in range(8):
    tile[0] = src[i]
    dst[i] = tile[0] * 2

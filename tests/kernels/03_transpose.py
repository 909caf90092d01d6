# Seed 001: naive and shared-memory (tiled) transpose.
from numba import cuda
import numba.types
import numpy as np

TILE_DIM = 32
BLOCK_ROWS = 8

@cuda.jit
def transpose(a_in, a_out):
    x = cuda.blockIdx.x * TILE_DIM + cuda.threadIdx.x
    y = cuda.blockIdx.y * TILE_DIM + cuda.threadIdx.y
    for j in range(0, TILE_DIM, BLOCK_ROWS):
        a_out[x, y + j] = a_in[y + j, x]

size = 128
a_in = cuda.to_device(np.arange(size*size, dtype=np.int32).reshape((size, size)))
a_out = cuda.device_array_like(a_in)
print(a_in.copy_to_host())
grid_shape = (int(size/TILE_DIM), int(size/TILE_DIM))
transpose[grid_shape,(TILE_DIM, BLOCK_ROWS)](a_in, a_out)
print(a_out.copy_to_host())

TILE_DIM_PADDED = TILE_DIM + 1  # Read Mark Harris' blog post to find out why this improves performance!

@cuda.jit
def tile_transpose(a_in, a_out):
    tile = cuda.shared.array((TILE_DIM, TILE_DIM_PADDED), numba.types.int32)
    x = cuda.blockIdx.x * TILE_DIM + cuda.threadIdx.x
    y = cuda.blockIdx.y * TILE_DIM + cuda.threadIdx.y
    for j in range(0, TILE_DIM, BLOCK_ROWS):
        tile[cuda.threadIdx.y + j, cuda.threadIdx.x] = a_in[y + j, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE_DIM + cuda.threadIdx.x
    y = cuda.blockIdx.x * TILE_DIM + cuda.threadIdx.y
    for j in range(0, TILE_DIM, BLOCK_ROWS):
        a_out[y + j, x] = tile[cuda.threadIdx.x, cuda.threadIdx.y + j]

a_out = cuda.device_array_like(a_in)
tile_transpose[grid_shape,(TILE_DIM, BLOCK_ROWS)](a_in, a_out)
print(a_out.copy_to_host())
print(np.array_equal(a_out.copy_to_host(), a_in.copy_to_host().T))

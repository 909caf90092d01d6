# Shared and local array shapes written as arithmetic on global constants (`TILE + 1`), folded
# at compile time (numba-cuda's simulator accepts them; its GPU compiler wants a literal or a
# global); the padded tiled transpose of the CUDA best-practices posts, whose row loops the CUDA
# C writer versions (checks taken out of the loop when its indices are in range).
from numba import cuda, int32
import numpy as np

TILE = 8
ROWS = 2
T = 4


@cuda.jit
def transpose_rows(a_in, a_out):
    tile = cuda.shared.array((TILE, TILE + 1), int32)
    x = cuda.blockIdx.x * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.y * TILE + cuda.threadIdx.y
    for j in range(0, TILE, ROWS):
        tile[cuda.threadIdx.y + j, cuda.threadIdx.x] = a_in[y + j, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.x * TILE + cuda.threadIdx.y
    for j in range(0, TILE, ROWS):
        a_out[y + j, x] = tile[cuda.threadIdx.x, cuda.threadIdx.y + j]


@cuda.jit
def shapes(out):
    a = cuda.shared.array((T + 1, T * 2 - 3, 2 ** 3 // 3), np.int32)
    b = cuda.local.array((-7 // 2 + 6, 7 % -3 + 5, (-7) % 3), np.float32)
    a[0, 0, 0] = 1
    b[0, 0, 0] = 2.0
    out[0] = a.shape[0] * a[0, 0, 0] * int(b[0, 0, 0]) // 2
    out[1] = a.shape[1]
    out[2] = a.shape[2]
    out[3] = b.shape[0]
    out[4] = b.shape[1]
    out[5] = b.shape[2]


n = 32
m = np.arange(n * n, dtype=np.int32).reshape(n, n) * 7 - 300
d_out = cuda.device_array((n, n), dtype=np.int32)
transpose_rows[(n // TILE, n // TILE), (TILE, ROWS)](cuda.to_device(m), d_out)
t = d_out.copy_to_host()
print(np.array_equal(t, m.T), t[3, :6])
o = np.zeros(6, np.int64)
shapes[1, 1](o)
print(o.tolist())

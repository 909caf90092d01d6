# Range loops whose index checks the CUDA C writer takes out of the loop when every index is in
# range at the first and the last step: the cases where it must not (negative indices that wrap,
# a last step past the end, a loop that runs zero times, guarded edges of a tile) give the same
# results and errors as the checked loop.
from numba import cuda
import numpy as np

TILE = 8
TILE_PADDED = TILE + 1
ROWS = 2


@cuda.jit
def window_sum(a, out, off, width):
    i = cuda.grid(1)
    if i < out.size:
        s = 0.0
        for j in range(0, width):
            s += a[off + i + j]
        out[i] = s


@cuda.jit
def copy_rows_guarded(a_in, a_out):
    tile = cuda.shared.array((TILE, TILE_PADDED), np.float32)
    n0, n1 = a_in.shape
    x = cuda.blockIdx.x * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.y * TILE + cuda.threadIdx.y
    for j in range(0, TILE, ROWS):
        if y + j < n0 and x < n1:
            tile[cuda.threadIdx.y + j, cuda.threadIdx.x] = a_in[y + j, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.x * TILE + cuda.threadIdx.y
    for j in range(0, TILE, ROWS):
        if y + j < n1 and x < n0:
            a_out[y + j, x] = tile[cuda.threadIdx.x, cuda.threadIdx.y + j]


a = np.arange(16, dtype=np.float64) * 1.5 - 4.0
out = np.zeros(4)
window_sum[1, 4](a, out, 0, 3)
print("in range:", out)
window_sum[1, 4](a, out, -8, 3)
print("wrapping:", out)
window_sum[1, 4](a, out, 100, 0)
print("zero steps:", out)
try:
    window_sum[1, 4](a, out, 11, 3)
except IndexError:
    print("IndexError past the end")

rng = np.random.default_rng(5)
m = rng.standard_normal((13, 21)).astype(np.float32)
d_out = cuda.device_array((21, 13), dtype=np.float32)
copy_rows_guarded[((21 + TILE - 1) // TILE, (13 + TILE - 1) // TILE), (TILE, ROWS)](cuda.to_device(m), d_out)
print("guarded transpose equal:", np.array_equal(d_out.copy_to_host(), m.T))

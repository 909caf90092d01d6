# The padded tiled transpose of issue 24 (32x8 threads, each thread moves 4 rows through a
# 33-wide shared tile), int32 8192x8192: the same file runs under numba-cuda (`python3`) and
# `cudalab run`. Prints `name GB/s` (2 * n * n * 4 bytes per launch, best of 5 x 20 launches
# timed by wall clock around a synchronize) and whether the result equals the transpose.
import os
import time
import numpy as np
from numba import cuda, int32

TILE = 32
TILE_PADDED = TILE + 1  # numba-cuda wants a literal or a global in a shape
ROWS = 8


@cuda.jit
def transpose_rows(a_in, a_out):
    tile = cuda.shared.array((TILE, TILE_PADDED), int32)
    x = cuda.blockIdx.x * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.y * TILE + cuda.threadIdx.y
    for j in range(0, TILE, ROWS):
        tile[cuda.threadIdx.y + j, cuda.threadIdx.x] = a_in[y + j, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE + cuda.threadIdx.x
    y = cuda.blockIdx.x * TILE + cuda.threadIdx.y
    for j in range(0, TILE, ROWS):
        a_out[y + j, x] = tile[cuda.threadIdx.x, cuda.threadIdx.y + j]


n = int(os.environ.get("BENCH_N", "8192"))
rng = np.random.default_rng(7)
m = rng.integers(-(2**31), 2**31 - 1, size=(n, n), dtype=np.int32)
d_in = cuda.to_device(m)
d_out = cuda.device_array((n, n), dtype=np.int32)
grid = (n // TILE, n // TILE)
transpose_rows[grid, (TILE, ROWS)](d_in, d_out)
cuda.synchronize()
best = 1e30
for _ in range(5):
    t0 = time.perf_counter()
    for _ in range(20):
        transpose_rows[grid, (TILE, ROWS)](d_in, d_out)
    cuda.synchronize()
    best = min(best, (time.perf_counter() - t0) / 20)
print("transpose_rows_GBs", round(2 * 4 * n * n / best / 1e9))
print("transpose_rows_ok", bool(np.array_equal(d_out.copy_to_host(), m.T)))

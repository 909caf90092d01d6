# Tiled transpose out = a.T, float32 n x n (n = 8192 at full size) through a padded 32x33
# shared-memory tile: 32x8 thread blocks, each thread moves 4 rows; reads and writes are both
# coalesced, and the extra column spreads the column reads from the tile over all 32 banks
# (compare transpose_tiled.py). The same file runs under numba-cuda (`python3`) and `cudalab
# run`. BENCH_SCALE divides n (not below 32), BENCH_REPS sets the launches per timed round. GPU
# time by CUDA events, best of 3 rounds. Prints `name value unit` lines: time per launch,
# bandwidth (2 * 4 * n^2 bytes) and `_ok` (exact equality with NumPy's transpose).
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(8192 // SCALE, 32)
TILE = 32
ROWS = 8
TILE_PADDED = TILE + 1  # numba-cuda wants a literal or a global in a shape


@cuda.jit
def transpose_tiled_padded(a, out):
    tile = cuda.shared.array((TILE, TILE_PADDED), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    x = cuda.blockIdx.x * TILE + tx
    y = cuda.blockIdx.y * TILE + ty
    for j in range(0, TILE, ROWS):
        if y + j < a.shape[0] and x < a.shape[1]:
            tile[ty + j, tx] = a[y + j, x]
    cuda.syncthreads()
    x = cuda.blockIdx.y * TILE + tx
    y = cuda.blockIdx.x * TILE + ty
    for j in range(0, TILE, ROWS):
        if y + j < out.shape[0] and x < out.shape[1]:
            out[y + j, x] = tile[tx, ty + j]


def report(name, value, unit):
    print(name, round(value, 4), unit)


def gpu_ms(launch):
    launch()  # warm-up (compiles)
    cuda.synchronize()
    best = 1e30
    for _ in range(3):
        start = cuda.event()
        end = cuda.event()
        start.record()
        for _ in range(REPS):
            launch()
        end.record()
        end.synchronize()
        best = min(best, cuda.event_elapsed_time(start, end) / REPS)
    return best


rng = np.random.default_rng(7)
a = rng.standard_normal((N, N), dtype=np.float32)
d_a = cuda.to_device(a)
d_out = cuda.device_array((N, N), dtype=np.float32)
grid = ((N + TILE - 1) // TILE, (N + TILE - 1) // TILE)


def launch():
    transpose_tiled_padded[grid, (TILE, ROWS)](d_a, d_out)


ms = gpu_ms(launch)
ok = bool(np.array_equal(d_out.copy_to_host(), a.T))
report("transpose_tiled_padded_ms", ms, "ms")
report("transpose_tiled_padded_GBs", 2 * 4 * N * N / (ms * 1e-3) / 1e9, "GB/s")
print("transpose_tiled_padded_ok", ok)

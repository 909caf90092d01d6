# Elementwise product of two float32 n x n matrices (n = 8192 at full size), z = x * y, from
# notebook 01 (first kernel, cell 9): a 2-D grid-stride loop over a fixed grid of 16x16 blocks of
# 16x16 threads (65536 threads whatever n is), cuda.grid(2) and cuda.gridsize(2) giving the start
# and the strides along columns (x) and rows (y). The same file runs under numba-cuda (`python3`)
# and `cudalab run`. BENCH_SCALE divides n (not below 32), BENCH_REPS sets the launches per timed
# round. GPU time by CUDA events, best of 3 rounds. Prints `name value unit` lines: time per
# launch, bandwidth (3 * 4 * n^2 bytes: x and y read, z written) and `_ok` (a float64 NumPy
# reference).
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(8192 // SCALE, 32)
GRID = (16, 16)   # fixed, as in the notebook: the loops cover any size
BLOCK = (16, 16)


@cuda.jit
def multiply(x, y, z):
    tx, ty = cuda.grid(2)
    sx, sy = cuda.gridsize(2)
    for i in range(ty, z.shape[0], sy):
        for j in range(tx, z.shape[1], sx):
            z[i, j] = x[i, j] * y[i, j]


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


rng = np.random.default_rng(101)
a = rng.random((N, N), dtype=np.float32) - np.float32(0.5)
b = rng.random((N, N), dtype=np.float32) - np.float32(0.5)
d_a = cuda.to_device(a)
d_b = cuda.to_device(b)
d_c = cuda.device_array((N, N), dtype=np.float32)


def launch():
    multiply[GRID, BLOCK](d_a, d_b, d_c)


ms = gpu_ms(launch)
c = d_c.copy_to_host()
ref = a.astype(np.float64) * b.astype(np.float64)
ok = bool(np.allclose(c, ref, rtol=1e-6, atol=1e-7))
report("nb_multiply_2d_ms", ms, "ms")
report("nb_multiply_2d_GBs", 3 * 4 * N * N / (ms * 1e-3) / 1e9, "GB/s")
print("nb_multiply_2d_ok", ok)

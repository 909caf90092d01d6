# Naive matrix multiply C = A @ B, float32 n x n (n = 2048 at full size): one thread per output
# element, each reading a row of A and a column of B from global memory, 16x16 thread blocks.
# The same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides n
# (not below 32), BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best
# of 3 rounds. Prints `name value unit` lines: time per launch, GFLOP/s (2 * n^3 flops) and
# `_ok` (a float64 NumPy product of a random sample of rows).
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(2048 // SCALE, 32)
BLOCK = 16
CHECK_ROWS = 16


@cuda.jit
def matmul_naive(a, b, c):
    col, row = cuda.grid(2)
    if row < c.shape[0] and col < c.shape[1]:
        acc = float32(0.0)
        for k in range(a.shape[1]):
            acc += a[row, k] * b[k, col]
        c[row, col] = acc


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


rng = np.random.default_rng(3)
a = rng.random((N, N), dtype=np.float32)
b = rng.random((N, N), dtype=np.float32)
d_a = cuda.to_device(a)
d_b = cuda.to_device(b)
d_c = cuda.device_array((N, N), dtype=np.float32)
grid = ((N + BLOCK - 1) // BLOCK, (N + BLOCK - 1) // BLOCK)


def launch():
    matmul_naive[grid, (BLOCK, BLOCK)](d_a, d_b, d_c)


ms = gpu_ms(launch)
c = d_c.copy_to_host()
rows = rng.integers(0, N, size=CHECK_ROWS)
ref = a[rows].astype(np.float64) @ b.astype(np.float64)
ok = bool(np.allclose(c[rows], ref, rtol=1e-4, atol=1e-4))
report("matmul_naive_ms", ms, "ms")
report("matmul_naive_GFLOPs", 2.0 * N * N * N / (ms * 1e-3) / 1e9, "GFLOPs")
print("matmul_naive_ok", ok)

# Tiled matrix multiply C = A @ B, float32 n x n (n = 2048 at full size): 16x16 thread blocks
# stage 16x16 tiles of A and B in shared memory, so each global element is read n / 16 times
# instead of n. The same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE
# divides n (not below 32), BENCH_REPS sets the launches per timed round. GPU time by CUDA
# events, best of 3 rounds. Prints `name value unit` lines: time per launch, GFLOP/s
# (2 * n^3 flops) and `_ok` (a float64 NumPy product of a random sample of rows).
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(2048 // SCALE, 32)
TILE = 16
CHECK_ROWS = 16


@cuda.jit
def matmul_tiled(a, b, c):
    sa = cuda.shared.array((TILE, TILE), float32)
    sb = cuda.shared.array((TILE, TILE), float32)
    tx = cuda.threadIdx.x
    ty = cuda.threadIdx.y
    col = cuda.blockIdx.x * TILE + tx
    row = cuda.blockIdx.y * TILE + ty
    n = a.shape[1]
    acc = float32(0.0)
    for t in range((n + TILE - 1) // TILE):
        k = t * TILE + tx
        if row < a.shape[0] and k < n:
            sa[ty, tx] = a[row, k]
        else:
            sa[ty, tx] = float32(0.0)
        k = t * TILE + ty
        if k < n and col < b.shape[1]:
            sb[ty, tx] = b[k, col]
        else:
            sb[ty, tx] = float32(0.0)
        cuda.syncthreads()
        for j in range(TILE):
            acc += sa[ty, j] * sb[j, tx]
        cuda.syncthreads()
    if row < c.shape[0] and col < c.shape[1]:
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


rng = np.random.default_rng(4)
a = rng.random((N, N), dtype=np.float32)
b = rng.random((N, N), dtype=np.float32)
d_a = cuda.to_device(a)
d_b = cuda.to_device(b)
d_c = cuda.device_array((N, N), dtype=np.float32)
grid = ((N + TILE - 1) // TILE, (N + TILE - 1) // TILE)


def launch():
    matmul_tiled[grid, (TILE, TILE)](d_a, d_b, d_c)


ms = gpu_ms(launch)
c = d_c.copy_to_host()
rows = rng.integers(0, N, size=CHECK_ROWS)
ref = a[rows].astype(np.float64) @ b.astype(np.float64)
ok = bool(np.allclose(c[rows], ref, rtol=1e-4, atol=1e-4))
report("matmul_tiled_ms", ms, "ms")
report("matmul_tiled_GFLOPs", 2.0 * N * N * N / (ms * 1e-3) / 1e9, "GFLOPs")
print("matmul_tiled_ok", ok)

# One Jacobi step of the 5-point Laplace stencil, float32 n x n (n = 4096 at full size):
# out[i, j] = 0.25 * (a[i-1, j] + a[i+1, j] + a[i, j-1] + a[i, j+1]) inside, the border copied.
# One thread per point, 32x8 thread blocks, reads straight from global memory (the caches catch
# the reuse). The same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE
# divides n (not below 32), BENCH_REPS sets the launches per timed round. GPU time by CUDA
# events, best of 3 rounds. Prints `name value unit` lines: time per launch, bandwidth
# (2 * 4 * n^2 bytes, each point read and written once) and `_ok` (a float64 NumPy reference).
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(4096 // SCALE, 32)
BX = 32
BY = 8
QUARTER = np.float32(0.25)


@cuda.jit
def jacobi_step(a, out):
    j, i = cuda.grid(2)
    rows = a.shape[0]
    cols = a.shape[1]
    if i < rows and j < cols:
        if i == 0 or j == 0 or i == rows - 1 or j == cols - 1:
            out[i, j] = a[i, j]
        else:
            out[i, j] = QUARTER * (a[i - 1, j] + a[i + 1, j] + a[i, j - 1] + a[i, j + 1])


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


rng = np.random.default_rng(9)
a = rng.random((N, N), dtype=np.float32)
d_a = cuda.to_device(a)
d_out = cuda.device_array((N, N), dtype=np.float32)
grid = ((N + BX - 1) // BX, (N + BY - 1) // BY)


def launch():
    jacobi_step[grid, (BX, BY)](d_a, d_out)


ms = gpu_ms(launch)
out = d_out.copy_to_host()
a64 = a.astype(np.float64)
ref = a64.copy()
ref[1:-1, 1:-1] = 0.25 * (a64[:-2, 1:-1] + a64[2:, 1:-1] + a64[1:-1, :-2] + a64[1:-1, 2:])
ok = bool(np.allclose(out, ref, rtol=1e-5, atol=1e-6))
report("stencil_2d_ms", ms, "ms")
report("stencil_2d_GBs", 2 * 4 * N * N / (ms * 1e-3) / 1e9, "GB/s")
print("stencil_2d_ok", ok)

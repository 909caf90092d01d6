# Naive transpose out = a.T, float32 n x n (n = 8192 at full size): one element per thread,
# 32x8 thread blocks, reads coalesced along rows, writes strided by n (uncoalesced). The same
# file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides n (not below
# 32), BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3 rounds.
# Prints `name value unit` lines: time per launch, bandwidth (2 * 4 * n^2 bytes) and `_ok`
# (exact equality with NumPy's transpose).
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(8192 // SCALE, 32)
BX = 32
BY = 8


@cuda.jit
def transpose_naive(a, out):
    x, y = cuda.grid(2)
    if y < a.shape[0] and x < a.shape[1]:
        out[x, y] = a[y, x]


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


rng = np.random.default_rng(5)
a = rng.standard_normal((N, N), dtype=np.float32)
d_a = cuda.to_device(a)
d_out = cuda.device_array((N, N), dtype=np.float32)
grid = ((N + BX - 1) // BX, (N + BY - 1) // BY)


def launch():
    transpose_naive[grid, (BX, BY)](d_a, d_out)


ms = gpu_ms(launch)
ok = bool(np.array_equal(d_out.copy_to_host(), a.T))
report("transpose_naive_ms", ms, "ms")
report("transpose_naive_GBs", 2 * 4 * N * N / (ms * 1e-3) / 1e9, "GB/s")
print("transpose_naive_ok", ok)

# 1-D weighted stencil of radius 3, float32 (64M elements at full size):
# out[i] = sum(W[j] * a[i + j - 3] for j in 0..6), values outside the array taken as 0. Each
# block stages its 256 elements plus a 3-element halo on each side in shared memory, so every
# input is read from global memory about once. The same file runs under numba-cuda (`python3`)
# and `cudalab run`. BENCH_SCALE divides the size, BENCH_REPS sets the launches per timed round.
# GPU time by CUDA events, best of 3 rounds. Prints `name value unit` lines: time per launch,
# bandwidth (2 * 4 * n bytes) and `_ok` (a float64 NumPy reference).
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 26) // SCALE
RADIUS = 3
THREADS = 256
SHARED = THREADS + 2 * RADIUS  # numba-cuda wants a literal or a global in a shape
# A global array is a constant in the kernel.
W = np.array([0.05, 0.1, 0.2, 0.3, 0.2, 0.1, 0.05], dtype=np.float32)


@cuda.jit
def stencil_1d(a, out):
    s = cuda.shared.array(SHARED, float32)
    t = cuda.threadIdx.x
    i = cuda.grid(1)
    n = a.size
    s[t + RADIUS] = a[i] if i < n else float32(0.0)
    if t < RADIUS:
        lo = i - RADIUS
        s[t] = a[lo] if lo >= 0 and lo < n else float32(0.0)
        hi = i + THREADS
        s[t + THREADS + RADIUS] = a[hi] if hi < n else float32(0.0)
    cuda.syncthreads()
    if i < n:
        acc = float32(0.0)
        for j in range(2 * RADIUS + 1):
            acc += W[j] * s[t + j]
        out[i] = acc


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


rng = np.random.default_rng(8)
a = rng.standard_normal(N, dtype=np.float32)
d_a = cuda.to_device(a)
d_out = cuda.device_array(N, dtype=np.float32)
blocks = (N + THREADS - 1) // THREADS


def launch():
    stencil_1d[blocks, THREADS](d_a, d_out)


ms = gpu_ms(launch)
out = d_out.copy_to_host()
padded = np.zeros(N + 2 * RADIUS, dtype=np.float64)
padded[RADIUS:RADIUS + N] = a
ref = np.zeros(N, dtype=np.float64)
for j in range(2 * RADIUS + 1):
    ref += np.float64(W[j]) * padded[j:j + N]
ok = bool(np.allclose(out, ref, rtol=1e-5, atol=1e-5))
report("stencil_1d_ms", ms, "ms")
report("stencil_1d_GBs", 2 * 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("stencil_1d_ok", ok)

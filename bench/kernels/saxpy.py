# SAXPY out = alpha * x + y over float32 (64M elements at full size), grid-stride loop with
# each thread handling ITEMS elements. The same file runs under numba-cuda (`python3`) and
# `cudalab run`. BENCH_SCALE divides the size, BENCH_REPS sets the launches per timed round.
# GPU time by CUDA events, best of 3 rounds. Prints `name value unit` lines: time per launch,
# bandwidth (3 * 4 * n bytes) and `_ok`.
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 26) // SCALE
THREADS = 256
ITEMS = 4


@cuda.jit
def saxpy(alpha, x, y, out):
    start = cuda.grid(1)
    stride = cuda.gridsize(1)
    for i in range(start, out.size, stride):
        out[i] = alpha * x[i] + y[i]


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


rng = np.random.default_rng(2)
alpha = np.float32(rng.uniform(0.5, 2.0))
x = rng.standard_normal(N, dtype=np.float32)
y = rng.standard_normal(N, dtype=np.float32)
d_x = cuda.to_device(x)
d_y = cuda.to_device(y)
d_out = cuda.device_array(N, dtype=np.float32)
blocks = (N + THREADS * ITEMS - 1) // (THREADS * ITEMS)


def launch():
    saxpy[blocks, THREADS](alpha, d_x, d_y, d_out)


ms = gpu_ms(launch)
out = d_out.copy_to_host()
ref = np.float64(alpha) * x.astype(np.float64) + y.astype(np.float64)
ok = bool(np.allclose(out, ref, rtol=1e-5, atol=1e-5))
report("saxpy_ms", ms, "ms")
report("saxpy_GBs", 3 * 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("saxpy_ok", ok)

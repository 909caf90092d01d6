# Vector add c = a + b over float32 (64M elements at full size), one element per thread.
# The same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the
# size, BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3 rounds.
# Prints `name value unit` lines: time per launch, bandwidth (3 * 4 * n bytes) and `_ok`.
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 26) // SCALE
THREADS = 256


@cuda.jit
def vector_add(a, b, c):
    i = cuda.grid(1)
    if i < c.size:
        c[i] = a[i] + b[i]


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


rng = np.random.default_rng(1)
a = rng.random(N, dtype=np.float32)
b = rng.random(N, dtype=np.float32)
d_a = cuda.to_device(a)
d_b = cuda.to_device(b)
d_c = cuda.device_array(N, dtype=np.float32)
blocks = (N + THREADS - 1) // THREADS


def launch():
    vector_add[blocks, THREADS](d_a, d_b, d_c)


ms = gpu_ms(launch)
c = d_c.copy_to_host()
ref = a.astype(np.float64) + b.astype(np.float64)
ok = bool(np.allclose(c, ref, rtol=1e-6, atol=1e-6))
report("vector_add_ms", ms, "ms")
report("vector_add_GBs", 3 * 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("vector_add_ok", ok)

# Maximum and minimum of 32M float64 values uniform in [-100, 100) (at full size) with
# floating-point atomics, from notebook 04 (atomics and races, cell 7): one element per thread,
# 256-thread blocks, every thread offering its element to out[0] with cuda.atomic.max and to
# out[1] with cuda.atomic.min (two float64 counters for the whole grid, started at -inf and
# +inf). Repeated launches leave the answer unchanged, so the timed launches need no reset. The
# same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the size,
# BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3 rounds.
# Prints `name value unit` lines: time per launch, bandwidth (8 * n bytes read) and `_ok` (exact
# equality with NumPy's max and min, after one launch and after all the timed launches).
import math
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 25) // SCALE
THREADS = 256
BLOCKS = math.ceil(N / THREADS)


@cuda.jit
def extremes(a, out):
    i = cuda.grid(1)
    if i < a.size:
        cuda.atomic.max(out, 0, a[i])
        cuda.atomic.min(out, 1, a[i])


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


rng = np.random.default_rng(104)
a = rng.uniform(-100, 100, N)
d_a = cuda.to_device(a)
d_out = cuda.to_device(np.array([-np.inf, np.inf]))


def launch():
    extremes[BLOCKS, THREADS](d_a, d_out)


ms = gpu_ms(launch)
want = np.array([a.max(), a.min()])
accumulated = d_out.copy_to_host()
d_once = cuda.to_device(np.array([-np.inf, np.inf]))
extremes[BLOCKS, THREADS](d_a, d_once)
once = d_once.copy_to_host()
ok = bool(np.array_equal(once, want)) and bool(np.array_equal(accumulated, want))
report("nb_extremes_ms", ms, "ms")
report("nb_extremes_GBs", 8 * N / (ms * 1e-3) / 1e9, "GB/s")
print("nb_extremes_ok", ok)

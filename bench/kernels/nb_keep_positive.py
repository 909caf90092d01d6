# Stream compaction with an atomic counter: keep the positive values of 32M float64 normal
# values (at full size), from notebook 04 (atomics and races, exercise cell 13; the kernel as
# written in solutions/04-atomics-and-races-solutions.ipynb, cell 3): one element per thread,
# 256-thread blocks; a thread whose element is positive takes a slot with
# `slot = cuda.atomic.add(count, 0, 1)` (one int32 counter for the whole grid) and writes its
# value there, so the order of the kept values is up to the GPU. The counter must start at 0,
# so every timed launch is preceded by a one-thread launch that zeroes it (both are timed). The
# same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the size,
# BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3 rounds.
# Prints `name value unit` lines: time per launch, bandwidth (8 * n bytes read plus 8 bytes per
# kept value written) and `_ok` (the count, and the sorted kept values equal to the sorted
# positive inputs, exactly).
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 25) // SCALE
THREADS = 256
BLOCKS = (N + THREADS - 1) // THREADS


@cuda.jit
def keep_positive(x, out, count):
    i = cuda.grid(1)
    if i < x.size and x[i] > 0:
        slot = cuda.atomic.add(count, 0, 1)    # the old value: a slot no other thread gets
        out[slot] = x[i]


@cuda.jit
def zero_count(count):
    count[0] = 0


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


rng = np.random.default_rng(103)
x = rng.standard_normal(N)
d_x = cuda.to_device(x)
d_out = cuda.device_array(N, dtype=np.float64)
d_count = cuda.device_array(1, dtype=np.int32)


def launch():
    zero_count[1, 1](d_count)
    keep_positive[BLOCKS, THREADS](d_x, d_out, d_count)


ms = gpu_ms(launch)
kept = int(d_count.copy_to_host()[0])
want = np.sort(x[x > 0])
got = np.sort(d_out.copy_to_host()[:kept])
ok = kept == want.size and bool(np.array_equal(got, want))
report("nb_keep_positive_ms", ms, "ms")
report("nb_keep_positive_GBs", (8 * N + 8 * want.size) / (ms * 1e-3) / 1e9, "GB/s")
print("nb_keep_positive_ok", ok)

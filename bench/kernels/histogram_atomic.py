# 256-bin histogram of uint8 data (64M bytes at full size): a fixed grid of 256-thread blocks,
# each block counting a grid-stride slice into its own bins in shared memory with
# cuda.atomic.add, then adding its bins to the global ones with one global atomic per bin. The
# same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the size,
# BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3 rounds (the
# timed launches keep adding into the same bins: their total is checked too). Prints
# `name value unit` lines: time per launch, bandwidth (n bytes read) and `_ok` (exact equality
# with np.bincount).
import os
import numpy as np
from numba import cuda, int32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 26) // SCALE
NBINS = 256
THREADS = NBINS  # one thread per bin clears and merges the block's bins
BLOCKS = min(1024, (N + THREADS - 1) // THREADS)


@cuda.jit
def histogram(data, bins):
    s = cuda.shared.array(NBINS, int32)
    t = cuda.threadIdx.x
    s[t] = 0
    cuda.syncthreads()
    for i in range(cuda.grid(1), data.size, cuda.gridsize(1)):
        cuda.atomic.add(s, data[i], 1)
    cuda.syncthreads()
    cuda.atomic.add(bins, t, s[t])


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


rng = np.random.default_rng(11)
data = rng.integers(0, 256, size=N, dtype=np.uint8)
d_data = cuda.to_device(data)
d_bins = cuda.to_device(np.zeros(NBINS, dtype=np.int32))


def launch():
    histogram[BLOCKS, THREADS](d_data, d_bins)


ms = gpu_ms(launch)
ref = np.bincount(data, minlength=NBINS).astype(np.int64)
accumulated = d_bins.copy_to_host().astype(np.int64)
d_once = cuda.to_device(np.zeros(NBINS, dtype=np.int32))
histogram[BLOCKS, THREADS](d_data, d_once)
once = d_once.copy_to_host().astype(np.int64)
ok = bool(np.array_equal(once, ref)) and bool(np.array_equal(accumulated, ref * (1 + 3 * REPS)))
report("histogram_atomic_ms", ms, "ms")
report("histogram_atomic_GBs", N / (ms * 1e-3) / 1e9, "GB/s")
print("histogram_atomic_ok", ok)

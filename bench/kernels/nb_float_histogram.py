# Histogram of float32 data (64M normal values at full size) into 64 equal bins over [-4, 4),
# from the histogram project (notebook 06, solution cell 3): a fixed grid of 128 blocks of 256
# threads, each thread walking a grid-stride slice, computing the bin number
# k = int((x - xmin) / width) in float32 and adding one to counts[k] with a global
# cuda.atomic.add (values outside the range are skipped). The same file runs under numba-cuda
# (`python3`) and `cudalab run`. BENCH_SCALE divides the size, BENCH_REPS sets the launches per
# timed round. GPU time by CUDA events, best of 3 rounds (the timed launches keep adding into the
# same bins: their total is checked too). Prints `name value unit` lines: time per launch,
# bandwidth (4 * n bytes read) and `_ok` (exact equality with a NumPy reference that bins each
# value as the kernel does, in float32).
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 26) // SCALE
NBINS = 64
BLOCKS = 128
THREADS = 256
XMIN = np.float32(-4.0)
XMAX = np.float32(4.0)


@cuda.jit
def fill_histogram(x, xmin, xmax, counts):
    nbins = counts.shape[0]
    width = (xmax - xmin) / np.float32(nbins)            # float32 throughout
    for i in range(cuda.grid(1), x.shape[0], cuda.gridsize(1)):
        k = np.int32((x[i] - xmin) / width)
        if x[i] >= xmin and k >= 0 and k < nbins:
            cuda.atomic.add(counts, k, 1)      # several threads may hit the same bin


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


rng = np.random.default_rng(12)
x = rng.standard_normal(N).astype(np.float32)
d_x = cuda.to_device(x)
d_counts = cuda.to_device(np.zeros(NBINS, dtype=np.int32))


def launch():
    fill_histogram[BLOCKS, THREADS](d_x, XMIN, XMAX, d_counts)


ms = gpu_ms(launch)
width = (XMAX - XMIN) / np.float32(NBINS)
k = ((x - XMIN) / width).astype(np.int32)
k = k[(x >= XMIN) & (k >= 0) & (k < NBINS)]
ref = np.bincount(k, minlength=NBINS).astype(np.int64)
accumulated = d_counts.copy_to_host().astype(np.int64)
d_once = cuda.to_device(np.zeros(NBINS, dtype=np.int32))
fill_histogram[BLOCKS, THREADS](d_x, XMIN, XMAX, d_once)
once = d_once.copy_to_host().astype(np.int64)
ok = bool(np.array_equal(once, ref)) and bool(np.array_equal(accumulated, ref * (1 + 3 * REPS)))
report("nb_float_histogram_ms", ms, "ms")
report("nb_float_histogram_GBs", 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("nb_float_histogram_ok", ok)

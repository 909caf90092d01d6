# Row normalisation out = m / sqrt(sum over the row of m^2), float32 n x n (n = 8192, 64M
# elements, at full size; the notebook uses n = 4096), as the profiling notebook first writes
# it (notebook 09, cell 2, `normalise`): three launches per repetition, `square` (16x16 blocks,
# one thread per element, into a temporary), `row_sums` (blocks of 128 threads, one thread per
# row looping over its columns: neighbouring threads read addresses a row apart, uncoalesced)
# and `divide` (16x16 blocks, one thread per element). The same file runs under numba-cuda
# (`python3`) and `cudalab run`. BENCH_SCALE divides n (not below 32), BENCH_REPS sets the
# repetitions per timed round (each one is all three launches). GPU time by CUDA events, best of
# 3 rounds. Prints `name value unit` lines: time per repetition, bandwidth (5 * 4 * n^2 bytes:
# square reads and writes, row_sums reads, divide reads and writes) and `_ok` (a float64 NumPy
# reference, rtol 1e-4).
import math
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
rows = max(8192 // SCALE, 32)
cols = rows


@cuda.jit
def square(a, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        out[i, j] = a[i, j] * a[i, j]


@cuda.jit
def row_sums(sq, sums):
    i = cuda.grid(1)
    if i < sq.shape[0]:
        s = np.float32(0.0)
        for j in range(sq.shape[1]):
            s += sq[i, j]
        sums[i] = s


@cuda.jit
def divide(a, sums, out):
    i, j = cuda.grid(2)
    if i < a.shape[0] and j < a.shape[1]:
        out[i, j] = a[i, j] / math.sqrt(sums[i])


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


rng = np.random.default_rng(13)
m = rng.random((rows, cols), dtype=np.float32)
block2 = (16, 16)
grid2 = (math.ceil(rows / 16), math.ceil(cols / 16))
d_m = cuda.to_device(m)
d_sq = cuda.device_array((rows, cols), dtype=np.float32)
d_sums = cuda.device_array(rows, dtype=np.float32)
d_out = cuda.device_array((rows, cols), dtype=np.float32)


def launch():
    square[grid2, block2](d_m, d_sq)
    row_sums[math.ceil(rows / 128), 128](d_sq, d_sums)
    divide[grid2, block2](d_m, d_sums, d_out)


ms = gpu_ms(launch)
out = d_out.copy_to_host()
m64 = m.astype(np.float64)
ref = m64 / np.sqrt((m64 ** 2).sum(axis=1))[:, None]
ok = bool(np.allclose(out, ref, rtol=1e-4, atol=0))
report("nb_normalise_rows_ms", ms, "ms")
report("nb_normalise_rows_GBs", 5 * 4 * rows * cols / (ms * 1e-3) / 1e9, "GB/s")
print("nb_normalise_rows_ok", ok)

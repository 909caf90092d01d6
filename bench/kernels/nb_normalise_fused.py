# Row normalisation out = m / sqrt(sum over the row of m^2), float32 n x n (n = 8192, 64M
# elements, at full size; the notebook uses n = 4096), fused as the profiling notebook's
# exercise solution writes it (notebook 09, solution cell 4, `normalise_fused`): two launches
# per repetition, `row_sumsq_block` (one block of 128 threads per row, each thread summing the
# squares of a column-strided slice of the row, coalesced, then a shared-memory tree sum; no
# squared temporary) and `divide` (16x16 blocks, one thread per element). The same file runs
# under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides n (not below 32),
# BENCH_REPS sets the repetitions per timed round (each one is both launches). GPU time by CUDA
# events, best of 3 rounds. Prints `name value unit` lines: time per repetition, bandwidth
# (3 * 4 * n^2 bytes: row_sumsq_block reads, divide reads and writes) and `_ok` (a float64 NumPy
# reference, rtol 1e-4).
import math
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
rows = max(8192 // SCALE, 32)
cols = rows
RB = 128


@cuda.jit
def row_sumsq_block(a, sums):
    temp = cuda.shared.array(RB, dtype=np.float32)
    i = cuda.blockIdx.x
    tid = cuda.threadIdx.x
    s = np.float32(0.0)
    for j in range(tid, a.shape[1], RB):
        s += a[i, j] * a[i, j]          # squared on the fly: no d_sq
    temp[tid] = s
    d = RB // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        sums[i] = temp[0]


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


rng = np.random.default_rng(14)
m = rng.random((rows, cols), dtype=np.float32)
block2 = (16, 16)
grid2 = (math.ceil(rows / 16), math.ceil(cols / 16))
d_m = cuda.to_device(m)
d_sums = cuda.device_array(rows, dtype=np.float32)
d_out = cuda.device_array((rows, cols), dtype=np.float32)


def launch():
    row_sumsq_block[rows, RB](d_m, d_sums)
    divide[grid2, block2](d_m, d_sums, d_out)


ms = gpu_ms(launch)
out = d_out.copy_to_host()
m64 = m.astype(np.float64)
ref = m64 / np.sqrt((m64 ** 2).sum(axis=1))[:, None]
ok = bool(np.allclose(out, ref, rtol=1e-4, atol=0))
report("nb_normalise_fused_ms", ms, "ms")
report("nb_normalise_fused_GBs", 3 * 4 * rows * cols / (ms * 1e-3) / 1e9, "GB/s")
print("nb_normalise_fused_ok", ok)

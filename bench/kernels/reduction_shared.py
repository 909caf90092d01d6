# Sum of float32 values (64M at full size) in two launches: a fixed grid of 256-thread blocks,
# each thread accumulating a grid-stride slice in a register, then a shared-memory tree sum per
# block into one partial per block; the same kernel with one block then sums the partials. The
# same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the size,
# BENCH_REPS sets the repetitions per timed round (each one is both launches). GPU time by CUDA
# events, best of 3 rounds. Prints `name value unit` lines: time per sum, bandwidth (4 * n bytes)
# and `_ok` (relative error against a float64 NumPy sum).
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 26) // SCALE
THREADS = 256  # a power of two: the tree halves it
BLOCKS = min(1024, (N + THREADS - 1) // THREADS)


@cuda.jit
def block_sum(a, partial):
    s = cuda.shared.array(THREADS, float32)
    t = cuda.threadIdx.x
    acc = float32(0.0)
    for i in range(cuda.grid(1), a.size, cuda.gridsize(1)):
        acc += a[i]
    s[t] = acc
    cuda.syncthreads()
    step = THREADS // 2
    while step > 0:
        if t < step:
            s[t] += s[t + step]
        cuda.syncthreads()
        step //= 2
    if t == 0:
        partial[cuda.blockIdx.x] = s[0]


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


rng = np.random.default_rng(10)
a = rng.random(N, dtype=np.float32)
d_a = cuda.to_device(a)
d_partial = cuda.device_array(BLOCKS, dtype=np.float32)
d_total = cuda.device_array(1, dtype=np.float32)


def launch():
    block_sum[BLOCKS, THREADS](d_a, d_partial)
    block_sum[1, THREADS](d_partial, d_total)


ms = gpu_ms(launch)
got = float(d_total.copy_to_host()[0])
ref = float(a.astype(np.float64).sum())
partial_ref = float(d_partial.copy_to_host().astype(np.float64).sum())
ok = abs(got - ref) <= 1e-5 * abs(ref) and abs(partial_ref - ref) <= 1e-5 * abs(ref)
report("reduction_shared_ms", ms, "ms")
report("reduction_shared_GBs", 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("reduction_shared_relerr", "%.3e" % (abs(got - ref) / abs(ref)), "rel")
print("reduction_shared_ok", bool(ok))

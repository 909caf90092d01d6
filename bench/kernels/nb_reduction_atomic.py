# Sum of float32 values (16M at full size) from the reduction practical (notebook 10, solution
# cell 13, `atomic_sum`): a fixed grid of 16 blocks of 512 threads; block b owns one contiguous
# section of the input and its threads stride through it, accumulating in a register
# (device function `load_section`); a shared-memory tree sum per block in dynamic shared memory
# sized at launch (device function `block_reduce`); then thread 0 adds the block's sum to the
# total with one float32 cuda.atomic.add. The same file runs under numba-cuda (`python3`) and
# `cudalab run`. BENCH_SCALE divides the size, BENCH_REPS sets the launches per timed round. GPU
# time by CUDA events, best of 3 rounds (the timed launches keep adding into the same total: it
# is checked too). Prints `name value unit` lines: time per launch, bandwidth (4 * n bytes) and
# `_ok` (against a float64 NumPy sum: relative error 1e-5 for one launch from a zero total; the
# accumulated total of all launches within that plus half a float32 ulp per atomic addition).
import math
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 24) // SCALE
BLOCKS, THREADS = 16, 512


@cuda.jit(device=True)
def block_reduce(temp, tid):
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2


@cuda.jit(device=True)
def load_section(temp, g_idata, tid):
    # Block b owns values [b * section, (b + 1) * section); its threads stride through them.
    section = (g_idata.shape[0] + cuda.gridDim.x - 1) // cuda.gridDim.x
    start = cuda.blockIdx.x * section
    stop = min(start + section, g_idata.shape[0])
    acc = np.float32(0)
    for i in range(start + tid, stop, cuda.blockDim.x):
        acc += g_idata[i]
    temp[tid] = acc


@cuda.jit
def atomic_sum(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    load_section(temp, g_idata, tid)
    block_reduce(temp, tid)
    if tid == 0:
        cuda.atomic.add(g_odata, 0, temp[0])      # one atomic per block


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
h_big = (10.0 * rng.random(N)).astype(np.float32)
d_big = cuda.to_device(h_big)
d_total = cuda.to_device(np.zeros(1, dtype=np.float32))
shared = THREADS * 4


def launch():
    atomic_sum[BLOCKS, THREADS, 0, shared](d_total, d_big)


ms = gpu_ms(launch)
ref = float(h_big.astype(np.float64).sum())
accumulated = float(d_total.copy_to_host()[0])
d_once = cuda.to_device(np.zeros(1, dtype=np.float32))
atomic_sum[BLOCKS, THREADS, 0, shared](d_once, d_big)
got = float(d_once.copy_to_host()[0])
launches = 1 + 3 * REPS
# The accumulated float32 total may be off by half an ulp of its magnitude per atomic addition.
ulp = 2.0 ** (math.floor(math.log2(abs(launches * ref))) - 23)
bound = launches * BLOCKS * ulp / 2 + 1e-5 * launches * abs(ref)
ok = abs(got - ref) <= 1e-5 * abs(ref) and abs(accumulated - launches * ref) <= bound
report("nb_reduction_atomic_ms", ms, "ms")
report("nb_reduction_atomic_GBs", 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("nb_reduction_atomic_relerr", "%.3e" % (abs(got - ref) / abs(ref)), "rel")
print("nb_reduction_atomic_ok", bool(ok))

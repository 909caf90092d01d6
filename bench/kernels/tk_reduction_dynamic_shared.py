# Per-block sums of float32 values (64M in [0, 10) at full size) by a tree reduction in dynamic
# shared memory, from tests/kernels/04_reduction_dynamic_shared.py (the `reduction` kernel as
# that test writes it: `cuda.shared.array(0, dtype=np.float32)` sized at launch by
# `reduction[blocks, threads, 0, shared_bytes]`, one element per thread, the halving loop with
# `cuda.syncthreads()` before each step). The test runs one block; the smallest change lets many
# blocks run: thread tid of block b loads element b * blockDim.x + tid, and thread 0 writes the
# block's sum to g_odata[b] instead of g_odata[0]. 512 threads (2048 bytes of shared memory) per
# block, as in the test, n / 512 blocks. The per-block partials are summed on the host. The same
# file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the size (not
# below one block), BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best
# of 3 rounds. Prints `name value unit` lines: time per launch, bandwidth (4 * n bytes), the
# relative error of the total and `_ok`: every partial within a relative 1e-5 of a float64
# NumPy sum of its block's 512 values, and the float64 sum of the partials within 1e-6 of the
# float64 NumPy total.
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
THREADS = 512
N = max(((1 << 26) // SCALE) // THREADS, 1) * THREADS
BLOCKS = N // THREADS


@cuda.jit
def reduction(g_odata, g_idata):
    temp = cuda.shared.array(0, dtype=np.float32)
    tid = cuda.threadIdx.x
    temp[tid] = g_idata[cuda.blockIdx.x * cuda.blockDim.x + tid]
    d = cuda.blockDim.x // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d = d // 2
    if tid == 0:
        g_odata[cuda.blockIdx.x] = temp[0]


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


rng = np.random.default_rng(4)
h_idata = (10.0 * rng.random(N)).astype(np.float32)
d_idata = cuda.to_device(h_idata)
d_odata = cuda.device_array(BLOCKS, dtype=np.float32)
shared_memory_size = THREADS * h_idata.dtype.itemsize


def launch():
    reduction[BLOCKS, THREADS, 0, shared_memory_size](d_odata, d_idata)


ms = gpu_ms(launch)
partials = d_odata.copy_to_host()
want = h_idata.astype(np.float64).reshape(BLOCKS, THREADS).sum(axis=1)
partials_ok = bool(np.allclose(partials, want, rtol=1e-5, atol=0.0))
got = float(partials.astype(np.float64).sum())
ref = float(want.sum())
relerr = abs(got - ref) / abs(ref)
ok = partials_ok and relerr <= 1e-6 and bool(np.isfinite(partials).all())
report("tk_reduction_dynamic_shared_ms", ms, "ms")
report("tk_reduction_dynamic_shared_GBs", 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("tk_reduction_dynamic_shared_relerr", "%.3e" % relerr, "rel")
print("tk_reduction_dynamic_shared_ok", ok)

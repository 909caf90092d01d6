# Sum of float32 values (64M in [0, 1) at full size) by warp shuffles, from
# tests/kernels/46_warp_primitives.py (the `block_sum` kernel as that test writes it): one
# element per thread, each warp reduces its 32 values with `cuda.shfl_down_sync` (offsets 16, 8,
# 4, 2, 1) and lane 0 (`cuda.laneid == 0`) adds the warp's sum to the single float32 total with
# `cuda.atomic.add(out, 0, v)`, so the per-warp partials are summed on the device by atomics
# (one per warp, n / 32 in all) in the launch itself, as in the test. 128-thread blocks, as in
# the test. The total must start at 0, so every timed launch is preceded by a one-thread launch
# that zeroes it (both are timed). The same file runs under numba-cuda (`python3`) and
# `cudalab run`. BENCH_SCALE divides the size, BENCH_REPS sets the launches per timed round. GPU
# time by CUDA events, best of 3 rounds. Prints `name value unit` lines: time per sum, bandwidth
# (4 * n bytes), the relative error and `_ok`: relative error against a float64 NumPy sum within
# 2e-4 (float32 atomic accumulation in an unspecified order; cudalab's simulator gets ~1e-6).
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 26) // SCALE
THREADS = 128
BLOCKS = (N + THREADS - 1) // THREADS

FULL = 0xFFFFFFFF


@cuda.jit
def block_sum(x, out):
    # each warp reduces its 32 values with shuffles, lane 0 adds the warp's sum
    i = cuda.grid(1)
    v = x[i] if i < x.size else float32(0.0)
    offset = 16
    while offset > 0:
        v += cuda.shfl_down_sync(FULL, v, offset)
        offset //= 2
    if cuda.laneid == 0:
        cuda.atomic.add(out, 0, v)


@cuda.jit
def zero_total(out):
    out[0] = 0.0


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


rng = np.random.default_rng(46)
x = rng.random(N, dtype=np.float32)
d_x = cuda.to_device(x)
d_out = cuda.device_array(1, dtype=np.float32)


def launch():
    zero_total[1, 1](d_out)
    block_sum[BLOCKS, THREADS](d_x, d_out)


ms = gpu_ms(launch)
got = float(d_out.copy_to_host()[0])
ref = float(x.astype(np.float64).sum())
relerr = abs(got - ref) / abs(ref)
ok = relerr <= 2e-4
report("tk_warp_block_sum_ms", ms, "ms")
report("tk_warp_block_sum_GBs", 4 * N / (ms * 1e-3) / 1e9, "GB/s")
print("tk_warp_block_sum_relerr", "%.3e" % relerr, "rel")
print("tk_warp_block_sum_ok", bool(ok))

# Clip float64 values to [-1, 1] (16M normal values at full size) through a device function,
# from notebook 03 (ufuncs and device functions, exercise cell 21; the kernel as written in
# solutions/03-ufuncs-and-device-functions-solutions.ipynb, cell 6): `clamp` is a
# @cuda.jit(device=True) function with early returns, called from `clip`, a grid-stride loop on
# a fixed grid of 64 blocks of 128 threads (8192 threads whatever n is); lo and hi are passed as
# Python floats. The same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE
# divides the size, BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best
# of 3 rounds. Prints `name value unit` lines: time per launch, bandwidth (2 * 8 * n bytes: x
# read, out written) and `_ok` (exact equality with np.clip).
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 24) // SCALE
BLOCKS = 64    # fixed, as in the notebook: the loop covers any size
THREADS = 128
LO = -1.0
HI = 1.0


@cuda.jit(device=True)
def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v


@cuda.jit
def clip(x, lo, hi, out):
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        out[i] = clamp(x[i], lo, hi)


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


rng = np.random.default_rng(102)
v = rng.standard_normal(N)
d_v = cuda.to_device(v)
d_out = cuda.device_array(N, dtype=np.float64)


def launch():
    clip[BLOCKS, THREADS](d_v, LO, HI, d_out)


ms = gpu_ms(launch)
got = d_out.copy_to_host()
ok = bool(np.array_equal(got, np.clip(v, LO, HI)))
report("nb_clip_ms", ms, "ms")
report("nb_clip_GBs", 2 * 8 * N / (ms * 1e-3) / 1e9, "GB/s")
print("nb_clip_ok", ok)

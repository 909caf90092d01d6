# cuda.reduce on the GPU (issue 6): a sum over 1M float32 on a device array, the result read
# back to the host as Numba returns it. Runs under cudalab (`cudalab run`) and under CPython
# with numba-cuda; prints `name value unit` lines. Also times drawing 1M xoroshiro128p numbers.
import os
import time
import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32

N = int(os.environ.get("BENCH_N", str(1 << 20)))
REPS = int(os.environ.get("BENCH_REPS", "50"))


@cuda.reduce
def sum_reduce(a, b):
    return a + b


a = np.random.rand(N).astype(np.float32)
d_a = cuda.to_device(a)
t0 = time.perf_counter()
got = sum_reduce(d_a)
print("reduce_first_call", round((time.perf_counter() - t0) * 1e3, 3), "ms")
ref = a.astype(np.float64).sum()
print("reduce_relerr", float(abs(float(got) - ref) / ref), "rel")
best = 1e30
for _ in range(3):
    t0 = time.perf_counter()
    for _ in range(REPS):
        sum_reduce(d_a)
    best = min(best, (time.perf_counter() - t0) / REPS)
print("reduce_1M", round(best * 1e6, 3), "us")


@cuda.jit
def draw(states, out):
    i = cuda.grid(1)
    if i < out.shape[0]:
        out[i] = xoroshiro128p_uniform_float32(states, i)


states = create_xoroshiro128p_states(N, seed=7)
out = cuda.device_array(N, dtype=np.float32)
draw[(N + 255) // 256, 256](states, out)
cuda.synchronize()
best = 1e30
for _ in range(3):
    t0 = time.perf_counter()
    for _ in range(REPS):
        draw[(N + 255) // 256, 256](states, out)
    cuda.synchronize()
    best = min(best, (time.perf_counter() - t0) / REPS)
print("uniform_1M", round(best * 1e6, 3), "us")
u = out.copy_to_host()
print("uniform_mean", round(float(u.astype(np.float64).mean()), 5), "-")
print("uniform_first", float(u[0]), "-")
# Exact comparison with Numba: the float64 sum of all 1M draws, every digit.
print("uniform_sum", repr(float(u.astype(np.float64).sum())), "-")

# Issue 19, tutorial style: Monte Carlo with @numba.jit helpers. One definition serves both uses:
# called on the host it runs as Python, called from a kernel it is compiled as a device function.
import math

import numba
import numpy as np
from numba import cuda, jit, njit, prange
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32


@njit
def inside_unit_circle(x, y):
    return x * x + y * y <= 1.0


@jit(nopython=True, cache=True, fastmath=True)
def clamp(v, lo, hi):
    return min(max(v, lo), hi)


@njit(parallel=True)
def host_total(a):
    s = 0.0
    for i in prange(a.shape[0]):
        s += a[i]
    return s


@numba.njit("float64(float64, float64)")
def hypot2(x, y):
    return math.sqrt(x * x + y * y)


@njit
def length(x, y):
    return math.sqrt(x * x + y * y)


@cuda.jit
def count_hits(states, per_thread, hits):
    tid = cuda.grid(1)
    if tid < hits.size:
        n = 0
        for _ in range(per_thread):
            x = xoroshiro128p_uniform_float32(states, tid)
            y = xoroshiro128p_uniform_float32(states, tid)
            if inside_unit_circle(x, y):
                n += 1
        hits[tid] = n


@cuda.jit
def clamped_lengths(xs, ys, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = clamp(length(xs[i], ys[i]), 0.0, 5.0)


@cuda.jit
def uses_eager_helper(xs, out):
    i = cuda.grid(1)
    if i < out.size:
        out[i] = hypot2(xs[i], xs[i])


@cuda.jit
def running_sums(a, out):
    i = cuda.grid(1)
    if i < out.size:
        s = 0.0
        for j in range(i + 1):
            s += a[j]
        out[i] = s


@cuda.jit
def parallel_sums(a, out):
    i = cuda.grid(1)
    if i < out.size:
        s = 0.0
        for j in prange(i + 1):  # prange is for @njit(parallel=True): numba-cuda refuses it here
            s += a[j]
        out[i] = s


print(inside_unit_circle(0.5, 0.5), inside_unit_circle(1.0, 0.5), clamp(7, 0, 5), host_total(np.arange(10.0)))
print(type(hypot2).__name__, hypot2.__name__, hypot2.py_func(6.0, 8.0), hypot2(3.0, 4.0))

threads, blocks, per_thread = 64, 32, 200
states = create_xoroshiro128p_states(threads * blocks, seed=42)
hits = np.zeros(threads * blocks, dtype=np.int64)
count_hits[blocks, threads](states, per_thread, hits)
total = hits.sum()
estimate = 4.0 * total / (threads * blocks * per_thread)
print("hits", total, "pi estimate", round(estimate, 4), "error below 0.01:", abs(estimate - math.pi) < 0.01)

xs = np.linspace(0, 4, 9)
ys = np.linspace(0, 3, 9)
out = np.zeros(9)
clamped_lengths[1, 32](xs, ys, out)
print(out)
sums = np.zeros(6)
running_sums[1, 8](np.arange(6.0), sums)
print(sums)

try:
    parallel_sums[1, 8](np.arange(6.0), sums)
except numba.core.errors.NumbaError as e:
    print(type(e).__name__, "prange" in str(e))

# A helper compiled eagerly for its signature cannot be compiled again for the GPU.
try:
    uses_eager_helper[1, 32](xs, out)
except numba.core.errors.NumbaError as e:
    print(type(e).__name__, "Untyped global name 'hypot2'" in str(e), "compilation is disabled" in str(e))

try:
    numba.njit(not_an_option=1)(lambda x: x)(1)
except KeyError as e:
    print("KeyError:", str(e)[:50])

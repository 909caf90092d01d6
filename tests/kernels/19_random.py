# numba.cuda.random (seed 003's Monte Carlo project): xoroshiro128+ states made and seeded as
# Numba makes them, drawn from in a kernel. Uniform numbers are exact (integer arithmetic and one
# rounding) and equal numba-cuda's on its simulator and on a GPU; normal numbers go through
# log/cos, so they are printed to 6 digits.
import numpy as np
from numba import cuda
from numba.cuda.random import (create_xoroshiro128p_states, init_xoroshiro128p_states,
                               xoroshiro128p_uniform_float32, xoroshiro128p_uniform_float64,
                               xoroshiro128p_normal_float32, xoroshiro128p_normal_float64)


@cuda.jit
def draw(states, u32, u64, n32, n64):
    i = cuda.grid(1)
    if i < u32.shape[0]:
        u32[i] = xoroshiro128p_uniform_float32(states, i)
        u64[i] = xoroshiro128p_uniform_float64(states, i)
        n32[i] = xoroshiro128p_normal_float32(states, i)
        n64[i] = xoroshiro128p_normal_float64(states, i)


n = 6
states = create_xoroshiro128p_states(n, seed=42)
print(len(states), states.shape[0])
u32 = cuda.device_array(n, dtype=np.float32)
u64 = cuda.device_array(n, dtype=np.float64)
n32 = cuda.device_array(n, dtype=np.float32)
n64 = cuda.device_array(n, dtype=np.float64)
draw[1, 32](states, u32, u64, n32, n64)
for i in range(n):
    print(i, repr(float(u32[i])), repr(float(u64[i])), "%.6f %.6f" % (n32[i], n64[i]))

# The states advanced: a second launch continues each sequence.
draw[1, 32](states, u32, u64, n32, n64)
print(repr(float(u32[0])), repr(float(u64[5])))

# Re-seeding and subsequence_start (each state is 2**64 draws after the previous one).
init_xoroshiro128p_states(states, 42)
draw[1, 32](states, u32, u64, n32, n64)
print(repr(float(u32[0])), repr(float(u32[1])))
shifted = create_xoroshiro128p_states(n, seed=42, subsequence_start=1)
draw[1, 32](shifted, u32, u64, n32, n64)
print(repr(float(u32[0])))


@cuda.jit
def pi_kernel(states, iterations, out):
    i = cuda.grid(1)
    inside = 0
    for _ in range(iterations):
        x = xoroshiro128p_uniform_float32(states, i)
        y = xoroshiro128p_uniform_float32(states, i)
        if x * x + y * y <= 1.0:
            inside += 1
    out[i] = 4.0 * inside / iterations


threads, blocks = 64, 4
rng = create_xoroshiro128p_states(threads * blocks, seed=1)
out = np.zeros(threads * blocks, dtype=np.float32)
pi_kernel[blocks, threads](rng, 100, out)
print("pi ~ %.4f" % out.mean())

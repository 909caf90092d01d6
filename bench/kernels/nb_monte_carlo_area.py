# Monte Carlo area of the unit disc (that is, pi) from the Monte Carlo area project (notebook 07,
# solution cell 3): a fixed grid of 64 blocks of 256 threads (16384 threads), each drawing
# `draws` points (x, y) uniform in [-1, 1)^2 (xoroshiro128p_uniform_float32 * 2 - 1, float32)
# from its numba.cuda.random xoroshiro128+ state and storing its count of points with
# x^2 + y^2 <= 1 in hits[i] (int64, no atomics). Unlike monte_carlo_pi.py, few threads draw many
# points each: 16384 points per thread, 2^28 points per launch at full size. The same file runs
# under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the number of points (the
# points per thread; the grid stays 64 x 256), BENCH_REPS sets the launches per timed round (the
# states advance, so each launch draws new points). GPU time by CUDA events, best of 3 rounds.
# Prints `name value unit` lines: time per launch, samples per second, the estimate and `_ok`, a
# statistical check: the estimate 4 * inside / points within 6 standard deviations
# (4 * sqrt(p (1 - p) / points), p = pi / 4) of pi, and every per-thread count in [0, draws].
import math
import os
import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 28) // SCALE
threads_per_block, blocks = 256, 64
n_threads = threads_per_block * blocks
draws = max(1, N // n_threads)               # points per thread
ONE, TWO = np.float32(1.0), np.float32(2.0)   # float32 constants keep the arithmetic float32


@cuda.jit
def count_inside(states, draws, hits):
    i = cuda.grid(1)
    if i >= hits.shape[0]:
        return
    inside = 0
    for _ in range(draws):
        x = xoroshiro128p_uniform_float32(states, i) * TWO - ONE     # uniform in [-1, 1)
        y = xoroshiro128p_uniform_float32(states, i) * TWO - ONE
        if x * x + y * y <= 1:
            inside += 1
    hits[i] = inside


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


rng = np.random.default_rng(2026)
seed = int(rng.integers(1, 2**31))
states = create_xoroshiro128p_states(n_threads, seed=seed)
d_hits = cuda.device_array(n_threads, dtype=np.int64)


def launch():
    count_inside[blocks, threads_per_block](states, draws, d_hits)


ms = gpu_ms(launch)
hits = d_hits.copy_to_host()
total = int(hits.sum())
m = n_threads * draws
estimate = 4.0 * total / m
p = math.pi / 4
sigma = 4.0 * math.sqrt(p * (1 - p) / m)
ok = abs(estimate - math.pi) <= 6 * sigma
ok = ok and int(hits.min()) >= 0 and int(hits.max()) <= draws
report("nb_monte_carlo_area_ms", ms, "ms")
report("nb_monte_carlo_area_Msamples", m / (ms * 1e-3) / 1e6, "Msamples/s")
print("nb_monte_carlo_area_estimate", round(estimate, 6), "-")
print("nb_monte_carlo_area_ok", bool(ok))

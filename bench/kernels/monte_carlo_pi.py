# Monte Carlo estimate of pi with numba.cuda.random: each of 1M threads (at full size) draws
# 256 points (x, y) uniform in [0, 1)^2 with xoroshiro128p_uniform_float32 and counts those with
# x^2 + y^2 <= 1; it writes its count and adds it to a global total with cuda.atomic.add. The
# same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides the number
# of threads, BENCH_REPS sets the launches per timed round (the states advance, so each launch
# draws new points). GPU time by CUDA events, best of 3 rounds. Prints `name value unit` lines:
# time per launch, samples per second, the estimate and `_ok` (estimate within 6 standard
# deviations of pi, total equal to the sum of the per-thread counts).
import math
import os
import numpy as np
from numba import cuda
from numba.cuda.random import create_xoroshiro128p_states, xoroshiro128p_uniform_float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
NTHREADS = (1 << 20) // SCALE
SAMPLES = 256  # points per thread
THREADS = 256
ONE = np.float32(1.0)


@cuda.jit
def count_hits(states, counts, total):
    i = cuda.grid(1)
    if i < counts.size:
        hits = 0
        for _ in range(SAMPLES):
            x = xoroshiro128p_uniform_float32(states, i)
            y = xoroshiro128p_uniform_float32(states, i)
            if x * x + y * y <= ONE:
                hits += 1
        counts[i] = hits
        cuda.atomic.add(total, 0, hits)


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


rng = np.random.default_rng(12)
seed = int(rng.integers(1, 2**31))
states = create_xoroshiro128p_states(NTHREADS, seed=seed)
d_counts = cuda.device_array(NTHREADS, dtype=np.int64)
d_total = cuda.to_device(np.zeros(1, dtype=np.int64))
blocks = (NTHREADS + THREADS - 1) // THREADS


def launch():
    count_hits[blocks, THREADS](states, d_counts, d_total)


ms = gpu_ms(launch)
# One more launch from a zero total: its total must equal the sum of its per-thread counts.
d_total = cuda.to_device(np.zeros(1, dtype=np.int64))
launch()
counts = d_counts.copy_to_host()
total = int(d_total.copy_to_host()[0])
m = NTHREADS * SAMPLES
estimate = 4.0 * total / m
p = math.pi / 4
sigma = 4.0 * math.sqrt(p * (1 - p) / m)
ok = total == int(counts.sum()) and abs(estimate - math.pi) <= 6 * sigma
ok = ok and int(counts.min()) >= 0 and int(counts.max()) <= SAMPLES
report("monte_carlo_pi_ms", ms, "ms")
report("monte_carlo_pi_Msamples", m / (ms * 1e-3) / 1e6, "Msamples/s")
print("monte_carlo_pi_estimate", round(estimate, 6), "-")
print("monte_carlo_pi_ok", bool(ok))

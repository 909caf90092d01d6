# Sum of 32M float64 values (at full size) in one launch, from notebook 05 (shared memory and
# reductions, cell 7): a fixed grid of 64 blocks of 256 threads (16384 threads whatever n is),
# each thread accumulating a grid-stride slice in a float64 register, a shared-memory tree sum
# per block (a float64 shared array, cuda.syncthreads() at the top of every halving step), and
# thread 0 of each block adding the block's sum to the total with a float64 cuda.atomic.add.
# Unlike reduction_shared.py (float32, two launches, partials per block) there is no second
# pass. The same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides
# the size, BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3
# rounds (the timed launches keep adding into the same total: that total is checked too).
# Prints `name value unit` lines: time per launch, bandwidth (8 * n bytes read) and `_ok`
# (relative error below 1e-9 against a float64 NumPy sum, for one launch and for the total of
# all launches).
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = (1 << 25) // SCALE
NT = 256      # a power of two: the tree halves it
BLOCKS = 64   # fixed, as in the notebook: the loop covers any size


@cuda.jit
def array_sum(total, x):
    temp = cuda.shared.array(NT, dtype=np.float64)
    tid = cuda.threadIdx.x
    acc = 0.0
    for i in range(cuda.grid(1), x.size, cuda.gridsize(1)):
        acc += x[i]
    temp[tid] = acc
    d = NT // 2
    while d > 0:
        cuda.syncthreads()
        if tid < d:
            temp[tid] += temp[tid + d]
        d //= 2
    if tid == 0:
        cuda.atomic.add(total, 0, temp[0])


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


rng = np.random.default_rng(105)
data = rng.random(N)
d_data = cuda.to_device(data)
d_total = cuda.to_device(np.zeros(1))


def launch():
    array_sum[BLOCKS, NT](d_total, d_data)


ms = gpu_ms(launch)
ref = float(data.sum(dtype=np.float64))
accumulated = float(d_total.copy_to_host()[0])
d_once = cuda.to_device(np.zeros(1))
array_sum[BLOCKS, NT](d_once, d_data)
once = float(d_once.copy_to_host()[0])
launches = 1 + 3 * REPS  # warm-up and timed launches, all into d_total
ok = abs(once - ref) <= 1e-9 * ref and abs(accumulated - launches * ref) <= 1e-9 * launches * ref
report("nb_array_sum_ms", ms, "ms")
report("nb_array_sum_GBs", 8 * N / (ms * 1e-3) / 1e9, "GB/s")
print("nb_array_sum_ok", bool(ok))

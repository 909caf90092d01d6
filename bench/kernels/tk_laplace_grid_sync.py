# Jacobi relaxation of the Laplace equation in one launch, float64 n x n grid (n = 1024 at full
# size), 100 sweeps per launch, from tests/kernels/38_laplace_grid_sync.py (the `jacobi` kernel
# and its `relax` device function as that test writes them): the threads of the whole grid walk
# the interior with 2-D grid-stride loops (x0, y0 = cuda.grid(2) strides rows, columns; rows
# along x, as in the test), sweep k writes dst = 0.25 * (sum of the 4 neighbours of src) with
# u and v swapping roles each sweep, and every thread meets the others at the grid-wide barrier
# `cuda.cg.this_grid().sync()` after each sweep. The border is never written. 16x16 thread
# blocks as in the test, a fixed 8x8 grid of blocks (64 blocks of 256 threads: co-resident on
# any GPU, as a grid sync needs; numba-cuda launches such a kernel cooperatively). Random
# values in [0, 1) everywhere (interior and border). The same file runs under numba-cuda
# (`python3`) and `cudalab run`. BENCH_SCALE divides n (not below 32) and the blocks per side
# (not below 1: numba-cuda's simulator syncs a grid of one block only), BENCH_REPS sets the
# launches per timed round (each goes on from the state the previous one left). GPU time by
# CUDA events, best of 3 rounds. Prints `name value unit` lines: time per launch (all sweeps),
# bandwidth (2 * 8 * (n - 2)^2 bytes per sweep: each interior point read and written once) and
# `_ok`: after the timing, one launch from the initial state must match the same sweeps in
# float64 NumPy within 1e-12 (the same operations in the same order), border included.
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(1024 // SCALE, 32)
SWEEPS = 100
BLOCK = 16
GRID = max(8 // SCALE, 1)


@cuda.jit(device=True)
def relax(src, dst, x0, y0, sx, sy):
    n, m = src.shape
    for i in range(1 + x0, n - 1, sx):
        for j in range(1 + y0, m - 1, sy):
            dst[i, j] = 0.25 * (src[i - 1, j] + src[i + 1, j] + src[i, j - 1] + src[i, j + 1])


@cuda.jit
def jacobi(u, v, sweeps):
    grid = cuda.cg.this_grid()
    x0, y0 = cuda.grid(2)
    sx, sy = cuda.gridsize(2)
    for k in range(sweeps):
        if k % 2 == 0:
            relax(u, v, x0, y0, sx, sy)
        else:
            relax(v, u, x0, y0, sx, sy)
        grid.sync()


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


rng = np.random.default_rng(38)
u = rng.random((N, N))
v = u.copy()
d_u = cuda.to_device(u)
d_v = cuda.to_device(v)


def launch():
    jacobi[(GRID, GRID), (BLOCK, BLOCK)](d_u, d_v, SWEEPS)


ms = gpu_ms(launch)

# the check: one launch from the initial state
d_u = cuda.to_device(u)
d_v = cuda.to_device(v)
launch()
got = (d_u if SWEEPS % 2 == 0 else d_v).copy_to_host()
ref_u, ref_v = u.copy(), v.copy()
for k in range(SWEEPS):
    src, dst = (ref_u, ref_v) if k % 2 == 0 else (ref_v, ref_u)
    dst[1:-1, 1:-1] = 0.25 * (src[:-2, 1:-1] + src[2:, 1:-1] + src[1:-1, :-2] + src[1:-1, 2:])
ref = ref_u if SWEEPS % 2 == 0 else ref_v
ok = bool(np.allclose(got, ref, rtol=0, atol=1e-12)) and bool(np.isfinite(got).all())
report("tk_laplace_grid_sync_ms", ms, "ms")
report("tk_laplace_grid_sync_GBs", 16 * (N - 2) ** 2 * SWEEPS / (ms * 1e-3) / 1e9, "GB/s")
print("tk_laplace_grid_sync_ok", ok)

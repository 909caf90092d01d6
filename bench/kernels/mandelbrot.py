# Mandelbrot set, float32, n x n image (n = 4096 at full size) of the window [-2, 1] x [-1.5, 1.5]
# (shifted by a small random offset), at most 256 iterations per pixel, int32 iteration counts.
# One thread per pixel, 32x8 thread blocks; the work per pixel varies a lot (divergence). The
# same file runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides n (not below
# 32), BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3 rounds.
# Prints `name value unit` lines: time per launch, megapixels per second and `_ok`: a float64
# NumPy iteration of a random sample of rows must give the same count for at least 99% of
# their pixels (float32 and float64 orbits part near the set's boundary) and every count in range.
import os
import numpy as np
from numba import cuda, float32

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(4096 // SCALE, 32)
MAX_ITER = 256
BX = 32
BY = 8
CHECK_ROWS = 16
TWO = np.float32(2.0)
FOUR = np.float32(4.0)


@cuda.jit
def mandelbrot(img, xmin, ymin, dx, dy):
    col, row = cuda.grid(2)
    if row < img.shape[0] and col < img.shape[1]:
        cr = xmin + float32(col) * dx
        ci = ymin + float32(row) * dy
        zr = float32(0.0)
        zi = float32(0.0)
        it = 0
        while it < MAX_ITER and zr * zr + zi * zi <= FOUR:
            zr, zi = zr * zr - zi * zi + cr, TWO * zr * zi + ci
            it += 1
        img[row, col] = it


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


rng = np.random.default_rng(13)
xmin = np.float32(-2.0 + rng.uniform(-0.01, 0.01))
ymin = np.float32(-1.5 + rng.uniform(-0.01, 0.01))
dx = np.float32(3.0 / N)
dy = np.float32(3.0 / N)
d_img = cuda.device_array((N, N), dtype=np.int32)
grid = ((N + BX - 1) // BX, (N + BY - 1) // BY)


def launch():
    mandelbrot[grid, (BX, BY)](d_img, xmin, ymin, dx, dy)


ms = gpu_ms(launch)
img = d_img.copy_to_host()
rows = rng.integers(0, N, size=CHECK_ROWS)
cr = (np.float64(xmin) + np.arange(N, dtype=np.float64) * np.float64(dx)).reshape(1, N)
ci = (np.float64(ymin) + rows.astype(np.float64) * np.float64(dy)).reshape(CHECK_ROWS, 1)
zr = np.zeros((CHECK_ROWS, N), dtype=np.float64)
zi = np.zeros((CHECK_ROWS, N), dtype=np.float64)
ref = np.zeros((CHECK_ROWS, N), dtype=np.int32)
for _ in range(MAX_ITER):
    inside = zr * zr + zi * zi <= 4.0
    ref += inside
    zr, zi = np.where(inside, zr * zr - zi * zi + cr, zr), np.where(inside, 2.0 * zr * zi + ci, zi)
same = float(np.mean(img[rows] == ref))
ok = same >= 0.99 and int(img.min()) >= 0 and int(img.max()) <= MAX_ITER
report("mandelbrot_ms", ms, "ms")
report("mandelbrot_Mpixs", N * N / (ms * 1e-3) / 1e6, "Mpix/s")
print("mandelbrot_ok", bool(ok))

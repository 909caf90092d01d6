# Mandelbrot set with complex numbers in the kernel, n x n pixels (n = 4096 at full size), from
# tests/kernels/39_mandelbrot_complex.py (the kernel and device function as that test writes
# them): `escape_time` is a @cuda.jit(device=True) function iterating z = z * z + c on complex128
# values with abs(z) > 2.0 as the escape test, returning the iteration of escape (max_iter if
# none); `mandelbrot` takes row, col = cuda.grid(2) (rows along x, as in the test), builds
# c = complex(x0 + col * dx, y0 + row * dy) and stores the int32 count. At most 256 iterations,
# 16x16 thread blocks, the window [-2.5, 1.5) x [-2, 2) shifted by a small random offset
# (dyadic: the same c on the host). The work per pixel varies a lot (divergence). The same file
# runs under numba-cuda (`python3`) and `cudalab run`. BENCH_SCALE divides n (not below 32),
# BENCH_REPS sets the launches per timed round. GPU time by CUDA events, best of 3 rounds.
# Prints `name value unit` lines: time per launch, megapixels per second and `_ok`: a float64
# NumPy complex iteration of a random sample of rows must give the same count for at least 99%
# of their pixels (rounding, e.g. fused multiply-adds, parts orbits near the set's boundary)
# and every count in range.
import os
import numpy as np
from numba import cuda

SCALE = int(os.environ.get("BENCH_SCALE", "1"))
REPS = int(os.environ.get("BENCH_REPS", "20"))
N = max(4096 // SCALE, 32)
MAX_ITER = 256
BLOCK = 16
CHECK_ROWS = 16


@cuda.jit(device=True)
def escape_time(c, max_iter):
    z = 0j
    for n in range(max_iter):
        z = z * z + c
        if abs(z) > 2.0:
            return n
    return max_iter


@cuda.jit
def mandelbrot(x0, y0, dx, dy, image, max_iter):
    row, col = cuda.grid(2)
    if row < image.shape[0] and col < image.shape[1]:
        c = complex(x0 + col * dx, y0 + row * dy)
        image[row, col] = escape_time(c, max_iter)


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


rng = np.random.default_rng(39)
x0 = -2.5 + float(rng.integers(-16, 17)) / 1024.0
y0 = -2.0 + float(rng.integers(-16, 17)) / 1024.0
dx = 4.0 / N
dy = 4.0 / N
d_image = cuda.device_array((N, N), dtype=np.int32)
grid = ((N + BLOCK - 1) // BLOCK, (N + BLOCK - 1) // BLOCK)


def launch():
    mandelbrot[grid, (BLOCK, BLOCK)](x0, y0, dx, dy, d_image, MAX_ITER)


ms = gpu_ms(launch)
image = d_image.copy_to_host()
rows = rng.integers(0, N, size=CHECK_ROWS)
cr = (x0 + np.arange(N, dtype=np.float64) * dx).reshape(1, N)
ci = (y0 + rows.astype(np.float64) * dy).reshape(CHECK_ROWS, 1)
c = cr + 1j * ci
z = np.zeros((CHECK_ROWS, N), dtype=np.complex128)
ref = np.full((CHECK_ROWS, N), MAX_ITER, dtype=np.int32)
active = np.ones((CHECK_ROWS, N), dtype=np.bool_)
for n in range(MAX_ITER):
    z = np.where(active, z * z + c, z)
    escaped = active & (np.abs(z) > 2.0)
    ref = np.where(escaped, n, ref)
    active = active & ~escaped
same = float(np.mean(image[rows] == ref))
ok = same >= 0.99 and int(image.min()) >= 0 and int(image.max()) <= MAX_ITER
report("tk_mandelbrot_complex_ms", ms, "ms")
report("tk_mandelbrot_complex_Mpixs", N * N / (ms * 1e-3) / 1e6, "Mpix/s")
print("tk_mandelbrot_complex_ok", bool(ok))

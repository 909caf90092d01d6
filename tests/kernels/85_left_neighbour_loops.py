# Loops that read a left neighbour `a[j - k]` (k unchanged by the loop): from a start that keeps
# the index in range, and from one that reaches a negative index (which wraps to the end, as in
# Python); a grid-stride loop over rows with `u[i - 1, j]` and `u[i, j - 1]`.
from numba import cuda
import numpy as np


@cuda.jit
def left_diff(out, a, start, k):
    t = cuda.grid(1)
    if t == 0:
        for j in range(start, a.size):
            out[j] = a[j] - a[j - k]


@cuda.jit
def smooth_rows(dst, src):
    x0, y0 = cuda.grid(2)
    sx, sy = cuda.gridsize(2)
    n, m = src.shape
    for i in range(1 + x0, n, sx):
        for j in range(1 + y0, m, sy):
            dst[i, j] = 0.5 * src[i, j] + 0.25 * (src[i - 1, j] + src[i, j - 1])


rng = np.random.default_rng(85)
a = rng.standard_normal(40)
da = cuda.to_device(a)
for start, k in ((1, 1), (0, 1), (3, 2), (0, 3), (5, 5), (2, 0)):
    out = np.zeros(40)
    dout = cuda.to_device(out)
    left_diff[1, 32](dout, da, start, k)
    want = np.zeros(40)
    for j in range(start, 40):
        want[j] = a[j] - a[j - k]
    print("left_diff", start, k, np.array_equal(dout.copy_to_host(), want))

src = rng.random((37, 29))
dst = np.zeros_like(src)
dd = cuda.to_device(dst)
smooth_rows[(2, 2), (8, 8)](dd, cuda.to_device(src))
want = np.zeros_like(src)
want[1:, 1:] = 0.5 * src[1:, 1:] + 0.25 * (src[:-1, 1:] + src[1:, :-1])
print("smooth_rows", np.abs(dd.copy_to_host() - want).max() < 1e-15)

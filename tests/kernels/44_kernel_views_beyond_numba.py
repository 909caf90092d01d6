# Issue 19: what cudalab accepts in kernels beyond numba-cuda 0.30.4 (which refuses these at
# compile time): an array assigned to a slice (numba-cuda needs NRT for it) and ufuncs with the
# `out=` keyword (numba-cuda: "unsupported keyword arguments"), and NumPy's arithmetic ufuncs
# (`np.add`, `np.subtract`, `np.multiply`, `np.floor_divide`, `np.remainder`; numba-cuda's CUDA
# ufunc table lacks them: an internal KeyError). The results are NumPy's.
import numpy as np
from numba import cuda


@cuda.jit
def copy_blocks(src, dst):
    sh = cuda.shared.array((4, 8), np.float32)
    if cuda.threadIdx.x == 0:
        sh[:] = 0
        sh[2:, ::2] = src[:4]
        sh[0] = src[4]
        dst[:] = sh
        dst[1, 1:3] = sh[2, :2]


@cuda.jit
def keyword_out(x, y, out):
    if cuda.grid(1) == 0:
        np.add(x, y, out=out)
        np.multiply(out, 0.5, out=out)


@cuda.jit
def arithmetic(x, out, total):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = np.add(v, 1)
        out[i, 1] = np.multiply(v, v)
        out[i, 2] = np.floor_divide(v, 2.0)
        out[i, 3] = np.remainder(v, 3.0)
        out[i, 4] = np.subtract(10, v)
    if i == 0:
        np.add(x, x, total)


src = np.arange(1.0, 6.0)
dst = np.zeros((4, 8), dtype=np.float32)
copy_blocks[1, 4](src, dst)
print(dst)

x, y = np.arange(6.0), np.full(6, 2.0)
o = np.zeros(6)
keyword_out[1, 1](x, y, o)
print(o)

v = np.array([-7.5, -1.0, 0.0, 2.25, 9.0])
o = np.zeros((5, 5))
t = np.zeros(5)
arithmetic[1, 8](v, o, t)
print(o)
print(np.array_equal(o, np.stack([v + 1, v * v, v // 2.0, v % 3.0, 10 - v], axis=1)), t)

# Issue 19: what cudalab accepts in kernels beyond numba-cuda 0.30.4 (which refuses these at
# compile time): an array assigned to a slice (numba-cuda needs NRT for it) and ufuncs with the
# `out=` keyword (numba-cuda: "unsupported keyword arguments"). The results are NumPy's.
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


src = np.arange(1.0, 6.0)
dst = np.zeros((4, 8), dtype=np.float32)
copy_blocks[1, 4](src, dst)
print(dst)

x, y = np.arange(6.0), np.full(6, 2.0)
o = np.zeros(6)
keyword_out[1, 1](x, y, o)
print(o)

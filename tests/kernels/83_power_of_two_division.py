# Floor division and modulo by powers of two in a kernel, for every sign of the dividend and
# every integer width: Python's rounding (toward minus infinity) and sign of the remainder.
from numba import cuda
import numpy as np


@cuda.jit
def divide(x, q2, r2, q8, r8, q1024, r1024):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        q2[i] = v // 2
        r2[i] = v % 2
        q8[i] = v // 8
        r8[i] = v % 8
        q1024[i] = v // 1024
        r1024[i] = v % 1024


for dt in (np.int16, np.int32, np.int64, np.uint16, np.uint32):
    info = np.iinfo(dt)
    vals = [0, 1, 2, 3, 7, 8, 9, 1023, 1024, 1025, int(info.max), int(info.max) - 1]
    if info.min < 0:
        vals += [-1, -2, -3, -7, -8, -9, -1023, -1024, -1025, int(info.min), int(info.min) + 1]
    x = np.array([v for v in vals if info.min <= v <= info.max], dtype=dt)
    outs = [np.zeros_like(x) for _ in range(6)]
    divide[1, 32](x, *outs)
    print(dt.__name__)
    for name, got in zip(("//2", "%2", "//8", "%8", "//1024", "%1024"), outs):
        print(" ", name, got.tolist())


# The halving loop of a tree reduction: d = blockDim.x // 2 while d > 0.
@cuda.jit
def halving(out):
    d = cuda.blockDim.x // 2
    n = 0
    while d > 0:
        n += 1
        d = d // 2
    if cuda.threadIdx.x == 0:
        out[0] = n


o = np.zeros(1, dtype=np.int64)
for t in (1, 2, 3, 64, 100, 512):
    halving[1, t](o)
    print(t, o[0])

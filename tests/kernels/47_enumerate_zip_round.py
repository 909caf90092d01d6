# Issue 19: for loops over `enumerate(...)` (with a start) and `zip(...)` of arrays (as long as
# the shortest), rows of a 2-D array and tuples of numbers, and `round(x, ndigits)` of floats
# (positive, zero and negative ndigits, float32), as Numba compiles them in kernels. (A negative
# value that rounds to zero gives -0.0 here, as in Python; numba-cuda on a GPU gives 0.0.)
import numpy as np
from numba import cuda


@cuda.jit
def weighted(a, b, out):
    i = cuda.grid(1)
    if i == 0:
        s = 0.0
        for j, v in enumerate(a):
            s += j * v
        out[0] = s
        t = 0.0
        for u, w in zip(a, b):
            t += u * w
        out[1] = t
        c = 0.0
        for k, (u, w) in enumerate(zip(a, b), 1):
            c += k * (u - w)
        out[2] = c
        d = 0
        for k, m in zip((1, 2, 3, 4), (10, 20, 30)):
            d += k * m
        out[3] = d


@cuda.jit
def row_norms(m, out):
    i = cuda.grid(1)
    if i == 0:
        for r, row in enumerate(m, 100):
            s = 0.0
            for v in row:
                s += v * v
            out[r - 100] = s


@cuda.jit
def rounding(x, nd, out, out32):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = round(x[i], 2)
        out[i, 1] = round(x[i], 0)
        out[i, 2] = round(x[i], -1)
        out[i, 3] = round(x[i], nd)
        out32[i] = round(np.float32(x[i]), 1)


a = np.array([1.0, 2.0, 3.0, 4.0])
b = np.array([4.0, 5.0, 6.0])
o = np.zeros(4)
weighted[1, 1](a, b, o)
print(o)

m = np.arange(12.0).reshape(3, 4)
rn = np.zeros(3)
row_norms[1, 1](m, rn)
print(rn, (m * m).sum(axis=1))

x = np.array([3.14159, -7.71828, 12.5, 15.0, 0.125, -15.0049, 1234.5678, 9.995])
r = np.zeros((x.size, 4))
r32 = np.zeros(x.size, dtype=np.float32)
rounding[1, 8](x, 3, r, r32)
print(r)
print(r32)

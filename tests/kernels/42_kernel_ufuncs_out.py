# Issue 19: NumPy ufuncs on arrays inside kernels, with an output array (kernels cannot
# allocate), as Numba allows: `np.sin(x, out)`, `np.add(a, b, c)`, a scalar operand,
# broadcasting of a row against a 2-D output, per-thread rows of a 2-D array through views,
# the result cast to the output's dtype, and NumPy's arithmetic ufuncs on numbers.
import math

import numpy as np
from numba import cuda


@cuda.jit
def whole_array_ops(x, y, s, c, m, h):
    if cuda.grid(1) == 0:
        np.sin(x, s)
        np.add(x, y, c)
        np.multiply(x, 2.5, m)
        np.hypot(x, y, h)


@cuda.jit
def per_row(a, b, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        np.subtract(a[i], b[i], out[i])
        np.maximum(out[i], 0.0, out[i])


@cuda.jit
def broadcast_row(a, row, out):
    if cuda.grid(1) == 0:
        np.true_divide(a, row, out)


@cuda.jit
def into_float32(x, out):
    if cuda.grid(1) == 0:
        np.exp(x, out)


@cuda.jit
def scalar_ufuncs(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = np.add(v, 1)
        out[i, 1] = np.multiply(v, v)
        out[i, 2] = np.floor_divide(v, 2.0)
        out[i, 3] = np.remainder(v, 3.0)
        out[i, 4] = np.divide(v, 4)
        out[i, 5] = np.subtract(math.pi, v)


@cuda.jit
def mismatched(x, out):
    if cuda.grid(1) == 0:
        np.sqrt(x, out)


np.random.seed(42)
x = np.random.random(10)
y = np.random.random(10)
s, c, m, h = (np.zeros(10) for _ in range(4))
whole_array_ops[1, 32](x, y, s, c, m, h)
print("sin:", np.allclose(s, np.sin(x)), "add:", np.allclose(c, x + y), "multiply:", np.allclose(m, x * 2.5), "hypot:", np.allclose(h, np.hypot(x, y)))

a = np.random.standard_normal((4, 6))
b = np.random.standard_normal((4, 6))
r = np.zeros((4, 6))
per_row[1, 32](a, b, r)
print("rows:", np.allclose(r, np.maximum(a - b, 0.0)))

row = np.arange(1.0, 7.0)
q = np.zeros((4, 6))
broadcast_row[1, 1](a, row, q)
print("broadcast:", np.allclose(q, a / row))

f = np.zeros(10, dtype=np.float32)
into_float32[1, 1](x, f)
print("float32 out:", f.dtype, np.allclose(f, np.exp(x).astype(np.float32)))

v = np.array([-7.5, -1.0, 0.0, 2.25, 9.0])
o = np.zeros((5, 6))
scalar_ufuncs[1, 8](v, o)
ref = np.stack([np.add(v, 1), v * v, np.floor_divide(v, 2.0), np.remainder(v, 3.0), v / 4, math.pi - v], axis=1)
print("scalar ufuncs:", np.allclose(o, ref))
print(o[:, 2:4])

try:
    mismatched[1, 1](np.arange(8.0), np.zeros(5))
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
try:
    mismatched[1, 1](np.arange(5.0), np.zeros(8))
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])

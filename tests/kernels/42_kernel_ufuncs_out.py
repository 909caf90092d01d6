# Issue 19: NumPy ufuncs on arrays inside kernels, with an output array (kernels cannot
# allocate), as Numba allows: `np.sin(x, out)`, `np.arctan2(a, b, c)`, a scalar operand,
# broadcasting of a row against a 2-D output, per-thread rows of a 2-D array through views,
# the result cast to the output's dtype, comparisons, logical and bitwise ufuncs, and ufuncs
# on numbers.
import math

import numpy as np
from numba import cuda


@cuda.jit
def whole_array_ops(x, y, s, c, m, h):
    if cuda.grid(1) == 0:
        np.sin(x, s)
        np.arctan2(x, y, c)
        np.log(x, m)
        np.hypot(x, y, h)


@cuda.jit
def per_row(a, b, out):
    i = cuda.grid(1)
    if i < a.shape[0]:
        np.maximum(a[i], b[i], out[i])
        np.minimum(out[i], 0.5, out[i])


@cuda.jit
def broadcast_row(a, row, out):
    if cuda.grid(1) == 0:
        np.divide(a, row, out)


@cuda.jit
def into_float32(x, out):
    if cuda.grid(1) == 0:
        np.log10(x, out)


@cuda.jit
def scalar_ufuncs(x, out):
    i = cuda.grid(1)
    if i < x.size:
        v = x[i]
        out[i, 0] = np.divide(v, 4)
        out[i, 1] = np.maximum(v, 0.5)
        out[i, 2] = np.arctan2(v, 2.0)
        out[i, 3] = np.degrees(v)


@cuda.jit
def bits_and_logic(a, b, ia, ib, gt, both, xr, sh):
    if cuda.grid(1) == 0:
        np.greater(a, b, gt)
        np.logical_and(gt, np.less(a[0], 0.5), both)
        np.bitwise_xor(ia, ib, xr)
        np.left_shift(ia, 2, sh)


@cuda.jit
def math_angles(x, out):
    i = cuda.grid(1)
    if i < x.size:
        out[i, 0] = math.degrees(x[i])
        out[i, 1] = math.radians(x[i])


@cuda.jit
def mismatched(x, out):
    if cuda.grid(1) == 0:
        np.sin(x, out)


np.random.seed(42)
x = np.random.random(10) + 0.01
y = np.random.random(10)
s, c, m, h = (np.zeros(10) for _ in range(4))
whole_array_ops[1, 32](x, y, s, c, m, h)
print("sin:", np.allclose(s, np.sin(x)), "arctan2:", np.allclose(c, np.arctan2(x, y)), "log:", np.allclose(m, np.log(x)), "hypot:", np.allclose(h, np.hypot(x, y)))

a = np.random.standard_normal((4, 6))
b = np.random.standard_normal((4, 6))
r = np.zeros((4, 6))
per_row[1, 32](a, b, r)
print("rows:", np.allclose(r, np.minimum(np.maximum(a, b), 0.5)))

row = np.arange(1.0, 7.0)
q = np.zeros((4, 6))
broadcast_row[1, 1](a, row, q)
print("broadcast:", np.allclose(q, a / row))

f = np.zeros(10, dtype=np.float32)
into_float32[1, 1](x, f)
print("float32 out:", f.dtype, np.allclose(f, np.log10(x).astype(np.float32)))

v = np.array([-7.5, -1.0, 0.0, 2.25, 9.0])
o = np.zeros((5, 4))
scalar_ufuncs[1, 8](v, o)
ref = np.stack([v / 4, np.maximum(v, 0.5), np.arctan2(v, 2.0), v * (180 / np.pi)], axis=1)
print("scalar ufuncs:", np.allclose(o, ref))
print(o[:, :2])

ia = np.arange(10, dtype=np.int32)
ib = np.full(10, 6, dtype=np.int32)
gt, both = np.zeros(10, dtype=np.bool_), np.zeros(10, dtype=np.bool_)
xr, sh = np.zeros(10, dtype=np.int32), np.zeros(10, dtype=np.int64)
bits_and_logic[1, 1](x, y, ia, ib, gt, both, xr, sh)
print(gt.astype(int), np.array_equal(gt, x > y), np.array_equal(both, gt & (x[0] < 0.5)))
print(xr, sh)

ang = np.zeros((10, 2))
math_angles[1, 16](x, ang)
print("math.degrees/radians:", np.allclose(ang[:, 0], np.degrees(x)), np.allclose(ang[:, 1], np.radians(x)))

try:
    mismatched[1, 1](np.arange(8.0), np.zeros(5))
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])
try:
    mismatched[1, 1](np.arange(5.0), np.zeros(8))
except ValueError as e:
    print("ValueError:", str(e).splitlines()[0])

# CuPy's integer-array indexing wraps out-of-range indices around (NumPy raises): the seed's
# `array[cp.array([2, 3, 5, 6, 7, 8])]` of six elements gives elements 2, 3, 5, 0, 1, 2.
# Expected output: real CuPy 14.2 on an H100 (the same file under python3).
import cupy as cp

array = cp.array([0.0, 1.1, 2.2, 3.3, 4.4, 5.5])
print(repr(array[cp.array([2, 3, 5])]))
print(repr(array[cp.array([2, 3, 5, 6, 7, 8])]))
print(array[cp.array([-1, -7])])
m = cp.arange(12).reshape(3, 4)
print(m[cp.array([0, 4]), 1], m[1, cp.array([-1, 5])], m[m > 5])
m[cp.array([3])] = 0
print(m)
v = cp.arange(10) * 10
v[cp.array([1, 11])] = -1
print(v)
print(repr(m.sum()), repr(m[1, 2]), m[1, 2].shape, repr(m.max(axis=0)))

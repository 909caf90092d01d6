import cupy as cp
import numpy as np

n = 16
a = np.float32(2.0)
x = cp.arange(n, dtype=cp.float32)
y = cp.ones(n, dtype=cp.float32)
out = a * x + y
print(out.dtype)
print(out)
expected = 2.0 * np.arange(n, dtype=np.float32) + 1.0
print(np.allclose(cp.asnumpy(out), expected))
v = cp.array([[3.0, 4.0], [6.0, 8.0], [0.0, 5.0]])
norms = cp.sqrt((v ** 2).sum(axis=1, keepdims=True))
print(norms)
print(v / norms)
cols = cp.arange(12, dtype=cp.float64).reshape(4, 3)
mn, mx = cols.min(axis=0), cols.max(axis=0)
print((cols - mn) / (mx - mn))
centered = cols - cols.mean(axis=0)
print(centered)
print(centered.sum(axis=0))
grid = cp.arange(5)[:, None] ** 2 + cp.arange(5)[None, :] ** 2
print(grid)
print(cp.sqrt(grid.astype(cp.float32))[4, 4] > 5.6)

# cumsum / cumprod along axes, with dtype=, on long rows (segmented scan) and empty arrays.
import cupy as cp
import numpy as np
a = cp.arange(1, 13).reshape(3, 4)
print(cp.cumsum(a), a.cumsum(axis=0), a.cumsum(axis=1), a.cumprod(axis=1))
print(cp.cumsum(a.T, axis=1), cp.cumsum(a, axis=-1, dtype=cp.float32))
print(cp.cumsum(cp.array([True, False, True])), cp.cumprod(cp.array([1.5, 2.0, -1.0])))
big = (cp.arange(100000) % 7).astype(cp.int32)
c = cp.cumsum(big)
print(c.dtype, c[-5:], int(c[-1]))
m = (cp.arange(30000) % 5).reshape(3, 10000)
print(m.cumsum(axis=1)[:, -3:], m.cumsum(axis=0)[-1, :5])
f = cp.arange(5000, dtype=cp.float64) / 8
print(float(f.cumsum()[-1]))
print(cp.cumsum(cp.array([], dtype=cp.int64)), cp.cumsum(cp.zeros((2, 0))).shape)

# argmin/argmax: first index on ties, NaN wins (as NumPy and CuPy), along an axis and flat.
import cupy as cp, numpy as np
x = (cp.arange(100000) * 7919 % 100003).astype(cp.float64)
print(int(x.argmax()), int(x.argmin()), float(x.max()))
y = x.reshape(100, 1000)
print(y.argmax(axis=1)[:5], y.argmin(axis=0)[:5])
z = cp.array([1.0, cp.nan, 5.0, cp.nan])
print(int(z.argmax()), int(z.argmin()))
w = cp.array([3, 7, 7, 1, 7])
print(int(w.argmax()), int(w.argmin()))
# Short rows (one thread per row): ties keep the first index, the first NaN wins, -inf rows.
s = (cp.arange(3000) * 31 % 7).reshape(3, 1000).astype(cp.float32)
s[1, 10] = cp.nan
s[2, 10] = cp.nan
print(s.argmax(axis=0)[:12], s.argmin(axis=0)[:12], s.sum(axis=0)[:6], s[:, 20:].max(axis=0)[:4])
print(cp.full((2, 5), -cp.inf).argmax(axis=0), (cp.arange(12).reshape(4, 3) % 2 == 0).argmin(axis=1))

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

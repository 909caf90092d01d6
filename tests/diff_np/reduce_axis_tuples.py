# Reductions over a tuple of axes, with keepdims, negative axes, and the errors.
import numpy as np

v = np.arange(60).reshape(3, 4, 5)
f = (np.arange(60.0).reshape(3, 4, 5) - 20.0) / 7.0
print(v.max(axis=(0, 2)), v.sum(axis=(0, 2)), np.max(v, axis=(0, 2)), v.min(axis=(1, 2)))
print(v.sum(axis=(2, 0), keepdims=True).shape, v.sum(axis=(-1, -3)))
print(np.round(f.mean(axis=(0, 1)), 6), np.round(f.std(axis=(0, 2)), 6), np.round(f.var(axis=(1, 2), ddof=1), 6))
print(np.prod(v[:, :2, :2] + 1, axis=(1, 2)), np.all(v > 3, axis=(1, 2)), np.any(v > 58, axis=(0, 1)))
print(v.sum(axis=(0, 1, 2)), v.sum(axis=()).shape)
for bad in [(0, 3), (1, 1), (0, -4)]:
    try:
        v.sum(axis=bad)
    except Exception as e:
        print(type(e).__name__, e)

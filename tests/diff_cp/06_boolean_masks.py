import cupy as cp

x = cp.array([3, -1, 4, -1, 5, -9, 2, 6])
mask = x > 0
print(mask, mask.dtype)
print(x[mask])
print(int(mask.sum()))
x[x < 0] = 0
print(x)
y = cp.arange(12).reshape(3, 4)
print(y[y % 2 == 0])
print(y[(y > 2) & (y < 9)])
print(y[(y < 2) | (y > 10)])
print(y[~(y > 5)])
sel = cp.array([True, False, True])
print(y[sel])
print(y[:, cp.array([False, True, True, False])])
f = cp.array([0.5, -0.25, 1.5, -2.0])
f[f < 0] *= -1
print(f)
print(bool((f >= 0).all()), bool((f > 1).any()))
print(x[x > 100].shape)

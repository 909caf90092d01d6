import cupy as cp

x = cp.array([1.0, cp.nan, 3.0, cp.inf, -cp.inf])
print(x)
print(cp.isnan(x), cp.isinf(x), cp.isfinite(x))
clean = x[cp.isfinite(x)]
print(clean, float(clean.sum()))
print(float(x[:3].max()))
z = cp.array([1.0, 0.0, -1.0]) / 0.0
print(z)
zi = cp.array([0, 1, 2]) // cp.array([1, 1, 1])
print(zi)
s = cp.array(5.0)
print(s.shape, s.ndim, s.size, float(s) + 1)
t = cp.arange(6).reshape(2, 3)[1, 2]
print(t.shape, int(t))
print(float(cp.sum(cp.zeros(0))), cp.zeros(0).shape)
e = cp.arange(10)[5:5]
print(e, e.shape, int(e.sum()))
print(cp.full((), 3).shape)
print(cp.maximum(cp.array([1.0, cp.nan]), cp.array([cp.nan, 2.0])))
print(cp.fmax(cp.array([1.0, cp.nan]), cp.array([cp.nan, 2.0])))

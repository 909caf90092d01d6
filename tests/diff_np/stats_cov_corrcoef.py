import numpy as np

rng = np.random.default_rng(3)
x = rng.normal(size=(3, 10))
y = rng.normal(size=10)
print(repr(np.round(np.cov(x), 10)))
print(repr(np.round(np.cov(x, bias=True), 10)))
print(repr(np.round(np.cov(x, ddof=0), 10)))
print(repr(np.round(np.cov(x.T, rowvar=False), 10)))
print(repr(np.round(np.cov(x[0], y), 10)))
print(repr(np.round(np.cov(y), 10)), np.cov(y).shape)
print(repr(np.round(np.corrcoef(x), 10)))
print(repr(np.round(np.corrcoef(x[0], x[1]), 10)))
xi = rng.integers(0, 10, size=(2, 6))
print(repr(np.round(np.cov(xi), 10)), np.cov(xi).dtype)
print(repr(np.round(np.corrcoef(xi), 10)))
c = np.cov(x.astype(np.float32))
print(c.dtype, c.shape)

px = rng.normal(size=50)
py = rng.normal(size=50)
for kw in [{}, {"bins": 4}, {"bins": [3, 5]}, {"bins": 3, "range": [[-1, 1], [-2, 2]]}, {"bins": 4, "density": True},
           {"bins": [np.array([-3, 0, 3]), 2]}, {"bins": 2, "weights": np.abs(px)}]:
    h, ex, ey = np.histogram2d(px, py, **kw)
    print(repr(np.round(h, 10)), h.dtype, repr(np.round(ex, 10)), repr(np.round(ey, 10)))
h, ex, ey = np.histogram2d([1, 2, 2, 3], [0, 0, 1, 1], bins=2)
print(repr(h), repr(ex), repr(ey))
print(repr(np.histogram2d([], [], bins=2)[0]))

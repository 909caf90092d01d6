import numpy as np
# Generator.standard_normal / normal: NumPy's 256-level ziggurat, float64 and float32, number for number.
g = np.random.default_rng(42)
print(repr(g.standard_normal()), repr(g.normal()), repr(g.normal(2.5, 0.5)))
print([float(v) for v in g.standard_normal(5)])
print([float(v) for v in g.standard_normal((2, 3)).ravel()], g.standard_normal((2, 3)).shape)
f = g.standard_normal(6, dtype=np.float32)
print(repr(f), repr(g.standard_normal(dtype=np.float32)))
print([float(v) for v in g.normal(-1.0, 3.0, size=4)], repr(g.standard_normal(())))
print([float(v) for v in g.normal([0.0, 10.0, 20.0], [[1.0], [0.1]]).ravel()])
print([float(v) for v in g.normal(np.arange(3.0), 2.0, size=(2, 3)).ravel()])
for seed in (0, 7, 2**40 + 3):
    r = np.random.default_rng(seed)
    a = r.standard_normal(100000)
    print(seed, repr(float(a.sum())), repr(float(a.min())), repr(float(a.max())), [float(v) for v in a[np.abs(a) > 3.9]])
    b = r.standard_normal(100000, dtype=np.float32)
    print(repr(float(b.astype(np.float64).sum())), repr(b[np.abs(b) > 3.9]), repr(b[::20000]))
    c = r.normal(5.0, 2.0, size=(100, 100))
    print(repr(float(c.sum())), [float(v) for v in c.ravel()[::2500]], repr(r.random()))
for bad in (-1.0, -0.0):
    try:
        g.normal(0.0, bad)
    except ValueError as e:
        print("ValueError", e)
try:
    g.normal([0.0, 1.0], 1.0, size=3)
except ValueError as e:
    print("ValueError", e)
try:
    g.standard_normal(dtype=np.int64)
except TypeError as e:
    print("TypeError", e)

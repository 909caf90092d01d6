import numpy as np
# Generator.standard_exponential / exponential: NumPy's exponential ziggurat (and method='inv').
g = np.random.default_rng(2024)
print(repr(g.standard_exponential()), repr(g.exponential()), repr(g.exponential(4.0)))
print([float(v) for v in g.standard_exponential(5)], [float(v) for v in g.exponential(0.5, size=(2, 2)).ravel()])
f = g.standard_exponential(6, dtype=np.float32)
print(repr(f), repr(g.standard_exponential(dtype=np.float32)))
print([float(v) for v in g.standard_exponential(4, method='inv')], repr(g.standard_exponential(4, np.float32, 'inv')))
print([float(v) for v in g.exponential([1.0, 2.0, 3.0])], repr(g.random(3, dtype=np.float32)))
for seed in (1, 99):
    r = np.random.default_rng(seed)
    a = r.standard_exponential(100000)
    print(seed, repr(float(a.sum())), repr(float(a.max())), [float(v) for v in a[a > 8.0]])
    b = r.standard_exponential(100000, dtype=np.float32)
    print(repr(float(b.astype(np.float64).sum())), repr(b[b > 8.0]), repr(r.random()))
try:
    g.exponential(-2.0)
except ValueError as e:
    print("ValueError", e)

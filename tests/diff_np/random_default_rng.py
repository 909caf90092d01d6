import numpy as np
r = np.random.default_rng(42)
print(r.random(3), r.uniform(1, 2, 2), r.integers(0, 10, 5), r.integers(100), r.random())
g = np.random.default_rng(12345)
print(g.integers(-5, 5, size=(2, 3)), g.integers(0, 2**40, size=3), g.integers(1, 6, size=4, endpoint=True))
print(g.random((2, 2)), g.uniform(size=2), repr(g.integers(7)))
z = np.random.default_rng(0)
print(z.random(), z.integers(2**32 - 1, size=2), z.integers(0, 2**33, size=2))
print(np.random.default_rng(2**70).random(2))

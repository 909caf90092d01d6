# Generator.poisson as course simulations use it: NumPy's stream for small and large rates, shapes, errors.
import numpy as np
rng = np.random.default_rng(12345)
x = rng.poisson(3.0); print(type(x).__name__, x)
print(rng.poisson(4.5, size=10))
print(rng.poisson(25.0, size=(2, 4)), rng.poisson(25.0, size=(2, 4)).dtype)
print(rng.poisson(size=5), rng.poisson(0.0, 3), rng.poisson(1e6, 2))
print(rng.poisson(lam=10, size=3), rng.poisson(9.99, 4))
print(rng.random(2))
for bad in [-1.0, float('nan'), 1e20]:
    try: rng.poisson(bad)
    except Exception as e: print(type(e).__name__, e)
counts = rng.poisson(2.0, size=10000)
print(counts.mean().round(3), counts.var().round(3), np.bincount(counts)[:8])

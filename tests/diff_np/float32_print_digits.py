import numpy as np

# Shortest digits that tie break to the even one (Dragon4), and the digits past the shortest
# ones in a common exponent or equal-width layout are the value's own, not zeros.
v = (np.arange(1, 40000, 3) / 8192.0 + 3.0).astype(np.float32)
print(sum(1 for x in v if str(x).endswith("2")), [str(x) for x in v[::997]])
print(np.array([1e-5, 1234.5678], dtype=np.float32), np.array([1e-5, 1234.5678]))
print(np.array([9.765626e-04, 3.3e-7, 12.5], dtype=np.float32))
print(repr(np.array([0.1, 0.2, 0.7], dtype=np.float32) * 3))
w = (np.arange(1, 3000, 7, dtype=np.float64) * 1.0000001 / 1024.0).astype(np.float32)
np.set_printoptions(floatmode="unique", threshold=100000)
print(w[:300])
np.set_printoptions(floatmode="maxprec_equal", precision=6)
print(w[:60], np.array([0.5, 0.1, 1 / 3], dtype=np.float32))
np.set_printoptions(floatmode="maxprec", precision=8, threshold=1000)
print([repr(8.0 + k / 65536.0) for k in range(18265, 18275)])

import numpy as np
np.random.seed(8)
a = np.random.rand(1 << 12).astype(np.float32)
total = np.float32(0)
for v in a[:10]:
    total += v
print(repr(total), repr(a[:10].sum()), np.isclose(a.sum(), np.sum(a, dtype=np.float64)))

import numpy as np
np.random.seed(12)
a = np.random.randn(50)
pos = a[a > 0]
print(len(pos), repr(pos.mean()), repr(a.min()), np.argmin(a))

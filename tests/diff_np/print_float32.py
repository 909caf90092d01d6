import numpy as np
a = np.array([0.1, 0.2, 0.3], dtype=np.float32)
print(a, repr(a))
print(repr(np.arange(5, dtype=np.float32) / 3))

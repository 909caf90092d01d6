import numpy as np
a = np.array([0.1, 0.2, 0.7], dtype=np.float32)
print(repr(a.mean()), repr(a.sum()), repr(a.std()), repr(a.max()))

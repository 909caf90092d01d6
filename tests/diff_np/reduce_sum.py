import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.sum(), a.sum(axis=0), a.sum(axis=1), a.sum(axis=-1), np.sum(a), np.sum(a, axis=0))

import numpy as np
a = np.arange(12).reshape(3, 4)
print(a.mean(), a.mean(axis=0), a.mean(axis=1), np.mean(a), repr(np.array([1, 2], dtype=np.int8).mean()))

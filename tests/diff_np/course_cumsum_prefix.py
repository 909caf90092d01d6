import numpy as np
a = np.array([3, 1, 4, 1, 5, 9, 2, 6])
print(np.cumsum(a), np.cumsum(a)[-1] == a.sum(), np.cumsum(a[::-1])[::-1])

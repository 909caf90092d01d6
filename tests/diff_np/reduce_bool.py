import numpy as np
a = np.array([True, True, False])
print(a.sum(), repr(a.sum()), a.mean(), a.any(), a.all(), np.count_nonzero(a))

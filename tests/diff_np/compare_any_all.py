import numpy as np
a = np.array([1, 0, 3])
print(a.all(), a.any(), (a > 0).all(), (a > 0).any(), np.all(a >= 0), np.any(a > 5))

import numpy as np
a = np.arange(3)
b = np.asarray(a)
b[0] = 9
print(a, np.asarray([1.5, 2]), np.asarray(a, dtype=float))

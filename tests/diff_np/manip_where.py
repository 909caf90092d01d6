import numpy as np
a = np.arange(6)
print(np.where(a > 2, a, 0), np.where(a % 2 == 0, 1.5, -1), np.where(a > 3))

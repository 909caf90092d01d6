import numpy as np
a = np.array([1, 2, 3])
print(np.add(a, 1), np.subtract(a, 1), np.multiply(a, a), np.divide(a, 2), np.floor_divide(a, 2), np.remainder(a, 2), np.power(a, 3))

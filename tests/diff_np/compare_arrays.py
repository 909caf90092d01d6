import numpy as np
a = np.array([1.0, 2.0, 3.0])
b = np.array([3.0, 2.0, 1.0])
print(a < b, a == b, np.equal(a, b), np.less(a, b), np.greater(a, 2))

import numpy as np
a = np.arange(6.0).reshape(2, 3)
b = np.arange(6.0).reshape(3, 2) / 2
print(a @ b, repr(np.dot(np.array([1.5, 2.5]), np.array([2.0, 4.0]))))

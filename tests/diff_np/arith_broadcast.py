import numpy as np
a = np.arange(3).reshape(3, 1)
b = np.arange(4)
print(a + b)
print(a * b)
print(np.ones((2, 3)) + np.array([1.0, 2.0, 3.0]))

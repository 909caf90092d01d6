import numpy as np
a = np.array([1, 2])
b = np.array([3, 4, 5])
print(np.concatenate([a, b]), np.concatenate((a, b, a)))
c = np.ones((2, 2))
print(np.concatenate([c, c]), np.concatenate([c, c], axis=1))

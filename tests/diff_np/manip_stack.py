import numpy as np
a = np.array([1, 2, 3])
b = np.array([4, 5, 6])
print(np.stack([a, b]), np.stack([a, b], axis=1), np.vstack([a, b]), np.hstack([a, b]))

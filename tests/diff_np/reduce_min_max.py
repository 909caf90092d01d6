import numpy as np
a = np.array([[3, 1, 4], [1, 5, 9]])
print(a.min(), a.max(), a.min(axis=0), a.max(axis=1), np.min(a), np.max(a, axis=0), np.amax(a))
